/* compiler_log.c: see compiler_log.h. */
#include "runtime/compiler_log.h"

#include <string.h>

/* The line holding the first "error", else the first non-empty line: that
 * is what a reader of a one-line message wants to see. */
static void log_headline(const char *log, const char **start, int *length) {
  *start = "";
  *length = 0;
  if (!log) return;
  const char *line = strstr(log, "error");
  if (line) {
    while (line > log && line[-1] != '\n') line--;
  } else {
    line = log;
    while (*line == '\n' || *line == '\r' || *line == ' ') line++;
  }
  const char *end = strchr(line, '\n');
  size_t span = end ? (size_t)(end - line) : strlen(line);
  if (span > 300) span = 300;
  *start = line;
  *length = (int)span;
}

gimmik_status gimmik_compile_failure(gimmik_error *error, const char *what,
                                     const char *log) {
  const char *headline;
  int length;
  log_headline(log, &headline, &length);
  gimmik_error_set(error, GIMMIK_ERROR_COMPILE, "%s%s%.*s", what,
                   length ? ": " : " (the compiler left no log)", length,
                   headline);
  gimmik_error_attach_log(error, log);
  return GIMMIK_ERROR_COMPILE;
}
