// gimmikc: matmul mma for operators/pyfr/tri-ws-p3-m460.mtx (20 x 10, 192 nonzeros), f32, alpha 1.0, beta 1.0, n at run time

// One m16n8k16 FP64 product into c0..c3 (the PTX ISA's "Matrix Fragments
// for mma.m16n8k16"): with g = lane/4 and t = lane%4, lane l holds
// a[2j + h] = A[g + 8h][4j + t], b[j] = B[4j + t][g] and
// c[2h + i] = C[g + 8h][2t + i].
static __device__ __forceinline__ void gimmik_mma(double &c0, double &c1,
                                                  double &c2, double &c3,
                                                  double a0, double a1, double a2, double a3, double a4, double a5, double a6, double a7,
                                                  double b0, double b1, double b2, double b3)
{
#if __CUDA_ARCH__ >= 900
  asm("mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15}, {%0, %1, %2, %3};"
      : "+d"(c0), "+d"(c1), "+d"(c2), "+d"(c3)
      : "d"(a0), "d"(a1), "d"(a2), "d"(a3), "d"(a4), "d"(a5), "d"(a6), "d"(a7), "d"(b0), "d"(b1), "d"(b2), "d"(b3));
#elif __CUDA_ARCH__ >= 800
  // The same sums as m8n8k4 products: rows 8h.., depth 4j...
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c0), "+d"(c1) : "d"(a0), "d"(b0));
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c2), "+d"(c3) : "d"(a1), "d"(b0));
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c0), "+d"(c1) : "d"(a2), "d"(b1));
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c2), "+d"(c3) : "d"(a3), "d"(b1));
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c0), "+d"(c1) : "d"(a4), "d"(b2));
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c2), "+d"(c3) : "d"(a5), "d"(b2));
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c0), "+d"(c1) : "d"(a6), "d"(b3));
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c2), "+d"(c3) : "d"(a7), "d"(b3));
#else
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  const double a[8] = {a0, a1, a2, a3, a4, a5, a6, a7};
  const double b[4] = {b0, b1, b2, b3};
  for (int k = 0; k < 16; k++) {
    const int j = k >> 2, q = k & 3;
    const double top = __shfl_sync(0xffffffffu, a[2*j], 4*g + q);
    const double bottom = __shfl_sync(0xffffffffu, a[2*j + 1], 4*g + q);
    const double left = __shfl_sync(0xffffffffu, b[j], 8*t + q);
    const double right = __shfl_sync(0xffffffffu, b[j], 8*t + 4 + q);
    c0 = fma(top, left, c0);
    c1 = fma(top, right, c1);
    c2 = fma(bottom, left, c2);
    c3 = fma(bottom, right, c3);
  }
#endif
}

// Copy `bytes` (0..4) of 4 from global to shared memory, zero-filling
// the rest; asynchronous from sm_80.
static __device__ __forceinline__ void gimmik_copy4(void *to, const void *from,
                                                   int bytes)
{
#if __CUDA_ARCH__ >= 800
  const unsigned shared = (unsigned)__cvta_generic_to_shared(to);
  asm volatile("{ .reg .u64 g; cvta.to.global.u64 g, %1;\n"
               " cp.async.ca.shared.global [%0], [g], 4, %2; }"
               :: "r"(shared), "l"(from), "r"(bytes) : "memory");
#else
  for (int i = 0; i < 1; i++)
    ((unsigned *)to)[i] = 4*i < bytes ? ((const unsigned *)from)[i] : 0u;
#endif
}

static __device__ __forceinline__ void gimmik_commit()
{
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.commit_group;" ::: "memory");
#endif
}

template <int pending>
static __device__ __forceinline__ void gimmik_wait()
{
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.wait_group %0;" :: "n"(pending) : "memory");
#endif
}

