/*
 * test_mtx.c: the Matrix Market reader and writer.
 *
 * Fixtures live in data/ (ctest runs this from tests/io); inputs that are
 * awkward to commit (NUL bytes, megabyte lines, random mutations) are made
 * here in a scratch folder.
 */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/operator.h"
#include "scratch.h"

enum { FIXTURE_PATH_SIZE = 256 };

static const char *fixture_path(const char *name, char *path) {
  snprintf(path, FIXTURE_PATH_SIZE, "data/%s", name);
  return path;
}

/* Read a fixture that must load and hold exactly `expected`. */
static void check_fixture(const char *name, int rows, int cols,
                          const double *expected) {
  char path[FIXTURE_PATH_SIZE];
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *op = NULL;
  CHECK_OK(gimmik_operator_read_mtx(fixture_path(name, path), &op, &error),
           &error);
  if (op) {
    check_values(op, name, rows, cols, expected);
    CHECK(strcmp(gimmik_operator_origin(op), path) == 0);
  }
  gimmik_operator_destroy(op);
  gimmik_error_clear(&error);
}

/* Reading `path` must fail with `status` and a message holding `fragment`,
 * and leave no operator behind. */
static void check_path_fails(const char *path, gimmik_status status,
                             const char *fragment) {
  gimmik_error error;
  gimmik_error_init(&error);
  /* Any non-NULL value: a failed read must reset it to NULL. */
  gimmik_operator *op = (gimmik_operator *)&error;
  CHECK_FAILS(gimmik_operator_read_mtx(path, &op, &error), &error, status,
              fragment);
  CHECK(op == NULL);
  gimmik_error_clear(&error);
}

static void check_fixture_fails(const char *name, const char *fragment) {
  char path[FIXTURE_PATH_SIZE];
  check_path_fails(fixture_path(name, path), GIMMIK_ERROR_INPUT, fragment);
}


/* ------------------------------------------------------- valid flavours */

static void test_coordinate_fixtures(void) {
  const double real_general[] = {1.5,   0, 0,         -7,  //
                                 0,     0, -2.25e-3,  0,   //
                                 0.125, 0, 0,         1e10};
  check_fixture("coordinate_real_general.mtx", 3, 4, real_general);
  const double real_symmetric[] = {2, -1, 7, -1, 0, 0.5, 7, 0.5, 4};
  check_fixture("coordinate_real_symmetric.mtx", 3, 3, real_symmetric);
  const double real_skew[] = {0, -1.5, 2, 1.5, 0, 0, -2, 0, 0};
  check_fixture("coordinate_real_skew.mtx", 3, 3, real_skew);
  const double integer_general[] = {0, -3, 0, 9007199254740992.0, 0, 42};
  check_fixture("coordinate_integer_general.mtx", 2, 3, integer_general);
  const double integer_symmetric[] = {0, 5, 5, -1};
  check_fixture("coordinate_integer_symmetric.mtx", 2, 2, integer_symmetric);
  const double integer_skew[] = {0, -3, 3, 0};
  check_fixture("coordinate_integer_skew.mtx", 2, 2, integer_skew);
  const double pattern_general[] = {1, 0, 0, 0, 0, 1};
  check_fixture("coordinate_pattern_general.mtx", 2, 3, pattern_general);
  const double pattern_symmetric[] = {0, 1, 0, 1, 0, 0, 0, 0, 1};
  check_fixture("coordinate_pattern_symmetric.mtx", 3, 3, pattern_symmetric);
  const double pattern_skew[] = {0, -1, 1, 0};
  check_fixture("coordinate_pattern_skew.mtx", 2, 2, pattern_skew);
}

