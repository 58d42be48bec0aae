/* dirichlet.c: the Dirichlet mask of a numbering (gimmik/mesh.h): the
 * selected vertices, edges and faces, then every node on them. */
#include "mesh/numbering.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Selected entities of each dimension: 0 vertices, 1 edges, 2 faces. */
typedef struct selection {
  unsigned char *chosen[3];
} selection;

/* "xmin (dimension 2, tag 1), ..." for messages, cut to fit. */
static void list_groups(const gimmik_mesh *mesh, char *text, size_t size) {
  size_t used = 0;
  text[0] = '\0';
  for (int g = 0; g < mesh->group_count && used + 1 < size; g++) {
    const mesh_group *group = &mesh->groups[g];
    int wrote = snprintf(
        text + used, size - used, "%s%s%s(dimension %d, tag %d)", g ? ", " : "",
        group->name, group->name[0] ? " " : "", group->dimension, group->tag);
    if (wrote < 0) break;
    used += (size_t)wrote;
  }
  if (mesh->group_count == 0) snprintf(text, size, "none");
}

/* Choose the groups that match by name (name != NULL) or tag.  A match of
 * dimension 3 only is an error; no match is too. */
static gimmik_status choose(const gimmik_mesh *mesh, const char *name, int tag,
                            unsigned char *groups, gimmik_error *error) {
  int boundary = 0, volume = 0;
  for (int g = 0; g < mesh->group_count; g++) {
    const mesh_group *group = &mesh->groups[g];
    int match = name ? strcmp(group->name, name) == 0 : group->tag == tag;
    if (!match) continue;
    if (group->dimension == 3) {
      volume = 1;
      continue;
    }
    groups[g] = 1;
    boundary = 1;
  }
  if (boundary) return GIMMIK_OK;
  char what[160];
  if (name)
    snprintf(what, sizeof what, "Dirichlet group '%s'", name);
  else
    snprintf(what, sizeof what, "Dirichlet group tag %d", tag);
  if (volume)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: %s names a volume group; Dirichlet groups "
                            "hold points, lines or faces",
                            mesh->source, what);
  char known[GIMMIK_ERROR_MESSAGE_SIZE / 2];
  list_groups(mesh, known, sizeof known);
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                          "%s: %s: no such physical group (groups: %s)",
                          mesh->source, what, known);
}

static gimmik_status choose_groups(const gimmik_mesh *mesh,
                                   const gimmik_dirichlet *dirichlet,
                                   unsigned char *groups, gimmik_error *error) {
  if ((dirichlet->name_count > 0 && !dirichlet->names) ||
      (dirichlet->tag_count > 0 && !dirichlet->tags) ||
      dirichlet->name_count < 0 || dirichlet->tag_count < 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "dirichlet: counts must be >= 0 and their lists "
                            "not NULL");
  gimmik_status status = GIMMIK_OK;
  for (int i = 0; i < dirichlet->name_count && status == GIMMIK_OK; i++) {
    const char *name = dirichlet->names[i];
    if (!name || !name[0])
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "dirichlet: names[%d] is NULL or empty", i);
    status = choose(mesh, name, 0, groups, error);
  }
  for (int i = 0; i < dirichlet->tag_count && status == GIMMIK_OK; i++)
    status = choose(mesh, NULL, dirichlet->tags[i], groups, error);
  return status;
}

/* The entities the chosen groups (groups[g] = 1) mark, which become 2;
 * a face must be a boundary face, and a group must mark something. */
static gimmik_status select_marked(const gimmik_mesh *mesh,
                                   unsigned char *groups, selection *chosen,
                                   gimmik_error *error) {
  for (long long m = 0; m < mesh->mark_count; m++) {
    const mesh_mark *mark = &mesh->marks[m];
    if (!groups[mark->group]) continue;
    groups[mark->group] = 2;
    if (mark->dimension == 2 && mesh->topology.faces.uses[mark->entity] != 1) {
      const mesh_group *group = &mesh->groups[mark->group];
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "%s: Dirichlet group '%s' (tag %d) holds "
                              "element %lld, a face between two elements; "
                              "Dirichlet faces must be on the boundary",
                              mesh->source, group->name, group->tag, mark->tag);
    }
    chosen->chosen[mark->dimension][mark->entity] = 1;
  }
  for (int g = 0; g < mesh->group_count; g++)
    if (groups[g] == 1)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "%s: Dirichlet group '%s' (tag %d) holds no "
                              "point, line or quadrangle of the mesh",
                              mesh->source, mesh->groups[g].name,
                              mesh->groups[g].tag);
  return GIMMIK_OK;
}

