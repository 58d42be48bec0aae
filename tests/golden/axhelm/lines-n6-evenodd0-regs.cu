// gimmikc: axhelm lines (epb=2 dmem=0 evenodd=0 stage=4 regs=96), N = 6, d = 1, poisson, constant coefficients, stored geometry, f64

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
extern "C" __global__ void __launch_bounds__(72, 7)
gimmik_axhelm(int elements, int first, const double* __restrict__ ggeo, const double* __restrict__ u, double* __restrict__ au)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  extern __shared__ __align__(16) double pool[];
  const int t = (int)threadIdx.x;
  const int z = t / 36;
  const int slot_element = first + (int)blockIdx.x*2 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long long base = (long long)e*216;
  const int i = t % 6;
  const int j = t / 6 % 6;
  const int gn = j*6 + i;
  const int own_a = j*6 + i;
  const int own_b = j*6 + i;
  const int rline = i*41 + j*6;
  const int sline = j*38 + i;
  const double* __restrict__ ge = ggeo + base*7;
  double* sg = pool + 968;
  {
    gimmik_stage(sg + t, ge + gn);
    gimmik_stage(sg + t + 72, ge + gn + 216);
    gimmik_stage(sg + t + 144, ge + gn + 432);
    gimmik_stage(sg + t + 216, ge + gn + 648);
    gimmik_stage(sg + t + 288, ge + gn + 864);
    gimmik_stage(sg + t + 360, ge + gn + 1080);
    GIMMIK_STAGE_COMMIT();
    gimmik_stage(sg + t + 432, ge + gn + 36);
    gimmik_stage(sg + t + 504, ge + gn + 252);
    gimmik_stage(sg + t + 576, ge + gn + 468);
    gimmik_stage(sg + t + 648, ge + gn + 684);
    gimmik_stage(sg + t + 720, ge + gn + 900);
    gimmik_stage(sg + t + 792, ge + gn + 1116);
    GIMMIK_STAGE_COMMIT();
    gimmik_stage(sg + t + 864, ge + gn + 72);
    gimmik_stage(sg + t + 936, ge + gn + 288);
    gimmik_stage(sg + t + 1008, ge + gn + 504);
    gimmik_stage(sg + t + 1080, ge + gn + 720);
    gimmik_stage(sg + t + 1152, ge + gn + 936);
    gimmik_stage(sg + t + 1224, ge + gn + 1152);
    GIMMIK_STAGE_COMMIT();
    gimmik_stage(sg + t + 1296, ge + gn + 108);
    gimmik_stage(sg + t + 1368, ge + gn + 324);
    gimmik_stage(sg + t + 1440, ge + gn + 540);
    gimmik_stage(sg + t + 1512, ge + gn + 756);
    gimmik_stage(sg + t + 1584, ge + gn + 972);
    gimmik_stage(sg + t + 1656, ge + gn + 1188);
    GIMMIK_STAGE_COMMIT();
    double* sa0 = pool + z*484;
    double* sb0 = sa0 + 228;
    const double* __restrict__ uc0 = u + base;
    const double u0_0 = uc0[gn];
    sa0[own_a] = u0_0;
    sb0[own_b] = u0_0;
    const double u0_1 = uc0[gn + 36];
    sa0[own_a + 38] = u0_1;
    sb0[own_b + 41] = u0_1;
    const double u0_2 = uc0[gn + 72];
    sa0[own_a + 76] = u0_2;
    sb0[own_b + 82] = u0_2;
    const double u0_3 = uc0[gn + 108];
    sa0[own_a + 114] = u0_3;
    sb0[own_b + 123] = u0_3;
    const double u0_4 = uc0[gn + 144];
    sa0[own_a + 152] = u0_4;
    sb0[own_b + 164] = u0_4;
    const double u0_5 = uc0[gn + 180];
    sa0[own_a + 190] = u0_5;
    sb0[own_b + 205] = u0_5;
    const double ut0_0 = -7.5*u0_0 + 10.14141593631967*u0_1 - 4.036187270305348*u0_2 + 2.244684648176167*u0_3 - 1.349913314190488*u0_4 + 0.5*u0_5;
    const double ut0_1 = -1.7863649483390949*u0_0 + 2.5234267774294556*u0_2 - 1.1528281585359292*u0_3 + 0.6535475074298002*u0_4 - 0.23778117798423137*u0_5;
    const double ut0_2 = 0.4849510478535692*u0_0 - 1.7212569528302333*u0_1 + 1.752961966367866*u0_3 - 0.7863566722232407*u0_4 + 0.26970061083203895*u0_5;
    const double ut0_3 = -0.26970061083203895*u0_0 + 0.7863566722232407*u0_1 - 1.752961966367866*u0_2 + 1.7212569528302333*u0_4 - 0.4849510478535692*u0_5;
    const double ut0_4 = 0.23778117798423137*u0_0 - 0.6535475074298002*u0_1 + 1.1528281585359292*u0_2 - 2.5234267774294556*u0_3 + 1.7863649483390949*u0_5;
    const double ut0_5 = -0.5*u0_0 + 1.349913314190488*u0_1 - 2.244684648176167*u0_2 + 4.036187270305348*u0_3 - 10.14141593631967*u0_4 + 7.5*u0_5;
    double gt0_0, gt0_1, gt0_2, gt0_3, gt0_4, gt0_5;
    __syncthreads();
    {
      const double x0 = sb0[rline];
      const double x1 = sb0[rline + 1];
      const double x2 = sb0[rline + 2];
      const double x3 = sb0[rline + 3];
      const double x4 = sb0[rline + 4];
      const double x5 = sb0[rline + 5];
      sb0[rline] = -7.5*x0 + 10.14141593631967*x1 - 4.036187270305348*x2 + 2.244684648176167*x3 - 1.349913314190488*x4 + 0.5*x5;
      sb0[rline + 1] = -1.7863649483390949*x0 + 2.5234267774294556*x2 - 1.1528281585359292*x3 + 0.6535475074298002*x4 - 0.23778117798423137*x5;
      sb0[rline + 2] = 0.4849510478535692*x0 - 1.7212569528302333*x1 + 1.752961966367866*x3 - 0.7863566722232407*x4 + 0.26970061083203895*x5;
      sb0[rline + 3] = -0.26970061083203895*x0 + 0.7863566722232407*x1 - 1.752961966367866*x2 + 1.7212569528302333*x4 - 0.4849510478535692*x5;
      sb0[rline + 4] = 0.23778117798423137*x0 - 0.6535475074298002*x1 + 1.1528281585359292*x2 - 2.5234267774294556*x3 + 1.7863649483390949*x5;
      sb0[rline + 5] = -0.5*x0 + 1.349913314190488*x1 - 2.244684648176167*x2 + 4.036187270305348*x3 - 10.14141593631967*x4 + 7.5*x5;
    }
    {
      const double y0 = sa0[sline];
      const double y1 = sa0[sline + 6];
      const double y2 = sa0[sline + 12];
      const double y3 = sa0[sline + 18];
      const double y4 = sa0[sline + 24];
      const double y5 = sa0[sline + 30];
      sa0[sline] = -7.5*y0 + 10.14141593631967*y1 - 4.036187270305348*y2 + 2.244684648176167*y3 - 1.349913314190488*y4 + 0.5*y5;
      sa0[sline + 6] = -1.7863649483390949*y0 + 2.5234267774294556*y2 - 1.1528281585359292*y3 + 0.6535475074298002*y4 - 0.23778117798423137*y5;
      sa0[sline + 12] = 0.4849510478535692*y0 - 1.7212569528302333*y1 + 1.752961966367866*y3 - 0.7863566722232407*y4 + 0.26970061083203895*y5;
      sa0[sline + 18] = -0.26970061083203895*y0 + 0.7863566722232407*y1 - 1.752961966367866*y2 + 1.7212569528302333*y4 - 0.4849510478535692*y5;
      sa0[sline + 24] = 0.23778117798423137*y0 - 0.6535475074298002*y1 + 1.1528281585359292*y2 - 2.5234267774294556*y3 + 1.7863649483390949*y5;
      sa0[sline + 30] = -0.5*y0 + 1.349913314190488*y1 - 2.244684648176167*y2 + 4.036187270305348*y3 - 10.14141593631967*y4 + 7.5*y5;
    }
    __syncthreads();
    {
      GIMMIK_STAGE_WAIT(3);
      const double g00 = sg[t];
      const double g01 = sg[t + 72];
      const double g02 = sg[t + 144];
      const double g11 = sg[t + 216];
      const double g12 = sg[t + 288];
      const double g22 = sg[t + 360];
      const double ur0 = sb0[own_b];
      const double us0 = sa0[own_a];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_0;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_0;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_0;
      sb0[own_b] = gr0;
      sa0[own_a] = gs0;
      gt0_0 = gt0;
      gimmik_stage(sg + t, ge + gn + 144);
      gimmik_stage(sg + t + 72, ge + gn + 360);
      gimmik_stage(sg + t + 144, ge + gn + 576);
      gimmik_stage(sg + t + 216, ge + gn + 792);
      gimmik_stage(sg + t + 288, ge + gn + 1008);
      gimmik_stage(sg + t + 360, ge + gn + 1224);
      GIMMIK_STAGE_COMMIT();
    }
    {
      GIMMIK_STAGE_WAIT(3);
      const double g00 = sg[t + 432];
      const double g01 = sg[t + 504];
      const double g02 = sg[t + 576];
      const double g11 = sg[t + 648];
      const double g12 = sg[t + 720];
      const double g22 = sg[t + 792];
      const double ur0 = sb0[own_b + 41];
      const double us0 = sa0[own_a + 38];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_1;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_1;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_1;
      sb0[own_b + 41] = gr0;
      sa0[own_a + 38] = gs0;
      gt0_1 = gt0;
      gimmik_stage(sg + t + 432, ge + gn + 180);
      gimmik_stage(sg + t + 504, ge + gn + 396);
      gimmik_stage(sg + t + 576, ge + gn + 612);
      gimmik_stage(sg + t + 648, ge + gn + 828);
      gimmik_stage(sg + t + 720, ge + gn + 1044);
      gimmik_stage(sg + t + 792, ge + gn + 1260);
      GIMMIK_STAGE_COMMIT();
    }
    {
      GIMMIK_STAGE_WAIT(3);
      const double g00 = sg[t + 864];
      const double g01 = sg[t + 936];
      const double g02 = sg[t + 1008];
      const double g11 = sg[t + 1080];
      const double g12 = sg[t + 1152];
      const double g22 = sg[t + 1224];
      const double ur0 = sb0[own_b + 82];
      const double us0 = sa0[own_a + 76];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_2;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_2;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_2;
      sb0[own_b + 82] = gr0;
      sa0[own_a + 76] = gs0;
      gt0_2 = gt0;
    }
    {
      GIMMIK_STAGE_WAIT(2);
      const double g00 = sg[t + 1296];
      const double g01 = sg[t + 1368];
      const double g02 = sg[t + 1440];
      const double g11 = sg[t + 1512];
      const double g12 = sg[t + 1584];
      const double g22 = sg[t + 1656];
      const double ur0 = sb0[own_b + 123];
      const double us0 = sa0[own_a + 114];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_3;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_3;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_3;
      sb0[own_b + 123] = gr0;
      sa0[own_a + 114] = gs0;
      gt0_3 = gt0;
    }
    {
      GIMMIK_STAGE_WAIT(1);
      const double g00 = sg[t];
      const double g01 = sg[t + 72];
      const double g02 = sg[t + 144];
      const double g11 = sg[t + 216];
      const double g12 = sg[t + 288];
      const double g22 = sg[t + 360];
      const double ur0 = sb0[own_b + 164];
      const double us0 = sa0[own_a + 152];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_4;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_4;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_4;
      sb0[own_b + 164] = gr0;
      sa0[own_a + 152] = gs0;
      gt0_4 = gt0;
    }
    {
      GIMMIK_STAGE_WAIT(0);
      const double g00 = sg[t + 432];
      const double g01 = sg[t + 504];
      const double g02 = sg[t + 576];
      const double g11 = sg[t + 648];
      const double g12 = sg[t + 720];
      const double g22 = sg[t + 792];
      const double ur0 = sb0[own_b + 205];
      const double us0 = sa0[own_a + 190];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_5;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_5;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_5;
      sb0[own_b + 205] = gr0;
      sa0[own_a + 190] = gs0;
      gt0_5 = gt0;
    }
    __syncthreads();
    {
      const double x0 = sb0[rline];
      const double x1 = sb0[rline + 1];
      const double x2 = sb0[rline + 2];
      const double x3 = sb0[rline + 3];
      const double x4 = sb0[rline + 4];
      const double x5 = sb0[rline + 5];
      sb0[rline] = -7.5*x0 - 1.7863649483390949*x1 + 0.4849510478535692*x2 - 0.26970061083203895*x3 + 0.23778117798423137*x4 - 0.5*x5;
      sb0[rline + 1] = 10.14141593631967*x0 - 1.7212569528302333*x2 + 0.7863566722232407*x3 - 0.6535475074298002*x4 + 1.349913314190488*x5;
      sb0[rline + 2] = -4.036187270305348*x0 + 2.5234267774294556*x1 - 1.752961966367866*x3 + 1.1528281585359292*x4 - 2.244684648176167*x5;
      sb0[rline + 3] = 2.244684648176167*x0 - 1.1528281585359292*x1 + 1.752961966367866*x2 - 2.5234267774294556*x4 + 4.036187270305348*x5;
      sb0[rline + 4] = -1.349913314190488*x0 + 0.6535475074298002*x1 - 0.7863566722232407*x2 + 1.7212569528302333*x3 - 10.14141593631967*x5;
      sb0[rline + 5] = 0.5*x0 - 0.23778117798423137*x1 + 0.26970061083203895*x2 - 0.4849510478535692*x3 + 1.7863649483390949*x4 + 7.5*x5;
    }
    {
      const double y0 = sa0[sline];
      const double y1 = sa0[sline + 6];
      const double y2 = sa0[sline + 12];
      const double y3 = sa0[sline + 18];
      const double y4 = sa0[sline + 24];
      const double y5 = sa0[sline + 30];
      sa0[sline] = -7.5*y0 - 1.7863649483390949*y1 + 0.4849510478535692*y2 - 0.26970061083203895*y3 + 0.23778117798423137*y4 - 0.5*y5;
      sa0[sline + 6] = 10.14141593631967*y0 - 1.7212569528302333*y2 + 0.7863566722232407*y3 - 0.6535475074298002*y4 + 1.349913314190488*y5;
      sa0[sline + 12] = -4.036187270305348*y0 + 2.5234267774294556*y1 - 1.752961966367866*y3 + 1.1528281585359292*y4 - 2.244684648176167*y5;
      sa0[sline + 18] = 2.244684648176167*y0 - 1.1528281585359292*y1 + 1.752961966367866*y2 - 2.5234267774294556*y4 + 4.036187270305348*y5;
      sa0[sline + 24] = -1.349913314190488*y0 + 0.6535475074298002*y1 - 0.7863566722232407*y2 + 1.7212569528302333*y3 - 10.14141593631967*y5;
      sa0[sline + 30] = 0.5*y0 - 0.23778117798423137*y1 + 0.26970061083203895*y2 - 0.4849510478535692*y3 + 1.7863649483390949*y4 + 7.5*y5;
    }
    __syncthreads();
    double* __restrict__ auc0 = au + base;
    if (owner) {
      auc0[gn] = -7.5*gt0_0 - 1.7863649483390949*gt0_1 + 0.4849510478535692*gt0_2 - 0.26970061083203895*gt0_3 + 0.23778117798423137*gt0_4 - 0.5*gt0_5 + sb0[own_b] + sa0[own_a];
      auc0[gn + 36] = 10.14141593631967*gt0_0 - 1.7212569528302333*gt0_2 + 0.7863566722232407*gt0_3 - 0.6535475074298002*gt0_4 + 1.349913314190488*gt0_5 + sb0[own_b + 41] + sa0[own_a + 38];
      auc0[gn + 72] = -4.036187270305348*gt0_0 + 2.5234267774294556*gt0_1 - 1.752961966367866*gt0_3 + 1.1528281585359292*gt0_4 - 2.244684648176167*gt0_5 + sb0[own_b + 82] + sa0[own_a + 76];
      auc0[gn + 108] = 2.244684648176167*gt0_0 - 1.1528281585359292*gt0_1 + 1.752961966367866*gt0_2 - 2.5234267774294556*gt0_4 + 4.036187270305348*gt0_5 + sb0[own_b + 123] + sa0[own_a + 114];
      auc0[gn + 144] = -1.349913314190488*gt0_0 + 0.6535475074298002*gt0_1 - 0.7863566722232407*gt0_2 + 1.7212569528302333*gt0_3 - 10.14141593631967*gt0_5 + sb0[own_b + 164] + sa0[own_a + 152];
      auc0[gn + 180] = 0.5*gt0_0 - 0.23778117798423137*gt0_1 + 0.26970061083203895*gt0_2 - 0.4849510478535692*gt0_3 + 1.7863649483390949*gt0_4 + 7.5*gt0_5 + sb0[own_b + 205] + sa0[own_a + 190];
    }
  }
}
