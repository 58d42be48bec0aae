// gimmikc: axhelm cells (), N = 6, d = 1, helmholtz, per-node coefficients, stored geometry, f32
#include <stddef.h>
static const float c_D[36] = {-7.5f, 10.141416f, -4.036187f, 2.2446847f, -1.3499134f, 0.5f, -1.7863649f, 0.0f, 2.5234268f, -1.1528282f, 0.6535475f, -0.23778118f, 0.48495105f, -1.721257f, 0.0f, 1.752962f, -0.7863567f, 0.26970062f, -0.26970062f, 0.7863567f, -1.752962f, 0.0f, 1.721257f, -0.48495105f, 0.23778118f, -0.6535475f, 1.1528282f, -2.5234268f, 0.0f, 1.7863649f, -0.5f, 1.3499134f, -2.2446847f, 4.036187f, -10.141416f, 7.5f};
static const float c_DT[36] = {-7.5f, -1.7863649f, 0.48495105f, -0.26970062f, 0.23778118f, -0.5f, 10.141416f, 0.0f, -1.721257f, 0.7863567f, -0.6535475f, 1.3499134f, -4.036187f, 2.5234268f, 0.0f, -1.752962f, 1.1528282f, -2.2446847f, 2.2446847f, -1.1528282f, 1.752962f, 0.0f, -2.5234268f, 4.036187f, -1.3499134f, 0.6535475f, -0.7863567f, 1.721257f, 0.0f, -10.141416f, 0.5f, -0.23778118f, 0.26970062f, -0.48495105f, 1.7863649f, 7.5f};

void gimmik_axhelm(int elements, int first, const float *restrict ggeo, const float *restrict lambda0, const float *restrict lambda1, const float *restrict u, float *restrict au);
void gimmik_axhelm_entry(void *const *args);

void gimmik_axhelm(int elements, int first, const float *restrict ggeo, const float *restrict lambda0, const float *restrict lambda1, const float *restrict u, float *restrict au)
{
#pragma omp parallel for schedule(static)
  for (int e = first; e < first + elements; e++) {
    const ptrdiff_t base = (ptrdiff_t)e*216;
    {
      float lr0[216], ls0[216], lt0[216];
      float hu0[216];
      const float *restrict uc0 = u + base;
      for (int k = 0; k < 6; k++)
        for (int j = 0; j < 6; j++)
          for (int i = 0; i < 6; i++) {
            const int own = i + 6*j + 36*k;
            const float *restrict ge = ggeo + base*7;
            const float *restrict lambda0_e = lambda0 + base;
            const float *restrict lambda1_e = lambda1 + base;
            const float lam0 = lambda0_e[own];
            const float lam1 = lambda1_e[own];
            const float g00 = ge[own];
            const float g01 = ge[own + 216];
            const float g02 = ge[own + 432];
            const float g11 = ge[own + 648];
            const float g12 = ge[own + 864];
            const float g22 = ge[own + 1080];
            const float hm = lam1*ge[own + 1296];
            const float ur0 = c_DT[i]*uc0[36*k + 6*j] + c_DT[i + 6]*uc0[36*k + 6*j + 1] + c_DT[i + 12]*uc0[36*k + 6*j + 2] + c_DT[i + 18]*uc0[36*k + 6*j + 3] + c_DT[i + 24]*uc0[36*k + 6*j + 4] + c_DT[i + 30]*uc0[36*k + 6*j + 5];
            const float us0 = c_DT[j]*uc0[36*k + i] + c_DT[j + 6]*uc0[36*k + i + 6] + c_DT[j + 12]*uc0[36*k + i + 12] + c_DT[j + 18]*uc0[36*k + i + 18] + c_DT[j + 24]*uc0[36*k + i + 24] + c_DT[j + 30]*uc0[36*k + i + 30];
            const float ut0 = c_DT[k]*uc0[6*j + i] + c_DT[k + 6]*uc0[6*j + i + 36] + c_DT[k + 12]*uc0[6*j + i + 72] + c_DT[k + 18]*uc0[6*j + i + 108] + c_DT[k + 24]*uc0[6*j + i + 144] + c_DT[k + 30]*uc0[6*j + i + 180];
            const float gr0 = lam0*(g00*ur0 + g01*us0 + g02*ut0);
            const float gs0 = lam0*(g01*ur0 + g11*us0 + g12*ut0);
            const float gt0 = lam0*(g02*ur0 + g12*us0 + g22*ut0);
            lr0[own] = gr0;
            ls0[own] = gs0;
            lt0[own] = gt0;
            hu0[own] = hm*uc0[own];
          }
      float *restrict auc0 = au + base;
      for (int k = 0; k < 6; k++)
        for (int j = 0; j < 6; j++)
          for (int i = 0; i < 6; i++) {
            const int own = i + 6*j + 36*k;
            auc0[own] = c_D[i]*lr0[36*k + 6*j] + c_D[i + 6]*lr0[36*k + 6*j + 1] + c_D[i + 12]*lr0[36*k + 6*j + 2] + c_D[i + 18]*lr0[36*k + 6*j + 3] + c_D[i + 24]*lr0[36*k + 6*j + 4] + c_D[i + 30]*lr0[36*k + 6*j + 5] + c_D[j]*ls0[36*k + i] + c_D[j + 6]*ls0[36*k + i + 6] + c_D[j + 12]*ls0[36*k + i + 12] + c_D[j + 18]*ls0[36*k + i + 18] + c_D[j + 24]*ls0[36*k + i + 24] + c_D[j + 30]*ls0[36*k + i + 30] + c_D[k]*lt0[6*j + i] + c_D[k + 6]*lt0[6*j + i + 36] + c_D[k + 12]*lt0[6*j + i + 72] + c_D[k + 18]*lt0[6*j + i + 108] + c_D[k + 24]*lt0[6*j + i + 144] + c_D[k + 30]*lt0[6*j + i + 180] + hu0[own];
          }
    }
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_axhelm_entry(void *const *args)
{
  gimmik_axhelm(*(int const *)args[0], *(int const *)args[1], *(const float * const *)args[2], *(const float * const *)args[3], *(const float * const *)args[4], *(const float * const *)args[5], *(float * const *)args[6]);
}
