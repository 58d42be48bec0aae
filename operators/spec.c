/*
 * spec.c: built-in operator specs such as `gll-diff:8`, `gl-to-gll:5:6` or
 * `gll-diff-3d:6:s` (see gimmik/spec.h and gimmik/quadrature.h).
 *
 * A spec is parsed in full before anything is computed, so every malformed
 * spec is a GIMMIK_ERROR_INPUT naming the spec and the argument at fault.
 * The 1-D matrices are computed in long double and rounded once to double;
 * the tensor-product operators are built from those doubles, whose products
 * with the identities' ones and zeros are exact.
 */
#include "gimmik/spec.h"
#include "gimmik/quadrature.h"

#include <stdlib.h>
#include <string.h>

/* The argument layout of a spec, which also decides how it is built. */
typedef enum spec_shape {
  SHAPE_DIFFERENTIATION,    /* name:N, an N x N matrix */
  SHAPE_INTERPOLATION,      /* name:N:M, an M x N matrix */
  SHAPE_DIFFERENTIATION_2D, /* name:N:r|s, N^2 x N^2 */
  SHAPE_DIFFERENTIATION_3D  /* name:N:r|s|t, N^3 x N^3 */
} spec_shape;

typedef struct shape_layout {
  const char *arguments;  /* the syntax after the name */
  int argument_count;
  int dimensions;         /* of the grid the operator acts on */
  const char *directions; /* the direction letters, r fastest; "" if none */
} shape_layout;

static const shape_layout shape_layouts[] = {
    [SHAPE_DIFFERENTIATION] = {"N", 1, 1, ""},
    [SHAPE_INTERPOLATION] = {"N:M", 2, 1, ""},
    [SHAPE_DIFFERENTIATION_2D] = {"N:r|s", 2, 2, "rs"},
    [SHAPE_DIFFERENTIATION_3D] = {"N:r|s|t", 2, 3, "rst"},
};

typedef struct spec_kind {
  const char *name;
  spec_shape shape;
  gimmik_point_set source; /* differentiated on, or interpolated from */
  gimmik_point_set target; /* interpolated to; unused otherwise */
  const char *description;
} spec_kind;

#define GL GIMMIK_GAUSS_LEGENDRE
#define GLL GIMMIK_GAUSS_LOBATTO_LEGENDRE

static const spec_kind spec_kinds[] = {
    {"gll-diff", SHAPE_DIFFERENTIATION, GLL, GLL,
     "N x N differentiation matrix on N Gauss-Lobatto-Legendre points"},
    {"gl-diff", SHAPE_DIFFERENTIATION, GL, GL,
     "N x N differentiation matrix on N Gauss-Legendre points"},
    {"gll-to-gl", SHAPE_INTERPOLATION, GLL, GL,
     "M x N interpolation from N Gauss-Lobatto-Legendre to M Gauss-Legendre "
     "points"},
    {"gl-to-gll", SHAPE_INTERPOLATION, GL, GLL,
     "M x N interpolation from N Gauss-Legendre to M Gauss-Lobatto-Legendre "
     "points"},
    {"gll-to-gll", SHAPE_INTERPOLATION, GLL, GLL,
     "M x N interpolation from N to M Gauss-Lobatto-Legendre points"},
    {"gl-to-gl", SHAPE_INTERPOLATION, GL, GL,
     "M x N interpolation from N to M Gauss-Legendre points"},
    {"gll-diff-2d", SHAPE_DIFFERENTIATION_2D, GLL, GLL,
     "N^2 x N^2 derivative along r or s on an N x N Gauss-Lobatto-Legendre "
     "grid, node i + N j with i along r"},
    {"gl-diff-2d", SHAPE_DIFFERENTIATION_2D, GL, GL,
     "N^2 x N^2 derivative along r or s on an N x N Gauss-Legendre grid, "
     "node i + N j with i along r"},
    {"gll-diff-3d", SHAPE_DIFFERENTIATION_3D, GLL, GLL,
     "N^3 x N^3 derivative along r, s or t on an N^3 Gauss-Lobatto-Legendre "
     "grid, node i + N j + N^2 k with i along r"},
    {"gl-diff-3d", SHAPE_DIFFERENTIATION_3D, GL, GL,
     "N^3 x N^3 derivative along r, s or t on an N^3 Gauss-Legendre grid, "
     "node i + N j + N^2 k with i along r"},
};

