// gimmikc: matmul mma for operators/pyfr/tet-sh-p2-m3.mtx (10 x 24, 240 nonzeros), f32, alpha 1.0, beta 1.0, n at run time

// One m8n8k4 FP64 product into (c0, c1): lane l holds A[l/4][l%4],
// B[l%4][l/4] and C[l/4][2(l%4)], C[l/4][2(l%4) + 1].
static __device__ __forceinline__ void gimmik_mma(double &c0, double &c1,
                                                  double a, double b)
{
#if __CUDA_ARCH__ >= 800
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
      : "+d"(c0), "+d"(c1) : "d"(a), "d"(b));
#else
  const int lane = threadIdx.x & 31, row = lane >> 2, col = 2*(lane & 3);
  for (int k = 0; k < 4; k++) {
    const double ak = __shfl_sync(0xffffffffu, a, row*4 + k);
    c0 = fma(ak, __shfl_sync(0xffffffffu, b, col*4 + k), c0);
    c1 = fma(ak, __shfl_sync(0xffffffffu, b, col*4 + 4 + k), c1);
  }
#endif
}

// Copy `bytes` (0..16) of 16 from global to shared memory, zero-filling
// the rest; asynchronous from sm_80.
static __device__ __forceinline__ void gimmik_copy16(void *to, const void *from,
                                                   int bytes)
{
#if __CUDA_ARCH__ >= 800
  const unsigned shared = (unsigned)__cvta_generic_to_shared(to);
  asm volatile("{ .reg .u64 g; cvta.to.global.u64 g, %1;\n"
               " cp.async.cg.shared.global [%0], [g], 16, %2; }"
               :: "r"(shared), "l"(from), "r"(bytes) : "memory");
#else
  for (int i = 0; i < 4; i++)
    ((unsigned *)to)[i] = 4*i < bytes ? ((const unsigned *)from)[i] : 0u;
#endif
}

