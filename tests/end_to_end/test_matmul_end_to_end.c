/*
 * test_matmul_end_to_end.c: every variant of the generator, for a spread of
 * operators, in both precisions, for beta 0, 1 and 0.7, with n baked and at
 * run time:
 *   cuda:   compiled by NVRTC for sm_90 (for the smallest operators also
 *           sm_80, and mma sm_75) with an empty log, and where a CUDA
 *           device is present, also run on it and checked;
 *   opencl: run on the first OpenCL device (PoCL here) and checked;
 *   c:      built by the system compiler, run and checked.
 * usage: test_matmul_end_to_end BACKEND FIRST LAST [VARIANT]
 * (operator indices of test_operators.h; VARIANT: only that variant's
 * configurations)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/generator.h"
#include "gimmik/device.h"
#include "matmul_check.h"
#include "runtime/nvrtc.h"
#include "scratch_context.h"
#include "test_operators.h"

/* ---- the configurations ------------------------------------------------ */

enum { PARAMS_MOST = 4 };

typedef struct configuration {
  const char *variant;
  const char *params[PARAMS_MOST]; /* "name=value" */
} configuration;

static const configuration configurations[] = {
    {"cstream", {NULL}},
    {"cstream", {"width=2"}},
    {"cstream", {"width=4"}},
    {"cstream", {"hints=1"}},
    {"cstream", {"cahead=64"}},
    {"cstream", {"width=2", "consts=1"}},
    {"bstream", {NULL}},
    {"bstream", {"width=2", "hints=1"}},
    {"bstream", {"cahead=64", "width=2"}},
    {"bstream", {"consts=1"}},
    {"row-split", {NULL}},
    {"row-split", {"msplit=3", "bchunk=5"}},
    {"row-split", {"hints=2"}},
    {"row-split", {"msplit=3", "consts=1"}},
    {"col-split", {NULL}},
    {"col-split", {"ksplit=3", "rchunk=5"}},
    {"col-split", {"ksplit=3", "rchunk=5", "buffers=1"}},
    {"col-split", {"width=2"}},
    {"col-split", {"width=2", "hints=2"}},
    {"col-split", {"width=4", "ksplit=3", "rchunk=5", "block_x=16"}},
    {"rstream", {NULL}},
    {"rstream", {"width=2", "order=0"}},
    {"rstream", {"cahead=3", "order=1"}},
    {"rstream", {"consts=1"}},
    {"pstream", {NULL}},
    {"pstream", {"width=2", "regs=8", "ahead=0"}},
    {"pstream", {"regs=16", "ahead=5", "order=0"}},
    {"pstream", {"consts=1"}},
    {"resident", {NULL}},
    {"resident", {"msplit=3", "bchunk=5", "keep=2"}},
    {"resident", {"msplit=1", "bchunk=1", "hints=1"}},
    {"mma", {NULL}},
    {"mma", {"width=2", "ntiles=1", "repeat=3", "asource=2"}},
    {"mma", {"mwarps=2", "kchunk=4", "stages=1", "warps=3"}},
    {"mma", {"ntiles=4", "kchunk=8", "stages=4", "width=2"}},
    {"mma", {"ntiles=8", "stages=1"}},
    {"mma", {"width=4", "kchunk=12", "ntiles=4"}},
    {"mma", {"ntiles=1", "width=2", "kchunk=12", "stages=2"}},
    {"mma", {"shape=1688"}},
    {"mma", {"shape=16816", "mwarps=2", "width=2", "repeat=3"}},
    {"mma", {"shape=1684", "ntiles=4", "asource=2", "kchunk=12"}},
};
enum { CONFIGURATION_COUNT = sizeof configurations / sizeof configurations[0] };

static int passed_per_configuration[CONFIGURATION_COUNT];

/* Sizes per beta: ragged n with padded leading dimensions, an exact
 * multiple of every block, and a small ragged n. */
static const double betas[] = {0.0, 1.0, 0.7};
static const long long sizes[3][3] = {{1037, 1040, 1044},
                                      {1024, 1024, 1024},
                                      {333, 336, 340}};

static int applies(const configuration *config, gimmik_backend backend,
                   gimmik_dtype dtype, double beta) {
  if (backend == GIMMIK_BACKEND_C)
    return strcmp(config->variant, "cstream") == 0 && !config->params[0];
  if (strcmp(config->variant, "mma") == 0 && backend != GIMMIK_BACKEND_CUDA)
    return 0;
  for (int p = 0; p < PARAMS_MOST && config->params[p]; p++) {
    if (!strcmp(config->params[p], "width=4") && dtype == GIMMIK_F64) return 0;
    if (!strncmp(config->params[p], "hints=", 6) &&
        backend != GIMMIK_BACKEND_CUDA)
      return 0;
    if (!strncmp(config->params[p], "consts=", 7) && dtype != GIMMIK_F64)
      return 0;
    if (!strncmp(config->params[p], "cahead=", 7) && beta == 0.0) return 0;
  }
  return 1;
}

