// gimmikc: matmul bstream for operators/pyfr/hex-gl-p2-m6.mtx (81 x 54, 162 nonzeros), f64, alpha 2.0, beta 0.5, n at run time
extern "C" __global__ void __launch_bounds__(128)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  const long long col = (long long)blockIdx.x*128 + threadIdx.x;
  if (col < n) {
    const double b0 = *(b + col);
    double c54_1 = -5.323790007724452*b0;
    double c63_1 = 1.5000000000000004*b0;
    double c72_1 = -0.6762099922755508*b0;
    const double b1 = *(b + col + (long long)ldb);
    double c55_1 = -5.323790007724452*b1;
    double c64_1 = 1.5000000000000004*b1;
    double c73_1 = -0.6762099922755508*b1;
    const double b2 = *(b + col + 2*(long long)ldb);
    double c56_1 = -5.323790007724452*b2;
    double c65_1 = 1.5000000000000004*b2;
    double c74_1 = -0.6762099922755508*b2;
    const double b3 = *(b + col + 3*(long long)ldb);
    double c57_1 = -5.323790007724452*b3;
    double c66_1 = 1.5000000000000004*b3;
    double c75_1 = -0.6762099922755508*b3;
    const double b4 = *(b + col + 4*(long long)ldb);
    double c58_1 = -5.323790007724452*b4;
    double c67_1 = 1.5000000000000004*b4;
    double c76_1 = -0.6762099922755508*b4;
    const double b5 = *(b + col + 5*(long long)ldb);
    double c59_1 = -5.323790007724452*b5;
    double c68_1 = 1.5000000000000004*b5;
    double c77_1 = -0.6762099922755508*b5;
    const double b6 = *(b + col + 6*(long long)ldb);
    double c60_1 = -5.323790007724452*b6;
    double c69_1 = 1.5000000000000004*b6;
    double c78_1 = -0.6762099922755508*b6;
    const double b7 = *(b + col + 7*(long long)ldb);
    double c61_1 = -5.323790007724452*b7;
    double c70_1 = 1.5000000000000004*b7;
    double c79_1 = -0.6762099922755508*b7;
    const double b8 = *(b + col + 8*(long long)ldb);
    double c62_1 = -5.323790007724452*b8;
    double c71_1 = 1.5000000000000004*b8;
    double c80_1 = -0.6762099922755508*b8;
    const double b9 = *(b + col + 9*(long long)ldb);
    double c27_1 = -5.323790007724452*b9;
    double c30_1 = 1.5000000000000004*b9;
    double c33_1 = -0.6762099922755508*b9;
    const double b10 = *(b + col + 10*(long long)ldb);
    double c28_1 = -5.323790007724452*b10;
    double c31_1 = 1.5000000000000004*b10;
    double c34_1 = -0.6762099922755508*b10;
    const double b11 = *(b + col + 11*(long long)ldb);
    double c29_1 = -5.323790007724452*b11;
    double c32_1 = 1.5000000000000004*b11;
    double c35_1 = -0.6762099922755508*b11;
    const double b12 = *(b + col + 12*(long long)ldb);
    double c36_1 = -5.323790007724452*b12;
    double c39_1 = 1.5000000000000004*b12;
    double c42_1 = -0.6762099922755508*b12;
    const double b13 = *(b + col + 13*(long long)ldb);
    double c37_1 = -5.323790007724452*b13;
    double c40_1 = 1.5000000000000004*b13;
    double c43_1 = -0.6762099922755508*b13;
    const double b14 = *(b + col + 14*(long long)ldb);
    double c38_1 = -5.323790007724452*b14;
    double c41_1 = 1.5000000000000004*b14;
    double c44_1 = -0.6762099922755508*b14;
    const double b15 = *(b + col + 15*(long long)ldb);
    double c45_1 = -5.323790007724452*b15;
    double c48_1 = 1.5000000000000004*b15;
    double c51_1 = -0.6762099922755508*b15;
    const double b16 = *(b + col + 16*(long long)ldb);
    double c46_1 = -5.323790007724452*b16;
    double c49_1 = 1.5000000000000004*b16;
    double c52_1 = -0.6762099922755508*b16;
    const double b17 = *(b + col + 17*(long long)ldb);
    double c47_1 = -5.323790007724452*b17;
    double c50_1 = 1.5000000000000004*b17;
    double c53_1 = -0.6762099922755508*b17;
    const double b18 = *(b + col + 18*(long long)ldb);
    double c0_1 = 0.6762099922755508*b18;
    double c1_1 = -1.5000000000000004*b18;
    double c2_1 = 5.323790007724452*b18;
    const double b19 = *(b + col + 19*(long long)ldb);
    double c3_1 = 0.6762099922755508*b19;
    double c4_1 = -1.5000000000000004*b19;
    double c5_1 = 5.323790007724452*b19;
    const double b20 = *(b + col + 20*(long long)ldb);
    double c6_1 = 0.6762099922755508*b20;
    double c7_1 = -1.5000000000000004*b20;
    double c8_1 = 5.323790007724452*b20;
    const double b21 = *(b + col + 21*(long long)ldb);
    double c9_1 = 0.6762099922755508*b21;
    double c10_1 = -1.5000000000000004*b21;
    double c11_1 = 5.323790007724452*b21;
    const double b22 = *(b + col + 22*(long long)ldb);
    double c12_1 = 0.6762099922755508*b22;
    double c13_1 = -1.5000000000000004*b22;
    double c14_1 = 5.323790007724452*b22;
    const double b23 = *(b + col + 23*(long long)ldb);
    double c15_1 = 0.6762099922755508*b23;
    double c16_1 = -1.5000000000000004*b23;
    double c17_1 = 5.323790007724452*b23;
    const double b24 = *(b + col + 24*(long long)ldb);
    double c18_1 = 0.6762099922755508*b24;
    double c19_1 = -1.5000000000000004*b24;
    double c20_1 = 5.323790007724452*b24;
    const double b25 = *(b + col + 25*(long long)ldb);
    double c21_1 = 0.6762099922755508*b25;
    double c22_1 = -1.5000000000000004*b25;
    double c23_1 = 5.323790007724452*b25;
    const double b26 = *(b + col + 26*(long long)ldb);
    double c24_1 = 0.6762099922755508*b26;
    double c25_1 = -1.5000000000000004*b26;
    double c26_1 = 5.323790007724452*b26;
    const double b27 = *(b + col + 27*(long long)ldb);
    c27_1 += 0.6762099922755508*b27;
    {
      const double c27_old = *(c + col + 27*(long long)ldc);
      *(c + col + 27*(long long)ldc) = (c27_1) + 0.5*c27_old;
    }
    c30_1 -= 1.5000000000000004*b27;
    {
      const double c30_old = *(c + col + 30*(long long)ldc);
      *(c + col + 30*(long long)ldc) = (c30_1) + 0.5*c30_old;
    }
    c33_1 += 5.323790007724452*b27;
    {
      const double c33_old = *(c + col + 33*(long long)ldc);
      *(c + col + 33*(long long)ldc) = (c33_1) + 0.5*c33_old;
    }
    const double b28 = *(b + col + 28*(long long)ldb);
    c28_1 += 0.6762099922755508*b28;
    {
      const double c28_old = *(c + col + 28*(long long)ldc);
      *(c + col + 28*(long long)ldc) = (c28_1) + 0.5*c28_old;
    }
    c31_1 -= 1.5000000000000004*b28;
    {
      const double c31_old = *(c + col + 31*(long long)ldc);
      *(c + col + 31*(long long)ldc) = (c31_1) + 0.5*c31_old;
    }
    c34_1 += 5.323790007724452*b28;
    {
      const double c34_old = *(c + col + 34*(long long)ldc);
      *(c + col + 34*(long long)ldc) = (c34_1) + 0.5*c34_old;
    }
    const double b29 = *(b + col + 29*(long long)ldb);
    c29_1 += 0.6762099922755508*b29;
    {
      const double c29_old = *(c + col + 29*(long long)ldc);
      *(c + col + 29*(long long)ldc) = (c29_1) + 0.5*c29_old;
    }
    c32_1 -= 1.5000000000000004*b29;
    {
      const double c32_old = *(c + col + 32*(long long)ldc);
      *(c + col + 32*(long long)ldc) = (c32_1) + 0.5*c32_old;
    }
    c35_1 += 5.323790007724452*b29;
    {
      const double c35_old = *(c + col + 35*(long long)ldc);
      *(c + col + 35*(long long)ldc) = (c35_1) + 0.5*c35_old;
    }
    const double b30 = *(b + col + 30*(long long)ldb);
    c36_1 += 0.6762099922755508*b30;
    {
      const double c36_old = *(c + col + 36*(long long)ldc);
      *(c + col + 36*(long long)ldc) = (c36_1) + 0.5*c36_old;
    }
    c39_1 -= 1.5000000000000004*b30;
    {
      const double c39_old = *(c + col + 39*(long long)ldc);
      *(c + col + 39*(long long)ldc) = (c39_1) + 0.5*c39_old;
    }
    c42_1 += 5.323790007724452*b30;
    {
      const double c42_old = *(c + col + 42*(long long)ldc);
      *(c + col + 42*(long long)ldc) = (c42_1) + 0.5*c42_old;
    }
    const double b31 = *(b + col + 31*(long long)ldb);
    c37_1 += 0.6762099922755508*b31;
    {
      const double c37_old = *(c + col + 37*(long long)ldc);
      *(c + col + 37*(long long)ldc) = (c37_1) + 0.5*c37_old;
    }
    c40_1 -= 1.5000000000000004*b31;
    {
      const double c40_old = *(c + col + 40*(long long)ldc);
      *(c + col + 40*(long long)ldc) = (c40_1) + 0.5*c40_old;
    }
    c43_1 += 5.323790007724452*b31;
    {
      const double c43_old = *(c + col + 43*(long long)ldc);
      *(c + col + 43*(long long)ldc) = (c43_1) + 0.5*c43_old;
    }
    const double b32 = *(b + col + 32*(long long)ldb);
    c38_1 += 0.6762099922755508*b32;
    {
      const double c38_old = *(c + col + 38*(long long)ldc);
      *(c + col + 38*(long long)ldc) = (c38_1) + 0.5*c38_old;
    }
    c41_1 -= 1.5000000000000004*b32;
    {
      const double c41_old = *(c + col + 41*(long long)ldc);
      *(c + col + 41*(long long)ldc) = (c41_1) + 0.5*c41_old;
    }
    c44_1 += 5.323790007724452*b32;
    {
      const double c44_old = *(c + col + 44*(long long)ldc);
      *(c + col + 44*(long long)ldc) = (c44_1) + 0.5*c44_old;
    }
    const double b33 = *(b + col + 33*(long long)ldb);
    c45_1 += 0.6762099922755508*b33;
    {
      const double c45_old = *(c + col + 45*(long long)ldc);
      *(c + col + 45*(long long)ldc) = (c45_1) + 0.5*c45_old;
    }
    c48_1 -= 1.5000000000000004*b33;
    {
      const double c48_old = *(c + col + 48*(long long)ldc);
      *(c + col + 48*(long long)ldc) = (c48_1) + 0.5*c48_old;
    }
    c51_1 += 5.323790007724452*b33;
    {
      const double c51_old = *(c + col + 51*(long long)ldc);
      *(c + col + 51*(long long)ldc) = (c51_1) + 0.5*c51_old;
    }
    const double b34 = *(b + col + 34*(long long)ldb);
    c46_1 += 0.6762099922755508*b34;
    {
      const double c46_old = *(c + col + 46*(long long)ldc);
      *(c + col + 46*(long long)ldc) = (c46_1) + 0.5*c46_old;
    }
    c49_1 -= 1.5000000000000004*b34;
    {
      const double c49_old = *(c + col + 49*(long long)ldc);
      *(c + col + 49*(long long)ldc) = (c49_1) + 0.5*c49_old;
    }
    c52_1 += 5.323790007724452*b34;
    {
      const double c52_old = *(c + col + 52*(long long)ldc);
      *(c + col + 52*(long long)ldc) = (c52_1) + 0.5*c52_old;
    }
    const double b35 = *(b + col + 35*(long long)ldb);
    c47_1 += 0.6762099922755508*b35;
    {
      const double c47_old = *(c + col + 47*(long long)ldc);
      *(c + col + 47*(long long)ldc) = (c47_1) + 0.5*c47_old;
    }
    c50_1 -= 1.5000000000000004*b35;
    {
      const double c50_old = *(c + col + 50*(long long)ldc);
      *(c + col + 50*(long long)ldc) = (c50_1) + 0.5*c50_old;
    }
    c53_1 += 5.323790007724452*b35;
    {
      const double c53_old = *(c + col + 53*(long long)ldc);
      *(c + col + 53*(long long)ldc) = (c53_1) + 0.5*c53_old;
    }
    const double b36 = *(b + col + 36*(long long)ldb);
    c0_1 -= 5.323790007724452*b36;
    {
      const double c0_old = *(c + col);
      *(c + col) = (c0_1) + 0.5*c0_old;
    }
    c1_1 += 1.5000000000000004*b36;
    {
      const double c1_old = *(c + col + (long long)ldc);
      *(c + col + (long long)ldc) = (c1_1) + 0.5*c1_old;
    }
    c2_1 -= 0.6762099922755508*b36;
    {
      const double c2_old = *(c + col + 2*(long long)ldc);
      *(c + col + 2*(long long)ldc) = (c2_1) + 0.5*c2_old;
    }
    const double b37 = *(b + col + 37*(long long)ldb);
    c3_1 -= 5.323790007724452*b37;
    {
      const double c3_old = *(c + col + 3*(long long)ldc);
      *(c + col + 3*(long long)ldc) = (c3_1) + 0.5*c3_old;
    }
    c4_1 += 1.5000000000000004*b37;
    {
      const double c4_old = *(c + col + 4*(long long)ldc);
      *(c + col + 4*(long long)ldc) = (c4_1) + 0.5*c4_old;
    }
    c5_1 -= 0.6762099922755508*b37;
    {
      const double c5_old = *(c + col + 5*(long long)ldc);
      *(c + col + 5*(long long)ldc) = (c5_1) + 0.5*c5_old;
    }
    const double b38 = *(b + col + 38*(long long)ldb);
    c6_1 -= 5.323790007724452*b38;
    {
      const double c6_old = *(c + col + 6*(long long)ldc);
      *(c + col + 6*(long long)ldc) = (c6_1) + 0.5*c6_old;
    }
    c7_1 += 1.5000000000000004*b38;
    {
      const double c7_old = *(c + col + 7*(long long)ldc);
      *(c + col + 7*(long long)ldc) = (c7_1) + 0.5*c7_old;
    }
    c8_1 -= 0.6762099922755508*b38;
    {
      const double c8_old = *(c + col + 8*(long long)ldc);
      *(c + col + 8*(long long)ldc) = (c8_1) + 0.5*c8_old;
    }
    const double b39 = *(b + col + 39*(long long)ldb);
    c9_1 -= 5.323790007724452*b39;
    {
      const double c9_old = *(c + col + 9*(long long)ldc);
      *(c + col + 9*(long long)ldc) = (c9_1) + 0.5*c9_old;
    }
    c10_1 += 1.5000000000000004*b39;
    {
      const double c10_old = *(c + col + 10*(long long)ldc);
      *(c + col + 10*(long long)ldc) = (c10_1) + 0.5*c10_old;
    }
    c11_1 -= 0.6762099922755508*b39;
    {
      const double c11_old = *(c + col + 11*(long long)ldc);
      *(c + col + 11*(long long)ldc) = (c11_1) + 0.5*c11_old;
    }
    const double b40 = *(b + col + 40*(long long)ldb);
    c12_1 -= 5.323790007724452*b40;
    {
      const double c12_old = *(c + col + 12*(long long)ldc);
      *(c + col + 12*(long long)ldc) = (c12_1) + 0.5*c12_old;
    }
    c13_1 += 1.5000000000000004*b40;
    {
      const double c13_old = *(c + col + 13*(long long)ldc);
      *(c + col + 13*(long long)ldc) = (c13_1) + 0.5*c13_old;
    }
    c14_1 -= 0.6762099922755508*b40;
    {
      const double c14_old = *(c + col + 14*(long long)ldc);
      *(c + col + 14*(long long)ldc) = (c14_1) + 0.5*c14_old;
    }
    const double b41 = *(b + col + 41*(long long)ldb);
    c15_1 -= 5.323790007724452*b41;
    {
      const double c15_old = *(c + col + 15*(long long)ldc);
      *(c + col + 15*(long long)ldc) = (c15_1) + 0.5*c15_old;
    }
    c16_1 += 1.5000000000000004*b41;
    {
      const double c16_old = *(c + col + 16*(long long)ldc);
      *(c + col + 16*(long long)ldc) = (c16_1) + 0.5*c16_old;
    }
    c17_1 -= 0.6762099922755508*b41;
    {
      const double c17_old = *(c + col + 17*(long long)ldc);
      *(c + col + 17*(long long)ldc) = (c17_1) + 0.5*c17_old;
    }
    const double b42 = *(b + col + 42*(long long)ldb);
    c18_1 -= 5.323790007724452*b42;
    {
      const double c18_old = *(c + col + 18*(long long)ldc);
      *(c + col + 18*(long long)ldc) = (c18_1) + 0.5*c18_old;
    }
    c19_1 += 1.5000000000000004*b42;
    {
      const double c19_old = *(c + col + 19*(long long)ldc);
      *(c + col + 19*(long long)ldc) = (c19_1) + 0.5*c19_old;
    }
    c20_1 -= 0.6762099922755508*b42;
    {
      const double c20_old = *(c + col + 20*(long long)ldc);
      *(c + col + 20*(long long)ldc) = (c20_1) + 0.5*c20_old;
    }
    const double b43 = *(b + col + 43*(long long)ldb);
    c21_1 -= 5.323790007724452*b43;
    {
      const double c21_old = *(c + col + 21*(long long)ldc);
      *(c + col + 21*(long long)ldc) = (c21_1) + 0.5*c21_old;
    }
    c22_1 += 1.5000000000000004*b43;
    {
      const double c22_old = *(c + col + 22*(long long)ldc);
      *(c + col + 22*(long long)ldc) = (c22_1) + 0.5*c22_old;
    }
    c23_1 -= 0.6762099922755508*b43;
    {
      const double c23_old = *(c + col + 23*(long long)ldc);
      *(c + col + 23*(long long)ldc) = (c23_1) + 0.5*c23_old;
    }
    const double b44 = *(b + col + 44*(long long)ldb);
    c24_1 -= 5.323790007724452*b44;
    {
      const double c24_old = *(c + col + 24*(long long)ldc);
      *(c + col + 24*(long long)ldc) = (c24_1) + 0.5*c24_old;
    }
    c25_1 += 1.5000000000000004*b44;
    {
      const double c25_old = *(c + col + 25*(long long)ldc);
      *(c + col + 25*(long long)ldc) = (c25_1) + 0.5*c25_old;
    }
    c26_1 -= 0.6762099922755508*b44;
    {
      const double c26_old = *(c + col + 26*(long long)ldc);
      *(c + col + 26*(long long)ldc) = (c26_1) + 0.5*c26_old;
    }
    const double b45 = *(b + col + 45*(long long)ldb);
    c54_1 += 0.6762099922755508*b45;
    {
      const double c54_old = *(c + col + 54*(long long)ldc);
      *(c + col + 54*(long long)ldc) = (c54_1) + 0.5*c54_old;
    }
    c63_1 -= 1.5000000000000004*b45;
    {
      const double c63_old = *(c + col + 63*(long long)ldc);
      *(c + col + 63*(long long)ldc) = (c63_1) + 0.5*c63_old;
    }
    c72_1 += 5.323790007724452*b45;
    {
      const double c72_old = *(c + col + 72*(long long)ldc);
      *(c + col + 72*(long long)ldc) = (c72_1) + 0.5*c72_old;
    }
    const double b46 = *(b + col + 46*(long long)ldb);
    c55_1 += 0.6762099922755508*b46;
    {
      const double c55_old = *(c + col + 55*(long long)ldc);
      *(c + col + 55*(long long)ldc) = (c55_1) + 0.5*c55_old;
    }
    c64_1 -= 1.5000000000000004*b46;
    {
      const double c64_old = *(c + col + 64*(long long)ldc);
      *(c + col + 64*(long long)ldc) = (c64_1) + 0.5*c64_old;
    }
    c73_1 += 5.323790007724452*b46;
    {
      const double c73_old = *(c + col + 73*(long long)ldc);
      *(c + col + 73*(long long)ldc) = (c73_1) + 0.5*c73_old;
    }
    const double b47 = *(b + col + 47*(long long)ldb);
    c56_1 += 0.6762099922755508*b47;
    {
      const double c56_old = *(c + col + 56*(long long)ldc);
      *(c + col + 56*(long long)ldc) = (c56_1) + 0.5*c56_old;
    }
    c65_1 -= 1.5000000000000004*b47;
    {
      const double c65_old = *(c + col + 65*(long long)ldc);
      *(c + col + 65*(long long)ldc) = (c65_1) + 0.5*c65_old;
    }
    c74_1 += 5.323790007724452*b47;
    {
      const double c74_old = *(c + col + 74*(long long)ldc);
      *(c + col + 74*(long long)ldc) = (c74_1) + 0.5*c74_old;
    }
    const double b48 = *(b + col + 48*(long long)ldb);
    c57_1 += 0.6762099922755508*b48;
    {
      const double c57_old = *(c + col + 57*(long long)ldc);
      *(c + col + 57*(long long)ldc) = (c57_1) + 0.5*c57_old;
    }
    c66_1 -= 1.5000000000000004*b48;
    {
      const double c66_old = *(c + col + 66*(long long)ldc);
      *(c + col + 66*(long long)ldc) = (c66_1) + 0.5*c66_old;
    }
    c75_1 += 5.323790007724452*b48;
    {
      const double c75_old = *(c + col + 75*(long long)ldc);
      *(c + col + 75*(long long)ldc) = (c75_1) + 0.5*c75_old;
    }
    const double b49 = *(b + col + 49*(long long)ldb);
    c58_1 += 0.6762099922755508*b49;
    {
      const double c58_old = *(c + col + 58*(long long)ldc);
      *(c + col + 58*(long long)ldc) = (c58_1) + 0.5*c58_old;
    }
    c67_1 -= 1.5000000000000004*b49;
    {
      const double c67_old = *(c + col + 67*(long long)ldc);
      *(c + col + 67*(long long)ldc) = (c67_1) + 0.5*c67_old;
    }
    c76_1 += 5.323790007724452*b49;
    {
      const double c76_old = *(c + col + 76*(long long)ldc);
      *(c + col + 76*(long long)ldc) = (c76_1) + 0.5*c76_old;
    }
    const double b50 = *(b + col + 50*(long long)ldb);
    c59_1 += 0.6762099922755508*b50;
    {
      const double c59_old = *(c + col + 59*(long long)ldc);
      *(c + col + 59*(long long)ldc) = (c59_1) + 0.5*c59_old;
    }
    c68_1 -= 1.5000000000000004*b50;
    {
      const double c68_old = *(c + col + 68*(long long)ldc);
      *(c + col + 68*(long long)ldc) = (c68_1) + 0.5*c68_old;
    }
    c77_1 += 5.323790007724452*b50;
    {
      const double c77_old = *(c + col + 77*(long long)ldc);
      *(c + col + 77*(long long)ldc) = (c77_1) + 0.5*c77_old;
    }
    const double b51 = *(b + col + 51*(long long)ldb);
    c60_1 += 0.6762099922755508*b51;
    {
      const double c60_old = *(c + col + 60*(long long)ldc);
      *(c + col + 60*(long long)ldc) = (c60_1) + 0.5*c60_old;
    }
    c69_1 -= 1.5000000000000004*b51;
    {
      const double c69_old = *(c + col + 69*(long long)ldc);
      *(c + col + 69*(long long)ldc) = (c69_1) + 0.5*c69_old;
    }
    c78_1 += 5.323790007724452*b51;
    {
      const double c78_old = *(c + col + 78*(long long)ldc);
      *(c + col + 78*(long long)ldc) = (c78_1) + 0.5*c78_old;
    }
    const double b52 = *(b + col + 52*(long long)ldb);
    c61_1 += 0.6762099922755508*b52;
    {
      const double c61_old = *(c + col + 61*(long long)ldc);
      *(c + col + 61*(long long)ldc) = (c61_1) + 0.5*c61_old;
    }
    c70_1 -= 1.5000000000000004*b52;
    {
      const double c70_old = *(c + col + 70*(long long)ldc);
      *(c + col + 70*(long long)ldc) = (c70_1) + 0.5*c70_old;
    }
    c79_1 += 5.323790007724452*b52;
    {
      const double c79_old = *(c + col + 79*(long long)ldc);
      *(c + col + 79*(long long)ldc) = (c79_1) + 0.5*c79_old;
    }
    const double b53 = *(b + col + 53*(long long)ldb);
    c62_1 += 0.6762099922755508*b53;
    {
      const double c62_old = *(c + col + 62*(long long)ldc);
      *(c + col + 62*(long long)ldc) = (c62_1) + 0.5*c62_old;
    }
    c71_1 -= 1.5000000000000004*b53;
    {
      const double c71_old = *(c + col + 71*(long long)ldc);
      *(c + col + 71*(long long)ldc) = (c71_1) + 0.5*c71_old;
    }
    c80_1 += 5.323790007724452*b53;
    {
      const double c80_old = *(c + col + 80*(long long)ldc);
      *(c + col + 80*(long long)ldc) = (c80_1) + 0.5*c80_old;
    }
  }
}
