/*
 * test_hex_mesh.c: the host geometry of gimmik/hex_mesh.h: stored factors
 * against closed forms on affine elements, exact volumes, parallelepiped
 * factors against stored ones, and clear errors for degenerate, inverted,
 * non-finite and non-affine elements and for bad arguments.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/hex_mesh.h"
#include "axhelm_reference.h"
#include "gimmik/quadrature.h"
#include "random_mesh.h"

/* The 8 vertices of x = centre + J (r, s, t) (vertex order of hex_mesh.h). */
static void affine_element(const double jacobian[3][3], const double centre[3],
                           double *corners) {
  for (int v = 0; v < 8; v++)
    for (int a = 0; a < 3; a++) {
      corners[v * 3 + a] = centre[a];
      for (int b = 0; b < 3; b++)
        corners[v * 3 + a] += jacobian[a][b] * ((v >> b & 1) ? 1.0 : -1.0);
    }
}

static double relative(double value, double expected) {
  double scale = fabs(expected) > 1e-300 ? fabs(expected) : 1.0;
  return fabs(value - expected) / scale;
}

/* A diagonal J = diag(a, b, c): G = w detJ diag(1/a^2, 1/b^2, 1/c^2). */
static void test_box_factors(void) {
  const double jacobian[3][3] = {{0.5, 0, 0}, {0, 2.0, 0}, {0, 0, 0.25}};
  const double centre[3] = {1, 2, 3};
  double corners[24];
  affine_element(jacobian, centre, corners);
  enum { N = 4, VOLUME = N * N * N };
  double ggeo[7 * VOLUME];
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_hex_geometric_factors(N, 1, corners, GIMMIK_F64, ggeo, &error),
           &error);
  double x[N], w[N];
  CHECK_OK(gimmik_quadrature(GIMMIK_GAUSS_LOBATTO_LEGENDRE, N, x, w, &error),
           &error);
  double det = 0.5 * 2.0 * 0.25, worst = 0.0;
  for (int node = 0; node < VOLUME; node++) {
    double weight = w[node % N] * w[node / N % N] * w[node / (N * N)];
    double expected[7] = {weight * det / 0.25, 0, 0, weight * det / 4.0, 0,
                          weight * det / 0.0625, weight * det};
    for (int f = 0; f < 7; f++) {
      double value = ggeo[f * VOLUME + node];
      double gap = expected[f] == 0.0 ? fabs(value) : relative(value, expected[f]);
      if (gap > worst) worst = gap;
    }
  }
  CHECK(worst < 1e-15);
}

/* GLL with N >= 3 integrates detJ of a trilinear map exactly, so the sum
 * of GwJ (the volume) is the same for every such N. */
static void test_volume_is_exact(void) {
  double *vertices = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_hex_mesh_brick(3, 2, 2, 0.2, 7, &vertices, &error), &error);
  if (!vertices) return;
  double volumes[2] = {0, 0};
  const int counts[2] = {3, 7};
  for (int c = 0; c < 2; c++) {
    int n = counts[c], volume = n * n * n;
    double *ggeo = malloc(12 * 7 * (size_t)volume * sizeof *ggeo);
    CHECK_OK(gimmik_hex_geometric_factors(n, 12, vertices, GIMMIK_F64, ggeo,
                                          &error), &error);
    for (int e = 0; e < 12; e++)
      for (int node = 0; node < volume; node++) {
        const double *g = ggeo + (size_t)e * 7 * volume + node;
        volumes[c] += g[6 * volume];
        /* G is positive definite: positive diagonal and determinant. */
        double g00 = g[0], g01 = g[volume], g02 = g[2 * volume];
        double g11 = g[3 * volume], g12 = g[4 * volume], g22 = g[5 * volume];
        double minor = g00 * g11 - g01 * g01;
        double determinant = g00 * (g11 * g22 - g12 * g12) -
                             g01 * (g01 * g22 - g12 * g02) +
                             g02 * (g01 * g12 - g11 * g02);
        CHECK(g00 > 0 && minor > 0 && determinant > 0);
      }
    free(ggeo);
  }
  CHECK(relative(volumes[0], volumes[1]) < 1e-14);
  CHECK(fabs(volumes[0] - 12.0) < 12.0 * 0.2); /* about 3 x 2 x 2 */
  free(vertices);
}

