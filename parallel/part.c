/* part.c: one rank's part of a numbered mesh (gimmik/parallel.h): its
 * elements in their local order, the numbering restricted to them, and
 * which other ranks hold each of its nodes; part_plan.c turns the last
 * into the local lists and the exchange plan.
 *
 * Each rank reads the whole numbering: its nodes are marked in a table
 * over all global ids, then the other ranks' elements are scanned for
 * marked nodes on their faces (only those can be shared). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "parallel/parallel_internal.h"

typedef struct part_input {
  const gimmik_mesh *mesh;
  const gimmik_numbering *numbering;
  const int *owner;
  int n;               /* points */
  long long node_count; /* N^3 */
} part_input;

static gimmik_status check_arguments(const part_input *in, int parts,
                                     int rank, gimmik_part_order order,
                                     gimmik_error *error) {
  if (!in->mesh || !in->numbering || !in->owner)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "mesh, numbering and owner must not be NULL");
  if (parts < 1 || rank < 0 || rank >= parts)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "rank %d of %d parts: parts must be at least 1, "
                            "rank 0..parts-1", rank, parts);
  if (order < GIMMIK_PART_ORDER_AUTO ||
      order > GIMMIK_PART_ORDER_BOUNDARY_FIRST)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "order = %d is not a part order", (int)order);
  long long elements = gimmik_mesh_elements(in->mesh);
  if (gimmik_numbering_local_count(in->numbering) !=
      elements * in->node_count)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "the numbering has %lld nodes, not the %lld of "
                            "the mesh's %lld elements at N = %d: it numbers "
                            "another mesh",
                            gimmik_numbering_local_count(in->numbering),
                            elements * in->node_count, elements, in->n);
  for (long long e = 0; e < elements; e++)
    if (in->owner[e] < 0 || in->owner[e] >= parts)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "owner[%lld] = %d is outside 0..%d", e,
                              in->owner[e], parts - 1);
  return GIMMIK_OK;
}

static gimmik_status out_of_memory(gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                          "out of memory building a part");
}

/* Whether node `node` of an element lies on one of its faces. */
static int on_face(int n, long long node) {
  int i = (int)(node % n), j = (int)(node / n % n), k = (int)(node / n / n);
  return i == 0 || j == 0 || k == 0 || i == n - 1 || j == n - 1 ||
         k == n - 1;
}

static int compare_keys(const void *a, const void *b) {
  long long x = *(const long long *)a, y = *(const long long *)b;
  return (x > y) - (x < y);
}

/* The other ranks holding each slot, from `slot_of` (per global id, -1
 * for ids the part lacks): (slot, rank) keys, sorted and unique, as CSR. */
static gimmik_status find_ranks(const part_input *in, const gimmik_part *part,
                                const int *slot_of, part_holders *holders,
                                gimmik_error *error) {
  const long long *global = gimmik_numbering_global_ids(in->numbering);
  long long elements = gimmik_mesh_elements(in->mesh);
  size_t capacity = 1024, count = 0;
  long long *keys = malloc(capacity * sizeof *keys);
  holders->rank_offsets = calloc((size_t)holders->slots + 1, sizeof(int));
  if (!keys || !holders->rank_offsets) {
    free(keys);
    return out_of_memory(error);
  }
  for (long long e = 0; e < elements; e++) {
    if (in->owner[e] == part->rank) continue;
    for (long long node = 0; node < in->node_count; node++) {
      int slot = slot_of[global[e * in->node_count + node]];
      if (slot < 0 || !on_face(in->n, node)) continue;
      if (count == capacity) {
        long long *grown = realloc(keys, 2 * capacity * sizeof *keys);
        if (!grown) {
          free(keys);
          return out_of_memory(error);
        }
        keys = grown;
        capacity *= 2;
      }
      keys[count++] = (long long)slot * part->parts + in->owner[e];
    }
  }
  qsort(keys, count, sizeof *keys, compare_keys);
  size_t unique = 0;
  for (size_t k = 0; k < count; k++)
    if (!unique || keys[k] != keys[unique - 1]) keys[unique++] = keys[k];
  if (unique > INT_MAX) {
    free(keys);
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "rank %d shares more than %d node copies with "
                            "other ranks", part->rank, INT_MAX);
  }
  holders->ranks = malloc((unique + 1) * sizeof *holders->ranks);
  if (!holders->ranks) {
    free(keys);
    return out_of_memory(error);
  }
  for (size_t k = 0; k < unique; k++) {
    holders->ranks[k] = (int)(keys[k] % part->parts);
    holders->rank_offsets[keys[k] / part->parts + 1]++;
  }
  for (int s = 0; s < holders->slots; s++)
    holders->rank_offsets[s + 1] += holders->rank_offsets[s];
  free(keys);
  return GIMMIK_OK;
}

