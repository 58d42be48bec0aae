// gimmikc: vector map (1 statements), f64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gimmik_vector(long n, double beta, __global const double* restrict d, __global const double* restrict r, __global double* restrict p)
{
  const long t = (long)get_group_id(0)*256 + get_local_id(0);
  if (t < n) {
    const double v_d = d[t];
    const double v_r = r[t];
    double v_p = p[t];
    v_p = v_d*v_r + beta*v_p;
    p[t] = v_p;
  }
}
