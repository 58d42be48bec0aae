// gimmikc: matmul col-split for operators/pyfr/hex-gl-p2-m6.mtx (81 x 54, 162 nonzeros), f64, alpha 1.0, beta 1.0, n at run time
__constant__ double gimmik_a[3] = {0.3381049961377754, 0.7500000000000002, 2.661895003862226};

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
  double v0 = 0.0, v1 = 0.0, v2 = 0.0, v3 = 0.0, v4 = 0.0, v5 = 0.0, v6 = 0.0, v7 = 0.0, v8 = 0.0, v9 = 0.0, v10 = 0.0, v11 = 0.0;
  double own0, own1, own2, own3, own4, own5, own6, own7, own8, own9, own10, own11;
  double cold0 = 0.0, cold1 = 0.0, cold2 = 0.0, cold3 = 0.0, cold4 = 0.0, cold5 = 0.0, cold6 = 0.0, cold7 = 0.0, cold8 = 0.0, cold9 = 0.0, cold10 = 0.0, cold11 = 0.0;
  if (ty == 0) {
    if (col < n) {
      cold0 = __ldcg(c + col + (0)*(long long)ldc);
      cold1 = __ldcg(c + col + (2)*(long long)ldc);
      cold2 = __ldcg(c + col + (4)*(long long)ldc);
      cold3 = __ldcg(c + col + (6)*(long long)ldc);
      cold4 = __ldcg(c + col + (8)*(long long)ldc);
      cold5 = __ldcg(c + col + (10)*(long long)ldc);
      cold6 = __ldcg(c + col + (12)*(long long)ldc);
      cold7 = __ldcg(c + col + (14)*(long long)ldc);
      cold8 = __ldcg(c + col + (16)*(long long)ldc);
      cold9 = __ldcg(c + col + (18)*(long long)ldc);
      cold10 = __ldcg(c + col + (20)*(long long)ldc);
      cold11 = __ldcg(c + col + (22)*(long long)ldc);
    }
    v0 = __ldcg(b + load_col + 18*(long long)ldb);
    v1 = __ldcg(b + load_col + 19*(long long)ldb);
    v2 = __ldcg(b + load_col + 20*(long long)ldb);
    v3 = __ldcg(b + load_col + 21*(long long)ldb);
    v4 = __ldcg(b + load_col + 22*(long long)ldb);
    v5 = __ldcg(b + load_col + 23*(long long)ldb);
    v6 = __ldcg(b + load_col + 24*(long long)ldb);
    v7 = __ldcg(b + load_col + 25*(long long)ldb);
    smem[(0 + 1)*32 + tx] = -gimmik_a[1]*v0;
    smem[(0 + 3)*32 + tx] = gimmik_a[0]*v1;
    smem[(0 + 5)*32 + tx] = gimmik_a[2]*v1;
    smem[(0 + 7)*32 + tx] = -gimmik_a[1]*v2;
    smem[(0 + 9)*32 + tx] = gimmik_a[0]*v3;
    smem[(0 + 11)*32 + tx] = gimmik_a[2]*v3;
    smem[(0 + 13)*32 + tx] = -gimmik_a[1]*v4;
    smem[(0 + 15)*32 + tx] = gimmik_a[0]*v5;
    smem[(0 + 17)*32 + tx] = gimmik_a[2]*v5;
    smem[(0 + 19)*32 + tx] = -gimmik_a[1]*v6;
    smem[(0 + 21)*32 + tx] = gimmik_a[0]*v7;
    smem[(0 + 23)*32 + tx] = gimmik_a[2]*v7;
    own0 = gimmik_a[0]*v0;
    own1 = gimmik_a[2]*v0;
    own2 = -gimmik_a[1]*v1;
    own3 = gimmik_a[0]*v2;
    own4 = gimmik_a[2]*v2;
    own5 = -gimmik_a[1]*v3;
    own6 = gimmik_a[0]*v4;
    own7 = gimmik_a[2]*v4;
    own8 = -gimmik_a[1]*v5;
    own9 = gimmik_a[0]*v6;
    own10 = gimmik_a[2]*v6;
    own11 = -gimmik_a[1]*v7;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(24 + 0)*32 + tx];
        __stcg(c + col + (0 + 0)*(long long)ldc, cold0 + (sum));
      }
      {
        const double sum = own1 + smem[(24 + 2)*32 + tx];
        __stcg(c + col + (0 + 2)*(long long)ldc, cold1 + (sum));
      }
      {
        const double sum = own2 + smem[(24 + 4)*32 + tx];
        __stcg(c + col + (0 + 4)*(long long)ldc, cold2 + (sum));
      }
      {
        const double sum = own3 + smem[(24 + 6)*32 + tx];
        __stcg(c + col + (0 + 6)*(long long)ldc, cold3 + (sum));
      }
      {
        const double sum = own4 + smem[(24 + 8)*32 + tx];
        __stcg(c + col + (0 + 8)*(long long)ldc, cold4 + (sum));
      }
      {
        const double sum = own5 + smem[(24 + 10)*32 + tx];
        __stcg(c + col + (0 + 10)*(long long)ldc, cold5 + (sum));
      }
      {
        const double sum = own6 + smem[(24 + 12)*32 + tx];
        __stcg(c + col + (0 + 12)*(long long)ldc, cold6 + (sum));
      }
      {
        const double sum = own7 + smem[(24 + 14)*32 + tx];
        __stcg(c + col + (0 + 14)*(long long)ldc, cold7 + (sum));
      }
      {
        const double sum = own8 + smem[(24 + 16)*32 + tx];
        __stcg(c + col + (0 + 16)*(long long)ldc, cold8 + (sum));
      }
      {
        const double sum = own9 + smem[(24 + 18)*32 + tx];
        __stcg(c + col + (0 + 18)*(long long)ldc, cold9 + (sum));
      }
      {
        const double sum = own10 + smem[(24 + 20)*32 + tx];
        __stcg(c + col + (0 + 20)*(long long)ldc, cold10 + (sum));
      }
      {
        const double sum = own11 + smem[(24 + 22)*32 + tx];
        __stcg(c + col + (0 + 22)*(long long)ldc, cold11 + (sum));
      }
    }
    if (col < n) {
      cold0 = __ldcg(c + col + (24)*(long long)ldc);
      cold1 = __ldcg(c + col + (26)*(long long)ldc);
      cold2 = __ldcg(c + col + (28)*(long long)ldc);
      cold3 = __ldcg(c + col + (30)*(long long)ldc);
      cold4 = __ldcg(c + col + (32)*(long long)ldc);
      cold5 = __ldcg(c + col + (34)*(long long)ldc);
      cold6 = __ldcg(c + col + (36)*(long long)ldc);
      cold7 = __ldcg(c + col + (38)*(long long)ldc);
      cold8 = __ldcg(c + col + (40)*(long long)ldc);
      cold9 = __ldcg(c + col + (42)*(long long)ldc);
      cold10 = __ldcg(c + col + (44)*(long long)ldc);
      cold11 = __ldcg(c + col + (46)*(long long)ldc);
    }
    v9 = __ldcg(b + load_col + 26*(long long)ldb);
    v0 = __ldcg(b + load_col + 9*(long long)ldb);
    v1 = __ldcg(b + load_col + 10*(long long)ldb);
    v2 = __ldcg(b + load_col + 11*(long long)ldb);
    v3 = __ldcg(b + load_col + 12*(long long)ldb);
    v4 = __ldcg(b + load_col + 13*(long long)ldb);
    v5 = __ldcg(b + load_col + 14*(long long)ldb);
    v6 = __ldcg(b + load_col + 15*(long long)ldb);
    v7 = __ldcg(b + load_col + 16*(long long)ldb);
    v8 = __ldcg(b + load_col + 17*(long long)ldb);
    smem[(48 + 1)*32 + tx] = -gimmik_a[1]*v9;
    smem[(48 + 3)*32 + tx] = -gimmik_a[2]*v0;
    smem[(48 + 5)*32 + tx] = -gimmik_a[2]*v2;
    smem[(48 + 7)*32 + tx] = gimmik_a[1]*v1;
    smem[(48 + 9)*32 + tx] = -gimmik_a[0]*v0;
    smem[(48 + 11)*32 + tx] = -gimmik_a[0]*v2;
    smem[(48 + 13)*32 + tx] = -gimmik_a[2]*v4;
    smem[(48 + 15)*32 + tx] = gimmik_a[1]*v3;
    smem[(48 + 17)*32 + tx] = gimmik_a[1]*v5;
    smem[(48 + 19)*32 + tx] = -gimmik_a[0]*v4;
    smem[(48 + 21)*32 + tx] = -gimmik_a[2]*v6;
    smem[(48 + 23)*32 + tx] = -gimmik_a[2]*v8;
    own0 = gimmik_a[0]*v9;
    own1 = gimmik_a[2]*v9;
    own2 = -gimmik_a[2]*v1;
    own3 = gimmik_a[1]*v0;
    own4 = gimmik_a[1]*v2;
    own5 = -gimmik_a[0]*v1;
    own6 = -gimmik_a[2]*v3;
    own7 = -gimmik_a[2]*v5;
    own8 = gimmik_a[1]*v4;
    own9 = -gimmik_a[0]*v3;
    own10 = -gimmik_a[0]*v5;
    own11 = -gimmik_a[2]*v7;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(72 + 0)*32 + tx];
        __stcg(c + col + (24 + 0)*(long long)ldc, cold0 + (sum));
      }
      {
        const double sum = own1 + smem[(72 + 2)*32 + tx];
        __stcg(c + col + (24 + 2)*(long long)ldc, cold1 + (sum));
      }
      {
        const double sum = own2 + smem[(72 + 4)*32 + tx];
        __stcg(c + col + (24 + 4)*(long long)ldc, cold2 + (sum));
      }
      {
        const double sum = own3 + smem[(72 + 6)*32 + tx];
        __stcg(c + col + (24 + 6)*(long long)ldc, cold3 + (sum));
      }
      {
        const double sum = own4 + smem[(72 + 8)*32 + tx];
        __stcg(c + col + (24 + 8)*(long long)ldc, cold4 + (sum));
      }
      {
        const double sum = own5 + smem[(72 + 10)*32 + tx];
        __stcg(c + col + (24 + 10)*(long long)ldc, cold5 + (sum));
      }
      {
        const double sum = own6 + smem[(72 + 12)*32 + tx];
        __stcg(c + col + (24 + 12)*(long long)ldc, cold6 + (sum));
      }
      {
        const double sum = own7 + smem[(72 + 14)*32 + tx];
        __stcg(c + col + (24 + 14)*(long long)ldc, cold7 + (sum));
      }
      {
        const double sum = own8 + smem[(72 + 16)*32 + tx];
        __stcg(c + col + (24 + 16)*(long long)ldc, cold8 + (sum));
      }
      {
        const double sum = own9 + smem[(72 + 18)*32 + tx];
        __stcg(c + col + (24 + 18)*(long long)ldc, cold9 + (sum));
      }
      {
        const double sum = own10 + smem[(72 + 20)*32 + tx];
        __stcg(c + col + (24 + 20)*(long long)ldc, cold10 + (sum));
      }
      {
        const double sum = own11 + smem[(72 + 22)*32 + tx];
        __stcg(c + col + (24 + 22)*(long long)ldc, cold11 + (sum));
      }
    }
    if (col < n) {
      cold0 = __ldcg(c + col + (48)*(long long)ldc);
      cold1 = __ldcg(c + col + (50)*(long long)ldc);
      cold2 = __ldcg(c + col + (52)*(long long)ldc);
      cold3 = __ldcg(c + col + (54)*(long long)ldc);
      cold4 = __ldcg(c + col + (56)*(long long)ldc);
      cold5 = __ldcg(c + col + (58)*(long long)ldc);
      cold6 = __ldcg(c + col + (60)*(long long)ldc);
      cold7 = __ldcg(c + col + (62)*(long long)ldc);
      cold8 = __ldcg(c + col + (64)*(long long)ldc);
      cold9 = __ldcg(c + col + (66)*(long long)ldc);
      cold10 = __ldcg(c + col + (68)*(long long)ldc);
      cold11 = __ldcg(c + col + (70)*(long long)ldc);
    }
    v0 = __ldcg(b + load_col);
    v1 = __ldcg(b + load_col + (long long)ldb);
    v2 = __ldcg(b + load_col + 2*(long long)ldb);
    v3 = __ldcg(b + load_col + 3*(long long)ldb);
    v4 = __ldcg(b + load_col + 4*(long long)ldb);
    v5 = __ldcg(b + load_col + 5*(long long)ldb);
    v9 = __ldcg(b + load_col + 6*(long long)ldb);
    v10 = __ldcg(b + load_col + 7*(long long)ldb);
    v11 = __ldcg(b + load_col + 8*(long long)ldb);
    smem[(0 + 1)*32 + tx] = gimmik_a[1]*v7;
    smem[(0 + 3)*32 + tx] = -gimmik_a[0]*v6;
    smem[(0 + 5)*32 + tx] = -gimmik_a[0]*v8;
    smem[(0 + 7)*32 + tx] = -gimmik_a[2]*v1;
    smem[(0 + 9)*32 + tx] = -gimmik_a[2]*v3;
    smem[(0 + 11)*32 + tx] = -gimmik_a[2]*v5;
    smem[(0 + 13)*32 + tx] = -gimmik_a[2]*v10;
    smem[(0 + 15)*32 + tx] = gimmik_a[1]*v0;
    smem[(0 + 17)*32 + tx] = gimmik_a[1]*v2;
    smem[(0 + 19)*32 + tx] = gimmik_a[1]*v4;
    smem[(0 + 21)*32 + tx] = gimmik_a[1]*v9;
    smem[(0 + 23)*32 + tx] = gimmik_a[1]*v11;
    own0 = gimmik_a[1]*v6;
    own1 = gimmik_a[1]*v8;
    own2 = -gimmik_a[0]*v7;
    own3 = -gimmik_a[2]*v0;
    own4 = -gimmik_a[2]*v2;
    own5 = -gimmik_a[2]*v4;
    own6 = -gimmik_a[2]*v9;
    own7 = -gimmik_a[2]*v11;
    own8 = gimmik_a[1]*v1;
    own9 = gimmik_a[1]*v3;
    own10 = gimmik_a[1]*v5;
    own11 = gimmik_a[1]*v10;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(24 + 0)*32 + tx];
        __stcg(c + col + (48 + 0)*(long long)ldc, cold0 + (sum));
      }
      {
        const double sum = own1 + smem[(24 + 2)*32 + tx];
        __stcg(c + col + (48 + 2)*(long long)ldc, cold1 + (sum));
      }
      {
        const double sum = own2 + smem[(24 + 4)*32 + tx];
        __stcg(c + col + (48 + 4)*(long long)ldc, cold2 + (sum));
      }
      {
        const double sum = own3 + smem[(24 + 6)*32 + tx];
        __stcg(c + col + (48 + 6)*(long long)ldc, cold3 + (sum));
      }
      {
        const double sum = own4 + smem[(24 + 8)*32 + tx];
        __stcg(c + col + (48 + 8)*(long long)ldc, cold4 + (sum));
      }
      {
        const double sum = own5 + smem[(24 + 10)*32 + tx];
        __stcg(c + col + (48 + 10)*(long long)ldc, cold5 + (sum));
      }
      {
        const double sum = own6 + smem[(24 + 12)*32 + tx];
        __stcg(c + col + (48 + 12)*(long long)ldc, cold6 + (sum));
      }
      {
        const double sum = own7 + smem[(24 + 14)*32 + tx];
        __stcg(c + col + (48 + 14)*(long long)ldc, cold7 + (sum));
      }
      {
        const double sum = own8 + smem[(24 + 16)*32 + tx];
        __stcg(c + col + (48 + 16)*(long long)ldc, cold8 + (sum));
      }
      {
        const double sum = own9 + smem[(24 + 18)*32 + tx];
        __stcg(c + col + (48 + 18)*(long long)ldc, cold9 + (sum));
      }
      {
        const double sum = own10 + smem[(24 + 20)*32 + tx];
        __stcg(c + col + (48 + 20)*(long long)ldc, cold10 + (sum));
      }
      {
        const double sum = own11 + smem[(24 + 22)*32 + tx];
        __stcg(c + col + (48 + 22)*(long long)ldc, cold11 + (sum));
      }
    }
    if (col < n) {
      cold0 = __ldcg(c + col + (72)*(long long)ldc);
      cold1 = __ldcg(c + col + (74)*(long long)ldc);
      cold2 = __ldcg(c + col + (76)*(long long)ldc);
      cold3 = __ldcg(c + col + (78)*(long long)ldc);
      cold4 = __ldcg(c + col + (80)*(long long)ldc);
    }
    smem[(48 + 1)*32 + tx] = -gimmik_a[0]*v1;
    smem[(48 + 3)*32 + tx] = -gimmik_a[0]*v3;
    smem[(48 + 5)*32 + tx] = -gimmik_a[0]*v5;
    smem[(48 + 7)*32 + tx] = -gimmik_a[0]*v10;
    own0 = -gimmik_a[0]*v0;
    own1 = -gimmik_a[0]*v2;
    own2 = -gimmik_a[0]*v4;
    own3 = -gimmik_a[0]*v9;
    own4 = -gimmik_a[0]*v11;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(72 + 0)*32 + tx];
        __stcg(c + col + (72 + 0)*(long long)ldc, cold0 + (sum));
      }
      {
        const double sum = own1 + smem[(72 + 2)*32 + tx];
        __stcg(c + col + (72 + 2)*(long long)ldc, cold1 + (sum));
      }
      {
        const double sum = own2 + smem[(72 + 4)*32 + tx];
        __stcg(c + col + (72 + 4)*(long long)ldc, cold2 + (sum));
      }
      {
        const double sum = own3 + smem[(72 + 6)*32 + tx];
        __stcg(c + col + (72 + 6)*(long long)ldc, cold3 + (sum));
      }
      {
        const double sum = own4 + smem[(72 + 8)*32 + tx];
        __stcg(c + col + (72 + 8)*(long long)ldc, cold4 + (sum));
      }
    }
  }
  else if (ty == 1) {
    if (col < n) {
      cold0 = __ldcg(c + col + (1)*(long long)ldc);
      cold1 = __ldcg(c + col + (3)*(long long)ldc);
      cold2 = __ldcg(c + col + (5)*(long long)ldc);
      cold3 = __ldcg(c + col + (7)*(long long)ldc);
      cold4 = __ldcg(c + col + (9)*(long long)ldc);
      cold5 = __ldcg(c + col + (11)*(long long)ldc);
      cold6 = __ldcg(c + col + (13)*(long long)ldc);
      cold7 = __ldcg(c + col + (15)*(long long)ldc);
      cold8 = __ldcg(c + col + (17)*(long long)ldc);
      cold9 = __ldcg(c + col + (19)*(long long)ldc);
      cold10 = __ldcg(c + col + (21)*(long long)ldc);
      cold11 = __ldcg(c + col + (23)*(long long)ldc);
    }
    v0 = __ldcg(b + load_col + 36*(long long)ldb);
    v1 = __ldcg(b + load_col + 37*(long long)ldb);
    v2 = __ldcg(b + load_col + 38*(long long)ldb);
    v3 = __ldcg(b + load_col + 39*(long long)ldb);
    v4 = __ldcg(b + load_col + 40*(long long)ldb);
    v5 = __ldcg(b + load_col + 41*(long long)ldb);
    v6 = __ldcg(b + load_col + 42*(long long)ldb);
    v7 = __ldcg(b + load_col + 43*(long long)ldb);
    smem[(24 + 0)*32 + tx] = -gimmik_a[2]*v0;
    smem[(24 + 2)*32 + tx] = -gimmik_a[0]*v0;
    smem[(24 + 4)*32 + tx] = gimmik_a[1]*v1;
    smem[(24 + 6)*32 + tx] = -gimmik_a[2]*v2;
    smem[(24 + 8)*32 + tx] = -gimmik_a[0]*v2;
    smem[(24 + 10)*32 + tx] = gimmik_a[1]*v3;
    smem[(24 + 12)*32 + tx] = -gimmik_a[2]*v4;
    smem[(24 + 14)*32 + tx] = -gimmik_a[0]*v4;
    smem[(24 + 16)*32 + tx] = gimmik_a[1]*v5;
    smem[(24 + 18)*32 + tx] = -gimmik_a[2]*v6;
    smem[(24 + 20)*32 + tx] = -gimmik_a[0]*v6;
    smem[(24 + 22)*32 + tx] = gimmik_a[1]*v7;
    own0 = gimmik_a[1]*v0;
    own1 = -gimmik_a[2]*v1;
    own2 = -gimmik_a[0]*v1;
    own3 = gimmik_a[1]*v2;
    own4 = -gimmik_a[2]*v3;
    own5 = -gimmik_a[0]*v3;
    own6 = gimmik_a[1]*v4;
    own7 = -gimmik_a[2]*v5;
    own8 = -gimmik_a[0]*v5;
    own9 = gimmik_a[1]*v6;
    own10 = -gimmik_a[2]*v7;
    own11 = -gimmik_a[0]*v7;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(0 + 1)*32 + tx];
        __stcg(c + col + (0 + 1)*(long long)ldc, cold0 + (sum));
      }
      {
        const double sum = own1 + smem[(0 + 3)*32 + tx];
        __stcg(c + col + (0 + 3)*(long long)ldc, cold1 + (sum));
      }
      {
        const double sum = own2 + smem[(0 + 5)*32 + tx];
        __stcg(c + col + (0 + 5)*(long long)ldc, cold2 + (sum));
      }
      {
        const double sum = own3 + smem[(0 + 7)*32 + tx];
        __stcg(c + col + (0 + 7)*(long long)ldc, cold3 + (sum));
      }
      {
        const double sum = own4 + smem[(0 + 9)*32 + tx];
        __stcg(c + col + (0 + 9)*(long long)ldc, cold4 + (sum));
      }
      {
        const double sum = own5 + smem[(0 + 11)*32 + tx];
        __stcg(c + col + (0 + 11)*(long long)ldc, cold5 + (sum));
      }
      {
        const double sum = own6 + smem[(0 + 13)*32 + tx];
        __stcg(c + col + (0 + 13)*(long long)ldc, cold6 + (sum));
      }
      {
        const double sum = own7 + smem[(0 + 15)*32 + tx];
        __stcg(c + col + (0 + 15)*(long long)ldc, cold7 + (sum));
      }
      {
        const double sum = own8 + smem[(0 + 17)*32 + tx];
        __stcg(c + col + (0 + 17)*(long long)ldc, cold8 + (sum));
      }
      {
        const double sum = own9 + smem[(0 + 19)*32 + tx];
        __stcg(c + col + (0 + 19)*(long long)ldc, cold9 + (sum));
      }
      {
        const double sum = own10 + smem[(0 + 21)*32 + tx];
        __stcg(c + col + (0 + 21)*(long long)ldc, cold10 + (sum));
      }
      {
        const double sum = own11 + smem[(0 + 23)*32 + tx];
        __stcg(c + col + (0 + 23)*(long long)ldc, cold11 + (sum));
      }
    }
    if (col < n) {
      cold0 = __ldcg(c + col + (25)*(long long)ldc);
      cold1 = __ldcg(c + col + (27)*(long long)ldc);
      cold2 = __ldcg(c + col + (29)*(long long)ldc);
      cold3 = __ldcg(c + col + (31)*(long long)ldc);
      cold4 = __ldcg(c + col + (33)*(long long)ldc);
      cold5 = __ldcg(c + col + (35)*(long long)ldc);
      cold6 = __ldcg(c + col + (37)*(long long)ldc);
      cold7 = __ldcg(c + col + (39)*(long long)ldc);
      cold8 = __ldcg(c + col + (41)*(long long)ldc);
      cold9 = __ldcg(c + col + (43)*(long long)ldc);
      cold10 = __ldcg(c + col + (45)*(long long)ldc);
      cold11 = __ldcg(c + col + (47)*(long long)ldc);
    }
    v9 = __ldcg(b + load_col + 44*(long long)ldb);
    v0 = __ldcg(b + load_col + 27*(long long)ldb);
    v1 = __ldcg(b + load_col + 28*(long long)ldb);
    v2 = __ldcg(b + load_col + 29*(long long)ldb);
    v3 = __ldcg(b + load_col + 30*(long long)ldb);
    v4 = __ldcg(b + load_col + 31*(long long)ldb);
    v5 = __ldcg(b + load_col + 32*(long long)ldb);
    v6 = __ldcg(b + load_col + 33*(long long)ldb);
    v7 = __ldcg(b + load_col + 34*(long long)ldb);
    v8 = __ldcg(b + load_col + 35*(long long)ldb);
    smem[(72 + 0)*32 + tx] = -gimmik_a[2]*v9;
    smem[(72 + 2)*32 + tx] = -gimmik_a[0]*v9;
    smem[(72 + 4)*32 + tx] = gimmik_a[0]*v1;
    smem[(72 + 6)*32 + tx] = -gimmik_a[1]*v0;
    smem[(72 + 8)*32 + tx] = -gimmik_a[1]*v2;
    smem[(72 + 10)*32 + tx] = gimmik_a[2]*v1;
    smem[(72 + 12)*32 + tx] = gimmik_a[0]*v3;
    smem[(72 + 14)*32 + tx] = gimmik_a[0]*v5;
    smem[(72 + 16)*32 + tx] = -gimmik_a[1]*v4;
    smem[(72 + 18)*32 + tx] = gimmik_a[2]*v3;
    smem[(72 + 20)*32 + tx] = gimmik_a[2]*v5;
    smem[(72 + 22)*32 + tx] = gimmik_a[0]*v7;
    own0 = gimmik_a[1]*v9;
    own1 = gimmik_a[0]*v0;
    own2 = gimmik_a[0]*v2;
    own3 = -gimmik_a[1]*v1;
    own4 = gimmik_a[2]*v0;
    own5 = gimmik_a[2]*v2;
    own6 = gimmik_a[0]*v4;
    own7 = -gimmik_a[1]*v3;
    own8 = -gimmik_a[1]*v5;
    own9 = gimmik_a[2]*v4;
    own10 = gimmik_a[0]*v6;
    own11 = gimmik_a[0]*v8;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(48 + 1)*32 + tx];
        __stcg(c + col + (24 + 1)*(long long)ldc, cold0 + (sum));
      }
      {
        const double sum = own1 + smem[(48 + 3)*32 + tx];
        __stcg(c + col + (24 + 3)*(long long)ldc, cold1 + (sum));
      }
      {
        const double sum = own2 + smem[(48 + 5)*32 + tx];
        __stcg(c + col + (24 + 5)*(long long)ldc, cold2 + (sum));
      }
      {
        const double sum = own3 + smem[(48 + 7)*32 + tx];
        __stcg(c + col + (24 + 7)*(long long)ldc, cold3 + (sum));
      }
      {
        const double sum = own4 + smem[(48 + 9)*32 + tx];
        __stcg(c + col + (24 + 9)*(long long)ldc, cold4 + (sum));
      }
      {
        const double sum = own5 + smem[(48 + 11)*32 + tx];
        __stcg(c + col + (24 + 11)*(long long)ldc, cold5 + (sum));
      }
      {
        const double sum = own6 + smem[(48 + 13)*32 + tx];
        __stcg(c + col + (24 + 13)*(long long)ldc, cold6 + (sum));
      }
      {
        const double sum = own7 + smem[(48 + 15)*32 + tx];
        __stcg(c + col + (24 + 15)*(long long)ldc, cold7 + (sum));
      }
      {
        const double sum = own8 + smem[(48 + 17)*32 + tx];
        __stcg(c + col + (24 + 17)*(long long)ldc, cold8 + (sum));
      }
      {
        const double sum = own9 + smem[(48 + 19)*32 + tx];
        __stcg(c + col + (24 + 19)*(long long)ldc, cold9 + (sum));
      }
      {
        const double sum = own10 + smem[(48 + 21)*32 + tx];
        __stcg(c + col + (24 + 21)*(long long)ldc, cold10 + (sum));
      }
      {
        const double sum = own11 + smem[(48 + 23)*32 + tx];
        __stcg(c + col + (24 + 23)*(long long)ldc, cold11 + (sum));
      }
    }
    if (col < n) {
      cold0 = __ldcg(c + col + (49)*(long long)ldc);
      cold1 = __ldcg(c + col + (51)*(long long)ldc);
      cold2 = __ldcg(c + col + (53)*(long long)ldc);
      cold3 = __ldcg(c + col + (55)*(long long)ldc);
      cold4 = __ldcg(c + col + (57)*(long long)ldc);
      cold5 = __ldcg(c + col + (59)*(long long)ldc);
      cold6 = __ldcg(c + col + (61)*(long long)ldc);
      cold7 = __ldcg(c + col + (63)*(long long)ldc);
      cold8 = __ldcg(c + col + (65)*(long long)ldc);
      cold9 = __ldcg(c + col + (67)*(long long)ldc);
      cold10 = __ldcg(c + col + (69)*(long long)ldc);
      cold11 = __ldcg(c + col + (71)*(long long)ldc);
    }
    v0 = __ldcg(b + load_col + 45*(long long)ldb);
    v1 = __ldcg(b + load_col + 46*(long long)ldb);
    v2 = __ldcg(b + load_col + 47*(long long)ldb);
    v3 = __ldcg(b + load_col + 48*(long long)ldb);
    v4 = __ldcg(b + load_col + 49*(long long)ldb);
    v5 = __ldcg(b + load_col + 50*(long long)ldb);
    v9 = __ldcg(b + load_col + 51*(long long)ldb);
    v10 = __ldcg(b + load_col + 52*(long long)ldb);
    v11 = __ldcg(b + load_col + 53*(long long)ldb);
    smem[(24 + 0)*32 + tx] = -gimmik_a[1]*v6;
    smem[(24 + 2)*32 + tx] = -gimmik_a[1]*v8;
    smem[(24 + 4)*32 + tx] = gimmik_a[2]*v7;
    smem[(24 + 6)*32 + tx] = gimmik_a[0]*v0;
    smem[(24 + 8)*32 + tx] = gimmik_a[0]*v2;
    smem[(24 + 10)*32 + tx] = gimmik_a[0]*v4;
    smem[(24 + 12)*32 + tx] = gimmik_a[0]*v9;
    smem[(24 + 14)*32 + tx] = gimmik_a[0]*v11;
    smem[(24 + 16)*32 + tx] = -gimmik_a[1]*v1;
    smem[(24 + 18)*32 + tx] = -gimmik_a[1]*v3;
    smem[(24 + 20)*32 + tx] = -gimmik_a[1]*v5;
    smem[(24 + 22)*32 + tx] = -gimmik_a[1]*v10;
    own0 = -gimmik_a[1]*v7;
    own1 = gimmik_a[2]*v6;
    own2 = gimmik_a[2]*v8;
    own3 = gimmik_a[0]*v1;
    own4 = gimmik_a[0]*v3;
    own5 = gimmik_a[0]*v5;
    own6 = gimmik_a[0]*v10;
    own7 = -gimmik_a[1]*v0;
    own8 = -gimmik_a[1]*v2;
    own9 = -gimmik_a[1]*v4;
    own10 = -gimmik_a[1]*v9;
    own11 = -gimmik_a[1]*v11;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(0 + 1)*32 + tx];
        __stcg(c + col + (48 + 1)*(long long)ldc, cold0 + (sum));
      }
      {
        const double sum = own1 + smem[(0 + 3)*32 + tx];
        __stcg(c + col + (48 + 3)*(long long)ldc, cold1 + (sum));
      }
      {
        const double sum = own2 + smem[(0 + 5)*32 + tx];
        __stcg(c + col + (48 + 5)*(long long)ldc, cold2 + (sum));
      }
      {
        const double sum = own3 + smem[(0 + 7)*32 + tx];
        __stcg(c + col + (48 + 7)*(long long)ldc, cold3 + (sum));
      }
      {
        const double sum = own4 + smem[(0 + 9)*32 + tx];
        __stcg(c + col + (48 + 9)*(long long)ldc, cold4 + (sum));
      }
      {
        const double sum = own5 + smem[(0 + 11)*32 + tx];
        __stcg(c + col + (48 + 11)*(long long)ldc, cold5 + (sum));
      }
      {
        const double sum = own6 + smem[(0 + 13)*32 + tx];
        __stcg(c + col + (48 + 13)*(long long)ldc, cold6 + (sum));
      }
      {
        const double sum = own7 + smem[(0 + 15)*32 + tx];
        __stcg(c + col + (48 + 15)*(long long)ldc, cold7 + (sum));
      }
      {
        const double sum = own8 + smem[(0 + 17)*32 + tx];
        __stcg(c + col + (48 + 17)*(long long)ldc, cold8 + (sum));
      }
      {
        const double sum = own9 + smem[(0 + 19)*32 + tx];
        __stcg(c + col + (48 + 19)*(long long)ldc, cold9 + (sum));
      }
      {
        const double sum = own10 + smem[(0 + 21)*32 + tx];
        __stcg(c + col + (48 + 21)*(long long)ldc, cold10 + (sum));
      }
      {
        const double sum = own11 + smem[(0 + 23)*32 + tx];
        __stcg(c + col + (48 + 23)*(long long)ldc, cold11 + (sum));
      }
    }
    if (col < n) {
      cold0 = __ldcg(c + col + (73)*(long long)ldc);
      cold1 = __ldcg(c + col + (75)*(long long)ldc);
      cold2 = __ldcg(c + col + (77)*(long long)ldc);
      cold3 = __ldcg(c + col + (79)*(long long)ldc);
    }
    smem[(72 + 0)*32 + tx] = gimmik_a[2]*v0;
    smem[(72 + 2)*32 + tx] = gimmik_a[2]*v2;
    smem[(72 + 4)*32 + tx] = gimmik_a[2]*v4;
    smem[(72 + 6)*32 + tx] = gimmik_a[2]*v9;
    smem[(72 + 8)*32 + tx] = gimmik_a[2]*v11;
    own0 = gimmik_a[2]*v1;
    own1 = gimmik_a[2]*v3;
    own2 = gimmik_a[2]*v5;
    own3 = gimmik_a[2]*v10;
    gimmik_split_sync();
    if (col < n) {
      {
        const double sum = own0 + smem[(48 + 1)*32 + tx];
        __stcg(c + col + (72 + 1)*(long long)ldc, cold0 + (sum));
      }
      {
        const double sum = own1 + smem[(48 + 3)*32 + tx];
        __stcg(c + col + (72 + 3)*(long long)ldc, cold1 + (sum));
      }
      {
        const double sum = own2 + smem[(48 + 5)*32 + tx];
        __stcg(c + col + (72 + 5)*(long long)ldc, cold2 + (sum));
      }
      {
        const double sum = own3 + smem[(48 + 7)*32 + tx];
        __stcg(c + col + (72 + 7)*(long long)ldc, cold3 + (sum));
      }
    }
  }
}
