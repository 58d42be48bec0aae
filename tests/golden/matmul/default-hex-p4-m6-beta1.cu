// gimmikc: matmul rstream for operators/pyfr/hex-gl-p4-m6.mtx (375 x 150, 750 nonzeros), f64, alpha 1.0, beta 1.0, n at run time
extern "C" __global__ void __launch_bounds__(128)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  const long long col = (long long)blockIdx.x*128 + threadIdx.x;
  if (col < n) {
    {
      const double c0_old = *(c + col);
      *(c + col) = c0_old + (0.32228787280811877*__ldg(b + col + 50*(long long)ldb) - 6.548045607936743*__ldg(b + col + 100*(long long)ldb));
    }
    {
      const double c1_old = *(c + col + (long long)ldc);
      *(c + col + (long long)ldc) = c1_old + (-0.5598111202653957*__ldg(b + col + 50*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 100*(long long)ldb));
    }
    {
      const double c2_old = *(c + col + 2*(long long)ldc);
      *(c + col + 2*(long long)ldc) = c2_old + (0.9374999999999997*__ldg(b + col + 50*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 100*(long long)ldb));
    }
    {
      const double c3_old = *(c + col + 3*(long long)ldc);
      *(c + col + 3*(long long)ldc) = c3_old + (-1.8660779160350223*__ldg(b + col + 50*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 100*(long long)ldb));
    }
    {
      const double c4_old = *(c + col + 4*(long long)ldc);
      *(c + col + 4*(long long)ldc) = c4_old + (6.548045607936743*__ldg(b + col + 50*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 100*(long long)ldb));
    }
    {
      const double c5_old = *(c + col + 5*(long long)ldc);
      *(c + col + 5*(long long)ldc) = c5_old + (0.32228787280811877*__ldg(b + col + 51*(long long)ldb) - 6.548045607936743*__ldg(b + col + 101*(long long)ldb));
    }
    {
      const double c6_old = *(c + col + 6*(long long)ldc);
      *(c + col + 6*(long long)ldc) = c6_old + (-0.5598111202653957*__ldg(b + col + 51*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 101*(long long)ldb));
    }
    {
      const double c7_old = *(c + col + 7*(long long)ldc);
      *(c + col + 7*(long long)ldc) = c7_old + (0.9374999999999997*__ldg(b + col + 51*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 101*(long long)ldb));
    }
    {
      const double c8_old = *(c + col + 8*(long long)ldc);
      *(c + col + 8*(long long)ldc) = c8_old + (-1.8660779160350223*__ldg(b + col + 51*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 101*(long long)ldb));
    }
    {
      const double c9_old = *(c + col + 9*(long long)ldc);
      *(c + col + 9*(long long)ldc) = c9_old + (6.548045607936743*__ldg(b + col + 51*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 101*(long long)ldb));
    }
    {
      const double c10_old = *(c + col + 10*(long long)ldc);
      *(c + col + 10*(long long)ldc) = c10_old + (0.32228787280811877*__ldg(b + col + 52*(long long)ldb) - 6.548045607936743*__ldg(b + col + 102*(long long)ldb));
    }
    {
      const double c11_old = *(c + col + 11*(long long)ldc);
      *(c + col + 11*(long long)ldc) = c11_old + (-0.5598111202653957*__ldg(b + col + 52*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 102*(long long)ldb));
    }
    {
      const double c12_old = *(c + col + 12*(long long)ldc);
      *(c + col + 12*(long long)ldc) = c12_old + (0.9374999999999997*__ldg(b + col + 52*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 102*(long long)ldb));
    }
    {
      const double c13_old = *(c + col + 13*(long long)ldc);
      *(c + col + 13*(long long)ldc) = c13_old + (-1.8660779160350223*__ldg(b + col + 52*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 102*(long long)ldb));
    }
    {
      const double c14_old = *(c + col + 14*(long long)ldc);
      *(c + col + 14*(long long)ldc) = c14_old + (6.548045607936743*__ldg(b + col + 52*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 102*(long long)ldb));
    }
    {
      const double c15_old = *(c + col + 15*(long long)ldc);
      *(c + col + 15*(long long)ldc) = c15_old + (0.32228787280811877*__ldg(b + col + 53*(long long)ldb) - 6.548045607936743*__ldg(b + col + 103*(long long)ldb));
    }
    {
      const double c16_old = *(c + col + 16*(long long)ldc);
      *(c + col + 16*(long long)ldc) = c16_old + (-0.5598111202653957*__ldg(b + col + 53*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 103*(long long)ldb));
    }
    {
      const double c17_old = *(c + col + 17*(long long)ldc);
      *(c + col + 17*(long long)ldc) = c17_old + (0.9374999999999997*__ldg(b + col + 53*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 103*(long long)ldb));
    }
    {
      const double c18_old = *(c + col + 18*(long long)ldc);
      *(c + col + 18*(long long)ldc) = c18_old + (-1.8660779160350223*__ldg(b + col + 53*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 103*(long long)ldb));
    }
    {
      const double c19_old = *(c + col + 19*(long long)ldc);
      *(c + col + 19*(long long)ldc) = c19_old + (6.548045607936743*__ldg(b + col + 53*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 103*(long long)ldb));
    }
    {
      const double c20_old = *(c + col + 20*(long long)ldc);
      *(c + col + 20*(long long)ldc) = c20_old + (0.32228787280811877*__ldg(b + col + 54*(long long)ldb) - 6.548045607936743*__ldg(b + col + 104*(long long)ldb));
    }
    {
      const double c21_old = *(c + col + 21*(long long)ldc);
      *(c + col + 21*(long long)ldc) = c21_old + (-0.5598111202653957*__ldg(b + col + 54*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 104*(long long)ldb));
    }
    {
      const double c22_old = *(c + col + 22*(long long)ldc);
      *(c + col + 22*(long long)ldc) = c22_old + (0.9374999999999997*__ldg(b + col + 54*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 104*(long long)ldb));
    }
    {
      const double c23_old = *(c + col + 23*(long long)ldc);
      *(c + col + 23*(long long)ldc) = c23_old + (-1.8660779160350223*__ldg(b + col + 54*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 104*(long long)ldb));
    }
    {
      const double c24_old = *(c + col + 24*(long long)ldc);
      *(c + col + 24*(long long)ldc) = c24_old + (6.548045607936743*__ldg(b + col + 54*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 104*(long long)ldb));
    }
    {
      const double c25_old = *(c + col + 25*(long long)ldc);
      *(c + col + 25*(long long)ldc) = c25_old + (0.32228787280811877*__ldg(b + col + 55*(long long)ldb) - 6.548045607936743*__ldg(b + col + 105*(long long)ldb));
    }
    {
      const double c26_old = *(c + col + 26*(long long)ldc);
      *(c + col + 26*(long long)ldc) = c26_old + (-0.5598111202653957*__ldg(b + col + 55*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 105*(long long)ldb));
    }
    {
      const double c27_old = *(c + col + 27*(long long)ldc);
      *(c + col + 27*(long long)ldc) = c27_old + (0.9374999999999997*__ldg(b + col + 55*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 105*(long long)ldb));
    }
    {
      const double c28_old = *(c + col + 28*(long long)ldc);
      *(c + col + 28*(long long)ldc) = c28_old + (-1.8660779160350223*__ldg(b + col + 55*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 105*(long long)ldb));
    }
    {
      const double c29_old = *(c + col + 29*(long long)ldc);
      *(c + col + 29*(long long)ldc) = c29_old + (6.548045607936743*__ldg(b + col + 55*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 105*(long long)ldb));
    }
    {
      const double c30_old = *(c + col + 30*(long long)ldc);
      *(c + col + 30*(long long)ldc) = c30_old + (0.32228787280811877*__ldg(b + col + 56*(long long)ldb) - 6.548045607936743*__ldg(b + col + 106*(long long)ldb));
    }
    {
      const double c31_old = *(c + col + 31*(long long)ldc);
      *(c + col + 31*(long long)ldc) = c31_old + (-0.5598111202653957*__ldg(b + col + 56*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 106*(long long)ldb));
    }
    {
      const double c32_old = *(c + col + 32*(long long)ldc);
      *(c + col + 32*(long long)ldc) = c32_old + (0.9374999999999997*__ldg(b + col + 56*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 106*(long long)ldb));
    }
    {
      const double c33_old = *(c + col + 33*(long long)ldc);
      *(c + col + 33*(long long)ldc) = c33_old + (-1.8660779160350223*__ldg(b + col + 56*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 106*(long long)ldb));
    }
    {
      const double c34_old = *(c + col + 34*(long long)ldc);
      *(c + col + 34*(long long)ldc) = c34_old + (6.548045607936743*__ldg(b + col + 56*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 106*(long long)ldb));
    }
    {
      const double c35_old = *(c + col + 35*(long long)ldc);
      *(c + col + 35*(long long)ldc) = c35_old + (0.32228787280811877*__ldg(b + col + 57*(long long)ldb) - 6.548045607936743*__ldg(b + col + 107*(long long)ldb));
    }
    {
      const double c36_old = *(c + col + 36*(long long)ldc);
      *(c + col + 36*(long long)ldc) = c36_old + (-0.5598111202653957*__ldg(b + col + 57*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 107*(long long)ldb));
    }
    {
      const double c37_old = *(c + col + 37*(long long)ldc);
      *(c + col + 37*(long long)ldc) = c37_old + (0.9374999999999997*__ldg(b + col + 57*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 107*(long long)ldb));
    }
    {
      const double c38_old = *(c + col + 38*(long long)ldc);
      *(c + col + 38*(long long)ldc) = c38_old + (-1.8660779160350223*__ldg(b + col + 57*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 107*(long long)ldb));
    }
    {
      const double c39_old = *(c + col + 39*(long long)ldc);
      *(c + col + 39*(long long)ldc) = c39_old + (6.548045607936743*__ldg(b + col + 57*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 107*(long long)ldb));
    }
    {
      const double c40_old = *(c + col + 40*(long long)ldc);
      *(c + col + 40*(long long)ldc) = c40_old + (0.32228787280811877*__ldg(b + col + 58*(long long)ldb) - 6.548045607936743*__ldg(b + col + 108*(long long)ldb));
    }
    {
      const double c41_old = *(c + col + 41*(long long)ldc);
      *(c + col + 41*(long long)ldc) = c41_old + (-0.5598111202653957*__ldg(b + col + 58*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 108*(long long)ldb));
    }
    {
      const double c42_old = *(c + col + 42*(long long)ldc);
      *(c + col + 42*(long long)ldc) = c42_old + (0.9374999999999997*__ldg(b + col + 58*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 108*(long long)ldb));
    }
    {
      const double c43_old = *(c + col + 43*(long long)ldc);
      *(c + col + 43*(long long)ldc) = c43_old + (-1.8660779160350223*__ldg(b + col + 58*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 108*(long long)ldb));
    }
    {
      const double c44_old = *(c + col + 44*(long long)ldc);
      *(c + col + 44*(long long)ldc) = c44_old + (6.548045607936743*__ldg(b + col + 58*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 108*(long long)ldb));
    }
    {
      const double c45_old = *(c + col + 45*(long long)ldc);
      *(c + col + 45*(long long)ldc) = c45_old + (0.32228787280811877*__ldg(b + col + 59*(long long)ldb) - 6.548045607936743*__ldg(b + col + 109*(long long)ldb));
    }
    {
      const double c46_old = *(c + col + 46*(long long)ldc);
      *(c + col + 46*(long long)ldc) = c46_old + (-0.5598111202653957*__ldg(b + col + 59*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 109*(long long)ldb));
    }
    {
      const double c47_old = *(c + col + 47*(long long)ldc);
      *(c + col + 47*(long long)ldc) = c47_old + (0.9374999999999997*__ldg(b + col + 59*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 109*(long long)ldb));
    }
    {
      const double c48_old = *(c + col + 48*(long long)ldc);
      *(c + col + 48*(long long)ldc) = c48_old + (-1.8660779160350223*__ldg(b + col + 59*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 109*(long long)ldb));
    }
    {
      const double c49_old = *(c + col + 49*(long long)ldc);
      *(c + col + 49*(long long)ldc) = c49_old + (6.548045607936743*__ldg(b + col + 59*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 109*(long long)ldb));
    }
    {
      const double c50_old = *(c + col + 50*(long long)ldc);
      *(c + col + 50*(long long)ldc) = c50_old + (0.32228787280811877*__ldg(b + col + 60*(long long)ldb) - 6.548045607936743*__ldg(b + col + 110*(long long)ldb));
    }
    {
      const double c51_old = *(c + col + 51*(long long)ldc);
      *(c + col + 51*(long long)ldc) = c51_old + (-0.5598111202653957*__ldg(b + col + 60*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 110*(long long)ldb));
    }
    {
      const double c52_old = *(c + col + 52*(long long)ldc);
      *(c + col + 52*(long long)ldc) = c52_old + (0.9374999999999997*__ldg(b + col + 60*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 110*(long long)ldb));
    }
    {
      const double c53_old = *(c + col + 53*(long long)ldc);
      *(c + col + 53*(long long)ldc) = c53_old + (-1.8660779160350223*__ldg(b + col + 60*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 110*(long long)ldb));
    }
    {
      const double c54_old = *(c + col + 54*(long long)ldc);
      *(c + col + 54*(long long)ldc) = c54_old + (6.548045607936743*__ldg(b + col + 60*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 110*(long long)ldb));
    }
    {
      const double c55_old = *(c + col + 55*(long long)ldc);
      *(c + col + 55*(long long)ldc) = c55_old + (0.32228787280811877*__ldg(b + col + 61*(long long)ldb) - 6.548045607936743*__ldg(b + col + 111*(long long)ldb));
    }
    {
      const double c56_old = *(c + col + 56*(long long)ldc);
      *(c + col + 56*(long long)ldc) = c56_old + (-0.5598111202653957*__ldg(b + col + 61*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 111*(long long)ldb));
    }
    {
      const double c57_old = *(c + col + 57*(long long)ldc);
      *(c + col + 57*(long long)ldc) = c57_old + (0.9374999999999997*__ldg(b + col + 61*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 111*(long long)ldb));
    }
    {
      const double c58_old = *(c + col + 58*(long long)ldc);
      *(c + col + 58*(long long)ldc) = c58_old + (-1.8660779160350223*__ldg(b + col + 61*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 111*(long long)ldb));
    }
    {
      const double c59_old = *(c + col + 59*(long long)ldc);
      *(c + col + 59*(long long)ldc) = c59_old + (6.548045607936743*__ldg(b + col + 61*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 111*(long long)ldb));
    }
    {
      const double c60_old = *(c + col + 60*(long long)ldc);
      *(c + col + 60*(long long)ldc) = c60_old + (0.32228787280811877*__ldg(b + col + 62*(long long)ldb) - 6.548045607936743*__ldg(b + col + 112*(long long)ldb));
    }
    {
      const double c61_old = *(c + col + 61*(long long)ldc);
      *(c + col + 61*(long long)ldc) = c61_old + (-0.5598111202653957*__ldg(b + col + 62*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 112*(long long)ldb));
    }
    {
      const double c62_old = *(c + col + 62*(long long)ldc);
      *(c + col + 62*(long long)ldc) = c62_old + (0.9374999999999997*__ldg(b + col + 62*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 112*(long long)ldb));
    }
    {
      const double c63_old = *(c + col + 63*(long long)ldc);
      *(c + col + 63*(long long)ldc) = c63_old + (-1.8660779160350223*__ldg(b + col + 62*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 112*(long long)ldb));
    }
    {
      const double c64_old = *(c + col + 64*(long long)ldc);
      *(c + col + 64*(long long)ldc) = c64_old + (6.548045607936743*__ldg(b + col + 62*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 112*(long long)ldb));
    }
    {
      const double c65_old = *(c + col + 65*(long long)ldc);
      *(c + col + 65*(long long)ldc) = c65_old + (0.32228787280811877*__ldg(b + col + 63*(long long)ldb) - 6.548045607936743*__ldg(b + col + 113*(long long)ldb));
    }
    {
      const double c66_old = *(c + col + 66*(long long)ldc);
      *(c + col + 66*(long long)ldc) = c66_old + (-0.5598111202653957*__ldg(b + col + 63*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 113*(long long)ldb));
    }
    {
      const double c67_old = *(c + col + 67*(long long)ldc);
      *(c + col + 67*(long long)ldc) = c67_old + (0.9374999999999997*__ldg(b + col + 63*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 113*(long long)ldb));
    }
    {
      const double c68_old = *(c + col + 68*(long long)ldc);
      *(c + col + 68*(long long)ldc) = c68_old + (-1.8660779160350223*__ldg(b + col + 63*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 113*(long long)ldb));
    }
    {
      const double c69_old = *(c + col + 69*(long long)ldc);
      *(c + col + 69*(long long)ldc) = c69_old + (6.548045607936743*__ldg(b + col + 63*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 113*(long long)ldb));
    }
    {
      const double c70_old = *(c + col + 70*(long long)ldc);
      *(c + col + 70*(long long)ldc) = c70_old + (0.32228787280811877*__ldg(b + col + 64*(long long)ldb) - 6.548045607936743*__ldg(b + col + 114*(long long)ldb));
    }
    {
      const double c71_old = *(c + col + 71*(long long)ldc);
      *(c + col + 71*(long long)ldc) = c71_old + (-0.5598111202653957*__ldg(b + col + 64*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 114*(long long)ldb));
    }
    {
      const double c72_old = *(c + col + 72*(long long)ldc);
      *(c + col + 72*(long long)ldc) = c72_old + (0.9374999999999997*__ldg(b + col + 64*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 114*(long long)ldb));
    }
    {
      const double c73_old = *(c + col + 73*(long long)ldc);
      *(c + col + 73*(long long)ldc) = c73_old + (-1.8660779160350223*__ldg(b + col + 64*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 114*(long long)ldb));
    }
    {
      const double c74_old = *(c + col + 74*(long long)ldc);
      *(c + col + 74*(long long)ldc) = c74_old + (6.548045607936743*__ldg(b + col + 64*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 114*(long long)ldb));
    }
    {
      const double c75_old = *(c + col + 75*(long long)ldc);
      *(c + col + 75*(long long)ldc) = c75_old + (0.32228787280811877*__ldg(b + col + 65*(long long)ldb) - 6.548045607936743*__ldg(b + col + 115*(long long)ldb));
    }
    {
      const double c76_old = *(c + col + 76*(long long)ldc);
      *(c + col + 76*(long long)ldc) = c76_old + (-0.5598111202653957*__ldg(b + col + 65*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 115*(long long)ldb));
    }
    {
      const double c77_old = *(c + col + 77*(long long)ldc);
      *(c + col + 77*(long long)ldc) = c77_old + (0.9374999999999997*__ldg(b + col + 65*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 115*(long long)ldb));
    }
    {
      const double c78_old = *(c + col + 78*(long long)ldc);
      *(c + col + 78*(long long)ldc) = c78_old + (-1.8660779160350223*__ldg(b + col + 65*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 115*(long long)ldb));
    }
    {
      const double c79_old = *(c + col + 79*(long long)ldc);
      *(c + col + 79*(long long)ldc) = c79_old + (6.548045607936743*__ldg(b + col + 65*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 115*(long long)ldb));
    }
    {
      const double c80_old = *(c + col + 80*(long long)ldc);
      *(c + col + 80*(long long)ldc) = c80_old + (0.32228787280811877*__ldg(b + col + 66*(long long)ldb) - 6.548045607936743*__ldg(b + col + 116*(long long)ldb));
    }
    {
      const double c81_old = *(c + col + 81*(long long)ldc);
      *(c + col + 81*(long long)ldc) = c81_old + (-0.5598111202653957*__ldg(b + col + 66*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 116*(long long)ldb));
    }
    {
      const double c82_old = *(c + col + 82*(long long)ldc);
      *(c + col + 82*(long long)ldc) = c82_old + (0.9374999999999997*__ldg(b + col + 66*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 116*(long long)ldb));
    }
    {
      const double c83_old = *(c + col + 83*(long long)ldc);
      *(c + col + 83*(long long)ldc) = c83_old + (-1.8660779160350223*__ldg(b + col + 66*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 116*(long long)ldb));
    }
    {
      const double c84_old = *(c + col + 84*(long long)ldc);
      *(c + col + 84*(long long)ldc) = c84_old + (6.548045607936743*__ldg(b + col + 66*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 116*(long long)ldb));
    }
    {
      const double c85_old = *(c + col + 85*(long long)ldc);
      *(c + col + 85*(long long)ldc) = c85_old + (0.32228787280811877*__ldg(b + col + 67*(long long)ldb) - 6.548045607936743*__ldg(b + col + 117*(long long)ldb));
    }
    {
      const double c86_old = *(c + col + 86*(long long)ldc);
      *(c + col + 86*(long long)ldc) = c86_old + (-0.5598111202653957*__ldg(b + col + 67*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 117*(long long)ldb));
    }
    {
      const double c87_old = *(c + col + 87*(long long)ldc);
      *(c + col + 87*(long long)ldc) = c87_old + (0.9374999999999997*__ldg(b + col + 67*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 117*(long long)ldb));
    }
    {
      const double c88_old = *(c + col + 88*(long long)ldc);
      *(c + col + 88*(long long)ldc) = c88_old + (-1.8660779160350223*__ldg(b + col + 67*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 117*(long long)ldb));
    }
    {
      const double c89_old = *(c + col + 89*(long long)ldc);
      *(c + col + 89*(long long)ldc) = c89_old + (6.548045607936743*__ldg(b + col + 67*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 117*(long long)ldb));
    }
    {
      const double c90_old = *(c + col + 90*(long long)ldc);
      *(c + col + 90*(long long)ldc) = c90_old + (0.32228787280811877*__ldg(b + col + 68*(long long)ldb) - 6.548045607936743*__ldg(b + col + 118*(long long)ldb));
    }
    {
      const double c91_old = *(c + col + 91*(long long)ldc);
      *(c + col + 91*(long long)ldc) = c91_old + (-0.5598111202653957*__ldg(b + col + 68*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 118*(long long)ldb));
    }
    {
      const double c92_old = *(c + col + 92*(long long)ldc);
      *(c + col + 92*(long long)ldc) = c92_old + (0.9374999999999997*__ldg(b + col + 68*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 118*(long long)ldb));
    }
    {
      const double c93_old = *(c + col + 93*(long long)ldc);
      *(c + col + 93*(long long)ldc) = c93_old + (-1.8660779160350223*__ldg(b + col + 68*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 118*(long long)ldb));
    }
    {
      const double c94_old = *(c + col + 94*(long long)ldc);
      *(c + col + 94*(long long)ldc) = c94_old + (6.548045607936743*__ldg(b + col + 68*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 118*(long long)ldb));
    }
    {
      const double c95_old = *(c + col + 95*(long long)ldc);
      *(c + col + 95*(long long)ldc) = c95_old + (0.32228787280811877*__ldg(b + col + 69*(long long)ldb) - 6.548045607936743*__ldg(b + col + 119*(long long)ldb));
    }
    {
      const double c96_old = *(c + col + 96*(long long)ldc);
      *(c + col + 96*(long long)ldc) = c96_old + (-0.5598111202653957*__ldg(b + col + 69*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 119*(long long)ldb));
    }
    {
      const double c97_old = *(c + col + 97*(long long)ldc);
      *(c + col + 97*(long long)ldc) = c97_old + (0.9374999999999997*__ldg(b + col + 69*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 119*(long long)ldb));
    }
    {
      const double c98_old = *(c + col + 98*(long long)ldc);
      *(c + col + 98*(long long)ldc) = c98_old + (-1.8660779160350223*__ldg(b + col + 69*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 119*(long long)ldb));
    }
    {
      const double c99_old = *(c + col + 99*(long long)ldc);
      *(c + col + 99*(long long)ldc) = c99_old + (6.548045607936743*__ldg(b + col + 69*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 119*(long long)ldb));
    }
    {
      const double c100_old = *(c + col + 100*(long long)ldc);
      *(c + col + 100*(long long)ldc) = c100_old + (0.32228787280811877*__ldg(b + col + 70*(long long)ldb) - 6.548045607936743*__ldg(b + col + 120*(long long)ldb));
    }
    {
      const double c101_old = *(c + col + 101*(long long)ldc);
      *(c + col + 101*(long long)ldc) = c101_old + (-0.5598111202653957*__ldg(b + col + 70*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 120*(long long)ldb));
    }
    {
      const double c102_old = *(c + col + 102*(long long)ldc);
      *(c + col + 102*(long long)ldc) = c102_old + (0.9374999999999997*__ldg(b + col + 70*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 120*(long long)ldb));
    }
    {
      const double c103_old = *(c + col + 103*(long long)ldc);
      *(c + col + 103*(long long)ldc) = c103_old + (-1.8660779160350223*__ldg(b + col + 70*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 120*(long long)ldb));
    }
    {
      const double c104_old = *(c + col + 104*(long long)ldc);
      *(c + col + 104*(long long)ldc) = c104_old + (6.548045607936743*__ldg(b + col + 70*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 120*(long long)ldb));
    }
    {
      const double c105_old = *(c + col + 105*(long long)ldc);
      *(c + col + 105*(long long)ldc) = c105_old + (0.32228787280811877*__ldg(b + col + 71*(long long)ldb) - 6.548045607936743*__ldg(b + col + 121*(long long)ldb));
    }
    {
      const double c106_old = *(c + col + 106*(long long)ldc);
      *(c + col + 106*(long long)ldc) = c106_old + (-0.5598111202653957*__ldg(b + col + 71*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 121*(long long)ldb));
    }
    {
      const double c107_old = *(c + col + 107*(long long)ldc);
      *(c + col + 107*(long long)ldc) = c107_old + (0.9374999999999997*__ldg(b + col + 71*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 121*(long long)ldb));
    }
    {
      const double c108_old = *(c + col + 108*(long long)ldc);
      *(c + col + 108*(long long)ldc) = c108_old + (-1.8660779160350223*__ldg(b + col + 71*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 121*(long long)ldb));
    }
    {
      const double c109_old = *(c + col + 109*(long long)ldc);
      *(c + col + 109*(long long)ldc) = c109_old + (6.548045607936743*__ldg(b + col + 71*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 121*(long long)ldb));
    }
    {
      const double c110_old = *(c + col + 110*(long long)ldc);
      *(c + col + 110*(long long)ldc) = c110_old + (0.32228787280811877*__ldg(b + col + 72*(long long)ldb) - 6.548045607936743*__ldg(b + col + 122*(long long)ldb));
    }
    {
      const double c111_old = *(c + col + 111*(long long)ldc);
      *(c + col + 111*(long long)ldc) = c111_old + (-0.5598111202653957*__ldg(b + col + 72*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 122*(long long)ldb));
    }
    {
      const double c112_old = *(c + col + 112*(long long)ldc);
      *(c + col + 112*(long long)ldc) = c112_old + (0.9374999999999997*__ldg(b + col + 72*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 122*(long long)ldb));
    }
    {
      const double c113_old = *(c + col + 113*(long long)ldc);
      *(c + col + 113*(long long)ldc) = c113_old + (-1.8660779160350223*__ldg(b + col + 72*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 122*(long long)ldb));
    }
    {
      const double c114_old = *(c + col + 114*(long long)ldc);
      *(c + col + 114*(long long)ldc) = c114_old + (6.548045607936743*__ldg(b + col + 72*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 122*(long long)ldb));
    }
    {
      const double c115_old = *(c + col + 115*(long long)ldc);
      *(c + col + 115*(long long)ldc) = c115_old + (0.32228787280811877*__ldg(b + col + 73*(long long)ldb) - 6.548045607936743*__ldg(b + col + 123*(long long)ldb));
    }
    {
      const double c116_old = *(c + col + 116*(long long)ldc);
      *(c + col + 116*(long long)ldc) = c116_old + (-0.5598111202653957*__ldg(b + col + 73*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 123*(long long)ldb));
    }
    {
      const double c117_old = *(c + col + 117*(long long)ldc);
      *(c + col + 117*(long long)ldc) = c117_old + (0.9374999999999997*__ldg(b + col + 73*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 123*(long long)ldb));
    }
    {
      const double c118_old = *(c + col + 118*(long long)ldc);
      *(c + col + 118*(long long)ldc) = c118_old + (-1.8660779160350223*__ldg(b + col + 73*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 123*(long long)ldb));
    }
    {
      const double c119_old = *(c + col + 119*(long long)ldc);
      *(c + col + 119*(long long)ldc) = c119_old + (6.548045607936743*__ldg(b + col + 73*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 123*(long long)ldb));
    }
    {
      const double c120_old = *(c + col + 120*(long long)ldc);
      *(c + col + 120*(long long)ldc) = c120_old + (0.32228787280811877*__ldg(b + col + 74*(long long)ldb) - 6.548045607936743*__ldg(b + col + 124*(long long)ldb));
    }
    {
      const double c121_old = *(c + col + 121*(long long)ldc);
      *(c + col + 121*(long long)ldc) = c121_old + (-0.5598111202653957*__ldg(b + col + 74*(long long)ldb) + 1.8660779160350223*__ldg(b + col + 124*(long long)ldb));
    }
    {
      const double c122_old = *(c + col + 122*(long long)ldc);
      *(c + col + 122*(long long)ldc) = c122_old + (0.9374999999999997*__ldg(b + col + 74*(long long)ldb) - 0.9374999999999997*__ldg(b + col + 124*(long long)ldb));
    }
    {
      const double c123_old = *(c + col + 123*(long long)ldc);
      *(c + col + 123*(long long)ldc) = c123_old + (-1.8660779160350223*__ldg(b + col + 74*(long long)ldb) + 0.5598111202653957*__ldg(b + col + 124*(long long)ldb));
    }
    {
      const double c124_old = *(c + col + 124*(long long)ldc);
      *(c + col + 124*(long long)ldc) = c124_old + (6.548045607936743*__ldg(b + col + 74*(long long)ldb) - 0.32228787280811877*__ldg(b + col + 124*(long long)ldb));
    }
    {
      const double c125_old = *(c + col + 125*(long long)ldc);
      *(c + col + 125*(long long)ldc) = c125_old + (-6.548045607936743*__ldg(b + col + 25*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 75*(long long)ldb));
    }
    {
      const double c130_old = *(c + col + 130*(long long)ldc);
      *(c + col + 130*(long long)ldc) = c130_old + (1.8660779160350223*__ldg(b + col + 25*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 75*(long long)ldb));
    }
    {
      const double c135_old = *(c + col + 135*(long long)ldc);
      *(c + col + 135*(long long)ldc) = c135_old + (-0.9374999999999997*__ldg(b + col + 25*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 75*(long long)ldb));
    }
    {
      const double c140_old = *(c + col + 140*(long long)ldc);
      *(c + col + 140*(long long)ldc) = c140_old + (0.5598111202653957*__ldg(b + col + 25*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 75*(long long)ldb));
    }
    {
      const double c145_old = *(c + col + 145*(long long)ldc);
      *(c + col + 145*(long long)ldc) = c145_old + (-0.32228787280811877*__ldg(b + col + 25*(long long)ldb) + 6.548045607936743*__ldg(b + col + 75*(long long)ldb));
    }
    {
      const double c126_old = *(c + col + 126*(long long)ldc);
      *(c + col + 126*(long long)ldc) = c126_old + (-6.548045607936743*__ldg(b + col + 26*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 76*(long long)ldb));
    }
    {
      const double c131_old = *(c + col + 131*(long long)ldc);
      *(c + col + 131*(long long)ldc) = c131_old + (1.8660779160350223*__ldg(b + col + 26*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 76*(long long)ldb));
    }
    {
      const double c136_old = *(c + col + 136*(long long)ldc);
      *(c + col + 136*(long long)ldc) = c136_old + (-0.9374999999999997*__ldg(b + col + 26*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 76*(long long)ldb));
    }
    {
      const double c141_old = *(c + col + 141*(long long)ldc);
      *(c + col + 141*(long long)ldc) = c141_old + (0.5598111202653957*__ldg(b + col + 26*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 76*(long long)ldb));
    }
    {
      const double c146_old = *(c + col + 146*(long long)ldc);
      *(c + col + 146*(long long)ldc) = c146_old + (-0.32228787280811877*__ldg(b + col + 26*(long long)ldb) + 6.548045607936743*__ldg(b + col + 76*(long long)ldb));
    }
    {
      const double c127_old = *(c + col + 127*(long long)ldc);
      *(c + col + 127*(long long)ldc) = c127_old + (-6.548045607936743*__ldg(b + col + 27*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 77*(long long)ldb));
    }
    {
      const double c132_old = *(c + col + 132*(long long)ldc);
      *(c + col + 132*(long long)ldc) = c132_old + (1.8660779160350223*__ldg(b + col + 27*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 77*(long long)ldb));
    }
    {
      const double c137_old = *(c + col + 137*(long long)ldc);
      *(c + col + 137*(long long)ldc) = c137_old + (-0.9374999999999997*__ldg(b + col + 27*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 77*(long long)ldb));
    }
    {
      const double c142_old = *(c + col + 142*(long long)ldc);
      *(c + col + 142*(long long)ldc) = c142_old + (0.5598111202653957*__ldg(b + col + 27*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 77*(long long)ldb));
    }
    {
      const double c147_old = *(c + col + 147*(long long)ldc);
      *(c + col + 147*(long long)ldc) = c147_old + (-0.32228787280811877*__ldg(b + col + 27*(long long)ldb) + 6.548045607936743*__ldg(b + col + 77*(long long)ldb));
    }
    {
      const double c128_old = *(c + col + 128*(long long)ldc);
      *(c + col + 128*(long long)ldc) = c128_old + (-6.548045607936743*__ldg(b + col + 28*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 78*(long long)ldb));
    }
    {
      const double c133_old = *(c + col + 133*(long long)ldc);
      *(c + col + 133*(long long)ldc) = c133_old + (1.8660779160350223*__ldg(b + col + 28*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 78*(long long)ldb));
    }
    {
      const double c138_old = *(c + col + 138*(long long)ldc);
      *(c + col + 138*(long long)ldc) = c138_old + (-0.9374999999999997*__ldg(b + col + 28*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 78*(long long)ldb));
    }
    {
      const double c143_old = *(c + col + 143*(long long)ldc);
      *(c + col + 143*(long long)ldc) = c143_old + (0.5598111202653957*__ldg(b + col + 28*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 78*(long long)ldb));
    }
    {
      const double c148_old = *(c + col + 148*(long long)ldc);
      *(c + col + 148*(long long)ldc) = c148_old + (-0.32228787280811877*__ldg(b + col + 28*(long long)ldb) + 6.548045607936743*__ldg(b + col + 78*(long long)ldb));
    }
    {
      const double c129_old = *(c + col + 129*(long long)ldc);
      *(c + col + 129*(long long)ldc) = c129_old + (-6.548045607936743*__ldg(b + col + 29*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 79*(long long)ldb));
    }
    {
      const double c134_old = *(c + col + 134*(long long)ldc);
      *(c + col + 134*(long long)ldc) = c134_old + (1.8660779160350223*__ldg(b + col + 29*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 79*(long long)ldb));
    }
    {
      const double c139_old = *(c + col + 139*(long long)ldc);
      *(c + col + 139*(long long)ldc) = c139_old + (-0.9374999999999997*__ldg(b + col + 29*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 79*(long long)ldb));
    }
    {
      const double c144_old = *(c + col + 144*(long long)ldc);
      *(c + col + 144*(long long)ldc) = c144_old + (0.5598111202653957*__ldg(b + col + 29*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 79*(long long)ldb));
    }
    {
      const double c149_old = *(c + col + 149*(long long)ldc);
      *(c + col + 149*(long long)ldc) = c149_old + (-0.32228787280811877*__ldg(b + col + 29*(long long)ldb) + 6.548045607936743*__ldg(b + col + 79*(long long)ldb));
    }
    {
      const double c150_old = *(c + col + 150*(long long)ldc);
      *(c + col + 150*(long long)ldc) = c150_old + (-6.548045607936743*__ldg(b + col + 30*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 80*(long long)ldb));
    }
    {
      const double c155_old = *(c + col + 155*(long long)ldc);
      *(c + col + 155*(long long)ldc) = c155_old + (1.8660779160350223*__ldg(b + col + 30*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 80*(long long)ldb));
    }
    {
      const double c160_old = *(c + col + 160*(long long)ldc);
      *(c + col + 160*(long long)ldc) = c160_old + (-0.9374999999999997*__ldg(b + col + 30*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 80*(long long)ldb));
    }
    {
      const double c165_old = *(c + col + 165*(long long)ldc);
      *(c + col + 165*(long long)ldc) = c165_old + (0.5598111202653957*__ldg(b + col + 30*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 80*(long long)ldb));
    }
    {
      const double c170_old = *(c + col + 170*(long long)ldc);
      *(c + col + 170*(long long)ldc) = c170_old + (-0.32228787280811877*__ldg(b + col + 30*(long long)ldb) + 6.548045607936743*__ldg(b + col + 80*(long long)ldb));
    }
    {
      const double c151_old = *(c + col + 151*(long long)ldc);
      *(c + col + 151*(long long)ldc) = c151_old + (-6.548045607936743*__ldg(b + col + 31*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 81*(long long)ldb));
    }
    {
      const double c156_old = *(c + col + 156*(long long)ldc);
      *(c + col + 156*(long long)ldc) = c156_old + (1.8660779160350223*__ldg(b + col + 31*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 81*(long long)ldb));
    }
    {
      const double c161_old = *(c + col + 161*(long long)ldc);
      *(c + col + 161*(long long)ldc) = c161_old + (-0.9374999999999997*__ldg(b + col + 31*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 81*(long long)ldb));
    }
    {
      const double c166_old = *(c + col + 166*(long long)ldc);
      *(c + col + 166*(long long)ldc) = c166_old + (0.5598111202653957*__ldg(b + col + 31*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 81*(long long)ldb));
    }
    {
      const double c171_old = *(c + col + 171*(long long)ldc);
      *(c + col + 171*(long long)ldc) = c171_old + (-0.32228787280811877*__ldg(b + col + 31*(long long)ldb) + 6.548045607936743*__ldg(b + col + 81*(long long)ldb));
    }
    {
      const double c152_old = *(c + col + 152*(long long)ldc);
      *(c + col + 152*(long long)ldc) = c152_old + (-6.548045607936743*__ldg(b + col + 32*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 82*(long long)ldb));
    }
    {
      const double c157_old = *(c + col + 157*(long long)ldc);
      *(c + col + 157*(long long)ldc) = c157_old + (1.8660779160350223*__ldg(b + col + 32*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 82*(long long)ldb));
    }
    {
      const double c162_old = *(c + col + 162*(long long)ldc);
      *(c + col + 162*(long long)ldc) = c162_old + (-0.9374999999999997*__ldg(b + col + 32*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 82*(long long)ldb));
    }
    {
      const double c167_old = *(c + col + 167*(long long)ldc);
      *(c + col + 167*(long long)ldc) = c167_old + (0.5598111202653957*__ldg(b + col + 32*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 82*(long long)ldb));
    }
    {
      const double c172_old = *(c + col + 172*(long long)ldc);
      *(c + col + 172*(long long)ldc) = c172_old + (-0.32228787280811877*__ldg(b + col + 32*(long long)ldb) + 6.548045607936743*__ldg(b + col + 82*(long long)ldb));
    }
    {
      const double c153_old = *(c + col + 153*(long long)ldc);
      *(c + col + 153*(long long)ldc) = c153_old + (-6.548045607936743*__ldg(b + col + 33*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 83*(long long)ldb));
    }
    {
      const double c158_old = *(c + col + 158*(long long)ldc);
      *(c + col + 158*(long long)ldc) = c158_old + (1.8660779160350223*__ldg(b + col + 33*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 83*(long long)ldb));
    }
    {
      const double c163_old = *(c + col + 163*(long long)ldc);
      *(c + col + 163*(long long)ldc) = c163_old + (-0.9374999999999997*__ldg(b + col + 33*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 83*(long long)ldb));
    }
    {
      const double c168_old = *(c + col + 168*(long long)ldc);
      *(c + col + 168*(long long)ldc) = c168_old + (0.5598111202653957*__ldg(b + col + 33*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 83*(long long)ldb));
    }
    {
      const double c173_old = *(c + col + 173*(long long)ldc);
      *(c + col + 173*(long long)ldc) = c173_old + (-0.32228787280811877*__ldg(b + col + 33*(long long)ldb) + 6.548045607936743*__ldg(b + col + 83*(long long)ldb));
    }
    {
      const double c154_old = *(c + col + 154*(long long)ldc);
      *(c + col + 154*(long long)ldc) = c154_old + (-6.548045607936743*__ldg(b + col + 34*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 84*(long long)ldb));
    }
    {
      const double c159_old = *(c + col + 159*(long long)ldc);
      *(c + col + 159*(long long)ldc) = c159_old + (1.8660779160350223*__ldg(b + col + 34*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 84*(long long)ldb));
    }
    {
      const double c164_old = *(c + col + 164*(long long)ldc);
      *(c + col + 164*(long long)ldc) = c164_old + (-0.9374999999999997*__ldg(b + col + 34*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 84*(long long)ldb));
    }
    {
      const double c169_old = *(c + col + 169*(long long)ldc);
      *(c + col + 169*(long long)ldc) = c169_old + (0.5598111202653957*__ldg(b + col + 34*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 84*(long long)ldb));
    }
    {
      const double c174_old = *(c + col + 174*(long long)ldc);
      *(c + col + 174*(long long)ldc) = c174_old + (-0.32228787280811877*__ldg(b + col + 34*(long long)ldb) + 6.548045607936743*__ldg(b + col + 84*(long long)ldb));
    }
    {
      const double c175_old = *(c + col + 175*(long long)ldc);
      *(c + col + 175*(long long)ldc) = c175_old + (-6.548045607936743*__ldg(b + col + 35*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 85*(long long)ldb));
    }
    {
      const double c180_old = *(c + col + 180*(long long)ldc);
      *(c + col + 180*(long long)ldc) = c180_old + (1.8660779160350223*__ldg(b + col + 35*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 85*(long long)ldb));
    }
    {
      const double c185_old = *(c + col + 185*(long long)ldc);
      *(c + col + 185*(long long)ldc) = c185_old + (-0.9374999999999997*__ldg(b + col + 35*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 85*(long long)ldb));
    }
    {
      const double c190_old = *(c + col + 190*(long long)ldc);
      *(c + col + 190*(long long)ldc) = c190_old + (0.5598111202653957*__ldg(b + col + 35*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 85*(long long)ldb));
    }
    {
      const double c195_old = *(c + col + 195*(long long)ldc);
      *(c + col + 195*(long long)ldc) = c195_old + (-0.32228787280811877*__ldg(b + col + 35*(long long)ldb) + 6.548045607936743*__ldg(b + col + 85*(long long)ldb));
    }
    {
      const double c176_old = *(c + col + 176*(long long)ldc);
      *(c + col + 176*(long long)ldc) = c176_old + (-6.548045607936743*__ldg(b + col + 36*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 86*(long long)ldb));
    }
    {
      const double c181_old = *(c + col + 181*(long long)ldc);
      *(c + col + 181*(long long)ldc) = c181_old + (1.8660779160350223*__ldg(b + col + 36*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 86*(long long)ldb));
    }
    {
      const double c186_old = *(c + col + 186*(long long)ldc);
      *(c + col + 186*(long long)ldc) = c186_old + (-0.9374999999999997*__ldg(b + col + 36*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 86*(long long)ldb));
    }
    {
      const double c191_old = *(c + col + 191*(long long)ldc);
      *(c + col + 191*(long long)ldc) = c191_old + (0.5598111202653957*__ldg(b + col + 36*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 86*(long long)ldb));
    }
    {
      const double c196_old = *(c + col + 196*(long long)ldc);
      *(c + col + 196*(long long)ldc) = c196_old + (-0.32228787280811877*__ldg(b + col + 36*(long long)ldb) + 6.548045607936743*__ldg(b + col + 86*(long long)ldb));
    }
    {
      const double c177_old = *(c + col + 177*(long long)ldc);
      *(c + col + 177*(long long)ldc) = c177_old + (-6.548045607936743*__ldg(b + col + 37*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 87*(long long)ldb));
    }
    {
      const double c182_old = *(c + col + 182*(long long)ldc);
      *(c + col + 182*(long long)ldc) = c182_old + (1.8660779160350223*__ldg(b + col + 37*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 87*(long long)ldb));
    }
    {
      const double c187_old = *(c + col + 187*(long long)ldc);
      *(c + col + 187*(long long)ldc) = c187_old + (-0.9374999999999997*__ldg(b + col + 37*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 87*(long long)ldb));
    }
    {
      const double c192_old = *(c + col + 192*(long long)ldc);
      *(c + col + 192*(long long)ldc) = c192_old + (0.5598111202653957*__ldg(b + col + 37*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 87*(long long)ldb));
    }
    {
      const double c197_old = *(c + col + 197*(long long)ldc);
      *(c + col + 197*(long long)ldc) = c197_old + (-0.32228787280811877*__ldg(b + col + 37*(long long)ldb) + 6.548045607936743*__ldg(b + col + 87*(long long)ldb));
    }
    {
      const double c178_old = *(c + col + 178*(long long)ldc);
      *(c + col + 178*(long long)ldc) = c178_old + (-6.548045607936743*__ldg(b + col + 38*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 88*(long long)ldb));
    }
    {
      const double c183_old = *(c + col + 183*(long long)ldc);
      *(c + col + 183*(long long)ldc) = c183_old + (1.8660779160350223*__ldg(b + col + 38*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 88*(long long)ldb));
    }
    {
      const double c188_old = *(c + col + 188*(long long)ldc);
      *(c + col + 188*(long long)ldc) = c188_old + (-0.9374999999999997*__ldg(b + col + 38*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 88*(long long)ldb));
    }
    {
      const double c193_old = *(c + col + 193*(long long)ldc);
      *(c + col + 193*(long long)ldc) = c193_old + (0.5598111202653957*__ldg(b + col + 38*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 88*(long long)ldb));
    }
    {
      const double c198_old = *(c + col + 198*(long long)ldc);
      *(c + col + 198*(long long)ldc) = c198_old + (-0.32228787280811877*__ldg(b + col + 38*(long long)ldb) + 6.548045607936743*__ldg(b + col + 88*(long long)ldb));
    }
    {
      const double c179_old = *(c + col + 179*(long long)ldc);
      *(c + col + 179*(long long)ldc) = c179_old + (-6.548045607936743*__ldg(b + col + 39*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 89*(long long)ldb));
    }
    {
      const double c184_old = *(c + col + 184*(long long)ldc);
      *(c + col + 184*(long long)ldc) = c184_old + (1.8660779160350223*__ldg(b + col + 39*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 89*(long long)ldb));
    }
    {
      const double c189_old = *(c + col + 189*(long long)ldc);
      *(c + col + 189*(long long)ldc) = c189_old + (-0.9374999999999997*__ldg(b + col + 39*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 89*(long long)ldb));
    }
    {
      const double c194_old = *(c + col + 194*(long long)ldc);
      *(c + col + 194*(long long)ldc) = c194_old + (0.5598111202653957*__ldg(b + col + 39*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 89*(long long)ldb));
    }
    {
      const double c199_old = *(c + col + 199*(long long)ldc);
      *(c + col + 199*(long long)ldc) = c199_old + (-0.32228787280811877*__ldg(b + col + 39*(long long)ldb) + 6.548045607936743*__ldg(b + col + 89*(long long)ldb));
    }
    {
      const double c200_old = *(c + col + 200*(long long)ldc);
      *(c + col + 200*(long long)ldc) = c200_old + (-6.548045607936743*__ldg(b + col + 40*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 90*(long long)ldb));
    }
    {
      const double c205_old = *(c + col + 205*(long long)ldc);
      *(c + col + 205*(long long)ldc) = c205_old + (1.8660779160350223*__ldg(b + col + 40*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 90*(long long)ldb));
    }
    {
      const double c210_old = *(c + col + 210*(long long)ldc);
      *(c + col + 210*(long long)ldc) = c210_old + (-0.9374999999999997*__ldg(b + col + 40*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 90*(long long)ldb));
    }
    {
      const double c215_old = *(c + col + 215*(long long)ldc);
      *(c + col + 215*(long long)ldc) = c215_old + (0.5598111202653957*__ldg(b + col + 40*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 90*(long long)ldb));
    }
    {
      const double c220_old = *(c + col + 220*(long long)ldc);
      *(c + col + 220*(long long)ldc) = c220_old + (-0.32228787280811877*__ldg(b + col + 40*(long long)ldb) + 6.548045607936743*__ldg(b + col + 90*(long long)ldb));
    }
    {
      const double c201_old = *(c + col + 201*(long long)ldc);
      *(c + col + 201*(long long)ldc) = c201_old + (-6.548045607936743*__ldg(b + col + 41*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 91*(long long)ldb));
    }
    {
      const double c206_old = *(c + col + 206*(long long)ldc);
      *(c + col + 206*(long long)ldc) = c206_old + (1.8660779160350223*__ldg(b + col + 41*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 91*(long long)ldb));
    }
    {
      const double c211_old = *(c + col + 211*(long long)ldc);
      *(c + col + 211*(long long)ldc) = c211_old + (-0.9374999999999997*__ldg(b + col + 41*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 91*(long long)ldb));
    }
    {
      const double c216_old = *(c + col + 216*(long long)ldc);
      *(c + col + 216*(long long)ldc) = c216_old + (0.5598111202653957*__ldg(b + col + 41*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 91*(long long)ldb));
    }
    {
      const double c221_old = *(c + col + 221*(long long)ldc);
      *(c + col + 221*(long long)ldc) = c221_old + (-0.32228787280811877*__ldg(b + col + 41*(long long)ldb) + 6.548045607936743*__ldg(b + col + 91*(long long)ldb));
    }
    {
      const double c202_old = *(c + col + 202*(long long)ldc);
      *(c + col + 202*(long long)ldc) = c202_old + (-6.548045607936743*__ldg(b + col + 42*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 92*(long long)ldb));
    }
    {
      const double c207_old = *(c + col + 207*(long long)ldc);
      *(c + col + 207*(long long)ldc) = c207_old + (1.8660779160350223*__ldg(b + col + 42*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 92*(long long)ldb));
    }
    {
      const double c212_old = *(c + col + 212*(long long)ldc);
      *(c + col + 212*(long long)ldc) = c212_old + (-0.9374999999999997*__ldg(b + col + 42*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 92*(long long)ldb));
    }
    {
      const double c217_old = *(c + col + 217*(long long)ldc);
      *(c + col + 217*(long long)ldc) = c217_old + (0.5598111202653957*__ldg(b + col + 42*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 92*(long long)ldb));
    }
    {
      const double c222_old = *(c + col + 222*(long long)ldc);
      *(c + col + 222*(long long)ldc) = c222_old + (-0.32228787280811877*__ldg(b + col + 42*(long long)ldb) + 6.548045607936743*__ldg(b + col + 92*(long long)ldb));
    }
    {
      const double c203_old = *(c + col + 203*(long long)ldc);
      *(c + col + 203*(long long)ldc) = c203_old + (-6.548045607936743*__ldg(b + col + 43*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 93*(long long)ldb));
    }
    {
      const double c208_old = *(c + col + 208*(long long)ldc);
      *(c + col + 208*(long long)ldc) = c208_old + (1.8660779160350223*__ldg(b + col + 43*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 93*(long long)ldb));
    }
    {
      const double c213_old = *(c + col + 213*(long long)ldc);
      *(c + col + 213*(long long)ldc) = c213_old + (-0.9374999999999997*__ldg(b + col + 43*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 93*(long long)ldb));
    }
    {
      const double c218_old = *(c + col + 218*(long long)ldc);
      *(c + col + 218*(long long)ldc) = c218_old + (0.5598111202653957*__ldg(b + col + 43*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 93*(long long)ldb));
    }
    {
      const double c223_old = *(c + col + 223*(long long)ldc);
      *(c + col + 223*(long long)ldc) = c223_old + (-0.32228787280811877*__ldg(b + col + 43*(long long)ldb) + 6.548045607936743*__ldg(b + col + 93*(long long)ldb));
    }
    {
      const double c204_old = *(c + col + 204*(long long)ldc);
      *(c + col + 204*(long long)ldc) = c204_old + (-6.548045607936743*__ldg(b + col + 44*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 94*(long long)ldb));
    }
    {
      const double c209_old = *(c + col + 209*(long long)ldc);
      *(c + col + 209*(long long)ldc) = c209_old + (1.8660779160350223*__ldg(b + col + 44*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 94*(long long)ldb));
    }
    {
      const double c214_old = *(c + col + 214*(long long)ldc);
      *(c + col + 214*(long long)ldc) = c214_old + (-0.9374999999999997*__ldg(b + col + 44*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 94*(long long)ldb));
    }
    {
      const double c219_old = *(c + col + 219*(long long)ldc);
      *(c + col + 219*(long long)ldc) = c219_old + (0.5598111202653957*__ldg(b + col + 44*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 94*(long long)ldb));
    }
    {
      const double c224_old = *(c + col + 224*(long long)ldc);
      *(c + col + 224*(long long)ldc) = c224_old + (-0.32228787280811877*__ldg(b + col + 44*(long long)ldb) + 6.548045607936743*__ldg(b + col + 94*(long long)ldb));
    }
    {
      const double c225_old = *(c + col + 225*(long long)ldc);
      *(c + col + 225*(long long)ldc) = c225_old + (-6.548045607936743*__ldg(b + col + 45*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 95*(long long)ldb));
    }
    {
      const double c230_old = *(c + col + 230*(long long)ldc);
      *(c + col + 230*(long long)ldc) = c230_old + (1.8660779160350223*__ldg(b + col + 45*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 95*(long long)ldb));
    }
    {
      const double c235_old = *(c + col + 235*(long long)ldc);
      *(c + col + 235*(long long)ldc) = c235_old + (-0.9374999999999997*__ldg(b + col + 45*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 95*(long long)ldb));
    }
    {
      const double c240_old = *(c + col + 240*(long long)ldc);
      *(c + col + 240*(long long)ldc) = c240_old + (0.5598111202653957*__ldg(b + col + 45*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 95*(long long)ldb));
    }
    {
      const double c245_old = *(c + col + 245*(long long)ldc);
      *(c + col + 245*(long long)ldc) = c245_old + (-0.32228787280811877*__ldg(b + col + 45*(long long)ldb) + 6.548045607936743*__ldg(b + col + 95*(long long)ldb));
    }
    {
      const double c226_old = *(c + col + 226*(long long)ldc);
      *(c + col + 226*(long long)ldc) = c226_old + (-6.548045607936743*__ldg(b + col + 46*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 96*(long long)ldb));
    }
    {
      const double c231_old = *(c + col + 231*(long long)ldc);
      *(c + col + 231*(long long)ldc) = c231_old + (1.8660779160350223*__ldg(b + col + 46*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 96*(long long)ldb));
    }
    {
      const double c236_old = *(c + col + 236*(long long)ldc);
      *(c + col + 236*(long long)ldc) = c236_old + (-0.9374999999999997*__ldg(b + col + 46*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 96*(long long)ldb));
    }
    {
      const double c241_old = *(c + col + 241*(long long)ldc);
      *(c + col + 241*(long long)ldc) = c241_old + (0.5598111202653957*__ldg(b + col + 46*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 96*(long long)ldb));
    }
    {
      const double c246_old = *(c + col + 246*(long long)ldc);
      *(c + col + 246*(long long)ldc) = c246_old + (-0.32228787280811877*__ldg(b + col + 46*(long long)ldb) + 6.548045607936743*__ldg(b + col + 96*(long long)ldb));
    }
    {
      const double c227_old = *(c + col + 227*(long long)ldc);
      *(c + col + 227*(long long)ldc) = c227_old + (-6.548045607936743*__ldg(b + col + 47*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 97*(long long)ldb));
    }
    {
      const double c232_old = *(c + col + 232*(long long)ldc);
      *(c + col + 232*(long long)ldc) = c232_old + (1.8660779160350223*__ldg(b + col + 47*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 97*(long long)ldb));
    }
    {
      const double c237_old = *(c + col + 237*(long long)ldc);
      *(c + col + 237*(long long)ldc) = c237_old + (-0.9374999999999997*__ldg(b + col + 47*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 97*(long long)ldb));
    }
    {
      const double c242_old = *(c + col + 242*(long long)ldc);
      *(c + col + 242*(long long)ldc) = c242_old + (0.5598111202653957*__ldg(b + col + 47*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 97*(long long)ldb));
    }
    {
      const double c247_old = *(c + col + 247*(long long)ldc);
      *(c + col + 247*(long long)ldc) = c247_old + (-0.32228787280811877*__ldg(b + col + 47*(long long)ldb) + 6.548045607936743*__ldg(b + col + 97*(long long)ldb));
    }
    {
      const double c228_old = *(c + col + 228*(long long)ldc);
      *(c + col + 228*(long long)ldc) = c228_old + (-6.548045607936743*__ldg(b + col + 48*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 98*(long long)ldb));
    }
    {
      const double c233_old = *(c + col + 233*(long long)ldc);
      *(c + col + 233*(long long)ldc) = c233_old + (1.8660779160350223*__ldg(b + col + 48*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 98*(long long)ldb));
    }
    {
      const double c238_old = *(c + col + 238*(long long)ldc);
      *(c + col + 238*(long long)ldc) = c238_old + (-0.9374999999999997*__ldg(b + col + 48*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 98*(long long)ldb));
    }
    {
      const double c243_old = *(c + col + 243*(long long)ldc);
      *(c + col + 243*(long long)ldc) = c243_old + (0.5598111202653957*__ldg(b + col + 48*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 98*(long long)ldb));
    }
    {
      const double c248_old = *(c + col + 248*(long long)ldc);
      *(c + col + 248*(long long)ldc) = c248_old + (-0.32228787280811877*__ldg(b + col + 48*(long long)ldb) + 6.548045607936743*__ldg(b + col + 98*(long long)ldb));
    }
    {
      const double c229_old = *(c + col + 229*(long long)ldc);
      *(c + col + 229*(long long)ldc) = c229_old + (-6.548045607936743*__ldg(b + col + 49*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 99*(long long)ldb));
    }
    {
      const double c234_old = *(c + col + 234*(long long)ldc);
      *(c + col + 234*(long long)ldc) = c234_old + (1.8660779160350223*__ldg(b + col + 49*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 99*(long long)ldb));
    }
    {
      const double c239_old = *(c + col + 239*(long long)ldc);
      *(c + col + 239*(long long)ldc) = c239_old + (-0.9374999999999997*__ldg(b + col + 49*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 99*(long long)ldb));
    }
    {
      const double c244_old = *(c + col + 244*(long long)ldc);
      *(c + col + 244*(long long)ldc) = c244_old + (0.5598111202653957*__ldg(b + col + 49*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 99*(long long)ldb));
    }
    {
      const double c249_old = *(c + col + 249*(long long)ldc);
      *(c + col + 249*(long long)ldc) = c249_old + (-0.32228787280811877*__ldg(b + col + 49*(long long)ldb) + 6.548045607936743*__ldg(b + col + 99*(long long)ldb));
    }
    {
      const double c250_old = *(c + col + 250*(long long)ldc);
      *(c + col + 250*(long long)ldc) = c250_old + (-6.548045607936743*__ldg(b + col) + 0.32228787280811877*__ldg(b + col + 125*(long long)ldb));
    }
    {
      const double c275_old = *(c + col + 275*(long long)ldc);
      *(c + col + 275*(long long)ldc) = c275_old + (1.8660779160350223*__ldg(b + col) - 0.5598111202653957*__ldg(b + col + 125*(long long)ldb));
    }
    {
      const double c300_old = *(c + col + 300*(long long)ldc);
      *(c + col + 300*(long long)ldc) = c300_old + (-0.9374999999999997*__ldg(b + col) + 0.9374999999999997*__ldg(b + col + 125*(long long)ldb));
    }
    {
      const double c325_old = *(c + col + 325*(long long)ldc);
      *(c + col + 325*(long long)ldc) = c325_old + (0.5598111202653957*__ldg(b + col) - 1.8660779160350223*__ldg(b + col + 125*(long long)ldb));
    }
    {
      const double c350_old = *(c + col + 350*(long long)ldc);
      *(c + col + 350*(long long)ldc) = c350_old + (-0.32228787280811877*__ldg(b + col) + 6.548045607936743*__ldg(b + col + 125*(long long)ldb));
    }
    {
      const double c251_old = *(c + col + 251*(long long)ldc);
      *(c + col + 251*(long long)ldc) = c251_old + (-6.548045607936743*__ldg(b + col + (long long)ldb) + 0.32228787280811877*__ldg(b + col + 126*(long long)ldb));
    }
    {
      const double c276_old = *(c + col + 276*(long long)ldc);
      *(c + col + 276*(long long)ldc) = c276_old + (1.8660779160350223*__ldg(b + col + (long long)ldb) - 0.5598111202653957*__ldg(b + col + 126*(long long)ldb));
    }
    {
      const double c301_old = *(c + col + 301*(long long)ldc);
      *(c + col + 301*(long long)ldc) = c301_old + (-0.9374999999999997*__ldg(b + col + (long long)ldb) + 0.9374999999999997*__ldg(b + col + 126*(long long)ldb));
    }
    {
      const double c326_old = *(c + col + 326*(long long)ldc);
      *(c + col + 326*(long long)ldc) = c326_old + (0.5598111202653957*__ldg(b + col + (long long)ldb) - 1.8660779160350223*__ldg(b + col + 126*(long long)ldb));
    }
    {
      const double c351_old = *(c + col + 351*(long long)ldc);
      *(c + col + 351*(long long)ldc) = c351_old + (-0.32228787280811877*__ldg(b + col + (long long)ldb) + 6.548045607936743*__ldg(b + col + 126*(long long)ldb));
    }
    {
      const double c252_old = *(c + col + 252*(long long)ldc);
      *(c + col + 252*(long long)ldc) = c252_old + (-6.548045607936743*__ldg(b + col + 2*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 127*(long long)ldb));
    }
    {
      const double c277_old = *(c + col + 277*(long long)ldc);
      *(c + col + 277*(long long)ldc) = c277_old + (1.8660779160350223*__ldg(b + col + 2*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 127*(long long)ldb));
    }
    {
      const double c302_old = *(c + col + 302*(long long)ldc);
      *(c + col + 302*(long long)ldc) = c302_old + (-0.9374999999999997*__ldg(b + col + 2*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 127*(long long)ldb));
    }
    {
      const double c327_old = *(c + col + 327*(long long)ldc);
      *(c + col + 327*(long long)ldc) = c327_old + (0.5598111202653957*__ldg(b + col + 2*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 127*(long long)ldb));
    }
    {
      const double c352_old = *(c + col + 352*(long long)ldc);
      *(c + col + 352*(long long)ldc) = c352_old + (-0.32228787280811877*__ldg(b + col + 2*(long long)ldb) + 6.548045607936743*__ldg(b + col + 127*(long long)ldb));
    }
    {
      const double c253_old = *(c + col + 253*(long long)ldc);
      *(c + col + 253*(long long)ldc) = c253_old + (-6.548045607936743*__ldg(b + col + 3*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 128*(long long)ldb));
    }
    {
      const double c278_old = *(c + col + 278*(long long)ldc);
      *(c + col + 278*(long long)ldc) = c278_old + (1.8660779160350223*__ldg(b + col + 3*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 128*(long long)ldb));
    }
    {
      const double c303_old = *(c + col + 303*(long long)ldc);
      *(c + col + 303*(long long)ldc) = c303_old + (-0.9374999999999997*__ldg(b + col + 3*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 128*(long long)ldb));
    }
    {
      const double c328_old = *(c + col + 328*(long long)ldc);
      *(c + col + 328*(long long)ldc) = c328_old + (0.5598111202653957*__ldg(b + col + 3*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 128*(long long)ldb));
    }
    {
      const double c353_old = *(c + col + 353*(long long)ldc);
      *(c + col + 353*(long long)ldc) = c353_old + (-0.32228787280811877*__ldg(b + col + 3*(long long)ldb) + 6.548045607936743*__ldg(b + col + 128*(long long)ldb));
    }
    {
      const double c254_old = *(c + col + 254*(long long)ldc);
      *(c + col + 254*(long long)ldc) = c254_old + (-6.548045607936743*__ldg(b + col + 4*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 129*(long long)ldb));
    }
    {
      const double c279_old = *(c + col + 279*(long long)ldc);
      *(c + col + 279*(long long)ldc) = c279_old + (1.8660779160350223*__ldg(b + col + 4*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 129*(long long)ldb));
    }
    {
      const double c304_old = *(c + col + 304*(long long)ldc);
      *(c + col + 304*(long long)ldc) = c304_old + (-0.9374999999999997*__ldg(b + col + 4*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 129*(long long)ldb));
    }
    {
      const double c329_old = *(c + col + 329*(long long)ldc);
      *(c + col + 329*(long long)ldc) = c329_old + (0.5598111202653957*__ldg(b + col + 4*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 129*(long long)ldb));
    }
    {
      const double c354_old = *(c + col + 354*(long long)ldc);
      *(c + col + 354*(long long)ldc) = c354_old + (-0.32228787280811877*__ldg(b + col + 4*(long long)ldb) + 6.548045607936743*__ldg(b + col + 129*(long long)ldb));
    }
    {
      const double c255_old = *(c + col + 255*(long long)ldc);
      *(c + col + 255*(long long)ldc) = c255_old + (-6.548045607936743*__ldg(b + col + 5*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 130*(long long)ldb));
    }
    {
      const double c280_old = *(c + col + 280*(long long)ldc);
      *(c + col + 280*(long long)ldc) = c280_old + (1.8660779160350223*__ldg(b + col + 5*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 130*(long long)ldb));
    }
    {
      const double c305_old = *(c + col + 305*(long long)ldc);
      *(c + col + 305*(long long)ldc) = c305_old + (-0.9374999999999997*__ldg(b + col + 5*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 130*(long long)ldb));
    }
    {
      const double c330_old = *(c + col + 330*(long long)ldc);
      *(c + col + 330*(long long)ldc) = c330_old + (0.5598111202653957*__ldg(b + col + 5*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 130*(long long)ldb));
    }
    {
      const double c355_old = *(c + col + 355*(long long)ldc);
      *(c + col + 355*(long long)ldc) = c355_old + (-0.32228787280811877*__ldg(b + col + 5*(long long)ldb) + 6.548045607936743*__ldg(b + col + 130*(long long)ldb));
    }
    {
      const double c256_old = *(c + col + 256*(long long)ldc);
      *(c + col + 256*(long long)ldc) = c256_old + (-6.548045607936743*__ldg(b + col + 6*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 131*(long long)ldb));
    }
    {
      const double c281_old = *(c + col + 281*(long long)ldc);
      *(c + col + 281*(long long)ldc) = c281_old + (1.8660779160350223*__ldg(b + col + 6*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 131*(long long)ldb));
    }
    {
      const double c306_old = *(c + col + 306*(long long)ldc);
      *(c + col + 306*(long long)ldc) = c306_old + (-0.9374999999999997*__ldg(b + col + 6*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 131*(long long)ldb));
    }
    {
      const double c331_old = *(c + col + 331*(long long)ldc);
      *(c + col + 331*(long long)ldc) = c331_old + (0.5598111202653957*__ldg(b + col + 6*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 131*(long long)ldb));
    }
    {
      const double c356_old = *(c + col + 356*(long long)ldc);
      *(c + col + 356*(long long)ldc) = c356_old + (-0.32228787280811877*__ldg(b + col + 6*(long long)ldb) + 6.548045607936743*__ldg(b + col + 131*(long long)ldb));
    }
    {
      const double c257_old = *(c + col + 257*(long long)ldc);
      *(c + col + 257*(long long)ldc) = c257_old + (-6.548045607936743*__ldg(b + col + 7*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 132*(long long)ldb));
    }
    {
      const double c282_old = *(c + col + 282*(long long)ldc);
      *(c + col + 282*(long long)ldc) = c282_old + (1.8660779160350223*__ldg(b + col + 7*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 132*(long long)ldb));
    }
    {
      const double c307_old = *(c + col + 307*(long long)ldc);
      *(c + col + 307*(long long)ldc) = c307_old + (-0.9374999999999997*__ldg(b + col + 7*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 132*(long long)ldb));
    }
    {
      const double c332_old = *(c + col + 332*(long long)ldc);
      *(c + col + 332*(long long)ldc) = c332_old + (0.5598111202653957*__ldg(b + col + 7*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 132*(long long)ldb));
    }
    {
      const double c357_old = *(c + col + 357*(long long)ldc);
      *(c + col + 357*(long long)ldc) = c357_old + (-0.32228787280811877*__ldg(b + col + 7*(long long)ldb) + 6.548045607936743*__ldg(b + col + 132*(long long)ldb));
    }
    {
      const double c258_old = *(c + col + 258*(long long)ldc);
      *(c + col + 258*(long long)ldc) = c258_old + (-6.548045607936743*__ldg(b + col + 8*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 133*(long long)ldb));
    }
    {
      const double c283_old = *(c + col + 283*(long long)ldc);
      *(c + col + 283*(long long)ldc) = c283_old + (1.8660779160350223*__ldg(b + col + 8*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 133*(long long)ldb));
    }
    {
      const double c308_old = *(c + col + 308*(long long)ldc);
      *(c + col + 308*(long long)ldc) = c308_old + (-0.9374999999999997*__ldg(b + col + 8*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 133*(long long)ldb));
    }
    {
      const double c333_old = *(c + col + 333*(long long)ldc);
      *(c + col + 333*(long long)ldc) = c333_old + (0.5598111202653957*__ldg(b + col + 8*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 133*(long long)ldb));
    }
    {
      const double c358_old = *(c + col + 358*(long long)ldc);
      *(c + col + 358*(long long)ldc) = c358_old + (-0.32228787280811877*__ldg(b + col + 8*(long long)ldb) + 6.548045607936743*__ldg(b + col + 133*(long long)ldb));
    }
    {
      const double c259_old = *(c + col + 259*(long long)ldc);
      *(c + col + 259*(long long)ldc) = c259_old + (-6.548045607936743*__ldg(b + col + 9*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 134*(long long)ldb));
    }
    {
      const double c284_old = *(c + col + 284*(long long)ldc);
      *(c + col + 284*(long long)ldc) = c284_old + (1.8660779160350223*__ldg(b + col + 9*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 134*(long long)ldb));
    }
    {
      const double c309_old = *(c + col + 309*(long long)ldc);
      *(c + col + 309*(long long)ldc) = c309_old + (-0.9374999999999997*__ldg(b + col + 9*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 134*(long long)ldb));
    }
    {
      const double c334_old = *(c + col + 334*(long long)ldc);
      *(c + col + 334*(long long)ldc) = c334_old + (0.5598111202653957*__ldg(b + col + 9*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 134*(long long)ldb));
    }
    {
      const double c359_old = *(c + col + 359*(long long)ldc);
      *(c + col + 359*(long long)ldc) = c359_old + (-0.32228787280811877*__ldg(b + col + 9*(long long)ldb) + 6.548045607936743*__ldg(b + col + 134*(long long)ldb));
    }
    {
      const double c260_old = *(c + col + 260*(long long)ldc);
      *(c + col + 260*(long long)ldc) = c260_old + (-6.548045607936743*__ldg(b + col + 10*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 135*(long long)ldb));
    }
    {
      const double c285_old = *(c + col + 285*(long long)ldc);
      *(c + col + 285*(long long)ldc) = c285_old + (1.8660779160350223*__ldg(b + col + 10*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 135*(long long)ldb));
    }
    {
      const double c310_old = *(c + col + 310*(long long)ldc);
      *(c + col + 310*(long long)ldc) = c310_old + (-0.9374999999999997*__ldg(b + col + 10*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 135*(long long)ldb));
    }
    {
      const double c335_old = *(c + col + 335*(long long)ldc);
      *(c + col + 335*(long long)ldc) = c335_old + (0.5598111202653957*__ldg(b + col + 10*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 135*(long long)ldb));
    }
    {
      const double c360_old = *(c + col + 360*(long long)ldc);
      *(c + col + 360*(long long)ldc) = c360_old + (-0.32228787280811877*__ldg(b + col + 10*(long long)ldb) + 6.548045607936743*__ldg(b + col + 135*(long long)ldb));
    }
    {
      const double c261_old = *(c + col + 261*(long long)ldc);
      *(c + col + 261*(long long)ldc) = c261_old + (-6.548045607936743*__ldg(b + col + 11*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 136*(long long)ldb));
    }
    {
      const double c286_old = *(c + col + 286*(long long)ldc);
      *(c + col + 286*(long long)ldc) = c286_old + (1.8660779160350223*__ldg(b + col + 11*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 136*(long long)ldb));
    }
    {
      const double c311_old = *(c + col + 311*(long long)ldc);
      *(c + col + 311*(long long)ldc) = c311_old + (-0.9374999999999997*__ldg(b + col + 11*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 136*(long long)ldb));
    }
    {
      const double c336_old = *(c + col + 336*(long long)ldc);
      *(c + col + 336*(long long)ldc) = c336_old + (0.5598111202653957*__ldg(b + col + 11*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 136*(long long)ldb));
    }
    {
      const double c361_old = *(c + col + 361*(long long)ldc);
      *(c + col + 361*(long long)ldc) = c361_old + (-0.32228787280811877*__ldg(b + col + 11*(long long)ldb) + 6.548045607936743*__ldg(b + col + 136*(long long)ldb));
    }
    {
      const double c262_old = *(c + col + 262*(long long)ldc);
      *(c + col + 262*(long long)ldc) = c262_old + (-6.548045607936743*__ldg(b + col + 12*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 137*(long long)ldb));
    }
    {
      const double c287_old = *(c + col + 287*(long long)ldc);
      *(c + col + 287*(long long)ldc) = c287_old + (1.8660779160350223*__ldg(b + col + 12*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 137*(long long)ldb));
    }
    {
      const double c312_old = *(c + col + 312*(long long)ldc);
      *(c + col + 312*(long long)ldc) = c312_old + (-0.9374999999999997*__ldg(b + col + 12*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 137*(long long)ldb));
    }
    {
      const double c337_old = *(c + col + 337*(long long)ldc);
      *(c + col + 337*(long long)ldc) = c337_old + (0.5598111202653957*__ldg(b + col + 12*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 137*(long long)ldb));
    }
    {
      const double c362_old = *(c + col + 362*(long long)ldc);
      *(c + col + 362*(long long)ldc) = c362_old + (-0.32228787280811877*__ldg(b + col + 12*(long long)ldb) + 6.548045607936743*__ldg(b + col + 137*(long long)ldb));
    }
    {
      const double c263_old = *(c + col + 263*(long long)ldc);
      *(c + col + 263*(long long)ldc) = c263_old + (-6.548045607936743*__ldg(b + col + 13*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 138*(long long)ldb));
    }
    {
      const double c288_old = *(c + col + 288*(long long)ldc);
      *(c + col + 288*(long long)ldc) = c288_old + (1.8660779160350223*__ldg(b + col + 13*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 138*(long long)ldb));
    }
    {
      const double c313_old = *(c + col + 313*(long long)ldc);
      *(c + col + 313*(long long)ldc) = c313_old + (-0.9374999999999997*__ldg(b + col + 13*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 138*(long long)ldb));
    }
    {
      const double c338_old = *(c + col + 338*(long long)ldc);
      *(c + col + 338*(long long)ldc) = c338_old + (0.5598111202653957*__ldg(b + col + 13*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 138*(long long)ldb));
    }
    {
      const double c363_old = *(c + col + 363*(long long)ldc);
      *(c + col + 363*(long long)ldc) = c363_old + (-0.32228787280811877*__ldg(b + col + 13*(long long)ldb) + 6.548045607936743*__ldg(b + col + 138*(long long)ldb));
    }
    {
      const double c264_old = *(c + col + 264*(long long)ldc);
      *(c + col + 264*(long long)ldc) = c264_old + (-6.548045607936743*__ldg(b + col + 14*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 139*(long long)ldb));
    }
    {
      const double c289_old = *(c + col + 289*(long long)ldc);
      *(c + col + 289*(long long)ldc) = c289_old + (1.8660779160350223*__ldg(b + col + 14*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 139*(long long)ldb));
    }
    {
      const double c314_old = *(c + col + 314*(long long)ldc);
      *(c + col + 314*(long long)ldc) = c314_old + (-0.9374999999999997*__ldg(b + col + 14*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 139*(long long)ldb));
    }
    {
      const double c339_old = *(c + col + 339*(long long)ldc);
      *(c + col + 339*(long long)ldc) = c339_old + (0.5598111202653957*__ldg(b + col + 14*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 139*(long long)ldb));
    }
    {
      const double c364_old = *(c + col + 364*(long long)ldc);
      *(c + col + 364*(long long)ldc) = c364_old + (-0.32228787280811877*__ldg(b + col + 14*(long long)ldb) + 6.548045607936743*__ldg(b + col + 139*(long long)ldb));
    }
    {
      const double c265_old = *(c + col + 265*(long long)ldc);
      *(c + col + 265*(long long)ldc) = c265_old + (-6.548045607936743*__ldg(b + col + 15*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 140*(long long)ldb));
    }
    {
      const double c290_old = *(c + col + 290*(long long)ldc);
      *(c + col + 290*(long long)ldc) = c290_old + (1.8660779160350223*__ldg(b + col + 15*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 140*(long long)ldb));
    }
    {
      const double c315_old = *(c + col + 315*(long long)ldc);
      *(c + col + 315*(long long)ldc) = c315_old + (-0.9374999999999997*__ldg(b + col + 15*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 140*(long long)ldb));
    }
    {
      const double c340_old = *(c + col + 340*(long long)ldc);
      *(c + col + 340*(long long)ldc) = c340_old + (0.5598111202653957*__ldg(b + col + 15*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 140*(long long)ldb));
    }
    {
      const double c365_old = *(c + col + 365*(long long)ldc);
      *(c + col + 365*(long long)ldc) = c365_old + (-0.32228787280811877*__ldg(b + col + 15*(long long)ldb) + 6.548045607936743*__ldg(b + col + 140*(long long)ldb));
    }
    {
      const double c266_old = *(c + col + 266*(long long)ldc);
      *(c + col + 266*(long long)ldc) = c266_old + (-6.548045607936743*__ldg(b + col + 16*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 141*(long long)ldb));
    }
    {
      const double c291_old = *(c + col + 291*(long long)ldc);
      *(c + col + 291*(long long)ldc) = c291_old + (1.8660779160350223*__ldg(b + col + 16*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 141*(long long)ldb));
    }
    {
      const double c316_old = *(c + col + 316*(long long)ldc);
      *(c + col + 316*(long long)ldc) = c316_old + (-0.9374999999999997*__ldg(b + col + 16*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 141*(long long)ldb));
    }
    {
      const double c341_old = *(c + col + 341*(long long)ldc);
      *(c + col + 341*(long long)ldc) = c341_old + (0.5598111202653957*__ldg(b + col + 16*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 141*(long long)ldb));
    }
    {
      const double c366_old = *(c + col + 366*(long long)ldc);
      *(c + col + 366*(long long)ldc) = c366_old + (-0.32228787280811877*__ldg(b + col + 16*(long long)ldb) + 6.548045607936743*__ldg(b + col + 141*(long long)ldb));
    }
    {
      const double c267_old = *(c + col + 267*(long long)ldc);
      *(c + col + 267*(long long)ldc) = c267_old + (-6.548045607936743*__ldg(b + col + 17*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 142*(long long)ldb));
    }
    {
      const double c292_old = *(c + col + 292*(long long)ldc);
      *(c + col + 292*(long long)ldc) = c292_old + (1.8660779160350223*__ldg(b + col + 17*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 142*(long long)ldb));
    }
    {
      const double c317_old = *(c + col + 317*(long long)ldc);
      *(c + col + 317*(long long)ldc) = c317_old + (-0.9374999999999997*__ldg(b + col + 17*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 142*(long long)ldb));
    }
    {
      const double c342_old = *(c + col + 342*(long long)ldc);
      *(c + col + 342*(long long)ldc) = c342_old + (0.5598111202653957*__ldg(b + col + 17*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 142*(long long)ldb));
    }
    {
      const double c367_old = *(c + col + 367*(long long)ldc);
      *(c + col + 367*(long long)ldc) = c367_old + (-0.32228787280811877*__ldg(b + col + 17*(long long)ldb) + 6.548045607936743*__ldg(b + col + 142*(long long)ldb));
    }
    {
      const double c268_old = *(c + col + 268*(long long)ldc);
      *(c + col + 268*(long long)ldc) = c268_old + (-6.548045607936743*__ldg(b + col + 18*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 143*(long long)ldb));
    }
    {
      const double c293_old = *(c + col + 293*(long long)ldc);
      *(c + col + 293*(long long)ldc) = c293_old + (1.8660779160350223*__ldg(b + col + 18*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 143*(long long)ldb));
    }
    {
      const double c318_old = *(c + col + 318*(long long)ldc);
      *(c + col + 318*(long long)ldc) = c318_old + (-0.9374999999999997*__ldg(b + col + 18*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 143*(long long)ldb));
    }
    {
      const double c343_old = *(c + col + 343*(long long)ldc);
      *(c + col + 343*(long long)ldc) = c343_old + (0.5598111202653957*__ldg(b + col + 18*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 143*(long long)ldb));
    }
    {
      const double c368_old = *(c + col + 368*(long long)ldc);
      *(c + col + 368*(long long)ldc) = c368_old + (-0.32228787280811877*__ldg(b + col + 18*(long long)ldb) + 6.548045607936743*__ldg(b + col + 143*(long long)ldb));
    }
    {
      const double c269_old = *(c + col + 269*(long long)ldc);
      *(c + col + 269*(long long)ldc) = c269_old + (-6.548045607936743*__ldg(b + col + 19*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 144*(long long)ldb));
    }
    {
      const double c294_old = *(c + col + 294*(long long)ldc);
      *(c + col + 294*(long long)ldc) = c294_old + (1.8660779160350223*__ldg(b + col + 19*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 144*(long long)ldb));
    }
    {
      const double c319_old = *(c + col + 319*(long long)ldc);
      *(c + col + 319*(long long)ldc) = c319_old + (-0.9374999999999997*__ldg(b + col + 19*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 144*(long long)ldb));
    }
    {
      const double c344_old = *(c + col + 344*(long long)ldc);
      *(c + col + 344*(long long)ldc) = c344_old + (0.5598111202653957*__ldg(b + col + 19*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 144*(long long)ldb));
    }
    {
      const double c369_old = *(c + col + 369*(long long)ldc);
      *(c + col + 369*(long long)ldc) = c369_old + (-0.32228787280811877*__ldg(b + col + 19*(long long)ldb) + 6.548045607936743*__ldg(b + col + 144*(long long)ldb));
    }
    {
      const double c270_old = *(c + col + 270*(long long)ldc);
      *(c + col + 270*(long long)ldc) = c270_old + (-6.548045607936743*__ldg(b + col + 20*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 145*(long long)ldb));
    }
    {
      const double c295_old = *(c + col + 295*(long long)ldc);
      *(c + col + 295*(long long)ldc) = c295_old + (1.8660779160350223*__ldg(b + col + 20*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 145*(long long)ldb));
    }
    {
      const double c320_old = *(c + col + 320*(long long)ldc);
      *(c + col + 320*(long long)ldc) = c320_old + (-0.9374999999999997*__ldg(b + col + 20*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 145*(long long)ldb));
    }
    {
      const double c345_old = *(c + col + 345*(long long)ldc);
      *(c + col + 345*(long long)ldc) = c345_old + (0.5598111202653957*__ldg(b + col + 20*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 145*(long long)ldb));
    }
    {
      const double c370_old = *(c + col + 370*(long long)ldc);
      *(c + col + 370*(long long)ldc) = c370_old + (-0.32228787280811877*__ldg(b + col + 20*(long long)ldb) + 6.548045607936743*__ldg(b + col + 145*(long long)ldb));
    }
    {
      const double c271_old = *(c + col + 271*(long long)ldc);
      *(c + col + 271*(long long)ldc) = c271_old + (-6.548045607936743*__ldg(b + col + 21*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 146*(long long)ldb));
    }
    {
      const double c296_old = *(c + col + 296*(long long)ldc);
      *(c + col + 296*(long long)ldc) = c296_old + (1.8660779160350223*__ldg(b + col + 21*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 146*(long long)ldb));
    }
    {
      const double c321_old = *(c + col + 321*(long long)ldc);
      *(c + col + 321*(long long)ldc) = c321_old + (-0.9374999999999997*__ldg(b + col + 21*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 146*(long long)ldb));
    }
    {
      const double c346_old = *(c + col + 346*(long long)ldc);
      *(c + col + 346*(long long)ldc) = c346_old + (0.5598111202653957*__ldg(b + col + 21*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 146*(long long)ldb));
    }
    {
      const double c371_old = *(c + col + 371*(long long)ldc);
      *(c + col + 371*(long long)ldc) = c371_old + (-0.32228787280811877*__ldg(b + col + 21*(long long)ldb) + 6.548045607936743*__ldg(b + col + 146*(long long)ldb));
    }
    {
      const double c272_old = *(c + col + 272*(long long)ldc);
      *(c + col + 272*(long long)ldc) = c272_old + (-6.548045607936743*__ldg(b + col + 22*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 147*(long long)ldb));
    }
    {
      const double c297_old = *(c + col + 297*(long long)ldc);
      *(c + col + 297*(long long)ldc) = c297_old + (1.8660779160350223*__ldg(b + col + 22*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 147*(long long)ldb));
    }
    {
      const double c322_old = *(c + col + 322*(long long)ldc);
      *(c + col + 322*(long long)ldc) = c322_old + (-0.9374999999999997*__ldg(b + col + 22*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 147*(long long)ldb));
    }
    {
      const double c347_old = *(c + col + 347*(long long)ldc);
      *(c + col + 347*(long long)ldc) = c347_old + (0.5598111202653957*__ldg(b + col + 22*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 147*(long long)ldb));
    }
    {
      const double c372_old = *(c + col + 372*(long long)ldc);
      *(c + col + 372*(long long)ldc) = c372_old + (-0.32228787280811877*__ldg(b + col + 22*(long long)ldb) + 6.548045607936743*__ldg(b + col + 147*(long long)ldb));
    }
    {
      const double c273_old = *(c + col + 273*(long long)ldc);
      *(c + col + 273*(long long)ldc) = c273_old + (-6.548045607936743*__ldg(b + col + 23*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 148*(long long)ldb));
    }
    {
      const double c298_old = *(c + col + 298*(long long)ldc);
      *(c + col + 298*(long long)ldc) = c298_old + (1.8660779160350223*__ldg(b + col + 23*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 148*(long long)ldb));
    }
    {
      const double c323_old = *(c + col + 323*(long long)ldc);
      *(c + col + 323*(long long)ldc) = c323_old + (-0.9374999999999997*__ldg(b + col + 23*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 148*(long long)ldb));
    }
    {
      const double c348_old = *(c + col + 348*(long long)ldc);
      *(c + col + 348*(long long)ldc) = c348_old + (0.5598111202653957*__ldg(b + col + 23*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 148*(long long)ldb));
    }
    {
      const double c373_old = *(c + col + 373*(long long)ldc);
      *(c + col + 373*(long long)ldc) = c373_old + (-0.32228787280811877*__ldg(b + col + 23*(long long)ldb) + 6.548045607936743*__ldg(b + col + 148*(long long)ldb));
    }
    {
      const double c274_old = *(c + col + 274*(long long)ldc);
      *(c + col + 274*(long long)ldc) = c274_old + (-6.548045607936743*__ldg(b + col + 24*(long long)ldb) + 0.32228787280811877*__ldg(b + col + 149*(long long)ldb));
    }
    {
      const double c299_old = *(c + col + 299*(long long)ldc);
      *(c + col + 299*(long long)ldc) = c299_old + (1.8660779160350223*__ldg(b + col + 24*(long long)ldb) - 0.5598111202653957*__ldg(b + col + 149*(long long)ldb));
    }
    {
      const double c324_old = *(c + col + 324*(long long)ldc);
      *(c + col + 324*(long long)ldc) = c324_old + (-0.9374999999999997*__ldg(b + col + 24*(long long)ldb) + 0.9374999999999997*__ldg(b + col + 149*(long long)ldb));
    }
    {
      const double c349_old = *(c + col + 349*(long long)ldc);
      *(c + col + 349*(long long)ldc) = c349_old + (0.5598111202653957*__ldg(b + col + 24*(long long)ldb) - 1.8660779160350223*__ldg(b + col + 149*(long long)ldb));
    }
    {
      const double c374_old = *(c + col + 374*(long long)ldc);
      *(c + col + 374*(long long)ldc) = c374_old + (-0.32228787280811877*__ldg(b + col + 24*(long long)ldb) + 6.548045607936743*__ldg(b + col + 149*(long long)ldb));
    }
  }
}
