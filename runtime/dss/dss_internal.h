/*
 * dss/dss_internal.h (internal): a planned DSS (gimmik/solver.h), shared
 * by its creation from a mesh and the passes' dispatch (dss.c) and by the
 * creation from a part with the exchange's pack and unpack (part.c).
 */
#ifndef GIMMIK_RUNTIME_DSS_INTERNAL_H
#define GIMMIK_RUNTIME_DSS_INTERNAL_H

#include "gimmik/solver.h"
#include "runtime/context_internal.h"

enum { DSS_PASSES = 3 };

/* The shared nodes a gather-scatter sums: `count` nodes, each with its
 * copies at element-major local indices, CSR in either width (the
 * numbering's 64-bit lists, a part's 32-bit ones). */
typedef struct dss_lists {
  long long count;
  const long long *offsets64, *indices64;
  const int *offsets32, *indices32;
} dss_lists;

/* A part's interface on the device (gimmik_dss_create_part): the plan's
 * arrays as given, and the pack and unpack kernels. */
typedef struct dss_interface {
  int count;                    /* interface nodes; 0: none */
  int length;                   /* values in the send buffer */
  gimmik_plan plans[2];         /* pack, unpack */
  gimmik_dss_request requests[2];
  gimmik_buffer *copy_offsets, *copies, *buffer_nodes;
  gimmik_buffer *sum_offsets, *sum_sources;
  gimmik_borrowed send, buffers; /* the caller's, at the last call */
} dss_interface;

struct gimmik_dss {
  gimmik_context *context;
  gimmik_dss_options options;
  int passes;                             /* 3: cascade; 1: direct, gather */
  int axis[DSS_PASSES];                   /* of each pass's request */
  int box[3];
  int points;
  long long elements;
  long long shared;                       /* nodes with copies */
  long long copies;                       /* their copies */
  gimmik_plan plans[DSS_PASSES];
  gimmik_dss_request requests[DSS_PASSES];
  gimmik_buffer *offsets, *indices;       /* gather's table and lists */
  long long groups;                       /* gather: counts of copies */
  gimmik_borrowed u;
  dss_interface interface;
};

/* A DSS of `points` on `elements` elements, nothing planned yet. */
gimmik_status gimmik_dss_open(gimmik_context *context,
                              const gimmik_dss_options *options, int points,
                              long long elements, gimmik_dss **dss,
                              gimmik_error *error);

/* The method's passes (on the box when `box` is not NULL, else from
 * `lists`) and each pass planned.  A gather-scatter takes its counts
 * from the lists and uploads them; any other method sums what the caller
 * has counted in dss->shared and dss->copies. */
gimmik_status gimmik_dss_build(gimmik_dss *dss, const int *box,
                               const dss_lists *lists, gimmik_error *error);

/* The kernel of `request` (its backend, dtype, points and layout filled
 * in here from dss) into `plan`: a stored decision or the defaults. */
gimmik_status gimmik_dss_plan_kernel(gimmik_dss *dss,
                                     gimmik_dss_request *request,
                                     gimmik_plan *plan, gimmik_error *error);

/* `count` ints into a new device buffer (at least one int long). */
gimmik_status gimmik_dss_upload_ints(gimmik_dss *dss, const int *values,
                                     long long count, gimmik_buffer **buffer,
                                     gimmik_error *error);

/* Wrap the caller's `native` (`values` of the dtype) in `slot`; `what`
 * names the call and argument in the error. */
gimmik_status gimmik_dss_borrow(gimmik_dss *dss, gimmik_borrowed *slot,
                                const void *native, long long values,
                                const char *what, gimmik_error *error);

/* Release the interface's plans and buffers (part.c). */
gimmik_status gimmik_dss_interface_release(dss_interface *interface,
                                           gimmik_error *error);

#endif
