/*
 * mtx_read.c: the Matrix Market reader.
 *
 * Reads `%%MatrixMarket matrix coordinate|array real|integer|pattern
 * general|symmetric|skew-symmetric` files into a dense operator.  Every
 * malformed line is an error of the form "PATH:LINE: what is wrong": an
 * operator is baked into generated kernels, so a typo must never turn
 * silently into a different matrix.
 */
#include "gimmik/operator.h"

#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/types.h>

#include "common/c_locale.h"

typedef enum mtx_format { FORMAT_COORDINATE, FORMAT_ARRAY } mtx_format;
typedef enum mtx_field { FIELD_REAL, FIELD_INTEGER, FIELD_PATTERN } mtx_field;
typedef enum mtx_symmetry {
  SYMMETRY_GENERAL,
  SYMMETRY_SYMMETRIC,
  SYMMETRY_SKEW
} mtx_symmetry;

/* A header holds five words; one more slot shows that a line has too many. */
enum { TOKEN_CAPACITY = 6 };

/* Quoted tokens are cut to this many characters so that a huge token cannot
 * push the line number out of a message. */
enum { QUOTE_LIMIT = 40 };

typedef struct token_list {
  int count; /* tokens found, at most TOKEN_CAPACITY */
  char *token[TOKEN_CAPACITY];
} token_list;

typedef struct line_reader {
  FILE *file;
  const char *path;
  char *line;      /* the current line, trimmed; grown by getline */
  size_t capacity; /* of `line` */
  long number;     /* 1-based number of the current line; 0 before the first */
} line_reader;

typedef struct mtx_reader {
  line_reader lines;
  mtx_format format;
  mtx_field field;
  mtx_symmetry symmetry;
  long size_line;      /* where the size line was, for whole-matrix errors */
  int rows;
  int cols;
  long long expected;  /* entries the size line declares */
  long long found;     /* entries read so far */
  double *values;      /* row-major, rows * cols */
  /* Coordinate format only, to name both lines of a duplicate: for each cell
   * the 1-based number of the entry that set it (0: none), and for each
   * entry the line it came from. */
  int *entry_of_cell;
  long *line_of_entry;
  /* Array format only: the cell the next value goes to. */
  int next_row;
  int next_col;
} mtx_reader;

typedef enum number_parse {
  NUMBER_OK,
  NUMBER_MALFORMED,  /* not a number, or not the whole token */
  NUMBER_OVERFLOW,   /* beyond the range of the type */
  NUMBER_UNDERFLOW,  /* so small a double holds it as 0 or coarsely */
  NUMBER_NOT_FINITE  /* a literal NaN or Inf */
} number_parse;


/* ---------------------------------------------------------------- errors */

static gimmik_status input_error_at(const char *path, long line,
                                    gimmik_error *error, const char *format,
                                    ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static gimmik_status input_error_at(const char *path, long line,
                                    gimmik_error *error, const char *format,
                                    ...) {
  char detail[GIMMIK_ERROR_MESSAGE_SIZE];
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(detail, sizeof detail, format, arguments);
  va_end(arguments);
  return gimmik_error_set(error, GIMMIK_ERROR_INPUT, "%s:%ld: %s", path, line,
                          detail);
}

/* Most errors are about the line just read; they go through this macro so
 * that the format string is still checked by the compiler. */
#define LINE_ERROR(reader, error, ...)                                       \
  input_error_at((reader)->lines.path, (reader)->lines.number, (error),      \
                 __VA_ARGS__)


/* ----------------------------------------------------------------- lines */

static int is_blank_character(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' ||
         c == '\f';
}

/* Read the next line, drop its line ending (LF or CRLF) and trailing
 * whitespace.  *found is 0 at the end of the file. */
static gimmik_status read_line(line_reader *lines, int *found,
                               gimmik_error *error) {
  *found = 0;
  errno = 0;
  ssize_t length = getline(&lines->line, &lines->capacity, lines->file);
  if (length < 0) {
    if (errno == ENOMEM)
      return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                              "%s:%ld: out of memory reading a line",
                              lines->path, lines->number + 1);
    if (ferror(lines->file))
      return gimmik_error_set(error, GIMMIK_ERROR_IO,
                              "%s: read failed after line %ld: %s",
                              lines->path, lines->number, strerror(errno));
    return GIMMIK_OK;
  }
  lines->number++;
  /* Text after a NUL byte would be invisible to every string function. */
  if (memchr(lines->line, '\0', (size_t)length))
    return input_error_at(lines->path, lines->number, error,
                          "line holds a NUL byte (not a text file?)");
  while (length > 0 && is_blank_character(lines->line[length - 1]))
    length--;
  lines->line[length] = '\0';
  *found = 1;
  return GIMMIK_OK;
}

