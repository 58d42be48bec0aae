// gimmikc: vector reduce (1 statements, 1 sums), f64
extern "C" __global__ void __launch_bounds__(256)
gimmik_vector(long long n, double alpha, double* __restrict__ r, const double* __restrict__ w, const double* __restrict__ e, double* __restrict__ partials)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  double acc0 = 0.0;
  long long t = (long long)blockIdx.x*256 + threadIdx.x;
  for (; t + 786432 < n; t += 1048576) {
    double v_r_0 = r[t];
    const double v_w_0 = w[t];
    const double v_e_0 = e[t];
    double v_r_1 = r[(t + 262144)];
    const double v_w_1 = w[(t + 262144)];
    const double v_e_1 = e[(t + 262144)];
    double v_r_2 = r[(t + 524288)];
    const double v_w_2 = w[(t + 524288)];
    const double v_e_2 = e[(t + 524288)];
    double v_r_3 = r[(t + 786432)];
    const double v_w_3 = w[(t + 786432)];
    const double v_e_3 = e[(t + 786432)];
    v_r_0 = v_r_0 - alpha*v_w_0;
    r[t] = v_r_0;
    acc0 += v_e_0*v_r_0*v_r_0;
    v_r_1 = v_r_1 - alpha*v_w_1;
    r[(t + 262144)] = v_r_1;
    acc0 += v_e_1*v_r_1*v_r_1;
    v_r_2 = v_r_2 - alpha*v_w_2;
    r[(t + 524288)] = v_r_2;
    acc0 += v_e_2*v_r_2*v_r_2;
    v_r_3 = v_r_3 - alpha*v_w_3;
    r[(t + 786432)] = v_r_3;
    acc0 += v_e_3*v_r_3*v_r_3;
  }
  for (; t < n; t += 262144) {
    double v_r = r[t];
    const double v_w = w[t];
    const double v_e = e[t];
    v_r = v_r - alpha*v_w;
    r[t] = v_r;
    acc0 += v_e*v_r*v_r;
  }
  extern __shared__ __align__(16) double red[];
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
