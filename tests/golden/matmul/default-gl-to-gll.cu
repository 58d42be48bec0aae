// gimmikc: matmul cstream for gl-to-gll:5:6 (6 x 5, 30 nonzeros), f64, alpha 1.0, beta 1.0, n at run time
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
    *(c + col) = c0_old + (1.551408049094313*b0 - 0.8931583920000717*b1 + 0.5333333333333333*b2 - 0.2679416522233875*b3 + 0.0763586617958129*b4);
    *(c + col + (long long)ldc) = c1_old + (0.4328680132620556*b0 + 0.7635399510326311*b1 - 0.2925780108559272*b2 + 0.13272282654462236*b3 - 0.03655277998338175*b4);
    *(c + col + 2*(long long)ldc) = c2_old + (-0.0812512434286091*b0 + 0.5642399653020523*b1 + 0.6481335664114828*b2 - 0.17346939480481924*b3 + 0.04234710651989328*b4);
    *(c + col + 3*(long long)ldc) = c3_old + (0.04234710651989328*b0 - 0.17346939480481924*b1 + 0.6481335664114828*b2 + 0.5642399653020523*b3 - 0.0812512434286091*b4);
    *(c + col + 4*(long long)ldc) = c4_old + (-0.03655277998338175*b0 + 0.13272282654462236*b1 - 0.2925780108559272*b2 + 0.7635399510326311*b3 + 0.4328680132620556*b4);
    *(c + col + 5*(long long)ldc) = c5_old + (0.0763586617958129*b0 - 0.2679416522233875*b1 + 0.5333333333333333*b2 - 0.8931583920000717*b3 + 1.551408049094313*b4);
  }
}
