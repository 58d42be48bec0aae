/* gmsh_mesh.c: a mesh from a Gmsh .msh 4.1 file (gimmik/mesh.h): node
 * tags to vertex numbers, the hexahedra in our vertex order, and the
 * points, lines and quadrangles of physical groups as marks on the
 * vertices, edges and faces they must be. */
#include "mesh/gmsh_file.h"
#include "mesh/mesh_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/file_bytes.h"

/* Our vertex v is Gmsh's node gmsh_order[v]: Gmsh goes round each face
 * (its node 2 is at (+1, +1, -1), our vertex 3). */
static const int gmsh_order[8] = {0, 1, 3, 2, 4, 5, 7, 6};

enum { NAME_SIZE = GIMMIK_ERROR_MESSAGE_SIZE / 3 };

static int compare_tags(const void *left, const void *right) {
  const gmsh_tag *a = left, *b = right;
  if (a->tag != b->tag) return a->tag < b->tag ? -1 : 1;
  return (a->index > b->index) - (a->index < b->index);
}

long long gimmik_gmsh_find_node(const gmsh_build *build, long long tag) {
  long long low = 0, high = build->file->node_count;
  while (low < high) {
    long long middle = low + (high - low) / 2;
    if (build->nodes[middle].tag < tag)
      low = middle + 1;
    else
      high = middle;
  }
  if (low < build->file->node_count && build->nodes[low].tag == tag)
    return build->nodes[low].index;
  return -1;
}

void gimmik_gmsh_element_place(const gmsh_file *file,
                               const gmsh_element *element, char *text,
                               size_t size) {
  if (element->line > 0)
    snprintf(text, size, "%s:%ld: element %lld", file->path, element->line,
             element->tag);
  else
    snprintf(text, size, "%s: element %lld", file->path, element->tag);
}

static gimmik_status index_nodes(gmsh_build *build, gimmik_error *error) {
  const gmsh_file *file = build->file;
  build->nodes = malloc(((size_t)file->node_count + 1) * sizeof *build->nodes);
  build->vertex_of =
      malloc(((size_t)file->node_count + 1) * sizeof *build->vertex_of);
  if (!build->nodes || !build->vertex_of)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  for (long long i = 0; i < file->node_count; i++) {
    build->nodes[i] = (gmsh_tag){file->node_tags[i], i};
    build->vertex_of[i] = -1;
  }
  qsort(build->nodes, (size_t)file->node_count, sizeof *build->nodes,
        compare_tags);
  for (long long i = 1; i < file->node_count; i++)
    if (build->nodes[i].tag == build->nodes[i - 1].tag)
      return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                              "%s: $Nodes defines node %lld twice", file->path,
                              build->nodes[i].tag);
  return GIMMIK_OK;
}

static gimmik_status check_element_tags(const gmsh_file *file,
                                        gimmik_error *error) {
  gmsh_tag *tags = malloc(((size_t)file->element_count + 1) * sizeof *tags);
  if (!tags)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  for (long long i = 0; i < file->element_count; i++)
    tags[i] = (gmsh_tag){file->elements[i].tag, i};
  qsort(tags, (size_t)file->element_count, sizeof *tags, compare_tags);
  gimmik_status status = GIMMIK_OK;
  for (long long i = 1; i < file->element_count && status == GIMMIK_OK; i++) {
    if (tags[i].tag != tags[i - 1].tag) continue;
    char where[NAME_SIZE];
    gimmik_gmsh_element_place(file, &file->elements[tags[i].index], where,
                              sizeof where);
    const gmsh_element *other = &file->elements[tags[i - 1].index];
    if (other->line > 0)
      status = gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                                "%s: the element on line %ld has the same tag",
                                where, other->line);
    else
      status = gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                                "%s: another element has the same tag", where);
  }
  free(tags);
  return status;
}

gimmik_status gimmik_gmsh_element_node(const gmsh_build *build,
                                       const gmsh_element *element, int n,
                                       long long *index, gimmik_error *error) {
  *index = gimmik_gmsh_find_node(build, element->nodes[n]);
  if (*index >= 0) return GIMMIK_OK;
  char where[NAME_SIZE];
  gimmik_gmsh_element_place(build->file, element, where, sizeof where);
  return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                          "%s refers to node %lld, which $Nodes does not "
                          "define",
                          where, element->nodes[n]);
}

