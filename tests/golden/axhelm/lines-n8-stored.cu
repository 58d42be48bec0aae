// gimmikc: axhelm lines (epb=1 dmem=0 evenodd=1 stage=0 regs=0), N = 8, d = 1, poisson, constant coefficients, stored geometry, f64
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
  const int own_a = j*8 + i;
  const int own_b = j*8 + i;
  const int rline = i*65 + j*8;
  const int sline = j*72 + i;
  const double* __restrict__ ge = ggeo + base*7;
  {
    double* sa0 = pool + z*1096;
    double* sb0 = sa0 + 576;
    const double* __restrict__ uc0 = u + base;
    const double u0_0 = uc0[gn];
    sa0[own_a] = u0_0;
    sb0[own_b] = u0_0;
    const double u0_1 = uc0[gn + 64];
    sa0[own_a + 72] = u0_1;
    sb0[own_b + 65] = u0_1;
    const double u0_2 = uc0[gn + 128];
    sa0[own_a + 144] = u0_2;
    sb0[own_b + 130] = u0_2;
    const double u0_3 = uc0[gn + 192];
    sa0[own_a + 216] = u0_3;
    sb0[own_b + 195] = u0_3;
    const double u0_4 = uc0[gn + 256];
    sa0[own_a + 288] = u0_4;
    sb0[own_b + 260] = u0_4;
    const double u0_5 = uc0[gn + 320];
    sa0[own_a + 360] = u0_5;
    sb0[own_b + 325] = u0_5;
    const double u0_6 = uc0[gn + 384];
    sa0[own_a + 432] = u0_6;
    sb0[own_b + 390] = u0_6;
    const double u0_7 = uc0[gn + 448];
    sa0[own_a + 504] = u0_7;
    sb0[own_b + 455] = u0_7;
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
      const double g00 = ge[gn];
      const double g01 = ge[gn + 512];
      const double g02 = ge[gn + 1024];
      const double g11 = ge[gn + 1536];
      const double g12 = ge[gn + 2048];
      const double g22 = ge[gn + 2560];
      const double ur0 = sb0[own_b];
      const double us0 = sa0[own_a];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_0;
      sb0[own_b] = gr0;
      sa0[own_a] = gs0;
      gt0_0 = gt0;
    }
    {
      const double g00 = ge[gn + 64];
      const double g01 = ge[gn + 576];
      const double g02 = ge[gn + 1088];
      const double g11 = ge[gn + 1600];
      const double g12 = ge[gn + 2112];
      const double g22 = ge[gn + 2624];
      const double ur0 = sb0[own_b + 65];
      const double us0 = sa0[own_a + 72];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_1;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_1;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_1;
      sb0[own_b + 65] = gr0;
      sa0[own_a + 72] = gs0;
      gt0_1 = gt0;
    }
    {
      const double g00 = ge[gn + 128];
      const double g01 = ge[gn + 640];
      const double g02 = ge[gn + 1152];
      const double g11 = ge[gn + 1664];
      const double g12 = ge[gn + 2176];
      const double g22 = ge[gn + 2688];
      const double ur0 = sb0[own_b + 130];
      const double us0 = sa0[own_a + 144];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_2;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_2;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_2;
      sb0[own_b + 130] = gr0;
      sa0[own_a + 144] = gs0;
      gt0_2 = gt0;
    }
    {
      const double g00 = ge[gn + 192];
      const double g01 = ge[gn + 704];
      const double g02 = ge[gn + 1216];
      const double g11 = ge[gn + 1728];
      const double g12 = ge[gn + 2240];
      const double g22 = ge[gn + 2752];
      const double ur0 = sb0[own_b + 195];
      const double us0 = sa0[own_a + 216];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_3;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_3;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_3;
      sb0[own_b + 195] = gr0;
      sa0[own_a + 216] = gs0;
      gt0_3 = gt0;
    }
    {
      const double g00 = ge[gn + 256];
      const double g01 = ge[gn + 768];
      const double g02 = ge[gn + 1280];
      const double g11 = ge[gn + 1792];
      const double g12 = ge[gn + 2304];
      const double g22 = ge[gn + 2816];
      const double ur0 = sb0[own_b + 260];
      const double us0 = sa0[own_a + 288];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_4;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_4;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_4;
      sb0[own_b + 260] = gr0;
      sa0[own_a + 288] = gs0;
      gt0_4 = gt0;
    }
    {
      const double g00 = ge[gn + 320];
      const double g01 = ge[gn + 832];
      const double g02 = ge[gn + 1344];
      const double g11 = ge[gn + 1856];
      const double g12 = ge[gn + 2368];
      const double g22 = ge[gn + 2880];
      const double ur0 = sb0[own_b + 325];
      const double us0 = sa0[own_a + 360];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_5;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_5;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_5;
      sb0[own_b + 325] = gr0;
      sa0[own_a + 360] = gs0;
      gt0_5 = gt0;
    }
    {
      const double g00 = ge[gn + 384];
      const double g01 = ge[gn + 896];
      const double g02 = ge[gn + 1408];
      const double g11 = ge[gn + 1920];
      const double g12 = ge[gn + 2432];
      const double g22 = ge[gn + 2944];
      const double ur0 = sb0[own_b + 390];
      const double us0 = sa0[own_a + 432];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_6;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_6;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_6;
      sb0[own_b + 390] = gr0;
      sa0[own_a + 432] = gs0;
      gt0_6 = gt0;
    }
    {
      const double g00 = ge[gn + 448];
      const double g01 = ge[gn + 960];
      const double g02 = ge[gn + 1472];
      const double g11 = ge[gn + 1984];
      const double g12 = ge[gn + 2496];
      const double g22 = ge[gn + 3008];
      const double ur0 = sb0[own_b + 455];
      const double us0 = sa0[own_a + 504];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_7;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_7;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_7;
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
      auc0[gn] = (tg0_even0 + tg0_odd0) + sb0[own_b] + sa0[own_a];
      auc0[gn + 64] = (tg0_even1 + tg0_odd1) + sb0[own_b + 65] + sa0[own_a + 72];
      auc0[gn + 128] = (tg0_even2 + tg0_odd2) + sb0[own_b + 130] + sa0[own_a + 144];
      auc0[gn + 192] = (tg0_even3 + tg0_odd3) + sb0[own_b + 195] + sa0[own_a + 216];
      auc0[gn + 256] = (tg0_odd3 - tg0_even3) + sb0[own_b + 260] + sa0[own_a + 288];
      auc0[gn + 320] = (tg0_odd2 - tg0_even2) + sb0[own_b + 325] + sa0[own_a + 360];
      auc0[gn + 384] = (tg0_odd1 - tg0_even1) + sb0[own_b + 390] + sa0[own_a + 432];
      auc0[gn + 448] = (tg0_odd0 - tg0_even0) + sb0[own_b + 455] + sa0[own_a + 504];
    }
  }
}
