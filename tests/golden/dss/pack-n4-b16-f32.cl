// gimmikc: dss pack (field to send buffer), N = 4, f32, blocks of 16 elements
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gimmik_dss(int length, __global const int* restrict buffer_nodes, __global const int* restrict copy_offsets, __global const int* restrict copies, __global const float* restrict u, __global float* restrict send)
{
  const int t = (int)get_group_id(0)*256 + get_local_id(0);
  if (t < length) {
    const int i = buffer_nodes[t];
    const int begin = copy_offsets[i], end = copy_offsets[i + 1];
    unsigned l = (unsigned)copies[begin];
    float sum = u[(l/64/16*64 + l%64)*16 + l/64%16];
    for (int c = begin + 1; c < end; c++) {
      l = (unsigned)copies[c];
      sum += u[(l/64/16*64 + l%64)*16 + l/64%16];
    }
    send[t] = sum;
  }
}
