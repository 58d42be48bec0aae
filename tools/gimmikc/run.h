/*
 * run.h: `gimmikc run`, the main job: plan an operator through the runtime
 * on the best backend present (CUDA, else OpenCL, else C), from the disk
 * cache and the stored tuning decision where there are, check its kernel
 * against an extended-precision reference on random data, and time it.
 */
#ifndef GIMMIKC_RUN_H
#define GIMMIKC_RUN_H

#include "options.h"

/* CUDA if a driver is here, else OpenCL if a platform is, else C. */
gimmik_backend gimmikc_best_backend(void);

gimmik_status gimmikc_run(const gimmik_operator *op,
                          const gimmikc_options *options, gimmik_error *error);

#endif
