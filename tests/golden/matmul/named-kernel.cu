// gimmikc: matmul cstream for operators/pyfr/quad-gl-p1-m0.mtx (8 x 4, 16 nonzeros), f64, alpha 1.0, beta 0.0, n at run time
__constant__ double gimmik_a[2] = {0.3660254037844385, 1.3660254037844386};

extern "C" __global__ void __launch_bounds__(128)
interp_q1(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  const long long col = (long long)blockIdx.x*128 + threadIdx.x;
  if (col < n) {
    const double b0 = *(b + col);
    const double b1 = *(b + col + (long long)ldb);
    const double b2 = *(b + col + 2*(long long)ldb);
    const double b3 = *(b + col + 3*(long long)ldb);
    *(c + col) = gimmik_a[1]*b0 - gimmik_a[0]*b2;
    *(c + col + (long long)ldc) = gimmik_a[1]*b1 - gimmik_a[0]*b3;
    *(c + col + 2*(long long)ldc) = -gimmik_a[0]*b0 + gimmik_a[1]*b1;
    *(c + col + 3*(long long)ldc) = -gimmik_a[0]*b2 + gimmik_a[1]*b3;
    *(c + col + 4*(long long)ldc) = -gimmik_a[0]*b0 + gimmik_a[1]*b2;
    *(c + col + 5*(long long)ldc) = -gimmik_a[0]*b1 + gimmik_a[1]*b3;
    *(c + col + 6*(long long)ldc) = gimmik_a[1]*b0 - gimmik_a[0]*b1;
    *(c + col + 7*(long long)ldc) = gimmik_a[1]*b2 - gimmik_a[0]*b3;
  }
}
