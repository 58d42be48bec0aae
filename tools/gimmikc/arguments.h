/*
 * arguments.h: what the commands that emit one kernel of a family from
 * its own options (gimmikc dss, gimmikc vector) and gimmikc bp5 share:
 * reading integers, words and box sizes, and the options every kernel
 * takes (-o, --meta, --force, --backend, --dtype, --variant, --param,
 * --kernel-name, --list-variants).  Errors are printed as "gimmikc
 * COMMAND: ..." and reported as 0.
 */
#ifndef GIMMIKC_ARGUMENTS_H
#define GIMMIKC_ARGUMENTS_H

#include "gimmik/generator.h"

/* An integer in low..high, the whole of `text`. */
int gimmikc_arg_int(const char *command, const char *option,
                    const char *text, int low, int high, int *value);

/* The index of `text` among `words`. */
int gimmikc_arg_word(const char *command, const char *option,
                     const char *text, const char *const *words, int count,
                     int *value);

/* "ExxEyxEz": three counts of at least 1. */
int gimmikc_arg_box(const char *command, const char *option,
                    const char *text, int box[3]);

typedef struct gimmikc_kernel_args {
  const char *command;              /* "dss", "vector" */
  const char *output, *meta;
  int force, list_variants, backend_given;
  gimmik_backend backend;
  gimmik_dtype dtype;
  const char *variant, *kernel_name;
  gimmik_param params[GIMMIK_MAX_PARAMS];
  int param_count;
} gimmikc_kernel_args;

void gimmikc_kernel_args_init(gimmikc_kernel_args *args, const char *command);

/* argv[*i] if it is one of the shared options (its value, if it takes
 * one, is consumed): 1 when read, 0 on a usage error, -1 when the option
 * is not one of them. */
int gimmikc_kernel_arg(gimmikc_kernel_args *args, int argc, char **argv,
                       int *i);

/* After the last option: an output unless listing variants, and the
 * backend from its extension unless --backend named one. */
int gimmikc_kernel_args_finish(gimmikc_kernel_args *args);

/* Print a failed call's error as "gimmikc COMMAND: ..."; the exit
 * status: usage (2) for a bad argument or a request no variant serves,
 * else bad input (1). */
int gimmikc_kernel_report(const gimmikc_kernel_args *args,
                          const gimmik_error *error);

/* The end of an emitting command: `kernel` (when `status`, the
 * generator's, is GIMMIK_OK) to -o and its metadata to --meta, both or
 * neither; the kernel destroyed and the error reported and cleared.
 * Returns the exit status. */
int gimmikc_kernel_emit(const gimmikc_kernel_args *args,
                        gimmik_status status, gimmik_kernel *kernel,
                        gimmik_error *error);

#endif
