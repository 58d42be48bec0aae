/* conformity.c: the combinatorial checks of a conforming mesh: a face
 * belongs to one or two elements, two elements share at most one face,
 * and the faces of one element each (the candidates for a wrong match)
 * share no three vertices with another and have no diagonal that is an
 * element edge. */
#include "mesh/mesh_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NAME_SIZE = GIMMIK_ERROR_MESSAGE_SIZE / 3 };

/* The four vertex numbers of face slot s, in its corner order. */
static void face_vertices(const mesh_topology *topology, long long slot,
                          long long vertices[4]) {
  long long element = slot / MESH_FACES;
  int face = (int)(slot % MESH_FACES);
  const long long *ids = topology->element_vertices + element * 8;
  for (int q = 0; q < 4; q++)
    vertices[q] = ids[gimmik_mesh_face_corners[face][q]];
}

static gimmik_status pair_error(const gimmik_mesh *mesh, long long first,
                                long long second, gimmik_error *error,
                                const char *what) {
  char where[NAME_SIZE], other[NAME_SIZE];
  gimmik_mesh_describe(mesh, first, where, sizeof where);
  gimmik_mesh_name_element(mesh, second, other, sizeof other);
  return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                          "%s and %s %s (non-conforming mesh)", where, other,
                          what);
}

/* Equal faces are neighbours in the bucket order. */
static gimmik_status check_face_uses(const gimmik_mesh *mesh,
                                     gimmik_error *error) {
  const mesh_entities *faces = &mesh->topology.faces;
  long long slots = mesh->elements * MESH_FACES;
  for (long long i = 0; i + 2 < slots; i++) {
    long long a = faces->slots[i], b = faces->slots[i + 1],
              c = faces->slots[i + 2];
    if (faces->ids[a] != faces->ids[c]) continue;
    char where[NAME_SIZE], second[NAME_SIZE], third[NAME_SIZE];
    gimmik_mesh_describe(mesh, a / MESH_FACES, where, sizeof where);
    gimmik_mesh_name_element(mesh, b / MESH_FACES, second, sizeof second);
    gimmik_mesh_name_element(mesh, c / MESH_FACES, third, sizeof third);
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s, %s and %s share one face; a face belongs to "
                            "at most two elements (non-conforming mesh)",
                            where, second, third);
  }
  return GIMMIK_OK;
}

static int compare_pairs(const void *left, const void *right) {
  const long long *a = left, *b = right;
  if (a[0] != b[0]) return a[0] < b[0] ? -1 : 1;
  return (a[1] > b[1]) - (a[1] < b[1]);
}

static gimmik_status check_shared_twice(const gimmik_mesh *mesh,
                                        gimmik_error *error) {
  const mesh_entities *faces = &mesh->topology.faces;
  long long slots = mesh->elements * MESH_FACES, count = 0;
  long long *pairs = malloc(((size_t)slots + 1) * sizeof *pairs);
  if (!pairs)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory checking the mesh");
  for (long long i = 0; i + 1 < slots; i++) {
    long long a = faces->slots[i] / MESH_FACES,
              b = faces->slots[i + 1] / MESH_FACES;
    if (faces->ids[faces->slots[i]] != faces->ids[faces->slots[i + 1]])
      continue;
    pairs[count++] = a < b ? a : b;
    pairs[count++] = a < b ? b : a;
  }
  qsort(pairs, (size_t)count / 2, 2 * sizeof *pairs, compare_pairs);
  gimmik_status status = GIMMIK_OK;
  for (long long i = 0; i + 2 < count && status == GIMMIK_OK; i += 2)
    if (pairs[i] == pairs[i + 2] && pairs[i + 1] == pairs[i + 3])
      status = pair_error(mesh, pairs[i], pairs[i + 1], error,
                          "share more than one face: duplicated or folded "
                          "elements");
  free(pairs);
  return status;
}

typedef struct triple_record {
  long long vertices[3];
  long long slot;
} triple_record;

static int compare_triples(const void *left, const void *right) {
  const triple_record *a = left, *b = right;
  for (int i = 0; i < 3; i++)
    if (a->vertices[i] != b->vertices[i])
      return a->vertices[i] < b->vertices[i] ? -1 : 1;
  return (a->slot > b->slot) - (a->slot < b->slot);
}

