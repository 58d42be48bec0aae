// gimmikc: dss cascade (x pass of 3 x 3 x 3), N = 4, f64, blocks of 8 elements
#include <stddef.h>

void gimmik_dss(double *restrict u);
void gimmik_dss_entry(void *const *args);

void gimmik_dss(double *restrict u)
{
#pragma omp parallel for schedule(static)
  for (int t = 0; t < 512; t++) {
    const unsigned r1 = (unsigned)t + 0u;
    const unsigned e1 = r1 / 128u*8u + r1 % 8u;
    const unsigned f1 = (unsigned)(r1 / 8u % 16u);
    const int ok1 = r1 < 512u && e1 % 3u < 2u && e1 < 26u;
    const unsigned a1 = f1 % 4u, b1 = f1 / 4u;
    const unsigned e1n = e1 + 1u;
    const unsigned first1 = (e1/8*64 + 3 + 4*a1 + 16*b1)*8 + e1%8;
    const unsigned second1 = (e1n/8*64 + 4*a1 + 16*b1)*8 + e1n%8;
    const double x1 = ok1 ? u[first1] : 0;
    const double y1 = ok1 ? u[second1] : 0;
    if (ok1) {
      const double sum = x1 + y1;
      u[first1] = sum;
      u[second1] = sum;
    }
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_dss_entry(void *const *args)
{
  gimmik_dss(*(double * const *)args[0]);
}
