// gimmikc: axhelm lines (epb=4 dmem=0 evenodd=1 regs=0), N = 4, d = 1, poisson, constant coefficients, parallelepiped geometry, f32
__constant__ float c_w[4] = {0.16666667f, 0.8333333f, 0.8333333f, 0.16666667f};
extern "C" __global__ void __launch_bounds__(64)
gimmik_axhelm(int elements, int first, const float* __restrict__ pgeo, const float* __restrict__ u, float* __restrict__ au)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  extern __shared__ __align__(16) float pool[];
  const int t = (int)threadIdx.x;
  const int z = t / 16;
  const int slot_element = first + (int)blockIdx.x*4 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long long base = (long long)e*64;
  const int i = t % 4;
  const int j = t / 4 % 4;
  const int gn = j*4 + i;
  const int own_a = j*4 + i;
  const int own_b = j*4 + i;
  const int rline = j*17 + i*4;
  const int sline = j*18 + i;
  const float wt = c_w[i]*c_w[j];
  const float* __restrict__ pe = pgeo + (long long)e*7;
  const float q0 = wt*pe[0];
  const float q1 = wt*pe[1];
  const float q2 = wt*pe[2];
  const float q3 = wt*pe[3];
  const float q4 = wt*pe[4];
  const float q5 = wt*pe[5];
  {
    float* sa0 = pool + z*144;
    float* sb0 = sa0 + 72;
    const float* __restrict__ uc0 = u + base;
    const float u0_0 = uc0[gn];
    sa0[own_a] = u0_0;
    sb0[own_b] = u0_0;
    const float u0_1 = uc0[gn + 16];
    sa0[own_a + 18] = u0_1;
    sb0[own_b + 17] = u0_1;
    const float u0_2 = uc0[gn + 32];
    sa0[own_a + 36] = u0_2;
    sb0[own_b + 34] = u0_2;
    const float u0_3 = uc0[gn + 48];
    sa0[own_a + 54] = u0_3;
    sb0[own_b + 51] = u0_3;
    const float tu0_plus0 = u0_0 + u0_3;
    const float tu0_minus0 = u0_0 - u0_3;
    const float tu0_plus1 = u0_1 + u0_2;
    const float tu0_minus1 = u0_1 - u0_2;
    const float tu0_even0 = -1.25f*tu0_plus0 + 1.25f*tu0_plus1, tu0_odd0 = -1.75f*tu0_minus0 + 2.795085f*tu0_minus1;
    const float tu0_even1 = -0.559017f*tu0_plus0 + 0.559017f*tu0_plus1, tu0_odd1 = -0.25f*tu0_minus0 - 0.559017f*tu0_minus1;
    const float ut0_0 = (tu0_even0 + tu0_odd0);
    const float ut0_1 = (tu0_even1 + tu0_odd1);
    const float ut0_2 = (tu0_odd1 - tu0_even1);
    const float ut0_3 = (tu0_odd0 - tu0_even0);
    float gt0_0, gt0_1, gt0_2, gt0_3;
    __syncthreads();
    {
      const float x0 = sb0[rline];
      const float x1 = sb0[rline + 1];
      const float x2 = sb0[rline + 2];
      const float x3 = sb0[rline + 3];
      const float xplus0 = x0 + x3;
      const float xminus0 = x0 - x3;
      const float xplus1 = x1 + x2;
      const float xminus1 = x1 - x2;
      const float xeven0 = -1.25f*xplus0 + 1.25f*xplus1, xodd0 = -1.75f*xminus0 + 2.795085f*xminus1;
      const float xeven1 = -0.559017f*xplus0 + 0.559017f*xplus1, xodd1 = -0.25f*xminus0 - 0.559017f*xminus1;
      sb0[rline] = (xeven0 + xodd0);
      sb0[rline + 1] = (xeven1 + xodd1);
      sb0[rline + 2] = (xodd1 - xeven1);
      sb0[rline + 3] = (xodd0 - xeven0);
    }
    {
      const float y0 = sa0[sline];
      const float y1 = sa0[sline + 4];
      const float y2 = sa0[sline + 8];
      const float y3 = sa0[sline + 12];
      const float yplus0 = y0 + y3;
      const float yminus0 = y0 - y3;
      const float yplus1 = y1 + y2;
      const float yminus1 = y1 - y2;
      const float yeven0 = -1.25f*yplus0 + 1.25f*yplus1, yodd0 = -1.75f*yminus0 + 2.795085f*yminus1;
      const float yeven1 = -0.559017f*yplus0 + 0.559017f*yplus1, yodd1 = -0.25f*yminus0 - 0.559017f*yminus1;
      sa0[sline] = (yeven0 + yodd0);
      sa0[sline + 4] = (yeven1 + yodd1);
      sa0[sline + 8] = (yodd1 - yeven1);
      sa0[sline + 12] = (yodd0 - yeven0);
    }
    __syncthreads();
    {
      const float g00 = 0.16666667f*q0;
      const float g01 = 0.16666667f*q1;
      const float g02 = 0.16666667f*q2;
      const float g11 = 0.16666667f*q3;
      const float g12 = 0.16666667f*q4;
      const float g22 = 0.16666667f*q5;
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
      const float g00 = 0.8333333f*q0;
      const float g01 = 0.8333333f*q1;
      const float g02 = 0.8333333f*q2;
      const float g11 = 0.8333333f*q3;
      const float g12 = 0.8333333f*q4;
      const float g22 = 0.8333333f*q5;
      const float ur0 = sb0[own_b + 17];
      const float us0 = sa0[own_a + 18];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_1;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_1;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_1;
      sb0[own_b + 17] = gr0;
      sa0[own_a + 18] = gs0;
      gt0_1 = gt0;
    }
    {
      const float g00 = 0.8333333f*q0;
      const float g01 = 0.8333333f*q1;
      const float g02 = 0.8333333f*q2;
      const float g11 = 0.8333333f*q3;
      const float g12 = 0.8333333f*q4;
      const float g22 = 0.8333333f*q5;
      const float ur0 = sb0[own_b + 34];
      const float us0 = sa0[own_a + 36];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_2;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_2;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_2;
      sb0[own_b + 34] = gr0;
      sa0[own_a + 36] = gs0;
      gt0_2 = gt0;
    }
    {
      const float g00 = 0.16666667f*q0;
      const float g01 = 0.16666667f*q1;
      const float g02 = 0.16666667f*q2;
      const float g11 = 0.16666667f*q3;
      const float g12 = 0.16666667f*q4;
      const float g22 = 0.16666667f*q5;
      const float ur0 = sb0[own_b + 51];
      const float us0 = sa0[own_a + 54];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_3;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_3;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_3;
      sb0[own_b + 51] = gr0;
      sa0[own_a + 54] = gs0;
      gt0_3 = gt0;
    }
    __syncthreads();
    {
      const float x0 = sb0[rline];
      const float x1 = sb0[rline + 1];
      const float x2 = sb0[rline + 2];
      const float x3 = sb0[rline + 3];
      const float xplus0 = x0 + x3;
      const float xminus0 = x0 - x3;
      const float xplus1 = x1 + x2;
      const float xminus1 = x1 - x2;
      const float xeven0 = -1.75f*xplus0 - 0.25f*xplus1, xodd0 = -1.25f*xminus0 - 0.559017f*xminus1;
      const float xeven1 = 2.795085f*xplus0 - 0.559017f*xplus1, xodd1 = 1.25f*xminus0 + 0.559017f*xminus1;
      sb0[rline] = (xeven0 + xodd0);
      sb0[rline + 1] = (xeven1 + xodd1);
      sb0[rline + 2] = (xodd1 - xeven1);
      sb0[rline + 3] = (xodd0 - xeven0);
    }
    {
      const float y0 = sa0[sline];
      const float y1 = sa0[sline + 4];
      const float y2 = sa0[sline + 8];
      const float y3 = sa0[sline + 12];
      const float yplus0 = y0 + y3;
      const float yminus0 = y0 - y3;
      const float yplus1 = y1 + y2;
      const float yminus1 = y1 - y2;
      const float yeven0 = -1.75f*yplus0 - 0.25f*yplus1, yodd0 = -1.25f*yminus0 - 0.559017f*yminus1;
      const float yeven1 = 2.795085f*yplus0 - 0.559017f*yplus1, yodd1 = 1.25f*yminus0 + 0.559017f*yminus1;
      sa0[sline] = (yeven0 + yodd0);
      sa0[sline + 4] = (yeven1 + yodd1);
      sa0[sline + 8] = (yodd1 - yeven1);
      sa0[sline + 12] = (yodd0 - yeven0);
    }
    __syncthreads();
    float* __restrict__ auc0 = au + base;
    if (owner) {
      const float tg0_plus0 = gt0_0 + gt0_3;
      const float tg0_minus0 = gt0_0 - gt0_3;
      const float tg0_plus1 = gt0_1 + gt0_2;
      const float tg0_minus1 = gt0_1 - gt0_2;
      const float tg0_even0 = -1.75f*tg0_plus0 - 0.25f*tg0_plus1, tg0_odd0 = -1.25f*tg0_minus0 - 0.559017f*tg0_minus1;
      const float tg0_even1 = 2.795085f*tg0_plus0 - 0.559017f*tg0_plus1, tg0_odd1 = 1.25f*tg0_minus0 + 0.559017f*tg0_minus1;
      auc0[gn] = (tg0_even0 + tg0_odd0) + sb0[own_b] + sa0[own_a];
      auc0[gn + 16] = (tg0_even1 + tg0_odd1) + sb0[own_b + 17] + sa0[own_a + 18];
      auc0[gn + 32] = (tg0_odd1 - tg0_even1) + sb0[own_b + 34] + sa0[own_a + 36];
      auc0[gn + 48] = (tg0_odd0 - tg0_even0) + sb0[own_b + 51] + sa0[own_a + 54];
    }
  }
}
