/* gmsh_writer.c: see gmsh_writer.h.  Text files put one element or node
 * per line, as Gmsh does; binary ones write ints in 4 bytes, sizes and
 * doubles in 8, little-endian. */
#include "gmsh_writer.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct writer {
  unsigned char *bytes;
  size_t size, capacity;
  int binary;
} writer;

static void append(writer *out, const void *bytes, size_t size) {
  if (out->size + size > out->capacity) {
    out->capacity = 2 * (out->size + size) + 256;
    out->bytes = realloc(out->bytes, out->capacity);
  }
  memcpy(out->bytes + out->size, bytes, size);
  out->size += size;
}

static void text(writer *out, const char *format, ...) {
  char line[512];
  va_list arguments;
  va_start(arguments, format);
  int length = vsnprintf(line, sizeof line, format, arguments);
  va_end(arguments);
  append(out, line, (size_t)length);
}

static void little_endian(writer *out, uint64_t value, int width) {
  unsigned char bytes[8];
  for (int b = 0; b < width; b++) bytes[b] = (unsigned char)(value >> (8 * b));
  append(out, bytes, (size_t)width);
}

static void put_int(writer *out, int value) {
  if (out->binary)
    little_endian(out, (uint32_t)value, 4);
  else
    text(out, "%d ", value);
}

static void put_size(writer *out, long long value) {
  if (out->binary)
    little_endian(out, (uint64_t)value, 8);
  else
    text(out, "%lld ", value);
}

static void put_double(writer *out, double value) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  if (out->binary)
    little_endian(out, bits, 8);
  else
    text(out, "%.17g ", value);
}

static void end_line(writer *out) {
  if (!out->binary) text(out, "\n");
}

gmsh_block_spec gmsh_block(int dimension, int entity, int type, long long count,
                           const long long *tags, const long long *nodes) {
  return (gmsh_block_spec){dimension, entity, type, count, tags, nodes};
}

int gmsh_type_nodes(int type) {
  switch (type) {
  case 15: return 1;
  case 1: return 2;
  case 3: return 4;
  case 4: return 4;
  case 5: return 8;
  default: return 0;
  }
}

static void write_format(writer *out, const gmsh_model *model) {
  text(out, "$MeshFormat\n%s %d 8\n", model->version ? model->version : "4.1",
       out->binary);
  if (out->binary) {
    little_endian(out, 1, 4);
    text(out, "\n");
  }
  text(out, "$EndMeshFormat\n");
  if (model->name_count == 0) return;
  text(out, "$PhysicalNames\n%d\n", model->name_count);
  for (int i = 0; i < model->name_count; i++)
    text(out, "%d %d \"%s\"\n", model->names[i].dimension, model->names[i].tag,
         model->names[i].name);
  text(out, "$EndPhysicalNames\n");
}

static void write_entities(writer *out, const gmsh_model *model) {
  if (model->entity_count == 0) return;
  text(out, "$Entities\n");
  for (int d = 0; d < 4; d++) {
    long long count = 0;
    for (int i = 0; i < model->entity_count; i++)
      count += model->entities[i].dimension == d;
    put_size(out, count);
  }
  end_line(out);
  for (int d = 0; d < 4; d++)
    for (int i = 0; i < model->entity_count; i++) {
      const gmsh_entity_spec *entity = &model->entities[i];
      if (entity->dimension != d) continue;
      put_int(out, entity->tag);
      for (int c = 0; c < (d ? 6 : 3); c++) put_double(out, c < 3 ? 0.0 : 1.0);
      put_size(out, entity->physical ? 1 : 0);
      if (entity->physical) put_int(out, entity->physical);
      if (d > 0) put_size(out, 0);
      end_line(out);
    }
  text(out, "%s$EndEntities\n", out->binary ? "\n" : "");
}

static void tag_range(const long long *tags, long long count, long long *low,
                      long long *high) {
  *low = *high = 0;
  for (long long i = 0; i < count; i++) {
    long long tag = tags[i];
    if (i == 0 || tag < *low) *low = tag;
    if (i == 0 || tag > *high) *high = tag;
  }
}

static void write_nodes(writer *out, const gmsh_model *model) {
  long long low, high;
  tag_range(model->node_tags, model->node_count, &low, &high);
  text(out, "$Nodes\n");
  put_size(out, 1);
  put_size(out, model->node_count);
  put_size(out, low);
  put_size(out, high);
  end_line(out);
  put_int(out, 3);
  put_int(out, 1);
  put_int(out, 0);
  put_size(out, model->node_count);
  end_line(out);
  for (long long i = 0; i < model->node_count; i++) {
    put_size(out, model->node_tags[i]);
    end_line(out);
  }
  for (long long i = 0; i < model->node_count; i++) {
    for (int c = 0; c < 3; c++) put_double(out, model->points[i * 3 + c]);
    end_line(out);
  }
  text(out, "%s$EndNodes\n", out->binary ? "\n" : "");
}

static void write_elements(writer *out, const gmsh_model *model) {
  long long total = 0, low = 0, high = 0;
  for (int b = 0; b < model->block_count; b++) {
    const gmsh_block_spec *block = &model->blocks[b];
    long long block_low, block_high;
    tag_range(block->tags, block->count, &block_low, &block_high);
    if (block->count > 0 && (total == 0 || block_low < low)) low = block_low;
    if (block->count > 0 && (total == 0 || block_high > high))
      high = block_high;
    total += block->count;
  }
  text(out, "$Elements\n");
  put_size(out, model->block_count);
  put_size(out, total);
  put_size(out, low);
  put_size(out, high);
  end_line(out);
  for (int b = 0; b < model->block_count; b++) {
    const gmsh_block_spec *block = &model->blocks[b];
    int nodes = gmsh_type_nodes(block->type);
    put_int(out, block->dimension);
    put_int(out, block->entity);
    put_int(out, block->type);
    put_size(out, block->count);
    end_line(out);
    for (long long i = 0; i < block->count; i++) {
      put_size(out, block->tags[i]);
      for (int n = 0; n < nodes; n++)
        put_size(out, block->nodes[i * nodes + n]);
      end_line(out);
    }
  }
  text(out, "%s$EndElements\n", out->binary ? "\n" : "");
}

unsigned char *gmsh_write(const gmsh_model *model, int binary, size_t *size) {
  writer out = {NULL, 0, 0, binary};
  write_format(&out, model);
  write_entities(&out, model);
  write_nodes(&out, model);
  write_elements(&out, model);
  *size = out.size;
  return out.bytes;
}
