/*
 * run.h: `gimmikc run`, the main job: emit a kernel for an operator, build
 * it on the best backend present (CUDA, else OpenCL, else C), check it
 * against an extended-precision reference on random data, and time it.
 */
#ifndef GIMMIKC_RUN_H
#define GIMMIKC_RUN_H

#include "options.h"

int gimmikc_run(const gimmik_operator *op, const gimmikc_options *options,
                gimmik_error *error);

#endif
