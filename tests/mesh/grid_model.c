/* grid_model.c: see grid_model.h. */
#include "grid_model.h"

#include <stdlib.h>
#include <string.h>

#include "random.h"

/* Our vertex v is Gmsh's node gmsh_order[v] (and back: it is its own
 * inverse). */
static const int gmsh_order[8] = {0, 1, 3, 2, 4, 5, 7, 6};

/* Face f = 2*axis + side: its corners in the face's frame order and, for
 * a quadrangle, in cyclic order. */
static const int face_cycle[6][4] = {{0, 2, 6, 4}, {1, 3, 7, 5}, {0, 1, 5, 4},
                                     {2, 3, 7, 6}, {0, 1, 3, 2}, {4, 5, 7, 6}};

static const gmsh_name_spec names[] = {
    {2, 10, "inlet"},       {2, 11, "outlet"},       {2, 12, "walls"},
    {1, 20, "corner_line"}, {0, 30, "corner_point"}, {3, 100, "fluid"}};

static const gmsh_entity_spec entities[] = {
    {0, 1, 30}, {1, 1, 20}, {2, 1, 10}, {2, 2, 11}, {2, 3, 12}, {3, 1, 100}};

void cube_rotations(int rotations[CUBE_ROTATIONS][8],
                    int reflections[CUBE_ROTATIONS][8]) {
  /* Signed permutation matrices: R[a][axes[a]] = -1 where sign bit a is
   * set; the first three permutations are even. */
  static const int axes[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1},
                                 {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
  int proper = 0, improper = 0;
  for (int p = 0; p < 6; p++)
    for (int signs = 0; signs < 8; signs++) {
      int odd = (p >= 3) ^ (signs & 1) ^ (signs >> 1 & 1) ^ (signs >> 2 & 1);
      int *row = odd ? (reflections ? reflections[improper] : NULL)
                     : rotations[proper];
      odd ? improper++ : proper++;
      for (int v = 0; row && v < 8; v++) {
        int w = 0;
        for (int a = 0; a < 3; a++) {
          int bit = v >> axes[p][a] & 1;
          w |= (bit ^ (signs >> a & 1)) << a;
        }
        row[v] = w;
      }
    }
}

static long long grid_index(const grid_model *grid, int a, int b, int c) {
  return a + (grid->size[0] + 1LL) * (b + (grid->size[1] + 1LL) * c);
}

static void place_vertices(grid_model *grid, double jiggle, uint64_t *seed) {
  int *n = grid->size;
  for (int c = 0; c <= n[2]; c++)
    for (int b = 0; b <= n[1]; b++)
      for (int a = 0; a <= n[0]; a++) {
        long long g = grid_index(grid, a, b, c);
        const int at[3] = {a, b, c};
        /* Tags sparse and falling, so file order is not tag order. */
        grid->node_tags[g] = 5 + 3 * (grid->vertex_count - 1 - g);
        for (int axis = 0; axis < 3; axis++) {
          double x = (double)at[axis] / n[axis];
          int inner = at[axis] > 0 && at[axis] < n[axis];
          if (inner) x += jiggle * gimmik_random_nonzero(seed) / n[axis];
          grid->points[g * 3 + axis] = x;
        }
      }
}

static void place_elements(grid_model *grid, int rotate, const uint64_t *seed) {
  int rotations[CUBE_ROTATIONS][8];
  cube_rotations(rotations, NULL);
  int *n = grid->size;
  long long count = (long long)n[0] * n[1] * n[2];
  for (long long e = 0; e < count; e++) {
    int at[3] = {(int)(e % n[0]), (int)(e / n[0] % n[1]),
                 (int)(e / n[0] / n[1])};
    long long corner[8];
    for (int v = 0; v < 8; v++)
      corner[v] = grid_index(grid, at[0] + (v & 1), at[1] + (v >> 1 & 1),
                             at[2] + (v >> 2 & 1));
    /* Steps of 7 visit all 24 rotations in any 24 elements running. */
    int r = rotate ? (int)((e * 7 + *seed) % CUBE_ROTATIONS) : 0;
    grid->rotation[e] = r;
    grid->hex_tags[e] = 10000 + 2 * e;
    for (int v = 0; v < 8; v++) {
      grid->elements[e * 8 + v] = corner[rotations[r][v]];
      grid->hex_nodes[e * 8 + gmsh_order[v]] =
          grid->node_tags[corner[rotations[r][v]]];
    }
  }
}

/* Boundary quadrangles of the unturned elements, by side: x = 0, x = 1,
 * the rest. */
static void place_quads(grid_model *grid, long long *next_tag) {
  int *n = grid->size;
  long long count = (long long)n[0] * n[1] * n[2];
  for (int s = 0; s < 3; s++) {
    grid->quad_tags[s] = malloc((size_t)(2 * count + 1) * sizeof(long long));
    grid->quad_nodes[s] = malloc((size_t)(8 * count + 1) * sizeof(long long));
  }
  for (long long e = 0; e < count; e++) {
    int at[3] = {(int)(e % n[0]), (int)(e / n[0] % n[1]),
                 (int)(e / n[0] / n[1])};
    for (int f = 0; f < 6; f++) {
      int axis = f / 2, side = f % 2;
      if (at[axis] != (side ? n[axis] - 1 : 0)) continue;
      int surface = axis == 0 ? side : 2;
      long long q = grid->quad_count[surface]++;
      grid->quad_tags[surface][q] = (*next_tag)++;
      for (int i = 0; i < 4; i++) {
        int v = face_cycle[f][i];
        long long g = grid_index(grid, at[0] + (v & 1), at[1] + (v >> 1 & 1),
                                 at[2] + (v >> 2 & 1));
        grid->quad_nodes[surface][q * 4 + i] = grid->node_tags[g];
      }
    }
  }
}

static void place_corners(grid_model *grid, long long *next_tag) {
  int *n = grid->size;
  for (int c = 0; c < n[2]; c++) {
    grid->line_tags[c] = (*next_tag)++;
    grid->line_nodes[2 * c] = grid->node_tags[grid_index(grid, 0, 0, c)];
    grid->line_nodes[2 * c + 1] =
        grid->node_tags[grid_index(grid, 0, 0, c + 1)];
  }
  grid->point_tag = (*next_tag)++;
  grid->point_node = grid->node_tags[grid_index(grid, n[0], n[1], n[2])];
}

static void fill_model(grid_model *grid) {
  long long count = (long long)grid->size[0] * grid->size[1] * grid->size[2];
  gmsh_block_spec *blocks = grid->blocks;
  blocks[0] = gmsh_block(0, 1, 15, 1, &grid->point_tag, &grid->point_node);
  blocks[1] =
      gmsh_block(1, 1, 1, grid->size[2], grid->line_tags, grid->line_nodes);
  for (int s = 0; s < 3; s++)
    blocks[2 + s] = gmsh_block(2, s + 1, 3, grid->quad_count[s],
                               grid->quad_tags[s], grid->quad_nodes[s]);
  blocks[5] = gmsh_block(3, 1, 5, count, grid->hex_tags, grid->hex_nodes);
  gmsh_model *model = &grid->model;
  model->name_count = model->entity_count = model->block_count = 6;
  model->names = names;
  model->entities = entities;
  model->blocks = blocks;
  model->node_count = grid->vertex_count;
  model->node_tags = grid->node_tags;
  model->points = grid->points;
}

void grid_model_build(grid_model *grid, int nx, int ny, int nz, double jiggle,
                      int rotate, uint64_t seed) {
  memset(grid, 0, sizeof *grid);
  grid->size[0] = nx;
  grid->size[1] = ny;
  grid->size[2] = nz;
  grid->vertex_count = (nx + 1LL) * (ny + 1LL) * (nz + 1LL);
  long long count = (long long)nx * ny * nz;
  grid->node_tags = malloc((size_t)grid->vertex_count * sizeof(long long));
  grid->points = malloc((size_t)grid->vertex_count * 3 * sizeof(double));
  grid->hex_tags = malloc((size_t)count * sizeof(long long));
  grid->hex_nodes = malloc((size_t)count * 8 * sizeof(long long));
  grid->elements = malloc((size_t)count * 8 * sizeof(long long));
  grid->rotation = malloc((size_t)count * sizeof(int));
  place_vertices(grid, jiggle, &seed);
  place_elements(grid, rotate, &seed);
  long long next_tag = 1;
  place_quads(grid, &next_tag);
  place_corners(grid, &next_tag);
  fill_model(grid);
}

void grid_model_free(grid_model *grid) {
  free(grid->node_tags);
  free(grid->points);
  free(grid->hex_tags);
  free(grid->hex_nodes);
  free(grid->elements);
  free(grid->rotation);
  for (int s = 0; s < 3; s++) {
    free(grid->quad_tags[s]);
    free(grid->quad_nodes[s]);
  }
}
