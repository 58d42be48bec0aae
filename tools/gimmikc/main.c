/* main.c: gimmikc, the command-line face of the generator. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "axhelm.h"
#include "bp5.h"
#include "gimmik/analysis.h"
#include "gimmik/spec.h"
#include "kernel_commands.h"
#include "options.h"
#include "output.h"
#include "run.h"
#include "tune.h"

static int report(const gimmik_error *error) {
  fprintf(stderr, "gimmikc: %s\n", error->message);
  if (error->log) fprintf(stderr, "%s\n", error->log);
  return error->status == GIMMIK_ERROR_ARGUMENT ||
                 error->status == GIMMIK_ERROR_UNSUPPORTED
             ? EXIT_USAGE
             : EXIT_BAD_INPUT;
}

static int command_info(const gimmik_operator *op, gimmik_error *error) {
  gimmik_analysis analysis;
  if (gimmik_analyse(op, &analysis, error) != GIMMIK_OK) return report(error);
  gimmik_analysis_print(&analysis, gimmik_operator_origin(op), stdout);
  gimmik_analysis_free(&analysis);
  return EXIT_OK;
}

static int command_list_variants(const gimmik_operator *op,
                                 const gimmikc_options *options,
                                 gimmik_error *error) {
  gimmik_variant_report *reports;
  int count;
  if (gimmik_matmul_variants(op, &options->request, &reports, &count, error))
    return report(error);
  printf("variants for %s on %s, %s, beta %g:\n", gimmik_operator_origin(op),
         gimmik_backend_name(options->request.backend),
         gimmik_dtype_name(options->request.dtype), options->request.beta);
  gimmik_variant_reports_print(reports, count, stdout);
  free(reports);
  return EXIT_OK;
}

static int command_emit(const gimmik_operator *op,
                        const gimmikc_options *options, gimmik_error *error) {
  gimmik_kernel *kernel;
  if (gimmik_generate_matmul(op, &options->request, &kernel, error))
    return report(error);
  gimmik_status status = gimmikc_write_kernel(kernel, options, error);
  gimmik_kernel_destroy(kernel);
  return status == GIMMIK_OK ? EXIT_OK : report(error);
}

static int command_export(const gimmik_operator *op,
                          const gimmikc_options *options, gimmik_error *error) {
  struct stat existing;
  if (!options->force && strcmp(options->output_path, "-") != 0 &&
      lstat(options->output_path, &existing) == 0) {
    gimmik_error_set(error, GIMMIK_ERROR_IO,
                     "%s exists; not replacing it (use --force)",
                     options->output_path);
    return report(error);
  }
  char comment[512];
  snprintf(comment, sizeof comment, "exported by gimmikc %s from %s",
           GIMMIK_VERSION, gimmik_operator_origin(op));
  if (gimmik_operator_write_mtx(op, options->output_path, comment,
                                options->force, error))
    return report(error);
  return EXIT_OK;
}

static int run_command(const gimmikc_options *options, gimmik_error *error) {
  switch (options->command) {
  case COMMAND_HELP:
    gimmikc_print_usage(stdout);
    return EXIT_OK;
  case COMMAND_VERSION:
    printf("gimmikc %s\n", GIMMIK_VERSION);
    return EXIT_OK;
  case COMMAND_LIST_SPECS:
    gimmik_spec_list(stdout);
    return EXIT_OK;
  case COMMAND_TUNE:
    return gimmikc_tune(options, error) ? report(error) : EXIT_OK;
  default:
    break;
  }
  if (options->axhelm)
    return gimmikc_axhelm(options, error) ? report(error) : EXIT_OK;
  gimmik_operator *op;
  if (gimmik_operator_load(options->operator_path, &op, error))
    return report(error);
  int status;
  switch (options->command) {
  case COMMAND_INFO: status = command_info(op, error); break;
  case COMMAND_LIST_VARIANTS:
    status = command_list_variants(op, options, error);
    break;
  case COMMAND_EXPORT: status = command_export(op, options, error); break;
  case COMMAND_RUN:
    status = gimmikc_run(op, options, error) ? report(error) : EXIT_OK;
    break;
  default: status = command_emit(op, options, error); break;
  }
  gimmik_operator_destroy(op);
  return status;
}

int main(int argc, char **argv) {
  gimmikc_options options;
  if (argc < 2) {
    gimmikc_print_usage(stderr);
    return EXIT_USAGE;
  }
  if (strcmp(argv[1], "bp5") == 0) return gimmikc_bp5(argc, argv);
  if (strcmp(argv[1], "dss") == 0) return gimmikc_dss(argc, argv);
  if (strcmp(argv[1], "vector") == 0) return gimmikc_vector(argc, argv);
  if (!gimmikc_parse_options(argc, argv, &options)) return EXIT_USAGE;
  gimmik_error error;
  gimmik_error_init(&error);
  int status = run_command(&options, &error);
  gimmik_error_clear(&error);
  return status;
}
