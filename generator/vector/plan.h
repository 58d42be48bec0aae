/*
 * vector/plan.h (internal): what a fused vector kernel is rendered from,
 * and the vector row of the family model (family.h): the statements and
 * sums parsed into tokens, the arrays and scalars they name.
 */
#ifndef GIMMIK_GENERATOR_VECTOR_PLAN_H
#define GIMMIK_GENERATOR_VECTOR_PLAN_H

#include "generator/family.h"
#include "gimmik/vector.h"

enum {
  VECTOR_MAX_TOKENS = 96,  /* of one expression */
  VECTOR_MAX_ARRAYS = 12,
  VECTOR_NAME_SIZE = 16,
  VECTOR_SCALARS = 4       /* alpha, beta, gamma, delta */
};

/* A token of an expression: an array or scalar (index), a number or one
 * of the characters + - * / ( ). */
typedef struct vector_token {
  char kind;               /* 'a' array, 's' scalar, 'n' number, 'o' */
  char op;                 /* the character, for 'o' */
  int index;               /* into arrays[] or the scalars */
  double value;            /* for 'n' */
} vector_token;

typedef struct vector_expression {
  vector_token tokens[VECTOR_MAX_TOKENS];
  int count;
  int target;              /* statements: the array assigned; sums: -1 */
} vector_expression;

typedef struct vector_plan {
  gimmik_variant_plan head;        /* first: the model's part */
  gimmik_vector_request request;   /* as given, defaults filled in */
  vector_expression statements[GIMMIK_VECTOR_MAX_STATEMENTS];
  vector_expression sums[GIMMIK_VECTOR_MAX_SUMS];
  char arrays[VECTOR_MAX_ARRAYS][VECTOR_NAME_SIZE]; /* first appearance */
  int array_count;
  int loaded[VECTOR_MAX_ARRAYS];   /* read before (or without) a write */
  int stored[VECTOR_MAX_ARRAYS];   /* assigned by a statement */
  unsigned scalars;                /* bit s: scalar s is used */
} vector_plan;

extern const gimmik_family gimmik_vector_family;
extern const char *const gimmik_vector_scalar_names[VECTOR_SCALARS];

/* Parse the request's statements and sums into the plan (expression.c);
 * GIMMIK_ERROR_ARGUMENT naming the statement or sum and what is wrong. */
gimmik_status gimmik_vector_parse(vector_plan *plan, gimmik_error *error);

gimmik_status gimmik_vector_plan_prepare(const gimmik_vector_request *request,
                                         vector_plan *plan,
                                         gimmik_error *error);

/* The variants, NULL-terminated (variants.c), and their defaults. */
extern const gimmik_variant *const gimmik_vector_variants_table[];
int gimmik_vector_defaults(const gimmik_variant_plan *plan,
                           const gimmik_variant *order[]);

/* The table the templates read, `plan` (context.c): backend, dtype,
 * variant, kernel_name, params, threads, blocks, total, arrays[i + 1] =
 * {name, loaded, stored}, scalars = {names used, alphabetical},
 * statements[k + 1] = {target (1-based array), tokens}, sums[k + 1] =
 * {tokens}; a token is {kind = "a" | "s" | "n" | "o", index (1-based, a
 * and s), value (n), op (o)}. */
void gimmik_vector_context_push(lua_State *lua, const void *plan);

#endif
