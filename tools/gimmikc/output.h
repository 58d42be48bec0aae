/*
 * output.h: writing an emitted kernel and, with --meta, its metadata as
 * JSON, for every family: both are written or neither (the same path twice,
 * a file that exists without --force, anything but a regular file in the
 * way, or a failed write stops both).
 */
#ifndef GIMMIKC_OUTPUT_H
#define GIMMIKC_OUTPUT_H

#include "options.h"

gimmik_status gimmikc_write_kernel(const gimmik_kernel *kernel,
                                   const gimmikc_options *options,
                                   gimmik_error *error);

#endif
