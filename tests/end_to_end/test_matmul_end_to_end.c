/*
 * test_matmul_end_to_end.c: every variant of the generator, for a spread of
 * operators, in both precisions, for beta 0, 1 and 0.7, with n baked and at
 * run time:
 *   cuda:   compiled by NVRTC for sm_80 and sm_90 with an empty log, and
 *           where a CUDA device is present, also run on it and checked;
 *   opencl: run on the first OpenCL device (PoCL here) and checked;
 *   c:      built by the system compiler, run and checked.
 * usage: test_matmul_end_to_end BACKEND FIRST LAST  (operator indices)
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

/* ---- the operators ----------------------------------------------------- */

static double random_value(unsigned long long *state) {
  *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
  return ((double)(*state >> 11) / 9007199254740992.0) * 2.0 - 1.0;
}

/* rows x cols with the given density; rows in `zero_rows` and columns in
 * `unused_cols` (each -1 terminated) are all zero; a few entries are +-1. */
static gimmik_operator *random_operator(int rows, int cols, double density,
                                        const int *zero_rows,
                                        const int *unused_cols,
                                        unsigned long long seed) {
  double *values = calloc((size_t)rows * cols, sizeof *values);
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      double pick = (random_value(&seed) + 1.0) / 2.0;
      double value = random_value(&seed);
      if (pick < density) values[(size_t)r * cols + c] = value;
      if (pick < density / 8) values[(size_t)r * cols + c] = value < 0 ? -1 : 1;
    }
  for (int i = 0; zero_rows && zero_rows[i] >= 0; i++)
    for (int c = 0; c < cols; c++) values[(size_t)zero_rows[i] * cols + c] = 0;
  for (int i = 0; unused_cols && unused_cols[i] >= 0; i++)
    for (int r = 0; r < rows; r++) values[(size_t)r * cols + unused_cols[i]] = 0;
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  char name[64];
  snprintf(name, sizeof name, "random-%dx%d", rows, cols);
  CHECK_OK(gimmik_operator_create(rows, cols, values, name, &op, &error),
           &error);
  free(values);
  return op;
}

static gimmik_operator *loaded_operator(const char *path) {
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_load(path, &op, &error), &error);
  return op;
}

static gimmik_operator *make_operator(int index) {
  static const int zero_row_2[] = {2, -1}, unused_col_3[] = {3, -1};
  static const int zero_rows[] = {0, 17, 39, -1}, unused[] = {4, 5, 29, -1};
  switch (index) {
  case 0: return random_operator(1, 1, 1.0, NULL, NULL, 1);
  case 1: return random_operator(1, 7, 1.0, NULL, NULL, 2);
  case 2: return random_operator(9, 1, 0.9, NULL, NULL, 3);
  case 3: return random_operator(6, 5, 0.6, zero_row_2, unused_col_3, 4);
  case 4: return random_operator(40, 30, 0.2, zero_rows, unused, 5);
  case 5: return loaded_operator("gll-diff:8");
  case 6: return loaded_operator("../../operators/pyfr/hex-gl-p3-m460.mtx");
  case 7: return loaded_operator("../../operators/pyfr/tet-sh-p3-m0.mtx");
  case 8: return loaded_operator("../../operators/pyfr/hex-gl-p6-m460.mtx");
  default: return NULL;
  }
}

/* ---- the configurations ------------------------------------------------ */

typedef struct configuration {
  const char *variant;
  const char *params[2]; /* "name=value" */
} configuration;

