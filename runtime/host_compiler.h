/*
 * host_compiler.h (internal): the system C compiler, run as a child
 * process, turning generated C into a shared object the C backend loads.
 *
 * The compiler is $CC (split at blanks, so "ccache gcc" works) or `cc`.
 * Flags: -O3 -march=native -fopenmp -shared -fPIC -std=c17 -Wall, then the
 * caller's options (a later -march=... overrides native, e.g. for running
 * under valgrind, which lacks AVX-512).  When the build fails and the log
 * blames OpenMP, it is retried without -fopenmp and the returned log starts
 * with a line saying so.
 *
 * Each run works in a private folder $TMPDIR/gimmik-cc-XXXXXX, removed
 * after it.  A compile killed midway leaves its folder: before its first
 * compile, a process removes this user's gimmik-cc-* folders untouched for
 * six hours.
 */
#ifndef GIMMIK_RUNTIME_HOST_COMPILER_H
#define GIMMIK_RUNTIME_HOST_COMPILER_H

#include <stddef.h>

#include "gimmik/error.h"

/* On success *object holds the shared object's bytes (malloc'd) and *log
 * (when `log` is not NULL) the compiler's output, "" when silent.  A source
 * the compiler rejects is GIMMIK_ERROR_COMPILE with the log attached. */
gimmik_status gimmik_host_compile(const char *source, const char *options,
                                  unsigned char **object, size_t *size,
                                  char **log, gimmik_error *error);

/* The first line of `<compiler> --version`; fails with GIMMIK_ERROR_BACKEND
 * when no compiler runs. */
gimmik_status gimmik_host_compiler_version(char *text, size_t size,
                                           gimmik_error *error);

/* What -march=native means with this compiler on this processor:
 * "<cpu> <16 hex digits of a digest of the target options it enables>",
 * or "unknown".  Part of the C backend's device key, so that two
 * processor generations sharing a cache folder never load each other's
 * binaries.  Computed once per $CC in a process (a compiler run). */
void gimmik_host_compiler_target(char *text, size_t size);

#endif
