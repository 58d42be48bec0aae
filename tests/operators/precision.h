/*
 * precision.h: how precise long double arithmetic really is in this run.
 * Valgrind carries out x87 arithmetic in double precision, so under it the
 * library's long double results are only double-accurate; the tests then
 * widen the tolerances that rest on extended precision (and say so).
 */
#ifndef GIMMIK_TEST_PRECISION_H
#define GIMMIK_TEST_PRECISION_H

/* The unit round-off of long double arithmetic as it actually runs. */
static inline long double arithmetic_epsilon(void) {
  volatile long double epsilon = 1.0L, sum = 2.0L;
  while (sum != 1.0L) {
    epsilon /= 2;
    sum = 1.0L + epsilon / 2;
  }
  return epsilon;
}

static inline int extended_precision(void) {
  return arithmetic_epsilon() < 1e-17L;
}

/* `ulps` units of round-off of the actual long double arithmetic. */
static inline long double long_tolerance(double ulps) {
  return ulps * arithmetic_epsilon();
}

/* A tolerance for a double result, widened a hundredfold when the long
 * double computation behind it ran in double precision. */
static inline double double_tolerance(double tolerance) {
  return extended_precision() ? tolerance : 100 * tolerance;
}

static inline void report_precision(void) {
  if (!extended_precision())
    printf("note: long double runs in double precision here (valgrind?); "
           "tolerances widened\n");
}

#endif
