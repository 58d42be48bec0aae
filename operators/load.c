/* load.c: choose the reader for a path or built-in spec. */
#include "gimmik/operator.h"
#include "gimmik/spec.h"

#include <string.h>

static int has_suffix(const char *text, const char *suffix) {
  size_t length = strlen(text), suffix_length = strlen(suffix);
  return length >= suffix_length &&
         strcmp(text + length - suffix_length, suffix) == 0;
}

gimmik_status gimmik_operator_load(const char *path_or_spec,
                                   gimmik_operator **result,
                                   gimmik_error *error) {
  *result = NULL;
  if (!path_or_spec || !*path_or_spec)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "no operator path or spec given");
  if (gimmik_spec_is_spec(path_or_spec))
    return gimmik_spec_build(path_or_spec, result, error);
  if (has_suffix(path_or_spec, ".mtx"))
    return gimmik_operator_read_mtx(path_or_spec, result, error);
  if (has_suffix(path_or_spec, ".npy"))
    return gimmik_operator_read_npy(path_or_spec, result, error);
  return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                          "%s: unknown operator format (expected a .mtx or "
                          ".npy file or a built-in spec such as gll-diff:8)",
                          path_or_spec);
}
