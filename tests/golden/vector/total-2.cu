// gimmikc: vector total (2 totals), f64
extern "C" __global__ void __launch_bounds__(256)
gimmik_vector(int count, const double* __restrict__ partials, double* __restrict__ results)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  double acc0 = 0.0;
  double acc1 = 0.0;
  for (int b = (int)threadIdx.x; b < count; b += 256) {
    acc0 += partials[(long long)b*2 + 0];
    acc1 += partials[(long long)b*2 + 1];
  }
  extern __shared__ __align__(16) double red[];
  const int l = (int)threadIdx.x;
  red[0 + l] = acc0;
  red[256 + l] = acc1;
  __syncthreads();
  if (l < 128) {
    red[0 + l] += red[128 + l];
    red[256 + l] += red[384 + l];
  }
  __syncthreads();
  if (l < 64) {
    red[0 + l] += red[64 + l];
    red[256 + l] += red[320 + l];
  }
  __syncthreads();
  if (l < 32) {
    red[0 + l] += red[32 + l];
    red[256 + l] += red[288 + l];
  }
  __syncthreads();
  if (l < 16) {
    red[0 + l] += red[16 + l];
    red[256 + l] += red[272 + l];
  }
  __syncthreads();
  if (l < 8) {
    red[0 + l] += red[8 + l];
    red[256 + l] += red[264 + l];
  }
  __syncthreads();
  if (l < 4) {
    red[0 + l] += red[4 + l];
    red[256 + l] += red[260 + l];
  }
  __syncthreads();
  if (l < 2) {
    red[0 + l] += red[2 + l];
    red[256 + l] += red[258 + l];
  }
  __syncthreads();
  if (l < 1) {
    red[0 + l] += red[1 + l];
    red[256 + l] += red[257 + l];
  }
  if (l == 0) {
    results[0] = red[0];
    results[1] = red[256];
  }
}
