/*
 * matmul_context.h (internal): the tables a matmul template sees.
 *   op:     m, k, origin, nonzeros, used (0-based columns of A with a nonzero,
 *           ascending), rows[r+1] = {{col=, value=}...}, cols[j+1] =
 *           {{row=, value=}...}  (values are alpha*A in the dtype)
 *   plan:   backend, dtype, alpha, beta, baked, n, ldb, ldc, index64,
 *           kernel_name, variant, params = {name = value}
 *   groups: count, slots, members[g+1] = {...}, slot[index] (split variants)
 */
#ifndef GIMMIK_GENERATOR_MATMUL_CONTEXT_H
#define GIMMIK_GENERATOR_MATMUL_CONTEXT_H

#include <lua.h>

/* A gimmik_context_builder for a const matmul_plan *. */
void gimmik_matmul_context_push(lua_State *lua, const void *plan);

#endif
