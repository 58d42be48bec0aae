// gimmikc: axhelm lines (epb=8 dmem=0 evenodd=1), N = 6, d = 1, poisson, constant coefficients, stored geometry, f32
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(288, 1, 1)))
void gimmik_axhelm(int elements, int first, __global const float* restrict ggeo, float in_beta, __global const float* restrict in_z, __global float* restrict u, __global float* restrict au, __global float* restrict partials)
{
  __local float pool[4192];
  const int t = (int)get_local_id(0);
  const int z = t % 8, q = t / 8;
  const int slot_element = first + (int)get_group_id(0)*8 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long base = (long)(e / 16)*3456 + e % 16;
  float dot = 0.0f;
  const int i = q % 6;
  const int j = q / 6 % 6;
  const int gn = j*6 + i;
  const int own_a = j*6 + i;
  const int own_b = j*6 + i;
  const int rline = i*49 + j*6;
  const int sline = j*38 + i;
  __global const float* restrict ge = ggeo + (long)(e / 16)*24192 + e % 16;
  {
    __local float* sa0 = pool + z*524;
    __local float* sb0 = sa0 + 228;
    __global float* restrict uc0 = u + base;
    __global const float* restrict E_z0 = in_z + base;
    const float u0_0 = E_z0[gn*16] + in_beta*uc0[gn*16];
    sa0[own_a] = u0_0;
    sb0[own_b] = u0_0;
    const float u0_1 = E_z0[gn*16 + 576] + in_beta*uc0[gn*16 + 576];
    sa0[own_a + 38] = u0_1;
    sb0[own_b + 49] = u0_1;
    const float u0_2 = E_z0[gn*16 + 1152] + in_beta*uc0[gn*16 + 1152];
    sa0[own_a + 76] = u0_2;
    sb0[own_b + 98] = u0_2;
    const float u0_3 = E_z0[gn*16 + 1728] + in_beta*uc0[gn*16 + 1728];
    sa0[own_a + 114] = u0_3;
    sb0[own_b + 147] = u0_3;
    const float u0_4 = E_z0[gn*16 + 2304] + in_beta*uc0[gn*16 + 2304];
    sa0[own_a + 152] = u0_4;
    sb0[own_b + 196] = u0_4;
    const float u0_5 = E_z0[gn*16 + 2880] + in_beta*uc0[gn*16 + 2880];
    sa0[own_a + 190] = u0_5;
    sb0[own_b + 245] = u0_5;
    if (owner) {
      uc0[gn*16] = u0_0;
      uc0[gn*16 + 576] = u0_1;
      uc0[gn*16 + 1152] = u0_2;
      uc0[gn*16 + 1728] = u0_3;
      uc0[gn*16 + 2304] = u0_4;
      uc0[gn*16 + 2880] = u0_5;
    }
    const float tu0_plus0 = u0_0 + u0_5;
    const float tu0_minus0 = u0_0 - u0_5;
    const float tu0_plus1 = u0_1 + u0_4;
    const float tu0_minus1 = u0_1 - u0_4;
    const float tu0_plus2 = u0_2 + u0_3;
    const float tu0_minus2 = u0_2 - u0_3;
    const float tu0_even0 = -3.5f*tu0_plus0 + 4.395751f*tu0_plus1 - 0.89575124f*tu0_plus2, tu0_odd0 = -4.0f*tu0_minus0 + 5.7456646f*tu0_minus1 - 3.140436f*tu0_minus2;
    const float tu0_even1 = -1.012073f*tu0_plus0 + 0.32677376f*tu0_plus1 + 0.6852993f*tu0_plus2, tu0_odd1 = -0.7742919f*tu0_minus0 - 0.32677376f*tu0_minus1 + 1.8381275f*tu0_minus2;
    const float tu0_even2 = 0.37732583f*tu0_plus0 - 1.2538068f*tu0_plus1 + 0.876481f*tu0_plus2, tu0_odd2 = 0.107625216f*tu0_minus0 - 0.46745014f*tu0_minus1 - 0.876481f*tu0_minus2;
    const float ut0_0 = (tu0_even0 + tu0_odd0);
    const float ut0_1 = (tu0_even1 + tu0_odd1);
    const float ut0_2 = (tu0_even2 + tu0_odd2);
    const float ut0_3 = (tu0_odd2 - tu0_even2);
    const float ut0_4 = (tu0_odd1 - tu0_even1);
    const float ut0_5 = (tu0_odd0 - tu0_even0);
    float gt0_0, gt0_1, gt0_2, gt0_3, gt0_4, gt0_5;
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      const float x0 = sb0[rline];
      const float x1 = sb0[rline + 1];
      const float x2 = sb0[rline + 2];
      const float x3 = sb0[rline + 3];
      const float x4 = sb0[rline + 4];
      const float x5 = sb0[rline + 5];
      const float xplus0 = x0 + x5;
      const float xminus0 = x0 - x5;
      const float xplus1 = x1 + x4;
      const float xminus1 = x1 - x4;
      const float xplus2 = x2 + x3;
      const float xminus2 = x2 - x3;
      const float xeven0 = -3.5f*xplus0 + 4.395751f*xplus1 - 0.89575124f*xplus2, xodd0 = -4.0f*xminus0 + 5.7456646f*xminus1 - 3.140436f*xminus2;
      const float xeven1 = -1.012073f*xplus0 + 0.32677376f*xplus1 + 0.6852993f*xplus2, xodd1 = -0.7742919f*xminus0 - 0.32677376f*xminus1 + 1.8381275f*xminus2;
      const float xeven2 = 0.37732583f*xplus0 - 1.2538068f*xplus1 + 0.876481f*xplus2, xodd2 = 0.107625216f*xminus0 - 0.46745014f*xminus1 - 0.876481f*xminus2;
      sb0[rline] = (xeven0 + xodd0);
      sb0[rline + 1] = (xeven1 + xodd1);
      sb0[rline + 2] = (xeven2 + xodd2);
      sb0[rline + 3] = (xodd2 - xeven2);
      sb0[rline + 4] = (xodd1 - xeven1);
      sb0[rline + 5] = (xodd0 - xeven0);
    }
    {
      const float y0 = sa0[sline];
      const float y1 = sa0[sline + 6];
      const float y2 = sa0[sline + 12];
      const float y3 = sa0[sline + 18];
      const float y4 = sa0[sline + 24];
      const float y5 = sa0[sline + 30];
      const float yplus0 = y0 + y5;
      const float yminus0 = y0 - y5;
      const float yplus1 = y1 + y4;
      const float yminus1 = y1 - y4;
      const float yplus2 = y2 + y3;
      const float yminus2 = y2 - y3;
      const float yeven0 = -3.5f*yplus0 + 4.395751f*yplus1 - 0.89575124f*yplus2, yodd0 = -4.0f*yminus0 + 5.7456646f*yminus1 - 3.140436f*yminus2;
      const float yeven1 = -1.012073f*yplus0 + 0.32677376f*yplus1 + 0.6852993f*yplus2, yodd1 = -0.7742919f*yminus0 - 0.32677376f*yminus1 + 1.8381275f*yminus2;
      const float yeven2 = 0.37732583f*yplus0 - 1.2538068f*yplus1 + 0.876481f*yplus2, yodd2 = 0.107625216f*yminus0 - 0.46745014f*yminus1 - 0.876481f*yminus2;
      sa0[sline] = (yeven0 + yodd0);
      sa0[sline + 6] = (yeven1 + yodd1);
      sa0[sline + 12] = (yeven2 + yodd2);
      sa0[sline + 18] = (yodd2 - yeven2);
      sa0[sline + 24] = (yodd1 - yeven1);
      sa0[sline + 30] = (yodd0 - yeven0);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      const float g00 = ge[gn*16];
      const float g01 = ge[gn*16 + 3456];
      const float g02 = ge[gn*16 + 6912];
      const float g11 = ge[gn*16 + 10368];
      const float g12 = ge[gn*16 + 13824];
      const float g22 = ge[gn*16 + 17280];
      const float ur0 = sb0[own_b];
      const float us0 = sa0[own_a];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_0;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_0;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_0;
      dot += ur0*gr0 + us0*gs0 + ut0_0*gt0;
      sb0[own_b] = gr0;
      sa0[own_a] = gs0;
      gt0_0 = gt0;
    }
    {
      const float g00 = ge[gn*16 + 576];
      const float g01 = ge[gn*16 + 4032];
      const float g02 = ge[gn*16 + 7488];
      const float g11 = ge[gn*16 + 10944];
      const float g12 = ge[gn*16 + 14400];
      const float g22 = ge[gn*16 + 17856];
      const float ur0 = sb0[own_b + 49];
      const float us0 = sa0[own_a + 38];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_1;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_1;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_1;
      dot += ur0*gr0 + us0*gs0 + ut0_1*gt0;
      sb0[own_b + 49] = gr0;
      sa0[own_a + 38] = gs0;
      gt0_1 = gt0;
    }
    {
      const float g00 = ge[gn*16 + 1152];
      const float g01 = ge[gn*16 + 4608];
      const float g02 = ge[gn*16 + 8064];
      const float g11 = ge[gn*16 + 11520];
      const float g12 = ge[gn*16 + 14976];
      const float g22 = ge[gn*16 + 18432];
      const float ur0 = sb0[own_b + 98];
      const float us0 = sa0[own_a + 76];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_2;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_2;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_2;
      dot += ur0*gr0 + us0*gs0 + ut0_2*gt0;
      sb0[own_b + 98] = gr0;
      sa0[own_a + 76] = gs0;
      gt0_2 = gt0;
    }
    {
      const float g00 = ge[gn*16 + 1728];
      const float g01 = ge[gn*16 + 5184];
      const float g02 = ge[gn*16 + 8640];
      const float g11 = ge[gn*16 + 12096];
      const float g12 = ge[gn*16 + 15552];
      const float g22 = ge[gn*16 + 19008];
      const float ur0 = sb0[own_b + 147];
      const float us0 = sa0[own_a + 114];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_3;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_3;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_3;
      dot += ur0*gr0 + us0*gs0 + ut0_3*gt0;
      sb0[own_b + 147] = gr0;
      sa0[own_a + 114] = gs0;
      gt0_3 = gt0;
    }
    {
      const float g00 = ge[gn*16 + 2304];
      const float g01 = ge[gn*16 + 5760];
      const float g02 = ge[gn*16 + 9216];
      const float g11 = ge[gn*16 + 12672];
      const float g12 = ge[gn*16 + 16128];
      const float g22 = ge[gn*16 + 19584];
      const float ur0 = sb0[own_b + 196];
      const float us0 = sa0[own_a + 152];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_4;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_4;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_4;
      dot += ur0*gr0 + us0*gs0 + ut0_4*gt0;
      sb0[own_b + 196] = gr0;
      sa0[own_a + 152] = gs0;
      gt0_4 = gt0;
    }
    {
      const float g00 = ge[gn*16 + 2880];
      const float g01 = ge[gn*16 + 6336];
      const float g02 = ge[gn*16 + 9792];
      const float g11 = ge[gn*16 + 13248];
      const float g12 = ge[gn*16 + 16704];
      const float g22 = ge[gn*16 + 20160];
      const float ur0 = sb0[own_b + 245];
      const float us0 = sa0[own_a + 190];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_5;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_5;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_5;
      dot += ur0*gr0 + us0*gs0 + ut0_5*gt0;
      sb0[own_b + 245] = gr0;
      sa0[own_a + 190] = gs0;
      gt0_5 = gt0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      const float x0 = sb0[rline];
      const float x1 = sb0[rline + 1];
      const float x2 = sb0[rline + 2];
      const float x3 = sb0[rline + 3];
      const float x4 = sb0[rline + 4];
      const float x5 = sb0[rline + 5];
      const float xplus0 = x0 + x5;
      const float xminus0 = x0 - x5;
      const float xplus1 = x1 + x4;
      const float xminus1 = x1 - x4;
      const float xplus2 = x2 + x3;
      const float xminus2 = x2 - x3;
      const float xeven0 = -4.0f*xplus0 - 0.7742919f*xplus1 + 0.107625216f*xplus2, xodd0 = -3.5f*xminus0 - 1.012073f*xminus1 + 0.37732583f*xminus2;
      const float xeven1 = 5.7456646f*xplus0 - 0.32677376f*xplus1 - 0.46745014f*xplus2, xodd1 = 4.395751f*xminus0 + 0.32677376f*xminus1 - 1.2538068f*xminus2;
      const float xeven2 = -3.140436f*xplus0 + 1.8381275f*xplus1 - 0.876481f*xplus2, xodd2 = -0.89575124f*xminus0 + 0.6852993f*xminus1 + 0.876481f*xminus2;
      sb0[rline] = (xeven0 + xodd0);
      sb0[rline + 1] = (xeven1 + xodd1);
      sb0[rline + 2] = (xeven2 + xodd2);
      sb0[rline + 3] = (xodd2 - xeven2);
      sb0[rline + 4] = (xodd1 - xeven1);
      sb0[rline + 5] = (xodd0 - xeven0);
    }
    {
      const float y0 = sa0[sline];
      const float y1 = sa0[sline + 6];
      const float y2 = sa0[sline + 12];
      const float y3 = sa0[sline + 18];
      const float y4 = sa0[sline + 24];
      const float y5 = sa0[sline + 30];
      const float yplus0 = y0 + y5;
      const float yminus0 = y0 - y5;
      const float yplus1 = y1 + y4;
      const float yminus1 = y1 - y4;
      const float yplus2 = y2 + y3;
      const float yminus2 = y2 - y3;
      const float yeven0 = -4.0f*yplus0 - 0.7742919f*yplus1 + 0.107625216f*yplus2, yodd0 = -3.5f*yminus0 - 1.012073f*yminus1 + 0.37732583f*yminus2;
      const float yeven1 = 5.7456646f*yplus0 - 0.32677376f*yplus1 - 0.46745014f*yplus2, yodd1 = 4.395751f*yminus0 + 0.32677376f*yminus1 - 1.2538068f*yminus2;
      const float yeven2 = -3.140436f*yplus0 + 1.8381275f*yplus1 - 0.876481f*yplus2, yodd2 = -0.89575124f*yminus0 + 0.6852993f*yminus1 + 0.876481f*yminus2;
      sa0[sline] = (yeven0 + yodd0);
      sa0[sline + 6] = (yeven1 + yodd1);
      sa0[sline + 12] = (yeven2 + yodd2);
      sa0[sline + 18] = (yodd2 - yeven2);
      sa0[sline + 24] = (yodd1 - yeven1);
      sa0[sline + 30] = (yodd0 - yeven0);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    __global float* restrict auc0 = au + base;
    if (owner) {
      const float tg0_plus0 = gt0_0 + gt0_5;
      const float tg0_minus0 = gt0_0 - gt0_5;
      const float tg0_plus1 = gt0_1 + gt0_4;
      const float tg0_minus1 = gt0_1 - gt0_4;
      const float tg0_plus2 = gt0_2 + gt0_3;
      const float tg0_minus2 = gt0_2 - gt0_3;
      const float tg0_even0 = -4.0f*tg0_plus0 - 0.7742919f*tg0_plus1 + 0.107625216f*tg0_plus2, tg0_odd0 = -3.5f*tg0_minus0 - 1.012073f*tg0_minus1 + 0.37732583f*tg0_minus2;
      const float tg0_even1 = 5.7456646f*tg0_plus0 - 0.32677376f*tg0_plus1 - 0.46745014f*tg0_plus2, tg0_odd1 = 4.395751f*tg0_minus0 + 0.32677376f*tg0_minus1 - 1.2538068f*tg0_minus2;
      const float tg0_even2 = -3.140436f*tg0_plus0 + 1.8381275f*tg0_plus1 - 0.876481f*tg0_plus2, tg0_odd2 = -0.89575124f*tg0_minus0 + 0.6852993f*tg0_minus1 + 0.876481f*tg0_minus2;
      auc0[gn*16] = (tg0_even0 + tg0_odd0) + sb0[own_b] + sa0[own_a];
      auc0[gn*16 + 576] = (tg0_even1 + tg0_odd1) + sb0[own_b + 49] + sa0[own_a + 38];
      auc0[gn*16 + 1152] = (tg0_even2 + tg0_odd2) + sb0[own_b + 98] + sa0[own_a + 76];
      auc0[gn*16 + 1728] = (tg0_odd2 - tg0_even2) + sb0[own_b + 147] + sa0[own_a + 114];
      auc0[gn*16 + 2304] = (tg0_odd1 - tg0_even1) + sb0[own_b + 196] + sa0[own_a + 152];
      auc0[gn*16 + 2880] = (tg0_odd0 - tg0_even0) + sb0[own_b + 245] + sa0[own_a + 190];
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  pool[t] = owner ? dot : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < 32) {
    pool[0 + t] += pool[256 + t];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < 128) {
    pool[0 + t] += pool[128 + t];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < 64) {
    pool[0 + t] += pool[64 + t];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < 32) {
    pool[0 + t] += pool[32 + t];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < 16) {
    pool[0 + t] += pool[16 + t];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < 8) {
    pool[0 + t] += pool[8 + t];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < 4) {
    pool[0 + t] += pool[4 + t];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < 2) {
    pool[0 + t] += pool[2 + t];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < 1) {
    pool[0 + t] += pool[1 + t];
  }
  if (t == 0) partials[get_group_id(0)] = pool[0];
}
