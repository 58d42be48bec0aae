/*
 * matmul_plan.h (internal): everything a matmul kernel is rendered from.
 * The plan holds the effective operator (alpha*A rounded to the dtype, so
 * zero elimination happens in the kernel's precision), its nonzeros by row
 * and by column, and the schedule a variant needs (thread groups and the
 * register slots their values occupy).
 */
#ifndef GIMMIK_GENERATOR_MATMUL_PLAN_H
#define GIMMIK_GENERATOR_MATMUL_PLAN_H

#include "gimmik/analysis.h"
#include "gimmik/generator.h"

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

typedef struct matmul_variant matmul_variant;

typedef struct matmul_plan {
  gimmik_matmul_request request; /* as given, with defaults filled in */
  const matmul_variant *variant;
  gimmik_param params[GIMMIK_MAX_PARAMS]; /* resolved: defaults + overrides */
  int param_count;
  int m, k;
  int index64;                   /* 64-bit index arithmetic needed */
  gimmik_analysis analysis;      /* of the effective operator */
  int *row_start;                /* [m + 1] into row_terms */
  matmul_term *row_terms;
  int *col_start;                /* [k + 1] into col_terms */
  matmul_term *col_terms;
  int *used_cols;                /* ascending, analysis.used_cols of them */
  matmul_groups groups;          /* for the split variants */
  int register_estimate;         /* 32-bit registers of live values */
  gimmik_kernel_info info;
  const char *origin;
} matmul_plan;

/* Build the effective operator, its row and column lists and index width;
 * validates the request.  Variant-independent. */
gimmik_status gimmik_matmul_plan_prepare(const gimmik_operator *op,
                                  const gimmik_matmul_request *request,
                                  matmul_plan *plan, gimmik_error *error);

/* Choose the variant and its parameters, schedule, check viability and fill
 * in the metadata.  A non-viable choice is GIMMIK_ERROR_UNSUPPORTED with the
 * reason. */
gimmik_status gimmik_matmul_plan_choose(matmul_plan *plan, const char *variant,
                                 const gimmik_param *overrides,
                                 int override_count, gimmik_error *error);

void gimmik_matmul_plan_free(matmul_plan *plan);

int gimmik_matmul_plan_param(const matmul_plan *plan, const char *name);

/* Schedules (matmul_schedule.c). */
int gimmik_matmul_schedule_rows(matmul_plan *plan, int groups, int chunk);
int gimmik_matmul_schedule_cols(matmul_plan *plan, int groups);
int gimmik_matmul_bstream_live(const matmul_plan *plan);
void gimmik_matmul_groups_free(matmul_groups *groups);

#endif
