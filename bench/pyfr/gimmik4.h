/*
 * gimmik4.h: GiMMiK 4.0's own kernels, rendered by tools/gimmik4_render.py
 * (one source and one JSON metadata file each, in gimmikc's metadata
 * format), loaded and launched as raw kernels (gimmik/device.h).
 * Kernels whose B argument is a CUtensorMap are listed but not run.
 */
#ifndef GIMMIK_BENCH_GIMMIK4_H
#define GIMMIK_BENCH_GIMMIK4_H

#include "gimmik/device.h"

typedef struct gimmik4_kernel {
  char variant[96];
  char source_path[1024];
  char format[16];            /* "cuda-c" or "ptx" */
  char entry[GIMMIK_NAME_SIZE];
  char options[256];          /* NVRTC options PyFR uses, for cuda-c */
  size_t block[3], grid[3];
  long long n, ldb, ldc;
  int arguments_are_runtime;  /* (n, b, ldb, c, ldc) rather than (b, c) */
  const char *unsupported;    /* why the harness cannot run it, or NULL */
  char failure[200];          /* why building it failed, or "" */
  gimmik_raw_kernel *kernel;
} gimmik4_kernel;

/* The kernels under folder/<operator>/<dtype>/ (none when absent). */
gimmik_status gimmik4_list(const char *folder, const char *operator_name,
                           gimmik_dtype dtype, gimmik4_kernel **kernels,
                           int *count, gimmik_error *error);

/* Compile (CUDA C) or JIT-load (PTX) one kernel on the context's device. */
gimmik_status gimmik4_build(gimmik_context *context, gimmik4_kernel *kernel,
                            gimmik_error *error);

/* Build every supported kernel of the list on a pool of threads (driver
 * JIT and NVRTC dominate the benchmark's time otherwise); a kernel that
 * fails keeps kernel == NULL and its reason in `failure`. */
void gimmik4_build_all(gimmik_context *context, gimmik4_kernel *kernels,
                       int count);

/* Launch on `b` and `c` (the context's memory) with the metadata's
 * geometry. */
gimmik_status gimmik4_launch(gimmik4_kernel *kernel, void *b, void *c,
                             void *stream, gimmik_error *error);

#endif
