// gimmikc: vector reduce (2 statements, 1 sums), f64
#include <stddef.h>

void gimmik_vector(ptrdiff_t n, double alpha, double *restrict x, const double *restrict p, double *restrict r, const double *restrict w, const double *restrict e, double *restrict partials);
void gimmik_vector_entry(void *const *args);

void gimmik_vector(ptrdiff_t n, double alpha, double *restrict x, const double *restrict p, double *restrict r, const double *restrict w, const double *restrict e, double *restrict partials)
{
#pragma omp parallel for schedule(static)
  for (ptrdiff_t b = 0; b < 1024; b++) {
    const ptrdiff_t first = n*b/1024, last = n*(b + 1)/1024;
    double acc0 = 0.0;
    for (ptrdiff_t t = first; t < last; t++) {
      double v_x = x[t];
      const double v_p = p[t];
      double v_r = r[t];
      const double v_w = w[t];
      const double v_e = e[t];
      v_x = v_x + alpha*v_p;
      v_r = v_r - alpha*v_w;
      x[t] = v_x;
      r[t] = v_r;
      acc0 += v_e*v_r*v_r;
    }
    partials[b*1 + 0] = acc0;
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_vector_entry(void *const *args)
{
  gimmik_vector(*(ptrdiff_t const *)args[0], *(double const *)args[1], *(double * const *)args[2], *(const double * const *)args[3], *(double * const *)args[4], *(const double * const *)args[5], *(const double * const *)args[6], *(double * const *)args[7]);
}
