// gimmikc: matmul row-split for operators/pyfr/tri-ws-p4-m3.mtx (15 x 15, 225 nonzeros), f32, alpha 1.0, beta 1.0, n at run time
extern "C" __global__ void __launch_bounds__(64)
gimmik_matmul(int n, const float* __restrict__ b, int ldb, float* __restrict__ c, int ldc)
{
  extern __shared__ __align__(16) float smem[];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const long long col = (long long)blockIdx.x*32 + tx;
  const long long load_col = col < n ? col : n - 1;
  float acc0 = 0.0f, acc1 = 0.0f, acc2 = 0.0f, acc3 = 0.0f, acc4 = 0.0f, acc5 = 0.0f, acc6 = 0.0f, acc7 = 0.0f;
  float next0 = 0.0f, next1 = 0.0f, next2 = 0.0f, next3 = 0.0f, next4 = 0.0f, next5 = 0.0f, next6 = 0.0f, next7 = 0.0f;
  if (ty == 0) {
    next0 = __ldcs(b + load_col);
    next1 = __ldcs(b + load_col + 2*(long long)ldb);
    next2 = __ldcs(b + load_col + 4*(long long)ldb);
    next3 = __ldcs(b + load_col + 6*(long long)ldb);
    next4 = __ldcs(b + load_col + 8*(long long)ldb);
    next5 = __ldcs(b + load_col + 10*(long long)ldb);
    next6 = __ldcs(b + load_col + 12*(long long)ldb);
    next7 = __ldcs(b + load_col + 14*(long long)ldb);
  }
  else if (ty == 1) {
    next0 = __ldcs(b + load_col + (long long)ldb);
    next1 = __ldcs(b + load_col + 3*(long long)ldb);
    next2 = __ldcs(b + load_col + 5*(long long)ldb);
    next3 = __ldcs(b + load_col + 7*(long long)ldb);
    next4 = __ldcs(b + load_col + 9*(long long)ldb);
    next5 = __ldcs(b + load_col + 11*(long long)ldb);
    next6 = __ldcs(b + load_col + 13*(long long)ldb);
  }
  smem[(0 + ty + 0)*32 + tx] = next0;
  smem[(0 + ty + 2)*32 + tx] = next1;
  smem[(0 + ty + 4)*32 + tx] = next2;
  smem[(0 + ty + 6)*32 + tx] = next3;
  smem[(0 + ty + 8)*32 + tx] = next4;
  smem[(0 + ty + 10)*32 + tx] = next5;
  smem[(0 + ty + 12)*32 + tx] = next6;
  if (ty + 14 < 15) smem[(0 + ty + 14)*32 + tx] = next7;
  __syncthreads();
  if (col < n) {
  if (ty == 0) {
    const float b0 = smem[(0 + 0)*32 + tx];
    acc0 = 0.376685f*b0;
    acc1 = 8.177986f*b0;
    acc2 = 0.10651087f*b0;
    acc3 = -0.2111687f*b0;
    acc4 = -0.05850348f*b0;
    acc5 = -1.3361896f*b0;
    acc6 = 0.07404783f*b0;
    acc7 = 0.034939926f*b0;
    const float b1 = smem[(0 + 1)*32 + tx];
    acc0 += 0.9249187f*b1;
    acc1 += 0.578714f*b1;
    acc2 += 0.017973384f*b1;
    acc3 += 0.61438084f*b1;
    acc4 -= 0.10925634f*b1;
    acc5 -= 1.4262716f*b1;
    acc6 -= 0.298143f*b1;
    acc7 -= 0.10547656f*b1;
    const float b2 = smem[(0 + 2)*32 + tx];
    acc0 += 1.2058415f*b2;
    acc1 -= 0.37325346f*b2;
    acc2 -= 1.1729009f*b2;
    acc3 += 5.4544587f*b2;
    acc4 += 0.3158549f*b2;
    acc5 += 0.23564033f*b2;
    acc6 += 0.40508372f*b2;
    acc7 -= 0.7540302f*b2;
    const float b3 = smem[(0 + 3)*32 + tx];
    acc0 += 0.9249187f*b3;
    acc1 += 0.141471f*b3;
    acc2 -= 1.1253108f*b3;
    acc3 += 0.61438084f*b3;
    acc4 += 1.0722364f*b3;
    acc5 += 0.092186145f*b3;
    acc6 += 5.9351835f*b3;
    acc7 -= 0.97941095f*b3;
    const float b4 = smem[(0 + 4)*32 + tx];
    acc0 += 0.376685f*b4;
    acc1 -= 0.03407069f*b4;
    acc2 -= 0.15204942f*b4;
    acc3 -= 0.2111687f*b4;
    acc4 += 0.58563894f*b4;
    acc5 -= 0.04441552f*b4;
    acc6 += 0.69823503f*b4;
    acc7 -= 0.4379349f*b4;
    const float b5 = smem[(0 + 5)*32 + tx];
    acc0 -= 0.03407069f*b5;
    acc1 += 0.376685f*b5;
    acc2 -= 0.15204942f*b5;
    acc3 += 0.58563894f*b5;
    acc4 -= 0.2111687f*b5;
    acc5 += 0.034939926f*b5;
    acc6 -= 1.3361896f*b5;
    acc7 += 0.07404783f*b5;
    const float b6 = smem[(0 + 6)*32 + tx];
    acc0 += 0.141471f*b6;
    acc1 += 0.9249187f*b6;
    acc2 -= 1.1253108f*b6;
    acc3 += 1.0722364f*b6;
    acc4 += 0.61438084f*b6;
    acc5 -= 0.10547656f*b6;
    acc6 -= 1.4262716f*b6;
    acc7 -= 0.298143f*b6;
    const float b7 = smem[(0 + 7)*32 + tx];
    acc0 -= 0.37325346f*b7;
    acc1 += 1.2058415f*b7;
    acc2 -= 1.1729009f*b7;
    acc3 += 0.3158549f*b7;
    acc4 += 5.4544587f*b7;
    acc5 -= 0.7540302f*b7;
    acc6 += 0.23564033f*b7;
    acc7 += 0.40508372f*b7;
    const float b8 = smem[(0 + 8)*32 + tx];
    acc0 += 0.578714f*b8;
    acc1 += 0.9249187f*b8;
    acc2 += 0.017973384f*b8;
    acc3 -= 0.10925634f*b8;
    acc4 += 0.61438084f*b8;
    acc5 -= 0.97941095f*b8;
    acc6 += 0.092186145f*b8;
    acc7 += 5.9351835f*b8;
    const float b9 = smem[(0 + 9)*32 + tx];
    acc0 += 8.177986f*b9;
    acc1 += 0.376685f*b9;
    acc2 += 0.10651087f*b9;
    acc3 -= 0.05850348f*b9;
    acc4 -= 0.2111687f*b9;
    acc5 -= 0.4379349f*b9;
    acc6 -= 0.04441552f*b9;
    acc7 += 0.69823503f*b9;
    const float b10 = smem[(0 + 10)*32 + tx];
    acc0 -= 0.03407069f*b10;
    acc1 += 8.177986f*b10;
    acc2 += 0.030780131f*b10;
    acc3 += 0.58563894f*b10;
    acc4 -= 0.05850348f*b10;
    acc5 += 0.69823503f*b10;
    acc6 -= 0.4379349f*b10;
    acc7 -= 0.04441552f*b10;
    const float b11 = smem[(0 + 11)*32 + tx];
    acc0 += 0.141471f*b11;
    acc1 += 0.578714f*b11;
    acc2 += 0.40443233f*b11;
    acc3 += 1.0722364f*b11;
    acc4 -= 0.10925634f*b11;
    acc5 += 5.9351835f*b11;
    acc6 -= 0.97941095f*b11;
    acc7 += 0.092186145f*b11;
    const float b12 = smem[(0 + 12)*32 + tx];
    acc0 -= 0.37325346f*b12;
    acc1 -= 0.37325346f*b12;
    acc2 += 0.975893f*b12;
    acc3 += 0.3158549f*b12;
    acc4 += 0.3158549f*b12;
    acc5 += 0.40508372f*b12;
    acc6 -= 0.7540302f*b12;
    acc7 += 0.23564033f*b12;
    const float b13 = smem[(0 + 13)*32 + tx];
    acc0 += 0.578714f*b13;
    acc1 += 0.141471f*b13;
    acc2 += 0.40443233f*b13;
    acc3 -= 0.10925634f*b13;
    acc4 += 1.0722364f*b13;
    acc5 -= 0.298143f*b13;
    acc6 -= 0.10547656f*b13;
    acc7 -= 1.4262716f*b13;
    const float b14 = smem[(0 + 14)*32 + tx];
    acc0 += 8.177986f*b14;
    {
      const float c0_old = __ldcs(c + col);
      __stcs(c + col, c0_old + (acc0));
    }
    acc1 -= 0.03407069f*b14;
    {
      const float c2_old = __ldcs(c + col + 2*(long long)ldc);
      __stcs(c + col + 2*(long long)ldc, c2_old + (acc1));
    }
    acc2 += 0.030780131f*b14;
    {
      const float c4_old = __ldcs(c + col + 4*(long long)ldc);
      __stcs(c + col + 4*(long long)ldc, c4_old + (acc2));
    }
    acc3 -= 0.05850348f*b14;
    {
      const float c6_old = __ldcs(c + col + 6*(long long)ldc);
      __stcs(c + col + 6*(long long)ldc, c6_old + (acc3));
    }
    acc4 += 0.58563894f*b14;
    {
      const float c8_old = __ldcs(c + col + 8*(long long)ldc);
      __stcs(c + col + 8*(long long)ldc, c8_old + (acc4));
    }
    acc5 += 0.07404783f*b14;
    {
      const float c10_old = __ldcs(c + col + 10*(long long)ldc);
      __stcs(c + col + 10*(long long)ldc, c10_old + (acc5));
    }
    acc6 += 0.034939926f*b14;
    {
      const float c12_old = __ldcs(c + col + 12*(long long)ldc);
      __stcs(c + col + 12*(long long)ldc, c12_old + (acc6));
    }
    acc7 -= 1.3361896f*b14;
    {
      const float c14_old = __ldcs(c + col + 14*(long long)ldc);
      __stcs(c + col + 14*(long long)ldc, c14_old + (acc7));
    }
  }
  else if (ty == 1) {
    const float b0 = smem[(0 + 0)*32 + tx];
    acc0 = -0.03407069f*b0;
    acc1 = 0.030780131f*b0;
    acc2 = -0.15204942f*b0;
    acc3 = 0.58563894f*b0;
    acc4 = -0.04441552f*b0;
    acc5 = 0.69823503f*b0;
    acc6 = -0.4379349f*b0;
    const float b1 = smem[(0 + 1)*32 + tx];
    acc0 += 0.141471f*b1;
    acc1 += 0.40443233f*b1;
    acc2 -= 1.1253108f*b1;
    acc3 += 1.0722364f*b1;
    acc4 += 0.092186145f*b1;
    acc5 += 5.9351835f*b1;
    acc6 -= 0.97941095f*b1;
    const float b2 = smem[(0 + 2)*32 + tx];
    acc0 -= 0.37325346f*b2;
    acc1 += 0.975893f*b2;
    acc2 -= 1.1729009f*b2;
    acc3 += 0.3158549f*b2;
    acc4 += 0.23564033f*b2;
    acc5 += 0.40508372f*b2;
    acc6 -= 0.7540302f*b2;
    const float b3 = smem[(0 + 3)*32 + tx];
    acc0 += 0.578714f*b3;
    acc1 += 0.40443233f*b3;
    acc2 += 0.017973384f*b3;
    acc3 -= 0.10925634f*b3;
    acc4 -= 1.4262716f*b3;
    acc5 -= 0.298143f*b3;
    acc6 -= 0.10547656f*b3;
    const float b4 = smem[(0 + 4)*32 + tx];
    acc0 += 8.177986f*b4;
    acc1 += 0.030780131f*b4;
    acc2 += 0.10651087f*b4;
    acc3 -= 0.05850348f*b4;
    acc4 -= 1.3361896f*b4;
    acc5 += 0.07404783f*b4;
    acc6 += 0.034939926f*b4;
    const float b5 = smem[(0 + 5)*32 + tx];
    acc0 += 8.177986f*b5;
    acc1 += 0.10651087f*b5;
    acc2 += 0.030780131f*b5;
    acc3 -= 0.05850348f*b5;
    acc4 += 0.69823503f*b5;
    acc5 -= 0.4379349f*b5;
    acc6 -= 0.04441552f*b5;
    const float b6 = smem[(0 + 6)*32 + tx];
    acc0 += 0.578714f*b6;
    acc1 += 0.017973384f*b6;
    acc2 += 0.40443233f*b6;
    acc3 -= 0.10925634f*b6;
    acc4 += 5.9351835f*b6;
    acc5 -= 0.97941095f*b6;
    acc6 += 0.092186145f*b6;
    const float b7 = smem[(0 + 7)*32 + tx];
    acc0 -= 0.37325346f*b7;
    acc1 -= 1.1729009f*b7;
    acc2 += 0.975893f*b7;
    acc3 += 0.3158549f*b7;
    acc4 += 0.40508372f*b7;
    acc5 -= 0.7540302f*b7;
    acc6 += 0.23564033f*b7;
    const float b8 = smem[(0 + 8)*32 + tx];
    acc0 += 0.141471f*b8;
    acc1 -= 1.1253108f*b8;
    acc2 += 0.40443233f*b8;
    acc3 += 1.0722364f*b8;
    acc4 -= 0.298143f*b8;
    acc5 -= 0.10547656f*b8;
    acc6 -= 1.4262716f*b8;
    const float b9 = smem[(0 + 9)*32 + tx];
    acc0 -= 0.03407069f*b9;
    acc1 -= 0.15204942f*b9;
    acc2 += 0.030780131f*b9;
    acc3 += 0.58563894f*b9;
    acc4 += 0.07404783f*b9;
    acc5 += 0.034939926f*b9;
    acc6 -= 1.3361896f*b9;
    const float b10 = smem[(0 + 10)*32 + tx];
    acc0 += 0.376685f*b10;
    acc1 += 0.10651087f*b10;
    acc2 -= 0.15204942f*b10;
    acc3 -= 0.2111687f*b10;
    acc4 += 0.034939926f*b10;
    acc5 -= 1.3361896f*b10;
    acc6 += 0.07404783f*b10;
    const float b11 = smem[(0 + 11)*32 + tx];
    acc0 += 0.9249187f*b11;
    acc1 += 0.017973384f*b11;
    acc2 -= 1.1253108f*b11;
    acc3 += 0.61438084f*b11;
    acc4 -= 0.10547656f*b11;
    acc5 -= 1.4262716f*b11;
    acc6 -= 0.298143f*b11;
    const float b12 = smem[(0 + 12)*32 + tx];
    acc0 += 1.2058415f*b12;
    acc1 -= 1.1729009f*b12;
    acc2 -= 1.1729009f*b12;
    acc3 += 5.4544587f*b12;
    acc4 -= 0.7540302f*b12;
    acc5 += 0.23564033f*b12;
    acc6 += 0.40508372f*b12;
    const float b13 = smem[(0 + 13)*32 + tx];
    acc0 += 0.9249187f*b13;
    acc1 -= 1.1253108f*b13;
    acc2 += 0.017973384f*b13;
    acc3 += 0.61438084f*b13;
    acc4 -= 0.97941095f*b13;
    acc5 += 0.092186145f*b13;
    acc6 += 5.9351835f*b13;
    const float b14 = smem[(0 + 14)*32 + tx];
    acc0 += 0.376685f*b14;
    {
      const float c1_old = __ldcs(c + col + (long long)ldc);
      __stcs(c + col + (long long)ldc, c1_old + (acc0));
    }
    acc1 -= 0.15204942f*b14;
    {
      const float c3_old = __ldcs(c + col + 3*(long long)ldc);
      __stcs(c + col + 3*(long long)ldc, c3_old + (acc1));
    }
    acc2 += 0.10651087f*b14;
    {
      const float c5_old = __ldcs(c + col + 5*(long long)ldc);
      __stcs(c + col + 5*(long long)ldc, c5_old + (acc2));
    }
    acc3 -= 0.2111687f*b14;
    {
      const float c7_old = __ldcs(c + col + 7*(long long)ldc);
      __stcs(c + col + 7*(long long)ldc, c7_old + (acc3));
    }
    acc4 -= 0.4379349f*b14;
    {
      const float c9_old = __ldcs(c + col + 9*(long long)ldc);
      __stcs(c + col + 9*(long long)ldc, c9_old + (acc4));
    }
    acc5 -= 0.04441552f*b14;
    {
      const float c11_old = __ldcs(c + col + 11*(long long)ldc);
      __stcs(c + col + 11*(long long)ldc, c11_old + (acc5));
    }
    acc6 += 0.69823503f*b14;
    {
      const float c13_old = __ldcs(c + col + 13*(long long)ldc);
      __stcs(c + col + 13*(long long)ldc, c13_old + (acc6));
    }
  }
  }
}
