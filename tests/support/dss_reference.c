/* dss_reference.c: see dss_reference.h. */
#include "dss_reference.h"

void dss_reference(const gimmik_numbering *numbering, double *field) {
  long long shared = gimmik_numbering_shared_count(numbering);
  const long long *offsets = gimmik_numbering_shared_offsets(numbering);
  const long long *indices = gimmik_numbering_shared_indices(numbering);
  for (long long s = 0; s < shared; s++) {
    long double sum = 0.0L;
    for (long long i = offsets[s]; i < offsets[s + 1]; i++)
      sum += field[indices[i]];
    for (long long i = offsets[s]; i < offsets[s + 1]; i++)
      field[indices[i]] = (double)sum;
  }
}

void dss_multiplicity(const gimmik_numbering *numbering, double *multiplicity,
                      double *inverse) {
  long long count = gimmik_numbering_local_count(numbering);
  for (long long l = 0; l < count; l++) {
    if (multiplicity) multiplicity[l] = 1.0;
    if (inverse) inverse[l] = 1.0;
  }
  if (multiplicity) dss_reference(numbering, multiplicity);
  if (!inverse) return;
  dss_reference(numbering, inverse);
  for (long long l = 0; l < count; l++) inverse[l] = 1.0 / inverse[l];
}

void dss_apply_mask(const gimmik_numbering *numbering, double *field) {
  long long count = gimmik_numbering_local_count(numbering);
  const unsigned char *mask = gimmik_numbering_mask(numbering);
  for (long long l = 0; l < count; l++) field[l] *= mask[l];
}
