// gimmikc: axhelm cells (), N = 4, d = 1, poisson, constant coefficients, trilinear geometry, f64
#include <stddef.h>
static const double c_D[16] = {-3.0, 4.045084971874737, -1.545084971874737, 0.5, -0.8090169943749475, 0.0, 1.118033988749895, -0.30901699437494745, 0.30901699437494745, -1.118033988749895, 0.0, 0.8090169943749475, -0.5, 1.545084971874737, -4.045084971874737, 3.0};
static const double c_DT[16] = {-3.0, -0.8090169943749475, 0.30901699437494745, -0.5, 4.045084971874737, 0.0, -1.118033988749895, 1.545084971874737, -1.545084971874737, 1.118033988749895, 0.0, -4.045084971874737, 0.5, -0.30901699437494745, 0.8090169943749475, 3.0};
static const double c_w[4] = {0.16666666666666666, 0.8333333333333334, 0.8333333333333334, 0.16666666666666666};
static const double c_x[4] = {-1.0, -0.4472135954999579, 0.4472135954999579, 1.0};

void gimmik_axhelm(int elements, int first, const double *restrict vertices, double in_beta, const double *restrict in_d, const double *restrict in_r, double *restrict u, double *restrict au, double *restrict partials);
void gimmik_axhelm_entry(void *const *args);

