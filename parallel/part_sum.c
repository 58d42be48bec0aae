/* part_sum.c: the steps of the distributed DSS on host memory
 * (gimmik/parallel.h).  Every sum runs in the dtype in the plan's order:
 * a float sum is taken in double and rounded once, which gives the float
 * sum exactly (double has more than twice float's digits, plus two). */
#include "parallel/parallel_internal.h"

static double load(gimmik_dtype dtype, const void *array, long long i) {
  return dtype == GIMMIK_F32 ? ((const float *)array)[i]
                             : ((const double *)array)[i];
}

static void store(gimmik_dtype dtype, void *array, long long i, double value) {
  if (dtype == GIMMIK_F32)
    ((float *)array)[i] = (float)value;
  else
    ((double *)array)[i] = value;
}

static double add(gimmik_dtype dtype, double a, double b) {
  return dtype == GIMMIK_F32 ? (double)(float)(a + b) : a + b;
}

/* The sum of the values at indices[first .. last - 1], in that order. */
static double sum_list(gimmik_dtype dtype, const void *field,
                       const int *indices, int first, int last) {
  double sum = load(dtype, field, indices[first]);
  for (int c = first + 1; c < last; c++)
    sum = add(dtype, sum, load(dtype, field, indices[c]));
  return sum;
}

/* The arguments: a part, a dtype, and arrays that are not NULL where
 * they hold any value. */
static gimmik_status check(const char *call, const gimmik_part *part,
                           gimmik_dtype dtype, const void *field,
                           const void *buffer, gimmik_error *error) {
  if (!part)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: part must not be NULL", call);
  if (dtype != GIMMIK_F64 && dtype != GIMMIK_F32)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: dtype %d is neither f64 nor f32", call,
                            (int)dtype);
  if (!field && part->local_count > 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: field must not be NULL", call);
  if (!buffer && part->buffer_offsets[part->neighbour_count] > 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: the buffers must not be NULL", call);
  return GIMMIK_OK;
}

gimmik_status gimmik_part_pack(const gimmik_part *part, gimmik_dtype dtype,
                               const void *field, void *send,
                               gimmik_error *error) {
  gimmik_status status = check("gimmik_part_pack", part, dtype, field, send,
                               error);
  if (status != GIMMIK_OK) return status;
  int length = part->buffer_offsets[part->neighbour_count];
  for (int p = 0; p < length; p++) {
    int i = part->buffer_nodes[p];
    store(dtype, send, p,
          sum_list(dtype, field, part->copies, part->copy_offsets[i],
                   part->copy_offsets[i + 1]));
  }
  return GIMMIK_OK;
}

gimmik_status gimmik_part_dss_local(const gimmik_part *part,
                                    gimmik_dtype dtype, void *field,
                                    gimmik_error *error) {
  gimmik_status status = check("gimmik_part_dss_local", part, dtype, field,
                               "", error);
  if (status != GIMMIK_OK) return status;
  const int *offsets = part->local_offsets, *indices = part->local_indices;
  for (int s = 0; s < part->local_shared; s++) {
    double sum = sum_list(dtype, field, indices, offsets[s], offsets[s + 1]);
    for (int c = offsets[s]; c < offsets[s + 1]; c++)
      store(dtype, field, indices[c], sum);
  }
  return GIMMIK_OK;
}

gimmik_status gimmik_part_unpack(const gimmik_part *part, gimmik_dtype dtype,
                                 const void *send, const void *receive,
                                 void *field, gimmik_error *error) {
  gimmik_status status = check("gimmik_part_unpack", part, dtype, field,
                               send && receive ? send : NULL, error);
  if (status != GIMMIK_OK) return status;
  int length = part->buffer_offsets[part->neighbour_count];
  for (int i = 0; i < part->interface_count; i++) {
    double sum = 0.0;
    for (int k = part->sum_offsets[i]; k < part->sum_offsets[i + 1]; k++) {
      int p = part->sum_sources[k];
      double value = p < length ? load(dtype, send, p)
                                : load(dtype, receive, p - length);
      sum = k == part->sum_offsets[i] ? value : add(dtype, sum, value);
    }
    for (int c = part->copy_offsets[i]; c < part->copy_offsets[i + 1]; c++)
      store(dtype, field, part->copies[c], sum);
  }
  return GIMMIK_OK;
}
