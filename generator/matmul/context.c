/* matmul/context.c: a matmul plan as the Lua tables its templates read
 * (matmul/plan.h). */
#include "generator/matmul/plan.h"

#include "generator/template_engine.h"

/* Push {{<index_name>=i, value=v}, ...} for terms [begin, end). */
static void push_terms(lua_State *lua, const matmul_term *terms, int begin,
                       int end, const char *index_name) {
  lua_createtable(lua, end - begin, 0);
  for (int t = begin; t < end; t++) {
    lua_createtable(lua, 0, 2);
    gimmik_lua_set_integer(lua, index_name, terms[t].index);
    gimmik_lua_set_number(lua, "value", terms[t].value);
    lua_rawseti(lua, -2, t - begin + 1);
  }
}

static void push_operator(lua_State *lua, const matmul_plan *plan) {
  lua_createtable(lua, 0, 8);
  gimmik_lua_set_integer(lua, "m", plan->m);
  gimmik_lua_set_integer(lua, "k", plan->k);
  gimmik_lua_set_integer(lua, "nonzeros", plan->analysis.nonzeros);
  gimmik_lua_set_string(lua, "origin", plan->origin);
  lua_createtable(lua, plan->analysis.used_cols, 0);
  for (int u = 0; u < plan->analysis.used_cols; u++) {
    lua_pushinteger(lua, plan->used_cols[u]);
    lua_rawseti(lua, -2, u + 1);
  }
  lua_setfield(lua, -2, "used");
  lua_createtable(lua, plan->m, 0);
  for (int r = 0; r < plan->m; r++) {
    push_terms(lua, plan->row_terms, plan->row_start[r], plan->row_start[r + 1],
               "col");
    lua_rawseti(lua, -2, r + 1);
  }
  lua_setfield(lua, -2, "rows");
  lua_createtable(lua, plan->k, 0);
  for (int c = 0; c < plan->k; c++) {
    push_terms(lua, plan->col_terms, plan->col_start[c], plan->col_start[c + 1],
               "row");
    lua_rawseti(lua, -2, c + 1);
  }
  lua_setfield(lua, -2, "cols");
}

static void push_plan(lua_State *lua, const matmul_plan *plan) {
  const gimmik_matmul_request *request = &plan->request;
  lua_createtable(lua, 0, 12);
  gimmik_lua_set_string(lua, "backend", gimmik_backend_name(request->backend));
  gimmik_lua_set_string(lua, "dtype", gimmik_dtype_name(request->dtype));
  gimmik_lua_set_number(lua, "alpha", request->alpha);
  gimmik_lua_set_number(lua, "beta", request->beta);
  gimmik_lua_set_boolean(lua, "baked", request->n >= 0);
  if (request->n >= 0) {
    gimmik_lua_set_integer(lua, "n", request->n);
    gimmik_lua_set_integer(lua, "ldb", request->ldb);
    gimmik_lua_set_integer(lua, "ldc", request->ldc);
  }
  gimmik_lua_set_boolean(lua, "index64", plan->index64);
  gimmik_lua_set_string(lua, "kernel_name", request->kernel_name);
  gimmik_lua_set_variant(lua, &plan->head);
}

static void push_groups(lua_State *lua, const matmul_plan *plan) {
  const matmul_groups *groups = &plan->groups;
  lua_createtable(lua, 0, 4);
  gimmik_lua_set_integer(lua, "count", groups->count);
  gimmik_lua_set_integer(lua, "slots", groups->slots > 0 ? groups->slots : 0);
  lua_createtable(lua, groups->count, 0);
  for (int g = 0; g < groups->count; g++) {
    lua_createtable(lua, groups->start[g + 1] - groups->start[g], 0);
    for (int i = groups->start[g]; i < groups->start[g + 1]; i++) {
      lua_pushinteger(lua, groups->members[i]);
      lua_rawseti(lua, -2, i - groups->start[g] + 1);
    }
    lua_rawseti(lua, -2, g + 1);
  }
  lua_setfield(lua, -2, "members");
  lua_newtable(lua);
  for (int g = 0; g < groups->count; g++)
    for (int i = groups->start[g]; i < groups->start[g + 1]; i++) {
      int member = groups->members[i];
      lua_pushinteger(lua, groups->slot[member]);
      lua_rawseti(lua, -2, member);
    }
  lua_setfield(lua, -2, "slot");
}

void gimmik_matmul_context_push(lua_State *lua, const void *data) {
  const matmul_plan *plan = data;
  lua_createtable(lua, 0, 3);
  push_operator(lua, plan);
  lua_setfield(lua, -2, "op");
  push_plan(lua, plan);
  lua_setfield(lua, -2, "plan");
  push_groups(lua, plan);
  lua_setfield(lua, -2, "groups");
}
