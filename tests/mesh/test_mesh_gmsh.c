/*
 * test_mesh_gmsh.c: Gmsh .msh 4.1 meshes written by the test in text and
 * binary: elements turned by all 24 rotations so shared faces meet in all
 * 8 relative orientations and shared edges both ways; the numbering and
 * DSS checked against node coordinates (node_check.h) at N = 2, 3, 5, 8;
 * an unturned grid numbered exactly as the box of the same size; the
 * Dirichlet mask from physical groups of faces, lines and points; and
 * files that Gmsh itself wrote (mesh/data/make_fixtures.py): a structured
 * cube and an unstructured all-hexahedral one.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/mesh.h"
#include "grid_model.h"
#include "mesh_files.h"
#include "node_check.h"

/* Each face's corners in the order of its frame (gimmik/mesh.h). */
static const int face_frame[6][4] = {{0, 2, 4, 6}, {1, 3, 5, 7}, {0, 1, 4, 5},
                                     {2, 3, 6, 7}, {0, 1, 2, 3}, {4, 5, 6, 7}};

static gimmik_mesh *read_model(const gmsh_model *model, int binary,
                               const char *name) {
  size_t size;
  unsigned char *bytes = gmsh_write(model, binary, &size);
  char path[MESH_PATH_SIZE];
  CHECK(mesh_files_write(name, bytes, size, path) != NULL);
  free(bytes);
  gimmik_mesh *mesh = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_mesh_read_gmsh(path, &mesh, &error), &error);
  return mesh;
}

static int same_set(const long long *a, const long long *b, int count) {
  for (int i = 0; i < count; i++) {
    int found = 0;
    for (int j = 0; j < count; j++) found |= a[i] == b[j];
    if (!found) return 0;
  }
  return 1;
}

/* Which of the 8 relative orientations the shared faces show: the places
 * of the first face's corners 0 and 1 in the second's frame. */
static int count_face_orientations(const grid_model *grid, long long elements) {
  int seen[16] = {0}, kinds = 0;
  for (long long a = 0; a < elements; a++)
    for (long long b = a + 1; b < elements; b++)
      for (int fa = 0; fa < 6; fa++)
        for (int fb = 0; fb < 6; fb++) {
          long long qa[4], qb[4];
          for (int q = 0; q < 4; q++) {
            qa[q] = grid->elements[a * 8 + face_frame[fa][q]];
            qb[q] = grid->elements[b * 8 + face_frame[fb][q]];
          }
          if (!same_set(qa, qb, 4)) continue;
          int place[2] = {0, 0};
          for (int q = 0; q < 2; q++)
            for (int p = 0; p < 4; p++)
              if (qb[p] == qa[q]) place[q] = p;
          kinds += !seen[place[0] * 4 + place[1]];
          seen[place[0] * 4 + place[1]] = 1;
        }
  return kinds;
}

/* Shared edges along the same direction (bit 0) and against it (bit 1). */
static int edge_directions(const grid_model *grid, long long elements) {
  static const int ends[12][2] = {{0, 1}, {2, 3}, {4, 5}, {6, 7},
                                  {0, 2}, {1, 3}, {4, 6}, {5, 7},
                                  {0, 4}, {1, 5}, {2, 6}, {3, 7}};
  int seen = 0;
  for (long long a = 0; a < elements; a++)
    for (long long b = a + 1; b < elements; b++)
      for (int la = 0; la < 12; la++)
        for (int lb = 0; lb < 12; lb++) {
          long long a0 = grid->elements[a * 8 + ends[la][0]],
                    a1 = grid->elements[a * 8 + ends[la][1]],
                    b0 = grid->elements[b * 8 + ends[lb][0]],
                    b1 = grid->elements[b * 8 + ends[lb][1]];
          if (a0 == b0 && a1 == b1) seen |= 1;
          if (a0 == b1 && a1 == b0) seen |= 2;
        }
  return seen;
}

