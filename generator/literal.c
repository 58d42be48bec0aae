/* literal.c: exact floating-point literals for generated source. */
#include "generator/literal.h"

#include "common/c_locale.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

double gimmik_round_to_dtype(double value, gimmik_dtype dtype) {
  return dtype == GIMMIK_F32 ? (double)(float)value : value;
}

/* What the dtype does to `scaled`: 0 when it holds it faithfully. */
static const char *dtype_problem(double scaled, double held,
                                 gimmik_dtype dtype) {
  double smallest = dtype == GIMMIK_F32 ? FLT_MIN : DBL_MIN;
  if (!isfinite(held)) return "is outside the range of";
  if (scaled != 0.0 && (held == 0.0 || (fabs(held) < smallest &&
                                         held != scaled)))
    return "underflows";
  return NULL;
}

gimmik_status gimmik_values_in_dtype(const gimmik_operator *op, double alpha,
                                     gimmik_dtype dtype, double *values,
                                     gimmik_error *error) {
  int rows = gimmik_operator_rows(op), cols = gimmik_operator_cols(op);
  const double *source = gimmik_operator_values(op);
  for (int row = 0; row < rows; row++)
    for (int col = 0; col < cols; col++) {
      size_t i = (size_t)row * (size_t)cols + (size_t)col;
      double scaled = alpha * source[i];
      values[i] = gimmik_round_to_dtype(scaled, dtype);
      const char *problem = dtype_problem(scaled, values[i], dtype);
      if (!problem) continue;
      const char *name = gimmik_dtype_name(dtype);
      if (alpha == 1.0)
        return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                                "%s: entry (%d, %d) = %.9g %s %s (it "
                                "would be %.9g)",
                                gimmik_operator_origin(op), row + 1, col + 1,
                                source[i], problem, name, values[i]);
      return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                              "%s: entry (%d, %d) = %.9g times alpha = "
                              "%.9g: %.9g %s %s (it would be %.9g)",
                              gimmik_operator_origin(op), row + 1, col + 1,
                              source[i], alpha, scaled, problem, name,
                              values[i]);
    }
  return GIMMIK_OK;
}

/* A literal like "2" would be an integer in C: make it "2.0". */
static void ensure_floating(char *buffer) {
  if (!strpbrk(buffer, ".eEn")) strcat(buffer, ".0");
}

void gimmik_format_literal(double value, gimmik_dtype dtype,
                           char buffer[GIMMIK_LITERAL_SIZE]) {
  if (dtype == GIMMIK_F32) {
    float single = (float)value;
    for (int digits = 6; digits <= 9; digits++) {
      gimmik_snprintf(buffer, GIMMIK_LITERAL_SIZE, "%.*g", digits,
                      (double)single);
      if (gimmik_strtof(buffer, NULL) == single) break;
    }
    ensure_floating(buffer);
    strcat(buffer, "f");
    return;
  }
  for (int digits = 15; digits <= 17; digits++) {
    gimmik_snprintf(buffer, GIMMIK_LITERAL_SIZE, "%.*g", digits, value);
    if (gimmik_strtod(buffer, NULL) == value) break;
  }
  ensure_floating(buffer);
}