#undef GL
#undef GLL

enum { SPEC_KIND_COUNT = sizeof spec_kinds / sizeof spec_kinds[0] };
enum { MAX_ARGUMENTS = 2 };
enum {
  MAX_MATRIX_ENTRIES =
      GIMMIK_QUADRATURE_MAX_POINTS * GIMMIK_QUADRATURE_MAX_POINTS
};

/* A spec after parsing: which kind, and its arguments. */
typedef struct spec_request {
  const spec_kind *kind;
  int count;        /* N */
  int target_count; /* M, interpolation only */
  gimmik_direction direction;
} spec_request;

/* One ':'-separated piece of the spec text, not NUL-terminated. */
typedef struct spec_argument {
  const char *text;
  int length;
} spec_argument;

static size_t name_length(const char *text) {
  const char *colon = strchr(text, ':');
  return colon ? (size_t)(colon - text) : strlen(text);
}

static const spec_kind *find_kind(const char *text) {
  size_t length = name_length(text);
  for (int i = 0; i < SPEC_KIND_COUNT; i++)
    if (strlen(spec_kinds[i].name) == length &&
        strncmp(spec_kinds[i].name, text, length) == 0)
      return &spec_kinds[i];
  return NULL;
}

int gimmik_spec_is_spec(const char *text) {
  return text && find_kind(text) != NULL;
}

/* The largest N for which an operator on an N^dimensions grid stays within
 * the operator limits (16 in 3-D), capped by the quadrature's own limit. */
static int largest_count(int dimensions) {
  int largest = GIMMIK_QUADRATURE_MIN_POINTS;
  for (int count = GIMMIK_QUADRATURE_MIN_POINTS;
       count <= GIMMIK_QUADRATURE_MAX_POINTS; count++) {
    long long size = 1;
    for (int d = 0; d < dimensions; d++) size *= count;
    if (size > GIMMIK_MAX_DIMENSION || size * size > GIMMIK_MAX_ENTRIES) break;
    largest = count;
  }
  return largest;
}

static const char *argument_name(spec_shape shape, int position) {
  if (position == 0) return "N";
  return shape == SHAPE_INTERPOLATION ? "M" : "direction";
}

static gimmik_status unknown_name_error(const char *spec, gimmik_error *error) {
  char known[512] = "";
  for (int i = 0; i < SPEC_KIND_COUNT; i++) {
    if (i > 0) strncat(known, ", ", sizeof known - strlen(known) - 1);
    strncat(known, spec_kinds[i].name, sizeof known - strlen(known) - 1);
  }
  return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                          "%s: unknown spec name '%.*s' (known: %s)", spec,
                          (int)name_length(spec), spec, known);
}

/* Split the text after the name at each ':'; too few or too many pieces
 * is an error naming the missing or first extra argument. */
static gimmik_status split_arguments(const char *spec, const spec_kind *kind,
                                     spec_argument *arguments,
                                     gimmik_error *error) {
  const shape_layout *layout = &shape_layouts[kind->shape];
  const char *cursor = spec + name_length(spec);
  int found = 0;
  while (*cursor == ':') {
    const char *start = cursor + 1;
    const char *end = start + name_length(start);
    if (found == layout->argument_count)
      return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                              "%s: extra argument '%.*s' (syntax %s:%s)",
                              spec, (int)(end - start), start, kind->name,
                              layout->arguments);
    arguments[found].text = start;
    arguments[found].length = (int)(end - start);
    found++;
    cursor = end;
  }
  if (found < layout->argument_count)
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s: missing argument %s (syntax %s:%s)", spec,
                            argument_name(kind->shape, found), kind->name,
                            layout->arguments);
  return GIMMIK_OK;
}

/* A decimal integer, optionally negative, with nothing else around it
 * (no sign '+', no spaces, no base prefix).  Values beyond a billion in
 * magnitude saturate there: they are out of every range anyway. */
