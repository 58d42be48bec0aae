// gimmikc: dss pack (field to send buffer), N = 8, f64, element-major
extern "C" __global__ void __launch_bounds__(256)
gimmik_dss(int length, const int* __restrict__ buffer_nodes, const int* __restrict__ copy_offsets, const int* __restrict__ copies, const double* __restrict__ u, double* __restrict__ send)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  const int t = (int)blockIdx.x*256 + threadIdx.x;
  if (t < length) {
    const int i = buffer_nodes[t];
    const int begin = copy_offsets[i], end = copy_offsets[i + 1];
    unsigned l = (unsigned)copies[begin];
    double sum = u[l];
    for (int c = begin + 1; c < end; c++) {
      l = (unsigned)copies[c];
      sum += u[l];
    }
    send[t] = sum;
  }
}
