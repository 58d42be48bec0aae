/*
 * matmul_schedule.c: which thread of a 2-D block owns which rows or columns
 * of A, and how many registers the values it keeps alive need.
 */
#include <stdlib.h>
#include <string.h>

#include "generator/matmul/plan.h"

void gimmik_matmul_groups_free(matmul_groups *groups) {
  free(groups->start);
  free(groups->members);
  free(groups->slot);
  memset(groups, 0, sizeof *groups);
}

static int groups_allocate(matmul_groups *groups, int count, int members,
                           int slot_entries) {
  gimmik_matmul_groups_free(groups);
  groups->count = count;
  groups->start = calloc((size_t)count + 1, sizeof(int));
  groups->members = malloc((size_t)(members ? members : 1) * sizeof(int));
  groups->slot = malloc((size_t)slot_entries * sizeof(int));
  if (!groups->start || !groups->members || !groups->slot) return 0;
  for (int i = 0; i < slot_entries; i++) groups->slot[i] = -1;
  return 1;
}

/* Position of each used column in the walk over B's rows, -1 if unused. */
static int *column_positions(const matmul_plan *plan) {
  int *position = malloc((size_t)plan->k * sizeof(int));
  if (!position) return NULL;
  for (int c = 0; c < plan->k; c++) position[c] = -1;
  for (int u = 0; u < plan->analysis.used_cols; u++)
    position[plan->used_cols[u]] = u;
  return position;
}

/* First and last positions of row r's nonzeros in the walk. */
static void row_span(const matmul_plan *plan, const int *position, int row,
                     int *first, int *last) {
  *first = position[plan->row_terms[plan->row_start[row]].index];
  *last = position[plan->row_terms[plan->row_start[row + 1] - 1].index];
}

int gimmik_matmul_bstream_live(const matmul_plan *plan) {
  int used = plan->analysis.used_cols;
  int *position = column_positions(plan);
  int *change = calloc((size_t)used + 1, sizeof(int));
  int most = -1;
  if (position && change) {
    for (int r = 0; r < plan->m; r++) {
      if (plan->row_start[r] == plan->row_start[r + 1]) continue;
      int first, last;
      row_span(plan, position, r, &first, &last);
      change[first]++;
      change[last + 1]--;
    }
    most = gimmik_matmul_peak(change, used);
  }
  free(position);
  free(change);
  return most;
}

/* Greedy balance: heaviest rows first, each to the least loaded group. */
static void assign_rows(const matmul_plan *plan, int groups, int *owner) {
  int m = plan->m;
  int *order = malloc((size_t)m * sizeof(int));
  long long *load = calloc((size_t)groups, sizeof(long long));
  if (!order || !load) {
    for (int r = 0; r < m; r++) owner[r] = r % groups;
    free(order);
    free(load);
    return;
  }
  for (int r = 0; r < m; r++) order[r] = r;
  /* Insertion sort by descending nonzeros keeps ties in row order, so the
   * schedule (and the generated source) is deterministic. */
  for (int i = 1; i < m; i++) {
    int row = order[i], j = i;
    while (j > 0 && plan->analysis.row_nonzeros[order[j - 1]] <
                        plan->analysis.row_nonzeros[row]) {
      order[j] = order[j - 1];
      j--;
    }
    order[j] = row;
  }
  for (int i = 0; i < m; i++) {
    int row = order[i], best = 0;
    for (int g = 1; g < groups; g++)
      if (load[g] < load[best]) best = g;
    owner[row] = best;
    load[best] += plan->analysis.row_nonzeros[row] ? plan->analysis.row_nonzeros[row] : 1;
  }
  free(order);
  free(load);
}

/* Interval colouring: item i holds a slot from chunk first[i] through
 * last[i], and a slot passes to an item that starts in a later chunk than
 * its holder ended.  Taken by first chunk (ties in index order), first fit
 * needs no more slots than the most items alive in one chunk.  Items with
 * first[i] < 0 get no slot.  Returns the slot count, -1 out of memory. */
