/* word_list.c: see word_list.h. */
#include "runtime/word_list.h"

#include <stdlib.h>
#include <string.h>

void gimmik_word_list_init(gimmik_word_list *list) {
  list->words = NULL;
  list->count = 0;
  list->capacity = 0;
}

void gimmik_word_list_free(gimmik_word_list *list) {
  for (size_t i = 0; i < list->count; i++) free(list->words[i]);
  free(list->words);
  gimmik_word_list_init(list);
}

/* Room for one more word and the terminating NULL. */
static int word_list_reserve(gimmik_word_list *list) {
  if (list->count + 2 <= list->capacity) return 1;
  size_t capacity = list->capacity ? 2 * list->capacity : 8;
  char **words = realloc(list->words, capacity * sizeof *words);
  if (!words) return 0;
  list->words = words;
  list->capacity = capacity;
  return 1;
}

static gimmik_status word_list_add_span(gimmik_word_list *list,
                                        const char *start, size_t length,
                                        gimmik_error *error) {
  char *copy = malloc(length + 1);
  if (!copy || !word_list_reserve(list)) {
    free(copy);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory building a command line");
  }
  memcpy(copy, start, length);
  copy[length] = '\0';
  list->words[list->count++] = copy;
  list->words[list->count] = NULL;
  return GIMMIK_OK;
}

gimmik_status gimmik_word_list_add(gimmik_word_list *list, const char *word,
                                   gimmik_error *error) {
  return word_list_add_span(list, word, strlen(word), error);
}

static int is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

gimmik_status gimmik_word_list_split(gimmik_word_list *list, const char *text,
                                     gimmik_error *error) {
  if (!text) return GIMMIK_OK;
  const char *cursor = text;
  while (*cursor) {
    while (is_blank(*cursor)) cursor++;
    const char *start = cursor;
    while (*cursor && !is_blank(*cursor)) cursor++;
    if (cursor == start) continue;
    gimmik_status status =
        word_list_add_span(list, start, (size_t)(cursor - start), error);
    if (status != GIMMIK_OK) return status;
  }
  return GIMMIK_OK;
}
