// gimmikc: vector map (2 statements), f64
#include <stddef.h>

void gimmik_vector(ptrdiff_t n, const double *restrict next, double *restrict rho, double *restrict ratio);
void gimmik_vector_entry(void *const *args);

void gimmik_vector(ptrdiff_t n, const double *restrict next, double *restrict rho, double *restrict ratio)
{
#pragma omp parallel for simd schedule(static)
  for (ptrdiff_t t = 0; t < n; t++) {
    const double v_next = next[t];
    double v_rho = rho[t];
    double v_ratio = v_next/v_rho;
    v_rho = v_next;
    rho[t] = v_rho;
    ratio[t] = v_ratio;
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_vector_entry(void *const *args)
{
  gimmik_vector(*(ptrdiff_t const *)args[0], *(const double * const *)args[1], *(double * const *)args[2], *(double * const *)args[3]);
}
