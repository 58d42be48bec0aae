/* test_spec.c: built-in operator specs (gimmik/spec.h), through
 * gimmik_spec_build and through gimmik_operator_load. */
#include "check.h"

#include <math.h>
#include <stdlib.h>

#include "gimmik/operator.h"
#include "gimmik/quadrature.h"
#include "gimmik/spec.h"

enum { MAX_POINTS = GIMMIK_QUADRATURE_MAX_POINTS };
enum { MAX_MATRIX = MAX_POINTS * MAX_POINTS };

static gimmik_operator *build(const char *spec) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *op = NULL;
  CHECK_OK(gimmik_spec_build(spec, &op, &error), &error);
  return op;
}

static void test_is_spec(void) {
  const char *specs[] = {"gll-diff:8",      "gll-diff",       "gl-diff:3",
                         "gll-to-gl:4:5",   "gl-to-gll:4:5",  "gll-to-gll:3:3",
                         "gl-to-gl:2:9",    "gll-diff-2d:4:r", "gl-diff-2d:4:s",
                         "gll-diff-3d:4:t", "gl-diff-3d:4:r", "gll-diff:oops"};
  for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++)
    CHECK(gimmik_spec_is_spec(specs[i]));
  const char *not_specs[] = {"",          "d.mtx",      "gll-dif:3",
                             "GLL-diff:3", "gll:3",      ":gll-diff",
                             "gll-diff-4d:3:r", "data/gll-diff:8.npy"};
  for (size_t i = 0; i < sizeof not_specs / sizeof not_specs[0]; i++)
    CHECK(!gimmik_spec_is_spec(not_specs[i]));
  CHECK(!gimmik_spec_is_spec(NULL));
}

typedef struct shape_case {
  const char *spec;
  int rows, cols;
} shape_case;

static void test_shapes_and_origin(void) {
  const shape_case cases[] = {
      {"gll-diff:8", 8, 8},         {"gl-diff:2", 2, 2},
      {"gl-diff:32", 32, 32},       {"gll-to-gl:4:6", 6, 4},
      {"gl-to-gll:6:4", 4, 6},      {"gll-to-gll:2:32", 32, 2},
      {"gl-to-gl:32:2", 2, 32},     {"gll-diff-2d:5:r", 25, 25},
      {"gl-diff-2d:32:s", 1024, 1024}, {"gll-diff-3d:3:t", 27, 27},
      {"gl-diff-3d:4:s", 64, 64},   {"gll-diff-3d:16:r", 4096, 4096},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    gimmik_operator *op = build(cases[i].spec);
    if (!op) continue;
    CHECK(gimmik_operator_rows(op) == cases[i].rows);
    CHECK(gimmik_operator_cols(op) == cases[i].cols);
    CHECK(strcmp(gimmik_operator_origin(op), cases[i].spec) == 0);
    gimmik_operator_destroy(op);
  }
}

/* The operator holds the library's long double matrix, rounded once. */
static void check_values(const gimmik_operator *op, const long double *matrix) {
  if (!op) return;
  int count = gimmik_operator_rows(op) * gimmik_operator_cols(op), same = 1;
  for (int i = 0; i < count; i++)
    if (gimmik_operator_values(op)[i] != (double)matrix[i]) same = 0;
  CHECK(same);
}

