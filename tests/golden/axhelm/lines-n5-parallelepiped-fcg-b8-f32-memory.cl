// gimmikc: axhelm lines (epb=8 dmem=0 evenodd=1), N = 5, d = 1, poisson, constant coefficients, parallelepiped geometry, f32
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT ON
__constant float c_w[5] = {0.1f, 0.54444444f, 0.7111111f, 0.54444444f, 0.1f};
__kernel __attribute__((reqd_work_group_size(200, 1, 1)))
void gimmik_axhelm(int elements, int first, __global const float* restrict pgeo, __global const double* restrict in_alpha_at, __global const double* restrict in_beta_at, __global float* restrict in_x, __global const float* restrict in_z, __global float* restrict u, __global float* restrict au, __global float* restrict partials)
{
  const float in_alpha = (float)in_alpha_at[0];
  const float in_beta = (float)in_beta_at[0];
  __local float pool[2080];
  const int t = (int)get_local_id(0);
  const int z = t % 8, q = t / 8;
  const int slot_element = first + (int)get_group_id(0)*8 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long base = (long)(e / 8)*1000 + e % 8;
  float dot = 0.0f;
  const int i = q % 5;
  const int j = q / 5 % 5;
  const int gn = j*5 + i;
  const int own_a = j*5 + i;
  const int own_b = j*5 + i;
  const int rline = j*25 + i*5;
  const int sline = j*26 + i;
  const float wt = c_w[i]*c_w[j];
  __global const float* restrict pe = pgeo + (long)e*7;
  const float q0 = wt*pe[0];
  const float q1 = wt*pe[1];
  const float q2 = wt*pe[2];
  const float q3 = wt*pe[3];
  const float q4 = wt*pe[4];
  const float q5 = wt*pe[5];
  {
    __local float* sa0 = pool + z*260;
    __local float* sb0 = sa0 + 130;
    __global float* restrict uc0 = u + base;
    __global float* restrict E_x0 = in_x + base;
    __global const float* restrict E_z0 = in_z + base;
    const float v0_0 = E_x0[gn*8] + in_alpha*uc0[gn*8];
    const float u0_0 = E_z0[gn*8] + in_beta*uc0[gn*8];
    sa0[own_a] = u0_0;
    sb0[own_b] = u0_0;
    const float v0_1 = E_x0[gn*8 + 200] + in_alpha*uc0[gn*8 + 200];
    const float u0_1 = E_z0[gn*8 + 200] + in_beta*uc0[gn*8 + 200];
    sa0[own_a + 26] = u0_1;
    sb0[own_b + 25] = u0_1;
    const float v0_2 = E_x0[gn*8 + 400] + in_alpha*uc0[gn*8 + 400];
    const float u0_2 = E_z0[gn*8 + 400] + in_beta*uc0[gn*8 + 400];
    sa0[own_a + 52] = u0_2;
    sb0[own_b + 50] = u0_2;
    const float v0_3 = E_x0[gn*8 + 600] + in_alpha*uc0[gn*8 + 600];
    const float u0_3 = E_z0[gn*8 + 600] + in_beta*uc0[gn*8 + 600];
    sa0[own_a + 78] = u0_3;
    sb0[own_b + 75] = u0_3;
    const float v0_4 = E_x0[gn*8 + 800] + in_alpha*uc0[gn*8 + 800];
    const float u0_4 = E_z0[gn*8 + 800] + in_beta*uc0[gn*8 + 800];
    sa0[own_a + 104] = u0_4;
    sb0[own_b + 100] = u0_4;
    if (owner) {
      E_x0[gn*8] = v0_0;
      uc0[gn*8] = u0_0;
      E_x0[gn*8 + 200] = v0_1;
      uc0[gn*8 + 200] = u0_1;
      E_x0[gn*8 + 400] = v0_2;
      uc0[gn*8 + 400] = u0_2;
      E_x0[gn*8 + 600] = v0_3;
      uc0[gn*8 + 600] = u0_3;
      E_x0[gn*8 + 800] = v0_4;
      uc0[gn*8 + 800] = u0_4;
    }
    const float tu0_plus0 = u0_0 + u0_4;
    const float tu0_minus0 = u0_0 - u0_4;
    const float tu0_plus1 = u0_1 + u0_3;
    const float tu0_minus1 = u0_1 - u0_3;
    const float tu0_even0 = -2.75f*tu0_plus0 + 4.0833335f*tu0_plus1 - 2.6666667f*u0_2, tu0_odd0 = -2.25f*tu0_minus0 + 2.6731691f*tu0_minus1;
    const float tu0_even1 = -0.49099028f*tu0_plus0 - 0.3818813f*tu0_plus1 + 1.7457432f*u0_2, tu0_odd1 = -0.75f*tu0_minus0 + 0.3818813f*tu0_minus1;
    const float ut0_0 = (tu0_even0 + tu0_odd0);
    const float ut0_1 = (tu0_even1 + tu0_odd1);
    const float ut0_2 = (0.375f*tu0_minus0 - 1.3365846f*tu0_minus1);
    const float ut0_3 = (tu0_odd1 - tu0_even1);
    const float ut0_4 = (tu0_odd0 - tu0_even0);
    float gt0_0, gt0_1, gt0_2, gt0_3, gt0_4;
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      const float x0 = sb0[rline];
      const float x1 = sb0[rline + 1];
      const float x2 = sb0[rline + 2];
      const float x3 = sb0[rline + 3];
      const float x4 = sb0[rline + 4];
      const float xplus0 = x0 + x4;
      const float xminus0 = x0 - x4;
      const float xplus1 = x1 + x3;
      const float xminus1 = x1 - x3;
      const float xeven0 = -2.75f*xplus0 + 4.0833335f*xplus1 - 2.6666667f*x2, xodd0 = -2.25f*xminus0 + 2.6731691f*xminus1;
      const float xeven1 = -0.49099028f*xplus0 - 0.3818813f*xplus1 + 1.7457432f*x2, xodd1 = -0.75f*xminus0 + 0.3818813f*xminus1;
      sb0[rline] = (xeven0 + xodd0);
      sb0[rline + 1] = (xeven1 + xodd1);
      sb0[rline + 2] = (0.375f*xminus0 - 1.3365846f*xminus1);
      sb0[rline + 3] = (xodd1 - xeven1);
      sb0[rline + 4] = (xodd0 - xeven0);
    }
    {
      const float y0 = sa0[sline];
      const float y1 = sa0[sline + 5];
      const float y2 = sa0[sline + 10];
      const float y3 = sa0[sline + 15];
      const float y4 = sa0[sline + 20];
      const float yplus0 = y0 + y4;
      const float yminus0 = y0 - y4;
      const float yplus1 = y1 + y3;
      const float yminus1 = y1 - y3;
      const float yeven0 = -2.75f*yplus0 + 4.0833335f*yplus1 - 2.6666667f*y2, yodd0 = -2.25f*yminus0 + 2.6731691f*yminus1;
      const float yeven1 = -0.49099028f*yplus0 - 0.3818813f*yplus1 + 1.7457432f*y2, yodd1 = -0.75f*yminus0 + 0.3818813f*yminus1;
      sa0[sline] = (yeven0 + yodd0);
      sa0[sline + 5] = (yeven1 + yodd1);
      sa0[sline + 10] = (0.375f*yminus0 - 1.3365846f*yminus1);
      sa0[sline + 15] = (yodd1 - yeven1);
      sa0[sline + 20] = (yodd0 - yeven0);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      const float g00 = 0.1f*q0;
      const float g01 = 0.1f*q1;
      const float g02 = 0.1f*q2;
      const float g11 = 0.1f*q3;
      const float g12 = 0.1f*q4;
      const float g22 = 0.1f*q5;
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
      const float g00 = 0.54444444f*q0;
      const float g01 = 0.54444444f*q1;
      const float g02 = 0.54444444f*q2;
      const float g11 = 0.54444444f*q3;
      const float g12 = 0.54444444f*q4;
      const float g22 = 0.54444444f*q5;
      const float ur0 = sb0[own_b + 25];
      const float us0 = sa0[own_a + 26];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_1;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_1;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_1;
      dot += ur0*gr0 + us0*gs0 + ut0_1*gt0;
      sb0[own_b + 25] = gr0;
      sa0[own_a + 26] = gs0;
      gt0_1 = gt0;
    }
    {
      const float g00 = 0.7111111f*q0;
      const float g01 = 0.7111111f*q1;
      const float g02 = 0.7111111f*q2;
      const float g11 = 0.7111111f*q3;
      const float g12 = 0.7111111f*q4;
      const float g22 = 0.7111111f*q5;
      const float ur0 = sb0[own_b + 50];
      const float us0 = sa0[own_a + 52];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_2;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_2;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_2;
      dot += ur0*gr0 + us0*gs0 + ut0_2*gt0;
      sb0[own_b + 50] = gr0;
      sa0[own_a + 52] = gs0;
      gt0_2 = gt0;
    }
    {
      const float g00 = 0.54444444f*q0;
      const float g01 = 0.54444444f*q1;
      const float g02 = 0.54444444f*q2;
      const float g11 = 0.54444444f*q3;
      const float g12 = 0.54444444f*q4;
      const float g22 = 0.54444444f*q5;
      const float ur0 = sb0[own_b + 75];
      const float us0 = sa0[own_a + 78];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_3;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_3;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_3;
      dot += ur0*gr0 + us0*gs0 + ut0_3*gt0;
      sb0[own_b + 75] = gr0;
      sa0[own_a + 78] = gs0;
      gt0_3 = gt0;
    }
    {
      const float g00 = 0.1f*q0;
      const float g01 = 0.1f*q1;
      const float g02 = 0.1f*q2;
      const float g11 = 0.1f*q3;
      const float g12 = 0.1f*q4;
      const float g22 = 0.1f*q5;
      const float ur0 = sb0[own_b + 100];
      const float us0 = sa0[own_a + 104];
      const float gr0 = g00*ur0 + g01*us0 + g02*ut0_4;
      const float gs0 = g01*ur0 + g11*us0 + g12*ut0_4;
      const float gt0 = g02*ur0 + g12*us0 + g22*ut0_4;
      dot += ur0*gr0 + us0*gs0 + ut0_4*gt0;
      sb0[own_b + 100] = gr0;
      sa0[own_a + 104] = gs0;
      gt0_4 = gt0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      const float x0 = sb0[rline];
      const float x1 = sb0[rline + 1];
      const float x2 = sb0[rline + 2];
      const float x3 = sb0[rline + 3];
      const float x4 = sb0[rline + 4];
      const float xplus0 = x0 + x4;
      const float xminus0 = x0 - x4;
      const float xplus1 = x1 + x3;
      const float xminus1 = x1 - x3;
      const float xeven0 = -2.25f*xplus0 - 0.75f*xplus1 + 0.375f*x2, xodd0 = -2.75f*xminus0 - 0.49099028f*xminus1;
      const float xeven1 = 2.6731691f*xplus0 + 0.3818813f*xplus1 - 1.3365846f*x2, xodd1 = 4.0833335f*xminus0 - 0.3818813f*xminus1;
      sb0[rline] = (xeven0 + xodd0);
      sb0[rline + 1] = (xeven1 + xodd1);
      sb0[rline + 2] = (-2.6666667f*xminus0 + 1.7457432f*xminus1);
      sb0[rline + 3] = (xodd1 - xeven1);
      sb0[rline + 4] = (xodd0 - xeven0);
    }
    {
      const float y0 = sa0[sline];
      const float y1 = sa0[sline + 5];
      const float y2 = sa0[sline + 10];
      const float y3 = sa0[sline + 15];
      const float y4 = sa0[sline + 20];
      const float yplus0 = y0 + y4;
      const float yminus0 = y0 - y4;
      const float yplus1 = y1 + y3;
      const float yminus1 = y1 - y3;
      const float yeven0 = -2.25f*yplus0 - 0.75f*yplus1 + 0.375f*y2, yodd0 = -2.75f*yminus0 - 0.49099028f*yminus1;
      const float yeven1 = 2.6731691f*yplus0 + 0.3818813f*yplus1 - 1.3365846f*y2, yodd1 = 4.0833335f*yminus0 - 0.3818813f*yminus1;
      sa0[sline] = (yeven0 + yodd0);
      sa0[sline + 5] = (yeven1 + yodd1);
      sa0[sline + 10] = (-2.6666667f*yminus0 + 1.7457432f*yminus1);
      sa0[sline + 15] = (yodd1 - yeven1);
      sa0[sline + 20] = (yodd0 - yeven0);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    __global float* restrict auc0 = au + base;
    if (owner) {
      const float tg0_plus0 = gt0_0 + gt0_4;
      const float tg0_minus0 = gt0_0 - gt0_4;
      const float tg0_plus1 = gt0_1 + gt0_3;
      const float tg0_minus1 = gt0_1 - gt0_3;
      const float tg0_even0 = -2.25f*tg0_plus0 - 0.75f*tg0_plus1 + 0.375f*gt0_2, tg0_odd0 = -2.75f*tg0_minus0 - 0.49099028f*tg0_minus1;
      const float tg0_even1 = 2.6731691f*tg0_plus0 + 0.3818813f*tg0_plus1 - 1.3365846f*gt0_2, tg0_odd1 = 4.0833335f*tg0_minus0 - 0.3818813f*tg0_minus1;
      auc0[gn*8] = (tg0_even0 + tg0_odd0) + sb0[own_b] + sa0[own_a];
      auc0[gn*8 + 200] = (tg0_even1 + tg0_odd1) + sb0[own_b + 25] + sa0[own_a + 26];
      auc0[gn*8 + 400] = (-2.6666667f*tg0_minus0 + 1.7457432f*tg0_minus1) + sb0[own_b + 50] + sa0[own_a + 52];
      auc0[gn*8 + 600] = (tg0_odd1 - tg0_even1) + sb0[own_b + 75] + sa0[own_a + 78];
      auc0[gn*8 + 800] = (tg0_odd0 - tg0_even0) + sb0[own_b + 100] + sa0[own_a + 104];
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  pool[t] = owner ? dot : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < 72) {
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
