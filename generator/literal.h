/*
 * literal.h (internal): numbers printed as C literals that round-trip
 * exactly: the shortest of 15..17 significant digits that reads back to the
 * same double, or of 6..9 digits plus 'f' for float.
 */
#ifndef GIMMIK_GENERATOR_LITERAL_H
#define GIMMIK_GENERATOR_LITERAL_H

#include <stddef.h>

#include "gimmik/kernel.h"

enum { GIMMIK_LITERAL_SIZE = 40 };

/* Format `value` (rounded to the dtype first) into `buffer`. */
void gimmik_format_literal(double value, gimmik_dtype dtype,
                           char buffer[GIMMIK_LITERAL_SIZE]);

/* `value` as the dtype holds it (float rounding for f32). */
double gimmik_round_to_dtype(double value, gimmik_dtype dtype);

#endif
