// gimmikc: axhelm cells (), N = 3, d = 1, poisson, constant coefficients, parallelepiped geometry, f32
#include <stddef.h>
static const float c_D[9] = {-1.5f, 2.0f, -0.5f, -0.5f, 0.0f, 0.5f, 0.5f, -2.0f, 1.5f};
static const float c_DT[9] = {-1.5f, -0.5f, 0.5f, 2.0f, 0.0f, -2.0f, -0.5f, 0.5f, 1.5f};
static const float c_w[3] = {0.33333334f, 1.3333334f, 0.33333334f};

void gimmik_axhelm(int elements, int first, const float *restrict pgeo, const double *restrict in_alpha_at, const double *restrict in_beta_at, float *restrict in_x, const float *restrict in_d, const float *restrict in_r, float *restrict u, float *restrict au, float *restrict partials);
void gimmik_axhelm_entry(void *const *args);

void gimmik_axhelm(int elements, int first, const float *restrict pgeo, const double *restrict in_alpha_at, const double *restrict in_beta_at, float *restrict in_x, const float *restrict in_d, const float *restrict in_r, float *restrict u, float *restrict au, float *restrict partials)
{
  const float in_alpha = (float)in_alpha_at[0];
  const float in_beta = (float)in_beta_at[0];
#pragma omp parallel for schedule(static)
  for (int e = first; e < first + elements; e++) {
    const ptrdiff_t base = (ptrdiff_t)e*27;
    float dot = 0.0f;
    {
      float lr0[27], ls0[27], lt0[27];
      float ul0[27];
      float *restrict uc0 = u + base;
      float *restrict E_x0 = in_x + base;
      const float *restrict E_d0 = in_d + base;
      const float *restrict E_r0 = in_r + base;
      for (int own = 0; own < 27; own++) {
        E_x0[own] = E_x0[own] + in_alpha*uc0[own];
        ul0[own] = E_d0[own]*E_r0[own] + in_beta*uc0[own];
        uc0[own] = ul0[own];
      }
      for (int k = 0; k < 3; k++)
        for (int j = 0; j < 3; j++)
          for (int i = 0; i < 3; i++) {
            const int own = i + 3*j + 9*k;
            const float wt = c_w[i]*c_w[j]*c_w[k];
            const float *restrict pe = pgeo + (ptrdiff_t)e*7;
            const float q0 = wt*pe[0];
            const float q1 = wt*pe[1];
            const float q2 = wt*pe[2];
            const float q3 = wt*pe[3];
            const float q4 = wt*pe[4];
            const float q5 = wt*pe[5];
            const float g00 = q0;
            const float g01 = q1;
            const float g02 = q2;
            const float g11 = q3;
            const float g12 = q4;
            const float g22 = q5;
            const float ur0 = c_DT[i]*ul0[9*k + 3*j] + c_DT[i + 3]*ul0[9*k + 3*j + 1] + c_DT[i + 6]*ul0[9*k + 3*j + 2];
            const float us0 = c_DT[j]*ul0[9*k + i] + c_DT[j + 3]*ul0[9*k + i + 3] + c_DT[j + 6]*ul0[9*k + i + 6];
            const float ut0 = c_DT[k]*ul0[3*j + i] + c_DT[k + 3]*ul0[3*j + i + 9] + c_DT[k + 6]*ul0[3*j + i + 18];
            const float gr0 = g00*ur0 + g01*us0 + g02*ut0;
            const float gs0 = g01*ur0 + g11*us0 + g12*ut0;
            const float gt0 = g02*ur0 + g12*us0 + g22*ut0;
            dot += ur0*gr0 + us0*gs0 + ut0*gt0;
            lr0[own] = gr0;
            ls0[own] = gs0;
            lt0[own] = gt0;
          }
      float *restrict auc0 = au + base;
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
  gimmik_axhelm(*(int const *)args[0], *(int const *)args[1], *(const float * const *)args[2], *(const double * const *)args[3], *(const double * const *)args[4], *(float * const *)args[5], *(const float * const *)args[6], *(const float * const *)args[7], *(float * const *)args[8], *(float * const *)args[9], *(float * const *)args[10]);
}
