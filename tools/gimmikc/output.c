/* output.c: the kernel and its metadata to files (output.h). */
#include "output.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gimmik/file_output.h"

/* Both outputs are checked before either is written, so a refusal to
 * overwrite the metadata does not leave a lone kernel behind. */
static gimmik_status check_meta_free(const gimmikc_options *options,
                                     gimmik_error *error) {
  if (!options->meta_path || options->force ||
      strcmp(options->meta_path, "-") == 0)
    return GIMMIK_OK;
  FILE *existing = fopen(options->meta_path, "r");
  if (!existing) return GIMMIK_OK;
  fclose(existing);
  return gimmik_error_set(error, GIMMIK_ERROR_IO,
                          "%s exists; not replacing it (use --force)",
                          options->meta_path);
}

gimmik_status gimmikc_write_kernel(const gimmik_kernel *kernel,
                                   const gimmikc_options *options,
                                   gimmik_error *error) {
  const char *source = gimmik_kernel_source(kernel);
  char *json = gimmik_kernel_info_json(gimmik_kernel_metadata(kernel));
  gimmik_status status =
      json ? GIMMIK_OK
           : gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  if (status == GIMMIK_OK) status = check_meta_free(options, error);
  if (status == GIMMIK_OK)
    status = gimmik_write_file(options->output_path, source, strlen(source),
                               options->force, error);
  if (status == GIMMIK_OK && options->meta_path) {
    size_t length = strlen(json);
    json[length] = '\n'; /* the terminator becomes the final newline */
    status = gimmik_write_file(options->meta_path, json, length + 1,
                               options->force, error);
  }
  free(json);
  return status;
}
