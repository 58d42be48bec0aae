/*
 * test_axhelm_nvrtc.c: axhelm CUDA kernels compile with NVRTC for sm_80
 * and sm_90 with an empty log (no warnings).
 *
 * usage: test_axhelm_nvrtc N [wide | sample]
 *   every variant x geometry mode x dtype x equation x d in {1, 3} for N,
 *   with the coefficients, dmem, tshared, fuse, stage and regs rotating
 *   over the cases, each for both architectures;
 *   "wide" (for the large N where compiling is slow): every variant and
 *   mode, but dtype, equation and d rotating instead of crossed;
 *   "sample" (the quick set): every variant and mode once, dtype,
 *   equation, d and the architecture rotating.
 * Exits 77 (skipped) when NVRTC is not installed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/axhelm.h"
#include "runtime/nvrtc.h"

static const char *const variants[] = {"lines", "layers", "nodes", "mma"};
enum { VARIANTS = 4, NODES = 2, MMA = 3 };

static int is_blank(const char *text) {
  for (; text && *text; text++)
    if (*text != ' ' && *text != '\n' && *text != '\r') return 0;
  return 1;
}

/* Compile for the architectures `mask` names (1: sm_80, 2: sm_90). */
static void compile_everywhere(const gimmik_kernel *kernel, const char *label,
                               int mask) {
  static const char *const architectures[] = {"sm_80", "sm_90"};
  for (int a = 0; a < 2; a++) {
    if (!(mask & (1 << a))) continue;
    gimmik_nvrtc_request request = {gimmik_kernel_source(kernel), "axhelm.cu",
                                    architectures[a], NULL, 0};
    gimmik_nvrtc_output output;
    gimmik_error error;
    gimmik_error_init(&error);
    gimmik_status status = gimmik_nvrtc_compile(&request, &output, &error);
    if (status != GIMMIK_OK)
      fprintf(stderr, "%s (%s): %s\n%s\n", label, architectures[a],
              error.message, error.log ? error.log : "");
    CHECK(status == GIMMIK_OK);
    if (status == GIMMIK_OK) {
      if (!is_blank(output.log))
        fprintf(stderr, "%s (%s): warnings:\n%s\n", label, architectures[a],
                output.log);
      CHECK(is_blank(output.log));
      CHECK(output.cubin_size > 0);
      gimmik_nvrtc_output_free(&output);
    }
    gimmik_error_clear(&error);
  }
}

/* One case; `rotation` varies what is not crossed. */
static int compile_case(int n, int variant, int geometry, int dtype,
                        int equation, int fields, int rotation, int mask) {
  gimmik_axhelm_request request;
  gimmik_axhelm_request_init(&request);
  request.points = n;
  request.variant = variants[variant];
  request.geometry = (gimmik_axhelm_geometry)geometry;
  request.dtype = dtype ? GIMMIK_F32 : GIMMIK_F64;
  request.equation = (gimmik_axhelm_equation)equation;
  request.fields = fields;
  request.coefficients = (gimmik_axhelm_coefficients)(rotation % 2);
  request.lambda0 = 0.75;
  request.lambda1 = 3.5;
  gimmik_error error;
  gimmik_error_init(&error);
  if (variant < NODES)
    gimmik_axhelm_request_set_param(&request, "dmem", rotation / 2 % 2, &error);
  if (variant == MMA)
    gimmik_axhelm_request_set_param(&request, "tshared", rotation / 2 % 2,
                                    &error);
  if (fields == 3)
    gimmik_axhelm_request_set_param(&request, "fuse",
                                    rotation / 4 % (variant == MMA ? 3 : 2),
                                    &error);
  if (rotation % 3 == 2 && variant != MMA)
    gimmik_axhelm_request_set_param(&request, "regs", 128, &error);
  /* stage (lines and mma, stored): none, the whole element, a ring. */
  if ((variant == 0 || variant == MMA) && geometry == GIMMIK_AXHELM_STORED)
    gimmik_axhelm_request_set_param(&request, "stage",
                                    rotation % 3 == 0 ? 0 : rotation % 3 == 1 ? n : 2,
                                    &error);
  char label[160];
  snprintf(label, sizeof label, "N=%d %s %s %s %s d=%d %s rotation %d", n,
           request.variant, gimmik_axhelm_geometry_name(request.geometry),
           gimmik_dtype_name(request.dtype),
           gimmik_axhelm_equation_name(request.equation), fields,
           gimmik_axhelm_coefficients_name(request.coefficients), rotation);
  gimmik_kernel *kernel = NULL;
  gimmik_status status = gimmik_generate_axhelm(&request, &kernel, &error);
  if (status == GIMMIK_ERROR_UNSUPPORTED) {
    printf("not viable: %s: %s\n", label, error.message);
    return 0;
  }
  CHECK_OK(status, &error);
  if (status != GIMMIK_OK) return 0;
  compile_everywhere(kernel, label, mask);
  gimmik_kernel_destroy(kernel);
  return 1;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s N [wide]\n", argv[0]);
    return 2;
  }
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_nvrtc_available(&error) != GIMMIK_OK) {
    printf("skipped: %s\n", error.message);
    return 77;
  }
  int n = atoi(argv[1]), wide = argc > 2 && strcmp(argv[2], "wide") == 0;
  int sample = argc > 2 && strcmp(argv[2], "sample") == 0;
  int compiled[VARIANTS] = {0, 0, 0, 0}, rotation = 0;
  for (int variant = 0; variant < VARIANTS; variant++)
    for (int geometry = 0; geometry < 3; geometry++)
      for (int dtype = 0; dtype < 2; dtype++)
        for (int equation = 0; equation < 2; equation++)
          for (int fields = 1; fields <= 3; fields += 2) {
            rotation++;
            /* Wide: two of the eight combinations per variant and mode. */
            int combination = dtype * 4 + equation * 2 + (fields == 3);
            int pick = variant * 3 + geometry;
            if (wide && combination != pick % 8 &&
                combination != (pick + 5) % 8)
              continue;
            /* Sample: one of the eight (in double for mma, which has no
             * single precision), and one architecture. */
            int chosen = (pick * 3 + n) % (variant == MMA ? 4 : 8);
            if (sample && combination != chosen) continue;
            int mask = sample ? 1 << (pick % 2) : 3;
            compiled[variant] += compile_case(n, variant, geometry, dtype,
                                              equation, fields, rotation,
                                              mask);
          }
  printf("N = %d: compiled lines %d, layers %d, nodes %d, mma %d kernels "
         "(for %s)\n", n, compiled[0], compiled[1], compiled[2],
         compiled[MMA], sample ? "one architecture each" : "sm_80 and sm_90");
  CHECK(compiled[0] > 0 && compiled[1] > 0 && compiled[MMA] > 0);
  if (n <= 10) CHECK(compiled[NODES] > 0);
  return check_finish("test_axhelm_nvrtc");
}