static const configuration configurations[] = {
    {"cstream", {NULL, NULL}},
    {"cstream", {"width=2", NULL}},
    {"cstream", {"width=4", NULL}},
    {"cstream", {"hints=1", NULL}},
    {"bstream", {NULL, NULL}},
    {"bstream", {"width=2", "hints=1"}},
    {"row-split", {NULL, NULL}},
    {"row-split", {"msplit=3", "bchunk=5"}},
    {"col-split", {NULL, NULL}},
    {"col-split", {"ksplit=3", "rchunk=5"}},
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
                   gimmik_dtype dtype) {
  if (backend == GIMMIK_BACKEND_C)
    return strcmp(config->variant, "cstream") == 0 && !config->params[0];
  for (int p = 0; p < 2 && config->params[p]; p++) {
    if (!strcmp(config->params[p], "width=4") && dtype == GIMMIK_F64) return 0;
    if (!strcmp(config->params[p], "hints=1") &&
        backend != GIMMIK_BACKEND_CUDA)
      return 0;
  }
  return 1;
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
  }
  gimmik_error error;
  gimmik_error_init(&error);
  for (int p = 0; p < 2 && config->params[p]; p++) {
    char name[16];
    int value;
    sscanf(config->params[p], "%15[^=]=%d", name, &value);
    CHECK_OK(gimmik_matmul_request_set_param(request, name, value, &error),
             &error);
  }
}

static int is_blank(const char *text) {
  for (; text && *text; text++)
    if (*text != ' ' && *text != '\n' && *text != '\r') return 0;
  return 1;
}

static int compile_with_nvrtc(const gimmik_kernel *kernel, const char *label) {
  static const char *const architectures[] = {"sm_80", "sm_90"};
  int ok = 1;
  for (int a = 0; a < 2; a++) {
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
  matmul_check_case test_case = {sizes[beta_index][0], sizes[beta_index][1],
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

/* Breadth: 0 every combination (the three smallest operators); 1 baked and
 * run-time n alternate with the precision, so each is still seen with every
 * variant and beta; 2 one case per variant and precision, for the largest
 * operator. */
static void exercise(gimmik_backend backend, gimmik_context *context,
                     const gimmik_operator *op, int breadth) {
  for (int c = 0; c < CONFIGURATION_COUNT; c++)
    for (int d = 0; d < 2; d++)
      for (int beta_index = 0; beta_index < 3; beta_index++)
        for (int baked = 0; baked < 2; baked++) {
          gimmik_dtype dtype = d ? GIMMIK_F32 : GIMMIK_F64;
          const configuration *config = &configurations[c];
          if (!applies(config, backend, dtype)) continue;
          if (breadth == 1 && baked != (beta_index + d) % 2) continue;
          if (breadth == 2 && (beta_index != d || baked != (c % 2))) continue;
          gimmik_matmul_request request;
          build_request(config, backend, dtype, beta_index, baked, &request);
          char label[256];
          snprintf(label, sizeof label, "%s %s %s%s%s %s beta=%g %s",
                   gimmik_operator_origin(op), config->variant,
                   config->params[0] ? config->params[0] : "",
                   config->params[1] ? " " : "",
                   config->params[1] ? config->params[1] : "",
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
            ok = compile_with_nvrtc(kernel, label);
          if (context)
            ok = run_on_device(context, op, kernel, beta_index, label) && ok;
          passed_per_configuration[c] += ok;
          gimmik_kernel_destroy(kernel);
        }
}

int main(int argc, char **argv) {
  gimmik_backend backend;
  gimmik_error error;
  gimmik_error_init(&error);
  if (argc != 4 || gimmik_backend_parse(argv[1], &backend, &error)) {
    fprintf(stderr, "usage: %s cuda|opencl|c FIRST LAST\n", argv[0]);
    return 2;
  }
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
      gimmik_operator *op = make_operator(index);
      if (!op) continue;
      exercise(backend, scratch.context, op,
               index < 3 ? 0 : index < 8 ? 1 : 2);
      gimmik_operator_destroy(op);
    }
  }
  /* Every configuration that applies to this backend ran on the small
   * operators (large ones rule some out by their register estimate). */
  for (int c = 0; c < CONFIGURATION_COUNT; c++) {
    int relevant = applies(&configurations[c], backend, GIMMIK_F32);
    printf("%-10s %-8s %-8s passed %d\n", configurations[c].variant,
           configurations[c].params[0] ? configurations[c].params[0] : "",
           configurations[c].params[1] ? configurations[c].params[1] : "",
           passed_per_configuration[c]);
    if (relevant && first == 0) CHECK(passed_per_configuration[c] > 0);
  }
  scratch_context_close(&scratch);
  return check_finish("test_matmul_end_to_end");
}
