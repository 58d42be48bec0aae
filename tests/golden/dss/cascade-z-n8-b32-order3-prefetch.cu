// gimmikc: dss cascade (z pass of 5 x 4 x 3), N = 8, f64, blocks of 32 elements
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
  if (t < 1024) {
    const unsigned r1 = ((unsigned)t / 32u*4u + 0u)*32u + (unsigned)t % 32u;
    const unsigned e1 = r1 / 2048u*32u + r1 % 32u;
    const unsigned f1 = (unsigned)(r1 / 32u % 64u);
    const int ok1 = r1 < 4096u && e1 < 40u;
    const unsigned a1 = f1 % 8u, b1 = f1 / 8u;
    const unsigned e1n = e1 + 20u;
    const unsigned first1 = (e1/32*512 + a1 + 8*b1 + 448)*32 + e1%32;
    const unsigned second1 = (e1n/32*512 + a1 + 8*b1)*32 + e1n%32;
    const unsigned rp1 = r1 + 262144u;
    const unsigned ep1 = rp1 / 2048u*32u + rp1 % 32u;
    const unsigned fp1 = (unsigned)(rp1 / 32u % 64u);
    const int okp1 = rp1 < 4096u && ep1 < 40u;
    const unsigned ap1 = fp1 % 8u, bp1 = fp1 / 8u;
    const unsigned ep1n = ep1 + 20u;
    const unsigned firstp1 = (ep1/32*512 + ap1 + 8*bp1 + 448)*32 + ep1%32;
    const unsigned secondp1 = (ep1n/32*512 + ap1 + 8*bp1)*32 + ep1n%32;
    if (okp1) {
      asm volatile("prefetch.global.L2 [%0];" :: "l"(u + firstp1));
      asm volatile("prefetch.global.L2 [%0];" :: "l"(u + secondp1));
    }
    const unsigned r2 = ((unsigned)t / 32u*4u + 1u)*32u + (unsigned)t % 32u;
    const unsigned e2 = r2 / 2048u*32u + r2 % 32u;
    const unsigned f2 = (unsigned)(r2 / 32u % 64u);
    const int ok2 = r2 < 4096u && e2 < 40u;
    const unsigned a2 = f2 % 8u, b2 = f2 / 8u;
    const unsigned e2n = e2 + 20u;
    const unsigned first2 = (e2/32*512 + a2 + 8*b2 + 448)*32 + e2%32;
    const unsigned second2 = (e2n/32*512 + a2 + 8*b2)*32 + e2n%32;
    const unsigned rp2 = r2 + 262144u;
    const unsigned ep2 = rp2 / 2048u*32u + rp2 % 32u;
    const unsigned fp2 = (unsigned)(rp2 / 32u % 64u);
    const int okp2 = rp2 < 4096u && ep2 < 40u;
    const unsigned ap2 = fp2 % 8u, bp2 = fp2 / 8u;
    const unsigned ep2n = ep2 + 20u;
    const unsigned firstp2 = (ep2/32*512 + ap2 + 8*bp2 + 448)*32 + ep2%32;
    const unsigned secondp2 = (ep2n/32*512 + ap2 + 8*bp2)*32 + ep2n%32;
    if (okp2) {
      asm volatile("prefetch.global.L2 [%0];" :: "l"(u + firstp2));
      asm volatile("prefetch.global.L2 [%0];" :: "l"(u + secondp2));
    }
    const unsigned r3 = ((unsigned)t / 32u*4u + 2u)*32u + (unsigned)t % 32u;
    const unsigned e3 = r3 / 2048u*32u + r3 % 32u;
    const unsigned f3 = (unsigned)(r3 / 32u % 64u);
    const int ok3 = r3 < 4096u && e3 < 40u;
    const unsigned a3 = f3 % 8u, b3 = f3 / 8u;
    const unsigned e3n = e3 + 20u;
    const unsigned first3 = (e3/32*512 + a3 + 8*b3 + 448)*32 + e3%32;
    const unsigned second3 = (e3n/32*512 + a3 + 8*b3)*32 + e3n%32;
    const unsigned rp3 = r3 + 262144u;
    const unsigned ep3 = rp3 / 2048u*32u + rp3 % 32u;
    const unsigned fp3 = (unsigned)(rp3 / 32u % 64u);
    const int okp3 = rp3 < 4096u && ep3 < 40u;
    const unsigned ap3 = fp3 % 8u, bp3 = fp3 / 8u;
    const unsigned ep3n = ep3 + 20u;
    const unsigned firstp3 = (ep3/32*512 + ap3 + 8*bp3 + 448)*32 + ep3%32;
    const unsigned secondp3 = (ep3n/32*512 + ap3 + 8*bp3)*32 + ep3n%32;
    if (okp3) {
      asm volatile("prefetch.global.L2 [%0];" :: "l"(u + firstp3));
      asm volatile("prefetch.global.L2 [%0];" :: "l"(u + secondp3));
    }
    const unsigned r4 = ((unsigned)t / 32u*4u + 3u)*32u + (unsigned)t % 32u;
    const unsigned e4 = r4 / 2048u*32u + r4 % 32u;
    const unsigned f4 = (unsigned)(r4 / 32u % 64u);
    const int ok4 = r4 < 4096u && e4 < 40u;
    const unsigned a4 = f4 % 8u, b4 = f4 / 8u;
    const unsigned e4n = e4 + 20u;
    const unsigned first4 = (e4/32*512 + a4 + 8*b4 + 448)*32 + e4%32;
    const unsigned second4 = (e4n/32*512 + a4 + 8*b4)*32 + e4n%32;
    const unsigned rp4 = r4 + 262144u;
    const unsigned ep4 = rp4 / 2048u*32u + rp4 % 32u;
    const unsigned fp4 = (unsigned)(rp4 / 32u % 64u);
    const int okp4 = rp4 < 4096u && ep4 < 40u;
    const unsigned ap4 = fp4 % 8u, bp4 = fp4 / 8u;
    const unsigned ep4n = ep4 + 20u;
    const unsigned firstp4 = (ep4/32*512 + ap4 + 8*bp4 + 448)*32 + ep4%32;
    const unsigned secondp4 = (ep4n/32*512 + ap4 + 8*bp4)*32 + ep4n%32;
    if (okp4) {
      asm volatile("prefetch.global.L2 [%0];" :: "l"(u + firstp4));
      asm volatile("prefetch.global.L2 [%0];" :: "l"(u + secondp4));
    }
    const double x1 = ok1 ? gimmik_wide_load_double(u + first1) : 0;
    const double y1 = ok1 ? gimmik_wide_load_double(u + second1) : 0;
    const double x2 = ok2 ? gimmik_wide_load_double(u + first2) : 0;
    const double y2 = ok2 ? gimmik_wide_load_double(u + second2) : 0;
    const double x3 = ok3 ? gimmik_wide_load_double(u + first3) : 0;
    const double y3 = ok3 ? gimmik_wide_load_double(u + second3) : 0;
    const double x4 = ok4 ? gimmik_wide_load_double(u + first4) : 0;
    const double y4 = ok4 ? gimmik_wide_load_double(u + second4) : 0;
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
    if (ok3) {
      const double sum = x3 + y3;
      u[first3] = sum;
      u[second3] = sum;
    }
    if (ok4) {
      const double sum = x4 + y4;
      u[first4] = sum;
      u[second4] = sum;
    }
  }
}
