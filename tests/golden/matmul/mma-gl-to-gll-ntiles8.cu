// gimmikc: matmul mma for gl-to-gll:5:6 (6 x 5, 30 nonzeros), f64, alpha 1.0, beta 0.0, n at run time

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

// A's 2 nonzero tiles in fragment order: tile f, lane l, register i at
// 32f + 1l + i.
static __device__ __align__(16) const double gimmik_a[64] = {
  1.551408049094313, -0.8931583920000717, 0.5333333333333333, -0.2679416522233875, 0.4328680132620556, 0.7635399510326311, -0.2925780108559272, 0.13272282654462236,
  -0.0812512434286091, 0.5642399653020523, 0.6481335664114828, -0.17346939480481924, 0.04234710651989328, -0.17346939480481924, 0.6481335664114828, 0.5642399653020523,
  -0.03655277998338175, 0.13272282654462236, -0.2925780108559272, 0.7635399510326311, 0.0763586617958129, -0.2679416522233875, 0.5333333333333333, -0.8931583920000717,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0763586617958129, 0.0, 0.0, 0.0, -0.03655277998338175, 0.0, 0.0, 0.0,
  0.04234710651989328, 0.0, 0.0, 0.0, -0.0812512434286091, 0.0, 0.0, 0.0,
  0.4328680132620556, 0.0, 0.0, 0.0, 1.551408049094313, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
};

extern "C" __global__ void __launch_bounds__(64)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  extern __shared__ __align__(16) double smem[];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int group = warp;
  double *const staged = (double *)(smem + 64) + warp*1088;
  const double *const a_lane = smem + lane;
  const int frag = (lane & 3)*68 + (lane >> 2);
  const int crow = lane >> 2, ccol = 2*(lane & 3);
  for (int i = threadIdx.x; i < 32; i += 64)
    gimmik_copy16(smem + 2*i, gimmik_a + 2*i, 16);
  gimmik_commit();
  gimmik_wait<0>();
  __syncthreads();
