/* part_plan.c: a part's local lists and exchange plan (gimmik/parallel.h)
 * from the holders of its nodes (parallel_internal.h).  A slot held by
 * another rank is an interface node; one held here alone with more than
 * one copy goes into the local lists. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "parallel/parallel_internal.h"

static int other_ranks(const part_holders *holders, int s) {
  return holders->rank_offsets[s + 1] - holders->rank_offsets[s];
}

static int copies_of(const part_holders *holders, int s) {
  return holders->copy_offsets[s + 1] - holders->copy_offsets[s];
}

static gimmik_status out_of_memory(gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                          "out of memory for the exchange plan");
}

/* The copies, as CSR, of the interface slots (interface = 1) or of the
 * local lists' (0); `count` slots. */
static gimmik_status gather_copies(const part_holders *holders, int interface,
                                   int count, int **offsets, int **indices,
                                   gimmik_error *error) {
  long long total = 0;
  for (int s = 0; s < holders->slots; s++) {
    int shared = other_ranks(holders, s) > 0;
    if (interface ? shared : !shared && copies_of(holders, s) > 1)
      total += copies_of(holders, s);
  }
  *offsets = malloc(((size_t)count + 1) * sizeof **offsets);
  *indices = malloc(((size_t)total + 1) * sizeof **indices);
  if (!*offsets || !*indices) return out_of_memory(error);
  int next = 0, at = 0;
  (*offsets)[0] = 0;
  for (int s = 0; s < holders->slots; s++) {
    int shared = other_ranks(holders, s) > 0;
    if (!(interface ? shared : !shared && copies_of(holders, s) > 1))
      continue;
    memcpy(*indices + at, holders->copies + holders->copy_offsets[s],
           (size_t)copies_of(holders, s) * sizeof **indices);
    at += copies_of(holders, s);
    (*offsets)[++next] = at;
  }
  return GIMMIK_OK;
}

/* Neighbours and the buffer layout: segment sizes counted per rank. */
static gimmik_status lay_out_buffers(gimmik_part *part,
                                     const part_holders *holders,
                                     int *neighbour_of, gimmik_error *error) {
  int *count = calloc((size_t)part->parts, sizeof *count);
  if (!count) return out_of_memory(error);
  for (int s = 0; s < holders->slots; s++)
    for (int k = holders->rank_offsets[s]; k < holders->rank_offsets[s + 1];
         k++)
      count[holders->ranks[k]]++;
  int neighbours = 0;
  for (int q = 0; q < part->parts; q++) neighbours += count[q] > 0;
  part->neighbour_count = neighbours;
  part->neighbours = malloc(((size_t)neighbours + 1) * sizeof(int));
  part->buffer_offsets = malloc(((size_t)neighbours + 1) * sizeof(int));
  if (!part->neighbours || !part->buffer_offsets) {
    free(count);
    return out_of_memory(error);
  }
  int k = 0;
  part->buffer_offsets[0] = 0;
  for (int q = 0; q < part->parts; q++) {
    neighbour_of[q] = -1;
    if (!count[q]) continue;
    neighbour_of[q] = k;
    part->neighbours[k] = q;
    part->buffer_offsets[k + 1] = part->buffer_offsets[k] + count[q];
    k++;
  }
  free(count);
  return GIMMIK_OK;
}

/* Node i's sources: its own partial sum (at `own`, in the send buffer)
 * among the other ranks' (receive positions), in ascending rank order. */
static void list_sources(const gimmik_part *part, const part_holders *holders,
                         int s, int own, const int *position, int *out) {
  int length = part->buffer_offsets[part->neighbour_count], placed = 0;
  for (int k = holders->rank_offsets[s]; k < holders->rank_offsets[s + 1];
       k++) {
    if (!placed && holders->ranks[k] > part->rank) {
      *out++ = own;
      placed = 1;
    }
    *out++ = length + position[k];
  }
  if (!placed) *out = own;
}

/* buffer_nodes, and the sums: positions in ascending rank order. */
static gimmik_status fill_buffers(gimmik_part *part,
                                  const part_holders *holders,
                                  const int *neighbour_of,
                                  gimmik_error *error) {
  int length = part->buffer_offsets[part->neighbour_count];
  int interface = part->interface_count;
  int *cursor = malloc(((size_t)part->neighbour_count + 1) * sizeof *cursor);
  int *position = malloc(((size_t)length + 1) * sizeof *position);
  part->buffer_nodes = malloc(((size_t)length + 1) * sizeof(int));
  part->sum_offsets = malloc(((size_t)interface + 1) * sizeof(int));
  part->sum_sources =
      malloc(((size_t)length + (size_t)interface + 1) * sizeof(int));
  if (!cursor || !position || !part->buffer_nodes || !part->sum_offsets ||
      !part->sum_sources) {
    free(cursor);
    free(position);
    return out_of_memory(error);
  }
  memcpy(cursor, part->buffer_offsets,
         (size_t)part->neighbour_count * sizeof *cursor);
  part->sum_offsets[0] = 0;
  for (int s = 0, i = 0; s < holders->slots; s++) {
    int first = holders->rank_offsets[s], last = holders->rank_offsets[s + 1];
    if (first == last) continue;
    for (int k = first; k < last; k++) {
      int p = cursor[neighbour_of[holders->ranks[k]]]++;
      part->buffer_nodes[p] = i;
      position[k] = p;
    }
    /* Its own partial sum: the copy sent to its first neighbour. */
    list_sources(part, holders, s, position[first], position,
                 part->sum_sources + part->sum_offsets[i]);
    part->sum_offsets[i + 1] = part->sum_offsets[i] + last - first + 1;
    i++;
  }
  free(cursor);
  free(position);
  return GIMMIK_OK;
}

gimmik_status gimmik_part_plan_build(gimmik_part *part,
                                     const part_holders *holders,
                                     gimmik_error *error) {
  int interface = 0, local = 0;
  long long sources = 0;
  for (int s = 0; s < holders->slots; s++) {
    interface += other_ranks(holders, s) > 0;
    local += other_ranks(holders, s) == 0 && copies_of(holders, s) > 1;
    sources += other_ranks(holders, s);
  }
  if (sources + interface > INT_MAX)
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "rank %d exchanges more than %d values",
                            part->rank, INT_MAX);
  part->interface_count = interface;
  part->local_shared = local;
  gimmik_status status = gather_copies(holders, 0, local, &part->local_offsets,
                                       &part->local_indices, error);
  if (status == GIMMIK_OK)
    status = gather_copies(holders, 1, interface, &part->copy_offsets,
                           &part->copies, error);
  if (status != GIMMIK_OK) return status;
  part->interface_ids = malloc(((size_t)interface + 1) * sizeof(long long));
  int *neighbour_of = malloc((size_t)part->parts * sizeof *neighbour_of);
  if (!part->interface_ids || !neighbour_of) {
    free(neighbour_of);
    return out_of_memory(error);
  }
  for (int s = 0, i = 0; s < holders->slots; s++)
    if (other_ranks(holders, s) > 0) part->interface_ids[i++] = holders->ids[s];
  status = lay_out_buffers(part, holders, neighbour_of, error);
  if (status == GIMMIK_OK)
    status = fill_buffers(part, holders, neighbour_of, error);
  free(neighbour_of);
  return status;
}
