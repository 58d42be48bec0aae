/*
 * gimmik/spec.h: built-in operator specs, usable anywhere an operator file is.
 * A spec is `name:arg[:arg...]`, for example `gll-diff:8` (the 8-point GLL
 * differentiation matrix) or `gl-to-gll:5:6` (interpolation from 5 Gauss
 * points to 6 GLL points).  `gimmik_spec_list` names every spec with a
 * one-line description.
 */
#ifndef GIMMIK_SPEC_H
#define GIMMIK_SPEC_H

#include <stdio.h>

#include "gimmik/export.h"
#include "gimmik/operator.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

/* Nonzero when `text` names a built-in spec (its name before the first ':'
 * is a known spec name); such text is never treated as a path. */
int gimmik_spec_is_spec(const char *text);

/* Build the operator a spec describes; bad arguments are
 * GIMMIK_ERROR_INPUT errors naming the spec and the argument at fault. */
gimmik_status gimmik_spec_build(const char *spec, gimmik_operator **result,
                                gimmik_error *error);

/* Print every spec's syntax and a description, one per line. */
void gimmik_spec_list(FILE *stream);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
