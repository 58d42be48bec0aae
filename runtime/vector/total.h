/*
 * vector/total.h (internal): the second stage of the deterministic sums
 * (gimmik/vector.h): a planned "total" kernel that sums each column of a
 * partials array on the device in a fixed order, and its results read
 * back to the host.  The vector kernels with sums and the axhelm kernels
 * with a dot (gimmik/axhelm.h) end on it.
 */
#ifndef GIMMIK_RUNTIME_VECTOR_TOTAL_H
#define GIMMIK_RUNTIME_VECTOR_TOTAL_H

#include "gimmik/vector.h"
#include "runtime/plan.h"

typedef struct gimmik_total {
  gimmik_plan plan;
  gimmik_vector_request request;        /* kernel_name points below */
  char kernel_name[GIMMIK_NAME_SIZE];
  gimmik_buffer *results;               /* `sums` values of the dtype, or
                                           doubles (scalar_memory) */
} gimmik_total;

/* Plan the total of `sums` columns (1..GIMMIK_VECTOR_MAX_SUMS) in
 * `dtype`, its entry named `kernel_name`, its results doubles when
 * `scalar_memory` (gimmik/vector.h); `total` zeroed first. */
gimmik_status gimmik_total_create(gimmik_context *context, gimmik_dtype dtype,
                                  int sums, int scalar_memory,
                                  const char *kernel_name,
                                  gimmik_total *total, gimmik_error *error);
/* Release what create made (nothing when it made nothing). */
gimmik_status gimmik_total_release(gimmik_total *total, gimmik_error *error);

/* Sum the `count` rows of `partials` (row b at b*sums) into the results
 * buffer on `stream`. */
gimmik_status gimmik_total_launch(gimmik_total *total,
                                  gimmik_buffer *partials, int count,
                                  void *stream, gimmik_error *error);

/* The same, then wait for the results: sums[s] as doubles. */
gimmik_status gimmik_total_run(gimmik_total *total, gimmik_buffer *partials,
                               int count, double *sums, void *stream,
                               gimmik_error *error);

/* Bytes of the results: `sums` values of the dtype or doubles. */
size_t gimmik_total_result_bytes(const gimmik_total *total);

/* Time the candidates on these partials where a tuning is due. */
gimmik_status gimmik_total_tune(gimmik_total *total, gimmik_buffer *partials,
                                int count, void *stream, gimmik_error *error);

#endif
