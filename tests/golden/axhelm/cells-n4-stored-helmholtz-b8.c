// gimmikc: axhelm cells (), N = 4, d = 1, helmholtz, constant coefficients, stored geometry, f64
#include <stddef.h>
static const double c_D[16] = {-3.0, 4.045084971874737, -1.545084971874737, 0.5, -0.8090169943749475, 0.0, 1.118033988749895, -0.30901699437494745, 0.30901699437494745, -1.118033988749895, 0.0, 0.8090169943749475, -0.5, 1.545084971874737, -4.045084971874737, 3.0};
static const double c_DT[16] = {-3.0, -0.8090169943749475, 0.30901699437494745, -0.5, 4.045084971874737, 0.0, -1.118033988749895, 1.545084971874737, -1.545084971874737, 1.118033988749895, 0.0, -4.045084971874737, 0.5, -0.30901699437494745, 0.8090169943749475, 3.0};

void gimmik_axhelm(int elements, int first, const double *restrict ggeo, double in_beta, const double *restrict in_z, double *restrict u, double *restrict au, double *restrict partials);
void gimmik_axhelm_entry(void *const *args);

void gimmik_axhelm(int elements, int first, const double *restrict ggeo, double in_beta, const double *restrict in_z, double *restrict u, double *restrict au, double *restrict partials)
{
#pragma omp parallel for schedule(static)
  for (int e = first; e < first + elements; e++) {
    const ptrdiff_t base = (ptrdiff_t)(e / 8)*512 + e % 8;
    double dot = 0.0;
    {
      double lr0[64], ls0[64], lt0[64];
      double hu0[64];
      double ul0[64];
      double *restrict uc0 = u + base;
      const double *restrict E_z0 = in_z + base;
      for (int own = 0; own < 64; own++) {
        ul0[own] = E_z0[own*8] + in_beta*uc0[own*8];
        uc0[own*8] = ul0[own];
      }
      for (int k = 0; k < 4; k++)
        for (int j = 0; j < 4; j++)
          for (int i = 0; i < 4; i++) {
            const int own = i + 4*j + 16*k;
            const double *restrict ge = ggeo + (ptrdiff_t)(e / 8)*3584 + e % 8;
            const double g00 = ge[own*8];
            const double g01 = ge[own*8 + 512];
            const double g02 = ge[own*8 + 1024];
            const double g11 = ge[own*8 + 1536];
            const double g12 = ge[own*8 + 2048];
            const double g22 = ge[own*8 + 2560];
            const double hm = 0.5*ge[own*8 + 3072];
            const double ur0 = c_DT[i]*ul0[16*k + 4*j] + c_DT[i + 4]*ul0[16*k + 4*j + 1] + c_DT[i + 8]*ul0[16*k + 4*j + 2] + c_DT[i + 12]*ul0[16*k + 4*j + 3];
            const double us0 = c_DT[j]*ul0[16*k + i] + c_DT[j + 4]*ul0[16*k + i + 4] + c_DT[j + 8]*ul0[16*k + i + 8] + c_DT[j + 12]*ul0[16*k + i + 12];
            const double ut0 = c_DT[k]*ul0[4*j + i] + c_DT[k + 4]*ul0[4*j + i + 16] + c_DT[k + 8]*ul0[4*j + i + 32] + c_DT[k + 12]*ul0[4*j + i + 48];
            const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
            const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
            const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
            dot += ur0*gr0 + us0*gs0 + ut0*gt0 + hm*ul0[own]*ul0[own];
            lr0[own] = gr0;
            ls0[own] = gs0;
            lt0[own] = gt0;
            hu0[own] = hm*ul0[own];
          }
      double *restrict auc0 = au + base;
      for (int k = 0; k < 4; k++)
        for (int j = 0; j < 4; j++)
          for (int i = 0; i < 4; i++) {
            const int own = i + 4*j + 16*k;
            auc0[own*8] = c_D[i]*lr0[16*k + 4*j] + c_D[i + 4]*lr0[16*k + 4*j + 1] + c_D[i + 8]*lr0[16*k + 4*j + 2] + c_D[i + 12]*lr0[16*k + 4*j + 3] + c_D[j]*ls0[16*k + i] + c_D[j + 4]*ls0[16*k + i + 4] + c_D[j + 8]*ls0[16*k + i + 8] + c_D[j + 12]*ls0[16*k + i + 12] + c_D[k]*lt0[4*j + i] + c_D[k + 4]*lt0[4*j + i + 16] + c_D[k + 8]*lt0[4*j + i + 32] + c_D[k + 12]*lt0[4*j + i + 48] + hu0[own];
          }
    }
    partials[e - first] = dot;
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_axhelm_entry(void *const *args)
{
  gimmik_axhelm(*(int const *)args[0], *(int const *)args[1], *(const double * const *)args[2], *(double const *)args[3], *(const double * const *)args[4], *(double * const *)args[5], *(double * const *)args[6], *(double * const *)args[7]);
}
