/*
 * json_reader.h: a small reader for the metadata files the benchmark loads
 * (objects, arrays, strings, numbers, true/false/null).  Not a general
 * JSON library: strings keep their escapes undecoded except \" and \\.
 */
#ifndef GIMMIK_BENCH_JSON_READER_H
#define GIMMIK_BENCH_JSON_READER_H

#include "gimmik/error.h"

typedef enum json_kind {
  JSON_NULL, JSON_BOOLEAN, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT
} json_kind;

typedef struct json_value json_value;
struct json_value {
  json_kind kind;
  double number;        /* JSON_NUMBER, JSON_BOOLEAN (0 or 1) */
  char *string;         /* JSON_STRING; also a member's key */
  json_value **items;   /* JSON_ARRAY elements, JSON_OBJECT members */
  char **keys;          /* JSON_OBJECT keys, parallel to items */
  int count;
};

/* Parse `text`; `name` names it in error messages. */
gimmik_status json_parse(const char *text, const char *name,
                         json_value **value, gimmik_error *error);
void json_free(json_value *value);

/* Member `key` of an object, or NULL. */
const json_value *json_member(const json_value *object, const char *key);
/* Convenience: the member as a number / string, or the fallback. */
double json_number(const json_value *object, const char *key, double fallback);
const char *json_string(const json_value *object, const char *key);

#endif
