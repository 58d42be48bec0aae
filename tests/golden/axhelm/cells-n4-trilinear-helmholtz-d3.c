// gimmikc: axhelm cells (fuse=1), N = 4, d = 3, helmholtz, constant coefficients, trilinear geometry, f64
#include <stddef.h>
static const double c_D[16] = {-3.0, 4.045084971874737, -1.545084971874737, 0.5, -0.8090169943749475, 0.0, 1.118033988749895, -0.30901699437494745, 0.30901699437494745, -1.118033988749895, 0.0, 0.8090169943749475, -0.5, 1.545084971874737, -4.045084971874737, 3.0};
static const double c_DT[16] = {-3.0, -0.8090169943749475, 0.30901699437494745, -0.5, 4.045084971874737, 0.0, -1.118033988749895, 1.545084971874737, -1.545084971874737, 1.118033988749895, 0.0, -4.045084971874737, 0.5, -0.30901699437494745, 0.8090169943749475, 3.0};
static const double c_w[4] = {0.16666666666666666, 0.8333333333333334, 0.8333333333333334, 0.16666666666666666};
static const double c_x[4] = {-1.0, -0.4472135954999579, 0.4472135954999579, 1.0};

void gimmik_axhelm(int elements, int first, ptrdiff_t field_stride, const double *restrict vertices, const double *restrict u, double *restrict au);
void gimmik_axhelm_entry(void *const *args);

