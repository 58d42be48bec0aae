/*
 * template_engine.h (internal): the embedded Lua 5.4 that renders kernel
 * templates (templates/engine.lua describes the template syntax).
 */
#ifndef GIMMIK_GENERATOR_TEMPLATE_ENGINE_H
#define GIMMIK_GENERATOR_TEMPLATE_ENGINE_H

#include <lua.h>

#include "gimmik/error.h"

/* Pushes the rendering context (a table) onto the Lua stack. */
typedef void (*gimmik_context_builder)(lua_State *lua, const void *data);

/* Render template `name` with the context `build` pushes; on success
 * *source is the malloc'd text.  Template errors (syntax, runtime, a missing
 * field) are GIMMIK_ERROR_TEMPLATE naming the template and line. */
gimmik_status gimmik_template_render(const char *name,
                                     gimmik_context_builder build,
                                     const void *data, char **source,
                                     gimmik_error *error);

/* Helpers for context builders: set t[key] = value on the table on top. */
void gimmik_lua_set_integer(lua_State *lua, const char *key, long long value);
void gimmik_lua_set_number(lua_State *lua, const char *key, double value);
void gimmik_lua_set_string(lua_State *lua, const char *key, const char *value);
void gimmik_lua_set_boolean(lua_State *lua, const char *key, int value);

#endif
