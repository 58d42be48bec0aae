// gimmikc: axhelm lines (epb=2 dmem=0 evenodd=1), N = 7, d = 1, poisson, constant coefficients, stored geometry, f64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(98, 1, 1)))
void gimmik_axhelm(int elements, int first, __global const double* restrict ggeo, __global const double* restrict u, __global double* restrict au)
{
  __local double pool[1474];
  const int t = (int)get_local_id(0);
  const int z = t / 49;
  const int slot_element = first + (int)get_group_id(0)*2 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long base = (long)e*343;
  const int i = t % 7;
  const int j = t / 7 % 7;
  const int gn = j*7 + i;
  const int own_a = j*7 + i;
  const int own_b = j*7 + i;
  const int rline = j*49 + i*7;
  const int sline = j*55 + i;
  __global const double* restrict ge = ggeo + base*7;
  {
    __local double* sa0 = pool + z*737;
    __local double* sb0 = sa0 + 385;
    __global const double* restrict uc0 = u + base;
    const double u0_0 = uc0[gn];
    sa0[own_a] = u0_0;
    sb0[own_b] = u0_0;
    const double u0_1 = uc0[gn + 49];
    sa0[own_a + 55] = u0_1;
    sb0[own_b + 49] = u0_1;
    const double u0_2 = uc0[gn + 98];
    sa0[own_a + 110] = u0_2;
    sb0[own_b + 98] = u0_2;
    const double u0_3 = uc0[gn + 147];
    sa0[own_a + 165] = u0_3;
    sb0[own_b + 147] = u0_3;
    const double u0_4 = uc0[gn + 196];
    sa0[own_a + 220] = u0_4;
    sb0[own_b + 196] = u0_4;
    const double u0_5 = uc0[gn + 245];
    sa0[own_a + 275] = u0_5;
    sb0[own_b + 245] = u0_5;
    const double u0_6 = uc0[gn + 294];
    sa0[own_a + 330] = u0_6;
    sb0[own_b + 294] = u0_6;
    const double tu0_plus0 = u0_0 + u0_6;
    const double tu0_minus0 = u0_0 - u0_6;
    const double tu0_plus1 = u0_1 + u0_5;
    const double tu0_minus1 = u0_1 - u0_5;
    const double tu0_plus2 = u0_2 + u0_4;
    const double tu0_minus2 = u0_2 - u0_4;
    const double tu0_even0 = -5.5*tu0_plus0 + 7.759475019311125*tu0_plus1 - 3.8594750193111254*tu0_plus2 + 3.2*u0_3, tu0_odd0 = -5.0*tu0_minus0 + 6.442101583608691*tu0_minus1 - 1.8095102062343824*tu0_minus2;
    const double tu0_even1 = -1.1081570719244223*tu0_plus0 - 0.30112358981789283*tu0_plus1 + 2.2085840057914985*tu0_plus2 - 1.598606688098367*u0_3, tu0_odd1 = -1.3347689423198674*tu0_minus0 + 0.30112358981789283*tu0_minus1 + 1.2472442085027868*tu0_minus2;
    const double tu0_even2 = 0.19957863228638373*tu0_plus0 - 0.7997067238261959*tu0_plus1 - 0.5332209520031873*tu0_plus2 + 2.266698087085999*u0_3, tu0_odd2 = 0.42567803322895836*tu0_minus0 - 1.4160975593437755*tu0_minus1 + 0.5332209520031873*tu0_minus2;
    const double ut0_0 = (tu0_even0 + tu0_odd0);
    const double ut0_1 = (tu0_even1 + tu0_odd1);
    const double ut0_2 = (tu0_even2 + tu0_odd2);
    const double ut0_3 = (-0.3125*tu0_minus0 + 0.9075444712688209*tu0_minus1 - 2.006969240588753*tu0_minus2);
    const double ut0_4 = (tu0_odd2 - tu0_even2);
    const double ut0_5 = (tu0_odd1 - tu0_even1);
    const double ut0_6 = (tu0_odd0 - tu0_even0);
    double gt0_0, gt0_1, gt0_2, gt0_3, gt0_4, gt0_5, gt0_6;
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      const double x0 = sb0[rline];
      const double x1 = sb0[rline + 1];
      const double x2 = sb0[rline + 2];
      const double x3 = sb0[rline + 3];
      const double x4 = sb0[rline + 4];
      const double x5 = sb0[rline + 5];
      const double x6 = sb0[rline + 6];
      const double xplus0 = x0 + x6;
      const double xminus0 = x0 - x6;
      const double xplus1 = x1 + x5;
      const double xminus1 = x1 - x5;
      const double xplus2 = x2 + x4;
      const double xminus2 = x2 - x4;
      const double xeven0 = -5.5*xplus0 + 7.759475019311125*xplus1 - 3.8594750193111254*xplus2 + 3.2*x3, xodd0 = -5.0*xminus0 + 6.442101583608691*xminus1 - 1.8095102062343824*xminus2;
      const double xeven1 = -1.1081570719244223*xplus0 - 0.30112358981789283*xplus1 + 2.2085840057914985*xplus2 - 1.598606688098367*x3, xodd1 = -1.3347689423198674*xminus0 + 0.30112358981789283*xminus1 + 1.2472442085027868*xminus2;
      const double xeven2 = 0.19957863228638373*xplus0 - 0.7997067238261959*xplus1 - 0.5332209520031873*xplus2 + 2.266698087085999*x3, xodd2 = 0.42567803322895836*xminus0 - 1.4160975593437755*xminus1 + 0.5332209520031873*xminus2;
      sb0[rline] = (xeven0 + xodd0);
      sb0[rline + 1] = (xeven1 + xodd1);
      sb0[rline + 2] = (xeven2 + xodd2);
      sb0[rline + 3] = (-0.3125*xminus0 + 0.9075444712688209*xminus1 - 2.006969240588753*xminus2);
      sb0[rline + 4] = (xodd2 - xeven2);
      sb0[rline + 5] = (xodd1 - xeven1);
      sb0[rline + 6] = (xodd0 - xeven0);
    }
    {
      const double y0 = sa0[sline];
      const double y1 = sa0[sline + 7];
      const double y2 = sa0[sline + 14];
      const double y3 = sa0[sline + 21];
      const double y4 = sa0[sline + 28];
      const double y5 = sa0[sline + 35];
      const double y6 = sa0[sline + 42];
      const double yplus0 = y0 + y6;
      const double yminus0 = y0 - y6;
      const double yplus1 = y1 + y5;
      const double yminus1 = y1 - y5;
      const double yplus2 = y2 + y4;
      const double yminus2 = y2 - y4;
      const double yeven0 = -5.5*yplus0 + 7.759475019311125*yplus1 - 3.8594750193111254*yplus2 + 3.2*y3, yodd0 = -5.0*yminus0 + 6.442101583608691*yminus1 - 1.8095102062343824*yminus2;
      const double yeven1 = -1.1081570719244223*yplus0 - 0.30112358981789283*yplus1 + 2.2085840057914985*yplus2 - 1.598606688098367*y3, yodd1 = -1.3347689423198674*yminus0 + 0.30112358981789283*yminus1 + 1.2472442085027868*yminus2;
      const double yeven2 = 0.19957863228638373*yplus0 - 0.7997067238261959*yplus1 - 0.5332209520031873*yplus2 + 2.266698087085999*y3, yodd2 = 0.42567803322895836*yminus0 - 1.4160975593437755*yminus1 + 0.5332209520031873*yminus2;
      sa0[sline] = (yeven0 + yodd0);
      sa0[sline + 7] = (yeven1 + yodd1);
      sa0[sline + 14] = (yeven2 + yodd2);
      sa0[sline + 21] = (-0.3125*yminus0 + 0.9075444712688209*yminus1 - 2.006969240588753*yminus2);
      sa0[sline + 28] = (yodd2 - yeven2);
      sa0[sline + 35] = (yodd1 - yeven1);
      sa0[sline + 42] = (yodd0 - yeven0);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      const double g00 = ge[gn];
      const double g01 = ge[gn + 343];
      const double g02 = ge[gn + 686];
      const double g11 = ge[gn + 1029];
      const double g12 = ge[gn + 1372];
      const double g22 = ge[gn + 1715];
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
      const double g00 = ge[gn + 49];
      const double g01 = ge[gn + 392];
      const double g02 = ge[gn + 735];
      const double g11 = ge[gn + 1078];
      const double g12 = ge[gn + 1421];
      const double g22 = ge[gn + 1764];
      const double ur0 = sb0[own_b + 49];
      const double us0 = sa0[own_a + 55];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_1;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_1;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_1;
      sb0[own_b + 49] = gr0;
      sa0[own_a + 55] = gs0;
      gt0_1 = gt0;
    }
    {
      const double g00 = ge[gn + 98];
      const double g01 = ge[gn + 441];
      const double g02 = ge[gn + 784];
      const double g11 = ge[gn + 1127];
      const double g12 = ge[gn + 1470];
      const double g22 = ge[gn + 1813];
      const double ur0 = sb0[own_b + 98];
      const double us0 = sa0[own_a + 110];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_2;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_2;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_2;
      sb0[own_b + 98] = gr0;
      sa0[own_a + 110] = gs0;
      gt0_2 = gt0;
    }
    {
      const double g00 = ge[gn + 147];
      const double g01 = ge[gn + 490];
      const double g02 = ge[gn + 833];
      const double g11 = ge[gn + 1176];
      const double g12 = ge[gn + 1519];
      const double g22 = ge[gn + 1862];
      const double ur0 = sb0[own_b + 147];
      const double us0 = sa0[own_a + 165];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_3;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_3;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_3;
      sb0[own_b + 147] = gr0;
      sa0[own_a + 165] = gs0;
      gt0_3 = gt0;
    }
    {
      const double g00 = ge[gn + 196];
      const double g01 = ge[gn + 539];
      const double g02 = ge[gn + 882];
      const double g11 = ge[gn + 1225];
      const double g12 = ge[gn + 1568];
      const double g22 = ge[gn + 1911];
      const double ur0 = sb0[own_b + 196];
      const double us0 = sa0[own_a + 220];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_4;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_4;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_4;
      sb0[own_b + 196] = gr0;
      sa0[own_a + 220] = gs0;
      gt0_4 = gt0;
    }
    {
      const double g00 = ge[gn + 245];
      const double g01 = ge[gn + 588];
      const double g02 = ge[gn + 931];
      const double g11 = ge[gn + 1274];
      const double g12 = ge[gn + 1617];
      const double g22 = ge[gn + 1960];
      const double ur0 = sb0[own_b + 245];
      const double us0 = sa0[own_a + 275];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_5;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_5;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_5;
      sb0[own_b + 245] = gr0;
      sa0[own_a + 275] = gs0;
      gt0_5 = gt0;
    }
    {
      const double g00 = ge[gn + 294];
      const double g01 = ge[gn + 637];
      const double g02 = ge[gn + 980];
      const double g11 = ge[gn + 1323];
      const double g12 = ge[gn + 1666];
      const double g22 = ge[gn + 2009];
      const double ur0 = sb0[own_b + 294];
      const double us0 = sa0[own_a + 330];
      const double gr0 = g00*ur0 + g01*us0 + g02*ut0_6;
      const double gs0 = g01*ur0 + g11*us0 + g12*ut0_6;
      const double gt0 = g02*ur0 + g12*us0 + g22*ut0_6;
      sb0[own_b + 294] = gr0;
      sa0[own_a + 330] = gs0;
      gt0_6 = gt0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      const double x0 = sb0[rline];
      const double x1 = sb0[rline + 1];
      const double x2 = sb0[rline + 2];
      const double x3 = sb0[rline + 3];
      const double x4 = sb0[rline + 4];
      const double x5 = sb0[rline + 5];
      const double x6 = sb0[rline + 6];
      const double xplus0 = x0 + x6;
      const double xminus0 = x0 - x6;
      const double xplus1 = x1 + x5;
      const double xminus1 = x1 - x5;
      const double xplus2 = x2 + x4;
      const double xminus2 = x2 - x4;
      const double xeven0 = -5.0*xplus0 - 1.3347689423198674*xplus1 + 0.42567803322895836*xplus2 - 0.3125*x3, xodd0 = -5.5*xminus0 - 1.1081570719244223*xminus1 + 0.19957863228638373*xminus2;
      const double xeven1 = 6.442101583608691*xplus0 + 0.30112358981789283*xplus1 - 1.4160975593437755*xplus2 + 0.9075444712688209*x3, xodd1 = 7.759475019311125*xminus0 - 0.30112358981789283*xminus1 - 0.7997067238261959*xminus2;
      const double xeven2 = -1.8095102062343824*xplus0 + 1.2472442085027868*xplus1 + 0.5332209520031873*xplus2 - 2.006969240588753*x3, xodd2 = -3.8594750193111254*xminus0 + 2.2085840057914985*xminus1 - 0.5332209520031873*xminus2;
      sb0[rline] = (xeven0 + xodd0);
      sb0[rline + 1] = (xeven1 + xodd1);
      sb0[rline + 2] = (xeven2 + xodd2);
      sb0[rline + 3] = (3.2*xminus0 - 1.598606688098367*xminus1 + 2.266698087085999*xminus2);
      sb0[rline + 4] = (xodd2 - xeven2);
      sb0[rline + 5] = (xodd1 - xeven1);
      sb0[rline + 6] = (xodd0 - xeven0);
    }
    {
      const double y0 = sa0[sline];
      const double y1 = sa0[sline + 7];
      const double y2 = sa0[sline + 14];
      const double y3 = sa0[sline + 21];
      const double y4 = sa0[sline + 28];
      const double y5 = sa0[sline + 35];
      const double y6 = sa0[sline + 42];
      const double yplus0 = y0 + y6;
      const double yminus0 = y0 - y6;
      const double yplus1 = y1 + y5;
      const double yminus1 = y1 - y5;
      const double yplus2 = y2 + y4;
      const double yminus2 = y2 - y4;
      const double yeven0 = -5.0*yplus0 - 1.3347689423198674*yplus1 + 0.42567803322895836*yplus2 - 0.3125*y3, yodd0 = -5.5*yminus0 - 1.1081570719244223*yminus1 + 0.19957863228638373*yminus2;
      const double yeven1 = 6.442101583608691*yplus0 + 0.30112358981789283*yplus1 - 1.4160975593437755*yplus2 + 0.9075444712688209*y3, yodd1 = 7.759475019311125*yminus0 - 0.30112358981789283*yminus1 - 0.7997067238261959*yminus2;
      const double yeven2 = -1.8095102062343824*yplus0 + 1.2472442085027868*yplus1 + 0.5332209520031873*yplus2 - 2.006969240588753*y3, yodd2 = -3.8594750193111254*yminus0 + 2.2085840057914985*yminus1 - 0.5332209520031873*yminus2;
      sa0[sline] = (yeven0 + yodd0);
      sa0[sline + 7] = (yeven1 + yodd1);
      sa0[sline + 14] = (yeven2 + yodd2);
      sa0[sline + 21] = (3.2*yminus0 - 1.598606688098367*yminus1 + 2.266698087085999*yminus2);
      sa0[sline + 28] = (yodd2 - yeven2);
      sa0[sline + 35] = (yodd1 - yeven1);
      sa0[sline + 42] = (yodd0 - yeven0);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    __global double* restrict auc0 = au + base;
    if (owner) {
      const double tg0_plus0 = gt0_0 + gt0_6;
      const double tg0_minus0 = gt0_0 - gt0_6;
      const double tg0_plus1 = gt0_1 + gt0_5;
      const double tg0_minus1 = gt0_1 - gt0_5;
      const double tg0_plus2 = gt0_2 + gt0_4;
      const double tg0_minus2 = gt0_2 - gt0_4;
      const double tg0_even0 = -5.0*tg0_plus0 - 1.3347689423198674*tg0_plus1 + 0.42567803322895836*tg0_plus2 - 0.3125*gt0_3, tg0_odd0 = -5.5*tg0_minus0 - 1.1081570719244223*tg0_minus1 + 0.19957863228638373*tg0_minus2;
      const double tg0_even1 = 6.442101583608691*tg0_plus0 + 0.30112358981789283*tg0_plus1 - 1.4160975593437755*tg0_plus2 + 0.9075444712688209*gt0_3, tg0_odd1 = 7.759475019311125*tg0_minus0 - 0.30112358981789283*tg0_minus1 - 0.7997067238261959*tg0_minus2;
      const double tg0_even2 = -1.8095102062343824*tg0_plus0 + 1.2472442085027868*tg0_plus1 + 0.5332209520031873*tg0_plus2 - 2.006969240588753*gt0_3, tg0_odd2 = -3.8594750193111254*tg0_minus0 + 2.2085840057914985*tg0_minus1 - 0.5332209520031873*tg0_minus2;
      auc0[gn] = (tg0_even0 + tg0_odd0) + sb0[own_b] + sa0[own_a];
      auc0[gn + 49] = (tg0_even1 + tg0_odd1) + sb0[own_b + 49] + sa0[own_a + 55];
      auc0[gn + 98] = (tg0_even2 + tg0_odd2) + sb0[own_b + 98] + sa0[own_a + 110];
      auc0[gn + 147] = (3.2*tg0_minus0 - 1.598606688098367*tg0_minus1 + 2.266698087085999*tg0_minus2) + sb0[own_b + 147] + sa0[own_a + 165];
      auc0[gn + 196] = (tg0_odd2 - tg0_even2) + sb0[own_b + 196] + sa0[own_a + 220];
      auc0[gn + 245] = (tg0_odd1 - tg0_even1) + sb0[own_b + 245] + sa0[own_a + 275];
      auc0[gn + 294] = (tg0_odd0 - tg0_even0) + sb0[own_b + 294] + sa0[own_a + 330];
    }
  }
}
