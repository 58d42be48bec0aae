/*
 * parallel_cases.h: what the tests of gimmik/parallel.h share: their
 * meshes, random fields on the whole mesh, a field restricted to a part,
 * and the single-rank DSS they compare against.
 */
#ifndef GIMMIK_TEST_PARALLEL_CASES_H
#define GIMMIK_TEST_PARALLEL_CASES_H

#include "gimmik/parallel.h"

/* A box of ex x ey x ez elements with a deformation as the command line
 * gives it ("none", "smooth"...); NULL (and a failed check) on error. */
gimmik_mesh *case_box(int ex, int ey, int ez, const char *deformation);

/* The unstructured Gmsh fixture (tests/mesh/data/subdivided.msh), read
 * from the tests folder. */
gimmik_mesh *case_gmsh(void);

/* `count` random values, none near zero, from `seed`; malloc'd. */
double *case_random_field(long long count, unsigned long long seed);

/* The values of `part`'s local nodes taken from a field on the whole
 * mesh (element-major), as doubles or floats by dtype; malloc'd. */
void *case_restrict(const gimmik_part *part, const double *whole,
                    gimmik_dtype dtype);

/* The single-rank DSS of `whole` (a copy; malloc'd) and the DSS of its
 * magnitudes (the scale of each sum's rounding), both in long double. */
void case_reference_dss(const gimmik_numbering *numbering,
                        const double *whole, double **sum,
                        double **magnitude);

/* The largest |got - want| / (magnitude * eps) over a part's nodes, got
 * of the dtype; NaN counts as infinite. */
double case_worst_gap(const gimmik_part *part, const void *got,
                      gimmik_dtype dtype, const double *want,
                      const double *magnitude);

#endif