static void test_array_fixtures(void) {
  const double real_general[] = {1, 3, 5, 2, 4, 6};
  check_fixture("array_real_general.mtx", 2, 3, real_general);
  const double real_symmetric[] = {1, 2, 3, 2, 4, 5, 3, 5, 6};
  check_fixture("array_real_symmetric.mtx", 3, 3, real_symmetric);
  const double real_skew[] = {0, -1, -2, 1, 0, -3, 2, 3, 0};
  check_fixture("array_real_skew.mtx", 3, 3, real_skew);
  const double integer_general[] = {1, 0, 0, -4};
  check_fixture("array_integer_general.mtx", 2, 2, integer_general);
  const double integer_symmetric[] = {7, 8, 8, 9};
  check_fixture("array_integer_symmetric.mtx", 2, 2, integer_symmetric);
  const double integer_skew[] = {0, -5, 5, 0};
  check_fixture("array_integer_skew.mtx", 2, 2, integer_skew);
  const double comments[] = {1.5, 0, -2.5, 4};
  check_fixture("array_comments.mtx", 2, 2, comments);
}

/* CRLF endings, trailing whitespace, tabs, keywords in any case and a last
 * line without a newline. */
static void test_layout_fixtures(void) {
  const double crlf[] = {0, 3.5, -0.5, 0};
  check_fixture("crlf.mtx", 2, 2, crlf);
  const double uppercase[] = {0, 0, 0, 625};
  check_fixture("uppercase_header.mtx", 2, 2, uppercase);
}


/* ----------------------------------------------------- malformed files */