static int is_blank_or_comment(const char *line) {
  while (is_blank_character(*line)) line++;
  return *line == '\0' || *line == '%';
}

/* Read up to the next line that is neither blank nor a comment. */
static gimmik_status read_content_line(line_reader *lines, int *found,
                                       gimmik_error *error) {
  gimmik_status status;
  do {
    status = read_line(lines, found, error);
  } while (status == GIMMIK_OK && *found && is_blank_or_comment(lines->line));
  return status;
}

/* Split `line` in place at whitespace. */
static void split_tokens(char *line, token_list *tokens) {
  tokens->count = 0;
  char *cursor = line;
  while (tokens->count < TOKEN_CAPACITY) {
    while (is_blank_character(*cursor)) cursor++;
    if (*cursor == '\0') return;
    tokens->token[tokens->count++] = cursor;
    while (*cursor != '\0' && !is_blank_character(*cursor)) cursor++;
    if (*cursor == '\0') return;
    *cursor++ = '\0';
  }
}


/* --------------------------------------------------------------- numbers */

static number_parse parse_integer(const char *token, long long *value) {
  char *end;
  errno = 0;
  *value = strtoll(token, &end, 10);
  if (end == token || *end != '\0') return NUMBER_MALFORMED;
  if (errno == ERANGE) return NUMBER_OVERFLOW;
  return NUMBER_OK;
}

/* strtod flags underflow (ERANGE) for any text below the normal range.
 * Such a value is taken when the double is as close to the text as any
 * double is to its text (half an ulp of 53 bits): a subnormal written
 * with 17 digits, as gimmik_operator_write_mtx writes it, reads back as
 * itself.  Text that becomes 0, or a subnormal with fewer bits than it
 * says, is refused rather than silently changed.  Judging needs a type
 * with a wider exponent; without one every underflow is refused. */
static int is_faithful_underflow(const char *token, double value) {
#if LDBL_MIN_EXP < DBL_MIN_EXP - DBL_MANT_DIG
  long double exact = gimmik_strtold(token, NULL);
  return value != 0.0 &&
         fabsl((long double)value - exact) <= fabsl(exact) * (DBL_EPSILON / 2);
#else
  (void)token;
  (void)value;
  return 0;
#endif
}

static number_parse parse_real(const char *token, double *value) {
  char *end;
  errno = 0;
  *value = gimmik_strtod(token, &end);
  if (end == token || *end != '\0') return NUMBER_MALFORMED;
  if (errno == ERANGE && fabs(*value) > 1.0) return NUMBER_OVERFLOW;
  if (errno == ERANGE && !is_faithful_underflow(token, *value))
    return NUMBER_UNDERFLOW;
  if (!isfinite(*value)) return NUMBER_NOT_FINITE;
  return NUMBER_OK;
}


/* ---------------------------------------------------------------- header */

/* Index of `word` in the NULL-terminated `keywords`, ignoring case; -1 if
 * absent. */
static int find_keyword(const char *word, const char *const *keywords) {
  for (int i = 0; keywords[i]; i++)
    if (strcasecmp(word, keywords[i]) == 0) return i;
  return -1;
}

