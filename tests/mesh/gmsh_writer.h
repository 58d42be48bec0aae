/*
 * gmsh_writer.h: Gmsh .msh 4.1 files for the tests, text or binary, from
 * a model in memory; faults are planted by changing the model or the
 * bytes written.
 */
#ifndef GIMMIK_TEST_GMSH_WRITER_H
#define GIMMIK_TEST_GMSH_WRITER_H

#include <stddef.h>

typedef struct gmsh_name_spec {
  int dimension, tag;
  const char *name;
} gmsh_name_spec;

/* An entity with at most one physical group (0: none). */
typedef struct gmsh_entity_spec {
  int dimension, tag, physical;
} gmsh_entity_spec;

/* A block of elements: nodes holds count * (nodes per type) tags. */
typedef struct gmsh_block_spec {
  int dimension, entity, type;
  long long count;
  const long long *tags;
  const long long *nodes;
} gmsh_block_spec;

gmsh_block_spec gmsh_block(int dimension, int entity, int type, long long count,
                           const long long *tags, const long long *nodes);

typedef struct gmsh_model {
  const char *version; /* NULL: "4.1" */
  int name_count;
  const gmsh_name_spec *names;
  int entity_count; /* 0: no $Entities section */
  const gmsh_entity_spec *entities;
  long long node_count; /* in one block of volume 1 */
  const long long *node_tags;
  const double *points; /* node_count * 3 */
  int block_count;
  const gmsh_block_spec *blocks;
} gmsh_model;

/* Nodes per element of a Gmsh type (the types the tests write). */
int gmsh_type_nodes(int type);

/* The file, malloc'd, its length in *size. */
unsigned char *gmsh_write(const gmsh_model *model, int binary, size_t *size);

#endif
