// gimmikc: dss cascade (y pass of 4 x 3 x 3), N = 5, f64, blocks of 8 elements
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gimmik_dss(__global double* restrict u)
{
  const int t = (int)get_group_id(0)*256 + get_local_id(0);
  if (t < 400) {
    const unsigned r1 = ((unsigned)t / 8u*2u + 0u)*8u + (unsigned)t % 8u;
    const unsigned e1 = r1 / 200u*8u + r1 % 8u;
    const unsigned f1 = (unsigned)(r1 / 8u % 25u);
    const int ok1 = r1 < 800u && e1 / 4u % 3u < 2u && e1 < 32u;
    const unsigned a1 = f1 % 5u, b1 = f1 / 5u;
    const unsigned e1n = e1 + 4u;
    const unsigned first1 = (e1/8*125 + a1 + 20 + 25*b1)*8 + e1%8;
    const unsigned second1 = (e1n/8*125 + a1 + 25*b1)*8 + e1n%8;
    const unsigned r2 = ((unsigned)t / 8u*2u + 1u)*8u + (unsigned)t % 8u;
    const unsigned e2 = r2 / 200u*8u + r2 % 8u;
    const unsigned f2 = (unsigned)(r2 / 8u % 25u);
    const int ok2 = r2 < 800u && e2 / 4u % 3u < 2u && e2 < 32u;
    const unsigned a2 = f2 % 5u, b2 = f2 / 5u;
    const unsigned e2n = e2 + 4u;
    const unsigned first2 = (e2/8*125 + a2 + 20 + 25*b2)*8 + e2%8;
    const unsigned second2 = (e2n/8*125 + a2 + 25*b2)*8 + e2n%8;
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
