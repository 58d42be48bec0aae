// gimmikc: dss cascade (z pass of 4 x 4 x 4), N = 3, f64, blocks of 16 elements
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gimmik_dss(__global double* restrict u)
{
  const int t = (int)get_group_id(0)*256 + get_local_id(0);
  if (t < 216) {
    const unsigned r1 = (unsigned)t + 0u;
    const unsigned e1 = r1 / 144u*16u + r1 % 16u;
    const unsigned f1 = (unsigned)(r1 / 16u % 9u);
    const int ok1 = r1 < 432u && e1 < 48u;
    const unsigned a1 = f1 % 3u, b1 = f1 / 3u;
    const unsigned e1n = e1 + 16u;
    const unsigned first1 = (e1/16*27 + a1 + 3*b1 + 18)*16 + e1%16;
    const unsigned second1 = (e1n/16*27 + a1 + 3*b1)*16 + e1n%16;
    const unsigned r2 = (unsigned)t + 216u;
    const unsigned e2 = r2 / 144u*16u + r2 % 16u;
    const unsigned f2 = (unsigned)(r2 / 16u % 9u);
    const int ok2 = r2 < 432u && e2 < 48u;
    const unsigned a2 = f2 % 3u, b2 = f2 / 3u;
    const unsigned e2n = e2 + 16u;
    const unsigned first2 = (e2/16*27 + a2 + 3*b2 + 18)*16 + e2%16;
    const unsigned second2 = (e2n/16*27 + a2 + 3*b2)*16 + e2n%16;
    const double x1 = ok1 ? u[first1] : 0;
    const double y1 = ok1 ? u[second1] : 0;
    const double x2 = ok2 ? u[first2] : 0;
    const double y2 = ok2 ? u[second2] : 0;
    if (ok1) {
      const double sum = x1 + y1;
      u[first1] = sum;
      u[second1] = sum;
    }
    if (ok2) {
      const double sum = x2 + y2;
      u[first2] = sum;
      u[second2] = sum;
    }
  }
}