static gimmik_status parse_header_words(mtx_reader *reader,
                                        const token_list *words,
                                        gimmik_error *error) {
  static const char *const objects[] = {"matrix", NULL};
  static const char *const formats[] = {"coordinate", "array", NULL};
  static const char *const fields[] = {"real", "integer", "pattern", NULL};
  static const char *const symmetries[] = {"general", "symmetric",
                                           "skew-symmetric", NULL};
  if (find_keyword(words->token[1], objects) < 0)
    return LINE_ERROR(reader, error,
                      "unsupported object '%.*s' in the header: only "
                      "'matrix' is supported",
                      QUOTE_LIMIT, words->token[1]);
  int format = find_keyword(words->token[2], formats);
  if (format < 0)
    return LINE_ERROR(reader, error,
                      "unsupported format '%.*s' in the header: expected "
                      "'coordinate' or 'array'",
                      QUOTE_LIMIT, words->token[2]);
  int field = find_keyword(words->token[3], fields);
  if (field < 0)
    return LINE_ERROR(reader, error,
                      "unsupported field '%.*s' in the header: expected "
                      "'real', 'integer' or 'pattern'",
                      QUOTE_LIMIT, words->token[3]);
  int symmetry = find_keyword(words->token[4], symmetries);
  if (symmetry < 0)
    return LINE_ERROR(reader, error,
                      "unsupported symmetry '%.*s' in the header: expected "
                      "'general', 'symmetric' or 'skew-symmetric'",
                      QUOTE_LIMIT, words->token[4]);
  reader->format = (mtx_format)format;
  reader->field = (mtx_field)field;
  reader->symmetry = (mtx_symmetry)symmetry;
  /* A pattern gives positions only, and an array has no positions to give. */
  if (reader->format == FORMAT_ARRAY && reader->field == FIELD_PATTERN)
    return LINE_ERROR(reader, error,
                      "the 'pattern' field needs the 'coordinate' format, "
                      "not 'array'");
  return GIMMIK_OK;
}

static gimmik_status parse_header(mtx_reader *reader, gimmik_error *error) {
  int found;
  gimmik_status status = read_line(&reader->lines, &found, error);
  if (status != GIMMIK_OK) return status;
  if (!found)
    return input_error_at(reader->lines.path, 1, error,
                          "empty file: expected a '%%%%MatrixMarket matrix "
                          "FORMAT FIELD SYMMETRY' header");
  if (strncmp(reader->lines.line, "%%", 2) != 0)
    return LINE_ERROR(reader, error,
                      "missing header: the first line must be "
                      "'%%%%MatrixMarket matrix FORMAT FIELD SYMMETRY'");
  token_list words;
  split_tokens(reader->lines.line, &words);
  if (strcasecmp(words.token[0], "%%MatrixMarket") != 0)
    return LINE_ERROR(reader, error,
                      "bad header banner '%.*s': expected '%%%%MatrixMarket'",
                      QUOTE_LIMIT, words.token[0]);
  if (words.count < 5)
    return LINE_ERROR(reader, error,
                      "incomplete header: expected '%%%%MatrixMarket matrix "
                      "FORMAT FIELD SYMMETRY', found %d words",
                      words.count);
  if (words.count > 5)
    return LINE_ERROR(reader, error, "extra word '%.*s' in the header",
                      QUOTE_LIMIT, words.token[5]);
  return parse_header_words(reader, &words, error);
}


/* ------------------------------------------------------------- size line */

/* How many entries a file of this shape and symmetry may store. */
static long long storable_entries(const mtx_reader *reader) {
  long long n = reader->rows;
  switch (reader->symmetry) {
  case SYMMETRY_SYMMETRIC: return n * (n + 1) / 2;
  case SYMMETRY_SKEW: return n * (n - 1) / 2;
  case SYMMETRY_GENERAL: break;
  }
  return (long long)reader->rows * reader->cols;
}