/* On affine elements the stored factors are the parallelepiped factors
 * times the weights. */
static void test_parallelepiped_matches_stored(void) {
  enum { E = 5, N = 3, VOLUME = N * N * N };
  double *vertices = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_hex_mesh_parallelepipeds(E, 0.4, 3, &vertices, &error),
           &error);
  if (!vertices) return;
  double ggeo[E * 7 * VOLUME], pgeo[E * 7];
  float pgeo32[E * 7];
  CHECK_OK(gimmik_hex_geometric_factors(N, E, vertices, GIMMIK_F64, ggeo,
                                        &error), &error);
  CHECK_OK(gimmik_hex_parallelepiped_factors(E, vertices, 1e-9, GIMMIK_F64,
                                             pgeo, &error), &error);
  CHECK_OK(gimmik_hex_parallelepiped_factors(E, vertices, 1e-9, GIMMIK_F32,
                                             pgeo32, &error), &error);
  double x[N], w[N], worst = 0.0, worst32 = 0.0;
  CHECK_OK(gimmik_quadrature(GIMMIK_GAUSS_LOBATTO_LEGENDRE, N, x, w, &error),
           &error);
  for (int e = 0; e < E; e++)
    for (int node = 0; node < VOLUME; node++) {
      double weight = w[node % N] * w[node / N % N] * w[node / (N * N)];
      for (int f = 0; f < 7; f++) {
        double stored = ggeo[(e * 7 + f) * VOLUME + node];
        double gap = fabs(stored - weight * pgeo[e * 7 + f]) /
                     (weight * fabs(pgeo[e * 7 + 6]));
        if (gap > worst) worst = gap;
      }
    }
  for (int i = 0; i < E * 7; i++) {
    double gap = fabs(pgeo32[i] - pgeo[i]) / fabs(pgeo[i]);
    if (gap > worst32) worst32 = gap;
  }
  CHECK(worst < 1e-14);
  CHECK(worst32 < 0x1p-24); /* rounded once: half an ulp */
  free(vertices);
}

static void test_bad_elements(void) {
  double *vertices = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_hex_mesh_brick(2, 2, 1, 0.1, 9, &vertices, &error), &error);
  if (!vertices) return;
  double *ggeo = malloc(4 * 7 * 27 * sizeof *ggeo);
  CHECK_OK(gimmik_hex_check(3, 4, vertices, &error), &error);
  /* Inverted: element 3 mirrored in r (vertices 0<->1, 2<->3, ...). */
  double *e3 = vertices + 3 * 24, saved[24];
  memcpy(saved, e3, sizeof saved);
  for (int v = 0; v < 8; v += 2)
    for (int c = 0; c < 3; c++) {
      e3[v * 3 + c] = saved[(v + 1) * 3 + c];
      e3[(v + 1) * 3 + c] = saved[v * 3 + c];
    }
  CHECK_FAILS(gimmik_hex_check(3, 4, vertices, &error), &error,
              GIMMIK_ERROR_INPUT, "element 3 is inverted");
  CHECK_FAILS(gimmik_hex_geometric_factors(3, 4, vertices, GIMMIK_F64, ggeo,
                                           &error), &error,
              GIMMIK_ERROR_INPUT, "element 3 is inverted");
  /* Degenerate: element 3's top face collapsed onto its bottom face. */
  memcpy(e3, saved, sizeof saved);
  memcpy(e3 + 12, e3, 12 * sizeof *e3);
  CHECK_FAILS(gimmik_hex_check(3, 4, vertices, &error), &error,
              GIMMIK_ERROR_INPUT, "element 3 is degenerate");
  double trilinear[4 * 24];
  CHECK_FAILS(gimmik_hex_trilinear_vertices(3, 4, vertices, GIMMIK_F64,
                                            trilinear, &error), &error,
              GIMMIK_ERROR_INPUT, "element 3 is degenerate");
  /* Not finite. */
  memcpy(e3, saved, sizeof saved);
  vertices[24 + 5] = NAN;
  CHECK_FAILS(gimmik_hex_check(3, 4, vertices, &error), &error,
              GIMMIK_ERROR_INPUT, "element 1: vertex 1 coordinate 2 is not finite");
  /* A trilinear brick element is not a parallelepiped. */
  vertices[24 + 5] = saved[5];
  double pgeo[4 * 7];
  CHECK_FAILS(gimmik_hex_parallelepiped_factors(4, vertices, 1e-9, GIMMIK_F64,
                                                pgeo, &error), &error,
              GIMMIK_ERROR_INPUT, "element 0 is not a parallelepiped");
  free(ggeo);
  free(vertices);
}

