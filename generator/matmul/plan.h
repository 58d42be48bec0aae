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

/* A cut into the tiles of an FP64 tensor-core product (mma): rows of A in
 * tiles of `rows` (8 or 16), its used columns (ascending) in steps of
 * `depth` (4, 8 or 16), zero-padded; index[mt*ksteps + ks] numbers the
 * tiles with a nonzero (in that order) or is -1. */
typedef struct matmul_tiles {
  int rows, depth;
  int mtiles, ksteps;
  int count;    /* tiles with a nonzero */
  int *index;   /* [mtiles*ksteps] */
  int parts;    /* warps sharing a column tile, each owning 8-row tiles */
  int *part_start; /* [parts + 1]: first tile of rows of each */
  int pitch;    /* values a row of a warp's staged chunk of B takes */
} matmul_tiles;

/* pstream's reads of B (reads.c): the loads issued for the row at each
 * position of the row order, and for each nonzero (rows by position,
 * terms in column order) the load it takes its value from. */
typedef struct matmul_reads {
  int *load_start; /* [m + 1] into load_col */
  int *load_col;   /* the column of A (row of B) each load reads */
  int *use;        /* [nonzeros]: the load each term uses */
  int count;       /* loads */
  int most_alive;  /* loads alive at once, at most */
} matmul_reads;

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
  int *row_order;                /* [m]: rows in the order they are formed
                                    (rstream, pstream), else NULL */
  matmul_tiles tiles;            /* A's tiles (mma) */
  matmul_reads reads;            /* where pstream reads B */
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

/* Whether the autotuner times the variant the plan started on: mma only
 * where the analysis ranks it (variants.c). */
int gimmik_matmul_swept(const gimmik_variant_plan *plan);

/* Schedules (schedule.c). */
int gimmik_matmul_schedule_rows(matmul_plan *plan, int groups, int chunk);
/* Column split: used columns of A to `groups` groups, each group's rows of
 * B to register slots by the chunks of `chunk` C rows that use them.
 * Returns the registers (in values) the slots take: those of the busiest
 * group, or with `shared_program` those alive at once when the groups'
 * code is one program with a branch per group; -1 out of memory. */
int gimmik_matmul_schedule_cols(matmul_plan *plan, int groups, int chunk,
                                int shared_program);
int gimmik_matmul_bstream_live(const matmul_plan *plan);
void gimmik_matmul_groups_free(matmul_groups *groups);

/* Rows of A in the order a kernel forms them (order.c): all-zero rows
 * first, then the others in index order (reorder 0) or in a Cuthill-McKee
 * order of the rows sharing columns (1).  malloc'd, m entries; NULL when
 * out of memory. */
int *gimmik_matmul_row_order(const matmul_plan *plan, int reorder);
/* The largest prefix sum of change[0..count): the most intervals alive at
 * once when change[i] counts those starting at i less those ended
 * before it (order.c). */
int gimmik_matmul_peak(const int *change, int count);
/* The most values of B alive at once when each is held from its first use
 * to its last in `order`; -1 when out of memory. */
int gimmik_matmul_order_live(const matmul_plan *plan, const int *order);

/* pstream's reads for plan->row_order, keeping at most `keep` values and
 * issuing reads `ahead` rows early (reads.c); 0 when out of memory. */
int gimmik_matmul_reads_build(matmul_plan *plan, int keep, int ahead);
void gimmik_matmul_reads_free(matmul_reads *reads);

/* A's nonzero `rows` x `depth` tiles into plan->tiles (tiles.c); 0 when
 * out of memory. */
int gimmik_matmul_tiles_build(matmul_plan *plan, int rows, int depth);
/* The share of the products of A's nonzero `rows` x `depth` tiles that
 * multiply a nonzero (1: no tensor-core work wasted); 0 when A is all
 * zero or out of memory. */
double gimmik_matmul_tile_fill(const matmul_plan *plan, int rows, int depth);
void gimmik_matmul_tiles_free(matmul_tiles *tiles);
/* Cut the tiles of rows into `parts` contiguous shares balanced by nonzero
 * tiles (tiles->part_start); returns the most tiles of rows with a nonzero
 * in one share, 0 when out of memory. */
int gimmik_matmul_tiles_split(matmul_plan *plan, int parts);

/* The table the templates read (context.c): op = {m, k, origin, nonzeros,
 * used (0-based columns of A with a nonzero, ascending), rows[r+1] =
 * {{col=, value=}...}, cols[j+1] = {{row=, value=}...}} (values are
 * alpha*A in the dtype); plan = {backend, dtype, alpha, beta, baked, n,
 * ldb, ldc, index64, c_ahead, kernel_name, variant, params = {name =
 * value}};
 * groups = {count, slots, members[g+1] = {...}, slot[index]} (the split
 * variants); order = {rows in the order they are formed} (rstream,
 * pstream); tiles = {rows, depth, mtiles, ksteps, count, index} (mma,
 * plan.h's matmul_tiles with index 1-based in Lua). */
void gimmik_matmul_context_push(lua_State *lua, const void *plan);

/* Registers of live values a thread may hold before spilling is likely. */
enum { MATMUL_REGISTER_BUDGET = 168 };

/* Rows of C whose old values a thread reads ahead of their stores when
 * beta != 0 (templates/matmul/common.lua, row-split.tpl), unless the
 * variant takes cahead. */
enum { MATMUL_C_AHEAD = 8 };

/* The plan's reach ahead: its cahead, else MATMUL_C_AHEAD (plan.c). */
int gimmik_matmul_c_ahead(const matmul_plan *plan);

#endif
