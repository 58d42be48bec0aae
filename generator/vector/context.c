/* vector/context.c: a vector plan as the Lua table its templates read
 * (vector/plan.h). */
#include "generator/template_engine.h"
#include "generator/vector/plan.h"

static void push_expressions(lua_State *lua, const char *key,
                             const gimmik_expression *list, int count) {
  lua_createtable(lua, count, 0);
  for (int k = 0; k < count; k++) {
    gimmik_expression_push(lua, &list[k]);
    lua_rawseti(lua, -2, k + 1);
  }
  lua_setfield(lua, -2, key);
}

void gimmik_vector_context_push(lua_State *lua, const void *data) {
  const vector_plan *plan = data;
  const gimmik_vector_request *request = &plan->request;
  lua_createtable(lua, 0, 1);
  lua_createtable(lua, 0, 14);
  gimmik_lua_set_string(lua, "backend", gimmik_backend_name(request->backend));
  gimmik_lua_set_string(lua, "dtype", gimmik_dtype_name(request->dtype));
  gimmik_lua_set_string(lua, "kernel_name", request->kernel_name);
  gimmik_lua_set_integer(lua, "threads",
                         gimmik_plan_param(&plan->head, "threads", 1));
  gimmik_lua_set_integer(lua, "blocks",
                         gimmik_plan_param(&plan->head, "blocks", 1));
  gimmik_lua_set_integer(lua, "unroll",
                         gimmik_plan_param(&plan->head, "unroll", 1));
  gimmik_lua_set_integer(lua, "total", request->total);
  gimmik_lua_set_boolean(lua, "scalar_memory", request->scalar_memory);
  gimmik_lua_set_variant(lua, &plan->head);
  gimmik_expression_set_names(lua, &plan->names);
  push_expressions(lua, "statements", plan->statements,
                   request->statement_count);
  push_expressions(lua, "sums", plan->sums, request->sum_count);
  lua_setfield(lua, -2, "plan");
}
