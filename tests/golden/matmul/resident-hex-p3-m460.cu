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

__constant__ double gimmik_a[8] = {0.3844143922232086, 0.5806281691622633, 0.6162310439495313, 1.1248265080172195, 1.4202404679035876, 1.4706702312807163, 2.592410982442434, 3.3320002363522807};

extern "C" __global__ void __launch_bounds__(128)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  extern __shared__ __align__(16) double smem[];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const long long col = (long long)blockIdx.x*32 + tx;
  const long long load_col = col < n ? col : n - 1;
  volatile double* const staged = smem;
  if (ty == 0) {
    gimmik_copy8(&smem[0 + tx], b + load_col, 8);
    gimmik_copy8(&smem[128 + tx], b + load_col + 4*(long long)ldb, 8);
    gimmik_copy8(&smem[256 + tx], b + load_col + 8*(long long)ldb, 8);
    gimmik_copy8(&smem[384 + tx], b + load_col + 12*(long long)ldb, 8);
    gimmik_copy8(&smem[512 + tx], b + load_col + 16*(long long)ldb, 8);
    gimmik_copy8(&smem[640 + tx], b + load_col + 20*(long long)ldb, 8);
    gimmik_copy8(&smem[768 + tx], b + load_col + 24*(long long)ldb, 8);
    gimmik_copy8(&smem[896 + tx], b + load_col + 28*(long long)ldb, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1024 + tx], b + load_col + 32*(long long)ldb, 8);
    gimmik_copy8(&smem[1152 + tx], b + load_col + 36*(long long)ldb, 8);
    gimmik_copy8(&smem[1280 + tx], b + load_col + 40*(long long)ldb, 8);
    gimmik_copy8(&smem[1408 + tx], b + load_col + 44*(long long)ldb, 8);
    gimmik_copy8(&smem[1536 + tx], b + load_col + 48*(long long)ldb, 8);
    gimmik_copy8(&smem[1664 + tx], b + load_col + 52*(long long)ldb, 8);
    gimmik_copy8(&smem[1792 + tx], b + load_col + 56*(long long)ldb, 8);
    gimmik_copy8(&smem[1920 + tx], b + load_col + 60*(long long)ldb, 8);
    gimmik_commit();
  }
  else if (ty == 1) {
    gimmik_copy8(&smem[32 + tx], b + load_col + (long long)ldb, 8);
    gimmik_copy8(&smem[160 + tx], b + load_col + 5*(long long)ldb, 8);
    gimmik_copy8(&smem[288 + tx], b + load_col + 9*(long long)ldb, 8);
    gimmik_copy8(&smem[416 + tx], b + load_col + 13*(long long)ldb, 8);
    gimmik_copy8(&smem[544 + tx], b + load_col + 17*(long long)ldb, 8);
    gimmik_copy8(&smem[672 + tx], b + load_col + 21*(long long)ldb, 8);
    gimmik_copy8(&smem[800 + tx], b + load_col + 25*(long long)ldb, 8);
    gimmik_copy8(&smem[928 + tx], b + load_col + 29*(long long)ldb, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1056 + tx], b + load_col + 33*(long long)ldb, 8);
    gimmik_copy8(&smem[1184 + tx], b + load_col + 37*(long long)ldb, 8);
    gimmik_copy8(&smem[1312 + tx], b + load_col + 41*(long long)ldb, 8);
    gimmik_copy8(&smem[1440 + tx], b + load_col + 45*(long long)ldb, 8);
    gimmik_copy8(&smem[1568 + tx], b + load_col + 49*(long long)ldb, 8);
    gimmik_copy8(&smem[1696 + tx], b + load_col + 53*(long long)ldb, 8);
    gimmik_copy8(&smem[1824 + tx], b + load_col + 57*(long long)ldb, 8);
    gimmik_copy8(&smem[1952 + tx], b + load_col + 61*(long long)ldb, 8);
    gimmik_commit();
  }
  else if (ty == 2) {
    gimmik_copy8(&smem[64 + tx], b + load_col + 2*(long long)ldb, 8);
    gimmik_copy8(&smem[192 + tx], b + load_col + 6*(long long)ldb, 8);
    gimmik_copy8(&smem[320 + tx], b + load_col + 10*(long long)ldb, 8);
    gimmik_copy8(&smem[448 + tx], b + load_col + 14*(long long)ldb, 8);
    gimmik_copy8(&smem[576 + tx], b + load_col + 18*(long long)ldb, 8);
    gimmik_copy8(&smem[704 + tx], b + load_col + 22*(long long)ldb, 8);
    gimmik_copy8(&smem[832 + tx], b + load_col + 26*(long long)ldb, 8);
    gimmik_copy8(&smem[960 + tx], b + load_col + 30*(long long)ldb, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1088 + tx], b + load_col + 34*(long long)ldb, 8);
    gimmik_copy8(&smem[1216 + tx], b + load_col + 38*(long long)ldb, 8);
    gimmik_copy8(&smem[1344 + tx], b + load_col + 42*(long long)ldb, 8);
    gimmik_copy8(&smem[1472 + tx], b + load_col + 46*(long long)ldb, 8);
    gimmik_copy8(&smem[1600 + tx], b + load_col + 50*(long long)ldb, 8);
    gimmik_copy8(&smem[1728 + tx], b + load_col + 54*(long long)ldb, 8);
    gimmik_copy8(&smem[1856 + tx], b + load_col + 58*(long long)ldb, 8);
    gimmik_copy8(&smem[1984 + tx], b + load_col + 62*(long long)ldb, 8);
    gimmik_commit();
  }
  else if (ty == 3) {
    gimmik_copy8(&smem[96 + tx], b + load_col + 3*(long long)ldb, 8);
    gimmik_copy8(&smem[224 + tx], b + load_col + 7*(long long)ldb, 8);
    gimmik_copy8(&smem[352 + tx], b + load_col + 11*(long long)ldb, 8);
    gimmik_copy8(&smem[480 + tx], b + load_col + 15*(long long)ldb, 8);
    gimmik_copy8(&smem[608 + tx], b + load_col + 19*(long long)ldb, 8);
    gimmik_copy8(&smem[736 + tx], b + load_col + 23*(long long)ldb, 8);
    gimmik_copy8(&smem[864 + tx], b + load_col + 27*(long long)ldb, 8);
    gimmik_copy8(&smem[992 + tx], b + load_col + 31*(long long)ldb, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1120 + tx], b + load_col + 35*(long long)ldb, 8);
    gimmik_copy8(&smem[1248 + tx], b + load_col + 39*(long long)ldb, 8);
    gimmik_copy8(&smem[1376 + tx], b + load_col + 43*(long long)ldb, 8);
    gimmik_copy8(&smem[1504 + tx], b + load_col + 47*(long long)ldb, 8);
    gimmik_copy8(&smem[1632 + tx], b + load_col + 51*(long long)ldb, 8);
    gimmik_copy8(&smem[1760 + tx], b + load_col + 55*(long long)ldb, 8);
    gimmik_copy8(&smem[1888 + tx], b + load_col + 59*(long long)ldb, 8);
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
        __stcs(c + col, gimmik_a[7]*s0 + gimmik_a[4]*s1 - gimmik_a[2]*s2 + gimmik_a[1]*s3);
        __stcs(c + col + (long long)ldc, -gimmik_a[6]*s0 + gimmik_a[0]*s1 + gimmik_a[5]*s2 - gimmik_a[3]*s3);
        __stcs(c + col + 2*(long long)ldc, gimmik_a[3]*s0 - gimmik_a[5]*s1 - gimmik_a[0]*s2 + gimmik_a[6]*s3);
        __stcs(c + col + 3*(long long)ldc, -gimmik_a[1]*s0 + gimmik_a[2]*s1 - gimmik_a[4]*s2 - gimmik_a[7]*s3);
        const double s4 = staged[128 + tx];
        const double s8 = staged[256 + tx];
        const double s12 = staged[384 + tx];
        __stcs(c + col + 64*(long long)ldc, gimmik_a[7]*s0 + gimmik_a[4]*s4 - gimmik_a[2]*s8 + gimmik_a[1]*s12);
        __stcs(c + col + 68*(long long)ldc, -gimmik_a[6]*s0 + gimmik_a[0]*s4 + gimmik_a[5]*s8 - gimmik_a[3]*s12);
        __stcs(c + col + 72*(long long)ldc, gimmik_a[3]*s0 - gimmik_a[5]*s4 - gimmik_a[0]*s8 + gimmik_a[6]*s12);
        __stcs(c + col + 76*(long long)ldc, -gimmik_a[1]*s0 + gimmik_a[2]*s4 - gimmik_a[4]*s8 - gimmik_a[7]*s12);
        const double s5 = staged[160 + tx];
        const double s9 = staged[288 + tx];
        const double s13 = staged[416 + tx];
        __stcs(c + col + 65*(long long)ldc, gimmik_a[7]*s1 + gimmik_a[4]*s5 - gimmik_a[2]*s9 + gimmik_a[1]*s13);
        __stcs(c + col + 69*(long long)ldc, -gimmik_a[6]*s1 + gimmik_a[0]*s5 + gimmik_a[5]*s9 - gimmik_a[3]*s13);
        __stcs(c + col + 73*(long long)ldc, gimmik_a[3]*s1 - gimmik_a[5]*s5 - gimmik_a[0]*s9 + gimmik_a[6]*s13);
        __stcs(c + col + 77*(long long)ldc, -gimmik_a[1]*s1 + gimmik_a[2]*s5 - gimmik_a[4]*s9 - gimmik_a[7]*s13);
        const double s6 = staged[192 + tx];
        const double s10 = staged[320 + tx];
        const double s14 = staged[448 + tx];
        __stcs(c + col + 66*(long long)ldc, gimmik_a[7]*s2 + gimmik_a[4]*s6 - gimmik_a[2]*s10 + gimmik_a[1]*s14);
        __stcs(c + col + 70*(long long)ldc, -gimmik_a[6]*s2 + gimmik_a[0]*s6 + gimmik_a[5]*s10 - gimmik_a[3]*s14);
        __stcs(c + col + 74*(long long)ldc, gimmik_a[3]*s2 - gimmik_a[5]*s6 - gimmik_a[0]*s10 + gimmik_a[6]*s14);
        __stcs(c + col + 78*(long long)ldc, -gimmik_a[1]*s2 + gimmik_a[2]*s6 - gimmik_a[4]*s10 - gimmik_a[7]*s14);
      }
    }
    else if (ty == 1) {
      {
        const double s3 = staged[96 + tx];
        const double s7 = staged[224 + tx];
        const double s11 = staged[352 + tx];
        const double s15 = staged[480 + tx];
        __stcs(c + col + 67*(long long)ldc, gimmik_a[7]*s3 + gimmik_a[4]*s7 - gimmik_a[2]*s11 + gimmik_a[1]*s15);
        __stcs(c + col + 71*(long long)ldc, -gimmik_a[6]*s3 + gimmik_a[0]*s7 + gimmik_a[5]*s11 - gimmik_a[3]*s15);
        __stcs(c + col + 75*(long long)ldc, gimmik_a[3]*s3 - gimmik_a[5]*s7 - gimmik_a[0]*s11 + gimmik_a[6]*s15);
        __stcs(c + col + 79*(long long)ldc, -gimmik_a[1]*s3 + gimmik_a[2]*s7 - gimmik_a[4]*s11 - gimmik_a[7]*s15);
        const double s4 = staged[128 + tx];
        const double s5 = staged[160 + tx];
        const double s6 = staged[192 + tx];
        __stcs(c + col + 4*(long long)ldc, gimmik_a[7]*s4 + gimmik_a[4]*s5 - gimmik_a[2]*s6 + gimmik_a[1]*s7);
        __stcs(c + col + 5*(long long)ldc, -gimmik_a[6]*s4 + gimmik_a[0]*s5 + gimmik_a[5]*s6 - gimmik_a[3]*s7);
        __stcs(c + col + 6*(long long)ldc, gimmik_a[3]*s4 - gimmik_a[5]*s5 - gimmik_a[0]*s6 + gimmik_a[6]*s7);
        __stcs(c + col + 7*(long long)ldc, -gimmik_a[1]*s4 + gimmik_a[2]*s5 - gimmik_a[4]*s6 - gimmik_a[7]*s7);
        const double s8 = staged[256 + tx];
        const double s9 = staged[288 + tx];
        const double s10 = staged[320 + tx];
        __stcs(c + col + 8*(long long)ldc, gimmik_a[7]*s8 + gimmik_a[4]*s9 - gimmik_a[2]*s10 + gimmik_a[1]*s11);
        __stcs(c + col + 9*(long long)ldc, -gimmik_a[6]*s8 + gimmik_a[0]*s9 + gimmik_a[5]*s10 - gimmik_a[3]*s11);
        __stcs(c + col + 10*(long long)ldc, gimmik_a[3]*s8 - gimmik_a[5]*s9 - gimmik_a[0]*s10 + gimmik_a[6]*s11);
        __stcs(c + col + 11*(long long)ldc, -gimmik_a[1]*s8 + gimmik_a[2]*s9 - gimmik_a[4]*s10 - gimmik_a[7]*s11);
        const double s12 = staged[384 + tx];
        const double s13 = staged[416 + tx];
        const double s14 = staged[448 + tx];
        __stcs(c + col + 12*(long long)ldc, gimmik_a[7]*s12 + gimmik_a[4]*s13 - gimmik_a[2]*s14 + gimmik_a[1]*s15);
        __stcs(c + col + 13*(long long)ldc, -gimmik_a[6]*s12 + gimmik_a[0]*s13 + gimmik_a[5]*s14 - gimmik_a[3]*s15);
        __stcs(c + col + 14*(long long)ldc, gimmik_a[3]*s12 - gimmik_a[5]*s13 - gimmik_a[0]*s14 + gimmik_a[6]*s15);
        __stcs(c + col + 15*(long long)ldc, -gimmik_a[1]*s12 + gimmik_a[2]*s13 - gimmik_a[4]*s14 - gimmik_a[7]*s15);
      }
    }
    else if (ty == 2) {
      {
        const double s16 = staged[512 + tx];
        const double s17 = staged[544 + tx];
        const double s18 = staged[576 + tx];
        const double s19 = staged[608 + tx];
        __stcs(c + col + 16*(long long)ldc, gimmik_a[7]*s16 + gimmik_a[4]*s17 - gimmik_a[2]*s18 + gimmik_a[1]*s19);
        __stcs(c + col + 17*(long long)ldc, -gimmik_a[6]*s16 + gimmik_a[0]*s17 + gimmik_a[5]*s18 - gimmik_a[3]*s19);
        __stcs(c + col + 18*(long long)ldc, gimmik_a[3]*s16 - gimmik_a[5]*s17 - gimmik_a[0]*s18 + gimmik_a[6]*s19);
        __stcs(c + col + 19*(long long)ldc, -gimmik_a[1]*s16 + gimmik_a[2]*s17 - gimmik_a[4]*s18 - gimmik_a[7]*s19);
        const double s20 = staged[640 + tx];
        const double s24 = staged[768 + tx];
        const double s28 = staged[896 + tx];
        __stcs(c + col + 80*(long long)ldc, gimmik_a[7]*s16 + gimmik_a[4]*s20 - gimmik_a[2]*s24 + gimmik_a[1]*s28);
        __stcs(c + col + 84*(long long)ldc, -gimmik_a[6]*s16 + gimmik_a[0]*s20 + gimmik_a[5]*s24 - gimmik_a[3]*s28);
        __stcs(c + col + 88*(long long)ldc, gimmik_a[3]*s16 - gimmik_a[5]*s20 - gimmik_a[0]*s24 + gimmik_a[6]*s28);
        __stcs(c + col + 92*(long long)ldc, -gimmik_a[1]*s16 + gimmik_a[2]*s20 - gimmik_a[4]*s24 - gimmik_a[7]*s28);
        const double s21 = staged[672 + tx];
        const double s25 = staged[800 + tx];
        const double s29 = staged[928 + tx];
        __stcs(c + col + 81*(long long)ldc, gimmik_a[7]*s17 + gimmik_a[4]*s21 - gimmik_a[2]*s25 + gimmik_a[1]*s29);
        __stcs(c + col + 85*(long long)ldc, -gimmik_a[6]*s17 + gimmik_a[0]*s21 + gimmik_a[5]*s25 - gimmik_a[3]*s29);
        __stcs(c + col + 89*(long long)ldc, gimmik_a[3]*s17 - gimmik_a[5]*s21 - gimmik_a[0]*s25 + gimmik_a[6]*s29);
        __stcs(c + col + 93*(long long)ldc, -gimmik_a[1]*s17 + gimmik_a[2]*s21 - gimmik_a[4]*s25 - gimmik_a[7]*s29);
        const double s22 = staged[704 + tx];
        const double s26 = staged[832 + tx];
        const double s30 = staged[960 + tx];
        __stcs(c + col + 82*(long long)ldc, gimmik_a[7]*s18 + gimmik_a[4]*s22 - gimmik_a[2]*s26 + gimmik_a[1]*s30);
        __stcs(c + col + 86*(long long)ldc, -gimmik_a[6]*s18 + gimmik_a[0]*s22 + gimmik_a[5]*s26 - gimmik_a[3]*s30);
        __stcs(c + col + 90*(long long)ldc, gimmik_a[3]*s18 - gimmik_a[5]*s22 - gimmik_a[0]*s26 + gimmik_a[6]*s30);
        __stcs(c + col + 94*(long long)ldc, -gimmik_a[1]*s18 + gimmik_a[2]*s22 - gimmik_a[4]*s26 - gimmik_a[7]*s30);
      }
    }
    else if (ty == 3) {
      {
        const double s19 = staged[608 + tx];
        const double s23 = staged[736 + tx];
        const double s27 = staged[864 + tx];
        const double s31 = staged[992 + tx];
        __stcs(c + col + 83*(long long)ldc, gimmik_a[7]*s19 + gimmik_a[4]*s23 - gimmik_a[2]*s27 + gimmik_a[1]*s31);
        __stcs(c + col + 87*(long long)ldc, -gimmik_a[6]*s19 + gimmik_a[0]*s23 + gimmik_a[5]*s27 - gimmik_a[3]*s31);
        __stcs(c + col + 91*(long long)ldc, gimmik_a[3]*s19 - gimmik_a[5]*s23 - gimmik_a[0]*s27 + gimmik_a[6]*s31);
        __stcs(c + col + 95*(long long)ldc, -gimmik_a[1]*s19 + gimmik_a[2]*s23 - gimmik_a[4]*s27 - gimmik_a[7]*s31);
        const double s20 = staged[640 + tx];
        const double s21 = staged[672 + tx];
        const double s22 = staged[704 + tx];
        __stcs(c + col + 20*(long long)ldc, gimmik_a[7]*s20 + gimmik_a[4]*s21 - gimmik_a[2]*s22 + gimmik_a[1]*s23);
        __stcs(c + col + 21*(long long)ldc, -gimmik_a[6]*s20 + gimmik_a[0]*s21 + gimmik_a[5]*s22 - gimmik_a[3]*s23);
        __stcs(c + col + 22*(long long)ldc, gimmik_a[3]*s20 - gimmik_a[5]*s21 - gimmik_a[0]*s22 + gimmik_a[6]*s23);
        __stcs(c + col + 23*(long long)ldc, -gimmik_a[1]*s20 + gimmik_a[2]*s21 - gimmik_a[4]*s22 - gimmik_a[7]*s23);
        const double s24 = staged[768 + tx];
        const double s25 = staged[800 + tx];
        const double s26 = staged[832 + tx];
        __stcs(c + col + 24*(long long)ldc, gimmik_a[7]*s24 + gimmik_a[4]*s25 - gimmik_a[2]*s26 + gimmik_a[1]*s27);
        __stcs(c + col + 25*(long long)ldc, -gimmik_a[6]*s24 + gimmik_a[0]*s25 + gimmik_a[5]*s26 - gimmik_a[3]*s27);
        __stcs(c + col + 26*(long long)ldc, gimmik_a[3]*s24 - gimmik_a[5]*s25 - gimmik_a[0]*s26 + gimmik_a[6]*s27);
        __stcs(c + col + 27*(long long)ldc, -gimmik_a[1]*s24 + gimmik_a[2]*s25 - gimmik_a[4]*s26 - gimmik_a[7]*s27);
        const double s28 = staged[896 + tx];
        const double s29 = staged[928 + tx];
        const double s30 = staged[960 + tx];
        __stcs(c + col + 28*(long long)ldc, gimmik_a[7]*s28 + gimmik_a[4]*s29 - gimmik_a[2]*s30 + gimmik_a[1]*s31);
        __stcs(c + col + 29*(long long)ldc, -gimmik_a[6]*s28 + gimmik_a[0]*s29 + gimmik_a[5]*s30 - gimmik_a[3]*s31);
        __stcs(c + col + 30*(long long)ldc, gimmik_a[3]*s28 - gimmik_a[5]*s29 - gimmik_a[0]*s30 + gimmik_a[6]*s31);
        __stcs(c + col + 31*(long long)ldc, -gimmik_a[1]*s28 + gimmik_a[2]*s29 - gimmik_a[4]*s30 - gimmik_a[7]*s31);
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
        __stcs(c + col + 128*(long long)ldc, gimmik_a[7]*s0 + gimmik_a[4]*s16 - gimmik_a[2]*s32 + gimmik_a[1]*s48);
        __stcs(c + col + 144*(long long)ldc, -gimmik_a[6]*s0 + gimmik_a[0]*s16 + gimmik_a[5]*s32 - gimmik_a[3]*s48);
        __stcs(c + col + 160*(long long)ldc, gimmik_a[3]*s0 - gimmik_a[5]*s16 - gimmik_a[0]*s32 + gimmik_a[6]*s48);
        __stcs(c + col + 176*(long long)ldc, -gimmik_a[1]*s0 + gimmik_a[2]*s16 - gimmik_a[4]*s32 - gimmik_a[7]*s48);
        const double s1 = staged[32 + tx];
        const double s17 = staged[544 + tx];
        const double s33 = staged[1056 + tx];
        const double s49 = staged[1568 + tx];
        __stcs(c + col + 129*(long long)ldc, gimmik_a[7]*s1 + gimmik_a[4]*s17 - gimmik_a[2]*s33 + gimmik_a[1]*s49);
        __stcs(c + col + 145*(long long)ldc, -gimmik_a[6]*s1 + gimmik_a[0]*s17 + gimmik_a[5]*s33 - gimmik_a[3]*s49);
        __stcs(c + col + 161*(long long)ldc, gimmik_a[3]*s1 - gimmik_a[5]*s17 - gimmik_a[0]*s33 + gimmik_a[6]*s49);
        __stcs(c + col + 177*(long long)ldc, -gimmik_a[1]*s1 + gimmik_a[2]*s17 - gimmik_a[4]*s33 - gimmik_a[7]*s49);
        const double s2 = staged[64 + tx];
        const double s18 = staged[576 + tx];
        const double s34 = staged[1088 + tx];
        const double s50 = staged[1600 + tx];
        __stcs(c + col + 130*(long long)ldc, gimmik_a[7]*s2 + gimmik_a[4]*s18 - gimmik_a[2]*s34 + gimmik_a[1]*s50);
        __stcs(c + col + 146*(long long)ldc, -gimmik_a[6]*s2 + gimmik_a[0]*s18 + gimmik_a[5]*s34 - gimmik_a[3]*s50);
        __stcs(c + col + 162*(long long)ldc, gimmik_a[3]*s2 - gimmik_a[5]*s18 - gimmik_a[0]*s34 + gimmik_a[6]*s50);
        __stcs(c + col + 178*(long long)ldc, -gimmik_a[1]*s2 + gimmik_a[2]*s18 - gimmik_a[4]*s34 - gimmik_a[7]*s50);
        const double s3 = staged[96 + tx];
        const double s19 = staged[608 + tx];
        const double s35 = staged[1120 + tx];
        const double s51 = staged[1632 + tx];
        __stcs(c + col + 131*(long long)ldc, gimmik_a[7]*s3 + gimmik_a[4]*s19 - gimmik_a[2]*s35 + gimmik_a[1]*s51);
        __stcs(c + col + 147*(long long)ldc, -gimmik_a[6]*s3 + gimmik_a[0]*s19 + gimmik_a[5]*s35 - gimmik_a[3]*s51);
        __stcs(c + col + 163*(long long)ldc, gimmik_a[3]*s3 - gimmik_a[5]*s19 - gimmik_a[0]*s35 + gimmik_a[6]*s51);
        __stcs(c + col + 179*(long long)ldc, -gimmik_a[1]*s3 + gimmik_a[2]*s19 - gimmik_a[4]*s35 - gimmik_a[7]*s51);
      }
      {
        const double s4 = staged[128 + tx];
        const double s20 = staged[640 + tx];
        const double s36 = staged[1152 + tx];
        const double s52 = staged[1664 + tx];
        __stcs(c + col + 132*(long long)ldc, gimmik_a[7]*s4 + gimmik_a[4]*s20 - gimmik_a[2]*s36 + gimmik_a[1]*s52);
        __stcs(c + col + 148*(long long)ldc, -gimmik_a[6]*s4 + gimmik_a[0]*s20 + gimmik_a[5]*s36 - gimmik_a[3]*s52);
        __stcs(c + col + 164*(long long)ldc, gimmik_a[3]*s4 - gimmik_a[5]*s20 - gimmik_a[0]*s36 + gimmik_a[6]*s52);
        __stcs(c + col + 180*(long long)ldc, -gimmik_a[1]*s4 + gimmik_a[2]*s20 - gimmik_a[4]*s36 - gimmik_a[7]*s52);
        const double s5 = staged[160 + tx];
        const double s21 = staged[672 + tx];
        const double s37 = staged[1184 + tx];
        const double s53 = staged[1696 + tx];
        __stcs(c + col + 133*(long long)ldc, gimmik_a[7]*s5 + gimmik_a[4]*s21 - gimmik_a[2]*s37 + gimmik_a[1]*s53);
        __stcs(c + col + 149*(long long)ldc, -gimmik_a[6]*s5 + gimmik_a[0]*s21 + gimmik_a[5]*s37 - gimmik_a[3]*s53);
        __stcs(c + col + 165*(long long)ldc, gimmik_a[3]*s5 - gimmik_a[5]*s21 - gimmik_a[0]*s37 + gimmik_a[6]*s53);
        __stcs(c + col + 181*(long long)ldc, -gimmik_a[1]*s5 + gimmik_a[2]*s21 - gimmik_a[4]*s37 - gimmik_a[7]*s53);
        const double s6 = staged[192 + tx];
        const double s22 = staged[704 + tx];
        const double s38 = staged[1216 + tx];
        const double s54 = staged[1728 + tx];
        __stcs(c + col + 134*(long long)ldc, gimmik_a[7]*s6 + gimmik_a[4]*s22 - gimmik_a[2]*s38 + gimmik_a[1]*s54);
        __stcs(c + col + 150*(long long)ldc, -gimmik_a[6]*s6 + gimmik_a[0]*s22 + gimmik_a[5]*s38 - gimmik_a[3]*s54);
        __stcs(c + col + 166*(long long)ldc, gimmik_a[3]*s6 - gimmik_a[5]*s22 - gimmik_a[0]*s38 + gimmik_a[6]*s54);
        __stcs(c + col + 182*(long long)ldc, -gimmik_a[1]*s6 + gimmik_a[2]*s22 - gimmik_a[4]*s38 - gimmik_a[7]*s54);
        const double s7 = staged[224 + tx];
        const double s23 = staged[736 + tx];
        const double s39 = staged[1248 + tx];
        const double s55 = staged[1760 + tx];
        __stcs(c + col + 135*(long long)ldc, gimmik_a[7]*s7 + gimmik_a[4]*s23 - gimmik_a[2]*s39 + gimmik_a[1]*s55);
        __stcs(c + col + 151*(long long)ldc, -gimmik_a[6]*s7 + gimmik_a[0]*s23 + gimmik_a[5]*s39 - gimmik_a[3]*s55);
        __stcs(c + col + 167*(long long)ldc, gimmik_a[3]*s7 - gimmik_a[5]*s23 - gimmik_a[0]*s39 + gimmik_a[6]*s55);
        __stcs(c + col + 183*(long long)ldc, -gimmik_a[1]*s7 + gimmik_a[2]*s23 - gimmik_a[4]*s39 - gimmik_a[7]*s55);
      }
    }
    else if (ty == 1) {
      {
        const double s8 = staged[256 + tx];
        const double s24 = staged[768 + tx];
        const double s40 = staged[1280 + tx];
        const double s56 = staged[1792 + tx];
        __stcs(c + col + 136*(long long)ldc, gimmik_a[7]*s8 + gimmik_a[4]*s24 - gimmik_a[2]*s40 + gimmik_a[1]*s56);
        __stcs(c + col + 152*(long long)ldc, -gimmik_a[6]*s8 + gimmik_a[0]*s24 + gimmik_a[5]*s40 - gimmik_a[3]*s56);
        __stcs(c + col + 168*(long long)ldc, gimmik_a[3]*s8 - gimmik_a[5]*s24 - gimmik_a[0]*s40 + gimmik_a[6]*s56);
        __stcs(c + col + 184*(long long)ldc, -gimmik_a[1]*s8 + gimmik_a[2]*s24 - gimmik_a[4]*s40 - gimmik_a[7]*s56);
        const double s9 = staged[288 + tx];
        const double s25 = staged[800 + tx];
        const double s41 = staged[1312 + tx];
        const double s57 = staged[1824 + tx];
        __stcs(c + col + 137*(long long)ldc, gimmik_a[7]*s9 + gimmik_a[4]*s25 - gimmik_a[2]*s41 + gimmik_a[1]*s57);
        __stcs(c + col + 153*(long long)ldc, -gimmik_a[6]*s9 + gimmik_a[0]*s25 + gimmik_a[5]*s41 - gimmik_a[3]*s57);
        __stcs(c + col + 169*(long long)ldc, gimmik_a[3]*s9 - gimmik_a[5]*s25 - gimmik_a[0]*s41 + gimmik_a[6]*s57);
        __stcs(c + col + 185*(long long)ldc, -gimmik_a[1]*s9 + gimmik_a[2]*s25 - gimmik_a[4]*s41 - gimmik_a[7]*s57);
        const double s10 = staged[320 + tx];
        const double s26 = staged[832 + tx];
        const double s42 = staged[1344 + tx];
        const double s58 = staged[1856 + tx];
        __stcs(c + col + 138*(long long)ldc, gimmik_a[7]*s10 + gimmik_a[4]*s26 - gimmik_a[2]*s42 + gimmik_a[1]*s58);
        __stcs(c + col + 154*(long long)ldc, -gimmik_a[6]*s10 + gimmik_a[0]*s26 + gimmik_a[5]*s42 - gimmik_a[3]*s58);
        __stcs(c + col + 170*(long long)ldc, gimmik_a[3]*s10 - gimmik_a[5]*s26 - gimmik_a[0]*s42 + gimmik_a[6]*s58);
        __stcs(c + col + 186*(long long)ldc, -gimmik_a[1]*s10 + gimmik_a[2]*s26 - gimmik_a[4]*s42 - gimmik_a[7]*s58);
        const double s11 = staged[352 + tx];
        const double s27 = staged[864 + tx];
        const double s43 = staged[1376 + tx];
        const double s59 = staged[1888 + tx];
        __stcs(c + col + 139*(long long)ldc, gimmik_a[7]*s11 + gimmik_a[4]*s27 - gimmik_a[2]*s43 + gimmik_a[1]*s59);
        __stcs(c + col + 155*(long long)ldc, -gimmik_a[6]*s11 + gimmik_a[0]*s27 + gimmik_a[5]*s43 - gimmik_a[3]*s59);
        __stcs(c + col + 171*(long long)ldc, gimmik_a[3]*s11 - gimmik_a[5]*s27 - gimmik_a[0]*s43 + gimmik_a[6]*s59);
        __stcs(c + col + 187*(long long)ldc, -gimmik_a[1]*s11 + gimmik_a[2]*s27 - gimmik_a[4]*s43 - gimmik_a[7]*s59);
      }
      {
        const double s12 = staged[384 + tx];
        const double s28 = staged[896 + tx];
        const double s44 = staged[1408 + tx];
        const double s60 = staged[1920 + tx];
        __stcs(c + col + 140*(long long)ldc, gimmik_a[7]*s12 + gimmik_a[4]*s28 - gimmik_a[2]*s44 + gimmik_a[1]*s60);
        __stcs(c + col + 156*(long long)ldc, -gimmik_a[6]*s12 + gimmik_a[0]*s28 + gimmik_a[5]*s44 - gimmik_a[3]*s60);
        __stcs(c + col + 172*(long long)ldc, gimmik_a[3]*s12 - gimmik_a[5]*s28 - gimmik_a[0]*s44 + gimmik_a[6]*s60);
        __stcs(c + col + 188*(long long)ldc, -gimmik_a[1]*s12 + gimmik_a[2]*s28 - gimmik_a[4]*s44 - gimmik_a[7]*s60);
        const double s13 = staged[416 + tx];
        const double s29 = staged[928 + tx];
        const double s45 = staged[1440 + tx];
        const double s61 = staged[1952 + tx];
        __stcs(c + col + 141*(long long)ldc, gimmik_a[7]*s13 + gimmik_a[4]*s29 - gimmik_a[2]*s45 + gimmik_a[1]*s61);
        __stcs(c + col + 157*(long long)ldc, -gimmik_a[6]*s13 + gimmik_a[0]*s29 + gimmik_a[5]*s45 - gimmik_a[3]*s61);
        __stcs(c + col + 173*(long long)ldc, gimmik_a[3]*s13 - gimmik_a[5]*s29 - gimmik_a[0]*s45 + gimmik_a[6]*s61);
        __stcs(c + col + 189*(long long)ldc, -gimmik_a[1]*s13 + gimmik_a[2]*s29 - gimmik_a[4]*s45 - gimmik_a[7]*s61);
        const double s14 = staged[448 + tx];
        const double s30 = staged[960 + tx];
        const double s46 = staged[1472 + tx];
        const double s62 = staged[1984 + tx];
        __stcs(c + col + 142*(long long)ldc, gimmik_a[7]*s14 + gimmik_a[4]*s30 - gimmik_a[2]*s46 + gimmik_a[1]*s62);
        __stcs(c + col + 158*(long long)ldc, -gimmik_a[6]*s14 + gimmik_a[0]*s30 + gimmik_a[5]*s46 - gimmik_a[3]*s62);
        __stcs(c + col + 174*(long long)ldc, gimmik_a[3]*s14 - gimmik_a[5]*s30 - gimmik_a[0]*s46 + gimmik_a[6]*s62);
        __stcs(c + col + 190*(long long)ldc, -gimmik_a[1]*s14 + gimmik_a[2]*s30 - gimmik_a[4]*s46 - gimmik_a[7]*s62);
        const double s15 = staged[480 + tx];
        const double s31 = staged[992 + tx];
        const double s47 = staged[1504 + tx];
        const double s63 = staged[2016 + tx];
        __stcs(c + col + 143*(long long)ldc, gimmik_a[7]*s15 + gimmik_a[4]*s31 - gimmik_a[2]*s47 + gimmik_a[1]*s63);
        __stcs(c + col + 159*(long long)ldc, -gimmik_a[6]*s15 + gimmik_a[0]*s31 + gimmik_a[5]*s47 - gimmik_a[3]*s63);
        __stcs(c + col + 175*(long long)ldc, gimmik_a[3]*s15 - gimmik_a[5]*s31 - gimmik_a[0]*s47 + gimmik_a[6]*s63);
        __stcs(c + col + 191*(long long)ldc, -gimmik_a[1]*s15 + gimmik_a[2]*s31 - gimmik_a[4]*s47 - gimmik_a[7]*s63);
      }
    }
    else if (ty == 2) {
      {
        const double s32 = staged[1024 + tx];
        const double s33 = staged[1056 + tx];
        const double s34 = staged[1088 + tx];
        const double s35 = staged[1120 + tx];
        __stcs(c + col + 32*(long long)ldc, gimmik_a[7]*s32 + gimmik_a[4]*s33 - gimmik_a[2]*s34 + gimmik_a[1]*s35);
        __stcs(c + col + 33*(long long)ldc, -gimmik_a[6]*s32 + gimmik_a[0]*s33 + gimmik_a[5]*s34 - gimmik_a[3]*s35);
        __stcs(c + col + 34*(long long)ldc, gimmik_a[3]*s32 - gimmik_a[5]*s33 - gimmik_a[0]*s34 + gimmik_a[6]*s35);
        __stcs(c + col + 35*(long long)ldc, -gimmik_a[1]*s32 + gimmik_a[2]*s33 - gimmik_a[4]*s34 - gimmik_a[7]*s35);
        const double s36 = staged[1152 + tx];
        const double s40 = staged[1280 + tx];
        const double s44 = staged[1408 + tx];
        __stcs(c + col + 96*(long long)ldc, gimmik_a[7]*s32 + gimmik_a[4]*s36 - gimmik_a[2]*s40 + gimmik_a[1]*s44);
        __stcs(c + col + 100*(long long)ldc, -gimmik_a[6]*s32 + gimmik_a[0]*s36 + gimmik_a[5]*s40 - gimmik_a[3]*s44);
        __stcs(c + col + 104*(long long)ldc, gimmik_a[3]*s32 - gimmik_a[5]*s36 - gimmik_a[0]*s40 + gimmik_a[6]*s44);
        __stcs(c + col + 108*(long long)ldc, -gimmik_a[1]*s32 + gimmik_a[2]*s36 - gimmik_a[4]*s40 - gimmik_a[7]*s44);
        const double s37 = staged[1184 + tx];
        const double s41 = staged[1312 + tx];
        const double s45 = staged[1440 + tx];
        __stcs(c + col + 97*(long long)ldc, gimmik_a[7]*s33 + gimmik_a[4]*s37 - gimmik_a[2]*s41 + gimmik_a[1]*s45);
        __stcs(c + col + 101*(long long)ldc, -gimmik_a[6]*s33 + gimmik_a[0]*s37 + gimmik_a[5]*s41 - gimmik_a[3]*s45);
        __stcs(c + col + 105*(long long)ldc, gimmik_a[3]*s33 - gimmik_a[5]*s37 - gimmik_a[0]*s41 + gimmik_a[6]*s45);
        __stcs(c + col + 109*(long long)ldc, -gimmik_a[1]*s33 + gimmik_a[2]*s37 - gimmik_a[4]*s41 - gimmik_a[7]*s45);
        const double s38 = staged[1216 + tx];
        const double s42 = staged[1344 + tx];
        const double s46 = staged[1472 + tx];
        __stcs(c + col + 98*(long long)ldc, gimmik_a[7]*s34 + gimmik_a[4]*s38 - gimmik_a[2]*s42 + gimmik_a[1]*s46);
        __stcs(c + col + 102*(long long)ldc, -gimmik_a[6]*s34 + gimmik_a[0]*s38 + gimmik_a[5]*s42 - gimmik_a[3]*s46);
        __stcs(c + col + 106*(long long)ldc, gimmik_a[3]*s34 - gimmik_a[5]*s38 - gimmik_a[0]*s42 + gimmik_a[6]*s46);
        __stcs(c + col + 110*(long long)ldc, -gimmik_a[1]*s34 + gimmik_a[2]*s38 - gimmik_a[4]*s42 - gimmik_a[7]*s46);
        const double s39 = staged[1248 + tx];
        const double s43 = staged[1376 + tx];
        const double s47 = staged[1504 + tx];
        __stcs(c + col + 99*(long long)ldc, gimmik_a[7]*s35 + gimmik_a[4]*s39 - gimmik_a[2]*s43 + gimmik_a[1]*s47);
        __stcs(c + col + 103*(long long)ldc, -gimmik_a[6]*s35 + gimmik_a[0]*s39 + gimmik_a[5]*s43 - gimmik_a[3]*s47);
        __stcs(c + col + 107*(long long)ldc, gimmik_a[3]*s35 - gimmik_a[5]*s39 - gimmik_a[0]*s43 + gimmik_a[6]*s47);
        __stcs(c + col + 111*(long long)ldc, -gimmik_a[1]*s35 + gimmik_a[2]*s39 - gimmik_a[4]*s43 - gimmik_a[7]*s47);
        __stcs(c + col + 36*(long long)ldc, gimmik_a[7]*s36 + gimmik_a[4]*s37 - gimmik_a[2]*s38 + gimmik_a[1]*s39);
        __stcs(c + col + 37*(long long)ldc, -gimmik_a[6]*s36 + gimmik_a[0]*s37 + gimmik_a[5]*s38 - gimmik_a[3]*s39);
        __stcs(c + col + 38*(long long)ldc, gimmik_a[3]*s36 - gimmik_a[5]*s37 - gimmik_a[0]*s38 + gimmik_a[6]*s39);
        __stcs(c + col + 39*(long long)ldc, -gimmik_a[1]*s36 + gimmik_a[2]*s37 - gimmik_a[4]*s38 - gimmik_a[7]*s39);
        __stcs(c + col + 40*(long long)ldc, gimmik_a[7]*s40 + gimmik_a[4]*s41 - gimmik_a[2]*s42 + gimmik_a[1]*s43);
        __stcs(c + col + 41*(long long)ldc, -gimmik_a[6]*s40 + gimmik_a[0]*s41 + gimmik_a[5]*s42 - gimmik_a[3]*s43);
        __stcs(c + col + 42*(long long)ldc, gimmik_a[3]*s40 - gimmik_a[5]*s41 - gimmik_a[0]*s42 + gimmik_a[6]*s43);
        __stcs(c + col + 43*(long long)ldc, -gimmik_a[1]*s40 + gimmik_a[2]*s41 - gimmik_a[4]*s42 - gimmik_a[7]*s43);
        __stcs(c + col + 44*(long long)ldc, gimmik_a[7]*s44 + gimmik_a[4]*s45 - gimmik_a[2]*s46 + gimmik_a[1]*s47);
        __stcs(c + col + 45*(long long)ldc, -gimmik_a[6]*s44 + gimmik_a[0]*s45 + gimmik_a[5]*s46 - gimmik_a[3]*s47);
        __stcs(c + col + 46*(long long)ldc, gimmik_a[3]*s44 - gimmik_a[5]*s45 - gimmik_a[0]*s46 + gimmik_a[6]*s47);
        __stcs(c + col + 47*(long long)ldc, -gimmik_a[1]*s44 + gimmik_a[2]*s45 - gimmik_a[4]*s46 - gimmik_a[7]*s47);
      }
    }
    else if (ty == 3) {
      {
        const double s48 = staged[1536 + tx];
        const double s49 = staged[1568 + tx];
        const double s50 = staged[1600 + tx];
        const double s51 = staged[1632 + tx];
        __stcs(c + col + 48*(long long)ldc, gimmik_a[7]*s48 + gimmik_a[4]*s49 - gimmik_a[2]*s50 + gimmik_a[1]*s51);
        __stcs(c + col + 49*(long long)ldc, -gimmik_a[6]*s48 + gimmik_a[0]*s49 + gimmik_a[5]*s50 - gimmik_a[3]*s51);
        __stcs(c + col + 50*(long long)ldc, gimmik_a[3]*s48 - gimmik_a[5]*s49 - gimmik_a[0]*s50 + gimmik_a[6]*s51);
        __stcs(c + col + 51*(long long)ldc, -gimmik_a[1]*s48 + gimmik_a[2]*s49 - gimmik_a[4]*s50 - gimmik_a[7]*s51);
        const double s52 = staged[1664 + tx];
        const double s56 = staged[1792 + tx];
        const double s60 = staged[1920 + tx];
        __stcs(c + col + 112*(long long)ldc, gimmik_a[7]*s48 + gimmik_a[4]*s52 - gimmik_a[2]*s56 + gimmik_a[1]*s60);
        __stcs(c + col + 116*(long long)ldc, -gimmik_a[6]*s48 + gimmik_a[0]*s52 + gimmik_a[5]*s56 - gimmik_a[3]*s60);
        __stcs(c + col + 120*(long long)ldc, gimmik_a[3]*s48 - gimmik_a[5]*s52 - gimmik_a[0]*s56 + gimmik_a[6]*s60);
        __stcs(c + col + 124*(long long)ldc, -gimmik_a[1]*s48 + gimmik_a[2]*s52 - gimmik_a[4]*s56 - gimmik_a[7]*s60);
        const double s53 = staged[1696 + tx];
        const double s57 = staged[1824 + tx];
        const double s61 = staged[1952 + tx];
        __stcs(c + col + 113*(long long)ldc, gimmik_a[7]*s49 + gimmik_a[4]*s53 - gimmik_a[2]*s57 + gimmik_a[1]*s61);
        __stcs(c + col + 117*(long long)ldc, -gimmik_a[6]*s49 + gimmik_a[0]*s53 + gimmik_a[5]*s57 - gimmik_a[3]*s61);
        __stcs(c + col + 121*(long long)ldc, gimmik_a[3]*s49 - gimmik_a[5]*s53 - gimmik_a[0]*s57 + gimmik_a[6]*s61);
        __stcs(c + col + 125*(long long)ldc, -gimmik_a[1]*s49 + gimmik_a[2]*s53 - gimmik_a[4]*s57 - gimmik_a[7]*s61);
        const double s54 = staged[1728 + tx];
        const double s58 = staged[1856 + tx];
        const double s62 = staged[1984 + tx];
        __stcs(c + col + 114*(long long)ldc, gimmik_a[7]*s50 + gimmik_a[4]*s54 - gimmik_a[2]*s58 + gimmik_a[1]*s62);
        __stcs(c + col + 118*(long long)ldc, -gimmik_a[6]*s50 + gimmik_a[0]*s54 + gimmik_a[5]*s58 - gimmik_a[3]*s62);
        __stcs(c + col + 122*(long long)ldc, gimmik_a[3]*s50 - gimmik_a[5]*s54 - gimmik_a[0]*s58 + gimmik_a[6]*s62);
        __stcs(c + col + 126*(long long)ldc, -gimmik_a[1]*s50 + gimmik_a[2]*s54 - gimmik_a[4]*s58 - gimmik_a[7]*s62);
        const double s55 = staged[1760 + tx];
        const double s59 = staged[1888 + tx];
        const double s63 = staged[2016 + tx];
        __stcs(c + col + 115*(long long)ldc, gimmik_a[7]*s51 + gimmik_a[4]*s55 - gimmik_a[2]*s59 + gimmik_a[1]*s63);
        __stcs(c + col + 119*(long long)ldc, -gimmik_a[6]*s51 + gimmik_a[0]*s55 + gimmik_a[5]*s59 - gimmik_a[3]*s63);
        __stcs(c + col + 123*(long long)ldc, gimmik_a[3]*s51 - gimmik_a[5]*s55 - gimmik_a[0]*s59 + gimmik_a[6]*s63);
        __stcs(c + col + 127*(long long)ldc, -gimmik_a[1]*s51 + gimmik_a[2]*s55 - gimmik_a[4]*s59 - gimmik_a[7]*s63);
        __stcs(c + col + 52*(long long)ldc, gimmik_a[7]*s52 + gimmik_a[4]*s53 - gimmik_a[2]*s54 + gimmik_a[1]*s55);
        __stcs(c + col + 53*(long long)ldc, -gimmik_a[6]*s52 + gimmik_a[0]*s53 + gimmik_a[5]*s54 - gimmik_a[3]*s55);
        __stcs(c + col + 54*(long long)ldc, gimmik_a[3]*s52 - gimmik_a[5]*s53 - gimmik_a[0]*s54 + gimmik_a[6]*s55);
        __stcs(c + col + 55*(long long)ldc, -gimmik_a[1]*s52 + gimmik_a[2]*s53 - gimmik_a[4]*s54 - gimmik_a[7]*s55);
        __stcs(c + col + 56*(long long)ldc, gimmik_a[7]*s56 + gimmik_a[4]*s57 - gimmik_a[2]*s58 + gimmik_a[1]*s59);
        __stcs(c + col + 57*(long long)ldc, -gimmik_a[6]*s56 + gimmik_a[0]*s57 + gimmik_a[5]*s58 - gimmik_a[3]*s59);
        __stcs(c + col + 58*(long long)ldc, gimmik_a[3]*s56 - gimmik_a[5]*s57 - gimmik_a[0]*s58 + gimmik_a[6]*s59);
        __stcs(c + col + 59*(long long)ldc, -gimmik_a[1]*s56 + gimmik_a[2]*s57 - gimmik_a[4]*s58 - gimmik_a[7]*s59);
        __stcs(c + col + 60*(long long)ldc, gimmik_a[7]*s60 + gimmik_a[4]*s61 - gimmik_a[2]*s62 + gimmik_a[1]*s63);
        __stcs(c + col + 61*(long long)ldc, -gimmik_a[6]*s60 + gimmik_a[0]*s61 + gimmik_a[5]*s62 - gimmik_a[3]*s63);
        __stcs(c + col + 62*(long long)ldc, gimmik_a[3]*s60 - gimmik_a[5]*s61 - gimmik_a[0]*s62 + gimmik_a[6]*s63);
        __stcs(c + col + 63*(long long)ldc, -gimmik_a[1]*s60 + gimmik_a[2]*s61 - gimmik_a[4]*s62 - gimmik_a[7]*s63);
      }
    }
  }
}
