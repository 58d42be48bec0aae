/*
 * numbering.h (internal): the numbering object of gimmik/mesh.h and the
 * steps that fill it (numbering.c, dirichlet.c, gather_scatter.c).
 */
#ifndef GIMMIK_MESH_NUMBERING_H
#define GIMMIK_MESH_NUMBERING_H

#include "mesh/mesh_internal.h"

struct gimmik_numbering {
  int points;
  long long elements;
  long long local_count; /* elements * N^3 */
  long long unique_count;
  long long *global;   /* per local index */
  int *multiplicity;   /* per local index */
  unsigned char *mask; /* per local index */
  long long shared_count;
  long long *offsets; /* shared_count + 1 */
  long long *indices; /* offsets[shared_count] */
};

/* Local index of node (i, j, k) of element e. */
static inline long long numbering_local(int points, long long element, int i,
                                        int j, int k) {
  return element * points * points * points + i + points * (j + points * k);
}

/* Fill `mask` from the selection (NULL: every boundary face). */
gimmik_status gimmik_numbering_dirichlet(gimmik_numbering *numbering,
                                         const gimmik_mesh *mesh,
                                         const gimmik_dirichlet *dirichlet,
                                         gimmik_error *error);

/* Fill the gather-scatter lists from `copies` (per global id). */
gimmik_status gimmik_numbering_lists(gimmik_numbering *numbering,
                                     const int *copies, gimmik_error *error);

#endif
