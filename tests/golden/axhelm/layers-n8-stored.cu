// gimmikc: axhelm layers (epb=1 dmem=0 regs=0), N = 8, d = 1, poisson, constant coefficients, stored geometry, f64
__constant__ double c_D[64] = {-14.0, 18.93759860711737, -7.569289819348487, 4.297908164265175, -2.810188989257949, 1.9416594255441224, -1.297687388320232, 0.5, -3.20991570300299, 0.0, 4.543585064566564, -2.1120612143145423, 1.2942320509135015, -0.869448098331493, 0.5735654149402641, -0.21995751477130437, 0.7924766813205145, -2.8064757947364334, 0.0, 2.8755174059725053, -1.3727858318060284, 0.8450225565065105, -0.537039586157661, 0.20328456890059274, -0.37215043572859485, 1.0789446887904528, -2.3781872335155056, 0.0, 2.3889243591582394, -1.1353580168811115, 0.6611573509003112, -0.243330712723791, 0.243330712723791, -0.6611573509003112, 1.1353580168811115, -2.3889243591582394, 0.0, 2.3781872335155056, -1.0789446887904528, 0.37215043572859485, -0.20328456890059274, 0.537039586157661, -0.8450225565065105, 1.3727858318060284, -2.8755174059725053, 0.0, 2.8064757947364334, -0.7924766813205145, 0.21995751477130437, -0.5735654149402641, 0.869448098331493, -1.2942320509135015, 2.1120612143145423, -4.543585064566564, 0.0, 3.20991570300299, -0.5, 1.297687388320232, -1.9416594255441224, 2.810188989257949, -4.297908164265175, 7.569289819348487, -18.93759860711737, 14.0};
__constant__ double c_DT[64] = {-14.0, -3.20991570300299, 0.7924766813205145, -0.37215043572859485, 0.243330712723791, -0.20328456890059274, 0.21995751477130437, -0.5, 18.93759860711737, 0.0, -2.8064757947364334, 1.0789446887904528, -0.6611573509003112, 0.537039586157661, -0.5735654149402641, 1.297687388320232, -7.569289819348487, 4.543585064566564, 0.0, -2.3781872335155056, 1.1353580168811115, -0.8450225565065105, 0.869448098331493, -1.9416594255441224, 4.297908164265175, -2.1120612143145423, 2.8755174059725053, 0.0, -2.3889243591582394, 1.3727858318060284, -1.2942320509135015, 2.810188989257949, -2.810188989257949, 1.2942320509135015, -1.3727858318060284, 2.3889243591582394, 0.0, -2.8755174059725053, 2.1120612143145423, -4.297908164265175, 1.9416594255441224, -0.869448098331493, 0.8450225565065105, -1.1353580168811115, 2.3781872335155056, 0.0, -4.543585064566564, 7.569289819348487, -1.297687388320232, 0.5735654149402641, -0.537039586157661, 0.6611573509003112, -1.0789446887904528, 2.8064757947364334, 0.0, -18.93759860711737, 0.5, -0.21995751477130437, 0.20328456890059274, -0.243330712723791, 0.37215043572859485, -0.7924766813205145, 3.20991570300299, 14.0};
extern "C" __global__ void __launch_bounds__(64)
gimmik_axhelm(int elements, int first, const double* __restrict__ ggeo, const double* __restrict__ u, double* __restrict__ au)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  extern __shared__ __align__(16) double pool[];
  const int t = (int)threadIdx.x;
  const int z = t / 64;
  const int slot_element = first + (int)blockIdx.x*1 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long long base = (long long)e*512;
  const int i = t % 8;
  const int j = t / 8 % 8;
  const int gn = j*8 + i;
  const int jN = j*8;
  double* sD = pool;
  double* sDT = pool + 64;
  if (t < 64) {
    sD[t] = c_D[t];
    sDT[t] = c_DT[t];
  }
  const double* __restrict__ ge = ggeo + base*7;
  {
    double* su0 = pool + z*192 + 128;
    double* sgr0 = su0 + 64;
    double* sgs0 = su0 + 128;
    const double* __restrict__ uc0 = u + base;
    const double u0_0 = uc0[gn];
    const double u0_1 = uc0[gn + 64];
    const double u0_2 = uc0[gn + 128];
    const double u0_3 = uc0[gn + 192];
    const double u0_4 = uc0[gn + 256];
    const double u0_5 = uc0[gn + 320];
    const double u0_6 = uc0[gn + 384];
    const double u0_7 = uc0[gn + 448];
    double au0_0, au0_1, au0_2, au0_3, au0_4, au0_5, au0_6, au0_7;
    su0[gn] = u0_0;
    __syncthreads();
    {
      const double g00 = ge[gn];
      const double g01 = ge[gn + 512];
      const double g02 = ge[gn + 1024];
      const double g11 = ge[gn + 1536];
      const double g12 = ge[gn + 2048];
      const double g22 = ge[gn + 2560];
      const double ur0 = sDT[i]*su0[jN] + sDT[i + 8]*su0[jN + 1] + sDT[i + 16]*su0[jN + 2] + sDT[i + 24]*su0[jN + 3] + sDT[i + 32]*su0[jN + 4] + sDT[i + 40]*su0[jN + 5] + sDT[i + 48]*su0[jN + 6] + sDT[i + 56]*su0[jN + 7];
      const double us0 = sDT[j]*su0[i] + sDT[j + 8]*su0[i + 8] + sDT[j + 16]*su0[i + 16] + sDT[j + 24]*su0[i + 24] + sDT[j + 32]*su0[i + 32] + sDT[j + 40]*su0[i + 40] + sDT[j + 48]*su0[i + 48] + sDT[j + 56]*su0[i + 56];
      const double ut0 = -14.0*u0_0 + 18.93759860711737*u0_1 - 7.569289819348487*u0_2 + 4.297908164265175*u0_3 - 2.810188989257949*u0_4 + 1.9416594255441224*u0_5 - 1.297687388320232*u0_6 + 0.5*u0_7;
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
      sgr0[gn] = gr0;
      sgs0[gn] = gs0;
      au0_0 = -14.0*gt0;
      au0_1 = 18.93759860711737*gt0;
      au0_2 = -7.569289819348487*gt0;
      au0_3 = 4.297908164265175*gt0;
      au0_4 = -2.810188989257949*gt0;
      au0_5 = 1.9416594255441224*gt0;
      au0_6 = -1.297687388320232*gt0;
      au0_7 = 0.5*gt0;
    }
    __syncthreads();
    au0_0 += sD[i]*sgr0[jN] + sD[i + 8]*sgr0[jN + 1] + sD[i + 16]*sgr0[jN + 2] + sD[i + 24]*sgr0[jN + 3] + sD[i + 32]*sgr0[jN + 4] + sD[i + 40]*sgr0[jN + 5] + sD[i + 48]*sgr0[jN + 6] + sD[i + 56]*sgr0[jN + 7] + sD[j]*sgs0[i] + sD[j + 8]*sgs0[i + 8] + sD[j + 16]*sgs0[i + 16] + sD[j + 24]*sgs0[i + 24] + sD[j + 32]*sgs0[i + 32] + sD[j + 40]*sgs0[i + 40] + sD[j + 48]*sgs0[i + 48] + sD[j + 56]*sgs0[i + 56];
    su0[gn] = u0_1;
    __syncthreads();
    {
      const double g00 = ge[gn + 64];
      const double g01 = ge[gn + 576];
      const double g02 = ge[gn + 1088];
      const double g11 = ge[gn + 1600];
      const double g12 = ge[gn + 2112];
      const double g22 = ge[gn + 2624];
      const double ur0 = sDT[i]*su0[jN] + sDT[i + 8]*su0[jN + 1] + sDT[i + 16]*su0[jN + 2] + sDT[i + 24]*su0[jN + 3] + sDT[i + 32]*su0[jN + 4] + sDT[i + 40]*su0[jN + 5] + sDT[i + 48]*su0[jN + 6] + sDT[i + 56]*su0[jN + 7];
      const double us0 = sDT[j]*su0[i] + sDT[j + 8]*su0[i + 8] + sDT[j + 16]*su0[i + 16] + sDT[j + 24]*su0[i + 24] + sDT[j + 32]*su0[i + 32] + sDT[j + 40]*su0[i + 40] + sDT[j + 48]*su0[i + 48] + sDT[j + 56]*su0[i + 56];
      const double ut0 = -3.20991570300299*u0_0 + 4.543585064566564*u0_2 - 2.1120612143145423*u0_3 + 1.2942320509135015*u0_4 - 0.869448098331493*u0_5 + 0.5735654149402641*u0_6 - 0.21995751477130437*u0_7;
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
      sgr0[gn] = gr0;
      sgs0[gn] = gs0;
      au0_0 += -3.20991570300299*gt0;
      au0_2 += 4.543585064566564*gt0;
      au0_3 += -2.1120612143145423*gt0;
      au0_4 += 1.2942320509135015*gt0;
      au0_5 += -0.869448098331493*gt0;
      au0_6 += 0.5735654149402641*gt0;
      au0_7 += -0.21995751477130437*gt0;
    }
    __syncthreads();
    au0_1 += sD[i]*sgr0[jN] + sD[i + 8]*sgr0[jN + 1] + sD[i + 16]*sgr0[jN + 2] + sD[i + 24]*sgr0[jN + 3] + sD[i + 32]*sgr0[jN + 4] + sD[i + 40]*sgr0[jN + 5] + sD[i + 48]*sgr0[jN + 6] + sD[i + 56]*sgr0[jN + 7] + sD[j]*sgs0[i] + sD[j + 8]*sgs0[i + 8] + sD[j + 16]*sgs0[i + 16] + sD[j + 24]*sgs0[i + 24] + sD[j + 32]*sgs0[i + 32] + sD[j + 40]*sgs0[i + 40] + sD[j + 48]*sgs0[i + 48] + sD[j + 56]*sgs0[i + 56];
    su0[gn] = u0_2;
    __syncthreads();
    {
      const double g00 = ge[gn + 128];
      const double g01 = ge[gn + 640];
      const double g02 = ge[gn + 1152];
      const double g11 = ge[gn + 1664];
      const double g12 = ge[gn + 2176];
      const double g22 = ge[gn + 2688];
      const double ur0 = sDT[i]*su0[jN] + sDT[i + 8]*su0[jN + 1] + sDT[i + 16]*su0[jN + 2] + sDT[i + 24]*su0[jN + 3] + sDT[i + 32]*su0[jN + 4] + sDT[i + 40]*su0[jN + 5] + sDT[i + 48]*su0[jN + 6] + sDT[i + 56]*su0[jN + 7];
      const double us0 = sDT[j]*su0[i] + sDT[j + 8]*su0[i + 8] + sDT[j + 16]*su0[i + 16] + sDT[j + 24]*su0[i + 24] + sDT[j + 32]*su0[i + 32] + sDT[j + 40]*su0[i + 40] + sDT[j + 48]*su0[i + 48] + sDT[j + 56]*su0[i + 56];
      const double ut0 = 0.7924766813205145*u0_0 - 2.8064757947364334*u0_1 + 2.8755174059725053*u0_3 - 1.3727858318060284*u0_4 + 0.8450225565065105*u0_5 - 0.537039586157661*u0_6 + 0.20328456890059274*u0_7;
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
      sgr0[gn] = gr0;
      sgs0[gn] = gs0;
      au0_0 += 0.7924766813205145*gt0;
      au0_1 += -2.8064757947364334*gt0;
      au0_3 += 2.8755174059725053*gt0;
      au0_4 += -1.3727858318060284*gt0;
      au0_5 += 0.8450225565065105*gt0;
      au0_6 += -0.537039586157661*gt0;
      au0_7 += 0.20328456890059274*gt0;
    }
    __syncthreads();
    au0_2 += sD[i]*sgr0[jN] + sD[i + 8]*sgr0[jN + 1] + sD[i + 16]*sgr0[jN + 2] + sD[i + 24]*sgr0[jN + 3] + sD[i + 32]*sgr0[jN + 4] + sD[i + 40]*sgr0[jN + 5] + sD[i + 48]*sgr0[jN + 6] + sD[i + 56]*sgr0[jN + 7] + sD[j]*sgs0[i] + sD[j + 8]*sgs0[i + 8] + sD[j + 16]*sgs0[i + 16] + sD[j + 24]*sgs0[i + 24] + sD[j + 32]*sgs0[i + 32] + sD[j + 40]*sgs0[i + 40] + sD[j + 48]*sgs0[i + 48] + sD[j + 56]*sgs0[i + 56];
    su0[gn] = u0_3;
    __syncthreads();
    {
      const double g00 = ge[gn + 192];
      const double g01 = ge[gn + 704];
      const double g02 = ge[gn + 1216];
      const double g11 = ge[gn + 1728];
      const double g12 = ge[gn + 2240];
      const double g22 = ge[gn + 2752];
      const double ur0 = sDT[i]*su0[jN] + sDT[i + 8]*su0[jN + 1] + sDT[i + 16]*su0[jN + 2] + sDT[i + 24]*su0[jN + 3] + sDT[i + 32]*su0[jN + 4] + sDT[i + 40]*su0[jN + 5] + sDT[i + 48]*su0[jN + 6] + sDT[i + 56]*su0[jN + 7];
      const double us0 = sDT[j]*su0[i] + sDT[j + 8]*su0[i + 8] + sDT[j + 16]*su0[i + 16] + sDT[j + 24]*su0[i + 24] + sDT[j + 32]*su0[i + 32] + sDT[j + 40]*su0[i + 40] + sDT[j + 48]*su0[i + 48] + sDT[j + 56]*su0[i + 56];
      const double ut0 = -0.37215043572859485*u0_0 + 1.0789446887904528*u0_1 - 2.3781872335155056*u0_2 + 2.3889243591582394*u0_4 - 1.1353580168811115*u0_5 + 0.6611573509003112*u0_6 - 0.243330712723791*u0_7;
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
      sgr0[gn] = gr0;
      sgs0[gn] = gs0;
      au0_0 += -0.37215043572859485*gt0;
      au0_1 += 1.0789446887904528*gt0;
      au0_2 += -2.3781872335155056*gt0;
      au0_4 += 2.3889243591582394*gt0;
      au0_5 += -1.1353580168811115*gt0;
      au0_6 += 0.6611573509003112*gt0;
      au0_7 += -0.243330712723791*gt0;
    }
    __syncthreads();
    au0_3 += sD[i]*sgr0[jN] + sD[i + 8]*sgr0[jN + 1] + sD[i + 16]*sgr0[jN + 2] + sD[i + 24]*sgr0[jN + 3] + sD[i + 32]*sgr0[jN + 4] + sD[i + 40]*sgr0[jN + 5] + sD[i + 48]*sgr0[jN + 6] + sD[i + 56]*sgr0[jN + 7] + sD[j]*sgs0[i] + sD[j + 8]*sgs0[i + 8] + sD[j + 16]*sgs0[i + 16] + sD[j + 24]*sgs0[i + 24] + sD[j + 32]*sgs0[i + 32] + sD[j + 40]*sgs0[i + 40] + sD[j + 48]*sgs0[i + 48] + sD[j + 56]*sgs0[i + 56];
    su0[gn] = u0_4;
    __syncthreads();
    {
      const double g00 = ge[gn + 256];
      const double g01 = ge[gn + 768];
      const double g02 = ge[gn + 1280];
      const double g11 = ge[gn + 1792];
      const double g12 = ge[gn + 2304];
      const double g22 = ge[gn + 2816];
      const double ur0 = sDT[i]*su0[jN] + sDT[i + 8]*su0[jN + 1] + sDT[i + 16]*su0[jN + 2] + sDT[i + 24]*su0[jN + 3] + sDT[i + 32]*su0[jN + 4] + sDT[i + 40]*su0[jN + 5] + sDT[i + 48]*su0[jN + 6] + sDT[i + 56]*su0[jN + 7];
      const double us0 = sDT[j]*su0[i] + sDT[j + 8]*su0[i + 8] + sDT[j + 16]*su0[i + 16] + sDT[j + 24]*su0[i + 24] + sDT[j + 32]*su0[i + 32] + sDT[j + 40]*su0[i + 40] + sDT[j + 48]*su0[i + 48] + sDT[j + 56]*su0[i + 56];
      const double ut0 = 0.243330712723791*u0_0 - 0.6611573509003112*u0_1 + 1.1353580168811115*u0_2 - 2.3889243591582394*u0_3 + 2.3781872335155056*u0_5 - 1.0789446887904528*u0_6 + 0.37215043572859485*u0_7;
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
      sgr0[gn] = gr0;
      sgs0[gn] = gs0;
      au0_0 += 0.243330712723791*gt0;
      au0_1 += -0.6611573509003112*gt0;
      au0_2 += 1.1353580168811115*gt0;
      au0_3 += -2.3889243591582394*gt0;
      au0_5 += 2.3781872335155056*gt0;
      au0_6 += -1.0789446887904528*gt0;
      au0_7 += 0.37215043572859485*gt0;
    }
    __syncthreads();
    au0_4 += sD[i]*sgr0[jN] + sD[i + 8]*sgr0[jN + 1] + sD[i + 16]*sgr0[jN + 2] + sD[i + 24]*sgr0[jN + 3] + sD[i + 32]*sgr0[jN + 4] + sD[i + 40]*sgr0[jN + 5] + sD[i + 48]*sgr0[jN + 6] + sD[i + 56]*sgr0[jN + 7] + sD[j]*sgs0[i] + sD[j + 8]*sgs0[i + 8] + sD[j + 16]*sgs0[i + 16] + sD[j + 24]*sgs0[i + 24] + sD[j + 32]*sgs0[i + 32] + sD[j + 40]*sgs0[i + 40] + sD[j + 48]*sgs0[i + 48] + sD[j + 56]*sgs0[i + 56];
    su0[gn] = u0_5;
    __syncthreads();
    {
      const double g00 = ge[gn + 320];
      const double g01 = ge[gn + 832];
      const double g02 = ge[gn + 1344];
      const double g11 = ge[gn + 1856];
      const double g12 = ge[gn + 2368];
      const double g22 = ge[gn + 2880];
      const double ur0 = sDT[i]*su0[jN] + sDT[i + 8]*su0[jN + 1] + sDT[i + 16]*su0[jN + 2] + sDT[i + 24]*su0[jN + 3] + sDT[i + 32]*su0[jN + 4] + sDT[i + 40]*su0[jN + 5] + sDT[i + 48]*su0[jN + 6] + sDT[i + 56]*su0[jN + 7];
      const double us0 = sDT[j]*su0[i] + sDT[j + 8]*su0[i + 8] + sDT[j + 16]*su0[i + 16] + sDT[j + 24]*su0[i + 24] + sDT[j + 32]*su0[i + 32] + sDT[j + 40]*su0[i + 40] + sDT[j + 48]*su0[i + 48] + sDT[j + 56]*su0[i + 56];
      const double ut0 = -0.20328456890059274*u0_0 + 0.537039586157661*u0_1 - 0.8450225565065105*u0_2 + 1.3727858318060284*u0_3 - 2.8755174059725053*u0_4 + 2.8064757947364334*u0_6 - 0.7924766813205145*u0_7;
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
      sgr0[gn] = gr0;
      sgs0[gn] = gs0;
      au0_0 += -0.20328456890059274*gt0;
      au0_1 += 0.537039586157661*gt0;
      au0_2 += -0.8450225565065105*gt0;
      au0_3 += 1.3727858318060284*gt0;
      au0_4 += -2.8755174059725053*gt0;
      au0_6 += 2.8064757947364334*gt0;
      au0_7 += -0.7924766813205145*gt0;
    }
    __syncthreads();
    au0_5 += sD[i]*sgr0[jN] + sD[i + 8]*sgr0[jN + 1] + sD[i + 16]*sgr0[jN + 2] + sD[i + 24]*sgr0[jN + 3] + sD[i + 32]*sgr0[jN + 4] + sD[i + 40]*sgr0[jN + 5] + sD[i + 48]*sgr0[jN + 6] + sD[i + 56]*sgr0[jN + 7] + sD[j]*sgs0[i] + sD[j + 8]*sgs0[i + 8] + sD[j + 16]*sgs0[i + 16] + sD[j + 24]*sgs0[i + 24] + sD[j + 32]*sgs0[i + 32] + sD[j + 40]*sgs0[i + 40] + sD[j + 48]*sgs0[i + 48] + sD[j + 56]*sgs0[i + 56];
    su0[gn] = u0_6;
    __syncthreads();
    {
      const double g00 = ge[gn + 384];
      const double g01 = ge[gn + 896];
      const double g02 = ge[gn + 1408];
      const double g11 = ge[gn + 1920];
      const double g12 = ge[gn + 2432];
      const double g22 = ge[gn + 2944];
      const double ur0 = sDT[i]*su0[jN] + sDT[i + 8]*su0[jN + 1] + sDT[i + 16]*su0[jN + 2] + sDT[i + 24]*su0[jN + 3] + sDT[i + 32]*su0[jN + 4] + sDT[i + 40]*su0[jN + 5] + sDT[i + 48]*su0[jN + 6] + sDT[i + 56]*su0[jN + 7];
      const double us0 = sDT[j]*su0[i] + sDT[j + 8]*su0[i + 8] + sDT[j + 16]*su0[i + 16] + sDT[j + 24]*su0[i + 24] + sDT[j + 32]*su0[i + 32] + sDT[j + 40]*su0[i + 40] + sDT[j + 48]*su0[i + 48] + sDT[j + 56]*su0[i + 56];
      const double ut0 = 0.21995751477130437*u0_0 - 0.5735654149402641*u0_1 + 0.869448098331493*u0_2 - 1.2942320509135015*u0_3 + 2.1120612143145423*u0_4 - 4.543585064566564*u0_5 + 3.20991570300299*u0_7;
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
      sgr0[gn] = gr0;
      sgs0[gn] = gs0;
      au0_0 += 0.21995751477130437*gt0;
      au0_1 += -0.5735654149402641*gt0;
      au0_2 += 0.869448098331493*gt0;
      au0_3 += -1.2942320509135015*gt0;
      au0_4 += 2.1120612143145423*gt0;
      au0_5 += -4.543585064566564*gt0;
      au0_7 += 3.20991570300299*gt0;
    }
    __syncthreads();
    au0_6 += sD[i]*sgr0[jN] + sD[i + 8]*sgr0[jN + 1] + sD[i + 16]*sgr0[jN + 2] + sD[i + 24]*sgr0[jN + 3] + sD[i + 32]*sgr0[jN + 4] + sD[i + 40]*sgr0[jN + 5] + sD[i + 48]*sgr0[jN + 6] + sD[i + 56]*sgr0[jN + 7] + sD[j]*sgs0[i] + sD[j + 8]*sgs0[i + 8] + sD[j + 16]*sgs0[i + 16] + sD[j + 24]*sgs0[i + 24] + sD[j + 32]*sgs0[i + 32] + sD[j + 40]*sgs0[i + 40] + sD[j + 48]*sgs0[i + 48] + sD[j + 56]*sgs0[i + 56];
    su0[gn] = u0_7;
    __syncthreads();
    {
      const double g00 = ge[gn + 448];
      const double g01 = ge[gn + 960];
      const double g02 = ge[gn + 1472];
      const double g11 = ge[gn + 1984];
      const double g12 = ge[gn + 2496];
      const double g22 = ge[gn + 3008];
      const double ur0 = sDT[i]*su0[jN] + sDT[i + 8]*su0[jN + 1] + sDT[i + 16]*su0[jN + 2] + sDT[i + 24]*su0[jN + 3] + sDT[i + 32]*su0[jN + 4] + sDT[i + 40]*su0[jN + 5] + sDT[i + 48]*su0[jN + 6] + sDT[i + 56]*su0[jN + 7];
      const double us0 = sDT[j]*su0[i] + sDT[j + 8]*su0[i + 8] + sDT[j + 16]*su0[i + 16] + sDT[j + 24]*su0[i + 24] + sDT[j + 32]*su0[i + 32] + sDT[j + 40]*su0[i + 40] + sDT[j + 48]*su0[i + 48] + sDT[j + 56]*su0[i + 56];
      const double ut0 = -0.5*u0_0 + 1.297687388320232*u0_1 - 1.9416594255441224*u0_2 + 2.810188989257949*u0_3 - 4.297908164265175*u0_4 + 7.569289819348487*u0_5 - 18.93759860711737*u0_6 + 14.0*u0_7;
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
      sgr0[gn] = gr0;
      sgs0[gn] = gs0;
      au0_0 += -0.5*gt0;
      au0_1 += 1.297687388320232*gt0;
      au0_2 += -1.9416594255441224*gt0;
      au0_3 += 2.810188989257949*gt0;
      au0_4 += -4.297908164265175*gt0;
      au0_5 += 7.569289819348487*gt0;
      au0_6 += -18.93759860711737*gt0;
      au0_7 += 14.0*gt0;
    }
    __syncthreads();
    au0_7 += sD[i]*sgr0[jN] + sD[i + 8]*sgr0[jN + 1] + sD[i + 16]*sgr0[jN + 2] + sD[i + 24]*sgr0[jN + 3] + sD[i + 32]*sgr0[jN + 4] + sD[i + 40]*sgr0[jN + 5] + sD[i + 48]*sgr0[jN + 6] + sD[i + 56]*sgr0[jN + 7] + sD[j]*sgs0[i] + sD[j + 8]*sgs0[i + 8] + sD[j + 16]*sgs0[i + 16] + sD[j + 24]*sgs0[i + 24] + sD[j + 32]*sgs0[i + 32] + sD[j + 40]*sgs0[i + 40] + sD[j + 48]*sgs0[i + 48] + sD[j + 56]*sgs0[i + 56];
    double* __restrict__ auc0 = au + base;
    if (owner) {
      auc0[gn] = au0_0;
      auc0[gn + 64] = au0_1;
      auc0[gn + 128] = au0_2;
      auc0[gn + 192] = au0_3;
      auc0[gn + 256] = au0_4;
      auc0[gn + 320] = au0_5;
      auc0[gn + 384] = au0_6;
      auc0[gn + 448] = au0_7;
    }
  }
}
