/*
 * node_check.h: checks of a numbering (gimmik/mesh.h) that do not trust
 * it: nodes are matched by their physical coordinates, so the ids, the
 * orientations of edges and faces and DSS are checked independently of
 * how the library numbered them.
 */
#ifndef GIMMIK_TEST_NODE_CHECK_H
#define GIMMIK_TEST_NODE_CHECK_H

#include <stdint.h>

#include "gimmik/mesh.h"

/* The coordinates of every local node (the trilinear map of each element
 * at the GLL points, in long double): xyz[l*3 + c], malloc'd. */
double *node_coordinates(const gimmik_mesh *mesh, int points);

/* For every local node the smallest local index at the same point
 * (closer than `tolerance`), malloc'd. */
long long *point_classes(long long count, const double *xyz, double tolerance);

/* Copies share a global id exactly when they share a point, and ids are
 * given in order of first copy. */
void check_ids_by_points(const gimmik_numbering *numbering,
                         const long long *classes);

/* DSS (dss_reference) of random data equals, bit for bit, the long double
 * sum of the copies at each point in ascending local order; nodes of one
 * copy are left as they were. */
void check_dss_by_points(const gimmik_numbering *numbering,
                         const long long *classes, uint64_t seed);

/* DSS of a smooth function sampled at the nodes is multiplicity times it. */
void check_dss_continuous(const gimmik_numbering *numbering, const double *xyz);

/* The gather-scatter lists, multiplicities and mask are consistent: each
 * shared node's copies listed once, ascending, with the same id, the
 * lists in ascending id; multiplicity equals the DSS of ones and the list
 * sizes; 1/multiplicity in both dtypes; equal masks on every copy, and
 * dss_apply_mask zeroes exactly the masked nodes. */
void check_lists(const gimmik_numbering *numbering);

/* All of the above on a numbering of `mesh`; seed for DSS's data. */
void check_by_points(const gimmik_mesh *mesh, const gimmik_numbering *numbering,
                     uint64_t seed);

#endif
