/*
 * run.h: `gimmikc run`, the main job: emit a kernel for an operator, build
 * it on the best backend present (CUDA, else OpenCL, else C), check it
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
