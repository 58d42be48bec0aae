// gimmikc: axhelm lines (epb=8 dmem=1 evenodd=1), N = 3, d = 1, poisson, constant coefficients, stored geometry, f64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT ON
__constant double c_D[9] = {-1.5, 2.0, -0.5, -0.5, 0.0, 0.5, 0.5, -2.0, 1.5};
__constant double c_D_split[4] = {-1.0, 2.0, -0.5, -0.5};
__constant double c_DT_split[4] = {-0.5, -0.5, -1.0, 2.0};
__kernel __attribute__((reqd_work_group_size(72, 1, 1)))
void gimmik_axhelm(int elements, int first, __global const double* restrict ggeo, __global const double* restrict u, __global double* restrict au)
{
  __local double pool[456];
  const int t = (int)get_local_id(0);
  const int z = t / 9;
  const int slot_element = first + (int)get_group_id(0)*8 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long base = (long)e*27;
  const int i = t % 3;
  const int j = t / 3 % 3;
  const int gn = j*3 + i;
  const int own_a = j*3 + i;
  const int own_b = j*3 + i;
  const int rline = j*9 + i*3;
  const int sline = j*10 + i;
  __global const double* restrict ge = ggeo + base*7;
  {
    __local double* sa0 = pool + z*57;
    __local double* sb0 = sa0 + 30;
    __global const double* restrict uc0 = u + base;
    const double u0_0 = uc0[gn];
    sa0[own_a] = u0_0;
    sb0[own_b] = u0_0;
    const double u0_1 = uc0[gn + 9];
    sa0[own_a + 10] = u0_1;
    sb0[own_b + 9] = u0_1;
    const double u0_2 = uc0[gn + 18];
    sa0[own_a + 20] = u0_2;
    sb0[own_b + 18] = u0_2;
    const double tu0_plus0 = u0_0 + u0_2;
    const double tu0_minus0 = u0_0 - u0_2;
    const double tu0_even0 = c_D_split[0]*tu0_plus0 + c_D_split[1]*u0_1, tu0_odd0 = c_D_split[2]*tu0_minus0;
    const double ut0_0 = (tu0_even0 + tu0_odd0);
    const double ut0_1 = (c_D_split[3]*tu0_minus0);
    const double ut0_2 = (tu0_odd0 - tu0_even0);
    double gt0_0, gt0_1, gt0_2;
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      const double x0 = sb0[rline];
      const double x1 = sb0[rline + 1];
      const double x2 = sb0[rline + 2];
      const double xplus0 = x0 + x2;
      const double xminus0 = x0 - x2;
      const double xeven0 = c_D_split[0]*xplus0 + c_D_split[1]*x1, xodd0 = c_D_split[2]*xminus0;
      sb0[rline] = (xeven0 + xodd0);
      sb0[rline + 1] = (c_D_split[3]*xminus0);
      sb0[rline + 2] = (xodd0 - xeven0);
    }
    {
      const double y0 = sa0[sline];
      const double y1 = sa0[sline + 3];
      const double y2 = sa0[sline + 6];
      const double yplus0 = y0 + y2;
      const double yminus0 = y0 - y2;
      const double yeven0 = c_D_split[0]*yplus0 + c_D_split[1]*y1, yodd0 = c_D_split[2]*yminus0;
      sa0[sline] = (yeven0 + yodd0);
      sa0[sline + 3] = (c_D_split[3]*yminus0);
      sa0[sline + 6] = (yodd0 - yeven0);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      const double g00 = ge[gn];
      const double g01 = ge[gn + 27];
      const double g02 = ge[gn + 54];
      const double g11 = ge[gn + 81];
      const double g12 = ge[gn + 108];
      const double g22 = ge[gn + 135];
      const double ur0 = sb0[own_b];
      const double us0 = sa0[own_a];
      const double gr0 = 2.5*(g00*ur0 + g01*us0 + g02*ut0_0);
      const double gs0 = 2.5*(g01*ur0 + g11*us0 + g12*ut0_0);
      const double gt0 = 2.5*(g02*ur0 + g12*us0 + g22*ut0_0);
      sb0[own_b] = gr0;
      sa0[own_a] = gs0;
      gt0_0 = gt0;
    }
    {
      const double g00 = ge[gn + 9];
      const double g01 = ge[gn + 36];
      const double g02 = ge[gn + 63];
      const double g11 = ge[gn + 90];
      const double g12 = ge[gn + 117];
      const double g22 = ge[gn + 144];
      const double ur0 = sb0[own_b + 9];
      const double us0 = sa0[own_a + 10];
      const double gr0 = 2.5*(g00*ur0 + g01*us0 + g02*ut0_1);
      const double gs0 = 2.5*(g01*ur0 + g11*us0 + g12*ut0_1);
      const double gt0 = 2.5*(g02*ur0 + g12*us0 + g22*ut0_1);
      sb0[own_b + 9] = gr0;
      sa0[own_a + 10] = gs0;
      gt0_1 = gt0;
    }
    {
      const double g00 = ge[gn + 18];
      const double g01 = ge[gn + 45];
      const double g02 = ge[gn + 72];
      const double g11 = ge[gn + 99];
      const double g12 = ge[gn + 126];
      const double g22 = ge[gn + 153];
      const double ur0 = sb0[own_b + 18];
      const double us0 = sa0[own_a + 20];
      const double gr0 = 2.5*(g00*ur0 + g01*us0 + g02*ut0_2);
      const double gs0 = 2.5*(g01*ur0 + g11*us0 + g12*ut0_2);
      const double gt0 = 2.5*(g02*ur0 + g12*us0 + g22*ut0_2);
      sb0[own_b + 18] = gr0;
      sa0[own_a + 20] = gs0;
      gt0_2 = gt0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      const double x0 = sb0[rline];
      const double x1 = sb0[rline + 1];
      const double x2 = sb0[rline + 2];
      const double xplus0 = x0 + x2;
      const double xminus0 = x0 - x2;
      const double xeven0 = c_DT_split[0]*xplus0 + c_DT_split[1]*x1, xodd0 = c_DT_split[2]*xminus0;
      sb0[rline] = (xeven0 + xodd0);
      sb0[rline + 1] = (c_DT_split[3]*xminus0);
      sb0[rline + 2] = (xodd0 - xeven0);
    }
    {
      const double y0 = sa0[sline];
      const double y1 = sa0[sline + 3];
      const double y2 = sa0[sline + 6];
      const double yplus0 = y0 + y2;
      const double yminus0 = y0 - y2;
      const double yeven0 = c_DT_split[0]*yplus0 + c_DT_split[1]*y1, yodd0 = c_DT_split[2]*yminus0;
      sa0[sline] = (yeven0 + yodd0);
      sa0[sline + 3] = (c_DT_split[3]*yminus0);
      sa0[sline + 6] = (yodd0 - yeven0);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    __global double* restrict auc0 = au + base;
    if (owner) {
      const double tg0_plus0 = gt0_0 + gt0_2;
      const double tg0_minus0 = gt0_0 - gt0_2;
      const double tg0_even0 = c_DT_split[0]*tg0_plus0 + c_DT_split[1]*gt0_1, tg0_odd0 = c_DT_split[2]*tg0_minus0;
      auc0[gn] = (tg0_even0 + tg0_odd0) + sb0[own_b] + sa0[own_a];
      auc0[gn + 9] = (c_DT_split[3]*tg0_minus0) + sb0[own_b + 9] + sa0[own_a + 10];
      auc0[gn + 18] = (tg0_odd0 - tg0_even0) + sb0[own_b + 18] + sa0[own_a + 20];
    }
  }
}
