/* template_engine.c: one Lua state per render; see template_engine.h. */
#include "generator/template_engine.h"

#include <lauxlib.h>
#include <lualib.h>
#include <stdlib.h>
#include <string.h>

#include "common/c_locale.h"
#include "generator/literal.h"
#include "generator/template_store.h"

/* Lua: fetch(name) -> the template's text, or raises the store's error. */
static int lua_fetch(lua_State *lua) {
  const char *name = luaL_checkstring(lua, 1);
  char *text;
  size_t length;
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_template_fetch(name, &text, &length, &error) != GIMMIK_OK) {
    lua_pushstring(lua, error.message);
    gimmik_error_clear(&error);
    return lua_error(lua);
  }
  lua_pushlstring(lua, text, length);
  free(text);
  return 1;
}

/* Lua: literal(x, "f64"|"f32") -> an exact C literal of that type. */
static int lua_literal(lua_State *lua) {
  double value = luaL_checknumber(lua, 1);
  const char *dtype = luaL_checkstring(lua, 2);
  char buffer[GIMMIK_LITERAL_SIZE];
  gimmik_format_literal(value, strcmp(dtype, "f32") == 0 ? GIMMIK_F32
                                                         : GIMMIK_F64,
                        buffer);
  lua_pushstring(lua, buffer);
  return 1;
}

static void open_libraries(lua_State *lua) {
  static const luaL_Reg libraries[] = {
      {LUA_GNAME, luaopen_base},         {LUA_TABLIBNAME, luaopen_table},
      {LUA_STRLIBNAME, luaopen_string},  {LUA_MATHLIBNAME, luaopen_math},
      {LUA_UTF8LIBNAME, luaopen_utf8},   {LUA_DBLIBNAME, luaopen_debug},
      {NULL, NULL}};
  for (const luaL_Reg *library = libraries; library->func; library++) {
    luaL_requiref(lua, library->name, library->func, 1);
    lua_pop(lua, 1);
  }
  lua_register(lua, "fetch", lua_fetch);
  lua_register(lua, "literal", lua_literal);
}

/* Run engine.lua and leave the engine table on the stack. */
static int load_engine(lua_State *lua, gimmik_error *error) {
  char *text;
  size_t length;
  if (gimmik_template_fetch("engine.lua", &text, &length, error) != GIMMIK_OK)
    return 0;
  int status = luaL_loadbuffer(lua, text, length, "@engine.lua");
  free(text);
  if (status == LUA_OK) status = lua_pcall(lua, 0, 1, 0);
  if (status != LUA_OK) {
    gimmik_error_set(error, GIMMIK_ERROR_TEMPLATE, "template engine: %s",
                     lua_tostring(lua, -1));
    return 0;
  }
  return 1;
}

struct render_call {
  const char *name;
  gimmik_context_builder build;
  const void *data;
};

/* Runs inside lua_pcall, so a Lua memory error while building the context
 * is reported rather than aborting the process. */
static int protected_render(lua_State *lua) {
  const struct render_call *call = lua_touserdata(lua, 1);
  lua_getfield(lua, 2, "render");
  lua_pushstring(lua, call->name);
  call->build(lua, call->data);
  lua_call(lua, 2, 1);
  return 1;
}

static gimmik_status render(const char *name, gimmik_context_builder build,
                            const void *data, char **source,
                            gimmik_error *error) {
  lua_State *lua = luaL_newstate();
  if (!lua)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "cannot create the Lua state");
  open_libraries(lua);
  gimmik_status status = GIMMIK_OK;
  if (!load_engine(lua, error)) {
    status = GIMMIK_ERROR_TEMPLATE;
  } else {
    struct render_call call = {name, build, data};
    lua_pushcfunction(lua, protected_render);
    lua_pushlightuserdata(lua, &call);
    lua_pushvalue(lua, -3); /* the engine table */
    if (lua_pcall(lua, 2, 1, 0) != LUA_OK) {
      const char *message = lua_tostring(lua, -1);
      status = gimmik_error_set(error, GIMMIK_ERROR_TEMPLATE, "template %s",
                                message ? message : "(error without message)");
    } else {
      size_t length;
      const char *text = lua_tolstring(lua, -1, &length);
      *source = malloc(length + 1);
      if (!*source)
        status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
      else
        memcpy(*source, text, length + 1);
    }
  }
  lua_close(lua);
  return status;
}

/* Lua formats numbers with printf and reads them with strtod: the whole
 * render runs in the "C" locale, whatever the host program set. */
gimmik_status gimmik_template_render(const char *name,
                                     gimmik_context_builder build,
                                     const void *data, char **source,
                                     gimmik_error *error) {
  *source = NULL;
  locale_t previous = gimmik_c_locale_enter();
  gimmik_status status = render(name, build, data, source, error);
  gimmik_c_locale_leave(previous);
  return status;
}

void gimmik_lua_set_integer(lua_State *lua, const char *key, long long value) {
  lua_pushinteger(lua, (lua_Integer)value);
  lua_setfield(lua, -2, key);
}

void gimmik_lua_set_number(lua_State *lua, const char *key, double value) {
  lua_pushnumber(lua, value);
  lua_setfield(lua, -2, key);
}

void gimmik_lua_set_string(lua_State *lua, const char *key, const char *value) {
  lua_pushstring(lua, value);
  lua_setfield(lua, -2, key);
}

void gimmik_lua_set_boolean(lua_State *lua, const char *key, int value) {
  lua_pushboolean(lua, value);
  lua_setfield(lua, -2, key);
}
