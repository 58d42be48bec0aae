// gimmikc: dss cascade (y pass of 5 x 4 x 3), N = 5, f32, blocks of 32 elements
extern "C" __global__ void __launch_bounds__(256)
gimmik_dss(float* __restrict__ u)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  const int t = (int)blockIdx.x*256 + threadIdx.x;
  if (t < 800) {
    const unsigned r1 = (unsigned)t + 0u;
    const unsigned e1 = r1 / 800u*32u + r1 % 32u;
    const unsigned f1 = (unsigned)(r1 / 32u % 25u);
    const int ok1 = r1 < 1600u && e1 / 5u % 4u < 3u && e1 < 55u;
    const unsigned a1 = f1 % 5u, b1 = f1 / 5u;
    const unsigned e1n = e1 + 5u;
    const unsigned first1 = (e1/32*125 + a1 + 20 + 25*b1)*32 + e1%32;
    const unsigned second1 = (e1n/32*125 + a1 + 25*b1)*32 + e1n%32;
    const unsigned r2 = (unsigned)t + 800u;
    const unsigned e2 = r2 / 800u*32u + r2 % 32u;
    const unsigned f2 = (unsigned)(r2 / 32u % 25u);
    const int ok2 = r2 < 1600u && e2 / 5u % 4u < 3u && e2 < 55u;
    const unsigned a2 = f2 % 5u, b2 = f2 / 5u;
    const unsigned e2n = e2 + 5u;
    const unsigned first2 = (e2/32*125 + a2 + 20 + 25*b2)*32 + e2%32;
    const unsigned second2 = (e2n/32*125 + a2 + 25*b2)*32 + e2n%32;
    const float x1 = ok1 ? u[first1] : 0;
    const float y1 = ok1 ? u[second1] : 0;
    const float x2 = ok2 ? u[first2] : 0;
    const float y2 = ok2 ? u[second2] : 0;
    if (ok1) {
      const float sum = x1 + y1;
      u[first1] = sum;
      u[second1] = sum;
    }
    if (ok2) {
      const float sum = x2 + y2;
      u[first2] = sum;
      u[second2] = sum;
    }
  }
}