/* Parse a dimension (`what` is "rows" or "columns") within 1..limit. */
static gimmik_status parse_dimension(mtx_reader *reader, const char *token,
                                     const char *what, int *dimension,
                                     gimmik_error *error) {
  long long value;
  number_parse parse = parse_integer(token, &value);
  if (parse == NUMBER_MALFORMED)
    return LINE_ERROR(reader, error,
                      "bad size line: %s '%.*s' is not an integer", what,
                      QUOTE_LIMIT, token);
  if (parse == NUMBER_OVERFLOW)
    return LINE_ERROR(reader, error,
                      "bad size line: %s '%.*s' overflows a 64-bit integer",
                      what, QUOTE_LIMIT, token);
  if (value < 1)
    return LINE_ERROR(reader, error,
                      "bad size line: %s must be at least 1, found %lld",
                      what, value);
  if (value > GIMMIK_MAX_DIMENSION)
    return LINE_ERROR(reader, error,
                      "%s %lld exceeds the limit of %d "
                      "(GIMMIK_MAX_DIMENSION)",
                      what, value, GIMMIK_MAX_DIMENSION);
  *dimension = (int)value;
  return GIMMIK_OK;
}

static gimmik_status check_shape(mtx_reader *reader, gimmik_error *error) {
  long long cells = (long long)reader->rows * reader->cols;
  if (cells > GIMMIK_MAX_ENTRIES)
    return LINE_ERROR(reader, error,
                      "%d x %d = %lld entries exceed the limit of %d "
                      "(GIMMIK_MAX_ENTRIES)",
                      reader->rows, reader->cols, cells, GIMMIK_MAX_ENTRIES);
  if (reader->symmetry != SYMMETRY_GENERAL && reader->rows != reader->cols)
    return LINE_ERROR(reader, error,
                      "a %s matrix must be square, found %d x %d",
                      reader->symmetry == SYMMETRY_SKEW ? "skew-symmetric"
                                                        : "symmetric",
                      reader->rows, reader->cols);
  return GIMMIK_OK;
}

/* The third number of a coordinate size line: how many entries follow. */
static gimmik_status parse_entry_count(mtx_reader *reader, const char *token,
                                       gimmik_error *error) {
  long long value;
  number_parse parse = parse_integer(token, &value);
  if (parse == NUMBER_MALFORMED)
    return LINE_ERROR(reader, error,
                      "bad size line: entry count '%.*s' is not an integer",
                      QUOTE_LIMIT, token);
  if (parse == NUMBER_OVERFLOW)
    return LINE_ERROR(reader, error,
                      "bad size line: entry count '%.*s' overflows a 64-bit "
                      "integer",
                      QUOTE_LIMIT, token);
  if (value < 0)
    return LINE_ERROR(reader, error,
                      "bad size line: entry count must be at least 0, found "
                      "%lld",
                      value);
  long long storable = storable_entries(reader);
  if (value > storable)
    return LINE_ERROR(reader, error,
                      "bad size line: %lld entries declared, but a %d x %d "
                      "%s matrix stores at most %lld",
                      value, reader->rows, reader->cols,
                      reader->symmetry == SYMMETRY_GENERAL     ? "general"
                      : reader->symmetry == SYMMETRY_SYMMETRIC ? "symmetric"
                                                               : "skew-symmetric",
                      storable);
  reader->expected = value;
  return GIMMIK_OK;
}

static gimmik_status parse_size_line(mtx_reader *reader, gimmik_error *error) {
  int found;
  gimmik_status status = read_content_line(&reader->lines, &found, error);
  if (status != GIMMIK_OK) return status;
  if (!found)
    return LINE_ERROR(reader, error,
                      "missing the size line: the file ends after the "
                      "header");
  reader->size_line = reader->lines.number;
  int coordinate = reader->format == FORMAT_COORDINATE;
  const char *expected_form =
      coordinate ? "'ROWS COLUMNS ENTRIES'" : "'ROWS COLUMNS'";
  int expected_count = coordinate ? 3 : 2;
  token_list words;
  split_tokens(reader->lines.line, &words);
  if (words.count < expected_count)
    return LINE_ERROR(reader, error,
                      "bad size line: expected %s, found %d words",
                      expected_form, words.count);
  if (words.count > expected_count)
    return LINE_ERROR(reader, error,
                      "bad size line: extra word '%.*s' (expected %s)",
                      QUOTE_LIMIT, words.token[expected_count],
                      expected_form);
  status = parse_dimension(reader, words.token[0], "rows", &reader->rows,
                           error);
  if (status == GIMMIK_OK)
    status = parse_dimension(reader, words.token[1], "columns", &reader->cols,
                             error);
  if (status == GIMMIK_OK) status = check_shape(reader, error);
  if (status != GIMMIK_OK) return status;
  if (coordinate) return parse_entry_count(reader, words.token[2], error);
  reader->expected = storable_entries(reader);
  return GIMMIK_OK;
}