static void test_values(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  long double matrix[MAX_MATRIX], source[MAX_POINTS], target[MAX_POINTS];

  CHECK_OK(gimmik_quadrature_differentiation(GIMMIK_GAUSS_LOBATTO_LEGENDRE, 7,
                                             matrix, &error),
           &error);
  gimmik_operator *op = build("gll-diff:7");
  check_values(op, matrix);
  gimmik_operator_destroy(op);

  CHECK_OK(gimmik_quadrature_differentiation(GIMMIK_GAUSS_LEGENDRE, 9, matrix,
                                             &error),
           &error);
  op = build("gl-diff:9");
  check_values(op, matrix);
  gimmik_operator_destroy(op);

  CHECK_OK(gimmik_quadrature_long(GIMMIK_GAUSS_LEGENDRE, 5, source, NULL,
                                  &error),
           &error);
  CHECK_OK(gimmik_quadrature_long(GIMMIK_GAUSS_LOBATTO_LEGENDRE, 6, target,
                                  NULL, &error),
           &error);
  CHECK_OK(gimmik_lagrange_interpolation(5, source, 6, target, matrix, &error),
           &error);
  op = build("gl-to-gll:5:6");
  check_values(op, matrix);
  gimmik_operator_destroy(op);

  /* The 3-D operator is the 1-D one spread by kronecker_along. */
  int count = 4, size = count * count * count;
  double *expected = malloc((size_t)size * size * sizeof *expected);
  gimmik_operator *line = build("gll-diff:4");
  op = build("gll-diff-3d:4:s");
  if (line && op && expected) {
    CHECK_OK(gimmik_kronecker_along(3, GIMMIK_DIRECTION_S, count,
                                    gimmik_operator_values(line), expected,
                                    &error),
             &error);
    CHECK(memcmp(expected, gimmik_operator_values(op),
                 (size_t)size * size * sizeof *expected) == 0);
  }
  gimmik_operator_destroy(line);
  gimmik_operator_destroy(op);
  free(expected);
}

/* Mathematical zeros are exact +0.0 and nothing else is zero. */
static void test_differentiation_zeros(void) {
  char spec[64];
  for (int count = 2; count <= MAX_POINTS; count++)
    for (int lobatto = 0; lobatto <= 1; lobatto++) {
      snprintf(spec, sizeof spec, "%s:%d", lobatto ? "gll-diff" : "gl-diff",
               count);
      gimmik_operator *op = build(spec);
      if (!op) continue;
      int as_expected = 1;
      for (int i = 0; i < count; i++)
        for (int j = 0; j < count; j++) {
          int zero = i == j && (lobatto ? i > 0 && i < count - 1
                                        : count % 2 == 1 && i == count / 2);
          double value = gimmik_operator_get(op, i, j);
          if (zero != (value == 0.0)) as_expected = 0;
          if (value == 0.0 && signbit(value)) as_expected = 0;
        }
      CHECK(as_expected);
      gimmik_operator_destroy(op);
    }
}

static void test_interpolation_zeros(void) {
  char spec[64];
  /* Same rule on both sides: the identity, exactly. */
  for (int count = 2; count <= MAX_POINTS; count++)
    for (int lobatto = 0; lobatto <= 1; lobatto++) {
      snprintf(spec, sizeof spec, "%s:%d:%d",
               lobatto ? "gll-to-gll" : "gl-to-gl", count, count);
      gimmik_operator *op = build(spec);
      if (!op) continue;
      int identity = 1;
      for (int i = 0; i < count; i++)
        for (int j = 0; j < count; j++)
          if (gimmik_operator_get(op, i, j) != (i == j ? 1.0 : 0.0))
            identity = 0;
      CHECK(identity);
      gimmik_operator_destroy(op);
    }

  /* GLL 5 -> GLL 7: the targets -1, 0, 1 are source points 0, 2, 4. */
  gimmik_operator *op = build("gll-to-gll:5:7");
  if (op) {
    const int unit_rows[][2] = {{0, 0}, {3, 2}, {6, 4}};
    for (int u = 0; u < 3; u++)
      for (int j = 0; j < 5; j++)
        CHECK(gimmik_operator_get(op, unit_rows[u][0], j) ==
              (j == unit_rows[u][1] ? 1.0 : 0.0));
    int zeros = 0;
    for (int i = 0; i < 35; i++) zeros += gimmik_operator_values(op)[i] == 0.0;
    CHECK(zeros == 3 * 4);
    gimmik_operator_destroy(op);
  }

  /* GLL 3 -> GL 5: only the centre coincides. */
  op = build("gll-to-gl:3:5");
  if (op) {
    CHECK(gimmik_operator_get(op, 2, 0) == 0.0);
    CHECK(gimmik_operator_get(op, 2, 1) == 1.0);
    CHECK(gimmik_operator_get(op, 2, 2) == 0.0);
    int zeros = 0;
    for (int i = 0; i < 15; i++) zeros += gimmik_operator_values(op)[i] == 0.0;
    CHECK(zeros == 2);
    gimmik_operator_destroy(op);
  }
}

/* Nonzero exactly where the node indices differ only in the direction's
 * digit and the 1-D entry there is nonzero. */
