/*
 * test_lines_layout.c: the strides the lines variant chooses for its two
 * element buffers (axhelm_variants.c), checked with the bank model
 * (generator/shared_banks.h) for every N and both dtypes: the buffers do
 * not overlap themselves; every access costs no more than with the odd
 * row pitch the variant used before and, in the model, is free of bank
 * conflicts (one wavefront per request).
 */
#include <stdio.h>

#include "check.h"
#include "generator/axhelm_plan.h"
#include "generator/shared_banks.h"

static int n, value_size;

/* Wavefronts of one access, thread (i, j) at j*j_stride + i*i_stride. */
static int access_cost(int j_stride, int i_stride) {
  int offsets[AXHELM_MAX_N * AXHELM_MAX_N];
  for (int t = 0; t < n * n; t++) offsets[t] = t / n * j_stride + t % n * i_stride;
  return shared_wavefronts(offsets, n * n, value_size);
}

/* Buffer a: the own nodes and the s-lines; buffer b: the own nodes and
 * the r-lines, (:, i, j) or, swapped, (:, j, i). */
static int cost_a(int row, int layer) {
  return access_cost(row, 1) + access_cost(layer, 1);
}

static int cost_b(int row, int layer, int swapped) {
  return access_cost(row, 1) +
         (swapped ? access_cost(row, layer) : access_cost(layer, row));
}

static void check_layout(gimmik_dtype dtype) {
  gimmik_axhelm_request request;
  gimmik_axhelm_request_init(&request);
  request.points = n;
  request.dtype = dtype;
  gimmik_error error;
  gimmik_error_init(&error);
  axhelm_plan plan;
  CHECK_OK(axhelm_plan_prepare(&request, &plan, &error), &error);
  gimmik_param one = {"epb", 1};
  CHECK_OK(axhelm_plan_choose(&plan, "lines", &one, 1, &error), &error);
  const axhelm_layout *layout = &plan.layout;
  for (int b = 0; b < 2; b++)
    CHECK(layout->row[b] >= n && layout->layer[b] >= n * layout->row[b]);
  CHECK(layout->slot_stride == n * (layout->layer[0] + layout->layer[1]));
  int a = cost_a(layout->row[0], layout->layer[0]);
  int b = cost_b(layout->row[1], layout->layer[1], layout->rlines_swapped);
  int odd = n % 2 ? n : n + 1;
  int requests = access_cost(0, 0);
  CHECK(a <= cost_a(odd, n * odd));
  CHECK(b <= cost_b(odd, n * odd, 0));
  CHECK(a == 2 * requests && b == 2 * requests);
  printf("N = %2d %s: a row %2d layer %3d, b row %2d layer %3d%s: %d + %d "
         "wavefronts (conflict-free %d each)\n", n, gimmik_dtype_name(dtype),
         layout->row[0], layout->layer[0], layout->row[1], layout->layer[1],
         layout->rlines_swapped ? " swapped" : "", a, b, 2 * requests);
}

int main(void) {
  for (n = 2; n <= AXHELM_MAX_N; n++) {
    value_size = 8;
    check_layout(GIMMIK_F64);
    value_size = 4;
    check_layout(GIMMIK_F32);
  }
  return check_finish("test_lines_layout");
}
