/*
 * matmul/tiles.c: A cut into the 8 x 4 tiles of an FP64 tensor-core
 * product (mma.sync m8n8k4): tiles of 8 rows by 4 used columns, so rows of
 * B that no nonzero needs are never read and tiles that are all zero are
 * never multiplied.
 */
#include <stdlib.h>
#include <string.h>

#include "generator/matmul/plan.h"

void gimmik_matmul_tiles_free(matmul_tiles *tiles) {
  free(tiles->index);
  free(tiles->part_start);
  memset(tiles, 0, sizeof *tiles);
}

/* Number the nonzero tiles of `tiles` (mtiles and ksteps set) into its
 * index; 0 when out of memory. */
static int number_tiles(const matmul_plan *plan, matmul_tiles *tiles) {
  size_t count = (size_t)tiles->mtiles * tiles->ksteps;
  int *position = malloc((size_t)plan->k * sizeof *position);
  tiles->index = malloc((count ? count : 1) * sizeof *tiles->index);
  if (!position || !tiles->index) {
    free(position);
    return 0;
  }
  for (size_t i = 0; i < count; i++) tiles->index[i] = -1;
  for (int u = 0; u < plan->analysis.used_cols; u++)
    position[plan->used_cols[u]] = u;
  for (int r = 0; r < plan->m; r++)
    for (int t = plan->row_start[r]; t < plan->row_start[r + 1]; t++)
      tiles->index[(r / 8) * tiles->ksteps +
                   position[plan->row_terms[t].index] / 4] = 0;
  tiles->count = 0;
  for (size_t i = 0; i < count; i++)
    if (tiles->index[i] == 0) tiles->index[i] = tiles->count++;
  free(position);
  return 1;
}

int gimmik_matmul_tiles_build(matmul_plan *plan) {
  matmul_tiles *tiles = &plan->tiles;
  gimmik_matmul_tiles_free(tiles);
  tiles->mtiles = (plan->m + 7) / 8;
  tiles->ksteps = (plan->analysis.used_cols + 3) / 4;
  if (number_tiles(plan, tiles)) return 1;
  gimmik_matmul_tiles_free(tiles);
  return 0;
}

double gimmik_matmul_tile_fill(const matmul_plan *plan) {
  matmul_tiles tiles = {(plan->m + 7) / 8,
                        (plan->analysis.used_cols + 3) / 4, 0, NULL, 0,
                        NULL, 0};
  int ok = number_tiles(plan, &tiles);
  double fill = ok && tiles.count
                    ? (double)plan->analysis.nonzeros / (32.0 * tiles.count)
                    : 0.0;
  gimmik_matmul_tiles_free(&tiles);
  return fill;
}

/* Cut the 8-row tiles into `parts` contiguous shares of about equal
 * numbers of nonzero tiles; returns the most 8-row tiles with a nonzero
 * that one share holds (their accumulators), 0 when out of memory. */
int gimmik_matmul_tiles_split(matmul_plan *plan, int parts) {
  matmul_tiles *tiles = &plan->tiles;
  free(tiles->part_start);
  tiles->parts = parts;
  tiles->part_start = calloc((size_t)parts + 1, sizeof(int));
  if (!tiles->part_start) return 0;
  int part = 0;
  long long running = 0;
  for (int mt = 0; mt < tiles->mtiles; mt++) {
    int must_cut = tiles->mtiles - mt <= parts - part - 1;
    int met = running * parts >= (long long)tiles->count * (part + 1);
    if (part + 1 < parts && mt > tiles->part_start[part] && (met || must_cut))
      tiles->part_start[++part] = mt;
    for (int ks = 0; ks < tiles->ksteps; ks++)
      running += tiles->index[mt * tiles->ksteps + ks] >= 0;
  }
  for (int p = part + 1; p <= parts; p++) tiles->part_start[p] = tiles->mtiles;
  int most = 0;
  for (int p = 0; p < parts; p++) {
    int rows = 0;
    for (int mt = tiles->part_start[p]; mt < tiles->part_start[p + 1]; mt++) {
      int any = 0;
      for (int ks = 0; ks < tiles->ksteps && !any; ks++)
        any = tiles->index[mt * tiles->ksteps + ks] >= 0;
      rows += any;
    }
    if (rows > most) most = rows;
  }
  return most;
}