/* The four triples of each face of one element, sorted. */
static long long collect_triples(const gimmik_mesh *mesh,
                                 triple_record *triples) {
  const mesh_entities *faces = &mesh->topology.faces;
  long long count = 0;
  for (long long s = 0; s < mesh->elements * MESH_FACES; s++) {
    if (faces->uses[faces->ids[s]] != 1) continue;
    long long vertices[4];
    face_vertices(&mesh->topology, s, vertices);
    for (int drop = 0; drop < 4; drop++) {
      triple_record *triple = &triples[count++];
      int n = 0;
      for (int q = 0; q < 4; q++)
        if (q != drop) triple->vertices[n++] = vertices[q];
      for (int a = 1; a < 3; a++)
        for (int b = a; b > 0 && triple->vertices[b - 1] > triple->vertices[b];
             b--) {
          long long swap = triple->vertices[b];
          triple->vertices[b] = triple->vertices[b - 1];
          triple->vertices[b - 1] = swap;
        }
      triple->slot = s;
    }
  }
  qsort(triples, (size_t)count, sizeof *triples, compare_triples);
  return count;
}

static gimmik_status check_partial_faces(const gimmik_mesh *mesh,
                                         long long boundary,
                                         gimmik_error *error) {
  triple_record *triples = malloc(((size_t)boundary * 4 + 1) * sizeof *triples);
  if (!triples)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory checking the mesh");
  long long count = collect_triples(mesh, triples);
  gimmik_status status = GIMMIK_OK;
  for (long long i = 0; i + 1 < count && status == GIMMIK_OK; i++) {
    const triple_record *a = &triples[i], *b = &triples[i + 1];
    if (memcmp(a->vertices, b->vertices, sizeof a->vertices) != 0) continue;
    char what[NAME_SIZE];
    snprintf(what, sizeof what,
             "share nodes %lld, %lld and %lld of a face but not its fourth",
             gimmik_mesh_vertex_label(mesh, a->vertices[0]),
             gimmik_mesh_vertex_label(mesh, a->vertices[1]),
             gimmik_mesh_vertex_label(mesh, a->vertices[2]));
    status = pair_error(mesh, a->slot / MESH_FACES, b->slot / MESH_FACES, error,
                        what);
  }
  free(triples);
  return status;
}

static gimmik_status check_diagonals(const gimmik_mesh *mesh,
                                     gimmik_error *error) {
  const mesh_topology *topology = &mesh->topology;
  const mesh_entities *faces = &topology->faces;
  static const int diagonals[2][2] = {{0, 3}, {1, 2}};
  for (long long s = 0; s < mesh->elements * MESH_FACES; s++) {
    if (faces->uses[faces->ids[s]] != 1) continue;
    long long vertices[4];
    face_vertices(topology, s, vertices);
    for (int d = 0; d < 2; d++) {
      long long pair[2] = {vertices[diagonals[d][0]],
                           vertices[diagonals[d][1]]};
      long long edge = gimmik_mesh_entities_find(
          &topology->edges, topology->element_vertices,
          &gimmik_mesh_edge_corners[0][0], pair);
      if (edge < 0) continue;
      char what[NAME_SIZE];
      snprintf(what, sizeof what,
               "disagree: nodes %lld and %lld are a face diagonal of the "
               "first and an edge of the second",
               gimmik_mesh_vertex_label(mesh, pair[0]),
               gimmik_mesh_vertex_label(mesh, pair[1]));
      return pair_error(mesh, s / MESH_FACES, edge / MESH_EDGES, error, what);
    }
  }
  return GIMMIK_OK;
}

gimmik_status gimmik_mesh_check_conforming(const gimmik_mesh *mesh,
                                           gimmik_error *error) {
  gimmik_status status = check_face_uses(mesh, error);
  if (status == GIMMIK_OK) status = check_shared_twice(mesh, error);
  if (status == GIMMIK_OK)
    status =
        check_partial_faces(mesh, gimmik_mesh_boundary_face_count(mesh), error);
  if (status == GIMMIK_OK) status = check_diagonals(mesh, error);
  return status;
}