void gimmik_axhelm(int elements, int first, ptrdiff_t field_stride, const double *restrict vertices, const double *restrict u, double *restrict au)
{
#pragma omp parallel for schedule(static)
  for (int e = first; e < first + elements; e++) {
    const ptrdiff_t base = (ptrdiff_t)e*64;
    {
      double lr0[64], ls0[64], lt0[64];
      double hu0[64];
      const double *restrict uc0 = u + base;
      double lr1[64], ls1[64], lt1[64];
      double hu1[64];
      const double *restrict uc1 = u + field_stride + base;
      double lr2[64], ls2[64], lt2[64];
      double hu2[64];
      const double *restrict uc2 = u + 2*field_stride + base;
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
            const double g00 = inv*(ar0*ar0 + ar1*ar1 + ar2*ar2);
            const double g01 = inv*(ar0*as0 + ar1*as1 + ar2*as2);
            const double g02 = inv*(ar0*at0 + ar1*at1 + ar2*at2);
            const double g11 = inv*(as0*as0 + as1*as1 + as2*as2);
            const double g12 = inv*(as0*at0 + as1*at1 + as2*at2);
            const double g22 = inv*(at0*at0 + at1*at1 + at2*at2);
            const double hm = 0.5*wt*det;
            const double ur0 = c_DT[i]*uc0[16*k + 4*j] + c_DT[i + 4]*uc0[16*k + 4*j + 1] + c_DT[i + 8]*uc0[16*k + 4*j + 2] + c_DT[i + 12]*uc0[16*k + 4*j + 3];
            const double us0 = c_DT[j]*uc0[16*k + i] + c_DT[j + 4]*uc0[16*k + i + 4] + c_DT[j + 8]*uc0[16*k + i + 8] + c_DT[j + 12]*uc0[16*k + i + 12];
            const double ut0 = c_DT[k]*uc0[4*j + i] + c_DT[k + 4]*uc0[4*j + i + 16] + c_DT[k + 8]*uc0[4*j + i + 32] + c_DT[k + 12]*uc0[4*j + i + 48];
            const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
            const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
            const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
            lr0[own] = gr0;
            ls0[own] = gs0;
            lt0[own] = gt0;
            hu0[own] = hm*uc0[own];
            const double ur1 = c_DT[i]*uc1[16*k + 4*j] + c_DT[i + 4]*uc1[16*k + 4*j + 1] + c_DT[i + 8]*uc1[16*k + 4*j + 2] + c_DT[i + 12]*uc1[16*k + 4*j + 3];
            const double us1 = c_DT[j]*uc1[16*k + i] + c_DT[j + 4]*uc1[16*k + i + 4] + c_DT[j + 8]*uc1[16*k + i + 8] + c_DT[j + 12]*uc1[16*k + i + 12];
            const double ut1 = c_DT[k]*uc1[4*j + i] + c_DT[k + 4]*uc1[4*j + i + 16] + c_DT[k + 8]*uc1[4*j + i + 32] + c_DT[k + 12]*uc1[4*j + i + 48];
            const double gr1 = g00*ur1 + g01*us1 + g02*ut1;
            const double gs1 = g01*ur1 + g11*us1 + g12*ut1;
            const double gt1 = g02*ur1 + g12*us1 + g22*ut1;
            lr1[own] = gr1;
            ls1[own] = gs1;
            lt1[own] = gt1;
            hu1[own] = hm*uc1[own];
            const double ur2 = c_DT[i]*uc2[16*k + 4*j] + c_DT[i + 4]*uc2[16*k + 4*j + 1] + c_DT[i + 8]*uc2[16*k + 4*j + 2] + c_DT[i + 12]*uc2[16*k + 4*j + 3];
            const double us2 = c_DT[j]*uc2[16*k + i] + c_DT[j + 4]*uc2[16*k + i + 4] + c_DT[j + 8]*uc2[16*k + i + 8] + c_DT[j + 12]*uc2[16*k + i + 12];
            const double ut2 = c_DT[k]*uc2[4*j + i] + c_DT[k + 4]*uc2[4*j + i + 16] + c_DT[k + 8]*uc2[4*j + i + 32] + c_DT[k + 12]*uc2[4*j + i + 48];
            const double gr2 = g00*ur2 + g01*us2 + g02*ut2;
            const double gs2 = g01*ur2 + g11*us2 + g12*ut2;
            const double gt2 = g02*ur2 + g12*us2 + g22*ut2;
            lr2[own] = gr2;
            ls2[own] = gs2;
            lt2[own] = gt2;
            hu2[own] = hm*uc2[own];
          }
      double *restrict auc0 = au + base;
      for (int k = 0; k < 4; k++)
        for (int j = 0; j < 4; j++)
          for (int i = 0; i < 4; i++) {
            const int own = i + 4*j + 16*k;
            auc0[own] = c_D[i]*lr0[16*k + 4*j] + c_D[i + 4]*lr0[16*k + 4*j + 1] + c_D[i + 8]*lr0[16*k + 4*j + 2] + c_D[i + 12]*lr0[16*k + 4*j + 3] + c_D[j]*ls0[16*k + i] + c_D[j + 4]*ls0[16*k + i + 4] + c_D[j + 8]*ls0[16*k + i + 8] + c_D[j + 12]*ls0[16*k + i + 12] + c_D[k]*lt0[4*j + i] + c_D[k + 4]*lt0[4*j + i + 16] + c_D[k + 8]*lt0[4*j + i + 32] + c_D[k + 12]*lt0[4*j + i + 48] + hu0[own];
          }
      double *restrict auc1 = au + field_stride + base;
      for (int k = 0; k < 4; k++)
        for (int j = 0; j < 4; j++)
          for (int i = 0; i < 4; i++) {
            const int own = i + 4*j + 16*k;
            auc1[own] = c_D[i]*lr1[16*k + 4*j] + c_D[i + 4]*lr1[16*k + 4*j + 1] + c_D[i + 8]*lr1[16*k + 4*j + 2] + c_D[i + 12]*lr1[16*k + 4*j + 3] + c_D[j]*ls1[16*k + i] + c_D[j + 4]*ls1[16*k + i + 4] + c_D[j + 8]*ls1[16*k + i + 8] + c_D[j + 12]*ls1[16*k + i + 12] + c_D[k]*lt1[4*j + i] + c_D[k + 4]*lt1[4*j + i + 16] + c_D[k + 8]*lt1[4*j + i + 32] + c_D[k + 12]*lt1[4*j + i + 48] + hu1[own];
          }
      double *restrict auc2 = au + 2*field_stride + base;
      for (int k = 0; k < 4; k++)
        for (int j = 0; j < 4; j++)
          for (int i = 0; i < 4; i++) {
            const int own = i + 4*j + 16*k;
            auc2[own] = c_D[i]*lr2[16*k + 4*j] + c_D[i + 4]*lr2[16*k + 4*j + 1] + c_D[i + 8]*lr2[16*k + 4*j + 2] + c_D[i + 12]*lr2[16*k + 4*j + 3] + c_D[j]*ls2[16*k + i] + c_D[j + 4]*ls2[16*k + i + 4] + c_D[j + 8]*ls2[16*k + i + 8] + c_D[j + 12]*ls2[16*k + i + 12] + c_D[k]*lt2[4*j + i] + c_D[k + 4]*lt2[4*j + i + 16] + c_D[k + 8]*lt2[4*j + i + 32] + c_D[k + 12]*lt2[4*j + i + 48] + hu2[own];
          }
    }
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_axhelm_entry(void *const *args)
{
  gimmik_axhelm(*(int const *)args[0], *(int const *)args[1], *(ptrdiff_t const *)args[2], *(const double * const *)args[3], *(const double * const *)args[4], *(double * const *)args[5]);
}