/* The part's elements in ascending global order; the slots of their
 * nodes in ascending global id, and the other ranks of each slot. */
static gimmik_status find_slots(const part_input *in, gimmik_part *part,
                                const long long *mine, int **slot_of,
                                part_holders *holders, gimmik_error *error) {
  const long long *global = gimmik_numbering_global_ids(in->numbering);
  long long unique = gimmik_numbering_unique_count(in->numbering);
  *slot_of = malloc((size_t)unique * sizeof **slot_of);
  if (!*slot_of) return out_of_memory(error);
  int *slot = *slot_of;
  for (long long g = 0; g < unique; g++) slot[g] = -1;
  for (long long e = 0; e < part->elements; e++)
    for (long long node = 0; node < in->node_count; node++)
      slot[global[mine[e] * in->node_count + node]] = 0;
  int slots = 0;
  for (long long g = 0; g < unique; g++)
    if (slot[g] == 0) slot[g] = slots++;
  holders->slots = slots;
  holders->ids = malloc(((size_t)slots + 1) * sizeof *holders->ids);
  if (!holders->ids) return out_of_memory(error);
  for (long long g = 0; g < unique; g++)
    if (slot[g] >= 0) holders->ids[slot[g]] = g;
  return find_ranks(in, part, slot, holders, error);
}

static int element_on_boundary(const part_input *in, long long element,
                               const int *slot_of,
                               const part_holders *holders) {
  const long long *global = gimmik_numbering_global_ids(in->numbering);
  for (long long node = 0; node < in->node_count; node++) {
    int s = slot_of[global[element * in->node_count + node]];
    if (holders->rank_offsets[s + 1] > holders->rank_offsets[s]) return 1;
  }
  return 0;
}

/* Whether the elements (ascending global numbers) fill a box of the
 * mesh's; its sizes into box[]. */
static int forms_box(const gimmik_mesh *mesh, const long long *mine,
                     long long count, int box[3]) {
  int whole[3], low[3], high[3];
  if (!gimmik_mesh_is_box(mesh, whole) || count == 0) return 0;
  for (long long e = 0; e < count; e++) {
    int at[3] = {(int)(mine[e] % whole[0]),
                 (int)(mine[e] / whole[0] % whole[1]),
                 (int)(mine[e] / whole[0] / whole[1])};
    for (int axis = 0; axis < 3; axis++) {
      if (!e || at[axis] < low[axis]) low[axis] = at[axis];
      if (!e || at[axis] > high[axis]) high[axis] = at[axis];
    }
  }
  long long volume = 1;
  for (int axis = 0; axis < 3; axis++) {
    box[axis] = high[axis] - low[axis] + 1;
    volume *= box[axis];
  }
  return volume == count;
}

/* The local order: element ids, their vertices, the boundary list. */
static gimmik_status order_elements(const part_input *in, gimmik_part *part,
                                    const long long *mine,
                                    gimmik_part_order order,
                                    const int *slot_of,
                                    const part_holders *holders,
                                    gimmik_error *error) {
  long long count = part->elements;
  int box[3], brick = forms_box(in->mesh, mine, count, box);
  unsigned char *edge = malloc((size_t)count + 1);
  part->element_ids = malloc(((size_t)count + 1) * sizeof *part->element_ids);
  part->vertices = malloc(((size_t)count * 24 + 1) * sizeof *part->vertices);
  part->boundary = malloc(((size_t)count + 1) * sizeof *part->boundary);
  if (!edge || !part->element_ids || !part->vertices || !part->boundary) {
    free(edge);
    return out_of_memory(error);
  }
  for (long long e = 0; e < count; e++)
    edge[e] = (unsigned char)element_on_boundary(in, mine[e], slot_of,
                                                 holders);
  if (order == GIMMIK_PART_ORDER_AUTO)
    order = brick ? GIMMIK_PART_ORDER_GLOBAL
                  : GIMMIK_PART_ORDER_BOUNDARY_FIRST;
  int global = order == GIMMIK_PART_ORDER_GLOBAL;
  long long next = 0;
  part->boundary_count = 0;
  for (int pass = 0; pass < (global ? 1 : 2); pass++)
    for (long long e = 0; e < count; e++) {
      if (!global && edge[e] != (pass == 0)) continue;
      if (edge[e]) part->boundary[part->boundary_count++] = (int)next;
      part->element_ids[next++] = mine[e];
    }
  free(edge);
  const double *vertices = gimmik_mesh_vertices(in->mesh);
  for (long long e = 0; e < count; e++)
    memcpy(part->vertices + e * 24, vertices + part->element_ids[e] * 24,
           24 * sizeof *vertices);
  int ascending = 1;
  for (long long e = 1; e < count; e++)
    ascending &= part->element_ids[e] > part->element_ids[e - 1];
  if (brick && ascending) memcpy(part->box, box, sizeof box);
  return GIMMIK_OK;
}

