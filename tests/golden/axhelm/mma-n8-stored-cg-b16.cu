// gimmikc: axhelm mma (epb=4 tshared=0 evenodd=1 stage=4 regs=0), N = 8, d = 1, poisson, constant coefficients, stored geometry, f64
__constant__ double c_D[64] = {-14.0, 18.93759860711737, -7.569289819348487, 4.297908164265175, -2.810188989257949, 1.9416594255441224, -1.297687388320232, 0.5, -3.20991570300299, 0.0, 4.543585064566564, -2.1120612143145423, 1.2942320509135015, -0.869448098331493, 0.5735654149402641, -0.21995751477130437, 0.7924766813205145, -2.8064757947364334, 0.0, 2.8755174059725053, -1.3727858318060284, 0.8450225565065105, -0.537039586157661, 0.20328456890059274, -0.37215043572859485, 1.0789446887904528, -2.3781872335155056, 0.0, 2.3889243591582394, -1.1353580168811115, 0.6611573509003112, -0.243330712723791, 0.243330712723791, -0.6611573509003112, 1.1353580168811115, -2.3889243591582394, 0.0, 2.3781872335155056, -1.0789446887904528, 0.37215043572859485, -0.20328456890059274, 0.537039586157661, -0.8450225565065105, 1.3727858318060284, -2.8755174059725053, 0.0, 2.8064757947364334, -0.7924766813205145, 0.21995751477130437, -0.5735654149402641, 0.869448098331493, -1.2942320509135015, 2.1120612143145423, -4.543585064566564, 0.0, 3.20991570300299, -0.5, 1.297687388320232, -1.9416594255441224, 2.810188989257949, -4.297908164265175, 7.569289819348487, -18.93759860711737, 14.0};

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

// One m8n8k4 FP64 product into (c0, c1): the accumulator layout gives
// lane l row l/4 and columns 2(l%4), 2(l%4)+1; A holds row l/4, column
// l%4; B row l%4, column l/4.
static __device__ __forceinline__ void gimmik_mma(double &c0, double &c1,
                                                  double a, double b)
{
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c0), "+d"(c1) : "d"(a), "d"(b));
}

