/*
 * test_axhelm_nvrtc.c: axhelm CUDA kernels compile with NVRTC for sm_80
 * and sm_90 with an empty log (no warnings).
 *
 * usage: test_axhelm_nvrtc N [wide | sample]
 *   every variant x geometry mode x dtype x equation x d in {1, 3} for N,
 *   with the coefficients, dmem, tshared, fuse, stage and regs rotating
 *   over the cases; then the fusions (an input statement, the dot,
 *   element-major and blocked layouts) in lines and mma; each for both
 *   architectures;
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
#include "nvrtc_clean.h"

static const char *const variants[] = {"lines", "layers", "nodes", "mma"};
enum { VARIANTS = 4, NODES = 2, MMA = 3 };

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
  nvrtc_clean_compile(kernel, label, mask);
  gimmik_kernel_destroy(kernel);
  return 1;
}

/* The variants that take fusions (lines, mma), each with an input and
 * the dot in both layouts, over dtypes, modes, d and tshared; wide: one
 * blocked case of each that is viable at every N. */
static int compile_fused(int n, int wide) {
  static const struct {
    int variant, dtype, geometry, equation, fields, block, tshared, chain;
  } cases[] = {{0, 0, 2, 0, 1, 0, 0, 0},    {0, 0, 2, 0, 1, 16, 0, 4},
               {0, 1, 2, 0, 1, 32, 0, 2},   {0, 0, 1, 1, 3, 8, 0, 0},
               {0, 1, 0, 0, 1, 0, 0, 0},    {0, 0, 1, 1, 1, 0, 0, 8},
               {MMA, 0, 2, 0, 1, 0, 0, 0},  {MMA, 0, 2, 0, 1, 32, 0, 0},
               {MMA, 0, 2, 1, 1, 16, 1, 0}, {MMA, 0, 1, 0, 3, 4, 0, 0},
               {MMA, 0, 0, 0, 1, 0, 1, 0},  {MMA, 0, 1, 0, 1, 16, 1, 0}};
  int compiled = 0;
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    if (wide && c != 2 && c != 11) continue;
    gimmik_axhelm_request request;
    gimmik_axhelm_request_init(&request);
    request.points = n;
    request.variant = variants[cases[c].variant];
    request.dtype = cases[c].dtype ? GIMMIK_F32 : GIMMIK_F64;
    request.geometry = (gimmik_axhelm_geometry)cases[c].geometry;
    request.equation = (gimmik_axhelm_equation)cases[c].equation;
    request.lambda1 = 0.5;
    request.fields = cases[c].fields;
    request.input = cases[c].fields == 3 ? "u = 0.5*(a - b) + gamma*u"
                                         : "p = d*r + beta*p";
    request.dot = 1;
    request.layout_block = cases[c].block;
    /* CG's solution update ahead of the direction (lines). */
    if (cases[c].variant == 0 && cases[c].fields == 1)
      request.update = "x = x + alpha*p";
    gimmik_error error;
    gimmik_error_init(&error);
    if (cases[c].variant == MMA)
      CHECK_OK(gimmik_axhelm_request_set_param(&request, "tshared",
                                               cases[c].tshared, &error),
               &error);
    /* Groups in turn, the next one's inputs copied ahead. */
    if (cases[c].chain)
      CHECK_OK(gimmik_axhelm_request_set_param(&request, "chain",
                                               cases[c].chain, &error),
               &error);
    /* Stored geometry copied ahead with cp.async, next to the input. */
    if (request.geometry == GIMMIK_AXHELM_STORED)
      CHECK_OK(gimmik_axhelm_request_set_param(&request, "stage",
                                               n < 4 ? n : 4, &error),
               &error);
    char label[160];
    snprintf(label, sizeof label, "N=%d %s %s %s %s d=%d B=%d chain=%d fused",
             n, request.variant,
             gimmik_axhelm_geometry_name(request.geometry),
             gimmik_dtype_name(request.dtype),
             gimmik_axhelm_equation_name(request.equation), request.fields,
             request.layout_block, cases[c].chain);
    gimmik_kernel *kernel = NULL;
    gimmik_status status = gimmik_generate_axhelm(&request, &kernel, &error);
    if (status == GIMMIK_ERROR_UNSUPPORTED) {
      printf("not viable: %s: %s\n", label, error.message);
      continue;
    }
    CHECK_OK(status, &error);
    if (status != GIMMIK_OK) continue;
    nvrtc_clean_compile(kernel, label, 3);
    gimmik_kernel_destroy(kernel);
    compiled++;
  }
  return compiled;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s N [wide]\n", argv[0]);
    return 2;
  }
  if (!nvrtc_clean_available()) return 77;
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
  int fused = compile_fused(n, wide);
  printf("N = %d: compiled %d fused kernels (x2 architectures)\n", n, fused);
  CHECK(fused >= (wide ? 2 : 9));
  return check_finish("test_axhelm_nvrtc");
}
