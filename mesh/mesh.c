/* mesh.c: the mesh object of gimmik/mesh.h: its life, what it tells,
 * and the checks every mesh passes before it is handed out. */
#include "mesh/mesh_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const signed char gimmik_mesh_edge_corners[MESH_EDGES][2] = {
    {0, 1}, {2, 3}, {4, 5}, {6, 7}, /* along r */
    {0, 2}, {1, 3}, {4, 6}, {5, 7}, /* along s */
    {0, 4}, {1, 5}, {2, 6}, {3, 7}  /* along t */
};

const signed char gimmik_mesh_face_corners[MESH_FACES][4] = {
    {0, 2, 4, 6}, {1, 3, 5, 7}, /* r = -1, +1: frame (s, t) */
    {0, 1, 4, 5}, {2, 3, 6, 7}, /* s = -1, +1: frame (r, t) */
    {0, 1, 2, 3}, {4, 5, 6, 7}  /* t = -1, +1: frame (r, s) */
};

gimmik_mesh *gimmik_mesh_new(const char *source) {
  gimmik_mesh *mesh = calloc(1, sizeof *mesh);
  if (!mesh) return NULL;
  mesh->source = malloc(strlen(source) + 1);
  if (!mesh->source) {
    free(mesh);
    return NULL;
  }
  strcpy(mesh->source, source);
  return mesh;
}

void gimmik_mesh_destroy(gimmik_mesh *mesh) {
  if (!mesh) return;
  free(mesh->source);
  free(mesh->vertices);
  free(mesh->element_tags);
  free(mesh->element_lines);
  free(mesh->vertex_tags);
  free(mesh->topology.element_vertices);
  gimmik_mesh_entities_free(&mesh->topology.edges);
  gimmik_mesh_entities_free(&mesh->topology.faces);
  for (int g = 0; g < mesh->group_count; g++) free(mesh->groups[g].name);
  free(mesh->groups);
  free(mesh->marks);
  free(mesh);
}

gimmik_status gimmik_mesh_finish(gimmik_mesh *mesh, gimmik_error *error) {
  mesh_topology *topology = &mesh->topology;
  gimmik_status status = gimmik_mesh_check_elements(mesh, error);
  if (status == GIMMIK_OK)
    status = gimmik_mesh_entities_build(
        &topology->edges, 2, MESH_EDGES, &gimmik_mesh_edge_corners[0][0],
        topology->element_vertices, mesh->elements, topology->vertex_count,
        error);
  if (status == GIMMIK_OK)
    status = gimmik_mesh_entities_build(
        &topology->faces, 4, MESH_FACES, &gimmik_mesh_face_corners[0][0],
        topology->element_vertices, mesh->elements, topology->vertex_count,
        error);
  if (status == GIMMIK_OK) status = gimmik_mesh_check_conforming(mesh, error);
  if (status == GIMMIK_OK) status = gimmik_mesh_check_geometry(mesh, error);
  return status;
}

void gimmik_mesh_name_element(const gimmik_mesh *mesh, long long element,
                              char *text, size_t size) {
  if (mesh->box[0] > 0) {
    long long ex = element % mesh->box[0];
    long long ey = element / mesh->box[0] % mesh->box[1];
    long long ez = element / mesh->box[0] / mesh->box[1];
    snprintf(text, size, "element %lld (%lld, %lld, %lld)", element, ex, ey,
             ez);
  } else if (mesh->element_lines) {
    snprintf(text, size, "element %lld (line %ld)", mesh->element_tags[element],
             mesh->element_lines[element]);
  } else {
    snprintf(text, size, "element %lld", mesh->element_tags[element]);
  }
}

void gimmik_mesh_describe(const gimmik_mesh *mesh, long long element,
                          char *text, size_t size) {
  if (mesh->element_lines)
    snprintf(text, size, "%s:%ld: element %lld", mesh->source,
             mesh->element_lines[element], mesh->element_tags[element]);
  else {
    char name[96];
    gimmik_mesh_name_element(mesh, element, name, sizeof name);
    snprintf(text, size, "%s: %s", mesh->source, name);
  }
}

long long gimmik_mesh_vertex_label(const gimmik_mesh *mesh, long long vertex) {
  return mesh->vertex_tags ? mesh->vertex_tags[vertex] : vertex;
}

gimmik_status gimmik_mesh_add_group(gimmik_mesh *mesh, int dimension, int tag,
                                    const char *name, gimmik_error *error) {
  mesh_group *groups =
      realloc(mesh->groups, (size_t)(mesh->group_count + 1) * sizeof *groups);
  if (!groups)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for physical groups");
  mesh->groups = groups;
  mesh_group *group = &groups[mesh->group_count];
  group->name = malloc(strlen(name) + 1);
  if (!group->name)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for physical groups");
  strcpy(group->name, name);
  group->dimension = dimension;
  group->tag = tag;
  mesh->group_count++;
  return GIMMIK_OK;
}

gimmik_status gimmik_mesh_add_mark(gimmik_mesh *mesh, const mesh_mark *mark,
                                   gimmik_error *error) {
  /* Grow by doubling: a file may mark every boundary face. */
  long long count = mesh->mark_count;
  if ((count & (count - 1)) == 0) {
    size_t capacity = count ? (size_t)count * 2 : 16;
    mesh_mark *marks = realloc(mesh->marks, capacity * sizeof *marks);
    if (!marks)
      return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                              "out of memory for physical group members");
    mesh->marks = marks;
  }
  mesh->marks[mesh->mark_count++] = *mark;
  return GIMMIK_OK;
}

long long gimmik_mesh_elements(const gimmik_mesh *mesh) {
  return mesh->elements;
}

const double *gimmik_mesh_vertices(const gimmik_mesh *mesh) {
  return mesh->vertices;
}

const long long *gimmik_mesh_vertex_ids(const gimmik_mesh *mesh) {
  return mesh->topology.element_vertices;
}

long long gimmik_mesh_vertex_count(const gimmik_mesh *mesh) {
  return mesh->topology.vertex_count;
}

long long gimmik_mesh_edge_count(const gimmik_mesh *mesh) {
  return mesh->topology.edges.count;
}

long long gimmik_mesh_face_count(const gimmik_mesh *mesh) {
  return mesh->topology.faces.count;
}

long long gimmik_mesh_boundary_face_count(const gimmik_mesh *mesh) {
  long long count = 0;
  for (long long f = 0; f < mesh->topology.faces.count; f++)
    count += mesh->topology.faces.uses[f] == 1;
  return count;
}

int gimmik_mesh_is_box(const gimmik_mesh *mesh, int elements[3]) {
  if (mesh->box[0] == 0) return 0;
  for (int axis = 0; axis < 3; axis++) elements[axis] = mesh->box[axis];
  return 1;
}

int gimmik_mesh_group_count(const gimmik_mesh *mesh) {
  return mesh->group_count;
}

gimmik_status gimmik_mesh_group(const gimmik_mesh *mesh, int index,
                                int *dimension, int *tag, const char **name,
                                gimmik_error *error) {
  if (index < 0 || index >= mesh->group_count)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "group index %d is outside 0..%d", index,
                            mesh->group_count - 1);
  const mesh_group *group = &mesh->groups[index];
  if (dimension) *dimension = group->dimension;
  if (tag) *tag = group->tag;
  if (name) *name = group->name;
  return GIMMIK_OK;
}
