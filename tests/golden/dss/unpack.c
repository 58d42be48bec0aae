// gimmikc: dss unpack (buffers to field), N = 8, f64, element-major
#include <stddef.h>

void gimmik_dss(int count, const int *restrict sum_offsets, const int *restrict sum_sources, const int *restrict copy_offsets, const int *restrict copies, const double *restrict buffers, double *restrict u);
void gimmik_dss_entry(void *const *args);

void gimmik_dss(int count, const int *restrict sum_offsets, const int *restrict sum_sources, const int *restrict copy_offsets, const int *restrict copies, const double *restrict buffers, double *restrict u)
{
#pragma omp parallel for schedule(static)
  for (int t = 0; t < count; t++) {
    const int first = sum_offsets[t], last = sum_offsets[t + 1];
    double sum = buffers[sum_sources[first]];
    for (int k = first + 1; k < last; k++) sum += buffers[sum_sources[k]];
    for (int c = copy_offsets[t]; c < copy_offsets[t + 1]; c++) {
      const unsigned l = (unsigned)copies[c];
      u[l] = sum;
    }
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_dss_entry(void *const *args)
{
  gimmik_dss(*(int const *)args[0], *(const int * const *)args[1], *(const int * const *)args[2], *(const int * const *)args[3], *(const int * const *)args[4], *(const double * const *)args[5], *(double * const *)args[6]);
}
