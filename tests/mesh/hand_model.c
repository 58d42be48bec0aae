/* hand_model.c: see hand_model.h. */
#include "hand_model.h"

#include <string.h>

static const int gmsh_order[8] = {0, 1, 3, 2, 4, 5, 7, 6};

void hand_model_init(hand_model *hand) { memset(hand, 0, sizeof *hand); }

long long hand_node(hand_model *hand, double x, double y, double z, int fresh) {
  for (long long i = 0; i < hand->node_count && !fresh; i++) {
    const double *p = hand->points + i * 3;
    if (p[0] == x && p[1] == y && p[2] == z) return hand->node_tags[i];
  }
  long long i = hand->node_count++;
  hand->node_tags[i] = 100 + 2 * i;
  hand->points[i * 3] = x;
  hand->points[i * 3 + 1] = y;
  hand->points[i * 3 + 2] = z;
  return hand->node_tags[i];
}

long long hand_hex(hand_model *hand, const long long nodes[8]) {
  long long e = hand->hex_count++;
  hand->hex_tags[e] = 1000 + e;
  for (int v = 0; v < 8; v++) hand->hex_nodes[e * 8 + gmsh_order[v]] = nodes[v];
  return hand->hex_tags[e];
}

long long hand_cube(hand_model *hand, double x, double y, double z, double side,
                    int fresh) {
  long long nodes[8];
  for (int v = 0; v < 8; v++)
    nodes[v] = hand_node(hand, x + side * (v & 1), y + side * (v >> 1 & 1),
                         z + side * (v >> 2 & 1), fresh);
  return hand_hex(hand, nodes);
}

void hand_extra(hand_model *hand, int type, int dimension,
                const long long *nodes) {
  long long e = hand->extra_count++;
  int count = gmsh_type_nodes(type);
  hand->extra_type = type;
  hand->extra_dimension = dimension;
  hand->extra_tags[e] = 1 + e;
  memcpy(hand->extra_nodes + e * count, nodes, (size_t)count * sizeof *nodes);
}

const gmsh_model *hand_model_finish(hand_model *hand, int physical) {
  hand->blocks[0] =
      gmsh_block(3, 1, 5, hand->hex_count, hand->hex_tags, hand->hex_nodes);
  hand->blocks[1] =
      gmsh_block(hand->extra_dimension, 1, hand->extra_type, hand->extra_count,
                 hand->extra_tags, hand->extra_nodes);
  int entities = 1;
  hand->entities[0] = (gmsh_entity_spec){3, 1, 0};
  if (hand->extra_count > 0 && hand->extra_dimension < 3)
    hand->entities[entities++] =
        (gmsh_entity_spec){hand->extra_dimension, 1, physical ? 7 : 0};
  hand->names[0] = (gmsh_name_spec){hand->extra_dimension, 7, "extra"};
  gmsh_model *model = &hand->model;
  memset(model, 0, sizeof *model);
  model->name_count = physical ? 1 : 0;
  model->names = hand->names;
  model->entity_count = entities;
  model->entities = hand->entities;
  model->node_count = hand->node_count;
  model->node_tags = hand->node_tags;
  model->points = hand->points;
  model->block_count = hand->extra_count > 0 ? 2 : 1;
  model->blocks = hand->blocks;
  return model;
}
