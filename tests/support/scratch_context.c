/* scratch_context.c: contexts with a private cache (scratch_context.h). */
#include "scratch_context.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static gimmik_status open_with(gimmik_backend backend, const char *selector,
                               gimmik_tuning tuning, scratch_context *scratch,
                               gimmik_error *error) {
  memset(scratch, 0, sizeof *scratch);
  snprintf(scratch->folder, sizeof scratch->folder,
           "/tmp/gimmik-test-XXXXXX");
  if (!mkdtemp(scratch->folder)) {
    scratch->folder[0] = '\0';
    return gimmik_error_set(error, GIMMIK_ERROR_IO,
                            "cannot make a folder under /tmp");
  }
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.backend = backend;
  options.device = selector;
  options.cache_dir = scratch->folder;
  options.tuning = tuning;
  gimmik_status status =
      gimmik_context_create(&options, &scratch->context, error);
  if (status != GIMMIK_OK) scratch_context_close(scratch);
  return status;
}

gimmik_status scratch_context_open(gimmik_backend backend,
                                   const char *selector,
                                   scratch_context *scratch,
                                   gimmik_error *error) {
  return open_with(backend, selector, GIMMIK_TUNE_NEVER, scratch, error);
}

int scratch_context_from_arguments(int argc, char **argv,
                                   gimmik_backend *backend,
                                   scratch_context *scratch) {
  gimmik_error error;
  gimmik_error_init(&error);
  if (argc != 2 || gimmik_backend_parse(argv[1], backend, &error)) {
    fprintf(stderr, "usage: %s c | opencl | cuda\n", argv[0]);
    gimmik_error_clear(&error);
    return 2;
  }
  if (scratch_context_open(*backend, NULL, scratch, &error) != GIMMIK_OK) {
    printf("skipped: %s\n", error.message);
    gimmik_error_clear(&error);
    return 77;
  }
  return 0;
}

gimmik_status scratch_context_open_tuning(gimmik_backend backend,
                                          const char *selector,
                                          scratch_context *scratch,
                                          gimmik_error *error) {
  return open_with(backend, selector, GIMMIK_TUNE_IF_UNKNOWN, scratch, error);
}

void scratch_context_close(scratch_context *scratch) {
  gimmik_context_destroy(scratch->context, NULL);
  scratch->context = NULL;
  if (scratch->folder[0]) {
    char command[128];
    snprintf(command, sizeof command, "rm -rf '%s'", scratch->folder);
    if (system(command) != 0)
      fprintf(stderr, "scratch_context: could not remove %s\n",
              scratch->folder);
  }
  scratch->folder[0] = '\0';
}
