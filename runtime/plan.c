/*
 * plan.c: choosing the kernel a planned problem uses (plan.h): a tuning
 * decision stored for this device and problem when there is one, else the
 * family's default; and the caller's buffers, wrapped once and reused.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/context_internal.h"
#include "runtime/digest.h"

static void digest_key(const gimmik_context *context, const void *description,
                       size_t size, char key[65]) {
  gimmik_digest_state state;
  gimmik_digest_init(&state);
  gimmik_digest_update(&state, description, size);
  /* A decision names parameters of the kernels it timed: another gimmikc
   * or template set may have new ones (whose defaults it never timed) or
   * other kernels under the same names, so it must be timed again. */
  gimmik_digest_update(&state, context->build_digest,
                       sizeof context->build_digest);
  unsigned char digest[32];
  gimmik_digest_final(&state, digest);
  gimmik_digest_hex(digest, key);
}

void gimmik_plan_key(gimmik_plan *plan, const void *description,
                     size_t size) {
  digest_key(plan->context, description, size, plan->problem_key);
  memcpy(plan->decision_key, plan->problem_key, sizeof plan->decision_key);
}

void gimmik_plan_decision_key(gimmik_plan *plan, const void *description,
                              size_t size) {
  digest_key(plan->context, description, size, plan->decision_key);
}

int gimmik_plan_stored_decision(gimmik_plan *plan,
                                gimmik_tuning_decision *decision) {
  gimmik_context *context = plan->context;
  if (context->options.tuning == GIMMIK_TUNE_ALWAYS) return 0;
  gimmik_error error;
  gimmik_error_init(&error);
  int found = 0;
  pthread_mutex_lock(&context->lock);
  gimmik_status status = gimmik_tuning_db_lookup(
      context->tuning, context->device_key, plan->decision_key, decision,
      &found, &error);
  pthread_mutex_unlock(&context->lock);
  gimmik_error_clear(&error);
  return status == GIMMIK_OK && found;
}

gimmik_status gimmik_plan_choose(gimmik_plan *plan,
                                 const gimmik_kernel_recipe *requested,
                                 gimmik_error *error) {
  gimmik_context *context = plan->context;
  gimmik_tuning_decision decision;
  plan->tuned_milliseconds = -1.0;
  if (!requested->variant && gimmik_plan_stored_decision(plan, &decision)) {
    gimmik_kernel_recipe decided = *requested;
    decided.variant = decision.variant;
    decided.params = decision.params;
    decided.param_count = decision.param_count;
    gimmik_error ignored;
    gimmik_error_init(&ignored);
    gimmik_status status =
        gimmik_kernel_obtain(context, &decided, &plan->info, &plan->kernel,
                             &plan->cached, &ignored);
    gimmik_error_clear(&ignored);
    if (status == GIMMIK_OK) {
      plan->tuned = 1;
      plan->tuned_milliseconds = decision.milliseconds;
      return GIMMIK_OK;
    }
    /* A decision this gimmikc can no longer build: tune afresh. */
  }
  plan->tuning_due = !requested->variant &&
                     context->options.tuning != GIMMIK_TUNE_NEVER;
  return gimmik_kernel_obtain(context, requested, &plan->info, &plan->kernel,
                              &plan->cached, error);
}

static void candidate_recipe(const gimmik_kernel_recipe *base,
                             const gimmik_candidate *candidate,
                             gimmik_kernel_recipe *recipe) {
  *recipe = *base;
  recipe->variant = candidate->variant;
  recipe->params = candidate->params;
  recipe->param_count = candidate->param_count;
  recipe->refines = NULL;
}

/* The first of `count` candidates that builds, as the kernel in use. */
static gimmik_status first_that_builds(gimmik_plan *plan,
                                       const gimmik_kernel_recipe *base,
                                       const gimmik_candidate *candidates,
                                       int count) {
  for (int i = 0; i < count; i++) {
    gimmik_kernel_recipe recipe;
    candidate_recipe(base, &candidates[i], &recipe);
    gimmik_error ignored;
    gimmik_error_init(&ignored);
    gimmik_status status =
        gimmik_kernel_obtain(plan->context, &recipe, &plan->info,
                             &plan->kernel, &plan->cached, &ignored);
    gimmik_error_clear(&ignored);
    if (status == GIMMIK_OK) return GIMMIK_OK;
  }
  return GIMMIK_ERROR_UNSUPPORTED;
}

