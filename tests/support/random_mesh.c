/* random_mesh.c: random hexahedral meshes (random_mesh.h). */
#include "random_mesh.h"

#include <stdint.h>
#include <stdlib.h>

#include "random.h"

/* Uniform in [-1, 1). */
static double random_symmetric(uint64_t *state) {
  return 2.0 * gimmik_random_unit(state) - 1.0;
}

static gimmik_status allocate(long long elements, double **vertices,
                              gimmik_error *error) {
  *vertices = malloc((size_t)elements * 24 * sizeof **vertices);
  if (!*vertices)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for %lld elements", elements);
  return GIMMIK_OK;
}

/* Grid vertex (a, b, c) of the brick, moved by its random offset. */
static void grid_point(const double *offsets, int nx, int ny, int a, int b,
                       int c, double point[3]) {
  size_t index = (size_t)a + (size_t)(nx + 1) * (b + (size_t)(ny + 1) * c);
  point[0] = a + offsets[index * 3 + 0];
  point[1] = b + offsets[index * 3 + 1];
  point[2] = c + offsets[index * 3 + 2];
}

gimmik_status gimmik_hex_mesh_brick(int nx, int ny, int nz, double deformation,
                                    unsigned long long seed, double **vertices,
                                    gimmik_error *error) {
  *vertices = NULL;
  if (nx < 1 || ny < 1 || nz < 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "brick of %d x %d x %d elements: each count must "
                            "be at least 1", nx, ny, nz);
  if (!(deformation >= 0.0 && deformation < 0.25))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "deformation %g is outside [0, 0.25)", deformation);
  long long elements = (long long)nx * ny * nz;
  size_t grid = (size_t)(nx + 1) * (ny + 1) * (nz + 1);
  double *offsets = malloc(grid * 3 * sizeof *offsets);
  if (!offsets) return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_status status = allocate(elements, vertices, error);
  uint64_t state = seed;
  for (size_t i = 0; i < grid * 3; i++)
    offsets[i] = deformation * random_symmetric(&state);
  for (long long e = 0; e < elements && status == GIMMIK_OK; e++) {
    int ex = (int)(e % nx), ey = (int)(e / nx % ny), ez = (int)(e / nx / ny);
    for (int v = 0; v < 8; v++)
      grid_point(offsets, nx, ny, ex + (v & 1), ey + (v >> 1 & 1),
                 ez + (v >> 2 & 1), *vertices + (e * 8 + v) * 3);
  }
  free(offsets);
  return status;
}

gimmik_status gimmik_hex_mesh_parallelepipeds(long long elements,
                                              double deformation,
                                              unsigned long long seed,
                                              double **vertices,
                                              gimmik_error *error) {
  *vertices = NULL;
  if (elements < 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "elements = %lld: a mesh needs at least one",
                            elements);
  if (!(deformation >= 0.0 && deformation < 0.5))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "deformation %g is outside [0, 0.5)", deformation);
  gimmik_status status = allocate(elements, vertices, error);
  uint64_t state = seed;
  for (long long e = 0; e < elements && status == GIMMIK_OK; e++) {
    /* x = centre + J (r, s, t): J = I/2 plus up to deformation/4 per
     * entry keeps J diagonally dominant (0.375 > 2 * 0.125), so detJ > 0. */
    double centre[3], jacobian[3][3];
    for (int a = 0; a < 3; a++) {
      centre[a] = 10.0 * random_symmetric(&state);
      for (int b = 0; b < 3; b++)
        jacobian[a][b] = (a == b ? 0.5 : 0.0) +
                         0.25 * deformation * random_symmetric(&state);
    }
    for (int v = 0; v < 8; v++)
      for (int a = 0; a < 3; a++) {
        double x = centre[a];
        for (int b = 0; b < 3; b++)
          x += jacobian[a][b] * ((v >> b & 1) ? 1.0 : -1.0);
        (*vertices)[(e * 8 + v) * 3 + a] = x;
      }
  }
  return status;
}
