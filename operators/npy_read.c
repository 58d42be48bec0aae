/*
 * npy_read.c: the NumPy .npy reader.
 *
 * Layout (NumPy's format.py): the magic "\x93NUMPY", a major and a minor
 * version byte, the header length (2 bytes little-endian in version 1.0, 4
 * in 2.0 and 3.0), then a Python dict literal such as
 *   {'descr': '<f8', 'fortran_order': False, 'shape': (3, 4), }
 * padded with spaces and a newline, then the raw data.  We take 2-D arrays
 * of little-endian float64 or float32 in either order.  .npy files have no
 * lines, so messages name the byte offset where that helps.
 */
#include "gimmik/operator.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
  MAGIC_SIZE = 6,
  VERSION_OFFSET = 6,
  LENGTH_OFFSET = 8,
  /* NumPy itself refuses headers over 10000 bytes by default; a megabyte
   * leaves room for any padding while bounding what a bad length costs. */
  HEADER_LIMIT = 1 << 20,
  QUOTE_LIMIT = 40,
  /* Chunk used only to count trailing bytes. */
  SKIP_CHUNK = 4096
};

/* A piece of the header text, not NUL-terminated. */
typedef struct text_span {
  const char *start;
  size_t length;
} text_span;

/* The header dict being parsed. */
typedef struct header_cursor {
  const char *path;
  const char *text;
  size_t length;
  size_t position;
  long file_offset; /* where `text` starts in the file */
} header_cursor;

typedef struct npy_header {
  int item_size;     /* 8 for '<f8', 4 for '<f4' */
  int fortran_order; /* column-major data */
  int rows;
  int cols;
  long data_offset;  /* where the data starts in the file */
} npy_header;

/* Which keys the dict has given, to refuse repeats and absences. */
typedef struct key_presence {
  int descr;
  int fortran_order;
  int shape;
} key_presence;


/* ---------------------------------------------------------------- errors */