/* Global id, multiplicity and mask per local index, and the local copies
 * of each slot (ascending local index) as CSR. */
static gimmik_status fill_nodes(const part_input *in, gimmik_part *part,
                                const int *slot_of, part_holders *holders,
                                gimmik_error *error) {
  long long local = part->local_count;
  const long long *global = gimmik_numbering_global_ids(in->numbering);
  const int *multiplicity = gimmik_numbering_multiplicity(in->numbering);
  const unsigned char *mask = gimmik_numbering_mask(in->numbering);
  part->global = malloc(((size_t)local + 1) * sizeof *part->global);
  part->multiplicity = malloc(((size_t)local + 1) * sizeof(int));
  part->mask = malloc((size_t)local + 1);
  holders->copy_offsets = calloc((size_t)holders->slots + 1, sizeof(int));
  holders->copies = malloc(((size_t)local + 1) * sizeof *holders->copies);
  if (!part->global || !part->multiplicity || !part->mask ||
      !holders->copy_offsets || !holders->copies)
    return out_of_memory(error);
  for (long long e = 0; e < part->elements; e++)
    for (long long node = 0; node < in->node_count; node++) {
      long long from = part->element_ids[e] * in->node_count + node;
      long long l = e * in->node_count + node;
      part->global[l] = global[from];
      part->multiplicity[l] = multiplicity[from];
      part->mask[l] = mask[from];
      holders->copy_offsets[slot_of[global[from]] + 1]++;
    }
  for (int s = 0; s < holders->slots; s++)
    holders->copy_offsets[s + 1] += holders->copy_offsets[s];
  int *cursor = malloc(((size_t)holders->slots + 1) * sizeof *cursor);
  if (!cursor) return out_of_memory(error);
  memcpy(cursor, holders->copy_offsets,
         (size_t)holders->slots * sizeof *cursor);
  for (long long l = 0; l < local; l++)
    holders->copies[cursor[slot_of[part->global[l]]]++] = (int)l;
  free(cursor);
  return GIMMIK_OK;
}

static gimmik_status build(const part_input *in, gimmik_part *part,
                           gimmik_part_order order, gimmik_error *error) {
  long long elements = gimmik_mesh_elements(in->mesh);
  for (long long e = 0; e < elements; e++)
    part->elements += in->owner[e] == part->rank;
  part->local_count = part->elements * in->node_count;
  if (part->local_count > INT_MAX)
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "rank %d holds %lld nodes, more than the %d "
                            "that 32-bit indices reach", part->rank,
                            part->local_count, INT_MAX);
  long long *mine = malloc(((size_t)part->elements + 1) * sizeof *mine);
  if (!mine) return out_of_memory(error);
  for (long long e = 0, next = 0; e < elements; e++)
    if (in->owner[e] == part->rank) mine[next++] = e;
  int *slot_of = NULL;
  part_holders holders;
  memset(&holders, 0, sizeof holders);
  gimmik_status status = find_slots(in, part, mine, &slot_of, &holders, error);
  if (status == GIMMIK_OK)
    status = order_elements(in, part, mine, order, slot_of, &holders, error);
  if (status == GIMMIK_OK)
    status = fill_nodes(in, part, slot_of, &holders, error);
  if (status == GIMMIK_OK)
    status = gimmik_part_plan_build(part, &holders, error);
  free(mine);
  free(slot_of);
  gimmik_part_holders_free(&holders);
  return status;
}

gimmik_status gimmik_part_create(const gimmik_mesh *mesh,
                                 const gimmik_numbering *numbering,
                                 int parts, const int *owner, int rank,
                                 gimmik_part_order order, gimmik_part **part,
                                 gimmik_error *error) {
  if (!part)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "part must not be NULL");
  *part = NULL;
  part_input in = {mesh, numbering, owner, 0, 0};
  if (numbering) {
    in.n = gimmik_numbering_points(numbering);
    in.node_count = (long long)in.n * in.n * in.n;
  }
  gimmik_status status = check_arguments(&in, parts, rank, order, error);
  if (status != GIMMIK_OK) return status;
  gimmik_part *made = calloc(1, sizeof *made);
  if (!made) return out_of_memory(error);
  made->rank = rank;
  made->parts = parts;
  made->points = in.n;
  made->unique_count = gimmik_numbering_unique_count(numbering);
  status = build(&in, made, order, error);
  if (status != GIMMIK_OK) {
    gimmik_part_destroy(made);
    return status;
  }
  *part = made;
  return GIMMIK_OK;
}

void gimmik_part_holders_free(part_holders *holders) {
  free(holders->ids);
  free(holders->copy_offsets);
  free(holders->copies);
  free(holders->rank_offsets);
  free(holders->ranks);
  memset(holders, 0, sizeof *holders);
}
