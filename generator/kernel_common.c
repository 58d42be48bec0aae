/* kernel_common.c: pieces shared by the kernel families (kernel_common.h). */
#include "generator/kernel_common.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

struct gimmik_kernel {
  char *source;
  gimmik_kernel_info info;
};

gimmik_status gimmik_kernel_wrap(char *source, const gimmik_kernel_info *info,
                                 gimmik_kernel **result, gimmik_error *error) {
  *result = NULL;
  gimmik_kernel *kernel = malloc(sizeof *kernel);
  if (!kernel) {
    free(source);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  }
  kernel->source = source;
  kernel->info = *info;
  *result = kernel;
  return GIMMIK_OK;
}

const char *gimmik_kernel_source(const gimmik_kernel *kernel) {
  return kernel->source;
}

const gimmik_kernel_info *gimmik_kernel_metadata(const gimmik_kernel *kernel) {
  return &kernel->info;
}

void gimmik_kernel_destroy(gimmik_kernel *kernel) {
  if (!kernel) return;
  free(kernel->source);
  free(kernel);
}

gimmik_status gimmik_param_list_set(gimmik_param *params, int *count,
                                    const char *name, int value,
                                    gimmik_error *error) {
  size_t length = strlen(name);
  if (length == 0 || length >= sizeof params[0].name)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "parameter name '%s' is empty or too long", name);
  for (int i = 0; i < *count; i++)
    if (strcmp(params[i].name, name) == 0) {
      params[i].value = value;
      return GIMMIK_OK;
    }
  if (*count == GIMMIK_MAX_PARAMS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "more than %d parameters", GIMMIK_MAX_PARAMS);
  memcpy(params[*count].name, name, length + 1);
  params[*count].value = value;
  (*count)++;
  return GIMMIK_OK;
}

/* Words that would break one of the three targets if used as a name. */
static int is_reserved(const char *name) {
  static const char *const reserved[] = {
      "auto", "break", "case", "char", "const", "continue", "default", "do",
      "double", "else", "enum", "extern", "float", "for", "goto", "if",
      "inline", "int", "long", "register", "restrict", "return", "short",
      "signed", "sizeof", "static", "struct", "switch", "typedef", "union",
      "unsigned", "void", "volatile", "while", "kernel", "global", "local",
      "constant", "private", "half", "bool", "class", "new", "delete",
      "template", "this", "namespace", "main", NULL};
  for (int i = 0; reserved[i]; i++)
    if (strcmp(name, reserved[i]) == 0) return 1;
  return strncmp(name, "__", 2) == 0;
}

gimmik_status gimmik_kernel_name_check(const char *name, gimmik_error *error) {
  size_t length = strlen(name);
  int valid = length > 0 && length < GIMMIK_NAME_SIZE - 8 &&
              (isalpha((unsigned char)name[0]) || name[0] == '_');
  for (size_t i = 1; valid && i < length; i++)
    valid = isalnum((unsigned char)name[i]) || name[i] == '_';
  if (!valid || is_reserved(name))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel name '%s' is not a usable identifier "
                            "(letters, digits and '_', not starting with a "
                            "digit or '__', at most %d characters, not a "
                            "keyword)",
                            name, GIMMIK_NAME_SIZE - 9);
  return GIMMIK_OK;
}