static void test_bad_arguments(void) {
  double *vertices = NULL, out[7 * 8];
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_hex_mesh_brick(1, 1, 1, 0.0, 1, &vertices, &error), &error);
  CHECK_FAILS(gimmik_hex_geometric_factors(1, 1, vertices, GIMMIK_F64, out,
                                           &error), &error,
              GIMMIK_ERROR_ARGUMENT, "points = 1 per direction is outside 2..32");
  CHECK_FAILS(gimmik_hex_geometric_factors(2, 0, vertices, GIMMIK_F64, out,
                                           &error), &error,
              GIMMIK_ERROR_ARGUMENT, "elements = 0");
  CHECK_FAILS(gimmik_hex_parallelepiped_factors(1, NULL, 0.0, GIMMIK_F64, out,
                                                &error), &error,
              GIMMIK_ERROR_ARGUMENT, "must not be NULL");
  double *none = NULL;
  CHECK_FAILS(gimmik_hex_mesh_brick(0, 1, 1, 0.1, 1, &none, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "each count must be at least 1");
  CHECK_FAILS(gimmik_hex_mesh_brick(1, 1, 1, 0.3, 1, &none, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "deformation 0.3 is outside [0, 0.25)");
  CHECK_FAILS(gimmik_hex_mesh_parallelepipeds(2, 0.5, 1, &none, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "outside [0, 0.5)");
  CHECK(none == NULL);
  /* The undeformed unit cube: G = w_i w_j w_k (1/8) * 4 I. */
  CHECK_OK(gimmik_hex_geometric_factors(2, 1, vertices, GIMMIK_F64, out,
                                        &error), &error);
  CHECK(fabs(out[0] - 0.5) < 1e-16 && out[8] == 0.0 && fabs(out[48] - 0.125) < 1e-16);
  free(vertices);
}

/* The operator's diagonal equals A e_n at n for every unit vector e_n,
 * A the long double reference, on deformed elements (cross terms and
 * all), Poisson and Helmholtz. */
static void test_operator_diagonal(void) {
  enum { E = 2, N = 4, VOLUME = N * N * N };
  double *vertices = NULL, diagonal[E * VOLUME], u[E * VOLUME],
         au[E * VOLUME];
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_hex_mesh_brick(2, 1, 1, 0.2, 5, &vertices, &error),
           &error);
  for (int helmholtz = 0; helmholtz < 2; helmholtz++) {
    double lambda0 = 1.5, lambda1 = helmholtz ? 0.75 : 0.0;
    CHECK_OK(gimmik_hex_operator_diagonal(N, E, vertices, lambda0, lambda1,
                                          GIMMIK_F64, diagonal, &error),
             &error);
    axhelm_reference_problem problem = {N, 1, helmholtz, 0, lambda0, lambda1,
                                        E, 0, vertices, NULL, NULL, u};
    double worst = 0.0;
    for (int n = 0; n < E * VOLUME; n++) {
      memset(u, 0, sizeof u);
      u[n] = 1.0;
      CHECK_OK(gimmik_axhelm_reference_apply(&problem, 0, E, au, &error),
               &error);
      double gap = fabs(au[n] - diagonal[n]) / fabs(au[n]);
      if (gap > worst) worst = gap;
    }
    CHECK(worst < 1e-13);
  }
  free(vertices);
}

int main(void) {
  test_operator_diagonal();
  test_box_factors();
  test_volume_is_exact();
  test_parallelepiped_matches_stored();
  test_bad_elements();
  test_bad_arguments();
  return check_finish("test_hex_mesh");
}
