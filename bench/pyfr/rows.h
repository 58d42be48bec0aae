/*
 * rows.h: pyfr_bench's CSV (docs/benchmarks.md): one row per kernel
 * measured on an operator, with its time as GB/s of minimum bytes and
 * as a share of the copy bandwidth, of the roofline and of the stream
 * limit, the check's error and a status: "ok", "ok: NOTE" (passed; the
 * note says what else to know, such as a kernel other than the one
 * asked for), "wrong: ..." (failed the check) or "failed: REASON".
 */
#ifndef GIMMIK_BENCH_ROWS_H
#define GIMMIK_BENCH_ROWS_H

#include <stdio.h>

#include "gimmik/device.h"
#include "problem.h"

/* Where rows go and what every row of a run shares. */
typedef struct bench_table {
  FILE *csv;
  gimmik_dtype dtype;
  int repeat;                  /* timed launches, after 5 warm-up ones */
  double copy_gigabytes;       /* the device's copy bandwidth */
} bench_table;

/* What a row is about: one operator's problem. */
typedef struct bench_operator {
  const char *name;
  int m, k;
  long long nonzeros, used_cols;
  long long n;                 /* columns of B and C */
  double beta, flops_per_column, bytes_per_column, roofline_gigabytes;
  double stream_milliseconds;  /* the stream limit's time; NAN unknown */
} bench_operator;

/* The header line of the rows. */
void bench_rows_header(const bench_table *table);

/* One row; milliseconds NAN and check NULL where there are none. */
void bench_row_write(const bench_table *table, const bench_operator *op,
                     const char *implementation, const char *variant,
                     const char *params, double milliseconds,
                     const bench_check *check, const char *status);

/* A row for what could not be measured: "failed: " and the error's
 * message.  Returns INFINITY, the time of what failed. */
double bench_row_failed(const bench_table *table, const bench_operator *op,
                        const char *implementation, const char *variant,
                        const char *params, const gimmik_error *error);

/* Check `call` on `problem` (bench_problem_check), then time it on the
 * problem's context (5 warm-up launches, the median of table->repeat)
 * and write its row; `note`, when not NULL, makes the status of a row
 * that passed "ok: NOTE".  Returns the median, or INFINITY when the
 * call failed or computed the wrong values. */
double bench_row_measure(const bench_table *table, const bench_operator *op,
                         bench_problem *problem, const char *implementation,
                         const char *variant, const char *params,
                         const char *note, gimmik_timed_call call,
                         void *data);

/* A kernel's parameters as the params column gives them: "block=128
 * width=2". */
void bench_row_params(const gimmik_kernel_info *info, char *text,
                      size_t size);

#endif
