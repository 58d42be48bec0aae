/*
 * test_operators.h: the operators of the end-to-end matmul tests.  0-5
 * are small and synthetic (one element, one row, one column, zero rows
 * and unused columns, gll-diff:8), 6 and 7 the PyFR hex p3 M460 and tet
 * p3 M0, 8 the PyFR hex p6 M460, 9 a 37 x 37 permutation, 10-12 random
 * at densities 0.05, 0.5 (with zero rows and unused columns) and 1 (200 x
 * 150), 13 and 14 the PyFR tet p6 M132 and hex p6 M6.  Paths are relative
 * to tests/end_to_end/.
 */
#ifndef GIMMIK_TEST_OPERATORS_H
#define GIMMIK_TEST_OPERATORS_H

#include "gimmik/operator.h"

enum { TEST_OPERATORS = 15 };

/* A number in [-1, 1) from a linear congruential state. */
double test_random(unsigned long long *state);

/* Operator `index` (0 .. TEST_OPERATORS - 1), or NULL. */
gimmik_operator *test_operator(int index);

#endif
