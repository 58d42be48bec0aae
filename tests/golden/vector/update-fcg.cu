// gimmikc: vector reduce (3 statements, 1 sums), f64
extern "C" __global__ void __launch_bounds__(256)
gimmik_vector(long long n, double alpha, double* __restrict__ x, const double* __restrict__ p, double* __restrict__ r, const double* __restrict__ w, const double* __restrict__ d, double* __restrict__ z, const double* __restrict__ e, double* __restrict__ partials)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  double acc0 = 0.0;
  long long t = (long long)blockIdx.x*256 + threadIdx.x;
  for (; t < n; t += 262144) {
    double v_x = x[t];
    const double v_p = p[t];
    double v_r = r[t];
    const double v_w = w[t];
    const double v_d = d[t];
    const double v_e = e[t];
    v_x = v_x + alpha*v_p;
    v_r = v_r - alpha*v_w;
    double v_z = v_d*v_r;
    x[t] = v_x;
    r[t] = v_r;
    z[t] = v_z;
    acc0 += v_e*v_r*v_z;
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
