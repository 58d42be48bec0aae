// gimmikc: vector reduce (0 statements, 1 sums), f32
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gimmik_vector(long n, __global const float* restrict e, __global const float* restrict p, __global const float* restrict w, __global float* restrict partials)
{
  float acc0 = 0.0f;
  long t = (long)get_group_id(0)*256 + get_local_id(0);
  for (; t < n; t += 262144) {
    const float v_e = e[t];
    const float v_p = p[t];
    const float v_w = w[t];
    acc0 += v_e*v_p*v_w;
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
    partials[(long)get_group_id(0)*1 + 0] = red[0];
  }
}