/* ---------------------------------------------------------------- values */

static gimmik_status allocate_storage(mtx_reader *reader,
                                      gimmik_error *error) {
  size_t cells = (size_t)reader->rows * (size_t)reader->cols;
  int ok = (reader->values = calloc(cells, sizeof *reader->values)) != NULL;
  if (ok && reader->format == FORMAT_COORDINATE) {
    reader->entry_of_cell = calloc(cells, sizeof *reader->entry_of_cell);
    /* One spare slot: malloc(0) may legitimately return NULL. */
    reader->line_of_entry =
        malloc(((size_t)reader->expected + 1) * sizeof *reader->line_of_entry);
    ok = reader->entry_of_cell && reader->line_of_entry;
  }
  if (!ok)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "%s:%ld: out of memory for a %d x %d matrix",
                            reader->lines.path, reader->size_line,
                            reader->rows, reader->cols);
  return GIMMIK_OK;
}

/* Parse the value token of an entry according to the field. */
static gimmik_status parse_value(mtx_reader *reader, const char *token,
                                 double *value, gimmik_error *error) {
  if (reader->field == FIELD_INTEGER) {
    long long integer;
    number_parse parse = parse_integer(token, &integer);
    if (parse == NUMBER_MALFORMED)
      return LINE_ERROR(reader, error,
                        "value '%.*s' is not an integer (the field is "
                        "'integer')",
                        QUOTE_LIMIT, token);
    if (parse == NUMBER_OVERFLOW)
      return LINE_ERROR(reader, error,
                        "integer value '%.*s' overflows a 64-bit integer",
                        QUOTE_LIMIT, token);
    /* Beyond 2^53 a double would quietly round the integer. */
    const long long exact_limit = 1LL << 53;
    if (integer > exact_limit || integer < -exact_limit)
      return LINE_ERROR(reader, error,
                        "integer value %lld is not exactly representable as "
                        "a double (magnitude over 2^53)",
                        integer);
    *value = (double)integer;
    return GIMMIK_OK;
  }
  number_parse parse = parse_real(token, value);
  if (parse == NUMBER_MALFORMED)
    return LINE_ERROR(reader, error, "value '%.*s' is not a number",
                      QUOTE_LIMIT, token);
  if (parse == NUMBER_OVERFLOW)
    return LINE_ERROR(reader, error,
                      "value '%.*s' is out of the range of a double",
                      QUOTE_LIMIT, token);
  if (parse == NUMBER_NOT_FINITE)
    return LINE_ERROR(reader, error,
                      "value '%.*s' is not finite (NaN and Inf are not "
                      "allowed)",
                      QUOTE_LIMIT, token);
  if (parse == NUMBER_UNDERFLOW)
    return LINE_ERROR(reader, error,
                      "value '%.*s' underflows a double (it would be read "
                      "as %.17g)",
                      QUOTE_LIMIT, token, *value);
  return GIMMIK_OK;
}

/* Parse a 1-based row or column index (`what`) within 1..limit into a
 * 0-based one. */
static gimmik_status parse_index(mtx_reader *reader, const char *token,
                                 const char *what, int limit, int *index,
                                 gimmik_error *error) {
  long long value;
  number_parse parse = parse_integer(token, &value);
  if (parse == NUMBER_MALFORMED)
    return LINE_ERROR(reader, error, "%s index '%.*s' is not an integer",
                      what, QUOTE_LIMIT, token);
  if (parse == NUMBER_OVERFLOW)
    return LINE_ERROR(reader, error,
                      "%s index '%.*s' overflows a 64-bit integer", what,
                      QUOTE_LIMIT, token);
  if (value == 0)
    return LINE_ERROR(reader, error,
                      "%s index 0: indices are 1-based (1..%d)", what, limit);
  if (value < 0 || value > limit)
    return LINE_ERROR(reader, error, "%s index %lld out of range 1..%d",
                      what, value, limit);
  *index = (int)(value - 1);
  return GIMMIK_OK;
}

