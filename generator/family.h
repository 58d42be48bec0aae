/*
 * family.h (internal): the one model every kernel family of the generator
 * is written in.  A family (matmul, axhelm, ...) is a table: its variants,
 * each variant's parameters with the values they may take, the values the
 * autotuner sweeps and when each parameter applies, its refinements, and a
 * viability check that returns the reason as data.  Choosing a variant,
 * resolving its parameters, the variant reports, the autotuner's
 * candidates, the common metadata and rendering are written once here
 * (family.c); a family supplies only what is its own.
 *
 * A family's plan begins with a gimmik_variant_plan, so the code here can
 * work on any family's plan and the family's callbacks cast back to their
 * own type.
 */
#ifndef GIMMIK_GENERATOR_FAMILY_H
#define GIMMIK_GENERATOR_FAMILY_H

#include <stddef.h>

#include <lua.h>

#include "gimmik/generator.h"

typedef struct gimmik_family gimmik_family;
typedef struct gimmik_variant gimmik_variant;
typedef struct gimmik_variant_plan gimmik_variant_plan;

enum { GIMMIK_REASON_SIZE = 256, GIMMIK_SWEEP_MAX = 8, GIMMIK_DEFAULTS_MAX = 8 };

/* One parameter of a variant.  It applies to a plan when `applies` says
 * so (NULL: always); its value starts at `initial` (NULL: `base`), a
 * caller may fix it anywhere in minimum..maximum, and the variant's
 * `choose` may move it while the caller has not.  The autotuner sweeps
 * `sweep`'s values (NULL: the `choice_count` values of `choices`; none:
 * the value resolved for the plan).  A refinement is held at `base`
 * while the others are swept, and its other values are tried only on the
 * fastest of those candidates (the tuner's second round). */
typedef struct gimmik_param_spec {
  const char *name;
  const char *meaning;
  int minimum, maximum;
  int base;
  int refinement;
  int (*applies)(const gimmik_variant_plan *plan);
  int (*initial)(const gimmik_variant_plan *plan);
  int (*sweep)(const gimmik_variant_plan *plan, int values[GIMMIK_SWEEP_MAX]);
  int choice_count;
  int choices[GIMMIK_SWEEP_MAX];
} gimmik_param_spec;

/* A parameter list and its length, as a gimmik_variant's initializer
 * takes them (`params, param_count`). */
#define GIMMIK_PARAMS(list) list, (int)(sizeof list / sizeof list[0])

struct gimmik_variant {
  const char *name;
  const char *summary;
  unsigned backends;          /* bit (1 << gimmik_backend) per backend */
  const gimmik_param_spec *const *params;
  int param_count;
  /* Move the parameters the caller left free (bit i of `fixed` is
   * params[i] of the plan) to suit the plan; NULL: keep their initial
   * values. */
  void (*choose)(gimmik_variant_plan *plan, unsigned fixed);
  /* Whether the resolved plan can be served; 0 with the reason. */
  int (*viable)(gimmik_variant_plan *plan, char *reason, size_t size);
  /* Launch geometry into plan->info: block, cols_per_block, shared_bytes. */
  void (*geometry)(gimmik_variant_plan *plan);
};

struct gimmik_family {
  const char *name;           /* "matmul", "axhelm" */
  const gimmik_variant *const *variants; /* NULL-terminated */
  /* The variants to try, in order, when the caller names none: the
   * first offered on the backend and viable is used.  Returns how many
   * were written (at most GIMMIK_DEFAULTS_MAX). */
  int (*defaults)(const gimmik_variant_plan *plan,
                  const gimmik_variant *order[]);
  /* The problem in words, for messages ("hex.mtx", "N = 8, f64, ..."). */
  void (*describe)(const gimmik_variant_plan *plan, char *text, size_t size);
  /* The family's own metadata (sizes, costs, arguments) into plan->info. */
  void (*metadata)(gimmik_variant_plan *plan);
  /* The template that renders the plan ("matmul/cstream.tpl"). */
  void (*template_name)(const gimmik_variant_plan *plan, char *name,
                        size_t size);
  /* Push the table the family's templates read (a gimmik_context_builder
   * of template_engine.h). */
  void (*push_context)(lua_State *lua, const void *plan);
  /* Forget what `viable` computed for one variant, so the plan can try
   * another; NULL: nothing to forget. */
  void (*reset)(gimmik_variant_plan *plan);
  /* The family's plan: its size, how a request (and the problem, for
   * matmul the operator) prepares one, and how it is released (NULL:
   * nothing to release). */
  size_t plan_size;
  gimmik_status (*prepare)(const void *problem, const void *request,
                           gimmik_variant_plan *plan, gimmik_error *error);
  void (*release)(gimmik_variant_plan *plan);
  /* The variant (NULL: the defaults) and parameters a request asks for. */
  void (*choice)(const void *request, const char **variant,
                 const gimmik_param **params, int *count);
  /* Whether the autotuner times plan->variant (the plan started on it);
   * NULL: every variant offered.  A variant left out still serves a
   * request that names it. */
  int (*swept)(const gimmik_variant_plan *plan);
};

