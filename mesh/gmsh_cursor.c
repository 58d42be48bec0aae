/* gmsh_cursor.c: see gmsh_cursor.h. */
#include "mesh/gmsh_cursor.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Longer text tokens are malformed: no number needs more. */
enum { TOKEN_SIZE = 64 };

gimmik_status gimmik_gmsh_fail(const gmsh_cursor *cursor, gimmik_error *error,
                        const char *format, ...) {
  char detail[GIMMIK_ERROR_MESSAGE_SIZE];
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(detail, sizeof detail, format, arguments);
  va_end(arguments);
  if (cursor->binary_file)
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT, "%s: byte %zu: %s",
                            cursor->path, cursor->at, detail);
  return gimmik_error_set(error, GIMMIK_ERROR_INPUT, "%s:%ld: %s", cursor->path,
                          cursor->line, detail);
}

static int is_space(unsigned char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' ||
         c == '\f';
}

static void skip_space(gmsh_cursor *cursor) {
  while (cursor->at < cursor->size && is_space(cursor->bytes[cursor->at])) {
    if (cursor->bytes[cursor->at] == '\n') cursor->line++;
    cursor->at++;
  }
}

static gimmik_status truncated(const gmsh_cursor *cursor, gimmik_error *error) {
  return gimmik_gmsh_fail(cursor, error, "the file ends inside $%s (truncated?)",
                   cursor->section);
}

/* The rest of the current line, at most size - 1 bytes of it, into text
 * (control bytes as '?'); the cursor moves past the line's end. */
static void take_line(gmsh_cursor *cursor, char *text, size_t size) {
  size_t length = 0;
  while (cursor->at < cursor->size && cursor->bytes[cursor->at] != '\n') {
    unsigned char c = cursor->bytes[cursor->at];
    /* Binary bytes read as text must not reach a message raw. */
    char shown = is_space(c) ? ' ' : c >= 32 && c < 127 ? (char)c : '?';
    if (length + 1 < size) text[length++] = shown;
    cursor->at++;
  }
  while (length > 0 && is_space((unsigned char)text[length - 1])) length--;
  text[length] = '\0';
  if (cursor->at < cursor->size) {
    cursor->at++;
    cursor->line++;
  }
}

gimmik_status gimmik_gmsh_section_begin(gmsh_cursor *cursor, int *found,
                                 gimmik_error *error) {
  *found = 0;
  cursor->binary = 0;
  skip_space(cursor);
  if (cursor->at >= cursor->size) return GIMMIK_OK;
  char line[GMSH_NAME_SIZE];
  long line_number = cursor->line;
  take_line(cursor, line, sizeof line);
  if (line[0] != '$' || line[1] == '\0' || strncmp(line, "$End", 4) == 0) {
    cursor->line = line_number;
    return gimmik_gmsh_fail(cursor, error,
                     "expected a section such as $Nodes, found '%.40s'", line);
  }
  snprintf(cursor->section, sizeof cursor->section, "%s", line + 1);
  *found = 1;
  return GIMMIK_OK;
}

gimmik_status gimmik_gmsh_section_end(gmsh_cursor *cursor, gimmik_error *error) {
  cursor->binary = 0;
  skip_space(cursor);
  if (cursor->at >= cursor->size) return truncated(cursor, error);
  char expected[GMSH_NAME_SIZE + 8], line[GMSH_NAME_SIZE + 8];
  snprintf(expected, sizeof expected, "$End%s", cursor->section);
  long line_number = cursor->line;
  take_line(cursor, line, sizeof line);
  if (strcmp(line, expected) == 0) return GIMMIK_OK;
  cursor->line = line_number;
  return gimmik_gmsh_fail(cursor, error,
                   "expected %s, found '%.40s' (more values than the counts "
                   "of $%s say?)",
                   expected, line, cursor->section);
}

gimmik_status gimmik_gmsh_section_skip(gmsh_cursor *cursor, gimmik_error *error) {
  char expected[GMSH_NAME_SIZE + 8];
  int length = snprintf(expected, sizeof expected, "\n$End%s", cursor->section);
  size_t start = cursor->at > 0 ? cursor->at - 1 : 0;
  for (size_t i = start; i + (size_t)length <= cursor->size; i++) {
    if (memcmp(cursor->bytes + i, expected, (size_t)length) != 0) continue;
    for (size_t j = cursor->at; j <= i; j++)
      cursor->line += cursor->bytes[j] == '\n';
    cursor->at = i + 1;
    char line[GMSH_NAME_SIZE + 8];
    take_line(cursor, line, sizeof line);
    return GIMMIK_OK;
  }
  return gimmik_gmsh_fail(cursor, error, "$%s has no $End%s (truncated?)",
                   cursor->section, cursor->section);
}

void gimmik_gmsh_end_line(gmsh_cursor *cursor) {
  while (cursor->at < cursor->size && (cursor->bytes[cursor->at] == ' ' ||
                                       cursor->bytes[cursor->at] == '\t' ||
                                       cursor->bytes[cursor->at] == '\r'))
    cursor->at++;
  if (cursor->at < cursor->size && cursor->bytes[cursor->at] == '\n') {
    cursor->at++;
    cursor->line++;
  }
}

/* The next text token into `token`. */
static gimmik_status read_token(gmsh_cursor *cursor, const char *what,
                                char token[TOKEN_SIZE], gimmik_error *error) {
  skip_space(cursor);
  if (cursor->at >= cursor->size) return truncated(cursor, error);
  if (cursor->bytes[cursor->at] == '$')
    return gimmik_gmsh_fail(cursor, error,
                     "found the end of $%s where %s was expected (fewer "
                     "values than its counts say)",
                     cursor->section, what);
  size_t length = 0;
  while (cursor->at < cursor->size && !is_space(cursor->bytes[cursor->at])) {
    if (length + 1 >= TOKEN_SIZE)
      return gimmik_gmsh_fail(cursor, error, "%s: a token of more than %d characters",
                       what, TOKEN_SIZE - 1);
    token[length++] = (char)cursor->bytes[cursor->at++];
  }
  token[length] = '\0';
  return GIMMIK_OK;
}

