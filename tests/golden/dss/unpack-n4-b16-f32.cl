// gimmikc: dss unpack (buffers to field), N = 4, f32, blocks of 16 elements
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gimmik_dss(int count, __global const int* restrict sum_offsets, __global const int* restrict sum_sources, __global const int* restrict copy_offsets, __global const int* restrict copies, __global const float* restrict buffers, __global float* restrict u)
{
  const int t = (int)get_group_id(0)*256 + get_local_id(0);
  if (t < count) {
    const int first = sum_offsets[t], last = sum_offsets[t + 1];
    float sum = buffers[sum_sources[first]];
    for (int k = first + 1; k < last; k++) sum += buffers[sum_sources[k]];
    for (int c = copy_offsets[t]; c < copy_offsets[t + 1]; c++) {
      const unsigned l = (unsigned)copies[c];
      u[(l/64/16*64 + l%64)*16 + l/64%16] = sum;
    }
  }
}
