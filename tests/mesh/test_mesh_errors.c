/*
 * test_mesh_errors.c: every kind of bad Gmsh mesh is refused with
 * GIMMIK_ERROR_INPUT and a message that names the file, the line (text
 * files) or byte (binary ones) and the element: wrong format, truncated
 * files, counts that disagree, missing nodes, unsupported types, inverted
 * and degenerate elements, non-conforming faces, hanging vertices,
 * boundary elements that are not faces, edges or vertices of the mesh.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/mesh.h"
#include "grid_model.h"
#include "hand_model.h"
#include "mesh_files.h"

typedef enum place { ANY_PLACE, AT_LINE, AT_BYTE } place;

/* The message begins "PATH:LINE: ", "PATH: byte N: " or "PATH". */
static int located(const char *message, const char *path, place where) {
  size_t length = strlen(path);
  if (strncmp(message, path, length) != 0) return 0;
  const char *rest = message + length;
  if (where == AT_BYTE) {
    if (strncmp(rest, ": byte ", 7) != 0) return 0;
    rest += 7;
  } else if (where == AT_LINE) {
    if (*rest++ != ':') return 0;
  } else {
    return 1;
  }
  if (!isdigit((unsigned char)*rest)) return 0;
  while (isdigit((unsigned char)*rest)) rest++;
  return *rest == ':';
}

static void expect_refused(const char *name, const void *bytes, size_t size,
                           place where, const char *fragment) {
  char path[MESH_PATH_SIZE];
  CHECK(mesh_files_write(name, bytes, size, path) != NULL);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = (gimmik_mesh *)&error; /* poison: must become NULL */
  CHECK_FAILS(gimmik_mesh_read_gmsh(path, &mesh, &error), &error,
              GIMMIK_ERROR_INPUT, fragment);
  CHECK(mesh == NULL);
  CHECK(located(error.message, path, where));
  if (!located(error.message, path, where))
    fprintf(stderr, "%s: not located: %s\n", name, error.message);
}

static void expect_model_refused(const char *name, const gmsh_model *model,
                                 int binary, place where,
                                 const char *fragment) {
  size_t size;
  unsigned char *bytes = gmsh_write(model, binary, &size);
  expect_refused(name, bytes, size, where, fragment);
  free(bytes);
}

/* Write the bytes to `name` and read them. */
static gimmik_status read_bytes(const char *name, const void *bytes,
                                size_t size, gimmik_mesh **mesh,
                                gimmik_error *error) {
  char path[MESH_PATH_SIZE];
  CHECK(mesh_files_write(name, bytes, size, path) != NULL);
  return gimmik_mesh_read_gmsh(path, mesh, error);
}

/* Write the model as text to `name` and read it. */
static gimmik_status read_model(const char *name, const gmsh_model *model,
                                gimmik_mesh **mesh, gimmik_error *error) {
  size_t size;
  unsigned char *bytes = gmsh_write(model, 0, &size);
  gimmik_status status = read_bytes(name, bytes, size, mesh, error);
  free(bytes);
  return status;
}

/* The text of a model with `old` replaced by `new` (which must be
 * there), NUL-terminated. */
static char *edited(const gmsh_model *model, const char *old, const char *new) {
  size_t size;
  unsigned char *bytes = gmsh_write(model, 0, &size);
  char *text = malloc(size + strlen(new) + 1);
  memcpy(text, bytes, size);
  text[size] = '\0';
  free(bytes);
  char *at = strstr(text, old);
  CHECK(at != NULL);
  if (!at) return text;
  size_t tail = strlen(at + strlen(old));
  memmove(at + strlen(new), at + strlen(old), tail + 1);
  memcpy(at, new, strlen(new));
  return text;
}

static void expect_edit_refused(const char *name, const gmsh_model *model,
                                const char *old, const char *new, place where,
                                const char *fragment) {
  char *text = edited(model, old, new);
  expect_refused(name, text, strlen(text), where, fragment);
  free(text);
}

/* Two unit cubes side by side along x. */
static const gmsh_model *two_cubes(hand_model *hand) {
  hand_model_init(hand);
  hand_cube(hand, 0, 0, 0, 1, 0);
  hand_cube(hand, 1, 0, 0, 1, 0);
  return hand_model_finish(hand, 0);
}

/* A text file with one change, and what its message must hold. */
typedef struct text_edit {
  const char *name, *old, *new, *fragment;
} text_edit;

