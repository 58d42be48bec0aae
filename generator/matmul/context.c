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
  gimmik_lua_set_integer(lua, "c_ahead", gimmik_matmul_c_ahead(plan));
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

/* tiles = {rows, depth, mtiles, ksteps, count, pitch, index[mt*ksteps + ks
 * + 1] = 0-based number of a nonzero tile, or -1, part_start[p + 1] =
 * first tile of rows of warp share p}. */
static void push_tiles(lua_State *lua, const matmul_plan *plan) {
  const matmul_tiles *tiles = &plan->tiles;
  lua_createtable(lua, 0, 8);
  gimmik_lua_set_integer(lua, "rows", tiles->rows);
  gimmik_lua_set_integer(lua, "depth", tiles->depth);
  gimmik_lua_set_integer(lua, "mtiles", tiles->mtiles);
  gimmik_lua_set_integer(lua, "ksteps", tiles->ksteps);
  gimmik_lua_set_integer(lua, "count", tiles->count);
  gimmik_lua_set_integer(lua, "pitch", tiles->pitch);
  int cells = tiles->mtiles * tiles->ksteps;
  lua_createtable(lua, cells, 0);
  for (int i = 0; i < cells; i++) {
    lua_pushinteger(lua, tiles->index[i]);
    lua_rawseti(lua, -2, i + 1);
  }
  lua_setfield(lua, -2, "index");
  if (tiles->part_start) {
    lua_createtable(lua, tiles->parts + 1, 0);
    for (int p = 0; p <= tiles->parts; p++) {
      lua_pushinteger(lua, tiles->part_start[p]);
      lua_rawseti(lua, -2, p + 1);
    }
    lua_setfield(lua, -2, "part_start");
  }
}

static void push_integers(lua_State *lua, const int *values, int count) {
  lua_createtable(lua, count, 0);
  for (int i = 0; i < count; i++) {
    lua_pushinteger(lua, values[i]);
    lua_rawseti(lua, -2, i + 1);
  }
}

/* reads = {count, load_start[p+1] (0-based into load_col), load_col,
 * use} as in plan.h's matmul_reads. */
static void push_reads(lua_State *lua, const matmul_plan *plan) {
  const matmul_reads *reads = &plan->reads;
  lua_createtable(lua, 0, 4);
  gimmik_lua_set_integer(lua, "count", reads->count);
  push_integers(lua, reads->load_start, plan->m + 1);
  lua_setfield(lua, -2, "load_start");
  push_integers(lua, reads->load_col, reads->count);
  lua_setfield(lua, -2, "load_col");
  push_integers(lua, reads->use, (int)plan->analysis.nonzeros);
  lua_setfield(lua, -2, "use");
}

void gimmik_matmul_context_push(lua_State *lua, const void *data) {
  const matmul_plan *plan = data;
  lua_createtable(lua, 0, 5);
  if (plan->row_order) {
    push_integers(lua, plan->row_order, plan->m);
    lua_setfield(lua, -2, "order");
  }
  if (plan->reads.load_start) {
    push_reads(lua, plan);
    lua_setfield(lua, -2, "reads");
  }
  if (plan->tiles.index) {
    push_tiles(lua, plan);
    lua_setfield(lua, -2, "tiles");
  }
  push_operator(lua, plan);
  lua_setfield(lua, -2, "op");
  push_plan(lua, plan);
  lua_setfield(lua, -2, "plan");
  push_groups(lua, plan);
  lua_setfield(lua, -2, "groups");
}
