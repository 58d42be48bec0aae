// gimmikc: dss gather (gather-scatter), N = 8, f32, element-major
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gimmik_dss(int count, __global const int* restrict offsets, __global const int* restrict indices, __global float* restrict u)
{
  const int t = (int)get_group_id(0)*256 + get_local_id(0);
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
      const float v0 = u[i0];
      const float v1 = u[i1];
      const float sum = v0 + v1;
      u[i0] = sum;
      u[i1] = sum;
    } else if (copies == 4) {
      const int i0 = indices[at];
      const int i1 = indices[at + 1*nodes];
      const int i2 = indices[at + 2*nodes];
      const int i3 = indices[at + 3*nodes];
      const float v0 = u[i0];
      const float v1 = u[i1];
      const float v2 = u[i2];
      const float v3 = u[i3];
      const float sum = v0 + v1 + v2 + v3;
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
      const float v0 = u[i0];
      const float v1 = u[i1];
      const float v2 = u[i2];
      const float v3 = u[i3];
      const float v4 = u[i4];
      const float v5 = u[i5];
      const float v6 = u[i6];
      const float v7 = u[i7];
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
      float sum = u[indices[at]];
      for (int k = 1; k < copies; k++) sum += u[indices[at + k*nodes]];
      for (int k = 0; k < copies; k++) u[indices[at + k*nodes]] = sum;
    }
  }
}
