/*
 * axhelm_context.h (internal): the table an axhelm template sees, `plan`:
 *   backend, dtype, variant, kernel_name, points (N), fields (d),
 *   equation ("poisson" | "helmholtz"), coefficients ("constant" |
 *   "per-node"), geometry ("stored" | "parallelepiped" | "trilinear"),
 *   lambda0, lambda1 (the constants), threads (per block), min_blocks
 *   (CUDA __launch_bounds__ blocks per multiprocessor, 0: none),
 *   components_per_pass, params = {epb =, dmem =, fuse =, regs =} (those the
 *   variant takes), D[a*N + b + 1] = D[a][b], x[i + 1] and w[i + 1] the GLL
 *   points and weights (all rounded to the dtype), layout = {pitch,
 *   volume, tables, slot_stride, total} in values of the dtype.
 */
#ifndef GIMMIK_GENERATOR_AXHELM_CONTEXT_H
#define GIMMIK_GENERATOR_AXHELM_CONTEXT_H

#include <lua.h>

/* A gimmik_context_builder for a const axhelm_plan *. */
void gimmik_axhelm_context_push(lua_State *lua, const void *plan);

#endif