/* Whether a col-split configuration asks for more than one column a
 * thread. */
static int wide(const configuration *config) {
  if (strcmp(config->variant, "col-split")) return 0;
  for (int p = 0; p < PARAMS_MOST && config->params[p]; p++)
    if (!strncmp(config->params[p], "width=", 6) &&
        strcmp(config->params[p], "width=1"))
      return 1;
  return 0;
}

static void build_request(const configuration *config, gimmik_backend backend,
                          gimmik_dtype dtype, int beta_index, int baked,
                          gimmik_matmul_request *request) {
  gimmik_matmul_request_init(request);
  request->backend = backend;
  request->dtype = dtype;
  request->beta = betas[beta_index];
  request->alpha = beta_index == 2 ? -1.25 : 1.0;
  request->variant = config->variant;
  if (baked) {
    request->n = sizes[beta_index][0];
    request->ldb = sizes[beta_index][1];
    request->ldc = sizes[beta_index][2];
    /* col-split wider than a column takes n a multiple of its width. */
    if (wide(config)) request->n -= request->n % 4;
  }
  gimmik_error error;
  gimmik_error_init(&error);
  for (int p = 0; p < PARAMS_MOST && config->params[p]; p++) {
    char name[16];
    int value;
    sscanf(config->params[p], "%15[^=]=%d", name, &value);
    CHECK_OK(gimmik_matmul_request_set_param(request, name, value, &error),
             &error);
  }
}

/* "width=2 order=0", or "" for the defaults. */
static void params_text(const configuration *config, char *text,
                        size_t size) {
  size_t used = 0;
  text[0] = '\0';
  for (int p = 0; p < PARAMS_MOST && config->params[p] && used < size; p++)
    used += (size_t)snprintf(text + used, size - used, "%s%s", p ? " " : "",
                             config->params[p]);
}

static int is_blank(const char *text) {
  for (; text && *text; text++)
    if (*text != ' ' && *text != '\n' && *text != '\r') return 0;
  return 1;
}

/* sm_90; with `every`, also sm_80, and for mma kernels sm_75, their
 * fallback without tensor cores or cp.async. */
static int compile_with_nvrtc(const gimmik_kernel *kernel, const char *label,
                              int every) {
  static const char *const architectures[] = {"sm_90", "sm_80", "sm_75"};
  int count = !every ? 1
              : strcmp(gimmik_kernel_metadata(kernel)->variant, "mma") ? 2
                                                                        : 3;
  int ok = 1;
  for (int a = 0; a < count; a++) {
    gimmik_nvrtc_request request = {gimmik_kernel_source(kernel), label,
                                    architectures[a], NULL, 0};
    gimmik_nvrtc_output output;
    gimmik_error error;
    gimmik_error_init(&error);
    gimmik_status status = gimmik_nvrtc_compile(&request, &output, &error);
    CHECK_OK(status, &error);
    if (status == GIMMIK_OK) {
      if (!is_blank(output.log))
        fprintf(stderr, "%s (%s): warnings:\n%s\n", label, architectures[a],
                output.log);
      CHECK(is_blank(output.log));
      CHECK(output.cubin_size > 0);
      ok = ok && is_blank(output.log) && output.cubin_size > 0;
      gimmik_nvrtc_output_free(&output);
    } else {
      ok = 0;
    }
    gimmik_error_clear(&error);
  }
  return ok;
}

static int run_on_device(gimmik_context *context, const gimmik_operator *op,
                         const gimmik_kernel *kernel, int beta_index,
                         const char *label) {
  const gimmik_kernel_info *info = gimmik_kernel_metadata(kernel);
  /* A baked n is the kernel's own (a wide col-split's is cut to its
   * width). */
  long long n = info->n > 0 ? info->n : sizes[beta_index][0];
  matmul_check_case test_case = {n, sizes[beta_index][1],
                                 sizes[beta_index][2], 99 + beta_index,
                                 info->dtype == GIMMIK_F64 ? 1e-14 : 1e-5,
                                 getenv("GIMMIK_TEST_CL_OPTIONS")};
  matmul_check_result result;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status = gimmik_matmul_check(context, op, info,
                                             gimmik_kernel_source(kernel),
                                             &test_case, &result, &error);
  if (status != GIMMIK_OK)
    fprintf(stderr, "%s: %s\n%s\n", label, error.message,
            error.log ? error.log : "");
  CHECK(status == GIMMIK_OK);
  gimmik_error_clear(&error);
  return status == GIMMIK_OK;
}

