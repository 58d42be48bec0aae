/* axhelm/context.c: an axhelm plan as the Lua table its templates read
 * (axhelm/plan.h). */
#include "generator/axhelm/plan.h"
#include "generator/expression.h"
#include "generator/template_engine.h"

static void push_numbers(lua_State *lua, const char *key, const double *values,
                         int count) {
  lua_createtable(lua, count, 0);
  for (int i = 0; i < count; i++) {
    lua_pushnumber(lua, values[i]);
    lua_rawseti(lua, -2, i + 1);
  }
  lua_setfield(lua, -2, key);
}

static void push_layout(lua_State *lua, const axhelm_layout *layout) {
  lua_createtable(lua, 0, 11);
  gimmik_lua_set_integer(lua, "pitch", layout->pitch);
  gimmik_lua_set_integer(lua, "tables", layout->tables);
  gimmik_lua_set_integer(lua, "slot_stride", layout->slot_stride);
  gimmik_lua_set_integer(lua, "staged", layout->staged);
  gimmik_lua_set_integer(lua, "staged_offset", layout->staged_offset);
  gimmik_lua_set_integer(lua, "warp_copies", layout->warp_copies);
  gimmik_lua_set_integer(lua, "chained", layout->chained);
  gimmik_lua_set_integer(lua, "chained_offset", layout->chained_offset);
  gimmik_lua_set_integer(lua, "total", layout->total);
  gimmik_lua_set_integer(lua, "rlines_swapped", layout->rlines_swapped);
  lua_createtable(lua, 2, 0);
  for (int b = 0; b < 2; b++) {
    lua_createtable(lua, 0, 2);
    gimmik_lua_set_integer(lua, "row", layout->row[b]);
    gimmik_lua_set_integer(lua, "layer", layout->layer[b]);
    lua_rawseti(lua, -2, b + 1);
  }
  lua_setfield(lua, -2, "buffers");
  lua_setfield(lua, -2, "layout");
}

static void push_request(lua_State *lua, const gimmik_axhelm_request *request) {
  gimmik_lua_set_string(lua, "backend", gimmik_backend_name(request->backend));
  gimmik_lua_set_string(lua, "dtype", gimmik_dtype_name(request->dtype));
  gimmik_lua_set_string(lua, "kernel_name", request->kernel_name);
  gimmik_lua_set_integer(lua, "points", request->points);
  gimmik_lua_set_integer(lua, "fields", request->fields);
  gimmik_lua_set_string(lua, "equation",
                        gimmik_axhelm_equation_name(request->equation));
  gimmik_lua_set_string(lua, "coefficients",
                        gimmik_axhelm_coefficients_name(request->coefficients));
  gimmik_lua_set_string(lua, "geometry",
                        gimmik_axhelm_geometry_name(request->geometry));
  gimmik_lua_set_number(lua, "lambda0", request->lambda0);
  gimmik_lua_set_number(lua, "lambda1", request->lambda1);
  gimmik_lua_set_boolean(lua, "dot", request->dot);
  gimmik_lua_set_boolean(lua, "scalar_memory", request->scalar_memory);
  gimmik_lua_set_integer(lua, "layout_block", request->layout_block);
}

/* The input statement with the names it uses (expression.h). */
static void push_input(lua_State *lua, const axhelm_plan *plan) {
  if (!plan->request.input) return;
  gimmik_expression_push(lua, &plan->input);
  gimmik_expression_set_names(lua, &plan->input_names);
  lua_setfield(lua, -2, "input");
  if (!plan->request.update) return;
  gimmik_expression_push(lua, &plan->update);
  gimmik_expression_set_names(lua, &plan->input_names);
  lua_setfield(lua, -2, "update");
}

void gimmik_axhelm_context_push(lua_State *lua, const void *data) {
  const axhelm_plan *plan = data;
  int n = plan->n;
  lua_createtable(lua, 0, 1);
  lua_createtable(lua, 0, 25);
  push_request(lua, &plan->request);
  push_input(lua, plan);
  gimmik_lua_set_boolean(lua, "element_fastest", plan->element_fastest);
  gimmik_lua_set_integer(lua, "threads", plan->threads);
  gimmik_lua_set_integer(lua, "components_per_pass", plan->components_per_pass);
  gimmik_lua_set_integer(lua, "min_blocks", plan->min_blocks);
  gimmik_lua_set_variant(lua, &plan->head);
  push_numbers(lua, "D", plan->d, n * n);
  push_numbers(lua, "x", plan->points, n);
  push_numbers(lua, "w", plan->weights, n);
  push_layout(lua, &plan->layout);
  lua_setfield(lua, -2, "plan");
}
