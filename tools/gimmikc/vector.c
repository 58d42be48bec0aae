/* vector.c: `gimmikc vector`, one fused vector kernel
 * (kernel_commands.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arguments.h"
#include "gimmik/vector.h"
#include "kernel_commands.h"
#include "options.h"

static void usage(FILE *stream) {
  fprintf(stream,
      "usage: gimmikc vector -o OUTPUT [options]\n"
      "       gimmikc vector --list-variants [options]\n"
      "  --statement \"Y = EXPR\" an assignment, in order (at most %d)\n"
      "  --sum EXPR             a sum over the items (at most %d): the\n"
      "                         reduce kernel's partial sums\n"
      "  --total S              instead, the kernel that totals S columns\n"
      "                         of partial sums\n"
      "  --scalar-memory 1      scalars read from memory (const double *),\n"
      "                         totals written as doubles\n"
      "  --backend, --dtype, --variant, --param KEY=VALUE, --kernel-name,\n"
      "  --meta FILE.json, --force as for an operator's kernel\n"
      "Expressions, arguments and launch: include/gimmik/vector.h.\n",
      GIMMIK_VECTOR_MAX_STATEMENTS, GIMMIK_VECTOR_MAX_SUMS);
}

static int add_text(const char *option, const char *value,
                    const char **texts, int *count, int limit) {
  if (*count == limit) {
    fprintf(stderr, "gimmikc vector: more than %d %s options\n", limit,
            option);
    return 0;
  }
  texts[(*count)++] = value;
  return 1;
}

static int parse_option(int argc, char **argv, int *i,
                        gimmikc_kernel_args *args,
                        gimmik_vector_request *request) {
  int shared = gimmikc_kernel_arg(args, argc, argv, i);
  if (shared >= 0) return shared;
  const char *option = argv[*i];
  if (*i + 1 == argc) {
    fprintf(stderr, "gimmikc vector: unknown option '%s'\n", option);
    return 0;
  }
  const char *value = argv[++*i];
  if (!strcmp(option, "--statement"))
    return add_text(option, value, request->statements,
                    &request->statement_count, GIMMIK_VECTOR_MAX_STATEMENTS);
  if (!strcmp(option, "--sum"))
    return add_text(option, value, request->sums, &request->sum_count,
                    GIMMIK_VECTOR_MAX_SUMS);
  if (!strcmp(option, "--total"))
    return gimmikc_arg_int("vector", option, value, 1,
                           GIMMIK_VECTOR_MAX_SUMS, &request->total);
  if (!strcmp(option, "--scalar-memory"))
    return gimmikc_arg_int("vector", option, value, 0, 1,
                           &request->scalar_memory);
  fprintf(stderr, "gimmikc vector: unknown option '%s'\n", option);
  return 0;
}

static int list_variants(const gimmik_vector_request *request,
                         const gimmikc_kernel_args *args) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_variant_report *reports;
  int count;
  if (gimmik_vector_variants(request, &reports, &count, &error))
    return gimmikc_kernel_report(args, &error);
  printf("vector variants for %d statements and %d sums, %s on %s:\n",
         request->statement_count, request->sum_count,
         gimmik_dtype_name(request->dtype),
         gimmik_backend_name(request->backend));
  gimmik_variant_reports_print(reports, count, stdout);
  free(reports);
  return EXIT_OK;
}

int gimmikc_vector(int argc, char **argv) {
  gimmikc_kernel_args args;
  gimmikc_kernel_args_init(&args, "vector");
  gimmik_vector_request request;
  gimmik_vector_request_init(&request);
  for (int i = 2; i < argc; i++) {
    if (!strcmp(argv[i], "--help")) {
      usage(stdout);
      return EXIT_OK;
    }
    if (!parse_option(argc, argv, &i, &args, &request)) return EXIT_USAGE;
  }
  if (!gimmikc_kernel_args_finish(&args)) return EXIT_USAGE;
  request.backend = args.backend;
  request.dtype = args.dtype;
  request.variant = args.variant;
  request.kernel_name = args.kernel_name;
  memcpy(request.params, args.params, sizeof request.params);
  request.param_count = args.param_count;
  if (args.list_variants) return list_variants(&request, &args);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_kernel *kernel = NULL;
  gimmik_status status = gimmik_generate_vector(&request, &kernel, &error);
  return gimmikc_kernel_emit(&args, status, kernel, &error);
}
