/* numbering_access.c: what a numbering tells (gimmik/mesh.h). */
#include "mesh/numbering.h"

int gimmik_numbering_points(const gimmik_numbering *numbering) {
  return numbering->points;
}

long long gimmik_numbering_local_count(const gimmik_numbering *numbering) {
  return numbering->local_count;
}

long long gimmik_numbering_unique_count(const gimmik_numbering *numbering) {
  return numbering->unique_count;
}

const long long *gimmik_numbering_global_ids(
    const gimmik_numbering *numbering) {
  return numbering->global;
}

const int *gimmik_numbering_multiplicity(const gimmik_numbering *numbering) {
  return numbering->multiplicity;
}

const unsigned char *gimmik_numbering_mask(const gimmik_numbering *numbering) {
  return numbering->mask;
}

long long gimmik_numbering_shared_count(const gimmik_numbering *numbering) {
  return numbering->shared_count;
}

const long long *gimmik_numbering_shared_offsets(
    const gimmik_numbering *numbering) {
  return numbering->offsets;
}

const long long *gimmik_numbering_shared_indices(
    const gimmik_numbering *numbering) {
  return numbering->indices;
}

gimmik_status gimmik_numbering_inverse_multiplicity(
    const gimmik_numbering *numbering, gimmik_dtype dtype, void *out,
    gimmik_error *error) {
  if (!numbering || !out)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "numbering and out must not be NULL");
  if (dtype != GIMMIK_F64 && dtype != GIMMIK_F32)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT, "unknown dtype %d",
                            (int)dtype);
  for (long long l = 0; l < numbering->local_count; l++) {
    /* One correctly rounded division in the dtype itself. */
    int copies = numbering->multiplicity[l];
    if (dtype == GIMMIK_F32)
      ((float *)out)[l] = 1.0f / (float)copies;
    else
      ((double *)out)[l] = 1.0 / copies;
  }
  return GIMMIK_OK;
}
