// gimmikc: matmul col-split for operators/pyfr/hex-gl-p2-m132.mtx (27 x 81, 216 nonzeros), f64, alpha 1.0, beta 1.0, n at run time
__constant__ double gimmik_a[4] = {0.6454972243679036, 1.0327955589886448, 1.6137430609197576, 1.9364916731037098};

static __device__ __forceinline__ void gimmik_split_sync()
{
#if __CUDA_ARCH__ >= 700
  asm volatile("barrier.sync 0;" ::: "memory");
#elif defined(__CUDA_ARCH__)
  asm volatile("bar.sync 0;" ::: "memory");
#else
  __syncthreads();
#endif
}

extern "C" __global__ void __launch_bounds__(64)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  extern __shared__ __align__(16) double smem[];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const long long col = (long long)blockIdx.x*32 + tx;
  const long long load_col = col < n ? col : n - 1;
  double v0 = 0.0, v1 = 0.0, v2 = 0.0, v3 = 0.0, v4 = 0.0, v5 = 0.0, v6 = 0.0, v7 = 0.0, v8 = 0.0, v9 = 0.0, v10 = 0.0, v11 = 0.0, v12 = 0.0, v13 = 0.0, v14 = 0.0, v15 = 0.0, v16 = 0.0, v17 = 0.0, v18 = 0.0, v19 = 0.0, v20 = 0.0, v21 = 0.0, v22 = 0.0, v23 = 0.0, v24 = 0.0, v25 = 0.0;
  double own0, own1, own2, own3;
  double cold0 = 0.0, cold1 = 0.0, cold2 = 0.0, cold3 = 0.0;
  if (ty == 0) {
    if (col < n) {
      cold0 = *(c + col + (0)*(long long)ldc);
      cold1 = *(c + col + (2)*(long long)ldc);
      cold2 = *(c + col + (4)*(long long)ldc);
      cold3 = *(c + col + (6)*(long long)ldc);
    }
    v0 = *(b + load_col);
    v1 = *(b + load_col + 2*(long long)ldb);
    v6 = *(b + load_col + 30*(long long)ldb);
    v9 = *(b + load_col + 54*(long long)ldb);
    v17 = *(b + load_col + 72*(long long)ldb);
    v5 = *(b + load_col + 28*(long long)ldb);
    v8 = *(b + load_col + 34*(long long)ldb);
    v13 = *(b + load_col + 64*(long long)ldb);
    v7 = *(b + load_col + 32*(long long)ldb);
    v10 = *(b + load_col + 56*(long long)ldb);
    v18 = *(b + load_col + 74*(long long)ldb);
    v2 = *(b + load_col + 4*(long long)ldb);
    v14 = *(b + load_col + 66*(long long)ldb);
    v11 = *(b + load_col + 58*(long long)ldb);
    v19 = *(b + load_col + 76*(long long)ldb);
    v15 = *(b + load_col + 68*(long long)ldb);
    v3 = *(b + load_col + 6*(long long)ldb);
    v4 = *(b + load_col + 8*(long long)ldb);
    v12 = *(b + load_col + 60*(long long)ldb);
    v20 = *(b + load_col + 78*(long long)ldb);
    v16 = *(b + load_col + 70*(long long)ldb);
    smem[(0 + 1)*32 + tx] = -gimmik_a[2]*v0 + gimmik_a[2]*v1 + gimmik_a[3]*v5 - gimmik_a[0]*v8 + gimmik_a[1]*v13;
    smem[(0 + 3)*32 + tx] = gimmik_a[1]*v2 + gimmik_a[1]*v14;
    smem[(0 + 5)*32 + tx] = -gimmik_a[1]*v2 + gimmik_a[1]*v15;
    smem[(0 + 7)*32 + tx] = -gimmik_a[2]*v3 + gimmik_a[2]*v4 + gimmik_a[0]*v5 - gimmik_a[3]*v8 + gimmik_a[1]*v16;
    own0 = gimmik_a[3]*v0 - gimmik_a[0]*v1 + gimmik_a[1]*v6 + gimmik_a[3]*v9 - gimmik_a[0]*v17;
    own1 = gimmik_a[0]*v0 - gimmik_a[3]*v1 + gimmik_a[1]*v7 + gimmik_a[3]*v10 - gimmik_a[0]*v18;
    own2 = -gimmik_a[2]*v5 + gimmik_a[2]*v8 + gimmik_a[3]*v11 - gimmik_a[0]*v19;
    own3 = gimmik_a[3]*v3 - gimmik_a[0]*v4 - gimmik_a[1]*v6 + gimmik_a[3]*v12 - gimmik_a[0]*v20;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(8 + 0)*32 + tx];
        *(c + col + (0 + 0)*(long long)ldc) = cold0 + (sum);
      }
      {
        const double sum = own1 + smem[(8 + 2)*32 + tx];
        *(c + col + (0 + 2)*(long long)ldc) = cold1 + (sum);
      }
      {
        const double sum = own2 + smem[(8 + 4)*32 + tx];
        *(c + col + (0 + 4)*(long long)ldc) = cold2 + (sum);
      }
      {
        const double sum = own3 + smem[(8 + 6)*32 + tx];
        *(c + col + (0 + 6)*(long long)ldc) = cold3 + (sum);
      }
    }
    gimmik_split_sync();
    if (col < n) {
      cold0 = *(c + col + (8)*(long long)ldc);
      cold1 = *(c + col + (10)*(long long)ldc);
      cold2 = *(c + col + (12)*(long long)ldc);
      cold3 = *(c + col + (14)*(long long)ldc);
    }
    v24 = *(b + load_col + 62*(long long)ldb);
    v25 = *(b + load_col + 80*(long long)ldb);
    v0 = *(b + load_col + 10*(long long)ldb);
    v6 = *(b + load_col + 36*(long long)ldb);
    v22 = *(b + load_col + 42*(long long)ldb);
    v21 = *(b + load_col + 40*(long long)ldb);
    v8 = *(b + load_col + 38*(long long)ldb);
    v23 = *(b + load_col + 44*(long long)ldb);
    v1 = *(b + load_col + 12*(long long)ldb);
    v2 = *(b + load_col + 14*(long long)ldb);
    v5 = *(b + load_col + 16*(long long)ldb);
    smem[(0 + 1)*32 + tx] = gimmik_a[1]*v0 + gimmik_a[3]*v6 - gimmik_a[0]*v22 - gimmik_a[2]*v9 + gimmik_a[2]*v17;
    smem[(0 + 3)*32 + tx] = -gimmik_a[1]*v0 + gimmik_a[3]*v8 - gimmik_a[0]*v23 - gimmik_a[2]*v10 + gimmik_a[2]*v18;
    smem[(0 + 5)*32 + tx] = -gimmik_a[2]*v1 + gimmik_a[2]*v2 - gimmik_a[2]*v11 + gimmik_a[2]*v19;
    smem[(0 + 7)*32 + tx] = gimmik_a[1]*v5 + gimmik_a[0]*v6 - gimmik_a[3]*v22 - gimmik_a[2]*v12 + gimmik_a[2]*v20;
    own0 = gimmik_a[0]*v3 - gimmik_a[3]*v4 - gimmik_a[1]*v7 + gimmik_a[3]*v24 - gimmik_a[0]*v25;
    own1 = gimmik_a[1]*v21;
    own2 = gimmik_a[3]*v1 - gimmik_a[0]*v2 - gimmik_a[2]*v6 + gimmik_a[2]*v22;
    own3 = gimmik_a[0]*v1 - gimmik_a[3]*v2 - gimmik_a[2]*v8 + gimmik_a[2]*v23;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(8 + 0)*32 + tx];
        *(c + col + (8 + 0)*(long long)ldc) = cold0 + (sum);
      }
      {
        const double sum = own1 + smem[(8 + 2)*32 + tx];
        *(c + col + (8 + 2)*(long long)ldc) = cold1 + (sum);
      }
      {
        const double sum = own2 + smem[(8 + 4)*32 + tx];
        *(c + col + (8 + 4)*(long long)ldc) = cold2 + (sum);
      }
      {
        const double sum = own3 + smem[(8 + 6)*32 + tx];
        *(c + col + (8 + 6)*(long long)ldc) = cold3 + (sum);
      }
    }
    gimmik_split_sync();
    if (col < n) {
      cold0 = *(c + col + (16)*(long long)ldc);
      cold1 = *(c + col + (18)*(long long)ldc);
      cold2 = *(c + col + (20)*(long long)ldc);
      cold3 = *(c + col + (22)*(long long)ldc);
    }
    v0 = *(b + load_col + 18*(long long)ldb);
    v1 = *(b + load_col + 20*(long long)ldb);
    v4 = *(b + load_col + 48*(long long)ldb);
    v3 = *(b + load_col + 46*(long long)ldb);
    v7 = *(b + load_col + 52*(long long)ldb);
    v6 = *(b + load_col + 50*(long long)ldb);
    v2 = *(b + load_col + 22*(long long)ldb);
    smem[(0 + 1)*32 + tx] = -gimmik_a[1]*v5 + gimmik_a[0]*v8 - gimmik_a[3]*v23 - gimmik_a[2]*v24 + gimmik_a[2]*v25;
    smem[(0 + 3)*32 + tx] = -gimmik_a[2]*v0 + gimmik_a[2]*v1 + gimmik_a[3]*v3 - gimmik_a[0]*v7 - gimmik_a[1]*v13;
    smem[(0 + 5)*32 + tx] = gimmik_a[1]*v2 - gimmik_a[1]*v14;
    smem[(0 + 7)*32 + tx] = -gimmik_a[1]*v2 - gimmik_a[1]*v15;
    own0 = -gimmik_a[1]*v21;
    own1 = gimmik_a[3]*v0 - gimmik_a[0]*v1 + gimmik_a[1]*v4 + gimmik_a[0]*v9 - gimmik_a[3]*v17;
    own2 = gimmik_a[0]*v0 - gimmik_a[3]*v1 + gimmik_a[1]*v6 + gimmik_a[0]*v10 - gimmik_a[3]*v18;
    own3 = -gimmik_a[2]*v3 + gimmik_a[2]*v7 + gimmik_a[0]*v11 - gimmik_a[3]*v19;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(8 + 0)*32 + tx];
        *(c + col + (16 + 0)*(long long)ldc) = cold0 + (sum);
      }
      {
        const double sum = own1 + smem[(8 + 2)*32 + tx];
        *(c + col + (16 + 2)*(long long)ldc) = cold1 + (sum);
      }
      {
        const double sum = own2 + smem[(8 + 4)*32 + tx];
        *(c + col + (16 + 4)*(long long)ldc) = cold2 + (sum);
      }
      {
        const double sum = own3 + smem[(8 + 6)*32 + tx];
        *(c + col + (16 + 6)*(long long)ldc) = cold3 + (sum);
      }
    }
    gimmik_split_sync();
    if (col < n) {
      cold0 = *(c + col + (24)*(long long)ldc);
      cold1 = *(c + col + (26)*(long long)ldc);
    }
    v0 = *(b + load_col + 24*(long long)ldb);
    v1 = *(b + load_col + 26*(long long)ldb);
    smem[(0 + 1)*32 + tx] = -gimmik_a[2]*v0 + gimmik_a[2]*v1 + gimmik_a[0]*v3 - gimmik_a[3]*v7 - gimmik_a[1]*v16;
    own0 = gimmik_a[3]*v0 - gimmik_a[0]*v1 - gimmik_a[1]*v4 + gimmik_a[0]*v12 - gimmik_a[3]*v20;
    own1 = gimmik_a[0]*v0 - gimmik_a[3]*v1 - gimmik_a[1]*v6 + gimmik_a[0]*v24 - gimmik_a[3]*v25;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(8 + 0)*32 + tx];
        *(c + col + (24 + 0)*(long long)ldc) = cold0 + (sum);
      }
      {
        const double sum = own1 + smem[(8 + 2)*32 + tx];
        *(c + col + (24 + 2)*(long long)ldc) = cold1 + (sum);
      }
    }
  }
  else if (ty == 1) {
    if (col < n) {
      cold0 = *(c + col + (1)*(long long)ldc);
      cold1 = *(c + col + (3)*(long long)ldc);
      cold2 = *(c + col + (5)*(long long)ldc);
      cold3 = *(c + col + (7)*(long long)ldc);
    }
    v0 = *(b + load_col + (long long)ldb);
    v4 = *(b + load_col + 27*(long long)ldb);
    v7 = *(b + load_col + 33*(long long)ldb);
    v13 = *(b + load_col + 63*(long long)ldb);
    v6 = *(b + load_col + 31*(long long)ldb);
    v9 = *(b + load_col + 55*(long long)ldb);
    v17 = *(b + load_col + 73*(long long)ldb);
    v5 = *(b + load_col + 29*(long long)ldb);
    v8 = *(b + load_col + 35*(long long)ldb);
    v14 = *(b + load_col + 65*(long long)ldb);
    v1 = *(b + load_col + 3*(long long)ldb);
    v2 = *(b + load_col + 5*(long long)ldb);
    v10 = *(b + load_col + 57*(long long)ldb);
    v18 = *(b + load_col + 75*(long long)ldb);
    v15 = *(b + load_col + 67*(long long)ldb);
    v11 = *(b + load_col + 59*(long long)ldb);
    v19 = *(b + load_col + 77*(long long)ldb);
    v3 = *(b + load_col + 7*(long long)ldb);
    v16 = *(b + load_col + 69*(long long)ldb);
    v12 = *(b + load_col + 61*(long long)ldb);
    v20 = *(b + load_col + 79*(long long)ldb);
    smem[(8 + 0)*32 + tx] = gimmik_a[1]*v0 + gimmik_a[3]*v4 - gimmik_a[0]*v7 + gimmik_a[1]*v13;
    smem[(8 + 2)*32 + tx] = -gimmik_a[1]*v0 + gimmik_a[3]*v5 - gimmik_a[0]*v8 + gimmik_a[1]*v14;
    smem[(8 + 4)*32 + tx] = -gimmik_a[2]*v1 + gimmik_a[2]*v2 + gimmik_a[1]*v15;
    smem[(8 + 6)*32 + tx] = gimmik_a[1]*v3 + gimmik_a[0]*v4 - gimmik_a[3]*v7 + gimmik_a[1]*v16;
    own0 = gimmik_a[1]*v6 + gimmik_a[3]*v9 - gimmik_a[0]*v17;
    own1 = gimmik_a[3]*v1 - gimmik_a[0]*v2 - gimmik_a[2]*v4 + gimmik_a[2]*v7 + gimmik_a[3]*v10 - gimmik_a[0]*v18;
    own2 = gimmik_a[0]*v1 - gimmik_a[3]*v2 - gimmik_a[2]*v5 + gimmik_a[2]*v8 + gimmik_a[3]*v11 - gimmik_a[0]*v19;
    own3 = -gimmik_a[1]*v6 + gimmik_a[3]*v12 - gimmik_a[0]*v20;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(0 + 1)*32 + tx];
        *(c + col + (0 + 1)*(long long)ldc) = cold0 + (sum);
      }
      {
        const double sum = own1 + smem[(0 + 3)*32 + tx];
        *(c + col + (0 + 3)*(long long)ldc) = cold1 + (sum);
      }
      {
        const double sum = own2 + smem[(0 + 5)*32 + tx];
        *(c + col + (0 + 5)*(long long)ldc) = cold2 + (sum);
      }
      {
        const double sum = own3 + smem[(0 + 7)*32 + tx];
        *(c + col + (0 + 7)*(long long)ldc) = cold3 + (sum);
      }
    }
    gimmik_split_sync();
    if (col < n) {
      cold0 = *(c + col + (9)*(long long)ldc);
      cold1 = *(c + col + (11)*(long long)ldc);
      cold2 = *(c + col + (13)*(long long)ldc);
      cold3 = *(c + col + (15)*(long long)ldc);
    }
    v24 = *(b + load_col + 71*(long long)ldb);
    v0 = *(b + load_col + 9*(long long)ldb);
    v1 = *(b + load_col + 11*(long long)ldb);
    v21 = *(b + load_col + 39*(long long)ldb);
    v7 = *(b + load_col + 37*(long long)ldb);
    v23 = *(b + load_col + 43*(long long)ldb);
    v22 = *(b + load_col + 41*(long long)ldb);
    v2 = *(b + load_col + 13*(long long)ldb);
    v4 = *(b + load_col + 15*(long long)ldb);
    v6 = *(b + load_col + 17*(long long)ldb);
    smem[(8 + 0)*32 + tx] = -gimmik_a[1]*v3 + gimmik_a[0]*v5 - gimmik_a[3]*v8 + gimmik_a[1]*v24;
    smem[(8 + 2)*32 + tx] = -gimmik_a[2]*v0 + gimmik_a[2]*v1 + gimmik_a[3]*v7 - gimmik_a[0]*v23 - gimmik_a[2]*v9 + gimmik_a[2]*v17;
    smem[(8 + 4)*32 + tx] = gimmik_a[1]*v2 - gimmik_a[2]*v10 + gimmik_a[2]*v18;
    smem[(8 + 6)*32 + tx] = -gimmik_a[1]*v2 - gimmik_a[2]*v11 + gimmik_a[2]*v19;
    own0 = gimmik_a[3]*v0 - gimmik_a[0]*v1 + gimmik_a[1]*v21;
    own1 = gimmik_a[0]*v0 - gimmik_a[3]*v1 + gimmik_a[1]*v22;
    own2 = -gimmik_a[2]*v7 + gimmik_a[2]*v23;
    own3 = gimmik_a[3]*v4 - gimmik_a[0]*v6 - gimmik_a[1]*v21;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(0 + 1)*32 + tx];
        *(c + col + (8 + 1)*(long long)ldc) = cold0 + (sum);
      }
      {
        const double sum = own1 + smem[(0 + 3)*32 + tx];
        *(c + col + (8 + 3)*(long long)ldc) = cold1 + (sum);
      }
      {
        const double sum = own2 + smem[(0 + 5)*32 + tx];
        *(c + col + (8 + 5)*(long long)ldc) = cold2 + (sum);
      }
      {
        const double sum = own3 + smem[(0 + 7)*32 + tx];
        *(c + col + (8 + 7)*(long long)ldc) = cold3 + (sum);
      }
    }
    gimmik_split_sync();
    if (col < n) {
      cold0 = *(c + col + (17)*(long long)ldc);
      cold1 = *(c + col + (19)*(long long)ldc);
      cold2 = *(c + col + (21)*(long long)ldc);
      cold3 = *(c + col + (23)*(long long)ldc);
    }
    v0 = *(b + load_col + 19*(long long)ldb);
    v3 = *(b + load_col + 45*(long long)ldb);
    v21 = *(b + load_col + 51*(long long)ldb);
    v8 = *(b + load_col + 49*(long long)ldb);
    v5 = *(b + load_col + 47*(long long)ldb);
    v25 = *(b + load_col + 53*(long long)ldb);
    v1 = *(b + load_col + 21*(long long)ldb);
    v2 = *(b + load_col + 23*(long long)ldb);
    smem[(8 + 0)*32 + tx] = -gimmik_a[2]*v4 + gimmik_a[2]*v6 + gimmik_a[0]*v7 - gimmik_a[3]*v23 - gimmik_a[2]*v12 + gimmik_a[2]*v20;
    smem[(8 + 2)*32 + tx] = gimmik_a[1]*v0 + gimmik_a[3]*v3 - gimmik_a[0]*v21 - gimmik_a[1]*v13;
    smem[(8 + 4)*32 + tx] = -gimmik_a[1]*v0 + gimmik_a[3]*v5 - gimmik_a[0]*v25 - gimmik_a[1]*v14;
    smem[(8 + 6)*32 + tx] = -gimmik_a[2]*v1 + gimmik_a[2]*v2 - gimmik_a[1]*v15;
    own0 = gimmik_a[0]*v4 - gimmik_a[3]*v6 - gimmik_a[1]*v22;
    own1 = gimmik_a[1]*v8 + gimmik_a[0]*v9 - gimmik_a[3]*v17;
    own2 = gimmik_a[3]*v1 - gimmik_a[0]*v2 - gimmik_a[2]*v3 + gimmik_a[2]*v21 + gimmik_a[0]*v10 - gimmik_a[3]*v18;
    own3 = gimmik_a[0]*v1 - gimmik_a[3]*v2 - gimmik_a[2]*v5 + gimmik_a[2]*v25 + gimmik_a[0]*v11 - gimmik_a[3]*v19;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(0 + 1)*32 + tx];
        *(c + col + (16 + 1)*(long long)ldc) = cold0 + (sum);
      }
      {
        const double sum = own1 + smem[(0 + 3)*32 + tx];
        *(c + col + (16 + 3)*(long long)ldc) = cold1 + (sum);
      }
      {
        const double sum = own2 + smem[(0 + 5)*32 + tx];
        *(c + col + (16 + 5)*(long long)ldc) = cold2 + (sum);
      }
      {
        const double sum = own3 + smem[(0 + 7)*32 + tx];
        *(c + col + (16 + 7)*(long long)ldc) = cold3 + (sum);
      }
    }
    gimmik_split_sync();
    if (col < n) {
      cold0 = *(c + col + (25)*(long long)ldc);
    }
    v0 = *(b + load_col + 25*(long long)ldb);
    smem[(8 + 0)*32 + tx] = gimmik_a[1]*v0 + gimmik_a[0]*v3 - gimmik_a[3]*v21 - gimmik_a[1]*v16;
    smem[(8 + 2)*32 + tx] = -gimmik_a[1]*v0 + gimmik_a[0]*v5 - gimmik_a[3]*v25 - gimmik_a[1]*v24;
    own0 = -gimmik_a[1]*v8 + gimmik_a[0]*v12 - gimmik_a[3]*v20;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(0 + 1)*32 + tx];
        *(c + col + (24 + 1)*(long long)ldc) = cold0 + (sum);
      }
    }
  }
}
