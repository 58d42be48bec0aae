/* entities.c: global numbers of the edges or faces of the elements.
 *
 * An entity is the set of its vertices.  Every element slot (element,
 * local edge or face) goes to the bucket of its smallest vertex; inside a
 * bucket the slots are sorted by their other vertices, then by slot, and
 * equal vertex sets get one number, in bucket then sort order, so the
 * numbers depend on the vertex numbers alone.  The buckets stay for
 * lookups by vertices. */
#include "mesh/mesh_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct slot_record {
  long long rest[3]; /* the vertices after the smallest, ascending */
  long long slot;
} slot_record;

static void sort_small(long long *values, int count) {
  for (int a = 1; a < count; a++)
    for (int b = a; b > 0 && values[b - 1] > values[b]; b--) {
      long long swap = values[b];
      values[b] = values[b - 1];
      values[b - 1] = swap;
    }
}

/* The slot's vertices, ascending. */
static void slot_key(const mesh_entities *entities,
                     const long long *element_vertices,
                     const signed char *corners, long long slot,
                     long long key[4]) {
  long long element = slot / entities->per_element;
  int local = (int)(slot % entities->per_element);
  for (int a = 0; a < entities->arity; a++)
    key[a] =
        element_vertices[element * 8 + corners[local * entities->arity + a]];
  sort_small(key, entities->arity);
}

static int compare_records(const void *left, const void *right) {
  const slot_record *a = left, *b = right;
  for (int i = 0; i < 3; i++)
    if (a->rest[i] != b->rest[i]) return a->rest[i] < b->rest[i] ? -1 : 1;
  return (a->slot > b->slot) - (a->slot < b->slot);
}

static int same_rest(const slot_record *a, const slot_record *b) {
  return memcmp(a->rest, b->rest, sizeof a->rest) == 0;
}

/* Fill the buckets: offsets by counting, then the slots in slot order. */
static void fill_buckets(mesh_entities *entities,
                         const long long *element_vertices,
                         const signed char *corners, long long slots,
                         long long vertex_count, long long *next) {
  long long key[4];
  for (long long s = 0; s < slots; s++) {
    slot_key(entities, element_vertices, corners, s, key);
    entities->bucket[key[0] + 1]++;
  }
  for (long long v = 0; v < vertex_count; v++)
    entities->bucket[v + 1] += entities->bucket[v];
  memcpy(next, entities->bucket, (size_t)vertex_count * sizeof *next);
  for (long long s = 0; s < slots; s++) {
    slot_key(entities, element_vertices, corners, s, key);
    entities->slots[next[key[0]]++] = s;
  }
}

/* Sort one bucket and number its distinct vertex sets, going on from
 * entities->count. */
static void number_bucket(mesh_entities *entities,
                          const long long *element_vertices,
                          const signed char *corners, long long first,
                          long long end, slot_record *records) {
  long long size = end - first, key[4];
  for (long long i = 0; i < size; i++) {
    slot_key(entities, element_vertices, corners, entities->slots[first + i],
             key);
    memset(records[i].rest, 0, sizeof records[i].rest);
    for (int a = 1; a < entities->arity; a++) records[i].rest[a - 1] = key[a];
    records[i].slot = entities->slots[first + i];
  }
  qsort(records, (size_t)size, sizeof *records, compare_records);
  for (long long i = 0; i < size; i++) {
    if (i == 0 || !same_rest(&records[i], &records[i - 1])) entities->count++;
    entities->slots[first + i] = records[i].slot;
    entities->ids[records[i].slot] = entities->count - 1;
  }
}

static long long largest_bucket(const mesh_entities *entities,
                                long long vertex_count) {
  long long largest = 0;
  for (long long v = 0; v < vertex_count; v++) {
    long long size = entities->bucket[v + 1] - entities->bucket[v];
    if (size > largest) largest = size;
  }
  return largest;
}

static gimmik_status count_uses(mesh_entities *entities, long long slots,
                                gimmik_error *error) {
  entities->uses = calloc((size_t)entities->count + 1, sizeof *entities->uses);
  if (!entities->uses)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for the mesh topology");
  for (long long s = 0; s < slots; s++) entities->uses[entities->ids[s]]++;
  return GIMMIK_OK;
}

gimmik_status gimmik_mesh_entities_build(
    mesh_entities *entities, int arity, int per_element,
    const signed char *corners, const long long *element_vertices,
    long long elements, long long vertex_count, gimmik_error *error) {
  memset(entities, 0, sizeof *entities);
  entities->arity = arity;
  entities->per_element = per_element;
  long long slots = elements * per_element;
  entities->ids = malloc((size_t)slots * sizeof *entities->ids);
  entities->slots = malloc((size_t)slots * sizeof *entities->slots);
  entities->bucket = calloc((size_t)vertex_count + 1, sizeof *entities->bucket);
  long long *next = malloc(((size_t)vertex_count + 1) * sizeof *next);
  if (!entities->ids || !entities->slots || !entities->bucket || !next) {
    free(next);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for the mesh topology");
  }
  fill_buckets(entities, element_vertices, corners, slots, vertex_count, next);
  free(next);
  slot_record *records = malloc(
      (size_t)largest_bucket(entities, vertex_count) * sizeof *records + 1);
  if (!records)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for the mesh topology");
  for (long long v = 0; v < vertex_count; v++)
    number_bucket(entities, element_vertices, corners, entities->bucket[v],
                  entities->bucket[v + 1], records);
  free(records);
  return count_uses(entities, slots, error);
}

void gimmik_mesh_entities_free(mesh_entities *entities) {
  free(entities->ids);
  free(entities->bucket);
  free(entities->slots);
  free(entities->uses);
  memset(entities, 0, sizeof *entities);
}

long long gimmik_mesh_entities_find(const mesh_entities *entities,
                                    const long long *element_vertices,
                                    const signed char *corners,
                                    const long long *vertices) {
  long long wanted[4], key[4];
  memcpy(wanted, vertices, (size_t)entities->arity * sizeof *wanted);
  sort_small(wanted, entities->arity);
  for (long long i = entities->bucket[wanted[0]];
       i < entities->bucket[wanted[0] + 1]; i++) {
    slot_key(entities, element_vertices, corners, entities->slots[i], key);
    if (memcmp(key, wanted, (size_t)entities->arity * sizeof *key) == 0)
      return entities->slots[i];
  }
  return -1;
}
