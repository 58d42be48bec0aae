/*
 * dynamic_library.h (internal): open a shared library at run time and fill a
 * table of function pointers from it, so one build of gimmik runs on machines
 * with or without a GPU driver, an OpenCL loader or the CUDA toolkit.
 *
 * Libraries opened here stay open for the life of the process: drivers do
 * not expect to be unloaded while their threads and contexts live on.
 */
#ifndef GIMMIK_RUNTIME_DYNAMIC_LIBRARY_H
#define GIMMIK_RUNTIME_DYNAMIC_LIBRARY_H

#include <stddef.h>

#include "gimmik/error.h"

/* One function to look up.  `slot` is the address of the function pointer
 * that receives it (e.g. &table.cuInit). */
typedef struct gimmik_library_symbol {
  const char *name;          /* preferred export, e.g. "cuMemAlloc_v2" */
  const char *fallback_name; /* older export tried when `name` is missing, or NULL */
  void *slot;
} gimmik_library_symbol;

/* Open the first of `candidates` (a NULL-terminated list of file names or
 * paths) that the dynamic loader accepts.  When none does, fail with
 * GIMMIK_ERROR_BACKEND: "<first candidate> not found: <absent_reason>",
 * followed by the loader's own words.  `opened` (may be NULL) receives the
 * candidate that worked. */
gimmik_status gimmik_library_open(const char *const *candidates,
                                  const char *absent_reason, void **handle,
                                  const char **opened, gimmik_error *error);

/* Fill every symbol's slot from `handle`; a missing one is a
 * GIMMIK_ERROR_BACKEND error naming the symbol and `library_name`. */
gimmik_status gimmik_library_bind(void *handle, const char *library_name,
                                  const gimmik_library_symbol *symbols,
                                  size_t count, gimmik_error *error);

/* The address of `name` in `handle` copied to `slot` (a function pointer),
 * or NULL there when the library lacks it: for calls of newer versions
 * that a caller can do without. */
void gimmik_library_bind_optional(void *handle, const char *name, void *slot);

#endif
