// gimmikc: vector map (1 statements), f64
#include <stddef.h>

void gimmik_vector(ptrdiff_t n, const double *restrict mask, double *restrict weight);
void gimmik_vector_entry(void *const *args);

void gimmik_vector(ptrdiff_t n, const double *restrict mask, double *restrict weight)
{
#pragma omp parallel for simd schedule(static)
  for (ptrdiff_t t = 0; t < n; t++) {
    const double v_mask = mask[t];
    double v_weight = weight[t];
    v_weight = v_mask/v_weight;
    weight[t] = v_weight;
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_vector_entry(void *const *args)
{
  gimmik_vector(*(ptrdiff_t const *)args[0], *(const double * const *)args[1], *(double * const *)args[2]);
}
