/*
 * tuner.c: time every viable candidate of a planned problem on the
 * caller's own buffers and keep the fastest (plan.h).  The kernel in use
 * (the default, or an earlier decision) is the incumbent; a candidate
 * replaces it only when its median is faster by more than the context's
 * margin, so noise does not flip decisions.  Candidates are generated and
 * compiled by a pool of threads first (compilation dominates tuning time);
 * the timing itself is sequential, one kernel at a time on the device.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime/context_internal.h"

enum { TUNING_WARMUP = 2 };

typedef struct contender {
  gimmik_kernel_info info;
  gimmik_device_kernel *kernel;
  double milliseconds;
} contender;

static int same_kernel(const gimmik_kernel_info *info,
                       const gimmik_kernel_recipe *candidate) {
  if (strcmp(info->variant, candidate->variant) != 0) return 0;
  for (int i = 0; i < candidate->param_count; i++)
    if (gimmik_kernel_param(info, candidate->params[i].name, -1) !=
        candidate->params[i].value)
      return 0;
  return 1;
}

static void describe(const gimmik_kernel_info *info, char *text, size_t size) {
  int used = snprintf(text, size, "%s", info->variant);
  for (int i = 0; i < info->param_count && used > 0 && (size_t)used < size; i++)
    used += snprintf(text + used, size - (size_t)used, " %s=%d",
                     info->params[i].name, info->params[i].value);
}

/* Candidates being built by the thread pool. */
typedef struct preparation {
  gimmik_plan *plan;
  const gimmik_kernel_recipe *recipes;
  contender *built;       /* [count]; kernel NULL where building failed */
  int count;
  int next;               /* next recipe to take */
  pthread_mutex_t lock;
} preparation;

static void *prepare_candidates(void *argument) {
  preparation *work = argument;
  gimmik_plan *plan = work->plan;
  for (;;) {
    pthread_mutex_lock(&work->lock);
    int index = work->next++;
    pthread_mutex_unlock(&work->lock);
    if (index >= work->count) return NULL;
    gimmik_error error;
    gimmik_error_init(&error);
    contender *built = &work->built[index];
    if (gimmik_kernel_obtain(plan->context, &work->recipes[index],
                             &built->info, &built->kernel,
                             &error) != GIMMIK_OK) {
      built->kernel = NULL;
      if (plan->context->options.verbose)
        fprintf(stderr, "gimmik: tuning %s: %s not built: %s\n", plan->label,
                work->recipes[index].variant, error.message);
    }
    gimmik_error_clear(&error);
  }
}

/* Build every candidate with one thread per processor (at most 16). */
static void prepare_all(gimmik_plan *plan, const gimmik_kernel_recipe *recipes,
                        int count, contender *built) {
  preparation work = {plan, recipes, built, count, 0,
                      PTHREAD_MUTEX_INITIALIZER};
  long processors = sysconf(_SC_NPROCESSORS_ONLN);
  int threads = processors < 1 ? 1 : processors > 16 ? 16 : (int)processors;
  if (threads > count) threads = count;
  pthread_t pool[16];
  int started = 0;
  for (; started < threads; started++)
    if (pthread_create(&pool[started], NULL, prepare_candidates, &work))
      break;
  if (started == 0) prepare_candidates(&work);
  for (int i = 0; i < started; i++) pthread_join(pool[i], NULL);
  pthread_mutex_destroy(&work.lock);
}

typedef struct timer {
  gimmik_time_function time;
  void *data;
  void *stream;
} timer;

/* Time one built candidate; a launch failure only disqualifies it. */
static int time_candidate(gimmik_plan *plan, const timer *clock,
                          contender *candidate) {
  gimmik_context *context = plan->context;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_timing timing;
  gimmik_status status = clock->time(
      clock->data, candidate->kernel, &candidate->info, clock->stream,
      TUNING_WARMUP, context->options.tuning_repeat, &timing, &error);
  char name[160];
  describe(&candidate->info, name, sizeof name);
  if (status != GIMMIK_OK) {
    if (context->options.verbose)
      fprintf(stderr, "gimmik: tuning %s: %s skipped: %s\n", plan->label, name,
              error.message);
    gimmik_error_clear(&error);
    return 0;
  }
  candidate->milliseconds = timing.median_milliseconds;
  if (context->options.verbose)
    fprintf(stderr, "gimmik: tuning %s: %-40s %.4f ms\n", plan->label, name,
            candidate->milliseconds);
  return 1;
}

static void store_decision(gimmik_plan *plan, const contender *winner,
                           double default_milliseconds, int timed) {
  gimmik_context *context = plan->context;
  gimmik_tuning_decision decision;
  memset(&decision, 0, sizeof decision);
  snprintf(decision.variant, sizeof decision.variant, "%s",
           winner->info.variant);
  memcpy(decision.params, winner->info.params, sizeof decision.params);
  decision.param_count = winner->info.param_count;
  decision.milliseconds = winner->milliseconds;
  decision.default_milliseconds = default_milliseconds;
  decision.candidates = timed;
  gimmik_error error;
  gimmik_error_init(&error);
  pthread_mutex_lock(&context->lock);
  if (gimmik_tuning_db_store(context->tuning, context->device_key,
                             plan->problem_key, &decision, &error))
    fprintf(stderr, "gimmik: tuning decision not stored: %s\n",
            error.message);
  pthread_mutex_unlock(&context->lock);
}

/* Time the built candidates in order; `best` starts as the incumbent.
 * Every kernel but the final best is unloaded. */
static int contest(gimmik_plan *plan, const gimmik_kernel_recipe *recipes,
                   contender *built, int count, const timer *clock,
                   contender *best) {
  double margin = plan->context->options.tuning_margin;
  int timed = 1;
  for (int i = 0; i < count; i++) {
    contender *challenger = &built[i];
    if (!challenger->kernel) continue;
    if (same_kernel(&best->info, &recipes[i]) ||
        !time_candidate(plan, clock, challenger)) {
      gimmik_kernel_unload(challenger->kernel, NULL);
      continue;
    }
    timed++;
    if (challenger->milliseconds < best->milliseconds * (1.0 - margin)) {
      gimmik_kernel_unload(best->kernel, NULL);
      *best = *challenger;
    } else {
      gimmik_kernel_unload(challenger->kernel, NULL);
    }
  }
  return timed;
}

gimmik_status gimmik_plan_tune(gimmik_plan *plan,
                               const gimmik_kernel_recipe *candidates,
                               int count, gimmik_time_function time,
                               void *data, void *stream, gimmik_error *error) {
  contender *built = calloc((size_t)count + 1, sizeof *built);
  if (!built)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  prepare_all(plan, candidates, count, built);
  timer clock = {time, data, stream};
  gimmik_timing timing;
  gimmik_status status =
      time(data, plan->kernel, &plan->info, stream, TUNING_WARMUP,
           plan->context->options.tuning_repeat, &timing, error);
  if (status != GIMMIK_OK) {
    for (int i = 0; i < count; i++) gimmik_kernel_unload(built[i].kernel, NULL);
    free(built);
    return status;
  }
  contender best = {plan->info, plan->kernel, timing.median_milliseconds};
  double default_milliseconds = best.milliseconds;
  int timed = contest(plan, candidates, built, count, &clock, &best);
  plan->info = best.info;
  plan->kernel = best.kernel;
  plan->tuned = 1;
  plan->tuned_milliseconds = best.milliseconds;
  plan->tuning_due = 0;
  store_decision(plan, &best, default_milliseconds, timed);
  free(built);
  return GIMMIK_OK;
}