#pragma unroll 1
  for (int rep = 0; rep < 4; rep++) {
    const long long col0 = ((long long)blockIdx.x*4 + rep)*128 + group*64;
    if (col0 >= n) break;
    const long long copy_at0 = col0 + 0 + lane*1;
    const int copy_bytes0 = copy_at0 + 1 <= n ? 8 : copy_at0 < n ? (int)(n - copy_at0)*8 : 0;
    const long long copy_at1 = col0 + 32 + lane*1;
    const int copy_bytes1 = copy_at1 + 1 <= n ? 8 : copy_at1 < n ? (int)(n - copy_at1)*8 : 0;
    const long long at = col0 + ccol;
    double c0_0_0 = 0.0, c0_0_1 = 0.0, c0_1_0 = 0.0, c0_1_1 = 0.0, c0_2_0 = 0.0, c0_2_1 = 0.0, c0_3_0 = 0.0, c0_3_1 = 0.0, c0_4_0 = 0.0, c0_4_1 = 0.0, c0_5_0 = 0.0, c0_5_1 = 0.0, c0_6_0 = 0.0, c0_6_1 = 0.0, c0_7_0 = 0.0, c0_7_1 = 0.0;
    gimmik_copy8(staged + 0 + lane*1, copy_bytes0 ? b + (long long)(0)*(long long)ldb + copy_at0 : b, copy_bytes0);
    gimmik_copy8(staged + 32 + lane*1, copy_bytes1 ? b + (long long)(0)*(long long)ldb + copy_at1 : b, copy_bytes1);
    gimmik_copy8(staged + 68 + lane*1, copy_bytes0 ? b + (long long)(1)*(long long)ldb + copy_at0 : b, copy_bytes0);
    gimmik_copy8(staged + 100 + lane*1, copy_bytes1 ? b + (long long)(1)*(long long)ldb + copy_at1 : b, copy_bytes1);
    gimmik_copy8(staged + 136 + lane*1, copy_bytes0 ? b + (long long)(2)*(long long)ldb + copy_at0 : b, copy_bytes0);
    gimmik_copy8(staged + 168 + lane*1, copy_bytes1 ? b + (long long)(2)*(long long)ldb + copy_at1 : b, copy_bytes1);
    gimmik_copy8(staged + 204 + lane*1, copy_bytes0 ? b + (long long)(3)*(long long)ldb + copy_at0 : b, copy_bytes0);
    gimmik_copy8(staged + 236 + lane*1, copy_bytes1 ? b + (long long)(3)*(long long)ldb + copy_at1 : b, copy_bytes1);
    gimmik_copy8(staged + 272 + lane*1, copy_bytes0 ? b + (long long)(4)*(long long)ldb + copy_at0 : b, copy_bytes0);
    gimmik_copy8(staged + 304 + lane*1, copy_bytes1 ? b + (long long)(4)*(long long)ldb + copy_at1 : b, copy_bytes1);
    gimmik_copy8(staged + 340 + lane*1, b, 0);
    gimmik_copy8(staged + 372 + lane*1, b, 0);
    gimmik_copy8(staged + 408 + lane*1, b, 0);
    gimmik_copy8(staged + 440 + lane*1, b, 0);
    gimmik_copy8(staged + 476 + lane*1, b, 0);
    gimmik_copy8(staged + 508 + lane*1, b, 0);
    gimmik_commit();
    gimmik_wait<0>();
    __syncwarp();
    {
      const double f0_0 = staged[0 + frag];
      const double f1_0 = staged[8 + frag];
      const double f2_0 = staged[16 + frag];
      const double f3_0 = staged[24 + frag];
      const double f4_0 = staged[32 + frag];
      const double f5_0 = staged[40 + frag];
      const double f6_0 = staged[48 + frag];
      const double f7_0 = staged[56 + frag];
      {
        const double a0 = a_lane[0];
        gimmik_mma(c0_0_0, c0_0_1, a0, f0_0);
        gimmik_mma(c0_1_0, c0_1_1, a0, f1_0);
        gimmik_mma(c0_2_0, c0_2_1, a0, f2_0);
        gimmik_mma(c0_3_0, c0_3_1, a0, f3_0);
        gimmik_mma(c0_4_0, c0_4_1, a0, f4_0);
        gimmik_mma(c0_5_0, c0_5_1, a0, f5_0);
        gimmik_mma(c0_6_0, c0_6_1, a0, f6_0);
        gimmik_mma(c0_7_0, c0_7_1, a0, f7_0);
      }
    }
    {
      const double f0_0 = staged[272 + frag];
      const double f1_0 = staged[280 + frag];
      const double f2_0 = staged[288 + frag];
      const double f3_0 = staged[296 + frag];
      const double f4_0 = staged[304 + frag];
      const double f5_0 = staged[312 + frag];
      const double f6_0 = staged[320 + frag];
      const double f7_0 = staged[328 + frag];
      {
        const double a0 = a_lane[32];
        gimmik_mma(c0_0_0, c0_0_1, a0, f0_0);
        gimmik_mma(c0_1_0, c0_1_1, a0, f1_0);
        gimmik_mma(c0_2_0, c0_2_1, a0, f2_0);
        gimmik_mma(c0_3_0, c0_3_1, a0, f3_0);
        gimmik_mma(c0_4_0, c0_4_1, a0, f4_0);
        gimmik_mma(c0_5_0, c0_5_1, a0, f5_0);
        gimmik_mma(c0_6_0, c0_6_1, a0, f6_0);
        gimmik_mma(c0_7_0, c0_7_1, a0, f7_0);
      }
    }
    __syncwarp();
    {
      const int row = 0 + crow;
      if (row < 6) {
        double *const to = c + at + (long long)row*(long long)ldc;
        if (at + 1 < n) {
          to[0] = c0_0_0;
          to[1] = c0_0_1;
        } else if (at + 0 < n) {
          to[0] = c0_0_0;
        }
        if (at + 9 < n) {
          to[8] = c0_1_0;
          to[9] = c0_1_1;
        } else if (at + 8 < n) {
          to[8] = c0_1_0;
        }
        if (at + 17 < n) {
          to[16] = c0_2_0;
          to[17] = c0_2_1;
        } else if (at + 16 < n) {
          to[16] = c0_2_0;
        }
        if (at + 25 < n) {
          to[24] = c0_3_0;
          to[25] = c0_3_1;
        } else if (at + 24 < n) {
          to[24] = c0_3_0;
        }
        if (at + 33 < n) {
          to[32] = c0_4_0;
          to[33] = c0_4_1;
        } else if (at + 32 < n) {
          to[32] = c0_4_0;
        }
        if (at + 41 < n) {
          to[40] = c0_5_0;
          to[41] = c0_5_1;
        } else if (at + 40 < n) {
          to[40] = c0_5_0;
        }
        if (at + 49 < n) {
          to[48] = c0_6_0;
          to[49] = c0_6_1;
        } else if (at + 48 < n) {
          to[48] = c0_6_0;
        }
        if (at + 57 < n) {
          to[56] = c0_7_0;
          to[57] = c0_7_1;
        } else if (at + 56 < n) {
          to[56] = c0_7_0;
        }
      }
    }
  }
}