static void check_coverage(const grid_model *grid, long long elements) {
  int used[CUBE_ROTATIONS] = {0}, rotations = 0;
  for (long long e = 0; e < elements; e++) used[grid->rotation[e]] = 1;
  for (int r = 0; r < CUBE_ROTATIONS; r++) rotations += used[r];
  CHECK(rotations == CUBE_ROTATIONS);
  CHECK(count_face_orientations(grid, elements) == 8);
  CHECK(edge_directions(grid, elements) == 3);
}

/* The file's elements, in our vertex order, at the model's points. */
static void check_vertices(const gimmik_mesh *mesh, const grid_model *grid) {
  long long elements = (long long)grid->size[0] * grid->size[1] * grid->size[2];
  CHECK(gimmik_mesh_elements(mesh) == elements);
  CHECK(gimmik_mesh_vertex_count(mesh) == grid->vertex_count);
  int box[3];
  CHECK(!gimmik_mesh_is_box(mesh, box));
  const double *vertices = gimmik_mesh_vertices(mesh);
  long long wrong = 0;
  for (long long e = 0; e < elements; e++)
    for (int v = 0; v < 8; v++)
      for (int c = 0; c < 3; c++)
        wrong += vertices[(e * 8 + v) * 3 + c] !=
                 grid->points[grid->elements[e * 8 + v] * 3 + c];
  CHECK(wrong == 0);
}

static void check_numbering(const gimmik_mesh *mesh, const int size[3],
                            int points) {
  gimmik_numbering *numbering = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_mesh_number(mesh, points, NULL, &numbering, &error), &error);
  if (!numbering) return;
  long long unique = 1;
  for (int axis = 0; axis < 3; axis++)
    unique *= size[axis] * (points - 1LL) + 1;
  CHECK(gimmik_numbering_unique_count(numbering) == unique);
  check_by_points(mesh, numbering, 99 + points);
  gimmik_numbering_destroy(numbering);
}

static void test_rotated(int binary) {
  grid_model grid;
  grid_model_build(&grid, 4, 3, 3, 0.2, 1, 2024);
  long long elements = 36;
  check_coverage(&grid, elements);
  gimmik_mesh *mesh = read_model(&grid.model, binary,
                                 binary ? "rotated-binary.msh" : "rotated.msh");
  if (mesh) {
    check_vertices(mesh, &grid);
    CHECK(gimmik_mesh_boundary_face_count(mesh) == 2 * (12 + 9 + 12));
    static const int points[] = {2, 3, 5, 8};
    for (int p = 0; p < 4; p++) check_numbering(mesh, grid.size, points[p]);
  }
  gimmik_mesh_destroy(mesh);
  grid_model_free(&grid);
}

/* Text and binary files of one model make the same mesh. */
static void test_text_equals_binary(void) {
  grid_model grid;
  grid_model_build(&grid, 3, 2, 2, 0.25, 1, 7);
  gimmik_mesh *text = read_model(&grid.model, 0, "same.msh");
  gimmik_mesh *binary = read_model(&grid.model, 1, "same-binary.msh");
  if (text && binary) {
    CHECK(memcmp(gimmik_mesh_vertices(text), gimmik_mesh_vertices(binary),
                 12 * 24 * sizeof(double)) == 0);
    CHECK(memcmp(gimmik_mesh_vertex_ids(text), gimmik_mesh_vertex_ids(binary),
                 12 * 8 * sizeof(long long)) == 0);
  }
  gimmik_mesh_destroy(text);
  gimmik_mesh_destroy(binary);
  grid_model_free(&grid);
}

