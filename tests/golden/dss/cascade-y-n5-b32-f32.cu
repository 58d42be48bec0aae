// gimmikc: dss cascade (y pass of 5 x 4 x 3), N = 5, f32, blocks of 32 elements
extern "C" __global__ void __launch_bounds__(256)
gimmik_dss(float* __restrict__ u)
{
  const int t = (int)blockIdx.x*256 + threadIdx.x;
  if (t < 1125) {
    const int f = (int)(t / 45);
    const int q = t % 45;
    const int a = f % 5, b = f / 5;
    const int e = q % 5 + q / 5 % 3*5 + q / 15*20;
    const int e2 = e + 5;
    const int first = (e/32*125 + a + 20 + 25*b)*32 + e%32;
    const int second = (e2/32*125 + a + 25*b)*32 + e2%32;
    const float sum = u[first] + u[second];
    u[first] = sum;
    u[second] = sum;
  }
}