static const text_edit format_edits[] = {
    {"v22.msh", "4.1 0 8", "2.2 0 8",
     "Gmsh format 2.2 is not supported: only 4.1"},
    {"v40.msh", "4.1 0 8", "4.0 0 8", "format 4.0 is not supported"},
    {"size4.msh", "4.1 0 8", "4.1 0 4", "data size 4 is not supported"},
    {"type2.msh", "4.1 0 8", "4.1 2 8", "file type 2 is neither"},
    {"partitioned.msh", "$EndMeshFormat\n",
     "$EndMeshFormat\n$PartitionedEntities\n1\n$EndPartitionedEntities\n",
     "partitioned meshes are not supported"},
    {"twice.msh", "$EndMeshFormat\n", "$EndMeshFormat\n$MeshFormat\n",
     "a second $MeshFormat"},
};

/* In two_cubes: 12 nodes tagged 100..122, elements 1000 and 1001. */
static const text_edit count_edits[] = {
    {"more-nodes.msh", "1 12 100 122 \n", "1 13 100 122 \n",
     "the section declares 13 nodes, its blocks hold 12"},
    {"fewer-nodes.msh", "1 12 100 122 \n", "1 11 100 122 \n",
     "the node blocks hold more than the 11 nodes"},
    {"node-range.msh", "1 12 100 122 \n", "1 12 100 124 \n",
     "declares node tags 100..124, its nodes have 100..122"},
    {"elements.msh", "1 2 1000 1001 \n", "1 3 1000 1001 \n",
     "the section declares 3 elements, its blocks hold 2"},
    {"huge.msh", "1 12 100 122 \n", "1 99999999999 100 122 \n",
     "the number of nodes = 99999999999 is more than the rest of the file can "
     "hold"},
    {"nan.msh", "\n0 0 0 \n", "\nnan 0 0 \n",
     "a node coordinate is not finite"},
    {"word.msh", "\n0 0 0 \n", "\n0 x 0 \n",
     "a node coordinate: 'x' is not a number"},
    {"negative.msh", "1 2 1000 1001 \n", "1 -2 1000 1001 \n",
     "the number of elements: -2 is outside"},
    {"extra.msh", "$EndNodes", "7\n$EndNodes", "expected $EndNodes, found '7'"},
    {"short.msh", "1 2 1000 1001 \n3 1 5 2 \n", "1 3 1000 1002 \n3 1 5 3 \n",
     "found the end of $Elements where an element tag was expected"},
};

static void expect_edits_refused(const gmsh_model *model,
                                 const text_edit *edits, size_t count) {
  for (size_t i = 0; i < count; i++)
    expect_edit_refused(edits[i].name, model, edits[i].old, edits[i].new,
                        AT_LINE, edits[i].fragment);
}

static void test_format(void) {
  hand_model hand;
  const gmsh_model *model = two_cubes(&hand);
  expect_edits_refused(model, format_edits,
                       sizeof format_edits / sizeof *format_edits);
  expect_refused("hello.msh", "hello\n", 6, AT_LINE,
                 "not a Gmsh mesh: it does not begin with $MeshFormat");
  expect_refused("empty.msh", "", 0, AT_LINE, "not a Gmsh mesh");
  /* An unknown section is skipped. */
  char *text = edited(model, "$EndMeshFormat\n",
                      "$EndMeshFormat\n$Comments\n4 2 $Nodes\n$EndComments\n");
  gimmik_mesh *mesh = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(read_bytes("comments.msh", text, strlen(text), &mesh, &error),
           &error);
  free(text);
  CHECK(mesh && gimmik_mesh_elements(mesh) == 2);
  gimmik_mesh_destroy(mesh);
  /* So are DOS line ends. */
  size_t size;
  unsigned char *bytes = gmsh_write(model, 0, &size);
  char *dos = malloc(2 * size + 1);
  size_t length = 0;
  for (size_t i = 0; i < size; i++) {
    if (bytes[i] == '\n') dos[length++] = '\r';
    dos[length++] = (char)bytes[i];
  }
  free(bytes);
  mesh = NULL;
  CHECK_OK(read_bytes("dos.msh", dos, length, &mesh, &error), &error);
  free(dos);
  CHECK(mesh && gimmik_mesh_elements(mesh) == 2);
  gimmik_mesh_destroy(mesh);
}