/* An unturned, undeformed grid is numbered exactly as the box. */
static void test_same_as_box(void) {
  grid_model grid;
  grid_model_build(&grid, 3, 2, 4, 0.0, 0, 1);
  gimmik_mesh *file = read_model(&grid.model, 0, "grid.msh");
  gimmik_box_options options;
  gimmik_box_options_init(&options);
  for (int axis = 0; axis < 3; axis++) options.elements[axis] = grid.size[axis];
  gimmik_mesh *box = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_mesh_create_box(&options, &box, &error), &error);
  for (int points = 2; points <= 6 && file && box; points++) {
    gimmik_numbering *a = NULL, *b = NULL;
    CHECK_OK(gimmik_mesh_number(file, points, NULL, &a, &error), &error);
    CHECK_OK(gimmik_mesh_number(box, points, NULL, &b, &error), &error);
    if (a && b) {
      size_t count = (size_t)gimmik_numbering_local_count(a);
      CHECK(gimmik_numbering_unique_count(a) ==
            gimmik_numbering_unique_count(b));
      CHECK(memcmp(gimmik_numbering_global_ids(a),
                   gimmik_numbering_global_ids(b),
                   count * sizeof(long long)) == 0);
      CHECK(memcmp(gimmik_numbering_mask(a), gimmik_numbering_mask(b), count) ==
            0);
      CHECK(gimmik_numbering_shared_count(a) ==
            gimmik_numbering_shared_count(b));
    }
    gimmik_numbering_destroy(a);
    gimmik_numbering_destroy(b);
  }
  gimmik_mesh_destroy(file);
  gimmik_mesh_destroy(box);
  grid_model_free(&grid);
}

/* The nodes that the selection should fix, by their coordinates. */
typedef int (*fixed_rule)(const double *x);

static int near(double a, double b) { return fabs(a - b) < 1e-12; }
static int on_boundary(const double *x) {
  int on = 0;
  for (int c = 0; c < 3; c++) on |= near(x[c], 0.0) || near(x[c], 1.0);
  return on;
}
static int at_inlet(const double *x) { return near(x[0], 0.0); }
static int at_outlet(const double *x) { return near(x[0], 1.0); }
static int on_corner_line(const double *x) {
  return near(x[0], 0.0) && near(x[1], 0.0);
}
static int inlet_or_point(const double *x) {
  return at_inlet(x) || (near(x[0], 1.0) && near(x[1], 1.0) && near(x[2], 1.0));
}
static int nowhere(const double *x) { return x == NULL; }

static void check_mask(const gimmik_mesh *mesh,
                       const gimmik_dirichlet *dirichlet, fixed_rule rule) {
  gimmik_numbering *numbering = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_mesh_number(mesh, 4, dirichlet, &numbering, &error), &error);
  if (!numbering) return;
  double *xyz = node_coordinates(mesh, 4);
  const unsigned char *mask = gimmik_numbering_mask(numbering);
  long long wrong = 0;
  for (long long l = 0; l < gimmik_numbering_local_count(numbering); l++)
    wrong += mask[l] != !rule(xyz + l * 3);
  CHECK(wrong == 0);
  check_lists(numbering);
  free(xyz);
  gimmik_numbering_destroy(numbering);
}

static void test_groups(void) {
  grid_model grid;
  grid_model_build(&grid, 3, 3, 2, 0.2, 1, 31);
  gimmik_mesh *mesh = read_model(&grid.model, 1, "groups.msh");
  if (!mesh) return;
  CHECK(gimmik_mesh_group_count(mesh) == 6);
  int dimension, tag;
  const char *name;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_mesh_group(mesh, 0, &dimension, &tag, &name, &error), &error);
  CHECK(dimension == 0 && tag == 30 && strcmp(name, "corner_point") == 0);
  CHECK_OK(gimmik_mesh_group(mesh, 5, &dimension, &tag, &name, &error), &error);
  CHECK(dimension == 3 && tag == 100 && strcmp(name, "fluid") == 0);
  check_mask(mesh, NULL, on_boundary);
  const char *inlet[] = {"inlet"}, *line[] = {"corner_line"},
             *inlet_point[] = {"inlet", "corner_point"};
  const int outlet[] = {11};
  check_mask(mesh, &(gimmik_dirichlet){1, inlet, 0, NULL}, at_inlet);
  check_mask(mesh, &(gimmik_dirichlet){0, NULL, 1, outlet}, at_outlet);
  check_mask(mesh, &(gimmik_dirichlet){1, line, 0, NULL}, on_corner_line);
  check_mask(mesh, &(gimmik_dirichlet){2, inlet_point, 0, NULL},
             inlet_or_point);
  check_mask(mesh, &(gimmik_dirichlet){0, NULL, 0, NULL}, nowhere);
  gimmik_numbering *numbering = NULL;
  const char *fluid[] = {"fluid"}, *nope[] = {"nope"};
  const int missing[] = {99};
  CHECK_FAILS(gimmik_mesh_number(mesh, 3,
                                 &(gimmik_dirichlet){1, fluid, 0, NULL},
                                 &numbering, &error),
              &error, GIMMIK_ERROR_ARGUMENT,
              "Dirichlet group 'fluid' names a volume group");
  CHECK_FAILS(gimmik_mesh_number(mesh, 3, &(gimmik_dirichlet){1, nope, 0, NULL},
                                 &numbering, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "'nope': no such physical group");
  CHECK_FAILS(gimmik_mesh_number(mesh, 3,
                                 &(gimmik_dirichlet){0, NULL, 1, missing},
                                 &numbering, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "tag 99: no such physical group");
  CHECK(strstr(error.message, "groups.msh") != NULL);
  gimmik_mesh_destroy(mesh);
  grid_model_free(&grid);
}

static gimmik_mesh *read_fixture(const char *path) {
  gimmik_mesh *mesh = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_mesh_read_gmsh(path, &mesh, &error), &error);
  return mesh;
}

