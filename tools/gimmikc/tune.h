/*
 * tune.h: `gimmikc tune OPERATOR...`: tune each operator on a device,
 * fill the tuning database and print a table of the choices, with the copy
 * bandwidth measured in the same run for scale.
 */
#ifndef GIMMIKC_TUNE_H
#define GIMMIKC_TUNE_H

#include "options.h"

gimmik_status gimmikc_tune(const gimmikc_options *options,
                           gimmik_error *error);

#endif