// Copy `bytes` (0..8) of 8 from global to shared memory, zero-filling
// the rest; asynchronous from sm_80.
static __device__ __forceinline__ void gimmik_copy8(void *to, const void *from,
                                                   int bytes)
{
#if __CUDA_ARCH__ >= 800
  const unsigned shared = (unsigned)__cvta_generic_to_shared(to);
  asm volatile("{ .reg .u64 g; cvta.to.global.u64 g, %1;\n"
               " cp.async.ca.shared.global [%0], [g], 8, %2; }"
               :: "r"(shared), "l"(from), "r"(bytes) : "memory");
#else
  for (int i = 0; i < 2; i++)
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

// A's 12 nonzero tiles in fragment order: tile f, lane l, register i at
// 32f + 1l + i.
static __device__ __align__(16) const double gimmik_a[384] = {
  0.43646439909935, 0.43646439909935, 0.43646439909935, 0.9920673370361328, -0.06659090518951416, 4.00272798538208, -0.06659090518951416, 0.37957602739334106,
  4.00272798538208, -0.06659090518951416, -0.06659090518951416, -0.16506007313728333, -0.06659090518951416, -0.06659090518951416, 4.00272798538208, 0.37957602739334106,
  0.011053291149437428, -0.6394706964492798, 0.011053291149437428, -0.8146550059318542, -0.6394706964492798, 0.011053291149437428, 0.011053291149437428, 0.12998823821544647,
  -0.058816131204366684, 0.18917310237884521, 0.18917310237884521, 3.2717857360839844, 0.18917310237884521, -0.058816131204366684, 0.18917310237884521, 0.07558059692382812,
  0.9920673370361328, 0.9920673370361328, 4.00272798538208, -0.06659090518951416, -0.16506007313728333, 0.37957602739334106, -0.06659090518951416, 4.00272798538208,
  0.37957602739334106, 0.37957602739334106, 0.43646439909935, 0.43646439909935, 0.37957602739334106, -0.16506007313728333, -0.06659090518951416, -0.06659090518951416,
  0.12998823821544647, -0.8146550059318542, 0.18917310237884521, 0.18917310237884521, -0.8146550059318542, -0.8146550059318542, -0.6394706964492798, 0.011053291149437428,
  0.07558059692382812, 0.07558059692382812, -0.058816131204366684, 0.18917310237884521, 3.2717857360839844, 0.07558059692382812, 0.011053291149437428, 0.011053291149437428,
  -0.06659090518951416, -0.16506007313728333, 0.37957602739334106, 0.37957602739334106, -0.06659090518951416, 0.37957602739334106, -0.16506007313728333, 0.37957602739334106,
  0.43646439909935, 0.9920673370361328, 0.9920673370361328, 0.9920673370361328, 4.00272798538208, 0.37957602739334106, 0.37957602739334106, -0.16506007313728333,
  -0.058816131204366684, 0.07558059692382812, 0.07558059692382812, 3.2717857360839844, 0.011053291149437428, 0.12998823821544647, -0.8146550059318542, -0.8146550059318542,
  0.18917310237884521, 3.2717857360839844, 0.07558059692382812, 0.07558059692382812, -0.6394706964492798, -0.8146550059318542, -0.8146550059318542, 0.12998823821544647,
  -0.06659090518951416, 4.00272798538208, -0.06659090518951416, 0.37957602739334106, 0.43646439909935, 0.43646439909935, 0.43646439909935, 0.9920673370361328,
  4.00272798538208, -0.06659090518951416, -0.06659090518951416, -0.16506007313728333, -0.06659090518951416, -0.06659090518951416, 4.00272798538208, 0.37957602739334106,
  0.011053291149437428, -0.6394706964492798, 0.011053291149437428, -0.8146550059318542, 0.18917310237884521, 0.18917310237884521, -0.058816131204366684, 0.07558059692382812,
  0.011053291149437428, 0.011053291149437428, -0.6394706964492798, -0.8146550059318542, 0.18917310237884521, -0.058816131204366684, 0.18917310237884521, 0.07558059692382812,
  -0.16506007313728333, 0.37957602739334106, -0.06659090518951416, -0.06659090518951416, 0.9920673370361328, 0.9920673370361328, -0.06659090518951416, 4.00272798538208,
  0.37957602739334106, 0.37957602739334106, 4.00272798538208, -0.06659090518951416, 0.37957602739334106, -0.16506007313728333, 0.43646439909935, 0.43646439909935,
  0.12998823821544647, -0.8146550059318542, -0.058816131204366684, 0.18917310237884521, 0.07558059692382812, 3.2717857360839844, 0.18917310237884521, -0.058816131204366684,
  -0.8146550059318542, 0.12998823821544647, 0.011053291149437428, -0.6394706964492798, 3.2717857360839844, 0.07558059692382812, -0.6394706964492798, 0.011053291149437428,
  4.00272798538208, 0.37957602739334106, 0.37957602739334106, -0.16506007313728333, -0.06659090518951416, 0.37957602739334106, -0.16506007313728333, 0.37957602739334106,
  -0.06659090518951416, -0.16506007313728333, 0.37957602739334106, 0.37957602739334106, 0.43646439909935, 0.9920673370361328, 0.9920673370361328, 0.9920673370361328,
  0.18917310237884521, 3.2717857360839844, 0.07558059692382812, 0.07558059692382812, 0.18917310237884521, 0.07558059692382812, 3.2717857360839844, 0.07558059692382812,
  0.011053291149437428, -0.8146550059318542, 0.12998823821544647, -0.8146550059318542, 0.011053291149437428, 0.12998823821544647, -0.8146550059318542, -0.8146550059318542,
  0.011053291149437428, 0.011053291149437428, -0.6394706964492798, -0.8146550059318542, 0.18917310237884521, 0.18917310237884521, -0.058816131204366684, 0.07558059692382812,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  -0.8146550059318542, 0.12998823821544647, 0.18917310237884521, -0.058816131204366684, 0.07558059692382812, 3.2717857360839844, 0.011053291149437428, -0.6394706964492798,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.18917310237884521, 0.07558059692382812, 3.2717857360839844, 0.07558059692382812, 0.011053291149437428, -0.8146550059318542, 0.12998823821544647, -0.8146550059318542,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  -0.058816131204366684, 0.18917310237884521, 0.18917310237884521, 3.2717857360839844, -0.6394706964492798, 0.011053291149437428, 0.011053291149437428, 0.12998823821544647,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.07558059692382812, 0.07558059692382812, 0.011053291149437428, 0.011053291149437428, -0.8146550059318542, -0.8146550059318542, 0.18917310237884521, 0.18917310237884521,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  -0.6394706964492798, -0.8146550059318542, -0.8146550059318542, 0.12998823821544647, -0.058816131204366684, 0.07558059692382812, 0.07558059692382812, 3.2717857360839844,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
};

extern "C" __global__ void __launch_bounds__(128)
gimmik_matmul(int n, const float* __restrict__ b, int ldb, float* __restrict__ c, int ldc)
{
  extern __shared__ __align__(16) double smem[];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int group = warp;
  float *const staged = (float *)(smem + 384) + warp*1920;
  const double *const a_lane = smem + lane;
  const int frag = (lane & 3)*40 + (lane >> 2);
  const int crow = lane >> 2, ccol = 2*(lane & 3);
  const int copy_row = lane / 16, copy_col = lane % 16*2;
  for (int i = threadIdx.x; i < 192; i += 128)
    gimmik_copy16(smem + 2*i, gimmik_a + 2*i, 16);
  gimmik_commit();
  gimmik_wait<0>();
  __syncthreads();
#pragma unroll 1
  for (int rep = 0; rep < 4; rep++) {
    const long long col0 = ((long long)blockIdx.x*4 + rep)*128 + group*32;
    if (col0 >= n) break;
    const long long copy_at0 = col0 + copy_col;
    const int copy_bytes0 = copy_at0 + 2 <= n ? 8 : copy_at0 < n ? (int)(n - copy_at0)*4 : 0;
    const long long at = col0 + ccol;
    const long long next0 = col0 + 128;
    const int more = rep + 1 < 4 && next0 < n;
    const long long next_at0 = next0 + copy_col;
    const int next_bytes0 = !more ? 0 : next_at0 + 2 <= n ? 8 : next_at0 < n ? (int)(n - next_at0)*4 : 0;
    const int turn = rep*2 % 3;
    double c0_0_0 = 0.0, c0_0_1 = 0.0, c0_1_0 = 0.0, c0_1_1 = 0.0, c0_2_0 = 0.0, c0_2_1 = 0.0, c0_3_0 = 0.0, c0_3_1 = 0.0, c1_0_0 = 0.0, c1_0_1 = 0.0, c1_1_0 = 0.0, c1_1_1 = 0.0, c1_2_0 = 0.0, c1_2_1 = 0.0, c1_3_0 = 0.0, c1_3_1 = 0.0;
    if (rep == 0) {
      gimmik_copy8(staged + (turn + 0) % 3*640 + 0 + copy_row*40 + copy_col, copy_bytes0 ? b + (long long)(0 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy8(staged + (turn + 0) % 3*640 + 80 + copy_row*40 + copy_col, copy_bytes0 ? b + (long long)(2 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy8(staged + (turn + 0) % 3*640 + 160 + copy_row*40 + copy_col, copy_bytes0 ? b + (long long)(4 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy8(staged + (turn + 0) % 3*640 + 240 + copy_row*40 + copy_col, copy_bytes0 ? b + (long long)(6 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy8(staged + (turn + 0) % 3*640 + 320 + copy_row*40 + copy_col, copy_bytes0 ? b + (long long)(8 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy8(staged + (turn + 0) % 3*640 + 400 + copy_row*40 + copy_col, copy_bytes0 ? b + (long long)(10 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy8(staged + (turn + 0) % 3*640 + 480 + copy_row*40 + copy_col, copy_bytes0 ? b + (long long)(12 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy8(staged + (turn + 0) % 3*640 + 560 + copy_row*40 + copy_col, copy_bytes0 ? b + (long long)(14 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_commit();
      gimmik_copy8(staged + (turn + 1) % 3*640 + 0 + copy_row*40 + copy_col, copy_bytes0 ? b + (long long)(16 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy8(staged + (turn + 1) % 3*640 + 80 + copy_row*40 + copy_col, copy_bytes0 ? b + (long long)(18 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy8(staged + (turn + 1) % 3*640 + 160 + copy_row*40 + copy_col, copy_bytes0 ? b + (long long)(20 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_copy8(staged + (turn + 1) % 3*640 + 240 + copy_row*40 + copy_col, copy_bytes0 ? b + (long long)(22 + copy_row)*(long long)ldb + copy_at0 : b, copy_bytes0);
      gimmik_commit();
    }
    if (col0 + 32 <= n) {
      {
        const int row = 0 + crow;
        float *const to = c + at + (long long)row*(long long)ldc;
        const float2 old0 = *(const float2 *)(to + 0);
        c0_0_0 = (double)old0.x;
        c0_0_1 = (double)old0.y;
        const float2 old1 = *(const float2 *)(to + 8);
        c0_1_0 = (double)old1.x;
        c0_1_1 = (double)old1.y;
        const float2 old2 = *(const float2 *)(to + 16);
        c0_2_0 = (double)old2.x;
        c0_2_1 = (double)old2.y;
        const float2 old3 = *(const float2 *)(to + 24);
        c0_3_0 = (double)old3.x;
        c0_3_1 = (double)old3.y;
      }
      {
        const int row = 8 + crow;
        if (row < 10) {
          float *const to = c + at + (long long)row*(long long)ldc;
          const float2 old0 = *(const float2 *)(to + 0);
          c1_0_0 = (double)old0.x;
          c1_0_1 = (double)old0.y;
          const float2 old1 = *(const float2 *)(to + 8);
          c1_1_0 = (double)old1.x;
          c1_1_1 = (double)old1.y;
          const float2 old2 = *(const float2 *)(to + 16);
          c1_2_0 = (double)old2.x;
          c1_2_1 = (double)old2.y;
          const float2 old3 = *(const float2 *)(to + 24);
          c1_3_0 = (double)old3.x;
          c1_3_1 = (double)old3.y;
        }
      }
    } else {
      {
        const int row = 0 + crow;
        float *const to = c + at + (long long)row*(long long)ldc;
        if (at + 1 < n) {
          const float2 old0 = *(const float2 *)(to + 0);
          c0_0_0 = (double)old0.x;
          c0_0_1 = (double)old0.y;
        } else if (at + 0 < n) {
          c0_0_0 = (double)to[0];
        }
        if (at + 9 < n) {
          const float2 old1 = *(const float2 *)(to + 8);
          c0_1_0 = (double)old1.x;
          c0_1_1 = (double)old1.y;
        } else if (at + 8 < n) {
          c0_1_0 = (double)to[8];
        }
        if (at + 17 < n) {
          const float2 old2 = *(const float2 *)(to + 16);
          c0_2_0 = (double)old2.x;
          c0_2_1 = (double)old2.y;
        } else if (at + 16 < n) {
          c0_2_0 = (double)to[16];
        }
        if (at + 25 < n) {
          const float2 old3 = *(const float2 *)(to + 24);
          c0_3_0 = (double)old3.x;
          c0_3_1 = (double)old3.y;
        } else if (at + 24 < n) {
          c0_3_0 = (double)to[24];
        }
      }
      {
        const int row = 8 + crow;
        if (row < 10) {
          float *const to = c + at + (long long)row*(long long)ldc;
          if (at + 1 < n) {
            const float2 old0 = *(const float2 *)(to + 0);
            c1_0_0 = (double)old0.x;
            c1_0_1 = (double)old0.y;
          } else if (at + 0 < n) {
            c1_0_0 = (double)to[0];
          }
          if (at + 9 < n) {
            const float2 old1 = *(const float2 *)(to + 8);
            c1_1_0 = (double)old1.x;
            c1_1_1 = (double)old1.y;
          } else if (at + 8 < n) {
            c1_1_0 = (double)to[8];
          }
          if (at + 17 < n) {
            const float2 old2 = *(const float2 *)(to + 16);
            c1_2_0 = (double)old2.x;
            c1_2_1 = (double)old2.y;
          } else if (at + 16 < n) {
            c1_2_0 = (double)to[16];
          }
          if (at + 25 < n) {
            const float2 old3 = *(const float2 *)(to + 24);
            c1_3_0 = (double)old3.x;
            c1_3_1 = (double)old3.y;
          } else if (at + 24 < n) {
            c1_3_0 = (double)to[24];
          }
        }
      }
    }
    if (more) {
      gimmik_copy8(staged + (turn + 2) % 3*640 + 0 + copy_row*40 + copy_col, next_bytes0 ? b + (long long)(0 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy8(staged + (turn + 2) % 3*640 + 80 + copy_row*40 + copy_col, next_bytes0 ? b + (long long)(2 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy8(staged + (turn + 2) % 3*640 + 160 + copy_row*40 + copy_col, next_bytes0 ? b + (long long)(4 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy8(staged + (turn + 2) % 3*640 + 240 + copy_row*40 + copy_col, next_bytes0 ? b + (long long)(6 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy8(staged + (turn + 2) % 3*640 + 320 + copy_row*40 + copy_col, next_bytes0 ? b + (long long)(8 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy8(staged + (turn + 2) % 3*640 + 400 + copy_row*40 + copy_col, next_bytes0 ? b + (long long)(10 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy8(staged + (turn + 2) % 3*640 + 480 + copy_row*40 + copy_col, next_bytes0 ? b + (long long)(12 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy8(staged + (turn + 2) % 3*640 + 560 + copy_row*40 + copy_col, next_bytes0 ? b + (long long)(14 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
    }
    gimmik_commit();
    gimmik_wait<2>();
    __syncwarp();
    {
      const double f0_0 = (double)staged[(turn + 0) % 3*640 + 0 + frag];
      const double f1_0 = (double)staged[(turn + 0) % 3*640 + 8 + frag];
      const double f2_0 = (double)staged[(turn + 0) % 3*640 + 16 + frag];
      const double f3_0 = (double)staged[(turn + 0) % 3*640 + 24 + frag];
      {
        const double a0 = a_lane[0];
        gimmik_mma(c0_0_0, c0_0_1, a0, f0_0);
        gimmik_mma(c0_1_0, c0_1_1, a0, f1_0);
        gimmik_mma(c0_2_0, c0_2_1, a0, f2_0);
        gimmik_mma(c0_3_0, c0_3_1, a0, f3_0);
      }
      {
        const double a0 = a_lane[192];
        gimmik_mma(c1_0_0, c1_0_1, a0, f0_0);
        gimmik_mma(c1_1_0, c1_1_1, a0, f1_0);
        gimmik_mma(c1_2_0, c1_2_1, a0, f2_0);
        gimmik_mma(c1_3_0, c1_3_1, a0, f3_0);
      }
    }
    {
      const double f0_0 = (double)staged[(turn + 0) % 3*640 + 160 + frag];
      const double f1_0 = (double)staged[(turn + 0) % 3*640 + 168 + frag];
      const double f2_0 = (double)staged[(turn + 0) % 3*640 + 176 + frag];
      const double f3_0 = (double)staged[(turn + 0) % 3*640 + 184 + frag];
      {
        const double a0 = a_lane[32];
        gimmik_mma(c0_0_0, c0_0_1, a0, f0_0);
        gimmik_mma(c0_1_0, c0_1_1, a0, f1_0);
        gimmik_mma(c0_2_0, c0_2_1, a0, f2_0);
        gimmik_mma(c0_3_0, c0_3_1, a0, f3_0);
      }
      {
        const double a0 = a_lane[224];
        gimmik_mma(c1_0_0, c1_0_1, a0, f0_0);
        gimmik_mma(c1_1_0, c1_1_1, a0, f1_0);
        gimmik_mma(c1_2_0, c1_2_1, a0, f2_0);
        gimmik_mma(c1_3_0, c1_3_1, a0, f3_0);
      }
    }
    {
      const double f0_0 = (double)staged[(turn + 0) % 3*640 + 320 + frag];
      const double f1_0 = (double)staged[(turn + 0) % 3*640 + 328 + frag];
      const double f2_0 = (double)staged[(turn + 0) % 3*640 + 336 + frag];
      const double f3_0 = (double)staged[(turn + 0) % 3*640 + 344 + frag];
      {
        const double a0 = a_lane[64];
        gimmik_mma(c0_0_0, c0_0_1, a0, f0_0);
        gimmik_mma(c0_1_0, c0_1_1, a0, f1_0);
        gimmik_mma(c0_2_0, c0_2_1, a0, f2_0);
        gimmik_mma(c0_3_0, c0_3_1, a0, f3_0);
      }
      {
        const double a0 = a_lane[256];
        gimmik_mma(c1_0_0, c1_0_1, a0, f0_0);
        gimmik_mma(c1_1_0, c1_1_1, a0, f1_0);
        gimmik_mma(c1_2_0, c1_2_1, a0, f2_0);
        gimmik_mma(c1_3_0, c1_3_1, a0, f3_0);
      }
    }
    {
      const double f0_0 = (double)staged[(turn + 0) % 3*640 + 480 + frag];
      const double f1_0 = (double)staged[(turn + 0) % 3*640 + 488 + frag];
      const double f2_0 = (double)staged[(turn + 0) % 3*640 + 496 + frag];
      const double f3_0 = (double)staged[(turn + 0) % 3*640 + 504 + frag];
      {
        const double a0 = a_lane[96];
        gimmik_mma(c0_0_0, c0_0_1, a0, f0_0);
        gimmik_mma(c0_1_0, c0_1_1, a0, f1_0);
        gimmik_mma(c0_2_0, c0_2_1, a0, f2_0);
        gimmik_mma(c0_3_0, c0_3_1, a0, f3_0);
      }
      {
        const double a0 = a_lane[288];
        gimmik_mma(c1_0_0, c1_0_1, a0, f0_0);
        gimmik_mma(c1_1_0, c1_1_1, a0, f1_0);
        gimmik_mma(c1_2_0, c1_2_1, a0, f2_0);
        gimmik_mma(c1_3_0, c1_3_1, a0, f3_0);
      }
    }
    __syncwarp();
    if (more) {
      gimmik_copy8(staged + (turn + 3) % 3*640 + 0 + copy_row*40 + copy_col, next_bytes0 ? b + (long long)(16 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy8(staged + (turn + 3) % 3*640 + 80 + copy_row*40 + copy_col, next_bytes0 ? b + (long long)(18 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy8(staged + (turn + 3) % 3*640 + 160 + copy_row*40 + copy_col, next_bytes0 ? b + (long long)(20 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
      gimmik_copy8(staged + (turn + 3) % 3*640 + 240 + copy_row*40 + copy_col, next_bytes0 ? b + (long long)(22 + copy_row)*(long long)ldb + next_at0 : b, next_bytes0);
    }
    gimmik_commit();
    gimmik_wait<2>();
    __syncwarp();
    {
      const double f0_0 = (double)staged[(turn + 1) % 3*640 + 0 + frag];
      const double f1_0 = (double)staged[(turn + 1) % 3*640 + 8 + frag];
      const double f2_0 = (double)staged[(turn + 1) % 3*640 + 16 + frag];
      const double f3_0 = (double)staged[(turn + 1) % 3*640 + 24 + frag];
      {
        const double a0 = a_lane[128];
        gimmik_mma(c0_0_0, c0_0_1, a0, f0_0);
        gimmik_mma(c0_1_0, c0_1_1, a0, f1_0);
        gimmik_mma(c0_2_0, c0_2_1, a0, f2_0);
        gimmik_mma(c0_3_0, c0_3_1, a0, f3_0);
      }
      {
        const double a0 = a_lane[320];
        gimmik_mma(c1_0_0, c1_0_1, a0, f0_0);
        gimmik_mma(c1_1_0, c1_1_1, a0, f1_0);
        gimmik_mma(c1_2_0, c1_2_1, a0, f2_0);
        gimmik_mma(c1_3_0, c1_3_1, a0, f3_0);
      }
    }
    {
      const double f0_0 = (double)staged[(turn + 1) % 3*640 + 160 + frag];
      const double f1_0 = (double)staged[(turn + 1) % 3*640 + 168 + frag];
      const double f2_0 = (double)staged[(turn + 1) % 3*640 + 176 + frag];
      const double f3_0 = (double)staged[(turn + 1) % 3*640 + 184 + frag];
      {
        const double a0 = a_lane[160];
        gimmik_mma(c0_0_0, c0_0_1, a0, f0_0);
        gimmik_mma(c0_1_0, c0_1_1, a0, f1_0);
        gimmik_mma(c0_2_0, c0_2_1, a0, f2_0);
        gimmik_mma(c0_3_0, c0_3_1, a0, f3_0);
      }
      {
        const double a0 = a_lane[352];
        gimmik_mma(c1_0_0, c1_0_1, a0, f0_0);
        gimmik_mma(c1_1_0, c1_1_1, a0, f1_0);
        gimmik_mma(c1_2_0, c1_2_1, a0, f2_0);
        gimmik_mma(c1_3_0, c1_3_1, a0, f3_0);
      }
    }
    __syncwarp();
    {
      const int row = 0 + crow;
      float *const to = c + at + (long long)row*(long long)ldc;
      if (at + 1 < n) {
        *(float2 *)(to + 0) = make_float2((float)(c0_0_0), (float)(c0_0_1));
      } else if (at + 0 < n) {
        to[0] = (float)(c0_0_0);
      }
      if (at + 9 < n) {
        *(float2 *)(to + 8) = make_float2((float)(c0_1_0), (float)(c0_1_1));
      } else if (at + 8 < n) {
        to[8] = (float)(c0_1_0);
      }
      if (at + 17 < n) {
        *(float2 *)(to + 16) = make_float2((float)(c0_2_0), (float)(c0_2_1));
      } else if (at + 16 < n) {
        to[16] = (float)(c0_2_0);
      }
      if (at + 25 < n) {
        *(float2 *)(to + 24) = make_float2((float)(c0_3_0), (float)(c0_3_1));
      } else if (at + 24 < n) {
        to[24] = (float)(c0_3_0);
      }
    }
    {
      const int row = 8 + crow;
      if (row < 10) {
        float *const to = c + at + (long long)row*(long long)ldc;
        if (at + 1 < n) {
          *(float2 *)(to + 0) = make_float2((float)(c1_0_0), (float)(c1_0_1));
        } else if (at + 0 < n) {
          to[0] = (float)(c1_0_0);
        }
        if (at + 9 < n) {
          *(float2 *)(to + 8) = make_float2((float)(c1_1_0), (float)(c1_1_1));
        } else if (at + 8 < n) {
          to[8] = (float)(c1_1_0);
        }
        if (at + 17 < n) {
          *(float2 *)(to + 16) = make_float2((float)(c1_2_0), (float)(c1_2_1));
        } else if (at + 16 < n) {
          to[16] = (float)(c1_2_0);
        }
        if (at + 25 < n) {
          *(float2 *)(to + 24) = make_float2((float)(c1_3_0), (float)(c1_3_1));
        } else if (at + 24 < n) {
          to[24] = (float)(c1_3_0);
        }
      }
    }
  }
}
