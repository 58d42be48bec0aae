// gimmikc: matmul resident for operators/pyfr/hex-gl-p2-m3.mtx (27 x 54, 162 nonzeros), f64, alpha 1.0, beta 0.5, n 1000, ldb 1024, ldc 1024
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

__constant__ double gimmik_a[3] = {0.3381049961377754, 0.7500000000000002, 2.661895003862226};

extern "C" __global__ void __launch_bounds__(96)
gimmik_matmul(const double* __restrict__ b, double* __restrict__ c)
{
  extern __shared__ __align__(16) double smem[];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int col = (int)blockIdx.x*32 + tx;
  const int load_col = col < 1000 ? col : 1000 - 1;
  volatile double* const staged = smem;
  if (ty == 0) {
    gimmik_copy8(&smem[0 + tx], b + load_col, 8);
    gimmik_copy8(&smem[96 + tx], b + load_col + 3072, 8);
    gimmik_commit();
    gimmik_copy8(&smem[160 + tx], b + load_col + 5120, 8);
    gimmik_copy8(&smem[256 + tx], b + load_col + 8192, 8);
    gimmik_commit();
    gimmik_copy8(&smem[320 + tx], b + load_col + 10240, 8);
    gimmik_copy8(&smem[416 + tx], b + load_col + 13312, 8);
    gimmik_commit();
    gimmik_copy8(&smem[480 + tx], b + load_col + 15360, 8);
    gimmik_copy8(&smem[576 + tx], b + load_col + 18432, 8);
    gimmik_commit();
    gimmik_copy8(&smem[640 + tx], b + load_col + 20480, 8);
    gimmik_copy8(&smem[736 + tx], b + load_col + 23552, 8);
    gimmik_commit();
    gimmik_copy8(&smem[800 + tx], b + load_col + 25600, 8);
    gimmik_copy8(&smem[896 + tx], b + load_col + 28672, 8);
    gimmik_commit();
    gimmik_copy8(&smem[960 + tx], b + load_col + 30720, 8);
    gimmik_copy8(&smem[1056 + tx], b + load_col + 33792, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1120 + tx], b + load_col + 35840, 8);
    gimmik_copy8(&smem[1216 + tx], b + load_col + 38912, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1280 + tx], b + load_col + 40960, 8);
    gimmik_copy8(&smem[1376 + tx], b + load_col + 44032, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1440 + tx], b + load_col + 46080, 8);
    gimmik_copy8(&smem[1536 + tx], b + load_col + 49152, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1600 + tx], b + load_col + 51200, 8);
    gimmik_copy8(&smem[1696 + tx], b + load_col + 54272, 8);
    gimmik_commit();
  }
  else if (ty == 1) {
    gimmik_copy8(&smem[32 + tx], b + load_col + 1024, 8);
    gimmik_copy8(&smem[128 + tx], b + load_col + 4096, 8);
    gimmik_commit();
    gimmik_copy8(&smem[192 + tx], b + load_col + 6144, 8);
    gimmik_copy8(&smem[288 + tx], b + load_col + 9216, 8);
    gimmik_commit();
    gimmik_copy8(&smem[352 + tx], b + load_col + 11264, 8);
    gimmik_copy8(&smem[448 + tx], b + load_col + 14336, 8);
    gimmik_commit();
    gimmik_copy8(&smem[512 + tx], b + load_col + 16384, 8);
    gimmik_copy8(&smem[608 + tx], b + load_col + 19456, 8);
    gimmik_commit();
    gimmik_copy8(&smem[672 + tx], b + load_col + 21504, 8);
    gimmik_copy8(&smem[768 + tx], b + load_col + 24576, 8);
    gimmik_commit();
    gimmik_copy8(&smem[832 + tx], b + load_col + 26624, 8);
    gimmik_copy8(&smem[928 + tx], b + load_col + 29696, 8);
    gimmik_commit();
    gimmik_copy8(&smem[992 + tx], b + load_col + 31744, 8);
    gimmik_copy8(&smem[1088 + tx], b + load_col + 34816, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1152 + tx], b + load_col + 36864, 8);
    gimmik_copy8(&smem[1248 + tx], b + load_col + 39936, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1312 + tx], b + load_col + 41984, 8);
    gimmik_copy8(&smem[1408 + tx], b + load_col + 45056, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1472 + tx], b + load_col + 47104, 8);
    gimmik_copy8(&smem[1568 + tx], b + load_col + 50176, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1632 + tx], b + load_col + 52224, 8);
    gimmik_commit();
  }
  else if (ty == 2) {
    gimmik_copy8(&smem[64 + tx], b + load_col + 2048, 8);
    gimmik_commit();
    gimmik_copy8(&smem[224 + tx], b + load_col + 7168, 8);
    gimmik_commit();
    gimmik_copy8(&smem[384 + tx], b + load_col + 12288, 8);
    gimmik_commit();
    gimmik_copy8(&smem[544 + tx], b + load_col + 17408, 8);
    gimmik_commit();
    gimmik_copy8(&smem[704 + tx], b + load_col + 22528, 8);
    gimmik_commit();
    gimmik_copy8(&smem[864 + tx], b + load_col + 27648, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1024 + tx], b + load_col + 32768, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1184 + tx], b + load_col + 37888, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1344 + tx], b + load_col + 43008, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1504 + tx], b + load_col + 48128, 8);
    gimmik_commit();
    gimmik_copy8(&smem[1664 + tx], b + load_col + 53248, 8);
    gimmik_commit();
  }
  double cold0 = 0.0, cold1 = 0.0, cold2 = 0.0, cold3 = 0.0, cold4 = 0.0, cold5 = 0.0, cold6 = 0.0, cold7 = 0.0;
  if (col < 1000) {
    if (ty == 0) {
      cold0 = __ldcs(c + col);
      cold1 = __ldcs(c + col + 9216);
      cold2 = __ldcs(c + col + 18432);
      cold3 = __ldcs(c + col + 1024);
      cold4 = __ldcs(c + col + 10240);
      cold5 = __ldcs(c + col + 5120);
      cold6 = __ldcs(c + col + 14336);
      cold7 = __ldcs(c + col + 23552);
    }
    else if (ty == 1) {
      cold0 = __ldcs(c + col + 19456);
      cold1 = __ldcs(c + col + 2048);
      cold2 = __ldcs(c + col + 11264);
      cold3 = __ldcs(c + col + 20480);
      cold4 = __ldcs(c + col + 3072);
      cold5 = __ldcs(c + col + 15360);
      cold6 = __ldcs(c + col + 24576);
      cold7 = __ldcs(c + col + 7168);
    }
    else if (ty == 2) {
      cold0 = __ldcs(c + col + 12288);
      cold1 = __ldcs(c + col + 21504);
      cold2 = __ldcs(c + col + 4096);
      cold3 = __ldcs(c + col + 13312);
      cold4 = __ldcs(c + col + 22528);
      cold5 = __ldcs(c + col + 25600);
      cold6 = __ldcs(c + col + 8192);
      cold7 = __ldcs(c + col + 17408);
    }
  }
  gimmik_wait<1>();
  __syncthreads();
  if (col < 1000) {
    if (ty == 0) {
      {
        const double s0 = staged[0 + tx];
        const double s9 = staged[288 + tx];
        const double s18 = staged[576 + tx];
        const double s27 = staged[864 + tx];
        const double s36 = staged[1152 + tx];
        const double s45 = staged[1440 + tx];
        __stcs(c + col, (gimmik_a[2]*s0 + gimmik_a[2]*s9 + gimmik_a[0]*s18 + gimmik_a[0]*s27 + gimmik_a[2]*s36 + gimmik_a[0]*s45) + 0.5*cold0);
        cold0 = __ldcs(c + col + 6144);
      }
      {
        const double s0 = staged[0 + tx];
        const double s12 = staged[384 + tx];
        const double s21 = staged[672 + tx];
        const double s30 = staged[960 + tx];
        const double s39 = staged[1248 + tx];
        const double s45 = staged[1440 + tx];
        __stcs(c + col + 9216, (-gimmik_a[1]*s0 + gimmik_a[2]*s12 + gimmik_a[0]*s21 + gimmik_a[0]*s30 + gimmik_a[2]*s39 - gimmik_a[1]*s45) + 0.5*cold1);
      }
      {
        const double s0 = staged[0 + tx];
        const double s15 = staged[480 + tx];
        const double s24 = staged[768 + tx];
        const double s33 = staged[1056 + tx];
        const double s42 = staged[1344 + tx];
        const double s45 = staged[1440 + tx];
        __stcs(c + col + 18432, (gimmik_a[0]*s0 + gimmik_a[2]*s15 + gimmik_a[0]*s24 + gimmik_a[0]*s33 + gimmik_a[2]*s42 + gimmik_a[2]*s45) + 0.5*cold2);
      }
      {
        const double s1 = staged[32 + tx];
        const double s10 = staged[320 + tx];
        const double s18 = staged[576 + tx];
        const double s28 = staged[896 + tx];
        const double s36 = staged[1152 + tx];
        const double s46 = staged[1472 + tx];
        __stcs(c + col + 1024, (gimmik_a[2]*s1 + gimmik_a[2]*s10 - gimmik_a[1]*s18 + gimmik_a[0]*s28 - gimmik_a[1]*s36 + gimmik_a[0]*s46) + 0.5*cold3);
      }
      {
        const double s1 = staged[32 + tx];
        const double s13 = staged[416 + tx];
        const double s21 = staged[672 + tx];
        const double s31 = staged[992 + tx];
        const double s39 = staged[1248 + tx];
        const double s46 = staged[1472 + tx];
        __stcs(c + col + 10240, (-gimmik_a[1]*s1 + gimmik_a[2]*s13 - gimmik_a[1]*s21 + gimmik_a[0]*s31 - gimmik_a[1]*s39 - gimmik_a[1]*s46) + 0.5*cold4);
      }
    }
    else if (ty == 1) {
      {
        const double s1 = staged[32 + tx];
        const double s16 = staged[512 + tx];
        const double s24 = staged[768 + tx];
        const double s34 = staged[1088 + tx];
        const double s42 = staged[1344 + tx];
        const double s46 = staged[1472 + tx];
        __stcs(c + col + 19456, (gimmik_a[0]*s1 + gimmik_a[2]*s16 - gimmik_a[1]*s24 + gimmik_a[0]*s34 - gimmik_a[1]*s42 + gimmik_a[2]*s46) + 0.5*cold0);
        cold0 = __ldcs(c + col + 16384);
      }
      {
        const double s2 = staged[64 + tx];
        const double s11 = staged[352 + tx];
        const double s18 = staged[576 + tx];
        const double s29 = staged[928 + tx];
        const double s36 = staged[1152 + tx];
        const double s47 = staged[1504 + tx];
        __stcs(c + col + 2048, (gimmik_a[2]*s2 + gimmik_a[2]*s11 + gimmik_a[2]*s18 + gimmik_a[0]*s29 + gimmik_a[0]*s36 + gimmik_a[0]*s47) + 0.5*cold1);
      }
      {
        const double s2 = staged[64 + tx];
        const double s14 = staged[448 + tx];
        const double s21 = staged[672 + tx];
        const double s32 = staged[1024 + tx];
        const double s39 = staged[1248 + tx];
        const double s47 = staged[1504 + tx];
        __stcs(c + col + 11264, (-gimmik_a[1]*s2 + gimmik_a[2]*s14 + gimmik_a[2]*s21 + gimmik_a[0]*s32 + gimmik_a[0]*s39 - gimmik_a[1]*s47) + 0.5*cold2);
      }
      {
        const double s2 = staged[64 + tx];
        const double s17 = staged[544 + tx];
        const double s24 = staged[768 + tx];
        const double s35 = staged[1120 + tx];
        const double s42 = staged[1344 + tx];
        const double s47 = staged[1504 + tx];
        __stcs(c + col + 20480, (gimmik_a[0]*s2 + gimmik_a[2]*s17 + gimmik_a[2]*s24 + gimmik_a[0]*s35 + gimmik_a[0]*s42 + gimmik_a[2]*s47) + 0.5*cold3);
      }
      {
        const double s3 = staged[96 + tx];
        const double s9 = staged[288 + tx];
        const double s19 = staged[608 + tx];
        const double s27 = staged[864 + tx];
        const double s37 = staged[1184 + tx];
        const double s48 = staged[1536 + tx];
        __stcs(c + col + 3072, (gimmik_a[2]*s3 - gimmik_a[1]*s9 + gimmik_a[0]*s19 - gimmik_a[1]*s27 + gimmik_a[2]*s37 + gimmik_a[0]*s48) + 0.5*cold4);
      }
    }
    else if (ty == 2) {
      {
        const double s3 = staged[96 + tx];
        const double s12 = staged[384 + tx];
        const double s22 = staged[704 + tx];
        const double s30 = staged[960 + tx];
        const double s40 = staged[1280 + tx];
        const double s48 = staged[1536 + tx];
        __stcs(c + col + 12288, (-gimmik_a[1]*s3 - gimmik_a[1]*s12 + gimmik_a[0]*s22 - gimmik_a[1]*s30 + gimmik_a[2]*s40 - gimmik_a[1]*s48) + 0.5*cold0);
        cold0 = __ldcs(c + col + 26624);
      }
      {
        const double s3 = staged[96 + tx];
        const double s15 = staged[480 + tx];
        const double s25 = staged[800 + tx];
        const double s33 = staged[1056 + tx];
        const double s43 = staged[1376 + tx];
        const double s48 = staged[1536 + tx];
        __stcs(c + col + 21504, (gimmik_a[0]*s3 - gimmik_a[1]*s15 + gimmik_a[0]*s25 - gimmik_a[1]*s33 + gimmik_a[2]*s43 + gimmik_a[2]*s48) + 0.5*cold1);
      }
      {
        const double s4 = staged[128 + tx];
        const double s10 = staged[320 + tx];
        const double s19 = staged[608 + tx];
        const double s28 = staged[896 + tx];
        const double s37 = staged[1184 + tx];
        const double s49 = staged[1568 + tx];
        __stcs(c + col + 4096, (gimmik_a[2]*s4 - gimmik_a[1]*s10 - gimmik_a[1]*s19 - gimmik_a[1]*s28 - gimmik_a[1]*s37 + gimmik_a[0]*s49) + 0.5*cold2);
      }
      {
        const double s4 = staged[128 + tx];
        const double s13 = staged[416 + tx];
        const double s22 = staged[704 + tx];
        const double s31 = staged[992 + tx];
        const double s40 = staged[1280 + tx];
        const double s49 = staged[1568 + tx];
        __stcs(c + col + 13312, (-gimmik_a[1]*s4 - gimmik_a[1]*s13 - gimmik_a[1]*s22 - gimmik_a[1]*s31 - gimmik_a[1]*s40 - gimmik_a[1]*s49) + 0.5*cold3);
      }
      {
        const double s4 = staged[128 + tx];
        const double s16 = staged[512 + tx];
        const double s25 = staged[800 + tx];
        const double s34 = staged[1088 + tx];
        const double s43 = staged[1376 + tx];
        const double s49 = staged[1568 + tx];
        __stcs(c + col + 22528, (gimmik_a[0]*s4 - gimmik_a[1]*s16 - gimmik_a[1]*s25 - gimmik_a[1]*s34 - gimmik_a[1]*s43 + gimmik_a[2]*s49) + 0.5*cold4);
      }
    }
  }
  gimmik_wait<0>();
  __syncthreads();
  if (col < 1000) {
    if (ty == 0) {
      {
        const double s5 = staged[160 + tx];
        const double s11 = staged[352 + tx];
        const double s19 = staged[608 + tx];
        const double s29 = staged[928 + tx];
        const double s37 = staged[1184 + tx];
        const double s50 = staged[1600 + tx];
        __stcs(c + col + 5120, (gimmik_a[2]*s5 - gimmik_a[1]*s11 + gimmik_a[2]*s19 - gimmik_a[1]*s29 + gimmik_a[0]*s37 + gimmik_a[0]*s50) + 0.5*cold5);
      }
      {
        const double s5 = staged[160 + tx];
        const double s14 = staged[448 + tx];
        const double s22 = staged[704 + tx];
        const double s32 = staged[1024 + tx];
        const double s40 = staged[1280 + tx];
        const double s50 = staged[1600 + tx];
        __stcs(c + col + 14336, (-gimmik_a[1]*s5 - gimmik_a[1]*s14 + gimmik_a[2]*s22 - gimmik_a[1]*s32 + gimmik_a[0]*s40 - gimmik_a[1]*s50) + 0.5*cold6);
      }
      {
        const double s5 = staged[160 + tx];
        const double s17 = staged[544 + tx];
        const double s25 = staged[800 + tx];
        const double s35 = staged[1120 + tx];
        const double s43 = staged[1376 + tx];
        const double s50 = staged[1600 + tx];
        __stcs(c + col + 23552, (gimmik_a[0]*s5 - gimmik_a[1]*s17 + gimmik_a[2]*s25 - gimmik_a[1]*s35 + gimmik_a[0]*s43 + gimmik_a[2]*s50) + 0.5*cold7);
      }
      {
        const double s6 = staged[192 + tx];
        const double s9 = staged[288 + tx];
        const double s20 = staged[640 + tx];
        const double s27 = staged[864 + tx];
        const double s38 = staged[1216 + tx];
        const double s51 = staged[1632 + tx];
        __stcs(c + col + 6144, (gimmik_a[2]*s6 + gimmik_a[0]*s9 + gimmik_a[0]*s20 + gimmik_a[2]*s27 + gimmik_a[2]*s38 + gimmik_a[0]*s51) + 0.5*cold0);
      }
    }
    else if (ty == 1) {
      {
        const double s6 = staged[192 + tx];
        const double s12 = staged[384 + tx];
        const double s23 = staged[736 + tx];
        const double s30 = staged[960 + tx];
        const double s41 = staged[1312 + tx];
        const double s51 = staged[1632 + tx];
        __stcs(c + col + 15360, (-gimmik_a[1]*s6 + gimmik_a[0]*s12 + gimmik_a[0]*s23 + gimmik_a[2]*s30 + gimmik_a[2]*s41 - gimmik_a[1]*s51) + 0.5*cold5);
      }
      {
        const double s6 = staged[192 + tx];
        const double s15 = staged[480 + tx];
        const double s26 = staged[832 + tx];
        const double s33 = staged[1056 + tx];
        const double s44 = staged[1408 + tx];
        const double s51 = staged[1632 + tx];
        __stcs(c + col + 24576, (gimmik_a[0]*s6 + gimmik_a[0]*s15 + gimmik_a[0]*s26 + gimmik_a[2]*s33 + gimmik_a[2]*s44 + gimmik_a[2]*s51) + 0.5*cold6);
      }
      {
        const double s7 = staged[224 + tx];
        const double s10 = staged[320 + tx];
        const double s20 = staged[640 + tx];
        const double s28 = staged[896 + tx];
        const double s38 = staged[1216 + tx];
        const double s52 = staged[1664 + tx];
        __stcs(c + col + 7168, (gimmik_a[2]*s7 + gimmik_a[0]*s10 - gimmik_a[1]*s20 + gimmik_a[2]*s28 - gimmik_a[1]*s38 + gimmik_a[0]*s52) + 0.5*cold7);
      }
      {
        const double s7 = staged[224 + tx];
        const double s13 = staged[416 + tx];
        const double s23 = staged[736 + tx];
        const double s31 = staged[992 + tx];
        const double s41 = staged[1312 + tx];
        const double s52 = staged[1664 + tx];
        __stcs(c + col + 16384, (-gimmik_a[1]*s7 + gimmik_a[0]*s13 - gimmik_a[1]*s23 + gimmik_a[2]*s31 - gimmik_a[1]*s41 - gimmik_a[1]*s52) + 0.5*cold0);
      }
    }
    else if (ty == 2) {
      {
        const double s7 = staged[224 + tx];
        const double s16 = staged[512 + tx];
        const double s26 = staged[832 + tx];
        const double s34 = staged[1088 + tx];
        const double s44 = staged[1408 + tx];
        const double s52 = staged[1664 + tx];
        __stcs(c + col + 25600, (gimmik_a[0]*s7 + gimmik_a[0]*s16 - gimmik_a[1]*s26 + gimmik_a[2]*s34 - gimmik_a[1]*s44 + gimmik_a[2]*s52) + 0.5*cold5);
      }
      {
        const double s8 = staged[256 + tx];
        const double s11 = staged[352 + tx];
        const double s20 = staged[640 + tx];
        const double s29 = staged[928 + tx];
        const double s38 = staged[1216 + tx];
        const double s53 = staged[1696 + tx];
        __stcs(c + col + 8192, (gimmik_a[2]*s8 + gimmik_a[0]*s11 + gimmik_a[2]*s20 + gimmik_a[2]*s29 + gimmik_a[0]*s38 + gimmik_a[0]*s53) + 0.5*cold6);
      }
      {
        const double s8 = staged[256 + tx];
        const double s14 = staged[448 + tx];
        const double s23 = staged[736 + tx];
        const double s32 = staged[1024 + tx];
        const double s41 = staged[1312 + tx];
        const double s53 = staged[1696 + tx];
        __stcs(c + col + 17408, (-gimmik_a[1]*s8 + gimmik_a[0]*s14 + gimmik_a[2]*s23 + gimmik_a[2]*s32 + gimmik_a[0]*s41 - gimmik_a[1]*s53) + 0.5*cold7);
      }
      {
        const double s8 = staged[256 + tx];
        const double s17 = staged[544 + tx];
        const double s26 = staged[832 + tx];
        const double s35 = staged[1120 + tx];
        const double s44 = staged[1408 + tx];
        const double s53 = staged[1696 + tx];
        __stcs(c + col + 26624, (gimmik_a[0]*s8 + gimmik_a[0]*s17 + gimmik_a[2]*s26 + gimmik_a[2]*s35 + gimmik_a[0]*s44 + gimmik_a[2]*s53) + 0.5*cold0);
      }
    }
  }
}
