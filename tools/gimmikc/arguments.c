/* arguments.c: see arguments.h. */
#include "arguments.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "output.h"

int gimmikc_arg_int(const char *command, const char *option,
                    const char *text, int low, int high, int *value) {
  char *end;
  errno = 0;
  long number = strtol(text, &end, 10);
  if (!*text || *end || errno || number < low || number > high) {
    fprintf(stderr, "gimmikc %s: %s expects %d..%d, got '%s'\n", command,
            option, low, high, text);
    return 0;
  }
  *value = (int)number;
  return 1;
}

int gimmikc_arg_word(const char *command, const char *option,
                     const char *text, const char *const *words, int count,
                     int *value) {
  for (int i = 0; i < count; i++)
    if (strcmp(text, words[i]) == 0) {
      *value = i;
      return 1;
    }
  fprintf(stderr, "gimmikc %s: unknown %s '%s' (expected", command, option,
          text);
  for (int i = 0; i < count; i++)
    fprintf(stderr, "%s%s", i ? i + 1 == count ? " or " : ", " : " ",
            words[i]);
  fprintf(stderr, ")\n");
  return 0;
}

int gimmikc_arg_box(const char *command, const char *option,
                    const char *text, int box[3]) {
  int consumed = 0;
  if (sscanf(text, "%dx%dx%d%n", &box[0], &box[1], &box[2], &consumed) == 3 &&
      text[consumed] == '\0' && box[0] > 0 && box[1] > 0 && box[2] > 0)
    return 1;
  fprintf(stderr, "gimmikc %s: %s expects ExxEyxEz, e.g. 16x16x16, got "
          "'%s'\n", command, option, text);
  return 0;
}

void gimmikc_kernel_args_init(gimmikc_kernel_args *args,
                              const char *command) {
  memset(args, 0, sizeof *args);
  args->command = command;
  args->backend = GIMMIK_BACKEND_CUDA;
  args->dtype = GIMMIK_F64;
}

static int add_param(gimmikc_kernel_args *args, const char *text) {
  const char *equals = strchr(text, '=');
  size_t length = equals ? (size_t)(equals - text) : 0;
  int value;
  if (!equals || length == 0 || length >= sizeof args->params[0].name) {
    fprintf(stderr, "gimmikc %s: --param expects KEY=VALUE, got '%s'\n",
            args->command, text);
    return 0;
  }
  if (!gimmikc_arg_int(args->command, "--param", equals + 1, INT_MIN,
                       INT_MAX, &value))
    return 0;
  for (int p = 0; p < args->param_count; p++)
    if (strlen(args->params[p].name) == length &&
        !strncmp(args->params[p].name, text, length)) {
      fprintf(stderr, "gimmikc %s: --param %.*s is given twice\n",
              args->command, (int)length, text);
      return 0;
    }
  if (args->param_count == GIMMIK_MAX_PARAMS) {
    fprintf(stderr, "gimmikc %s: more than %d --param options\n",
            args->command, GIMMIK_MAX_PARAMS);
    return 0;
  }
  gimmik_param *param = &args->params[args->param_count++];
  memcpy(param->name, text, length);
  param->name[length] = '\0';
  param->value = value;
  return 1;
}

static int parse_valued(gimmikc_kernel_args *args, const char *option,
                        const char *value) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status = GIMMIK_OK;
  if (!strcmp(option, "-o")) args->output = value;
  else if (!strcmp(option, "--meta")) args->meta = value;
  else if (!strcmp(option, "--variant")) args->variant = value;
  else if (!strcmp(option, "--kernel-name")) args->kernel_name = value;
  else if (!strcmp(option, "--param")) return add_param(args, value);
  else if (!strcmp(option, "--dtype"))
    status = gimmik_dtype_parse(value, &args->dtype, &error);
  else {
    args->backend_given = 1;
    status = gimmik_backend_parse(value, &args->backend, &error);
  }
  if (status != GIMMIK_OK)
    fprintf(stderr, "gimmikc %s: %s: %s\n", args->command, option,
            error.message);
  return status == GIMMIK_OK;
}

int gimmikc_kernel_arg(gimmikc_kernel_args *args, int argc, char **argv,
                       int *i) {
  static const char *const valued[] = {"-o", "--meta", "--variant",
                                       "--kernel-name", "--param", "--dtype",
                                       "--backend", NULL};
  const char *option = argv[*i];
  if (!strcmp(option, "--force")) return args->force = 1;
  if (!strcmp(option, "--list-variants")) return args->list_variants = 1;
  for (int v = 0; valued[v]; v++) {
    if (strcmp(option, valued[v])) continue;
    if (*i + 1 == argc) {
      fprintf(stderr, "gimmikc %s: %s needs a value\n", args->command,
              option);
      return 0;
    }
    return parse_valued(args, option, argv[++*i]);
  }
  return -1;
}

int gimmikc_kernel_args_finish(gimmikc_kernel_args *args) {
  if (args->list_variants && (args->variant || args->param_count)) {
    fprintf(stderr, "gimmikc %s: --list-variants reports every variant at "
            "its defaults: --variant and --param are for emitting a "
            "kernel\n", args->command);
    return 0;
  }
  if (args->list_variants) return 1;
  if (!args->output) {
    fprintf(stderr, "gimmikc %s: no output given (-o FILE, or -o - for "
            "standard output)\n", args->command);
    return 0;
  }
  gimmik_backend named;
  if (!strcmp(args->output, "-") ||
      !gimmikc_backend_of_extension(args->output, &named)) {
    if (args->backend_given) return 1;
    if (!strcmp(args->output, "-")) return 1; /* CUDA, the default */
    fprintf(stderr, "gimmikc %s: cannot tell the backend from '%s': use "
            ".cu, .cl or .c, or --backend\n", args->command, args->output);
    return 0;
  }
  if (!args->backend_given) args->backend = named;
  if (named != args->backend && !args->force) {
    fprintf(stderr, "gimmikc %s: --backend %s does not match the output "
            "%s, which names %s; give a matching name, or --force to write "
            "it anyway\n", args->command, gimmik_backend_name(args->backend),
            args->output, gimmik_backend_name(named));
    return 0;
  }
  return 1;
}

int gimmikc_kernel_report(const gimmikc_kernel_args *args,
                          const gimmik_error *error) {
  fprintf(stderr, "gimmikc %s: %s\n", args->command, error->message);
  if (error->log) fprintf(stderr, "%s\n", error->log);
  return error->status == GIMMIK_ERROR_ARGUMENT ||
                 error->status == GIMMIK_ERROR_UNSUPPORTED
             ? EXIT_USAGE
             : EXIT_BAD_INPUT;
}

int gimmikc_kernel_emit(const gimmikc_kernel_args *args,
                        gimmik_status status, gimmik_kernel *kernel,
                        gimmik_error *error) {
  gimmikc_options options;
  memset(&options, 0, sizeof options);
  options.output_path = args->output;
  options.meta_path = args->meta;
  options.force = args->force;
  if (status == GIMMIK_OK)
    status = gimmikc_write_kernel(kernel, &options, error);
  gimmik_kernel_destroy(kernel);
  int exit_status =
      status == GIMMIK_OK ? EXIT_OK : gimmikc_kernel_report(args, error);
  gimmik_error_clear(error);
  return exit_status;
}
