/* partition_graph.c: parts of the element graph by METIS (gimmik/parallel.h).
 * Elements are joined when they share a face (four vertices); METIS's
 * k-way partition of that graph, with a fixed seed, is deterministic for
 * a mesh and a number of parts. */
#include "parallel/parallel_internal.h"

#ifdef GIMMIK_HAVE_METIS

#include <metis.h>
#include <stdlib.h>

/* METIS's random choices start from this seed on every call. */
enum { graph_seed = 1 };

static const char *metis_failure(int code) {
  switch (code) {
  case METIS_ERROR_INPUT: return "bad input";
  case METIS_ERROR_MEMORY: return "out of memory";
  default: return "internal error";
  }
}

gimmik_status gimmik_partition_graph(const gimmik_mesh *mesh, int parts,
                                     int *owner, gimmik_error *error) {
  long long elements = gimmik_mesh_elements(mesh);
  long long vertices = gimmik_mesh_vertex_count(mesh);
  if (elements > IDX_MAX / 8 || vertices > IDX_MAX)
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "%lld elements, %lld vertices: too many for "
                            "METIS's %d-bit indices", elements, vertices,
                            IDXTYPEWIDTH);
  const long long *ids = gimmik_mesh_vertex_ids(mesh);
  idx_t *starts = malloc(((size_t)elements + 1) * sizeof *starts);
  idx_t *corners = malloc((size_t)elements * 8 * sizeof *corners);
  idx_t *element_part = malloc((size_t)elements * sizeof *element_part);
  idx_t *vertex_part = malloc((size_t)vertices * sizeof *vertex_part);
  gimmik_status status = GIMMIK_OK;
  if (!starts || !corners || !element_part || !vertex_part) {
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                              "out of memory for the element graph");
    goto done;
  }
  for (long long e = 0; e <= elements; e++) starts[e] = (idx_t)(8 * e);
  for (long long c = 0; c < 8 * elements; c++) corners[c] = (idx_t)ids[c];
  idx_t options[METIS_NOPTIONS];
  METIS_SetDefaultOptions(options);
  options[METIS_OPTION_SEED] = graph_seed;
  options[METIS_OPTION_NUMBERING] = 0;
  idx_t ne = (idx_t)elements, nn = (idx_t)vertices, common = 4;
  idx_t np = parts, cut = 0;
  int code = METIS_PartMeshDual(&ne, &nn, starts, corners, NULL, NULL,
                                &common, &np, NULL, options, &cut,
                                element_part, vertex_part);
  if (code != METIS_OK) {
    status = gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                              "METIS_PartMeshDual: %s, splitting %lld "
                              "elements into %d parts", metis_failure(code),
                              elements, parts);
    goto done;
  }
  for (long long e = 0; e < elements; e++) owner[e] = (int)element_part[e];
done:
  free(starts);
  free(corners);
  free(element_part);
  free(vertex_part);
  return status;
}

#else

gimmik_status gimmik_partition_graph(const gimmik_mesh *mesh, int parts,
                                     int *owner, gimmik_error *error) {
  (void)mesh;
  (void)owner;
  return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                          "%d parts of a mesh that is not a box (or that no "
                          "bricks fit) need METIS, which this build lacks "
                          "(install libmetis-dev, configure again)", parts);
}

#endif