// A's 2 nonzero tiles in fragment order: tile f, lane l, register i at
// 256f + 8l + i.
static __device__ __align__(16) const double gimmik_a[512] = {
  0.0, 0.25948625802993774, 1.8333202600479126, -0.24962446093559265, -1.7966787815093994, 2.4109292030334473, 0.0, 0.0,
  0.0, 2.1354618072509766, -1.8333202600479126, 0.06009503826498985, 1.7966787815093994, 2.059269428253174, 0.0, 0.0,
  -0.030176982283592224, -0.04322054609656334, -0.03664146363735199, -0.021776122972369194, 0.0, 0.0, 0.0, 0.0,
  0.030176982283592224, -0.09553209692239761, 0.03664146363735199, 0.02016410231590271, 0.0, 0.0, 0.0, 0.0,
  0.0, -0.25948625802993774, 0.14828214049339294, -0.06009503826498985, -0.17506183683872223, -2.059269428253174, 0.0, 0.0,
  0.0, -2.1354618072509766, -0.14828214049339294, 0.24962446093559265, 0.17506183683872223, -2.4109292030334473, 0.0, 0.0,
  -0.03161745145916939, 0.09553209692239761, 0.026779692620038986, -0.02016410231590271, 0.0, 0.0, 0.0, 0.0,
  0.03161745145916939, 0.04322054609656334, -0.026779692620038986, 0.021776122972369194, 0.0, 0.0, 0.0, 0.0,
  1.5028218030929565, 0.0, -1.8801454305648804, 1.7966787815093994, -1.4688667058944702, 0.03664146363735199, 0.0, 0.0,
  -0.5764568448066711, -0.030176982283592224, -1.4420870542526245, -0.03664146363735199, 0.9709141850471497, 1.8333202600479126, 0.0, 0.0,
  -3.3520545959472656, 0.0, 0.8226320743560791, -1.8333202600479126, 0.0, 0.0, 0.0, 0.0,
  -0.5448394417762756, 0.030176982283592224, -2.0552072525024414, -1.7966787815093994, 0.0, 0.0, 0.0, 0.0,
  -1.5028218030929565, 1.5028218030929565, 1.4420870542526245, 0.9709141850471497, -0.9709141850471497, -2.0552072525024414, 0.0, 0.0,
  0.5764568448066711, -3.3520545959472656, 1.8801454305648804, 0.8226320743560791, 1.4688667058944702, -1.8801454305648804, 0.0, 0.0,
  0.5448394417762756, -0.5764568448066711, 2.0552072525024414, -1.4420870542526245, 0.0, 0.0, 0.0, 0.0,
  3.3520545959472656, -0.5448394417762756, -0.8226320743560791, -1.4688667058944702, 0.0, 0.0, 0.0, 0.0,
  -1.5477944612503052, 0.0, -2.6843838691711426, 0.17506183683872223, 1.541883111000061, -0.026779692620038986, 0.0, 0.0,
  0.9088687300682068, -0.03161745145916939, 0.6018446683883667, 0.026779692620038986, -1.5286000967025757, 0.14828214049339294, 0.0, 0.0,
  -0.16456586122512817, 0.0, 0.08483971655368805, -0.14828214049339294, 0.0, 0.0, 0.0, 0.0,
  -0.07145144045352936, 0.03161745145916939, -0.13090570271015167, -0.17506183683872223, 0.0, 0.0, 0.0, 0.0,
  1.5477944612503052, -1.5028218030929565, -0.6018446683883667, 1.4688667058944702, 1.5286000967025757, -0.8226320743560791, 0.0, 0.0,
  -0.9088687300682068, 0.5448394417762756, 2.6843838691711426, 2.0552072525024414, -1.541883111000061, 1.4420870542526245, 0.0, 0.0,
  0.07145144045352936, 0.5764568448066711, 0.13090570271015167, 1.8801454305648804, 0.0, 0.0, 0.0, 0.0,
  0.16456586122512817, 3.3520545959472656, -0.08483971655368805, -0.9709141850471497, 0.0, 0.0, 0.0, 0.0,
  1.2883082628250122, -0.25948625802993774, -1.5201070308685303, -2.4109292030334473, 0.1647847443819046, 0.021776122972369194, 0.0, 0.0,
  0.114671990275383, 0.09553209692239761, -1.9283638000488281, -0.02016410231590271, -0.622008740901947, -0.06009503826498985, 0.0, 0.0,
  -0.8133366107940674, -2.1354618072509766, 0.2734547555446625, 0.24962446093559265, 0.0, 0.0, 0.0, 0.0,
  -1.9708961248397827, 0.04322054609656334, 1.4685050249099731, -2.059269428253174, 0.0, 0.0, 0.0, 0.0,
  -1.2883082628250122, 1.2883082628250122, 1.9283638000488281, -0.622008740901947, 0.622008740901947, 1.4685050249099731, 0.0, 0.0,
  -0.114671990275383, -0.8133366107940674, 1.5201070308685303, 0.2734547555446625, -0.1647847443819046, -1.5201070308685303, 0.0, 0.0,
  1.9708961248397827, 0.114671990275383, -1.4685050249099731, -1.9283638000488281, 0.0, 0.0, 0.0, 0.0,
  0.8133366107940674, -1.9708961248397827, -0.2734547555446625, 0.1647847443819046, 0.0, 0.0, 0.0, 0.0,
  1.5477944612503052, 0.0, -1.541883111000061, 0.0, -0.08483971655368805, 0.0, 0.0, 0.0,
  0.07145144045352936, 0.0, 0.13090570271015167, 0.0, -0.6018446683883667, 0.0, 0.0, 0.0,
  -0.9088687300682068, 0.0, 2.6843838691711426, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.16456586122512817, 0.0, 1.5286000967025757, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.25948625802993774, 0.0, 2.059269428253174, 0.0, 0.02016410231590271, 0.0, 0.0, 0.0,
  -0.04322054609656334, 0.0, -0.021776122972369194, 0.0, -0.24962446093559265, 0.0, 0.0, 0.0,
  2.1354618072509766, 0.0, 0.06009503826498985, 0.0, 0.0, 0.0, 0.0, 0.0,
  -0.09553209692239761, 0.0, 2.4109292030334473, 0.0, 0.0, 0.0, 0.0, 0.0,
  -1.2883082628250122, 0.0, -0.1647847443819046, 0.0, -0.2734547555446625, 0.0, 0.0, 0.0,
  1.9708961248397827, 0.0, -1.4685050249099731, 0.0, 1.9283638000488281, 0.0, 0.0, 0.0,
  -0.114671990275383, 0.0, 1.5201070308685303, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.8133366107940674, 0.0, 0.622008740901947, 0.0, 0.0, 0.0, 0.0, 0.0,
  -1.5477944612503052, 0.0, -1.5286000967025757, 0.0, -0.13090570271015167, 0.0, 0.0, 0.0,
  -0.16456586122512817, 0.0, 0.08483971655368805, 0.0, -2.6843838691711426, 0.0, 0.0, 0.0,
  0.9088687300682068, 0.0, 0.6018446683883667, 0.0, 0.0, 0.0, 0.0, 0.0,
  -0.07145144045352936, 0.0, 1.541883111000061, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
};

