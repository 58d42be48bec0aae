/*
 * test_mesh_box.c: box meshes (gimmik/mesh.h): the numbering against the
 * structured grid's (unique count, ids, multiplicities, boundary mask),
 * against node coordinates (node_check.h) and DSS; the Kershaw and smooth
 * deformations; Dirichlet groups of a box; bad arguments.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/hex_mesh.h"
#include "gimmik/mesh.h"
#include "node_check.h"

static gimmik_mesh *make_box(int ex, int ey, int ez,
                             gimmik_deformation deformation, double parameter) {
  gimmik_box_options options;
  gimmik_box_options_init(&options);
  options.elements[0] = ex;
  options.elements[1] = ey;
  options.elements[2] = ez;
  options.deformation = deformation;
  options.parameter = parameter;
  gimmik_mesh *mesh = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_mesh_create_box(&options, &mesh, &error), &error);
  return mesh;
}

/* The position of local node l on the global grid of GLL points. */
static void grid_position(const int box[3], int points, long long l,
                          long long at[3]) {
  long long volume = (long long)points * points * points, e = l / volume;
  long long node = l % volume;
  long long element[3] = {e % box[0], e / box[0] % box[1], e / box[0] / box[1]};
  long long index[3] = {node % points, node / points % points,
                        node / points / points};
  for (int axis = 0; axis < 3; axis++)
    at[axis] = element[axis] * (points - 1) + index[axis];
}

/* Ids of the structured grid, renumbered in order of first copy; the
 * multiplicity 2 per axis on an inner element boundary; the boundary. */
static void check_structured(const gimmik_numbering *numbering,
                             const int box[3]) {
  int n = gimmik_numbering_points(numbering);
  long long count = gimmik_numbering_local_count(numbering);
  long long size[3], grid = 1;
  for (int axis = 0; axis < 3; axis++) {
    size[axis] = box[axis] * (n - 1LL) + 1;
    grid *= size[axis];
  }
  CHECK(gimmik_numbering_unique_count(numbering) == grid);
  long long *renumbered = malloc((size_t)grid * sizeof *renumbered);
  for (long long g = 0; g < grid; g++) renumbered[g] = -1;
  const long long *global = gimmik_numbering_global_ids(numbering);
  const int *multiplicity = gimmik_numbering_multiplicity(numbering);
  const unsigned char *mask = gimmik_numbering_mask(numbering);
  long long next = 0, wrong_id = 0, wrong_copies = 0, wrong_mask = 0;
  for (long long l = 0; l < count; l++) {
    long long at[3];
    grid_position(box, n, l, at);
    long long structured = at[0] + size[0] * (at[1] + size[1] * at[2]);
    if (renumbered[structured] < 0) renumbered[structured] = next++;
    wrong_id += global[l] != renumbered[structured];
    int copies = 1, boundary = 0;
    for (int axis = 0; axis < 3; axis++) {
      int inner = at[axis] > 0 && at[axis] < size[axis] - 1;
      if (inner && at[axis] % (n - 1) == 0) copies *= 2;
      boundary |= !inner;
    }
    wrong_copies += multiplicity[l] != copies;
    wrong_mask += mask[l] != !boundary;
  }
  CHECK(wrong_id == 0);
  CHECK(wrong_copies == 0);
  CHECK(wrong_mask == 0);
  free(renumbered);
}

static void check_counts(const gimmik_mesh *mesh, const int box[3]) {
  long long x = box[0], y = box[1], z = box[2];
  int reported[3] = {0, 0, 0};
  CHECK(gimmik_mesh_is_box(mesh, reported));
  CHECK(reported[0] == box[0] && reported[1] == box[1] &&
        reported[2] == box[2]);
  CHECK(gimmik_mesh_elements(mesh) == x * y * z);
  CHECK(gimmik_mesh_vertex_count(mesh) == (x + 1) * (y + 1) * (z + 1));
  CHECK(gimmik_mesh_edge_count(mesh) ==
        x * (y + 1) * (z + 1) + (x + 1) * y * (z + 1) + (x + 1) * (y + 1) * z);
  CHECK(gimmik_mesh_face_count(mesh) ==
        (x + 1) * y * z + x * (y + 1) * z + x * y * (z + 1));
  CHECK(gimmik_mesh_boundary_face_count(mesh) == 2 * (x * y + y * z + x * z));
}

