/* gather_scatter.c: the gather-scatter lists of a numbering
 * (gimmik/mesh.h): each shared global node's local copies, ascending, the
 * nodes in ascending global id, as CSR arrays. */
#include "mesh/numbering.h"

#include <stdlib.h>

gimmik_status gimmik_numbering_lists(gimmik_numbering *numbering,
                                     const int *copies, gimmik_error *error) {
  long long unique = numbering->unique_count, shared = 0;
  for (long long g = 0; g < unique; g++) shared += copies[g] > 1;
  long long *slot_of = malloc(((size_t)unique + 1) * sizeof *slot_of);
  numbering->offsets =
      malloc(((size_t)shared + 1) * sizeof *numbering->offsets);
  if (!slot_of || !numbering->offsets) {
    free(slot_of);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for the gather-scatter lists");
  }
  /* slot_of[g]: where node g's next copy goes, or -1 for an unshared g. */
  long long s = 0, total = 0;
  numbering->offsets[0] = 0;
  for (long long g = 0; g < unique; g++) {
    slot_of[g] = copies[g] > 1 ? total : -1;
    if (copies[g] > 1) {
      total += copies[g];
      numbering->offsets[++s] = total;
    }
  }
  numbering->shared_count = shared;
  numbering->indices = malloc(((size_t)total + 1) * sizeof *numbering->indices);
  if (!numbering->indices) {
    free(slot_of);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for the gather-scatter lists");
  }
  for (long long l = 0; l < numbering->local_count; l++) {
    long long g = numbering->global[l];
    if (slot_of[g] >= 0) numbering->indices[slot_of[g]++] = l;
  }
  free(slot_of);
  return GIMMIK_OK;
}
