// gimmikc: dss cascade (x pass of 4 x 3 x 2), N = 4, f64, element-major
static __device__ __forceinline__ double gimmik_wide_load_double(const double *p)
{
  double v;
#if __CUDA_ARCH__ >= 800
  asm volatile("ld.global.L2::256B.f64 %0, [%1];" : "=d"(v) : "l"(p) : "memory");
#else
  v = *p;
#endif
  return v;
}

extern "C" __global__ void __launch_bounds__(256)
gimmik_dss(double* __restrict__ u)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  const int t = (int)blockIdx.x*256 + threadIdx.x;
  if (t < 288) {
    const unsigned r1 = (unsigned)t + 0u;
    const unsigned f1 = (unsigned)(r1 / 18u);
    const unsigned q1 = r1 % 18u;
    const unsigned e1 = q1 % 3u + q1 / 3u % 3u*4u + q1 / 9u*12u;
    const int ok1 = r1 < 288u;
    const unsigned a1 = f1 % 4u, b1 = f1 / 4u;
    const unsigned e1n = e1 + 1u;
    const unsigned first1 = e1*64 + 3 + 4*a1 + 16*b1;
    const unsigned second1 = e1n*64 + 4*a1 + 16*b1;
    const unsigned rp1 = r1 + 262144u;
    const unsigned fp1 = (unsigned)(rp1 / 18u);
    const unsigned qp1 = rp1 % 18u;
    const unsigned ep1 = qp1 % 3u + qp1 / 3u % 3u*4u + qp1 / 9u*12u;
    const int okp1 = rp1 < 288u;
    const unsigned ap1 = fp1 % 4u, bp1 = fp1 / 4u;
    const unsigned ep1n = ep1 + 1u;
    const unsigned firstp1 = ep1*64 + 3 + 4*ap1 + 16*bp1;
    const unsigned secondp1 = ep1n*64 + 4*ap1 + 16*bp1;
    if (okp1) {
      asm volatile("prefetch.global.L2 [%0];" :: "l"(u + firstp1));
      asm volatile("prefetch.global.L2 [%0];" :: "l"(u + secondp1));
    }
    const double x1 = ok1 ? gimmik_wide_load_double(u + first1) : 0;
    const double y1 = ok1 ? gimmik_wide_load_double(u + second1) : 0;
    if (ok1) {
      const double sum = x1 + y1;
      u[first1] = sum;
      u[second1] = sum;
    }
  }
}
