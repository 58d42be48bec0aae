/*
 * test_shared_banks.c: the bank model against cases worked by hand and
 * against what Nsight Compute counted on an H200 (a half-warp of doubles
 * is one request: rows of 8 doubles at a pitch of 9 take 4 wavefronts per
 * warp, not 3).
 */
#include "check.h"
#include "generator/shared_banks.h"

/* Thread t of `count` at first + t*stride. */
static int strided(int count, int stride, int value_size) {
  int offsets[64];
  for (int t = 0; t < count; t++) offsets[t] = 17 + t * stride;
  return gimmik_shared_wavefronts(offsets, count, value_size);
}

/* An 8 x 4 plane per warp: thread (i, j) at j*pitch + i. */
static int plane(int pitch) {
  int offsets[32];
  for (int t = 0; t < 32; t++) offsets[t] = t / 8 * pitch + t % 8;
  return gimmik_shared_wavefronts(offsets, 32, 8);
}

int main(void) {
  /* Words: one per bank is one wavefront; a stride of 2 halves the banks;
   * a stride of 32 puts every thread in one bank. */
  CHECK(strided(32, 1, 4) == 1);
  CHECK(strided(32, 2, 4) == 2);
  CHECK(strided(32, 3, 4) == 1);
  CHECK(strided(32, 32, 4) == 32);
  CHECK(strided(32, 0, 4) == 1); /* one word, shared by all */
  CHECK(strided(64, 1, 4) == 2);
  /* Doubles: half a warp per request. */
  CHECK(strided(32, 1, 8) == 2);
  CHECK(strided(32, 2, 8) == 4);
  CHECK(strided(32, 9, 8) == 2);
  CHECK(strided(32, 16, 8) == 32);
  CHECK(strided(20, 1, 8) == 2);
  CHECK(strided(5, 1, 8) == 1);
  /* Rows of 8 doubles: packed, no collision; a pitch of 9 (the odd pitch
   * the lines variant used to take) makes the second row's last double
   * share a bank with the first row's first in every half-warp. */
  CHECK(plane(8) == 2);
  CHECK(plane(9) == 4);
  CHECK(plane(12) == 4);
  return check_finish("test_shared_banks");
}
