/*
 * plan.h (internal): what every planned kernel family (matmul, axhelm)
 * shares in the runtime: the recipe that names a kernel in the binary
 * cache and generates it on a miss, the plan that holds the kernel in use
 * and how it was chosen, and the autotuner that replaces it by the fastest
 * candidate.  A family supplies its generator, its candidates, how to
 * run one kernel on the caller's buffers and what it writes; the rest is
 * done here once.
 */
#ifndef GIMMIK_RUNTIME_PLAN_H
#define GIMMIK_RUNTIME_PLAN_H

#include "gimmik/runtime.h"
#include "runtime/backend.h"

/* Generate the kernel of `request` (a family's request type) for
 * `problem` (the family's data: the matmul operator, or NULL) with
 * `variant` (NULL: the family's default) and its parameters. */
typedef gimmik_status (*gimmik_generate_function)(
    const void *problem, const void *request, const char *variant,
    const gimmik_param *params, int param_count, gimmik_kernel **result,
    gimmik_error *error);

/* Defines `function`, a gimmik_generate_function: `call` generates from
 * `chosen`, a copy of the request (of `request_type`) with the recipe's
 * variant and parameters; it may also use `problem`. */
#define GIMMIK_RECIPE_GENERATOR(function, request_type, call)                \
  static gimmik_status function(const void *problem, const void *request,   \
                                const char *variant,                         \
                                const gimmik_param *params, int param_count, \
                                gimmik_kernel **result, gimmik_error *error) { \
    request_type chosen = *(const request_type *)request;                    \
    chosen.variant = variant;                                                \
    memcpy(chosen.params, params, (size_t)param_count * sizeof *params);     \
    chosen.param_count = param_count;                                        \
    (void)problem;                                                           \
    return call;                                                             \
  }

/* One kernel to obtain.  The cache key digests the build digest, the
 * problem key, the variant (NULL: the family's default), the parameters
 * and the entry name: everything that determines the binary. */
typedef struct gimmik_kernel_recipe {
  const char *problem_key;
  const char *variant;
  const gimmik_param *params;
  int param_count;
  const char *kernel_name;
  gimmik_generate_function generate;
  const void *problem;
  const void *request;
  /* Tuning: NULL, or the candidate this one varies in a parameter worth
   * trying only when that candidate is among the fastest (gimmik_plan_tune). */
  const struct gimmik_kernel_recipe *refines;
} gimmik_kernel_recipe;

/* The compiled kernel of `recipe` on the context's device: from the disk
 * cache when present (*cached set, when not NULL), else generated,
 * compiled and cached (a default recipe also under the variant and
 * parameters it resolved to, so that a tuning decision naming them finds
 * it).  Safe from several threads. */
gimmik_status gimmik_kernel_obtain(gimmik_context *context,
                                   const gimmik_kernel_recipe *recipe,
                                   gimmik_kernel_info *info,
                                   gimmik_device_kernel **kernel, int *cached,
                                   gimmik_error *error);

typedef struct gimmik_plan {
  gimmik_context *context;
  char problem_key[65];        /* hex digest naming the problem (and with
                                  it its binaries) */
  char decision_key[65];       /* naming its tuning decisions: the
                                  problem key, or another problem's */
  char label[128];             /* names the problem in verbose output */
  gimmik_kernel_info info;     /* the kernel in use */
  gimmik_device_kernel *kernel;
  double tuned_milliseconds;   /* -1 until tuned */
  int tuned;                   /* the kernel came from a tuning decision */
  int cached;                  /* it was loaded from the disk cache */
  int tuning_due;              /* tune at the next apply */
  gimmik_tuning_report report; /* of the last tuning */
} gimmik_plan;

/* Fill plan->problem_key, and the decision key with it, from a
 * description of the problem and the context's build digest
 * (plan->context is set). */
void gimmik_plan_key(gimmik_plan *plan, const void *description,
                     size_t size);

/* 1 with the decision stored for the plan's problem on this device, when
 * the context's policy uses stored decisions (tuning_db.h); else 0. */
struct gimmik_tuning_decision;
int gimmik_plan_stored_decision(gimmik_plan *plan,
                                struct gimmik_tuning_decision *decision);

/* Then store and look up the decisions under another description: a
 * kernel that differs from another only in how it takes its arguments
 * (scalars in memory) shares the other's decisions, so that both run
 * the same variant and parameters; its binaries keep its own key. */
void gimmik_plan_decision_key(gimmik_plan *plan, const void *description,
                              size_t size);

/* Load the kernel for `requested`: a stored decision when the recipe names
 * no variant and the policy allows, else the recipe as given.  Sets
 * tuning_due when the policy asks for tuning and nothing was decided. */
gimmik_status gimmik_plan_choose(gimmik_plan *plan,
                                 const gimmik_kernel_recipe *requested,
                                 gimmik_error *error);

