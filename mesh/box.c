/* box.c: structured box meshes (gimmik/mesh.h).  Grid vertex (a, b, c)
 * is vertex number a + (Ex+1)*(b + (Ey+1)*c); its place is the deformed
 * unit-cube point (a/Ex, b/Ey, c/Ez) scaled onto the box, and a vertex on
 * a side of the box stays exactly on it (but under the shear, which moves
 * the sides). */
#include "mesh/mesh_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "mesh/deform.h"

/* Boxes beyond this many elements would not fit any device either. */
static const long long largest_box = 1LL << 40;

static const char *const side_names[6] = {"xmin", "xmax", "ymin",
                                          "ymax", "zmin", "zmax"};

void gimmik_box_options_init(gimmik_box_options *options) {
  for (int axis = 0; axis < 3; axis++) {
    options->elements[axis] = 1;
    options->lower[axis] = 0.0;
    options->upper[axis] = 1.0;
  }
  options->deformation = GIMMIK_DEFORM_NONE;
  options->parameter = 0.0;
}

static gimmik_status check_options(const gimmik_box_options *options,
                                   gimmik_error *error) {
  const int *n = options->elements;
  if (n[0] < 1 || n[1] < 1 || n[2] < 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "box of %d x %d x %d elements: each count must be "
                            "at least 1",
                            n[0], n[1], n[2]);
  if ((long long)n[0] * n[1] > largest_box / n[2])
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "box of %d x %d x %d elements is too large", n[0],
                            n[1], n[2]);
  for (int axis = 0; axis < 3; axis++)
    if (!(isfinite(options->lower[axis]) && isfinite(options->upper[axis]) &&
          options->lower[axis] < options->upper[axis]))
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "box side %c: lower %g must be below upper %g "
                              "(both finite)",
                              'x' + axis, options->lower[axis],
                              options->upper[axis]);
  return gimmik_box_check_deformation(options, error);
}

/* Vertex (a, b, c) of the grid: deformed, scaled, snapped to the sides
 * that stay. */
static void grid_point(const gimmik_box_options *options, const int grid[3],
                       double point[3]) {
  long double unit[3], moved[3];
  int snap = gimmik_box_keeps_sides(options);
  for (int axis = 0; axis < 3; axis++)
    unit[axis] = (long double)grid[axis] / options->elements[axis];
  gimmik_box_deform(options, unit, moved);
  for (int axis = 0; axis < 3; axis++) {
    long double low = options->lower[axis], high = options->upper[axis];
    if (snap && grid[axis] == 0)
      moved[axis] = 0.0L;
    else if (snap && grid[axis] == options->elements[axis])
      moved[axis] = 1.0L;
    point[axis] = (double)(low + (high - low) * moved[axis]);
  }
}

static void place_element(gimmik_mesh *mesh, const gimmik_box_options *options,
                          long long element) {
  const int *n = options->elements;
  int first[3] = {(int)(element % n[0]), (int)(element / n[0] % n[1]),
                  (int)(element / n[0] / n[1])};
  for (int v = 0; v < 8; v++) {
    int grid[3];
    for (int axis = 0; axis < 3; axis++)
      grid[axis] = first[axis] + (v >> axis & 1);
    mesh->topology.element_vertices[element * 8 + v] =
        grid[0] + (n[0] + 1LL) * (grid[1] + (n[1] + 1LL) * grid[2]);
    grid_point(options, grid, mesh->vertices + (element * 8 + v) * 3);
  }
}

/* The six sides as groups, every boundary face marked with its side. */
static gimmik_status mark_sides(gimmik_mesh *mesh, gimmik_error *error) {
  gimmik_status status = GIMMIK_OK;
  for (int side = 0; side < 6 && status == GIMMIK_OK; side++)
    status = gimmik_mesh_add_group(mesh, 2, side + 1, side_names[side], error);
  for (long long e = 0; e < mesh->elements && status == GIMMIK_OK; e++) {
    long long place[3] = {e % mesh->box[0], e / mesh->box[0] % mesh->box[1],
                          e / mesh->box[0] / mesh->box[1]};
    for (int face = 0; face < MESH_FACES && status == GIMMIK_OK; face++) {
      int axis = face / 2, high = face % 2;
      if (place[axis] != (high ? mesh->box[axis] - 1 : 0)) continue;
      mesh_mark mark = {face, 2,
                        mesh->topology.faces.ids[e * MESH_FACES + face], e};
      status = gimmik_mesh_add_mark(mesh, &mark, error);
    }
  }
  return status;
}

static gimmik_status build_box(gimmik_mesh *mesh,
                               const gimmik_box_options *options,
                               gimmik_error *error) {
  const int *n = options->elements;
  for (int axis = 0; axis < 3; axis++) mesh->box[axis] = n[axis];
  mesh->elements = (long long)n[0] * n[1] * n[2];
  mesh->topology.vertex_count = (n[0] + 1LL) * (n[1] + 1LL) * (n[2] + 1LL);
  mesh->vertices = malloc((size_t)mesh->elements * 24 * sizeof *mesh->vertices);
  mesh->topology.element_vertices = malloc(
      (size_t)mesh->elements * 8 * sizeof *mesh->topology.element_vertices);
  if (!mesh->vertices || !mesh->topology.element_vertices)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for a box of %lld elements",
                            mesh->elements);
  for (long long e = 0; e < mesh->elements; e++)
    place_element(mesh, options, e);
  gimmik_status status = gimmik_mesh_finish(mesh, error);
  if (status == GIMMIK_OK) status = mark_sides(mesh, error);
  return status;
}

gimmik_status gimmik_mesh_create_box(const gimmik_box_options *options,
                                     gimmik_mesh **mesh, gimmik_error *error) {
  if (!mesh)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "mesh must not be NULL");
  *mesh = NULL;
  if (!options)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "options must not be NULL");
  gimmik_status status = check_options(options, error);
  if (status != GIMMIK_OK) return status;
  char source[64];
  snprintf(source, sizeof source, "box %dx%dx%d", options->elements[0],
           options->elements[1], options->elements[2]);
  gimmik_mesh *box = gimmik_mesh_new(source);
  if (!box)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  status = build_box(box, options, error);
  if (status != GIMMIK_OK) {
    gimmik_mesh_destroy(box);
    return status;
  }
  *mesh = box;
  return GIMMIK_OK;
}