extern "C" __global__ void __launch_bounds__(128)
gimmik_axhelm(int elements, int first, const double* __restrict__ ggeo, double in_beta, const double* __restrict__ in_d, const double* __restrict__ in_r, double* __restrict__ u, double* __restrict__ au, double* __restrict__ partials)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  extern __shared__ __align__(16) double pool[];
  const int t = (int)threadIdx.x;
  const int z = t / 32;
  const int slot_element = first + (int)blockIdx.x*4 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  double dot = 0.0;
  const int lane = t % 32;
  const int tile_j = 0, tile_i = 0;
  const int row = lane >> 2, quad = lane & 3;
  const int j = tile_j*8 + row;
  const int i = tile_i*8 + 2*quad;
  const int own = j*12 + i;
  const int afrag = j*12 + quad;
  const int bfrag = quad*12 + tile_i*8 + row;
  const int jc = j, ia = i, ib = i + 1;
  const int node_a = jc*8 + ia, node_b = jc*8 + ib;
  const double df_0 = c_D[(tile_j*8 + row)*8 + quad + 0];
  const double dt_0 = c_D[(quad + 0)*8 + tile_j*8 + row];
  const double df_1 = c_D[(tile_j*8 + row)*8 + quad + 4];
  const double dt_1 = c_D[(quad + 4)*8 + tile_j*8 + row];
  const double* __restrict__ ge = ggeo + (long long)(e / 16)*57344 + e % 16;
  double* sg = pool + 4624;
  {
    gimmik_stage(sg + t, ge + node_a*16);
    gimmik_stage(sg + t + 128, ge + node_b*16);
    gimmik_stage(sg + t + 256, ge + node_a*16 + 8192);
    gimmik_stage(sg + t + 384, ge + node_b*16 + 8192);
    gimmik_stage(sg + t + 512, ge + node_a*16 + 16384);
    gimmik_stage(sg + t + 640, ge + node_b*16 + 16384);
    gimmik_stage(sg + t + 768, ge + node_a*16 + 24576);
    gimmik_stage(sg + t + 896, ge + node_b*16 + 24576);
    gimmik_stage(sg + t + 1024, ge + node_a*16 + 32768);
    gimmik_stage(sg + t + 1152, ge + node_b*16 + 32768);
    gimmik_stage(sg + t + 1280, ge + node_a*16 + 40960);
    gimmik_stage(sg + t + 1408, ge + node_b*16 + 40960);
    GIMMIK_STAGE_COMMIT();
    gimmik_stage(sg + t + 1536, ge + node_a*16 + 1024);
    gimmik_stage(sg + t + 1664, ge + node_b*16 + 1024);
    gimmik_stage(sg + t + 1792, ge + node_a*16 + 9216);
    gimmik_stage(sg + t + 1920, ge + node_b*16 + 9216);
    gimmik_stage(sg + t + 2048, ge + node_a*16 + 17408);
    gimmik_stage(sg + t + 2176, ge + node_b*16 + 17408);
    gimmik_stage(sg + t + 2304, ge + node_a*16 + 25600);
    gimmik_stage(sg + t + 2432, ge + node_b*16 + 25600);
    gimmik_stage(sg + t + 2560, ge + node_a*16 + 33792);
    gimmik_stage(sg + t + 2688, ge + node_b*16 + 33792);
    gimmik_stage(sg + t + 2816, ge + node_a*16 + 41984);
    gimmik_stage(sg + t + 2944, ge + node_b*16 + 41984);
    GIMMIK_STAGE_COMMIT();
    gimmik_stage(sg + t + 3072, ge + node_a*16 + 2048);
    gimmik_stage(sg + t + 3200, ge + node_b*16 + 2048);
    gimmik_stage(sg + t + 3328, ge + node_a*16 + 10240);
    gimmik_stage(sg + t + 3456, ge + node_b*16 + 10240);
    gimmik_stage(sg + t + 3584, ge + node_a*16 + 18432);
    gimmik_stage(sg + t + 3712, ge + node_b*16 + 18432);
    gimmik_stage(sg + t + 3840, ge + node_a*16 + 26624);
    gimmik_stage(sg + t + 3968, ge + node_b*16 + 26624);
    gimmik_stage(sg + t + 4096, ge + node_a*16 + 34816);
    gimmik_stage(sg + t + 4224, ge + node_b*16 + 34816);
    gimmik_stage(sg + t + 4352, ge + node_a*16 + 43008);
    gimmik_stage(sg + t + 4480, ge + node_b*16 + 43008);
    GIMMIK_STAGE_COMMIT();
    gimmik_stage(sg + t + 4608, ge + node_a*16 + 3072);
    gimmik_stage(sg + t + 4736, ge + node_b*16 + 3072);
    gimmik_stage(sg + t + 4864, ge + node_a*16 + 11264);
    gimmik_stage(sg + t + 4992, ge + node_b*16 + 11264);
    gimmik_stage(sg + t + 5120, ge + node_a*16 + 19456);
    gimmik_stage(sg + t + 5248, ge + node_b*16 + 19456);
    gimmik_stage(sg + t + 5376, ge + node_a*16 + 27648);
    gimmik_stage(sg + t + 5504, ge + node_b*16 + 27648);
    gimmik_stage(sg + t + 5632, ge + node_a*16 + 35840);
    gimmik_stage(sg + t + 5760, ge + node_b*16 + 35840);
    gimmik_stage(sg + t + 5888, ge + node_a*16 + 44032);
    gimmik_stage(sg + t + 6016, ge + node_b*16 + 44032);
    GIMMIK_STAGE_COMMIT();
    double* su0 = pool + z*1156;
    double* sgr0_0 = su0 + 768;
    double* sgs0_0 = su0 + 864;
    double* sgr0_1 = su0 + 960;
    double* sgs0_1 = su0 + 1056;
    for (int idx = t; idx < 2048; idx += 128) {
      const int lz = idx % 4, lnode = idx / 4;
      const int lslot = first + (int)blockIdx.x*4 + lz;
      const int le = lslot - first < elements ? lslot : first + elements - 1;
      const long long lindex = (long long)(le / 16)*8192 + le % 16 + (long long)lnode*16;
      const int lcell = lz*1156 + lnode / 64*96 + lnode / 8 % 8*12 + lnode % 8;
      const double value = in_d[lindex]*in_r[lindex] + in_beta*u[lindex];
      if (lslot - first < elements) u[lindex] = value;
      pool[lcell] = value;
    }
    __syncthreads();
    const double u0_0a = su0[own];
    const double u0_0b = su0[own + 1];
    const double u0_1a = su0[own + 96];
    const double u0_1b = su0[own + 97];
    const double u0_2a = su0[own + 192];
    const double u0_2b = su0[own + 193];
    const double u0_3a = su0[own + 288];
    const double u0_3b = su0[own + 289];
    const double u0_4a = su0[own + 384];
    const double u0_4b = su0[own + 385];
    const double u0_5a = su0[own + 480];
    const double u0_5b = su0[own + 481];
    const double u0_6a = su0[own + 576];
    const double u0_6b = su0[own + 577];
    const double u0_7a = su0[own + 672];
    const double u0_7b = su0[own + 673];
    const double tu0a_plus0 = u0_0a + u0_7a;
    const double tu0a_minus0 = u0_0a - u0_7a;
    const double tu0a_plus1 = u0_1a + u0_6a;
    const double tu0a_minus1 = u0_1a - u0_6a;
    const double tu0a_plus2 = u0_2a + u0_5a;
    const double tu0a_minus2 = u0_2a - u0_5a;
    const double tu0a_plus3 = u0_3a + u0_4a;
    const double tu0a_minus3 = u0_3a - u0_4a;
    const double tu0a_even0 = -6.75*tu0a_plus0 + 8.81995560939857*tu0a_plus1 - 2.8138151969021825*tu0a_plus2 + 0.7438595875036131*tu0a_plus3, tu0a_odd0 = -7.25*tu0a_minus0 + 10.1176429977188*tu0a_minus1 - 4.755474622446305*tu0a_minus2 + 3.554048576761562*tu0a_minus3;
    const double tu0a_even1 = -1.7149366088871472*tu0a_plus0 + 0.28678270747013207*tu0a_plus1 + 1.8370684831175355*tu0a_plus2 - 0.4089145817005204*tu0a_plus3, tu0a_odd1 = -1.494979094115843*tu0a_minus0 - 0.28678270747013207*tu0a_minus1 + 2.706516581449028*tu0a_minus2 - 1.7031466326140219*tu0a_minus3;
    const double tu0a_even2 = 0.49788062511055364*tu0a_plus0 - 1.6717576904470473*tu0a_plus1 + 0.42251127825325524*tu0a_plus2 + 0.7513657870832384*tu0a_plus3, tu0a_odd2 = 0.2945960562099609*tu0a_minus0 - 1.1347181042893861*tu0a_minus1 - 0.42251127825325524*tu0a_minus2 + 2.124151618889267*tu0a_minus3;
    const double tu0a_even3 = -0.30774057422619294*tu0a_plus0 + 0.870051019845382*tu0a_plus1 - 1.7567726251983085*tu0a_plus2 + 1.1944621795791197*tu0a_plus3, tu0a_odd3 = -0.06440986150240192*tu0a_minus0 + 0.20889366894507078*tu0a_minus1 - 0.6214146083171971*tu0a_minus2 - 1.1944621795791197*tu0a_minus3;
    double tc0_0a = (tu0a_even0 + tu0a_odd0);
    double tc0_1a = (tu0a_even1 + tu0a_odd1);
    double tc0_2a = (tu0a_even2 + tu0a_odd2);
    double tc0_3a = (tu0a_even3 + tu0a_odd3);
    double tc0_4a = (tu0a_odd3 - tu0a_even3);
    double tc0_5a = (tu0a_odd2 - tu0a_even2);
    double tc0_6a = (tu0a_odd1 - tu0a_even1);
    double tc0_7a = (tu0a_odd0 - tu0a_even0);
    const double tu0b_plus0 = u0_0b + u0_7b;
    const double tu0b_minus0 = u0_0b - u0_7b;
    const double tu0b_plus1 = u0_1b + u0_6b;
    const double tu0b_minus1 = u0_1b - u0_6b;
    const double tu0b_plus2 = u0_2b + u0_5b;
    const double tu0b_minus2 = u0_2b - u0_5b;
    const double tu0b_plus3 = u0_3b + u0_4b;
    const double tu0b_minus3 = u0_3b - u0_4b;
    const double tu0b_even0 = -6.75*tu0b_plus0 + 8.81995560939857*tu0b_plus1 - 2.8138151969021825*tu0b_plus2 + 0.7438595875036131*tu0b_plus3, tu0b_odd0 = -7.25*tu0b_minus0 + 10.1176429977188*tu0b_minus1 - 4.755474622446305*tu0b_minus2 + 3.554048576761562*tu0b_minus3;
    const double tu0b_even1 = -1.7149366088871472*tu0b_plus0 + 0.28678270747013207*tu0b_plus1 + 1.8370684831175355*tu0b_plus2 - 0.4089145817005204*tu0b_plus3, tu0b_odd1 = -1.494979094115843*tu0b_minus0 - 0.28678270747013207*tu0b_minus1 + 2.706516581449028*tu0b_minus2 - 1.7031466326140219*tu0b_minus3;
    const double tu0b_even2 = 0.49788062511055364*tu0b_plus0 - 1.6717576904470473*tu0b_plus1 + 0.42251127825325524*tu0b_plus2 + 0.7513657870832384*tu0b_plus3, tu0b_odd2 = 0.2945960562099609*tu0b_minus0 - 1.1347181042893861*tu0b_minus1 - 0.42251127825325524*tu0b_minus2 + 2.124151618889267*tu0b_minus3;
    const double tu0b_even3 = -0.30774057422619294*tu0b_plus0 + 0.870051019845382*tu0b_plus1 - 1.7567726251983085*tu0b_plus2 + 1.1944621795791197*tu0b_plus3, tu0b_odd3 = -0.06440986150240192*tu0b_minus0 + 0.20889366894507078*tu0b_minus1 - 0.6214146083171971*tu0b_minus2 - 1.1944621795791197*tu0b_minus3;
    double tc0_0b = (tu0b_even0 + tu0b_odd0);
    double tc0_1b = (tu0b_even1 + tu0b_odd1);
    double tc0_2b = (tu0b_even2 + tu0b_odd2);
    double tc0_3b = (tu0b_even3 + tu0b_odd3);
    double tc0_4b = (tu0b_odd3 - tu0b_even3);
    double tc0_5b = (tu0b_odd2 - tu0b_even2);
    double tc0_6b = (tu0b_odd1 - tu0b_even1);
    double tc0_7b = (tu0b_odd0 - tu0b_even0);
    double au0_0a, au0_0b, au0_1a, au0_1b, au0_2a, au0_2b, au0_3a, au0_3b, au0_4a, au0_4b, au0_5a, au0_5b, au0_6a, au0_6b, au0_7a, au0_7b;
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 4], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 48]);
      {
        GIMMIK_STAGE_WAIT(3);
        const double g00 = sg[t];
        const double g01 = sg[t + 256];
        const double g02 = sg[t + 512];
        const double g11 = sg[t + 768];
        const double g12 = sg[t + 1024];
        const double g22 = sg[t + 1280];
        const double gr0 = g00*ur0a + g01*us0a + g02*tc0_0a;
        const double gs0 = g01*ur0a + g11*us0a + g12*tc0_0a;
        const double gt0 = g02*ur0a + g12*us0a + g22*tc0_0a;
        dot += ur0a*gr0 + us0a*gs0 + tc0_0a*gt0;
        sgr0_0[own] = gr0;
        sgs0_0[own] = gs0;
        tc0_0a = gt0;
      }
      {
        const double g00 = sg[t + 128];
        const double g01 = sg[t + 384];
        const double g02 = sg[t + 640];
        const double g11 = sg[t + 896];
        const double g12 = sg[t + 1152];
        const double g22 = sg[t + 1408];
        const double gr0 = g00*ur0b + g01*us0b + g02*tc0_0b;
        const double gs0 = g01*ur0b + g11*us0b + g12*tc0_0b;
        const double gt0 = g02*ur0b + g12*us0b + g22*tc0_0b;
        dot += ur0b*gr0 + us0b*gs0 + tc0_0b*gt0;
        sgr0_0[own + 1] = gr0;
        sgs0_0[own + 1] = gs0;
        tc0_0b = gt0;
      }
      gimmik_stage(sg + t, ge + node_a*16 + 4096);
      gimmik_stage(sg + t + 128, ge + node_b*16 + 4096);
      gimmik_stage(sg + t + 256, ge + node_a*16 + 12288);
      gimmik_stage(sg + t + 384, ge + node_b*16 + 12288);
      gimmik_stage(sg + t + 512, ge + node_a*16 + 20480);
      gimmik_stage(sg + t + 640, ge + node_b*16 + 20480);
      gimmik_stage(sg + t + 768, ge + node_a*16 + 28672);
      gimmik_stage(sg + t + 896, ge + node_b*16 + 28672);
      gimmik_stage(sg + t + 1024, ge + node_a*16 + 36864);
      gimmik_stage(sg + t + 1152, ge + node_b*16 + 36864);
      gimmik_stage(sg + t + 1280, ge + node_a*16 + 45056);
      gimmik_stage(sg + t + 1408, ge + node_b*16 + 45056);
      GIMMIK_STAGE_COMMIT();
      __syncwarp();
      au0_0a = 0.0;
      au0_0b = 0.0;
      gimmik_mma(au0_0a, au0_0b, sgr0_0[afrag], dt_0);
      gimmik_mma(au0_0a, au0_0b, dt_0, sgs0_0[bfrag]);
      gimmik_mma(au0_0a, au0_0b, sgr0_0[afrag + 4], dt_1);
      gimmik_mma(au0_0a, au0_0b, dt_1, sgs0_0[bfrag + 48]);
    }
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag + 96], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag + 96]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 100], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 144]);
      {
        GIMMIK_STAGE_WAIT(3);
        const double g00 = sg[t + 1536];
        const double g01 = sg[t + 1792];
        const double g02 = sg[t + 2048];
        const double g11 = sg[t + 2304];
        const double g12 = sg[t + 2560];
        const double g22 = sg[t + 2816];
        const double gr0 = g00*ur0a + g01*us0a + g02*tc0_1a;
        const double gs0 = g01*ur0a + g11*us0a + g12*tc0_1a;
        const double gt0 = g02*ur0a + g12*us0a + g22*tc0_1a;
        dot += ur0a*gr0 + us0a*gs0 + tc0_1a*gt0;
        sgr0_1[own] = gr0;
        sgs0_1[own] = gs0;
        tc0_1a = gt0;
      }
      {
        const double g00 = sg[t + 1664];
        const double g01 = sg[t + 1920];
        const double g02 = sg[t + 2176];
        const double g11 = sg[t + 2432];
        const double g12 = sg[t + 2688];
        const double g22 = sg[t + 2944];
        const double gr0 = g00*ur0b + g01*us0b + g02*tc0_1b;
        const double gs0 = g01*ur0b + g11*us0b + g12*tc0_1b;
        const double gt0 = g02*ur0b + g12*us0b + g22*tc0_1b;
        dot += ur0b*gr0 + us0b*gs0 + tc0_1b*gt0;
        sgr0_1[own + 1] = gr0;
        sgs0_1[own + 1] = gs0;
        tc0_1b = gt0;
      }
      gimmik_stage(sg + t + 1536, ge + node_a*16 + 5120);
      gimmik_stage(sg + t + 1664, ge + node_b*16 + 5120);
      gimmik_stage(sg + t + 1792, ge + node_a*16 + 13312);
      gimmik_stage(sg + t + 1920, ge + node_b*16 + 13312);
      gimmik_stage(sg + t + 2048, ge + node_a*16 + 21504);
      gimmik_stage(sg + t + 2176, ge + node_b*16 + 21504);
      gimmik_stage(sg + t + 2304, ge + node_a*16 + 29696);
      gimmik_stage(sg + t + 2432, ge + node_b*16 + 29696);
      gimmik_stage(sg + t + 2560, ge + node_a*16 + 37888);
      gimmik_stage(sg + t + 2688, ge + node_b*16 + 37888);
      gimmik_stage(sg + t + 2816, ge + node_a*16 + 46080);
      gimmik_stage(sg + t + 2944, ge + node_b*16 + 46080);
      GIMMIK_STAGE_COMMIT();
      __syncwarp();
      au0_1a = 0.0;
      au0_1b = 0.0;
      gimmik_mma(au0_1a, au0_1b, sgr0_1[afrag], dt_0);
      gimmik_mma(au0_1a, au0_1b, dt_0, sgs0_1[bfrag]);
      gimmik_mma(au0_1a, au0_1b, sgr0_1[afrag + 4], dt_1);
      gimmik_mma(au0_1a, au0_1b, dt_1, sgs0_1[bfrag + 48]);
    }
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag + 192], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag + 192]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 196], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 240]);
      {
        GIMMIK_STAGE_WAIT(3);
        const double g00 = sg[t + 3072];
        const double g01 = sg[t + 3328];
        const double g02 = sg[t + 3584];
        const double g11 = sg[t + 3840];
        const double g12 = sg[t + 4096];
        const double g22 = sg[t + 4352];
        const double gr0 = g00*ur0a + g01*us0a + g02*tc0_2a;
        const double gs0 = g01*ur0a + g11*us0a + g12*tc0_2a;
        const double gt0 = g02*ur0a + g12*us0a + g22*tc0_2a;
        dot += ur0a*gr0 + us0a*gs0 + tc0_2a*gt0;
        sgr0_0[own] = gr0;
        sgs0_0[own] = gs0;
        tc0_2a = gt0;
      }
      {
        const double g00 = sg[t + 3200];
        const double g01 = sg[t + 3456];
        const double g02 = sg[t + 3712];
        const double g11 = sg[t + 3968];
        const double g12 = sg[t + 4224];
        const double g22 = sg[t + 4480];
        const double gr0 = g00*ur0b + g01*us0b + g02*tc0_2b;
        const double gs0 = g01*ur0b + g11*us0b + g12*tc0_2b;
        const double gt0 = g02*ur0b + g12*us0b + g22*tc0_2b;
        dot += ur0b*gr0 + us0b*gs0 + tc0_2b*gt0;
        sgr0_0[own + 1] = gr0;
        sgs0_0[own + 1] = gs0;
        tc0_2b = gt0;
      }
      gimmik_stage(sg + t + 3072, ge + node_a*16 + 6144);
      gimmik_stage(sg + t + 3200, ge + node_b*16 + 6144);
      gimmik_stage(sg + t + 3328, ge + node_a*16 + 14336);
      gimmik_stage(sg + t + 3456, ge + node_b*16 + 14336);
      gimmik_stage(sg + t + 3584, ge + node_a*16 + 22528);
      gimmik_stage(sg + t + 3712, ge + node_b*16 + 22528);
      gimmik_stage(sg + t + 3840, ge + node_a*16 + 30720);
      gimmik_stage(sg + t + 3968, ge + node_b*16 + 30720);
      gimmik_stage(sg + t + 4096, ge + node_a*16 + 38912);
      gimmik_stage(sg + t + 4224, ge + node_b*16 + 38912);
      gimmik_stage(sg + t + 4352, ge + node_a*16 + 47104);
      gimmik_stage(sg + t + 4480, ge + node_b*16 + 47104);
      GIMMIK_STAGE_COMMIT();
      __syncwarp();
      au0_2a = 0.0;
      au0_2b = 0.0;
      gimmik_mma(au0_2a, au0_2b, sgr0_0[afrag], dt_0);
      gimmik_mma(au0_2a, au0_2b, dt_0, sgs0_0[bfrag]);
      gimmik_mma(au0_2a, au0_2b, sgr0_0[afrag + 4], dt_1);
      gimmik_mma(au0_2a, au0_2b, dt_1, sgs0_0[bfrag + 48]);
    }
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag + 288], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag + 288]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 292], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 336]);
      {
        GIMMIK_STAGE_WAIT(3);
        const double g00 = sg[t + 4608];
        const double g01 = sg[t + 4864];
        const double g02 = sg[t + 5120];
        const double g11 = sg[t + 5376];
        const double g12 = sg[t + 5632];
        const double g22 = sg[t + 5888];
        const double gr0 = g00*ur0a + g01*us0a + g02*tc0_3a;
        const double gs0 = g01*ur0a + g11*us0a + g12*tc0_3a;
        const double gt0 = g02*ur0a + g12*us0a + g22*tc0_3a;
        dot += ur0a*gr0 + us0a*gs0 + tc0_3a*gt0;
        sgr0_1[own] = gr0;
        sgs0_1[own] = gs0;
        tc0_3a = gt0;
      }
      {
        const double g00 = sg[t + 4736];
        const double g01 = sg[t + 4992];
        const double g02 = sg[t + 5248];
        const double g11 = sg[t + 5504];
        const double g12 = sg[t + 5760];
        const double g22 = sg[t + 6016];
        const double gr0 = g00*ur0b + g01*us0b + g02*tc0_3b;
        const double gs0 = g01*ur0b + g11*us0b + g12*tc0_3b;
        const double gt0 = g02*ur0b + g12*us0b + g22*tc0_3b;
        dot += ur0b*gr0 + us0b*gs0 + tc0_3b*gt0;
        sgr0_1[own + 1] = gr0;
        sgs0_1[own + 1] = gs0;
        tc0_3b = gt0;
      }
      gimmik_stage(sg + t + 4608, ge + node_a*16 + 7168);
      gimmik_stage(sg + t + 4736, ge + node_b*16 + 7168);
      gimmik_stage(sg + t + 4864, ge + node_a*16 + 15360);
      gimmik_stage(sg + t + 4992, ge + node_b*16 + 15360);
      gimmik_stage(sg + t + 5120, ge + node_a*16 + 23552);
      gimmik_stage(sg + t + 5248, ge + node_b*16 + 23552);
      gimmik_stage(sg + t + 5376, ge + node_a*16 + 31744);
      gimmik_stage(sg + t + 5504, ge + node_b*16 + 31744);
      gimmik_stage(sg + t + 5632, ge + node_a*16 + 39936);
      gimmik_stage(sg + t + 5760, ge + node_b*16 + 39936);
      gimmik_stage(sg + t + 5888, ge + node_a*16 + 48128);
      gimmik_stage(sg + t + 6016, ge + node_b*16 + 48128);
      GIMMIK_STAGE_COMMIT();
      __syncwarp();
      au0_3a = 0.0;
      au0_3b = 0.0;
      gimmik_mma(au0_3a, au0_3b, sgr0_1[afrag], dt_0);
      gimmik_mma(au0_3a, au0_3b, dt_0, sgs0_1[bfrag]);
      gimmik_mma(au0_3a, au0_3b, sgr0_1[afrag + 4], dt_1);
      gimmik_mma(au0_3a, au0_3b, dt_1, sgs0_1[bfrag + 48]);
    }
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag + 384], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag + 384]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 388], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 432]);
      {
        GIMMIK_STAGE_WAIT(3);
        const double g00 = sg[t];
        const double g01 = sg[t + 256];
        const double g02 = sg[t + 512];
        const double g11 = sg[t + 768];
        const double g12 = sg[t + 1024];
        const double g22 = sg[t + 1280];
        const double gr0 = g00*ur0a + g01*us0a + g02*tc0_4a;
        const double gs0 = g01*ur0a + g11*us0a + g12*tc0_4a;
        const double gt0 = g02*ur0a + g12*us0a + g22*tc0_4a;
        dot += ur0a*gr0 + us0a*gs0 + tc0_4a*gt0;
        sgr0_0[own] = gr0;
        sgs0_0[own] = gs0;
        tc0_4a = gt0;
      }
      {
        const double g00 = sg[t + 128];
        const double g01 = sg[t + 384];
        const double g02 = sg[t + 640];
        const double g11 = sg[t + 896];
        const double g12 = sg[t + 1152];
        const double g22 = sg[t + 1408];
        const double gr0 = g00*ur0b + g01*us0b + g02*tc0_4b;
        const double gs0 = g01*ur0b + g11*us0b + g12*tc0_4b;
        const double gt0 = g02*ur0b + g12*us0b + g22*tc0_4b;
        dot += ur0b*gr0 + us0b*gs0 + tc0_4b*gt0;
        sgr0_0[own + 1] = gr0;
        sgs0_0[own + 1] = gs0;
        tc0_4b = gt0;
      }
      __syncwarp();
      au0_4a = 0.0;
      au0_4b = 0.0;
      gimmik_mma(au0_4a, au0_4b, sgr0_0[afrag], dt_0);
      gimmik_mma(au0_4a, au0_4b, dt_0, sgs0_0[bfrag]);
      gimmik_mma(au0_4a, au0_4b, sgr0_0[afrag + 4], dt_1);
      gimmik_mma(au0_4a, au0_4b, dt_1, sgs0_0[bfrag + 48]);
    }
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag + 480], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag + 480]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 484], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 528]);
      {
        GIMMIK_STAGE_WAIT(2);
        const double g00 = sg[t + 1536];
        const double g01 = sg[t + 1792];
        const double g02 = sg[t + 2048];
        const double g11 = sg[t + 2304];
        const double g12 = sg[t + 2560];
        const double g22 = sg[t + 2816];
        const double gr0 = g00*ur0a + g01*us0a + g02*tc0_5a;
        const double gs0 = g01*ur0a + g11*us0a + g12*tc0_5a;
        const double gt0 = g02*ur0a + g12*us0a + g22*tc0_5a;
        dot += ur0a*gr0 + us0a*gs0 + tc0_5a*gt0;
        sgr0_1[own] = gr0;
        sgs0_1[own] = gs0;
        tc0_5a = gt0;
      }
      {
        const double g00 = sg[t + 1664];
        const double g01 = sg[t + 1920];
        const double g02 = sg[t + 2176];
        const double g11 = sg[t + 2432];
        const double g12 = sg[t + 2688];
        const double g22 = sg[t + 2944];
        const double gr0 = g00*ur0b + g01*us0b + g02*tc0_5b;
        const double gs0 = g01*ur0b + g11*us0b + g12*tc0_5b;
        const double gt0 = g02*ur0b + g12*us0b + g22*tc0_5b;
        dot += ur0b*gr0 + us0b*gs0 + tc0_5b*gt0;
        sgr0_1[own + 1] = gr0;
        sgs0_1[own + 1] = gs0;
        tc0_5b = gt0;
      }
      __syncwarp();
      au0_5a = 0.0;
      au0_5b = 0.0;
      gimmik_mma(au0_5a, au0_5b, sgr0_1[afrag], dt_0);
      gimmik_mma(au0_5a, au0_5b, dt_0, sgs0_1[bfrag]);
      gimmik_mma(au0_5a, au0_5b, sgr0_1[afrag + 4], dt_1);
      gimmik_mma(au0_5a, au0_5b, dt_1, sgs0_1[bfrag + 48]);
    }
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag + 576], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag + 576]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 580], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 624]);
      {
        GIMMIK_STAGE_WAIT(1);
        const double g00 = sg[t + 3072];
        const double g01 = sg[t + 3328];
        const double g02 = sg[t + 3584];
        const double g11 = sg[t + 3840];
        const double g12 = sg[t + 4096];
        const double g22 = sg[t + 4352];
        const double gr0 = g00*ur0a + g01*us0a + g02*tc0_6a;
        const double gs0 = g01*ur0a + g11*us0a + g12*tc0_6a;
        const double gt0 = g02*ur0a + g12*us0a + g22*tc0_6a;
        dot += ur0a*gr0 + us0a*gs0 + tc0_6a*gt0;
        sgr0_0[own] = gr0;
        sgs0_0[own] = gs0;
        tc0_6a = gt0;
      }
      {
        const double g00 = sg[t + 3200];
        const double g01 = sg[t + 3456];
        const double g02 = sg[t + 3712];
        const double g11 = sg[t + 3968];
        const double g12 = sg[t + 4224];
        const double g22 = sg[t + 4480];
        const double gr0 = g00*ur0b + g01*us0b + g02*tc0_6b;
        const double gs0 = g01*ur0b + g11*us0b + g12*tc0_6b;
        const double gt0 = g02*ur0b + g12*us0b + g22*tc0_6b;
        dot += ur0b*gr0 + us0b*gs0 + tc0_6b*gt0;
        sgr0_0[own + 1] = gr0;
        sgs0_0[own + 1] = gs0;
        tc0_6b = gt0;
      }
      __syncwarp();
      au0_6a = 0.0;
      au0_6b = 0.0;
      gimmik_mma(au0_6a, au0_6b, sgr0_0[afrag], dt_0);
      gimmik_mma(au0_6a, au0_6b, dt_0, sgs0_0[bfrag]);
      gimmik_mma(au0_6a, au0_6b, sgr0_0[afrag + 4], dt_1);
      gimmik_mma(au0_6a, au0_6b, dt_1, sgs0_0[bfrag + 48]);
    }
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag + 672], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag + 672]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 676], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 720]);
      {
        GIMMIK_STAGE_WAIT(0);
        const double g00 = sg[t + 4608];
        const double g01 = sg[t + 4864];
        const double g02 = sg[t + 5120];
        const double g11 = sg[t + 5376];
        const double g12 = sg[t + 5632];
        const double g22 = sg[t + 5888];
        const double gr0 = g00*ur0a + g01*us0a + g02*tc0_7a;
        const double gs0 = g01*ur0a + g11*us0a + g12*tc0_7a;
        const double gt0 = g02*ur0a + g12*us0a + g22*tc0_7a;
        dot += ur0a*gr0 + us0a*gs0 + tc0_7a*gt0;
        sgr0_1[own] = gr0;
        sgs0_1[own] = gs0;
        tc0_7a = gt0;
      }
      {
        const double g00 = sg[t + 4736];
        const double g01 = sg[t + 4992];
        const double g02 = sg[t + 5248];
        const double g11 = sg[t + 5504];
        const double g12 = sg[t + 5760];
        const double g22 = sg[t + 6016];
        const double gr0 = g00*ur0b + g01*us0b + g02*tc0_7b;
        const double gs0 = g01*ur0b + g11*us0b + g12*tc0_7b;
        const double gt0 = g02*ur0b + g12*us0b + g22*tc0_7b;
        dot += ur0b*gr0 + us0b*gs0 + tc0_7b*gt0;
        sgr0_1[own + 1] = gr0;
        sgs0_1[own + 1] = gs0;
        tc0_7b = gt0;
      }
      __syncwarp();
      au0_7a = 0.0;
      au0_7b = 0.0;
      gimmik_mma(au0_7a, au0_7b, sgr0_1[afrag], dt_0);
      gimmik_mma(au0_7a, au0_7b, dt_0, sgs0_1[bfrag]);
      gimmik_mma(au0_7a, au0_7b, sgr0_1[afrag + 4], dt_1);
      gimmik_mma(au0_7a, au0_7b, dt_1, sgs0_1[bfrag + 48]);
    }
    __syncthreads();
    {
      const double tg0a_plus0 = tc0_0a + tc0_7a;
      const double tg0a_minus0 = tc0_0a - tc0_7a;
      const double tg0a_plus1 = tc0_1a + tc0_6a;
      const double tg0a_minus1 = tc0_1a - tc0_6a;
      const double tg0a_plus2 = tc0_2a + tc0_5a;
      const double tg0a_minus2 = tc0_2a - tc0_5a;
      const double tg0a_plus3 = tc0_3a + tc0_4a;
      const double tg0a_minus3 = tc0_3a - tc0_4a;
      const double tg0a_even0 = -7.25*tg0a_plus0 - 1.494979094115843*tg0a_plus1 + 0.2945960562099609*tg0a_plus2 - 0.06440986150240192*tg0a_plus3, tg0a_odd0 = -6.75*tg0a_minus0 - 1.7149366088871472*tg0a_minus1 + 0.49788062511055364*tg0a_minus2 - 0.30774057422619294*tg0a_minus3;
      const double tg0a_even1 = 10.1176429977188*tg0a_plus0 - 0.28678270747013207*tg0a_plus1 - 1.1347181042893861*tg0a_plus2 + 0.20889366894507078*tg0a_plus3, tg0a_odd1 = 8.81995560939857*tg0a_minus0 + 0.28678270747013207*tg0a_minus1 - 1.6717576904470473*tg0a_minus2 + 0.870051019845382*tg0a_minus3;
      const double tg0a_even2 = -4.755474622446305*tg0a_plus0 + 2.706516581449028*tg0a_plus1 - 0.42251127825325524*tg0a_plus2 - 0.6214146083171971*tg0a_plus3, tg0a_odd2 = -2.8138151969021825*tg0a_minus0 + 1.8370684831175355*tg0a_minus1 + 0.42251127825325524*tg0a_minus2 - 1.7567726251983085*tg0a_minus3;
      const double tg0a_even3 = 3.554048576761562*tg0a_plus0 - 1.7031466326140219*tg0a_plus1 + 2.124151618889267*tg0a_plus2 - 1.1944621795791197*tg0a_plus3, tg0a_odd3 = 0.7438595875036131*tg0a_minus0 - 0.4089145817005204*tg0a_minus1 + 0.7513657870832384*tg0a_minus2 + 1.1944621795791197*tg0a_minus3;
      const double tg0b_plus0 = tc0_0b + tc0_7b;
      const double tg0b_minus0 = tc0_0b - tc0_7b;
      const double tg0b_plus1 = tc0_1b + tc0_6b;
      const double tg0b_minus1 = tc0_1b - tc0_6b;
      const double tg0b_plus2 = tc0_2b + tc0_5b;
      const double tg0b_minus2 = tc0_2b - tc0_5b;
      const double tg0b_plus3 = tc0_3b + tc0_4b;
      const double tg0b_minus3 = tc0_3b - tc0_4b;
      const double tg0b_even0 = -7.25*tg0b_plus0 - 1.494979094115843*tg0b_plus1 + 0.2945960562099609*tg0b_plus2 - 0.06440986150240192*tg0b_plus3, tg0b_odd0 = -6.75*tg0b_minus0 - 1.7149366088871472*tg0b_minus1 + 0.49788062511055364*tg0b_minus2 - 0.30774057422619294*tg0b_minus3;
      const double tg0b_even1 = 10.1176429977188*tg0b_plus0 - 0.28678270747013207*tg0b_plus1 - 1.1347181042893861*tg0b_plus2 + 0.20889366894507078*tg0b_plus3, tg0b_odd1 = 8.81995560939857*tg0b_minus0 + 0.28678270747013207*tg0b_minus1 - 1.6717576904470473*tg0b_minus2 + 0.870051019845382*tg0b_minus3;
      const double tg0b_even2 = -4.755474622446305*tg0b_plus0 + 2.706516581449028*tg0b_plus1 - 0.42251127825325524*tg0b_plus2 - 0.6214146083171971*tg0b_plus3, tg0b_odd2 = -2.8138151969021825*tg0b_minus0 + 1.8370684831175355*tg0b_minus1 + 0.42251127825325524*tg0b_minus2 - 1.7567726251983085*tg0b_minus3;
      const double tg0b_even3 = 3.554048576761562*tg0b_plus0 - 1.7031466326140219*tg0b_plus1 + 2.124151618889267*tg0b_plus2 - 1.1944621795791197*tg0b_plus3, tg0b_odd3 = 0.7438595875036131*tg0b_minus0 - 0.4089145817005204*tg0b_minus1 + 0.7513657870832384*tg0b_minus2 + 1.1944621795791197*tg0b_minus3;
      su0[own] = au0_0a + (tg0a_even0 + tg0a_odd0);
      su0[own + 1] = au0_0b + (tg0b_even0 + tg0b_odd0);
      su0[own + 96] = au0_1a + (tg0a_even1 + tg0a_odd1);
      su0[own + 97] = au0_1b + (tg0b_even1 + tg0b_odd1);
      su0[own + 192] = au0_2a + (tg0a_even2 + tg0a_odd2);
      su0[own + 193] = au0_2b + (tg0b_even2 + tg0b_odd2);
      su0[own + 288] = au0_3a + (tg0a_even3 + tg0a_odd3);
      su0[own + 289] = au0_3b + (tg0b_even3 + tg0b_odd3);
      su0[own + 384] = au0_4a + (tg0a_odd3 - tg0a_even3);
      su0[own + 385] = au0_4b + (tg0b_odd3 - tg0b_even3);
      su0[own + 480] = au0_5a + (tg0a_odd2 - tg0a_even2);
      su0[own + 481] = au0_5b + (tg0b_odd2 - tg0b_even2);
      su0[own + 576] = au0_6a + (tg0a_odd1 - tg0a_even1);
      su0[own + 577] = au0_6b + (tg0b_odd1 - tg0b_even1);
      su0[own + 672] = au0_7a + (tg0a_odd0 - tg0a_even0);
      su0[own + 673] = au0_7b + (tg0b_odd0 - tg0b_even0);
    }
    __syncthreads();
    for (int idx = t; idx < 2048; idx += 128) {
      const int lz = idx % 4, lnode = idx / 4;
      const int lslot = first + (int)blockIdx.x*4 + lz;
      const int le = lslot - first < elements ? lslot : first + elements - 1;
      const long long lindex = (long long)(le / 16)*8192 + le % 16 + (long long)lnode*16;
      const int lcell = lz*1156 + lnode / 64*96 + lnode / 8 % 8*12 + lnode % 8;
      if (lslot - first < elements) au[lindex] = pool[lcell];
    }
  }
  __syncthreads();
  pool[t] = owner ? dot : 0.0;
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