static gimmik_status input_error(const char *path, gimmik_error *error,
                                 const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static gimmik_status input_error(const char *path, gimmik_error *error,
                                 const char *format, ...) {
  char detail[GIMMIK_ERROR_MESSAGE_SIZE];
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(detail, sizeof detail, format, arguments);
  va_end(arguments);
  return gimmik_error_set(error, GIMMIK_ERROR_INPUT, "%s: %s", path, detail);
}

/* An error about the header byte at `position` in the header text. */
static gimmik_status header_error(const header_cursor *cursor, size_t position,
                                  gimmik_error *error, const char *format,
                                  ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static gimmik_status header_error(const header_cursor *cursor, size_t position,
                                  gimmik_error *error, const char *format,
                                  ...) {
  char detail[GIMMIK_ERROR_MESSAGE_SIZE];
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(detail, sizeof detail, format, arguments);
  va_end(arguments);
  return input_error(cursor->path, error, "byte %ld: %s",
                     cursor->file_offset + (long)position, detail);
}


/* ----------------------------------------------------------- header dict */

static int at_end(const header_cursor *cursor) {
  return cursor->position >= cursor->length;
}

static char peek(const header_cursor *cursor) {
  return at_end(cursor) ? '\0' : cursor->text[cursor->position];
}

static void skip_spaces(header_cursor *cursor) {
  while (!at_end(cursor) && (peek(cursor) == ' ' || peek(cursor) == '\t' ||
                             peek(cursor) == '\n' || peek(cursor) == '\r'))
    cursor->position++;
}

static int span_equals(text_span span, const char *word) {
  return span.length == strlen(word) &&
         memcmp(span.start, word, span.length) == 0;
}

/* Describe the next character for a message: the character or "the end". */
static const char *describe_next(const header_cursor *cursor, char *buffer,
                                 size_t size) {
  char next = peek(cursor);
  if (at_end(cursor)) return "the end of the header";
  if (next < ' ' || next > '~')
    snprintf(buffer, size, "byte 0x%02x", (unsigned)(unsigned char)next);
  else if (next == '\'')
    snprintf(buffer, size, "\"'\"");
  else
    snprintf(buffer, size, "'%c'", next);
  return buffer;
}

static gimmik_status expect_character(header_cursor *cursor, char expected,
                                      const char *why, gimmik_error *error) {
  skip_spaces(cursor);
  if (!at_end(cursor) && peek(cursor) == expected) {
    cursor->position++;
    return GIMMIK_OK;
  }
  char shown[24];
  return header_error(cursor, cursor->position, error,
                      "bad header: expected '%c' %s, found %s", expected, why,
                      describe_next(cursor, shown, sizeof shown));
}

/* Where a parsed string starts: its opening quote. */
static size_t string_position(const header_cursor *cursor, text_span span) {
  return (size_t)(span.start - cursor->text) - 1;
}

static int quote_length(text_span span) {
  return span.length > QUOTE_LIMIT ? QUOTE_LIMIT : (int)span.length;
}

/* A Python string literal in single or double quotes, without escapes
 * (NumPy writes none in the keys and dtypes we accept). */
static gimmik_status parse_string(header_cursor *cursor, const char *what,
                                  text_span *span, gimmik_error *error) {
  skip_spaces(cursor);
  char quote = peek(cursor);
  if (at_end(cursor) || (quote != '\'' && quote != '"')) {
    char shown[24];
    return header_error(cursor, cursor->position, error,
                        "bad header: expected a quoted %s, found %s", what,
                        describe_next(cursor, shown, sizeof shown));
  }
  size_t opening = cursor->position++;
  while (!at_end(cursor) && peek(cursor) != quote) {
    if (peek(cursor) == '\\')
      return header_error(cursor, cursor->position, error,
                          "bad header: escape sequences in a %s are not "
                          "supported",
                          what);
    cursor->position++;
  }
  if (at_end(cursor))
    return header_error(cursor, opening, error,
                        "bad header: unterminated %s", what);
  span->start = cursor->text + opening + 1;
  span->length = cursor->position - opening - 1;
  cursor->position++;
  return GIMMIK_OK;
}

static gimmik_status parse_descr(header_cursor *cursor, npy_header *header,
                                 gimmik_error *error) {
  text_span descr;
  gimmik_status status = parse_string(cursor, "dtype", &descr, error);
  if (status != GIMMIK_OK) return status;
  if (span_equals(descr, "<f8")) {
    header->item_size = 8;
    return GIMMIK_OK;
  }
  if (span_equals(descr, "<f4")) {
    header->item_size = 4;
    return GIMMIK_OK;
  }
  if (span_equals(descr, ">f8") || span_equals(descr, ">f4"))
    return header_error(cursor, string_position(cursor, descr), error,
                        "big-endian dtype '%.*s' is not supported: expected "
                        "'<f8' or '<f4' (convert with astype('<f8'))",
                        quote_length(descr), descr.start);
  return header_error(cursor, string_position(cursor, descr), error,
                      "unsupported dtype '%.*s': expected '<f8' (float64) "
                      "or '<f4' (float32)",
                      quote_length(descr), descr.start);
}

static int starts_with(const header_cursor *cursor, const char *word) {
  size_t length = strlen(word);
  return cursor->length - cursor->position >= length &&
         memcmp(cursor->text + cursor->position, word, length) == 0;
}

static gimmik_status parse_boolean(header_cursor *cursor, int *value,
                                   gimmik_error *error) {
  skip_spaces(cursor);
  if (starts_with(cursor, "True")) {
    cursor->position += 4;
    *value = 1;
    return GIMMIK_OK;
  }
  if (starts_with(cursor, "False")) {
    cursor->position += 5;
    *value = 0;
    return GIMMIK_OK;
  }
  return header_error(cursor, cursor->position, error,
                      "bad header: 'fortran_order' must be True or False");
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }

/* A non-negative decimal integer.  It saturates just above `limit` rather
 * than overflow: past the limit its exact size no longer matters. */
static gimmik_status parse_extent(header_cursor *cursor, long long limit,
                                  long long *value, gimmik_error *error) {
  skip_spaces(cursor);
  if (at_end(cursor) || !is_digit(peek(cursor))) {
    char shown[24];
    return header_error(cursor, cursor->position, error,
                        "bad header: expected a dimension in 'shape', found "
                        "%s",
                        describe_next(cursor, shown, sizeof shown));
  }
  *value = 0;
  while (!at_end(cursor) && is_digit(peek(cursor))) {
    if (*value <= limit) *value = *value * 10 + (peek(cursor) - '0');
    cursor->position++;
  }
  return GIMMIK_OK;
}

/* Read the tuple's dimensions, e.g. (3, 4) or (7,); *count says how many
 * there were, of which the first two are kept in `extent`. */
static gimmik_status parse_tuple(header_cursor *cursor, long long extent[2],
                                 int *count, gimmik_error *error) {
  gimmik_status status = expect_character(cursor, '(', "to open 'shape'",
                                          error);
  *count = 0;
  while (status == GIMMIK_OK) {
    skip_spaces(cursor);
    if (!at_end(cursor) && peek(cursor) == ')') break;
    long long value = 0;
    status = parse_extent(cursor, GIMMIK_MAX_ENTRIES, &value, error);
    if (status != GIMMIK_OK) break;
    if (*count < 2) extent[*count] = value;
    (*count)++;
    skip_spaces(cursor);
    if (!at_end(cursor) && peek(cursor) == ')') break;
    status = expect_character(cursor, ',', "or ')' in 'shape'", error);
  }
  if (status == GIMMIK_OK) cursor->position++; /* the ')' */
  return status;
}

/* The shape must be 2-D and within the operator limits. */
static gimmik_status parse_shape(header_cursor *cursor, npy_header *header,
                                 gimmik_error *error) {
  skip_spaces(cursor);
  size_t start = cursor->position;
  long long extent[2] = {0, 0};
  int count;
  gimmik_status status = parse_tuple(cursor, extent, &count, error);
  if (status != GIMMIK_OK) return status;
  size_t length = cursor->position - start;
  int shown = length > QUOTE_LIMIT ? QUOTE_LIMIT : (int)length;
  const char *text = cursor->text + start;
  if (count != 2)
    return header_error(cursor, start, error,
                        "unsupported shape %.*s: expected a 2-D matrix, "
                        "found %d-D",
                        shown, text, count);
  if (extent[0] < 1 || extent[1] < 1)
    return header_error(cursor, start, error, "shape %.*s is empty", shown,
                        text);
  if (extent[0] > GIMMIK_MAX_DIMENSION || extent[1] > GIMMIK_MAX_DIMENSION)
    return header_error(cursor, start, error,
                        "shape %.*s: a dimension exceeds the limit of %d "
                        "(GIMMIK_MAX_DIMENSION)",
                        shown, text, GIMMIK_MAX_DIMENSION);
  if (extent[0] * extent[1] > GIMMIK_MAX_ENTRIES)
    return header_error(cursor, start, error,
                        "shape %.*s: %lld entries exceed the limit of %d "
                        "(GIMMIK_MAX_ENTRIES)",
                        shown, text, extent[0] * extent[1],
                        GIMMIK_MAX_ENTRIES);
  header->rows = (int)extent[0];
  header->cols = (int)extent[1];
  return GIMMIK_OK;
}

/* Find which of the three keys `key` is, refusing unknown and repeated
 * keys; *seen then points at its presence flag. */
static gimmik_status identify_key(header_cursor *cursor, text_span key,
                                  key_presence *keys, int **seen,
                                  gimmik_error *error) {
  if (span_equals(key, "descr")) *seen = &keys->descr;
  else if (span_equals(key, "fortran_order")) *seen = &keys->fortran_order;
  else if (span_equals(key, "shape")) *seen = &keys->shape;
  else
    return header_error(cursor, string_position(cursor, key), error,
                        "bad header: unexpected key '%.*s' (expected "
                        "'descr', 'fortran_order' and 'shape')",
                        quote_length(key), key.start);
  if (**seen)
    return header_error(cursor, string_position(cursor, key), error,
                        "bad header: key '%.*s' appears twice",
                        quote_length(key), key.start);
  **seen = 1;
  return GIMMIK_OK;
}

static gimmik_status parse_entry(header_cursor *cursor, npy_header *header,
                                 key_presence *keys, gimmik_error *error) {
  text_span key;
  int *seen = NULL; /* set by identify_key when it succeeds */
  gimmik_status status = parse_string(cursor, "key", &key, error);
  if (status == GIMMIK_OK)
    status = identify_key(cursor, key, keys, &seen, error);
  if (status == GIMMIK_OK)
    status = expect_character(cursor, ':', "after a key", error);
  if (status != GIMMIK_OK) return status;
  if (seen == &keys->descr) return parse_descr(cursor, header, error);
  if (seen == &keys->shape) return parse_shape(cursor, header, error);
  return parse_boolean(cursor, &header->fortran_order, error);
}

static gimmik_status check_keys_present(header_cursor *cursor,
                                        const key_presence *keys,
                                        gimmik_error *error) {
  const char *missing = !keys->descr           ? "descr"
                        : !keys->fortran_order ? "fortran_order"
                        : !keys->shape         ? "shape"
                                               : NULL;
  if (missing)
    return header_error(cursor, cursor->position, error,
                        "bad header: the key '%s' is missing", missing);
  return GIMMIK_OK;
}

/* The dict: '{' then KEY ':' VALUE pairs separated by commas (a trailing
 * comma is allowed, as NumPy writes one), '}', then only padding. */
static gimmik_status parse_dict(header_cursor *cursor, npy_header *header,
                                gimmik_error *error) {
  key_presence keys = {0, 0, 0};
  gimmik_status status = expect_character(cursor, '{', "to open the header",
                                          error);
  while (status == GIMMIK_OK) {
    skip_spaces(cursor);
    if (!at_end(cursor) && peek(cursor) == '}') break;
    status = parse_entry(cursor, header, &keys, error);
    if (status != GIMMIK_OK) break;
    skip_spaces(cursor);
    if (!at_end(cursor) && peek(cursor) == '}') break;
    status = expect_character(cursor, ',', "or '}' after a value", error);
  }
  if (status != GIMMIK_OK) return status;
  status = check_keys_present(cursor, &keys, error);
  if (status != GIMMIK_OK) return status;
  cursor->position++; /* the '}' */
  skip_spaces(cursor);
  if (!at_end(cursor)) {
    char shown[24];
    return header_error(cursor, cursor->position, error,
                        "bad header: unexpected %s after the dict",
                        describe_next(cursor, shown, sizeof shown));
  }
  return GIMMIK_OK;
}


/* ------------------------------------------------------------- preamble */

/* An unsigned integer of `size` (at most 4) little-endian bytes. */
static uint32_t decode_little_endian(const unsigned char *bytes, int size) {
  uint32_t value = 0;
  for (int i = size - 1; i >= 0; i--) value = value << 8 | bytes[i];
  return value;
}

/* Magic, version and header length; leaves the file at the header. */
static gimmik_status read_preamble(FILE *file, const char *path,
                                   uint32_t *header_length,
                                   long *header_offset, gimmik_error *error) {
  static const unsigned char magic[MAGIC_SIZE] = {0x93, 'N', 'U',
                                                  'M',  'P', 'Y'};
  unsigned char bytes[12];
  size_t got = fread(bytes, 1, LENGTH_OFFSET, file);
  if (ferror(file))
    return gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: read failed: %s",
                            path, strerror(errno));
  if (got == 0)
    return input_error(path, error,
                       "empty file: expected a .npy file (magic "
                       "\\x93NUMPY)");
  if (got < MAGIC_SIZE || memcmp(bytes, magic, MAGIC_SIZE) != 0)
    return input_error(path, error,
                       "byte 0: bad magic: not a .npy file (expected "
                       "\\x93NUMPY)");
  if (got < LENGTH_OFFSET)
    return input_error(path, error,
                       "truncated: the file ends at byte %zu, inside the "
                       "version",
                       got);
  int major = bytes[VERSION_OFFSET], minor = bytes[VERSION_OFFSET + 1];
  if (major < 1 || major > 3 || minor != 0)
    return input_error(path, error,
                       "byte %d: unsupported .npy format version %d.%d "
                       "(expected 1.0, 2.0 or 3.0)",
                       VERSION_OFFSET, major, minor);
  int length_size = major == 1 ? 2 : 4;
  got = fread(bytes + LENGTH_OFFSET, 1, (size_t)length_size, file);
  if (got < (size_t)length_size)
    return input_error(path, error,
                       "truncated: the file ends at byte %zu, inside the "
                       "header length",
                       LENGTH_OFFSET + got);
  *header_length = decode_little_endian(bytes + LENGTH_OFFSET, length_size);
  *header_offset = LENGTH_OFFSET + length_size;
  if (*header_length > HEADER_LIMIT)
    return input_error(path, error,
                       "byte %d: header length %lu exceeds the limit of %d "
                       "bytes",
                       LENGTH_OFFSET, (unsigned long)*header_length,
                       HEADER_LIMIT);
  return GIMMIK_OK;
}

static gimmik_status read_header(FILE *file, const char *path,
                                 npy_header *header, gimmik_error *error) {
  uint32_t length = 0; /* both set by read_preamble when it succeeds */
  long offset = 0;
  gimmik_status status = read_preamble(file, path, &length, &offset, error);
  if (status != GIMMIK_OK) return status;
  char *text = malloc(length + 1);
  if (!text)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "%s: out of memory for the header", path);
  size_t got = fread(text, 1, length, file);
  if (got < length) {
    free(text);
    return input_error(path, error,
                       "truncated header: expected %lu bytes from byte %ld, "
                       "found %zu",
                       (unsigned long)length, offset, got);
  }
  header_cursor cursor = {path, text, length, 0, offset};
  const char *nul = memchr(text, '\0', length);
  if (nul) {
    status = header_error(&cursor, (size_t)(nul - text), error,
                          "bad header: it holds a NUL byte");
  } else {
    status = parse_dict(&cursor, header, error);
  }
  header->data_offset = offset + (long)length;
  free(text);
  return status;
}


