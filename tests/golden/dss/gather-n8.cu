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
    if (copies == 2) {
      const int i0 = indices[at];
      const int i1 = indices[at + 1*nodes];
      const double v0 = u[i0];
      const double v1 = u[i1];
      const double sum = v0 + v1;
      u[i0] = sum;
      u[i1] = sum;
    } else if (copies == 4) {
      const int i0 = indices[at];
      const int i1 = indices[at + 1*nodes];
      const int i2 = indices[at + 2*nodes];
      const int i3 = indices[at + 3*nodes];
      const double v0 = u[i0];
      const double v1 = u[i1];
      const double v2 = u[i2];
      const double v3 = u[i3];
      const double sum = v0 + v1 + v2 + v3;
      u[i0] = sum;
      u[i1] = sum;
      u[i2] = sum;
      u[i3] = sum;
    } else if (copies == 8) {
      const int i0 = indices[at];
      const int i1 = indices[at + 1*nodes];
      const int i2 = indices[at + 2*nodes];
      const int i3 = indices[at + 3*nodes];
      const int i4 = indices[at + 4*nodes];
      const int i5 = indices[at + 5*nodes];
      const int i6 = indices[at + 6*nodes];
      const int i7 = indices[at + 7*nodes];
      const double v0 = u[i0];
      const double v1 = u[i1];
      const double v2 = u[i2];
      const double v3 = u[i3];
      const double v4 = u[i4];
      const double v5 = u[i5];
      const double v6 = u[i6];
      const double v7 = u[i7];
      const double sum = v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7;
      u[i0] = sum;
      u[i1] = sum;
      u[i2] = sum;
      u[i3] = sum;
      u[i4] = sum;
      u[i5] = sum;
      u[i6] = sum;
      u[i7] = sum;
    } else {
      double sum = u[indices[at]];
      for (int k = 1; k < copies; k++) sum += u[indices[at + k*nodes]];
      for (int k = 0; k < copies; k++) u[indices[at + k*nodes]] = sum;
    }
  }
}