static void test_unreadable_paths(void) {
  check_path_fails("data/no_such_file.mtx", GIMMIK_ERROR_IO,
                   "data/no_such_file.mtx: cannot open: No such file or "
                   "directory");
  check_path_fails("data", GIMMIK_ERROR_IO, "data: read failed");
  check_path_fails("data", GIMMIK_ERROR_IO, "Is a directory");
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *op;
  CHECK_FAILS(gimmik_operator_read_mtx(NULL, &op, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "no path");
  CHECK_FAILS(gimmik_operator_read_mtx("data/crlf.mtx", NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "no result");
  /* A NULL error still gets the status. */
  CHECK(gimmik_operator_read_mtx("data/empty.mtx", &op, NULL) ==
        GIMMIK_ERROR_INPUT);
}

static void test_bad_headers(void) {
  check_fixture_fails("empty.mtx", "data/empty.mtx:1: empty file");
  check_fixture_fails("bad_banner.mtx",
                      "bad_banner.mtx:1: bad header banner '%%MatrixMarkt'");
  check_fixture_fails("missing_header.mtx",
                      "missing_header.mtx:1: missing header");
  check_fixture_fails("header_after_comment.mtx",
                      "header_after_comment.mtx:1: missing header");
  check_fixture_fails("incomplete_header.mtx",
                      "incomplete_header.mtx:1: incomplete header");
  check_fixture_fails("header_extra_word.mtx",
                      "header_extra_word.mtx:1: extra word 'extra'");
  check_fixture_fails("unsupported_object.mtx",
                      "unsupported_object.mtx:1: unsupported object "
                      "'vector'");
  check_fixture_fails("unsupported_format.mtx",
                      "unsupported_format.mtx:1: unsupported format "
                      "'sparse'");
  check_fixture_fails("unsupported_complex.mtx",
                      "unsupported_complex.mtx:1: unsupported field "
                      "'complex'");
  check_fixture_fails("unsupported_hermitian.mtx",
                      "unsupported_hermitian.mtx:1: unsupported symmetry "
                      "'hermitian'");
  check_fixture_fails("array_pattern.mtx",
                      "array_pattern.mtx:1: the 'pattern' field needs the "
                      "'coordinate' format");
}

static void test_bad_size_lines(void) {
  check_fixture_fails("missing_size.mtx",
                      "missing_size.mtx:3: missing the size line: the file ends");
  check_fixture_fails("size_too_few.mtx",
                      "size_too_few.mtx:3: bad size line: expected 'ROWS "
                      "COLUMNS ENTRIES', found 2 words");
  check_fixture_fails("size_extra.mtx",
                      "size_extra.mtx:2: bad size line: extra word '4'");
  check_fixture_fails("size_not_integer.mtx",
                      "size_not_integer.mtx:2: bad size line: columns 'x' "
                      "is not an integer");
  check_fixture_fails("size_fraction.mtx",
                      "size_fraction.mtx:2: bad size line: rows '2.5' is "
                      "not an integer");
  check_fixture_fails("size_zero.mtx",
                      "size_zero.mtx:2: bad size line: rows must be at "
                      "least 1, found 0");
  check_fixture_fails("size_negative.mtx",
                      "size_negative.mtx:2: bad size line: columns must be "
                      "at least 1, found -2");
  check_fixture_fails("size_overflow.mtx",
                      "size_overflow.mtx:2: bad size line: rows "
                      "'99999999999999999999' overflows");
  check_fixture_fails("size_over_dimension.mtx",
                      "size_over_dimension.mtx:2: rows 16385 exceeds the "
                      "limit of 16384 (GIMMIK_MAX_DIMENSION)");
  check_fixture_fails("size_over_entries.mtx",
                      "size_over_entries.mtx:2: 16384 x 1025 = 16793600 "
                      "entries exceed the limit of 16777216 "
                      "(GIMMIK_MAX_ENTRIES)");
  check_fixture_fails("count_negative.mtx",
                      "count_negative.mtx:2: bad size line: entry count "
                      "must be at least 0, found -1");
  check_fixture_fails("count_overflow.mtx",
                      "count_overflow.mtx:2: bad size line: entry count "
                      "'99999999999999999999' overflows");
  check_fixture_fails("count_too_many.mtx",
                      "count_too_many.mtx:2: bad size line: 5 entries "
                      "declared, but a 2 x 2 general matrix stores at most "
                      "4");
  check_fixture_fails("symmetric_not_square.mtx",
                      "symmetric_not_square.mtx:2: a symmetric matrix must "
                      "be square, found 2 x 3");
}

static void test_bad_counts(void) {
  check_fixture_fails("truncated.mtx",
                      "truncated.mtx:6: truncated: expected 4 entries, "
                      "found 3");
  check_fixture_fails("extra_entry.mtx",
                      "extra_entry.mtx:5: extra entry: the size line (line "
                      "2) declared 2 entries");
  check_fixture_fails("array_truncated.mtx",
                      "array_truncated.mtx:5: truncated: expected 4 "
                      "entries, found 3");
  check_fixture_fails("array_extra.mtx",
                      "array_extra.mtx:7: extra entry: the size line (line "
                      "2) declared 4 entries");
}

static void test_bad_indices(void) {
  check_fixture_fails("row_out_of_range.mtx",
                      "row_out_of_range.mtx:3: row index 4 out of range "
                      "1..3");
  check_fixture_fails("column_out_of_range.mtx",
                      "column_out_of_range.mtx:3: column index 5 out of "
                      "range 1..3");
  check_fixture_fails("zero_index.mtx",
                      "zero_index.mtx:3: row index 0: indices are 1-based");
  check_fixture_fails("zero_column.mtx",
                      "zero_column.mtx:4: column index 0: indices are "
                      "1-based");
  check_fixture_fails("negative_index.mtx",
                      "negative_index.mtx:3: row index -1 out of range "
                      "1..3");
  check_fixture_fails("index_overflow.mtx",
                      "index_overflow.mtx:3: row index "
                      "'99999999999999999999' overflows");
  check_fixture_fails("index_not_integer.mtx",
                      "index_not_integer.mtx:3: row index '1.0' is not an "
                      "integer");
  check_fixture_fails("bad_dup.mtx",
                      "bad_dup.mtx:7: duplicate entry (2, 3): already given "
                      "on line 5");
  check_fixture_fails("symmetric_dup.mtx",
                      "symmetric_dup.mtx:4: duplicate entry (1, 2): line 3 "
                      "already gave it or its mirror (2, 1)");
  check_fixture_fails("skew_diagonal.mtx",
                      "skew_diagonal.mtx:4: diagonal entry (2, 2) in a "
                      "skew-symmetric matrix");
}

static void test_bad_entry_lines(void) {
  check_fixture_fails("value_not_number.mtx",
                      "value_not_number.mtx:3: value 'abc' is not a number");
  check_fixture_fails("value_trailing_garbage.mtx",
                      "value_trailing_garbage.mtx:3: value '1.5x' is not a "
                      "number");
  check_fixture_fails("missing_value.mtx",
                      "missing_value.mtx:3: missing value after the "
                      "indices");
  check_fixture_fails("missing_column.mtx",
                      "missing_column.mtx:3: missing column index");
  check_fixture_fails("extra_token.mtx",
                      "extra_token.mtx:3: extra token '2.0' after the entry");
  check_fixture_fails("pattern_extra_token.mtx",
                      "pattern_extra_token.mtx:3: extra token '1.0' after "
                      "the entry: expected 'ROW COLUMN'");
  check_fixture_fails("array_extra_token.mtx",
                      "array_extra_token.mtx:3: extra token '2.0' after the "
                      "value");
  check_fixture_fails("array_not_number.mtx",
                      "array_not_number.mtx:4: value 'foo' is not a number");
}

static void test_bad_values(void) {
  check_fixture_fails("value_nan.mtx",
                      "value_nan.mtx:3: value 'nan' is not finite");
  check_fixture_fails("value_inf.mtx",
                      "value_inf.mtx:4: value '-inf' is not finite");
  check_fixture_fails("value_out_of_range.mtx",
                      "value_out_of_range.mtx:3: value '1e999' is out of "
                      "the range of a double");
  /* Underflow is refused too: 1e-400 would become an eliminated zero,
   * 1e-320 a subnormal with a quarter of the digits written. */
  check_fixture_fails("value_underflow.mtx",
                      "value_underflow.mtx:4: value '1e-400' underflows a "
                      "double (it would be read as 0)");
  check_fixture_fails("value_coarse_subnormal.mtx",
                      "value_coarse_subnormal.mtx:3: value '1e-320' "
                      "underflows a double");
  /* Subnormals written with 17 digits (as the writer does) are exact. */
  const double subnormals[] = {4.9406564584124654e-324,
                               -2.2250738585072009e-308,
                               1.2345678901234572e-310};
  check_fixture("value_subnormal.mtx", 3, 1, subnormals);
  check_fixture_fails("integer_not_integer.mtx",
                      "integer_not_integer.mtx:3: value '1.5' is not an "
                      "integer (the field is 'integer')");
  check_fixture_fails("integer_overflow.mtx",
                      "integer_overflow.mtx:3: integer value "
                      "'99999999999999999999' overflows");
  check_fixture_fails("integer_inexact.mtx",
                      "integer_inexact.mtx:3: integer value 9007199254740993 "
                      "is not exactly representable");
  check_fixture_fails("all_zero.mtx",
                      "all_zero.mtx:2: every entry of the 2 x 2 matrix is "
                      "zero");
  check_fixture_fails("no_entries.mtx",
                      "no_entries.mtx:2: every entry of the 2 x 2 matrix is "
                      "zero");
  check_fixture_fails("array_all_zero.mtx",
                      "array_all_zero.mtx:2: every entry of the 1 x 2 "
                      "matrix is zero");
}


/* ----------------------------------------------------- generated inputs */

/* Build `prefix`, then `count` copies of `fill`, then `suffix`. */
static char *repeat_between(const char *prefix, char fill, size_t count,
                            const char *suffix, size_t *size) {
  size_t prefix_size = strlen(prefix), suffix_size = strlen(suffix);
  *size = prefix_size + count + suffix_size;
  char *text = malloc(*size + 1);
  if (!text) return NULL;
  memcpy(text, prefix, prefix_size);
  memset(text + prefix_size, fill, count);
  memcpy(text + prefix_size + count, suffix, suffix_size + 1);
  return text;
}

/* Lines of megabytes must neither crash nor be cut. */
static void test_long_lines(const scratch *area) {
  const char *header = "%%MatrixMarket matrix coordinate real general\n";
  char prefix[256], path[SCRATCH_PATH_SIZE];
  size_t size;

  snprintf(prefix, sizeof prefix, "%s%%", header);
  char *text = repeat_between(prefix, 'c', 5u << 20, "\n1 1 1\n1 1 2.5\n",
                              &size);
  CHECK(text && scratch_write(area, "long_comment.mtx", text, size, path));
  const double one[] = {2.5};
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *op = NULL;
  CHECK_OK(gimmik_operator_read_mtx(path, &op, &error), &error);
  if (op) check_values(op, "long_comment.mtx", 1, 1, one);
  gimmik_operator_destroy(op);
  free(text);

  snprintf(prefix, sizeof prefix, "%s1 1 1\n1", header);
  text = repeat_between(prefix, ' ', 3u << 20, "1 2.5\n", &size);
  CHECK(text && scratch_write(area, "long_spaces.mtx", text, size, path));
  op = NULL;
  CHECK_OK(gimmik_operator_read_mtx(path, &op, &error), &error);
  if (op) check_values(op, "long_spaces.mtx", 1, 1, one);
  gimmik_operator_destroy(op);
  free(text);

  snprintf(prefix, sizeof prefix, "%s1 1 1\n1 1 ", header);
  text = repeat_between(prefix, '7', 3u << 20, "\n", &size);
  CHECK(text && scratch_write(area, "long_number.mtx", text, size, path));
  check_path_fails(path, GIMMIK_ERROR_INPUT,
                   "long_number.mtx:3: value '777777777");
  free(text);

  snprintf(prefix, sizeof prefix, "%s1 1 1\n1 1 1 ", header);
  text = repeat_between(prefix, 'x', 2u << 20, "\n", &size);
  CHECK(text && scratch_write(area, "long_extra.mtx", text, size, path));
  check_path_fails(path, GIMMIK_ERROR_INPUT,
                   "long_extra.mtx:3: extra token 'xxxxxxxx");
  free(text);
  gimmik_error_clear(&error);
}

static void test_nul_byte(const scratch *area) {
  const char text[] = "%%MatrixMarket matrix coordinate real general\n"
                      "1 1 1\n1 1 1\0 junk\n";
  char path[SCRATCH_PATH_SIZE];
  CHECK(scratch_write(area, "nul.mtx", text, sizeof text - 1, path));
  check_path_fails(path, GIMMIK_ERROR_INPUT, "nul.mtx:3: line holds a NUL");
}

/* splitmix64: a small generator with a fixed seed, so every run tests the
 * same values. */
static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9E3779B97F4A7C15u);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
  return z ^ (z >> 31);
}

