/*
 * vector/plan.h (internal): what a fused vector kernel is rendered from,
 * and the vector row of the family model (family.h): the statements and
 * sums parsed into tokens (expression.h), the arrays and scalars they
 * name.
 */
#ifndef GIMMIK_GENERATOR_VECTOR_PLAN_H
#define GIMMIK_GENERATOR_VECTOR_PLAN_H

#include "generator/expression.h"
#include "generator/family.h"
#include "gimmik/vector.h"

typedef struct vector_plan {
  gimmik_variant_plan head;        /* first: the model's part */
  gimmik_vector_request request;   /* as given, defaults filled in */
  gimmik_expression statements[GIMMIK_VECTOR_MAX_STATEMENTS];
  gimmik_expression sums[GIMMIK_VECTOR_MAX_SUMS];
  gimmik_expression_names names;   /* what they name */
} vector_plan;

extern const gimmik_family gimmik_vector_family;

gimmik_status gimmik_vector_plan_prepare(const gimmik_vector_request *request,
                                         vector_plan *plan,
                                         gimmik_error *error);

/* The variants, NULL-terminated (variants.c), and their defaults. */
extern const gimmik_variant *const gimmik_vector_variants_table[];
int gimmik_vector_defaults(const gimmik_variant_plan *plan,
                           const gimmik_variant *order[]);

/* The table the templates read, `plan` (context.c): backend, dtype,
 * variant, kernel_name, params, threads, blocks, total, the names
 * (arrays, scalar_names, scalars_used: expression.h), scalar_memory
 * (boolean: gimmik/vector.h), statements[k + 1]
 * and sums[k + 1] (expressions, expression.h). */
void gimmik_vector_context_push(lua_State *lua, const void *plan);

#endif