static int colour_intervals(int count, const int *first, const int *last,
                            int *slot) {
  int most_first = -1;
  for (int i = 0; i < count; i++)
    if (first[i] > most_first) most_first = first[i];
  int *slot_end = malloc((size_t)(count > 0 ? count : 1) * sizeof *slot_end);
  if (!slot_end) return -1;
  int slot_count = 0;
  for (int start = 0; start <= most_first; start++)
    for (int i = 0; i < count; i++) {
      if (first[i] != start) continue;
      int s = 0;
      while (s < slot_count && slot_end[s] >= start) s++;
      if (s == slot_count) slot_count++;
      slot_end[s] = last[i];
      slot[i] = s;
    }
  free(slot_end);
  return slot_count;
}

/* Colour one group's rows by the chunks of B's walk their nonzeros span. */
static int assign_row_slots(matmul_plan *plan, const int *position, int chunk,
                            int group) {
  matmul_groups *groups = &plan->groups;
  int begin = groups->start[group], count = groups->start[group + 1] - begin;
  int *span = malloc((size_t)(3 * count + 1) * sizeof *span);
  if (!span) return -1;
  int *first = span, *last = span + count, *slot = span + 2 * count;
  for (int i = 0; i < count; i++) {
    int row = groups->members[begin + i];
    first[i] = last[i] = -1;
    if (plan->row_start[row] == plan->row_start[row + 1]) continue;
    row_span(plan, position, row, &first[i], &last[i]);
    first[i] /= chunk;
    last[i] /= chunk;
  }
  int slots = colour_intervals(count, first, last, slot);
  for (int i = 0; i < count && slots >= 0; i++)
    if (first[i] >= 0) groups->slot[groups->members[begin + i]] = slot[i];
  free(span);
  return slots;
}

int gimmik_matmul_schedule_rows(matmul_plan *plan, int group_count, int chunk) {
  int m = plan->m;
  int *owner = malloc((size_t)m * sizeof(int));
  int *position = column_positions(plan);
  matmul_groups *groups = &plan->groups;
  int slots = -1;
  if (owner && position && groups_allocate(groups, group_count, m, m)) {
    assign_rows(plan, group_count, owner);
    for (int r = 0; r < m; r++) groups->start[owner[r] + 1]++;
    for (int g = 0; g < group_count; g++)
      groups->start[g + 1] += groups->start[g];
    int *fill = calloc((size_t)group_count, sizeof(int));
    if (fill) {
      for (int r = 0; r < m; r++)
        groups->members[groups->start[owner[r]] + fill[owner[r]]++] = r;
      slots = 0;
      for (int g = 0; g < group_count && slots >= 0; g++) {
        int need = assign_row_slots(plan, position, chunk, g);
        slots = need < 0 ? -1 : (need > slots ? need : slots);
      }
      free(fill);
    }
  }
  free(owner);
  free(position);
  groups->slots = slots;
  return slots;
}

/* Owner group of each used column (by its place u in used_cols):
 * contiguous shares balanced by nonzeros (deal 0), or dealt round robin
 * (deal 1), which evens out the columns alive at once when A's structure
 * repeats with the column index, as a tensor-product operator's does. */
static void assign_cols(const matmul_plan *plan, int group_count, int deal,
                        int *owner) {
  int used = plan->analysis.used_cols, group = 0, share_start = 0;
  long long total = plan->analysis.nonzeros, running = 0;
  for (int u = 0; u < used; u++) {
    if (deal) {
      owner[u] = u % group_count;
      continue;
    }
    /* Cut when this group has its share of nonzeros, or when the columns
     * left are only just enough to give each later group one. */
    int target_met = running * group_count >= total * (group + 1);
    int must_cut = used - u <= group_count - group - 1;
    if (group + 1 < group_count && u > share_start &&
        (target_met || must_cut)) {
      group++;
      share_start = u;
    }
    owner[u] = group;
    running += plan->analysis.col_nonzeros[plan->used_cols[u]];
  }
}

/* The chunk of `chunk` C rows in which column col of A is first used, and
 * the one in which it is last used. */
