/* error.c: the status-plus-message convention declared in gimmik/error.h. */
#include "gimmik/error.h"

#include "common/c_locale.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gimmik_error_init(gimmik_error *error) {
  if (!error) return;
  error->status = GIMMIK_OK;
  error->message[0] = '\0';
  error->log = NULL;
}

void gimmik_error_clear(gimmik_error *error) {
  if (!error) return;
  free(error->log);
  gimmik_error_init(error);
}

gimmik_status gimmik_error_set_va(gimmik_error *error, gimmik_status status,
                                  const char *format, va_list arguments) {
  if (!error) return status;
  error->status = status;
  gimmik_vsnprintf(error->message, sizeof error->message, format, arguments);
  return status;
}

gimmik_status gimmik_error_set(gimmik_error *error, gimmik_status status,
                               const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  gimmik_error_set_va(error, status, format, arguments);
  va_end(arguments);
  return status;
}

void gimmik_error_attach_log(gimmik_error *error, const char *log) {
  if (!error || !log) return;
  free(error->log);
  size_t length = strlen(log);
  error->log = malloc(length + 1);
  if (error->log) memcpy(error->log, log, length + 1);
}

void gimmik_error_prefix(gimmik_error *error, const char *format, ...) {
  if (!error) return;
  char prefix[GIMMIK_ERROR_MESSAGE_SIZE / 2];
  va_list arguments;
  va_start(arguments, format);
  gimmik_vsnprintf(prefix, sizeof prefix, format, arguments);
  va_end(arguments);
  /* Shift the message right to make room for "prefix: ", truncating its
   * end if it no longer fits. */
  size_t prefix_length = strlen(prefix) + 2;
  size_t room = sizeof error->message - prefix_length - 1;
  size_t message_length = strlen(error->message);
  if (message_length > room) message_length = room;
  memmove(error->message + prefix_length, error->message, message_length);
  error->message[prefix_length + message_length] = '\0';
  memcpy(error->message, prefix, prefix_length - 2);
  memcpy(error->message + prefix_length - 2, ": ", 2);
}

const char *gimmik_status_name(gimmik_status status) {
  switch (status) {
  case GIMMIK_OK: return "ok";
  case GIMMIK_ERROR_INPUT: return "input";
  case GIMMIK_ERROR_ARGUMENT: return "argument";
  case GIMMIK_ERROR_UNSUPPORTED: return "unsupported";
  case GIMMIK_ERROR_TEMPLATE: return "template";
  case GIMMIK_ERROR_BACKEND: return "backend";
  case GIMMIK_ERROR_COMPILE: return "compile";
  case GIMMIK_ERROR_IO: return "io";
  case GIMMIK_ERROR_MEMORY: return "memory";
  }
  return "unknown";
}
