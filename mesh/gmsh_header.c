/* gmsh_header.c: the headers that $Nodes and $Elements share: the
 * section's (block count, item count, smallest and largest tag, and the
 * check that the blocks agree with it) and each block's. */
#include "mesh/gmsh_parts.h"

#include <stdio.h>

gimmik_status gimmik_gmsh_read_header(gmsh_cursor *cursor, const char *noun,
                                      long long bytes_each, gmsh_header *header,
                                      gimmik_error *error) {
  long long *values[4] = {&header->blocks, &header->total, &header->min_tag,
                          &header->max_tag};
  static const char *const formats[4] = {
      "the number of %s blocks", "the number of %ss", "the smallest %s tag",
      "the largest %s tag"};
  gimmik_status status = GIMMIK_OK;
  char what[4][64];
  for (int i = 0; i < 4 && status == GIMMIK_OK; i++) {
    snprintf(what[i], sizeof what[i], formats[i], noun);
    status = gimmik_gmsh_read_size(cursor, what[i], values[i], error);
  }
  /* A block header takes three ints and a size. */
  if (status == GIMMIK_OK)
    status = gimmik_gmsh_check_count(cursor, what[0], header->blocks,
                              cursor->binary ? 20 : 8, error);
  if (status == GIMMIK_OK)
    status =
        gimmik_gmsh_check_count(cursor, what[1], header->total, bytes_each, error);
  return status;
}

gimmik_status gimmik_gmsh_check_header(gmsh_cursor *cursor, const char *noun,
                                       const gmsh_header *header,
                                       long long found, const long long *tags,
                                       size_t stride, gimmik_error *error) {
  long long low = 0, high = 0;
  for (long long i = 0; i < found; i++) {
    long long tag =
        *(const long long *)((const char *)tags + (size_t)i * stride);
    if (i == 0 || tag < low) low = tag;
    if (i == 0 || tag > high) high = tag;
  }
  if (found != header->total)
    return gimmik_gmsh_fail(cursor, error,
                     "the section declares %lld %ss, its blocks hold %lld",
                     header->total, noun, found);
  if (found > 0 && (low != header->min_tag || high != header->max_tag))
    return gimmik_gmsh_fail(cursor, error,
                     "the section declares %s tags %lld..%lld, its %ss have "
                     "%lld..%lld",
                     noun, header->min_tag, header->max_tag, noun, low, high);
  return GIMMIK_OK;
}

gimmik_status gimmik_gmsh_read_block(gmsh_cursor *cursor, const char *third,
                                     gmsh_block *block, gimmik_error *error) {
  gimmik_status status = gimmik_gmsh_read_int(cursor, "a block's entity dimension",
                                       &block->dimension, error);
  if (status == GIMMIK_OK)
    status =
        gimmik_gmsh_read_int(cursor, "a block's entity tag", &block->entity, error);
  if (status == GIMMIK_OK)
    status = gimmik_gmsh_read_int(cursor, third, &block->third, error);
  if (status == GIMMIK_OK)
    status = gimmik_gmsh_read_size(cursor, "a block's size", &block->count, error);
  if (status == GIMMIK_OK && (block->dimension < 0 || block->dimension > 3))
    return gimmik_gmsh_fail(cursor, error,
                     "a block of entity dimension %d (not 0..3)",
                     block->dimension);
  return status;
}
