/* gmsh_groups.c: the physical groups of a Gmsh file, and each point,
 * line and quadrangle as the vertex, edge or face of the hexahedra it
 * must be, marked with the groups of its entity. */
#include "mesh/gmsh_file.h"
#include "mesh/mesh_internal.h"

#include <stdio.h>
#include <stdlib.h>

enum { NAME_SIZE = GIMMIK_ERROR_MESSAGE_SIZE / 2 };

typedef struct group_key {
  int dimension;
  int tag;
} group_key;

static int compare_keys(const void *left, const void *right) {
  const group_key *a = left, *b = right;
  if (a->dimension != b->dimension) return a->dimension - b->dimension;
  return (a->tag > b->tag) - (a->tag < b->tag);
}

static const char *group_name(const gmsh_file *file, group_key key) {
  for (int i = 0; i < file->name_count; i++)
    if (file->names[i].dimension == key.dimension &&
        file->names[i].tag == key.tag)
      return file->names[i].name;
  return "";
}

/* Every (dimension, tag) that a name or an entity gives, once, sorted. */
gimmik_status gimmik_gmsh_add_groups(const gmsh_file *file, gimmik_mesh *mesh,
                                     gimmik_error *error) {
  long long count = file->name_count;
  for (long long i = 0; i < file->entity_count; i++)
    count += file->entities[i].physical_count;
  group_key *keys = malloc(((size_t)count + 1) * sizeof *keys);
  if (!keys)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  long long n = 0;
  for (int i = 0; i < file->name_count; i++)
    keys[n++] = (group_key){file->names[i].dimension, file->names[i].tag};
  for (long long i = 0; i < file->entity_count; i++)
    for (int p = 0; p < file->entities[i].physical_count; p++)
      keys[n++] = (group_key){file->entities[i].dimension,
                              file->entities[i].physicals[p]};
  qsort(keys, (size_t)n, sizeof *keys, compare_keys);
  gimmik_status status = GIMMIK_OK;
  for (long long i = 0; i < n && status == GIMMIK_OK; i++)
    if (i == 0 || compare_keys(&keys[i], &keys[i - 1]) != 0)
      status = gimmik_mesh_add_group(mesh, keys[i].dimension, keys[i].tag,
                                     group_name(file, keys[i]), error);
  free(keys);
  return status;
}

/* The mesh's index of group (dimension, tag); groups are sorted. */
static int find_group(const gimmik_mesh *mesh, int dimension, int tag) {
  int low = 0, high = mesh->group_count;
  group_key key = {dimension, tag};
  while (low < high) {
    int middle = low + (high - low) / 2;
    group_key here = {mesh->groups[middle].dimension, mesh->groups[middle].tag};
    if (compare_keys(&here, &key) < 0)
      low = middle + 1;
    else
      high = middle;
  }
  return low;
}

static const gmsh_entity *find_entity(const gmsh_file *file, int dimension,
                                      int tag) {
  for (long long i = 0; i < file->entity_count; i++)
    if (file->entities[i].dimension == dimension &&
        file->entities[i].tag == tag)
      return &file->entities[i];
  return NULL;
}

static gimmik_status element_vertices(const gmsh_build *build,
                                      const gmsh_element *element,
                                      long long vertices[4],
                                      gimmik_error *error) {
  int count = gimmik_gmsh_type_nodes(element->type);
  for (int n = 0; n < count; n++) {
    long long index;
    gimmik_status status =
        gimmik_gmsh_element_node(build, element, n, &index, error);
    if (status != GIMMIK_OK) return status;
    vertices[n] = build->vertex_of[index];
    if (vertices[n] >= 0) continue;
    char where[NAME_SIZE];
    gimmik_gmsh_element_place(build->file, element, where, sizeof where);
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s uses node %lld, which is no hexahedron's "
                            "vertex",
                            where, element->nodes[n]);
  }
  return GIMMIK_OK;
}

/* The vertex, edge or face number of a point, line or quadrangle. */
static gimmik_status find_mesh_entity(const gmsh_build *build,
                                      const gmsh_element *element,
                                      const gimmik_mesh *mesh,
                                      long long *entity, gimmik_error *error) {
  static const char *const kinds[3] = {"vertex", "edge", "face"};
  long long vertices[4];
  gimmik_status status = element_vertices(build, element, vertices, error);
  if (status != GIMMIK_OK) return status;
  const mesh_topology *topology = &mesh->topology;
  int dimension = element->dimension;
  *entity = vertices[0];
  if (dimension == 1) {
    long long slot =
        gimmik_mesh_entities_find(&topology->edges, topology->element_vertices,
                                  &gimmik_mesh_edge_corners[0][0], vertices);
    *entity = slot < 0 ? -1 : topology->edges.ids[slot];
  } else if (dimension == 2) {
    long long slot =
        gimmik_mesh_entities_find(&topology->faces, topology->element_vertices,
                                  &gimmik_mesh_face_corners[0][0], vertices);
    *entity = slot < 0 ? -1 : topology->faces.ids[slot];
  }
  if (*entity >= 0) return GIMMIK_OK;
  char where[NAME_SIZE];
  gimmik_gmsh_element_place(build->file, element, where, sizeof where);
  return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                          "%s is not %s %s of any hexahedron", where,
                          dimension == 1 ? "an" : "a", kinds[dimension]);
}

static gimmik_status mark_element(const gmsh_build *build,
                                  const gmsh_element *element,
                                  gimmik_mesh *mesh, gimmik_error *error) {
  const gmsh_file *file = build->file;
  const gmsh_entity *owner =
      find_entity(file, element->dimension, element->entity);
  if (!owner && file->have_entities) {
    char where[NAME_SIZE];
    gimmik_gmsh_element_place(file, element, where, sizeof where);
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s lies on entity %d of dimension %d, which "
                            "$Entities does not define",
                            where, element->entity, element->dimension);
  }
  long long entity;
  gimmik_status status = find_mesh_entity(build, element, mesh, &entity, error);
  for (int p = 0; owner && p < owner->physical_count && status == GIMMIK_OK;
       p++) {
    mesh_mark mark = {find_group(mesh, element->dimension, owner->physicals[p]),
                      element->dimension, entity, element->tag};
    status = gimmik_mesh_add_mark(mesh, &mark, error);
  }
  return status;
}

gimmik_status gimmik_gmsh_mark_boundary(const gmsh_build *build,
                                        gimmik_mesh *mesh,
                                        gimmik_error *error) {
  const gmsh_file *file = build->file;
  gimmik_status status = GIMMIK_OK;
  for (long long i = 0; i < file->element_count && status == GIMMIK_OK; i++)
    if (file->elements[i].type != GMSH_HEXAHEDRON)
      status = mark_element(build, &file->elements[i], mesh, error);
  return status;
}
