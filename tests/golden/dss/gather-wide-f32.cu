// gimmikc: dss gather (gather-scatter), N = 8, f32, blocks of 32 elements
static __device__ __forceinline__ float gimmik_wide_load_float(const float *p)
{
  float v;
#if __CUDA_ARCH__ >= 800
  asm volatile("ld.global.L2::256B.f32 %0, [%1];" : "=f"(v) : "l"(p) : "memory");
#else
  v = *p;
#endif
  return v;
}

static __device__ __forceinline__ int gimmik_wide_load_int_nc(const int *p)
{
  int v;
#if __CUDA_ARCH__ >= 800
  asm volatile("ld.global.nc.L2::256B.s32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
#else
  v = *p;
#endif
  return v;
}

extern "C" __global__ void __launch_bounds__(256)
gimmik_dss(int count, const int* __restrict__ offsets, const int* __restrict__ indices, float* __restrict__ u)
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
      const int i0 = gimmik_wide_load_int_nc(indices + at);
      const int i1 = gimmik_wide_load_int_nc(indices + at + 1*nodes);
      const float v0 = gimmik_wide_load_float(u + i0);
      const float v1 = gimmik_wide_load_float(u + i1);
      const float sum = v0 + v1;
      u[i0] = sum;
      u[i1] = sum;
    } else if (copies == 4) {
      const int i0 = gimmik_wide_load_int_nc(indices + at);
      const int i1 = gimmik_wide_load_int_nc(indices + at + 1*nodes);
      const int i2 = gimmik_wide_load_int_nc(indices + at + 2*nodes);
      const int i3 = gimmik_wide_load_int_nc(indices + at + 3*nodes);
      const float v0 = gimmik_wide_load_float(u + i0);
      const float v1 = gimmik_wide_load_float(u + i1);
      const float v2 = gimmik_wide_load_float(u + i2);
      const float v3 = gimmik_wide_load_float(u + i3);
      const float sum = v0 + v1 + v2 + v3;
      u[i0] = sum;
      u[i1] = sum;
      u[i2] = sum;
      u[i3] = sum;
    } else if (copies == 8) {
      const int i0 = gimmik_wide_load_int_nc(indices + at);
      const int i1 = gimmik_wide_load_int_nc(indices + at + 1*nodes);
      const int i2 = gimmik_wide_load_int_nc(indices + at + 2*nodes);
      const int i3 = gimmik_wide_load_int_nc(indices + at + 3*nodes);
      const int i4 = gimmik_wide_load_int_nc(indices + at + 4*nodes);
      const int i5 = gimmik_wide_load_int_nc(indices + at + 5*nodes);
      const int i6 = gimmik_wide_load_int_nc(indices + at + 6*nodes);
      const int i7 = gimmik_wide_load_int_nc(indices + at + 7*nodes);
      const float v0 = gimmik_wide_load_float(u + i0);
      const float v1 = gimmik_wide_load_float(u + i1);
      const float v2 = gimmik_wide_load_float(u + i2);
      const float v3 = gimmik_wide_load_float(u + i3);
      const float v4 = gimmik_wide_load_float(u + i4);
      const float v5 = gimmik_wide_load_float(u + i5);
      const float v6 = gimmik_wide_load_float(u + i6);
      const float v7 = gimmik_wide_load_float(u + i7);
      const float sum = v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7;
      u[i0] = sum;
      u[i1] = sum;
      u[i2] = sum;
      u[i3] = sum;
      u[i4] = sum;
      u[i5] = sum;
      u[i6] = sum;
      u[i7] = sum;
    } else {
      float sum = gimmik_wide_load_float(u + gimmik_wide_load_int_nc(indices + at));
      for (int k = 1; k < copies; k++) sum += gimmik_wide_load_float(u + gimmik_wide_load_int_nc(indices + at + k*nodes));
      for (int k = 0; k < copies; k++) u[gimmik_wide_load_int_nc(indices + at + k*nodes)] = sum;
    }
  }
}