/* Gmsh's own files: the text and binary one the same mesh; numbering,
 * DSS and groups checked by coordinates. */
static void test_fixture(const char *text_path, const char *binary_path,
                         long long elements, int structured) {
  gimmik_mesh *mesh = read_fixture(text_path);
  gimmik_mesh *binary = read_fixture(binary_path);
  if (!mesh || !binary) {
    gimmik_mesh_destroy(mesh);
    gimmik_mesh_destroy(binary);
    return;
  }
  CHECK(gimmik_mesh_elements(mesh) == elements);
  CHECK(gimmik_mesh_elements(binary) == elements);
  /* Gmsh writes text with 16 digits: equal to about 1e-16. */
  double gap = 0.0;
  for (long long i = 0; i < elements * 24; i++)
    gap = fmax(gap, fabs(gimmik_mesh_vertices(mesh)[i] -
                         gimmik_mesh_vertices(binary)[i]));
  CHECK(gap < 1e-15);
  CHECK(memcmp(gimmik_mesh_vertex_ids(mesh), gimmik_mesh_vertex_ids(binary),
               (size_t)elements * 8 * sizeof(long long)) == 0);
  CHECK(gimmik_mesh_group_count(mesh) == 4);
  for (int points = 2; points <= 6; points++) {
    if (structured) {
      const int size[3] = {3, 3, 3};
      check_numbering(mesh, size, points);
      continue;
    }
    gimmik_numbering *numbering = NULL;
    gimmik_error error;
    gimmik_error_init(&error);
    CHECK_OK(gimmik_mesh_number(mesh, points, NULL, &numbering, &error),
             &error);
    if (!numbering) continue;
    long long inner = points - 2;
    CHECK(gimmik_numbering_unique_count(numbering) ==
          gimmik_mesh_vertex_count(mesh) +
              gimmik_mesh_edge_count(mesh) * inner +
              gimmik_mesh_face_count(mesh) * inner * inner +
              elements * inner * inner * inner);
    check_by_points(mesh, numbering, 5 + points);
    gimmik_numbering_destroy(numbering);
  }
  check_mask(mesh, NULL, on_boundary);
  const char *inlet[] = {"inlet"};
  const int outlet[] = {11};
  check_mask(binary, &(gimmik_dirichlet){1, inlet, 0, NULL}, at_inlet);
  check_mask(mesh, &(gimmik_dirichlet){0, NULL, 1, outlet}, at_outlet);
  gimmik_mesh_destroy(mesh);
  gimmik_mesh_destroy(binary);
}

int main(void) {
  if (mesh_files_open() != 0) return 1;
  test_rotated(0);
  test_rotated(1);
  test_text_equals_binary();
  test_same_as_box();
  test_groups();
  test_fixture("data/cube.msh", "data/cube-binary.msh", 27, 1);
  test_fixture("data/subdivided.msh", "data/subdivided-binary.msh", 96, 0);
  mesh_files_close();
  return check_finish("test_mesh_gmsh");
}
