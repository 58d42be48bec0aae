/* json_reader.c: recursive-descent reader for json_reader.h. */
#include "json_reader.h"

#include <stdlib.h>
#include <string.h>

typedef struct reader {
  const char *text;
  const char *cursor;
  const char *name;
  gimmik_error *error;
  int failed;
} reader;

static json_value *parse_value(reader *r, int depth);

static void fail(reader *r, const char *what) {
  if (r->failed) return;
  r->failed = 1;
  gimmik_error_set(r->error, GIMMIK_ERROR_INPUT, "%s: byte %ld: %s", r->name,
                   (long)(r->cursor - r->text), what);
}

static void skip_space(reader *r) {
  while (*r->cursor == ' ' || *r->cursor == '\n' || *r->cursor == '\r' ||
         *r->cursor == '\t')
    r->cursor++;
}

static json_value *new_value(reader *r, json_kind kind) {
  json_value *value = calloc(1, sizeof *value);
  if (!value) fail(r, "out of memory");
  else value->kind = kind;
  return value;
}

static char *parse_string_text(reader *r) {
  const char *start = ++r->cursor; /* after the quote */
  size_t length = 0;
  while (*r->cursor && *r->cursor != '"') {
    if (*r->cursor == '\\' && r->cursor[1]) r->cursor++;
    r->cursor++;
  }
  if (*r->cursor != '"') {
    fail(r, "unterminated string");
    return NULL;
  }
  char *text = malloc((size_t)(r->cursor - start) + 1);
  if (!text) {
    fail(r, "out of memory");
    return NULL;
  }
  for (const char *p = start; p < r->cursor; p++) {
    if (*p == '\\' && (p[1] == '"' || p[1] == '\\')) p++;
    text[length++] = *p;
  }
  text[length] = '\0';
  r->cursor++;
  return text;
}

static int append(reader *r, json_value *container, json_value *item,
                  char *key) {
  json_value **items = realloc(container->items,
                               (size_t)(container->count + 1) * sizeof *items);
  char **keys = realloc(container->keys,
                        (size_t)(container->count + 1) * sizeof *keys);
  if (items) container->items = items;
  if (keys) container->keys = keys;
  if (!items || !keys) {
    fail(r, "out of memory");
    return 0;
  }
  container->items[container->count] = item;
  container->keys[container->count] = key;
  container->count++;
  return 1;
}

/* Arrays and objects: elements separated by commas up to `close`. */
static json_value *parse_container(reader *r, int depth, int object) {
  json_value *container = new_value(r, object ? JSON_OBJECT : JSON_ARRAY);
  char close = object ? '}' : ']';
  r->cursor++;
  skip_space(r);
  if (*r->cursor == close) {
    r->cursor++;
    return container;
  }
  while (container && !r->failed) {
    char *key = NULL;
    skip_space(r);
    if (object) {
      if (*r->cursor != '"') {
        fail(r, "expected a key");
        break;
      }
      key = parse_string_text(r);
      skip_space(r);
      if (*r->cursor != ':') {
        free(key);
        fail(r, "expected ':'");
        break;
      }
      r->cursor++;
    }
    json_value *item = parse_value(r, depth + 1);
    if (!item || !append(r, container, item, key)) {
      free(key);
      json_free(item);
      break;
    }
    skip_space(r);
    if (*r->cursor == ',') {
      r->cursor++;
    } else if (*r->cursor == close) {
      r->cursor++;
      return container;
    } else {
      fail(r, "expected ',' or the end of the container");
    }
  }
  json_free(container);
  return NULL;
}

static json_value *parse_word(reader *r, const char *word, json_kind kind,
                              double number) {
  if (strncmp(r->cursor, word, strlen(word)) != 0) {
    fail(r, "unexpected character");
    return NULL;
  }
  r->cursor += strlen(word);
  json_value *value = new_value(r, kind);
  if (value) value->number = number;
  return value;
}

static json_value *parse_value(reader *r, int depth) {
  if (depth > 64) {
    fail(r, "nested too deeply");
    return NULL;
  }
  skip_space(r);
  char c = *r->cursor;
  if (c == '{' || c == '[') return parse_container(r, depth, c == '{');
  if (c == '"') {
    json_value *value = new_value(r, JSON_STRING);
    if (value && !(value->string = parse_string_text(r))) {
      free(value);
      return NULL;
    }
    return value;
  }
  if (c == 't') return parse_word(r, "true", JSON_BOOLEAN, 1);
  if (c == 'f') return parse_word(r, "false", JSON_BOOLEAN, 0);
  if (c == 'n') return parse_word(r, "null", JSON_NULL, 0);
  char *end;
  double number = strtod(r->cursor, &end);
  if (end == r->cursor) {
    fail(r, "expected a value");
    return NULL;
  }
  r->cursor = end;
  json_value *value = new_value(r, JSON_NUMBER);
  if (value) value->number = number;
  return value;
}

gimmik_status json_parse(const char *text, const char *name,
                         json_value **value, gimmik_error *error) {
  reader r = {text, text, name, error, 0};
  *value = parse_value(&r, 0);
  skip_space(&r);
  if (*value && *r.cursor) fail(&r, "text after the value");
  if (r.failed) {
    json_free(*value);
    *value = NULL;
    return GIMMIK_ERROR_INPUT;
  }
  return GIMMIK_OK;
}

void json_free(json_value *value) {
  if (!value) return;
  for (int i = 0; i < value->count; i++) {
    json_free(value->items[i]);
    if (value->keys) free(value->keys[i]);
  }
  free(value->items);
  free(value->keys);
  free(value->string);
  free(value);
}

const json_value *json_member(const json_value *object, const char *key) {
  if (!object || object->kind != JSON_OBJECT) return NULL;
  for (int i = 0; i < object->count; i++)
    if (object->keys[i] && strcmp(object->keys[i], key) == 0)
      return object->items[i];
  return NULL;
}

double json_number(const json_value *object, const char *key,
                   double fallback) {
  const json_value *member = json_member(object, key);
  return member && (member->kind == JSON_NUMBER ||
                    member->kind == JSON_BOOLEAN)
             ? member->number : fallback;
}

const char *json_string(const json_value *object, const char *key) {
  const json_value *member = json_member(object, key);
  return member && member->kind == JSON_STRING ? member->string : NULL;
}
