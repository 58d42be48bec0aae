/* vector/expression.c: the statements and sums of a vector request,
 * checked and turned into tokens (vector/plan.h). */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "generator/vector/plan.h"

const char *const gimmik_vector_scalar_names[VECTOR_SCALARS] = {
    "alpha", "beta", "gamma", "delta"};

/* The text being read: which statement or sum, and where. */
typedef struct reader {
  vector_plan *plan;
  const char *what;        /* "statement 2" */
  const char *text;        /* the whole text */
  const char *at;          /* the next character */
  vector_expression *out;
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

static gimmik_status push(reader *r, vector_token token) {
  if (r->out->count == VECTOR_MAX_TOKENS)
    return fail(r, "too long an expression");
  r->out->tokens[r->out->count++] = token;
  return GIMMIK_OK;
}

static int scalar_index(const char *name) {
  for (int s = 0; s < VECTOR_SCALARS; s++)
    if (strcmp(name, gimmik_vector_scalar_names[s]) == 0) return s;
  return -1;
}

/* The array named `name`, added at its first appearance; -1 when full. */
static int array_index(vector_plan *plan, const char *name) {
  for (int a = 0; a < plan->array_count; a++)
    if (strcmp(plan->arrays[a], name) == 0) return a;
  if (plan->array_count == VECTOR_MAX_ARRAYS) return -1;
  snprintf(plan->arrays[plan->array_count], VECTOR_NAME_SIZE, "%s", name);
  return plan->array_count++;
}

/* A name ([a-z][a-z0-9_]*, under 16 characters) into `name`. */
static gimmik_status read_name(reader *r, char name[VECTOR_NAME_SIZE]) {
  const char *start = r->at;
  if (!islower((unsigned char)*r->at)) return fail(r, "expected a name");
  while (islower((unsigned char)*r->at) || isdigit((unsigned char)*r->at) ||
         *r->at == '_')
    r->at++;
  size_t length = (size_t)(r->at - start);
  if (length >= VECTOR_NAME_SIZE) {
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
  vector_token token = {0};
  int scalar = scalar_index(name);
  if (scalar >= 0) {
    token.kind = 's';
    token.index = scalar;
    r->plan->scalars |= 1u << scalar;
    return push(r, token);
  }
  int array = array_index(r->plan, name);
  if (array < 0) return fail(r, "more than 12 arrays in one kernel");
  if (!r->plan->stored[array]) r->plan->loaded[array] = 1;
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
  vector_token token = {0};
  token.kind = 'n';
  token.value = value;
  return push(r, token);
}

static gimmik_status push_op(reader *r, char op) {
  vector_token token = {0};
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
  char name[VECTOR_NAME_SIZE];
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
  char name[VECTOR_NAME_SIZE];
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
  int target = array_index(r->plan, name);
  if (target < 0) return fail(r, "more than 12 arrays in one kernel");
  r->out->target = target;
  r->plan->stored[target] = 1;
  return GIMMIK_OK;
}

gimmik_status gimmik_vector_parse(vector_plan *plan, gimmik_error *error) {
  const gimmik_vector_request *request = &plan->request;
  char what[32];
  for (int k = 0; k < request->statement_count; k++) {
    snprintf(what, sizeof what, "statement %d", k + 1);
    reader r = {plan, what, request->statements[k], request->statements[k],
                &plan->statements[k], error};
    gimmik_status status = statement(&r);
    if (status != GIMMIK_OK) return status;
  }
  for (int k = 0; k < request->sum_count; k++) {
    snprintf(what, sizeof what, "sum %d", k + 1);
    reader r = {plan, what, request->sums[k], request->sums[k],
                &plan->sums[k], error};
    plan->sums[k].target = -1;
    gimmik_status status = whole_expression(&r);
    if (status != GIMMIK_OK) return status;
  }
  return GIMMIK_OK;
}
