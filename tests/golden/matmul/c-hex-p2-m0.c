// gimmikc: matmul cstream for operators/pyfr/hex-gl-p2-m0.mtx (54 x 27, 162 nonzeros), f64, alpha 1.0, beta 0.0, n at run time
#include <stddef.h>

void gimmik_matmul(int n, const double *restrict b, int ldb, double *restrict c, int ldc);
void gimmik_matmul_entry(void *const *args);

void gimmik_matmul(int n, const double *restrict b, int ldb, double *restrict c, int ldc)
{
#pragma omp parallel for simd schedule(static)
  for (ptrdiff_t col = 0; col < n; col++) {
    const double b0 = *(b + col);
    const double b1 = *(b + col + (ptrdiff_t)ldb);
    const double b2 = *(b + col + 2*(ptrdiff_t)ldb);
    const double b3 = *(b + col + 3*(ptrdiff_t)ldb);
    const double b4 = *(b + col + 4*(ptrdiff_t)ldb);
    const double b5 = *(b + col + 5*(ptrdiff_t)ldb);
    const double b6 = *(b + col + 6*(ptrdiff_t)ldb);
    const double b7 = *(b + col + 7*(ptrdiff_t)ldb);
    const double b8 = *(b + col + 8*(ptrdiff_t)ldb);
    const double b9 = *(b + col + 9*(ptrdiff_t)ldb);
    const double b10 = *(b + col + 10*(ptrdiff_t)ldb);
    const double b11 = *(b + col + 11*(ptrdiff_t)ldb);
    const double b12 = *(b + col + 12*(ptrdiff_t)ldb);
    const double b13 = *(b + col + 13*(ptrdiff_t)ldb);
    const double b14 = *(b + col + 14*(ptrdiff_t)ldb);
    const double b15 = *(b + col + 15*(ptrdiff_t)ldb);
    const double b16 = *(b + col + 16*(ptrdiff_t)ldb);
    const double b17 = *(b + col + 17*(ptrdiff_t)ldb);
    const double b18 = *(b + col + 18*(ptrdiff_t)ldb);
    const double b19 = *(b + col + 19*(ptrdiff_t)ldb);
    const double b20 = *(b + col + 20*(ptrdiff_t)ldb);
    const double b21 = *(b + col + 21*(ptrdiff_t)ldb);
    const double b22 = *(b + col + 22*(ptrdiff_t)ldb);
    const double b23 = *(b + col + 23*(ptrdiff_t)ldb);
    const double b24 = *(b + col + 24*(ptrdiff_t)ldb);
    const double b25 = *(b + col + 25*(ptrdiff_t)ldb);
    const double b26 = *(b + col + 26*(ptrdiff_t)ldb);
    *(c + col) = 1.4788305577012362*b0 - 0.6666666666666665*b9 + 0.18783610896543046*b18;
    *(c + col + (ptrdiff_t)ldc) = 1.4788305577012362*b1 - 0.6666666666666665*b10 + 0.18783610896543046*b19;
    *(c + col + 2*(ptrdiff_t)ldc) = 1.4788305577012362*b2 - 0.6666666666666665*b11 + 0.18783610896543046*b20;
    *(c + col + 3*(ptrdiff_t)ldc) = 1.4788305577012362*b3 - 0.6666666666666665*b12 + 0.18783610896543046*b21;
    *(c + col + 4*(ptrdiff_t)ldc) = 1.4788305577012362*b4 - 0.6666666666666665*b13 + 0.18783610896543046*b22;
    *(c + col + 5*(ptrdiff_t)ldc) = 1.4788305577012362*b5 - 0.6666666666666665*b14 + 0.18783610896543046*b23;
    *(c + col + 6*(ptrdiff_t)ldc) = 1.4788305577012362*b6 - 0.6666666666666665*b15 + 0.18783610896543046*b24;
    *(c + col + 7*(ptrdiff_t)ldc) = 1.4788305577012362*b7 - 0.6666666666666665*b16 + 0.18783610896543046*b25;
    *(c + col + 8*(ptrdiff_t)ldc) = 1.4788305577012362*b8 - 0.6666666666666665*b17 + 0.18783610896543046*b26;
    *(c + col + 9*(ptrdiff_t)ldc) = 1.4788305577012362*b0 - 0.6666666666666665*b3 + 0.18783610896543046*b6;
    *(c + col + 10*(ptrdiff_t)ldc) = 1.4788305577012362*b1 - 0.6666666666666665*b4 + 0.18783610896543046*b7;
    *(c + col + 11*(ptrdiff_t)ldc) = 1.4788305577012362*b2 - 0.6666666666666665*b5 + 0.18783610896543046*b8;
    *(c + col + 12*(ptrdiff_t)ldc) = 1.4788305577012362*b9 - 0.6666666666666665*b12 + 0.18783610896543046*b15;
    *(c + col + 13*(ptrdiff_t)ldc) = 1.4788305577012362*b10 - 0.6666666666666665*b13 + 0.18783610896543046*b16;
    *(c + col + 14*(ptrdiff_t)ldc) = 1.4788305577012362*b11 - 0.6666666666666665*b14 + 0.18783610896543046*b17;
    *(c + col + 15*(ptrdiff_t)ldc) = 1.4788305577012362*b18 - 0.6666666666666665*b21 + 0.18783610896543046*b24;
    *(c + col + 16*(ptrdiff_t)ldc) = 1.4788305577012362*b19 - 0.6666666666666665*b22 + 0.18783610896543046*b25;
    *(c + col + 17*(ptrdiff_t)ldc) = 1.4788305577012362*b20 - 0.6666666666666665*b23 + 0.18783610896543046*b26;
    *(c + col + 18*(ptrdiff_t)ldc) = 0.18783610896543046*b0 - 0.6666666666666665*b1 + 1.4788305577012362*b2;
    *(c + col + 19*(ptrdiff_t)ldc) = 0.18783610896543046*b3 - 0.6666666666666665*b4 + 1.4788305577012362*b5;
    *(c + col + 20*(ptrdiff_t)ldc) = 0.18783610896543046*b6 - 0.6666666666666665*b7 + 1.4788305577012362*b8;
    *(c + col + 21*(ptrdiff_t)ldc) = 0.18783610896543046*b9 - 0.6666666666666665*b10 + 1.4788305577012362*b11;
    *(c + col + 22*(ptrdiff_t)ldc) = 0.18783610896543046*b12 - 0.6666666666666665*b13 + 1.4788305577012362*b14;
    *(c + col + 23*(ptrdiff_t)ldc) = 0.18783610896543046*b15 - 0.6666666666666665*b16 + 1.4788305577012362*b17;
    *(c + col + 24*(ptrdiff_t)ldc) = 0.18783610896543046*b18 - 0.6666666666666665*b19 + 1.4788305577012362*b20;
    *(c + col + 25*(ptrdiff_t)ldc) = 0.18783610896543046*b21 - 0.6666666666666665*b22 + 1.4788305577012362*b23;
    *(c + col + 26*(ptrdiff_t)ldc) = 0.18783610896543046*b24 - 0.6666666666666665*b25 + 1.4788305577012362*b26;
    *(c + col + 27*(ptrdiff_t)ldc) = 0.18783610896543046*b0 - 0.6666666666666665*b3 + 1.4788305577012362*b6;
    *(c + col + 28*(ptrdiff_t)ldc) = 0.18783610896543046*b1 - 0.6666666666666665*b4 + 1.4788305577012362*b7;
    *(c + col + 29*(ptrdiff_t)ldc) = 0.18783610896543046*b2 - 0.6666666666666665*b5 + 1.4788305577012362*b8;
    *(c + col + 30*(ptrdiff_t)ldc) = 0.18783610896543046*b9 - 0.6666666666666665*b12 + 1.4788305577012362*b15;
    *(c + col + 31*(ptrdiff_t)ldc) = 0.18783610896543046*b10 - 0.6666666666666665*b13 + 1.4788305577012362*b16;
    *(c + col + 32*(ptrdiff_t)ldc) = 0.18783610896543046*b11 - 0.6666666666666665*b14 + 1.4788305577012362*b17;
    *(c + col + 33*(ptrdiff_t)ldc) = 0.18783610896543046*b18 - 0.6666666666666665*b21 + 1.4788305577012362*b24;
    *(c + col + 34*(ptrdiff_t)ldc) = 0.18783610896543046*b19 - 0.6666666666666665*b22 + 1.4788305577012362*b25;
    *(c + col + 35*(ptrdiff_t)ldc) = 0.18783610896543046*b20 - 0.6666666666666665*b23 + 1.4788305577012362*b26;
    *(c + col + 36*(ptrdiff_t)ldc) = 1.4788305577012362*b0 - 0.6666666666666665*b1 + 0.18783610896543046*b2;
    *(c + col + 37*(ptrdiff_t)ldc) = 1.4788305577012362*b3 - 0.6666666666666665*b4 + 0.18783610896543046*b5;
    *(c + col + 38*(ptrdiff_t)ldc) = 1.4788305577012362*b6 - 0.6666666666666665*b7 + 0.18783610896543046*b8;
    *(c + col + 39*(ptrdiff_t)ldc) = 1.4788305577012362*b9 - 0.6666666666666665*b10 + 0.18783610896543046*b11;
    *(c + col + 40*(ptrdiff_t)ldc) = 1.4788305577012362*b12 - 0.6666666666666665*b13 + 0.18783610896543046*b14;
    *(c + col + 41*(ptrdiff_t)ldc) = 1.4788305577012362*b15 - 0.6666666666666665*b16 + 0.18783610896543046*b17;
    *(c + col + 42*(ptrdiff_t)ldc) = 1.4788305577012362*b18 - 0.6666666666666665*b19 + 0.18783610896543046*b20;
    *(c + col + 43*(ptrdiff_t)ldc) = 1.4788305577012362*b21 - 0.6666666666666665*b22 + 0.18783610896543046*b23;
    *(c + col + 44*(ptrdiff_t)ldc) = 1.4788305577012362*b24 - 0.6666666666666665*b25 + 0.18783610896543046*b26;
    *(c + col + 45*(ptrdiff_t)ldc) = 0.18783610896543046*b0 - 0.6666666666666665*b9 + 1.4788305577012362*b18;
    *(c + col + 46*(ptrdiff_t)ldc) = 0.18783610896543046*b1 - 0.6666666666666665*b10 + 1.4788305577012362*b19;
    *(c + col + 47*(ptrdiff_t)ldc) = 0.18783610896543046*b2 - 0.6666666666666665*b11 + 1.4788305577012362*b20;
    *(c + col + 48*(ptrdiff_t)ldc) = 0.18783610896543046*b3 - 0.6666666666666665*b12 + 1.4788305577012362*b21;
    *(c + col + 49*(ptrdiff_t)ldc) = 0.18783610896543046*b4 - 0.6666666666666665*b13 + 1.4788305577012362*b22;
    *(c + col + 50*(ptrdiff_t)ldc) = 0.18783610896543046*b5 - 0.6666666666666665*b14 + 1.4788305577012362*b23;
    *(c + col + 51*(ptrdiff_t)ldc) = 0.18783610896543046*b6 - 0.6666666666666665*b15 + 1.4788305577012362*b24;
    *(c + col + 52*(ptrdiff_t)ldc) = 0.18783610896543046*b7 - 0.6666666666666665*b16 + 1.4788305577012362*b25;
    *(c + col + 53*(ptrdiff_t)ldc) = 0.18783610896543046*b8 - 0.6666666666666665*b17 + 1.4788305577012362*b26;
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void gimmik_matmul_entry(void *const *args)
{
  gimmik_matmul(*(const int *)args[0], *(const double *const *)args[1], *(const int *)args[2],
      *(double *const *)args[3], *(const int *)args[4]);
}