static void check_tensor_pattern(const char *family, int dimensions,
                                 int count, int direction) {
  char spec[64], line_spec[64];
  snprintf(spec, sizeof spec, "%s-%dd:%d:%c", family, dimensions, count,
           "rst"[direction]);
  snprintf(line_spec, sizeof line_spec, "%s:%d", family, count);
  gimmik_operator *op = build(spec), *line = build(line_spec);
  if (op && line) {
    int size = gimmik_operator_rows(op), stride = 1, as_expected = 1;
    for (int d = 0; d < direction; d++) stride *= count;
    for (int n = 0; n < size; n++)
      for (int m = 0; m < size; m++) {
        int n_digit = n / stride % count, m_digit = m / stride % count;
        int coupled = n - n_digit * stride == m - m_digit * stride;
        double expected =
            coupled ? gimmik_operator_get(line, n_digit, m_digit) : 0.0;
        double value = gimmik_operator_get(op, n, m);
        if (value != expected) as_expected = 0;
        if (value == 0.0 && signbit(value)) as_expected = 0;
      }
    CHECK(as_expected);
  }
  gimmik_operator_destroy(op);
  gimmik_operator_destroy(line);
}

static void test_tensor_zeros(void) {
  for (int count = 2; count <= 6; count++)
    for (int direction = 0; direction < 3; direction++) {
      check_tensor_pattern("gll-diff", 3, count, direction);
      check_tensor_pattern("gl-diff", 3, count, direction);
      if (direction < 2) {
        check_tensor_pattern("gll-diff", 2, count, direction);
        check_tensor_pattern("gl-diff", 2, count, direction);
      }
    }
}

typedef struct bad_case {
  const char *spec;
  const char *fragment;
} bad_case;

static const bad_case bad_cases[] = {
    {"gll-dif:3", "unknown spec name 'gll-dif'"},
    {"gll-diff-4d:3:r", "unknown spec name 'gll-diff-4d'"},
    {"gll-diff", "missing argument N (syntax gll-diff:N)"},
    {"gll-diff:", "argument N '' is not an integer"},
    {"gll-diff:x", "argument N 'x' is not an integer"},
    {"gll-diff:3.5", "argument N '3.5' is not an integer"},
    {"gll-diff: 3", "argument N ' 3' is not an integer"},
    {"gll-diff:+3", "argument N '+3' is not an integer"},
    {"gll-diff:0x10", "argument N '0x10' is not an integer"},
    {"gll-diff:-", "argument N '-' is not an integer"},
    {"gll-diff:1", "argument N '1' is outside 2..32"},
    {"gll-diff:0", "argument N '0' is outside 2..32"},
    {"gll-diff:-4", "argument N '-4' is outside 2..32"},
    {"gl-diff:33", "argument N '33' is outside 2..32"},
    {"gl-diff:99999999999999999999999999999999999999",
     "argument N '99999999999999999999999999999999999999' is outside"},
    {"gll-diff:8:9", "extra argument '9' (syntax gll-diff:N)"},
    {"gll-diff:8:", "extra argument ''"},
    {"gll-to-gl:4", "missing argument M (syntax gll-to-gl:N:M)"},
    {"gll-to-gl", "missing argument N"},
    {"gl-to-gll:x:4", "argument N 'x' is not an integer"},
    {"gl-to-gll:4:y", "argument M 'y' is not an integer"},
    {"gll-to-gll:4:33", "argument M '33' is outside 2..32"},
    {"gl-to-gl:1:4", "argument N '1' is outside 2..32"},
    {"gl-to-gl:4:5:6", "extra argument '6'"},
    {"gll-diff-3d:4",
     "missing argument direction (syntax gll-diff-3d:N:r|s|t)"},
    {"gll-diff-3d:4:q", "argument direction 'q' is not r, s or t"},
    {"gll-diff-3d:4:R", "argument direction 'R' is not r, s or t"},
    {"gll-diff-3d:4:rs", "argument direction 'rs' is not r, s or t"},
    {"gll-diff-3d:4:", "argument direction '' is not r, s or t"},
    {"gl-diff-3d:4:r:1", "extra argument '1'"},
    {"gll-diff-3d:x:r", "argument N 'x' is not an integer"},
    {"gll-diff-3d:17:r",
     "argument N '17' is outside 2..16 (a 3-D operator on more points "
     "exceeds the limit of 16777216 entries)"},
    {"gl-diff-3d:33:t", "argument N '33' is outside 2..16"},
    {"gl-diff-3d:1:t", "argument N '1' is outside 2..16"},
    {"gll-diff-2d:4:t", "argument direction 't' is not r or s"},
    {"gl-diff-2d:4", "missing argument direction (syntax gl-diff-2d:N:r|s)"},
    {"gl-diff-2d:33:r", "argument N '33' is outside 2..32"},
};