gimmik_status gimmik_plan_fall_back(gimmik_plan *plan,
                                    const gimmik_kernel_recipe *base,
                                    gimmik_candidates_function list,
                                    gimmik_status failure,
                                    gimmik_error *error) {
  if (failure != GIMMIK_ERROR_UNSUPPORTED && failure != GIMMIK_ERROR_COMPILE &&
      failure != GIMMIK_ERROR_TEMPLATE && failure != GIMMIK_ERROR_BACKEND)
    return failure;
  gimmik_candidate *candidates = NULL;
  int count = 0;
  gimmik_error ignored;
  gimmik_error_init(&ignored);
  gimmik_status status = list(base->problem, base->request, &candidates,
                              &count, &ignored);
  gimmik_error_clear(&ignored);
  if (status == GIMMIK_OK)
    status = first_that_builds(plan, base, candidates, count);
  free(candidates);
  if (status != GIMMIK_OK) return failure;
  if (plan->context->options.verbose)
    fprintf(stderr, "gimmik: %s: the default kernel cannot be built (%s); "
            "%s stands in\n", plan->label, error ? error->message : "",
            plan->info.variant);
  gimmik_error_clear(error);
  return GIMMIK_OK;
}

gimmik_status gimmik_plan_tune_candidates(gimmik_plan *plan,
                                          const gimmik_kernel_recipe *base,
                                          const gimmik_candidate *candidates,
                                          int count,
                                          const gimmik_tuning_target *target,
                                          gimmik_error *error) {
  enum { EXTRA = 8 };
  gimmik_kernel_recipe *recipes =
      calloc((size_t)count + EXTRA, sizeof *recipes);
  if (!recipes)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  for (int i = 0; i < count; i++) {
    candidate_recipe(base, &candidates[i], &recipes[i]);
    if (candidates[i].refines >= 0)
      recipes[i].refines = &recipes[candidates[i].refines];
  }
  const gimmik_tuning_hooks *hooks = &plan->context->hooks;
  if (hooks->extra)
    count += hooks->extra(hooks->user, base, recipes + count, EXTRA);
  gimmik_status status =
      gimmik_plan_tune(plan, recipes, count, target, error);
  free(recipes);
  return status;
}

gimmik_status gimmik_plan_release(gimmik_plan *plan, gimmik_error *error) {
  gimmik_status status = gimmik_kernel_unload(plan->kernel, error);
  plan->kernel = NULL;
  return status;
}

gimmik_status gimmik_borrow(gimmik_context *context, gimmik_borrowed *borrowed,
                            void *native, size_t bytes, gimmik_error *error) {
  if (borrowed->native == native && borrowed->bytes == bytes &&
      (borrowed->buffer || !native))
    return GIMMIK_OK;
  gimmik_borrowed_release(borrowed);
  if (!native) return GIMMIK_OK;
  gimmik_status status =
      gimmik_memory_check_extent(context, native, bytes, error);
  if (status == GIMMIK_OK)
    status = gimmik_buffer_wrap(context->device, native, bytes,
                                &borrowed->buffer, error);
  if (status != GIMMIK_OK) return status;
  borrowed->native = native;
  borrowed->bytes = bytes;
  return GIMMIK_OK;
}

void gimmik_borrowed_release(gimmik_borrowed *borrowed) {
  gimmik_buffer_free(borrowed->buffer, NULL);
  memset(borrowed, 0, sizeof *borrowed);
}

gimmik_status gimmik_borrow_scalars(gimmik_context *context,
                                    gimmik_borrowed scalars[4],
                                    void *const memory[4],
                                    const char *function,
                                    gimmik_error *error) {
  static const char *const names[4] = {"alpha", "beta", "gamma", "delta"};
  for (int s = 0; s < 4; s++) {
    gimmik_status status = gimmik_borrow(context, &scalars[s], memory[s],
                                         sizeof(double), error);
    if (status != GIMMIK_OK) {
      gimmik_error_prefix(error, "%s: %s", function, names[s]);
      return status;
    }
  }
  return GIMMIK_OK;
}