static int parse_integer(spec_argument argument, long *value) {
  const char *text = argument.text;
  int length = argument.length;
  int negative = length > 0 && text[0] == '-';
  if (negative) {
    text++;
    length--;
  }
  if (length < 1) return 0;
  long magnitude = 0;
  for (int i = 0; i < length; i++) {
    if (text[i] < '0' || text[i] > '9') return 0;
    if (magnitude < 1000000000L) magnitude = magnitude * 10 + (text[i] - '0');
  }
  *value = negative ? -magnitude : magnitude;
  return 1;
}

static gimmik_status parse_count(const char *spec, const char *name,
                                 spec_argument argument, int dimensions,
                                 int *count, gimmik_error *error) {
  long value;
  if (!parse_integer(argument, &value))
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s: argument %s '%.*s' is not an integer", spec,
                            name, argument.length, argument.text);
  int largest = largest_count(dimensions);
  if (value < GIMMIK_QUADRATURE_MIN_POINTS || value > largest) {
    /* Say why a count the 1-D rules accept is refused here. */
    char why[128] = "";
    if (value > largest && value <= GIMMIK_QUADRATURE_MAX_POINTS)
      snprintf(why, sizeof why,
               " (a %d-D operator on more points exceeds the limit of %d "
               "entries)",
               dimensions, GIMMIK_MAX_ENTRIES);
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s: argument %s '%.*s' is outside %d..%d%s",
                            spec, name, argument.length, argument.text,
                            GIMMIK_QUADRATURE_MIN_POINTS, largest, why);
  }
  *count = (int)value;
  return GIMMIK_OK;
}

static gimmik_status parse_direction(const char *spec, const char *letters,
                                     spec_argument argument,
                                     gimmik_direction *direction,
                                     gimmik_error *error) {
  /* A one-character piece never holds the NUL strchr would also match. */
  const char *found =
      argument.length == 1 ? strchr(letters, argument.text[0]) : NULL;
  if (!found) {
    const char *expected = strlen(letters) == 2 ? "r or s" : "r, s or t";
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s: argument direction '%.*s' is not %s", spec,
                            argument.length, argument.text, expected);
  }
  *direction = (gimmik_direction)(found - letters);
  return GIMMIK_OK;
}

static gimmik_status parse_spec(const char *spec, spec_request *request,
                                gimmik_error *error) {
  spec_argument arguments[MAX_ARGUMENTS];
  request->kind = find_kind(spec);
  if (!request->kind) return unknown_name_error(spec, error);
  spec_shape shape = request->kind->shape;
  const shape_layout *layout = &shape_layouts[shape];

  gimmik_status status = split_arguments(spec, request->kind, arguments, error);
  if (status == GIMMIK_OK)
    status = parse_count(spec, "N", arguments[0], layout->dimensions,
                         &request->count, error);
  if (status != GIMMIK_OK) return status;
  request->target_count = request->count;
  request->direction = GIMMIK_DIRECTION_R;
  if (shape == SHAPE_INTERPOLATION)
    return parse_count(spec, "M", arguments[1], layout->dimensions,
                       &request->target_count, error);
  if (layout->argument_count == 2)
    return parse_direction(spec, layout->directions, arguments[1],
                           &request->direction, error);
  return GIMMIK_OK;
}

static void round_to_double(size_t count, const long double *from,
                            double *to) {
  for (size_t i = 0; i < count; i++) to[i] = (double)from[i];
}

static gimmik_status build_differentiation(gimmik_point_set set, int count,
                                           double *values,
                                           gimmik_error *error) {
  long double matrix[MAX_MATRIX_ENTRIES];
  gimmik_status status =
      gimmik_quadrature_differentiation(set, count, matrix, error);
  if (status == GIMMIK_OK)
    round_to_double((size_t)count * count, matrix, values);
  return status;
}

