/*
 * axhelm/launch.h (internal): one launch of a generated axhelm kernel on
 * caller buffers, following the contract of gimmik/axhelm.h, with every
 * argument checked against the kernel's metadata first and bound by the
 * name the metadata gives it; and the same launch timed (launch.h).
 */
#ifndef GIMMIK_RUNTIME_AXHELM_LAUNCH_H
#define GIMMIK_RUNTIME_AXHELM_LAUNCH_H

#include "gimmik/vector.h"
#include "runtime/backend.h"

/* Arrays an input statement may name besides its target. */
enum { GIMMIK_AXHELM_INPUTS = GIMMIK_VECTOR_MAX_ARRAYS - 1 };

typedef struct gimmik_axhelm_arguments {
  long long elements;       /* E, 1..INT_MAX: the range's */
  long long first;          /* the range [first, first + E) of the
                               fields' elements, first + E <= INT_MAX; a
                               multiple of a blocked layout's block */
  long long field_stride;   /* d = 3: >= the nodes of a component (the
                               layout's, padded); ignored for d = 1 */
  gimmik_buffer *geometry;  /* ggeo, pgeo or vertices, as the mode reads */
  gimmik_buffer *lambda0;   /* per-node kernels only, else NULL */
  gimmik_buffer *lambda1;   /* per-node Helmholtz kernels only, else NULL */
  gimmik_buffer *u;         /* with an input: its target, also written */
  gimmik_buffer *au;        /* written; must not be u */
  /* An input statement's other arrays, in the order of info->args (NULL
   * past the last), and its scalars alpha, beta, gamma, delta: values,
   * or with info->scalar_memory memory of one double each. */
  gimmik_buffer *inputs[GIMMIK_AXHELM_INPUTS];
  double scalars[4];
  gimmik_buffer *scalar_memory[4];
  gimmik_buffer *partials;  /* the dot: a value per block, else NULL */
} gimmik_axhelm_arguments;

/* The input arrays of the kernel `info` describes: how many, and the
 * name of one (NULL past the last). */
int gimmik_axhelm_input_count(const gimmik_kernel_info *info);
const char *gimmik_axhelm_input_name(const gimmik_kernel_info *info,
                                     int index);

/* Values of the dtype each argument must hold at least, for `info` and E
 * elements with the given field stride (d = 1: ignored); a blocked
 * layout's fields hold its last block whole. */
long long gimmik_axhelm_geometry_values(const gimmik_kernel_info *info,
                                        long long elements);
long long gimmik_axhelm_field_values(const gimmik_kernel_info *info,
                                     long long elements,
                                     long long field_stride);

/* Values the dot's partials must hold: one a block of E elements. */
long long gimmik_axhelm_partial_count(const gimmik_kernel_info *info,
                                      long long elements);

/* The buffers cover elements 0..first + E - 1; the kernel touches those
 * of the range (and the range's partials, from partials[0]).
 * GIMMIK_ERROR_ARGUMENT naming the offending argument: an E or a first
 * out of range, a field stride under a component's nodes, a buffer that
 * is missing, too small, not taken by this kernel, or a written buffer
 * (au, and u with an input) that is another argument's too; with
 * scalars in memory, a scalar the kernel reads without its memory. */
gimmik_status gimmik_axhelm_check_arguments(const gimmik_kernel_info *info,
                                            const gimmik_axhelm_arguments *args,
                                            gimmik_error *error);

/* Launch `kernel` (built from the source `info` describes) on `stream`. */
gimmik_status gimmik_axhelm_launch(gimmik_device_kernel *kernel,
                                   const gimmik_kernel_info *info,
                                   const gimmik_axhelm_arguments *args,
                                   void *stream, gimmik_error *error);

#endif