/* Breadth: 0 every combination; 1 baked and run-time n alternate with the
 * precision, so each is still seen with every variant and beta; 2 one case
 * per configuration and precision.  An operator's breadth (breadth_of)
 * holds for each variant's defaults; configurations with parameters take
 * the next one. */
static void exercise(gimmik_backend backend, gimmik_context *context,
                     const gimmik_operator *op, int breadth,
                     const char *only) {
  for (int c = 0; c < CONFIGURATION_COUNT; c++)
    for (int d = 0; d < 2; d++)
      for (int beta_index = 0; beta_index < 3; beta_index++)
        for (int baked = 0; baked < 2; baked++) {
          gimmik_dtype dtype = d ? GIMMIK_F32 : GIMMIK_F64;
          const configuration *config = &configurations[c];
          if (only && strcmp(config->variant, only)) continue;
          int level = config->params[0] && breadth < 2 ? breadth + 1
                                                        : breadth;
          if (!applies(config, backend, dtype, betas[beta_index])) continue;
          if (level == 1 && baked != (beta_index + d) % 2) continue;
          if (level == 2 && (beta_index != d || baked != (c % 2))) continue;
          gimmik_matmul_request request;
          build_request(config, backend, dtype, beta_index, baked, &request);
          char label[256], params[128];
          params_text(config, params, sizeof params);
          snprintf(label, sizeof label, "%s %s %s %s beta=%g %s",
                   gimmik_operator_origin(op), config->variant, params,
                   gimmik_dtype_name(dtype), betas[beta_index],
                   baked ? "baked" : "runtime-n");
          gimmik_kernel *kernel = NULL;
          gimmik_error error;
          gimmik_error_init(&error);
          gimmik_status status =
              gimmik_generate_matmul(op, &request, &kernel, &error);
          if (status == GIMMIK_ERROR_UNSUPPORTED) {
            printf("skip %s: %s\n", label, error.message);
            continue;
          }
          CHECK_OK(status, &error);
          if (status != GIMMIK_OK) continue;
          int ok = 1;
          if (backend == GIMMIK_BACKEND_CUDA)
            ok = compile_with_nvrtc(kernel, label, breadth == 0);
          if (context)
            ok = run_on_device(context, op, kernel, beta_index, label) && ok;
          passed_per_configuration[c] += ok;
          gimmik_kernel_destroy(kernel);
        }
}

/* Every combination for the three smallest operators, one case per
 * variant and precision for the large ones (8, 12, 13, 14). */
static int breadth_of(int index) {
  if (index < 3) return 0;
  return index == 8 || index >= 12 ? 2 : 1;
}

int main(int argc, char **argv) {
  gimmik_backend backend;
  gimmik_error error;
  gimmik_error_init(&error);
  if (argc < 4 || argc > 5 ||
      gimmik_backend_parse(argv[1], &backend, &error)) {
    fprintf(stderr, "usage: %s cuda|opencl|c FIRST LAST [VARIANT]\n",
            argv[0]);
    return 2;
  }
  const char *only = argc == 5 ? argv[4] : NULL;
  int first = atoi(argv[2]), last = atoi(argv[3]);
  scratch_context scratch = {NULL, ""};
  if (backend != GIMMIK_BACKEND_CUDA)
    CHECK_OK(scratch_context_open(backend, NULL, &scratch, &error), &error);
  else if (gimmik_backend_available(backend, &error) == GIMMIK_OK)
    CHECK_OK(scratch_context_open(backend, NULL, &scratch, &error), &error);
  else
    printf("no CUDA device here (%s): compiling only\n", error.message);
  if (backend == GIMMIK_BACKEND_CUDA || scratch.context) {
    for (int index = first; index <= last; index++) {
      gimmik_operator *op = test_operator(index);
      if (!op) continue;
      exercise(backend, scratch.context, op, breadth_of(index), only);
      gimmik_operator_destroy(op);
    }
  }
  /* Every configuration that applies to this backend ran on the small
   * operators (large ones rule some out by their register estimate). */
  for (int c = 0; c < CONFIGURATION_COUNT; c++) {
    int relevant = applies(&configurations[c], backend, GIMMIK_F32, 1.0) &&
                   (!only || !strcmp(configurations[c].variant, only));
    char params[128];
    params_text(&configurations[c], params, sizeof params);
    printf("%-10s %-44s passed %d\n", configurations[c].variant, params,
           passed_per_configuration[c]);
    if (relevant && first == 0) CHECK(passed_per_configuration[c] > 0);
  }
  scratch_context_close(&scratch);
  return check_finish("test_matmul_end_to_end");
}
