/*
 * test_solver_nvrtc.c: the solver loop's CUDA kernels compile with NVRTC
 * for sm_80 and sm_90 with an empty log: DSS (every cascade pass, direct,
 * gather-scatter, and the exchange's pack and unpack) for several N, both
 * dtypes, both layouts and 32- and 64-bit indices, every parameter value;
 * the vector kernels of the CG and FCG passes in each variant (the
 * reduces also with their items taken 2 or 4 at a time), with
 * scalars as arguments and in memory (device scalars: totals as doubles,
 * and the one-item passes that form alpha and beta); the operators of
 * parallelepiped and stored geometry (the fused direction of each method,
 * its scalars as arguments and in memory, and the plain operator) in
 * every layout the solver tunes, and the tuner's candidates at N = 8 f64
 * in blocks of 32 for sm_90 (for stored, staged copies of blocked
 * factors among them).
 * Exits 77 when NVRTC is absent.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/axhelm.h"
#include "gimmik/dss.h"
#include "gimmik/vector.h"
#include "nvrtc_clean.h"

/* " name=value" for each parameter, after the label's text. */
static void append_params(char *label, size_t size,
                          const gimmik_param *params, int count) {
  for (int p = 0; p < count; p++) {
    size_t used = strlen(label);
    snprintf(label + used, size - used, " %s=%d", params[p].name,
             params[p].value);
  }
}

static int compile_one(const gimmik_dss_request *request) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_kernel *kernel = NULL;
  CHECK_OK(gimmik_generate_dss(request, &kernel, &error), &error);
  if (!kernel) return 0;
  char label[160];
  snprintf(label, sizeof label, "dss %s N=%d %s B=%d axis %d box %dx%dx%d",
           gimmik_kernel_metadata(kernel)->variant, request->points,
           gimmik_dtype_name(request->dtype), request->layout_block,
           request->axis, request->box[0], request->box[1], request->box[2]);
  append_params(label, sizeof label, request->params, request->param_count);
  nvrtc_clean_compile(kernel, label, 3);
  gimmik_kernel_destroy(kernel);
  return 1;
}

/* Compile the default kernel of `request`, and when `all` every
 * candidate that differs from it in more than its threads per block
 * (which change only the launch bound). */
static int compile_dss(const gimmik_dss_request *request, int all) {
  int compiled = compile_one(request);
  if (!all) return compiled;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_candidate *candidates = NULL;
  int count = 0;
  CHECK_OK(gimmik_dss_candidates(request, &candidates, &count, &error),
           &error);
  for (int c = 0; c < count; c++) {
    if (candidates[c].param_count > 0 &&
        !strcmp(candidates[c].params[0].name, "threads") &&
        candidates[c].params[0].value != 256)
      continue;
    gimmik_dss_request chosen = *request;
    chosen.variant = candidates[c].variant;
    memcpy(chosen.params, candidates[c].params, sizeof chosen.params);
    chosen.param_count = candidates[c].param_count;
    compiled += compile_one(&chosen);
  }
  free(candidates);
  return compiled;
}

static int test_dss(void) {
  static const int points[] = {2, 5, 8};
  int compiled = 0;
  for (int p = 0; p < 3; p++)
    for (int dtype = 0; dtype < 2; dtype++)
      for (int block = 0; block <= 32; block += 32)
        for (int axis = GIMMIK_DSS_GATHER; axis <= GIMMIK_DSS_UNPACK;
             axis++) {
          gimmik_dss_request request;
          gimmik_dss_request_init(&request);
          request.points = points[p];
          request.dtype = dtype ? GIMMIK_F32 : GIMMIK_F64;
          request.layout_block = block;
          request.axis = axis;
          request.box[0] = 5;
          request.box[1] = 3 + p;
          request.box[2] = 2;
          compiled += compile_dss(&request, p == 1 && dtype == 0);
        }
  /* Fields past 2^31 values index in 64 bits. */
  for (int axis = 0; axis <= GIMMIK_DSS_ALL_AXES; axis += 3) {
    gimmik_dss_request request;
    gimmik_dss_request_init(&request);
    request.axis = axis;
    request.layout_block = 64;
    request.box[0] = request.box[1] = request.box[2] = 200;
    compiled += compile_dss(&request, 0);
  }
  return compiled;
}

