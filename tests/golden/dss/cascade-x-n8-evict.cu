// gimmikc: dss cascade (x pass of 5 x 4 x 3), N = 8, f64, element-major
extern "C" __global__ void __launch_bounds__(256)
gimmik_dss(double* __restrict__ u)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  const int t = (int)blockIdx.x*256 + threadIdx.x;
  if (t < 3072) {
    const unsigned r1 = (unsigned)t + 0u;
    const unsigned f1 = (unsigned)(r1 % 64u);
    const unsigned q1 = r1 / 64u;
    const unsigned e1 = q1 % 4u + q1 / 4u % 4u*5u + q1 / 16u*20u;
    const int ok1 = r1 < 3072u;
    const unsigned a1 = f1 % 8u, b1 = f1 / 8u;
    const unsigned e1n = e1 + 1u;
    const unsigned first1 = e1*512 + 7 + 8*a1 + 64*b1;
    const unsigned second1 = e1n*512 + 8*a1 + 64*b1;
    const double x1 = ok1 ? __ldcs(u + first1) : 0;
    const double y1 = ok1 ? __ldcs(u + second1) : 0;
    if (ok1) {
      const double sum = x1 + y1;
      __stcs(u + first1, sum);
      __stcs(u + second1, sum);
    }
  }
}
