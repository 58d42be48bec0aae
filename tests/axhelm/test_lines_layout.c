/*
 * test_lines_layout.c: the strides the lines variant chooses for its two
 * element buffers (generator/axhelm/variants.c), checked with the bank model
 * (generator/shared_banks.h) for every N and both dtypes: the buffers do
 * not overlap themselves; every access costs no more than with the odd
 * row pitch the variant used before and, in the model, is free of bank
 * conflicts (one wavefront per request).  With two to four elements a
 * block (where they fit in shared memory), the slot stride is padded by
 * less than one bank cycle, to the padding whose block accesses cost the
 * fewest wavefronts.  mma's slots in a blocked layout start on 16 bytes.
 */
#include <stdio.h>

#include "check.h"
#include "generator/axhelm/plan.h"
#include "generator/shared_banks.h"

static int n, value_size, blocks_checked, mma_slots_checked;

/* Wavefronts of one access, thread (i, j) at j*j_stride + i*i_stride. */
static int access_cost(int j_stride, int i_stride) {
  int offsets[AXHELM_MAX_N * AXHELM_MAX_N];
  for (int t = 0; t < n * n; t++) offsets[t] = t / n * j_stride + t % n * i_stride;
  return gimmik_shared_wavefronts(offsets, n * n, value_size);
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

/* The four accesses of `elements` elements whose slots are `slot` apart:
 * own nodes of a and b, s-lines of a, r-lines of b. */
static int block_cost(const axhelm_layout *layout, int elements, int slot) {
  int j_strides[4] = {layout->row[0], layout->row[1], layout->layer[0],
                      layout->rlines_swapped ? layout->row[1] : layout->layer[1]};
  int i_strides[4] = {1, 1, 1,
                      layout->rlines_swapped ? layout->layer[1] : layout->row[1]};
  int offsets[4 * AXHELM_MAX_N * AXHELM_MAX_N], count = elements * n * n, total = 0;
  for (int access = 0; access < 4; access++) {
    for (int t = 0; t < count; t++)
      offsets[t] = t / (n * n) * slot + t % (n * n) / n * j_strides[access] +
                   t % n * i_strides[access];
    total += gimmik_shared_wavefronts(offsets, count, value_size);
  }
  return total;
}

/* The lines plan with `elements` per block; 0 where the block does not
 * fit in shared memory. */
static int choose_lines(gimmik_dtype dtype, int elements, axhelm_plan *plan) {
  gimmik_axhelm_request request;
  gimmik_axhelm_request_init(&request);
  request.points = n;
  request.dtype = dtype;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_plan_prepare(&request, plan, &error), &error);
  gimmik_param epb = {"epb", elements};
  return gimmik_family_choose(&plan->head, "lines", &epb, 1, &error) ==
         GIMMIK_OK;
}

static void check_block(gimmik_dtype dtype, int elements) {
  axhelm_plan plan;
  if (!choose_lines(dtype, elements, &plan)) return;
  blocks_checked++;
  const axhelm_layout *layout = &plan.layout;
  int unpadded = n * (layout->layer[0] + layout->layer[1]);
  int pad = layout->slot_stride - unpadded;
  CHECK(pad >= 0 && pad < 128 / value_size);
  int chosen = block_cost(layout, elements, layout->slot_stride);
  for (int other = 0; other < 128 / value_size; other++)
    CHECK(chosen <= block_cost(layout, elements, unpadded + other));
  /* Worked by hand: at N = 7 in double, two elements a block cost 32
   * wavefronts with the slots unpadded and 29 with them 9 values apart. */
  if (n == 7 && value_size == 8 && elements == 2)
    CHECK(block_cost(layout, elements, unpadded) == 32 && chosen == 29);
}

static void check_layout(gimmik_dtype dtype) {
  axhelm_plan plan;
  CHECK(choose_lines(dtype, 1, &plan));
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

/* mma in a blocked layout reads a slot's cells in pairs (double2, with
 * tshared): every slot must start on 16 bytes. */
static void check_mma_slots(void) {
  static const int blocks[] = {16, 32, 64}, counts[] = {2, 4, 8, 16};
  for (int b = 0; b < 3; b++)
    for (int e = 0; e < 4; e++) {
      gimmik_axhelm_request request;
      gimmik_axhelm_request_init(&request);
      request.points = n;
      request.backend = GIMMIK_BACKEND_CUDA;
      request.layout_block = blocks[b];
      request.geometry = GIMMIK_AXHELM_TRILINEAR;
      axhelm_plan plan;
      gimmik_error error;
      gimmik_error_init(&error);
      CHECK_OK(gimmik_axhelm_plan_prepare(&request, &plan, &error), &error);
      gimmik_param params[2] = {{"epb", counts[e]}, {"tshared", 1}};
      if (gimmik_family_choose(&plan.head, "mma", params, 2, &error) !=
          GIMMIK_OK) {
        gimmik_error_clear(&error);
        continue;
      }
      mma_slots_checked++;
      CHECK(plan.layout.slot_stride * 8 % 16 == 0);
    }
}

int main(void) {
  for (n = 2; n <= AXHELM_MAX_N; n++) {
    value_size = 8;
    check_layout(GIMMIK_F64);
    for (int elements = 2; elements <= 4 && n * n * elements <= 1024; elements++)
      check_block(GIMMIK_F64, elements);
    value_size = 4;
    check_layout(GIMMIK_F32);
    for (int elements = 2; elements <= 4 && n * n * elements <= 1024; elements++)
      check_block(GIMMIK_F32, elements);
  }
  for (n = 2; n <= AXHELM_MAX_N; n++) check_mma_slots();
  CHECK(blocks_checked >= 50); /* most N fit two to four elements */
  CHECK(mma_slots_checked >= 20);
  printf("mma: %d blocked layouts, every slot on 16 bytes\n",
         mma_slots_checked);
  return check_finish("test_lines_layout");
}
