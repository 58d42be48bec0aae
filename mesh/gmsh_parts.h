/*
 * gmsh_parts.h (internal): the readers of the large sections of a Gmsh
 * .msh 4.1 file (gmsh_header.c, gmsh_entities.c, gmsh_nodes.c,
 * gmsh_elements.c), called
 * after the section's header line with the cursor's value mode set.
 */
#ifndef GIMMIK_MESH_GMSH_PARTS_H
#define GIMMIK_MESH_GMSH_PARTS_H

#include "mesh/gmsh_cursor.h"
#include "mesh/gmsh_file.h"

/* The header of $Nodes and $Elements (gmsh_header.c). */
typedef struct gmsh_header {
  long long blocks, total, min_tag, max_tag;
} gmsh_header;

/* Read it; `noun` ("node") names its values in messages, and each item
 * takes at least `bytes_each` bytes of the file. */
gimmik_status gimmik_gmsh_read_header(gmsh_cursor *cursor, const char *noun,
                                      long long bytes_each, gmsh_header *header,
                                      gimmik_error *error);

/* Do the `found` items agree with the header?  Their tags are at `tags`,
 * `stride` bytes apart. */
gimmik_status gimmik_gmsh_check_header(gmsh_cursor *cursor, const char *noun,
                                       const gmsh_header *header,
                                       long long found, const long long *tags,
                                       size_t stride, gimmik_error *error);

/* The header of a block of nodes or elements: entity dimension (checked
 * to be 0..3) and tag, a third int (`third` names it: the parametric flag
 * or the element type) and the number of items. */
typedef struct gmsh_block {
  int dimension, entity, third;
  long long count;
} gmsh_block;

gimmik_status gimmik_gmsh_read_block(gmsh_cursor *cursor, const char *third,
                                     gmsh_block *block, gimmik_error *error);

gimmik_status gimmik_gmsh_parse_entities(gmsh_cursor *cursor, gmsh_file *file,
                                         gimmik_error *error);
gimmik_status gimmik_gmsh_parse_nodes(gmsh_cursor *cursor, gmsh_file *file,
                                      gimmik_error *error);
gimmik_status gimmik_gmsh_parse_elements(gmsh_cursor *cursor, gmsh_file *file,
                                         gimmik_error *error);

#endif
