// gimmikc: dss cascade (z pass of 3 x 3 x 4), N = 6, f64, blocks of 32 elements
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
  if (t < 576) {
    const unsigned r1 = (unsigned)t + 0u;
    const unsigned e1 = r1 / 1152u*32u + r1 % 32u;
    const unsigned f1 = (unsigned)(r1 / 32u % 36u);
    const int ok1 = r1 < 1152u && e1 < 27u;
    const unsigned a1 = f1 % 6u, b1 = f1 / 6u;
    const unsigned e1n = e1 + 9u;
    const unsigned first1 = (e1/32*216 + a1 + 6*b1 + 180)*32 + e1%32;
    const unsigned second1 = (e1n/32*216 + a1 + 6*b1)*32 + e1n%32;
    const unsigned r2 = (unsigned)t + 576u;
    const unsigned e2 = r2 / 1152u*32u + r2 % 32u;
    const unsigned f2 = (unsigned)(r2 / 32u % 36u);
    const int ok2 = r2 < 1152u && e2 < 27u;
    const unsigned a2 = f2 % 6u, b2 = f2 / 6u;
    const unsigned e2n = e2 + 9u;
    const unsigned first2 = (e2/32*216 + a2 + 6*b2 + 180)*32 + e2%32;
    const unsigned second2 = (e2n/32*216 + a2 + 6*b2)*32 + e2n%32;
    const double x1 = ok1 ? gimmik_wide_load_double(u + first1) : 0;
    const double y1 = ok1 ? gimmik_wide_load_double(u + second1) : 0;
    const double x2 = ok2 ? gimmik_wide_load_double(u + first2) : 0;
    const double y2 = ok2 ? gimmik_wide_load_double(u + second2) : 0;
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
