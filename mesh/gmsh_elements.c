/* gmsh_elements.c: the $Elements section of a Gmsh .msh 4.1 file.
 * Blocks of first-order hexahedra, and of the points, lines and
 * quadrangles that carry physical groups, are read; a block of any other
 * type is refused, naming the type and its first element. */
#include "mesh/gmsh_parts.h"

#include <stdlib.h>

typedef struct type_name {
  int type;
  const char *name;
} type_name;

/* The types a hexahedral mesh file might hold by mistake. */
static const type_name other_types[] = {
    {2, "3-node triangle"},      {4, "4-node tetrahedron"},
    {6, "6-node prism"},         {7, "5-node pyramid"},
    {8, "3-node line"},          {9, "6-node triangle"},
    {10, "9-node quadrangle"},   {11, "10-node tetrahedron"},
    {12, "27-node hexahedron"},  {13, "18-node prism"},
    {14, "14-node pyramid"},     {16, "8-node quadrangle"},
    {17, "20-node hexahedron"},  {18, "15-node prism"},
    {19, "13-node pyramid"},     {92, "64-node hexahedron"},
    {93, "125-node hexahedron"},
};

int gimmik_gmsh_type_nodes(int type) {
  switch (type) {
  case GMSH_POINT: return 1;
  case GMSH_LINE: return 2;
  case GMSH_QUADRANGLE: return 4;
  case GMSH_HEXAHEDRON: return 8;
  default: return 0;
  }
}

static int type_dimension(int type) {
  switch (type) {
  case GMSH_POINT: return 0;
  case GMSH_LINE: return 1;
  case GMSH_QUADRANGLE: return 2;
  default: return 3;
  }
}

static const char *describe_type(int type) {
  for (size_t i = 0; i < sizeof other_types / sizeof *other_types; i++)
    if (other_types[i].type == type) return other_types[i].name;
  return "an unknown type";
}

static gimmik_status unsupported(gmsh_cursor *cursor, const gmsh_block *block,
                                 gimmik_error *error) {
  long long first = 0;
  if (block->count > 0 &&
      gimmik_gmsh_read_size(cursor, "an element tag", &first, error) != GIMMIK_OK)
    return GIMMIK_ERROR_INPUT;
  return gimmik_gmsh_fail(cursor, error,
                   "element %lld is of type %d (%s), which is not supported: "
                   "only first-order hexahedra (type 5), with points (15), "
                   "lines (1) and quadrangles (3) for physical groups",
                   first, block->third, describe_type(block->third));
}

static gimmik_status read_element(gmsh_cursor *cursor, const gmsh_block *block,
                                  gmsh_element *element, gimmik_error *error) {
  element->type = block->third;
  element->dimension = block->dimension;
  element->entity = block->entity;
  gimmik_status status =
      gimmik_gmsh_read_size(cursor, "an element tag", &element->tag, error);
  element->line = cursor->binary_file ? 0 : cursor->line;
  int count = gimmik_gmsh_type_nodes(block->third);
  for (int i = 0; i < count && status == GIMMIK_OK; i++)
    status = gimmik_gmsh_read_size(cursor, "a node tag", &element->nodes[i], error);
  return status;
}

static gimmik_status read_block(gmsh_cursor *cursor, gmsh_file *file,
                                const gmsh_header *header,
                                gimmik_error *error) {
  gmsh_block block;
  gimmik_status status =
      gimmik_gmsh_read_block(cursor, "an element type", &block, error);
  if (status != GIMMIK_OK) return status;
  if (gimmik_gmsh_type_nodes(block.third) == 0)
    return unsupported(cursor, &block, error);
  if (block.dimension != type_dimension(block.third))
    return gimmik_gmsh_fail(cursor, error,
                     "a block of entity dimension %d holds elements of type %d",
                     block.dimension, block.third);
  if (block.count > header->total - file->element_count)
    return gimmik_gmsh_fail(cursor, error,
                     "the element blocks hold more than the %lld elements the "
                     "section declares",
                     header->total);
  for (long long i = 0; i < block.count && status == GIMMIK_OK; i++)
    status = read_element(cursor, &block,
                          &file->elements[file->element_count++], error);
  return status;
}

gimmik_status gimmik_gmsh_parse_elements(gmsh_cursor *cursor, gmsh_file *file,
                                         gimmik_error *error) {
  /* An element takes a tag and a node tag at least. */
  gmsh_header header;
  gimmik_status status = gimmik_gmsh_read_header(
      cursor, "element", cursor->binary ? 16 : 4, &header, error);
  if (status != GIMMIK_OK) return status;
  file->elements = malloc(((size_t)header.total + 1) * sizeof *file->elements);
  if (!file->elements)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for %lld elements", header.total);
  for (long long b = 0; b < header.blocks && status == GIMMIK_OK; b++)
    status = read_block(cursor, file, &header, error);
  if (status == GIMMIK_OK)
    status = gimmik_gmsh_check_header(
        cursor, "element", &header, file->element_count, &file->elements[0].tag,
        sizeof *file->elements, error);
  return status == GIMMIK_OK ? gimmik_gmsh_section_end(cursor, error) : status;
}