void gimmik_axhelm(int elements, int first, const double *restrict vertices, double in_beta, const double *restrict in_d, const double *restrict in_r, double *restrict u, double *restrict au, double *restrict partials)
{
#pragma omp parallel for schedule(static)
  for (int e = first; e < first + elements; e++) {
    const ptrdiff_t base = (ptrdiff_t)(e / 4)*256 + e % 4;
    double dot = 0.0;
    {
      double lr0[64], ls0[64], lt0[64];
      double ul0[64];
      double *restrict uc0 = u + base;
      const double *restrict E_d0 = in_d + base;
      const double *restrict E_r0 = in_r + base;
      for (int own = 0; own < 64; own++) {
        ul0[own] = E_d0[own*4]*E_r0[own*4] + in_beta*uc0[own*4];
        uc0[own*4] = ul0[own];
      }
      for (int k = 0; k < 4; k++)
        for (int j = 0; j < 4; j++)
          for (int i = 0; i < 4; i++) {
            const int own = i + 4*j + 16*k;
            const double wt = c_w[i]*c_w[j]*c_w[k];
            const double *restrict xv = vertices + (ptrdiff_t)e*24;
            const double r = c_x[i];
            const double s = c_x[j];
            const double tk = c_x[k];
            const double rm = 1.0 - r, rp = 1.0 + r;
            const double sm = 1.0 - s, sp = 1.0 + s;
            const double x0_0 = xv[0];
            const double x1_0 = xv[3];
            const double x2_0 = xv[6];
            const double x3_0 = xv[9];
            const double x4_0 = xv[12];
            const double x5_0 = xv[15];
            const double x6_0 = xv[18];
            const double x7_0 = xv[21];
            const double r0_0 = (x1_0 - x0_0)*sm + (x3_0 - x2_0)*sp;
            const double r1_0 = (x5_0 - x4_0)*sm + (x7_0 - x6_0)*sp;
            const double s0_0 = (x2_0 - x0_0)*rm + (x3_0 - x1_0)*rp;
            const double s1_0 = (x6_0 - x4_0)*rm + (x7_0 - x5_0)*rp;
            const double jra0 = 0.125*(r0_0 + r1_0);
            const double jrb0 = 0.125*(r1_0 - r0_0);
            const double jsa0 = 0.125*(s0_0 + s1_0);
            const double jsb0 = 0.125*(s1_0 - s0_0);
            const double jt0 = 0.125*(((x4_0 - x0_0)*rm + (x5_0 - x1_0)*rp)*sm + ((x6_0 - x2_0)*rm + (x7_0 - x3_0)*rp)*sp);
            const double x0_1 = xv[1];
            const double x1_1 = xv[4];
            const double x2_1 = xv[7];
            const double x3_1 = xv[10];
            const double x4_1 = xv[13];
            const double x5_1 = xv[16];
            const double x6_1 = xv[19];
            const double x7_1 = xv[22];
            const double r0_1 = (x1_1 - x0_1)*sm + (x3_1 - x2_1)*sp;
            const double r1_1 = (x5_1 - x4_1)*sm + (x7_1 - x6_1)*sp;
            const double s0_1 = (x2_1 - x0_1)*rm + (x3_1 - x1_1)*rp;
            const double s1_1 = (x6_1 - x4_1)*rm + (x7_1 - x5_1)*rp;
            const double jra1 = 0.125*(r0_1 + r1_1);
            const double jrb1 = 0.125*(r1_1 - r0_1);
            const double jsa1 = 0.125*(s0_1 + s1_1);
            const double jsb1 = 0.125*(s1_1 - s0_1);
            const double jt1 = 0.125*(((x4_1 - x0_1)*rm + (x5_1 - x1_1)*rp)*sm + ((x6_1 - x2_1)*rm + (x7_1 - x3_1)*rp)*sp);
            const double x0_2 = xv[2];
            const double x1_2 = xv[5];
            const double x2_2 = xv[8];
            const double x3_2 = xv[11];
            const double x4_2 = xv[14];
            const double x5_2 = xv[17];
            const double x6_2 = xv[20];
            const double x7_2 = xv[23];
            const double r0_2 = (x1_2 - x0_2)*sm + (x3_2 - x2_2)*sp;
            const double r1_2 = (x5_2 - x4_2)*sm + (x7_2 - x6_2)*sp;
            const double s0_2 = (x2_2 - x0_2)*rm + (x3_2 - x1_2)*rp;
            const double s1_2 = (x6_2 - x4_2)*rm + (x7_2 - x5_2)*rp;
            const double jra2 = 0.125*(r0_2 + r1_2);
            const double jrb2 = 0.125*(r1_2 - r0_2);
            const double jsa2 = 0.125*(s0_2 + s1_2);
            const double jsb2 = 0.125*(s1_2 - s0_2);
            const double jt2 = 0.125*(((x4_2 - x0_2)*rm + (x5_2 - x1_2)*rp)*sm + ((x6_2 - x2_2)*rm + (x7_2 - x3_2)*rp)*sp);
            const double jr0 = jra0 + tk*jrb0;
            const double js0 = jsa0 + tk*jsb0;
            const double jr1 = jra1 + tk*jrb1;
            const double js1 = jsa1 + tk*jsb1;
            const double jr2 = jra2 + tk*jrb2;
            const double js2 = jsa2 + tk*jsb2;
            const double ar0 = js1*jt2 - js2*jt1;
            const double ar1 = js2*jt0 - js0*jt2;
            const double ar2 = js0*jt1 - js1*jt0;
            const double as0 = jt1*jr2 - jt2*jr1;
            const double as1 = jt2*jr0 - jt0*jr2;
            const double as2 = jt0*jr1 - jt1*jr0;
            const double at0 = jr1*js2 - jr2*js1;
            const double at1 = jr2*js0 - jr0*js2;
            const double at2 = jr0*js1 - jr1*js0;
            const double det = jr0*ar0 + jr1*ar1 + jr2*ar2;
            const double inv = wt/det;
            const double ur0 = c_DT[i]*ul0[16*k + 4*j] + c_DT[i + 4]*ul0[16*k + 4*j + 1] + c_DT[i + 8]*ul0[16*k + 4*j + 2] + c_DT[i + 12]*ul0[16*k + 4*j + 3];
            const double us0 = c_DT[j]*ul0[16*k + i] + c_DT[j + 4]*ul0[16*k + i + 4] + c_DT[j + 8]*ul0[16*k + i + 8] + c_DT[j + 12]*ul0[16*k + i + 12];
            const double ut0 = c_DT[k]*ul0[4*j + i] + c_DT[k + 4]*ul0[4*j + i + 16] + c_DT[k + 8]*ul0[4*j + i + 32] + c_DT[k + 12]*ul0[4*j + i + 48];
            const double dx0 = ar0*ur0 + as0*us0 + at0*ut0;
            const double dy0 = ar1*ur0 + as1*us0 + at1*ut0;
            const double dz0 = ar2*ur0 + as2*us0 + at2*ut0;
            const double gr0 = inv*(ar0*dx0 + ar1*dy0 + ar2*dz0);
            const double gs0 = inv*(as0*dx0 + as1*dy0 + as2*dz0);
            const double gt0 = inv*(at0*dx0 + at1*dy0 + at2*dz0);
            dot += ur0*gr0 + us0*gs0 + ut0*gt0;
            lr0[own] = gr0;
            ls0[own] = gs0;
            lt0[own] = gt0;
          }
      double *restrict auc0 = au + base;
      for (int k = 0; k < 4; k++)
        for (int j = 0; j < 4; j++)
          for (int i = 0; i < 4; i++) {
            const int own = i + 4*j + 16*k;
            auc0[own*4] = c_D[i]*lr0[16*k + 4*j] + c_D[i + 4]*lr0[16*k + 4*j + 1] + c_D[i + 8]*lr0[16*k + 4*j + 2] + c_D[i + 12]*lr0[16*k + 4*j + 3] + c_D[j]*ls0[16*k + i] + c_D[j + 4]*ls0[16*k + i + 4] + c_D[j + 8]*ls0[16*k + i + 8] + c_D[j + 12]*ls0[16*k + i + 12] + c_D[k]*lt0[4*j + i] + c_D[k + 4]*lt0[4*j + i + 16] + c_D[k + 8]*lt0[4*j + i + 32] + c_D[k + 12]*lt0[4*j + i + 48];
          }
    }
    partials[e - first] = dot;
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_axhelm_entry(void *const *args)
{
  gimmik_axhelm(*(int const *)args[0], *(int const *)args[1], *(const double * const *)args[2], *(double const *)args[3], *(const double * const *)args[4], *(const double * const *)args[5], *(double * const *)args[6], *(double * const *)args[7], *(double * const *)args[8]);
}
