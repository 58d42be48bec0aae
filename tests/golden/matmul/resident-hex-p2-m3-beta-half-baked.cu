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
        __stcs(c + col, (2.661895003862226*s0 + 2.661895003862226*s9 + 0.3381049961377754*s18 + 0.3381049961377754*s27 + 2.661895003862226*s36 + 0.3381049961377754*s45) + 0.5*cold0);
        cold0 = __ldcs(c + col + 6144);
      }
      {
        const double s0 = staged[0 + tx];
        const double s12 = staged[384 + tx];
        const double s21 = staged[672 + tx];
        const double s30 = staged[960 + tx];
        const double s39 = staged[1248 + tx];
        const double s45 = staged[1440 + tx];
        __stcs(c + col + 9216, (-0.7500000000000002*s0 + 2.661895003862226*s12 + 0.3381049961377754*s21 + 0.3381049961377754*s30 + 2.661895003862226*s39 - 0.7500000000000002*s45) + 0.5*cold1);
      }
      {
        const double s0 = staged[0 + tx];
        const double s15 = staged[480 + tx];
        const double s24 = staged[768 + tx];
        const double s33 = staged[1056 + tx];
        const double s42 = staged[1344 + tx];
        const double s45 = staged[1440 + tx];
        __stcs(c + col + 18432, (0.3381049961377754*s0 + 2.661895003862226*s15 + 0.3381049961377754*s24 + 0.3381049961377754*s33 + 2.661895003862226*s42 + 2.661895003862226*s45) + 0.5*cold2);
      }
      {
        const double s1 = staged[32 + tx];
        const double s10 = staged[320 + tx];
        const double s18 = staged[576 + tx];
        const double s28 = staged[896 + tx];
        const double s36 = staged[1152 + tx];
        const double s46 = staged[1472 + tx];
        __stcs(c + col + 1024, (2.661895003862226*s1 + 2.661895003862226*s10 - 0.7500000000000002*s18 + 0.3381049961377754*s28 - 0.7500000000000002*s36 + 0.3381049961377754*s46) + 0.5*cold3);
      }
      {
        const double s1 = staged[32 + tx];
        const double s13 = staged[416 + tx];
        const double s21 = staged[672 + tx];
        const double s31 = staged[992 + tx];
        const double s39 = staged[1248 + tx];
        const double s46 = staged[1472 + tx];
        __stcs(c + col + 10240, (-0.7500000000000002*s1 + 2.661895003862226*s13 - 0.7500000000000002*s21 + 0.3381049961377754*s31 - 0.7500000000000002*s39 - 0.7500000000000002*s46) + 0.5*cold4);
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
        __stcs(c + col + 19456, (0.3381049961377754*s1 + 2.661895003862226*s16 - 0.7500000000000002*s24 + 0.3381049961377754*s34 - 0.7500000000000002*s42 + 2.661895003862226*s46) + 0.5*cold0);
        cold0 = __ldcs(c + col + 16384);
      }
      {
        const double s2 = staged[64 + tx];
        const double s11 = staged[352 + tx];
        const double s18 = staged[576 + tx];
        const double s29 = staged[928 + tx];
        const double s36 = staged[1152 + tx];
        const double s47 = staged[1504 + tx];
        __stcs(c + col + 2048, (2.661895003862226*s2 + 2.661895003862226*s11 + 2.661895003862226*s18 + 0.3381049961377754*s29 + 0.3381049961377754*s36 + 0.3381049961377754*s47) + 0.5*cold1);
      }
      {
        const double s2 = staged[64 + tx];
        const double s14 = staged[448 + tx];
        const double s21 = staged[672 + tx];
        const double s32 = staged[1024 + tx];
        const double s39 = staged[1248 + tx];
        const double s47 = staged[1504 + tx];
        __stcs(c + col + 11264, (-0.7500000000000002*s2 + 2.661895003862226*s14 + 2.661895003862226*s21 + 0.3381049961377754*s32 + 0.3381049961377754*s39 - 0.7500000000000002*s47) + 0.5*cold2);
      }
      {
        const double s2 = staged[64 + tx];
        const double s17 = staged[544 + tx];
        const double s24 = staged[768 + tx];
        const double s35 = staged[1120 + tx];
        const double s42 = staged[1344 + tx];
        const double s47 = staged[1504 + tx];
        __stcs(c + col + 20480, (0.3381049961377754*s2 + 2.661895003862226*s17 + 2.661895003862226*s24 + 0.3381049961377754*s35 + 0.3381049961377754*s42 + 2.661895003862226*s47) + 0.5*cold3);
      }
      {
        const double s3 = staged[96 + tx];
        const double s9 = staged[288 + tx];
        const double s19 = staged[608 + tx];
        const double s27 = staged[864 + tx];
        const double s37 = staged[1184 + tx];
        const double s48 = staged[1536 + tx];
        __stcs(c + col + 3072, (2.661895003862226*s3 - 0.7500000000000002*s9 + 0.3381049961377754*s19 - 0.7500000000000002*s27 + 2.661895003862226*s37 + 0.3381049961377754*s48) + 0.5*cold4);
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
        __stcs(c + col + 12288, (-0.7500000000000002*s3 - 0.7500000000000002*s12 + 0.3381049961377754*s22 - 0.7500000000000002*s30 + 2.661895003862226*s40 - 0.7500000000000002*s48) + 0.5*cold0);
        cold0 = __ldcs(c + col + 26624);
      }
      {
        const double s3 = staged[96 + tx];
        const double s15 = staged[480 + tx];
        const double s25 = staged[800 + tx];
        const double s33 = staged[1056 + tx];
        const double s43 = staged[1376 + tx];
        const double s48 = staged[1536 + tx];
        __stcs(c + col + 21504, (0.3381049961377754*s3 - 0.7500000000000002*s15 + 0.3381049961377754*s25 - 0.7500000000000002*s33 + 2.661895003862226*s43 + 2.661895003862226*s48) + 0.5*cold1);
      }
      {
        const double s4 = staged[128 + tx];
        const double s10 = staged[320 + tx];
        const double s19 = staged[608 + tx];
        const double s28 = staged[896 + tx];
        const double s37 = staged[1184 + tx];
        const double s49 = staged[1568 + tx];
        __stcs(c + col + 4096, (2.661895003862226*s4 - 0.7500000000000002*s10 - 0.7500000000000002*s19 - 0.7500000000000002*s28 - 0.7500000000000002*s37 + 0.3381049961377754*s49) + 0.5*cold2);
      }
      {
        const double s4 = staged[128 + tx];
        const double s13 = staged[416 + tx];
        const double s22 = staged[704 + tx];
        const double s31 = staged[992 + tx];
        const double s40 = staged[1280 + tx];
        const double s49 = staged[1568 + tx];
        __stcs(c + col + 13312, (-0.7500000000000002*s4 - 0.7500000000000002*s13 - 0.7500000000000002*s22 - 0.7500000000000002*s31 - 0.7500000000000002*s40 - 0.7500000000000002*s49) + 0.5*cold3);
      }
      {
        const double s4 = staged[128 + tx];
        const double s16 = staged[512 + tx];
        const double s25 = staged[800 + tx];
        const double s34 = staged[1088 + tx];
        const double s43 = staged[1376 + tx];
        const double s49 = staged[1568 + tx];
        __stcs(c + col + 22528, (0.3381049961377754*s4 - 0.7500000000000002*s16 - 0.7500000000000002*s25 - 0.7500000000000002*s34 - 0.7500000000000002*s43 + 2.661895003862226*s49) + 0.5*cold4);
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
        __stcs(c + col + 5120, (2.661895003862226*s5 - 0.7500000000000002*s11 + 2.661895003862226*s19 - 0.7500000000000002*s29 + 0.3381049961377754*s37 + 0.3381049961377754*s50) + 0.5*cold5);
      }
      {
        const double s5 = staged[160 + tx];
        const double s14 = staged[448 + tx];
        const double s22 = staged[704 + tx];
        const double s32 = staged[1024 + tx];
        const double s40 = staged[1280 + tx];
        const double s50 = staged[1600 + tx];
        __stcs(c + col + 14336, (-0.7500000000000002*s5 - 0.7500000000000002*s14 + 2.661895003862226*s22 - 0.7500000000000002*s32 + 0.3381049961377754*s40 - 0.7500000000000002*s50) + 0.5*cold6);
      }
      {
        const double s5 = staged[160 + tx];
        const double s17 = staged[544 + tx];
        const double s25 = staged[800 + tx];
        const double s35 = staged[1120 + tx];
        const double s43 = staged[1376 + tx];
        const double s50 = staged[1600 + tx];
        __stcs(c + col + 23552, (0.3381049961377754*s5 - 0.7500000000000002*s17 + 2.661895003862226*s25 - 0.7500000000000002*s35 + 0.3381049961377754*s43 + 2.661895003862226*s50) + 0.5*cold7);
      }
      {
        const double s6 = staged[192 + tx];
        const double s9 = staged[288 + tx];
        const double s20 = staged[640 + tx];
        const double s27 = staged[864 + tx];
        const double s38 = staged[1216 + tx];
        const double s51 = staged[1632 + tx];
        __stcs(c + col + 6144, (2.661895003862226*s6 + 0.3381049961377754*s9 + 0.3381049961377754*s20 + 2.661895003862226*s27 + 2.661895003862226*s38 + 0.3381049961377754*s51) + 0.5*cold0);
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
        __stcs(c + col + 15360, (-0.7500000000000002*s6 + 0.3381049961377754*s12 + 0.3381049961377754*s23 + 2.661895003862226*s30 + 2.661895003862226*s41 - 0.7500000000000002*s51) + 0.5*cold5);
      }
      {
        const double s6 = staged[192 + tx];
        const double s15 = staged[480 + tx];
        const double s26 = staged[832 + tx];
        const double s33 = staged[1056 + tx];
        const double s44 = staged[1408 + tx];
        const double s51 = staged[1632 + tx];
        __stcs(c + col + 24576, (0.3381049961377754*s6 + 0.3381049961377754*s15 + 0.3381049961377754*s26 + 2.661895003862226*s33 + 2.661895003862226*s44 + 2.661895003862226*s51) + 0.5*cold6);
      }
      {
        const double s7 = staged[224 + tx];
        const double s10 = staged[320 + tx];
        const double s20 = staged[640 + tx];
        const double s28 = staged[896 + tx];
        const double s38 = staged[1216 + tx];
        const double s52 = staged[1664 + tx];
        __stcs(c + col + 7168, (2.661895003862226*s7 + 0.3381049961377754*s10 - 0.7500000000000002*s20 + 2.661895003862226*s28 - 0.7500000000000002*s38 + 0.3381049961377754*s52) + 0.5*cold7);
      }
      {
        const double s7 = staged[224 + tx];
        const double s13 = staged[416 + tx];
        const double s23 = staged[736 + tx];
        const double s31 = staged[992 + tx];
        const double s41 = staged[1312 + tx];
        const double s52 = staged[1664 + tx];
        __stcs(c + col + 16384, (-0.7500000000000002*s7 + 0.3381049961377754*s13 - 0.7500000000000002*s23 + 2.661895003862226*s31 - 0.7500000000000002*s41 - 0.7500000000000002*s52) + 0.5*cold0);
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
        __stcs(c + col + 25600, (0.3381049961377754*s7 + 0.3381049961377754*s16 - 0.7500000000000002*s26 + 2.661895003862226*s34 - 0.7500000000000002*s44 + 2.661895003862226*s52) + 0.5*cold5);
      }
      {
        const double s8 = staged[256 + tx];
        const double s11 = staged[352 + tx];
        const double s20 = staged[640 + tx];
        const double s29 = staged[928 + tx];
        const double s38 = staged[1216 + tx];
        const double s53 = staged[1696 + tx];
        __stcs(c + col + 8192, (2.661895003862226*s8 + 0.3381049961377754*s11 + 2.661895003862226*s20 + 2.661895003862226*s29 + 0.3381049961377754*s38 + 0.3381049961377754*s53) + 0.5*cold6);
      }
      {
        const double s8 = staged[256 + tx];
        const double s14 = staged[448 + tx];
        const double s23 = staged[736 + tx];
        const double s32 = staged[1024 + tx];
        const double s41 = staged[1312 + tx];
        const double s53 = staged[1696 + tx];
        __stcs(c + col + 17408, (-0.7500000000000002*s8 + 0.3381049961377754*s14 + 2.661895003862226*s23 + 2.661895003862226*s32 + 0.3381049961377754*s41 - 0.7500000000000002*s53) + 0.5*cold7);
      }
      {
        const double s8 = staged[256 + tx];
        const double s17 = staged[544 + tx];
        const double s26 = staged[832 + tx];
        const double s35 = staged[1120 + tx];
        const double s44 = staged[1408 + tx];
        const double s53 = staged[1696 + tx];
        __stcs(c + col + 26624, (0.3381049961377754*s8 + 0.3381049961377754*s17 + 2.661895003862226*s26 + 2.661895003862226*s35 + 0.3381049961377754*s44 + 2.661895003862226*s53) + 0.5*cold0);
      }
    }
  }
}
