// gimmikc: vector map (2 statements), f32
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gimmik_vector(long n, __global const double* restrict alpha_at, __global float* restrict r, __global const float* restrict w, __global const float* restrict d, __global float* restrict z)
{
  const float alpha = (float)alpha_at[0];
  const long t = (long)get_group_id(0)*256 + get_local_id(0);
  if (t < n) {
    float v_r = r[t];
    const float v_w = w[t];
    const float v_d = d[t];
    v_r = v_r - alpha*v_w;
    float v_z = v_d*v_r;
    r[t] = v_r;
    z[t] = v_z;
  }
}
