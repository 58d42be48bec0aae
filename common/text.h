/*
 * text.h (internal): a growable string for building source text, JSON and
 * messages.  An allocation failure sets `failed` and turns later appends into
 * no-ops, so callers check once at the end (gimmik_text_take returns NULL).
 */
#ifndef GIMMIK_COMMON_TEXT_H
#define GIMMIK_COMMON_TEXT_H

#include <stddef.h>

typedef struct text_buffer {
  char *data;
  size_t length;
  size_t capacity;
  int failed;
} text_buffer;

void gimmik_text_init(text_buffer *text);
void gimmik_text_free(text_buffer *text);
void gimmik_text_append(text_buffer *text, const char *bytes, size_t length);
void gimmik_text_puts(text_buffer *text, const char *string);
void gimmik_text_printf(text_buffer *text, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Hand the string to the caller (malloc'd, NUL-terminated) and reset the
 * buffer; NULL if any append failed. */
char *gimmik_text_take(text_buffer *text);

#endif
