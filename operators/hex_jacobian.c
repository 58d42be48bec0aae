/* hex_jacobian.c: see hex_jacobian.h. */
#include "operators/hex_jacobian.h"

#include <math.h>

/* The sign of reference coordinate `axis` at vertex v = a + 2b + 4c. */
static long double corner_sign(int vertex, int axis) {
  return ((vertex >> axis) & 1) ? 1.0L : -1.0L;
}

void gimmik_hex_jacobian(const double *corners, long double r, long double s,
                  long double t, long double jacobian[3][3]) {
  const long double point[3] = {r, s, t};
  for (int a = 0; a < 3; a++)
    for (int b = 0; b < 3; b++) jacobian[a][b] = 0.0L;
  for (int v = 0; v < 8; v++) {
    long double factor[3], derivative[3];
    for (int axis = 0; axis < 3; axis++)
      factor[axis] = 1.0L + corner_sign(v, axis) * point[axis];
    /* d/dr of the shape function: the r factor becomes its sign. */
    derivative[0] = corner_sign(v, 0) * factor[1] * factor[2] / 8.0L;
    derivative[1] = corner_sign(v, 1) * factor[0] * factor[2] / 8.0L;
    derivative[2] = corner_sign(v, 2) * factor[0] * factor[1] / 8.0L;
    for (int a = 0; a < 3; a++)
      for (int b = 0; b < 3; b++)
        jacobian[a][b] += (long double)corners[v * 3 + a] * derivative[b];
  }
}

/* The cross product of columns p and q of J. */
static void column_cross(long double jacobian[3][3], int p, int q,
                         long double out[3]) {
  for (int a = 0; a < 3; a++) {
    int b = (a + 1) % 3, c = (a + 2) % 3;
    out[a] = jacobian[b][p] * jacobian[c][q] - jacobian[c][p] * jacobian[b][q];
  }
}

static long double dot3(const long double x[3], const long double y[3]) {
  return x[0] * y[0] + x[1] * y[1] + x[2] * y[2];
}

long double gimmik_hex_factors(long double jacobian[3][3],
                        long double factors[6]) {
  long double adjugate[3][3];
  column_cross(jacobian, 1, 2, adjugate[0]);
  column_cross(jacobian, 2, 0, adjugate[1]);
  column_cross(jacobian, 0, 1, adjugate[2]);
  const long double column_r[3] = {jacobian[0][0], jacobian[1][0],
                                   jacobian[2][0]};
  long double det = dot3(column_r, adjugate[0]);
  int f = 0;
  for (int a = 0; a < 3; a++)
    for (int b = a; b < 3; b++)
      factors[f++] = dot3(adjugate[a], adjugate[b]) / det;
  return det;
}

long double gimmik_hex_size(const double *corners) {
  long double size = 0.0L;
  for (int c = 0; c < 3; c++) {
    long double low = corners[c], high = corners[c];
    for (int v = 1; v < 8; v++) {
      long double x = corners[v * 3 + c];
      if (x < low) low = x;
      if (x > high) high = x;
    }
    if (high - low > size) size = high - low;
  }
  return size;
}