/* Record the current entry's value at (row, col), refusing a cell that an
 * earlier entry (or its mirror) already set. */
static gimmik_status set_coordinate_cell(mtx_reader *reader, int row, int col,
                                         double value, gimmik_error *error) {
  size_t cell = (size_t)row * (size_t)reader->cols + (size_t)col;
  int earlier = reader->entry_of_cell[cell];
  if (earlier) {
    long earlier_line = reader->line_of_entry[earlier - 1];
    if (reader->symmetry == SYMMETRY_GENERAL)
      return LINE_ERROR(reader, error,
                        "duplicate entry (%d, %d): already given on line %ld",
                        row + 1, col + 1, earlier_line);
    return LINE_ERROR(reader, error,
                      "duplicate entry (%d, %d): line %ld already gave it or "
                      "its mirror (%d, %d)",
                      row + 1, col + 1, earlier_line, col + 1, row + 1);
  }
  reader->entry_of_cell[cell] = (int)reader->found;
  reader->values[cell] = value;
  return GIMMIK_OK;
}

static gimmik_status store_coordinate_entry(mtx_reader *reader, int row,
                                            int col, double value,
                                            gimmik_error *error) {
  if (reader->symmetry == SYMMETRY_SKEW && row == col)
    return LINE_ERROR(reader, error,
                      "diagonal entry (%d, %d) in a skew-symmetric matrix: "
                      "its diagonal is zero and must be absent",
                      row + 1, col + 1);
  reader->line_of_entry[reader->found - 1] = reader->lines.number;
  gimmik_status status = set_coordinate_cell(reader, row, col, value, error);
  if (status != GIMMIK_OK || reader->symmetry == SYMMETRY_GENERAL ||
      row == col)
    return status;
  double mirrored = reader->symmetry == SYMMETRY_SKEW ? -value : value;
  return set_coordinate_cell(reader, col, row, mirrored, error);
}

/* One coordinate line: `ROW COLUMN VALUE`, or `ROW COLUMN` for a pattern. */
static gimmik_status read_coordinate_entry(mtx_reader *reader,
                                           gimmik_error *error) {
  token_list words;
  split_tokens(reader->lines.line, &words);
  int pattern = reader->field == FIELD_PATTERN;
  const char *expected_form = pattern ? "'ROW COLUMN'" : "'ROW COLUMN VALUE'";
  if (words.count < 2)
    return LINE_ERROR(reader, error,
                      "missing column index: expected %s", expected_form);
  int row, col;
  gimmik_status status = parse_index(reader, words.token[0], "row",
                                     reader->rows, &row, error);
  if (status == GIMMIK_OK)
    status = parse_index(reader, words.token[1], "column", reader->cols, &col,
                         error);
  if (status != GIMMIK_OK) return status;
  int expected_count = pattern ? 2 : 3;
  if (words.count < expected_count)
    return LINE_ERROR(reader, error,
                      "missing value after the indices: expected %s",
                      expected_form);
  if (words.count > expected_count)
    return LINE_ERROR(reader, error,
                      "extra token '%.*s' after the entry: expected %s",
                      QUOTE_LIMIT, words.token[expected_count],
                      expected_form);
  double value = 1.0;
  if (!pattern) status = parse_value(reader, words.token[2], &value, error);
  if (status != GIMMIK_OK) return status;
  return store_coordinate_entry(reader, row, col, value, error);
}

/* The first row an array file stores in column `col`: symmetric files hold
 * the lower triangle, skew-symmetric ones the strictly lower triangle. */
static int first_stored_row(const mtx_reader *reader, int col) {
  switch (reader->symmetry) {
  case SYMMETRY_SYMMETRIC: return col;
  case SYMMETRY_SKEW: return col + 1;
  case SYMMETRY_GENERAL: break;
  }
  return 0;
}