static void test_counts_and_values(void) {
  hand_model hand;
  const gmsh_model *model = two_cubes(&hand);
  expect_edits_refused(model, count_edits,
                       sizeof count_edits / sizeof *count_edits);
  char *text = edited(model, "$Elements", "$Elements");
  char *cut = strstr(text, "$Elements");
  if (cut) {
    expect_refused("no-elements.msh", text, (size_t)(cut - text), ANY_PLACE,
                   "no $Elements section");
    expect_refused("truncated.msh", text, strlen(text) - 25, AT_LINE,
                   "the file ends inside $Elements (truncated?)");
  }
  free(text);
}

static void test_binary(void) {
  hand_model hand;
  const gmsh_model *model = two_cubes(&hand);
  size_t size;
  unsigned char *bytes = gmsh_write(model, 1, &size);
  expect_refused("cut.msh", bytes, size - 40, AT_BYTE,
                 "the file ends inside $Elements (truncated?)");
  unsigned char *mark = (unsigned char *)strstr((char *)bytes, "4.1 1 8\n") + 8;
  memcpy(mark, "\0\0\0\1", 4);
  expect_refused("big-endian.msh", bytes, size, AT_LINE,
                 "a big-endian binary file");
  free(bytes);
  hand.hex_nodes[8 + 5] = 999;
  expect_model_refused("missing-binary.msh", model, 1, ANY_PLACE,
                       ": element 1001 refers to node 999, which $Nodes does "
                       "not define");
}

static void test_nodes_and_tags(void) {
  hand_model hand;
  const gmsh_model *model = two_cubes(&hand);
  hand.hex_nodes[8 + 5] = 999;
  expect_model_refused("missing.msh", model, 0, AT_LINE,
                       "element 1001 refers to node 999, which $Nodes does "
                       "not define");
  model = two_cubes(&hand);
  hand.node_tags[3] = hand.node_tags[2];
  expect_model_refused("node-twice.msh", model, 0, ANY_PLACE,
                       "$Nodes defines node 104 twice");
  model = two_cubes(&hand);
  hand.hex_tags[1] = hand.hex_tags[0];
  expect_model_refused("element-twice.msh", model, 0, AT_LINE,
                       "element 1000: the element on line 39 has the same tag");
  hand_model_init(&hand);
  long long quad[4] = {
      hand_node(&hand, 0, 0, 0, 0), hand_node(&hand, 1, 0, 0, 0),
      hand_node(&hand, 1, 1, 0, 0), hand_node(&hand, 0, 1, 0, 0)};
  hand_extra(&hand, 3, 2, quad);
  expect_model_refused("no-hexahedra.msh", hand_model_finish(&hand, 1), 0,
                       ANY_PLACE,
                       ": the file holds no hexahedra (with physical groups");
}

static void test_types(void) {
  hand_model hand;
  hand_model_init(&hand);
  hand_cube(&hand, 0, 0, 0, 1, 0);
  long long tet[4] = {100, 102, 104, 108};
  hand_extra(&hand, 4, 3, tet);
  expect_model_refused("tetrahedron.msh", hand_model_finish(&hand, 0), 0,
                       AT_LINE,
                       "element 1 is of type 4 (4-node tetrahedron), which is "
                       "not supported");
  hand.extra_type = 12;
  expect_model_refused("hex27.msh", hand_model_finish(&hand, 0), 1, AT_BYTE,
                       "type 12 (27-node hexahedron)");
  hand.extra_type = 3;
  hand.extra_dimension = 3;
  expect_model_refused("quad-in-volume.msh", hand_model_finish(&hand, 0), 0,
                       AT_LINE,
                       "a block of entity dimension 3 holds "
                       "elements of type 3");
}