/* Vertex numbers for the nodes of hexahedra, in node order. */
static gimmik_status number_vertices(gmsh_build *build, gimmik_mesh *mesh,
                                     gimmik_error *error) {
  const gmsh_file *file = build->file;
  gimmik_status status = GIMMIK_OK;
  for (long long i = 0; i < file->element_count && status == GIMMIK_OK; i++) {
    const gmsh_element *element = &file->elements[i];
    for (int n = 0; n < 8 && element->type == GMSH_HEXAHEDRON; n++) {
      long long index;
      status = gimmik_gmsh_element_node(build, element, n, &index, error);
      if (status != GIMMIK_OK) break;
      build->vertex_of[index] = 0;
    }
  }
  if (status != GIMMIK_OK) return status;
  long long count = 0;
  for (long long i = 0; i < file->node_count; i++)
    if (build->vertex_of[i] == 0)
      build->vertex_of[i] = count++;
    else
      build->vertex_of[i] = -1;
  mesh->topology.vertex_count = count;
  mesh->vertex_tags = malloc(((size_t)count + 1) * sizeof *mesh->vertex_tags);
  if (!mesh->vertex_tags)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  for (long long i = 0; i < file->node_count; i++)
    if (build->vertex_of[i] >= 0)
      mesh->vertex_tags[build->vertex_of[i]] = file->node_tags[i];
  return GIMMIK_OK;
}

static gimmik_status allocate_elements(gimmik_mesh *mesh, long long count,
                                       int lines, gimmik_error *error) {
  size_t n = (size_t)count;
  mesh->elements = count;
  mesh->vertices = malloc(n * 24 * sizeof *mesh->vertices);
  mesh->topology.element_vertices =
      malloc(n * 8 * sizeof *mesh->topology.element_vertices);
  mesh->element_tags = malloc(n * sizeof *mesh->element_tags);
  if (lines) mesh->element_lines = malloc(n * sizeof *mesh->element_lines);
  if (!mesh->vertices || !mesh->topology.element_vertices ||
      !mesh->element_tags || (lines && !mesh->element_lines))
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for %lld elements", count);
  return GIMMIK_OK;
}

static gimmik_status place_hexahedra(const gmsh_build *build, gimmik_mesh *mesh,
                                     gimmik_error *error) {
  const gmsh_file *file = build->file;
  long long count = 0;
  for (long long i = 0; i < file->element_count; i++)
    count += file->elements[i].type == GMSH_HEXAHEDRON;
  if (count == 0)
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s: the file holds no hexahedra (with physical "
                            "groups, Gmsh saves only the elements in them: "
                            "give the volume a group too, or set Mesh.SaveAll "
                            "= 1)",
                            file->path);
  gimmik_status status = allocate_elements(mesh, count, !file->binary, error);
  long long e = 0;
  for (long long i = 0; i < file->element_count && status == GIMMIK_OK; i++) {
    const gmsh_element *element = &file->elements[i];
    if (element->type != GMSH_HEXAHEDRON) continue;
    mesh->element_tags[e] = element->tag;
    if (mesh->element_lines) mesh->element_lines[e] = element->line;
    for (int v = 0; v < 8; v++) {
      long long node =
          gimmik_gmsh_find_node(build, element->nodes[gmsh_order[v]]);
      mesh->topology.element_vertices[e * 8 + v] = build->vertex_of[node];
      memcpy(mesh->vertices + (e * 8 + v) * 3, file->node_points + node * 3,
             3 * sizeof *mesh->vertices);
    }
    e++;
  }
  return status;
}

static gimmik_status build_mesh(gmsh_build *build, gimmik_mesh *mesh,
                                gimmik_error *error) {
  gimmik_status status = index_nodes(build, error);
  if (status == GIMMIK_OK) status = check_element_tags(build->file, error);
  if (status == GIMMIK_OK) status = number_vertices(build, mesh, error);
  if (status == GIMMIK_OK) status = place_hexahedra(build, mesh, error);
  if (status == GIMMIK_OK) status = gimmik_mesh_finish(mesh, error);
  if (status == GIMMIK_OK)
    status = gimmik_gmsh_add_groups(build->file, mesh, error);
  if (status == GIMMIK_OK)
    status = gimmik_gmsh_mark_boundary(build, mesh, error);
  return status;
}

gimmik_status gimmik_mesh_read_gmsh(const char *path, gimmik_mesh **mesh,
                                    gimmik_error *error) {
  if (!mesh)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "mesh must not be NULL");
  *mesh = NULL;
  if (!path)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "path must not be NULL");
  unsigned char *bytes;
  size_t size;
  gimmik_status status = gimmik_file_read(path, &bytes, &size, error);
  if (status != GIMMIK_OK) return status;
  gmsh_file file;
  memset(&file, 0, sizeof file);
  file.path = path;
  status = gimmik_gmsh_parse(&file, bytes, size, error);
  free(bytes);
  gimmik_mesh *made = status == GIMMIK_OK ? gimmik_mesh_new(path) : NULL;
  if (status == GIMMIK_OK && !made)
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gmsh_build build = {&file, NULL, NULL};
  if (status == GIMMIK_OK) status = build_mesh(&build, made, error);
  free(build.nodes);
  free(build.vertex_of);
  gimmik_gmsh_free(&file);
  if (status != GIMMIK_OK) {
    gimmik_mesh_destroy(made);
    return status;
  }
  *mesh = made;
  return GIMMIK_OK;
}
