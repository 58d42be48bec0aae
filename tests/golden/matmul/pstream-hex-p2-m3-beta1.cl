// gimmikc: matmul pstream for operators/pyfr/hex-gl-p2-m3.mtx (27 x 54, 162 nonzeros), f64, alpha 1.0, beta 1.0, n at run time
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT ON
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void gimmik_matmul(int n, __global const double* restrict b, int ldb, __global double* restrict c, int ldc)
{
  const long col = (long)get_group_id(0)*128 + get_local_id(0);
  if (col < n) {
    const double b0_0 = *((__global const volatile double *)(b + col));
    const double b9_1 = *((__global const volatile double *)(b + col + 9*(long)ldb));
    const double b18_2 = *((__global const volatile double *)(b + col + 18*(long)ldb));
    const double b27_3 = *((__global const volatile double *)(b + col + 27*(long)ldb));
    const double b36_4 = *((__global const volatile double *)(b + col + 36*(long)ldb));
    const double b45_5 = *((__global const volatile double *)(b + col + 45*(long)ldb));
    const double b1_6 = *((__global const volatile double *)(b + col + (long)ldb));
    const double b10_7 = *((__global const volatile double *)(b + col + 10*(long)ldb));
    const double b28_8 = *((__global const volatile double *)(b + col + 28*(long)ldb));
    const double b46_9 = *((__global const volatile double *)(b + col + 46*(long)ldb));
    const double b2_10 = *((__global const volatile double *)(b + col + 2*(long)ldb));
    const double b11_11 = *((__global const volatile double *)(b + col + 11*(long)ldb));
    const double b29_12 = *((__global const volatile double *)(b + col + 29*(long)ldb));
    const double b47_13 = *((__global const volatile double *)(b + col + 47*(long)ldb));
    {
      const double c0_old = *(c + col);
      *(c + col) = c0_old + (2.661895003862226*b0_0 + 2.661895003862226*b9_1 + 0.3381049961377754*b18_2 + 0.3381049961377754*b27_3 + 2.661895003862226*b36_4 + 0.3381049961377754*b45_5);
    }
    const double b3_14 = *((__global const volatile double *)(b + col + 3*(long)ldb));
    const double b19_15 = *((__global const volatile double *)(b + col + 19*(long)ldb));
    const double b37_16 = *((__global const volatile double *)(b + col + 37*(long)ldb));
    const double b48_17 = *((__global const volatile double *)(b + col + 48*(long)ldb));
    {
      const double c1_old = *(c + col + (long)ldc);
      *(c + col + (long)ldc) = c1_old + (2.661895003862226*b1_6 + 2.661895003862226*b10_7 - 0.7500000000000002*b18_2 + 0.3381049961377754*b28_8 - 0.7500000000000002*b36_4 + 0.3381049961377754*b46_9);
    }
    const double b6_18 = *((__global const volatile double *)(b + col + 6*(long)ldb));
    const double b20_19 = *((__global const volatile double *)(b + col + 20*(long)ldb));
    const double b38_20 = *((__global const volatile double *)(b + col + 38*(long)ldb));
    const double b51_21 = *((__global const volatile double *)(b + col + 51*(long)ldb));
    {
      const double c2_old = *(c + col + 2*(long)ldc);
      *(c + col + 2*(long)ldc) = c2_old + (2.661895003862226*b2_10 + 2.661895003862226*b11_11 + 2.661895003862226*b18_2 + 0.3381049961377754*b29_12 + 0.3381049961377754*b36_4 + 0.3381049961377754*b47_13);
    }
    const double b12_22 = *((__global const volatile double *)(b + col + 12*(long)ldb));
    const double b21_23 = *((__global const volatile double *)(b + col + 21*(long)ldb));
    const double b30_24 = *((__global const volatile double *)(b + col + 30*(long)ldb));
    const double b39_25 = *((__global const volatile double *)(b + col + 39*(long)ldb));
    {
      const double c3_old = *(c + col + 3*(long)ldc);
      *(c + col + 3*(long)ldc) = c3_old + (2.661895003862226*b3_14 - 0.7500000000000002*b9_1 + 0.3381049961377754*b19_15 - 0.7500000000000002*b27_3 + 2.661895003862226*b37_16 + 0.3381049961377754*b48_17);
    }
    const double b15_26 = *((__global const volatile double *)(b + col + 15*(long)ldb));
    const double b24_27 = *((__global const volatile double *)(b + col + 24*(long)ldb));
    const double b33_28 = *((__global const volatile double *)(b + col + 33*(long)ldb));
    const double b42_29 = *((__global const volatile double *)(b + col + 42*(long)ldb));
    {
      const double c6_old = *(c + col + 6*(long)ldc);
      *(c + col + 6*(long)ldc) = c6_old + (2.661895003862226*b6_18 + 0.3381049961377754*b9_1 + 0.3381049961377754*b20_19 + 2.661895003862226*b27_3 + 2.661895003862226*b38_20 + 0.3381049961377754*b51_21);
    }
    const double b4_30 = *((__global const volatile double *)(b + col + 4*(long)ldb));
    const double b49_31 = *((__global const volatile double *)(b + col + 49*(long)ldb));
    {
      const double c9_old = *(c + col + 9*(long)ldc);
      *(c + col + 9*(long)ldc) = c9_old + (-0.7500000000000002*b0_0 + 2.661895003862226*b12_22 + 0.3381049961377754*b21_23 + 0.3381049961377754*b30_24 + 2.661895003862226*b39_25 - 0.7500000000000002*b45_5);
    }
    const double b7_32 = *((__global const volatile double *)(b + col + 7*(long)ldb));
    const double b52_33 = *((__global const volatile double *)(b + col + 52*(long)ldb));
    {
      const double c18_old = *(c + col + 18*(long)ldc);
      *(c + col + 18*(long)ldc) = c18_old + (0.3381049961377754*b0_0 + 2.661895003862226*b15_26 + 0.3381049961377754*b24_27 + 0.3381049961377754*b33_28 + 2.661895003862226*b42_29 + 2.661895003862226*b45_5);
    }
    const double b13_34 = *((__global const volatile double *)(b + col + 13*(long)ldb));
    const double b31_35 = *((__global const volatile double *)(b + col + 31*(long)ldb));
    {
      const double c4_old = *(c + col + 4*(long)ldc);
      *(c + col + 4*(long)ldc) = c4_old + (2.661895003862226*b4_30 - 0.7500000000000002*b10_7 - 0.7500000000000002*b19_15 - 0.7500000000000002*b28_8 - 0.7500000000000002*b37_16 + 0.3381049961377754*b49_31);
    }
    const double b16_36 = *((__global const volatile double *)(b + col + 16*(long)ldb));
    const double b34_37 = *((__global const volatile double *)(b + col + 34*(long)ldb));
    {
      const double c7_old = *(c + col + 7*(long)ldc);
      *(c + col + 7*(long)ldc) = c7_old + (2.661895003862226*b7_32 + 0.3381049961377754*b10_7 - 0.7500000000000002*b20_19 + 2.661895003862226*b28_8 - 0.7500000000000002*b38_20 + 0.3381049961377754*b52_33);
    }
    const double b5_38 = *((__global const volatile double *)(b + col + 5*(long)ldb));
    const double b50_39 = *((__global const volatile double *)(b + col + 50*(long)ldb));
    {
      const double c10_old = *(c + col + 10*(long)ldc);
      *(c + col + 10*(long)ldc) = c10_old + (-0.7500000000000002*b1_6 + 2.661895003862226*b13_34 - 0.7500000000000002*b21_23 + 0.3381049961377754*b31_35 - 0.7500000000000002*b39_25 - 0.7500000000000002*b46_9);
    }
    const double b8_40 = *((__global const volatile double *)(b + col + 8*(long)ldb));
    const double b53_41 = *((__global const volatile double *)(b + col + 53*(long)ldb));
    {
      const double c19_old = *(c + col + 19*(long)ldc);
      *(c + col + 19*(long)ldc) = c19_old + (0.3381049961377754*b1_6 + 2.661895003862226*b16_36 - 0.7500000000000002*b24_27 + 0.3381049961377754*b34_37 - 0.7500000000000002*b42_29 + 2.661895003862226*b46_9);
    }
    const double b14_42 = *((__global const volatile double *)(b + col + 14*(long)ldb));
    const double b32_43 = *((__global const volatile double *)(b + col + 32*(long)ldb));
    {
      const double c5_old = *(c + col + 5*(long)ldc);
      *(c + col + 5*(long)ldc) = c5_old + (2.661895003862226*b5_38 - 0.7500000000000002*b11_11 + 2.661895003862226*b19_15 - 0.7500000000000002*b29_12 + 0.3381049961377754*b37_16 + 0.3381049961377754*b50_39);
    }
    const double b17_44 = *((__global const volatile double *)(b + col + 17*(long)ldb));
    const double b35_45 = *((__global const volatile double *)(b + col + 35*(long)ldb));
    {
      const double c8_old = *(c + col + 8*(long)ldc);
      *(c + col + 8*(long)ldc) = c8_old + (2.661895003862226*b8_40 + 0.3381049961377754*b11_11 + 2.661895003862226*b20_19 + 2.661895003862226*b29_12 + 0.3381049961377754*b38_20 + 0.3381049961377754*b53_41);
    }
    const double b22_46 = *((__global const volatile double *)(b + col + 22*(long)ldb));
    const double b40_47 = *((__global const volatile double *)(b + col + 40*(long)ldb));
    {
      const double c11_old = *(c + col + 11*(long)ldc);
      *(c + col + 11*(long)ldc) = c11_old + (-0.7500000000000002*b2_10 + 2.661895003862226*b14_42 + 2.661895003862226*b21_23 + 0.3381049961377754*b32_43 + 0.3381049961377754*b39_25 - 0.7500000000000002*b47_13);
    }
    const double b25_48 = *((__global const volatile double *)(b + col + 25*(long)ldb));
    const double b43_49 = *((__global const volatile double *)(b + col + 43*(long)ldb));
    {
      const double c20_old = *(c + col + 20*(long)ldc);
      *(c + col + 20*(long)ldc) = c20_old + (0.3381049961377754*b2_10 + 2.661895003862226*b17_44 + 2.661895003862226*b24_27 + 0.3381049961377754*b35_45 + 0.3381049961377754*b42_29 + 2.661895003862226*b47_13);
    }
    const double b23_50 = *((__global const volatile double *)(b + col + 23*(long)ldb));
    const double b41_51 = *((__global const volatile double *)(b + col + 41*(long)ldb));
    {
      const double c12_old = *(c + col + 12*(long)ldc);
      *(c + col + 12*(long)ldc) = c12_old + (-0.7500000000000002*b3_14 - 0.7500000000000002*b12_22 + 0.3381049961377754*b22_46 - 0.7500000000000002*b30_24 + 2.661895003862226*b40_47 - 0.7500000000000002*b48_17);
    }
    const double b26_52 = *((__global const volatile double *)(b + col + 26*(long)ldb));
    const double b44_53 = *((__global const volatile double *)(b + col + 44*(long)ldb));
    {
      const double c21_old = *(c + col + 21*(long)ldc);
      *(c + col + 21*(long)ldc) = c21_old + (0.3381049961377754*b3_14 - 0.7500000000000002*b15_26 + 0.3381049961377754*b25_48 - 0.7500000000000002*b33_28 + 2.661895003862226*b43_49 + 2.661895003862226*b48_17);
    }
    {
      const double c15_old = *(c + col + 15*(long)ldc);
      *(c + col + 15*(long)ldc) = c15_old + (-0.7500000000000002*b6_18 + 0.3381049961377754*b12_22 + 0.3381049961377754*b23_50 + 2.661895003862226*b30_24 + 2.661895003862226*b41_51 - 0.7500000000000002*b51_21);
    }
    {
      const double c24_old = *(c + col + 24*(long)ldc);
      *(c + col + 24*(long)ldc) = c24_old + (0.3381049961377754*b6_18 + 0.3381049961377754*b15_26 + 0.3381049961377754*b26_52 + 2.661895003862226*b33_28 + 2.661895003862226*b44_53 + 2.661895003862226*b51_21);
    }
    {
      const double c13_old = *(c + col + 13*(long)ldc);
      *(c + col + 13*(long)ldc) = c13_old + (-0.7500000000000002*b4_30 - 0.7500000000000002*b13_34 - 0.7500000000000002*b22_46 - 0.7500000000000002*b31_35 - 0.7500000000000002*b40_47 - 0.7500000000000002*b49_31);
    }
    {
      const double c22_old = *(c + col + 22*(long)ldc);
      *(c + col + 22*(long)ldc) = c22_old + (0.3381049961377754*b4_30 - 0.7500000000000002*b16_36 - 0.7500000000000002*b25_48 - 0.7500000000000002*b34_37 - 0.7500000000000002*b43_49 + 2.661895003862226*b49_31);
    }
    {
      const double c16_old = *(c + col + 16*(long)ldc);
      *(c + col + 16*(long)ldc) = c16_old + (-0.7500000000000002*b7_32 + 0.3381049961377754*b13_34 - 0.7500000000000002*b23_50 + 2.661895003862226*b31_35 - 0.7500000000000002*b41_51 - 0.7500000000000002*b52_33);
    }
    {
      const double c25_old = *(c + col + 25*(long)ldc);
      *(c + col + 25*(long)ldc) = c25_old + (0.3381049961377754*b7_32 + 0.3381049961377754*b16_36 - 0.7500000000000002*b26_52 + 2.661895003862226*b34_37 - 0.7500000000000002*b44_53 + 2.661895003862226*b52_33);
    }
    {
      const double c14_old = *(c + col + 14*(long)ldc);
      *(c + col + 14*(long)ldc) = c14_old + (-0.7500000000000002*b5_38 - 0.7500000000000002*b14_42 + 2.661895003862226*b22_46 - 0.7500000000000002*b32_43 + 0.3381049961377754*b40_47 - 0.7500000000000002*b50_39);
    }
    {
      const double c23_old = *(c + col + 23*(long)ldc);
      *(c + col + 23*(long)ldc) = c23_old + (0.3381049961377754*b5_38 - 0.7500000000000002*b17_44 + 2.661895003862226*b25_48 - 0.7500000000000002*b35_45 + 0.3381049961377754*b43_49 + 2.661895003862226*b50_39);
    }
    {
      const double c17_old = *(c + col + 17*(long)ldc);
      *(c + col + 17*(long)ldc) = c17_old + (-0.7500000000000002*b8_40 + 0.3381049961377754*b14_42 + 2.661895003862226*b23_50 + 2.661895003862226*b32_43 + 0.3381049961377754*b41_51 - 0.7500000000000002*b53_41);
    }
    {
      const double c26_old = *(c + col + 26*(long)ldc);
      *(c + col + 26*(long)ldc) = c26_old + (0.3381049961377754*b8_40 + 0.3381049961377754*b17_44 + 2.661895003862226*b26_52 + 2.661895003862226*b35_45 + 0.3381049961377754*b44_53 + 2.661895003862226*b53_41);
    }
  }
}
