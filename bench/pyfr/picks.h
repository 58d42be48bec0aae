/*
 * picks.h: the tuned picks of earlier pyfr_bench CSVs, by operator, so
 * that a later run times the same kernels again without tuning (its
 * --picks): the OpenCL column of a whole suite, for instance, costs one
 * build of each pick instead of a tuning.  A pick is an operator's last
 * "gimmikc-tuned" row that passed its check, as a --kernel spec
 * ("VARIANT:NAME=VALUE,..."); a cuBLAS pick is none.
 */
#ifndef GIMMIK_BENCH_PICKS_H
#define GIMMIK_BENCH_PICKS_H

#include "gimmik/device.h"

enum { BENCH_PICK_NAME = 96, BENCH_PICK_SPEC = 256 };

typedef struct bench_pick {
  char name[BENCH_PICK_NAME];   /* the operator, as pyfr_bench names it */
  char spec[BENCH_PICK_SPEC];   /* for bench_kernel_spec (problem.h) */
} bench_pick;

typedef struct bench_picks {
  bench_pick *items;
  int count, capacity;
} bench_picks;

/* Adds the picks of the CSV at `path`, a later file's over an earlier's;
 * GIMMIK_ERROR_IO when it cannot be read, GIMMIK_ERROR_PARSE naming the
 * line when a row is malformed. */
gimmik_status bench_picks_load(bench_picks *picks, const char *path,
                               gimmik_error *error);
/* The operator's pick, or NULL. */
const char *bench_picks_find(const bench_picks *picks, const char *name);
void bench_picks_free(bench_picks *picks);

#endif
