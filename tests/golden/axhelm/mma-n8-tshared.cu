// gimmikc: axhelm mma (epb=2 tshared=1 evenodd=1 stage=4 regs=0), N = 8, d = 1, poisson, constant coefficients, stored geometry, f64
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

extern "C" __global__ void __launch_bounds__(64)
gimmik_axhelm(int elements, int first, const double* __restrict__ ggeo, const double* __restrict__ u, double* __restrict__ au)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  extern __shared__ __align__(16) double pool[];
  const int t = (int)threadIdx.x;
  const int z = t / 32;
  const int slot_element = first + (int)blockIdx.x*2 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long long base = (long long)e*512;
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
  const double* __restrict__ ge = ggeo + base*7;
  double* sg = pool + 2304;
  {
    gimmik_stage(sg + t, ge + node_a);
    gimmik_stage(sg + t + 64, ge + node_b);
    gimmik_stage(sg + t + 128, ge + node_a + 512);
    gimmik_stage(sg + t + 192, ge + node_b + 512);
    gimmik_stage(sg + t + 256, ge + node_a + 1024);
    gimmik_stage(sg + t + 320, ge + node_b + 1024);
    gimmik_stage(sg + t + 384, ge + node_a + 1536);
    gimmik_stage(sg + t + 448, ge + node_b + 1536);
    gimmik_stage(sg + t + 512, ge + node_a + 2048);
    gimmik_stage(sg + t + 576, ge + node_b + 2048);
    gimmik_stage(sg + t + 640, ge + node_a + 2560);
    gimmik_stage(sg + t + 704, ge + node_b + 2560);
    GIMMIK_STAGE_COMMIT();
    gimmik_stage(sg + t + 768, ge + node_a + 64);
    gimmik_stage(sg + t + 832, ge + node_b + 64);
    gimmik_stage(sg + t + 896, ge + node_a + 576);
    gimmik_stage(sg + t + 960, ge + node_b + 576);
    gimmik_stage(sg + t + 1024, ge + node_a + 1088);
    gimmik_stage(sg + t + 1088, ge + node_b + 1088);
    gimmik_stage(sg + t + 1152, ge + node_a + 1600);
    gimmik_stage(sg + t + 1216, ge + node_b + 1600);
    gimmik_stage(sg + t + 1280, ge + node_a + 2112);
    gimmik_stage(sg + t + 1344, ge + node_b + 2112);
    gimmik_stage(sg + t + 1408, ge + node_a + 2624);
    gimmik_stage(sg + t + 1472, ge + node_b + 2624);
    GIMMIK_STAGE_COMMIT();
    gimmik_stage(sg + t + 1536, ge + node_a + 128);
    gimmik_stage(sg + t + 1600, ge + node_b + 128);
    gimmik_stage(sg + t + 1664, ge + node_a + 640);
    gimmik_stage(sg + t + 1728, ge + node_b + 640);
    gimmik_stage(sg + t + 1792, ge + node_a + 1152);
    gimmik_stage(sg + t + 1856, ge + node_b + 1152);
    gimmik_stage(sg + t + 1920, ge + node_a + 1664);
    gimmik_stage(sg + t + 1984, ge + node_b + 1664);
    gimmik_stage(sg + t + 2048, ge + node_a + 2176);
    gimmik_stage(sg + t + 2112, ge + node_b + 2176);
    gimmik_stage(sg + t + 2176, ge + node_a + 2688);
    gimmik_stage(sg + t + 2240, ge + node_b + 2688);
    GIMMIK_STAGE_COMMIT();
    gimmik_stage(sg + t + 2304, ge + node_a + 192);
    gimmik_stage(sg + t + 2368, ge + node_b + 192);
    gimmik_stage(sg + t + 2432, ge + node_a + 704);
    gimmik_stage(sg + t + 2496, ge + node_b + 704);
    gimmik_stage(sg + t + 2560, ge + node_a + 1216);
    gimmik_stage(sg + t + 2624, ge + node_b + 1216);
    gimmik_stage(sg + t + 2688, ge + node_a + 1728);
    gimmik_stage(sg + t + 2752, ge + node_b + 1728);
    gimmik_stage(sg + t + 2816, ge + node_a + 2240);
    gimmik_stage(sg + t + 2880, ge + node_b + 2240);
    gimmik_stage(sg + t + 2944, ge + node_a + 2752);
    gimmik_stage(sg + t + 3008, ge + node_b + 2752);
    GIMMIK_STAGE_COMMIT();
    double* su0 = pool + z*1152;
    double* sgr0_0 = su0 + 768;
    double* sgs0_0 = su0 + 864;
    double* sgr0_1 = su0 + 960;
    double* sgs0_1 = su0 + 1056;
    const double* __restrict__ uc0 = u + base;
    su0[own] = uc0[node_a];
    su0[own + 1] = uc0[node_b];
    su0[own + 96] = uc0[node_a + 64];
    su0[own + 97] = uc0[node_b + 64];
    su0[own + 192] = uc0[node_a + 128];
    su0[own + 193] = uc0[node_b + 128];
    su0[own + 288] = uc0[node_a + 192];
    su0[own + 289] = uc0[node_b + 192];
    su0[own + 384] = uc0[node_a + 256];
    su0[own + 385] = uc0[node_b + 256];
    su0[own + 480] = uc0[node_a + 320];
    su0[own + 481] = uc0[node_b + 320];
    su0[own + 576] = uc0[node_a + 384];
    su0[own + 577] = uc0[node_b + 384];
    su0[own + 672] = uc0[node_a + 448];
    su0[own + 673] = uc0[node_b + 448];
    double au0_0a, au0_0b, au0_1a, au0_1b, au0_2a, au0_2b, au0_3a, au0_3b, au0_4a, au0_4b, au0_5a, au0_5b, au0_6a, au0_6b, au0_7a, au0_7b;
    __syncwarp();
    {
      double ur0a = 0.0, ur0b = 0.0;
      double us0a = 0.0, us0b = 0.0;
      gimmik_mma(ur0a, ur0b, su0[afrag], df_0);
      gimmik_mma(us0a, us0b, df_0, su0[bfrag]);
      gimmik_mma(ur0a, ur0b, su0[afrag + 4], df_1);
      gimmik_mma(us0a, us0b, df_1, su0[bfrag + 48]);
      const double2 v0_0 = *(const double2*)(su0 + own);
      const double2 v0_1 = *(const double2*)(su0 + own + 96);
      const double2 v0_2 = *(const double2*)(su0 + own + 192);
      const double2 v0_3 = *(const double2*)(su0 + own + 288);
      const double2 v0_4 = *(const double2*)(su0 + own + 384);
      const double2 v0_5 = *(const double2*)(su0 + own + 480);
      const double2 v0_6 = *(const double2*)(su0 + own + 576);
      const double2 v0_7 = *(const double2*)(su0 + own + 672);
      const double ut0a = -14.0*v0_0.x + 18.93759860711737*v0_1.x - 7.569289819348487*v0_2.x + 4.297908164265175*v0_3.x - 2.810188989257949*v0_4.x + 1.9416594255441224*v0_5.x - 1.297687388320232*v0_6.x + 0.5*v0_7.x;
      const double ut0b = -14.0*v0_0.y + 18.93759860711737*v0_1.y - 7.569289819348487*v0_2.y + 4.297908164265175*v0_3.y - 2.810188989257949*v0_4.y + 1.9416594255441224*v0_5.y - 1.297687388320232*v0_6.y + 0.5*v0_7.y;
      {
        GIMMIK_STAGE_WAIT(3);
        const double g00 = sg[t];
        const double g01 = sg[t + 128];
        const double g02 = sg[t + 256];
        const double g11 = sg[t + 384];
        const double g12 = sg[t + 512];
        const double g22 = sg[t + 640];
        const double gr0 = g00*ur0a + g01*us0a + g02*ut0a;
        const double gs0 = g01*ur0a + g11*us0a + g12*ut0a;
        const double gt0 = g02*ur0a + g12*us0a + g22*ut0a;
        sgr0_0[own] = gr0;
        sgs0_0[own] = gs0;
        au0_0a = -14.0*gt0;
        au0_1a = 18.93759860711737*gt0;
        au0_2a = -7.569289819348487*gt0;
        au0_3a = 4.297908164265175*gt0;
        au0_4a = -2.810188989257949*gt0;
        au0_5a = 1.9416594255441224*gt0;
        au0_6a = -1.297687388320232*gt0;
        au0_7a = 0.5*gt0;
      }
      {
        const double g00 = sg[t + 64];
        const double g01 = sg[t + 192];
        const double g02 = sg[t + 320];
        const double g11 = sg[t + 448];
        const double g12 = sg[t + 576];
        const double g22 = sg[t + 704];
        const double gr0 = g00*ur0b + g01*us0b + g02*ut0b;
        const double gs0 = g01*ur0b + g11*us0b + g12*ut0b;
        const double gt0 = g02*ur0b + g12*us0b + g22*ut0b;
        sgr0_0[own + 1] = gr0;
        sgs0_0[own + 1] = gs0;
        au0_0b = -14.0*gt0;
        au0_1b = 18.93759860711737*gt0;
        au0_2b = -7.569289819348487*gt0;
        au0_3b = 4.297908164265175*gt0;
        au0_4b = -2.810188989257949*gt0;
        au0_5b = 1.9416594255441224*gt0;
        au0_6b = -1.297687388320232*gt0;
        au0_7b = 0.5*gt0;
      }
      gimmik_stage(sg + t, ge + node_a + 256);
      gimmik_stage(sg + t + 64, ge + node_b + 256);
      gimmik_stage(sg + t + 128, ge + node_a + 768);
      gimmik_stage(sg + t + 192, ge + node_b + 768);
      gimmik_stage(sg + t + 256, ge + node_a + 1280);
      gimmik_stage(sg + t + 320, ge + node_b + 1280);
      gimmik_stage(sg + t + 384, ge + node_a + 1792);
      gimmik_stage(sg + t + 448, ge + node_b + 1792);
      gimmik_stage(sg + t + 512, ge + node_a + 2304);
      gimmik_stage(sg + t + 576, ge + node_b + 2304);
      gimmik_stage(sg + t + 640, ge + node_a + 2816);
      gimmik_stage(sg + t + 704, ge + node_b + 2816);
      GIMMIK_STAGE_COMMIT();
      __syncwarp();
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
      const double2 v0_0 = *(const double2*)(su0 + own);
      const double2 v0_2 = *(const double2*)(su0 + own + 192);
      const double2 v0_3 = *(const double2*)(su0 + own + 288);
      const double2 v0_4 = *(const double2*)(su0 + own + 384);
      const double2 v0_5 = *(const double2*)(su0 + own + 480);
      const double2 v0_6 = *(const double2*)(su0 + own + 576);
      const double2 v0_7 = *(const double2*)(su0 + own + 672);
      const double ut0a = -3.20991570300299*v0_0.x + 4.543585064566564*v0_2.x - 2.1120612143145423*v0_3.x + 1.2942320509135015*v0_4.x - 0.869448098331493*v0_5.x + 0.5735654149402641*v0_6.x - 0.21995751477130437*v0_7.x;
      const double ut0b = -3.20991570300299*v0_0.y + 4.543585064566564*v0_2.y - 2.1120612143145423*v0_3.y + 1.2942320509135015*v0_4.y - 0.869448098331493*v0_5.y + 0.5735654149402641*v0_6.y - 0.21995751477130437*v0_7.y;
      {
        GIMMIK_STAGE_WAIT(3);
        const double g00 = sg[t + 768];
        const double g01 = sg[t + 896];
        const double g02 = sg[t + 1024];
        const double g11 = sg[t + 1152];
        const double g12 = sg[t + 1280];
        const double g22 = sg[t + 1408];
        const double gr0 = g00*ur0a + g01*us0a + g02*ut0a;
        const double gs0 = g01*ur0a + g11*us0a + g12*ut0a;
        const double gt0 = g02*ur0a + g12*us0a + g22*ut0a;
        sgr0_1[own] = gr0;
        sgs0_1[own] = gs0;
        au0_0a += -3.20991570300299*gt0;
        au0_2a += 4.543585064566564*gt0;
        au0_3a += -2.1120612143145423*gt0;
        au0_4a += 1.2942320509135015*gt0;
        au0_5a += -0.869448098331493*gt0;
        au0_6a += 0.5735654149402641*gt0;
        au0_7a += -0.21995751477130437*gt0;
      }
      {
        const double g00 = sg[t + 832];
        const double g01 = sg[t + 960];
        const double g02 = sg[t + 1088];
        const double g11 = sg[t + 1216];
        const double g12 = sg[t + 1344];
        const double g22 = sg[t + 1472];
        const double gr0 = g00*ur0b + g01*us0b + g02*ut0b;
        const double gs0 = g01*ur0b + g11*us0b + g12*ut0b;
        const double gt0 = g02*ur0b + g12*us0b + g22*ut0b;
        sgr0_1[own + 1] = gr0;
        sgs0_1[own + 1] = gs0;
        au0_0b += -3.20991570300299*gt0;
        au0_2b += 4.543585064566564*gt0;
        au0_3b += -2.1120612143145423*gt0;
        au0_4b += 1.2942320509135015*gt0;
        au0_5b += -0.869448098331493*gt0;
        au0_6b += 0.5735654149402641*gt0;
        au0_7b += -0.21995751477130437*gt0;
      }
      gimmik_stage(sg + t + 768, ge + node_a + 320);
      gimmik_stage(sg + t + 832, ge + node_b + 320);
      gimmik_stage(sg + t + 896, ge + node_a + 832);
      gimmik_stage(sg + t + 960, ge + node_b + 832);
      gimmik_stage(sg + t + 1024, ge + node_a + 1344);
      gimmik_stage(sg + t + 1088, ge + node_b + 1344);
      gimmik_stage(sg + t + 1152, ge + node_a + 1856);
      gimmik_stage(sg + t + 1216, ge + node_b + 1856);
      gimmik_stage(sg + t + 1280, ge + node_a + 2368);
      gimmik_stage(sg + t + 1344, ge + node_b + 2368);
      gimmik_stage(sg + t + 1408, ge + node_a + 2880);
      gimmik_stage(sg + t + 1472, ge + node_b + 2880);
      GIMMIK_STAGE_COMMIT();
      __syncwarp();
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
      const double2 v0_0 = *(const double2*)(su0 + own);
      const double2 v0_1 = *(const double2*)(su0 + own + 96);
      const double2 v0_3 = *(const double2*)(su0 + own + 288);
      const double2 v0_4 = *(const double2*)(su0 + own + 384);
      const double2 v0_5 = *(const double2*)(su0 + own + 480);
      const double2 v0_6 = *(const double2*)(su0 + own + 576);
      const double2 v0_7 = *(const double2*)(su0 + own + 672);
      const double ut0a = 0.7924766813205145*v0_0.x - 2.8064757947364334*v0_1.x + 2.8755174059725053*v0_3.x - 1.3727858318060284*v0_4.x + 0.8450225565065105*v0_5.x - 0.537039586157661*v0_6.x + 0.20328456890059274*v0_7.x;
      const double ut0b = 0.7924766813205145*v0_0.y - 2.8064757947364334*v0_1.y + 2.8755174059725053*v0_3.y - 1.3727858318060284*v0_4.y + 0.8450225565065105*v0_5.y - 0.537039586157661*v0_6.y + 0.20328456890059274*v0_7.y;
      {
        GIMMIK_STAGE_WAIT(3);
        const double g00 = sg[t + 1536];
        const double g01 = sg[t + 1664];
        const double g02 = sg[t + 1792];
        const double g11 = sg[t + 1920];
        const double g12 = sg[t + 2048];
        const double g22 = sg[t + 2176];
        const double gr0 = g00*ur0a + g01*us0a + g02*ut0a;
        const double gs0 = g01*ur0a + g11*us0a + g12*ut0a;
        const double gt0 = g02*ur0a + g12*us0a + g22*ut0a;
        sgr0_0[own] = gr0;
        sgs0_0[own] = gs0;
        au0_0a += 0.7924766813205145*gt0;
        au0_1a += -2.8064757947364334*gt0;
        au0_3a += 2.8755174059725053*gt0;
        au0_4a += -1.3727858318060284*gt0;
        au0_5a += 0.8450225565065105*gt0;
        au0_6a += -0.537039586157661*gt0;
        au0_7a += 0.20328456890059274*gt0;
      }
      {
        const double g00 = sg[t + 1600];
        const double g01 = sg[t + 1728];
        const double g02 = sg[t + 1856];
        const double g11 = sg[t + 1984];
        const double g12 = sg[t + 2112];
        const double g22 = sg[t + 2240];
        const double gr0 = g00*ur0b + g01*us0b + g02*ut0b;
        const double gs0 = g01*ur0b + g11*us0b + g12*ut0b;
        const double gt0 = g02*ur0b + g12*us0b + g22*ut0b;
        sgr0_0[own + 1] = gr0;
        sgs0_0[own + 1] = gs0;
        au0_0b += 0.7924766813205145*gt0;
        au0_1b += -2.8064757947364334*gt0;
        au0_3b += 2.8755174059725053*gt0;
        au0_4b += -1.3727858318060284*gt0;
        au0_5b += 0.8450225565065105*gt0;
        au0_6b += -0.537039586157661*gt0;
        au0_7b += 0.20328456890059274*gt0;
      }
      gimmik_stage(sg + t + 1536, ge + node_a + 384);
      gimmik_stage(sg + t + 1600, ge + node_b + 384);
      gimmik_stage(sg + t + 1664, ge + node_a + 896);
      gimmik_stage(sg + t + 1728, ge + node_b + 896);
      gimmik_stage(sg + t + 1792, ge + node_a + 1408);
      gimmik_stage(sg + t + 1856, ge + node_b + 1408);
      gimmik_stage(sg + t + 1920, ge + node_a + 1920);
      gimmik_stage(sg + t + 1984, ge + node_b + 1920);
      gimmik_stage(sg + t + 2048, ge + node_a + 2432);
      gimmik_stage(sg + t + 2112, ge + node_b + 2432);
      gimmik_stage(sg + t + 2176, ge + node_a + 2944);
      gimmik_stage(sg + t + 2240, ge + node_b + 2944);
      GIMMIK_STAGE_COMMIT();
      __syncwarp();
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
      const double2 v0_0 = *(const double2*)(su0 + own);
      const double2 v0_1 = *(const double2*)(su0 + own + 96);
      const double2 v0_2 = *(const double2*)(su0 + own + 192);
      const double2 v0_4 = *(const double2*)(su0 + own + 384);
      const double2 v0_5 = *(const double2*)(su0 + own + 480);
      const double2 v0_6 = *(const double2*)(su0 + own + 576);
      const double2 v0_7 = *(const double2*)(su0 + own + 672);
      const double ut0a = -0.37215043572859485*v0_0.x + 1.0789446887904528*v0_1.x - 2.3781872335155056*v0_2.x + 2.3889243591582394*v0_4.x - 1.1353580168811115*v0_5.x + 0.6611573509003112*v0_6.x - 0.243330712723791*v0_7.x;
      const double ut0b = -0.37215043572859485*v0_0.y + 1.0789446887904528*v0_1.y - 2.3781872335155056*v0_2.y + 2.3889243591582394*v0_4.y - 1.1353580168811115*v0_5.y + 0.6611573509003112*v0_6.y - 0.243330712723791*v0_7.y;
      {
        GIMMIK_STAGE_WAIT(3);
        const double g00 = sg[t + 2304];
        const double g01 = sg[t + 2432];
        const double g02 = sg[t + 2560];
        const double g11 = sg[t + 2688];
        const double g12 = sg[t + 2816];
        const double g22 = sg[t + 2944];
        const double gr0 = g00*ur0a + g01*us0a + g02*ut0a;
        const double gs0 = g01*ur0a + g11*us0a + g12*ut0a;
        const double gt0 = g02*ur0a + g12*us0a + g22*ut0a;
        sgr0_1[own] = gr0;
        sgs0_1[own] = gs0;
        au0_0a += -0.37215043572859485*gt0;
        au0_1a += 1.0789446887904528*gt0;
        au0_2a += -2.3781872335155056*gt0;
        au0_4a += 2.3889243591582394*gt0;
        au0_5a += -1.1353580168811115*gt0;
        au0_6a += 0.6611573509003112*gt0;
        au0_7a += -0.243330712723791*gt0;
      }
      {
        const double g00 = sg[t + 2368];
        const double g01 = sg[t + 2496];
        const double g02 = sg[t + 2624];
        const double g11 = sg[t + 2752];
        const double g12 = sg[t + 2880];
        const double g22 = sg[t + 3008];
        const double gr0 = g00*ur0b + g01*us0b + g02*ut0b;
        const double gs0 = g01*ur0b + g11*us0b + g12*ut0b;
        const double gt0 = g02*ur0b + g12*us0b + g22*ut0b;
        sgr0_1[own + 1] = gr0;
        sgs0_1[own + 1] = gs0;
        au0_0b += -0.37215043572859485*gt0;
        au0_1b += 1.0789446887904528*gt0;
        au0_2b += -2.3781872335155056*gt0;
        au0_4b += 2.3889243591582394*gt0;
        au0_5b += -1.1353580168811115*gt0;
        au0_6b += 0.6611573509003112*gt0;
        au0_7b += -0.243330712723791*gt0;
      }
      gimmik_stage(sg + t + 2304, ge + node_a + 448);
      gimmik_stage(sg + t + 2368, ge + node_b + 448);
      gimmik_stage(sg + t + 2432, ge + node_a + 960);
      gimmik_stage(sg + t + 2496, ge + node_b + 960);
      gimmik_stage(sg + t + 2560, ge + node_a + 1472);
      gimmik_stage(sg + t + 2624, ge + node_b + 1472);
      gimmik_stage(sg + t + 2688, ge + node_a + 1984);
      gimmik_stage(sg + t + 2752, ge + node_b + 1984);
      gimmik_stage(sg + t + 2816, ge + node_a + 2496);
      gimmik_stage(sg + t + 2880, ge + node_b + 2496);
      gimmik_stage(sg + t + 2944, ge + node_a + 3008);
      gimmik_stage(sg + t + 3008, ge + node_b + 3008);
      GIMMIK_STAGE_COMMIT();
      __syncwarp();
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
      const double2 v0_0 = *(const double2*)(su0 + own);
      const double2 v0_1 = *(const double2*)(su0 + own + 96);
      const double2 v0_2 = *(const double2*)(su0 + own + 192);
      const double2 v0_3 = *(const double2*)(su0 + own + 288);
      const double2 v0_5 = *(const double2*)(su0 + own + 480);
      const double2 v0_6 = *(const double2*)(su0 + own + 576);
      const double2 v0_7 = *(const double2*)(su0 + own + 672);
      const double ut0a = 0.243330712723791*v0_0.x - 0.6611573509003112*v0_1.x + 1.1353580168811115*v0_2.x - 2.3889243591582394*v0_3.x + 2.3781872335155056*v0_5.x - 1.0789446887904528*v0_6.x + 0.37215043572859485*v0_7.x;
      const double ut0b = 0.243330712723791*v0_0.y - 0.6611573509003112*v0_1.y + 1.1353580168811115*v0_2.y - 2.3889243591582394*v0_3.y + 2.3781872335155056*v0_5.y - 1.0789446887904528*v0_6.y + 0.37215043572859485*v0_7.y;
      {
        GIMMIK_STAGE_WAIT(3);
        const double g00 = sg[t];
        const double g01 = sg[t + 128];
        const double g02 = sg[t + 256];
        const double g11 = sg[t + 384];
        const double g12 = sg[t + 512];
        const double g22 = sg[t + 640];
        const double gr0 = g00*ur0a + g01*us0a + g02*ut0a;
        const double gs0 = g01*ur0a + g11*us0a + g12*ut0a;
        const double gt0 = g02*ur0a + g12*us0a + g22*ut0a;
        sgr0_0[own] = gr0;
        sgs0_0[own] = gs0;
        au0_0a += 0.243330712723791*gt0;
        au0_1a += -0.6611573509003112*gt0;
        au0_2a += 1.1353580168811115*gt0;
        au0_3a += -2.3889243591582394*gt0;
        au0_5a += 2.3781872335155056*gt0;
        au0_6a += -1.0789446887904528*gt0;
        au0_7a += 0.37215043572859485*gt0;
      }
      {
        const double g00 = sg[t + 64];
        const double g01 = sg[t + 192];
        const double g02 = sg[t + 320];
        const double g11 = sg[t + 448];
        const double g12 = sg[t + 576];
        const double g22 = sg[t + 704];
        const double gr0 = g00*ur0b + g01*us0b + g02*ut0b;
        const double gs0 = g01*ur0b + g11*us0b + g12*ut0b;
        const double gt0 = g02*ur0b + g12*us0b + g22*ut0b;
        sgr0_0[own + 1] = gr0;
        sgs0_0[own + 1] = gs0;
        au0_0b += 0.243330712723791*gt0;
        au0_1b += -0.6611573509003112*gt0;
        au0_2b += 1.1353580168811115*gt0;
        au0_3b += -2.3889243591582394*gt0;
        au0_5b += 2.3781872335155056*gt0;
        au0_6b += -1.0789446887904528*gt0;
        au0_7b += 0.37215043572859485*gt0;
      }
      __syncwarp();
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
      const double2 v0_0 = *(const double2*)(su0 + own);
      const double2 v0_1 = *(const double2*)(su0 + own + 96);
      const double2 v0_2 = *(const double2*)(su0 + own + 192);
      const double2 v0_3 = *(const double2*)(su0 + own + 288);
      const double2 v0_4 = *(const double2*)(su0 + own + 384);
      const double2 v0_6 = *(const double2*)(su0 + own + 576);
      const double2 v0_7 = *(const double2*)(su0 + own + 672);
      const double ut0a = -0.20328456890059274*v0_0.x + 0.537039586157661*v0_1.x - 0.8450225565065105*v0_2.x + 1.3727858318060284*v0_3.x - 2.8755174059725053*v0_4.x + 2.8064757947364334*v0_6.x - 0.7924766813205145*v0_7.x;
      const double ut0b = -0.20328456890059274*v0_0.y + 0.537039586157661*v0_1.y - 0.8450225565065105*v0_2.y + 1.3727858318060284*v0_3.y - 2.8755174059725053*v0_4.y + 2.8064757947364334*v0_6.y - 0.7924766813205145*v0_7.y;
      {
        GIMMIK_STAGE_WAIT(2);
        const double g00 = sg[t + 768];
        const double g01 = sg[t + 896];
        const double g02 = sg[t + 1024];
        const double g11 = sg[t + 1152];
        const double g12 = sg[t + 1280];
        const double g22 = sg[t + 1408];
        const double gr0 = g00*ur0a + g01*us0a + g02*ut0a;
        const double gs0 = g01*ur0a + g11*us0a + g12*ut0a;
        const double gt0 = g02*ur0a + g12*us0a + g22*ut0a;
        sgr0_1[own] = gr0;
        sgs0_1[own] = gs0;
        au0_0a += -0.20328456890059274*gt0;
        au0_1a += 0.537039586157661*gt0;
        au0_2a += -0.8450225565065105*gt0;
        au0_3a += 1.3727858318060284*gt0;
        au0_4a += -2.8755174059725053*gt0;
        au0_6a += 2.8064757947364334*gt0;
        au0_7a += -0.7924766813205145*gt0;
      }
      {
        const double g00 = sg[t + 832];
        const double g01 = sg[t + 960];
        const double g02 = sg[t + 1088];
        const double g11 = sg[t + 1216];
        const double g12 = sg[t + 1344];
        const double g22 = sg[t + 1472];
        const double gr0 = g00*ur0b + g01*us0b + g02*ut0b;
        const double gs0 = g01*ur0b + g11*us0b + g12*ut0b;
        const double gt0 = g02*ur0b + g12*us0b + g22*ut0b;
        sgr0_1[own + 1] = gr0;
        sgs0_1[own + 1] = gs0;
        au0_0b += -0.20328456890059274*gt0;
        au0_1b += 0.537039586157661*gt0;
        au0_2b += -0.8450225565065105*gt0;
        au0_3b += 1.3727858318060284*gt0;
        au0_4b += -2.8755174059725053*gt0;
        au0_6b += 2.8064757947364334*gt0;
        au0_7b += -0.7924766813205145*gt0;
      }
      __syncwarp();
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
      const double2 v0_0 = *(const double2*)(su0 + own);
      const double2 v0_1 = *(const double2*)(su0 + own + 96);
      const double2 v0_2 = *(const double2*)(su0 + own + 192);
      const double2 v0_3 = *(const double2*)(su0 + own + 288);
      const double2 v0_4 = *(const double2*)(su0 + own + 384);
      const double2 v0_5 = *(const double2*)(su0 + own + 480);
      const double2 v0_7 = *(const double2*)(su0 + own + 672);
      const double ut0a = 0.21995751477130437*v0_0.x - 0.5735654149402641*v0_1.x + 0.869448098331493*v0_2.x - 1.2942320509135015*v0_3.x + 2.1120612143145423*v0_4.x - 4.543585064566564*v0_5.x + 3.20991570300299*v0_7.x;
      const double ut0b = 0.21995751477130437*v0_0.y - 0.5735654149402641*v0_1.y + 0.869448098331493*v0_2.y - 1.2942320509135015*v0_3.y + 2.1120612143145423*v0_4.y - 4.543585064566564*v0_5.y + 3.20991570300299*v0_7.y;
      {
        GIMMIK_STAGE_WAIT(1);
        const double g00 = sg[t + 1536];
        const double g01 = sg[t + 1664];
        const double g02 = sg[t + 1792];
        const double g11 = sg[t + 1920];
        const double g12 = sg[t + 2048];
        const double g22 = sg[t + 2176];
        const double gr0 = g00*ur0a + g01*us0a + g02*ut0a;
        const double gs0 = g01*ur0a + g11*us0a + g12*ut0a;
        const double gt0 = g02*ur0a + g12*us0a + g22*ut0a;
        sgr0_0[own] = gr0;
        sgs0_0[own] = gs0;
        au0_0a += 0.21995751477130437*gt0;
        au0_1a += -0.5735654149402641*gt0;
        au0_2a += 0.869448098331493*gt0;
        au0_3a += -1.2942320509135015*gt0;
        au0_4a += 2.1120612143145423*gt0;
        au0_5a += -4.543585064566564*gt0;
        au0_7a += 3.20991570300299*gt0;
      }
      {
        const double g00 = sg[t + 1600];
        const double g01 = sg[t + 1728];
        const double g02 = sg[t + 1856];
        const double g11 = sg[t + 1984];
        const double g12 = sg[t + 2112];
        const double g22 = sg[t + 2240];
        const double gr0 = g00*ur0b + g01*us0b + g02*ut0b;
        const double gs0 = g01*ur0b + g11*us0b + g12*ut0b;
        const double gt0 = g02*ur0b + g12*us0b + g22*ut0b;
        sgr0_0[own + 1] = gr0;
        sgs0_0[own + 1] = gs0;
        au0_0b += 0.21995751477130437*gt0;
        au0_1b += -0.5735654149402641*gt0;
        au0_2b += 0.869448098331493*gt0;
        au0_3b += -1.2942320509135015*gt0;
        au0_4b += 2.1120612143145423*gt0;
        au0_5b += -4.543585064566564*gt0;
        au0_7b += 3.20991570300299*gt0;
      }
      __syncwarp();
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
      const double2 v0_0 = *(const double2*)(su0 + own);
      const double2 v0_1 = *(const double2*)(su0 + own + 96);
      const double2 v0_2 = *(const double2*)(su0 + own + 192);
      const double2 v0_3 = *(const double2*)(su0 + own + 288);
      const double2 v0_4 = *(const double2*)(su0 + own + 384);
      const double2 v0_5 = *(const double2*)(su0 + own + 480);
      const double2 v0_6 = *(const double2*)(su0 + own + 576);
      const double2 v0_7 = *(const double2*)(su0 + own + 672);
      const double ut0a = -0.5*v0_0.x + 1.297687388320232*v0_1.x - 1.9416594255441224*v0_2.x + 2.810188989257949*v0_3.x - 4.297908164265175*v0_4.x + 7.569289819348487*v0_5.x - 18.93759860711737*v0_6.x + 14.0*v0_7.x;
      const double ut0b = -0.5*v0_0.y + 1.297687388320232*v0_1.y - 1.9416594255441224*v0_2.y + 2.810188989257949*v0_3.y - 4.297908164265175*v0_4.y + 7.569289819348487*v0_5.y - 18.93759860711737*v0_6.y + 14.0*v0_7.y;
      {
        GIMMIK_STAGE_WAIT(0);
        const double g00 = sg[t + 2304];
        const double g01 = sg[t + 2432];
        const double g02 = sg[t + 2560];
        const double g11 = sg[t + 2688];
        const double g12 = sg[t + 2816];
        const double g22 = sg[t + 2944];
        const double gr0 = g00*ur0a + g01*us0a + g02*ut0a;
        const double gs0 = g01*ur0a + g11*us0a + g12*ut0a;
        const double gt0 = g02*ur0a + g12*us0a + g22*ut0a;
        sgr0_1[own] = gr0;
        sgs0_1[own] = gs0;
        au0_0a += -0.5*gt0;
        au0_1a += 1.297687388320232*gt0;
        au0_2a += -1.9416594255441224*gt0;
        au0_3a += 2.810188989257949*gt0;
        au0_4a += -4.297908164265175*gt0;
        au0_5a += 7.569289819348487*gt0;
        au0_6a += -18.93759860711737*gt0;
        au0_7a += 14.0*gt0;
      }
      {
        const double g00 = sg[t + 2368];
        const double g01 = sg[t + 2496];
        const double g02 = sg[t + 2624];
        const double g11 = sg[t + 2752];
        const double g12 = sg[t + 2880];
        const double g22 = sg[t + 3008];
        const double gr0 = g00*ur0b + g01*us0b + g02*ut0b;
        const double gs0 = g01*ur0b + g11*us0b + g12*ut0b;
        const double gt0 = g02*ur0b + g12*us0b + g22*ut0b;
        sgr0_1[own + 1] = gr0;
        sgs0_1[own + 1] = gs0;
        au0_0b += -0.5*gt0;
        au0_1b += 1.297687388320232*gt0;
        au0_2b += -1.9416594255441224*gt0;
        au0_3b += 2.810188989257949*gt0;
        au0_4b += -4.297908164265175*gt0;
        au0_5b += 7.569289819348487*gt0;
        au0_6b += -18.93759860711737*gt0;
        au0_7b += 14.0*gt0;
      }
      __syncwarp();
      gimmik_mma(au0_7a, au0_7b, sgr0_1[afrag], dt_0);
      gimmik_mma(au0_7a, au0_7b, dt_0, sgs0_1[bfrag]);
      gimmik_mma(au0_7a, au0_7b, sgr0_1[afrag + 4], dt_1);
      gimmik_mma(au0_7a, au0_7b, dt_1, sgs0_1[bfrag + 48]);
    }
    double* __restrict__ auc0 = au + base;
    if (owner) {
      auc0[node_a] = au0_0a;
      auc0[node_b] = au0_0b;
      auc0[node_a + 64] = au0_1a;
      auc0[node_b + 64] = au0_1b;
      auc0[node_a + 128] = au0_2a;
      auc0[node_b + 128] = au0_2b;
      auc0[node_a + 192] = au0_3a;
      auc0[node_b + 192] = au0_3b;
      auc0[node_a + 256] = au0_4a;
      auc0[node_b + 256] = au0_4b;
      auc0[node_a + 320] = au0_5a;
      auc0[node_b + 320] = au0_5b;
      auc0[node_a + 384] = au0_6a;
      auc0[node_b + 384] = au0_6b;
      auc0[node_a + 448] = au0_7a;
      auc0[node_b + 448] = au0_7b;
    }
  }
}