/* `unroll` > 0: a reduce's items taken that many at a time. */
static int compile_vector(const char *const *statements, int statement_count,
                          const char *sum, int total, gimmik_dtype dtype,
                          int memory, int unroll) {
  gimmik_vector_request request;
  gimmik_vector_request_init(&request);
  request.dtype = dtype;
  request.scalar_memory = memory;
  for (int s = 0; s < statement_count; s++)
    request.statements[request.statement_count++] = statements[s];
  if (sum) request.sums[request.sum_count++] = sum;
  request.total = total;
  gimmik_error error;
  gimmik_error_init(&error);
  if (unroll > 0)
    CHECK_OK(gimmik_vector_request_set_param(&request, "unroll", unroll,
                                             &error), &error);
  gimmik_kernel *kernel = NULL;
  CHECK_OK(gimmik_generate_vector(&request, &kernel, &error), &error);
  if (!kernel) return 0;
  char label[160];
  snprintf(label, sizeof label, "vector %s %s%s: %s%s%s (unroll %d)",
           gimmik_dtype_name(dtype), total ? "total" : sum ? "reduce" : "map",
           memory ? " (scalars in memory)" : "",
           statement_count ? statements[0] : "", sum ? ", sum " : "",
           sum ? sum : "", unroll > 0 ? unroll : 1);
  nvrtc_clean_compile(kernel, label, 3);
  gimmik_kernel_destroy(kernel);
  return 1;
}

static int test_vector(void) {
  static const char *const update[] = {"x = x + alpha*p", "r = r - alpha*w",
                                       "z = d*r"};
  static const char *const direction[] = {"p = z + beta*p"};
  static const char *const residual[] = {"r = b - w", "z = d*r"};
  static const char *const ratio[] = {"weight = mask/weight"};
  static const char *const alpha[] = {"step = rho/pw"};
  static const char *const beta[] = {"ratio = next/rho", "rho = next"};
  int compiled = 0;
  for (int dtype = 0; dtype < 2; dtype++) {
    gimmik_dtype t = dtype ? GIMMIK_F32 : GIMMIK_F64;
    for (int memory = 0; memory < 2; memory++) {
      for (int unroll = 0; unroll <= 4; unroll += 4) {
        compiled += compile_vector(update, 3, "e*r*z", 0, t, memory, unroll);
        compiled += compile_vector(update, 2, "e*r*r", 0, t, memory, unroll);
      }
      compiled += compile_vector(direction, 1, NULL, 0, t, memory, 0);
      compiled += compile_vector(NULL, 0, NULL, 2, t, memory, 0);
    }
    compiled += compile_vector(residual, 2, NULL, 0, t, 0, 0);
    compiled += compile_vector(ratio, 1, NULL, 0, t, 0, 0);
    compiled += compile_vector(NULL, 0, "e*p*w", 0, t, 0, 2);
  }
  compiled += compile_vector(alpha, 1, NULL, 0, GIMMIK_F64, 0, 0);
  compiled += compile_vector(beta, 2, NULL, 0, GIMMIK_F64, 0, 0);
  return compiled;
}

/* For the architectures `mask` names (nvrtc_clean.h). */
static int compile_axhelm(const gimmik_axhelm_request *request, int mask) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_kernel *kernel = NULL;
  CHECK_OK(gimmik_generate_axhelm(request, &kernel, &error), &error);
  if (!kernel) return 0;
  const gimmik_kernel_info *info = gimmik_kernel_metadata(kernel);
  char label[200];
  snprintf(label, sizeof label, "axhelm %s %s N=%d %s B=%d %s%s",
           info->variant, gimmik_axhelm_geometry_name(request->geometry),
           request->points, gimmik_dtype_name(request->dtype),
           request->layout_block, request->input ? request->input : "plain",
           request->scalar_memory ? " (scalars in memory)" : "");
  append_params(label, sizeof label, info->params, info->param_count);
  nvrtc_clean_compile(kernel, label, mask);
  gimmik_kernel_destroy(kernel);
  return 1;
}

static int has_register_cap(const gimmik_candidate *candidate) {
  for (int p = 0; p < candidate->param_count; p++)
    if (!strcmp(candidate->params[p].name, "regs") &&
        candidate->params[p].value > 0)
      return 1;
  return 0;
}

