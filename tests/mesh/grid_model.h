/*
 * grid_model.h: Gmsh models of an nx x ny x nz grid of hexahedra on the
 * unit cube for the tests: sparse node tags listed out of order, inner
 * vertices moved at random, each element's vertex list turned by one of
 * the 24 rotations of the cube (so shared faces meet in every relative
 * orientation), and physical groups: surfaces "inlet" (x = 0, tag 10),
 * "outlet" (x = 1, tag 11) and "walls" (the rest, tag 12) as quadrangles,
 * the line "corner_line" (x = y = 0, tag 20), the point "corner_point"
 * ((1, 1, 1), tag 30) and the volume "fluid" (tag 100).
 */
#ifndef GIMMIK_TEST_GRID_MODEL_H
#define GIMMIK_TEST_GRID_MODEL_H

#include <stdint.h>

#include "gmsh_writer.h"

enum { CUBE_ROTATIONS = 24 };

/* The 24 proper rotations of the cube as permutations of the vertices
 * (v = a + 2b + 4c): turning an element's list by rotation[v] keeps it
 * positive.  `reflections` gets the 24 improper ones when not NULL. */
void cube_rotations(int rotations[CUBE_ROTATIONS][8],
                    int reflections[CUBE_ROTATIONS][8]);

typedef struct grid_model {
  int size[3];
  long long vertex_count;
  long long *node_tags; /* per grid vertex */
  double *points;       /* per grid vertex */
  long long *hex_tags;
  long long *hex_nodes;    /* elements * 8, Gmsh order */
  long long *elements;     /* elements * 8 grid vertices, our order,
                              after rotation */
  int *rotation;           /* per element */
  long long quad_count[3]; /* per surface entity */
  long long *quad_tags[3];
  long long *quad_nodes[3];
  long long line_tags[64], line_nodes[128];
  long long point_tag, point_node;
  gmsh_block_spec blocks[6];
  gmsh_model model;
} grid_model;

/* `jiggle` moves inner vertices up to that fraction of a cell (at random
 * from the seed); `rotate` turns element e by rotation (7e + seed) mod 24. */
void grid_model_build(grid_model *grid, int nx, int ny, int nz, double jiggle,
                      int rotate, uint64_t seed);
void grid_model_free(grid_model *grid);

#endif
