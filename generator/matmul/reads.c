/*
 * matmul/reads.c: where pstream reads each value of B.  The rows of C are
 * formed in the plan's row order; a value of B is read at its first use
 * and kept in a register while it has another use to come, unless more
 * than `keep` values would then be kept: the ones used again furthest
 * ahead are dropped (Belady's rule) and read again, from cache, at their
 * next use.  Each row's reads are issued `ahead` rows before the row is
 * formed.
 */
#include <stdlib.h>
#include <string.h>

#include "generator/matmul/plan.h"

void gimmik_matmul_reads_free(matmul_reads *reads) {
  free(reads->load_start);
  free(reads->load_col);
  free(reads->use);
  memset(reads, 0, sizeof *reads);
}

/* Positions (in the row order) at which each column of A is used, by
 * column: at[start[c]..start[c+1]). */
typedef struct column_uses {
  int *start, *at, *cursor;
} column_uses;

static int uses_build(const matmul_plan *plan, column_uses *uses) {
  int k = plan->k;
  long long nonzeros = plan->analysis.nonzeros;
  uses->start = calloc((size_t)k + 1, sizeof(int));
  uses->at = malloc((size_t)(nonzeros ? nonzeros : 1) * sizeof(int));
  uses->cursor = calloc((size_t)(k ? k : 1), sizeof(int));
  if (!uses->start || !uses->at || !uses->cursor) return 0;
  for (int c = 0; c < k; c++)
    uses->start[c + 1] = uses->start[c] + plan->analysis.col_nonzeros[c];
  for (int p = 0; p < plan->m; p++) {
    int row = plan->row_order[p];
    for (int t = plan->row_start[row]; t < plan->row_start[row + 1]; t++) {
      int col = plan->row_terms[t].index;
      uses->at[uses->start[col] + uses->cursor[col]++] = p;
    }
  }
  memset(uses->cursor, 0, (size_t)k * sizeof(int));
  return 1;
}

enum { NEVER = 1 << 30 };

/* The first position after p at which column c is used, or NEVER; p may
 * only grow from one call to the next for a column. */
static int next_use(column_uses *uses, int c, int p) {
  int *cursor = &uses->cursor[c];
  int end = uses->start[c + 1] - uses->start[c];
  while (*cursor < end && uses->at[uses->start[c] + *cursor] <= p) (*cursor)++;
  return *cursor < end ? uses->at[uses->start[c] + *cursor] : NEVER;
}

static void uses_free(column_uses *uses) {
  free(uses->start);
  free(uses->at);
  free(uses->cursor);
}

/* Most loads alive at once: a load lives from the row it is issued at
 * (its row less `ahead`) to its last use. */
static int most_alive(const matmul_reads *reads, const int *last_use, int m,
                      int ahead) {
  int *change = calloc((size_t)m + 2, sizeof(int));
  if (!change) return -1;
  for (int p = 0; p < m; p++)
    for (int l = reads->load_start[p]; l < reads->load_start[p + 1]; l++) {
      int issued = p - ahead < 0 ? 0 : p - ahead;
      change[issued]++;
      change[last_use[l] + 1]--;
    }
  int most = gimmik_matmul_peak(change, m + 1);
  free(change);
  return most;
}

/* After the row at position p: keep its values that have a use to come,
 * then drop those used again furthest ahead until at most `keep` are
 * kept; a dropped column's current load is forgotten (current[] = -1), so
 * its next use reads it again.  Returns the new count of kept[]. */
static int keep_after(const matmul_plan *plan, column_uses *uses, int row,
                      int p, int keep, int *current, int *kept,
                      int kept_count) {
  for (int t = plan->row_start[row]; t < plan->row_start[row + 1]; t++) {
    int col = plan->row_terms[t].index, i;
    for (i = 0; i < kept_count && kept[i] != col; i++) {}
    if (i == kept_count) kept[kept_count++] = col;
  }
  for (int i = 0; i < kept_count;) {
    if (next_use(uses, kept[i], p) == NEVER) {
      current[kept[i]] = -1;
      kept[i] = kept[--kept_count];
    } else {
      i++;
    }
  }
  while (kept_count > keep) {
    int far = 0;
    for (int i = 1; i < kept_count; i++)
      if (next_use(uses, kept[i], p) > next_use(uses, kept[far], p)) far = i;
    current[kept[far]] = -1;
    kept[far] = kept[--kept_count];
  }
  return kept_count;
}

int gimmik_matmul_reads_build(matmul_plan *plan, int keep, int ahead) {
  matmul_reads *reads = &plan->reads;
  gimmik_matmul_reads_free(reads);
  int m = plan->m, k = plan->k;
  long long nonzeros = plan->analysis.nonzeros;
  size_t terms = (size_t)(nonzeros ? nonzeros : 1);
  column_uses uses = {0};
  int *current = malloc((size_t)(k ? k : 1) * sizeof(int));
  int *kept = malloc((size_t)(k ? k : 1) * sizeof(int));
  int *last_use = malloc(terms * sizeof(int));
  reads->load_start = calloc((size_t)m + 1, sizeof(int));
  reads->load_col = malloc(terms * sizeof(int));
  reads->use = malloc(terms * sizeof(int));
  int ok = current && kept && last_use && reads->load_start &&
           reads->load_col && reads->use && uses_build(plan, &uses);
  int kept_count = 0, loads = 0, used = 0;
  for (int c = 0; ok && c < k; c++) current[c] = -1;
  for (int p = 0; ok && p < m; p++) {
    int row = plan->row_order[p];
    for (int t = plan->row_start[row]; t < plan->row_start[row + 1]; t++) {
      int col = plan->row_terms[t].index;
      if (current[col] < 0) {
        current[col] = loads;
        reads->load_col[loads++] = col;
      }
      last_use[current[col]] = p;
      reads->use[used++] = current[col];
    }
    reads->load_start[p + 1] = loads;
    kept_count = keep_after(plan, &uses, row, p, keep, current, kept,
                            kept_count);
  }
  reads->count = loads;
  reads->most_alive = ok ? most_alive(reads, last_use, m, ahead) : -1;
  if (reads->most_alive < 0) ok = 0;
  uses_free(&uses);
  free(current);
  free(kept);
  free(last_use);
  if (!ok) gimmik_matmul_reads_free(reads);
  return ok;
}
