// gimmikc: matmul cstream for operators/pyfr/quad-gl-p2-m6.mtx (18 x 12, 36 nonzeros), f64, alpha 1.0, beta 0.5, n 1000, ldb 1024, ldc 1024
#include <stddef.h>

void gimmik_matmul(const double *restrict b, double *restrict c);
void gimmik_matmul_entry(void *const *args);

void gimmik_matmul(const double *restrict b, double *restrict c)
{
#pragma omp parallel for simd schedule(static)
  for (ptrdiff_t col = 0; col < 1000; col++) {
    const double b0 = *(b + col);
    const double b1 = *(b + col + 1024);
    const double b2 = *(b + col + 2048);
    const double b3 = *(b + col + 3072);
    const double b4 = *(b + col + 4096);
    const double b5 = *(b + col + 5120);
    const double b6 = *(b + col + 6144);
    const double b7 = *(b + col + 7168);
    const double b8 = *(b + col + 8192);
    const double b9 = *(b + col + 9216);
    const double b10 = *(b + col + 10240);
    const double b11 = *(b + col + 11264);
    {
      const double c0_old = *(c + col);
      *(c + col) = (0.33810499613777545*b3 - 2.6618950038622256*b9) + 0.5*c0_old;
    }
    {
      const double c1_old = *(c + col + 1024);
      *(c + col + 1024) = (-0.75*b3 + 0.75*b9) + 0.5*c1_old;
    }
    {
      const double c2_old = *(c + col + 2048);
      *(c + col + 2048) = (2.6618950038622256*b3 - 0.33810499613777545*b9) + 0.5*c2_old;
    }
    {
      const double c3_old = *(c + col + 3072);
      *(c + col + 3072) = (0.33810499613777545*b4 - 2.6618950038622256*b10) + 0.5*c3_old;
    }
    {
      const double c4_old = *(c + col + 4096);
      *(c + col + 4096) = (-0.75*b4 + 0.75*b10) + 0.5*c4_old;
    }
    {
      const double c5_old = *(c + col + 5120);
      *(c + col + 5120) = (2.6618950038622256*b4 - 0.33810499613777545*b10) + 0.5*c5_old;
    }
    {
      const double c6_old = *(c + col + 6144);
      *(c + col + 6144) = (0.33810499613777545*b5 - 2.6618950038622256*b11) + 0.5*c6_old;
    }
    {
      const double c7_old = *(c + col + 7168);
      *(c + col + 7168) = (-0.75*b5 + 0.75*b11) + 0.5*c7_old;
    }
    {
      const double c8_old = *(c + col + 8192);
      *(c + col + 8192) = (2.6618950038622256*b5 - 0.33810499613777545*b11) + 0.5*c8_old;
    }
    {
      const double c9_old = *(c + col + 9216);
      *(c + col + 9216) = (-2.6618950038622256*b0 + 0.33810499613777545*b6) + 0.5*c9_old;
    }
    {
      const double c10_old = *(c + col + 10240);
      *(c + col + 10240) = (-2.6618950038622256*b1 + 0.33810499613777545*b7) + 0.5*c10_old;
    }
    {
      const double c11_old = *(c + col + 11264);
      *(c + col + 11264) = (-2.6618950038622256*b2 + 0.33810499613777545*b8) + 0.5*c11_old;
    }
    {
      const double c12_old = *(c + col + 12288);
      *(c + col + 12288) = (0.75*b0 - 0.75*b6) + 0.5*c12_old;
    }
    {
      const double c13_old = *(c + col + 13312);
      *(c + col + 13312) = (0.75*b1 - 0.75*b7) + 0.5*c13_old;
    }
    {
      const double c14_old = *(c + col + 14336);
      *(c + col + 14336) = (0.75*b2 - 0.75*b8) + 0.5*c14_old;
    }
    {
      const double c15_old = *(c + col + 15360);
      *(c + col + 15360) = (-0.33810499613777545*b0 + 2.6618950038622256*b6) + 0.5*c15_old;
    }
    {
      const double c16_old = *(c + col + 16384);
      *(c + col + 16384) = (-0.33810499613777545*b1 + 2.6618950038622256*b7) + 0.5*c16_old;
    }
    {
      const double c17_old = *(c + col + 17408);
      *(c + col + 17408) = (-0.33810499613777545*b2 + 2.6618950038622256*b8) + 0.5*c17_old;
    }
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_matmul_entry(void *const *args)
{
  gimmik_matmul(*(const double *const *)args[0], *(double *const *)args[1]);
}
