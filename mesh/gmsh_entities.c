/* gmsh_entities.c: the $Entities section of a Gmsh .msh 4.1 file: each
 * entity's physical tags (the bounding boxes and bounding entities are
 * read past). */
#include "mesh/gmsh_parts.h"

#include <limits.h>
#include <stdlib.h>

/* `count` ints read and dropped, or kept in `kept` when not NULL. */
static gimmik_status read_ints(gmsh_cursor *cursor, const char *what,
                               long long count, int *kept,
                               gimmik_error *error) {
  gimmik_status status = GIMMIK_OK;
  for (long long i = 0; i < count && status == GIMMIK_OK; i++) {
    int value;
    status = gimmik_gmsh_read_int(cursor, what, &value, error);
    if (kept) kept[i] = value;
  }
  return status;
}

/* A count of ints that follow, checked against the rest of the file. */
static gimmik_status read_list_count(gmsh_cursor *cursor, const char *what,
                                     long long *count, gimmik_error *error) {
  gimmik_status status = gimmik_gmsh_read_size(cursor, what, count, error);
  if (status == GIMMIK_OK)
    status =
        gimmik_gmsh_check_count(cursor, what, *count, cursor->binary ? 4 : 2, error);
  if (status == GIMMIK_OK && *count > INT_MAX)
    status = gimmik_gmsh_fail(cursor, error, "%s = %lld is too large", what, *count);
  return status;
}

static gimmik_status parse_entity(gmsh_cursor *cursor, int dimension,
                                  gmsh_entity *entity, gimmik_error *error) {
  entity->dimension = dimension;
  gimmik_status status =
      gimmik_gmsh_read_int(cursor, "an entity tag", &entity->tag, error);
  /* A point gives its place, the others their bounding box. */
  for (int i = 0; i < (dimension ? 6 : 3) && status == GIMMIK_OK; i++) {
    double coordinate;
    status = gimmik_gmsh_read_real(cursor, "an entity coordinate", &coordinate, error);
  }
  long long count = 0;
  if (status == GIMMIK_OK)
    status =
        read_list_count(cursor, "the number of physical tags", &count, error);
  if (status != GIMMIK_OK) return status;
  entity->physicals = malloc(((size_t)count + 1) * sizeof *entity->physicals);
  if (!entity->physicals)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  entity->physical_count = (int)count;
  status = read_ints(cursor, "a physical tag", count, entity->physicals, error);
  if (status == GIMMIK_OK && dimension > 0)
    status = read_list_count(cursor, "the number of bounding entities", &count,
                             error);
  if (status == GIMMIK_OK && dimension > 0)
    status = read_ints(cursor, "a bounding entity", count, NULL, error);
  return status;
}

gimmik_status gimmik_gmsh_parse_entities(gmsh_cursor *cursor, gmsh_file *file,
                                         gimmik_error *error) {
  long long counts[4], total = 0;
  gimmik_status status = GIMMIK_OK;
  for (int d = 0; d < 4 && status == GIMMIK_OK; d++) {
    status = gimmik_gmsh_read_size(cursor, "an entity count", &counts[d], error);
    if (status == GIMMIK_OK)
      status = gimmik_gmsh_check_count(cursor, "an entity count", counts[d],
                                cursor->binary ? 36 : 8, error);
    total += status == GIMMIK_OK ? counts[d] : 0;
  }
  if (status != GIMMIK_OK) return status;
  file->entities = calloc((size_t)total + 1, sizeof *file->entities);
  if (!file->entities)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  for (int d = 0; d < 4; d++)
    for (long long i = 0; i < counts[d] && status == GIMMIK_OK; i++)
      status =
          parse_entity(cursor, d, &file->entities[file->entity_count++], error);
  return status == GIMMIK_OK ? gimmik_gmsh_section_end(cursor, error) : status;
}