static void test_elements(void) {
  hand_model hand;
  hand_model_init(&hand);
  hand_cube(&hand, 0, 0, 0, 1, 0);
  hand_cube(&hand, 0, 0, 1, 1, 0);
  long long mirrored[8];
  for (int v = 0; v < 8; v++)
    mirrored[v] =
        hand_node(&hand, (v & 1) ? 0 : 1, v >> 1 & 1, 2 + (v >> 2 & 1), 0);
  hand_hex(&hand, mirrored);
  expect_model_refused("inverted.msh", hand_model_finish(&hand, 0), 0, AT_LINE,
                       "element 1002 is inverted: detJ = -");
  hand_model_init(&hand);
  long long repeated[8];
  for (int v = 0; v < 8; v++)
    repeated[v] = hand_node(&hand, v & 1, v >> 1 & 1, v >> 2 & 1, 0);
  repeated[7] = repeated[6];
  hand_hex(&hand, repeated);
  expect_model_refused("repeated.msh", hand_model_finish(&hand, 0), 0, AT_LINE,
                       "element 1000 is degenerate: it names node 112 twice");
  hand_model_init(&hand);
  long long flat[8];
  for (int v = 0; v < 8; v++)
    flat[v] = hand_node(&hand, v & 1, v >> 1 & 1, 0, 1);
  hand_hex(&hand, flat);
  expect_model_refused("flat.msh", hand_model_finish(&hand, 0), 1, ANY_PLACE,
                       ": element 1000 is degenerate: detJ = 0");
  /* Every rotation is accepted, every reflection refused. */
  int rotations[CUBE_ROTATIONS][8], reflections[CUBE_ROTATIONS][8];
  cube_rotations(rotations, reflections);
  int accepted = 0, inverted = 0;
  for (int r = 0; r < CUBE_ROTATIONS; r++)
    for (int kind = 0; kind < 2; kind++) {
      hand_model_init(&hand);
      long long corner[8], turned[8];
      for (int v = 0; v < 8; v++)
        corner[v] = hand_node(&hand, v & 1, v >> 1 & 1, v >> 2 & 1, 0);
      for (int v = 0; v < 8; v++)
        turned[v] = corner[kind ? reflections[r][v] : rotations[r][v]];
      hand_hex(&hand, turned);
      gimmik_mesh *mesh = NULL;
      gimmik_error error;
      gimmik_error_init(&error);
      gimmik_status status =
          read_model("turned.msh", hand_model_finish(&hand, 0), &mesh, &error);
      accepted += kind == 0 && status == GIMMIK_OK;
      inverted += kind == 1 && status == GIMMIK_ERROR_INPUT &&
                  strstr(error.message, "is inverted");
      gimmik_mesh_destroy(mesh);
    }
  CHECK(accepted == CUBE_ROTATIONS);
  CHECK(inverted == CUBE_ROTATIONS);
}

static void test_conformity(void) {
  hand_model hand;
  hand_model_init(&hand);
  hand_cube(&hand, 0, 0, 0, 1, 0);
  hand_cube(&hand, 0, 0, 1, 1, 0);
  long long tall[8];
  for (int v = 0; v < 8; v++)
    tall[v] = hand_node(&hand, v & 1, v >> 1 & 1, (v >> 2 & 1) ? 3 : 1, 0);
  hand_hex(&hand, tall);
  expect_model_refused("three.msh", hand_model_finish(&hand, 0), 0, AT_LINE,
                       "share one face; a face belongs to at most two "
                       "elements");
  hand_model_init(&hand);
  hand_cube(&hand, 0, 0, 0, 1, 0);
  hand_cube(&hand, 0, 0, 0, 1, 0);
  expect_model_refused("duplicate.msh", hand_model_finish(&hand, 0), 0, AT_LINE,
                       "element 1000 and element 1001 (line");
  expect_model_refused("duplicate.msh", hand_model_finish(&hand, 0), 0, AT_LINE,
                       "share more than one face");
  hand_model_init(&hand);
  hand_cube(&hand, 0, 0, 0, 1, 0);
  long long partial[8];
  for (int v = 0; v < 8; v++)
    partial[v] = hand_node(&hand, 1 + (v & 1), v >> 1 & 1, v >> 2 & 1, v == 6);
  hand_hex(&hand, partial);
  expect_model_refused("partial.msh", hand_model_finish(&hand, 0), 0, AT_LINE,
                       "of a face but not its fourth (non-conforming mesh)");
  hand_model_init(&hand);
  hand_cube(&hand, 0, 0, 0, 1, 0);
  /* Standing on the diagonal of the first cube's top face. */
  static const double base[4][2] = {{0, 0}, {1, 1}, {-1, 1}, {0, 2}};
  long long diamond[8];
  for (int v = 0; v < 8; v++)
    diamond[v] =
        hand_node(&hand, base[v & 3][0], base[v & 3][1], 1 + (v >> 2 & 1), 0);
  hand_hex(&hand, diamond);
  expect_model_refused("diagonal.msh", hand_model_finish(&hand, 0), 0, AT_LINE,
                       "are a face diagonal of the first and an edge of the "
                       "second");
  hand_model_init(&hand);
  hand_cube(&hand, 0, 0, 0, 1, 0);
  hand_cube(&hand, 1, 0, 0, 1, 1);
  expect_model_refused("unglued.msh", hand_model_finish(&hand, 0), 0, AT_LINE,
                       "at one point (1, 0, 0): volumes meshed apart and not "
                       "glued");
  hand_model_init(&hand);
  hand_cube(&hand, 0, 0, 0, 2, 0);
  for (int i = 0; i < 4; i++) hand_cube(&hand, i & 1, i >> 1, 2, 1, 0);
  expect_model_refused("hanging.msh", hand_model_finish(&hand, 0), 0, AT_LINE,
                       "without it being a vertex: a hanging vertex");
}