extern "C" __global__ void __launch_bounds__(128)
gimmik_matmul(int n, const float* __restrict__ b, int ldb, float* __restrict__ c, int ldc)
{
  extern __shared__ __align__(16) double smem[];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int part = warp % 2, group = warp / 2;
  float *const staged = (float *)(smem + 0) + warp*1152;
  const double *const a_lane = gimmik_a + lane*8;
  const int frag = (lane & 3)*24 + (lane >> 2);
  const int crow = lane >> 2, ccol = 2*(lane & 3);
  const int copy_row = lane / 16, copy_col = lane % 16;
  __syncthreads();
#pragma unroll 1
  for (int rep = 0; rep < 4; rep++) {
    const long long col0 = ((long long)blockIdx.x*4 + rep)*32 + group*16;
    if (col0 >= n) break;
    const long long copy_at0 = col0 + copy_col;
    const int copy_bytes0 = copy_at0 + 1 <= n ? 4 : copy_at0 < n ? (int)(n - copy_at0)*4 : 0;
    const long long at = col0 + ccol;
    if (part == 0) {
      double c0_0_0 = 0.0, c0_0_1 = 0.0, c0_0_2 = 0.0, c0_0_3 = 0.0, c0_1_0 = 0.0, c0_1_1 = 0.0, c0_1_2 = 0.0, c0_1_3 = 0.0;
      gimmik_copy4(staged + 0 + copy_row*24 + copy_col, copy_bytes0 ? b + (long long)(0 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy4(staged + 48 + copy_row*24 + copy_col, copy_bytes0 ? b + (long long)(2 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy4(staged + 96 + copy_row*24 + copy_col, copy_bytes0 ? b + (long long)(4 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy4(staged + 144 + copy_row*24 + copy_col, copy_bytes0 ? b + (long long)(6 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy4(staged + 192 + copy_row*24 + copy_col, copy_bytes0 ? b + (long long)(8 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy4(staged + 240 + copy_row*24 + copy_col, b, 0);
      gimmik_copy4(staged + 288 + copy_row*24 + copy_col, b, 0);
      gimmik_copy4(staged + 336 + copy_row*24 + copy_col, b, 0);
      gimmik_commit();
      gimmik_commit();
      if (col0 + 16 <= n) {
        {
          const int row = 0 + crow;
          float *const to = c + at + (long long)row*(long long)ldc;
          c0_0_0 = (double)to[0];
          c0_0_1 = (double)to[1];
          c0_1_0 = (double)to[8];
          c0_1_1 = (double)to[9];
        }
        {
          const int row = 8 + crow;
          float *const to = c + at + (long long)row*(long long)ldc;
          c0_0_2 = (double)to[0];
          c0_0_3 = (double)to[1];
          c0_1_2 = (double)to[8];
          c0_1_3 = (double)to[9];
        }
      } else {
        {
          const int row = 0 + crow;
          float *const to = c + at + (long long)row*(long long)ldc;
          if (at + 1 < n) {
            c0_0_0 = (double)to[0];
            c0_0_1 = (double)to[1];
          } else if (at + 0 < n) {
            c0_0_0 = (double)to[0];
          }
          if (at + 9 < n) {
            c0_1_0 = (double)to[8];
            c0_1_1 = (double)to[9];
          } else if (at + 8 < n) {
            c0_1_0 = (double)to[8];
          }
        }
        {
          const int row = 8 + crow;
          float *const to = c + at + (long long)row*(long long)ldc;
          if (at + 1 < n) {
            c0_0_2 = (double)to[0];
            c0_0_3 = (double)to[1];
          } else if (at + 0 < n) {
            c0_0_2 = (double)to[0];
          }
          if (at + 9 < n) {
            c0_1_2 = (double)to[8];
            c0_1_3 = (double)to[9];
          } else if (at + 8 < n) {
            c0_1_2 = (double)to[8];
          }
        }
      }
      gimmik_commit();
      gimmik_wait<2>();
      __syncwarp();
      {
        const double f0_0 = (double)staged[0 + frag];
        const double f0_1 = (double)staged[96 + frag];
        const double f0_2 = (double)staged[192 + frag];
        const double f0_3 = (double)staged[288 + frag];
        const double f1_0 = (double)staged[8 + frag];
        const double f1_1 = (double)staged[104 + frag];
        const double f1_2 = (double)staged[200 + frag];
        const double f1_3 = (double)staged[296 + frag];
        {
          const double2 a0 = __ldg((const double2 *)(a_lane + 0));
          const double2 a1 = __ldg((const double2 *)(a_lane + 2));
          const double2 a2 = __ldg((const double2 *)(a_lane + 4));
          const double2 a3 = __ldg((const double2 *)(a_lane + 6));
          gimmik_mma(c0_0_0, c0_0_1, c0_0_2, c0_0_3, a0.x, a0.y, a1.x, a1.y, a2.x, a2.y, a3.x, a3.y, f0_0, f0_1, f0_2, f0_3);
          gimmik_mma(c0_1_0, c0_1_1, c0_1_2, c0_1_3, a0.x, a0.y, a1.x, a1.y, a2.x, a2.y, a3.x, a3.y, f1_0, f1_1, f1_2, f1_3);
        }
      }
      __syncwarp();
      {
        const int row = 0 + crow;
        float *const to = c + at + (long long)row*(long long)ldc;
        if (at + 1 < n) {
          to[0] = (float)(c0_0_0);
          to[1] = (float)(c0_0_1);
        } else if (at + 0 < n) {
          to[0] = (float)(c0_0_0);
        }
        if (at + 9 < n) {
          to[8] = (float)(c0_1_0);
          to[9] = (float)(c0_1_1);
        } else if (at + 8 < n) {
          to[8] = (float)(c0_1_0);
        }
      }
      {
        const int row = 8 + crow;
        float *const to = c + at + (long long)row*(long long)ldc;
        if (at + 1 < n) {
          to[0] = (float)(c0_0_2);
          to[1] = (float)(c0_0_3);
        } else if (at + 0 < n) {
          to[0] = (float)(c0_0_2);
        }
        if (at + 9 < n) {
          to[8] = (float)(c0_1_2);
          to[9] = (float)(c0_1_3);
        } else if (at + 8 < n) {
          to[8] = (float)(c0_1_2);
        }
      }
    }
    else if (part == 1) {
      double c1_0_0 = 0.0, c1_0_1 = 0.0, c1_0_2 = 0.0, c1_0_3 = 0.0, c1_1_0 = 0.0, c1_1_1 = 0.0, c1_1_2 = 0.0, c1_1_3 = 0.0;
      gimmik_copy4(staged + 0 + copy_row*24 + copy_col, copy_bytes0 ? b + (long long)(0 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy4(staged + 48 + copy_row*24 + copy_col, copy_bytes0 ? b + (long long)(2 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy4(staged + 96 + copy_row*24 + copy_col, copy_bytes0 ? b + (long long)(4 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy4(staged + 144 + copy_row*24 + copy_col, copy_bytes0 ? b + (long long)(6 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy4(staged + 192 + copy_row*24 + copy_col, copy_bytes0 ? b + (long long)(8 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy4(staged + 240 + copy_row*24 + copy_col, b, 0);
      gimmik_copy4(staged + 288 + copy_row*24 + copy_col, b, 0);
      gimmik_copy4(staged + 336 + copy_row*24 + copy_col, b, 0);
      gimmik_commit();
      gimmik_commit();
      if (col0 + 16 <= n) {
        {
          const int row = 16 + crow;
          if (row < 20) {
            float *const to = c + at + (long long)row*(long long)ldc;
            c1_0_0 = (double)to[0];
            c1_0_1 = (double)to[1];
            c1_1_0 = (double)to[8];
            c1_1_1 = (double)to[9];
          }
        }
      } else {
        {
          const int row = 16 + crow;
          if (row < 20) {
            float *const to = c + at + (long long)row*(long long)ldc;
            if (at + 1 < n) {
              c1_0_0 = (double)to[0];
              c1_0_1 = (double)to[1];
            } else if (at + 0 < n) {
              c1_0_0 = (double)to[0];
            }
            if (at + 9 < n) {
              c1_1_0 = (double)to[8];
              c1_1_1 = (double)to[9];
            } else if (at + 8 < n) {
              c1_1_0 = (double)to[8];
            }
          }
        }
      }
      gimmik_commit();
      gimmik_wait<2>();
      __syncwarp();
      {
        const double f0_0 = (double)staged[0 + frag];
        const double f0_1 = (double)staged[96 + frag];
        const double f0_2 = (double)staged[192 + frag];
        const double f0_3 = (double)staged[288 + frag];
        const double f1_0 = (double)staged[8 + frag];
        const double f1_1 = (double)staged[104 + frag];
        const double f1_2 = (double)staged[200 + frag];
        const double f1_3 = (double)staged[296 + frag];
        {
          const double2 a0 = __ldg((const double2 *)(a_lane + 256));
          const double2 a1 = __ldg((const double2 *)(a_lane + 258));
          const double2 a2 = __ldg((const double2 *)(a_lane + 260));
          const double2 a3 = __ldg((const double2 *)(a_lane + 262));
          gimmik_mma(c1_0_0, c1_0_1, c1_0_2, c1_0_3, a0.x, a0.y, a1.x, a1.y, a2.x, a2.y, a3.x, a3.y, f0_0, f0_1, f0_2, f0_3);
          gimmik_mma(c1_1_0, c1_1_1, c1_1_2, c1_1_3, a0.x, a0.y, a1.x, a1.y, a2.x, a2.y, a3.x, a3.y, f1_0, f1_1, f1_2, f1_3);
        }
      }
      __syncwarp();
      {
        const int row = 16 + crow;
        if (row < 20) {
          float *const to = c + at + (long long)row*(long long)ldc;
          if (at + 1 < n) {
            to[0] = (float)(c1_0_0);
            to[1] = (float)(c1_0_1);
          } else if (at + 0 < n) {
            to[0] = (float)(c1_0_0);
          }
          if (at + 9 < n) {
            to[8] = (float)(c1_1_0);
            to[9] = (float)(c1_1_1);
          } else if (at + 8 < n) {
            to[8] = (float)(c1_1_0);
          }
        }
      }
    }
  }
}