/* Random edits of a valid file: every outcome is fine except a crash, a
 * leak (valgrind) or an error without the PATH:LINE prefix. */
static void test_mutations(const scratch *area) {
  const char *base = "%%MatrixMarket matrix coordinate real symmetric\n"
                     "% comment\n4 4 5\n1 1 1.5\n2 1 -2e-3\n3 2 4\n"
                     "4 4 1e300\n4 1 7\n";
  const char alphabet[] = "0123456789 -+.e%\n\r\tx";
  size_t length = strlen(base);
  char *text = malloc(length + 1);
  char path[SCRATCH_PATH_SIZE];
  uint64_t seed = 20240601;
  int well_formed_errors = 1;
  for (int round = 0; round < 400 && text; round++) {
    memcpy(text, base, length + 1);
    int edits = 1 + (int)(next_random(&seed) % 4);
    for (int e = 0; e < edits; e++)
      text[next_random(&seed) % length] =
          alphabet[next_random(&seed) % (sizeof alphabet - 1)];
    scratch_write(area, "mutated.mtx", text, length, path);
    gimmik_error error;
    gimmik_error_init(&error);
    gimmik_operator *op = NULL;
    if (gimmik_operator_read_mtx(path, &op, &error) == GIMMIK_OK)
      well_formed_errors &= op != NULL;
    else
      well_formed_errors &= op == NULL &&
                            strncmp(error.message, path, strlen(path)) == 0 &&
                            error.message[strlen(path)] == ':';
    gimmik_operator_destroy(op);
    gimmik_error_clear(&error);
  }
  CHECK(well_formed_errors);
  free(text);
}


