/* expression.c: statements and sums of the vector language checked and
 * turned into tokens, and their Lua form (expression.h). */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "generator/expression.h"
#include "generator/template_engine.h"

const char *const gimmik_expression_scalar_names[GIMMIK_EXPRESSION_SCALARS] = {
    "alpha", "beta", "gamma", "delta"};

/* The text being read: which statement or sum, and where. */
typedef struct reader {
  gimmik_expression_names *names;
  const char *what;        /* "statement 2" */
  const char *text;        /* the whole text */
  const char *at;          /* the next character */
  gimmik_expression *out;
  gimmik_error *error;
} reader;

static gimmik_status fail(reader *r, const char *problem) {
  return gimmik_error_set(r->error, GIMMIK_ERROR_ARGUMENT,
                          "%s '%s': %s at offset %d", r->what, r->text,
                          problem, (int)(r->at - r->text));
}

static void skip_blanks(reader *r) {
  while (*r->at == ' ') r->at++;
}

static gimmik_status push(reader *r, gimmik_token token) {
  if (r->out->count == GIMMIK_EXPRESSION_TOKENS)
    return fail(r, "too long an expression");
  r->out->tokens[r->out->count++] = token;
  return GIMMIK_OK;
}

static int scalar_index(const char *name) {
  for (int s = 0; s < GIMMIK_EXPRESSION_SCALARS; s++)
    if (strcmp(name, gimmik_expression_scalar_names[s]) == 0) return s;
  return -1;
}

/* The array named `name`, added at its first appearance; -1 when full. */
static int array_index(gimmik_expression_names *names, const char *name) {
  for (int a = 0; a < names->array_count; a++)
    if (strcmp(names->arrays[a], name) == 0) return a;
  if (names->array_count == GIMMIK_EXPRESSION_ARRAYS) return -1;
  snprintf(names->arrays[names->array_count], GIMMIK_EXPRESSION_NAME_SIZE,
           "%s", name);
  return names->array_count++;
}

/* A name ([a-z][a-z0-9_]*, under 16 characters) into `name`. */
static gimmik_status read_name(reader *r,
                               char name[GIMMIK_EXPRESSION_NAME_SIZE]) {
  const char *start = r->at;
  if (!islower((unsigned char)*r->at)) return fail(r, "expected a name");
  while (islower((unsigned char)*r->at) || isdigit((unsigned char)*r->at) ||
         *r->at == '_')
    r->at++;
  size_t length = (size_t)(r->at - start);
  if (length >= GIMMIK_EXPRESSION_NAME_SIZE) {
    r->at = start;
    return fail(r, "a name of more than 15 characters");
  }
  memcpy(name, start, length);
  name[length] = '\0';
  return GIMMIK_OK;
}

/* A read of array or scalar `name`; the array read before any write of
 * it is loaded from memory. */
static gimmik_status push_name(reader *r, const char *name) {
  gimmik_token token = {0};
  int scalar = scalar_index(name);
  if (scalar >= 0) {
    token.kind = 's';
    token.index = scalar;
    r->names->scalars |= 1u << scalar;
    return push(r, token);
  }
  int array = array_index(r->names, name);
  if (array < 0) return fail(r, "more than 12 arrays in one kernel");
  if (!r->names->stored[array]) r->names->loaded[array] = 1;
  token.kind = 'a';
  token.index = array;
  return push(r, token);
}

static gimmik_status push_number(reader *r) {
  char *end;
  errno = 0;
  double value = strtod(r->at, &end);
  if (end == r->at || errno == ERANGE || !isfinite(value))
    return fail(r, "expected a finite number");
  r->at = end;
  gimmik_token token = {0};
  token.kind = 'n';
  token.value = value;
  return push(r, token);
}

static gimmik_status push_op(reader *r, char op) {
  gimmik_token token = {0};
  token.kind = 'o';
  token.op = op;
  r->at++;
  return push(r, token);
}

static gimmik_status expression(reader *r);

/* factor := name | number | '(' expression ')' | '-' factor */
static gimmik_status factor(reader *r) {
  skip_blanks(r);
  gimmik_status status;
  if (*r->at == '-') {
    if ((status = push_op(r, '-')) != GIMMIK_OK) return status;
    return factor(r);
  }
  if (*r->at == '(') {
    if ((status = push_op(r, '(')) != GIMMIK_OK ||
        (status = expression(r)) != GIMMIK_OK)
      return status;
    skip_blanks(r);
    if (*r->at != ')') return fail(r, "expected ')'");
    return push_op(r, ')');
  }
  if (isdigit((unsigned char)*r->at) || *r->at == '.') return push_number(r);
  if (!islower((unsigned char)*r->at))
    return fail(r, "expected a name, a number, '-' or '('");
  char name[GIMMIK_EXPRESSION_NAME_SIZE];
  if ((status = read_name(r, name)) != GIMMIK_OK) return status;
  return push_name(r, name);
}

/* term := factor (('*' | '/') factor)* */
static gimmik_status term(reader *r) {
  gimmik_status status = factor(r);
  for (skip_blanks(r); status == GIMMIK_OK && (*r->at == '*' || *r->at == '/');
       skip_blanks(r)) {
    status = push_op(r, *r->at);
    if (status == GIMMIK_OK) status = factor(r);
  }
  return status;
}

