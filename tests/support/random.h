/*
 * random.h: the one random sequence of test data (meshes, inputs of the
 * reference checks): splitmix64, seedable and the same on every
 * platform, so a failing case can be replayed.
 */
#ifndef GIMMIK_TESTING_RANDOM_H
#define GIMMIK_TESTING_RANDOM_H

#include <stdint.h>

/* The next 64 random bits; `state` is the seed and advances. */
uint64_t gimmik_random_next(uint64_t *state);

/* Uniform in [0, 1), 53 random bits. */
double gimmik_random_unit(uint64_t *state);

/* Uniform in [-1, 1) but never within 1e-3 of zero, so no term of a sum
 * that uses it vanishes. */
double gimmik_random_nonzero(uint64_t *state);

#endif
