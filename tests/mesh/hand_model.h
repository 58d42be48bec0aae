/*
 * hand_model.h: small Gmsh models put together element by element for the
 * bad-mesh tests: cubes that share the nodes at their corners (or not),
 * elements given in our vertex order, extra blocks.
 */
#ifndef GIMMIK_TEST_HAND_MODEL_H
#define GIMMIK_TEST_HAND_MODEL_H

#include "gmsh_writer.h"

enum { HAND_NODES = 128, HAND_HEXES = 16, HAND_EXTRA = 16 };

typedef struct hand_model {
  long long node_count;
  long long node_tags[HAND_NODES];
  double points[HAND_NODES * 3];
  long long hex_count;
  long long hex_tags[HAND_HEXES];
  long long hex_nodes[HAND_HEXES * 8]; /* Gmsh order */
  int extra_type, extra_dimension;     /* one more block, if any */
  long long extra_count;
  long long extra_tags[HAND_EXTRA];
  long long extra_nodes[HAND_EXTRA * 8];
  gmsh_entity_spec entities[4];
  gmsh_name_spec names[2];
  gmsh_block_spec blocks[2];
  gmsh_model model;
} hand_model;

void hand_model_init(hand_model *hand);

/* The tag of the node at (x, y, z): an existing one there unless
 * `fresh`, else a new one. */
long long hand_node(hand_model *hand, double x, double y, double z, int fresh);

/* A hexahedron from node tags in our vertex order; its tag. */
long long hand_hex(hand_model *hand, const long long nodes[8]);

/* The cube [x, x+side] x [y, y+side] x [z, z+side]; fresh nodes when
 * asked. */
long long hand_cube(hand_model *hand, double x, double y, double z, double side,
                    int fresh);

/* One element of the extra block (its type's node count of tags). */
void hand_extra(hand_model *hand, int type, int dimension,
                const long long *nodes);

/* Fill hand->model; the extra block lies on entity 1 of its dimension,
 * which holds physical group 7 "extra" when `physical`. */
const gmsh_model *hand_model_finish(hand_model *hand, int physical);

#endif
