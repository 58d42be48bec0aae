/*
 * word_list.h (internal): a growable, NULL-terminated list of strings, for
 * compiler command lines and option arrays (execvp and nvrtcCompileProgram
 * both take one).
 */
#ifndef GIMMIK_RUNTIME_WORD_LIST_H
#define GIMMIK_RUNTIME_WORD_LIST_H

#include <stddef.h>

#include "gimmik/error.h"

typedef struct gimmik_word_list {
  char **words; /* words[count] == NULL once anything was added */
  size_t count;
  size_t capacity;
} gimmik_word_list;

void gimmik_word_list_init(gimmik_word_list *list);
void gimmik_word_list_free(gimmik_word_list *list);
/* Append a copy of `word`. */
gimmik_status gimmik_word_list_add(gimmik_word_list *list, const char *word,
                                   gimmik_error *error);
/* Append each word of `text` (split at blanks; no quoting; NULL adds none). */
gimmik_status gimmik_word_list_split(gimmik_word_list *list, const char *text,
                                     gimmik_error *error);

#endif
