// gimmikc: matmul col-split for operators/pyfr/hex-gl-p2-m3.mtx (27 x 54, 162 nonzeros), f32, alpha 1.0, beta 1.0, n 4096, ldb 4096, ldc 4096
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

extern "C" __global__ void __launch_bounds__(128)
gimmik_matmul(const float* __restrict__ b, float* __restrict__ c)
{
  extern __shared__ __align__(16) float2 smem[];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int col = ((int)blockIdx.x*64 + tx)*2;
  const int load_col = col < 4096 ? col : 4096 - 2;
  float2 v0 = make_float2(0.0f, 0.0f), v1 = make_float2(0.0f, 0.0f), v2 = make_float2(0.0f, 0.0f), v3 = make_float2(0.0f, 0.0f), v4 = make_float2(0.0f, 0.0f), v5 = make_float2(0.0f, 0.0f), v6 = make_float2(0.0f, 0.0f), v7 = make_float2(0.0f, 0.0f), v8 = make_float2(0.0f, 0.0f), v9 = make_float2(0.0f, 0.0f), v10 = make_float2(0.0f, 0.0f), v11 = make_float2(0.0f, 0.0f), v12 = make_float2(0.0f, 0.0f), v13 = make_float2(0.0f, 0.0f), v14 = make_float2(0.0f, 0.0f), v15 = make_float2(0.0f, 0.0f), v16 = make_float2(0.0f, 0.0f);
  float2 own0, own1, own2, own3;
  float2 cold0 = make_float2(0.0f, 0.0f), cold1 = make_float2(0.0f, 0.0f), cold2 = make_float2(0.0f, 0.0f), cold3 = make_float2(0.0f, 0.0f);
  if (ty == 0) {
    if (col < 4096) {
      cold0 = *((const float2*)(c + col + (0)*4096));
      cold1 = *((const float2*)(c + col + (2)*4096));
      cold2 = *((const float2*)(c + col + (4)*4096));
      cold3 = *((const float2*)(c + col + (6)*4096));
    }
    v0 = *((const float2*)(b + load_col));
    v8 = *((const float2*)(b + load_col + 36864));
    v11 = *((const float2*)(b + load_col + 73728));
    v1 = *((const float2*)(b + load_col + 4096));
    v9 = *((const float2*)(b + load_col + 40960));
    v2 = *((const float2*)(b + load_col + 8192));
    v10 = *((const float2*)(b + load_col + 45056));
    v3 = *((const float2*)(b + load_col + 12288));
    v12 = *((const float2*)(b + load_col + 77824));
    v4 = *((const float2*)(b + load_col + 16384));
    v5 = *((const float2*)(b + load_col + 20480));
    v6 = *((const float2*)(b + load_col + 24576));
    v13 = *((const float2*)(b + load_col + 81920));
    v7 = *((const float2*)(b + load_col + 28672));
    smem[(0 + 1)*64 + tx] = make_float2(2.661895f*v1.x + 2.661895f*v9.x - 0.75f*v11.x, 2.661895f*v1.y + 2.661895f*v9.y - 0.75f*v11.y);
    smem[(0 + 3)*64 + tx] = make_float2(2.661895f*v3.x - 0.75f*v8.x + 0.338105f*v12.x, 2.661895f*v3.y - 0.75f*v8.y + 0.338105f*v12.y);
    smem[(0 + 5)*64 + tx] = make_float2(2.661895f*v5.x - 0.75f*v10.x + 2.661895f*v12.x, 2.661895f*v5.y - 0.75f*v10.y + 2.661895f*v12.y);
    smem[(0 + 7)*64 + tx] = make_float2(2.661895f*v7.x + 0.338105f*v9.x - 0.75f*v13.x, 2.661895f*v7.y + 0.338105f*v9.y - 0.75f*v13.y);
    own0 = make_float2(2.661895f*v0.x + 2.661895f*v8.x + 0.338105f*v11.x, 2.661895f*v0.y + 2.661895f*v8.y + 0.338105f*v11.y);
    own1 = make_float2(2.661895f*v2.x + 2.661895f*v10.x + 2.661895f*v11.x, 2.661895f*v2.y + 2.661895f*v10.y + 2.661895f*v11.y);
    own2 = make_float2(2.661895f*v4.x - 0.75f*v9.x - 0.75f*v12.x, 2.661895f*v4.y - 0.75f*v9.y - 0.75f*v12.y);
    own3 = make_float2(2.661895f*v6.x + 0.338105f*v8.x + 0.338105f*v13.x, 2.661895f*v6.y + 0.338105f*v8.y + 0.338105f*v13.y);
    gimmik_split_sync();
    if (col < 4096) {
      {
        const float sum0 = own0.x + smem[(8 + 0)*64 + tx].x;
        const float sum1 = own0.y + smem[(8 + 0)*64 + tx].y;
        *((float2*)(c + col + (0 + 0)*4096)) = make_float2(cold0.x + (sum0), cold0.y + (sum1));
      }
      {
        const float sum0 = own1.x + smem[(8 + 2)*64 + tx].x;
        const float sum1 = own1.y + smem[(8 + 2)*64 + tx].y;
        *((float2*)(c + col + (0 + 2)*4096)) = make_float2(cold1.x + (sum0), cold1.y + (sum1));
      }
      {
        const float sum0 = own2.x + smem[(8 + 4)*64 + tx].x;
        const float sum1 = own2.y + smem[(8 + 4)*64 + tx].y;
        *((float2*)(c + col + (0 + 4)*4096)) = make_float2(cold2.x + (sum0), cold2.y + (sum1));
      }
      {
        const float sum0 = own3.x + smem[(8 + 6)*64 + tx].x;
        const float sum1 = own3.y + smem[(8 + 6)*64 + tx].y;
        *((float2*)(c + col + (0 + 6)*4096)) = make_float2(cold3.x + (sum0), cold3.y + (sum1));
      }
    }
    if (col < 4096) {
      cold0 = *((const float2*)(c + col + (8)*4096));
      cold1 = *((const float2*)(c + col + (10)*4096));
      cold2 = *((const float2*)(c + col + (12)*4096));
      cold3 = *((const float2*)(c + col + (14)*4096));
    }
    v8 = *((const float2*)(b + load_col + 32768));
    v9 = *((const float2*)(b + load_col + 49152));
    v14 = *((const float2*)(b + load_col + 86016));
    v11 = *((const float2*)(b + load_col + 53248));
    v12 = *((const float2*)(b + load_col + 57344));
    v15 = *((const float2*)(b + load_col + 90112));
    v16 = *((const float2*)(b + load_col + 94208));
    smem[(16 + 1)*64 + tx] = make_float2(-0.75f*v0.x + 2.661895f*v9.x + 0.338105f*v14.x, -0.75f*v0.y + 2.661895f*v9.y + 0.338105f*v14.y);
    smem[(16 + 3)*64 + tx] = make_float2(-0.75f*v2.x + 2.661895f*v12.x + 2.661895f*v14.x, -0.75f*v2.y + 2.661895f*v12.y + 2.661895f*v14.y);
    smem[(16 + 5)*64 + tx] = make_float2(-0.75f*v4.x - 0.75f*v11.x - 0.75f*v15.x, -0.75f*v4.y - 0.75f*v11.y - 0.75f*v15.y);
    smem[(16 + 7)*64 + tx] = make_float2(-0.75f*v6.x + 0.338105f*v9.x + 0.338105f*v16.x, -0.75f*v6.y + 0.338105f*v9.y + 0.338105f*v16.y);
    own0 = make_float2(2.661895f*v8.x + 0.338105f*v10.x + 2.661895f*v13.x, 2.661895f*v8.y + 0.338105f*v10.y + 2.661895f*v13.y);
    own1 = make_float2(-0.75f*v1.x + 2.661895f*v11.x - 0.75f*v14.x, -0.75f*v1.y + 2.661895f*v11.y - 0.75f*v14.y);
    own2 = make_float2(-0.75f*v3.x - 0.75f*v9.x + 0.338105f*v15.x, -0.75f*v3.y - 0.75f*v9.y + 0.338105f*v15.y);
    own3 = make_float2(-0.75f*v5.x - 0.75f*v12.x + 2.661895f*v15.x, -0.75f*v5.y - 0.75f*v12.y + 2.661895f*v15.y);
    gimmik_split_sync();
    if (col < 4096) {
      {
        const float sum0 = own0.x + smem[(24 + 0)*64 + tx].x;
        const float sum1 = own0.y + smem[(24 + 0)*64 + tx].y;
        *((float2*)(c + col + (8 + 0)*4096)) = make_float2(cold0.x + (sum0), cold0.y + (sum1));
      }
      {
        const float sum0 = own1.x + smem[(24 + 2)*64 + tx].x;
        const float sum1 = own1.y + smem[(24 + 2)*64 + tx].y;
        *((float2*)(c + col + (8 + 2)*4096)) = make_float2(cold1.x + (sum0), cold1.y + (sum1));
      }
      {
        const float sum0 = own2.x + smem[(24 + 4)*64 + tx].x;
        const float sum1 = own2.y + smem[(24 + 4)*64 + tx].y;
        *((float2*)(c + col + (8 + 4)*4096)) = make_float2(cold2.x + (sum0), cold2.y + (sum1));
      }
      {
        const float sum0 = own3.x + smem[(24 + 6)*64 + tx].x;
        const float sum1 = own3.y + smem[(24 + 6)*64 + tx].y;
        *((float2*)(c + col + (8 + 6)*4096)) = make_float2(cold3.x + (sum0), cold3.y + (sum1));
      }
    }
    if (col < 4096) {
      cold0 = *((const float2*)(c + col + (16)*4096));
      cold1 = *((const float2*)(c + col + (18)*4096));
      cold2 = *((const float2*)(c + col + (20)*4096));
      cold3 = *((const float2*)(c + col + (22)*4096));
    }
    v9 = *((const float2*)(b + load_col + 61440));
    v14 = *((const float2*)(b + load_col + 98304));
    v10 = *((const float2*)(b + load_col + 65536));
    v13 = *((const float2*)(b + load_col + 69632));
    v15 = *((const float2*)(b + load_col + 102400));
    smem[(0 + 1)*64 + tx] = make_float2(-0.75f*v8.x + 0.338105f*v12.x + 2.661895f*v16.x, -0.75f*v8.y + 0.338105f*v12.y + 2.661895f*v16.y);
    smem[(0 + 3)*64 + tx] = make_float2(0.338105f*v1.x + 2.661895f*v10.x - 0.75f*v14.x, 0.338105f*v1.y + 2.661895f*v10.y - 0.75f*v14.y);
    smem[(0 + 5)*64 + tx] = make_float2(0.338105f*v3.x - 0.75f*v9.x + 0.338105f*v15.x, 0.338105f*v3.y - 0.75f*v9.y + 0.338105f*v15.y);
    smem[(0 + 7)*64 + tx] = make_float2(0.338105f*v5.x - 0.75f*v13.x + 2.661895f*v15.x, 0.338105f*v5.y - 0.75f*v13.y + 2.661895f*v15.y);
    own0 = make_float2(-0.75f*v7.x + 0.338105f*v11.x - 0.75f*v16.x, -0.75f*v7.y + 0.338105f*v11.y - 0.75f*v16.y);
    own1 = make_float2(0.338105f*v0.x + 2.661895f*v9.x + 0.338105f*v14.x, 0.338105f*v0.y + 2.661895f*v9.y + 0.338105f*v14.y);
    own2 = make_float2(0.338105f*v2.x + 2.661895f*v13.x + 2.661895f*v14.x, 0.338105f*v2.y + 2.661895f*v13.y + 2.661895f*v14.y);
    own3 = make_float2(0.338105f*v4.x - 0.75f*v10.x - 0.75f*v15.x, 0.338105f*v4.y - 0.75f*v10.y - 0.75f*v15.y);
    gimmik_split_sync();
    if (col < 4096) {
      {
        const float sum0 = own0.x + smem[(8 + 0)*64 + tx].x;
        const float sum1 = own0.y + smem[(8 + 0)*64 + tx].y;
        *((float2*)(c + col + (16 + 0)*4096)) = make_float2(cold0.x + (sum0), cold0.y + (sum1));
      }
      {
        const float sum0 = own1.x + smem[(8 + 2)*64 + tx].x;
        const float sum1 = own1.y + smem[(8 + 2)*64 + tx].y;
        *((float2*)(c + col + (16 + 2)*4096)) = make_float2(cold1.x + (sum0), cold1.y + (sum1));
      }
      {
        const float sum0 = own2.x + smem[(8 + 4)*64 + tx].x;
        const float sum1 = own2.y + smem[(8 + 4)*64 + tx].y;
        *((float2*)(c + col + (16 + 4)*4096)) = make_float2(cold2.x + (sum0), cold2.y + (sum1));
      }
      {
        const float sum0 = own3.x + smem[(8 + 6)*64 + tx].x;
        const float sum1 = own3.y + smem[(8 + 6)*64 + tx].y;
        *((float2*)(c + col + (16 + 6)*4096)) = make_float2(cold3.x + (sum0), cold3.y + (sum1));
      }
    }
    if (col < 4096) {
      cold0 = *((const float2*)(c + col + (24)*4096));
      cold1 = *((const float2*)(c + col + (26)*4096));
    }
    v0 = *((const float2*)(b + load_col + 106496));
    smem[(16 + 1)*64 + tx] = make_float2(0.338105f*v7.x + 0.338105f*v10.x - 0.75f*v0.x, 0.338105f*v7.y + 0.338105f*v10.y - 0.75f*v0.y);
    own0 = make_float2(0.338105f*v6.x + 0.338105f*v9.x + 0.338105f*v0.x, 0.338105f*v6.y + 0.338105f*v9.y + 0.338105f*v0.y);
    own1 = make_float2(0.338105f*v8.x + 0.338105f*v13.x + 2.661895f*v0.x, 0.338105f*v8.y + 0.338105f*v13.y + 2.661895f*v0.y);
    gimmik_split_sync();
    if (col < 4096) {
      {
        const float sum0 = own0.x + smem[(24 + 0)*64 + tx].x;
        const float sum1 = own0.y + smem[(24 + 0)*64 + tx].y;
        *((float2*)(c + col + (24 + 0)*4096)) = make_float2(cold0.x + (sum0), cold0.y + (sum1));
      }
      {
        const float sum0 = own1.x + smem[(24 + 2)*64 + tx].x;
        const float sum1 = own1.y + smem[(24 + 2)*64 + tx].y;
        *((float2*)(c + col + (24 + 2)*4096)) = make_float2(cold1.x + (sum0), cold1.y + (sum1));
      }
    }
  }
  else if (ty == 1) {
    if (col < 4096) {
      cold0 = *((const float2*)(c + col + (1)*4096));
      cold1 = *((const float2*)(c + col + (3)*4096));
      cold2 = *((const float2*)(c + col + (5)*4096));
      cold3 = *((const float2*)(c + col + (7)*4096));
    }
    v0 = *((const float2*)(b + load_col + 110592));
    v3 = *((const float2*)(b + load_col + 147456));
    v6 = *((const float2*)(b + load_col + 184320));
    v1 = *((const float2*)(b + load_col + 114688));
    v7 = *((const float2*)(b + load_col + 188416));
    v2 = *((const float2*)(b + load_col + 118784));
    v8 = *((const float2*)(b + load_col + 192512));
    v4 = *((const float2*)(b + load_col + 151552));
    v9 = *((const float2*)(b + load_col + 196608));
    v10 = *((const float2*)(b + load_col + 200704));
    v11 = *((const float2*)(b + load_col + 204800));
    v5 = *((const float2*)(b + load_col + 155648));
    v12 = *((const float2*)(b + load_col + 208896));
    v13 = *((const float2*)(b + load_col + 212992));
    smem[(8 + 0)*64 + tx] = make_float2(0.338105f*v0.x + 2.661895f*v3.x + 0.338105f*v6.x, 0.338105f*v0.y + 2.661895f*v3.y + 0.338105f*v6.y);
    smem[(8 + 2)*64 + tx] = make_float2(0.338105f*v2.x + 0.338105f*v3.x + 0.338105f*v8.x, 0.338105f*v2.y + 0.338105f*v3.y + 0.338105f*v8.y);
    smem[(8 + 4)*64 + tx] = make_float2(-0.75f*v1.x - 0.75f*v4.x + 0.338105f*v10.x, -0.75f*v1.y - 0.75f*v4.y + 0.338105f*v10.y);
    smem[(8 + 6)*64 + tx] = make_float2(2.661895f*v0.x + 2.661895f*v5.x + 0.338105f*v12.x, 2.661895f*v0.y + 2.661895f*v5.y + 0.338105f*v12.y);
    own0 = make_float2(0.338105f*v1.x - 0.75f*v3.x + 0.338105f*v7.x, 0.338105f*v1.y - 0.75f*v3.y + 0.338105f*v7.y);
    own1 = make_float2(-0.75f*v0.x + 2.661895f*v4.x + 0.338105f*v9.x, -0.75f*v0.y + 2.661895f*v4.y + 0.338105f*v9.y);
    own2 = make_float2(-0.75f*v2.x + 0.338105f*v4.x + 0.338105f*v11.x, -0.75f*v2.y + 0.338105f*v4.y + 0.338105f*v11.y);
    own3 = make_float2(2.661895f*v1.x - 0.75f*v5.x + 0.338105f*v13.x, 2.661895f*v1.y - 0.75f*v5.y + 0.338105f*v13.y);
    gimmik_split_sync();
    if (col < 4096) {
      {
        const float sum0 = own0.x + smem[(0 + 1)*64 + tx].x;
        const float sum1 = own0.y + smem[(0 + 1)*64 + tx].y;
        *((float2*)(c + col + (0 + 1)*4096)) = make_float2(cold0.x + (sum0), cold0.y + (sum1));
      }
      {
        const float sum0 = own1.x + smem[(0 + 3)*64 + tx].x;
        const float sum1 = own1.y + smem[(0 + 3)*64 + tx].y;
        *((float2*)(c + col + (0 + 3)*4096)) = make_float2(cold1.x + (sum0), cold1.y + (sum1));
      }
      {
        const float sum0 = own2.x + smem[(0 + 5)*64 + tx].x;
        const float sum1 = own2.y + smem[(0 + 5)*64 + tx].y;
        *((float2*)(c + col + (0 + 5)*4096)) = make_float2(cold2.x + (sum0), cold2.y + (sum1));
      }
      {
        const float sum0 = own3.x + smem[(0 + 7)*64 + tx].x;
        const float sum1 = own3.y + smem[(0 + 7)*64 + tx].y;
        *((float2*)(c + col + (0 + 7)*4096)) = make_float2(cold3.x + (sum0), cold3.y + (sum1));
      }
    }
    if (col < 4096) {
      cold0 = *((const float2*)(c + col + (9)*4096));
      cold1 = *((const float2*)(c + col + (11)*4096));
      cold2 = *((const float2*)(c + col + (13)*4096));
      cold3 = *((const float2*)(c + col + (15)*4096));
    }
    v16 = *((const float2*)(b + load_col + 217088));
    v0 = *((const float2*)(b + load_col + 122880));
    v4 = *((const float2*)(b + load_col + 159744));
    v1 = *((const float2*)(b + load_col + 126976));
    v3 = *((const float2*)(b + load_col + 131072));
    v14 = *((const float2*)(b + load_col + 163840));
    v15 = *((const float2*)(b + load_col + 167936));
    smem[(24 + 0)*64 + tx] = make_float2(2.661895f*v2.x + 0.338105f*v5.x + 0.338105f*v16.x, 2.661895f*v2.y + 0.338105f*v5.y + 0.338105f*v16.y);
    smem[(24 + 2)*64 + tx] = make_float2(0.338105f*v1.x - 0.75f*v4.x - 0.75f*v7.x, 0.338105f*v1.y - 0.75f*v4.y - 0.75f*v7.y);
    smem[(24 + 4)*64 + tx] = make_float2(-0.75f*v0.x + 2.661895f*v14.x - 0.75f*v9.x, -0.75f*v0.y + 2.661895f*v14.y - 0.75f*v9.y);
    smem[(24 + 6)*64 + tx] = make_float2(-0.75f*v3.x + 0.338105f*v14.x - 0.75f*v11.x, -0.75f*v3.y + 0.338105f*v14.y - 0.75f*v11.y);
    own0 = make_float2(0.338105f*v0.x + 2.661895f*v4.x - 0.75f*v6.x, 0.338105f*v0.y + 2.661895f*v4.y - 0.75f*v6.y);
    own1 = make_float2(0.338105f*v3.x + 0.338105f*v4.x - 0.75f*v8.x, 0.338105f*v3.y + 0.338105f*v4.y - 0.75f*v8.y);
    own2 = make_float2(-0.75f*v1.x - 0.75f*v14.x - 0.75f*v10.x, -0.75f*v1.y - 0.75f*v14.y - 0.75f*v10.y);
    own3 = make_float2(2.661895f*v0.x + 2.661895f*v15.x - 0.75f*v12.x, 2.661895f*v0.y + 2.661895f*v15.y - 0.75f*v12.y);
    gimmik_split_sync();
    if (col < 4096) {
      {
        const float sum0 = own0.x + smem[(16 + 1)*64 + tx].x;
        const float sum1 = own0.y + smem[(16 + 1)*64 + tx].y;
        *((float2*)(c + col + (8 + 1)*4096)) = make_float2(cold0.x + (sum0), cold0.y + (sum1));
      }
      {
        const float sum0 = own1.x + smem[(16 + 3)*64 + tx].x;
        const float sum1 = own1.y + smem[(16 + 3)*64 + tx].y;
        *((float2*)(c + col + (8 + 3)*4096)) = make_float2(cold1.x + (sum0), cold1.y + (sum1));
      }
      {
        const float sum0 = own2.x + smem[(16 + 5)*64 + tx].x;
        const float sum1 = own2.y + smem[(16 + 5)*64 + tx].y;
        *((float2*)(c + col + (8 + 5)*4096)) = make_float2(cold2.x + (sum0), cold2.y + (sum1));
      }
      {
        const float sum0 = own3.x + smem[(16 + 7)*64 + tx].x;
        const float sum1 = own3.y + smem[(16 + 7)*64 + tx].y;
        *((float2*)(c + col + (8 + 7)*4096)) = make_float2(cold3.x + (sum0), cold3.y + (sum1));
      }
    }
    if (col < 4096) {
      cold0 = *((const float2*)(c + col + (17)*4096));
      cold1 = *((const float2*)(c + col + (19)*4096));
      cold2 = *((const float2*)(c + col + (21)*4096));
      cold3 = *((const float2*)(c + col + (23)*4096));
    }
    v0 = *((const float2*)(b + load_col + 135168));
    v5 = *((const float2*)(b + load_col + 172032));
    v2 = *((const float2*)(b + load_col + 139264));
    v4 = *((const float2*)(b + load_col + 143360));
    v14 = *((const float2*)(b + load_col + 176128));
    smem[(8 + 0)*64 + tx] = make_float2(2.661895f*v1.x - 0.75f*v15.x - 0.75f*v13.x, 2.661895f*v1.y - 0.75f*v15.y - 0.75f*v13.y);
    smem[(8 + 2)*64 + tx] = make_float2(0.338105f*v0.x + 2.661895f*v5.x + 2.661895f*v6.x, 0.338105f*v0.y + 2.661895f*v5.y + 2.661895f*v6.y);
    smem[(8 + 4)*64 + tx] = make_float2(0.338105f*v4.x + 0.338105f*v5.x + 2.661895f*v8.x, 0.338105f*v4.y + 0.338105f*v5.y + 2.661895f*v8.y);
    smem[(8 + 6)*64 + tx] = make_float2(-0.75f*v2.x - 0.75f*v14.x + 2.661895f*v10.x, -0.75f*v2.y - 0.75f*v14.y + 2.661895f*v10.y);
    own0 = make_float2(2.661895f*v3.x + 0.338105f*v15.x - 0.75f*v16.x, 2.661895f*v3.y + 0.338105f*v15.y - 0.75f*v16.y);
    own1 = make_float2(0.338105f*v2.x - 0.75f*v5.x + 2.661895f*v7.x, 0.338105f*v2.y - 0.75f*v5.y + 2.661895f*v7.y);
    own2 = make_float2(-0.75f*v0.x + 2.661895f*v14.x + 2.661895f*v9.x, -0.75f*v0.y + 2.661895f*v14.y + 2.661895f*v9.y);
    own3 = make_float2(-0.75f*v4.x + 0.338105f*v14.x + 2.661895f*v11.x, -0.75f*v4.y + 0.338105f*v14.y + 2.661895f*v11.y);
    gimmik_split_sync();
    if (col < 4096) {
      {
        const float sum0 = own0.x + smem[(0 + 1)*64 + tx].x;
        const float sum1 = own0.y + smem[(0 + 1)*64 + tx].y;
        *((float2*)(c + col + (16 + 1)*4096)) = make_float2(cold0.x + (sum0), cold0.y + (sum1));
      }
      {
        const float sum0 = own1.x + smem[(0 + 3)*64 + tx].x;
        const float sum1 = own1.y + smem[(0 + 3)*64 + tx].y;
        *((float2*)(c + col + (16 + 3)*4096)) = make_float2(cold1.x + (sum0), cold1.y + (sum1));
      }
      {
        const float sum0 = own2.x + smem[(0 + 5)*64 + tx].x;
        const float sum1 = own2.y + smem[(0 + 5)*64 + tx].y;
        *((float2*)(c + col + (16 + 5)*4096)) = make_float2(cold2.x + (sum0), cold2.y + (sum1));
      }
      {
        const float sum0 = own3.x + smem[(0 + 7)*64 + tx].x;
        const float sum1 = own3.y + smem[(0 + 7)*64 + tx].y;
        *((float2*)(c + col + (16 + 7)*4096)) = make_float2(cold3.x + (sum0), cold3.y + (sum1));
      }
    }
    if (col < 4096) {
      cold0 = *((const float2*)(c + col + (25)*4096));
    }
    v1 = *((const float2*)(b + load_col + 180224));
    smem[(24 + 0)*64 + tx] = make_float2(2.661895f*v0.x + 2.661895f*v1.x + 2.661895f*v12.x, 2.661895f*v0.y + 2.661895f*v1.y + 2.661895f*v12.y);
    smem[(24 + 2)*64 + tx] = make_float2(2.661895f*v4.x + 0.338105f*v1.x + 2.661895f*v16.x, 2.661895f*v4.y + 0.338105f*v1.y + 2.661895f*v16.y);
    own0 = make_float2(2.661895f*v2.x - 0.75f*v1.x + 2.661895f*v13.x, 2.661895f*v2.y - 0.75f*v1.y + 2.661895f*v13.y);
    gimmik_split_sync();
    if (col < 4096) {
      {
        const float sum0 = own0.x + smem[(16 + 1)*64 + tx].x;
        const float sum1 = own0.y + smem[(16 + 1)*64 + tx].y;
        *((float2*)(c + col + (24 + 1)*4096)) = make_float2(cold0.x + (sum0), cold0.y + (sum1));
      }
    }
  }
}
