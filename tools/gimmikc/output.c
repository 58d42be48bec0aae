/* output.c: the kernel and its metadata to files (output.h). */
#include "output.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gimmik/file_output.h"

gimmik_status gimmikc_write_kernel(const gimmik_kernel *kernel,
                                   const gimmikc_options *options,
                                   gimmik_error *error) {
  const char *source = gimmik_kernel_source(kernel);
  char *json = gimmik_kernel_info_json(gimmik_kernel_metadata(kernel));
  if (!json)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  size_t length = strlen(json);
  json[length] = '\n'; /* the terminator becomes the final newline */
  gimmik_output_file files[2] = {
      {options->output_path, source, strlen(source)},
      {options->meta_path, json, length + 1}};
  /* Both or neither: a failed --meta leaves no kernel behind. */
  gimmik_status status = gimmik_write_files(
      files, options->meta_path ? 2 : 1, options->force, error);
  free(json);
  return status;
}