/* Everything about one box at one N. */
static void test_box(int ex, int ey, int ez, int points,
                     gimmik_deformation deformation, double parameter) {
  const int box[3] = {ex, ey, ez};
  gimmik_mesh *mesh = make_box(ex, ey, ez, deformation, parameter);
  if (!mesh) return;
  check_counts(mesh, box);
  gimmik_numbering *numbering = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_mesh_number(mesh, points, NULL, &numbering, &error), &error);
  if (numbering) {
    CHECK(gimmik_numbering_points(numbering) == points);
    CHECK(gimmik_numbering_local_count(numbering) ==
          (long long)ex * ey * ez * points * points * points);
    check_structured(numbering, box);
    check_by_points(mesh, numbering, 17 + points);
  }
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
}

static void test_sizes(void) {
  static const int sizes[][3] = {{1, 1, 1}, {2, 1, 1}, {1, 3, 2}, {3, 2, 2}};
  static const int points[] = {2, 3, 5, 8};
  for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
    for (size_t p = 0; p < sizeof points / sizeof *points; p++)
      test_box(sizes[s][0], sizes[s][1], sizes[s][2], points[p],
               GIMMIK_DEFORM_NONE, 0.0);
  test_box(3, 3, 3, 5, GIMMIK_DEFORM_SMOOTH, 0.075);
  test_box(6, 2, 2, 8, GIMMIK_DEFORM_KERSHAW, 0.3);
  test_box(12, 4, 4, 3, GIMMIK_DEFORM_KERSHAW, 0.05);
  test_box(3, 2, 2, 4, GIMMIK_DEFORM_SHEAR, 0.5);
}

/* The volume, sum of GwJ at N = 3 (exact for trilinear elements). */
static double volume(const gimmik_mesh *mesh) {
  long long elements = gimmik_mesh_elements(mesh);
  double *ggeo = malloc((size_t)elements * 7 * 27 * sizeof *ggeo);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_hex_geometric_factors(3, elements, gimmik_mesh_vertices(mesh),
                                        GIMMIK_F64, ggeo, &error),
           &error);
  double sum = 0.0;
  for (long long e = 0; e < elements; e++)
    for (int node = 0; node < 27; node++) sum += ggeo[(e * 7 + 6) * 27 + node];
  free(ggeo);
  return sum;
}

/* Vertices on a side of the cube stay exactly on it. */
static long long off_the_sides(const gimmik_mesh *mesh, const int box[3]) {
  long long off = 0;
  const double *vertices = gimmik_mesh_vertices(mesh);
  for (long long e = 0; e < gimmik_mesh_elements(mesh); e++) {
    long long place[3] = {e % box[0], e / box[0] % box[1], e / box[0] / box[1]};
    for (int v = 0; v < 8; v++)
      for (int axis = 0; axis < 3; axis++) {
        long long grid = place[axis] + (v >> axis & 1);
        double x = vertices[(e * 8 + v) * 3 + axis];
        if (grid == 0) off += x != 0.0;
        if (grid == box[axis]) off += x != 1.0;
      }
  }
  return off;
}

/* The coordinate c of grid vertex (a, b, c) as some element has it. */
static double grid_vertex(const gimmik_mesh *mesh, const int box[3], int a,
                          int b, int c, int axis) {
  int ex = a < box[0] ? a : a - 1, ey = b < box[1] ? b : b - 1,
      ez = c < box[2] ? c : c - 1;
  int v = (a - ex) + 2 * (b - ey) + 4 * (c - ez);
  long long e = ex + (long long)box[0] * (ey + (long long)box[1] * ez);
  return gimmik_mesh_vertices(mesh)[(e * 8 + v) * 3 + axis];
}

