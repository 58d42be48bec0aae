/*
 * axhelm_check.h: inputs for axhelm kernels on a mesh, on the host and in
 * a context's memory, and the comparison of a kernel's output with the
 * long double reference (axhelm_reference.h).  Tests and the benchmark
 * use it; one set of inputs serves every kernel of a shape
 * (N, dtype, geometry mode) whose fields and coefficients it covers.
 *
 * The inputs are built to catch quiet failures:
 *   - u is random in [-1, 1] and never near zero, lambda0 and lambda1 are
 *     random in [0.5, 1.5], so every term of every sum matters;
 *   - every value the kernel reads is rounded to its dtype first and the
 *     reference uses the rounded values (the mesh too: all geometry modes
 *     describe the same, dtype-rounded vertices);
 *   - au is poisoned with a NaN whose payload no arithmetic makes, so a
 *     value never written is counted as such.
 * Error: per component c, max |au - ref| / max |ref| over the compared
 * elements (a norm-wise relative error), the largest over the components.
 */
#ifndef GIMMIK_TESTING_AXHELM_CHECK_H
#define GIMMIK_TESTING_AXHELM_CHECK_H

#include <stddef.h>

#include "gimmik/device.h"

typedef struct axhelm_inputs_spec {
  gimmik_dtype dtype;
  int points;                  /* N */
  int fields;                  /* 1, or 3 (which serves d = 1 kernels too) */
  const char *geometry;        /* "stored", "parallelepiped", "trilinear" */
  int lambda_arrays;           /* 0 none, 1 lambda0, 2 lambda0 and lambda1 */
  long long elements;
  long long field_padding;     /* field_stride = E*N^3 + padding (d = 3) */
  const double *vertices;      /* the mesh, elements*24 values */
  unsigned long long seed;
  int threads;                 /* host threads for the stored factors */
} axhelm_inputs_spec;

typedef struct axhelm_inputs {
  axhelm_inputs_spec spec;     /* vertices points at `vertices` below */
  long long field_stride;
  size_t nodes;                /* E*N^3 */
  size_t field_values;         /* values of u (and au) */
  size_t geometry_values;
  double *vertices;            /* the mesh rounded to the dtype */
  double *lambda0, *lambda1;   /* per node, rounded; NULL when not made */
  double *u;                   /* rounded to the dtype */
  void *geometry_data;         /* ggeo, pgeo or vertices in the dtype */
  void *lambda0_data, *lambda1_data, *u_data;
} axhelm_inputs;

/* Build the inputs (the geometry data of the spec's mode from the mesh;
 * GIMMIK_ERROR_INPUT for a degenerate, inverted or, for parallelepiped,
 * non-affine element). */
gimmik_status gimmik_axhelm_inputs_create(const axhelm_inputs_spec *spec,
                                          axhelm_inputs *inputs,
                                          gimmik_error *error);
void gimmik_axhelm_inputs_free(axhelm_inputs *inputs);

/* Refill u: random from `seed`, or (constant != 0) the value `constant`
 * for component 0, 2*constant for component 1, ... */
void gimmik_axhelm_inputs_set_u(axhelm_inputs *inputs,
                                unsigned long long seed, double constant);

/* The inputs in a context's memory (gimmik/device.h): one allocation per
 * array (lambda arrays only when made), au as large as u. */
typedef struct axhelm_device_data {
  gimmik_context *context;
  void *geometry, *lambda0, *lambda1, *u, *au;
} axhelm_device_data;

gimmik_status gimmik_axhelm_device_upload(gimmik_context *context,
                                          const axhelm_inputs *inputs,
                                          axhelm_device_data *data,
                                          gimmik_error *error);
/* Write u again (after gimmik_axhelm_inputs_set_u). */
gimmik_status gimmik_axhelm_device_write_u(const axhelm_inputs *inputs,
                                           axhelm_device_data *data,
                                           gimmik_error *error);
void gimmik_axhelm_device_free(axhelm_device_data *data);

/* The data of one application of kernel `info` on this memory: the
 * lambda arrays it takes, all E elements. */
gimmik_axhelm_data gimmik_axhelm_device_arguments(
    const gimmik_kernel_info *info, const axhelm_inputs *inputs,
    const axhelm_device_data *data);

typedef struct axhelm_comparison {
  double max_error;       /* the norm-wise relative error above */
  double max_difference;  /* max |au - ref| */
  double max_reference;   /* max |ref| */
  double max_value;       /* max |au| */
  long long nonfinite;    /* NaN or infinite values of au */
  long long unwritten;    /* of those, still the poison bit for bit */
  long long worst_index;  /* index into au of the largest difference */
} axhelm_comparison;

/* Computes au for all E elements of `data` on `stream`: through the
 * runtime (gimmik_axhelm_apply_through_runtime) or any other way. */
typedef gimmik_status (*axhelm_launcher)(void *launcher_data,
                                         const gimmik_axhelm_data *data,
                                         void *stream, gimmik_error *error);

/* Poison au for elements [first, first + count), have `launch` compute
 * all E elements (with the arguments of `info` on `data`), read those
 * elements back and compare them with the reference.  `au_out` (may be
 * NULL; field_values doubles) receives the values read.  Failures of the
 * run keep their status; the comparison is the caller's to judge. */
gimmik_status gimmik_axhelm_apply_and_compare(
    axhelm_launcher launch, void *launcher_data,
    const gimmik_kernel_info *info, const axhelm_inputs *inputs,
    axhelm_device_data *data, long long first, long long count, void *stream,
    double *au_out, axhelm_comparison *comparison, gimmik_error *error);

/* An axhelm_launcher for gimmik_axhelm_apply; launcher_data is the
 * gimmik_axhelm handle. */
gimmik_status gimmik_axhelm_apply_through_runtime(
    void *handle, const gimmik_axhelm_data *data, void *stream,
    gimmik_error *error);

#endif
