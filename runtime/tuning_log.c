/* tuning_log.c: the kernels a tuning did not keep (tuning_log.h). */
#include "runtime/tuning_log.h"

#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "runtime/context_internal.h"

static void append(const gimmik_context *context, const char *line,
                   size_t length) {
  if (!gimmik_binary_cache_persistent(context->cache)) return;
  const char *folder = gimmik_binary_cache_folder(context->cache);
  size_t size = strlen(folder) + sizeof "/tuning.log";
  char *path = malloc(size);
  if (!path) return;
  snprintf(path, size, "%s/tuning.log", folder);
  int file = open(path, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC,
                  gimmik_cache_shared() ? 0660 : 0600);
  free(path);
  if (file < 0) return;
  /* A log that cannot be written costs nothing but the log. */
  ssize_t written = write(file, line, length);
  (void)written;
  close(file);
}

void gimmik_tuning_note(const gimmik_plan *plan, const char *kernel,
                        const char *format, ...) {
  const gimmik_context *context = plan->context;
  char what[1400];
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(what, sizeof what, format, arguments);
  va_end(arguments);
  if (context->options.verbose)
    fprintf(stderr, "gimmik: tuning %s: %s: %s\n", plan->label, kernel, what);
  char stamp[32];
  time_t now = time(NULL);
  struct tm utc;
  gmtime_r(&now, &utc);
  strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%SZ", &utc);
  char line[2400];
  int length = snprintf(line, sizeof line, "%s %s | %s | %s: %s\n", stamp,
                        context->device_name, plan->label, kernel, what);
  if (length < 0) return;
  if ((size_t)length >= sizeof line) {
    length = (int)sizeof line - 1;
    line[length - 1] = '\n';
  }
  append(context, line, (size_t)length);
}
