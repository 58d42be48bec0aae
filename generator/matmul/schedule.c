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

/* Interval colouring of one group's rows by chunk span: a slot is reused
 * by a row that starts in a later chunk than its last owner ended. */
static int assign_row_slots(matmul_plan *plan, const int *position, int chunk,
                            int group) {
  matmul_groups *groups = &plan->groups;
  int begin = groups->start[group], end = groups->start[group + 1];
  int slot_count = 0;
  int *slot_end = malloc((size_t)(end - begin + 1) * sizeof(int));
  if (!slot_end) return -1;
  /* Members are in row order; colour them in order of first chunk. */
  int used = plan->analysis.used_cols;
  for (int start_chunk = 0; start_chunk * chunk < used; start_chunk++)
    for (int i = begin; i < end; i++) {
      int row = groups->members[i], first, last;
      if (plan->row_start[row] == plan->row_start[row + 1]) continue;
      row_span(plan, position, row, &first, &last);
      if (first / chunk != start_chunk) continue;
      int slot = 0;
      while (slot < slot_count && slot_end[slot] >= start_chunk) slot++;
      if (slot == slot_count) slot_count++;
      slot_end[slot] = last / chunk;
      groups->slot[row] = slot;
    }
  free(slot_end);
  return slot_count;
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

int gimmik_matmul_schedule_cols(matmul_plan *plan, int group_count) {
  int used = plan->analysis.used_cols;
  matmul_groups *groups = &plan->groups;
  if (!groups_allocate(groups, group_count, used, plan->k)) return -1;
  long long total = plan->analysis.nonzeros, running = 0;
  int group = 0;
  for (int u = 0; u < used; u++) {
    int col = plan->used_cols[u];
    /* Cut when this group has its share of nonzeros, or when the columns
     * left are only just enough to give each later group one. */
    int target_met = running * group_count >= total * (group + 1);
    int must_cut = used - u <= group_count - group - 1;
    if (group + 1 < group_count && u > groups->start[group] &&
        (target_met || must_cut)) {
      group++;
      groups->start[group] = u;
    }
    groups->members[u] = col;
    groups->slot[col] = u - groups->start[group];
    running += plan->analysis.col_nonzeros[col];
  }
  for (int g = group + 1; g <= group_count; g++) groups->start[g] = used;
  groups->slots = 0;
  for (int g = 0; g < group_count; g++) {
    int size = groups->start[g + 1] - groups->start[g];
    if (size > groups->slots) groups->slots = size;
  }
  return groups->slots;
}
