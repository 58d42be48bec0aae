// gimmikc: axhelm lines (epb=1 dmem=0 evenodd=1 stage=8 stagewarp=1 regs=0), N = 8, d = 1, poisson, constant coefficients, stored geometry, f32

// cp.async of one value into shared memory (.ca: the form that copies 4
// or 8 bytes); a commit group per layer; wait until at most `pending`
// later groups are still in flight.
static __device__ __forceinline__ void gimmik_stage(float *shared, const float *global)
{
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;"
               :: "r"((unsigned)__cvta_generic_to_shared(shared)), "l"(global) : "memory");
}
#define GIMMIK_STAGE_COMMIT() asm volatile("cp.async.commit_group;" ::: "memory")
#define GIMMIK_STAGE_WAIT(pending) asm volatile("cp.async.wait_group " #pending ";" ::: "memory")

// cp.async of 16 bytes (.cg, L2 only: each value is read once).
static __device__ __forceinline__ void gimmik_stage16(float *shared, const float *global)
{
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;"
               :: "r"((unsigned)__cvta_generic_to_shared(shared)), "l"(global) : "memory");
}
extern "C" __global__ void __launch_bounds__(64)
gimmik_axhelm(int elements, int first, const float* __restrict__ ggeo, const float* __restrict__ u, float* __restrict__ au)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  extern __shared__ __align__(16) float pool[];
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
  float* sg = pool + 1096;
  const int stage_aligned = (((size_t)ggeo) & 15) == 0;
  const int lanes = min(32, 64 - (t & ~31));
  const unsigned warp_mask = lanes == 32 ? 0xffffffffu : (1u << lanes) - 1u;
  const int pieces_per_value = lanes / 4;
  const int piece0 = (t & 31) + 0*lanes;
  const int piece_value0 = min(piece0 / pieces_per_value, 5);
  const int piece_thread0 = (t & ~31) + piece0 % pieces_per_value * 4;
  const int piece_copies0 = piece0 < 6*pieces_per_value;
  const long long piece_element0 = min(first + (int)blockIdx.x*1 + piece_thread0 / 64, first + elements - 1);
  const float *piece_source0 = ggeo + (piece_element0*7 + piece_value0)*512 + piece_thread0 % 64;
  const int piece_cell0 = piece_value0*64 + piece_thread0;
  const int piece1 = (t & 31) + 1*lanes;
  const int piece_value1 = min(piece1 / pieces_per_value, 5);
  const int piece_thread1 = (t & ~31) + piece1 % pieces_per_value * 4;
  const int piece_copies1 = piece1 < 6*pieces_per_value;
  const long long piece_element1 = min(first + (int)blockIdx.x*1 + piece_thread1 / 64, first + elements - 1);
  const float *piece_source1 = ggeo + (piece_element1*7 + piece_value1)*512 + piece_thread1 % 64;
  const int piece_cell1 = piece_value1*64 + piece_thread1;
  {
    if (stage_aligned) {
      if (piece_copies0) {
        gimmik_stage16(sg + piece_cell0, piece_source0);
      }
      if (piece_copies1) {
        gimmik_stage16(sg + piece_cell1, piece_source1);
      }
    } else {
      if (piece_copies0) {
        gimmik_stage(sg + piece_cell0, piece_source0);
        gimmik_stage(sg + piece_cell0 + 1, piece_source0 + 1);
        gimmik_stage(sg + piece_cell0 + 2, piece_source0 + 2);
        gimmik_stage(sg + piece_cell0 + 3, piece_source0 + 3);
      }
      if (piece_copies1) {
        gimmik_stage(sg + piece_cell1, piece_source1);
        gimmik_stage(sg + piece_cell1 + 1, piece_source1 + 1);
        gimmik_stage(sg + piece_cell1 + 2, piece_source1 + 2);
        gimmik_stage(sg + piece_cell1 + 3, piece_source1 + 3);
      }
    }
    GIMMIK_STAGE_COMMIT();
    if (stage_aligned) {
      if (piece_copies0) {
        gimmik_stage16(sg + piece_cell0 + 384, piece_source0 + 64);
      }
      if (piece_copies1) {
        gimmik_stage16(sg + piece_cell1 + 384, piece_source1 + 64);
      }
    } else {
      if (piece_copies0) {
        gimmik_stage(sg + piece_cell0 + 384, piece_source0 + 64);
        gimmik_stage(sg + piece_cell0 + 385, piece_source0 + 65);
        gimmik_stage(sg + piece_cell0 + 386, piece_source0 + 66);
        gimmik_stage(sg + piece_cell0 + 387, piece_source0 + 67);
      }
      if (piece_copies1) {
        gimmik_stage(sg + piece_cell1 + 384, piece_source1 + 64);
        gimmik_stage(sg + piece_cell1 + 385, piece_source1 + 65);
        gimmik_stage(sg + piece_cell1 + 386, piece_source1 + 66);
        gimmik_stage(sg + piece_cell1 + 387, piece_source1 + 67);
      }
    }
    GIMMIK_STAGE_COMMIT();
    if (stage_aligned) {
      if (piece_copies0) {
        gimmik_stage16(sg + piece_cell0 + 768, piece_source0 + 128);
      }
      if (piece_copies1) {
        gimmik_stage16(sg + piece_cell1 + 768, piece_source1 + 128);
      }
    } else {
      if (piece_copies0) {
        gimmik_stage(sg + piece_cell0 + 768, piece_source0 + 128);
        gimmik_stage(sg + piece_cell0 + 769, piece_source0 + 129);
        gimmik_stage(sg + piece_cell0 + 770, piece_source0 + 130);
        gimmik_stage(sg + piece_cell0 + 771, piece_source0 + 131);
      }
      if (piece_copies1) {
        gimmik_stage(sg + piece_cell1 + 768, piece_source1 + 128);
        gimmik_stage(sg + piece_cell1 + 769, piece_source1 + 129);
        gimmik_stage(sg + piece_cell1 + 770, piece_source1 + 130);
        gimmik_stage(sg + piece_cell1 + 771, piece_source1 + 131);
      }
    }
    GIMMIK_STAGE_COMMIT();
    if (stage_aligned) {
      if (piece_copies0) {
        gimmik_stage16(sg + piece_cell0 + 1152, piece_source0 + 192);
      }
      if (piece_copies1) {
        gimmik_stage16(sg + piece_cell1 + 1152, piece_source1 + 192);
      }
    } else {
      if (piece_copies0) {
        gimmik_stage(sg + piece_cell0 + 1152, piece_source0 + 192);
        gimmik_stage(sg + piece_cell0 + 1153, piece_source0 + 193);
        gimmik_stage(sg + piece_cell0 + 1154, piece_source0 + 194);
        gimmik_stage(sg + piece_cell0 + 1155, piece_source0 + 195);
      }
      if (piece_copies1) {
        gimmik_stage(sg + piece_cell1 + 1152, piece_source1 + 192);
        gimmik_stage(sg + piece_cell1 + 1153, piece_source1 + 193);
        gimmik_stage(sg + piece_cell1 + 1154, piece_source1 + 194);
        gimmik_stage(sg + piece_cell1 + 1155, piece_source1 + 195);
      }
    }
    GIMMIK_STAGE_COMMIT();
    if (stage_aligned) {
      if (piece_copies0) {
        gimmik_stage16(sg + piece_cell0 + 1536, piece_source0 + 256);
      }
      if (piece_copies1) {
        gimmik_stage16(sg + piece_cell1 + 1536, piece_source1 + 256);
      }
    } else {
      if (piece_copies0) {
        gimmik_stage(sg + piece_cell0 + 1536, piece_source0 + 256);
        gimmik_stage(sg + piece_cell0 + 1537, piece_source0 + 257);
        gimmik_stage(sg + piece_cell0 + 1538, piece_source0 + 258);
        gimmik_stage(sg + piece_cell0 + 1539, piece_source0 + 259);
      }
      if (piece_copies1) {
        gimmik_stage(sg + piece_cell1 + 1536, piece_source1 + 256);
        gimmik_stage(sg + piece_cell1 + 1537, piece_source1 + 257);
        gimmik_stage(sg + piece_cell1 + 1538, piece_source1 + 258);
        gimmik_stage(sg + piece_cell1 + 1539, piece_source1 + 259);
      }
    }
    GIMMIK_STAGE_COMMIT();
    if (stage_aligned) {
      if (piece_copies0) {
        gimmik_stage16(sg + piece_cell0 + 1920, piece_source0 + 320);
      }
      if (piece_copies1) {
        gimmik_stage16(sg + piece_cell1 + 1920, piece_source1 + 320);
      }
    } else {
      if (piece_copies0) {
        gimmik_stage(sg + piece_cell0 + 1920, piece_source0 + 320);
        gimmik_stage(sg + piece_cell0 + 1921, piece_source0 + 321);
        gimmik_stage(sg + piece_cell0 + 1922, piece_source0 + 322);
        gimmik_stage(sg + piece_cell0 + 1923, piece_source0 + 323);
      }
      if (piece_copies1) {
        gimmik_stage(sg + piece_cell1 + 1920, piece_source1 + 320);
        gimmik_stage(sg + piece_cell1 + 1921, piece_source1 + 321);
        gimmik_stage(sg + piece_cell1 + 1922, piece_source1 + 322);
        gimmik_stage(sg + piece_cell1 + 1923, piece_source1 + 323);
      }
    }
    GIMMIK_STAGE_COMMIT();
    if (stage_aligned) {
      if (piece_copies0) {
        gimmik_stage16(sg + piece_cell0 + 2304, piece_source0 + 384);
      }
      if (piece_copies1) {
        gimmik_stage16(sg + piece_cell1 + 2304, piece_source1 + 384);
      }
    } else {
      if (piece_copies0) {
        gimmik_stage(sg + piece_cell0 + 2304, piece_source0 + 384);
        gimmik_stage(sg + piece_cell0 + 2305, piece_source0 + 385);
        gimmik_stage(sg + piece_cell0 + 2306, piece_source0 + 386);
        gimmik_stage(sg + piece_cell0 + 2307, piece_source0 + 387);
      }
      if (piece_copies1) {
        gimmik_stage(sg + piece_cell1 + 2304, piece_source1 + 384);
        gimmik_stage(sg + piece_cell1 + 2305, piece_source1 + 385);
        gimmik_stage(sg + piece_cell1 + 2306, piece_source1 + 386);
        gimmik_stage(sg + piece_cell1 + 2307, piece_source1 + 387);
      }
    }
    GIMMIK_STAGE_COMMIT();
    if (stage_aligned) {
      if (piece_copies0) {
        gimmik_stage16(sg + piece_cell0 + 2688, piece_source0 + 448);
      }
      if (piece_copies1) {
        gimmik_stage16(sg + piece_cell1 + 2688, piece_source1 + 448);
      }
    } else {
      if (piece_copies0) {
        gimmik_stage(sg + piece_cell0 + 2688, piece_source0 + 448);
        gimmik_stage(sg + piece_cell0 + 2689, piece_source0 + 449);
        gimmik_stage(sg + piece_cell0 + 2690, piece_source0 + 450);
        gimmik_stage(sg + piece_cell0 + 2691, piece_source0 + 451);
      }
      if (piece_copies1) {
        gimmik_stage(sg + piece_cell1 + 2688, piece_source1 + 448);
        gimmik_stage(sg + piece_cell1 + 2689, piece_source1 + 449);
        gimmik_stage(sg + piece_cell1 + 2690, piece_source1 + 450);
        gimmik_stage(sg + piece_cell1 + 2691, piece_source1 + 451);
      }
    }
    GIMMIK_STAGE_COMMIT();
    float* sa0 = pool + z*1096;
    float* sb0 = sa0 + 576;
    const float* __restrict__ uc0 = u + base;
    const float u0_0 = uc0[gn];
    sa0[own_a] = u0_0;
    sb0[own_b] = u0_0;
    const float u0_1 = uc0[gn + 64];
    sa0[own_a + 72] = u0_1;
    sb0[own_b + 65] = u0_1;
    const float u0_2 = uc0[gn + 128];
    sa0[own_a + 144] = u0_2;
    sb0[own_b + 130] = u0_2;
    const float u0_3 = uc0[gn + 192];
    sa0[own_a + 216] = u0_3;
    sb0[own_b + 195] = u0_3;
    const float u0_4 = uc0[gn + 256];
    sa0[own_a + 288] = u0_4;
    sb0[own_b + 260] = u0_4;
    const float u0_5 = uc0[gn + 320];
    sa0[own_a + 360] = u0_5;
    sb0[own_b + 325] = u0_5;
    const float u0_6 = uc0[gn + 384];
    sa0[own_a + 432] = u0_6;
    sb0[own_b + 390] = u0_6;
    const float u0_7 = uc0[gn + 448];
    sa0[own_a + 504] = u0_7;
    sb0[own_b + 455] = u0_7;
    const float tu0_plus0 = u0_0 + u0_7;
    const float tu0_minus0 = u0_0 - u0_7;
    const float tu0_plus1 = u0_1 + u0_6;
    const float tu0_minus1 = u0_1 - u0_6;
    const float tu0_plus2 = u0_2 + u0_5;
    const float tu0_minus2 = u0_2 - u0_5;
    const float tu0_plus3 = u0_3 + u0_4;
    const float tu0_minus3 = u0_3 - u0_4;
    const float tu0_even0 = -6.75f*tu0_plus0 + 8.819956f*tu0_plus1 - 2.813815f*tu0_plus2 + 0.74385965f*tu0_plus3, tu0_odd0 = -7.25f*tu0_minus0 + 10.117643f*tu0_minus1 - 4.7554746f*tu0_minus2 + 3.5540485f*tu0_minus3;
    const float tu0_even1 = -1.7149366f*tu0_plus0 + 0.2867827f*tu0_plus1 + 1.8370686f*tu0_plus2 - 0.40891463f*tu0_plus3, tu0_odd1 = -1.494979f*tu0_minus0 - 0.2867827f*tu0_minus1 + 2.7065167f*tu0_minus2 - 1.7031467f*tu0_minus3;
    const float tu0_even2 = 0.4978806f*tu0_plus0 - 1.6717577f*tu0_plus1 + 0.42251128f*tu0_plus2 + 0.7513658f*tu0_plus3, tu0_odd2 = 0.29459605f*tu0_minus0 - 1.1347182f*tu0_minus1 - 0.42251128f*tu0_minus2 + 2.1241517f*tu0_minus3;
    const float tu0_even3 = -0.30774057f*tu0_plus0 + 0.870051f*tu0_plus1 - 1.7567725f*tu0_plus2 + 1.1944622f*tu0_plus3, tu0_odd3 = -0.06440985f*tu0_minus0 + 0.20889366f*tu0_minus1 - 0.6214146f*tu0_minus2 - 1.1944622f*tu0_minus3;
    const float ut0_0 = (tu0_even0 + tu0_odd0);
    const float ut0_1 = (tu0_even1 + tu0_odd1);
    const float ut0_2 = (tu0_even2 + tu0_odd2);
    const float ut0_3 = (tu0_even3 + tu0_odd3);
    const float ut0_4 = (tu0_odd3 - tu0_even3);
    const float ut0_5 = (tu0_odd2 - tu0_even2);
    const float ut0_6 = (tu0_odd1 - tu0_even1);
    const float ut0_7 = (tu0_odd0 - tu0_even0);
    float gt0_0, gt0_1, gt0_2, gt0_3, gt0_4, gt0_5, gt0_6, gt0_7;
    __syncthreads();
    {
      const float x0 = sb0[rline];
      const float x1 = sb0[rline + 1];
      const float x2 = sb0[rline + 2];
      const float x3 = sb0[rline + 3];
      const float x4 = sb0[rline + 4];
      const float x5 = sb0[rline + 5];
      const float x6 = sb0[rline + 6];
      const float x7 = sb0[rline + 7];
      const float xplus0 = x0 + x7;
      const float xminus0 = x0 - x7;
      const float xplus1 = x1 + x6;
      const float xminus1 = x1 - x6;
      const float xplus2 = x2 + x5;
      const float xminus2 = x2 - x5;
      const float xplus3 = x3 + x4;
      const float xminus3 = x3 - x4;
      const float xeven0 = -6.75f*xplus0 + 8.819956f*xplus1 - 2.813815f*xplus2 + 0.74385965f*xplus3, xodd0 = -7.25f*xminus0 + 10.117643f*xminus1 - 4.7554746f*xminus2 + 3.5540485f*xminus3;
      const float xeven1 = -1.7149366f*xplus0 + 0.2867827f*xplus1 + 1.8370686f*xplus2 - 0.40891463f*xplus3, xodd1 = -1.494979f*xminus0 - 0.2867827f*xminus1 + 2.7065167f*xminus2 - 1.7031467f*xminus3;
      const float xeven2 = 0.4978806f*xplus0 - 1.6717577f*xplus1 + 0.42251128f*xplus2 + 0.7513658f*xplus3, xodd2 = 0.29459605f*xminus0 - 1.1347182f*xminus1 - 0.42251128f*xminus2 + 2.1241517f*xminus3;
      const float xeven3 = -0.30774057f*xplus0 + 0.870051f*xplus1 - 1.7567725f*xplus2 + 1.1944622f*xplus3, xodd3 = -0.06440985f*xminus0 + 0.20889366f*xminus1 - 0.6214146f*xminus2 - 1.1944622f*xminus3;
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
      const float y0 = sa0[sline];
      const float y1 = sa0[sline + 8];
      const float y2 = sa0[sline + 16];
      const float y3 = sa0[sline + 24];
      const float y4 = sa0[sline + 32];
      const float y5 = sa0[sline + 40];
      const float y6 = sa0[sline + 48];
      const float y7 = sa0[sline + 56];
      const float yplus0 = y0 + y7;
      const float yminus0 = y0 - y7;
      const float yplus1 = y1 + y6;
      const float yminus1 = y1 - y6;
      const float yplus2 = y2 + y5;
      const float yminus2 = y2 - y5;
      const float yplus3 = y3 + y4;
      const float yminus3 = y3 - y4;
      const float yeven0 = -6.75f*yplus0 + 8.819956f*yplus1 - 2.813815f*yplus2 + 0.74385965f*yplus3, yodd0 = -7.25f*yminus0 + 10.117643f*yminus1 - 4.7554746f*yminus2 + 3.5540485f*yminus3;
      const float yeven1 = -1.7149366f*yplus0 + 0.2867827f*yplus1 + 1.8370686f*yplus2 - 0.40891463f*yplus3, yodd1 = -1.494979f*yminus0 - 0.2867827f*yminus1 + 2.7065167f*yminus2 - 1.7031467f*yminus3;
      const float yeven2 = 0.4978806f*yplus0 - 1.6717577f*yplus1 + 0.42251128f*yplus2 + 0.7513658f*yplus3, yodd2 = 0.29459605f*yminus0 - 1.1347182f*yminus1 - 0.42251128f*yminus2 + 2.1241517f*yminus3;
      const float yeven3 = -0.30774057f*yplus0 + 0.870051f*yplus1 - 1.7567725f*yplus2 + 1.1944622f*yplus3, yodd3 = -0.06440985f*yminus0 + 0.20889366f*yminus1 - 0.6214146f*yminus2 - 1.1944622f*yminus3;
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
      GIMMIK_STAGE_WAIT(7);
      __syncwarp(warp_mask);
      const float g00 = sg[t];
      const float g01 = sg[t + 64];
      const float g02 = sg[t + 128];
      const float g11 = sg[t + 192];
      const float g12 = sg[t + 256];
      const float g22 = sg[t + 320];
      const float ur0 = sb0[own_b];
      const float us0 = sa0[own_a];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_0;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_0;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_0;
      sb0[own_b] = gr0;
      sa0[own_a] = gs0;
      gt0_0 = gt0;
    }
    {
      GIMMIK_STAGE_WAIT(6);
      __syncwarp(warp_mask);
      const float g00 = sg[t + 384];
      const float g01 = sg[t + 448];
      const float g02 = sg[t + 512];
      const float g11 = sg[t + 576];
      const float g12 = sg[t + 640];
      const float g22 = sg[t + 704];
      const float ur0 = sb0[own_b + 65];
      const float us0 = sa0[own_a + 72];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_1;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_1;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_1;
      sb0[own_b + 65] = gr0;
      sa0[own_a + 72] = gs0;
      gt0_1 = gt0;
    }
    {
      GIMMIK_STAGE_WAIT(5);
      __syncwarp(warp_mask);
      const float g00 = sg[t + 768];
      const float g01 = sg[t + 832];
      const float g02 = sg[t + 896];
      const float g11 = sg[t + 960];
      const float g12 = sg[t + 1024];
      const float g22 = sg[t + 1088];
      const float ur0 = sb0[own_b + 130];
      const float us0 = sa0[own_a + 144];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_2;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_2;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_2;
      sb0[own_b + 130] = gr0;
      sa0[own_a + 144] = gs0;
      gt0_2 = gt0;
    }
    {
      GIMMIK_STAGE_WAIT(4);
      __syncwarp(warp_mask);
      const float g00 = sg[t + 1152];
      const float g01 = sg[t + 1216];
      const float g02 = sg[t + 1280];
      const float g11 = sg[t + 1344];
      const float g12 = sg[t + 1408];
      const float g22 = sg[t + 1472];
      const float ur0 = sb0[own_b + 195];
      const float us0 = sa0[own_a + 216];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_3;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_3;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_3;
      sb0[own_b + 195] = gr0;
      sa0[own_a + 216] = gs0;
      gt0_3 = gt0;
    }
    {
      GIMMIK_STAGE_WAIT(3);
      __syncwarp(warp_mask);
      const float g00 = sg[t + 1536];
      const float g01 = sg[t + 1600];
      const float g02 = sg[t + 1664];
      const float g11 = sg[t + 1728];
      const float g12 = sg[t + 1792];
      const float g22 = sg[t + 1856];
      const float ur0 = sb0[own_b + 260];
      const float us0 = sa0[own_a + 288];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_4;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_4;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_4;
      sb0[own_b + 260] = gr0;
      sa0[own_a + 288] = gs0;
      gt0_4 = gt0;
    }
    {
      GIMMIK_STAGE_WAIT(2);
      __syncwarp(warp_mask);
      const float g00 = sg[t + 1920];
      const float g01 = sg[t + 1984];
      const float g02 = sg[t + 2048];
      const float g11 = sg[t + 2112];
      const float g12 = sg[t + 2176];
      const float g22 = sg[t + 2240];
      const float ur0 = sb0[own_b + 325];
      const float us0 = sa0[own_a + 360];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_5;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_5;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_5;
      sb0[own_b + 325] = gr0;
      sa0[own_a + 360] = gs0;
      gt0_5 = gt0;
    }
    {
      GIMMIK_STAGE_WAIT(1);
      __syncwarp(warp_mask);
      const float g00 = sg[t + 2304];
      const float g01 = sg[t + 2368];
      const float g02 = sg[t + 2432];
      const float g11 = sg[t + 2496];
      const float g12 = sg[t + 2560];
      const float g22 = sg[t + 2624];
      const float ur0 = sb0[own_b + 390];
      const float us0 = sa0[own_a + 432];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_6;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_6;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_6;
      sb0[own_b + 390] = gr0;
      sa0[own_a + 432] = gs0;
      gt0_6 = gt0;
    }
    {
      GIMMIK_STAGE_WAIT(0);
      __syncwarp(warp_mask);
      const float g00 = sg[t + 2688];
      const float g01 = sg[t + 2752];
      const float g02 = sg[t + 2816];
      const float g11 = sg[t + 2880];
      const float g12 = sg[t + 2944];
      const float g22 = sg[t + 3008];
      const float ur0 = sb0[own_b + 455];
      const float us0 = sa0[own_a + 504];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_7;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_7;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_7;
      sb0[own_b + 455] = gr0;
      sa0[own_a + 504] = gs0;
      gt0_7 = gt0;
    }
    __syncthreads();
    {
      const float x0 = sb0[rline];
      const float x1 = sb0[rline + 1];
      const float x2 = sb0[rline + 2];
      const float x3 = sb0[rline + 3];
      const float x4 = sb0[rline + 4];
      const float x5 = sb0[rline + 5];
      const float x6 = sb0[rline + 6];
      const float x7 = sb0[rline + 7];
      const float xplus0 = x0 + x7;
      const float xminus0 = x0 - x7;
      const float xplus1 = x1 + x6;
      const float xminus1 = x1 - x6;
      const float xplus2 = x2 + x5;
      const float xminus2 = x2 - x5;
      const float xplus3 = x3 + x4;
      const float xminus3 = x3 - x4;
      const float xeven0 = -7.25f*xplus0 - 1.494979f*xplus1 + 0.29459605f*xplus2 - 0.06440985f*xplus3, xodd0 = -6.75f*xminus0 - 1.7149366f*xminus1 + 0.4978806f*xminus2 - 0.30774057f*xminus3;
      const float xeven1 = 10.117643f*xplus0 - 0.2867827f*xplus1 - 1.1347182f*xplus2 + 0.20889366f*xplus3, xodd1 = 8.819956f*xminus0 + 0.2867827f*xminus1 - 1.6717577f*xminus2 + 0.870051f*xminus3;
      const float xeven2 = -4.7554746f*xplus0 + 2.7065167f*xplus1 - 0.42251128f*xplus2 - 0.6214146f*xplus3, xodd2 = -2.813815f*xminus0 + 1.8370686f*xminus1 + 0.42251128f*xminus2 - 1.7567725f*xminus3;
      const float xeven3 = 3.5540485f*xplus0 - 1.7031467f*xplus1 + 2.1241517f*xplus2 - 1.1944622f*xplus3, xodd3 = 0.74385965f*xminus0 - 0.40891463f*xminus1 + 0.7513658f*xminus2 + 1.1944622f*xminus3;
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
      const float y0 = sa0[sline];
      const float y1 = sa0[sline + 8];
      const float y2 = sa0[sline + 16];
      const float y3 = sa0[sline + 24];
      const float y4 = sa0[sline + 32];
      const float y5 = sa0[sline + 40];
      const float y6 = sa0[sline + 48];
      const float y7 = sa0[sline + 56];
      const float yplus0 = y0 + y7;
      const float yminus0 = y0 - y7;
      const float yplus1 = y1 + y6;
      const float yminus1 = y1 - y6;
      const float yplus2 = y2 + y5;
      const float yminus2 = y2 - y5;
      const float yplus3 = y3 + y4;
      const float yminus3 = y3 - y4;
      const float yeven0 = -7.25f*yplus0 - 1.494979f*yplus1 + 0.29459605f*yplus2 - 0.06440985f*yplus3, yodd0 = -6.75f*yminus0 - 1.7149366f*yminus1 + 0.4978806f*yminus2 - 0.30774057f*yminus3;
      const float yeven1 = 10.117643f*yplus0 - 0.2867827f*yplus1 - 1.1347182f*yplus2 + 0.20889366f*yplus3, yodd1 = 8.819956f*yminus0 + 0.2867827f*yminus1 - 1.6717577f*yminus2 + 0.870051f*yminus3;
      const float yeven2 = -4.7554746f*yplus0 + 2.7065167f*yplus1 - 0.42251128f*yplus2 - 0.6214146f*yplus3, yodd2 = -2.813815f*yminus0 + 1.8370686f*yminus1 + 0.42251128f*yminus2 - 1.7567725f*yminus3;
      const float yeven3 = 3.5540485f*yplus0 - 1.7031467f*yplus1 + 2.1241517f*yplus2 - 1.1944622f*yplus3, yodd3 = 0.74385965f*yminus0 - 0.40891463f*yminus1 + 0.7513658f*yminus2 + 1.1944622f*yminus3;
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
    float* __restrict__ auc0 = au + base;
    if (owner) {
      const float tg0_plus0 = gt0_0 + gt0_7;
      const float tg0_minus0 = gt0_0 - gt0_7;
      const float tg0_plus1 = gt0_1 + gt0_6;
      const float tg0_minus1 = gt0_1 - gt0_6;
      const float tg0_plus2 = gt0_2 + gt0_5;
      const float tg0_minus2 = gt0_2 - gt0_5;
      const float tg0_plus3 = gt0_3 + gt0_4;
      const float tg0_minus3 = gt0_3 - gt0_4;
      const float tg0_even0 = -7.25f*tg0_plus0 - 1.494979f*tg0_plus1 + 0.29459605f*tg0_plus2 - 0.06440985f*tg0_plus3, tg0_odd0 = -6.75f*tg0_minus0 - 1.7149366f*tg0_minus1 + 0.4978806f*tg0_minus2 - 0.30774057f*tg0_minus3;
      const float tg0_even1 = 10.117643f*tg0_plus0 - 0.2867827f*tg0_plus1 - 1.1347182f*tg0_plus2 + 0.20889366f*tg0_plus3, tg0_odd1 = 8.819956f*tg0_minus0 + 0.2867827f*tg0_minus1 - 1.6717577f*tg0_minus2 + 0.870051f*tg0_minus3;
      const float tg0_even2 = -4.7554746f*tg0_plus0 + 2.7065167f*tg0_plus1 - 0.42251128f*tg0_plus2 - 0.6214146f*tg0_plus3, tg0_odd2 = -2.813815f*tg0_minus0 + 1.8370686f*tg0_minus1 + 0.42251128f*tg0_minus2 - 1.7567725f*tg0_minus3;
      const float tg0_even3 = 3.5540485f*tg0_plus0 - 1.7031467f*tg0_plus1 + 2.1241517f*tg0_plus2 - 1.1944622f*tg0_plus3, tg0_odd3 = 0.74385965f*tg0_minus0 - 0.40891463f*tg0_minus1 + 0.7513658f*tg0_minus2 + 1.1944622f*tg0_minus3;
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
