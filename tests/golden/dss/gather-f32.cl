// gimmikc: dss gather (gather-scatter), N = 8, f32, element-major
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gimmik_dss(int count, __global const int* restrict offsets, __global const int* restrict indices, __global float* restrict u)
{
  const int t = (int)get_group_id(0)*256 + get_local_id(0);
  if (t < count) {
    const int begin = offsets[t], end = offsets[t + 1];
    float sum = u[indices[begin]];
    for (int c = begin + 1; c < end; c++) sum += u[indices[c]];
    for (int c = begin; c < end; c++) u[indices[c]] = sum;
  }
}