/* ------------------------------------------------------------- writing */

/* A random double of every kind: zeros (for sparsity), ordinary, tiny,
 * subnormal and huge magnitudes, either sign. */
static double random_value(uint64_t *state) {
  uint64_t bits = next_random(state);
  double sign = (bits & 1) ? -1.0 : 1.0;
  double fraction = (double)(bits >> 11) / 9007199254740992.0;
  switch (next_random(state) % 6) {
  case 0: return 0.0;
  case 1: return sign * fraction;
  case 2: return sign * ldexp(1.0 + fraction, -1022 - (int)(bits % 52));
  case 3: return sign * DBL_MAX * (0.5 + fraction / 2);
  case 4: return sign * ldexp(1.0 + fraction, (int)(bits % 2000) - 1000);
  default: {
    /* Any finite bit pattern. */
    uint64_t raw = next_random(state);
    double value;
    memcpy(&value, &raw, sizeof value);
    return isfinite(value) ? value : sign * fraction;
  }
  }
}

static gimmik_operator *random_operator(int rows, int cols, uint64_t *state) {
  size_t count = (size_t)rows * (size_t)cols;
  double *values = malloc(count * sizeof *values);
  if (!values) return NULL;
  for (size_t i = 0; i < count; i++) values[i] = random_value(state);
  values[count / 2] = 1.0; /* at least one nonzero */
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_create(rows, cols, values, "random", &op, &error),
           &error);
  free(values);
  gimmik_error_clear(&error);
  return op;
}

