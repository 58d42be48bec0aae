// gimmikc: axhelm cells (), N = 3, d = 1, poisson, constant coefficients, parallelepiped geometry, f64
#include <stddef.h>
static const double c_D[9] = {-1.5, 2.0, -0.5, -0.5, 0.0, 0.5, 0.5, -2.0, 1.5};
static const double c_DT[9] = {-1.5, -0.5, 0.5, 2.0, 0.0, -2.0, -0.5, 0.5, 1.5};
static const double c_w[3] = {0.3333333333333333, 1.3333333333333333, 0.3333333333333333};

void gimmik_axhelm(int elements, int first, const double *restrict pgeo, double in_alpha, double in_beta, double *restrict in_x, const double *restrict in_d, const double *restrict in_r, double *restrict u, double *restrict au, double *restrict partials);
void gimmik_axhelm_entry(void *const *args);

void gimmik_axhelm(int elements, int first, const double *restrict pgeo, double in_alpha, double in_beta, double *restrict in_x, const double *restrict in_d, const double *restrict in_r, double *restrict u, double *restrict au, double *restrict partials)
{
#pragma omp parallel for schedule(static)
  for (int e = first; e < first + elements; e++) {
    const ptrdiff_t base = (ptrdiff_t)e*27;
    double dot = 0.0;
    {
      double lr0[27], ls0[27], lt0[27];
      double ul0[27];
      double *restrict uc0 = u + base;
      double *restrict E_x0 = in_x + base;
      const double *restrict E_d0 = in_d + base;
      const double *restrict E_r0 = in_r + base;
      for (int own = 0; own < 27; own++) {
        E_x0[own] = E_x0[own] + in_alpha*uc0[own];
        ul0[own] = E_d0[own]*E_r0[own] + in_beta*uc0[own];
        uc0[own] = ul0[own];
      }
      for (int k = 0; k < 3; k++)
        for (int j = 0; j < 3; j++)
          for (int i = 0; i < 3; i++) {
            const int own = i + 3*j + 9*k;
            const double wt = c_w[i]*c_w[j]*c_w[k];
            const double *restrict pe = pgeo + (ptrdiff_t)e*7;
            const double q0 = wt*pe[0];
            const double q1 = wt*pe[1];
            const double q2 = wt*pe[2];
            const double q3 = wt*pe[3];
            const double q4 = wt*pe[4];
            const double q5 = wt*pe[5];
            const double g00 = q0;
            const double g01 = q1;
            const double g02 = q2;
            const double g11 = q3;
            const double g12 = q4;
            const double g22 = q5;
            const double ur0 = c_DT[i]*ul0[9*k + 3*j] + c_DT[i + 3]*ul0[9*k + 3*j + 1] + c_DT[i + 6]*ul0[9*k + 3*j + 2];
            const double us0 = c_DT[j]*ul0[9*k + i] + c_DT[j + 3]*ul0[9*k + i + 3] + c_DT[j + 6]*ul0[9*k + i + 6];
            const double ut0 = c_DT[k]*ul0[3*j + i] + c_DT[k + 3]*ul0[3*j + i + 9] + c_DT[k + 6]*ul0[3*j + i + 18];
            const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
            const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
            const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
            dot += ur0*gr0 + us0*gs0 + ut0*gt0;
            lr0[own] = gr0;
            ls0[own] = gs0;
            lt0[own] = gt0;
          }
      double *restrict auc0 = au + base;
      for (int k = 0; k < 3; k++)
        for (int j = 0; j < 3; j++)
          for (int i = 0; i < 3; i++) {
            const int own = i + 3*j + 9*k;
            auc0[own] = c_D[i]*lr0[9*k + 3*j] + c_D[i + 3]*lr0[9*k + 3*j + 1] + c_D[i + 6]*lr0[9*k + 3*j + 2] + c_D[j]*ls0[9*k + i] + c_D[j + 3]*ls0[9*k + i + 3] + c_D[j + 6]*ls0[9*k + i + 6] + c_D[k]*lt0[3*j + i] + c_D[k + 3]*lt0[3*j + i + 9] + c_D[k + 6]*lt0[3*j + i + 18];
          }
    }
    partials[e - first] = dot;
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_axhelm_entry(void *const *args)
{
  gimmik_axhelm(*(int const *)args[0], *(int const *)args[1], *(const double * const *)args[2], *(double const *)args[3], *(double const *)args[4], *(double * const *)args[5], *(const double * const *)args[6], *(const double * const *)args[7], *(double * const *)args[8], *(double * const *)args[9], *(double * const *)args[10]);
}
