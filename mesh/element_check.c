/* element_check.c: each element on its own: eight distinct vertices and
 * a positive Jacobian (gimmik_hex_check) on the check grid. */
#include "mesh/mesh_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gimmik/hex_mesh.h"

static gimmik_status check_distinct(const gimmik_mesh *mesh, long long element,
                                    gimmik_error *error) {
  const long long *ids = mesh->topology.element_vertices + element * 8;
  for (int a = 0; a < 8; a++)
    for (int b = a + 1; b < 8; b++)
      if (ids[a] == ids[b]) {
        char where[GIMMIK_ERROR_MESSAGE_SIZE / 2];
        gimmik_mesh_describe(mesh, element, where, sizeof where);
        return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                                "%s is degenerate: it names node %lld twice",
                                where, gimmik_mesh_vertex_label(mesh, ids[a]));
      }
  return GIMMIK_OK;
}

/* gimmik_hex_check says "element 5 is inverted: ..." with the index of
 * the first bad element; the message names it our way instead. */
static gimmik_status check_jacobians(const gimmik_mesh *mesh,
                                     gimmik_error *error) {
  gimmik_error local;
  gimmik_error_init(&local);
  gimmik_status status = gimmik_hex_check(MESH_CHECK_POINTS, mesh->elements,
                                          mesh->vertices, &local);
  if (status == GIMMIK_OK) return GIMMIK_OK;
  const char *reason = local.message;
  long long element = 0;
  if (strncmp(reason, "element ", 8) == 0) {
    reason += 8;
    element = strtoll(reason, NULL, 10);
    while (isdigit((unsigned char)*reason)) reason++;
  }
  if (element < 0 || element >= mesh->elements) element = 0;
  char where[GIMMIK_ERROR_MESSAGE_SIZE / 2];
  gimmik_mesh_describe(mesh, element, where, sizeof where);
  gimmik_error_set(error, status, "%s%s", where, reason);
  gimmik_error_clear(&local);
  return status;
}

gimmik_status gimmik_mesh_check_elements(const gimmik_mesh *mesh,
                                         gimmik_error *error) {
  gimmik_status status = GIMMIK_OK;
  for (long long e = 0; e < mesh->elements && status == GIMMIK_OK; e++)
    status = check_distinct(mesh, e, error);
  return status == GIMMIK_OK ? check_jacobians(mesh, error) : status;
}
