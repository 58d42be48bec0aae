/* dynamic_library.c: dlopen/dlsym behind the error convention. */
#include "runtime/dynamic_library.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

/* POSIX guarantees a data pointer can hold a function's address (dlsym
 * relies on it); the copy below relies on the sizes agreeing as well. */
_Static_assert(sizeof(void *) == sizeof(void (*)(void)),
               "function pointers must fit in a data pointer");

gimmik_status gimmik_library_open(const char *const *candidates,
                                  const char *absent_reason, void **handle,
                                  const char **opened, gimmik_error *error) {
  if (!candidates || !candidates[0] || !handle)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_library_open: no library named");
  *handle = NULL;
  /* The first failure explains best why the library is missing: later
   * candidates are fallbacks that usually do not exist either. */
  char first_reason[512] = "";
  for (const char *const *name = candidates; *name; name++) {
    void *library = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
    if (library) {
      *handle = library;
      if (opened) *opened = *name;
      return GIMMIK_OK;
    }
    const char *reason = dlerror();
    if (!first_reason[0] && reason)
      snprintf(first_reason, sizeof first_reason, "%s", reason);
  }
  return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                          "%s not found: %s (dlopen: %s)", candidates[0],
                          absent_reason ? absent_reason : "not installed",
                          first_reason[0] ? first_reason : "no reason given");
}

static void *library_lookup(void *handle, const char *name) {
  dlerror(); /* clear a stale message so the next one is ours */
  return name ? dlsym(handle, name) : NULL;
}

gimmik_status gimmik_library_bind(void *handle, const char *library_name,
                                  const gimmik_library_symbol *symbols,
                                  size_t count, gimmik_error *error) {
  if (!handle || (!symbols && count))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_library_bind: no library or symbols");
  for (size_t i = 0; i < count; i++) {
    void *address = library_lookup(handle, symbols[i].name);
    if (!address) address = library_lookup(handle, symbols[i].fallback_name);
    if (!address) {
      char alternative[128] = "";
      if (symbols[i].fallback_name)
        snprintf(alternative, sizeof alternative, " (nor %s)",
                 symbols[i].fallback_name);
      return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                              "%s lacks the symbol %s%s: the installed "
                              "version is too old or not the expected library",
                              library_name ? library_name : "library",
                              symbols[i].name, alternative);
    }
    memcpy(symbols[i].slot, &address, sizeof address);
  }
  return GIMMIK_OK;
}

void gimmik_library_bind_optional(void *handle, const char *name,
                                  void *slot) {
  void *address = handle ? library_lookup(handle, name) : NULL;
  memcpy(slot, &address, sizeof address);
}
