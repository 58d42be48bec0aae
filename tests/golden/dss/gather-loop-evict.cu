// gimmikc: dss gather (gather-scatter), N = 8, f64, element-major
extern "C" __global__ void __launch_bounds__(256)
gimmik_dss(int count, const int* __restrict__ offsets, const int* __restrict__ indices, double* __restrict__ u)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  const int t = (int)blockIdx.x*256 + threadIdx.x;
  if (t < count) {
    const int groups = offsets[0];
    int g = 0;
    while (g + 1 < groups && t >= offsets[2 + g]) g++;
    const int first = offsets[1 + g];
    const int nodes = offsets[2 + g] - first;
    const int copies = offsets[2 + groups + g];
    const int at = offsets[2 + 2*groups + g] + ((int)t - first);
    {
      double sum = __ldcs(u + indices[at]);
      for (int k = 1; k < copies; k++) sum += __ldcs(u + indices[at + k*nodes]);
      for (int k = 0; k < copies; k++) __stcs(u + indices[at + k*nodes], sum);
    }
  }
}
