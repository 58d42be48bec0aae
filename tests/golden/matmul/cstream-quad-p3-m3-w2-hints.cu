// gimmikc: matmul cstream for operators/pyfr/quad-gl-p3-m3.mtx (16 x 16, 64 nonzeros), f64, alpha 1.0, beta 1.0, n at run time
__constant__ double gimmik_a[4] = {0.3274848629375152, 0.6145280959667938, 1.247624770988934, 4.389152966531084};

extern "C" __global__ void __launch_bounds__(128)
gimmik_matmul(int n, const double* __restrict__ b, int ldb, double* __restrict__ c, int ldc)
{
  const long long col = ((long long)blockIdx.x*128 + threadIdx.x)*2;
  if (col + 2 <= n) {
    const double2 b0 = __ldcs((const double2*)(b + col));
    const double2 b1 = __ldcs((const double2*)(b + col + (long long)ldb));
    const double2 b2 = __ldcs((const double2*)(b + col + 2*(long long)ldb));
    const double2 b3 = __ldcs((const double2*)(b + col + 3*(long long)ldb));
    const double2 b4 = __ldcs((const double2*)(b + col + 4*(long long)ldb));
    const double2 b5 = __ldcs((const double2*)(b + col + 5*(long long)ldb));
    const double2 b6 = __ldcs((const double2*)(b + col + 6*(long long)ldb));
    const double2 b7 = __ldcs((const double2*)(b + col + 7*(long long)ldb));
    const double2 b8 = __ldcs((const double2*)(b + col + 8*(long long)ldb));
    const double2 b9 = __ldcs((const double2*)(b + col + 9*(long long)ldb));
    const double2 b10 = __ldcs((const double2*)(b + col + 10*(long long)ldb));
    const double2 b11 = __ldcs((const double2*)(b + col + 11*(long long)ldb));
    const double2 b12 = __ldcs((const double2*)(b + col + 12*(long long)ldb));
    const double2 b13 = __ldcs((const double2*)(b + col + 13*(long long)ldb));
    const double2 b14 = __ldcs((const double2*)(b + col + 14*(long long)ldb));
    const double2 b15 = __ldcs((const double2*)(b + col + 15*(long long)ldb));
    const double2 c0_old = __ldcs((const double2*)(c + col));
    const double2 c1_old = __ldcs((const double2*)(c + col + (long long)ldc));
    const double2 c2_old = __ldcs((const double2*)(c + col + 2*(long long)ldc));
    const double2 c3_old = __ldcs((const double2*)(c + col + 3*(long long)ldc));
    const double2 c4_old = __ldcs((const double2*)(c + col + 4*(long long)ldc));
    const double2 c5_old = __ldcs((const double2*)(c + col + 5*(long long)ldc));
    const double2 c6_old = __ldcs((const double2*)(c + col + 6*(long long)ldc));
    const double2 c7_old = __ldcs((const double2*)(c + col + 7*(long long)ldc));
    const double2 c8_old = __ldcs((const double2*)(c + col + 8*(long long)ldc));
    __stcs((double2*)(c + col), make_double2(c0_old.x + (gimmik_a[3]*b0.x - gimmik_a[0]*b4.x - gimmik_a[0]*b8.x + gimmik_a[3]*b12.x), c0_old.y + (gimmik_a[3]*b0.y - gimmik_a[0]*b4.y - gimmik_a[0]*b8.y + gimmik_a[3]*b12.y)));
    const double2 c9_old = __ldcs((const double2*)(c + col + 9*(long long)ldc));
    __stcs((double2*)(c + col + (long long)ldc), make_double2(c1_old.x + (gimmik_a[3]*b1.x + gimmik_a[1]*b4.x - gimmik_a[0]*b9.x - gimmik_a[2]*b12.x), c1_old.y + (gimmik_a[3]*b1.y + gimmik_a[1]*b4.y - gimmik_a[0]*b9.y - gimmik_a[2]*b12.y)));
    const double2 c10_old = __ldcs((const double2*)(c + col + 10*(long long)ldc));
    __stcs((double2*)(c + col + 2*(long long)ldc), make_double2(c2_old.x + (gimmik_a[3]*b2.x - gimmik_a[2]*b4.x - gimmik_a[0]*b10.x + gimmik_a[1]*b12.x), c2_old.y + (gimmik_a[3]*b2.y - gimmik_a[2]*b4.y - gimmik_a[0]*b10.y + gimmik_a[1]*b12.y)));
    const double2 c11_old = __ldcs((const double2*)(c + col + 11*(long long)ldc));
    __stcs((double2*)(c + col + 3*(long long)ldc), make_double2(c3_old.x + (gimmik_a[3]*b3.x + gimmik_a[3]*b4.x - gimmik_a[0]*b11.x - gimmik_a[0]*b12.x), c3_old.y + (gimmik_a[3]*b3.y + gimmik_a[3]*b4.y - gimmik_a[0]*b11.y - gimmik_a[0]*b12.y)));
    const double2 c12_old = __ldcs((const double2*)(c + col + 12*(long long)ldc));
    __stcs((double2*)(c + col + 4*(long long)ldc), make_double2(c4_old.x + (-gimmik_a[2]*b0.x - gimmik_a[0]*b5.x + gimmik_a[1]*b8.x + gimmik_a[3]*b13.x), c4_old.y + (-gimmik_a[2]*b0.y - gimmik_a[0]*b5.y + gimmik_a[1]*b8.y + gimmik_a[3]*b13.y)));
    const double2 c13_old = __ldcs((const double2*)(c + col + 13*(long long)ldc));
    __stcs((double2*)(c + col + 5*(long long)ldc), make_double2(c5_old.x + (-gimmik_a[2]*b1.x + gimmik_a[1]*b5.x + gimmik_a[1]*b9.x - gimmik_a[2]*b13.x), c5_old.y + (-gimmik_a[2]*b1.y + gimmik_a[1]*b5.y + gimmik_a[1]*b9.y - gimmik_a[2]*b13.y)));
    const double2 c14_old = __ldcs((const double2*)(c + col + 14*(long long)ldc));
    __stcs((double2*)(c + col + 6*(long long)ldc), make_double2(c6_old.x + (-gimmik_a[2]*b2.x - gimmik_a[2]*b5.x + gimmik_a[1]*b10.x + gimmik_a[1]*b13.x), c6_old.y + (-gimmik_a[2]*b2.y - gimmik_a[2]*b5.y + gimmik_a[1]*b10.y + gimmik_a[1]*b13.y)));
    const double2 c15_old = __ldcs((const double2*)(c + col + 15*(long long)ldc));
    __stcs((double2*)(c + col + 7*(long long)ldc), make_double2(c7_old.x + (-gimmik_a[2]*b3.x + gimmik_a[3]*b5.x + gimmik_a[1]*b11.x - gimmik_a[0]*b13.x), c7_old.y + (-gimmik_a[2]*b3.y + gimmik_a[3]*b5.y + gimmik_a[1]*b11.y - gimmik_a[0]*b13.y)));
    __stcs((double2*)(c + col + 8*(long long)ldc), make_double2(c8_old.x + (gimmik_a[1]*b0.x - gimmik_a[0]*b6.x - gimmik_a[2]*b8.x + gimmik_a[3]*b14.x), c8_old.y + (gimmik_a[1]*b0.y - gimmik_a[0]*b6.y - gimmik_a[2]*b8.y + gimmik_a[3]*b14.y)));
    __stcs((double2*)(c + col + 9*(long long)ldc), make_double2(c9_old.x + (gimmik_a[1]*b1.x + gimmik_a[1]*b6.x - gimmik_a[2]*b9.x - gimmik_a[2]*b14.x), c9_old.y + (gimmik_a[1]*b1.y + gimmik_a[1]*b6.y - gimmik_a[2]*b9.y - gimmik_a[2]*b14.y)));
    __stcs((double2*)(c + col + 10*(long long)ldc), make_double2(c10_old.x + (gimmik_a[1]*b2.x - gimmik_a[2]*b6.x - gimmik_a[2]*b10.x + gimmik_a[1]*b14.x), c10_old.y + (gimmik_a[1]*b2.y - gimmik_a[2]*b6.y - gimmik_a[2]*b10.y + gimmik_a[1]*b14.y)));
    __stcs((double2*)(c + col + 11*(long long)ldc), make_double2(c11_old.x + (gimmik_a[1]*b3.x + gimmik_a[3]*b6.x - gimmik_a[2]*b11.x - gimmik_a[0]*b14.x), c11_old.y + (gimmik_a[1]*b3.y + gimmik_a[3]*b6.y - gimmik_a[2]*b11.y - gimmik_a[0]*b14.y)));
    __stcs((double2*)(c + col + 12*(long long)ldc), make_double2(c12_old.x + (-gimmik_a[0]*b0.x - gimmik_a[0]*b7.x + gimmik_a[3]*b8.x + gimmik_a[3]*b15.x), c12_old.y + (-gimmik_a[0]*b0.y - gimmik_a[0]*b7.y + gimmik_a[3]*b8.y + gimmik_a[3]*b15.y)));
    __stcs((double2*)(c + col + 13*(long long)ldc), make_double2(c13_old.x + (-gimmik_a[0]*b1.x + gimmik_a[1]*b7.x + gimmik_a[3]*b9.x - gimmik_a[2]*b15.x), c13_old.y + (-gimmik_a[0]*b1.y + gimmik_a[1]*b7.y + gimmik_a[3]*b9.y - gimmik_a[2]*b15.y)));
    __stcs((double2*)(c + col + 14*(long long)ldc), make_double2(c14_old.x + (-gimmik_a[0]*b2.x - gimmik_a[2]*b7.x + gimmik_a[3]*b10.x + gimmik_a[1]*b15.x), c14_old.y + (-gimmik_a[0]*b2.y - gimmik_a[2]*b7.y + gimmik_a[3]*b10.y + gimmik_a[1]*b15.y)));
    __stcs((double2*)(c + col + 15*(long long)ldc), make_double2(c15_old.x + (-gimmik_a[0]*b3.x + gimmik_a[3]*b7.x + gimmik_a[3]*b11.x - gimmik_a[0]*b15.x), c15_old.y + (-gimmik_a[0]*b3.y + gimmik_a[3]*b7.y + gimmik_a[3]*b11.y - gimmik_a[0]*b15.y)));
  }
  else {
    for (long long tail = col; tail < n; tail++) {
      const double b0 = __ldcs(b + tail);
      const double b1 = __ldcs(b + tail + (long long)ldb);
      const double b2 = __ldcs(b + tail + 2*(long long)ldb);
      const double b3 = __ldcs(b + tail + 3*(long long)ldb);
      const double b4 = __ldcs(b + tail + 4*(long long)ldb);
      const double b5 = __ldcs(b + tail + 5*(long long)ldb);
      const double b6 = __ldcs(b + tail + 6*(long long)ldb);
      const double b7 = __ldcs(b + tail + 7*(long long)ldb);
      const double b8 = __ldcs(b + tail + 8*(long long)ldb);
      const double b9 = __ldcs(b + tail + 9*(long long)ldb);
      const double b10 = __ldcs(b + tail + 10*(long long)ldb);
      const double b11 = __ldcs(b + tail + 11*(long long)ldb);
      const double b12 = __ldcs(b + tail + 12*(long long)ldb);
      const double b13 = __ldcs(b + tail + 13*(long long)ldb);
      const double b14 = __ldcs(b + tail + 14*(long long)ldb);
      const double b15 = __ldcs(b + tail + 15*(long long)ldb);
      const double c0_old = __ldcs(c + tail);
      const double c1_old = __ldcs(c + tail + (long long)ldc);
      const double c2_old = __ldcs(c + tail + 2*(long long)ldc);
      const double c3_old = __ldcs(c + tail + 3*(long long)ldc);
      const double c4_old = __ldcs(c + tail + 4*(long long)ldc);
      const double c5_old = __ldcs(c + tail + 5*(long long)ldc);
      const double c6_old = __ldcs(c + tail + 6*(long long)ldc);
      const double c7_old = __ldcs(c + tail + 7*(long long)ldc);
      const double c8_old = __ldcs(c + tail + 8*(long long)ldc);
      __stcs(c + tail, c0_old + (gimmik_a[3]*b0 - gimmik_a[0]*b4 - gimmik_a[0]*b8 + gimmik_a[3]*b12));
      const double c9_old = __ldcs(c + tail + 9*(long long)ldc);
      __stcs(c + tail + (long long)ldc, c1_old + (gimmik_a[3]*b1 + gimmik_a[1]*b4 - gimmik_a[0]*b9 - gimmik_a[2]*b12));
      const double c10_old = __ldcs(c + tail + 10*(long long)ldc);
      __stcs(c + tail + 2*(long long)ldc, c2_old + (gimmik_a[3]*b2 - gimmik_a[2]*b4 - gimmik_a[0]*b10 + gimmik_a[1]*b12));
      const double c11_old = __ldcs(c + tail + 11*(long long)ldc);
      __stcs(c + tail + 3*(long long)ldc, c3_old + (gimmik_a[3]*b3 + gimmik_a[3]*b4 - gimmik_a[0]*b11 - gimmik_a[0]*b12));
      const double c12_old = __ldcs(c + tail + 12*(long long)ldc);
      __stcs(c + tail + 4*(long long)ldc, c4_old + (-gimmik_a[2]*b0 - gimmik_a[0]*b5 + gimmik_a[1]*b8 + gimmik_a[3]*b13));
      const double c13_old = __ldcs(c + tail + 13*(long long)ldc);
      __stcs(c + tail + 5*(long long)ldc, c5_old + (-gimmik_a[2]*b1 + gimmik_a[1]*b5 + gimmik_a[1]*b9 - gimmik_a[2]*b13));
      const double c14_old = __ldcs(c + tail + 14*(long long)ldc);
      __stcs(c + tail + 6*(long long)ldc, c6_old + (-gimmik_a[2]*b2 - gimmik_a[2]*b5 + gimmik_a[1]*b10 + gimmik_a[1]*b13));
      const double c15_old = __ldcs(c + tail + 15*(long long)ldc);
      __stcs(c + tail + 7*(long long)ldc, c7_old + (-gimmik_a[2]*b3 + gimmik_a[3]*b5 + gimmik_a[1]*b11 - gimmik_a[0]*b13));
      __stcs(c + tail + 8*(long long)ldc, c8_old + (gimmik_a[1]*b0 - gimmik_a[0]*b6 - gimmik_a[2]*b8 + gimmik_a[3]*b14));
      __stcs(c + tail + 9*(long long)ldc, c9_old + (gimmik_a[1]*b1 + gimmik_a[1]*b6 - gimmik_a[2]*b9 - gimmik_a[2]*b14));
      __stcs(c + tail + 10*(long long)ldc, c10_old + (gimmik_a[1]*b2 - gimmik_a[2]*b6 - gimmik_a[2]*b10 + gimmik_a[1]*b14));
      __stcs(c + tail + 11*(long long)ldc, c11_old + (gimmik_a[1]*b3 + gimmik_a[3]*b6 - gimmik_a[2]*b11 - gimmik_a[0]*b14));
      __stcs(c + tail + 12*(long long)ldc, c12_old + (-gimmik_a[0]*b0 - gimmik_a[0]*b7 + gimmik_a[3]*b8 + gimmik_a[3]*b15));
      __stcs(c + tail + 13*(long long)ldc, c13_old + (-gimmik_a[0]*b1 + gimmik_a[1]*b7 + gimmik_a[3]*b9 - gimmik_a[2]*b15));
      __stcs(c + tail + 14*(long long)ldc, c14_old + (-gimmik_a[0]*b2 - gimmik_a[2]*b7 + gimmik_a[3]*b10 + gimmik_a[1]*b15));
      __stcs(c + tail + 15*(long long)ldc, c15_old + (-gimmik_a[0]*b3 + gimmik_a[3]*b7 + gimmik_a[3]*b11 - gimmik_a[0]*b15));
    }
  }
}