static void test_kershaw(void) {
  const int box[3] = {6, 2, 2};
  gimmik_mesh *plain = make_box(6, 2, 2, GIMMIK_DEFORM_NONE, 0.0);
  gimmik_mesh *unit = make_box(6, 2, 2, GIMMIK_DEFORM_KERSHAW, 1.0);
  gimmik_mesh *squeezed = make_box(6, 2, 2, GIMMIK_DEFORM_KERSHAW, 0.3);
  if (!plain || !unit || !squeezed) return;
  CHECK(memcmp(gimmik_mesh_vertices(plain), gimmik_mesh_vertices(unit),
               6 * 2 * 2 * 24 * sizeof(double)) == 0);
  /* y = z = 1/2 goes to eps/2 where x <= 1/6 and to 1 - eps/2 where
   * x >= 5/6; at x = 1/2 the map is the mean of the two. */
  CHECK(fabs(grid_vertex(squeezed, box, 0, 1, 1, 1) - 0.15) < 1e-15);
  CHECK(fabs(grid_vertex(squeezed, box, 1, 1, 1, 2) - 0.15) < 1e-15);
  CHECK(fabs(grid_vertex(squeezed, box, 6, 1, 1, 1) - 0.85) < 1e-15);
  CHECK(fabs(grid_vertex(squeezed, box, 3, 1, 1, 2) - 0.5) < 1e-15);
  /* At x = 2/6 the weight has risen to all upper. */
  CHECK(fabs(grid_vertex(squeezed, box, 2, 1, 1, 1) - 0.85) < 1e-15);
  CHECK(grid_vertex(squeezed, box, 2, 1, 1, 0) ==
        grid_vertex(plain, box, 2, 1, 1, 0));
  CHECK(off_the_sides(squeezed, box) == 0);
  CHECK(fabs(volume(squeezed) - 1.0) < 1e-13);
  gimmik_mesh_destroy(plain);
  gimmik_mesh_destroy(unit);
  gimmik_mesh_destroy(squeezed);
}

static void test_smooth(void) {
  const int box[3] = {4, 3, 5};
  gimmik_mesh *mesh = make_box(4, 3, 5, GIMMIK_DEFORM_SMOOTH, 0.075);
  if (!mesh) return;
  CHECK(off_the_sides(mesh, box) == 0);
  CHECK(fabs(volume(mesh) - 1.0) < 1e-13);
  /* The interior elements are no longer parallelepipeds. */
  gimmik_error error;
  gimmik_error_init(&error);
  double pgeo[7 * 60];
  CHECK_FAILS(gimmik_hex_parallelepiped_factors(60, gimmik_mesh_vertices(mesh),
                                                1e-6, GIMMIK_F64, pgeo, &error),
              &error, GIMMIK_ERROR_INPUT, "not a parallelepiped");
  gimmik_mesh_destroy(mesh);
}

/* The shear keeps every element a parallelepiped (and the volume: detJ
 * = 1), moves grid vertex (a, b, c) to (x + s y, y + s z, z), and with
 * it the sides. */
static void test_shear(void) {
  const int box[3] = {4, 3, 2};
  gimmik_mesh *mesh = make_box(4, 3, 2, GIMMIK_DEFORM_SHEAR, -0.7);
  if (!mesh) return;
  CHECK(fabs(volume(mesh) - 1.0) < 1e-13);
  CHECK(off_the_sides(mesh, box) > 0);
  CHECK(fabs(grid_vertex(mesh, box, 4, 3, 2, 0) - 0.3) < 1e-15);
  CHECK(fabs(grid_vertex(mesh, box, 1, 2, 1, 1) - (2.0 / 3 - 0.35)) < 1e-15);
  CHECK(grid_vertex(mesh, box, 1, 2, 1, 2) == 0.5);
  gimmik_error error;
  gimmik_error_init(&error);
  double pgeo[7 * 24];
  CHECK_OK(gimmik_hex_parallelepiped_factors(24, gimmik_mesh_vertices(mesh),
                                             1e-13, GIMMIK_F64, pgeo, &error),
           &error);
  /* G01 = detJ (J^-1 J^-T)_01 is nonzero: not axis-aligned. */
  CHECK(fabs(pgeo[1]) > 1e-3 * fabs(pgeo[0]));
  gimmik_mesh_destroy(mesh);
}

