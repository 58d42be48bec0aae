/* gmsh_nodes.c: the $Nodes section of a Gmsh .msh 4.1 file: blocks of
 * node tags, then their coordinates (and parametric ones, read past). */
#include "mesh/gmsh_parts.h"

#include <stdlib.h>

static gimmik_status read_block(gmsh_cursor *cursor, gmsh_file *file,
                                const gmsh_header *header,
                                gimmik_error *error) {
  gmsh_block block;
  gimmik_status status = gimmik_gmsh_read_block(
      cursor, "a block's parametric flag", &block, error);
  if (status != GIMMIK_OK) return status;
  if (block.third != 0 && block.third != 1)
    return gimmik_gmsh_fail(cursor, error,
                     "a node block's parametric flag is %d, not 0 or 1",
                     block.third);
  long long count = block.count;
  if (count > header->total - file->node_count)
    return gimmik_gmsh_fail(cursor, error,
                     "the node blocks hold more than the %lld nodes the "
                     "section declares",
                     header->total);
  long long first = file->node_count;
  for (long long i = 0; i < count && status == GIMMIK_OK; i++) {
    long long *tag = &file->node_tags[first + i];
    status = gimmik_gmsh_read_size(cursor, "a node tag", tag, error);
    if (status == GIMMIK_OK && *tag == 0)
      return gimmik_gmsh_fail(cursor, error, "node tag 0 (tags start at 1)");
  }
  int extra = block.third ? block.dimension : 0;
  for (long long i = 0; i < count && status == GIMMIK_OK; i++) {
    double *point = &file->node_points[(first + i) * 3], skipped;
    for (int c = 0; c < 3 && status == GIMMIK_OK; c++)
      status = gimmik_gmsh_read_real(cursor, "a node coordinate", &point[c], error);
    for (int c = 0; c < extra && status == GIMMIK_OK; c++)
      status =
          gimmik_gmsh_read_real(cursor, "a parametric coordinate", &skipped, error);
  }
  file->node_count += count;
  return status;
}

gimmik_status gimmik_gmsh_parse_nodes(gmsh_cursor *cursor, gmsh_file *file,
                                      gimmik_error *error) {
  /* A node takes a tag and three coordinates. */
  gmsh_header header;
  gimmik_status status = gimmik_gmsh_read_header(
      cursor, "node", cursor->binary ? 32 : 8, &header, error);
  if (status != GIMMIK_OK) return status;
  file->node_tags =
      malloc(((size_t)header.total + 1) * sizeof *file->node_tags);
  file->node_points =
      malloc(((size_t)header.total + 1) * 3 * sizeof *file->node_points);
  if (!file->node_tags || !file->node_points)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for %lld nodes", header.total);
  for (long long b = 0; b < header.blocks && status == GIMMIK_OK; b++)
    status = read_block(cursor, file, &header, error);
  if (status == GIMMIK_OK)
    status = gimmik_gmsh_check_header(cursor, "node", &header, file->node_count,
                                      file->node_tags, sizeof *file->node_tags,
                                      error);
  return status == GIMMIK_OK ? gimmik_gmsh_section_end(cursor, error) : status;
}
