/* random.c: splitmix64 and the values made from it (random.h). */
#include "random.h"

#include <math.h>

uint64_t gimmik_random_next(uint64_t *state) {
  uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
  return z ^ (z >> 31);
}

double gimmik_random_unit(uint64_t *state) {
  return (double)(gimmik_random_next(state) >> 11) * 0x1.0p-53;
}

double gimmik_random_nonzero(uint64_t *state) {
  for (;;) {
    double value = 2.0 * gimmik_random_unit(state) - 1.0;
    if (fabs(value) >= 1e-3) return value;
  }
}