static void col_span(const matmul_plan *plan, int col, int chunk, int *first,
                     int *last) {
  int low = plan->m, high = 0;
  for (int t = plan->col_start[col]; t < plan->col_start[col + 1]; t++) {
    int row = plan->col_terms[t].index;
    if (row < low) low = row;
    if (row > high) high = row;
  }
  *first = low / chunk;
  *last = high / chunk;
}

/* Registers the slots take where all groups run one program: a slot is
 * alive from the first chunk any group loads it to the last any uses it. */
static int shared_program_slots(const matmul_plan *plan, int chunk,
                                const int *first, const int *last,
                                const int *slot, int slot_count) {
  int used = plan->analysis.used_cols, chunks = (plan->m + chunk - 1) / chunk;
  int *bound = malloc((size_t)(2 * slot_count + chunks + 2) * sizeof *bound);
  if (!bound) return -1;
  int *low = bound, *high = bound + slot_count;
  int *change = bound + 2 * slot_count;
  for (int s = 0; s < slot_count; s++) {
    low[s] = chunks;
    high[s] = -1;
  }
  for (int u = 0; u < used; u++) {
    if (first[u] < low[slot[u]]) low[slot[u]] = first[u];
    if (last[u] > high[slot[u]]) high[slot[u]] = last[u];
  }
  memset(change, 0, (size_t)(chunks + 2) * sizeof *change);
  for (int s = 0; s < slot_count; s++)
    if (high[s] >= 0) {
      change[low[s]]++;
      change[high[s] + 1]--;
    }
  int most = gimmik_matmul_peak(change, chunks + 1);
  free(bound);
  return most;
}

/* Groups from owner[], each group's columns coloured by their chunk spans:
 * a group loads a row of B when its first chunk comes and frees the slot
 * after its last.  Returns the slots of the busiest group, or with
 * `shared_program` those alive at once in the one program of all groups. */
static int build_col_groups(matmul_plan *plan, int group_count, int chunk,
                            const int *owner, int shared_program) {
  int used = plan->analysis.used_cols;
  matmul_groups *groups = &plan->groups;
  if (!groups_allocate(groups, group_count, used, plan->k)) return -1;
  for (int u = 0; u < used; u++) groups->start[owner[u] + 1]++;
  for (int g = 0; g < group_count; g++)
    groups->start[g + 1] += groups->start[g];
  int *span = malloc((size_t)(3 * used + group_count + 1) * sizeof *span);
  if (!span) return -1;
  int *first = span, *last = span + used, *slot = span + 2 * used;
  int *fill = span + 3 * used, slots = 0;
  for (int g = 0; g < group_count; g++) fill[g] = groups->start[g];
  for (int u = 0; u < used; u++) {
    int at = fill[owner[u]]++;
    groups->members[at] = plan->used_cols[u];
    col_span(plan, plan->used_cols[u], chunk, &first[at], &last[at]);
  }
  for (int g = 0; g < group_count && slots >= 0; g++) {
    int begin = groups->start[g], count = groups->start[g + 1] - begin;
    int need = colour_intervals(count, first + begin, last + begin,
                                slot + begin);
    slots = need < 0 ? -1 : (need > slots ? need : slots);
  }
  for (int u = 0; u < used && slots >= 0; u++)
    groups->slot[groups->members[u]] = slot[u];
  groups->slots = slots;
  if (shared_program && slots >= 0)
    slots = shared_program_slots(plan, chunk, first, last, slot, slots);
  free(span);
  return slots;
}

int gimmik_matmul_schedule_cols(matmul_plan *plan, int group_count,
                                int chunk, int shared_program) {
  int used = plan->analysis.used_cols;
  int *owner = malloc((size_t)(used ? used : 1) * sizeof *owner);
  if (!owner) return -1;
  assign_cols(plan, group_count, 1, owner);
  int dealt = build_col_groups(plan, group_count, chunk, owner,
                               shared_program);
  assign_cols(plan, group_count, 0, owner);
  int slots = build_col_groups(plan, group_count, chunk, owner,
                               shared_program);
  if (dealt >= 0 && slots >= 0 && dealt < slots) {
    assign_cols(plan, group_count, 1, owner);
    slots = build_col_groups(plan, group_count, chunk, owner, shared_program);
  }
  free(owner);
  return slots;
}
