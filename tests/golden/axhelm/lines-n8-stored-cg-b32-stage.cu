// gimmikc: axhelm lines (epb=4 dmem=0 evenodd=1 stage=4 regs=0), N = 8, d = 1, poisson, constant coefficients, stored geometry, f64

// cp.async of one value into shared memory (.ca: the form that copies 4
// or 8 bytes); a commit group per layer; wait until at most `pending`
// later groups are still in flight.
static __device__ __forceinline__ void gimmik_stage(double *shared, const double *global)
{
  asm volatile("cp.async.ca.shared.global [%0], [%1], 8;"
               :: "r"((unsigned)__cvta_generic_to_shared(shared)), "l"(global) : "memory");
}
#define GIMMIK_STAGE_COMMIT() asm volatile("cp.async.commit_group;" ::: "memory")
#define GIMMIK_STAGE_WAIT(pending) asm volatile("cp.async.wait_group " #pending ";" ::: "memory")
extern "C" __global__ void __launch_bounds__(256)
gimmik_axhelm(int elements, int first, const double* __restrict__ ggeo, double in_beta, const double* __restrict__ in_d, const double* __restrict__ in_r, double* __restrict__ u, double* __restrict__ au, double* __restrict__ partials)
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
  const long long base = (long long)(e / 32)*16384 + e % 32;
  double dot = 0.0;
  const int i = q % 8;
  const int j = q / 8 % 8;
  const int gn = j*8 + i;
  const int own_a = j*8 + i;
  const int own_b = j*8 + i;
  const int rline = i*65 + j*8;
  const int sline = j*72 + i;
  const double* __restrict__ ge = ggeo + (long long)(e / 32)*114688 + e % 32;
  double* sg = pool + 4400;
  {
    gimmik_stage(sg + t, ge + gn*32);
    gimmik_stage(sg + t + 256, ge + gn*32 + 16384);
    gimmik_stage(sg + t + 512, ge + gn*32 + 32768);
    gimmik_stage(sg + t + 768, ge + gn*32 + 49152);
    gimmik_stage(sg + t + 1024, ge + gn*32 + 65536);
    gimmik_stage(sg + t + 1280, ge + gn*32 + 81920);
    GIMMIK_STAGE_COMMIT();
    gimmik_stage(sg + t + 1536, ge + gn*32 + 2048);
    gimmik_stage(sg + t + 1792, ge + gn*32 + 18432);
    gimmik_stage(sg + t + 2048, ge + gn*32 + 34816);
    gimmik_stage(sg + t + 2304, ge + gn*32 + 51200);
    gimmik_stage(sg + t + 2560, ge + gn*32 + 67584);
    gimmik_stage(sg + t + 2816, ge + gn*32 + 83968);
    GIMMIK_STAGE_COMMIT();
    gimmik_stage(sg + t + 3072, ge + gn*32 + 4096);
    gimmik_stage(sg + t + 3328, ge + gn*32 + 20480);
    gimmik_stage(sg + t + 3584, ge + gn*32 + 36864);
    gimmik_stage(sg + t + 3840, ge + gn*32 + 53248);
    gimmik_stage(sg + t + 4096, ge + gn*32 + 69632);
    gimmik_stage(sg + t + 4352, ge + gn*32 + 86016);
    GIMMIK_STAGE_COMMIT();
    gimmik_stage(sg + t + 4608, ge + gn*32 + 6144);
    gimmik_stage(sg + t + 4864, ge + gn*32 + 22528);
    gimmik_stage(sg + t + 5120, ge + gn*32 + 38912);
    gimmik_stage(sg + t + 5376, ge + gn*32 + 55296);
    gimmik_stage(sg + t + 5632, ge + gn*32 + 71680);
    gimmik_stage(sg + t + 5888, ge + gn*32 + 88064);
    GIMMIK_STAGE_COMMIT();
    double* sa0 = pool + z*1100;
    double* sb0 = sa0 + 576;
    double* __restrict__ uc0 = u + base;
    const double* __restrict__ E_d0 = in_d + base;
    const double* __restrict__ E_r0 = in_r + base;
    const double u0_0 = E_d0[gn*32]*E_r0[gn*32] + in_beta*uc0[gn*32];
    sa0[own_a] = u0_0;
    sb0[own_b] = u0_0;
    const double u0_1 = E_d0[gn*32 + 2048]*E_r0[gn*32 + 2048] + in_beta*uc0[gn*32 + 2048];
    sa0[own_a + 72] = u0_1;
    sb0[own_b + 65] = u0_1;
    const double u0_2 = E_d0[gn*32 + 4096]*E_r0[gn*32 + 4096] + in_beta*uc0[gn*32 + 4096];
    sa0[own_a + 144] = u0_2;
    sb0[own_b + 130] = u0_2;
    const double u0_3 = E_d0[gn*32 + 6144]*E_r0[gn*32 + 6144] + in_beta*uc0[gn*32 + 6144];
    sa0[own_a + 216] = u0_3;
    sb0[own_b + 195] = u0_3;
    const double u0_4 = E_d0[gn*32 + 8192]*E_r0[gn*32 + 8192] + in_beta*uc0[gn*32 + 8192];
    sa0[own_a + 288] = u0_4;
    sb0[own_b + 260] = u0_4;
    const double u0_5 = E_d0[gn*32 + 10240]*E_r0[gn*32 + 10240] + in_beta*uc0[gn*32 + 10240];
    sa0[own_a + 360] = u0_5;
    sb0[own_b + 325] = u0_5;
    const double u0_6 = E_d0[gn*32 + 12288]*E_r0[gn*32 + 12288] + in_beta*uc0[gn*32 + 12288];
    sa0[own_a + 432] = u0_6;
    sb0[own_b + 390] = u0_6;
    const double u0_7 = E_d0[gn*32 + 14336]*E_r0[gn*32 + 14336] + in_beta*uc0[gn*32 + 14336];
    sa0[own_a + 504] = u0_7;
    sb0[own_b + 455] = u0_7;
    if (owner) {
      uc0[gn*32] = u0_0;
      uc0[gn*32 + 2048] = u0_1;
      uc0[gn*32 + 4096] = u0_2;
      uc0[gn*32 + 6144] = u0_3;
      uc0[gn*32 + 8192] = u0_4;
      uc0[gn*32 + 10240] = u0_5;
      uc0[gn*32 + 12288] = u0_6;
      uc0[gn*32 + 14336] = u0_7;
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
    {
      GIMMIK_STAGE_WAIT(3);
      const double g00 = sg[t];
      const double g01 = sg[t + 256];
      const double g02 = sg[t + 512];
      const double g11 = sg[t + 768];
      const double g12 = sg[t + 1024];
      const double g22 = sg[t + 1280];
      const double ur0 = sb0[own_b];
      const double us0 = sa0[own_a];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_0;
      dot += ur0*gr0 + us0*gs0 + ut0_0*gt0;
      sb0[own_b] = gr0;
      sa0[own_a] = gs0;
      gt0_0 = gt0;
      gimmik_stage(sg + t, ge + gn*32 + 8192);
      gimmik_stage(sg + t + 256, ge + gn*32 + 24576);
      gimmik_stage(sg + t + 512, ge + gn*32 + 40960);
      gimmik_stage(sg + t + 768, ge + gn*32 + 57344);
      gimmik_stage(sg + t + 1024, ge + gn*32 + 73728);
      gimmik_stage(sg + t + 1280, ge + gn*32 + 90112);
      GIMMIK_STAGE_COMMIT();
    }
    {
      GIMMIK_STAGE_WAIT(3);
      const double g00 = sg[t + 1536];
      const double g01 = sg[t + 1792];
      const double g02 = sg[t + 2048];
      const double g11 = sg[t + 2304];
      const double g12 = sg[t + 2560];
      const double g22 = sg[t + 2816];
      const double ur0 = sb0[own_b + 65];
      const double us0 = sa0[own_a + 72];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_1;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_1;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_1;
      dot += ur0*gr0 + us0*gs0 + ut0_1*gt0;
      sb0[own_b + 65] = gr0;
      sa0[own_a + 72] = gs0;
      gt0_1 = gt0;
      gimmik_stage(sg + t + 1536, ge + gn*32 + 10240);
      gimmik_stage(sg + t + 1792, ge + gn*32 + 26624);
      gimmik_stage(sg + t + 2048, ge + gn*32 + 43008);
      gimmik_stage(sg + t + 2304, ge + gn*32 + 59392);
      gimmik_stage(sg + t + 2560, ge + gn*32 + 75776);
      gimmik_stage(sg + t + 2816, ge + gn*32 + 92160);
      GIMMIK_STAGE_COMMIT();
    }
    {
      GIMMIK_STAGE_WAIT(3);
      const double g00 = sg[t + 3072];
      const double g01 = sg[t + 3328];
      const double g02 = sg[t + 3584];
      const double g11 = sg[t + 3840];
      const double g12 = sg[t + 4096];
      const double g22 = sg[t + 4352];
      const double ur0 = sb0[own_b + 130];
      const double us0 = sa0[own_a + 144];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_2;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_2;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_2;
      dot += ur0*gr0 + us0*gs0 + ut0_2*gt0;
      sb0[own_b + 130] = gr0;
      sa0[own_a + 144] = gs0;
      gt0_2 = gt0;
      gimmik_stage(sg + t + 3072, ge + gn*32 + 12288);
      gimmik_stage(sg + t + 3328, ge + gn*32 + 28672);
      gimmik_stage(sg + t + 3584, ge + gn*32 + 45056);
      gimmik_stage(sg + t + 3840, ge + gn*32 + 61440);
      gimmik_stage(sg + t + 4096, ge + gn*32 + 77824);
      gimmik_stage(sg + t + 4352, ge + gn*32 + 94208);
      GIMMIK_STAGE_COMMIT();
    }
    {
      GIMMIK_STAGE_WAIT(3);
      const double g00 = sg[t + 4608];
      const double g01 = sg[t + 4864];
      const double g02 = sg[t + 5120];
      const double g11 = sg[t + 5376];
      const double g12 = sg[t + 5632];
      const double g22 = sg[t + 5888];
      const double ur0 = sb0[own_b + 195];
      const double us0 = sa0[own_a + 216];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_3;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_3;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_3;
      dot += ur0*gr0 + us0*gs0 + ut0_3*gt0;
      sb0[own_b + 195] = gr0;
      sa0[own_a + 216] = gs0;
      gt0_3 = gt0;
      gimmik_stage(sg + t + 4608, ge + gn*32 + 14336);
      gimmik_stage(sg + t + 4864, ge + gn*32 + 30720);
      gimmik_stage(sg + t + 5120, ge + gn*32 + 47104);
      gimmik_stage(sg + t + 5376, ge + gn*32 + 63488);
      gimmik_stage(sg + t + 5632, ge + gn*32 + 79872);
      gimmik_stage(sg + t + 5888, ge + gn*32 + 96256);
      GIMMIK_STAGE_COMMIT();
    }
    {
      GIMMIK_STAGE_WAIT(3);
      const double g00 = sg[t];
      const double g01 = sg[t + 256];
      const double g02 = sg[t + 512];
      const double g11 = sg[t + 768];
      const double g12 = sg[t + 1024];
      const double g22 = sg[t + 1280];
      const double ur0 = sb0[own_b + 260];
      const double us0 = sa0[own_a + 288];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_4;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_4;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_4;
      dot += ur0*gr0 + us0*gs0 + ut0_4*gt0;
      sb0[own_b + 260] = gr0;
      sa0[own_a + 288] = gs0;
      gt0_4 = gt0;
    }
    {
      GIMMIK_STAGE_WAIT(2);
      const double g00 = sg[t + 1536];
      const double g01 = sg[t + 1792];
      const double g02 = sg[t + 2048];
      const double g11 = sg[t + 2304];
      const double g12 = sg[t + 2560];
      const double g22 = sg[t + 2816];
      const double ur0 = sb0[own_b + 325];
      const double us0 = sa0[own_a + 360];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_5;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_5;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_5;
      dot += ur0*gr0 + us0*gs0 + ut0_5*gt0;
      sb0[own_b + 325] = gr0;
      sa0[own_a + 360] = gs0;
      gt0_5 = gt0;
    }
    {
      GIMMIK_STAGE_WAIT(1);
      const double g00 = sg[t + 3072];
      const double g01 = sg[t + 3328];
      const double g02 = sg[t + 3584];
      const double g11 = sg[t + 3840];
      const double g12 = sg[t + 4096];
      const double g22 = sg[t + 4352];
      const double ur0 = sb0[own_b + 390];
      const double us0 = sa0[own_a + 432];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_6;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_6;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_6;
      dot += ur0*gr0 + us0*gs0 + ut0_6*gt0;
      sb0[own_b + 390] = gr0;
      sa0[own_a + 432] = gs0;
      gt0_6 = gt0;
    }
    {
      GIMMIK_STAGE_WAIT(0);
      const double g00 = sg[t + 4608];
      const double g01 = sg[t + 4864];
      const double g02 = sg[t + 5120];
      const double g11 = sg[t + 5376];
      const double g12 = sg[t + 5632];
      const double g22 = sg[t + 5888];
      const double ur0 = sb0[own_b + 455];
      const double us0 = sa0[own_a + 504];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_7;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_7;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_7;
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
      auc0[gn*32] = (tg0_even0 + tg0_odd0) + sb0[own_b] + sa0[own_a];
      auc0[gn*32 + 2048] = (tg0_even1 + tg0_odd1) + sb0[own_b + 65] + sa0[own_a + 72];
      auc0[gn*32 + 4096] = (tg0_even2 + tg0_odd2) + sb0[own_b + 130] + sa0[own_a + 144];
      auc0[gn*32 + 6144] = (tg0_even3 + tg0_odd3) + sb0[own_b + 195] + sa0[own_a + 216];
      auc0[gn*32 + 8192] = (tg0_odd3 - tg0_even3) + sb0[own_b + 260] + sa0[own_a + 288];
      auc0[gn*32 + 10240] = (tg0_odd2 - tg0_even2) + sb0[own_b + 325] + sa0[own_a + 360];
      auc0[gn*32 + 12288] = (tg0_odd1 - tg0_even1) + sb0[own_b + 390] + sa0[own_a + 432];
      auc0[gn*32 + 14336] = (tg0_odd0 - tg0_even0) + sb0[own_b + 455] + sa0[own_a + 504];
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
