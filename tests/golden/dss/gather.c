// gimmikc: dss gather (gather-scatter), N = 8, f64, element-major
#include <stddef.h>

void gimmik_dss(int count, const int *restrict offsets, const int *restrict indices, double *restrict u);
void gimmik_dss_entry(void *const *args);

void gimmik_dss(int count, const int *restrict offsets, const int *restrict indices, double *restrict u)
{
#pragma omp parallel for schedule(static)
  for (int t = 0; t < count; t++) {
    const int begin = offsets[t], end = offsets[t + 1];
    double sum = u[indices[begin]];
    for (int c = begin + 1; c < end; c++) sum += u[indices[c]];
    for (int c = begin; c < end; c++) u[indices[c]] = sum;
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_dss_entry(void *const *args)
{
  gimmik_dss(*(int const *)args[0], *(const int * const *)args[1], *(const int * const *)args[2], *(double * const *)args[3]);
}
