// gimmikc: vector map (1 statements), f64
extern "C" __global__ void __launch_bounds__(256)
gimmik_vector(long long n, const double* __restrict__ rho, const double* __restrict__ pw, double* __restrict__ step)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  const long long t = (long long)blockIdx.x*256 + threadIdx.x;
  if (t < n) {
    const double v_rho = rho[t];
    const double v_pw = pw[t];
    double v_step = v_rho/v_pw;
    step[t] = v_step;
  }
}