/* Every bad spec fails with an input error whose message starts with the
 * spec and names the fault; the same through gimmik_operator_load. */
static void test_bad_specs(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  for (size_t i = 0; i < sizeof bad_cases / sizeof bad_cases[0]; i++) {
    const char *spec = bad_cases[i].spec;
    gimmik_operator *op = (gimmik_operator *)&error; /* must become NULL */
    CHECK_FAILS(gimmik_spec_build(spec, &op, &error), &error,
                GIMMIK_ERROR_INPUT, bad_cases[i].fragment);
    CHECK(op == NULL);
    CHECK(strncmp(error.message, spec, strlen(spec)) == 0 &&
          error.message[strlen(spec)] == ':');
    if (gimmik_spec_is_spec(spec)) {
      CHECK_FAILS(gimmik_operator_load(spec, &op, &error), &error,
                  GIMMIK_ERROR_INPUT, bad_cases[i].fragment);
      CHECK(op == NULL);
    }
  }
  gimmik_operator *op;
  CHECK_FAILS(gimmik_spec_build(NULL, &op, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "no spec");
  CHECK(gimmik_spec_build("gll-diff:1", &op, NULL) == GIMMIK_ERROR_INPUT);
}

/* gimmik_operator_load hands specs to the spec builder. */
static void test_load(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  const char *specs[] = {"gll-diff:6", "gl-to-gll:3:8", "gll-diff-3d:5:t",
                         "gl-diff-2d:7:s"};
  for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
    gimmik_operator *loaded = NULL, *built = build(specs[i]);
    CHECK_OK(gimmik_operator_load(specs[i], &loaded, &error), &error);
    if (loaded && built) {
      int rows = gimmik_operator_rows(loaded);
      int cols = gimmik_operator_cols(loaded);
      CHECK(rows == gimmik_operator_rows(built) &&
            cols == gimmik_operator_cols(built));
      CHECK(memcmp(gimmik_operator_values(loaded),
                   gimmik_operator_values(built),
                   (size_t)rows * cols * sizeof(double)) == 0);
      CHECK(strcmp(gimmik_operator_origin(loaded), specs[i]) == 0);
    }
    gimmik_operator_destroy(loaded);
    gimmik_operator_destroy(built);
  }
}

static void test_list(void) {
  char *text = NULL;
  size_t length = 0;
  FILE *stream = open_memstream(&text, &length);
  CHECK(stream != NULL);
  if (!stream) return;
  gimmik_spec_list(stream);
  fclose(stream);
  const char *lines[] = {
      "  gll-diff:N ",       "  gl-diff:N ",        "  gll-to-gl:N:M ",
      "  gl-to-gll:N:M ",    "  gll-to-gll:N:M ",   "  gl-to-gl:N:M ",
      "  gll-diff-2d:N:r|s ", "  gl-diff-2d:N:r|s ", "  gll-diff-3d:N:r|s|t ",
      "  gl-diff-3d:N:r|s|t "};
  for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
    CHECK(strstr(text, lines[i]) != NULL);
  CHECK(strstr(text, "(N = 2..16)") != NULL);
  CHECK(strstr(text, "(N, M = 2..32)") != NULL);
  int newlines = 0;
  for (size_t i = 0; i < length; i++) newlines += text[i] == '\n';
  CHECK(newlines == (int)(sizeof lines / sizeof lines[0]));
  free(text);
}

int main(void) {
  test_is_spec();
  test_shapes_and_origin();
  test_values();
  test_differentiation_zeros();
  test_interpolation_zeros();
  test_tensor_zeros();
  test_bad_specs();
  test_load();
  test_list();
  return check_finish("test_spec");
}
