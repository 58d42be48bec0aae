/*
 * axhelm.h: `gimmikc axhelm`: emit a fused axhelm kernel (with its
 * metadata), or list the axhelm variants with their viability for the
 * problem on the command line.
 */
#ifndef GIMMIKC_AXHELM_H
#define GIMMIKC_AXHELM_H

#include "options.h"

gimmik_status gimmikc_axhelm(const gimmikc_options *options,
                             gimmik_error *error);

#endif
