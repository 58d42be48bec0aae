/* dss/context.c: a DSS plan as the Lua table its templates read
 * (dss/plan.h). */
#include "generator/dss/plan.h"
#include "generator/template_engine.h"

static void push_triple(lua_State *lua, const char *name,
                        const long long values[3]) {
  lua_createtable(lua, 3, 0);
  for (int a = 0; a < 3; a++) {
    lua_pushinteger(lua, values[a]);
    lua_rawseti(lua, -2, a + 1);
  }
  lua_setfield(lua, -2, name);
}

static void push_classes(lua_State *lua, const dss_plan *plan) {
  static const char *const spans[] = {"interface", "off", "inside", "ends",
                                      "within"};
  lua_createtable(lua, plan->class_count, 0);
  for (int c = 0; c < plan->class_count; c++) {
    const dss_class *class_ = &plan->classes[c];
    lua_createtable(lua, 0, 10);
    lua_createtable(lua, 3, 0);
    for (int a = 0; a < 3; a++) {
      lua_pushstring(lua, spans[class_->span[a]]);
      lua_rawseti(lua, -2, a + 1);
    }
    lua_setfield(lua, -2, "span");
    push_triple(lua, "extent", class_->extent);
    gimmik_lua_set_integer(lua, "count", class_->count);
    gimmik_lua_set_integer(lua, "start", class_->start);
    gimmik_lua_set_integer(lua, "lanes", class_->lanes);
    gimmik_lua_set_integer(lua, "items", class_->items);
    gimmik_lua_set_boolean(lua, "in_slab", class_->in_slab);
    gimmik_lua_set_boolean(lua, "tile", class_->tile);
    gimmik_lua_set_integer(lua, "positions", class_->positions);
    gimmik_lua_set_integer(lua, "groups", class_->groups);
    lua_rawseti(lua, -2, c + 1);
  }
  lua_setfield(lua, -2, "classes");
  gimmik_lua_set_integer(lua, "slabs", plan->slabs);
  gimmik_lua_set_integer(lua, "slab_lanes", plan->slab_lanes);
}

void gimmik_dss_context_push(lua_State *lua, const void *data) {
  const dss_plan *plan = data;
  const gimmik_dss_request *request = &plan->request;
  lua_createtable(lua, 0, 1);
  lua_createtable(lua, 0, 10);
  gimmik_lua_set_string(lua, "backend", gimmik_backend_name(request->backend));
  gimmik_lua_set_string(lua, "dtype", gimmik_dtype_name(request->dtype));
  gimmik_lua_set_string(lua, "kernel_name", request->kernel_name);
  gimmik_lua_set_integer(lua, "points", plan->n);
  gimmik_lua_set_integer(lua, "layout_block", request->layout_block);
  gimmik_lua_set_integer(lua, "axis", request->axis);
  gimmik_lua_set_integer(lua, "items", plan->items);
  gimmik_lua_set_integer(lua, "lanes", plan->lanes);
  gimmik_lua_set_integer(lua, "work", plan->work);
  gimmik_lua_set_boolean(lua, "index64", plan->index64);
  const long long box[3] = {request->box[0], request->box[1],
                            request->box[2]};
  push_triple(lua, "box", box);
  push_classes(lua, plan);
  gimmik_lua_set_integer(lua, "threads",
                         gimmik_plan_param(&plan->head, "threads", 1));
  gimmik_lua_set_variant(lua, &plan->head);
  lua_setfield(lua, -2, "plan");
}