static int same_bits(const gimmik_operator *a, const gimmik_operator *b) {
  size_t count = (size_t)gimmik_operator_rows(a) * gimmik_operator_cols(a);
  return gimmik_operator_rows(a) == gimmik_operator_rows(b) &&
         gimmik_operator_cols(a) == gimmik_operator_cols(b) &&
         memcmp(gimmik_operator_values(a), gimmik_operator_values(b),
                count * sizeof(double)) == 0;
}

/* Write, read back, write again, read back: bit-identical operators and
 * byte-identical files. */
static void round_trip(const scratch *area, const gimmik_operator *op) {
  char first[SCRATCH_PATH_SIZE], second[SCRATCH_PATH_SIZE];
  scratch_path(area, "first.mtx", first);
  scratch_path(area, "second.mtx", second);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *once = NULL, *twice = NULL;
  CHECK_OK(gimmik_operator_write_mtx(op, first, "round trip", 1, &error),
           &error);
  CHECK_OK(gimmik_operator_read_mtx(first, &once, &error), &error);
  if (once) {
    CHECK(same_bits(op, once));
    CHECK_OK(gimmik_operator_write_mtx(once, second, "round trip", 1, &error),
             &error);
    CHECK_OK(gimmik_operator_read_mtx(second, &twice, &error), &error);
  }
  if (twice) CHECK(same_bits(op, twice));
  char *first_text = scratch_read_text(first);
  char *second_text = scratch_read_text(second);
  CHECK(first_text && second_text && strcmp(first_text, second_text) == 0);
  free(first_text);
  free(second_text);
  gimmik_operator_destroy(once);
  gimmik_operator_destroy(twice);
  gimmik_error_clear(&error);
}

static void test_round_trips(const scratch *area) {
  const int shapes[][2] = {{1, 1}, {1, 9}, {9, 1}, {13, 17}, {64, 64}};
  uint64_t state = 12345;
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
    for (int repeat = 0; repeat < 3; repeat++) {
      gimmik_operator *op = random_operator(shapes[s][0], shapes[s][1],
                                            &state);
      if (op) round_trip(area, op);
      gimmik_operator_destroy(op);
    }
  /* The extremes themselves. */
  const double extremes[] = {DBL_MAX, -DBL_MAX, DBL_MIN, -DBL_MIN,
                             4.9406564584124654e-324, -0.1, 1.0 / 3.0, 0.0,
                             -1.2345678901234567e-310, 2.2250738585072009e-308};
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_create(2, 5, extremes, "extremes", &op, &error),
           &error);
  if (op) round_trip(area, op);
  gimmik_operator_destroy(op);
  gimmik_error_clear(&error);
}

