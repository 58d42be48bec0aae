/*
 * vertex_grid.h (internal): the mesh vertices sorted into a uniform grid
 * of cells, to find those within a tolerance of a point in near-constant
 * time whatever the mesh's shape.
 */
#ifndef GIMMIK_MESH_VERTEX_GRID_H
#define GIMMIK_MESH_VERTEX_GRID_H

#include "mesh/mesh_internal.h"

typedef struct grid_entry {
  long long cell[3];
  long long vertex;
} grid_entry;

typedef struct vertex_grid {
  long long count;     /* vertices */
  double *points;      /* count * 3 coordinates */
  long long *element;  /* an element holding each vertex */
  grid_entry *entries; /* sorted by cell */
  double lower[3];     /* the corner of cell (0, 0, 0) */
  double cell;         /* side of a cell, >= tolerance */
  double tolerance;
} vertex_grid;

/* Every vertex of the mesh; the tolerance is `fraction` of the shortest
 * element edge. */
gimmik_status gimmik_vertex_grid_build(vertex_grid *grid,
                                       const gimmik_mesh *mesh, double fraction,
                                       gimmik_error *error);
void gimmik_vertex_grid_free(vertex_grid *grid);

/* The first vertex within the tolerance of `point` that is none of the
 * `excluded` ones (count of them), or -1. */
long long gimmik_vertex_grid_near(const vertex_grid *grid,
                                  const double point[3],
                                  const long long *excluded, int count);

#endif
