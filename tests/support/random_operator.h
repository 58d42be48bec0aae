/*
 * random_operator.h: operators of random values for tests of the
 * generated kernels, with the structure the kernels must handle: a
 * density, a row of A that is all zero, a column that is never used.
 */
#ifndef GIMMIK_TESTING_RANDOM_OPERATOR_H
#define GIMMIK_TESTING_RANDOM_OPERATOR_H

#include "gimmik/operator.h"

/* rows x cols, each value nonzero with probability `density` (random.h,
 * seeded by the shape); row `zero_row` and column `unused_col` all zero
 * (-1: none).  NULL, after a failed CHECK, when it cannot be made. */
gimmik_operator *random_operator(int rows, int cols, double density,
                                 int zero_row, int unused_col);

/* The gradient of a hexahedron, of random values in [0.25, 1.25): PyFR's
 * M132 structure.  Point (i, j, k) of an n^3 grid is row (i*n + j)*n + k
 * and takes the n points of each of its 3 lines, in 3 blocks of n^3
 * columns. */
gimmik_operator *hex_gradient_operator(int n);

/* The shape classes every matmul variant is compiled on, index 0 ..
 * MATMUL_SHAPES - 1: one element, one column, a sparse rectangle with a
 * zero row and an unused column, a dense square (gll-diff:8) and a PyFR
 * hex p3 operator (read from ../../operators/pyfr: from tests/<area>). */
enum { MATMUL_SHAPES = 5 };
gimmik_operator *matmul_shape(int index);

#endif
