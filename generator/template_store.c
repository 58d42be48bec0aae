/* template_store.c: embedded templates with a development override. */
#include "generator/template_store.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *copy_bytes(const char *bytes, size_t length) {
  char *copy = malloc(length + 1);
  if (!copy) return NULL;
  memcpy(copy, bytes, length);
  copy[length] = '\0';
  return copy;
}

/* Read `folder/name`; returns 0 when the file does not exist. */
static int read_override(const char *folder, const char *name, char **text,
                         size_t *length, gimmik_status *status,
                         gimmik_error *error) {
  size_t path_length = strlen(folder) + strlen(name) + 2;
  char *path = malloc(path_length);
  if (!path) {
    *status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
    return 1;
  }
  snprintf(path, path_length, "%s/%s", folder, name);
  FILE *file = fopen(path, "rb");
  if (!file) {
    int missing = errno == ENOENT;
    if (!missing)
      *status = gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: %s", path,
                                 strerror(errno));
    free(path);
    return !missing;
  }
  char *data = NULL;
  size_t used = 0, capacity = 0, got;
  char chunk[8192];
  while ((got = fread(chunk, 1, sizeof chunk, file)) > 0) {
    if (used + got + 1 > capacity) {
      capacity = (used + got + 1) * 2;
      char *grown = realloc(data, capacity);
      if (!grown) break;
      data = grown;
    }
    memcpy(data + used, chunk, got);
    used += got;
  }
  int failed = ferror(file) || (got > 0);
  fclose(file);
  if (failed || !data) {
    free(data);
    data = failed ? NULL : copy_bytes("", 0);
  }
  if (!data) {
    *status = gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: cannot read",
                               path);
    free(path);
    return 1;
  }
  free(path);
  data[used] = '\0';
  *text = data;
  *length = used;
  *status = GIMMIK_OK;
  return 1;
}

gimmik_status gimmik_template_fetch(const char *name, char **text,
                                    size_t *length, gimmik_error *error) {
  const char *folder = getenv("GIMMIK_TEMPLATE_DIR");
  gimmik_status status = GIMMIK_OK;
  if (folder && *folder &&
      read_override(folder, name, text, length, &status, error))
    return status;
  for (const gimmik_embedded_template *entry = gimmik_embedded_templates;
       entry->name; entry++)
    if (strcmp(entry->name, name) == 0) {
      *text = copy_bytes(entry->text, entry->length);
      *length = entry->length;
      if (!*text)
        return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
      return GIMMIK_OK;
    }
  return gimmik_error_set(error, GIMMIK_ERROR_TEMPLATE,
                          "no template named '%s'", name);
}
