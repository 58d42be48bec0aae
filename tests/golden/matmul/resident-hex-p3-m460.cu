// gimmikc: matmul resident for operators/pyfr/hex-gl-p3-m460.mtx (192 x 64, 768 nonzeros), f64, alpha 1.0, beta 0.0, n at run time
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

extern "C" __global__ void __launch_bounds__(256)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  extern __shared__ __align__(16) double smem[];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const long long col = (long long)blockIdx.x*32 + tx;
  const long long load_col = col < n ? col : n - 1;
  volatile double* const staged = smem;
  if (ty == 0) {
    gimmik_copy8(&smem[0 + tx], b + load_col, 8);
    gimmik_copy8(&smem[256 + tx], b + load_col + 8*(long long)ldb, 8);
    gimmik_copy8(&smem[512 + tx], b + load_col + 16*(long long)ldb, 8);
    gimmik_copy8(&smem[768 + tx], b + load_col + 24*(long long)ldb, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1024 + tx], b + load_col + 32*(long long)ldb, 8);
    gimmik_copy8(&smem[1280 + tx], b + load_col + 40*(long long)ldb, 8);
    gimmik_copy8(&smem[1536 + tx], b + load_col + 48*(long long)ldb, 8);
    gimmik_copy8(&smem[1792 + tx], b + load_col + 56*(long long)ldb, 8);
    gimmik_commit();
  }
  else if (ty == 1) {
    gimmik_copy8(&smem[32 + tx], b + load_col + (long long)ldb, 8);
    gimmik_copy8(&smem[288 + tx], b + load_col + 9*(long long)ldb, 8);
    gimmik_copy8(&smem[544 + tx], b + load_col + 17*(long long)ldb, 8);
    gimmik_copy8(&smem[800 + tx], b + load_col + 25*(long long)ldb, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1056 + tx], b + load_col + 33*(long long)ldb, 8);
    gimmik_copy8(&smem[1312 + tx], b + load_col + 41*(long long)ldb, 8);
    gimmik_copy8(&smem[1568 + tx], b + load_col + 49*(long long)ldb, 8);
    gimmik_copy8(&smem[1824 + tx], b + load_col + 57*(long long)ldb, 8);
    gimmik_commit();
  }
  else if (ty == 2) {
    gimmik_copy8(&smem[64 + tx], b + load_col + 2*(long long)ldb, 8);
    gimmik_copy8(&smem[320 + tx], b + load_col + 10*(long long)ldb, 8);
    gimmik_copy8(&smem[576 + tx], b + load_col + 18*(long long)ldb, 8);
    gimmik_copy8(&smem[832 + tx], b + load_col + 26*(long long)ldb, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1088 + tx], b + load_col + 34*(long long)ldb, 8);
    gimmik_copy8(&smem[1344 + tx], b + load_col + 42*(long long)ldb, 8);
    gimmik_copy8(&smem[1600 + tx], b + load_col + 50*(long long)ldb, 8);
    gimmik_copy8(&smem[1856 + tx], b + load_col + 58*(long long)ldb, 8);
    gimmik_commit();
  }
  else if (ty == 3) {
    gimmik_copy8(&smem[96 + tx], b + load_col + 3*(long long)ldb, 8);
    gimmik_copy8(&smem[352 + tx], b + load_col + 11*(long long)ldb, 8);
    gimmik_copy8(&smem[608 + tx], b + load_col + 19*(long long)ldb, 8);
    gimmik_copy8(&smem[864 + tx], b + load_col + 27*(long long)ldb, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1120 + tx], b + load_col + 35*(long long)ldb, 8);
    gimmik_copy8(&smem[1376 + tx], b + load_col + 43*(long long)ldb, 8);
    gimmik_copy8(&smem[1632 + tx], b + load_col + 51*(long long)ldb, 8);
    gimmik_copy8(&smem[1888 + tx], b + load_col + 59*(long long)ldb, 8);
    gimmik_commit();
  }
  else if (ty == 4) {
    gimmik_copy8(&smem[128 + tx], b + load_col + 4*(long long)ldb, 8);
    gimmik_copy8(&smem[384 + tx], b + load_col + 12*(long long)ldb, 8);
    gimmik_copy8(&smem[640 + tx], b + load_col + 20*(long long)ldb, 8);
    gimmik_copy8(&smem[896 + tx], b + load_col + 28*(long long)ldb, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1152 + tx], b + load_col + 36*(long long)ldb, 8);
    gimmik_copy8(&smem[1408 + tx], b + load_col + 44*(long long)ldb, 8);
    gimmik_copy8(&smem[1664 + tx], b + load_col + 52*(long long)ldb, 8);
    gimmik_copy8(&smem[1920 + tx], b + load_col + 60*(long long)ldb, 8);
    gimmik_commit();
  }
  else if (ty == 5) {
    gimmik_copy8(&smem[160 + tx], b + load_col + 5*(long long)ldb, 8);
    gimmik_copy8(&smem[416 + tx], b + load_col + 13*(long long)ldb, 8);
    gimmik_copy8(&smem[672 + tx], b + load_col + 21*(long long)ldb, 8);
    gimmik_copy8(&smem[928 + tx], b + load_col + 29*(long long)ldb, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1184 + tx], b + load_col + 37*(long long)ldb, 8);
    gimmik_copy8(&smem[1440 + tx], b + load_col + 45*(long long)ldb, 8);
    gimmik_copy8(&smem[1696 + tx], b + load_col + 53*(long long)ldb, 8);
    gimmik_copy8(&smem[1952 + tx], b + load_col + 61*(long long)ldb, 8);
    gimmik_commit();
  }
  else if (ty == 6) {
    gimmik_copy8(&smem[192 + tx], b + load_col + 6*(long long)ldb, 8);
    gimmik_copy8(&smem[448 + tx], b + load_col + 14*(long long)ldb, 8);
    gimmik_copy8(&smem[704 + tx], b + load_col + 22*(long long)ldb, 8);
    gimmik_copy8(&smem[960 + tx], b + load_col + 30*(long long)ldb, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1216 + tx], b + load_col + 38*(long long)ldb, 8);
    gimmik_copy8(&smem[1472 + tx], b + load_col + 46*(long long)ldb, 8);
    gimmik_copy8(&smem[1728 + tx], b + load_col + 54*(long long)ldb, 8);
    gimmik_copy8(&smem[1984 + tx], b + load_col + 62*(long long)ldb, 8);
    gimmik_commit();
  }
  else if (ty == 7) {
    gimmik_copy8(&smem[224 + tx], b + load_col + 7*(long long)ldb, 8);
    gimmik_copy8(&smem[480 + tx], b + load_col + 15*(long long)ldb, 8);
    gimmik_copy8(&smem[736 + tx], b + load_col + 23*(long long)ldb, 8);
    gimmik_copy8(&smem[992 + tx], b + load_col + 31*(long long)ldb, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1248 + tx], b + load_col + 39*(long long)ldb, 8);
    gimmik_copy8(&smem[1504 + tx], b + load_col + 47*(long long)ldb, 8);
    gimmik_copy8(&smem[1760 + tx], b + load_col + 55*(long long)ldb, 8);
    gimmik_copy8(&smem[2016 + tx], b + load_col + 63*(long long)ldb, 8);
    gimmik_commit();
  }
  gimmik_wait<1>();
  __syncthreads();
  if (col < n) {
    if (ty == 0) {
      {
        const double s0 = staged[0 + tx];
        const double s1 = staged[32 + tx];
        const double s2 = staged[64 + tx];
        const double s3 = staged[96 + tx];
        __stcs(c + col, 3.3320002363522807*s0 + 1.4202404679035876*s1 - 0.6162310439495313*s2 + 0.5806281691622633*s3);
        __stcs(c + col + (long long)ldc, -2.592410982442434*s0 + 0.3844143922232086*s1 + 1.4706702312807163*s2 - 1.1248265080172195*s3);
        __stcs(c + col + 2*(long long)ldc, 1.1248265080172195*s0 - 1.4706702312807163*s1 - 0.3844143922232086*s2 + 2.592410982442434*s3);
        __stcs(c + col + 3*(long long)ldc, -0.5806281691622633*s0 + 0.6162310439495313*s1 - 1.4202404679035876*s2 - 3.3320002363522807*s3);
        const double s4 = staged[128 + tx];
        const double s8 = staged[256 + tx];
        const double s12 = staged[384 + tx];
        __stcs(c + col + 64*(long long)ldc, 3.3320002363522807*s0 + 1.4202404679035876*s4 - 0.6162310439495313*s8 + 0.5806281691622633*s12);
        __stcs(c + col + 68*(long long)ldc, -2.592410982442434*s0 + 0.3844143922232086*s4 + 1.4706702312807163*s8 - 1.1248265080172195*s12);
        __stcs(c + col + 72*(long long)ldc, 1.1248265080172195*s0 - 1.4706702312807163*s4 - 0.3844143922232086*s8 + 2.592410982442434*s12);
        __stcs(c + col + 76*(long long)ldc, -0.5806281691622633*s0 + 0.6162310439495313*s4 - 1.4202404679035876*s8 - 3.3320002363522807*s12);
      }
    }
    else if (ty == 1) {
      {
        const double s1 = staged[32 + tx];
        const double s5 = staged[160 + tx];
        const double s9 = staged[288 + tx];
        const double s13 = staged[416 + tx];
        __stcs(c + col + 65*(long long)ldc, 3.3320002363522807*s1 + 1.4202404679035876*s5 - 0.6162310439495313*s9 + 0.5806281691622633*s13);
        __stcs(c + col + 69*(long long)ldc, -2.592410982442434*s1 + 0.3844143922232086*s5 + 1.4706702312807163*s9 - 1.1248265080172195*s13);
        __stcs(c + col + 73*(long long)ldc, 1.1248265080172195*s1 - 1.4706702312807163*s5 - 0.3844143922232086*s9 + 2.592410982442434*s13);
        __stcs(c + col + 77*(long long)ldc, -0.5806281691622633*s1 + 0.6162310439495313*s5 - 1.4202404679035876*s9 - 3.3320002363522807*s13);
        const double s2 = staged[64 + tx];
        const double s6 = staged[192 + tx];
        const double s10 = staged[320 + tx];
        const double s14 = staged[448 + tx];
        __stcs(c + col + 66*(long long)ldc, 3.3320002363522807*s2 + 1.4202404679035876*s6 - 0.6162310439495313*s10 + 0.5806281691622633*s14);
        __stcs(c + col + 70*(long long)ldc, -2.592410982442434*s2 + 0.3844143922232086*s6 + 1.4706702312807163*s10 - 1.1248265080172195*s14);
        __stcs(c + col + 74*(long long)ldc, 1.1248265080172195*s2 - 1.4706702312807163*s6 - 0.3844143922232086*s10 + 2.592410982442434*s14);
        __stcs(c + col + 78*(long long)ldc, -0.5806281691622633*s2 + 0.6162310439495313*s6 - 1.4202404679035876*s10 - 3.3320002363522807*s14);
      }
    }
    else if (ty == 2) {
      {
        const double s3 = staged[96 + tx];
        const double s7 = staged[224 + tx];
        const double s11 = staged[352 + tx];
        const double s15 = staged[480 + tx];
        __stcs(c + col + 67*(long long)ldc, 3.3320002363522807*s3 + 1.4202404679035876*s7 - 0.6162310439495313*s11 + 0.5806281691622633*s15);
        __stcs(c + col + 71*(long long)ldc, -2.592410982442434*s3 + 0.3844143922232086*s7 + 1.4706702312807163*s11 - 1.1248265080172195*s15);
        __stcs(c + col + 75*(long long)ldc, 1.1248265080172195*s3 - 1.4706702312807163*s7 - 0.3844143922232086*s11 + 2.592410982442434*s15);
        __stcs(c + col + 79*(long long)ldc, -0.5806281691622633*s3 + 0.6162310439495313*s7 - 1.4202404679035876*s11 - 3.3320002363522807*s15);
        const double s4 = staged[128 + tx];
        const double s5 = staged[160 + tx];
        const double s6 = staged[192 + tx];
        __stcs(c + col + 4*(long long)ldc, 3.3320002363522807*s4 + 1.4202404679035876*s5 - 0.6162310439495313*s6 + 0.5806281691622633*s7);
        __stcs(c + col + 5*(long long)ldc, -2.592410982442434*s4 + 0.3844143922232086*s5 + 1.4706702312807163*s6 - 1.1248265080172195*s7);
        __stcs(c + col + 6*(long long)ldc, 1.1248265080172195*s4 - 1.4706702312807163*s5 - 0.3844143922232086*s6 + 2.592410982442434*s7);
        __stcs(c + col + 7*(long long)ldc, -0.5806281691622633*s4 + 0.6162310439495313*s5 - 1.4202404679035876*s6 - 3.3320002363522807*s7);
      }
    }
    else if (ty == 3) {
      {
        const double s8 = staged[256 + tx];
        const double s9 = staged[288 + tx];
        const double s10 = staged[320 + tx];
        const double s11 = staged[352 + tx];
        __stcs(c + col + 8*(long long)ldc, 3.3320002363522807*s8 + 1.4202404679035876*s9 - 0.6162310439495313*s10 + 0.5806281691622633*s11);
        __stcs(c + col + 9*(long long)ldc, -2.592410982442434*s8 + 0.3844143922232086*s9 + 1.4706702312807163*s10 - 1.1248265080172195*s11);
        __stcs(c + col + 10*(long long)ldc, 1.1248265080172195*s8 - 1.4706702312807163*s9 - 0.3844143922232086*s10 + 2.592410982442434*s11);
        __stcs(c + col + 11*(long long)ldc, -0.5806281691622633*s8 + 0.6162310439495313*s9 - 1.4202404679035876*s10 - 3.3320002363522807*s11);
        const double s12 = staged[384 + tx];
        const double s13 = staged[416 + tx];
        const double s14 = staged[448 + tx];
        const double s15 = staged[480 + tx];
        __stcs(c + col + 12*(long long)ldc, 3.3320002363522807*s12 + 1.4202404679035876*s13 - 0.6162310439495313*s14 + 0.5806281691622633*s15);
        __stcs(c + col + 13*(long long)ldc, -2.592410982442434*s12 + 0.3844143922232086*s13 + 1.4706702312807163*s14 - 1.1248265080172195*s15);
        __stcs(c + col + 14*(long long)ldc, 1.1248265080172195*s12 - 1.4706702312807163*s13 - 0.3844143922232086*s14 + 2.592410982442434*s15);
        __stcs(c + col + 15*(long long)ldc, -0.5806281691622633*s12 + 0.6162310439495313*s13 - 1.4202404679035876*s14 - 3.3320002363522807*s15);
      }
    }
    else if (ty == 4) {
      {
        const double s16 = staged[512 + tx];
        const double s17 = staged[544 + tx];
        const double s18 = staged[576 + tx];
        const double s19 = staged[608 + tx];
        __stcs(c + col + 16*(long long)ldc, 3.3320002363522807*s16 + 1.4202404679035876*s17 - 0.6162310439495313*s18 + 0.5806281691622633*s19);
        __stcs(c + col + 17*(long long)ldc, -2.592410982442434*s16 + 0.3844143922232086*s17 + 1.4706702312807163*s18 - 1.1248265080172195*s19);
        __stcs(c + col + 18*(long long)ldc, 1.1248265080172195*s16 - 1.4706702312807163*s17 - 0.3844143922232086*s18 + 2.592410982442434*s19);
        __stcs(c + col + 19*(long long)ldc, -0.5806281691622633*s16 + 0.6162310439495313*s17 - 1.4202404679035876*s18 - 3.3320002363522807*s19);
        const double s20 = staged[640 + tx];
        const double s24 = staged[768 + tx];
        const double s28 = staged[896 + tx];
        __stcs(c + col + 80*(long long)ldc, 3.3320002363522807*s16 + 1.4202404679035876*s20 - 0.6162310439495313*s24 + 0.5806281691622633*s28);
        __stcs(c + col + 84*(long long)ldc, -2.592410982442434*s16 + 0.3844143922232086*s20 + 1.4706702312807163*s24 - 1.1248265080172195*s28);
        __stcs(c + col + 88*(long long)ldc, 1.1248265080172195*s16 - 1.4706702312807163*s20 - 0.3844143922232086*s24 + 2.592410982442434*s28);
        __stcs(c + col + 92*(long long)ldc, -0.5806281691622633*s16 + 0.6162310439495313*s20 - 1.4202404679035876*s24 - 3.3320002363522807*s28);
      }
    }
    else if (ty == 5) {
      {
        const double s17 = staged[544 + tx];
        const double s21 = staged[672 + tx];
        const double s25 = staged[800 + tx];
        const double s29 = staged[928 + tx];
        __stcs(c + col + 81*(long long)ldc, 3.3320002363522807*s17 + 1.4202404679035876*s21 - 0.6162310439495313*s25 + 0.5806281691622633*s29);
        __stcs(c + col + 85*(long long)ldc, -2.592410982442434*s17 + 0.3844143922232086*s21 + 1.4706702312807163*s25 - 1.1248265080172195*s29);
        __stcs(c + col + 89*(long long)ldc, 1.1248265080172195*s17 - 1.4706702312807163*s21 - 0.3844143922232086*s25 + 2.592410982442434*s29);
        __stcs(c + col + 93*(long long)ldc, -0.5806281691622633*s17 + 0.6162310439495313*s21 - 1.4202404679035876*s25 - 3.3320002363522807*s29);
        const double s18 = staged[576 + tx];
        const double s22 = staged[704 + tx];
        const double s26 = staged[832 + tx];
        const double s30 = staged[960 + tx];
        __stcs(c + col + 82*(long long)ldc, 3.3320002363522807*s18 + 1.4202404679035876*s22 - 0.6162310439495313*s26 + 0.5806281691622633*s30);
        __stcs(c + col + 86*(long long)ldc, -2.592410982442434*s18 + 0.3844143922232086*s22 + 1.4706702312807163*s26 - 1.1248265080172195*s30);
        __stcs(c + col + 90*(long long)ldc, 1.1248265080172195*s18 - 1.4706702312807163*s22 - 0.3844143922232086*s26 + 2.592410982442434*s30);
        __stcs(c + col + 94*(long long)ldc, -0.5806281691622633*s18 + 0.6162310439495313*s22 - 1.4202404679035876*s26 - 3.3320002363522807*s30);
      }
    }
    else if (ty == 6) {
      {
        const double s19 = staged[608 + tx];
        const double s23 = staged[736 + tx];
        const double s27 = staged[864 + tx];
        const double s31 = staged[992 + tx];
        __stcs(c + col + 83*(long long)ldc, 3.3320002363522807*s19 + 1.4202404679035876*s23 - 0.6162310439495313*s27 + 0.5806281691622633*s31);
        __stcs(c + col + 87*(long long)ldc, -2.592410982442434*s19 + 0.3844143922232086*s23 + 1.4706702312807163*s27 - 1.1248265080172195*s31);
        __stcs(c + col + 91*(long long)ldc, 1.1248265080172195*s19 - 1.4706702312807163*s23 - 0.3844143922232086*s27 + 2.592410982442434*s31);
        __stcs(c + col + 95*(long long)ldc, -0.5806281691622633*s19 + 0.6162310439495313*s23 - 1.4202404679035876*s27 - 3.3320002363522807*s31);
        const double s20 = staged[640 + tx];
        const double s21 = staged[672 + tx];
        const double s22 = staged[704 + tx];
        __stcs(c + col + 20*(long long)ldc, 3.3320002363522807*s20 + 1.4202404679035876*s21 - 0.6162310439495313*s22 + 0.5806281691622633*s23);
        __stcs(c + col + 21*(long long)ldc, -2.592410982442434*s20 + 0.3844143922232086*s21 + 1.4706702312807163*s22 - 1.1248265080172195*s23);
        __stcs(c + col + 22*(long long)ldc, 1.1248265080172195*s20 - 1.4706702312807163*s21 - 0.3844143922232086*s22 + 2.592410982442434*s23);
        __stcs(c + col + 23*(long long)ldc, -0.5806281691622633*s20 + 0.6162310439495313*s21 - 1.4202404679035876*s22 - 3.3320002363522807*s23);
      }
    }
    else if (ty == 7) {
      {
        const double s24 = staged[768 + tx];
        const double s25 = staged[800 + tx];
        const double s26 = staged[832 + tx];
        const double s27 = staged[864 + tx];
        __stcs(c + col + 24*(long long)ldc, 3.3320002363522807*s24 + 1.4202404679035876*s25 - 0.6162310439495313*s26 + 0.5806281691622633*s27);
        __stcs(c + col + 25*(long long)ldc, -2.592410982442434*s24 + 0.3844143922232086*s25 + 1.4706702312807163*s26 - 1.1248265080172195*s27);
        __stcs(c + col + 26*(long long)ldc, 1.1248265080172195*s24 - 1.4706702312807163*s25 - 0.3844143922232086*s26 + 2.592410982442434*s27);
        __stcs(c + col + 27*(long long)ldc, -0.5806281691622633*s24 + 0.6162310439495313*s25 - 1.4202404679035876*s26 - 3.3320002363522807*s27);
        const double s28 = staged[896 + tx];
        const double s29 = staged[928 + tx];
        const double s30 = staged[960 + tx];
        const double s31 = staged[992 + tx];
        __stcs(c + col + 28*(long long)ldc, 3.3320002363522807*s28 + 1.4202404679035876*s29 - 0.6162310439495313*s30 + 0.5806281691622633*s31);
        __stcs(c + col + 29*(long long)ldc, -2.592410982442434*s28 + 0.3844143922232086*s29 + 1.4706702312807163*s30 - 1.1248265080172195*s31);
        __stcs(c + col + 30*(long long)ldc, 1.1248265080172195*s28 - 1.4706702312807163*s29 - 0.3844143922232086*s30 + 2.592410982442434*s31);
        __stcs(c + col + 31*(long long)ldc, -0.5806281691622633*s28 + 0.6162310439495313*s29 - 1.4202404679035876*s30 - 3.3320002363522807*s31);
      }
    }
  }
  gimmik_wait<0>();
  __syncthreads();
  if (col < n) {
    if (ty == 0) {
      {
        const double s0 = staged[0 + tx];
        const double s16 = staged[512 + tx];
        const double s32 = staged[1024 + tx];
        const double s48 = staged[1536 + tx];
        __stcs(c + col + 128*(long long)ldc, 3.3320002363522807*s0 + 1.4202404679035876*s16 - 0.6162310439495313*s32 + 0.5806281691622633*s48);
        __stcs(c + col + 144*(long long)ldc, -2.592410982442434*s0 + 0.3844143922232086*s16 + 1.4706702312807163*s32 - 1.1248265080172195*s48);
        __stcs(c + col + 160*(long long)ldc, 1.1248265080172195*s0 - 1.4706702312807163*s16 - 0.3844143922232086*s32 + 2.592410982442434*s48);
        __stcs(c + col + 176*(long long)ldc, -0.5806281691622633*s0 + 0.6162310439495313*s16 - 1.4202404679035876*s32 - 3.3320002363522807*s48);
        const double s1 = staged[32 + tx];
        const double s17 = staged[544 + tx];
        const double s33 = staged[1056 + tx];
        const double s49 = staged[1568 + tx];
        __stcs(c + col + 129*(long long)ldc, 3.3320002363522807*s1 + 1.4202404679035876*s17 - 0.6162310439495313*s33 + 0.5806281691622633*s49);
        __stcs(c + col + 145*(long long)ldc, -2.592410982442434*s1 + 0.3844143922232086*s17 + 1.4706702312807163*s33 - 1.1248265080172195*s49);
        __stcs(c + col + 161*(long long)ldc, 1.1248265080172195*s1 - 1.4706702312807163*s17 - 0.3844143922232086*s33 + 2.592410982442434*s49);
        __stcs(c + col + 177*(long long)ldc, -0.5806281691622633*s1 + 0.6162310439495313*s17 - 1.4202404679035876*s33 - 3.3320002363522807*s49);
        const double s2 = staged[64 + tx];
        const double s18 = staged[576 + tx];
        const double s34 = staged[1088 + tx];
        const double s50 = staged[1600 + tx];
        __stcs(c + col + 130*(long long)ldc, 3.3320002363522807*s2 + 1.4202404679035876*s18 - 0.6162310439495313*s34 + 0.5806281691622633*s50);
        __stcs(c + col + 146*(long long)ldc, -2.592410982442434*s2 + 0.3844143922232086*s18 + 1.4706702312807163*s34 - 1.1248265080172195*s50);
        __stcs(c + col + 162*(long long)ldc, 1.1248265080172195*s2 - 1.4706702312807163*s18 - 0.3844143922232086*s34 + 2.592410982442434*s50);
        __stcs(c + col + 178*(long long)ldc, -0.5806281691622633*s2 + 0.6162310439495313*s18 - 1.4202404679035876*s34 - 3.3320002363522807*s50);
        const double s3 = staged[96 + tx];
        const double s19 = staged[608 + tx];
        const double s35 = staged[1120 + tx];
        const double s51 = staged[1632 + tx];
        __stcs(c + col + 131*(long long)ldc, 3.3320002363522807*s3 + 1.4202404679035876*s19 - 0.6162310439495313*s35 + 0.5806281691622633*s51);
        __stcs(c + col + 147*(long long)ldc, -2.592410982442434*s3 + 0.3844143922232086*s19 + 1.4706702312807163*s35 - 1.1248265080172195*s51);
        __stcs(c + col + 163*(long long)ldc, 1.1248265080172195*s3 - 1.4706702312807163*s19 - 0.3844143922232086*s35 + 2.592410982442434*s51);
        __stcs(c + col + 179*(long long)ldc, -0.5806281691622633*s3 + 0.6162310439495313*s19 - 1.4202404679035876*s35 - 3.3320002363522807*s51);
      }
    }
    else if (ty == 1) {
      {
        const double s4 = staged[128 + tx];
        const double s20 = staged[640 + tx];
        const double s36 = staged[1152 + tx];
        const double s52 = staged[1664 + tx];
        __stcs(c + col + 132*(long long)ldc, 3.3320002363522807*s4 + 1.4202404679035876*s20 - 0.6162310439495313*s36 + 0.5806281691622633*s52);
        __stcs(c + col + 148*(long long)ldc, -2.592410982442434*s4 + 0.3844143922232086*s20 + 1.4706702312807163*s36 - 1.1248265080172195*s52);
        __stcs(c + col + 164*(long long)ldc, 1.1248265080172195*s4 - 1.4706702312807163*s20 - 0.3844143922232086*s36 + 2.592410982442434*s52);
        __stcs(c + col + 180*(long long)ldc, -0.5806281691622633*s4 + 0.6162310439495313*s20 - 1.4202404679035876*s36 - 3.3320002363522807*s52);
        const double s5 = staged[160 + tx];
        const double s21 = staged[672 + tx];
        const double s37 = staged[1184 + tx];
        const double s53 = staged[1696 + tx];
        __stcs(c + col + 133*(long long)ldc, 3.3320002363522807*s5 + 1.4202404679035876*s21 - 0.6162310439495313*s37 + 0.5806281691622633*s53);
        __stcs(c + col + 149*(long long)ldc, -2.592410982442434*s5 + 0.3844143922232086*s21 + 1.4706702312807163*s37 - 1.1248265080172195*s53);
        __stcs(c + col + 165*(long long)ldc, 1.1248265080172195*s5 - 1.4706702312807163*s21 - 0.3844143922232086*s37 + 2.592410982442434*s53);
        __stcs(c + col + 181*(long long)ldc, -0.5806281691622633*s5 + 0.6162310439495313*s21 - 1.4202404679035876*s37 - 3.3320002363522807*s53);
        const double s6 = staged[192 + tx];
        const double s22 = staged[704 + tx];
        const double s38 = staged[1216 + tx];
        const double s54 = staged[1728 + tx];
        __stcs(c + col + 134*(long long)ldc, 3.3320002363522807*s6 + 1.4202404679035876*s22 - 0.6162310439495313*s38 + 0.5806281691622633*s54);
        __stcs(c + col + 150*(long long)ldc, -2.592410982442434*s6 + 0.3844143922232086*s22 + 1.4706702312807163*s38 - 1.1248265080172195*s54);
        __stcs(c + col + 166*(long long)ldc, 1.1248265080172195*s6 - 1.4706702312807163*s22 - 0.3844143922232086*s38 + 2.592410982442434*s54);
        __stcs(c + col + 182*(long long)ldc, -0.5806281691622633*s6 + 0.6162310439495313*s22 - 1.4202404679035876*s38 - 3.3320002363522807*s54);
        const double s7 = staged[224 + tx];
        const double s23 = staged[736 + tx];
        const double s39 = staged[1248 + tx];
        const double s55 = staged[1760 + tx];
        __stcs(c + col + 135*(long long)ldc, 3.3320002363522807*s7 + 1.4202404679035876*s23 - 0.6162310439495313*s39 + 0.5806281691622633*s55);
        __stcs(c + col + 151*(long long)ldc, -2.592410982442434*s7 + 0.3844143922232086*s23 + 1.4706702312807163*s39 - 1.1248265080172195*s55);
        __stcs(c + col + 167*(long long)ldc, 1.1248265080172195*s7 - 1.4706702312807163*s23 - 0.3844143922232086*s39 + 2.592410982442434*s55);
        __stcs(c + col + 183*(long long)ldc, -0.5806281691622633*s7 + 0.6162310439495313*s23 - 1.4202404679035876*s39 - 3.3320002363522807*s55);
      }
    }
    else if (ty == 2) {
      {
        const double s8 = staged[256 + tx];
        const double s24 = staged[768 + tx];
        const double s40 = staged[1280 + tx];
        const double s56 = staged[1792 + tx];
        __stcs(c + col + 136*(long long)ldc, 3.3320002363522807*s8 + 1.4202404679035876*s24 - 0.6162310439495313*s40 + 0.5806281691622633*s56);
        __stcs(c + col + 152*(long long)ldc, -2.592410982442434*s8 + 0.3844143922232086*s24 + 1.4706702312807163*s40 - 1.1248265080172195*s56);
        __stcs(c + col + 168*(long long)ldc, 1.1248265080172195*s8 - 1.4706702312807163*s24 - 0.3844143922232086*s40 + 2.592410982442434*s56);
        __stcs(c + col + 184*(long long)ldc, -0.5806281691622633*s8 + 0.6162310439495313*s24 - 1.4202404679035876*s40 - 3.3320002363522807*s56);
        const double s9 = staged[288 + tx];
        const double s25 = staged[800 + tx];
        const double s41 = staged[1312 + tx];
        const double s57 = staged[1824 + tx];
        __stcs(c + col + 137*(long long)ldc, 3.3320002363522807*s9 + 1.4202404679035876*s25 - 0.6162310439495313*s41 + 0.5806281691622633*s57);
        __stcs(c + col + 153*(long long)ldc, -2.592410982442434*s9 + 0.3844143922232086*s25 + 1.4706702312807163*s41 - 1.1248265080172195*s57);
        __stcs(c + col + 169*(long long)ldc, 1.1248265080172195*s9 - 1.4706702312807163*s25 - 0.3844143922232086*s41 + 2.592410982442434*s57);
        __stcs(c + col + 185*(long long)ldc, -0.5806281691622633*s9 + 0.6162310439495313*s25 - 1.4202404679035876*s41 - 3.3320002363522807*s57);
        const double s10 = staged[320 + tx];
        const double s26 = staged[832 + tx];
        const double s42 = staged[1344 + tx];
        const double s58 = staged[1856 + tx];
        __stcs(c + col + 138*(long long)ldc, 3.3320002363522807*s10 + 1.4202404679035876*s26 - 0.6162310439495313*s42 + 0.5806281691622633*s58);
        __stcs(c + col + 154*(long long)ldc, -2.592410982442434*s10 + 0.3844143922232086*s26 + 1.4706702312807163*s42 - 1.1248265080172195*s58);
        __stcs(c + col + 170*(long long)ldc, 1.1248265080172195*s10 - 1.4706702312807163*s26 - 0.3844143922232086*s42 + 2.592410982442434*s58);
        __stcs(c + col + 186*(long long)ldc, -0.5806281691622633*s10 + 0.6162310439495313*s26 - 1.4202404679035876*s42 - 3.3320002363522807*s58);
        const double s11 = staged[352 + tx];
        const double s27 = staged[864 + tx];
        const double s43 = staged[1376 + tx];
        const double s59 = staged[1888 + tx];
        __stcs(c + col + 139*(long long)ldc, 3.3320002363522807*s11 + 1.4202404679035876*s27 - 0.6162310439495313*s43 + 0.5806281691622633*s59);
        __stcs(c + col + 155*(long long)ldc, -2.592410982442434*s11 + 0.3844143922232086*s27 + 1.4706702312807163*s43 - 1.1248265080172195*s59);
        __stcs(c + col + 171*(long long)ldc, 1.1248265080172195*s11 - 1.4706702312807163*s27 - 0.3844143922232086*s43 + 2.592410982442434*s59);
        __stcs(c + col + 187*(long long)ldc, -0.5806281691622633*s11 + 0.6162310439495313*s27 - 1.4202404679035876*s43 - 3.3320002363522807*s59);
      }
    }
    else if (ty == 3) {
      {
        const double s12 = staged[384 + tx];
        const double s28 = staged[896 + tx];
        const double s44 = staged[1408 + tx];
        const double s60 = staged[1920 + tx];
        __stcs(c + col + 140*(long long)ldc, 3.3320002363522807*s12 + 1.4202404679035876*s28 - 0.6162310439495313*s44 + 0.5806281691622633*s60);
        __stcs(c + col + 156*(long long)ldc, -2.592410982442434*s12 + 0.3844143922232086*s28 + 1.4706702312807163*s44 - 1.1248265080172195*s60);
        __stcs(c + col + 172*(long long)ldc, 1.1248265080172195*s12 - 1.4706702312807163*s28 - 0.3844143922232086*s44 + 2.592410982442434*s60);
        __stcs(c + col + 188*(long long)ldc, -0.5806281691622633*s12 + 0.6162310439495313*s28 - 1.4202404679035876*s44 - 3.3320002363522807*s60);
        const double s13 = staged[416 + tx];
        const double s29 = staged[928 + tx];
        const double s45 = staged[1440 + tx];
        const double s61 = staged[1952 + tx];
        __stcs(c + col + 141*(long long)ldc, 3.3320002363522807*s13 + 1.4202404679035876*s29 - 0.6162310439495313*s45 + 0.5806281691622633*s61);
        __stcs(c + col + 157*(long long)ldc, -2.592410982442434*s13 + 0.3844143922232086*s29 + 1.4706702312807163*s45 - 1.1248265080172195*s61);
        __stcs(c + col + 173*(long long)ldc, 1.1248265080172195*s13 - 1.4706702312807163*s29 - 0.3844143922232086*s45 + 2.592410982442434*s61);
        __stcs(c + col + 189*(long long)ldc, -0.5806281691622633*s13 + 0.6162310439495313*s29 - 1.4202404679035876*s45 - 3.3320002363522807*s61);
        const double s14 = staged[448 + tx];
        const double s30 = staged[960 + tx];
        const double s46 = staged[1472 + tx];
        const double s62 = staged[1984 + tx];
        __stcs(c + col + 142*(long long)ldc, 3.3320002363522807*s14 + 1.4202404679035876*s30 - 0.6162310439495313*s46 + 0.5806281691622633*s62);
        __stcs(c + col + 158*(long long)ldc, -2.592410982442434*s14 + 0.3844143922232086*s30 + 1.4706702312807163*s46 - 1.1248265080172195*s62);
        __stcs(c + col + 174*(long long)ldc, 1.1248265080172195*s14 - 1.4706702312807163*s30 - 0.3844143922232086*s46 + 2.592410982442434*s62);
        __stcs(c + col + 190*(long long)ldc, -0.5806281691622633*s14 + 0.6162310439495313*s30 - 1.4202404679035876*s46 - 3.3320002363522807*s62);
        const double s15 = staged[480 + tx];
        const double s31 = staged[992 + tx];
        const double s47 = staged[1504 + tx];
        const double s63 = staged[2016 + tx];
        __stcs(c + col + 143*(long long)ldc, 3.3320002363522807*s15 + 1.4202404679035876*s31 - 0.6162310439495313*s47 + 0.5806281691622633*s63);
        __stcs(c + col + 159*(long long)ldc, -2.592410982442434*s15 + 0.3844143922232086*s31 + 1.4706702312807163*s47 - 1.1248265080172195*s63);
        __stcs(c + col + 175*(long long)ldc, 1.1248265080172195*s15 - 1.4706702312807163*s31 - 0.3844143922232086*s47 + 2.592410982442434*s63);
        __stcs(c + col + 191*(long long)ldc, -0.5806281691622633*s15 + 0.6162310439495313*s31 - 1.4202404679035876*s47 - 3.3320002363522807*s63);
      }
    }
    else if (ty == 4) {
      {
        const double s32 = staged[1024 + tx];
        const double s33 = staged[1056 + tx];
        const double s34 = staged[1088 + tx];
        const double s35 = staged[1120 + tx];
        __stcs(c + col + 32*(long long)ldc, 3.3320002363522807*s32 + 1.4202404679035876*s33 - 0.6162310439495313*s34 + 0.5806281691622633*s35);
        __stcs(c + col + 33*(long long)ldc, -2.592410982442434*s32 + 0.3844143922232086*s33 + 1.4706702312807163*s34 - 1.1248265080172195*s35);
        __stcs(c + col + 34*(long long)ldc, 1.1248265080172195*s32 - 1.4706702312807163*s33 - 0.3844143922232086*s34 + 2.592410982442434*s35);
        __stcs(c + col + 35*(long long)ldc, -0.5806281691622633*s32 + 0.6162310439495313*s33 - 1.4202404679035876*s34 - 3.3320002363522807*s35);
        const double s36 = staged[1152 + tx];
        const double s40 = staged[1280 + tx];
        const double s44 = staged[1408 + tx];
        __stcs(c + col + 96*(long long)ldc, 3.3320002363522807*s32 + 1.4202404679035876*s36 - 0.6162310439495313*s40 + 0.5806281691622633*s44);
        __stcs(c + col + 100*(long long)ldc, -2.592410982442434*s32 + 0.3844143922232086*s36 + 1.4706702312807163*s40 - 1.1248265080172195*s44);
        __stcs(c + col + 104*(long long)ldc, 1.1248265080172195*s32 - 1.4706702312807163*s36 - 0.3844143922232086*s40 + 2.592410982442434*s44);
        __stcs(c + col + 108*(long long)ldc, -0.5806281691622633*s32 + 0.6162310439495313*s36 - 1.4202404679035876*s40 - 3.3320002363522807*s44);
        const double s37 = staged[1184 + tx];
        const double s41 = staged[1312 + tx];
        const double s45 = staged[1440 + tx];
        __stcs(c + col + 97*(long long)ldc, 3.3320002363522807*s33 + 1.4202404679035876*s37 - 0.6162310439495313*s41 + 0.5806281691622633*s45);
        __stcs(c + col + 101*(long long)ldc, -2.592410982442434*s33 + 0.3844143922232086*s37 + 1.4706702312807163*s41 - 1.1248265080172195*s45);
        __stcs(c + col + 105*(long long)ldc, 1.1248265080172195*s33 - 1.4706702312807163*s37 - 0.3844143922232086*s41 + 2.592410982442434*s45);
        __stcs(c + col + 109*(long long)ldc, -0.5806281691622633*s33 + 0.6162310439495313*s37 - 1.4202404679035876*s41 - 3.3320002363522807*s45);
        const double s38 = staged[1216 + tx];
        const double s42 = staged[1344 + tx];
        const double s46 = staged[1472 + tx];
        __stcs(c + col + 98*(long long)ldc, 3.3320002363522807*s34 + 1.4202404679035876*s38 - 0.6162310439495313*s42 + 0.5806281691622633*s46);
        __stcs(c + col + 102*(long long)ldc, -2.592410982442434*s34 + 0.3844143922232086*s38 + 1.4706702312807163*s42 - 1.1248265080172195*s46);
        __stcs(c + col + 106*(long long)ldc, 1.1248265080172195*s34 - 1.4706702312807163*s38 - 0.3844143922232086*s42 + 2.592410982442434*s46);
        __stcs(c + col + 110*(long long)ldc, -0.5806281691622633*s34 + 0.6162310439495313*s38 - 1.4202404679035876*s42 - 3.3320002363522807*s46);
      }
    }
    else if (ty == 5) {
      {
        const double s35 = staged[1120 + tx];
        const double s39 = staged[1248 + tx];
        const double s43 = staged[1376 + tx];
        const double s47 = staged[1504 + tx];
        __stcs(c + col + 99*(long long)ldc, 3.3320002363522807*s35 + 1.4202404679035876*s39 - 0.6162310439495313*s43 + 0.5806281691622633*s47);
        __stcs(c + col + 103*(long long)ldc, -2.592410982442434*s35 + 0.3844143922232086*s39 + 1.4706702312807163*s43 - 1.1248265080172195*s47);
        __stcs(c + col + 107*(long long)ldc, 1.1248265080172195*s35 - 1.4706702312807163*s39 - 0.3844143922232086*s43 + 2.592410982442434*s47);
        __stcs(c + col + 111*(long long)ldc, -0.5806281691622633*s35 + 0.6162310439495313*s39 - 1.4202404679035876*s43 - 3.3320002363522807*s47);
        const double s36 = staged[1152 + tx];
        const double s37 = staged[1184 + tx];
        const double s38 = staged[1216 + tx];
        __stcs(c + col + 36*(long long)ldc, 3.3320002363522807*s36 + 1.4202404679035876*s37 - 0.6162310439495313*s38 + 0.5806281691622633*s39);
        __stcs(c + col + 37*(long long)ldc, -2.592410982442434*s36 + 0.3844143922232086*s37 + 1.4706702312807163*s38 - 1.1248265080172195*s39);
        __stcs(c + col + 38*(long long)ldc, 1.1248265080172195*s36 - 1.4706702312807163*s37 - 0.3844143922232086*s38 + 2.592410982442434*s39);
        __stcs(c + col + 39*(long long)ldc, -0.5806281691622633*s36 + 0.6162310439495313*s37 - 1.4202404679035876*s38 - 3.3320002363522807*s39);
        const double s40 = staged[1280 + tx];
        const double s41 = staged[1312 + tx];
        const double s42 = staged[1344 + tx];
        __stcs(c + col + 40*(long long)ldc, 3.3320002363522807*s40 + 1.4202404679035876*s41 - 0.6162310439495313*s42 + 0.5806281691622633*s43);
        __stcs(c + col + 41*(long long)ldc, -2.592410982442434*s40 + 0.3844143922232086*s41 + 1.4706702312807163*s42 - 1.1248265080172195*s43);
        __stcs(c + col + 42*(long long)ldc, 1.1248265080172195*s40 - 1.4706702312807163*s41 - 0.3844143922232086*s42 + 2.592410982442434*s43);
        __stcs(c + col + 43*(long long)ldc, -0.5806281691622633*s40 + 0.6162310439495313*s41 - 1.4202404679035876*s42 - 3.3320002363522807*s43);
        const double s44 = staged[1408 + tx];
        const double s45 = staged[1440 + tx];
        const double s46 = staged[1472 + tx];
        __stcs(c + col + 44*(long long)ldc, 3.3320002363522807*s44 + 1.4202404679035876*s45 - 0.6162310439495313*s46 + 0.5806281691622633*s47);
        __stcs(c + col + 45*(long long)ldc, -2.592410982442434*s44 + 0.3844143922232086*s45 + 1.4706702312807163*s46 - 1.1248265080172195*s47);
        __stcs(c + col + 46*(long long)ldc, 1.1248265080172195*s44 - 1.4706702312807163*s45 - 0.3844143922232086*s46 + 2.592410982442434*s47);
        __stcs(c + col + 47*(long long)ldc, -0.5806281691622633*s44 + 0.6162310439495313*s45 - 1.4202404679035876*s46 - 3.3320002363522807*s47);
      }
    }
    else if (ty == 6) {
      {
        const double s48 = staged[1536 + tx];
        const double s49 = staged[1568 + tx];
        const double s50 = staged[1600 + tx];
        const double s51 = staged[1632 + tx];
        __stcs(c + col + 48*(long long)ldc, 3.3320002363522807*s48 + 1.4202404679035876*s49 - 0.6162310439495313*s50 + 0.5806281691622633*s51);
        __stcs(c + col + 49*(long long)ldc, -2.592410982442434*s48 + 0.3844143922232086*s49 + 1.4706702312807163*s50 - 1.1248265080172195*s51);
        __stcs(c + col + 50*(long long)ldc, 1.1248265080172195*s48 - 1.4706702312807163*s49 - 0.3844143922232086*s50 + 2.592410982442434*s51);
        __stcs(c + col + 51*(long long)ldc, -0.5806281691622633*s48 + 0.6162310439495313*s49 - 1.4202404679035876*s50 - 3.3320002363522807*s51);
        const double s52 = staged[1664 + tx];
        const double s56 = staged[1792 + tx];
        const double s60 = staged[1920 + tx];
        __stcs(c + col + 112*(long long)ldc, 3.3320002363522807*s48 + 1.4202404679035876*s52 - 0.6162310439495313*s56 + 0.5806281691622633*s60);
        __stcs(c + col + 116*(long long)ldc, -2.592410982442434*s48 + 0.3844143922232086*s52 + 1.4706702312807163*s56 - 1.1248265080172195*s60);
        __stcs(c + col + 120*(long long)ldc, 1.1248265080172195*s48 - 1.4706702312807163*s52 - 0.3844143922232086*s56 + 2.592410982442434*s60);
        __stcs(c + col + 124*(long long)ldc, -0.5806281691622633*s48 + 0.6162310439495313*s52 - 1.4202404679035876*s56 - 3.3320002363522807*s60);
        const double s53 = staged[1696 + tx];
        const double s57 = staged[1824 + tx];
        const double s61 = staged[1952 + tx];
        __stcs(c + col + 113*(long long)ldc, 3.3320002363522807*s49 + 1.4202404679035876*s53 - 0.6162310439495313*s57 + 0.5806281691622633*s61);
        __stcs(c + col + 117*(long long)ldc, -2.592410982442434*s49 + 0.3844143922232086*s53 + 1.4706702312807163*s57 - 1.1248265080172195*s61);
        __stcs(c + col + 121*(long long)ldc, 1.1248265080172195*s49 - 1.4706702312807163*s53 - 0.3844143922232086*s57 + 2.592410982442434*s61);
        __stcs(c + col + 125*(long long)ldc, -0.5806281691622633*s49 + 0.6162310439495313*s53 - 1.4202404679035876*s57 - 3.3320002363522807*s61);
        const double s54 = staged[1728 + tx];
        const double s58 = staged[1856 + tx];
        const double s62 = staged[1984 + tx];
        __stcs(c + col + 114*(long long)ldc, 3.3320002363522807*s50 + 1.4202404679035876*s54 - 0.6162310439495313*s58 + 0.5806281691622633*s62);
        __stcs(c + col + 118*(long long)ldc, -2.592410982442434*s50 + 0.3844143922232086*s54 + 1.4706702312807163*s58 - 1.1248265080172195*s62);
        __stcs(c + col + 122*(long long)ldc, 1.1248265080172195*s50 - 1.4706702312807163*s54 - 0.3844143922232086*s58 + 2.592410982442434*s62);
        __stcs(c + col + 126*(long long)ldc, -0.5806281691622633*s50 + 0.6162310439495313*s54 - 1.4202404679035876*s58 - 3.3320002363522807*s62);
      }
    }
    else if (ty == 7) {
      {
        const double s51 = staged[1632 + tx];
        const double s55 = staged[1760 + tx];
        const double s59 = staged[1888 + tx];
        const double s63 = staged[2016 + tx];
        __stcs(c + col + 115*(long long)ldc, 3.3320002363522807*s51 + 1.4202404679035876*s55 - 0.6162310439495313*s59 + 0.5806281691622633*s63);
        __stcs(c + col + 119*(long long)ldc, -2.592410982442434*s51 + 0.3844143922232086*s55 + 1.4706702312807163*s59 - 1.1248265080172195*s63);
        __stcs(c + col + 123*(long long)ldc, 1.1248265080172195*s51 - 1.4706702312807163*s55 - 0.3844143922232086*s59 + 2.592410982442434*s63);
        __stcs(c + col + 127*(long long)ldc, -0.5806281691622633*s51 + 0.6162310439495313*s55 - 1.4202404679035876*s59 - 3.3320002363522807*s63);
        const double s52 = staged[1664 + tx];
        const double s53 = staged[1696 + tx];
        const double s54 = staged[1728 + tx];
        __stcs(c + col + 52*(long long)ldc, 3.3320002363522807*s52 + 1.4202404679035876*s53 - 0.6162310439495313*s54 + 0.5806281691622633*s55);
        __stcs(c + col + 53*(long long)ldc, -2.592410982442434*s52 + 0.3844143922232086*s53 + 1.4706702312807163*s54 - 1.1248265080172195*s55);
        __stcs(c + col + 54*(long long)ldc, 1.1248265080172195*s52 - 1.4706702312807163*s53 - 0.3844143922232086*s54 + 2.592410982442434*s55);
        __stcs(c + col + 55*(long long)ldc, -0.5806281691622633*s52 + 0.6162310439495313*s53 - 1.4202404679035876*s54 - 3.3320002363522807*s55);
        const double s56 = staged[1792 + tx];
        const double s57 = staged[1824 + tx];
        const double s58 = staged[1856 + tx];
        __stcs(c + col + 56*(long long)ldc, 3.3320002363522807*s56 + 1.4202404679035876*s57 - 0.6162310439495313*s58 + 0.5806281691622633*s59);
        __stcs(c + col + 57*(long long)ldc, -2.592410982442434*s56 + 0.3844143922232086*s57 + 1.4706702312807163*s58 - 1.1248265080172195*s59);
        __stcs(c + col + 58*(long long)ldc, 1.1248265080172195*s56 - 1.4706702312807163*s57 - 0.3844143922232086*s58 + 2.592410982442434*s59);
        __stcs(c + col + 59*(long long)ldc, -0.5806281691622633*s56 + 0.6162310439495313*s57 - 1.4202404679035876*s58 - 3.3320002363522807*s59);
        const double s60 = staged[1920 + tx];
        const double s61 = staged[1952 + tx];
        const double s62 = staged[1984 + tx];
        __stcs(c + col + 60*(long long)ldc, 3.3320002363522807*s60 + 1.4202404679035876*s61 - 0.6162310439495313*s62 + 0.5806281691622633*s63);
        __stcs(c + col + 61*(long long)ldc, -2.592410982442434*s60 + 0.3844143922232086*s61 + 1.4706702312807163*s62 - 1.1248265080172195*s63);
        __stcs(c + col + 62*(long long)ldc, 1.1248265080172195*s60 - 1.4706702312807163*s61 - 0.3844143922232086*s62 + 2.592410982442434*s63);
        __stcs(c + col + 63*(long long)ldc, -0.5806281691622633*s60 + 0.6162310439495313*s61 - 1.4202404679035876*s62 - 3.3320002363522807*s63);
      }
    }
  }
}