static void store_array_value(mtx_reader *reader, double value) {
  int row = reader->next_row, col = reader->next_col;
  reader->values[(size_t)row * reader->cols + col] = value;
  if (reader->symmetry != SYMMETRY_GENERAL && row != col)
    reader->values[(size_t)col * reader->cols + row] =
        reader->symmetry == SYMMETRY_SKEW ? -value : value;
  /* Column-major: down the column, then to the next column's first row. */
  reader->next_row++;
  if (reader->next_row >= reader->rows) {
    reader->next_col++;
    reader->next_row = first_stored_row(reader, reader->next_col);
  }
}

/* One array line: a single value. */
static gimmik_status read_array_value(mtx_reader *reader,
                                      gimmik_error *error) {
  token_list words;
  split_tokens(reader->lines.line, &words);
  if (words.count > 1)
    return LINE_ERROR(reader, error,
                      "extra token '%.*s' after the value: an array line "
                      "holds one value",
                      QUOTE_LIMIT, words.token[1]);
  double value;
  gimmik_status status = parse_value(reader, words.token[0], &value, error);
  if (status == GIMMIK_OK) store_array_value(reader, value);
  return status;
}

static gimmik_status read_entries(mtx_reader *reader, gimmik_error *error) {
  reader->next_row = first_stored_row(reader, 0);
  reader->next_col = 0;
  for (;;) {
    int found;
    gimmik_status status = read_content_line(&reader->lines, &found, error);
    if (status != GIMMIK_OK) return status;
    if (!found) break;
    if (reader->found == reader->expected)
      return LINE_ERROR(reader, error,
                        "extra entry: the size line (line %ld) declared "
                        "%lld entries",
                        reader->size_line, reader->expected);
    reader->found++;
    status = reader->format == FORMAT_COORDINATE
                 ? read_coordinate_entry(reader, error)
                 : read_array_value(reader, error);
    if (status != GIMMIK_OK) return status;
  }
  if (reader->found < reader->expected)
    return LINE_ERROR(reader, error,
                      "truncated: expected %lld entries, found %lld",
                      reader->expected, reader->found);
  return GIMMIK_OK;
}

static int has_nonzero(const mtx_reader *reader) {
  size_t cells = (size_t)reader->rows * (size_t)reader->cols;
  for (size_t i = 0; i < cells; i++)
    if (reader->values[i] != 0.0) return 1;
  return 0;
}


/* ------------------------------------------------------------ the reader */

static gimmik_status read_matrix(mtx_reader *reader, gimmik_operator **result,
                                 gimmik_error *error) {
  gimmik_status status = parse_header(reader, error);
  if (status == GIMMIK_OK) status = parse_size_line(reader, error);
  if (status == GIMMIK_OK) status = allocate_storage(reader, error);
  if (status == GIMMIK_OK) status = read_entries(reader, error);
  if (status != GIMMIK_OK) return status;
  if (!has_nonzero(reader))
    return input_error_at(reader->lines.path, reader->size_line, error,
                          "every entry of the %d x %d matrix is zero (an "
                          "operator needs at least one nonzero)",
                          reader->rows, reader->cols);
  return gimmik_operator_create(reader->rows, reader->cols, reader->values,
                                reader->lines.path, result, error);
}

gimmik_status gimmik_operator_read_mtx(const char *path,
                                       gimmik_operator **result,
                                       gimmik_error *error) {
  if (!result)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_operator_read_mtx: no result pointer");
  *result = NULL;
  if (!path)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_operator_read_mtx: no path given");
  mtx_reader reader;
  memset(&reader, 0, sizeof reader);
  reader.lines.path = path;
  reader.lines.file = fopen(path, "r");
  if (!reader.lines.file)
    return gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: cannot open: %s",
                            path, strerror(errno));
  gimmik_status status = read_matrix(&reader, result, error);
  fclose(reader.lines.file);
  free(reader.lines.line);
  free(reader.values);
  free(reader.entry_of_cell);
  free(reader.line_of_entry);
  return status;
}
