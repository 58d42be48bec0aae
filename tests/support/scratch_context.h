/*
 * scratch_context.h: a context for tests (gimmik/runtime.h) whose binary
 * cache and tuning database live in a fresh folder under /tmp, removed
 * with the context, so a test neither reads nor leaves anything in the
 * user's cache.
 */
#ifndef GIMMIK_TESTING_SCRATCH_CONTEXT_H
#define GIMMIK_TESTING_SCRATCH_CONTEXT_H

#include "gimmik/runtime.h"

typedef struct scratch_context {
  gimmik_context *context;
  char folder[64];
} scratch_context;

/* A context on `backend` (device `selector`, NULL for the first) that
 * never tunes.  On failure scratch->context is NULL and nothing is left
 * behind. */
gimmik_status scratch_context_open(gimmik_backend backend,
                                   const char *selector,
                                   scratch_context *scratch,
                                   gimmik_error *error);

/* A test program's start: argv[1] names the backend (c, opencl or cuda)
 * and a never-tuning context on it is opened into `scratch`.  0 when it
 * is; otherwise what main returns: 2 after the usage, 77 (skipped) when
 * the backend has no device here, said on standard output. */
int scratch_context_from_arguments(int argc, char **argv,
                                   gimmik_backend *backend,
                                   scratch_context *scratch);

/* The same context, tuning where no decision is stored. */
gimmik_status scratch_context_open_tuning(gimmik_backend backend,
                                          const char *selector,
                                          scratch_context *scratch,
                                          gimmik_error *error);

/* Destroy the context and remove its folder. */
void scratch_context_close(scratch_context *scratch);

#endif