static void test_boundary_elements(void) {
  hand_model hand;
  const gmsh_model *model;
  hand_model_init(&hand);
  hand_cube(&hand, 0, 0, 0, 1, 0);
  long long slanted[4] = {100, 102, 114, 112};
  hand_extra(&hand, 3, 2, slanted);
  model = hand_model_finish(&hand, 1);
  expect_model_refused("slanted.msh", model, 0, AT_LINE,
                       "element 1 is not a face of any hexahedron");
  long long across[2] = {100, 106};
  hand.extra_count = 0;
  hand_extra(&hand, 1, 1, across);
  expect_model_refused("across.msh", hand_model_finish(&hand, 1), 0, AT_LINE,
                       "element 1 is not an edge of any hexahedron");
  long long stray[4] = {100, 102, 106, hand_node(&hand, 5, 5, 5, 1)};
  hand.extra_count = 0;
  hand_extra(&hand, 3, 2, stray);
  expect_model_refused("stray.msh", hand_model_finish(&hand, 1), 0, AT_LINE,
                       "uses node 116, which is no hexahedron's vertex");
  hand.node_count--;
  long long face[4] = {100, 102, 106, 104};
  hand.extra_count = 0;
  hand_extra(&hand, 3, 2, face);
  model = hand_model_finish(&hand, 1);
  hand.model.entity_count = 1;
  expect_model_refused("no-entity.msh", model, 0, AT_LINE,
                       "lies on entity 1 of dimension 2, which $Entities does "
                       "not define");
}

/* A group of faces between two elements cannot be Dirichlet, nor a
 * group of nothing. */
static void test_inner_group(void) {
  hand_model hand;
  hand_model_init(&hand);
  hand_cube(&hand, 0, 0, 0, 1, 0);
  hand_cube(&hand, 1, 0, 0, 1, 0);
  long long inner[4] = {
      hand_node(&hand, 1, 0, 0, 0), hand_node(&hand, 1, 1, 0, 0),
      hand_node(&hand, 1, 1, 1, 0), hand_node(&hand, 1, 0, 1, 0)};
  hand_extra(&hand, 3, 2, inner);
  gimmik_mesh *mesh = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(read_model("inner.msh", hand_model_finish(&hand, 1), &mesh, &error),
           &error);
  if (!mesh) return;
  const char *names[] = {"extra"};
  gimmik_dirichlet dirichlet = {1, names, 0, NULL};
  gimmik_numbering *numbering = NULL;
  CHECK_FAILS(gimmik_mesh_number(mesh, 3, &dirichlet, &numbering, &error),
              &error, GIMMIK_ERROR_ARGUMENT,
              "Dirichlet group 'extra' (tag 7) holds element 1, a face "
              "between two elements");
  CHECK(numbering == NULL);
  gimmik_mesh_destroy(mesh);
  /* A named group without members. */
  hand.extra_count = 0;
  CHECK_OK(
      read_model("empty-group.msh", hand_model_finish(&hand, 1), &mesh, &error),
      &error);
  if (!mesh) return;
  CHECK_FAILS(gimmik_mesh_number(mesh, 3, &dirichlet, &numbering, &error),
              &error, GIMMIK_ERROR_ARGUMENT,
              "Dirichlet group 'extra' (tag 7) holds no point, line or "
              "quadrangle of the mesh");
  gimmik_mesh_destroy(mesh);
}

static void test_arguments(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = NULL;
  CHECK_FAILS(gimmik_mesh_read_gmsh("/nonexistent/mesh.msh", &mesh, &error),
              &error, GIMMIK_ERROR_IO, "/nonexistent/mesh.msh");
  CHECK_FAILS(gimmik_mesh_read_gmsh(NULL, &mesh, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "path must not be NULL");
  CHECK_FAILS(gimmik_mesh_read_gmsh("x.msh", NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "mesh must not be NULL");
}

int main(void) {
  if (mesh_files_open() != 0) return 1;
  test_format();
  test_counts_and_values();
  test_binary();
  test_nodes_and_tags();
  test_types();
  test_elements();
  test_conformity();
  test_boundary_elements();
  test_inner_group();
  test_arguments();
  mesh_files_close();
  return check_finish("test_mesh_errors");
}
