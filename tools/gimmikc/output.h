/*
 * output.h: writing an emitted kernel and, with --meta, its metadata as
 * JSON, for every family; neither is written when either would replace a
 * file without --force.
 */
#ifndef GIMMIKC_OUTPUT_H
#define GIMMIKC_OUTPUT_H

#include "options.h"

gimmik_status gimmikc_write_kernel(const gimmik_kernel *kernel,
                                   const gimmikc_options *options,
                                   gimmik_error *error);

#endif