static void test_written_text(const scratch *area) {
  const double values[] = {1, 0, -2.5, 0, 0, 0.5};
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_create(2, 3, values, "text", &op, &error), &error);
  if (!op) return;
  char path[SCRATCH_PATH_SIZE];
  scratch_path(area, "text.mtx", path);
  CHECK_OK(gimmik_operator_write_mtx(op, path,
                                     "made by test_mtx\n\nsecond line\r\n"
                                     "third\n",
                                     0, &error),
           &error);
  char *text = scratch_read_text(path);
  CHECK(text && strcmp(text, "%%MatrixMarket matrix coordinate real general\n"
                             "% made by test_mtx\n%\n% second line\n"
                             "% third\n2 3 3\n1 1 1\n1 3 -2.5\n"
                             "2 3 0.5\n") == 0);
  free(text);
  CHECK_OK(gimmik_operator_write_mtx(op, path, NULL, 1, &error), &error);
  text = scratch_read_text(path);
  CHECK(text && strcmp(text, "%%MatrixMarket matrix coordinate real general\n"
                             "2 3 3\n1 1 1\n1 3 -2.5\n2 3 0.5\n") == 0);
  free(text);
  gimmik_operator_destroy(op);
  gimmik_error_clear(&error);
}

static void test_overwrite(void) {
  const double old_values[] = {1, 2}, new_values[] = {3, 4};
  gimmik_operator *old_op = NULL, *new_op = NULL, *read = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_create(1, 2, old_values, "old", &old_op, &error),
           &error);
  CHECK_OK(gimmik_operator_create(1, 2, new_values, "new", &new_op, &error),
           &error);
  if (!old_op || !new_op) return;
  scratch separate;
  if (scratch_create(&separate) != 0) return;
  char path[SCRATCH_PATH_SIZE];
  scratch_path(&separate, "kept.mtx", path);
  CHECK_OK(gimmik_operator_write_mtx(old_op, path, NULL, 0, &error), &error);
  CHECK_FAILS(gimmik_operator_write_mtx(new_op, path, NULL, 0, &error),
              &error, GIMMIK_ERROR_IO, "kept.mtx exists; pass overwrite");
  CHECK(scratch_count_files(&separate) == 1); /* no temporary left */
  CHECK_OK(gimmik_operator_read_mtx(path, &read, &error), &error);
  if (read) check_values(read, "kept.mtx (refused)", 1, 2, old_values);
  gimmik_operator_destroy(read);
  read = NULL;
  CHECK_OK(gimmik_operator_write_mtx(new_op, path, NULL, 1, &error), &error);
  CHECK(scratch_count_files(&separate) == 1);
  CHECK_OK(gimmik_operator_read_mtx(path, &read, &error), &error);
  if (read) check_values(read, "kept.mtx (replaced)", 1, 2, new_values);
  gimmik_operator_destroy(read);

  scratch_path(&separate, "no/such/folder.mtx", path);
  CHECK_FAILS(gimmik_operator_write_mtx(new_op, path, NULL, 0, &error),
              &error, GIMMIK_ERROR_IO, "cannot create a temporary file");
  CHECK_FAILS(gimmik_operator_write_mtx(NULL, path, NULL, 0, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "no operator");
  CHECK_FAILS(gimmik_operator_write_mtx(new_op, NULL, NULL, 0, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "no path");
  scratch_remove(&separate);
  gimmik_operator_destroy(old_op);
  gimmik_operator_destroy(new_op);
  gimmik_error_clear(&error);
}


int main(void) {
  test_coordinate_fixtures();
  test_array_fixtures();
  test_layout_fixtures();
  test_unreadable_paths();
  test_bad_headers();
  test_bad_size_lines();
  test_bad_counts();
  test_bad_indices();
  test_bad_entry_lines();
  test_bad_values();
  scratch area;
  CHECK(scratch_create(&area) == 0);
  if (area.folder[0]) {
    test_long_lines(&area);
    test_nul_byte(&area);
    test_mutations(&area);
    test_round_trips(&area);
    test_written_text(&area);
    test_overwrite();
    scratch_remove(&area);
  }
  return check_finish("test_mtx");
}
