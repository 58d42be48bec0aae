// gimmikc: dss unpack (buffers to field), N = 8, f64, element-major
extern "C" __global__ void __launch_bounds__(256)
gimmik_dss(int count, const int* __restrict__ sum_offsets, const int* __restrict__ sum_sources, const int* __restrict__ copy_offsets, const int* __restrict__ copies, const double* __restrict__ buffers, double* __restrict__ u)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  const int t = (int)blockIdx.x*256 + threadIdx.x;
  if (t < count) {
    const int first = sum_offsets[t], last = sum_offsets[t + 1];
    double sum = buffers[sum_sources[first]];
    for (int k = first + 1; k < last; k++) sum += buffers[sum_sources[k]];
    for (int c = copy_offsets[t]; c < copy_offsets[t + 1]; c++) {
      const unsigned l = (unsigned)copies[c];
      u[l] = sum;
    }
  }
}
