/* template_store.c: embedded templates with a development override, and
 * the walk over all of them (gimmik/templates.h). */
#include "generator/template_store.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gimmik/templates.h"

static char *copy_bytes(const char *bytes, size_t length) {
  char *copy = malloc(length + 1);
  if (!copy) return NULL;
  memcpy(copy, bytes, length);
  copy[length] = '\0';
  return copy;
}

/* The whole of an open file, NUL-terminated; NULL on a read failure. */
static char *read_all(FILE *file, size_t *length) {
  if (fseek(file, 0, SEEK_END) != 0) return NULL;
  long size = ftell(file);
  if (size < 0 || fseek(file, 0, SEEK_SET) != 0) return NULL;
  char *data = malloc((size_t)size + 1);
  if (data && fread(data, 1, (size_t)size, file) != (size_t)size) {
    free(data);
    return NULL;
  }
  if (data) data[size] = '\0';
  *length = (size_t)size;
  return data;
}

/* Read `folder/name` into *text.  Returns 0 when there is no such file (the
 * embedded template applies), 1 when the override decided: *status says
 * whether it was read. */
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
  if (!file && errno == ENOENT) {
    free(path);
    return 0;
  }
  *text = file ? read_all(file, length) : NULL;
  *status = *text ? GIMMIK_OK
                  : gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: %s", path,
                                     file ? "cannot read" : strerror(errno));
  if (file) fclose(file);
  free(path);
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

gimmik_status gimmik_templates_visit(gimmik_template_visitor visit,
                                     void *data, gimmik_error *error) {
  if (!visit)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_templates_visit: visit is NULL");
  gimmik_status status = GIMMIK_OK;
  for (const gimmik_embedded_template *entry = gimmik_embedded_templates;
       entry->name && status == GIMMIK_OK; entry++) {
    char *text;
    size_t length;
    status = gimmik_template_fetch(entry->name, &text, &length, error);
    if (status == GIMMIK_OK) {
      status = visit(data, entry->name, text, length, error);
      free(text);
    }
  }
  return status;
}
