// gimmikc: vector total (1 totals), f32
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gimmik_vector(int count, __global const float* restrict partials, __global double* restrict results)
{
  float acc0 = 0.0f;
  for (int b = (int)get_local_id(0); b < count; b += 256) {
    acc0 += partials[(long)b*1 + 0];
  }
  __local float red[256];
  const int l = (int)get_local_id(0);
  red[0 + l] = acc0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 128) {
    red[0 + l] += red[128 + l];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 64) {
    red[0 + l] += red[64 + l];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 32) {
    red[0 + l] += red[32 + l];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 16) {
    red[0 + l] += red[16 + l];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 8) {
    red[0 + l] += red[8 + l];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 4) {
    red[0 + l] += red[4 + l];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 2) {
    red[0 + l] += red[2 + l];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 1) {
    red[0 + l] += red[1 + l];
  }
  if (l == 0) {
    results[0] = red[0];
  }
}
