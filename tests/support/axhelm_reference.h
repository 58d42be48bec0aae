/*
 * axhelm_reference.h: the axhelm operator of gimmik/axhelm.h on the CPU
 * in long double, applied from the vertex coordinates directly (the
 * Jacobian at every node from the trilinear map, computed here apart from
 * the library's geometry, no stored factors), with D, the GLL points and
 * weights in long double.  What the kernels are checked against.
 */
#ifndef GIMMIK_TESTING_AXHELM_REFERENCE_H
#define GIMMIK_TESTING_AXHELM_REFERENCE_H

#include "gimmik/error.h"

typedef struct axhelm_reference_problem {
  int points;                   /* N, 2..32 */
  int fields;                   /* d: components, each at field_stride */
  int helmholtz;                /* add lambda1 * GwJ * u */
  int per_node;                 /* lambda0 (and lambda1) are arrays */
  double lambda0, lambda1;      /* the constants when !per_node */
  long long elements;
  long long field_stride;       /* distance between components (d > 1) */
  const double *vertices;       /* vertices[(e*8 + v)*3 + xyz] */
  const double *lambda0_values; /* [e*N^3 + node], per_node only */
  const double *lambda1_values; /* likewise, per_node Helmholtz only */
  const double *u;              /* u[c*field_stride + e*N^3 + node] */
} axhelm_reference_problem;

/* Au for elements [first, first + count) into `au` (the layout of u; other
 * elements untouched), each value computed in long double and rounded
 * once.  GIMMIK_ERROR_ARGUMENT for a bad range or N. */
gimmik_status gimmik_axhelm_reference_apply(const axhelm_reference_problem *problem,
                                     long long first, long long count,
                                     double *au, gimmik_error *error);

#endif
