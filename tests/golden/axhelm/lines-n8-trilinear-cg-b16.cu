// gimmikc: axhelm lines (epb=4 dmem=0 evenodd=1 regs=0 chain=0), N = 8, d = 1, poisson, constant coefficients, trilinear geometry, f64
__constant__ double c_w[8] = {0.03571428571428571, 0.21070422714350603, 0.34112269248350435, 0.4124587946587039, 0.4124587946587039, 0.34112269248350435, 0.21070422714350603, 0.03571428571428571};
__constant__ double c_x[8] = {-1.0, -0.8717401485096066, -0.5917001814331423, -0.20929921790247888, 0.20929921790247888, 0.5917001814331423, 0.8717401485096066, 1.0};

// 1/x by the hardware estimate and two Newton steps (cuda/dialect.lua).
static __device__ __forceinline__ double gimmik_reciprocal(double x)
{
  double r;
  asm("rcp.approx.ftz.f64 %0, %1;" : "=d"(r) : "d"(x));
  r = fma(r, fma(-x, r, 1.0), r);
  return fma(r, fma(-x, r, 1.0), r);
}
extern "C" __global__ void __launch_bounds__(256)
gimmik_axhelm(int elements, int first, const double* __restrict__ vertices, double in_beta, const double* __restrict__ in_d, const double* __restrict__ in_r, double* __restrict__ u, double* __restrict__ au, double* __restrict__ partials)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  extern __shared__ __align__(16) double pool[];
  const int t = (int)threadIdx.x;
  const int z = t % 4, q = t / 4;
  const int slot_element = first + (int)blockIdx.x*4 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long long base = (long long)(e / 16)*8192 + e % 16;
  double dot = 0.0;
  const int i = q % 8;
  const int j = q / 8 % 8;
  const int gn = j*8 + i;
  const int own_a = j*8 + i;
  const int own_b = j*8 + i;
  const int rline = i*65 + j*8;
  const int sline = j*72 + i;
  const double wt = c_w[i]*c_w[j];
  const double* __restrict__ xv = vertices + (long long)e*24;
  const double r = c_x[i];
  const double s = c_x[j];
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
  {
    double* sa0 = pool + z*1100;
    double* sb0 = sa0 + 576;
    double* __restrict__ uc0 = u + base;
    const double* __restrict__ E_d0 = in_d + base;
    const double* __restrict__ E_r0 = in_r + base;
    const double u0_0 = E_d0[gn*16]*E_r0[gn*16] + in_beta*uc0[gn*16];
    sa0[own_a] = u0_0;
    sb0[own_b] = u0_0;
    const double u0_1 = E_d0[gn*16 + 1024]*E_r0[gn*16 + 1024] + in_beta*uc0[gn*16 + 1024];
    sa0[own_a + 72] = u0_1;
    sb0[own_b + 65] = u0_1;
    const double u0_2 = E_d0[gn*16 + 2048]*E_r0[gn*16 + 2048] + in_beta*uc0[gn*16 + 2048];
    sa0[own_a + 144] = u0_2;
    sb0[own_b + 130] = u0_2;
    const double u0_3 = E_d0[gn*16 + 3072]*E_r0[gn*16 + 3072] + in_beta*uc0[gn*16 + 3072];
    sa0[own_a + 216] = u0_3;
    sb0[own_b + 195] = u0_3;
    const double u0_4 = E_d0[gn*16 + 4096]*E_r0[gn*16 + 4096] + in_beta*uc0[gn*16 + 4096];
    sa0[own_a + 288] = u0_4;
    sb0[own_b + 260] = u0_4;
    const double u0_5 = E_d0[gn*16 + 5120]*E_r0[gn*16 + 5120] + in_beta*uc0[gn*16 + 5120];
    sa0[own_a + 360] = u0_5;
    sb0[own_b + 325] = u0_5;
    const double u0_6 = E_d0[gn*16 + 6144]*E_r0[gn*16 + 6144] + in_beta*uc0[gn*16 + 6144];
    sa0[own_a + 432] = u0_6;
    sb0[own_b + 390] = u0_6;
    const double u0_7 = E_d0[gn*16 + 7168]*E_r0[gn*16 + 7168] + in_beta*uc0[gn*16 + 7168];
    sa0[own_a + 504] = u0_7;
    sb0[own_b + 455] = u0_7;
    if (owner) {
      uc0[gn*16] = u0_0;
      uc0[gn*16 + 1024] = u0_1;
      uc0[gn*16 + 2048] = u0_2;
      uc0[gn*16 + 3072] = u0_3;
      uc0[gn*16 + 4096] = u0_4;
      uc0[gn*16 + 5120] = u0_5;
      uc0[gn*16 + 6144] = u0_6;
      uc0[gn*16 + 7168] = u0_7;
    }
    const double tu0_plus0 = u0_0 + u0_7;
    const double tu0_minus0 = u0_0 - u0_7;
    const double tu0_plus1 = u0_1 + u0_6;
    const double tu0_minus1 = u0_1 - u0_6;
    const double tu0_plus2 = u0_2 + u0_5;
    const double tu0_minus2 = u0_2 - u0_5;
    const double tu0_plus3 = u0_3 + u0_4;
    const double tu0_minus3 = u0_3 - u0_4;
    const double tu0_even0 = -6.75*tu0_plus0 + 8.81995560939857*tu0_plus1 - 2.8138151969021825*tu0_plus2 + 0.7438595875036131*tu0_plus3, tu0_odd0 = -7.25*tu0_minus0 + 10.1176429977188*tu0_minus1 - 4.755474622446305*tu0_minus2 + 3.554048576761562*tu0_minus3;
    const double tu0_even1 = -1.7149366088871472*tu0_plus0 + 0.28678270747013207*tu0_plus1 + 1.8370684831175355*tu0_plus2 - 0.4089145817005204*tu0_plus3, tu0_odd1 = -1.494979094115843*tu0_minus0 - 0.28678270747013207*tu0_minus1 + 2.706516581449028*tu0_minus2 - 1.7031466326140219*tu0_minus3;
    const double tu0_even2 = 0.49788062511055364*tu0_plus0 - 1.6717576904470473*tu0_plus1 + 0.42251127825325524*tu0_plus2 + 0.7513657870832384*tu0_plus3, tu0_odd2 = 0.2945960562099609*tu0_minus0 - 1.1347181042893861*tu0_minus1 - 0.42251127825325524*tu0_minus2 + 2.124151618889267*tu0_minus3;
    const double tu0_even3 = -0.30774057422619294*tu0_plus0 + 0.870051019845382*tu0_plus1 - 1.7567726251983085*tu0_plus2 + 1.1944621795791197*tu0_plus3, tu0_odd3 = -0.06440986150240192*tu0_minus0 + 0.20889366894507078*tu0_minus1 - 0.6214146083171971*tu0_minus2 - 1.1944621795791197*tu0_minus3;
    const double ut0_0 = (tu0_even0 + tu0_odd0);
    const double ut0_1 = (tu0_even1 + tu0_odd1);
    const double ut0_2 = (tu0_even2 + tu0_odd2);
    const double ut0_3 = (tu0_even3 + tu0_odd3);
    const double ut0_4 = (tu0_odd3 - tu0_even3);
    const double ut0_5 = (tu0_odd2 - tu0_even2);
    const double ut0_6 = (tu0_odd1 - tu0_even1);
    const double ut0_7 = (tu0_odd0 - tu0_even0);
    double gt0_0, gt0_1, gt0_2, gt0_3, gt0_4, gt0_5, gt0_6, gt0_7;
    __syncthreads();
    {
      const double x0 = sb0[rline];
      const double x1 = sb0[rline + 1];
      const double x2 = sb0[rline + 2];
      const double x3 = sb0[rline + 3];
      const double x4 = sb0[rline + 4];
      const double x5 = sb0[rline + 5];
      const double x6 = sb0[rline + 6];
      const double x7 = sb0[rline + 7];
      const double xplus0 = x0 + x7;
      const double xminus0 = x0 - x7;
      const double xplus1 = x1 + x6;
      const double xminus1 = x1 - x6;
      const double xplus2 = x2 + x5;
      const double xminus2 = x2 - x5;
      const double xplus3 = x3 + x4;
      const double xminus3 = x3 - x4;
      const double xeven0 = -6.75*xplus0 + 8.81995560939857*xplus1 - 2.8138151969021825*xplus2 + 0.7438595875036131*xplus3, xodd0 = -7.25*xminus0 + 10.1176429977188*xminus1 - 4.755474622446305*xminus2 + 3.554048576761562*xminus3;
      const double xeven1 = -1.7149366088871472*xplus0 + 0.28678270747013207*xplus1 + 1.8370684831175355*xplus2 - 0.4089145817005204*xplus3, xodd1 = -1.494979094115843*xminus0 - 0.28678270747013207*xminus1 + 2.706516581449028*xminus2 - 1.7031466326140219*xminus3;
      const double xeven2 = 0.49788062511055364*xplus0 - 1.6717576904470473*xplus1 + 0.42251127825325524*xplus2 + 0.7513657870832384*xplus3, xodd2 = 0.2945960562099609*xminus0 - 1.1347181042893861*xminus1 - 0.42251127825325524*xminus2 + 2.124151618889267*xminus3;
      const double xeven3 = -0.30774057422619294*xplus0 + 0.870051019845382*xplus1 - 1.7567726251983085*xplus2 + 1.1944621795791197*xplus3, xodd3 = -0.06440986150240192*xminus0 + 0.20889366894507078*xminus1 - 0.6214146083171971*xminus2 - 1.1944621795791197*xminus3;
      sb0[rline] = (xeven0 + xodd0);
      sb0[rline + 1] = (xeven1 + xodd1);
      sb0[rline + 2] = (xeven2 + xodd2);
      sb0[rline + 3] = (xeven3 + xodd3);
      sb0[rline + 4] = (xodd3 - xeven3);
      sb0[rline + 5] = (xodd2 - xeven2);
      sb0[rline + 6] = (xodd1 - xeven1);
      sb0[rline + 7] = (xodd0 - xeven0);
    }
    {
      const double y0 = sa0[sline];
      const double y1 = sa0[sline + 8];
      const double y2 = sa0[sline + 16];
      const double y3 = sa0[sline + 24];
      const double y4 = sa0[sline + 32];
      const double y5 = sa0[sline + 40];
      const double y6 = sa0[sline + 48];
      const double y7 = sa0[sline + 56];
      const double yplus0 = y0 + y7;
      const double yminus0 = y0 - y7;
      const double yplus1 = y1 + y6;
      const double yminus1 = y1 - y6;
      const double yplus2 = y2 + y5;
      const double yminus2 = y2 - y5;
      const double yplus3 = y3 + y4;
      const double yminus3 = y3 - y4;
      const double yeven0 = -6.75*yplus0 + 8.81995560939857*yplus1 - 2.8138151969021825*yplus2 + 0.7438595875036131*yplus3, yodd0 = -7.25*yminus0 + 10.1176429977188*yminus1 - 4.755474622446305*yminus2 + 3.554048576761562*yminus3;
      const double yeven1 = -1.7149366088871472*yplus0 + 0.28678270747013207*yplus1 + 1.8370684831175355*yplus2 - 0.4089145817005204*yplus3, yodd1 = -1.494979094115843*yminus0 - 0.28678270747013207*yminus1 + 2.706516581449028*yminus2 - 1.7031466326140219*yminus3;
      const double yeven2 = 0.49788062511055364*yplus0 - 1.6717576904470473*yplus1 + 0.42251127825325524*yplus2 + 0.7513657870832384*yplus3, yodd2 = 0.2945960562099609*yminus0 - 1.1347181042893861*yminus1 - 0.42251127825325524*yminus2 + 2.124151618889267*yminus3;
      const double yeven3 = -0.30774057422619294*yplus0 + 0.870051019845382*yplus1 - 1.7567726251983085*yplus2 + 1.1944621795791197*yplus3, yodd3 = -0.06440986150240192*yminus0 + 0.20889366894507078*yminus1 - 0.6214146083171971*yminus2 - 1.1944621795791197*yminus3;
      sa0[sline] = (yeven0 + yodd0);
      sa0[sline + 8] = (yeven1 + yodd1);
      sa0[sline + 16] = (yeven2 + yodd2);
      sa0[sline + 24] = (yeven3 + yodd3);
      sa0[sline + 32] = (yodd3 - yeven3);
      sa0[sline + 40] = (yodd2 - yeven2);
      sa0[sline + 48] = (yodd1 - yeven1);
      sa0[sline + 56] = (yodd0 - yeven0);
    }
    __syncthreads();
    const double ar0_0 = jsa1*jt2 - jsa2*jt1;
    const double ar0_1 = jsa2*jt0 - jsa0*jt2;
    const double ar0_2 = jsa0*jt1 - jsa1*jt0;
    const double ar1_0 = jsb1*jt2 - jsb2*jt1;
    const double ar1_1 = jsb2*jt0 - jsb0*jt2;
    const double ar1_2 = jsb0*jt1 - jsb1*jt0;
    const double as0_0 = jt1*jra2 - jt2*jra1;
    const double as0_1 = jt2*jra0 - jt0*jra2;
    const double as0_2 = jt0*jra1 - jt1*jra0;
    const double as1_0 = jt1*jrb2 - jt2*jrb1;
    const double as1_1 = jt2*jrb0 - jt0*jrb2;
    const double as1_2 = jt0*jrb1 - jt1*jrb0;
    const double at0_0 = jra1*jsa2 - jra2*jsa1;
    const double at0_1 = jra2*jsa0 - jra0*jsa2;
    const double at0_2 = jra0*jsa1 - jra1*jsa0;
    const double at1_0 = jra1*jsb2 - jra2*jsb1 + jrb1*jsa2 - jrb2*jsa1;
    const double at1_1 = jra2*jsb0 - jra0*jsb2 + jrb2*jsa0 - jrb0*jsa2;
    const double at1_2 = jra0*jsb1 - jra1*jsb0 + jrb0*jsa1 - jrb1*jsa0;
    const double at2_0 = jrb1*jsb2 - jrb2*jsb1;
    const double at2_1 = jrb2*jsb0 - jrb0*jsb2;
    const double at2_2 = jrb0*jsb1 - jrb1*jsb0;
    const double det0 = jra0*ar0_0 + jra1*ar0_1 + jra2*ar0_2;
    const double det1 = jra0*ar1_0 + jra1*ar1_1 + jra2*ar1_2 + jrb0*ar0_0 + jrb1*ar0_1 + jrb2*ar0_2;
    const double det2 = jrb0*ar1_0 + jrb1*ar1_1 + jrb2*ar1_2;
    {
      const double ar0 = ar0_0 - ar1_0;
      const double ar1 = ar0_1 - ar1_1;
      const double ar2 = ar0_2 - ar1_2;
      const double as0 = as0_0 - as1_0;
      const double as1 = as0_1 - as1_1;
      const double as2 = as0_2 - as1_2;
      const double at0 = at0_0 - (at1_0 - at2_0);
      const double at1 = at0_1 - (at1_1 - at2_1);
      const double at2 = at0_2 - (at1_2 - at2_2);
      const double det = det0 - (det1 - det2);
      const double inv = 0.03571428571428571*wt*gimmik_reciprocal(det);
      const double ur0 = sb0[own_b];
      const double us0 = sa0[own_a];
      const double dx0 = ar0*ur0 + as0*us0 + at0*ut0_0;
      const double dy0 = ar1*ur0 + as1*us0 + at1*ut0_0;
      const double dz0 = ar2*ur0 + as2*us0 + at2*ut0_0;
      const double gr0 = inv*(ar0*dx0 + ar1*dy0 + ar2*dz0);
      const double gs0 = inv*(as0*dx0 + as1*dy0 + as2*dz0);
      const double gt0 = inv*(at0*dx0 + at1*dy0 + at2*dz0);
      dot += ur0*gr0 + us0*gs0 + ut0_0*gt0;
      sb0[own_b] = gr0;
      sa0[own_a] = gs0;
      gt0_0 = gt0;
    }
    {
      const double ar0 = ar0_0 - 0.8717401485096066*ar1_0;
      const double ar1 = ar0_1 - 0.8717401485096066*ar1_1;
      const double ar2 = ar0_2 - 0.8717401485096066*ar1_2;
      const double as0 = as0_0 - 0.8717401485096066*as1_0;
      const double as1 = as0_1 - 0.8717401485096066*as1_1;
      const double as2 = as0_2 - 0.8717401485096066*as1_2;
      const double at0 = at0_0 - 0.8717401485096066*(at1_0 - 0.8717401485096066*at2_0);
      const double at1 = at0_1 - 0.8717401485096066*(at1_1 - 0.8717401485096066*at2_1);
      const double at2 = at0_2 - 0.8717401485096066*(at1_2 - 0.8717401485096066*at2_2);
      const double det = det0 - 0.8717401485096066*(det1 - 0.8717401485096066*det2);
      const double inv = 0.21070422714350603*wt*gimmik_reciprocal(det);
      const double ur0 = sb0[own_b + 65];
      const double us0 = sa0[own_a + 72];
      const double dx0 = ar0*ur0 + as0*us0 + at0*ut0_1;
      const double dy0 = ar1*ur0 + as1*us0 + at1*ut0_1;
      const double dz0 = ar2*ur0 + as2*us0 + at2*ut0_1;
      const double gr0 = inv*(ar0*dx0 + ar1*dy0 + ar2*dz0);
      const double gs0 = inv*(as0*dx0 + as1*dy0 + as2*dz0);
      const double gt0 = inv*(at0*dx0 + at1*dy0 + at2*dz0);
      dot += ur0*gr0 + us0*gs0 + ut0_1*gt0;
      sb0[own_b + 65] = gr0;
      sa0[own_a + 72] = gs0;
      gt0_1 = gt0;
    }
    {
      const double ar0 = ar0_0 - 0.5917001814331423*ar1_0;
      const double ar1 = ar0_1 - 0.5917001814331423*ar1_1;
      const double ar2 = ar0_2 - 0.5917001814331423*ar1_2;
      const double as0 = as0_0 - 0.5917001814331423*as1_0;
      const double as1 = as0_1 - 0.5917001814331423*as1_1;
      const double as2 = as0_2 - 0.5917001814331423*as1_2;
      const double at0 = at0_0 - 0.5917001814331423*(at1_0 - 0.5917001814331423*at2_0);
      const double at1 = at0_1 - 0.5917001814331423*(at1_1 - 0.5917001814331423*at2_1);
      const double at2 = at0_2 - 0.5917001814331423*(at1_2 - 0.5917001814331423*at2_2);
      const double det = det0 - 0.5917001814331423*(det1 - 0.5917001814331423*det2);
      const double inv = 0.34112269248350435*wt*gimmik_reciprocal(det);
      const double ur0 = sb0[own_b + 130];
      const double us0 = sa0[own_a + 144];
      const double dx0 = ar0*ur0 + as0*us0 + at0*ut0_2;
      const double dy0 = ar1*ur0 + as1*us0 + at1*ut0_2;
      const double dz0 = ar2*ur0 + as2*us0 + at2*ut0_2;
      const double gr0 = inv*(ar0*dx0 + ar1*dy0 + ar2*dz0);
      const double gs0 = inv*(as0*dx0 + as1*dy0 + as2*dz0);
      const double gt0 = inv*(at0*dx0 + at1*dy0 + at2*dz0);
      dot += ur0*gr0 + us0*gs0 + ut0_2*gt0;
      sb0[own_b + 130] = gr0;
      sa0[own_a + 144] = gs0;
      gt0_2 = gt0;
    }
    {
      const double ar0 = ar0_0 - 0.20929921790247888*ar1_0;
      const double ar1 = ar0_1 - 0.20929921790247888*ar1_1;
      const double ar2 = ar0_2 - 0.20929921790247888*ar1_2;
      const double as0 = as0_0 - 0.20929921790247888*as1_0;
      const double as1 = as0_1 - 0.20929921790247888*as1_1;
      const double as2 = as0_2 - 0.20929921790247888*as1_2;
      const double at0 = at0_0 - 0.20929921790247888*(at1_0 - 0.20929921790247888*at2_0);
      const double at1 = at0_1 - 0.20929921790247888*(at1_1 - 0.20929921790247888*at2_1);
      const double at2 = at0_2 - 0.20929921790247888*(at1_2 - 0.20929921790247888*at2_2);
      const double det = det0 - 0.20929921790247888*(det1 - 0.20929921790247888*det2);
      const double inv = 0.4124587946587039*wt*gimmik_reciprocal(det);
      const double ur0 = sb0[own_b + 195];
      const double us0 = sa0[own_a + 216];
      const double dx0 = ar0*ur0 + as0*us0 + at0*ut0_3;
      const double dy0 = ar1*ur0 + as1*us0 + at1*ut0_3;
      const double dz0 = ar2*ur0 + as2*us0 + at2*ut0_3;
      const double gr0 = inv*(ar0*dx0 + ar1*dy0 + ar2*dz0);
      const double gs0 = inv*(as0*dx0 + as1*dy0 + as2*dz0);
      const double gt0 = inv*(at0*dx0 + at1*dy0 + at2*dz0);
      dot += ur0*gr0 + us0*gs0 + ut0_3*gt0;
      sb0[own_b + 195] = gr0;
      sa0[own_a + 216] = gs0;
      gt0_3 = gt0;
    }
    {
      const double ar0 = ar0_0 + 0.20929921790247888*ar1_0;
      const double ar1 = ar0_1 + 0.20929921790247888*ar1_1;
      const double ar2 = ar0_2 + 0.20929921790247888*ar1_2;
      const double as0 = as0_0 + 0.20929921790247888*as1_0;
      const double as1 = as0_1 + 0.20929921790247888*as1_1;
      const double as2 = as0_2 + 0.20929921790247888*as1_2;
      const double at0 = at0_0 + 0.20929921790247888*(at1_0 + 0.20929921790247888*at2_0);
      const double at1 = at0_1 + 0.20929921790247888*(at1_1 + 0.20929921790247888*at2_1);
      const double at2 = at0_2 + 0.20929921790247888*(at1_2 + 0.20929921790247888*at2_2);
      const double det = det0 + 0.20929921790247888*(det1 + 0.20929921790247888*det2);
      const double inv = 0.4124587946587039*wt*gimmik_reciprocal(det);
      const double ur0 = sb0[own_b + 260];
      const double us0 = sa0[own_a + 288];
      const double dx0 = ar0*ur0 + as0*us0 + at0*ut0_4;
      const double dy0 = ar1*ur0 + as1*us0 + at1*ut0_4;
      const double dz0 = ar2*ur0 + as2*us0 + at2*ut0_4;
      const double gr0 = inv*(ar0*dx0 + ar1*dy0 + ar2*dz0);
      const double gs0 = inv*(as0*dx0 + as1*dy0 + as2*dz0);
      const double gt0 = inv*(at0*dx0 + at1*dy0 + at2*dz0);
      dot += ur0*gr0 + us0*gs0 + ut0_4*gt0;
      sb0[own_b + 260] = gr0;
      sa0[own_a + 288] = gs0;
      gt0_4 = gt0;
    }
    {
      const double ar0 = ar0_0 + 0.5917001814331423*ar1_0;
      const double ar1 = ar0_1 + 0.5917001814331423*ar1_1;
      const double ar2 = ar0_2 + 0.5917001814331423*ar1_2;
      const double as0 = as0_0 + 0.5917001814331423*as1_0;
      const double as1 = as0_1 + 0.5917001814331423*as1_1;
      const double as2 = as0_2 + 0.5917001814331423*as1_2;
      const double at0 = at0_0 + 0.5917001814331423*(at1_0 + 0.5917001814331423*at2_0);
      const double at1 = at0_1 + 0.5917001814331423*(at1_1 + 0.5917001814331423*at2_1);
      const double at2 = at0_2 + 0.5917001814331423*(at1_2 + 0.5917001814331423*at2_2);
      const double det = det0 + 0.5917001814331423*(det1 + 0.5917001814331423*det2);
      const double inv = 0.34112269248350435*wt*gimmik_reciprocal(det);
      const double ur0 = sb0[own_b + 325];
      const double us0 = sa0[own_a + 360];
      const double dx0 = ar0*ur0 + as0*us0 + at0*ut0_5;
      const double dy0 = ar1*ur0 + as1*us0 + at1*ut0_5;
      const double dz0 = ar2*ur0 + as2*us0 + at2*ut0_5;
      const double gr0 = inv*(ar0*dx0 + ar1*dy0 + ar2*dz0);
      const double gs0 = inv*(as0*dx0 + as1*dy0 + as2*dz0);
      const double gt0 = inv*(at0*dx0 + at1*dy0 + at2*dz0);
      dot += ur0*gr0 + us0*gs0 + ut0_5*gt0;
      sb0[own_b + 325] = gr0;
      sa0[own_a + 360] = gs0;
      gt0_5 = gt0;
    }
    {
      const double ar0 = ar0_0 + 0.8717401485096066*ar1_0;
      const double ar1 = ar0_1 + 0.8717401485096066*ar1_1;
      const double ar2 = ar0_2 + 0.8717401485096066*ar1_2;
      const double as0 = as0_0 + 0.8717401485096066*as1_0;
      const double as1 = as0_1 + 0.8717401485096066*as1_1;
      const double as2 = as0_2 + 0.8717401485096066*as1_2;
      const double at0 = at0_0 + 0.8717401485096066*(at1_0 + 0.8717401485096066*at2_0);
      const double at1 = at0_1 + 0.8717401485096066*(at1_1 + 0.8717401485096066*at2_1);
      const double at2 = at0_2 + 0.8717401485096066*(at1_2 + 0.8717401485096066*at2_2);
      const double det = det0 + 0.8717401485096066*(det1 + 0.8717401485096066*det2);
      const double inv = 0.21070422714350603*wt*gimmik_reciprocal(det);
      const double ur0 = sb0[own_b + 390];
      const double us0 = sa0[own_a + 432];
      const double dx0 = ar0*ur0 + as0*us0 + at0*ut0_6;
      const double dy0 = ar1*ur0 + as1*us0 + at1*ut0_6;
      const double dz0 = ar2*ur0 + as2*us0 + at2*ut0_6;
      const double gr0 = inv*(ar0*dx0 + ar1*dy0 + ar2*dz0);
      const double gs0 = inv*(as0*dx0 + as1*dy0 + as2*dz0);
      const double gt0 = inv*(at0*dx0 + at1*dy0 + at2*dz0);
      dot += ur0*gr0 + us0*gs0 + ut0_6*gt0;
      sb0[own_b + 390] = gr0;
      sa0[own_a + 432] = gs0;
      gt0_6 = gt0;
    }
    {
      const double ar0 = ar0_0 + ar1_0;
      const double ar1 = ar0_1 + ar1_1;
      const double ar2 = ar0_2 + ar1_2;
      const double as0 = as0_0 + as1_0;
      const double as1 = as0_1 + as1_1;
      const double as2 = as0_2 + as1_2;
      const double at0 = at0_0 + (at1_0 + at2_0);
      const double at1 = at0_1 + (at1_1 + at2_1);
      const double at2 = at0_2 + (at1_2 + at2_2);
      const double det = det0 + (det1 + det2);
      const double inv = 0.03571428571428571*wt*gimmik_reciprocal(det);
      const double ur0 = sb0[own_b + 455];
      const double us0 = sa0[own_a + 504];
      const double dx0 = ar0*ur0 + as0*us0 + at0*ut0_7;
      const double dy0 = ar1*ur0 + as1*us0 + at1*ut0_7;
      const double dz0 = ar2*ur0 + as2*us0 + at2*ut0_7;
      const double gr0 = inv*(ar0*dx0 + ar1*dy0 + ar2*dz0);
      const double gs0 = inv*(as0*dx0 + as1*dy0 + as2*dz0);
      const double gt0 = inv*(at0*dx0 + at1*dy0 + at2*dz0);
      dot += ur0*gr0 + us0*gs0 + ut0_7*gt0;
      sb0[own_b + 455] = gr0;
      sa0[own_a + 504] = gs0;
      gt0_7 = gt0;
    }
    __syncthreads();
    {
      const double x0 = sb0[rline];
      const double x1 = sb0[rline + 1];
      const double x2 = sb0[rline + 2];
      const double x3 = sb0[rline + 3];
      const double x4 = sb0[rline + 4];
      const double x5 = sb0[rline + 5];
      const double x6 = sb0[rline + 6];
      const double x7 = sb0[rline + 7];
      const double xplus0 = x0 + x7;
      const double xminus0 = x0 - x7;
      const double xplus1 = x1 + x6;
      const double xminus1 = x1 - x6;
      const double xplus2 = x2 + x5;
      const double xminus2 = x2 - x5;
      const double xplus3 = x3 + x4;
      const double xminus3 = x3 - x4;
      const double xeven0 = -7.25*xplus0 - 1.494979094115843*xplus1 + 0.2945960562099609*xplus2 - 0.06440986150240192*xplus3, xodd0 = -6.75*xminus0 - 1.7149366088871472*xminus1 + 0.49788062511055364*xminus2 - 0.30774057422619294*xminus3;
      const double xeven1 = 10.1176429977188*xplus0 - 0.28678270747013207*xplus1 - 1.1347181042893861*xplus2 + 0.20889366894507078*xplus3, xodd1 = 8.81995560939857*xminus0 + 0.28678270747013207*xminus1 - 1.6717576904470473*xminus2 + 0.870051019845382*xminus3;
      const double xeven2 = -4.755474622446305*xplus0 + 2.706516581449028*xplus1 - 0.42251127825325524*xplus2 - 0.6214146083171971*xplus3, xodd2 = -2.8138151969021825*xminus0 + 1.8370684831175355*xminus1 + 0.42251127825325524*xminus2 - 1.7567726251983085*xminus3;
      const double xeven3 = 3.554048576761562*xplus0 - 1.7031466326140219*xplus1 + 2.124151618889267*xplus2 - 1.1944621795791197*xplus3, xodd3 = 0.7438595875036131*xminus0 - 0.4089145817005204*xminus1 + 0.7513657870832384*xminus2 + 1.1944621795791197*xminus3;
      sb0[rline] = (xeven0 + xodd0);
      sb0[rline + 1] = (xeven1 + xodd1);
      sb0[rline + 2] = (xeven2 + xodd2);
      sb0[rline + 3] = (xeven3 + xodd3);
      sb0[rline + 4] = (xodd3 - xeven3);
      sb0[rline + 5] = (xodd2 - xeven2);
      sb0[rline + 6] = (xodd1 - xeven1);
      sb0[rline + 7] = (xodd0 - xeven0);
    }
    {
      const double y0 = sa0[sline];
      const double y1 = sa0[sline + 8];
      const double y2 = sa0[sline + 16];
      const double y3 = sa0[sline + 24];
      const double y4 = sa0[sline + 32];
      const double y5 = sa0[sline + 40];
      const double y6 = sa0[sline + 48];
      const double y7 = sa0[sline + 56];
      const double yplus0 = y0 + y7;
      const double yminus0 = y0 - y7;
      const double yplus1 = y1 + y6;
      const double yminus1 = y1 - y6;
      const double yplus2 = y2 + y5;
      const double yminus2 = y2 - y5;
      const double yplus3 = y3 + y4;
      const double yminus3 = y3 - y4;
      const double yeven0 = -7.25*yplus0 - 1.494979094115843*yplus1 + 0.2945960562099609*yplus2 - 0.06440986150240192*yplus3, yodd0 = -6.75*yminus0 - 1.7149366088871472*yminus1 + 0.49788062511055364*yminus2 - 0.30774057422619294*yminus3;
      const double yeven1 = 10.1176429977188*yplus0 - 0.28678270747013207*yplus1 - 1.1347181042893861*yplus2 + 0.20889366894507078*yplus3, yodd1 = 8.81995560939857*yminus0 + 0.28678270747013207*yminus1 - 1.6717576904470473*yminus2 + 0.870051019845382*yminus3;
      const double yeven2 = -4.755474622446305*yplus0 + 2.706516581449028*yplus1 - 0.42251127825325524*yplus2 - 0.6214146083171971*yplus3, yodd2 = -2.8138151969021825*yminus0 + 1.8370684831175355*yminus1 + 0.42251127825325524*yminus2 - 1.7567726251983085*yminus3;
      const double yeven3 = 3.554048576761562*yplus0 - 1.7031466326140219*yplus1 + 2.124151618889267*yplus2 - 1.1944621795791197*yplus3, yodd3 = 0.7438595875036131*yminus0 - 0.4089145817005204*yminus1 + 0.7513657870832384*yminus2 + 1.1944621795791197*yminus3;
      sa0[sline] = (yeven0 + yodd0);
      sa0[sline + 8] = (yeven1 + yodd1);
      sa0[sline + 16] = (yeven2 + yodd2);
      sa0[sline + 24] = (yeven3 + yodd3);
      sa0[sline + 32] = (yodd3 - yeven3);
      sa0[sline + 40] = (yodd2 - yeven2);
      sa0[sline + 48] = (yodd1 - yeven1);
      sa0[sline + 56] = (yodd0 - yeven0);
    }
    __syncthreads();
    double* __restrict__ auc0 = au + base;
    if (owner) {
      const double tg0_plus0 = gt0_0 + gt0_7;
      const double tg0_minus0 = gt0_0 - gt0_7;
      const double tg0_plus1 = gt0_1 + gt0_6;
      const double tg0_minus1 = gt0_1 - gt0_6;
      const double tg0_plus2 = gt0_2 + gt0_5;
      const double tg0_minus2 = gt0_2 - gt0_5;
      const double tg0_plus3 = gt0_3 + gt0_4;
      const double tg0_minus3 = gt0_3 - gt0_4;
      const double tg0_even0 = -7.25*tg0_plus0 - 1.494979094115843*tg0_plus1 + 0.2945960562099609*tg0_plus2 - 0.06440986150240192*tg0_plus3, tg0_odd0 = -6.75*tg0_minus0 - 1.7149366088871472*tg0_minus1 + 0.49788062511055364*tg0_minus2 - 0.30774057422619294*tg0_minus3;
      const double tg0_even1 = 10.1176429977188*tg0_plus0 - 0.28678270747013207*tg0_plus1 - 1.1347181042893861*tg0_plus2 + 0.20889366894507078*tg0_plus3, tg0_odd1 = 8.81995560939857*tg0_minus0 + 0.28678270747013207*tg0_minus1 - 1.6717576904470473*tg0_minus2 + 0.870051019845382*tg0_minus3;
      const double tg0_even2 = -4.755474622446305*tg0_plus0 + 2.706516581449028*tg0_plus1 - 0.42251127825325524*tg0_plus2 - 0.6214146083171971*tg0_plus3, tg0_odd2 = -2.8138151969021825*tg0_minus0 + 1.8370684831175355*tg0_minus1 + 0.42251127825325524*tg0_minus2 - 1.7567726251983085*tg0_minus3;
      const double tg0_even3 = 3.554048576761562*tg0_plus0 - 1.7031466326140219*tg0_plus1 + 2.124151618889267*tg0_plus2 - 1.1944621795791197*tg0_plus3, tg0_odd3 = 0.7438595875036131*tg0_minus0 - 0.4089145817005204*tg0_minus1 + 0.7513657870832384*tg0_minus2 + 1.1944621795791197*tg0_minus3;
      auc0[gn*16] = (tg0_even0 + tg0_odd0) + sb0[own_b] + sa0[own_a];
      auc0[gn*16 + 1024] = (tg0_even1 + tg0_odd1) + sb0[own_b + 65] + sa0[own_a + 72];
      auc0[gn*16 + 2048] = (tg0_even2 + tg0_odd2) + sb0[own_b + 130] + sa0[own_a + 144];
      auc0[gn*16 + 3072] = (tg0_even3 + tg0_odd3) + sb0[own_b + 195] + sa0[own_a + 216];
      auc0[gn*16 + 4096] = (tg0_odd3 - tg0_even3) + sb0[own_b + 260] + sa0[own_a + 288];
      auc0[gn*16 + 5120] = (tg0_odd2 - tg0_even2) + sb0[own_b + 325] + sa0[own_a + 360];
      auc0[gn*16 + 6144] = (tg0_odd1 - tg0_even1) + sb0[own_b + 390] + sa0[own_a + 432];
      auc0[gn*16 + 7168] = (tg0_odd0 - tg0_even0) + sb0[own_b + 455] + sa0[own_a + 504];
    }
  }
  __syncthreads();
  pool[t] = owner ? dot : 0.0;
  __syncthreads();
  if (t < 128) {
    pool[0 + t] += pool[128 + t];
  }
  __syncthreads();
  if (t < 64) {
    pool[0 + t] += pool[64 + t];
  }
  __syncthreads();
  if (t < 32) {
    pool[0 + t] += pool[32 + t];
  }
  __syncthreads();
  if (t < 16) {
    pool[0 + t] += pool[16 + t];
  }
  __syncthreads();
  if (t < 8) {
    pool[0 + t] += pool[8 + t];
  }
  __syncthreads();
  if (t < 4) {
    pool[0 + t] += pool[4 + t];
  }
  __syncthreads();
  if (t < 2) {
    pool[0 + t] += pool[2 + t];
  }
  __syncthreads();
  if (t < 1) {
    pool[0 + t] += pool[1 + t];
  }
  if (t == 0) partials[blockIdx.x] = pool[0];
}
