// gimmikc: dss cascade (x pass of 5 x 4 x 3), N = 8, f64, element-major
extern "C" __global__ void __launch_bounds__(256)
gimmik_dss(double* __restrict__ u)
{
  const int t = (int)blockIdx.x*256 + threadIdx.x;
  if (t < 3072) {
    const int f = (int)(t % 64);
    const int q = t / 64;
    const int a = f % 8, b = f / 8;
    const int e = q % 4 + q / 4 % 4*5 + q / 16*20;
    const int e2 = e + 1;
    const int first = e*512 + 7 + 8*a + 64*b;
    const int second = e2*512 + 8*a + 64*b;
    const double sum = u[first] + u[second];
    u[first] = sum;
    u[second] = sum;
  }
}
