/*
 * kernel_common.h (internal): what every kernel family of the generator
 * shares: the kernel object it returns, its parameter lists and the rule
 * for kernel names.
 */
#ifndef GIMMIK_GENERATOR_KERNEL_COMMON_H
#define GIMMIK_GENERATOR_KERNEL_COMMON_H

#include "gimmik/generator.h"

/* A kernel object owning `source` (freed here on failure too). */
gimmik_status gimmik_kernel_wrap(char *source, const gimmik_kernel_info *info,
                                 gimmik_kernel **result, gimmik_error *error);

/* Add or replace `name` = `value` in a parameter list of at most
 * GIMMIK_MAX_PARAMS entries. */
gimmik_status gimmik_param_list_set(gimmik_param *params, int *count,
                                    const char *name, int value,
                                    gimmik_error *error);

/* Shared memory one block may use on `backend`: on CUDA the opt-in limit
 * of the compute capability (major*10 + minor; above 48 KiB a kernel
 * must opt in, which the runtime does at launch), 96 KiB where the
 * device is not known (0); 48 KiB on the other backends. */
int gimmik_shared_budget(gimmik_backend backend, int compute_capability);

/* A C identifier that none of the three targets reserves, short enough for
 * the metadata; GIMMIK_ERROR_ARGUMENT saying why not. */
gimmik_status gimmik_kernel_name_check(const char *name, gimmik_error *error);

#endif
