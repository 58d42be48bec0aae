// gimmikc: dss direct (all axes of 1 x 3 x 2), N = 2, f64, element-major
extern "C" __global__ void __launch_bounds__(256)
gimmik_dss(double* __restrict__ u)
{
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
#endif
  const int t = (int)blockIdx.x*256 + threadIdx.x;
  if (t < 24) {
    const unsigned thread = (unsigned)t;
    if (thread < 16u) {
    const unsigned slab = thread / 8u;
    const unsigned in_slab = thread % 8u;
    if (in_slab < 4u) {
      const unsigned lane = in_slab - 0u;
      if (slab < 1u) {
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 2;
      const unsigned ex1 = px1*0;
      const unsigned lx1 = (unsigned)px1*1u;
      const unsigned py1 = r1 / 2 % 2;
      const unsigned ey1 = py1*2;
      const unsigned ly1 = (unsigned)py1*1u;
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 1*((ey1) + 3*(ez1));
      const unsigned at1_1 = element1_1*8 + ((lx1) + 2*(ly1) + 4*(1));
      const unsigned element1_2 = (ex1) + 1*((ey1) + 3*(ez1 + 1));
      const unsigned at1_2 = element1_2*8 + ((lx1) + 2*(ly1) + 4*(0));
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      }
    } else {
      const unsigned lane = in_slab - 4u;
      if (slab < 1u) {
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 2;
      const unsigned ex1 = px1*0;
      const unsigned lx1 = (unsigned)px1*1u;
      const unsigned ey1 = r1 / 2 % 2;
      const unsigned ez1 = slab;
      const unsigned element1_1 = (ex1) + 1*((ey1) + 3*(ez1));
      const unsigned at1_1 = element1_1*8 + ((lx1) + 2*(1) + 4*(1));
      const unsigned element1_2 = (ex1) + 1*((ey1 + 1) + 3*(ez1));
      const unsigned at1_2 = element1_2*8 + ((lx1) + 2*(0) + 4*(1));
      const unsigned element1_3 = (ex1) + 1*((ey1) + 3*(ez1 + 1));
      const unsigned at1_3 = element1_3*8 + ((lx1) + 2*(1) + 4*(0));
      const unsigned element1_4 = (ex1) + 1*((ey1 + 1) + 3*(ez1 + 1));
      const unsigned at1_4 = element1_4*8 + ((lx1) + 2*(0) + 4*(0));
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double v1_3 = u[at1_3];
      const double v1_4 = u[at1_4];
      const double sum1 = v1_1 + v1_2 + v1_3 + v1_4;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
      u[at1_3] = sum1;
      u[at1_4] = sum1;
      }
    }
    } else {
    {
      const unsigned lane = thread - 16u;
      const unsigned r1 = lane + 0;
      const unsigned px1 = r1 % 2;
      const unsigned ex1 = px1*0;
      const unsigned lx1 = (unsigned)px1*1u;
      const unsigned ey1 = r1 / 2 % 2;
      const unsigned ez1 = (r1 / 4)*1;
      const unsigned lz1 = (unsigned)(r1 / 4)*1u;
      const unsigned element1_1 = (ex1) + 1*((ey1) + 3*(ez1));
      const unsigned at1_1 = element1_1*8 + ((lx1) + 2*(1) + 4*(lz1));
      const unsigned element1_2 = (ex1) + 1*((ey1 + 1) + 3*(ez1));
      const unsigned at1_2 = element1_2*8 + ((lx1) + 2*(0) + 4*(lz1));
      const double v1_1 = u[at1_1];
      const double v1_2 = u[at1_2];
      const double sum1 = v1_1 + v1_2;
      u[at1_1] = sum1;
      u[at1_2] = sum1;
    }
    }
  }
}
