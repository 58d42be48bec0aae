/* vector/context.c: a vector plan as the Lua table its templates read
 * (vector/plan.h). */
#include "generator/template_engine.h"
#include "generator/vector/plan.h"

static void push_expression(lua_State *lua, const vector_expression *e) {
  lua_createtable(lua, 0, 2);
  if (e->target >= 0) gimmik_lua_set_integer(lua, "target", e->target + 1);
  lua_createtable(lua, e->count, 0);
  for (int t = 0; t < e->count; t++) {
    const vector_token *token = &e->tokens[t];
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

static void push_expressions(lua_State *lua, const char *key,
                             const vector_expression *list, int count) {
  lua_createtable(lua, count, 0);
  for (int k = 0; k < count; k++) {
    push_expression(lua, &list[k]);
    lua_rawseti(lua, -2, k + 1);
  }
  lua_setfield(lua, -2, key);
}

void gimmik_vector_context_push(lua_State *lua, const void *data) {
  const vector_plan *plan = data;
  const gimmik_vector_request *request = &plan->request;
  lua_createtable(lua, 0, 1);
  lua_createtable(lua, 0, 12);
  gimmik_lua_set_string(lua, "backend", gimmik_backend_name(request->backend));
  gimmik_lua_set_string(lua, "dtype", gimmik_dtype_name(request->dtype));
  gimmik_lua_set_string(lua, "kernel_name", request->kernel_name);
  gimmik_lua_set_integer(lua, "threads",
                         gimmik_plan_param(&plan->head, "threads", 1));
  gimmik_lua_set_integer(lua, "blocks",
                         gimmik_plan_param(&plan->head, "blocks", 1));
  gimmik_lua_set_integer(lua, "total", request->total);
  gimmik_lua_set_variant(lua, &plan->head);
  lua_createtable(lua, plan->array_count, 0);
  for (int a = 0; a < plan->array_count; a++) {
    lua_createtable(lua, 0, 3);
    gimmik_lua_set_string(lua, "name", plan->arrays[a]);
    gimmik_lua_set_boolean(lua, "loaded", plan->loaded[a]);
    gimmik_lua_set_boolean(lua, "stored", plan->stored[a]);
    lua_rawseti(lua, -2, a + 1);
  }
  lua_setfield(lua, -2, "arrays");
  lua_createtable(lua, VECTOR_SCALARS, 0);
  for (int s = 0, used = 0; s < VECTOR_SCALARS; s++) {
    lua_pushstring(lua, gimmik_vector_scalar_names[s]);
    lua_rawseti(lua, -2, s + 1);
    used += plan->scalars >> s & 1u;
  }
  lua_setfield(lua, -2, "scalar_names");
  lua_createtable(lua, VECTOR_SCALARS, 0);
  for (int s = 0; s < VECTOR_SCALARS; s++) {
    lua_pushboolean(lua, plan->scalars >> s & 1u);
    lua_rawseti(lua, -2, s + 1);
  }
  lua_setfield(lua, -2, "scalars_used");
  push_expressions(lua, "statements", plan->statements,
                   request->statement_count);
  push_expressions(lua, "sums", plan->sums, request->sum_count);
  lua_setfield(lua, -2, "plan");
}
