// gimmikc: axhelm nodes (epb=1), N = 4, d = 1, poisson, constant coefficients, stored geometry, f64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT ON
__constant double c_D[16] = {-3.0, 4.045084971874737, -1.545084971874737, 0.5, -0.8090169943749475, 0.0, 1.118033988749895, -0.30901699437494745, 0.30901699437494745, -1.118033988749895, 0.0, 0.8090169943749475, -0.5, 1.545084971874737, -4.045084971874737, 3.0};
__constant double c_DT[16] = {-3.0, -0.8090169943749475, 0.30901699437494745, -0.5, 4.045084971874737, 0.0, -1.118033988749895, 1.545084971874737, -1.545084971874737, 1.118033988749895, 0.0, -4.045084971874737, 0.5, -0.30901699437494745, 0.8090169943749475, 3.0};
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void gimmik_axhelm(int elements, int first, __global const double* restrict ggeo, __global const double* restrict u, __global double* restrict au)
{
  __local double pool[224];
  const int t = (int)get_local_id(0);
  const int z = t / 64;
  const int slot_element = first + (int)get_group_id(0)*1 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long base = (long)e*64;
  const int own = t % 64;
  const int i = t % 4;
  const int j = t / 4 % 4;
  const int k = t / 16 % 4;
  const int jN = j*4;
  const int kNN = k*16;
  __local double* sD = pool;
  __local double* sDT = pool + 16;
  if (t < 16) {
    sD[t] = c_D[t];
    sDT[t] = c_DT[t];
  }
  __global const double* restrict ge = ggeo + base*7;
  {
    __local double* su0 = pool + z*192 + 32;
    __local double* sr0 = su0 + 64;
    __local double* ss0 = su0 + 128;
    __global const double* restrict uc0 = u + base;
    const double u0 = uc0[own];
    su0[own] = u0;
    barrier(CLK_LOCAL_MEM_FENCE);
    const double g00 = ge[own];
    const double g01 = ge[own + 64];
    const double g02 = ge[own + 128];
    const double g11 = ge[own + 192];
    const double g12 = ge[own + 256];
    const double g22 = ge[own + 320];
    const double ur0 = sDT[i]*su0[kNN + jN] + sDT[i + 4]*su0[kNN + jN + 1] + sDT[i + 8]*su0[kNN + jN + 2] + sDT[i + 12]*su0[kNN + jN + 3];
    const double us0 = sDT[j]*su0[kNN + i] + sDT[j + 4]*su0[kNN + i + 4] + sDT[j + 8]*su0[kNN + i + 8] + sDT[j + 12]*su0[kNN + i + 12];
    const double ut0 = sDT[k]*su0[jN + i] + sDT[k + 4]*su0[jN + i + 16] + sDT[k + 8]*su0[jN + i + 32] + sDT[k + 12]*su0[jN + i + 48];
    const double gr0 = g00*ur0 + g01*us0 + g02*ut0;
    const double gs0 = g01*ur0 + g11*us0 + g12*ut0;
    const double gt0 = g02*ur0 + g12*us0 + g22*ut0;
    barrier(CLK_LOCAL_MEM_FENCE);
    sr0[own] = gr0;
    ss0[own] = gs0;
    su0[own] = gt0;
    barrier(CLK_LOCAL_MEM_FENCE);
    __global double* restrict auc0 = au + base;
    if (owner) auc0[own] = sD[i]*sr0[kNN + jN] + sD[i + 4]*sr0[kNN + jN + 1] + sD[i + 8]*sr0[kNN + jN + 2] + sD[i + 12]*sr0[kNN + jN + 3] + sD[j]*ss0[kNN + i] + sD[j + 4]*ss0[kNN + i + 4] + sD[j + 8]*ss0[kNN + i + 8] + sD[j + 12]*ss0[kNN + i + 12] + sD[k]*su0[jN + i] + sD[k + 4]*su0[jN + i + 16] + sD[k + 8]*su0[jN + i + 32] + sD[k + 12]*su0[jN + i + 48];
  }
}
