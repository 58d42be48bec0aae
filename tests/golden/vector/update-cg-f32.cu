// gimmikc: vector reduce (2 statements, 1 sums), f32
extern "C" __global__ void __launch_bounds__(256)
gimmik_vector(long long n, float alpha, float* __restrict__ x, const float* __restrict__ p, float* __restrict__ r, const float* __restrict__ w, const float* __restrict__ e, float* __restrict__ partials)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  float acc0 = 0.0f;
  long long t = (long long)blockIdx.x*256 + threadIdx.x;
  for (; t < n; t += 262144) {
    float v_x = x[t];
    const float v_p = p[t];
    float v_r = r[t];
    const float v_w = w[t];
    const float v_e = e[t];
    v_x = v_x + alpha*v_p;
    v_r = v_r - alpha*v_w;
    x[t] = v_x;
    r[t] = v_r;
    acc0 += v_e*v_r*v_r;
  }
  extern __shared__ __align__(16) float red[];
  const int l = (int)threadIdx.x;
  red[0 + l] = acc0;
  __syncthreads();
  if (l < 128) {
    red[0 + l] += red[128 + l];
  }
  __syncthreads();
  if (l < 64) {
    red[0 + l] += red[64 + l];
  }
  __syncthreads();
  if (l < 32) {
    red[0 + l] += red[32 + l];
  }
  __syncthreads();
  if (l < 16) {
    red[0 + l] += red[16 + l];
  }
  __syncthreads();
  if (l < 8) {
    red[0 + l] += red[8 + l];
  }
  __syncthreads();
  if (l < 4) {
    red[0 + l] += red[4 + l];
  }
  __syncthreads();
  if (l < 2) {
    red[0 + l] += red[2 + l];
  }
  __syncthreads();
  if (l < 1) {
    red[0 + l] += red[1 + l];
  }
  if (l == 0) {
    partials[(long long)blockIdx.x*1 + 0] = red[0];
  }
}
