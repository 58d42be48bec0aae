/* numbering.c: global ids of the GLL nodes (gimmik/mesh.h).
 *
 * Each node first gets a key that names what it lies on: vertex v is key
 * v; the N-2 interior nodes of edge g follow the vertices, counted along
 * the edge's global direction; the (N-2)^2 interior nodes of face g
 * follow, at (p, q) in the face's global frame; element interiors come
 * last.  Keys are then renumbered in order of first use, so the ids
 * depend only on which copies meet. */
#include "mesh/numbering.h"

#include <stdlib.h>
#include <string.h>

/* Where each edge and face of one element starts in the keys, and how
 * the element sees it. */
typedef struct element_frame {
  long long edge_base[MESH_EDGES];
  int edge_flip[MESH_EDGES]; /* runs against the global direction */
  long long face_base[MESH_FACES];
  int face_origin[MESH_FACES]; /* the corner q of the smallest vertex */
  int face_swap[MESH_FACES];   /* the frame's first axis is our v */
} element_frame;

typedef struct key_layout {
  int n;              /* points */
  long long edges;    /* first edge key */
  long long faces;    /* first face key */
  long long interior; /* first element-interior key */
  long long total;
} key_layout;

static key_layout layout_keys(const mesh_topology *topology, int points,
                              long long elements) {
  key_layout keys;
  long long inner = points - 2;
  keys.n = points;
  keys.edges = topology->vertex_count;
  keys.faces = keys.edges + topology->edges.count * inner;
  keys.interior = keys.faces + topology->faces.count * inner * inner;
  keys.total = keys.interior + elements * inner * inner * inner;
  return keys;
}

static void frame_element(const mesh_topology *topology, const key_layout *keys,
                          long long element, element_frame *frame) {
  const long long *ids = topology->element_vertices + element * 8;
  long long inner = keys->n - 2;
  for (int l = 0; l < MESH_EDGES; l++) {
    long long edge = topology->edges.ids[element * MESH_EDGES + l];
    frame->edge_base[l] = keys->edges + edge * inner;
    frame->edge_flip[l] = ids[gimmik_mesh_edge_corners[l][0]] >
                          ids[gimmik_mesh_edge_corners[l][1]];
  }
  for (int f = 0; f < MESH_FACES; f++) {
    long long face = topology->faces.ids[element * MESH_FACES + f];
    long long corner[4];
    int origin = 0;
    for (int q = 0; q < 4; q++) {
      corner[q] = ids[gimmik_mesh_face_corners[f][q]];
      if (corner[q] < corner[origin]) origin = q;
    }
    frame->face_base[f] = keys->faces + face * inner * inner;
    frame->face_origin[f] = origin;
    /* The first axis points to the smaller neighbour of the origin. */
    frame->face_swap[f] = corner[origin ^ 2] < corner[origin ^ 1];
  }
}

static long long edge_key(const key_layout *keys, const element_frame *frame,
                          const int index[3], int axis) {
  int low = axis == 0 ? 1 : 0, high = axis == 2 ? 1 : 2;
  int l =
      4 * axis + (index[low] == keys->n - 1) + 2 * (index[high] == keys->n - 1);
  int position = frame->edge_flip[l] ? keys->n - 1 - index[axis] : index[axis];
  return frame->edge_base[l] + position - 1;
}

static long long face_key(const key_layout *keys, const element_frame *frame,
                          const int index[3], int axis) {
  int u = axis == 0 ? 1 : 0, v = axis == 2 ? 1 : 2;
  int f = 2 * axis + (index[axis] == keys->n - 1);
  int origin = frame->face_origin[f], last = keys->n - 1;
  int along_u = origin & 1 ? last - index[u] : index[u];
  int along_v = origin & 2 ? last - index[v] : index[v];
  int p = frame->face_swap[f] ? along_v : along_u;
  int q = frame->face_swap[f] ? along_u : along_v;
  return frame->face_base[f] + (p - 1) + (long long)(keys->n - 2) * (q - 1);
}

static long long node_key(const mesh_topology *topology, const key_layout *keys,
                          const element_frame *frame, long long element,
                          const int index[3]) {
  int ends = 0, vertex = 0, free_axis = 0, end_axis = 0;
  for (int axis = 0; axis < 3; axis++) {
    int at_end = index[axis] == 0 || index[axis] == keys->n - 1;
    ends += at_end;
    if (at_end)
      end_axis = axis;
    else
      free_axis = axis;
    vertex |= (index[axis] == keys->n - 1) << axis;
  }
  long long inner = keys->n - 2;
  switch (ends) {
  case 3: return topology->element_vertices[element * 8 + vertex];
  case 2: return edge_key(keys, frame, index, free_axis);
  case 1: return face_key(keys, frame, index, end_axis);
  default:
    return keys->interior + element * inner * inner * inner + (index[0] - 1) +
           inner * ((index[1] - 1) + inner * (index[2] - 1));
  }
}