/* `width` little-endian bytes as an unsigned number. */
static gimmik_status read_bytes(gmsh_cursor *cursor, int width, uint64_t *value,
                                gimmik_error *error) {
  if (cursor->size - cursor->at < (size_t)width)
    return truncated(cursor, error);
  *value = 0;
  for (int b = width - 1; b >= 0; b--)
    *value = *value << 8 | cursor->bytes[cursor->at + (size_t)b];
  cursor->at += (size_t)width;
  return GIMMIK_OK;
}

static gimmik_status parse_integer(gmsh_cursor *cursor, const char *what,
                                   long long low, long long high,
                                   long long *value, gimmik_error *error) {
  char token[TOKEN_SIZE], *end;
  gimmik_status status = read_token(cursor, what, token, error);
  if (status != GIMMIK_OK) return status;
  errno = 0;
  *value = strtoll(token, &end, 10);
  if (end == token || *end != '\0')
    return gimmik_gmsh_fail(cursor, error, "%s: '%s' is not an integer", what, token);
  if (errno == ERANGE || *value < low || *value > high)
    return gimmik_gmsh_fail(cursor, error, "%s: %s is outside %lld..%lld", what, token,
                     low, high);
  return GIMMIK_OK;
}

gimmik_status gimmik_gmsh_read_size(gmsh_cursor *cursor, const char *what,
                             long long *value, gimmik_error *error) {
  if (!cursor->binary)
    return parse_integer(cursor, what, 0, LLONG_MAX, value, error);
  uint64_t bits = 0;
  gimmik_status status = read_bytes(cursor, 8, &bits, error);
  if (status != GIMMIK_OK) return status;
  if (bits > (uint64_t)LLONG_MAX)
    return gimmik_gmsh_fail(cursor, error, "%s: %llu is too large", what,
                     (unsigned long long)bits);
  *value = (long long)bits;
  return GIMMIK_OK;
}

gimmik_status gimmik_gmsh_read_int(gmsh_cursor *cursor, const char *what, int *value,
                            gimmik_error *error) {
  long long wide;
  gimmik_status status;
  if (!cursor->binary) {
    status = parse_integer(cursor, what, INT_MIN, INT_MAX, &wide, error);
  } else {
    uint64_t bits = 0;
    status = read_bytes(cursor, 4, &bits, error);
    wide = (int32_t)(uint32_t)bits;
  }
  if (status == GIMMIK_OK) *value = (int)wide;
  return status;
}

gimmik_status gimmik_gmsh_read_real(gmsh_cursor *cursor, const char *what,
                             double *value, gimmik_error *error) {
  if (cursor->binary) {
    uint64_t bits = 0;
    gimmik_status status = read_bytes(cursor, 8, &bits, error);
    if (status != GIMMIK_OK) return status;
    memcpy(value, &bits, sizeof *value);
  } else {
    char token[TOKEN_SIZE], *end;
    gimmik_status status = read_token(cursor, what, token, error);
    if (status != GIMMIK_OK) return status;
    *value = strtod(token, &end);
    if (end == token || *end != '\0')
      return gimmik_gmsh_fail(cursor, error, "%s: '%s' is not a number", what, token);
  }
  if (!isfinite(*value))
    return gimmik_gmsh_fail(cursor, error, "%s is not finite", what);
  return GIMMIK_OK;
}

gimmik_status gimmik_gmsh_read_word(gmsh_cursor *cursor, const char *what, char *word,
                             size_t size, gimmik_error *error) {
  int binary = cursor->binary;
  cursor->binary = 0;
  char token[TOKEN_SIZE];
  gimmik_status status = read_token(cursor, what, token, error);
  cursor->binary = binary;
  if (status == GIMMIK_OK) snprintf(word, size, "%s", token);
  return status;
}

gimmik_status gimmik_gmsh_read_quoted(gmsh_cursor *cursor, char *name, size_t size,
                               gimmik_error *error) {
  while (cursor->at < cursor->size && (cursor->bytes[cursor->at] == ' ' ||
                                       cursor->bytes[cursor->at] == '\t'))
    cursor->at++;
  if (cursor->at >= cursor->size || cursor->bytes[cursor->at] != '"')
    return gimmik_gmsh_fail(cursor, error, "expected a quoted name");
  size_t length = 0, at = cursor->at + 1;
  while (at < cursor->size && cursor->bytes[at] != '"' &&
         cursor->bytes[at] != '\n') {
    if (length + 1 < size) name[length++] = (char)cursor->bytes[at];
    at++;
  }
  if (at >= cursor->size || cursor->bytes[at] != '"')
    return gimmik_gmsh_fail(cursor, error, "the quoted name has no closing quote");
  name[length] = '\0';
  cursor->at = at + 1;
  return GIMMIK_OK;
}

gimmik_status gimmik_gmsh_check_count(const gmsh_cursor *cursor, const char *what,
                               long long count, long long bytes_each,
                               gimmik_error *error) {
  long long rest = (long long)(cursor->size - cursor->at);
  if (count > 0 && count > rest / bytes_each)
    return gimmik_gmsh_fail(cursor, error,
                     "%s = %lld is more than the rest of the file can hold (a "
                     "bad count or a truncated file)",
                     what, count);
  return GIMMIK_OK;
}
