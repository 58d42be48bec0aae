// gimmikc: axhelm layers (epb=4 dmem=0 fuse=0 regs=0), N = 5, d = 3, poisson, constant coefficients, stored geometry, f64
__constant__ double c_D[25] = {-5.0, 6.75650248872424, -2.6666666666666665, 1.4101641779424268, -0.5, -1.2409902530309829, 0.0, 1.7457431218879391, -0.7637626158259734, 0.25900974696901713, 0.375, -1.3365845776954532, 0.0, 1.3365845776954532, -0.375, -0.25900974696901713, 0.7637626158259734, -1.7457431218879391, 0.0, 1.2409902530309829, 0.5, -1.4101641779424268, 2.6666666666666665, -6.75650248872424, 5.0};
__constant__ double c_DT[25] = {-5.0, -1.2409902530309829, 0.375, -0.25900974696901713, 0.5, 6.75650248872424, 0.0, -1.3365845776954532, 0.7637626158259734, -1.4101641779424268, -2.6666666666666665, 1.7457431218879391, 0.0, -1.7457431218879391, 2.6666666666666665, 1.4101641779424268, -0.7637626158259734, 1.3365845776954532, 0.0, -6.75650248872424, -0.5, 0.25900974696901713, -0.375, 1.2409902530309829, 5.0};
extern "C" __global__ void __launch_bounds__(100)
gimmik_axhelm(int elements, int first, long long field_stride, const double* __restrict__ ggeo, const double* __restrict__ u, double* __restrict__ au)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  extern __shared__ __align__(16) double pool[];
  const int t = (int)threadIdx.x;
  const int z = t / 25;
  const int slot_element = first + (int)blockIdx.x*4 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long long base = (long long)e*125;
  const int i = t % 5;
  const int j = t / 5 % 5;
  const int gn = j*5 + i;
  const int jN = j*5;
  double* sD = pool;
  double* sDT = pool + 25;
  if (t < 25) {
    sD[t] = c_D[t];
    sDT[t] = c_DT[t];
  }
  const double* __restrict__ ge = ggeo + base*7;
  {
    double* su0 = pool + z*75 + 50;
    double* sgr0 = su0 + 25;
    double* sgs0 = su0 + 50;
    const double* __restrict__ uc0 = u + base;
    const double u0_0 = uc0[gn];
    const double u0_1 = uc0[gn + 25];
    const double u0_2 = uc0[gn + 50];
    const double u0_3 = uc0[gn + 75];
    const double u0_4 = uc0[gn + 100];
    double au0_0, au0_1, au0_2, au0_3, au0_4;
    su0[gn] = u0_0;
    __syncthreads();
    {
      const double g00 = ge[gn];
      const double g01 = ge[gn + 125];
      const double g02 = ge[gn + 250];
      const double g11 = ge[gn + 375];
      const double g12 = ge[gn + 500];
      const double g22 = ge[gn + 625];
      const double ur0 = sDT[i]*su0[jN] + sDT[i + 5]*su0[jN + 1] + sDT[i + 10]*su0[jN + 2] + sDT[i + 15]*su0[jN + 3] + sDT[i + 20]*su0[jN + 4];
      const double us0 = sDT[j]*su0[i] + sDT[j + 5]*su0[i + 5] + sDT[j + 10]*su0[i + 10] + sDT[j + 15]*su0[i + 15] + sDT[j + 20]*su0[i + 20];
      const double ut0 = -5.0*u0_0 + 6.75650248872424*u0_1 - 2.6666666666666665*u0_2 + 1.4101641779424268*u0_3 - 0.5*u0_4;
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
      sgr0[gn] = gr0;
      sgs0[gn] = gs0;
      au0_0 = -5.0*gt0;
      au0_1 = 6.75650248872424*gt0;
      au0_2 = -2.6666666666666665*gt0;
      au0_3 = 1.4101641779424268*gt0;
      au0_4 = -0.5*gt0;
    }
    __syncthreads();
    au0_0 += sD[i]*sgr0[jN] + sD[i + 5]*sgr0[jN + 1] + sD[i + 10]*sgr0[jN + 2] + sD[i + 15]*sgr0[jN + 3] + sD[i + 20]*sgr0[jN + 4] + sD[j]*sgs0[i] + sD[j + 5]*sgs0[i + 5] + sD[j + 10]*sgs0[i + 10] + sD[j + 15]*sgs0[i + 15] + sD[j + 20]*sgs0[i + 20];
    su0[gn] = u0_1;
    __syncthreads();
    {
      const double g00 = ge[gn + 25];
      const double g01 = ge[gn + 150];
      const double g02 = ge[gn + 275];
      const double g11 = ge[gn + 400];
      const double g12 = ge[gn + 525];
      const double g22 = ge[gn + 650];
      const double ur0 = sDT[i]*su0[jN] + sDT[i + 5]*su0[jN + 1] + sDT[i + 10]*su0[jN + 2] + sDT[i + 15]*su0[jN + 3] + sDT[i + 20]*su0[jN + 4];
      const double us0 = sDT[j]*su0[i] + sDT[j + 5]*su0[i + 5] + sDT[j + 10]*su0[i + 10] + sDT[j + 15]*su0[i + 15] + sDT[j + 20]*su0[i + 20];
      const double ut0 = -1.2409902530309829*u0_0 + 1.7457431218879391*u0_2 - 0.7637626158259734*u0_3 + 0.25900974696901713*u0_4;
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
      sgr0[gn] = gr0;
      sgs0[gn] = gs0;
      au0_0 += -1.2409902530309829*gt0;
      au0_2 += 1.7457431218879391*gt0;
      au0_3 += -0.7637626158259734*gt0;
      au0_4 += 0.25900974696901713*gt0;
    }
    __syncthreads();
    au0_1 += sD[i]*sgr0[jN] + sD[i + 5]*sgr0[jN + 1] + sD[i + 10]*sgr0[jN + 2] + sD[i + 15]*sgr0[jN + 3] + sD[i + 20]*sgr0[jN + 4] + sD[j]*sgs0[i] + sD[j + 5]*sgs0[i + 5] + sD[j + 10]*sgs0[i + 10] + sD[j + 15]*sgs0[i + 15] + sD[j + 20]*sgs0[i + 20];
    su0[gn] = u0_2;
    __syncthreads();
    {
      const double g00 = ge[gn + 50];
      const double g01 = ge[gn + 175];
      const double g02 = ge[gn + 300];
      const double g11 = ge[gn + 425];
      const double g12 = ge[gn + 550];
      const double g22 = ge[gn + 675];
      const double ur0 = sDT[i]*su0[jN] + sDT[i + 5]*su0[jN + 1] + sDT[i + 10]*su0[jN + 2] + sDT[i + 15]*su0[jN + 3] + sDT[i + 20]*su0[jN + 4];
      const double us0 = sDT[j]*su0[i] + sDT[j + 5]*su0[i + 5] + sDT[j + 10]*su0[i + 10] + sDT[j + 15]*su0[i + 15] + sDT[j + 20]*su0[i + 20];
      const double ut0 = 0.375*u0_0 - 1.3365845776954532*u0_1 + 1.3365845776954532*u0_3 - 0.375*u0_4;
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
      sgr0[gn] = gr0;
      sgs0[gn] = gs0;
      au0_0 += 0.375*gt0;
      au0_1 += -1.3365845776954532*gt0;
      au0_3 += 1.3365845776954532*gt0;
      au0_4 += -0.375*gt0;
    }
    __syncthreads();
    au0_2 += sD[i]*sgr0[jN] + sD[i + 5]*sgr0[jN + 1] + sD[i + 10]*sgr0[jN + 2] + sD[i + 15]*sgr0[jN + 3] + sD[i + 20]*sgr0[jN + 4] + sD[j]*sgs0[i] + sD[j + 5]*sgs0[i + 5] + sD[j + 10]*sgs0[i + 10] + sD[j + 15]*sgs0[i + 15] + sD[j + 20]*sgs0[i + 20];
    su0[gn] = u0_3;
    __syncthreads();
    {
      const double g00 = ge[gn + 75];
      const double g01 = ge[gn + 200];
      const double g02 = ge[gn + 325];
      const double g11 = ge[gn + 450];
      const double g12 = ge[gn + 575];
      const double g22 = ge[gn + 700];
      const double ur0 = sDT[i]*su0[jN] + sDT[i + 5]*su0[jN + 1] + sDT[i + 10]*su0[jN + 2] + sDT[i + 15]*su0[jN + 3] + sDT[i + 20]*su0[jN + 4];
      const double us0 = sDT[j]*su0[i] + sDT[j + 5]*su0[i + 5] + sDT[j + 10]*su0[i + 10] + sDT[j + 15]*su0[i + 15] + sDT[j + 20]*su0[i + 20];
      const double ut0 = -0.25900974696901713*u0_0 + 0.7637626158259734*u0_1 - 1.7457431218879391*u0_2 + 1.2409902530309829*u0_4;
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
      sgr0[gn] = gr0;
      sgs0[gn] = gs0;
      au0_0 += -0.25900974696901713*gt0;
      au0_1 += 0.7637626158259734*gt0;
      au0_2 += -1.7457431218879391*gt0;
      au0_4 += 1.2409902530309829*gt0;
    }
    __syncthreads();
    au0_3 += sD[i]*sgr0[jN] + sD[i + 5]*sgr0[jN + 1] + sD[i + 10]*sgr0[jN + 2] + sD[i + 15]*sgr0[jN + 3] + sD[i + 20]*sgr0[jN + 4] + sD[j]*sgs0[i] + sD[j + 5]*sgs0[i + 5] + sD[j + 10]*sgs0[i + 10] + sD[j + 15]*sgs0[i + 15] + sD[j + 20]*sgs0[i + 20];
    su0[gn] = u0_4;
    __syncthreads();
    {
      const double g00 = ge[gn + 100];
      const double g01 = ge[gn + 225];
      const double g02 = ge[gn + 350];
      const double g11 = ge[gn + 475];
      const double g12 = ge[gn + 600];
      const double g22 = ge[gn + 725];
      const double ur0 = sDT[i]*su0[jN] + sDT[i + 5]*su0[jN + 1] + sDT[i + 10]*su0[jN + 2] + sDT[i + 15]*su0[jN + 3] + sDT[i + 20]*su0[jN + 4];
      const double us0 = sDT[j]*su0[i] + sDT[j + 5]*su0[i + 5] + sDT[j + 10]*su0[i + 10] + sDT[j + 15]*su0[i + 15] + sDT[j + 20]*su0[i + 20];
      const double ut0 = 0.5*u0_0 - 1.4101641779424268*u0_1 + 2.6666666666666665*u0_2 - 6.75650248872424*u0_3 + 5.0*u0_4;
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
      sgr0[gn] = gr0;
      sgs0[gn] = gs0;
      au0_0 += 0.5*gt0;
      au0_1 += -1.4101641779424268*gt0;
      au0_2 += 2.6666666666666665*gt0;
      au0_3 += -6.75650248872424*gt0;
      au0_4 += 5.0*gt0;
    }
    __syncthreads();
    au0_4 += sD[i]*sgr0[jN] + sD[i + 5]*sgr0[jN + 1] + sD[i + 10]*sgr0[jN + 2] + sD[i + 15]*sgr0[jN + 3] + sD[i + 20]*sgr0[jN + 4] + sD[j]*sgs0[i] + sD[j + 5]*sgs0[i + 5] + sD[j + 10]*sgs0[i + 10] + sD[j + 15]*sgs0[i + 15] + sD[j + 20]*sgs0[i + 20];
    double* __restrict__ auc0 = au + base;
    if (owner) {
      auc0[gn] = au0_0;
      auc0[gn + 25] = au0_1;
      auc0[gn + 50] = au0_2;
      auc0[gn + 75] = au0_3;
      auc0[gn + 100] = au0_4;
    }
  }
  {
    double* su1 = pool + z*75 + 50;
    double* sgr1 = su1 + 25;
    double* sgs1 = su1 + 50;
    const double* __restrict__ uc1 = u + field_stride + base;
    const double u1_0 = uc1[gn];
    const double u1_1 = uc1[gn + 25];
    const double u1_2 = uc1[gn + 50];
    const double u1_3 = uc1[gn + 75];
    const double u1_4 = uc1[gn + 100];
    double au1_0, au1_1, au1_2, au1_3, au1_4;
    su1[gn] = u1_0;
    __syncthreads();
    {
      const double g00 = ge[gn];
      const double g01 = ge[gn + 125];
      const double g02 = ge[gn + 250];
      const double g11 = ge[gn + 375];
      const double g12 = ge[gn + 500];
      const double g22 = ge[gn + 625];
      const double ur1 = sDT[i]*su1[jN] + sDT[i + 5]*su1[jN + 1] + sDT[i + 10]*su1[jN + 2] + sDT[i + 15]*su1[jN + 3] + sDT[i + 20]*su1[jN + 4];
      const double us1 = sDT[j]*su1[i] + sDT[j + 5]*su1[i + 5] + sDT[j + 10]*su1[i + 10] + sDT[j + 15]*su1[i + 15] + sDT[j + 20]*su1[i + 20];
      const double ut1 = -5.0*u1_0 + 6.75650248872424*u1_1 - 2.6666666666666665*u1_2 + 1.4101641779424268*u1_3 - 0.5*u1_4;
      const double gr1 = g00*ur1 + g01*us1 + g02*ut1;
      const double gs1 = g01*ur1 + g11*us1 + g12*ut1;
      const double gt1 = g02*ur1 + g12*us1 + g22*ut1;
      sgr1[gn] = gr1;
      sgs1[gn] = gs1;
      au1_0 = -5.0*gt1;
      au1_1 = 6.75650248872424*gt1;
      au1_2 = -2.6666666666666665*gt1;
      au1_3 = 1.4101641779424268*gt1;
      au1_4 = -0.5*gt1;
    }
    __syncthreads();
    au1_0 += sD[i]*sgr1[jN] + sD[i + 5]*sgr1[jN + 1] + sD[i + 10]*sgr1[jN + 2] + sD[i + 15]*sgr1[jN + 3] + sD[i + 20]*sgr1[jN + 4] + sD[j]*sgs1[i] + sD[j + 5]*sgs1[i + 5] + sD[j + 10]*sgs1[i + 10] + sD[j + 15]*sgs1[i + 15] + sD[j + 20]*sgs1[i + 20];
    su1[gn] = u1_1;
    __syncthreads();
    {
      const double g00 = ge[gn + 25];
      const double g01 = ge[gn + 150];
      const double g02 = ge[gn + 275];
      const double g11 = ge[gn + 400];
      const double g12 = ge[gn + 525];
      const double g22 = ge[gn + 650];
      const double ur1 = sDT[i]*su1[jN] + sDT[i + 5]*su1[jN + 1] + sDT[i + 10]*su1[jN + 2] + sDT[i + 15]*su1[jN + 3] + sDT[i + 20]*su1[jN + 4];
      const double us1 = sDT[j]*su1[i] + sDT[j + 5]*su1[i + 5] + sDT[j + 10]*su1[i + 10] + sDT[j + 15]*su1[i + 15] + sDT[j + 20]*su1[i + 20];
      const double ut1 = -1.2409902530309829*u1_0 + 1.7457431218879391*u1_2 - 0.7637626158259734*u1_3 + 0.25900974696901713*u1_4;
      const double gr1 = g00*ur1 + g01*us1 + g02*ut1;
      const double gs1 = g01*ur1 + g11*us1 + g12*ut1;
      const double gt1 = g02*ur1 + g12*us1 + g22*ut1;
      sgr1[gn] = gr1;
      sgs1[gn] = gs1;
      au1_0 += -1.2409902530309829*gt1;
      au1_2 += 1.7457431218879391*gt1;
      au1_3 += -0.7637626158259734*gt1;
      au1_4 += 0.25900974696901713*gt1;
    }
    __syncthreads();
    au1_1 += sD[i]*sgr1[jN] + sD[i + 5]*sgr1[jN + 1] + sD[i + 10]*sgr1[jN + 2] + sD[i + 15]*sgr1[jN + 3] + sD[i + 20]*sgr1[jN + 4] + sD[j]*sgs1[i] + sD[j + 5]*sgs1[i + 5] + sD[j + 10]*sgs1[i + 10] + sD[j + 15]*sgs1[i + 15] + sD[j + 20]*sgs1[i + 20];
    su1[gn] = u1_2;
    __syncthreads();
    {
      const double g00 = ge[gn + 50];
      const double g01 = ge[gn + 175];
      const double g02 = ge[gn + 300];
      const double g11 = ge[gn + 425];
      const double g12 = ge[gn + 550];
      const double g22 = ge[gn + 675];
      const double ur1 = sDT[i]*su1[jN] + sDT[i + 5]*su1[jN + 1] + sDT[i + 10]*su1[jN + 2] + sDT[i + 15]*su1[jN + 3] + sDT[i + 20]*su1[jN + 4];
      const double us1 = sDT[j]*su1[i] + sDT[j + 5]*su1[i + 5] + sDT[j + 10]*su1[i + 10] + sDT[j + 15]*su1[i + 15] + sDT[j + 20]*su1[i + 20];
      const double ut1 = 0.375*u1_0 - 1.3365845776954532*u1_1 + 1.3365845776954532*u1_3 - 0.375*u1_4;
      const double gr1 = g00*ur1 + g01*us1 + g02*ut1;
      const double gs1 = g01*ur1 + g11*us1 + g12*ut1;
      const double gt1 = g02*ur1 + g12*us1 + g22*ut1;
      sgr1[gn] = gr1;
      sgs1[gn] = gs1;
      au1_0 += 0.375*gt1;
      au1_1 += -1.3365845776954532*gt1;
      au1_3 += 1.3365845776954532*gt1;
      au1_4 += -0.375*gt1;
    }
    __syncthreads();
    au1_2 += sD[i]*sgr1[jN] + sD[i + 5]*sgr1[jN + 1] + sD[i + 10]*sgr1[jN + 2] + sD[i + 15]*sgr1[jN + 3] + sD[i + 20]*sgr1[jN + 4] + sD[j]*sgs1[i] + sD[j + 5]*sgs1[i + 5] + sD[j + 10]*sgs1[i + 10] + sD[j + 15]*sgs1[i + 15] + sD[j + 20]*sgs1[i + 20];
    su1[gn] = u1_3;
    __syncthreads();
    {
      const double g00 = ge[gn + 75];
      const double g01 = ge[gn + 200];
      const double g02 = ge[gn + 325];
      const double g11 = ge[gn + 450];
      const double g12 = ge[gn + 575];
      const double g22 = ge[gn + 700];
      const double ur1 = sDT[i]*su1[jN] + sDT[i + 5]*su1[jN + 1] + sDT[i + 10]*su1[jN + 2] + sDT[i + 15]*su1[jN + 3] + sDT[i + 20]*su1[jN + 4];
      const double us1 = sDT[j]*su1[i] + sDT[j + 5]*su1[i + 5] + sDT[j + 10]*su1[i + 10] + sDT[j + 15]*su1[i + 15] + sDT[j + 20]*su1[i + 20];
      const double ut1 = -0.25900974696901713*u1_0 + 0.7637626158259734*u1_1 - 1.7457431218879391*u1_2 + 1.2409902530309829*u1_4;
      const double gr1 = g00*ur1 + g01*us1 + g02*ut1;
      const double gs1 = g01*ur1 + g11*us1 + g12*ut1;
      const double gt1 = g02*ur1 + g12*us1 + g22*ut1;
      sgr1[gn] = gr1;
      sgs1[gn] = gs1;
      au1_0 += -0.25900974696901713*gt1;
      au1_1 += 0.7637626158259734*gt1;
      au1_2 += -1.7457431218879391*gt1;
      au1_4 += 1.2409902530309829*gt1;
    }
    __syncthreads();
    au1_3 += sD[i]*sgr1[jN] + sD[i + 5]*sgr1[jN + 1] + sD[i + 10]*sgr1[jN + 2] + sD[i + 15]*sgr1[jN + 3] + sD[i + 20]*sgr1[jN + 4] + sD[j]*sgs1[i] + sD[j + 5]*sgs1[i + 5] + sD[j + 10]*sgs1[i + 10] + sD[j + 15]*sgs1[i + 15] + sD[j + 20]*sgs1[i + 20];
    su1[gn] = u1_4;
    __syncthreads();
    {
      const double g00 = ge[gn + 100];
      const double g01 = ge[gn + 225];
      const double g02 = ge[gn + 350];
      const double g11 = ge[gn + 475];
      const double g12 = ge[gn + 600];
      const double g22 = ge[gn + 725];
      const double ur1 = sDT[i]*su1[jN] + sDT[i + 5]*su1[jN + 1] + sDT[i + 10]*su1[jN + 2] + sDT[i + 15]*su1[jN + 3] + sDT[i + 20]*su1[jN + 4];
      const double us1 = sDT[j]*su1[i] + sDT[j + 5]*su1[i + 5] + sDT[j + 10]*su1[i + 10] + sDT[j + 15]*su1[i + 15] + sDT[j + 20]*su1[i + 20];
      const double ut1 = 0.5*u1_0 - 1.4101641779424268*u1_1 + 2.6666666666666665*u1_2 - 6.75650248872424*u1_3 + 5.0*u1_4;
      const double gr1 = g00*ur1 + g01*us1 + g02*ut1;
      const double gs1 = g01*ur1 + g11*us1 + g12*ut1;
      const double gt1 = g02*ur1 + g12*us1 + g22*ut1;
      sgr1[gn] = gr1;
      sgs1[gn] = gs1;
      au1_0 += 0.5*gt1;
      au1_1 += -1.4101641779424268*gt1;
      au1_2 += 2.6666666666666665*gt1;
      au1_3 += -6.75650248872424*gt1;
      au1_4 += 5.0*gt1;
    }
    __syncthreads();
    au1_4 += sD[i]*sgr1[jN] + sD[i + 5]*sgr1[jN + 1] + sD[i + 10]*sgr1[jN + 2] + sD[i + 15]*sgr1[jN + 3] + sD[i + 20]*sgr1[jN + 4] + sD[j]*sgs1[i] + sD[j + 5]*sgs1[i + 5] + sD[j + 10]*sgs1[i + 10] + sD[j + 15]*sgs1[i + 15] + sD[j + 20]*sgs1[i + 20];
    double* __restrict__ auc1 = au + field_stride + base;
    if (owner) {
      auc1[gn] = au1_0;
      auc1[gn + 25] = au1_1;
      auc1[gn + 50] = au1_2;
      auc1[gn + 75] = au1_3;
      auc1[gn + 100] = au1_4;
    }
  }
  {
    double* su2 = pool + z*75 + 50;
    double* sgr2 = su2 + 25;
    double* sgs2 = su2 + 50;
    const double* __restrict__ uc2 = u + 2*field_stride + base;
    const double u2_0 = uc2[gn];
    const double u2_1 = uc2[gn + 25];
    const double u2_2 = uc2[gn + 50];
    const double u2_3 = uc2[gn + 75];
    const double u2_4 = uc2[gn + 100];
    double au2_0, au2_1, au2_2, au2_3, au2_4;
    su2[gn] = u2_0;
    __syncthreads();
    {
      const double g00 = ge[gn];
      const double g01 = ge[gn + 125];
      const double g02 = ge[gn + 250];
      const double g11 = ge[gn + 375];
      const double g12 = ge[gn + 500];
      const double g22 = ge[gn + 625];
      const double ur2 = sDT[i]*su2[jN] + sDT[i + 5]*su2[jN + 1] + sDT[i + 10]*su2[jN + 2] + sDT[i + 15]*su2[jN + 3] + sDT[i + 20]*su2[jN + 4];
      const double us2 = sDT[j]*su2[i] + sDT[j + 5]*su2[i + 5] + sDT[j + 10]*su2[i + 10] + sDT[j + 15]*su2[i + 15] + sDT[j + 20]*su2[i + 20];
      const double ut2 = -5.0*u2_0 + 6.75650248872424*u2_1 - 2.6666666666666665*u2_2 + 1.4101641779424268*u2_3 - 0.5*u2_4;
      const double gr2 = g00*ur2 + g01*us2 + g02*ut2;
      const double gs2 = g01*ur2 + g11*us2 + g12*ut2;
      const double gt2 = g02*ur2 + g12*us2 + g22*ut2;
      sgr2[gn] = gr2;
      sgs2[gn] = gs2;
      au2_0 = -5.0*gt2;
      au2_1 = 6.75650248872424*gt2;
      au2_2 = -2.6666666666666665*gt2;
      au2_3 = 1.4101641779424268*gt2;
      au2_4 = -0.5*gt2;
    }
    __syncthreads();
    au2_0 += sD[i]*sgr2[jN] + sD[i + 5]*sgr2[jN + 1] + sD[i + 10]*sgr2[jN + 2] + sD[i + 15]*sgr2[jN + 3] + sD[i + 20]*sgr2[jN + 4] + sD[j]*sgs2[i] + sD[j + 5]*sgs2[i + 5] + sD[j + 10]*sgs2[i + 10] + sD[j + 15]*sgs2[i + 15] + sD[j + 20]*sgs2[i + 20];
    su2[gn] = u2_1;
    __syncthreads();
    {
      const double g00 = ge[gn + 25];
      const double g01 = ge[gn + 150];
      const double g02 = ge[gn + 275];
      const double g11 = ge[gn + 400];
      const double g12 = ge[gn + 525];
      const double g22 = ge[gn + 650];
      const double ur2 = sDT[i]*su2[jN] + sDT[i + 5]*su2[jN + 1] + sDT[i + 10]*su2[jN + 2] + sDT[i + 15]*su2[jN + 3] + sDT[i + 20]*su2[jN + 4];
      const double us2 = sDT[j]*su2[i] + sDT[j + 5]*su2[i + 5] + sDT[j + 10]*su2[i + 10] + sDT[j + 15]*su2[i + 15] + sDT[j + 20]*su2[i + 20];
      const double ut2 = -1.2409902530309829*u2_0 + 1.7457431218879391*u2_2 - 0.7637626158259734*u2_3 + 0.25900974696901713*u2_4;
      const double gr2 = g00*ur2 + g01*us2 + g02*ut2;
      const double gs2 = g01*ur2 + g11*us2 + g12*ut2;
      const double gt2 = g02*ur2 + g12*us2 + g22*ut2;
      sgr2[gn] = gr2;
      sgs2[gn] = gs2;
      au2_0 += -1.2409902530309829*gt2;
      au2_2 += 1.7457431218879391*gt2;
      au2_3 += -0.7637626158259734*gt2;
      au2_4 += 0.25900974696901713*gt2;
    }
    __syncthreads();
    au2_1 += sD[i]*sgr2[jN] + sD[i + 5]*sgr2[jN + 1] + sD[i + 10]*sgr2[jN + 2] + sD[i + 15]*sgr2[jN + 3] + sD[i + 20]*sgr2[jN + 4] + sD[j]*sgs2[i] + sD[j + 5]*sgs2[i + 5] + sD[j + 10]*sgs2[i + 10] + sD[j + 15]*sgs2[i + 15] + sD[j + 20]*sgs2[i + 20];
    su2[gn] = u2_2;
    __syncthreads();
    {
      const double g00 = ge[gn + 50];
      const double g01 = ge[gn + 175];
      const double g02 = ge[gn + 300];
      const double g11 = ge[gn + 425];
      const double g12 = ge[gn + 550];
      const double g22 = ge[gn + 675];
      const double ur2 = sDT[i]*su2[jN] + sDT[i + 5]*su2[jN + 1] + sDT[i + 10]*su2[jN + 2] + sDT[i + 15]*su2[jN + 3] + sDT[i + 20]*su2[jN + 4];
      const double us2 = sDT[j]*su2[i] + sDT[j + 5]*su2[i + 5] + sDT[j + 10]*su2[i + 10] + sDT[j + 15]*su2[i + 15] + sDT[j + 20]*su2[i + 20];
      const double ut2 = 0.375*u2_0 - 1.3365845776954532*u2_1 + 1.3365845776954532*u2_3 - 0.375*u2_4;
      const double gr2 = g00*ur2 + g01*us2 + g02*ut2;
      const double gs2 = g01*ur2 + g11*us2 + g12*ut2;
      const double gt2 = g02*ur2 + g12*us2 + g22*ut2;
      sgr2[gn] = gr2;
      sgs2[gn] = gs2;
      au2_0 += 0.375*gt2;
      au2_1 += -1.3365845776954532*gt2;
      au2_3 += 1.3365845776954532*gt2;
      au2_4 += -0.375*gt2;
    }
    __syncthreads();
    au2_2 += sD[i]*sgr2[jN] + sD[i + 5]*sgr2[jN + 1] + sD[i + 10]*sgr2[jN + 2] + sD[i + 15]*sgr2[jN + 3] + sD[i + 20]*sgr2[jN + 4] + sD[j]*sgs2[i] + sD[j + 5]*sgs2[i + 5] + sD[j + 10]*sgs2[i + 10] + sD[j + 15]*sgs2[i + 15] + sD[j + 20]*sgs2[i + 20];
    su2[gn] = u2_3;
    __syncthreads();
    {
      const double g00 = ge[gn + 75];
      const double g01 = ge[gn + 200];
      const double g02 = ge[gn + 325];
      const double g11 = ge[gn + 450];
      const double g12 = ge[gn + 575];
      const double g22 = ge[gn + 700];
      const double ur2 = sDT[i]*su2[jN] + sDT[i + 5]*su2[jN + 1] + sDT[i + 10]*su2[jN + 2] + sDT[i + 15]*su2[jN + 3] + sDT[i + 20]*su2[jN + 4];
      const double us2 = sDT[j]*su2[i] + sDT[j + 5]*su2[i + 5] + sDT[j + 10]*su2[i + 10] + sDT[j + 15]*su2[i + 15] + sDT[j + 20]*su2[i + 20];
      const double ut2 = -0.25900974696901713*u2_0 + 0.7637626158259734*u2_1 - 1.7457431218879391*u2_2 + 1.2409902530309829*u2_4;
      const double gr2 = g00*ur2 + g01*us2 + g02*ut2;
      const double gs2 = g01*ur2 + g11*us2 + g12*ut2;
      const double gt2 = g02*ur2 + g12*us2 + g22*ut2;
      sgr2[gn] = gr2;
      sgs2[gn] = gs2;
      au2_0 += -0.25900974696901713*gt2;
      au2_1 += 0.7637626158259734*gt2;
      au2_2 += -1.7457431218879391*gt2;
      au2_4 += 1.2409902530309829*gt2;
    }
    __syncthreads();
    au2_3 += sD[i]*sgr2[jN] + sD[i + 5]*sgr2[jN + 1] + sD[i + 10]*sgr2[jN + 2] + sD[i + 15]*sgr2[jN + 3] + sD[i + 20]*sgr2[jN + 4] + sD[j]*sgs2[i] + sD[j + 5]*sgs2[i + 5] + sD[j + 10]*sgs2[i + 10] + sD[j + 15]*sgs2[i + 15] + sD[j + 20]*sgs2[i + 20];
    su2[gn] = u2_4;
    __syncthreads();
    {
      const double g00 = ge[gn + 100];
      const double g01 = ge[gn + 225];
      const double g02 = ge[gn + 350];
      const double g11 = ge[gn + 475];
      const double g12 = ge[gn + 600];
      const double g22 = ge[gn + 725];
      const double ur2 = sDT[i]*su2[jN] + sDT[i + 5]*su2[jN + 1] + sDT[i + 10]*su2[jN + 2] + sDT[i + 15]*su2[jN + 3] + sDT[i + 20]*su2[jN + 4];
      const double us2 = sDT[j]*su2[i] + sDT[j + 5]*su2[i + 5] + sDT[j + 10]*su2[i + 10] + sDT[j + 15]*su2[i + 15] + sDT[j + 20]*su2[i + 20];
      const double ut2 = 0.5*u2_0 - 1.4101641779424268*u2_1 + 2.6666666666666665*u2_2 - 6.75650248872424*u2_3 + 5.0*u2_4;
      const double gr2 = g00*ur2 + g01*us2 + g02*ut2;
      const double gs2 = g01*ur2 + g11*us2 + g12*ut2;
      const double gt2 = g02*ur2 + g12*us2 + g22*ut2;
      sgr2[gn] = gr2;
      sgs2[gn] = gs2;
      au2_0 += 0.5*gt2;
      au2_1 += -1.4101641779424268*gt2;
      au2_2 += 2.6666666666666665*gt2;
      au2_3 += -6.75650248872424*gt2;
      au2_4 += 5.0*gt2;
    }
    __syncthreads();
    au2_4 += sD[i]*sgr2[jN] + sD[i + 5]*sgr2[jN + 1] + sD[i + 10]*sgr2[jN + 2] + sD[i + 15]*sgr2[jN + 3] + sD[i + 20]*sgr2[jN + 4] + sD[j]*sgs2[i] + sD[j + 5]*sgs2[i + 5] + sD[j + 10]*sgs2[i + 10] + sD[j + 15]*sgs2[i + 15] + sD[j + 20]*sgs2[i + 20];
    double* __restrict__ auc2 = au + 2*field_stride + base;
    if (owner) {
      auc2[gn] = au2_0;
      auc2[gn + 25] = au2_1;
      auc2[gn + 50] = au2_2;
      auc2[gn + 75] = au2_3;
      auc2[gn + 100] = au2_4;
    }
  }
}