static void test_domain(void) {
  gimmik_box_options options;
  gimmik_box_options_init(&options);
  const double lower[3] = {-1.0, 0.0, 1.0}, upper[3] = {2.0, 3.0, 1.5};
  for (int axis = 0; axis < 3; axis++) {
    options.elements[axis] = 2;
    options.lower[axis] = lower[axis];
    options.upper[axis] = upper[axis];
  }
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_deformation_parse("smooth", &options, &error), &error);
  gimmik_mesh *mesh = NULL;
  CHECK_OK(gimmik_mesh_create_box(&options, &mesh, &error), &error);
  if (!mesh) return;
  const double *vertices = gimmik_mesh_vertices(mesh);
  long long outside = 0;
  for (int i = 0; i < 8 * 24; i++) {
    double x = vertices[i];
    outside += x < lower[i % 3] || x > upper[i % 3];
  }
  CHECK(outside == 0);
  CHECK(vertices[7 * 24 + 7 * 3 + 0] == 2.0 &&
        vertices[7 * 24 + 7 * 3 + 2] == 1.5);
  CHECK(fabs(volume(mesh) - 3.0 * 3.0 * 0.5) < 1e-13);
  gimmik_mesh_destroy(mesh);
}

/* Dirichlet on chosen sides of a box, by name and by tag. */
static void test_box_groups(void) {
  const int box[3] = {2, 3, 2};
  gimmik_mesh *mesh = make_box(2, 3, 2, GIMMIK_DEFORM_NONE, 0.0);
  if (!mesh) return;
  CHECK(gimmik_mesh_group_count(mesh) == 6);
  int dimension = -1, tag = -1;
  const char *name = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_mesh_group(mesh, 5, &dimension, &tag, &name, &error), &error);
  CHECK(dimension == 2 && tag == 6 && name && strcmp(name, "zmax") == 0);
  const char *names[] = {"xmin"};
  const int tags[] = {6};
  gimmik_dirichlet dirichlet = {1, names, 1, tags};
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 4, &dirichlet, &numbering, &error), &error);
  if (numbering) {
    const unsigned char *mask = gimmik_numbering_mask(numbering);
    long long wrong = 0, fixed = 0;
    for (long long l = 0; l < gimmik_numbering_local_count(numbering); l++) {
      long long at[3];
      grid_position(box, 4, l, at);
      int expected = !(at[0] == 0 || at[2] == box[2] * 3);
      wrong += mask[l] != expected;
      fixed += !expected;
    }
    CHECK(wrong == 0);
    CHECK(fixed > 0);
    check_lists(numbering);
  }
  gimmik_numbering_destroy(numbering);
  /* No Dirichlet node at all. */
  gimmik_dirichlet none = {0, NULL, 0, NULL};
  CHECK_OK(gimmik_mesh_number(mesh, 3, &none, &numbering, &error), &error);
  if (numbering) {
    long long fixed = 0;
    for (long long l = 0; l < gimmik_numbering_local_count(numbering); l++)
      fixed += gimmik_numbering_mask(numbering)[l] == 0;
    CHECK(fixed == 0);
  }
  gimmik_numbering_destroy(numbering);
  const char *unknown[] = {"inlet"};
  gimmik_dirichlet bad = {1, unknown, 0, NULL};
  CHECK_FAILS(gimmik_mesh_number(mesh, 3, &bad, &numbering, &error), &error,
              GIMMIK_ERROR_ARGUMENT,
              "'inlet': no such physical group (groups: xmin (dimension 2, "
              "tag 1)");
  CHECK(numbering == NULL);
  const int missing_tag[] = {7};
  gimmik_dirichlet bad_tag = {0, NULL, 1, missing_tag};
  CHECK_FAILS(gimmik_mesh_number(mesh, 3, &bad_tag, &numbering, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "box 2x3x2: Dirichlet group tag 7");
  CHECK_FAILS(gimmik_mesh_group(mesh, 6, &dimension, &tag, &name, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "group index 6 is outside 0..5");
  gimmik_mesh_destroy(mesh);
}

static void expect_box_error(int ex, int ey, int ez, const char *deformation,
                             const char *fragment) {
  gimmik_box_options options;
  gimmik_box_options_init(&options);
  options.elements[0] = ex;
  options.elements[1] = ey;
  options.elements[2] = ez;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_deformation_parse(deformation, &options, &error), &error);
  gimmik_mesh *mesh = (gimmik_mesh *)&options; /* poison: must become NULL */
  CHECK_FAILS(gimmik_mesh_create_box(&options, &mesh, &error), &error,
              GIMMIK_ERROR_ARGUMENT, fragment);
  CHECK(mesh == NULL);
}