static void select_boundary(const gimmik_mesh *mesh, selection *chosen) {
  const mesh_entities *faces = &mesh->topology.faces;
  for (long long f = 0; f < faces->count; f++)
    chosen->chosen[2][f] = faces->uses[f] == 1;
}

/* Node (i, j, k) of the element with index[axis] set from `corner`'s bit
 * for each axis not in `free_axes` (a bit mask); visit every node. */
static void fix_nodes(gimmik_numbering *numbering, long long element,
                      int corner, int free_axes, unsigned char *fixed) {
  int n = numbering->points, range[3][2];
  for (int axis = 0; axis < 3; axis++) {
    int end = (corner >> axis & 1) ? n - 1 : 0;
    range[axis][0] = (free_axes >> axis & 1) ? 0 : end;
    range[axis][1] = (free_axes >> axis & 1) ? n - 1 : end;
  }
  for (int k = range[2][0]; k <= range[2][1]; k++)
    for (int j = range[1][0]; j <= range[1][1]; j++)
      for (int i = range[0][0]; i <= range[0][1]; i++)
        fixed[numbering->global[numbering_local(n, element, i, j, k)]] = 1;
}

static void fix_selected(gimmik_numbering *numbering, const gimmik_mesh *mesh,
                         const selection *chosen, unsigned char *fixed) {
  const mesh_topology *topology = &mesh->topology;
  for (long long e = 0; e < mesh->elements; e++) {
    for (int v = 0; v < 8; v++)
      if (chosen->chosen[0][topology->element_vertices[e * 8 + v]])
        fix_nodes(numbering, e, v, 0, fixed);
    for (int l = 0; l < MESH_EDGES; l++)
      if (chosen->chosen[1][topology->edges.ids[e * MESH_EDGES + l]])
        fix_nodes(numbering, e, gimmik_mesh_edge_corners[l][0], 1 << (l / 4),
                  fixed);
    for (int f = 0; f < MESH_FACES; f++)
      if (chosen->chosen[2][topology->faces.ids[e * MESH_FACES + f]])
        fix_nodes(numbering, e, (f % 2) << (f / 2), 7 & ~(1 << (f / 2)), fixed);
  }
}

static gimmik_status select_entities(const gimmik_mesh *mesh,
                                     const gimmik_dirichlet *dirichlet,
                                     selection *chosen, gimmik_error *error) {
  if (!dirichlet) {
    select_boundary(mesh, chosen);
    return GIMMIK_OK;
  }
  unsigned char *groups = calloc((size_t)mesh->group_count + 1, 1);
  if (!groups)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_status status = choose_groups(mesh, dirichlet, groups, error);
  if (status == GIMMIK_OK) status = select_marked(mesh, groups, chosen, error);
  free(groups);
  return status;
}

gimmik_status gimmik_numbering_dirichlet(gimmik_numbering *numbering,
                                         const gimmik_mesh *mesh,
                                         const gimmik_dirichlet *dirichlet,
                                         gimmik_error *error) {
  const mesh_topology *topology = &mesh->topology;
  const long long counts[3] = {topology->vertex_count, topology->edges.count,
                               topology->faces.count};
  selection chosen;
  for (int d = 0; d < 3; d++)
    chosen.chosen[d] = calloc((size_t)counts[d] + 1, 1);
  unsigned char *fixed = calloc((size_t)numbering->unique_count + 1, 1);
  gimmik_status status = GIMMIK_OK;
  if (!chosen.chosen[0] || !chosen.chosen[1] || !chosen.chosen[2] || !fixed)
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                              "out of memory for the Dirichlet mask");
  if (status == GIMMIK_OK)
    status = select_entities(mesh, dirichlet, &chosen, error);
  if (status == GIMMIK_OK) {
    fix_selected(numbering, mesh, &chosen, fixed);
    for (long long l = 0; l < numbering->local_count; l++)
      numbering->mask[l] = !fixed[numbering->global[l]];
  }
  for (int d = 0; d < 3; d++) free(chosen.chosen[d]);
  free(fixed);
  return status;
}