/* ------------------------------------------------------------------ data */

static double decode_value(const unsigned char *bytes, int item_size) {
  if (item_size == 4) {
    uint32_t bits = decode_little_endian(bytes, 4);
    float value;
    memcpy(&value, &bits, sizeof value);
    return value;
  }
  uint64_t bits = 0;
  for (int i = 7; i >= 0; i--) bits = bits << 8 | bytes[i];
  double value;
  memcpy(&value, &bits, sizeof value);
  return value;
}

/* After the data the file must end; count what follows to say how much. */
static gimmik_status check_no_trailing_bytes(FILE *file, const char *path,
                                             long data_end,
                                             gimmik_error *error) {
  unsigned char chunk[SKIP_CHUNK];
  unsigned long long trailing = 0;
  size_t got;
  while ((got = fread(chunk, 1, sizeof chunk, file)) > 0) trailing += got;
  if (ferror(file))
    return gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: read failed: %s",
                            path, strerror(errno));
  if (trailing)
    return input_error(path, error,
                       "%llu trailing bytes after the data (from byte %ld): "
                       "the file is longer than its shape says",
                       trailing, data_end);
  return GIMMIK_OK;
}

/* Convert the raw data to row-major doubles, refusing NaN and Inf. */
static gimmik_status decode_data(const unsigned char *data,
                                 const npy_header *header, const char *path,
                                 double *values, gimmik_error *error) {
  size_t count = (size_t)header->rows * (size_t)header->cols;
  for (size_t k = 0; k < count; k++) {
    size_t row = header->fortran_order ? k % (size_t)header->rows
                                       : k / (size_t)header->cols;
    size_t col = header->fortran_order ? k / (size_t)header->rows
                                       : k % (size_t)header->cols;
    double value = decode_value(data + k * (size_t)header->item_size,
                                header->item_size);
    if (!isfinite(value))
      return input_error(path, error,
                         "byte %ld: entry (%zu, %zu) is not finite (%g)",
                         header->data_offset + (long)(k * header->item_size),
                         row + 1, col + 1, value);
    values[row * (size_t)header->cols + col] = value;
  }
  return GIMMIK_OK;
}

