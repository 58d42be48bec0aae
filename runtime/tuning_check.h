/*
 * tuning_check.h (internal): whether a candidate computes what the
 * reference computes, on the tuning buffers themselves (plan.h).
 *
 * Before tuning, every output of the target is copied aside; before each
 * kernel's check run the copies are put back, so that each kernel starts
 * from the caller's data (an in-place kernel, or C with beta != 0,
 * depends on it); after tuning they are put back for good.  The first
 * kernel whose check run succeeds (the kernel in use, unless it cannot
 * run) is the reference: a sample of each output is read back and kept.
 * Every other kernel's sample must agree with it.
 *
 * Sample: an output of at most TUNING_CHECK_WHOLE bytes is read whole; a
 * larger one as TUNING_CHECK_PIECES pieces spread evenly from its first
 * byte to its last, so that a check costs the same at any size.
 *
 * Agreement, element by element: |x - r| <= tolerance * S, where S is the
 * largest |r| of the output's sample or the family's scale (the size of
 * the terms a value sums), whichever is larger, and the tolerance is
 * 1e-10 for f64 and 1e-3 for f32: well above what summing in another
 * order changes, far below what a wrong kernel changes.  A non-finite r
 * wants the same non-finite x.
 */
#ifndef GIMMIK_RUNTIME_TUNING_CHECK_H
#define GIMMIK_RUNTIME_TUNING_CHECK_H

#include "runtime/plan.h"

enum {
  TUNING_CHECK_PIECES = 64,
  TUNING_CHECK_WHOLE = 16 << 20 /* and 64 pieces of 256 KiB beyond */
};

typedef struct gimmik_tuning_check {
  gimmik_device *device;
  const gimmik_tuning_target *target;
  gimmik_buffer *saved[GIMMIK_TUNING_OUTPUTS];     /* the caller's data */
  unsigned char *reference[GIMMIK_TUNING_OUTPUTS]; /* its sample */
  double largest[GIMMIK_TUNING_OUTPUTS];           /* of the sample */
  unsigned char *sample;                           /* a candidate's */
  int have_reference;
} gimmik_tuning_check;

/* Save the target's outputs on `device`. */
gimmik_status gimmik_tuning_check_open(gimmik_device *device,
                                       const gimmik_tuning_target *target,
                                       gimmik_tuning_check *check,
                                       gimmik_error *error);

/* Put the saved outputs back (queued on the target's stream). */
gimmik_status gimmik_tuning_check_restore(gimmik_tuning_check *check,
                                          gimmik_error *error);

/* After a check run: keep the outputs' samples as the reference when
 * there is none yet, else compare with it (*agrees; when 0, `reason`
 * says where and by how much). */
gimmik_status gimmik_tuning_check_outputs(gimmik_tuning_check *check,
                                          int *agrees, char *reason,
                                          size_t size, gimmik_error *error);

/* Restore the outputs for good and release everything. */
gimmik_status gimmik_tuning_check_close(gimmik_tuning_check *check,
                                        gimmik_error *error);

/* The largest |value| of a sample of the first `bytes` of `buffer` (as
 * above), for a family's scale. */
gimmik_status gimmik_buffer_largest(gimmik_buffer *buffer, size_t bytes,
                                    gimmik_dtype dtype, void *stream,
                                    double *largest, gimmik_error *error);

#endif