static void compute_keys(const mesh_topology *topology, const key_layout *keys,
                         long long elements, long long *out) {
  int n = keys->n;
  for (long long e = 0; e < elements; e++) {
    element_frame frame;
    frame_element(topology, keys, e, &frame);
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
          const int index[3] = {i, j, k};
          out[numbering_local(n, e, i, j, k)] =
              node_key(topology, keys, &frame, e, index);
        }
  }
}

/* Keys to ids in order of first use; *copies counts each id's copies. */
static gimmik_status first_use(gimmik_numbering *numbering, long long total,
                               int **copies, gimmik_error *error) {
  long long *id_of_key = malloc((size_t)total * sizeof *id_of_key);
  *copies = calloc((size_t)total, sizeof **copies);
  if (!id_of_key || !*copies) {
    free(id_of_key);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory numbering %lld nodes", total);
  }
  for (long long key = 0; key < total; key++) id_of_key[key] = -1;
  long long next = 0;
  for (long long l = 0; l < numbering->local_count; l++) {
    long long key = numbering->global[l];
    if (id_of_key[key] < 0) id_of_key[key] = next++;
    numbering->global[l] = id_of_key[key];
    (*copies)[id_of_key[key]]++;
  }
  numbering->unique_count = next;
  free(id_of_key);
  return GIMMIK_OK;
}

static gimmik_status allocate(gimmik_numbering *numbering,
                              gimmik_error *error) {
  size_t count = (size_t)numbering->local_count;
  numbering->global = malloc(count * sizeof *numbering->global);
  numbering->multiplicity = malloc(count * sizeof *numbering->multiplicity);
  numbering->mask = malloc(count * sizeof *numbering->mask);
  if (!numbering->global || !numbering->multiplicity || !numbering->mask)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for %lld nodes",
                            numbering->local_count);
  return GIMMIK_OK;
}

static gimmik_status fill(gimmik_numbering *numbering, const gimmik_mesh *mesh,
                          const gimmik_dirichlet *dirichlet,
                          gimmik_error *error) {
  key_layout keys =
      layout_keys(&mesh->topology, numbering->points, mesh->elements);
  gimmik_status status = allocate(numbering, error);
  if (status != GIMMIK_OK) return status;
  compute_keys(&mesh->topology, &keys, mesh->elements, numbering->global);
  int *copies = NULL;
  status = first_use(numbering, keys.total, &copies, error);
  if (status == GIMMIK_OK) {
    for (long long l = 0; l < numbering->local_count; l++)
      numbering->multiplicity[l] = copies[numbering->global[l]];
    status = gimmik_numbering_lists(numbering, copies, error);
  }
  free(copies);
  if (status == GIMMIK_OK)
    status = gimmik_numbering_dirichlet(numbering, mesh, dirichlet, error);
  return status;
}

gimmik_status gimmik_mesh_number(const gimmik_mesh *mesh, int points,
                                 const gimmik_dirichlet *dirichlet,
                                 gimmik_numbering **numbering,
                                 gimmik_error *error) {
  if (!numbering)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "numbering must not be NULL");
  *numbering = NULL;
  if (!mesh)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "mesh must not be NULL");
  if (points < GIMMIK_MESH_MIN_POINTS || points > GIMMIK_MESH_MAX_POINTS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "points = %d per direction is outside %d..%d",
                            points, GIMMIK_MESH_MIN_POINTS,
                            GIMMIK_MESH_MAX_POINTS);
  gimmik_numbering *made = calloc(1, sizeof *made);
  if (!made)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  made->points = points;
  made->elements = mesh->elements;
  made->local_count = mesh->elements * points * points * points;
  gimmik_status status = fill(made, mesh, dirichlet, error);
  if (status != GIMMIK_OK) {
    gimmik_numbering_destroy(made);
    return status;
  }
  *numbering = made;
  return GIMMIK_OK;
}

void gimmik_numbering_destroy(gimmik_numbering *numbering) {
  if (!numbering) return;
  free(numbering->global);
  free(numbering->multiplicity);
  free(numbering->mask);
  free(numbering->offsets);
  free(numbering->indices);
  free(numbering);
}
