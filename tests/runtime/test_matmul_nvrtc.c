/*
 * test_matmul_nvrtc.c: matmul CUDA kernels compile with NVRTC with an
 * empty log, a representative sample for the quick test set: every
 * variant on every shape class (one element, one column, a sparse
 * rectangle with zero rows and unused columns, a dense square, a PyFR
 * hex p3 operator), once each, with the dtype, beta, baked n and the
 * architecture (sm_80, sm_90) rotating over the cases (mma: m8n8k4 on
 * sm_80, m16n8k8 on sm_90, and m16n8k16 for sm_90 as well).  The full set
 * (end_to_end_cuda_*) crosses them all.  Exits 77 when NVRTC is absent.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/generator.h"
#include "random_operator.h"
#include "runtime/nvrtc.h"

enum { VARIANTS = 9 };

static int is_blank(const char *text) {
  for (; text && *text; text++)
    if (*text != ' ' && *text != '\n' && *text != '\r') return 0;
  return 1;
}

static void compile(const gimmik_kernel *kernel, const char *architecture,
                    const char *label) {
  gimmik_nvrtc_request request = {gimmik_kernel_source(kernel), "matmul.cu",
                                  architecture, NULL, 0};
  gimmik_nvrtc_output output;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status = gimmik_nvrtc_compile(&request, &output, &error);
  if (status != GIMMIK_OK)
    fprintf(stderr, "%s: %s\n%s\n", label, error.message,
            error.log ? error.log : "");
  CHECK(status == GIMMIK_OK);
  if (status == GIMMIK_OK) {
    if (!is_blank(output.log))
      fprintf(stderr, "%s: warnings:\n%s\n", label, output.log);
    CHECK(is_blank(output.log));
    CHECK(output.cubin_size > 0);
    gimmik_nvrtc_output_free(&output);
  }
  gimmik_error_clear(&error);
}

/* Variant `v` on `op`, the rest chosen by `turn`; 0 when not viable.
 * "mma-16816" is mma with shape 16816, for sm_90; "mma-bshare" mma with
 * two warps a column tile sharing their chunks of B. */
static int compile_case(const gimmik_operator *op, const char *variant,
                        int turn) {
  static const double betas[] = {0.0, 1.0, 0.7};
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.variant = variant;
  request.dtype = turn % 2 ? GIMMIK_F32 : GIMMIK_F64;
  request.beta = betas[turn % 3];
  request.compute_capability = turn / 2 % 2 ? 90 : 80;
  if (!strcmp(variant, "mma-16816")) {
    gimmik_error error;
    gimmik_error_init(&error);
    request.variant = "mma";
    request.compute_capability = 90;
    CHECK_OK(gimmik_matmul_request_set_param(&request, "shape", 16816,
                                             &error), &error);
  }
  if (!strcmp(variant, "mma-bshare")) {
    gimmik_error error;
    gimmik_error_init(&error);
    request.variant = "mma";
    CHECK_OK(gimmik_matmul_request_set_param(&request, "mwarps", 2, &error),
             &error);
    CHECK_OK(gimmik_matmul_request_set_param(&request, "bshare", 1, &error),
             &error);
  }
  if (turn % 4 >= 2) request.n = request.ldb = request.ldc = 1000;
  const char *architecture = request.compute_capability == 90 ? "sm_90"
                                                              : "sm_80";
  char label[160];
  snprintf(label, sizeof label, "%s %dx%d %s beta %g %s %s", variant,
           gimmik_operator_rows(op), gimmik_operator_cols(op),
           gimmik_dtype_name(request.dtype), request.beta,
           request.n > 0 ? "n baked" : "n at run time", architecture);
  gimmik_kernel *kernel = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status = gimmik_generate_matmul(op, &request, &kernel, &error);
  if (status == GIMMIK_ERROR_UNSUPPORTED) {
    printf("not viable: %s: %s\n", label, error.message);
    return 0;
  }
  CHECK_OK(status, &error);
  if (status != GIMMIK_OK) return 0;
  printf("%s\n", label);
  compile(kernel, architecture, label);
  gimmik_kernel_destroy(kernel);
  return 1;
}

int main(void) {
  static const char *const variants[] = {
      "cstream", "bstream", "row-split", "col-split",
      "rstream", "pstream", "mma",       "mma-16816", "mma-bshare"};
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_nvrtc_available(&error) != GIMMIK_OK) {
    printf("skipped: %s\n", error.message);
    return 77;
  }
  int compiled[VARIANTS] = {0};
  for (int s = 0; s < MATMUL_SHAPES; s++) {
    gimmik_operator *op = matmul_shape(s);
    for (int v = 0; op && v < VARIANTS; v++)
      compiled[v] += compile_case(op, variants[v], s * 4 + v + s);
    gimmik_operator_destroy(op);
  }
  /* Each variant suits most shapes; none is never compiled. */
  for (int v = 0; v < VARIANTS; v++) CHECK(compiled[v] >= 2);
  return check_finish("test_matmul_nvrtc");
}
