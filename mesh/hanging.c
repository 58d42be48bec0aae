/* hanging.c: the geometric checks of a conforming mesh.  Distinct
 * vertices at one point are volumes meshed apart and never glued; a
 * vertex at the midpoint of an edge or at the centre of a face of one
 * element is a hanging vertex of a 2:1 refinement (in a conforming mesh
 * no vertex lies on a face that is not its own).  Points closer than
 * 1e-6 of the shortest element edge are one point. */
#include "mesh/vertex_grid.h"

#include <stdio.h>

enum { NAME_SIZE = GIMMIK_ERROR_MESSAGE_SIZE / 3 };

static const double same_point = 1e-6;

static gimmik_status check_coincident(const gimmik_mesh *mesh,
                                      const vertex_grid *grid,
                                      gimmik_error *error) {
  for (long long v = 0; v < grid->count; v++) {
    long long other =
        gimmik_vertex_grid_near(grid, grid->points + v * 3, &v, 1);
    if (other < 0) continue;
    const double *point = grid->points + v * 3;
    char where[NAME_SIZE], second[NAME_SIZE];
    gimmik_mesh_describe(mesh, grid->element[v], where, sizeof where);
    gimmik_mesh_name_element(mesh, grid->element[other], second, sizeof second);
    return gimmik_error_set(
        error, GIMMIK_ERROR_INPUT,
        "%s and %s have distinct nodes %lld and %lld at one point (%.9g, "
        "%.9g, %.9g): volumes meshed apart and not glued (non-conforming mesh)",
        where, second, gimmik_mesh_vertex_label(mesh, v),
        gimmik_mesh_vertex_label(mesh, other), point[0], point[1], point[2]);
  }
  return GIMMIK_OK;
}

/* The midpoints of the four edges and the centre of face slot s, with
 * the face's vertex numbers. */
static void face_points(const gimmik_mesh *mesh, long long slot,
                        double points[5][3], long long vertices[4]) {
  static const int pairs[4][2] = {{0, 1}, {0, 2}, {1, 3}, {2, 3}};
  long long element = slot / MESH_FACES;
  int face = (int)(slot % MESH_FACES);
  const double *corner[4];
  for (int q = 0; q < 4; q++) {
    int local = gimmik_mesh_face_corners[face][q];
    corner[q] = mesh->vertices + (element * 8 + local) * 3;
    vertices[q] = mesh->topology.element_vertices[element * 8 + local];
  }
  for (int c = 0; c < 3; c++) {
    for (int p = 0; p < 4; p++)
      points[p][c] = 0.5 * (corner[pairs[p][0]][c] + corner[pairs[p][1]][c]);
    points[4][c] =
        0.25 * (corner[0][c] + corner[1][c] + corner[2][c] + corner[3][c]);
  }
}

static gimmik_status check_hanging(const gimmik_mesh *mesh,
                                   const vertex_grid *grid,
                                   gimmik_error *error) {
  const mesh_entities *faces = &mesh->topology.faces;
  for (long long s = 0; s < mesh->elements * MESH_FACES; s++) {
    if (faces->uses[faces->ids[s]] != 1) continue;
    double points[5][3];
    long long vertices[4];
    face_points(mesh, s, points, vertices);
    for (int p = 0; p < 5; p++) {
      long long hanging = gimmik_vertex_grid_near(grid, points[p], vertices, 4);
      if (hanging < 0) continue;
      char where[NAME_SIZE], second[NAME_SIZE];
      gimmik_mesh_describe(mesh, s / MESH_FACES, where, sizeof where);
      gimmik_mesh_name_element(mesh, grid->element[hanging], second,
                               sizeof second);
      return gimmik_error_set(
          error, GIMMIK_ERROR_INPUT,
          "%s has node %lld of %s at the %s of its face (nodes %lld %lld %lld "
          "%lld) without it being a vertex: a hanging vertex (non-conforming "
          "mesh)",
          where, gimmik_mesh_vertex_label(mesh, hanging), second,
          p < 4 ? "midpoint of an edge" : "centre",
          gimmik_mesh_vertex_label(mesh, vertices[0]),
          gimmik_mesh_vertex_label(mesh, vertices[1]),
          gimmik_mesh_vertex_label(mesh, vertices[2]),
          gimmik_mesh_vertex_label(mesh, vertices[3]));
    }
  }
  return GIMMIK_OK;
}

gimmik_status gimmik_mesh_check_geometry(const gimmik_mesh *mesh,
                                         gimmik_error *error) {
  vertex_grid grid;
  gimmik_status status =
      gimmik_vertex_grid_build(&grid, mesh, same_point, error);
  if (status == GIMMIK_OK) status = check_coincident(mesh, &grid, error);
  if (status == GIMMIK_OK) status = check_hanging(mesh, &grid, error);
  gimmik_vertex_grid_free(&grid);
  return status;
}
