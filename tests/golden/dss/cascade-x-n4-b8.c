// gimmikc: dss cascade (x pass of 3 x 3 x 3), N = 4, f64, blocks of 8 elements
#include <stddef.h>

void gimmik_dss(double *restrict u);
void gimmik_dss_entry(void *const *args);

void gimmik_dss(double *restrict u)
{
#pragma omp parallel for schedule(static)
  for (int t = 0; t < 288; t++) {
    const int f = (int)(t / 18);
    const int q = t % 18;
    const int a = f % 4, b = f / 4;
    const int e = q % 2 + q / 2 % 3*3 + q / 6*9;
    const int e2 = e + 1;
    const int first = (e/8*64 + 3 + 4*a + 16*b)*8 + e%8;
    const int second = (e2/8*64 + 4*a + 16*b)*8 + e2%8;
    const double sum = u[first] + u[second];
    u[first] = sum;
    u[second] = sum;
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_dss_entry(void *const *args)
{
  gimmik_dss(*(double * const *)args[0]);
}
