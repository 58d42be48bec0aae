/* operator.c: the dense constant operator and its validation. */
#include "gimmik/operator.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

struct gimmik_operator {
  int rows;
  int cols;
  double *values; /* row-major */
  char *origin;
};

static char *copy_string(const char *text) {
  if (!text) text = "(unnamed)";
  size_t length = strlen(text);
  char *copy = malloc(length + 1);
  if (copy) memcpy(copy, text, length + 1);
  return copy;
}

gimmik_status gimmik_operator_create(int rows, int cols, const double *values,
                                     const char *origin,
                                     gimmik_operator **result,
                                     gimmik_error *error) {
  const char *name = origin ? origin : "(unnamed)";
  *result = NULL;
  if (rows < 1 || cols < 1 || rows > GIMMIK_MAX_DIMENSION ||
      cols > GIMMIK_MAX_DIMENSION ||
      (long long)rows * cols > GIMMIK_MAX_ENTRIES)
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s: dimensions %d x %d outside the limits "
                            "(each 1..%d, at most %d entries)",
                            name, rows, cols, GIMMIK_MAX_DIMENSION,
                            GIMMIK_MAX_ENTRIES);
  if (!values)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: no values given", name);
  size_t count = (size_t)rows * (size_t)cols;
  int any_nonzero = 0;
  for (size_t i = 0; i < count; i++) {
    if (!isfinite(values[i]))
      return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                              "%s: entry (%zu, %zu) is not finite", name,
                              i / (size_t)cols + 1, i % (size_t)cols + 1);
    if (values[i] != 0.0) any_nonzero = 1;
  }
  if (!any_nonzero)
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s: every entry is zero", name);

  gimmik_operator *op = calloc(1, sizeof *op);
  if (op) op->values = malloc(count * sizeof *op->values);
  if (op) op->origin = copy_string(origin);
  if (!op || !op->values || !op->origin) {
    gimmik_operator_destroy(op);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "%s: out of memory for a %d x %d operator", name,
                            rows, cols);
  }
  op->rows = rows;
  op->cols = cols;
  /* Normalise -0.0 to 0.0 so zero elimination and hashing agree. */
  for (size_t i = 0; i < count; i++)
    op->values[i] = values[i] == 0.0 ? 0.0 : values[i];
  *result = op;
  return GIMMIK_OK;
}

void gimmik_operator_destroy(gimmik_operator *op) {
  if (!op) return;
  free(op->values);
  free(op->origin);
  free(op);
}

int gimmik_operator_rows(const gimmik_operator *op) { return op->rows; }
int gimmik_operator_cols(const gimmik_operator *op) { return op->cols; }
const double *gimmik_operator_values(const gimmik_operator *op) {
  return op->values;
}
double gimmik_operator_get(const gimmik_operator *op, int row, int col) {
  return op->values[(size_t)row * op->cols + col];
}
const char *gimmik_operator_origin(const gimmik_operator *op) {
  return op->origin;
}
