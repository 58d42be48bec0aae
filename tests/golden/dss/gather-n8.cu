// gimmikc: dss gather (gather-scatter), N = 8, f64, element-major
extern "C" __global__ void __launch_bounds__(256)
gimmik_dss(int count, const int* __restrict__ offsets, const int* __restrict__ indices, double* __restrict__ u)
{
  const int t = (int)blockIdx.x*256 + threadIdx.x;
  if (t < count) {
    const int begin = offsets[t], end = offsets[t + 1];
    double sum = u[indices[begin]];
    for (int c = begin + 1; c < end; c++) sum += u[indices[c]];
    for (int c = begin; c < end; c++) u[indices[c]] = sum;
  }
}
