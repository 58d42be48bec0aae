/*
 * dss_reference.h: CPU references of the gather-scatter operations on a
 * numbering (gimmik/mesh.h), to check device kernels against: direct
 * stiffness summation, multiplicity by summation, and the Dirichlet mask.
 */
#ifndef GIMMIK_TEST_DSS_REFERENCE_H
#define GIMMIK_TEST_DSS_REFERENCE_H

#include "gimmik/mesh.h"

/* Each shared node's copies summed in long double in the order of its
 * list, the sum rounded once and written to every copy; the nodes of one
 * copy are left as they are. */
void dss_reference(const gimmik_numbering *numbering, double *field);

/* The multiplicity as DSS finds it (the DSS of ones) and its inverse,
 * local_count values each; either may be NULL. */
void dss_multiplicity(const gimmik_numbering *numbering, double *multiplicity,
                      double *inverse);

/* field *= mask, node by node. */
void dss_apply_mask(const gimmik_numbering *numbering, double *field);

#endif