static void test_bad_arguments(void) {
  expect_box_error(0, 1, 1, "none", "each count must be at least 1");
  expect_box_error(5, 2, 2, "kershaw:0.3",
                   "Ex a multiple of 6 and Ey, Ez even (got 5 x 2 x 2)");
  expect_box_error(6, 3, 2, "kershaw:0.3", "(got 6 x 3 x 2)");
  expect_box_error(6, 2, 2, "kershaw:0", "Kershaw eps 0 is outside (0, 1]");
  expect_box_error(6, 2, 2, "kershaw:1.5", "outside (0, 1]");
  expect_box_error(2, 2, 2, "smooth:0.2",
                   "amplitude 0.2 is outside [0, 0.075]");
  expect_box_error(2, 2, 2, "shear:1.5", "shear 1.5 is outside [-1, 1]");
  expect_box_error(1 << 20, 1 << 20, 2, "none", "is too large");
  gimmik_box_options options;
  gimmik_box_options_init(&options);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_FAILS(gimmik_deformation_parse("kershaw:abc", &options, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "'abc' is not a number");
  CHECK_FAILS(gimmik_deformation_parse("twist", &options, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "unknown deformation 'twist'");
  CHECK(options.deformation == GIMMIK_DEFORM_NONE);
  CHECK_OK(gimmik_deformation_parse("kershaw:0.25", &options, &error), &error);
  CHECK(options.deformation == GIMMIK_DEFORM_KERSHAW &&
        options.parameter == 0.25);
  CHECK_OK(gimmik_deformation_parse("shear", &options, &error), &error);
  CHECK(options.deformation == GIMMIK_DEFORM_SHEAR &&
        options.parameter == 0.5);
  options.upper[1] = options.lower[1];
  gimmik_mesh *mesh = NULL;
  CHECK_FAILS(gimmik_mesh_create_box(&options, &mesh, &error), &error,
              GIMMIK_ERROR_ARGUMENT,
              "box side y: lower 0 must be below upper 0");
  CHECK_FAILS(gimmik_mesh_create_box(NULL, &mesh, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "options must not be NULL");
  mesh = make_box(1, 1, 1, GIMMIK_DEFORM_NONE, 0.0);
  gimmik_numbering *numbering = NULL;
  CHECK_FAILS(gimmik_mesh_number(mesh, 1, NULL, &numbering, &error), &error,
              GIMMIK_ERROR_ARGUMENT,
              "points = 1 per direction is outside 2..16");
  CHECK_FAILS(gimmik_mesh_number(mesh, 17, NULL, &numbering, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "points = 17");
  CHECK_FAILS(gimmik_mesh_number(NULL, 3, NULL, &numbering, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "mesh must not be NULL");
  CHECK_FAILS(
      gimmik_numbering_inverse_multiplicity(NULL, GIMMIK_F64, &error, &error),
      &error, GIMMIK_ERROR_ARGUMENT, "must not be NULL");
  gimmik_mesh_destroy(mesh);
}

int main(void) {
  test_sizes();
  test_kershaw();
  test_smooth();
  test_shear();
  test_domain();
  test_box_groups();
  test_bad_arguments();
  return check_finish("test_mesh_box");
}
