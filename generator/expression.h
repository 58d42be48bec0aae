/*
 * expression.h (internal): the statements and sums of the vector
 * language (gimmik/vector.h), checked and turned into tokens over the
 * arrays and scalars they name, and their Lua form for the templates
 * (templates/expression.lua renders them).  The vector family's kernels
 * and the axhelm family's fused input are written in it.
 */
#ifndef GIMMIK_GENERATOR_EXPRESSION_H
#define GIMMIK_GENERATOR_EXPRESSION_H

#include <lua.h>

#include "gimmik/error.h"
#include "gimmik/vector.h"

enum {
  GIMMIK_EXPRESSION_TOKENS = 96,  /* of one expression */
  GIMMIK_EXPRESSION_ARRAYS = GIMMIK_VECTOR_MAX_ARRAYS, /* of one kernel */
  GIMMIK_EXPRESSION_NAME_SIZE = 16,
  GIMMIK_EXPRESSION_SCALARS = 4   /* alpha, beta, gamma, delta */
};

/* A token: an array or scalar (index), a number or one of the characters
 * + - * / ( ). */
typedef struct gimmik_token {
  char kind;               /* 'a' array, 's' scalar, 'n' number, 'o' */
  char op;                 /* the character, for 'o' */
  int index;               /* into the names' arrays, or the scalars */
  double value;            /* for 'n' */
} gimmik_token;

typedef struct gimmik_expression {
  gimmik_token tokens[GIMMIK_EXPRESSION_TOKENS];
  int count;
  int target;              /* a statement's array; -1 for a sum */
} gimmik_expression;

/* What the expressions of one kernel name, in order of first appearance
 * (a statement's target after its expression). */
typedef struct gimmik_expression_names {
  char arrays[GIMMIK_EXPRESSION_ARRAYS][GIMMIK_EXPRESSION_NAME_SIZE];
  int array_count;
  int loaded[GIMMIK_EXPRESSION_ARRAYS]; /* read before (or without) a write */
  int stored[GIMMIK_EXPRESSION_ARRAYS]; /* assigned by a statement */
  unsigned scalars;                     /* bit s: scalar s is used */
} gimmik_expression_names;

extern const char *const
    gimmik_expression_scalar_names[GIMMIK_EXPRESSION_SCALARS];

/* "target = expression" into `out`, its names added to `names`; `what`
 * names the text in messages ("statement 2").  GIMMIK_ERROR_ARGUMENT
 * naming the text, what is wrong and where. */
gimmik_status gimmik_expression_statement(gimmik_expression_names *names,
                                          const char *what, const char *text,
                                          gimmik_expression *out,
                                          gimmik_error *error);

/* An expression alone (a sum), likewise. */
gimmik_status gimmik_expression_sum(gimmik_expression_names *names,
                                    const char *what, const char *text,
                                    gimmik_expression *out,
                                    gimmik_error *error);

/* Arithmetic operations of one evaluation (the binary operators). */
int gimmik_expression_flops(const gimmik_expression *expression);

/* On the table on top of the Lua stack: arrays[i + 1] = {name, loaded,
 * stored}, scalar_names = {"alpha", ...}, scalars_used[s + 1]. */
void gimmik_expression_set_names(lua_State *lua,
                                 const gimmik_expression_names *names);

/* Push an expression as {target (1-based, statements), tokens}: a token
 * is {kind = "a" | "s" | "n" | "o", index (1-based, a and s), value (n),
 * op (o)}. */
void gimmik_expression_push(lua_State *lua,
                            const gimmik_expression *expression);

#endif