/* expression := term (('+' | '-') term)* */
static gimmik_status expression(reader *r) {
  gimmik_status status = term(r);
  for (skip_blanks(r); status == GIMMIK_OK && (*r->at == '+' || *r->at == '-');
       skip_blanks(r)) {
    status = push_op(r, *r->at);
    if (status == GIMMIK_OK) status = term(r);
  }
  return status;
}

static gimmik_status whole_expression(reader *r) {
  gimmik_status status = expression(r);
  skip_blanks(r);
  if (status == GIMMIK_OK && *r->at) return fail(r, "unexpected character");
  return status;
}

/* "target = expression": the target is assigned after the expression is
 * read (so "p = z + beta*p" loads p). */
static gimmik_status statement(reader *r) {
  char name[GIMMIK_EXPRESSION_NAME_SIZE];
  skip_blanks(r);
  gimmik_status status = read_name(r, name);
  if (status != GIMMIK_OK) return status;
  if (scalar_index(name) >= 0)
    return fail(r, "a scalar cannot be assigned");
  skip_blanks(r);
  if (*r->at != '=') return fail(r, "expected '='");
  r->at++;
  status = whole_expression(r);
  if (status != GIMMIK_OK) return status;
  int target = array_index(r->names, name);
  if (target < 0) return fail(r, "more than 12 arrays in one kernel");
  r->out->target = target;
  r->names->stored[target] = 1;
  return GIMMIK_OK;
}

gimmik_status gimmik_expression_statement(gimmik_expression_names *names,
                                          const char *what, const char *text,
                                          gimmik_expression *out,
                                          gimmik_error *error) {
  reader r = {names, what, text, text, out, error};
  memset(out, 0, sizeof *out);
  return statement(&r);
}

gimmik_status gimmik_expression_sum(gimmik_expression_names *names,
                                    const char *what, const char *text,
                                    gimmik_expression *out,
                                    gimmik_error *error) {
  reader r = {names, what, text, text, out, error};
  memset(out, 0, sizeof *out);
  out->target = -1;
  return whole_expression(&r);
}

/* A binary operator follows an operand: an array, scalar, number or ')'. */
int gimmik_expression_flops(const gimmik_expression *expression) {
  int flops = 0;
  for (int t = 1; t < expression->count; t++) {
    const gimmik_token *token = &expression->tokens[t], *before = token - 1;
    if (token->kind == 'o' && token->op != '(' && token->op != ')' &&
        (before->kind != 'o' || before->op == ')'))
      flops++;
  }
  return flops;
}

/* ---- the Lua form ------------------------------------------------------ */

void gimmik_expression_set_names(lua_State *lua,
                                 const gimmik_expression_names *names) {
  lua_createtable(lua, names->array_count, 0);
  for (int a = 0; a < names->array_count; a++) {
    lua_createtable(lua, 0, 3);
    gimmik_lua_set_string(lua, "name", names->arrays[a]);
    gimmik_lua_set_boolean(lua, "loaded", names->loaded[a]);
    gimmik_lua_set_boolean(lua, "stored", names->stored[a]);
    lua_rawseti(lua, -2, a + 1);
  }
  lua_setfield(lua, -2, "arrays");
  lua_createtable(lua, GIMMIK_EXPRESSION_SCALARS, 0);
  for (int s = 0; s < GIMMIK_EXPRESSION_SCALARS; s++) {
    lua_pushstring(lua, gimmik_expression_scalar_names[s]);
    lua_rawseti(lua, -2, s + 1);
  }
  lua_setfield(lua, -2, "scalar_names");
  lua_createtable(lua, GIMMIK_EXPRESSION_SCALARS, 0);
  for (int s = 0; s < GIMMIK_EXPRESSION_SCALARS; s++) {
    lua_pushboolean(lua, names->scalars >> s & 1u);
    lua_rawseti(lua, -2, s + 1);
  }
  lua_setfield(lua, -2, "scalars_used");
}

void gimmik_expression_push(lua_State *lua,
                            const gimmik_expression *expression) {
  lua_createtable(lua, 0, 2);
  if (expression->target >= 0)
    gimmik_lua_set_integer(lua, "target", expression->target + 1);
  lua_createtable(lua, expression->count, 0);
  for (int t = 0; t < expression->count; t++) {
    const gimmik_token *token = &expression->tokens[t];
    char kind[2] = {token->kind, '\0'};
    lua_createtable(lua, 0, 2);
    gimmik_lua_set_string(lua, "kind", kind);
    if (token->kind == 'a' || token->kind == 's')
      gimmik_lua_set_integer(lua, "index", token->index + 1);
    if (token->kind == 'n') gimmik_lua_set_number(lua, "value", token->value);
    if (token->kind == 'o') {
      char op[2] = {token->op, '\0'};
      gimmik_lua_set_string(lua, "op", op);
    }
    lua_rawseti(lua, -2, t + 1);
  }
  lua_setfield(lua, -2, "tokens");
}
