/*
 * gimmik/error.h: the one error convention of the whole library.
 *
 * Every fallible function returns a gimmik_status and takes a
 * `gimmik_error *error` as its last argument.  On failure the function fills
 * the error (status, a one-line message that names the file and line or the
 * argument at fault, and for compilers their full log) and returns the same
 * status.  `error` may be NULL when the caller only wants the status.
 */
#ifndef GIMMIK_ERROR_H
#define GIMMIK_ERROR_H

#include <stdarg.h>

#include "gimmik/export.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

typedef enum gimmik_status {
  GIMMIK_OK = 0,
  GIMMIK_ERROR_INPUT,       /* malformed operator file or spec */
  GIMMIK_ERROR_ARGUMENT,    /* a bad argument to a library call */
  GIMMIK_ERROR_UNSUPPORTED, /* a valid request this variant or backend cannot serve */
  GIMMIK_ERROR_TEMPLATE,    /* a kernel template failed to render */
  GIMMIK_ERROR_BACKEND,     /* a backend is absent or one of its calls failed */
  GIMMIK_ERROR_COMPILE,     /* a kernel failed to compile; the log is attached */
  GIMMIK_ERROR_IO,          /* the file system refused a read or write */
  GIMMIK_ERROR_MEMORY       /* an allocation failed */
} gimmik_status;

enum { GIMMIK_ERROR_MESSAGE_SIZE = 1024 };

typedef struct gimmik_error {
  gimmik_status status;
  char message[GIMMIK_ERROR_MESSAGE_SIZE];
  char *log; /* compiler or driver log, owned by the error; NULL when none */
} gimmik_error;

/* Start an error in the GIMMIK_OK state; call once before first use. */
void gimmik_error_init(gimmik_error *error);

/* Release the log and return to GIMMIK_OK. */
void gimmik_error_clear(gimmik_error *error);

/* Record a failure and return its status, so callers can write
 * `return gimmik_error_set(error, GIMMIK_ERROR_INPUT, "%s:%d: ...", ...);`.
 * A second failure recorded on top of a first replaces it. */
gimmik_status gimmik_error_set(gimmik_error *error, gimmik_status status,
                               const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

gimmik_status gimmik_error_set_va(gimmik_error *error, gimmik_status status,
                                  const char *format, va_list arguments);

/* Attach a copy of `log` (a compiler's output) to the error. */
void gimmik_error_attach_log(gimmik_error *error, const char *log);

/* Prefix the current message with "context: " (e.g. the operator's path). */
void gimmik_error_prefix(gimmik_error *error, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* A short stable name for a status, e.g. "input" or "compile". */
const char *gimmik_status_name(gimmik_status status);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
