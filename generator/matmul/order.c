/*
 * matmul/order.c: the order in which a one-thread-per-column kernel forms
 * the rows of C when it reads B where it uses it (rstream, pstream).  A
 * value of B is worth keeping in a register from its first use in that
 * order to its last, so an order that brings the rows sharing a column of
 * A together keeps fewer values alive: the rows are numbered by a
 * Cuthill-McKee walk of the graph in which two rows meet when they share
 * a column.
 */
#include <stdlib.h>
#include <string.h>

#include "generator/matmul/plan.h"

static int row_size(const matmul_plan *plan, int row) {
  return plan->row_start[row + 1] - plan->row_start[row];
}

/* Sort rows[0..count) by ascending nonzeros, ties by index (insertion
 * sort: the lists are short and the order must be deterministic). */
static void sort_by_size(const matmul_plan *plan, int *rows, int count) {
  for (int i = 1; i < count; i++) {
    int row = rows[i], j = i;
    while (j > 0 && (row_size(plan, rows[j - 1]) > row_size(plan, row) ||
                     (row_size(plan, rows[j - 1]) == row_size(plan, row) &&
                      rows[j - 1] > row))) {
      rows[j] = rows[j - 1];
      j--;
    }
    rows[j] = row;
  }
}

/* Breadth first from `start`, appending to order[*filled]; neighbours
 * (rows sharing a column) join in ascending size. */
static void walk(const matmul_plan *plan, int start, char *seen, int *order,
                 int *filled) {
  int head = *filled;
  order[(*filled)++] = start;
  seen[start] = 1;
  while (head < *filled) {
    int row = order[head++], first_new = *filled;
    for (int t = plan->row_start[row]; t < plan->row_start[row + 1]; t++) {
      int col = plan->row_terms[t].index;
      for (int u = plan->col_start[col]; u < plan->col_start[col + 1]; u++) {
        int other = plan->col_terms[u].index;
        if (seen[other]) continue;
        seen[other] = 1;
        order[(*filled)++] = other;
      }
    }
    sort_by_size(plan, order + first_new, *filled - first_new);
  }
}

int *gimmik_matmul_row_order(const matmul_plan *plan, int reorder) {
  int m = plan->m;
  int *order = malloc((size_t)(m ? m : 1) * sizeof *order);
  int *starts = malloc((size_t)(m ? m : 1) * sizeof *starts);
  char *seen = calloc((size_t)(m ? m : 1), 1);
  if (!order || !starts || !seen) {
    free(order);
    free(starts);
    free(seen);
    return NULL;
  }
  int filled = 0, nonzero = 0;
  /* Rows of A that are all zero only store: they go first. */
  for (int r = 0; r < m; r++) {
    if (row_size(plan, r) == 0) {
      order[filled++] = r;
      seen[r] = 1;
    } else {
      starts[nonzero++] = r;
    }
  }
  if (!reorder) {
    memcpy(order + filled, starts, (size_t)nonzero * sizeof *order);
  } else {
    /* Each connected part starts at its smallest row. */
    sort_by_size(plan, starts, nonzero);
    for (int i = 0; i < nonzero; i++)
      if (!seen[starts[i]]) walk(plan, starts[i], seen, order, &filled);
  }
  free(starts);
  free(seen);
  return order;
}

int gimmik_matmul_peak(const int *change, int count) {
  int alive = 0, most = 0;
  for (int i = 0; i < count; i++) {
    alive += change[i];
    if (alive > most) most = alive;
  }
  return most;
}

int gimmik_matmul_order_live(const matmul_plan *plan, const int *order) {
  int m = plan->m, k = plan->k;
  int *first = malloc((size_t)(k ? k : 1) * sizeof *first);
  int *last = malloc((size_t)(k ? k : 1) * sizeof *last);
  int *change = calloc((size_t)m + 1, sizeof *change);
  int most = -1;
  if (first && last && change) {
    for (int c = 0; c < k; c++) first[c] = last[c] = -1;
    for (int at = 0; at < m; at++) {
      int row = order[at];
      for (int t = plan->row_start[row]; t < plan->row_start[row + 1]; t++) {
        int col = plan->row_terms[t].index;
        if (first[col] < 0) first[col] = at;
        last[col] = at;
      }
    }
    for (int c = 0; c < k; c++)
      if (first[c] >= 0) {
        change[first[c]]++;
        change[last[c] + 1]--;
      }
    most = gimmik_matmul_peak(change, m);
  }
  free(first);
  free(last);
  free(change);
  return most;
}
