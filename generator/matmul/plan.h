/*
 * matmul/plan.h (internal): everything a matmul kernel is rendered from,
 * and the matmul row of the family model (family.h).  The plan holds the
 * effective operator (alpha*A rounded to the dtype, so zero elimination
 * happens in the kernel's precision), its nonzeros by row and by column,
 * and the schedule a variant needs (thread groups and the register slots
 * their values occupy).
 */
#ifndef GIMMIK_GENERATOR_MATMUL_PLAN_H
#define GIMMIK_GENERATOR_MATMUL_PLAN_H

#include "generator/family.h"
#include "gimmik/analysis.h"

typedef struct matmul_term {
  int index;    /* column of A in a row list, row of A in a column list */
  double value; /* alpha * A[row][col], rounded to the dtype */
} matmul_term;

/* Threads of a 2-D block split the work into groups (y index).  For row
 * split a group owns C rows, for column split it owns used columns of A;
 * member values live in `slots` registers, reused once a member is done. */
typedef struct matmul_groups {
  int count;
  int *start;   /* [count + 1] into members */
  int *members; /* rows or columns, ascending within a group */
  int *slot;    /* [rows or cols]: register slot of each member, -1 if none */
  int slots;    /* slots needed by the busiest group */
} matmul_groups;

typedef struct matmul_plan {
  gimmik_variant_plan head;      /* first: the family model's part */
  gimmik_matmul_request request; /* as given, with defaults filled in */
  int m, k;
  int index64;                   /* 64-bit index arithmetic needed */
  gimmik_analysis analysis;      /* of the effective operator */
  int *row_start;                /* [m + 1] into row_terms */
  matmul_term *row_terms;
  int *col_start;                /* [k + 1] into col_terms */
  matmul_term *col_terms;
  int *used_cols;                /* ascending, analysis.used_cols of them */
  matmul_groups groups;          /* for the split variants */
  const char *origin;
} matmul_plan;

extern const gimmik_family gimmik_matmul_family;

/* Build the effective operator, its row and column lists and index width;
 * validates the request.  Variant-independent. */
gimmik_status gimmik_matmul_plan_prepare(const gimmik_operator *op,
                                         const gimmik_matmul_request *request,
                                         matmul_plan *plan,
                                         gimmik_error *error);

void gimmik_matmul_plan_free(matmul_plan *plan);

/* The value of a resolved parameter, 0 when the plan has none. */
int gimmik_matmul_plan_param(const matmul_plan *plan, const char *name);

/* The variants, NULL-terminated (variants.c). */
extern const gimmik_variant *const gimmik_matmul_variants_table[];

/* The variants to try when the caller names none (variants.c). */
int gimmik_matmul_defaults(const gimmik_variant_plan *plan,
                           const gimmik_variant *order[]);

/* Schedules (schedule.c). */
int gimmik_matmul_schedule_rows(matmul_plan *plan, int groups, int chunk);
int gimmik_matmul_schedule_cols(matmul_plan *plan, int groups);
int gimmik_matmul_bstream_live(const matmul_plan *plan);
void gimmik_matmul_groups_free(matmul_groups *groups);

/* The table the templates read (context.c): op = {m, k, origin, nonzeros,
 * used (0-based columns of A with a nonzero, ascending), rows[r+1] =
 * {{col=, value=}...}, cols[j+1] = {{row=, value=}...}} (values are
 * alpha*A in the dtype); plan = {backend, dtype, alpha, beta, baked, n,
 * ldb, ldc, index64, kernel_name, variant, params = {name = value}};
 * groups = {count, slots, members[g+1] = {...}, slot[index]} (the split
 * variants). */
void gimmik_matmul_context_push(lua_State *lua, const void *plan);

/* Registers of live values a thread may hold before spilling is likely. */
enum { MATMUL_REGISTER_BUDGET = 168 };

#endif
