// gimmikc: vector map (1 statements), f32
#include <stddef.h>

void gimmik_vector(ptrdiff_t n, const double *restrict alpha_at, float *restrict x, const float *restrict p);
void gimmik_vector_entry(void *const *args);

void gimmik_vector(ptrdiff_t n, const double *restrict alpha_at, float *restrict x, const float *restrict p)
{
  const float alpha = (float)alpha_at[0];
#pragma omp parallel for simd schedule(static)
  for (ptrdiff_t t = 0; t < n; t++) {
    float v_x = x[t];
    const float v_p = p[t];
    v_x = v_x + alpha*v_p;
    x[t] = v_x;
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_vector_entry(void *const *args)
{
  gimmik_vector(*(ptrdiff_t const *)args[0], *(const double * const *)args[1], *(float * const *)args[2], *(const float * const *)args[3]);
}