/* The head of every family's plan. */
struct gimmik_variant_plan {
  const gimmik_family *family;
  gimmik_backend backend;
  gimmik_dtype dtype;
  const char *kernel_name;
  const gimmik_variant *variant;
  const gimmik_param_spec *specs[GIMMIK_MAX_PARAMS]; /* of params[i] */
  gimmik_param params[GIMMIK_MAX_PARAMS];  /* resolved: initial + overrides */
  int param_count;
  int register_estimate;      /* 32-bit registers of live values per thread */
  gimmik_kernel_info info;
};

/* Defines `function`, a family's choice callback, for a request type with
 * the members variant, params and param_count. */
#define GIMMIK_FAMILY_CHOICE(function, request_type)                         \
  static void function(const void *request, const char **variant,           \
                       const gimmik_param **params, int *count) {           \
    const request_type *chosen = request;                                    \
    *variant = chosen->variant;                                              \
    *params = chosen->params;                                                \
    *count = chosen->param_count;                                            \
  }

/* Start a plan's head (before the family prepares the rest). */
void gimmik_variant_plan_init(gimmik_variant_plan *plan,
                              const gimmik_family *family,
                              gimmik_backend backend, gimmik_dtype dtype,
                              const char *kernel_name);

/* The value of a resolved parameter, `fallback` when the plan has none. */
int gimmik_plan_param(const gimmik_variant_plan *plan, const char *name,
                      int fallback);
/* Set a resolved parameter (nothing when the plan has none). */
void gimmik_plan_set_param(gimmik_variant_plan *plan, const char *name,
                           int value);
/* Index of a resolved parameter in plan->params, -1 when it has none. */
int gimmik_plan_param_index(const gimmik_variant_plan *plan,
                            const char *name);

/* Choose `variant` (NULL: the family's defaults, the first viable) with
 * `overrides`, check it and fill in the metadata.  An unknown variant or
 * parameter, or a value out of range, is GIMMIK_ERROR_ARGUMENT; a variant
 * that cannot serve the plan GIMMIK_ERROR_UNSUPPORTED with the reason. */
gimmik_status gimmik_family_choose(gimmik_variant_plan *plan,
                                   const char *variant,
                                   const gimmik_param *overrides,
                                   int override_count, gimmik_error *error);

/* Every variant of the family as it applies to the prepared plan;
 * *reports is malloc'd, one per variant. */
gimmik_status gimmik_family_reports(gimmik_variant_plan *plan,
                                    gimmik_variant_report **reports,
                                    int *count, gimmik_error *error);

/* Every viable (variant, parameters) worth timing; *candidates is
 * malloc'd.  A candidate whose refinements are not at their base values
 * refines the candidate that has them there (candidate.refines). */
gimmik_status gimmik_family_candidates(gimmik_variant_plan *plan,
                                       gimmik_candidate **candidates,
                                       int *count, gimmik_error *error);

/* Set t.variant (its name) and t.params ({name = value}) on the table on
 * top of the Lua stack, for a family's push_context. */
void gimmik_lua_set_variant(lua_State *lua, const gimmik_variant_plan *plan);

/* Render the chosen plan into a kernel object. */
gimmik_status gimmik_family_render(const gimmik_variant_plan *plan,
                                   gimmik_kernel **result,
                                   gimmik_error *error);

/* The public entry points of every family, written once: prepare a plan
 * of `request` (a family's request type) for `problem`, then generate
 * the kernel it asks for, report every variant, or list the candidates
 * (the request's variant and parameters ignored). */
gimmik_status gimmik_family_generate(const gimmik_family *family,
                                     const void *problem, const void *request,
                                     gimmik_kernel **result,
                                     gimmik_error *error);
gimmik_status gimmik_family_variants(const gimmik_family *family,
                                     const void *problem, const void *request,
                                     gimmik_variant_report **reports,
                                     int *count, gimmik_error *error);
gimmik_status gimmik_family_list_candidates(const gimmik_family *family,
                                            const void *problem,
                                            const void *request,
                                            gimmik_candidate **candidates,
                                            int *count, gimmik_error *error);

#endif
