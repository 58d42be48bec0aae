// gimmikc: matmul rstream for operators/pyfr/hex-gl-p3-m6.mtx (192 x 96, 384 nonzeros), f64, alpha 1.0, beta 1.0, n at run time
extern "C" __global__ void __launch_bounds__(128)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  const long long col = (long long)blockIdx.x*128 + threadIdx.x;
  if (col < n) {
    {
      const double c0_old = *(c + col);
      *(c + col) = c0_old + (-0.3274848629375154*__ldg(b + col + 32*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 64*(long long)ldb));
    }
    {
      const double c1_old = *(c + col + (long long)ldc);
      *(c + col + (long long)ldc) = c1_old + (0.6145280959667938*__ldg(b + col + 32*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 64*(long long)ldb));
    }
    {
      const double c2_old = *(c + col + 2*(long long)ldc);
      *(c + col + 2*(long long)ldc) = c2_old + (-1.2476247709889343*__ldg(b + col + 32*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 64*(long long)ldb));
    }
    {
      const double c3_old = *(c + col + 3*(long long)ldc);
      *(c + col + 3*(long long)ldc) = c3_old + (4.3891529665310856*__ldg(b + col + 32*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 64*(long long)ldb));
    }
    {
      const double c4_old = *(c + col + 4*(long long)ldc);
      *(c + col + 4*(long long)ldc) = c4_old + (-0.3274848629375154*__ldg(b + col + 33*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 65*(long long)ldb));
    }
    {
      const double c5_old = *(c + col + 5*(long long)ldc);
      *(c + col + 5*(long long)ldc) = c5_old + (0.6145280959667938*__ldg(b + col + 33*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 65*(long long)ldb));
    }
    {
      const double c6_old = *(c + col + 6*(long long)ldc);
      *(c + col + 6*(long long)ldc) = c6_old + (-1.2476247709889343*__ldg(b + col + 33*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 65*(long long)ldb));
    }
    {
      const double c7_old = *(c + col + 7*(long long)ldc);
      *(c + col + 7*(long long)ldc) = c7_old + (4.3891529665310856*__ldg(b + col + 33*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 65*(long long)ldb));
    }
    {
      const double c8_old = *(c + col + 8*(long long)ldc);
      *(c + col + 8*(long long)ldc) = c8_old + (-0.3274848629375154*__ldg(b + col + 34*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 66*(long long)ldb));
    }
    {
      const double c9_old = *(c + col + 9*(long long)ldc);
      *(c + col + 9*(long long)ldc) = c9_old + (0.6145280959667938*__ldg(b + col + 34*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 66*(long long)ldb));
    }
    {
      const double c10_old = *(c + col + 10*(long long)ldc);
      *(c + col + 10*(long long)ldc) = c10_old + (-1.2476247709889343*__ldg(b + col + 34*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 66*(long long)ldb));
    }
    {
      const double c11_old = *(c + col + 11*(long long)ldc);
      *(c + col + 11*(long long)ldc) = c11_old + (4.3891529665310856*__ldg(b + col + 34*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 66*(long long)ldb));
    }
    {
      const double c12_old = *(c + col + 12*(long long)ldc);
      *(c + col + 12*(long long)ldc) = c12_old + (-0.3274848629375154*__ldg(b + col + 35*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 67*(long long)ldb));
    }
    {
      const double c13_old = *(c + col + 13*(long long)ldc);
      *(c + col + 13*(long long)ldc) = c13_old + (0.6145280959667938*__ldg(b + col + 35*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 67*(long long)ldb));
    }
    {
      const double c14_old = *(c + col + 14*(long long)ldc);
      *(c + col + 14*(long long)ldc) = c14_old + (-1.2476247709889343*__ldg(b + col + 35*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 67*(long long)ldb));
    }
    {
      const double c15_old = *(c + col + 15*(long long)ldc);
      *(c + col + 15*(long long)ldc) = c15_old + (4.3891529665310856*__ldg(b + col + 35*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 67*(long long)ldb));
    }
    {
      const double c16_old = *(c + col + 16*(long long)ldc);
      *(c + col + 16*(long long)ldc) = c16_old + (-0.3274848629375154*__ldg(b + col + 36*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 68*(long long)ldb));
    }
    {
      const double c17_old = *(c + col + 17*(long long)ldc);
      *(c + col + 17*(long long)ldc) = c17_old + (0.6145280959667938*__ldg(b + col + 36*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 68*(long long)ldb));
    }
    {
      const double c18_old = *(c + col + 18*(long long)ldc);
      *(c + col + 18*(long long)ldc) = c18_old + (-1.2476247709889343*__ldg(b + col + 36*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 68*(long long)ldb));
    }
    {
      const double c19_old = *(c + col + 19*(long long)ldc);
      *(c + col + 19*(long long)ldc) = c19_old + (4.3891529665310856*__ldg(b + col + 36*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 68*(long long)ldb));
    }
    {
      const double c20_old = *(c + col + 20*(long long)ldc);
      *(c + col + 20*(long long)ldc) = c20_old + (-0.3274848629375154*__ldg(b + col + 37*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 69*(long long)ldb));
    }
    {
      const double c21_old = *(c + col + 21*(long long)ldc);
      *(c + col + 21*(long long)ldc) = c21_old + (0.6145280959667938*__ldg(b + col + 37*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 69*(long long)ldb));
    }
    {
      const double c22_old = *(c + col + 22*(long long)ldc);
      *(c + col + 22*(long long)ldc) = c22_old + (-1.2476247709889343*__ldg(b + col + 37*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 69*(long long)ldb));
    }
    {
      const double c23_old = *(c + col + 23*(long long)ldc);
      *(c + col + 23*(long long)ldc) = c23_old + (4.3891529665310856*__ldg(b + col + 37*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 69*(long long)ldb));
    }
    {
      const double c24_old = *(c + col + 24*(long long)ldc);
      *(c + col + 24*(long long)ldc) = c24_old + (-0.3274848629375154*__ldg(b + col + 38*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 70*(long long)ldb));
    }
    {
      const double c25_old = *(c + col + 25*(long long)ldc);
      *(c + col + 25*(long long)ldc) = c25_old + (0.6145280959667938*__ldg(b + col + 38*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 70*(long long)ldb));
    }
    {
      const double c26_old = *(c + col + 26*(long long)ldc);
      *(c + col + 26*(long long)ldc) = c26_old + (-1.2476247709889343*__ldg(b + col + 38*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 70*(long long)ldb));
    }
    {
      const double c27_old = *(c + col + 27*(long long)ldc);
      *(c + col + 27*(long long)ldc) = c27_old + (4.3891529665310856*__ldg(b + col + 38*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 70*(long long)ldb));
    }
    {
      const double c28_old = *(c + col + 28*(long long)ldc);
      *(c + col + 28*(long long)ldc) = c28_old + (-0.3274848629375154*__ldg(b + col + 39*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 71*(long long)ldb));
    }
    {
      const double c29_old = *(c + col + 29*(long long)ldc);
      *(c + col + 29*(long long)ldc) = c29_old + (0.6145280959667938*__ldg(b + col + 39*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 71*(long long)ldb));
    }
    {
      const double c30_old = *(c + col + 30*(long long)ldc);
      *(c + col + 30*(long long)ldc) = c30_old + (-1.2476247709889343*__ldg(b + col + 39*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 71*(long long)ldb));
    }
    {
      const double c31_old = *(c + col + 31*(long long)ldc);
      *(c + col + 31*(long long)ldc) = c31_old + (4.3891529665310856*__ldg(b + col + 39*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 71*(long long)ldb));
    }
    {
      const double c32_old = *(c + col + 32*(long long)ldc);
      *(c + col + 32*(long long)ldc) = c32_old + (-0.3274848629375154*__ldg(b + col + 40*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 72*(long long)ldb));
    }
    {
      const double c33_old = *(c + col + 33*(long long)ldc);
      *(c + col + 33*(long long)ldc) = c33_old + (0.6145280959667938*__ldg(b + col + 40*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 72*(long long)ldb));
    }
    {
      const double c34_old = *(c + col + 34*(long long)ldc);
      *(c + col + 34*(long long)ldc) = c34_old + (-1.2476247709889343*__ldg(b + col + 40*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 72*(long long)ldb));
    }
    {
      const double c35_old = *(c + col + 35*(long long)ldc);
      *(c + col + 35*(long long)ldc) = c35_old + (4.3891529665310856*__ldg(b + col + 40*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 72*(long long)ldb));
    }
    {
      const double c36_old = *(c + col + 36*(long long)ldc);
      *(c + col + 36*(long long)ldc) = c36_old + (-0.3274848629375154*__ldg(b + col + 41*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 73*(long long)ldb));
    }
    {
      const double c37_old = *(c + col + 37*(long long)ldc);
      *(c + col + 37*(long long)ldc) = c37_old + (0.6145280959667938*__ldg(b + col + 41*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 73*(long long)ldb));
    }
    {
      const double c38_old = *(c + col + 38*(long long)ldc);
      *(c + col + 38*(long long)ldc) = c38_old + (-1.2476247709889343*__ldg(b + col + 41*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 73*(long long)ldb));
    }
    {
      const double c39_old = *(c + col + 39*(long long)ldc);
      *(c + col + 39*(long long)ldc) = c39_old + (4.3891529665310856*__ldg(b + col + 41*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 73*(long long)ldb));
    }
    {
      const double c40_old = *(c + col + 40*(long long)ldc);
      *(c + col + 40*(long long)ldc) = c40_old + (-0.3274848629375154*__ldg(b + col + 42*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 74*(long long)ldb));
    }
    {
      const double c41_old = *(c + col + 41*(long long)ldc);
      *(c + col + 41*(long long)ldc) = c41_old + (0.6145280959667938*__ldg(b + col + 42*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 74*(long long)ldb));
    }
    {
      const double c42_old = *(c + col + 42*(long long)ldc);
      *(c + col + 42*(long long)ldc) = c42_old + (-1.2476247709889343*__ldg(b + col + 42*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 74*(long long)ldb));
    }
    {
      const double c43_old = *(c + col + 43*(long long)ldc);
      *(c + col + 43*(long long)ldc) = c43_old + (4.3891529665310856*__ldg(b + col + 42*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 74*(long long)ldb));
    }
    {
      const double c44_old = *(c + col + 44*(long long)ldc);
      *(c + col + 44*(long long)ldc) = c44_old + (-0.3274848629375154*__ldg(b + col + 43*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 75*(long long)ldb));
    }
    {
      const double c45_old = *(c + col + 45*(long long)ldc);
      *(c + col + 45*(long long)ldc) = c45_old + (0.6145280959667938*__ldg(b + col + 43*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 75*(long long)ldb));
    }
    {
      const double c46_old = *(c + col + 46*(long long)ldc);
      *(c + col + 46*(long long)ldc) = c46_old + (-1.2476247709889343*__ldg(b + col + 43*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 75*(long long)ldb));
    }
    {
      const double c47_old = *(c + col + 47*(long long)ldc);
      *(c + col + 47*(long long)ldc) = c47_old + (4.3891529665310856*__ldg(b + col + 43*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 75*(long long)ldb));
    }
    {
      const double c48_old = *(c + col + 48*(long long)ldc);
      *(c + col + 48*(long long)ldc) = c48_old + (-0.3274848629375154*__ldg(b + col + 44*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 76*(long long)ldb));
    }
    {
      const double c49_old = *(c + col + 49*(long long)ldc);
      *(c + col + 49*(long long)ldc) = c49_old + (0.6145280959667938*__ldg(b + col + 44*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 76*(long long)ldb));
    }
    {
      const double c50_old = *(c + col + 50*(long long)ldc);
      *(c + col + 50*(long long)ldc) = c50_old + (-1.2476247709889343*__ldg(b + col + 44*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 76*(long long)ldb));
    }
    {
      const double c51_old = *(c + col + 51*(long long)ldc);
      *(c + col + 51*(long long)ldc) = c51_old + (4.3891529665310856*__ldg(b + col + 44*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 76*(long long)ldb));
    }
    {
      const double c52_old = *(c + col + 52*(long long)ldc);
      *(c + col + 52*(long long)ldc) = c52_old + (-0.3274848629375154*__ldg(b + col + 45*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 77*(long long)ldb));
    }
    {
      const double c53_old = *(c + col + 53*(long long)ldc);
      *(c + col + 53*(long long)ldc) = c53_old + (0.6145280959667938*__ldg(b + col + 45*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 77*(long long)ldb));
    }
    {
      const double c54_old = *(c + col + 54*(long long)ldc);
      *(c + col + 54*(long long)ldc) = c54_old + (-1.2476247709889343*__ldg(b + col + 45*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 77*(long long)ldb));
    }
    {
      const double c55_old = *(c + col + 55*(long long)ldc);
      *(c + col + 55*(long long)ldc) = c55_old + (4.3891529665310856*__ldg(b + col + 45*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 77*(long long)ldb));
    }
    {
      const double c56_old = *(c + col + 56*(long long)ldc);
      *(c + col + 56*(long long)ldc) = c56_old + (-0.3274848629375154*__ldg(b + col + 46*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 78*(long long)ldb));
    }
    {
      const double c57_old = *(c + col + 57*(long long)ldc);
      *(c + col + 57*(long long)ldc) = c57_old + (0.6145280959667938*__ldg(b + col + 46*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 78*(long long)ldb));
    }
    {
      const double c58_old = *(c + col + 58*(long long)ldc);
      *(c + col + 58*(long long)ldc) = c58_old + (-1.2476247709889343*__ldg(b + col + 46*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 78*(long long)ldb));
    }
    {
      const double c59_old = *(c + col + 59*(long long)ldc);
      *(c + col + 59*(long long)ldc) = c59_old + (4.3891529665310856*__ldg(b + col + 46*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 78*(long long)ldb));
    }
    {
      const double c60_old = *(c + col + 60*(long long)ldc);
      *(c + col + 60*(long long)ldc) = c60_old + (-0.3274848629375154*__ldg(b + col + 47*(long long)ldb) - 4.3891529665310856*__ldg(b + col + 79*(long long)ldb));
    }
    {
      const double c61_old = *(c + col + 61*(long long)ldc);
      *(c + col + 61*(long long)ldc) = c61_old + (0.6145280959667938*__ldg(b + col + 47*(long long)ldb) + 1.2476247709889343*__ldg(b + col + 79*(long long)ldb));
    }
    {
      const double c62_old = *(c + col + 62*(long long)ldc);
      *(c + col + 62*(long long)ldc) = c62_old + (-1.2476247709889343*__ldg(b + col + 47*(long long)ldb) - 0.6145280959667938*__ldg(b + col + 79*(long long)ldb));
    }
    {
      const double c63_old = *(c + col + 63*(long long)ldc);
      *(c + col + 63*(long long)ldc) = c63_old + (4.3891529665310856*__ldg(b + col + 47*(long long)ldb) + 0.3274848629375154*__ldg(b + col + 79*(long long)ldb));
    }
    {
      const double c64_old = *(c + col + 64*(long long)ldc);
      *(c + col + 64*(long long)ldc) = c64_old + (-4.3891529665310856*__ldg(b + col + 16*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 48*(long long)ldb));
    }
    {
      const double c68_old = *(c + col + 68*(long long)ldc);
      *(c + col + 68*(long long)ldc) = c68_old + (1.2476247709889343*__ldg(b + col + 16*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 48*(long long)ldb));
    }
    {
      const double c72_old = *(c + col + 72*(long long)ldc);
      *(c + col + 72*(long long)ldc) = c72_old + (-0.6145280959667938*__ldg(b + col + 16*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 48*(long long)ldb));
    }
    {
      const double c76_old = *(c + col + 76*(long long)ldc);
      *(c + col + 76*(long long)ldc) = c76_old + (0.3274848629375154*__ldg(b + col + 16*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 48*(long long)ldb));
    }
    {
      const double c65_old = *(c + col + 65*(long long)ldc);
      *(c + col + 65*(long long)ldc) = c65_old + (-4.3891529665310856*__ldg(b + col + 17*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 49*(long long)ldb));
    }
    {
      const double c69_old = *(c + col + 69*(long long)ldc);
      *(c + col + 69*(long long)ldc) = c69_old + (1.2476247709889343*__ldg(b + col + 17*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 49*(long long)ldb));
    }
    {
      const double c73_old = *(c + col + 73*(long long)ldc);
      *(c + col + 73*(long long)ldc) = c73_old + (-0.6145280959667938*__ldg(b + col + 17*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 49*(long long)ldb));
    }
    {
      const double c77_old = *(c + col + 77*(long long)ldc);
      *(c + col + 77*(long long)ldc) = c77_old + (0.3274848629375154*__ldg(b + col + 17*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 49*(long long)ldb));
    }
    {
      const double c66_old = *(c + col + 66*(long long)ldc);
      *(c + col + 66*(long long)ldc) = c66_old + (-4.3891529665310856*__ldg(b + col + 18*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 50*(long long)ldb));
    }
    {
      const double c70_old = *(c + col + 70*(long long)ldc);
      *(c + col + 70*(long long)ldc) = c70_old + (1.2476247709889343*__ldg(b + col + 18*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 50*(long long)ldb));
    }
    {
      const double c74_old = *(c + col + 74*(long long)ldc);
      *(c + col + 74*(long long)ldc) = c74_old + (-0.6145280959667938*__ldg(b + col + 18*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 50*(long long)ldb));
    }
    {
      const double c78_old = *(c + col + 78*(long long)ldc);
      *(c + col + 78*(long long)ldc) = c78_old + (0.3274848629375154*__ldg(b + col + 18*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 50*(long long)ldb));
    }
    {
      const double c67_old = *(c + col + 67*(long long)ldc);
      *(c + col + 67*(long long)ldc) = c67_old + (-4.3891529665310856*__ldg(b + col + 19*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 51*(long long)ldb));
    }
    {
      const double c71_old = *(c + col + 71*(long long)ldc);
      *(c + col + 71*(long long)ldc) = c71_old + (1.2476247709889343*__ldg(b + col + 19*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 51*(long long)ldb));
    }
    {
      const double c75_old = *(c + col + 75*(long long)ldc);
      *(c + col + 75*(long long)ldc) = c75_old + (-0.6145280959667938*__ldg(b + col + 19*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 51*(long long)ldb));
    }
    {
      const double c79_old = *(c + col + 79*(long long)ldc);
      *(c + col + 79*(long long)ldc) = c79_old + (0.3274848629375154*__ldg(b + col + 19*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 51*(long long)ldb));
    }
    {
      const double c80_old = *(c + col + 80*(long long)ldc);
      *(c + col + 80*(long long)ldc) = c80_old + (-4.3891529665310856*__ldg(b + col + 20*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 52*(long long)ldb));
    }
    {
      const double c84_old = *(c + col + 84*(long long)ldc);
      *(c + col + 84*(long long)ldc) = c84_old + (1.2476247709889343*__ldg(b + col + 20*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 52*(long long)ldb));
    }
    {
      const double c88_old = *(c + col + 88*(long long)ldc);
      *(c + col + 88*(long long)ldc) = c88_old + (-0.6145280959667938*__ldg(b + col + 20*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 52*(long long)ldb));
    }
    {
      const double c92_old = *(c + col + 92*(long long)ldc);
      *(c + col + 92*(long long)ldc) = c92_old + (0.3274848629375154*__ldg(b + col + 20*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 52*(long long)ldb));
    }
    {
      const double c81_old = *(c + col + 81*(long long)ldc);
      *(c + col + 81*(long long)ldc) = c81_old + (-4.3891529665310856*__ldg(b + col + 21*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 53*(long long)ldb));
    }
    {
      const double c85_old = *(c + col + 85*(long long)ldc);
      *(c + col + 85*(long long)ldc) = c85_old + (1.2476247709889343*__ldg(b + col + 21*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 53*(long long)ldb));
    }
    {
      const double c89_old = *(c + col + 89*(long long)ldc);
      *(c + col + 89*(long long)ldc) = c89_old + (-0.6145280959667938*__ldg(b + col + 21*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 53*(long long)ldb));
    }
    {
      const double c93_old = *(c + col + 93*(long long)ldc);
      *(c + col + 93*(long long)ldc) = c93_old + (0.3274848629375154*__ldg(b + col + 21*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 53*(long long)ldb));
    }
    {
      const double c82_old = *(c + col + 82*(long long)ldc);
      *(c + col + 82*(long long)ldc) = c82_old + (-4.3891529665310856*__ldg(b + col + 22*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 54*(long long)ldb));
    }
    {
      const double c86_old = *(c + col + 86*(long long)ldc);
      *(c + col + 86*(long long)ldc) = c86_old + (1.2476247709889343*__ldg(b + col + 22*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 54*(long long)ldb));
    }
    {
      const double c90_old = *(c + col + 90*(long long)ldc);
      *(c + col + 90*(long long)ldc) = c90_old + (-0.6145280959667938*__ldg(b + col + 22*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 54*(long long)ldb));
    }
    {
      const double c94_old = *(c + col + 94*(long long)ldc);
      *(c + col + 94*(long long)ldc) = c94_old + (0.3274848629375154*__ldg(b + col + 22*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 54*(long long)ldb));
    }
    {
      const double c83_old = *(c + col + 83*(long long)ldc);
      *(c + col + 83*(long long)ldc) = c83_old + (-4.3891529665310856*__ldg(b + col + 23*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 55*(long long)ldb));
    }
    {
      const double c87_old = *(c + col + 87*(long long)ldc);
      *(c + col + 87*(long long)ldc) = c87_old + (1.2476247709889343*__ldg(b + col + 23*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 55*(long long)ldb));
    }
    {
      const double c91_old = *(c + col + 91*(long long)ldc);
      *(c + col + 91*(long long)ldc) = c91_old + (-0.6145280959667938*__ldg(b + col + 23*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 55*(long long)ldb));
    }
    {
      const double c95_old = *(c + col + 95*(long long)ldc);
      *(c + col + 95*(long long)ldc) = c95_old + (0.3274848629375154*__ldg(b + col + 23*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 55*(long long)ldb));
    }
    {
      const double c96_old = *(c + col + 96*(long long)ldc);
      *(c + col + 96*(long long)ldc) = c96_old + (-4.3891529665310856*__ldg(b + col + 24*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 56*(long long)ldb));
    }
    {
      const double c100_old = *(c + col + 100*(long long)ldc);
      *(c + col + 100*(long long)ldc) = c100_old + (1.2476247709889343*__ldg(b + col + 24*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 56*(long long)ldb));
    }
    {
      const double c104_old = *(c + col + 104*(long long)ldc);
      *(c + col + 104*(long long)ldc) = c104_old + (-0.6145280959667938*__ldg(b + col + 24*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 56*(long long)ldb));
    }
    {
      const double c108_old = *(c + col + 108*(long long)ldc);
      *(c + col + 108*(long long)ldc) = c108_old + (0.3274848629375154*__ldg(b + col + 24*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 56*(long long)ldb));
    }
    {
      const double c97_old = *(c + col + 97*(long long)ldc);
      *(c + col + 97*(long long)ldc) = c97_old + (-4.3891529665310856*__ldg(b + col + 25*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 57*(long long)ldb));
    }
    {
      const double c101_old = *(c + col + 101*(long long)ldc);
      *(c + col + 101*(long long)ldc) = c101_old + (1.2476247709889343*__ldg(b + col + 25*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 57*(long long)ldb));
    }
    {
      const double c105_old = *(c + col + 105*(long long)ldc);
      *(c + col + 105*(long long)ldc) = c105_old + (-0.6145280959667938*__ldg(b + col + 25*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 57*(long long)ldb));
    }
    {
      const double c109_old = *(c + col + 109*(long long)ldc);
      *(c + col + 109*(long long)ldc) = c109_old + (0.3274848629375154*__ldg(b + col + 25*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 57*(long long)ldb));
    }
    {
      const double c98_old = *(c + col + 98*(long long)ldc);
      *(c + col + 98*(long long)ldc) = c98_old + (-4.3891529665310856*__ldg(b + col + 26*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 58*(long long)ldb));
    }
    {
      const double c102_old = *(c + col + 102*(long long)ldc);
      *(c + col + 102*(long long)ldc) = c102_old + (1.2476247709889343*__ldg(b + col + 26*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 58*(long long)ldb));
    }
    {
      const double c106_old = *(c + col + 106*(long long)ldc);
      *(c + col + 106*(long long)ldc) = c106_old + (-0.6145280959667938*__ldg(b + col + 26*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 58*(long long)ldb));
    }
    {
      const double c110_old = *(c + col + 110*(long long)ldc);
      *(c + col + 110*(long long)ldc) = c110_old + (0.3274848629375154*__ldg(b + col + 26*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 58*(long long)ldb));
    }
    {
      const double c99_old = *(c + col + 99*(long long)ldc);
      *(c + col + 99*(long long)ldc) = c99_old + (-4.3891529665310856*__ldg(b + col + 27*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 59*(long long)ldb));
    }
    {
      const double c103_old = *(c + col + 103*(long long)ldc);
      *(c + col + 103*(long long)ldc) = c103_old + (1.2476247709889343*__ldg(b + col + 27*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 59*(long long)ldb));
    }
    {
      const double c107_old = *(c + col + 107*(long long)ldc);
      *(c + col + 107*(long long)ldc) = c107_old + (-0.6145280959667938*__ldg(b + col + 27*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 59*(long long)ldb));
    }
    {
      const double c111_old = *(c + col + 111*(long long)ldc);
      *(c + col + 111*(long long)ldc) = c111_old + (0.3274848629375154*__ldg(b + col + 27*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 59*(long long)ldb));
    }
    {
      const double c112_old = *(c + col + 112*(long long)ldc);
      *(c + col + 112*(long long)ldc) = c112_old + (-4.3891529665310856*__ldg(b + col + 28*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 60*(long long)ldb));
    }
    {
      const double c116_old = *(c + col + 116*(long long)ldc);
      *(c + col + 116*(long long)ldc) = c116_old + (1.2476247709889343*__ldg(b + col + 28*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 60*(long long)ldb));
    }
    {
      const double c120_old = *(c + col + 120*(long long)ldc);
      *(c + col + 120*(long long)ldc) = c120_old + (-0.6145280959667938*__ldg(b + col + 28*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 60*(long long)ldb));
    }
    {
      const double c124_old = *(c + col + 124*(long long)ldc);
      *(c + col + 124*(long long)ldc) = c124_old + (0.3274848629375154*__ldg(b + col + 28*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 60*(long long)ldb));
    }
    {
      const double c113_old = *(c + col + 113*(long long)ldc);
      *(c + col + 113*(long long)ldc) = c113_old + (-4.3891529665310856*__ldg(b + col + 29*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 61*(long long)ldb));
    }
    {
      const double c117_old = *(c + col + 117*(long long)ldc);
      *(c + col + 117*(long long)ldc) = c117_old + (1.2476247709889343*__ldg(b + col + 29*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 61*(long long)ldb));
    }
    {
      const double c121_old = *(c + col + 121*(long long)ldc);
      *(c + col + 121*(long long)ldc) = c121_old + (-0.6145280959667938*__ldg(b + col + 29*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 61*(long long)ldb));
    }
    {
      const double c125_old = *(c + col + 125*(long long)ldc);
      *(c + col + 125*(long long)ldc) = c125_old + (0.3274848629375154*__ldg(b + col + 29*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 61*(long long)ldb));
    }
    {
      const double c114_old = *(c + col + 114*(long long)ldc);
      *(c + col + 114*(long long)ldc) = c114_old + (-4.3891529665310856*__ldg(b + col + 30*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 62*(long long)ldb));
    }
    {
      const double c118_old = *(c + col + 118*(long long)ldc);
      *(c + col + 118*(long long)ldc) = c118_old + (1.2476247709889343*__ldg(b + col + 30*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 62*(long long)ldb));
    }
    {
      const double c122_old = *(c + col + 122*(long long)ldc);
      *(c + col + 122*(long long)ldc) = c122_old + (-0.6145280959667938*__ldg(b + col + 30*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 62*(long long)ldb));
    }
    {
      const double c126_old = *(c + col + 126*(long long)ldc);
      *(c + col + 126*(long long)ldc) = c126_old + (0.3274848629375154*__ldg(b + col + 30*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 62*(long long)ldb));
    }
    {
      const double c115_old = *(c + col + 115*(long long)ldc);
      *(c + col + 115*(long long)ldc) = c115_old + (-4.3891529665310856*__ldg(b + col + 31*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 63*(long long)ldb));
    }
    {
      const double c119_old = *(c + col + 119*(long long)ldc);
      *(c + col + 119*(long long)ldc) = c119_old + (1.2476247709889343*__ldg(b + col + 31*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 63*(long long)ldb));
    }
    {
      const double c123_old = *(c + col + 123*(long long)ldc);
      *(c + col + 123*(long long)ldc) = c123_old + (-0.6145280959667938*__ldg(b + col + 31*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 63*(long long)ldb));
    }
    {
      const double c127_old = *(c + col + 127*(long long)ldc);
      *(c + col + 127*(long long)ldc) = c127_old + (0.3274848629375154*__ldg(b + col + 31*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 63*(long long)ldb));
    }
    {
      const double c128_old = *(c + col + 128*(long long)ldc);
      *(c + col + 128*(long long)ldc) = c128_old + (-4.3891529665310856*__ldg(b + col) - 0.3274848629375154*__ldg(b + col + 80*(long long)ldb));
    }
    {
      const double c144_old = *(c + col + 144*(long long)ldc);
      *(c + col + 144*(long long)ldc) = c144_old + (1.2476247709889343*__ldg(b + col) + 0.6145280959667938*__ldg(b + col + 80*(long long)ldb));
    }
    {
      const double c160_old = *(c + col + 160*(long long)ldc);
      *(c + col + 160*(long long)ldc) = c160_old + (-0.6145280959667938*__ldg(b + col) - 1.2476247709889343*__ldg(b + col + 80*(long long)ldb));
    }
    {
      const double c176_old = *(c + col + 176*(long long)ldc);
      *(c + col + 176*(long long)ldc) = c176_old + (0.3274848629375154*__ldg(b + col) + 4.3891529665310856*__ldg(b + col + 80*(long long)ldb));
    }
    {
      const double c129_old = *(c + col + 129*(long long)ldc);
      *(c + col + 129*(long long)ldc) = c129_old + (-4.3891529665310856*__ldg(b + col + (long long)ldb) - 0.3274848629375154*__ldg(b + col + 81*(long long)ldb));
    }
    {
      const double c145_old = *(c + col + 145*(long long)ldc);
      *(c + col + 145*(long long)ldc) = c145_old + (1.2476247709889343*__ldg(b + col + (long long)ldb) + 0.6145280959667938*__ldg(b + col + 81*(long long)ldb));
    }
    {
      const double c161_old = *(c + col + 161*(long long)ldc);
      *(c + col + 161*(long long)ldc) = c161_old + (-0.6145280959667938*__ldg(b + col + (long long)ldb) - 1.2476247709889343*__ldg(b + col + 81*(long long)ldb));
    }
    {
      const double c177_old = *(c + col + 177*(long long)ldc);
      *(c + col + 177*(long long)ldc) = c177_old + (0.3274848629375154*__ldg(b + col + (long long)ldb) + 4.3891529665310856*__ldg(b + col + 81*(long long)ldb));
    }
    {
      const double c130_old = *(c + col + 130*(long long)ldc);
      *(c + col + 130*(long long)ldc) = c130_old + (-4.3891529665310856*__ldg(b + col + 2*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 82*(long long)ldb));
    }
    {
      const double c146_old = *(c + col + 146*(long long)ldc);
      *(c + col + 146*(long long)ldc) = c146_old + (1.2476247709889343*__ldg(b + col + 2*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 82*(long long)ldb));
    }
    {
      const double c162_old = *(c + col + 162*(long long)ldc);
      *(c + col + 162*(long long)ldc) = c162_old + (-0.6145280959667938*__ldg(b + col + 2*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 82*(long long)ldb));
    }
    {
      const double c178_old = *(c + col + 178*(long long)ldc);
      *(c + col + 178*(long long)ldc) = c178_old + (0.3274848629375154*__ldg(b + col + 2*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 82*(long long)ldb));
    }
    {
      const double c131_old = *(c + col + 131*(long long)ldc);
      *(c + col + 131*(long long)ldc) = c131_old + (-4.3891529665310856*__ldg(b + col + 3*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 83*(long long)ldb));
    }
    {
      const double c147_old = *(c + col + 147*(long long)ldc);
      *(c + col + 147*(long long)ldc) = c147_old + (1.2476247709889343*__ldg(b + col + 3*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 83*(long long)ldb));
    }
    {
      const double c163_old = *(c + col + 163*(long long)ldc);
      *(c + col + 163*(long long)ldc) = c163_old + (-0.6145280959667938*__ldg(b + col + 3*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 83*(long long)ldb));
    }
    {
      const double c179_old = *(c + col + 179*(long long)ldc);
      *(c + col + 179*(long long)ldc) = c179_old + (0.3274848629375154*__ldg(b + col + 3*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 83*(long long)ldb));
    }
    {
      const double c132_old = *(c + col + 132*(long long)ldc);
      *(c + col + 132*(long long)ldc) = c132_old + (-4.3891529665310856*__ldg(b + col + 4*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 84*(long long)ldb));
    }
    {
      const double c148_old = *(c + col + 148*(long long)ldc);
      *(c + col + 148*(long long)ldc) = c148_old + (1.2476247709889343*__ldg(b + col + 4*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 84*(long long)ldb));
    }
    {
      const double c164_old = *(c + col + 164*(long long)ldc);
      *(c + col + 164*(long long)ldc) = c164_old + (-0.6145280959667938*__ldg(b + col + 4*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 84*(long long)ldb));
    }
    {
      const double c180_old = *(c + col + 180*(long long)ldc);
      *(c + col + 180*(long long)ldc) = c180_old + (0.3274848629375154*__ldg(b + col + 4*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 84*(long long)ldb));
    }
    {
      const double c133_old = *(c + col + 133*(long long)ldc);
      *(c + col + 133*(long long)ldc) = c133_old + (-4.3891529665310856*__ldg(b + col + 5*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 85*(long long)ldb));
    }
    {
      const double c149_old = *(c + col + 149*(long long)ldc);
      *(c + col + 149*(long long)ldc) = c149_old + (1.2476247709889343*__ldg(b + col + 5*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 85*(long long)ldb));
    }
    {
      const double c165_old = *(c + col + 165*(long long)ldc);
      *(c + col + 165*(long long)ldc) = c165_old + (-0.6145280959667938*__ldg(b + col + 5*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 85*(long long)ldb));
    }
    {
      const double c181_old = *(c + col + 181*(long long)ldc);
      *(c + col + 181*(long long)ldc) = c181_old + (0.3274848629375154*__ldg(b + col + 5*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 85*(long long)ldb));
    }
    {
      const double c134_old = *(c + col + 134*(long long)ldc);
      *(c + col + 134*(long long)ldc) = c134_old + (-4.3891529665310856*__ldg(b + col + 6*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 86*(long long)ldb));
    }
    {
      const double c150_old = *(c + col + 150*(long long)ldc);
      *(c + col + 150*(long long)ldc) = c150_old + (1.2476247709889343*__ldg(b + col + 6*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 86*(long long)ldb));
    }
    {
      const double c166_old = *(c + col + 166*(long long)ldc);
      *(c + col + 166*(long long)ldc) = c166_old + (-0.6145280959667938*__ldg(b + col + 6*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 86*(long long)ldb));
    }
    {
      const double c182_old = *(c + col + 182*(long long)ldc);
      *(c + col + 182*(long long)ldc) = c182_old + (0.3274848629375154*__ldg(b + col + 6*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 86*(long long)ldb));
    }
    {
      const double c135_old = *(c + col + 135*(long long)ldc);
      *(c + col + 135*(long long)ldc) = c135_old + (-4.3891529665310856*__ldg(b + col + 7*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 87*(long long)ldb));
    }
    {
      const double c151_old = *(c + col + 151*(long long)ldc);
      *(c + col + 151*(long long)ldc) = c151_old + (1.2476247709889343*__ldg(b + col + 7*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 87*(long long)ldb));
    }
    {
      const double c167_old = *(c + col + 167*(long long)ldc);
      *(c + col + 167*(long long)ldc) = c167_old + (-0.6145280959667938*__ldg(b + col + 7*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 87*(long long)ldb));
    }
    {
      const double c183_old = *(c + col + 183*(long long)ldc);
      *(c + col + 183*(long long)ldc) = c183_old + (0.3274848629375154*__ldg(b + col + 7*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 87*(long long)ldb));
    }
    {
      const double c136_old = *(c + col + 136*(long long)ldc);
      *(c + col + 136*(long long)ldc) = c136_old + (-4.3891529665310856*__ldg(b + col + 8*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 88*(long long)ldb));
    }
    {
      const double c152_old = *(c + col + 152*(long long)ldc);
      *(c + col + 152*(long long)ldc) = c152_old + (1.2476247709889343*__ldg(b + col + 8*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 88*(long long)ldb));
    }
    {
      const double c168_old = *(c + col + 168*(long long)ldc);
      *(c + col + 168*(long long)ldc) = c168_old + (-0.6145280959667938*__ldg(b + col + 8*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 88*(long long)ldb));
    }
    {
      const double c184_old = *(c + col + 184*(long long)ldc);
      *(c + col + 184*(long long)ldc) = c184_old + (0.3274848629375154*__ldg(b + col + 8*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 88*(long long)ldb));
    }
    {
      const double c137_old = *(c + col + 137*(long long)ldc);
      *(c + col + 137*(long long)ldc) = c137_old + (-4.3891529665310856*__ldg(b + col + 9*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 89*(long long)ldb));
    }
    {
      const double c153_old = *(c + col + 153*(long long)ldc);
      *(c + col + 153*(long long)ldc) = c153_old + (1.2476247709889343*__ldg(b + col + 9*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 89*(long long)ldb));
    }
    {
      const double c169_old = *(c + col + 169*(long long)ldc);
      *(c + col + 169*(long long)ldc) = c169_old + (-0.6145280959667938*__ldg(b + col + 9*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 89*(long long)ldb));
    }
    {
      const double c185_old = *(c + col + 185*(long long)ldc);
      *(c + col + 185*(long long)ldc) = c185_old + (0.3274848629375154*__ldg(b + col + 9*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 89*(long long)ldb));
    }
    {
      const double c138_old = *(c + col + 138*(long long)ldc);
      *(c + col + 138*(long long)ldc) = c138_old + (-4.3891529665310856*__ldg(b + col + 10*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 90*(long long)ldb));
    }
    {
      const double c154_old = *(c + col + 154*(long long)ldc);
      *(c + col + 154*(long long)ldc) = c154_old + (1.2476247709889343*__ldg(b + col + 10*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 90*(long long)ldb));
    }
    {
      const double c170_old = *(c + col + 170*(long long)ldc);
      *(c + col + 170*(long long)ldc) = c170_old + (-0.6145280959667938*__ldg(b + col + 10*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 90*(long long)ldb));
    }
    {
      const double c186_old = *(c + col + 186*(long long)ldc);
      *(c + col + 186*(long long)ldc) = c186_old + (0.3274848629375154*__ldg(b + col + 10*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 90*(long long)ldb));
    }
    {
      const double c139_old = *(c + col + 139*(long long)ldc);
      *(c + col + 139*(long long)ldc) = c139_old + (-4.3891529665310856*__ldg(b + col + 11*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 91*(long long)ldb));
    }
    {
      const double c155_old = *(c + col + 155*(long long)ldc);
      *(c + col + 155*(long long)ldc) = c155_old + (1.2476247709889343*__ldg(b + col + 11*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 91*(long long)ldb));
    }
    {
      const double c171_old = *(c + col + 171*(long long)ldc);
      *(c + col + 171*(long long)ldc) = c171_old + (-0.6145280959667938*__ldg(b + col + 11*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 91*(long long)ldb));
    }
    {
      const double c187_old = *(c + col + 187*(long long)ldc);
      *(c + col + 187*(long long)ldc) = c187_old + (0.3274848629375154*__ldg(b + col + 11*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 91*(long long)ldb));
    }
    {
      const double c140_old = *(c + col + 140*(long long)ldc);
      *(c + col + 140*(long long)ldc) = c140_old + (-4.3891529665310856*__ldg(b + col + 12*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 92*(long long)ldb));
    }
    {
      const double c156_old = *(c + col + 156*(long long)ldc);
      *(c + col + 156*(long long)ldc) = c156_old + (1.2476247709889343*__ldg(b + col + 12*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 92*(long long)ldb));
    }
    {
      const double c172_old = *(c + col + 172*(long long)ldc);
      *(c + col + 172*(long long)ldc) = c172_old + (-0.6145280959667938*__ldg(b + col + 12*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 92*(long long)ldb));
    }
    {
      const double c188_old = *(c + col + 188*(long long)ldc);
      *(c + col + 188*(long long)ldc) = c188_old + (0.3274848629375154*__ldg(b + col + 12*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 92*(long long)ldb));
    }
    {
      const double c141_old = *(c + col + 141*(long long)ldc);
      *(c + col + 141*(long long)ldc) = c141_old + (-4.3891529665310856*__ldg(b + col + 13*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 93*(long long)ldb));
    }
    {
      const double c157_old = *(c + col + 157*(long long)ldc);
      *(c + col + 157*(long long)ldc) = c157_old + (1.2476247709889343*__ldg(b + col + 13*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 93*(long long)ldb));
    }
    {
      const double c173_old = *(c + col + 173*(long long)ldc);
      *(c + col + 173*(long long)ldc) = c173_old + (-0.6145280959667938*__ldg(b + col + 13*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 93*(long long)ldb));
    }
    {
      const double c189_old = *(c + col + 189*(long long)ldc);
      *(c + col + 189*(long long)ldc) = c189_old + (0.3274848629375154*__ldg(b + col + 13*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 93*(long long)ldb));
    }
    {
      const double c142_old = *(c + col + 142*(long long)ldc);
      *(c + col + 142*(long long)ldc) = c142_old + (-4.3891529665310856*__ldg(b + col + 14*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 94*(long long)ldb));
    }
    {
      const double c158_old = *(c + col + 158*(long long)ldc);
      *(c + col + 158*(long long)ldc) = c158_old + (1.2476247709889343*__ldg(b + col + 14*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 94*(long long)ldb));
    }
    {
      const double c174_old = *(c + col + 174*(long long)ldc);
      *(c + col + 174*(long long)ldc) = c174_old + (-0.6145280959667938*__ldg(b + col + 14*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 94*(long long)ldb));
    }
    {
      const double c190_old = *(c + col + 190*(long long)ldc);
      *(c + col + 190*(long long)ldc) = c190_old + (0.3274848629375154*__ldg(b + col + 14*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 94*(long long)ldb));
    }
    {
      const double c143_old = *(c + col + 143*(long long)ldc);
      *(c + col + 143*(long long)ldc) = c143_old + (-4.3891529665310856*__ldg(b + col + 15*(long long)ldb) - 0.3274848629375154*__ldg(b + col + 95*(long long)ldb));
    }
    {
      const double c159_old = *(c + col + 159*(long long)ldc);
      *(c + col + 159*(long long)ldc) = c159_old + (1.2476247709889343*__ldg(b + col + 15*(long long)ldb) + 0.6145280959667938*__ldg(b + col + 95*(long long)ldb));
    }
    {
      const double c175_old = *(c + col + 175*(long long)ldc);
      *(c + col + 175*(long long)ldc) = c175_old + (-0.6145280959667938*__ldg(b + col + 15*(long long)ldb) - 1.2476247709889343*__ldg(b + col + 95*(long long)ldb));
    }
    {
      const double c191_old = *(c + col + 191*(long long)ldc);
      *(c + col + 191*(long long)ldc) = c191_old + (0.3274848629375154*__ldg(b + col + 15*(long long)ldb) + 4.3891529665310856*__ldg(b + col + 95*(long long)ldb));
    }
  }
}
