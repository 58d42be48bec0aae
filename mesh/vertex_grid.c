/* vertex_grid.c: see vertex_grid.h. */
#include "mesh/vertex_grid.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int compare_cells(const long long a[3], const long long b[3]) {
  for (int c = 0; c < 3; c++)
    if (a[c] != b[c]) return a[c] < b[c] ? -1 : 1;
  return 0;
}

static int compare_entries(const void *left, const void *right) {
  const grid_entry *a = left, *b = right;
  int order = compare_cells(a->cell, b->cell);
  return order ? order : (a->vertex > b->vertex) - (a->vertex < b->vertex);
}

static void cell_of(const vertex_grid *grid, const double *point,
                    long long cell[3]) {
  for (int c = 0; c < 3; c++)
    cell[c] = (long long)floor((point[c] - grid->lower[c]) / grid->cell);
}

/* Each vertex's coordinates and an element that holds it. */
static void gather_points(vertex_grid *grid, const gimmik_mesh *mesh) {
  const long long *ids = mesh->topology.element_vertices;
  for (long long v = 0; v < grid->count; v++) grid->element[v] = -1;
  for (long long e = 0; e < mesh->elements; e++)
    for (int corner = 0; corner < 8; corner++) {
      long long v = ids[e * 8 + corner];
      if (grid->element[v] >= 0) continue;
      grid->element[v] = e;
      memcpy(grid->points + v * 3, mesh->vertices + (e * 8 + corner) * 3,
             3 * sizeof *grid->points);
    }
}

static double shortest_edge(const gimmik_mesh *mesh) {
  double shortest = INFINITY;
  for (long long e = 0; e < mesh->elements; e++)
    for (int l = 0; l < MESH_EDGES; l++) {
      const double *a =
          mesh->vertices + (e * 8 + gimmik_mesh_edge_corners[l][0]) * 3;
      const double *b =
          mesh->vertices + (e * 8 + gimmik_mesh_edge_corners[l][1]) * 3;
      double length = hypot(hypot(a[0] - b[0], a[1] - b[1]), a[2] - b[2]);
      if (length < shortest) shortest = length;
    }
  return shortest;
}

/* Cells no smaller than the tolerance (so near points are in adjacent
 * cells) nor than 1e-12 of the mesh (so cell numbers stay small). */
static void choose_cells(vertex_grid *grid) {
  double upper[3];
  for (int c = 0; c < 3; c++) grid->lower[c] = upper[c] = grid->points[c];
  for (long long v = 1; v < grid->count; v++)
    for (int c = 0; c < 3; c++) {
      grid->lower[c] = fmin(grid->lower[c], grid->points[v * 3 + c]);
      upper[c] = fmax(upper[c], grid->points[v * 3 + c]);
    }
  double extent = 0.0;
  for (int c = 0; c < 3; c++) extent = fmax(extent, upper[c] - grid->lower[c]);
  grid->cell = fmax(grid->tolerance, 1e-12 * extent);
  if (!(grid->cell > 0.0)) grid->cell = 1.0;
}

gimmik_status gimmik_vertex_grid_build(vertex_grid *grid,
                                       const gimmik_mesh *mesh, double fraction,
                                       gimmik_error *error) {
  memset(grid, 0, sizeof *grid);
  grid->count = mesh->topology.vertex_count;
  grid->points = malloc((size_t)grid->count * 3 * sizeof *grid->points);
  grid->element = malloc((size_t)grid->count * sizeof *grid->element);
  grid->entries = malloc((size_t)grid->count * sizeof *grid->entries);
  if (!grid->points || !grid->element || !grid->entries)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory checking the mesh");
  gather_points(grid, mesh);
  grid->tolerance = fraction * shortest_edge(mesh);
  choose_cells(grid);
  for (long long v = 0; v < grid->count; v++) {
    cell_of(grid, grid->points + v * 3, grid->entries[v].cell);
    grid->entries[v].vertex = v;
  }
  qsort(grid->entries, (size_t)grid->count, sizeof *grid->entries,
        compare_entries);
  return GIMMIK_OK;
}

void gimmik_vertex_grid_free(vertex_grid *grid) {
  free(grid->points);
  free(grid->element);
  free(grid->entries);
  memset(grid, 0, sizeof *grid);
}

/* The first entry whose cell is not below `cell`. */
static long long lower_bound(const vertex_grid *grid, const long long cell[3]) {
  long long low = 0, high = grid->count;
  while (low < high) {
    long long middle = low + (high - low) / 2;
    if (compare_cells(grid->entries[middle].cell, cell) < 0)
      low = middle + 1;
    else
      high = middle;
  }
  return low;
}

static int is_excluded(long long vertex, const long long *excluded, int count) {
  for (int i = 0; i < count; i++)
    if (excluded[i] == vertex) return 1;
  return 0;
}

static int is_near(const vertex_grid *grid, long long vertex,
                   const double point[3]) {
  const double *other = grid->points + vertex * 3;
  double distance = hypot(hypot(other[0] - point[0], other[1] - point[1]),
                          other[2] - point[2]);
  return distance <= grid->tolerance;
}

long long gimmik_vertex_grid_near(const vertex_grid *grid,
                                  const double point[3],
                                  const long long *excluded, int count) {
  long long centre[3];
  cell_of(grid, point, centre);
  for (int dx = -1; dx <= 1; dx++)
    for (int dy = -1; dy <= 1; dy++) {
      long long first[3] = {centre[0] + dx, centre[1] + dy, centre[2] - 1};
      for (long long i = lower_bound(grid, first); i < grid->count; i++) {
        const grid_entry *entry = &grid->entries[i];
        if (entry->cell[0] != first[0] || entry->cell[1] != first[1] ||
            entry->cell[2] > centre[2] + 1)
          break;
        if (!is_excluded(entry->vertex, excluded, count) &&
            is_near(grid, entry->vertex, point))
          return entry->vertex;
      }
    }
  return -1;
}
