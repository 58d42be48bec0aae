/* gmsh_sections.c: the sections of a Gmsh .msh 4.1 file into a
 * gmsh_file: $MeshFormat (first), $PhysicalNames, $Entities, $Nodes and
 * $Elements; other sections are skipped, except partitioned entities,
 * which change what entity tags mean. */
#include "mesh/gmsh_file.h"

#include <stdlib.h>
#include <string.h>

#include "mesh/gmsh_cursor.h"
#include "mesh/gmsh_parts.h"

/* A binary file writes the int 1 after its format line: its bytes show
 * the byte order. */
static gimmik_status parse_byte_order(gmsh_cursor *cursor,
                                      gimmik_error *error) {
  int one;
  gimmik_gmsh_end_line(cursor);
  cursor->binary = 1;
  gimmik_status status =
      gimmik_gmsh_read_int(cursor, "the byte-order mark", &one, error);
  cursor->binary = 0;
  if (status != GIMMIK_OK || one == 1) return status;
  if (one == 1 << 24)
    return gimmik_gmsh_fail(cursor, error,
                     "a big-endian binary file: only little-endian files are "
                     "supported");
  return gimmik_gmsh_fail(cursor, error,
                   "the byte-order mark is %d, not 1 (a damaged binary file?)",
                   one);
}

static gimmik_status parse_format(gmsh_cursor *cursor, gmsh_file *file,
                                  gimmik_error *error) {
  char version[GMSH_NAME_SIZE];
  int type, data_size;
  gimmik_status status = gimmik_gmsh_read_word(cursor, "the format version", version,
                                        sizeof version, error);
  if (status == GIMMIK_OK && strcmp(version, "4.1") != 0)
    return gimmik_gmsh_fail(cursor, error,
                     "Gmsh format %s is not supported: only 4.1 (save with "
                     "Mesh.MshFileVersion = 4.1)",
                     version);
  if (status == GIMMIK_OK)
    status = gimmik_gmsh_read_int(cursor, "the file type", &type, error);
  if (status == GIMMIK_OK && type != 0 && type != 1)
    return gimmik_gmsh_fail(cursor, error,
                     "file type %d is neither 0 (text) nor 1 (binary)",
                     type);
  if (status == GIMMIK_OK)
    status = gimmik_gmsh_read_int(cursor, "the data size", &data_size, error);
  if (status == GIMMIK_OK && data_size != 8)
    return gimmik_gmsh_fail(cursor, error,
                     "data size %d is not supported: only 8 (a 64-bit size_t)",
                     data_size);
  if (status == GIMMIK_OK && type == 1)
    status = parse_byte_order(cursor, error);
  if (status != GIMMIK_OK) return status;
  file->binary = type;
  cursor->binary_file = type;
  return gimmik_gmsh_section_end(cursor, error);
}

static gimmik_status parse_names(gmsh_cursor *cursor, gmsh_file *file,
                                 gimmik_error *error) {
  int count;
  gimmik_status status =
      gimmik_gmsh_read_int(cursor, "the number of physical names", &count, error);
  if (status == GIMMIK_OK && count < 0)
    return gimmik_gmsh_fail(cursor, error, "%d physical names", count);
  if (status == GIMMIK_OK)
    status = gimmik_gmsh_check_count(cursor, "the number of physical names", count, 6,
                              error);
  if (status != GIMMIK_OK) return status;
  file->names = calloc((size_t)count + 1, sizeof *file->names);
  if (!file->names)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  for (int i = 0; i < count && status == GIMMIK_OK; i++) {
    gmsh_name *name = &file->names[i];
    char text[256];
    status =
        gimmik_gmsh_read_int(cursor, "a physical dimension", &name->dimension, error);
    if (status == GIMMIK_OK && (name->dimension < 0 || name->dimension > 3))
      return gimmik_gmsh_fail(cursor, error, "physical dimension %d is outside 0..3",
                       name->dimension);
    if (status == GIMMIK_OK)
      status = gimmik_gmsh_read_int(cursor, "a physical tag", &name->tag, error);
    if (status == GIMMIK_OK)
      status = gimmik_gmsh_read_quoted(cursor, text, sizeof text, error);
    if (status != GIMMIK_OK) break;
    name->name = malloc(strlen(text) + 1);
    if (!name->name)
      return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
    strcpy(name->name, text);
    file->name_count++;
  }
  return status == GIMMIK_OK ? gimmik_gmsh_section_end(cursor, error) : status;
}

typedef gimmik_status (*section_parser)(gmsh_cursor *cursor, gmsh_file *file,
                                        gimmik_error *error);

typedef struct section_kind {
  const char *name;
  section_parser parse;
  int binary; /* values are binary in a binary file */
} section_kind;

static const section_kind sections[] = {
    {"PhysicalNames", parse_names, 0},
    {"Entities", gimmik_gmsh_parse_entities, 1},
    {"Nodes", gimmik_gmsh_parse_nodes, 1},
    {"Elements", gimmik_gmsh_parse_elements, 1},
};

static gimmik_status parse_section(gmsh_cursor *cursor, gmsh_file *file,
                                   unsigned *seen, gimmik_error *error) {
  if (strcmp(cursor->section, "MeshFormat") == 0)
    return gimmik_gmsh_fail(cursor, error, "a second $MeshFormat");
  if (strcmp(cursor->section, "PartitionedEntities") == 0)
    return gimmik_gmsh_fail(cursor, error,
                     "partitioned meshes are not supported (save the mesh "
                     "unpartitioned)");
  for (unsigned k = 0; k < sizeof sections / sizeof *sections; k++) {
    if (strcmp(cursor->section, sections[k].name) != 0) continue;
    if (*seen >> k & 1)
      return gimmik_gmsh_fail(cursor, error, "a second $%s", sections[k].name);
    *seen |= 1u << k;
    cursor->binary = sections[k].binary && file->binary;
    return sections[k].parse(cursor, file, error);
  }
  return gimmik_gmsh_section_skip(cursor, error);
}

gimmik_status gimmik_gmsh_parse(gmsh_file *file, const unsigned char *bytes,
                                size_t size, gimmik_error *error) {
  gmsh_cursor cursor = {file->path, bytes, size, 0, 1, 0, 0, "MeshFormat"};
  int found;
  gimmik_status status = gimmik_gmsh_section_begin(&cursor, &found, NULL);
  if (status != GIMMIK_OK || !found ||
      strcmp(cursor.section, "MeshFormat") != 0) {
    cursor.line = 1;
    return gimmik_gmsh_fail(&cursor, error,
                     "not a Gmsh mesh: it does not begin with $MeshFormat");
  }
  status = parse_format(&cursor, file, error);
  unsigned seen = 0;
  while (status == GIMMIK_OK) {
    status = gimmik_gmsh_section_begin(&cursor, &found, error);
    if (status != GIMMIK_OK || !found) break;
    status = parse_section(&cursor, file, &seen, error);
  }
  if (status != GIMMIK_OK) return status;
  file->have_entities = seen >> 1 & 1;
  if (!(seen >> 2 & 1) || !(seen >> 3 & 1))
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s: no $%s section (truncated?)", file->path,
                            !(seen >> 2 & 1) ? "Nodes" : "Elements");
  return GIMMIK_OK;
}

void gimmik_gmsh_free(gmsh_file *file) {
  for (int i = 0; i < file->name_count; i++) free(file->names[i].name);
  free(file->names);
  for (long long i = 0; i < file->entity_count; i++)
    free(file->entities[i].physicals);
  free(file->entities);
  free(file->node_tags);
  free(file->node_points);
  free(file->elements);
}
