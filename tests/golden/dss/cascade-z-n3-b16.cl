// gimmikc: dss cascade (z pass of 4 x 4 x 4), N = 3, f64, blocks of 16 elements
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gimmik_dss(__global double* restrict u)
{
  const int t = (int)get_group_id(0)*256 + get_local_id(0);
  if (t < 432) {
    const int f = (int)(t / 48);
    const int q = t % 48;
    const int a = f % 3, b = f / 3;
    const int e = q % 4 + q / 4 % 4*4 + q / 16*16;
    const int e2 = e + 16;
    const int first = (e/16*27 + a + 3*b + 18)*16 + e%16;
    const int second = (e2/16*27 + a + 3*b)*16 + e2%16;
    const double sum = u[first] + u[second];
    u[first] = sum;
    u[second] = sum;
  }
}
