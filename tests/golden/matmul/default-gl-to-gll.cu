// gimmikc: matmul cstream for gl-to-gll:5:6 (6 x 5, 30 nonzeros), f64, alpha 1.0, beta 1.0, n at run time
__constant__ double gimmik_a[15] = {0.03655277998338175, 0.04234710651989328, 0.0763586617958129, 0.0812512434286091, 0.13272282654462236, 0.17346939480481924, 0.2679416522233875, 0.2925780108559272, 0.4328680132620556, 0.5333333333333333, 0.5642399653020523, 0.6481335664114828, 0.7635399510326311, 0.8931583920000717, 1.551408049094313};

extern "C" __global__ void __launch_bounds__(128)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  const long long col = (long long)blockIdx.x*128 + threadIdx.x;
  if (col < n) {
    const double b0 = *(b + col);
    const double b1 = *(b + col + (long long)ldb);
    const double b2 = *(b + col + 2*(long long)ldb);
    const double b3 = *(b + col + 3*(long long)ldb);
    const double b4 = *(b + col + 4*(long long)ldb);
    const double c0_old = *(c + col);
    const double c1_old = *(c + col + (long long)ldc);
    const double c2_old = *(c + col + 2*(long long)ldc);
    const double c3_old = *(c + col + 3*(long long)ldc);
    const double c4_old = *(c + col + 4*(long long)ldc);
    const double c5_old = *(c + col + 5*(long long)ldc);
    *(c + col) = c0_old + (gimmik_a[14]*b0 - gimmik_a[13]*b1 + gimmik_a[9]*b2 - gimmik_a[6]*b3 + gimmik_a[2]*b4);
    *(c + col + (long long)ldc) = c1_old + (gimmik_a[8]*b0 + gimmik_a[12]*b1 - gimmik_a[7]*b2 + gimmik_a[4]*b3 - gimmik_a[0]*b4);
    *(c + col + 2*(long long)ldc) = c2_old + (-gimmik_a[3]*b0 + gimmik_a[10]*b1 + gimmik_a[11]*b2 - gimmik_a[5]*b3 + gimmik_a[1]*b4);
    *(c + col + 3*(long long)ldc) = c3_old + (gimmik_a[1]*b0 - gimmik_a[5]*b1 + gimmik_a[11]*b2 + gimmik_a[10]*b3 - gimmik_a[3]*b4);
    *(c + col + 4*(long long)ldc) = c4_old + (-gimmik_a[0]*b0 + gimmik_a[4]*b1 - gimmik_a[7]*b2 + gimmik_a[12]*b3 + gimmik_a[8]*b4);
    *(c + col + 5*(long long)ldc) = c5_old + (gimmik_a[2]*b0 - gimmik_a[6]*b1 + gimmik_a[9]*b2 - gimmik_a[13]*b3 + gimmik_a[14]*b4);
  }
}
