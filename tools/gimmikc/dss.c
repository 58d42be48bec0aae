/* dss.c: `gimmikc dss`, one DSS kernel (kernel_commands.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arguments.h"
#include "gimmik/dss.h"
#include "kernel_commands.h"
#include "options.h"

static void usage(FILE *stream) {
  fprintf(stream,
      "usage: gimmikc dss -o OUTPUT [options]\n"
      "       gimmikc dss --list-variants [options]\n"
      "  --points N            GLL points per direction (2..16, default 8)\n"
      "  --elements ExxEyxEz   the box (default 8x8x8; for x, y, z, all)\n"
      "  --pass P              x, y or z (one pass of the cascade), all\n"
      "                        (direct, the default), gather (from lists),\n"
      "                        pack or unpack (an exchange's buffers)\n"
      "  --layout-block B      0: element-major (default); B: blocks of B\n"
      "                        elements, the element index fastest\n"
      "  --backend, --dtype, --variant, --param KEY=VALUE, --kernel-name,\n"
      "  --meta FILE.json, --force as for an operator's kernel\n"
      "The kernel's arguments and launch are in include/gimmik/dss.h.\n");
}

/* The words of --pass, in the order of the axes from GIMMIK_DSS_GATHER. */
static const char *const passes[] = {"gather", "x",    "y",     "z",
                                     "all",    "pack", "unpack"};

static const char *pass_name(int axis) {
  return passes[axis - GIMMIK_DSS_GATHER];
}

static int parse_option(int argc, char **argv, int *i,
                        gimmikc_kernel_args *args,
                        gimmik_dss_request *request) {
  int shared = gimmikc_kernel_arg(args, argc, argv, i);
  if (shared >= 0) return shared;
  const char *option = argv[*i];
  if (*i + 1 == argc) {
    fprintf(stderr, "gimmikc dss: unknown option '%s'\n", option);
    return 0;
  }
  const char *value = argv[++*i];
  if (!strcmp(option, "--points"))
    return gimmikc_arg_int("dss", option, value, 2, 16, &request->points);
  if (!strcmp(option, "--elements"))
    return gimmikc_arg_box("dss", option, value, request->box);
  if (!strcmp(option, "--layout-block"))
    return gimmikc_arg_int("dss", option, value, 0, 4096,
                           &request->layout_block);
  if (!strcmp(option, "--pass")) {
    int pass;
    if (!gimmikc_arg_word("dss", option, value, passes, 7, &pass)) return 0;
    request->axis = pass + GIMMIK_DSS_GATHER;
    return 1;
  }
  fprintf(stderr, "gimmikc dss: unknown option '%s'\n", option);
  return 0;
}

static int list_variants(const gimmik_dss_request *request,
                         const gimmikc_kernel_args *args) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_variant_report *reports;
  int count;
  if (gimmik_dss_variants(request, &reports, &count, &error))
    return gimmikc_kernel_report(args, &error);
  printf("dss variants for N = %d, pass %s, %s on %s:\n", request->points,
         pass_name(request->axis), gimmik_dtype_name(request->dtype),
         gimmik_backend_name(request->backend));
  gimmik_variant_reports_print(reports, count, stdout);
  free(reports);
  return EXIT_OK;
}

int gimmikc_dss(int argc, char **argv) {
  gimmikc_kernel_args args;
  gimmikc_kernel_args_init(&args, "dss");
  gimmik_dss_request request;
  gimmik_dss_request_init(&request);
  request.axis = GIMMIK_DSS_ALL_AXES;
  request.box[0] = request.box[1] = request.box[2] = 8;
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
  gimmik_status status = gimmik_generate_dss(&request, &kernel, &error);
  return gimmikc_kernel_emit(&args, status, kernel, &error);
}
