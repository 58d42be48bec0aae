/*
 * literal.h (internal): numbers printed as C literals that round-trip
 * exactly: the shortest of 15..17 significant digits that reads back to the
 * same double, or of 6..9 digits plus 'f' for float.
 */
#ifndef GIMMIK_GENERATOR_LITERAL_H
#define GIMMIK_GENERATOR_LITERAL_H

#include <stddef.h>

#include "gimmik/kernel.h"
#include "gimmik/operator.h"

enum { GIMMIK_LITERAL_SIZE = 40 };

/* Format `value` (rounded to the dtype first) into `buffer`. */
void gimmik_format_literal(double value, gimmik_dtype dtype,
                           char buffer[GIMMIK_LITERAL_SIZE]);

/* `value` as the dtype holds it (float rounding for f32). */
double gimmik_round_to_dtype(double value, gimmik_dtype dtype);

/* The operator's entries times `alpha` as the dtype holds them, row-major
 * into `values`.  An entry the dtype cannot hold is an error naming it
 * (GIMMIK_ERROR_INPUT): one beyond its range, or one that underflows it
 * (becomes 0, or a subnormal that is not its value), which would silently
 * drop or change a term of the kernel. */
gimmik_status gimmik_values_in_dtype(const gimmik_operator *op, double alpha,
                                     gimmik_dtype dtype, double *values,
                                     gimmik_error *error);

#endif
