/* run.c: placeholder replaced below once the runtime lands. */
#include "run.h"

int gimmikc_run(const gimmik_operator *op, const gimmikc_options *options,
                gimmik_error *error) {
  (void)op;
  (void)options;
  return gimmik_error_set(error, GIMMIK_ERROR_BACKEND, "run: not built yet") ? 1 : 1;
}