/* Unload the kernel in use. */
gimmik_status gimmik_plan_release(gimmik_plan *plan, gimmik_error *error);

/* One launch of `kernel` of the family on the tuning buffers `data`
 * describes, on `stream`. */
typedef gimmik_status (*gimmik_run_function)(void *data,
                                             gimmik_device_kernel *kernel,
                                             const gimmik_kernel_info *info,
                                             void *stream,
                                             gimmik_error *error);

enum { GIMMIK_TUNING_OUTPUTS = 8 };

/* Memory the kernels write, in place or not: the first `bytes` of
 * `buffer`, values of the target's dtype or, `doubles`, doubles (a
 * total's results with scalars in memory, gimmik/vector.h). */
typedef struct gimmik_tuning_output {
  gimmik_buffer *buffer;
  size_t bytes;
  int doubles;
} gimmik_tuning_output;

/* What the tuner needs of a family: how to run one kernel on the tuning
 * buffers (what is timed), how to run it for the check (NULL: the same;
 * a kernel whose result another kernel finishes runs both), and what
 * the kernels write.  The outputs are saved before tuning and restored
 * after it, and restored before every check, so that each kernel starts
 * from the caller's data; `scale` is the size of the terms an output
 * value sums where the family knows it (0: not known), so that rounding
 * where the terms cancel is not taken for a wrong result
 * (tuning_check.h). */
typedef struct gimmik_tuning_target {
  gimmik_run_function run;
  gimmik_run_function check;
  void *data;
  void *stream;
  gimmik_dtype dtype;
  gimmik_tuning_output outputs[GIMMIK_TUNING_OUTPUTS];
  int output_count;
  double scale;
} gimmik_tuning_target;

/* Build the candidates (a pool of threads), check each against the
 * reference (the kernel in use, or the first that runs when it cannot)
 * and time it: the kernel in use and every candidate that refines no
 * other; then the refinements of the eight fastest; then the leaders
 * (within the context's margin of the fastest, at most four) again, in
 * turn; the one with the fastest median of medians becomes the kernel in
 * use and the stored decision.  A candidate that cannot be generated,
 * compiled, loaded, launched or timed is skipped, and one whose output
 * differs from the reference's is disqualified, each with its reason in
 * the verbose output and the tuning log; the tuning fails only when no
 * kernel runs. */
gimmik_status gimmik_plan_tune(gimmik_plan *plan,
                               const gimmik_kernel_recipe *candidates,
                               int count, const gimmik_tuning_target *target,
                               gimmik_error *error);

/* gimmik_plan_tune over a family's candidates (its generator's list),
 * each the recipe `base` with the candidate's variant and parameters. */
gimmik_status gimmik_plan_tune_candidates(gimmik_plan *plan,
                                          const gimmik_kernel_recipe *base,
                                          const gimmik_candidate *candidates,
                                          int count,
                                          const gimmik_tuning_target *target,
                                          gimmik_error *error);

/* A family's list of candidates for `problem` and `request` (those of
 * its recipes). */
typedef gimmik_status (*gimmik_candidates_function)(
    const void *problem, const void *request, gimmik_candidate **candidates,
    int *count, gimmik_error *error);

/* When gimmik_plan_choose could not build the family's default (not
 * viable on this device, refused by its compiler or driver), the first of
 * its candidates that builds becomes the kernel in use, so that the
 * problem still runs and tunes.  `failure` is the default's status, its
 * error in *error: returned as it is when the fault is the caller's (an
 * argument, memory) or no candidate builds. */
gimmik_status gimmik_plan_fall_back(gimmik_plan *plan,
                                    const gimmik_kernel_recipe *base,
                                    gimmik_candidates_function list,
                                    gimmik_status failure,
                                    gimmik_error *error);

/* A caller's buffer wrapped for the backend, kept while the caller passes
 * the same memory and size. */
typedef struct gimmik_borrowed {
  void *native;
  size_t bytes;
  gimmik_buffer *buffer;
} gimmik_borrowed;

/* Wrap `native` (`bytes` long), or keep the last wrap when it is the same;
 * a NULL `native` leaves nothing wrapped. */
gimmik_status gimmik_borrow(gimmik_context *context, gimmik_borrowed *borrowed,
                            void *native, size_t bytes, gimmik_error *error);
void gimmik_borrowed_release(gimmik_borrowed *borrowed);

/* Scalars in memory (gimmik/vector.h): memory[s], one double for
 * scalar s (alpha, beta, gamma, delta; NULL: not read), wrapped;
 * `function` names the call in errors. */
gimmik_status gimmik_borrow_scalars(gimmik_context *context,
                                    gimmik_borrowed scalars[4],
                                    void *const memory[4],
                                    const char *function,
                                    gimmik_error *error);

#endif
