/*
 * compiler_log.h (internal): turn a failed compilation into an error whose
 * one-line message already shows the compiler's first complaint, with the
 * whole log attached for whoever needs more.
 */
#ifndef GIMMIK_RUNTIME_COMPILER_LOG_H
#define GIMMIK_RUNTIME_COMPILER_LOG_H

#include "gimmik/error.h"

/* Set GIMMIK_ERROR_COMPILE: "<what>: <first line of log naming an error>",
 * attach `log` (may be NULL) and return the status. */
gimmik_status gimmik_compile_failure(gimmik_error *error, const char *what,
                                     const char *log);

#endif
