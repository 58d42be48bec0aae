// gimmikc: axhelm nodes (epb=1 regs=0), N = 4, d = 1, poisson, constant coefficients, stored geometry, f64
__constant__ double c_D[16] = {-3.0, 4.045084971874737, -1.545084971874737, 0.5, -0.8090169943749475, 0.0, 1.118033988749895, -0.30901699437494745, 0.30901699437494745, -1.118033988749895, 0.0, 0.8090169943749475, -0.5, 1.545084971874737, -4.045084971874737, 3.0};
__constant__ double c_DT[16] = {-3.0, -0.8090169943749475, 0.30901699437494745, -0.5, 4.045084971874737, 0.0, -1.118033988749895, 1.545084971874737, -1.545084971874737, 1.118033988749895, 0.0, -4.045084971874737, 0.5, -0.30901699437494745, 0.8090169943749475, 3.0};
extern "C" __global__ void __launch_bounds__(64)
gimmik_axhelm(int elements, int first, const double* __restrict__ ggeo, const double* __restrict__ u, double* __restrict__ au)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  extern __shared__ __align__(16) double pool[];
  const int t = (int)threadIdx.x;
  const int z = t / 64;
  const int slot_element = first + (int)blockIdx.x*1 + z;
  const int owner = slot_element - first < elements;
  const int e = owner ? slot_element : first + elements - 1;
  const long long base = (long long)e*64;
  const int own = t % 64;
  const int i = t % 4;
  const int j = t / 4 % 4;
  const int k = t / 16 % 4;
  const int jN = j*4;
  const int kNN = k*16;
  double* sD = pool;
  double* sDT = pool + 16;
  if (t < 16) {
    sD[t] = c_D[t];
    sDT[t] = c_DT[t];
  }
  const double* __restrict__ ge = ggeo + base*7;
  {
    double* su0 = pool + z*192 + 32;
    double* sr0 = su0 + 64;
    double* ss0 = su0 + 128;
    const double* __restrict__ uc0 = u + base;
    const double u0 = uc0[own];
    su0[own] = u0;
    __syncthreads();
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
    __syncthreads();
    sr0[own] = gr0;
    ss0[own] = gs0;
    su0[own] = gt0;
    __syncthreads();
    double* __restrict__ auc0 = au + base;
    if (owner) auc0[own] = sD[i]*sr0[kNN + jN] + sD[i + 4]*sr0[kNN + jN + 1] + sD[i + 8]*sr0[kNN + jN + 2] + sD[i + 12]*sr0[kNN + jN + 3] + sD[j]*ss0[kNN + i] + sD[j + 4]*ss0[kNN + i + 4] + sD[j + 8]*ss0[kNN + i + 8] + sD[j + 12]*ss0[kNN + i + 12] + sD[k]*su0[jN + i] + sD[k + 4]*su0[jN + i + 16] + sD[k + 8]*su0[jN + i + 32] + sD[k + 12]*su0[jN + i + 48];
  }
}
