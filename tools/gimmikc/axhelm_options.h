/*
 * axhelm_options.h: the options of `gimmikc axhelm` (the problem: points,
 * fields, equation, coefficients, lambdas, geometry), parsed into
 * options->axhelm_request, and the checks once the command line is read.
 */
#ifndef GIMMIKC_AXHELM_OPTIONS_H
#define GIMMIKC_AXHELM_OPTIONS_H

#include "options.h"

/* 1 for the options only gimmikc axhelm takes (all take a value). */
int gimmikc_axhelm_takes_value(const char *option);

/* Parse one of them; returns 0 on a usage error (printed). */
int gimmikc_parse_axhelm_valued(const char *option, const char *value,
                                gimmikc_options *options);

/* Before the backend is inferred: no operator, an output when emitting,
 * lambdas only where the problem uses them.  Returns 0 on a usage error. */
int gimmikc_axhelm_check(const gimmikc_options *options);

/* After it: copy the options both families share into the axhelm request
 * and refuse the C backend.  Returns 0 on a usage error. */
int gimmikc_axhelm_settle(gimmikc_options *options);

#endif
