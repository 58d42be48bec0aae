// gimmikc: dss pack (field to send buffer), N = 5, f64, blocks of 8 elements
#include <stddef.h>

void gimmik_dss(int length, const int *restrict buffer_nodes, const int *restrict copy_offsets, const int *restrict copies, const double *restrict u, double *restrict send);
void gimmik_dss_entry(void *const *args);

void gimmik_dss(int length, const int *restrict buffer_nodes, const int *restrict copy_offsets, const int *restrict copies, const double *restrict u, double *restrict send)
{
#pragma omp parallel for schedule(static)
  for (int t = 0; t < length; t++) {
    const int i = buffer_nodes[t];
    const int begin = copy_offsets[i], end = copy_offsets[i + 1];
    unsigned l = (unsigned)copies[begin];
    double sum = u[(l/125/8*125 + l%125)*8 + l/125%8];
    for (int c = begin + 1; c < end; c++) {
      l = (unsigned)copies[c];
      sum += u[(l/125/8*125 + l%125)*8 + l/125%8];
    }
    send[t] = sum;
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_dss_entry(void *const *args)
{
  gimmik_dss(*(int const *)args[0], *(const int * const *)args[1], *(const int * const *)args[2], *(const int * const *)args[3], *(const double * const *)args[4], *(double * const *)args[5]);
}