static gimmik_status build_interpolation(const spec_request *request,
                                         double *values, gimmik_error *error) {
  long double source[GIMMIK_QUADRATURE_MAX_POINTS];
  long double target[GIMMIK_QUADRATURE_MAX_POINTS];
  long double matrix[MAX_MATRIX_ENTRIES];
  gimmik_status status = gimmik_quadrature_long(
      request->kind->source, request->count, source, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_quadrature_long(request->kind->target,
                                    request->target_count, target, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_lagrange_interpolation(request->count, source,
                                           request->target_count, target,
                                           matrix, error);
  if (status == GIMMIK_OK)
    round_to_double((size_t)request->target_count * request->count, matrix,
                    values);
  return status;
}

static gimmik_status build_tensor_differentiation(const spec_request *request,
                                                  int dimensions,
                                                  double *values,
                                                  gimmik_error *error) {
  double matrix[MAX_MATRIX_ENTRIES];
  gimmik_status status = build_differentiation(request->kind->source,
                                               request->count, matrix, error);
  if (status != GIMMIK_OK) return status;
  return gimmik_kronecker_along(dimensions, request->direction, request->count,
                                matrix, values, error);
}

static gimmik_status build_values(const spec_request *request, double *values,
                                  gimmik_error *error) {
  switch (request->kind->shape) {
  case SHAPE_DIFFERENTIATION:
    return build_differentiation(request->kind->source, request->count, values,
                                 error);
  case SHAPE_INTERPOLATION:
    return build_interpolation(request, values, error);
  case SHAPE_DIFFERENTIATION_2D:
    return build_tensor_differentiation(request, 2, values, error);
  case SHAPE_DIFFERENTIATION_3D:
    return build_tensor_differentiation(request, 3, values, error);
  }
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT, "unknown spec shape");
}

/* The operator's rows (its target points) and columns (its source points). */
static void operator_size(const spec_request *request, int *rows, int *cols) {
  int dimensions = shape_layouts[request->kind->shape].dimensions;
  *rows = request->target_count;
  *cols = request->count;
  for (int d = 1; d < dimensions; d++) {
    *rows *= request->count;
    *cols *= request->count;
  }
}

gimmik_status gimmik_spec_build(const char *spec, gimmik_operator **result,
                                gimmik_error *error) {
  spec_request request;
  if (!result || !spec)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_spec_build: no spec or no result given");
  *result = NULL;
  gimmik_status status = parse_spec(spec, &request, error);
  if (status != GIMMIK_OK) return status;

  int rows, cols;
  operator_size(&request, &rows, &cols);
  double *values = malloc((size_t)rows * (size_t)cols * sizeof *values);
  if (!values)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "%s: out of memory for a %d x %d operator", spec,
                            rows, cols);
  status = build_values(&request, values, error);
  if (status == GIMMIK_OK)
    status = gimmik_operator_create(rows, cols, values, spec, result, error);
  else
    gimmik_error_prefix(error, "%s", spec);
  free(values);
  return status;
}

static void describe_range(const spec_kind *kind, char *text, size_t size) {
  const shape_layout *layout = &shape_layouts[kind->shape];
  snprintf(text, size, "%s = %d..%d",
           kind->shape == SHAPE_INTERPOLATION ? "N, M" : "N",
           GIMMIK_QUADRATURE_MIN_POINTS, largest_count(layout->dimensions));
}

/* The length of `name:arguments`, for lining up the descriptions. */
static int syntax_length(const spec_kind *kind) {
  return (int)(strlen(kind->name) + 1 +
               strlen(shape_layouts[kind->shape].arguments));
}

void gimmik_spec_list(FILE *stream) {
  int width = 0;
  for (int i = 0; i < SPEC_KIND_COUNT; i++)
    if (syntax_length(&spec_kinds[i]) > width)
      width = syntax_length(&spec_kinds[i]);
  for (int i = 0; i < SPEC_KIND_COUNT; i++) {
    const spec_kind *kind = &spec_kinds[i];
    char range[64];
    describe_range(kind, range, sizeof range);
    fprintf(stream, "  %s:%s%*s  %s (%s)\n", kind->name,
            shape_layouts[kind->shape].arguments,
            width - syntax_length(kind), "", kind->description, range);
  }
}