/* The default kernel of `request`, and when `all` every candidate (for
 * sm_90, the H200's) but the refinements (the axhelm tests compile
 * those) and register caps (which change only the launch bound). */
static int compile_operator(gimmik_axhelm_request request, int all) {
  int compiled = compile_axhelm(&request, 3);
  if (!all) return compiled;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_candidate *candidates = NULL;
  int count = 0;
  CHECK_OK(gimmik_axhelm_candidates(&request, &candidates, &count, &error),
           &error);
  for (int c = 0; c < count; c++) {
    if (candidates[c].refines >= 0 || has_register_cap(&candidates[c]))
      continue;
    request.variant = candidates[c].variant;
    memcpy(request.params, candidates[c].params, sizeof request.params);
    request.param_count = candidates[c].param_count;
    compiled += compile_axhelm(&request, 2);
  }
  free(candidates);
  return compiled;
}

/* The solver's operators (solver/cg.c): per method the direction fused
 * with its dot, and the plain operator. */
static int test_axhelm(gimmik_axhelm_geometry geometry) {
  static const char *const inputs[] = {"p = d*r + beta*p", "p = z + beta*p",
                                       NULL};
  static const int blocks[] = {0, 16, 32, 64};
  int compiled = 0;
  for (int dtype = 0; dtype < 2; dtype++)
    for (int b = 0; b < 4; b++)
      for (int i = 0; i < 3; i++) {
        gimmik_axhelm_request request;
        gimmik_axhelm_request_init(&request);
        request.dtype = dtype ? GIMMIK_F32 : GIMMIK_F64;
        request.points = dtype ? 5 : 8;
        request.geometry = geometry;
        request.layout_block = blocks[b];
        request.input = inputs[i];
        request.dot = inputs[i] != NULL;
        request.compute_capability = 90;
        compiled += compile_operator(request, dtype == 0 && i == 0 &&
                                                  b == 2);
      }
  return compiled;
}

/* The direction of device scalars (scalars in memory, x's update fused,
 * the dot) per method, dtype and layout, and mma's input with its
 * scalars in memory (mma takes no update).  Scalars in memory change a
 * kernel's opening only (templates/axhelm/common.lua), so the
 * candidates' bodies are those test_axhelm compiles. */
static int test_axhelm_memory(gimmik_axhelm_geometry geometry) {
  static const char *const inputs[] = {"p = d*r + beta*p", "p = z + beta*p"};
  int compiled = 0;
  for (int dtype = 0; dtype < 2; dtype++)
    for (int b = 0; b <= 32; b += 32)
      for (int i = 0; i < 2; i++) {
        gimmik_axhelm_request request;
        gimmik_axhelm_request_init(&request);
        request.dtype = dtype ? GIMMIK_F32 : GIMMIK_F64;
        request.points = dtype ? 5 : 8;
        request.geometry = geometry;
        request.layout_block = b;
        request.input = inputs[i];
        request.update = "x = x + alpha*p";
        request.dot = 1;
        request.scalar_memory = 1;
        request.compute_capability = 90;
        compiled += compile_operator(request, 0);
      }
  gimmik_axhelm_request request;
  gimmik_axhelm_request_init(&request);
  request.geometry = geometry;
  request.variant = "mma";
  request.input = inputs[0];
  request.dot = 1;
  request.scalar_memory = 1;
  request.layout_block = 32;
  request.compute_capability = 90;
  return compiled + compile_axhelm(&request, 2);
}

int main(void) {
  if (!nvrtc_clean_available()) return 77;
  int dss = test_dss(), vector = test_vector();
  int axhelm = test_axhelm(GIMMIK_AXHELM_PARALLELEPIPED) +
               test_axhelm(GIMMIK_AXHELM_STORED);
  int memory = test_axhelm_memory(GIMMIK_AXHELM_PARALLELEPIPED) +
               test_axhelm_memory(GIMMIK_AXHELM_STORED);
  printf("compiled %d DSS, %d vector and %d axhelm kernels (%d with "
         "scalars in memory)\n", dss, vector, axhelm + memory, memory);
  CHECK(dss > 0 && vector == 32 && axhelm > 48 && memory >= 18);
  return check_finish("test_solver_nvrtc");
}
