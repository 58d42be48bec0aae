/*
 * gmsh_file.h (internal): what a Gmsh .msh 4.1 file holds, as read
 * (gmsh_sections.c), before it becomes a mesh (gmsh_mesh.c).
 */
#ifndef GIMMIK_MESH_GMSH_FILE_H
#define GIMMIK_MESH_GMSH_FILE_H

#include <stddef.h>

#include "gimmik/error.h"

/* Gmsh element types this reader takes. */
enum {
  GMSH_LINE = 1,
  GMSH_QUADRANGLE = 3,
  GMSH_HEXAHEDRON = 5,
  GMSH_POINT = 15
};

typedef struct gmsh_name {
  int dimension;
  int tag;
  char *name;
} gmsh_name;

typedef struct gmsh_entity {
  int dimension;
  int tag;
  int physical_count;
  int *physicals;
} gmsh_entity;

typedef struct gmsh_element {
  long long tag;
  long line;     /* of a text file; 0 in a binary one */
  int type;      /* one of the enum above */
  int dimension; /* of its entity */
  int entity;    /* the entity's tag */
  long long nodes[8];
} gmsh_element;

typedef struct gmsh_file {
  const char *path;
  int binary;
  int have_entities;
  int name_count;
  gmsh_name *names;
  long long entity_count;
  gmsh_entity *entities;
  long long node_count;
  long long *node_tags;
  double *node_points; /* node_count * 3 */
  long long element_count;
  gmsh_element *elements;
} gmsh_file;

/* What the building of a mesh from a file knows (gmsh_mesh.c). */
typedef struct gmsh_tag {
  long long tag;
  long long index;
} gmsh_tag;

typedef struct gmsh_build {
  const gmsh_file *file;
  gmsh_tag *nodes;      /* node_count, sorted by tag */
  long long *vertex_of; /* per node: its vertex number, -1 if unused */
} gmsh_build;

/* The index of the node with `tag`, or -1. */
long long gimmik_gmsh_find_node(const gmsh_build *build, long long tag);

/* Node n of the element as a node index, or an error naming both. */
gimmik_status gimmik_gmsh_element_node(const gmsh_build *build,
                                       const gmsh_element *element, int n,
                                       long long *index, gimmik_error *error);

/* "PATH:LINE: element T" or "PATH: element T". */
void gimmik_gmsh_element_place(const gmsh_file *file,
                               const gmsh_element *element, char *text,
                               size_t size);

/* Read every section of the file's bytes. */
gimmik_status gimmik_gmsh_parse(gmsh_file *file, const unsigned char *bytes,
                                size_t size, gimmik_error *error);
void gimmik_gmsh_free(gmsh_file *file);

/* Nodes per element of a type this reader takes; 0 for any other. */
int gimmik_gmsh_type_nodes(int type);

struct gimmik_mesh;

/* The physical groups of the file and the marks of its points, lines and
 * quadrangles, once the mesh's topology is built (gmsh_groups.c). */
gimmik_status gimmik_gmsh_add_groups(const gmsh_file *file,
                                     struct gimmik_mesh *mesh,
                                     gimmik_error *error);
gimmik_status gimmik_gmsh_mark_boundary(const gmsh_build *build,
                                        struct gimmik_mesh *mesh,
                                        gimmik_error *error);

#endif