static gimmik_status read_data(FILE *file, const char *path,
                               const npy_header *header, double *values,
                               gimmik_error *error) {
  size_t size = (size_t)header->rows * (size_t)header->cols *
                (size_t)header->item_size;
  unsigned char *data = malloc(size);
  if (!data)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "%s: out of memory for %zu bytes of data", path,
                            size);
  size_t got = fread(data, 1, size, file);
  gimmik_status status;
  if (ferror(file))
    status = gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: read failed: %s",
                              path, strerror(errno));
  else if (got < size)
    status = input_error(path, error,
                         "truncated data: a %d x %d '<f%d' array needs %zu "
                         "bytes from byte %ld, found %zu",
                         header->rows, header->cols, header->item_size, size,
                         header->data_offset, got);
  else
    status = check_no_trailing_bytes(file, path,
                                     header->data_offset + (long)size, error);
  if (status == GIMMIK_OK)
    status = decode_data(data, header, path, values, error);
  free(data);
  return status;
}

static int has_nonzero(const double *values, size_t count) {
  for (size_t i = 0; i < count; i++)
    if (values[i] != 0.0) return 1;
  return 0;
}


/* ------------------------------------------------------------ the reader */

static gimmik_status read_npy(FILE *file, const char *path,
                              gimmik_operator **result, gimmik_error *error) {
  npy_header header;
  memset(&header, 0, sizeof header);
  gimmik_status status = read_header(file, path, &header, error);
  if (status != GIMMIK_OK) return status;
  size_t count = (size_t)header.rows * (size_t)header.cols;
  double *values = malloc(count * sizeof *values);
  if (!values)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "%s: out of memory for a %d x %d matrix", path,
                            header.rows, header.cols);
  status = read_data(file, path, &header, values, error);
  if (status == GIMMIK_OK && !has_nonzero(values, count))
    status = input_error(path, error,
                         "every entry of the %d x %d matrix is zero (an "
                         "operator needs at least one nonzero)",
                         header.rows, header.cols);
  if (status == GIMMIK_OK)
    status = gimmik_operator_create(header.rows, header.cols, values, path,
                                    result, error);
  free(values);
  return status;
}

gimmik_status gimmik_operator_read_npy(const char *path,
                                       gimmik_operator **result,
                                       gimmik_error *error) {
  if (!result)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_operator_read_npy: no result pointer");
  *result = NULL;
  if (!path)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_operator_read_npy: no path given");
  FILE *file = fopen(path, "rb");
  if (!file)
    return gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: cannot open: %s",
                            path, strerror(errno));
  gimmik_status status = read_npy(file, path, result, error);
  fclose(file);
  return status;
}
