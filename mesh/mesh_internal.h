/*
 * mesh_internal.h (internal): the mesh object of gimmik/mesh.h, its
 * topology (global vertices, edges and faces) and where its elements came
 * from, for messages.
 *
 * Local entities of an element (vertex v = a + 2b + 4c, gimmik/hex_mesh.h):
 *   edge  l = 4*axis + m: along `axis`, m = bit of the lower other axis
 *         + 2 * bit of the higher one; it runs from the corner with bit
 *         `axis` clear to the one with it set;
 *   face  f = 2*axis + side: normal to `axis` at side 0 or 1; its frame
 *         (u, v) is the lower and the higher other axis, and its corner
 *         q = cu + 2*cv is the element vertex side*2^axis + cu*2^u + cv*2^v.
 */
#ifndef GIMMIK_MESH_INTERNAL_H
#define GIMMIK_MESH_INTERNAL_H

#include <stddef.h>

#include "gimmik/mesh.h"

enum {
  MESH_EDGES = 12, /* per element */
  MESH_FACES = 6,  /* per element */
  /* GLL points per direction of the element check at creation: the
   * vertices, edge and face midpoints and the centre. */
  MESH_CHECK_POINTS = 3
};

/* Global entities of one kind (edges or faces): the element slots
 * (e*per_element + local) bucketed by their smallest vertex, for lookups
 * by vertices, and each slot's global id. */
typedef struct mesh_entities {
  int arity;         /* vertices per entity: 2 or 4 */
  int per_element;   /* 12 or 6 */
  long long count;   /* distinct entities */
  long long *ids;    /* per slot */
  long long *bucket; /* vertex_count + 1 offsets into `slots` */
  long long *slots;  /* slots by smallest vertex, then by vertices */
  int *uses;         /* per entity: the slots that hold it */
} mesh_entities;

typedef struct mesh_topology {
  long long vertex_count;
  long long *element_vertices; /* e*8 + v */
  mesh_entities edges;
  mesh_entities faces;
} mesh_topology;

/* A boundary entity that belongs to a physical group. */
typedef struct mesh_mark {
  int group;        /* index into the mesh's groups */
  int dimension;    /* 0 vertex, 1 edge, 2 face */
  long long entity; /* its vertex, edge or face number */
  long long tag;    /* the element that marked it (for messages) */
} mesh_mark;

typedef struct mesh_group {
  int dimension;
  int tag;
  char *name; /* "" when unnamed */
} mesh_group;

struct gimmik_mesh {
  char *source; /* the file, or a description of the box */
  long long elements;
  double *vertices;        /* elements * 24, gimmik/hex_mesh.h layout */
  long long *element_tags; /* Gmsh tags; NULL for a box */
  long *element_lines;     /* lines of an ASCII file; NULL otherwise */
  long long *vertex_tags;  /* Gmsh node tag per vertex; NULL for a box */
  int box[3];              /* Ex, Ey, Ez; 0 when not a box */
  mesh_topology topology;
  int group_count;
  mesh_group *groups;
  long long mark_count;
  mesh_mark *marks;
};

/* The local corners of edges and faces (tables above). */
extern const signed char gimmik_mesh_edge_corners[MESH_EDGES][2];
extern const signed char gimmik_mesh_face_corners[MESH_FACES][4];

/* An empty mesh for `source`; NULL when out of memory. */
gimmik_mesh *gimmik_mesh_new(const char *source);

/* After the vertices (and, for files, tags) are in place: check the
 * elements, build the topology and check that it is conforming. */
gimmik_status gimmik_mesh_finish(gimmik_mesh *mesh, gimmik_error *error);

/* Where element e comes from, to begin a message: "PATH:LINE: element T",
 * "PATH: element T" or "box 6x2x2: element E (ex, ey, ez)". */
void gimmik_mesh_describe(const gimmik_mesh *mesh, long long element,
                          char *text, size_t size);

/* Another element in the same message: "element T (line L)", "element T"
 * or "element E (ex, ey, ez)". */
void gimmik_mesh_name_element(const gimmik_mesh *mesh, long long element,
                              char *text, size_t size);

/* A vertex as messages name it: its Gmsh node tag or the vertex number. */
long long gimmik_mesh_vertex_label(const gimmik_mesh *mesh, long long vertex);

/* Number `entities` of the elements' vertex lists; free with
 * gimmik_mesh_entities_free. */
gimmik_status gimmik_mesh_entities_build(
    mesh_entities *entities, int arity, int per_element,
    const signed char *corners, const long long *element_vertices,
    long long elements, long long vertex_count, gimmik_error *error);
void gimmik_mesh_entities_free(mesh_entities *entities);

/* The first slot (element*per_element + local) whose entity has exactly
 * these vertex numbers (any order), or -1. */
long long gimmik_mesh_entities_find(const mesh_entities *entities,
                                    const long long *element_vertices,
                                    const signed char *corners,
                                    const long long *vertices);

/* The checks of gimmik_mesh_finish (conformity.c, element_check.c,
 * hanging.c). */
gimmik_status gimmik_mesh_check_elements(const gimmik_mesh *mesh,
                                         gimmik_error *error);
gimmik_status gimmik_mesh_check_conforming(const gimmik_mesh *mesh,
                                           gimmik_error *error);
gimmik_status gimmik_mesh_check_geometry(const gimmik_mesh *mesh,
                                         gimmik_error *error);

/* Append a group (the name is copied) or a mark; GIMMIK_ERROR_MEMORY. */
gimmik_status gimmik_mesh_add_group(gimmik_mesh *mesh, int dimension, int tag,
                                    const char *name, gimmik_error *error);
gimmik_status gimmik_mesh_add_mark(gimmik_mesh *mesh, const mesh_mark *mark,
                                   gimmik_error *error);

#endif
