/* axhelm_options.c: parsing the options of gimmikc axhelm
 * (axhelm_options.h). */
#include "axhelm_options.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int gimmikc_axhelm_takes_value(const char *option) {
  static const char *const names[] = {
      "--points", "--fields", "--equation", "--coefficients", "--lambda0",
      "--lambda1", "--geometry", "--arch", "--input", "--update", "--dot",
      "--scalar-memory", "--layout-block", NULL};
  for (int i = 0; names[i]; i++)
    if (strcmp(option, names[i]) == 0) return 1;
  return 0;
}

/* An integer in low..high, the whole of `text`. */
static int parse_int(const char *option, const char *text, int low, int high,
                     int *value) {
  char *end;
  errno = 0;
  long number = strtol(text, &end, 10);
  if (*text && !*end && errno == 0 && number >= low && number <= high) {
    *value = (int)number;
    return 1;
  }
  char message[128];
  snprintf(message, sizeof message, "%s expects %d..%d, got '%%s'", option,
           low, high);
  return gimmikc_usage_error(message, text);
}

static int parse_equation(const char *text, gimmik_axhelm_equation *equation) {
  for (int i = GIMMIK_AXHELM_POISSON; i <= GIMMIK_AXHELM_HELMHOLTZ; i++)
    if (strcmp(text, gimmik_axhelm_equation_name(i)) == 0) {
      *equation = (gimmik_axhelm_equation)i;
      return 1;
    }
  return gimmikc_usage_error(
      "unknown equation '%s' (expected poisson or helmholtz)", text);
}

static int parse_coefficients(const char *text,
                              gimmik_axhelm_coefficients *coefficients) {
  for (int i = GIMMIK_AXHELM_CONSTANT; i <= GIMMIK_AXHELM_PER_NODE; i++)
    if (strcmp(text, gimmik_axhelm_coefficients_name(i)) == 0) {
      *coefficients = (gimmik_axhelm_coefficients)i;
      return 1;
    }
  return gimmikc_usage_error(
      "unknown coefficients '%s' (expected constant or per-node)", text);
}

static int parse_lambda(const char *option, const char *text, double *value,
                        int *given) {
  *given = 1;
  if (gimmikc_parse_number(text, value)) return 1;
  char message[96];
  snprintf(message, sizeof message, "%s expects a finite number, got '%%s'",
           option);
  return gimmikc_usage_error(message, text);
}

int gimmikc_parse_arch(const char *text, int *capability) {
  char suffix[2] = "";
  int value = 0, consumed = 0;
  if (sscanf(text, "sm_%d%n", &value, &consumed) == 1 && value >= 30 &&
      value <= 199 && (text[consumed] == '\0' ||
                       (sscanf(text + consumed, "%1[af]", suffix) == 1 &&
                        text[consumed + 1] == '\0'))) {
    *capability = value;
    return 1;
  }
  return gimmikc_usage_error("--arch expects a CUDA architecture such as "
                             "sm_80 or sm_90a, got '%s'", text);
}

int gimmikc_parse_axhelm_valued(const char *option, const char *value,
                                gimmikc_options *options) {
  gimmik_axhelm_request *request = &options->axhelm_request;
  if (!strcmp(option, "--points"))
    return parse_int(option, value, GIMMIK_AXHELM_MIN_POINTS,
                     GIMMIK_AXHELM_MAX_POINTS, &request->points);
  if (!strcmp(option, "--fields")) {
    if (strcmp(value, "1") && strcmp(value, "3"))
      return gimmikc_usage_error("--fields expects 1 or 3, got '%s'", value);
    request->fields = value[0] - '0';
    return 1;
  }
  if (!strcmp(option, "--equation"))
    return parse_equation(value, &request->equation);
  if (!strcmp(option, "--coefficients"))
    return parse_coefficients(value, &request->coefficients);
  if (!strcmp(option, "--lambda0"))
    return parse_lambda(option, value, &request->lambda0,
                        &options->lambda0_given);
  if (!strcmp(option, "--lambda1"))
    return parse_lambda(option, value, &request->lambda1,
                        &options->lambda1_given);
  if (!strcmp(option, "--arch"))
    return gimmikc_parse_arch(value, &request->compute_capability);
  if (!strcmp(option, "--input")) return (request->input = value) != NULL;
  if (!strcmp(option, "--update")) return (request->update = value) != NULL;
  if (!strcmp(option, "--dot"))
    return parse_int(option, value, 0, 1, &request->dot);
  if (!strcmp(option, "--scalar-memory"))
    return parse_int(option, value, 0, 1, &request->scalar_memory);
  if (!strcmp(option, "--layout-block"))
    return parse_int(option, value, 0, 4096, &request->layout_block);
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_axhelm_geometry_parse(value, &request->geometry, &error))
    return gimmikc_usage_error("%s", error.message);
  return 1;
}

int gimmikc_axhelm_check(const gimmikc_options *options) {
  const gimmik_axhelm_request *request = &options->axhelm_request;
  if (options->operator_count)
    return gimmikc_usage_error(
        "unexpected argument '%s' (gimmikc axhelm takes no operator)",
        options->operators[0]);
  if (options->command == COMMAND_EMIT && !options->output_path)
    return gimmikc_usage_error("%s", "no output given (-o FILE, or -o - for "
                                     "standard output)");
  if (options->lambda1_given && request->equation != GIMMIK_AXHELM_HELMHOLTZ)
    return gimmikc_usage_error("%s", "--lambda1 needs --equation helmholtz");
  if ((options->lambda0_given || options->lambda1_given) &&
      request->coefficients == GIMMIK_AXHELM_PER_NODE)
    return gimmikc_usage_error(
        "%s", "--lambda0 and --lambda1 are constants: with --coefficients "
              "per-node the kernel takes lambda arrays instead");
  return 1;
}

int gimmikc_axhelm_settle(gimmikc_options *options) {
  const gimmik_matmul_request *shared = &options->request;
  gimmik_axhelm_request *request = &options->axhelm_request;
  request->backend = shared->backend;
  if (request->compute_capability && request->backend != GIMMIK_BACKEND_CUDA)
    return gimmikc_usage_error("%s", "--arch names a CUDA device: the kernel "
                                     "is for OpenCL");
  request->dtype = shared->dtype;
  request->variant = shared->variant;
  memcpy(request->params, shared->params, sizeof request->params);
  request->param_count = shared->param_count;
  request->kernel_name = shared->kernel_name;
  return 1;
}
