/* text.c: the growable string of text.h. */
#include "common/text.h"

#include "common/c_locale.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gimmik_text_init(text_buffer *text) {
  text->data = NULL;
  text->length = 0;
  text->capacity = 0;
  text->failed = 0;
}

void gimmik_text_free(text_buffer *text) {
  free(text->data);
  gimmik_text_init(text);
}

static int reserve(text_buffer *text, size_t extra) {
  if (text->failed) return 0;
  size_t needed = text->length + extra + 1;
  if (needed <= text->capacity) return 1;
  size_t capacity = text->capacity ? text->capacity : 256;
  while (capacity < needed) capacity *= 2;
  char *data = realloc(text->data, capacity);
  if (!data) {
    text->failed = 1;
    return 0;
  }
  text->data = data;
  text->capacity = capacity;
  return 1;
}

void gimmik_text_append(text_buffer *text, const char *bytes, size_t length) {
  if (!reserve(text, length)) return;
  memcpy(text->data + text->length, bytes, length);
  text->length += length;
  text->data[text->length] = '\0';
}

void gimmik_text_puts(text_buffer *text, const char *string) {
  gimmik_text_append(text, string, strlen(string));
}

void gimmik_text_printf(text_buffer *text, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int needed = gimmik_vsnprintf(NULL, 0, format, arguments);
  va_end(arguments);
  if (needed < 0 || !reserve(text, (size_t)needed)) {
    text->failed = 1;
    return;
  }
  va_start(arguments, format);
  gimmik_vsnprintf(text->data + text->length, (size_t)needed + 1, format,
                   arguments);
  va_end(arguments);
  text->length += (size_t)needed;
}

char *gimmik_text_take(text_buffer *text) {
  /* Nothing appended yet: hand over "" rather than NULL. */
  if (!text->failed && !text->data && reserve(text, 0)) text->data[0] = '\0';
  char *result = text->failed ? NULL : text->data;
  if (text->failed) free(text->data);
  gimmik_text_init(text);
  return result;
}
