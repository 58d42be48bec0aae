// gimmikc: matmul pstream for operators/pyfr/hex-gl-p2-m3.mtx (27 x 54, 162 nonzeros), f64, alpha 1.0, beta 1.0, n at run time
static __device__ __forceinline__ double gimmik_read_double1_row(const double *base, long long stride, long long row)
{
  double v;
  asm volatile("{ .reg .u64 a; mad.lo.s64 a, %3, %2, %1;\n"
               " cvta.to.global.u64 a, a;\n"
               " ld.relaxed.cta.global.f64 %0, [a]; }"
               : "=d"(v) : "l"(base), "l"(stride), "l"(row));
  return v;
}
__constant__ double gimmik_a[3] = {0.3381049961377754, 0.7500000000000002, 2.661895003862226};

extern "C" __global__ void __launch_bounds__(128)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  const long long col = (long long)blockIdx.x*128 + threadIdx.x;
  if (col < n) {
    const double *const b_at = b + col;
    const long long b_stride = (long long)ldb*8;
    const double b0_0 = gimmik_read_double1_row(b_at, b_stride, 0);
    const double b9_1 = gimmik_read_double1_row(b_at, b_stride, 9);
    const double b18_2 = gimmik_read_double1_row(b_at, b_stride, 18);
    const double b27_3 = gimmik_read_double1_row(b_at, b_stride, 27);
    const double b36_4 = gimmik_read_double1_row(b_at, b_stride, 36);
    const double b45_5 = gimmik_read_double1_row(b_at, b_stride, 45);
    const double b1_6 = gimmik_read_double1_row(b_at, b_stride, 1);
    const double b10_7 = gimmik_read_double1_row(b_at, b_stride, 10);
    const double b28_8 = gimmik_read_double1_row(b_at, b_stride, 28);
    const double b46_9 = gimmik_read_double1_row(b_at, b_stride, 46);
    const double b2_10 = gimmik_read_double1_row(b_at, b_stride, 2);
    const double b11_11 = gimmik_read_double1_row(b_at, b_stride, 11);
    const double b29_12 = gimmik_read_double1_row(b_at, b_stride, 29);
    const double b47_13 = gimmik_read_double1_row(b_at, b_stride, 47);
    const double c0_old = *(c + col);
    const double c1_old = *(c + col + (long long)ldc);
    const double c2_old = *(c + col + 2*(long long)ldc);
    const double c3_old = *(c + col + 3*(long long)ldc);
    const double c6_old = *(c + col + 6*(long long)ldc);
    const double c9_old = *(c + col + 9*(long long)ldc);
    const double c18_old = *(c + col + 18*(long long)ldc);
    const double c4_old = *(c + col + 4*(long long)ldc);
    const double c7_old = *(c + col + 7*(long long)ldc);
    *(c + col) = c0_old + (gimmik_a[2]*b0_0 + gimmik_a[2]*b9_1 + gimmik_a[0]*b18_2 + gimmik_a[0]*b27_3 + gimmik_a[2]*b36_4 + gimmik_a[0]*b45_5);
    const double b3_14 = gimmik_read_double1_row(b_at, b_stride, 3);
    const double b19_15 = gimmik_read_double1_row(b_at, b_stride, 19);
    const double b37_16 = gimmik_read_double1_row(b_at, b_stride, 37);
    const double b48_17 = gimmik_read_double1_row(b_at, b_stride, 48);
    const double c10_old = *(c + col + 10*(long long)ldc);
    *(c + col + (long long)ldc) = c1_old + (gimmik_a[2]*b1_6 + gimmik_a[2]*b10_7 - gimmik_a[1]*b18_2 + gimmik_a[0]*b28_8 - gimmik_a[1]*b36_4 + gimmik_a[0]*b46_9);
    const double b6_18 = gimmik_read_double1_row(b_at, b_stride, 6);
    const double b20_19 = gimmik_read_double1_row(b_at, b_stride, 20);
    const double b38_20 = gimmik_read_double1_row(b_at, b_stride, 38);
    const double b51_21 = gimmik_read_double1_row(b_at, b_stride, 51);
    const double c19_old = *(c + col + 19*(long long)ldc);
    *(c + col + 2*(long long)ldc) = c2_old + (gimmik_a[2]*b2_10 + gimmik_a[2]*b11_11 + gimmik_a[2]*b18_2 + gimmik_a[0]*b29_12 + gimmik_a[0]*b36_4 + gimmik_a[0]*b47_13);
    const double b12_22 = gimmik_read_double1_row(b_at, b_stride, 12);
    const double b21_23 = gimmik_read_double1_row(b_at, b_stride, 21);
    const double b30_24 = gimmik_read_double1_row(b_at, b_stride, 30);
    const double b39_25 = gimmik_read_double1_row(b_at, b_stride, 39);
    const double c5_old = *(c + col + 5*(long long)ldc);
    *(c + col + 3*(long long)ldc) = c3_old + (gimmik_a[2]*b3_14 - gimmik_a[1]*b9_1 + gimmik_a[0]*b19_15 - gimmik_a[1]*b27_3 + gimmik_a[2]*b37_16 + gimmik_a[0]*b48_17);
    const double b15_26 = gimmik_read_double1_row(b_at, b_stride, 15);
    const double b24_27 = gimmik_read_double1_row(b_at, b_stride, 24);
    const double b33_28 = gimmik_read_double1_row(b_at, b_stride, 33);
    const double b42_29 = gimmik_read_double1_row(b_at, b_stride, 42);
    const double c8_old = *(c + col + 8*(long long)ldc);
    *(c + col + 6*(long long)ldc) = c6_old + (gimmik_a[2]*b6_18 + gimmik_a[0]*b9_1 + gimmik_a[0]*b20_19 + gimmik_a[2]*b27_3 + gimmik_a[2]*b38_20 + gimmik_a[0]*b51_21);
    const double b4_30 = gimmik_read_double1_row(b_at, b_stride, 4);
    const double b49_31 = gimmik_read_double1_row(b_at, b_stride, 49);
    const double c11_old = *(c + col + 11*(long long)ldc);
    *(c + col + 9*(long long)ldc) = c9_old + (-gimmik_a[1]*b0_0 + gimmik_a[2]*b12_22 + gimmik_a[0]*b21_23 + gimmik_a[0]*b30_24 + gimmik_a[2]*b39_25 - gimmik_a[1]*b45_5);
    const double b7_32 = gimmik_read_double1_row(b_at, b_stride, 7);
    const double b52_33 = gimmik_read_double1_row(b_at, b_stride, 52);
    const double c20_old = *(c + col + 20*(long long)ldc);
    *(c + col + 18*(long long)ldc) = c18_old + (gimmik_a[0]*b0_0 + gimmik_a[2]*b15_26 + gimmik_a[0]*b24_27 + gimmik_a[0]*b33_28 + gimmik_a[2]*b42_29 + gimmik_a[2]*b45_5);
    const double b13_34 = gimmik_read_double1_row(b_at, b_stride, 13);
    const double b31_35 = gimmik_read_double1_row(b_at, b_stride, 31);
    const double c12_old = *(c + col + 12*(long long)ldc);
    *(c + col + 4*(long long)ldc) = c4_old + (gimmik_a[2]*b4_30 - gimmik_a[1]*b10_7 - gimmik_a[1]*b19_15 - gimmik_a[1]*b28_8 - gimmik_a[1]*b37_16 + gimmik_a[0]*b49_31);
    const double b16_36 = gimmik_read_double1_row(b_at, b_stride, 16);
    const double b34_37 = gimmik_read_double1_row(b_at, b_stride, 34);
    const double c21_old = *(c + col + 21*(long long)ldc);
    *(c + col + 7*(long long)ldc) = c7_old + (gimmik_a[2]*b7_32 + gimmik_a[0]*b10_7 - gimmik_a[1]*b20_19 + gimmik_a[2]*b28_8 - gimmik_a[1]*b38_20 + gimmik_a[0]*b52_33);
    const double b5_38 = gimmik_read_double1_row(b_at, b_stride, 5);
    const double b50_39 = gimmik_read_double1_row(b_at, b_stride, 50);
    const double c15_old = *(c + col + 15*(long long)ldc);
    *(c + col + 10*(long long)ldc) = c10_old + (-gimmik_a[1]*b1_6 + gimmik_a[2]*b13_34 - gimmik_a[1]*b21_23 + gimmik_a[0]*b31_35 - gimmik_a[1]*b39_25 - gimmik_a[1]*b46_9);
    const double b8_40 = gimmik_read_double1_row(b_at, b_stride, 8);
    const double b53_41 = gimmik_read_double1_row(b_at, b_stride, 53);
    const double c24_old = *(c + col + 24*(long long)ldc);
    *(c + col + 19*(long long)ldc) = c19_old + (gimmik_a[0]*b1_6 + gimmik_a[2]*b16_36 - gimmik_a[1]*b24_27 + gimmik_a[0]*b34_37 - gimmik_a[1]*b42_29 + gimmik_a[2]*b46_9);
    const double b14_42 = gimmik_read_double1_row(b_at, b_stride, 14);
    const double b32_43 = gimmik_read_double1_row(b_at, b_stride, 32);
    const double c13_old = *(c + col + 13*(long long)ldc);
    *(c + col + 5*(long long)ldc) = c5_old + (gimmik_a[2]*b5_38 - gimmik_a[1]*b11_11 + gimmik_a[2]*b19_15 - gimmik_a[1]*b29_12 + gimmik_a[0]*b37_16 + gimmik_a[0]*b50_39);
    const double b17_44 = gimmik_read_double1_row(b_at, b_stride, 17);
    const double b35_45 = gimmik_read_double1_row(b_at, b_stride, 35);
    const double c22_old = *(c + col + 22*(long long)ldc);
    *(c + col + 8*(long long)ldc) = c8_old + (gimmik_a[2]*b8_40 + gimmik_a[0]*b11_11 + gimmik_a[2]*b20_19 + gimmik_a[2]*b29_12 + gimmik_a[0]*b38_20 + gimmik_a[0]*b53_41);
    const double b22_46 = gimmik_read_double1_row(b_at, b_stride, 22);
    const double b40_47 = gimmik_read_double1_row(b_at, b_stride, 40);
    const double c16_old = *(c + col + 16*(long long)ldc);
    *(c + col + 11*(long long)ldc) = c11_old + (-gimmik_a[1]*b2_10 + gimmik_a[2]*b14_42 + gimmik_a[2]*b21_23 + gimmik_a[0]*b32_43 + gimmik_a[0]*b39_25 - gimmik_a[1]*b47_13);
    const double b25_48 = gimmik_read_double1_row(b_at, b_stride, 25);
    const double b43_49 = gimmik_read_double1_row(b_at, b_stride, 43);
    const double c25_old = *(c + col + 25*(long long)ldc);
    *(c + col + 20*(long long)ldc) = c20_old + (gimmik_a[0]*b2_10 + gimmik_a[2]*b17_44 + gimmik_a[2]*b24_27 + gimmik_a[0]*b35_45 + gimmik_a[0]*b42_29 + gimmik_a[2]*b47_13);
    const double b23_50 = gimmik_read_double1_row(b_at, b_stride, 23);
    const double b41_51 = gimmik_read_double1_row(b_at, b_stride, 41);
    const double c14_old = *(c + col + 14*(long long)ldc);
    *(c + col + 12*(long long)ldc) = c12_old + (-gimmik_a[1]*b3_14 - gimmik_a[1]*b12_22 + gimmik_a[0]*b22_46 - gimmik_a[1]*b30_24 + gimmik_a[2]*b40_47 - gimmik_a[1]*b48_17);
    const double b26_52 = gimmik_read_double1_row(b_at, b_stride, 26);
    const double b44_53 = gimmik_read_double1_row(b_at, b_stride, 44);
    const double c23_old = *(c + col + 23*(long long)ldc);
    *(c + col + 21*(long long)ldc) = c21_old + (gimmik_a[0]*b3_14 - gimmik_a[1]*b15_26 + gimmik_a[0]*b25_48 - gimmik_a[1]*b33_28 + gimmik_a[2]*b43_49 + gimmik_a[2]*b48_17);
    const double c17_old = *(c + col + 17*(long long)ldc);
    *(c + col + 15*(long long)ldc) = c15_old + (-gimmik_a[1]*b6_18 + gimmik_a[0]*b12_22 + gimmik_a[0]*b23_50 + gimmik_a[2]*b30_24 + gimmik_a[2]*b41_51 - gimmik_a[1]*b51_21);
    const double c26_old = *(c + col + 26*(long long)ldc);
    *(c + col + 24*(long long)ldc) = c24_old + (gimmik_a[0]*b6_18 + gimmik_a[0]*b15_26 + gimmik_a[0]*b26_52 + gimmik_a[2]*b33_28 + gimmik_a[2]*b44_53 + gimmik_a[2]*b51_21);
    *(c + col + 13*(long long)ldc) = c13_old + (-gimmik_a[1]*b4_30 - gimmik_a[1]*b13_34 - gimmik_a[1]*b22_46 - gimmik_a[1]*b31_35 - gimmik_a[1]*b40_47 - gimmik_a[1]*b49_31);
    *(c + col + 22*(long long)ldc) = c22_old + (gimmik_a[0]*b4_30 - gimmik_a[1]*b16_36 - gimmik_a[1]*b25_48 - gimmik_a[1]*b34_37 - gimmik_a[1]*b43_49 + gimmik_a[2]*b49_31);
    *(c + col + 16*(long long)ldc) = c16_old + (-gimmik_a[1]*b7_32 + gimmik_a[0]*b13_34 - gimmik_a[1]*b23_50 + gimmik_a[2]*b31_35 - gimmik_a[1]*b41_51 - gimmik_a[1]*b52_33);
    *(c + col + 25*(long long)ldc) = c25_old + (gimmik_a[0]*b7_32 + gimmik_a[0]*b16_36 - gimmik_a[1]*b26_52 + gimmik_a[2]*b34_37 - gimmik_a[1]*b44_53 + gimmik_a[2]*b52_33);
    *(c + col + 14*(long long)ldc) = c14_old + (-gimmik_a[1]*b5_38 - gimmik_a[1]*b14_42 + gimmik_a[2]*b22_46 - gimmik_a[1]*b32_43 + gimmik_a[0]*b40_47 - gimmik_a[1]*b50_39);
    *(c + col + 23*(long long)ldc) = c23_old + (gimmik_a[0]*b5_38 - gimmik_a[1]*b17_44 + gimmik_a[2]*b25_48 - gimmik_a[1]*b35_45 + gimmik_a[0]*b43_49 + gimmik_a[2]*b50_39);
    *(c + col + 17*(long long)ldc) = c17_old + (-gimmik_a[1]*b8_40 + gimmik_a[0]*b14_42 + gimmik_a[2]*b23_50 + gimmik_a[2]*b32_43 + gimmik_a[0]*b41_51 - gimmik_a[1]*b53_41);
    *(c + col + 26*(long long)ldc) = c26_old + (gimmik_a[0]*b8_40 + gimmik_a[0]*b17_44 + gimmik_a[2]*b26_52 + gimmik_a[2]*b35_45 + gimmik_a[0]*b44_53 + gimmik_a[2]*b53_41);
  }
}
