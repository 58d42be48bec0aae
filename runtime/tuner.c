/*
 * tuner.c: time every viable candidate of a planned problem on the
 * caller's own buffers and keep the fastest (plan.h), in three steps:
 *   1. the sweep: the kernel in use (the default) and every candidate
 *      that refines no other, one median each;
 *   2. the refinements (recipe.refines) of the TUNING_REFINED fastest:
 *      a refinement can win by more than the margin (evenodd swings
 *      kernels by 20% either way), so the margin does not bound them;
 *   3. the final: the leaders, those of all timed so far within the
 *      context's margin of the fastest (at most TUNING_LEADERS), timed
 *      again in turn TUNING_FINAL_ROUNDS times; the fastest median of
 *      medians wins.
 * No kernel is favoured: the final re-times the near-ties that one noisy
 * median would otherwise decide.  Candidates are generated and compiled
 * by a pool of threads first (compilation dominates tuning time); the
 * timing itself is sequential, one kernel at a time on the device.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime/context_internal.h"

enum {
  TUNING_WARMUP = 2,
  TUNING_REFINED = 8,      /* the fastest of the sweep whose refinements run */
  TUNING_LEADERS = 4,      /* at most this many in the final */
  TUNING_FINAL_ROUNDS = 2
};

typedef struct contender {
  gimmik_kernel_info info;
  gimmik_device_kernel *kernel;  /* NULL: not built or dropped */
  int failed;                    /* a launch failed: out of the contest */
  int timed;                     /* medians taken */
  double medians[1 + TUNING_FINAL_ROUNDS];
  double milliseconds;           /* the median of the medians */
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

/* Candidates being built by the thread pool: those `wanted` marks. */
typedef struct preparation {
  gimmik_plan *plan;
  const gimmik_kernel_recipe *recipes;
  const char *wanted;     /* [count] */
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
    if (!work->wanted[index]) continue;
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

/* Build the wanted candidates with one thread per processor (at most 16). */
static void prepare(gimmik_plan *plan, const gimmik_kernel_recipe *recipes,
                    const char *wanted, int count, contender *built) {
  preparation work = {plan, recipes, wanted, built, count, 0,
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

static void drop(contender *candidate) {
  gimmik_kernel_unload(candidate->kernel, NULL);
  candidate->kernel = NULL;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Time one built candidate once more (at most once per step); a launch
 * failure disqualifies it. */
static void time_candidate(gimmik_plan *plan, const timer *clock,
                           contender *candidate, const char *step) {
  if (candidate->timed == 1 + TUNING_FINAL_ROUNDS) return;
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
    candidate->failed = 1;
    return;
  }
  candidate->medians[candidate->timed++] = timing.median_milliseconds;
  double sorted[1 + TUNING_FINAL_ROUNDS];
  memcpy(sorted, candidate->medians, (size_t)candidate->timed * sizeof *sorted);
  qsort(sorted, (size_t)candidate->timed, sizeof *sorted, compare_doubles);
  int middle = candidate->timed / 2;
  candidate->milliseconds = candidate->timed % 2
                                ? sorted[middle]
                                : 0.5 * (sorted[middle - 1] + sorted[middle]);
  if (context->options.verbose)
    fprintf(stderr, "gimmik: tuning %s: %s%-40s %.4f ms\n", plan->label, step,
            name, timing.median_milliseconds);
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

/* Mark in `leading` the fastest `limit` timed contenders, those within
 * `margin` of the fastest only (margin < 0: any); returns the fastest's
 * index. */
static int choose_leaders(const contender *all, int count, int limit,
                          double margin, char *leading) {
  memset(leading, 0, (size_t)count);
  int fastest = -1;
  for (int leaders = 0; leaders < limit; leaders++) {
    int next = -1;
    for (int i = 0; i < count; i++)
      if (all[i].kernel && !all[i].failed && !leading[i] &&
          (next < 0 || all[i].milliseconds < all[next].milliseconds))
        next = i;
    if (next < 0 || (fastest >= 0 && margin >= 0 &&
                     all[next].milliseconds >
                         all[fastest].milliseconds * (1.0 + margin)))
      break;
    if (fastest < 0) fastest = next;
    leading[next] = 1;
  }
  return fastest;
}

/* Unload every contender `leading` does not mark. */
static void keep_leaders(contender *all, int count, const char *leading) {
  for (int i = 0; i < count; i++)
    if (!leading[i] && all[i].kernel) drop(&all[i]);
}

/* Time every built contender `wanted` marks (the sweep, the
 * refinements); returns how many were timed. */
static int sweep(gimmik_plan *plan, const timer *clock, contender *all,
                 const char *wanted, int count, const char *step) {
  int timed = 0;
  for (int i = 0; i < count; i++) {
    if (!wanted[i] || !all[i].kernel) continue;
    time_candidate(plan, clock, &all[i], step);
    timed += !all[i].failed;
  }
  return timed;
}

/* The final: the leaders timed again in turn, starting one later each
 * round (slow drifts in the device's clock spread over them all). */
static void final(gimmik_plan *plan, const timer *clock, contender *all,
                  int count, const char *leading) {
  int order[TUNING_LEADERS], leaders = 0;
  for (int i = 0; i < count; i++)
    if (leading[i]) order[leaders++] = i;
  if (leaders < 2) return;
  for (int round = 0; round < TUNING_FINAL_ROUNDS; round++)
    for (int k = 0; k < leaders; k++) {
      contender *leader = &all[order[(k + round) % leaders]];
      if (!leader->failed) time_candidate(plan, clock, leader, "final ");
    }
}

/* all[count] is the kernel in use; all[i] recipe i.  A recipe equal to
 * the kernel in use is not built twice. */
static void mark_first_round(const gimmik_kernel_recipe *recipes, int count,
                             const gimmik_kernel_info *in_use, char *wanted) {
  for (int i = 0; i < count; i++)
    wanted[i] = !recipes[i].refines && !same_kernel(in_use, &recipes[i]);
}

/* The refinements of the leaders; the kernel in use stands for the
 * recipe it equals. */
static int mark_refinements(const gimmik_kernel_recipe *recipes, int count,
                            const gimmik_kernel_info *in_use,
                            const char *leading, char *wanted) {
  int any = 0;
  for (int i = 0; i < count; i++) {
    wanted[i] = 0;
    if (!recipes[i].refines) continue;
    int refined = (int)(recipes[i].refines - recipes);
    int leads = leading[refined] ||
                (leading[count] && same_kernel(in_use, &recipes[refined]));
    wanted[i] = leads && !same_kernel(in_use, &recipes[i]);
    any |= wanted[i];
  }
  return any;
}

/* The three steps; *timed counts the kernels timed.  Returns the
 * winner's index in all[] (all[count] is the kernel in use), every other
 * kernel unloaded; -1 when out of memory. */
static int contest(gimmik_plan *plan, const gimmik_kernel_recipe *recipes,
                   contender *all, int count, const timer *clock, int *timed) {
  char *wanted = calloc((size_t)count + 1, 1);
  char *leading = calloc((size_t)count + 1, 1);
  if (!wanted || !leading) {
    free(wanted);
    free(leading);
    return -1;
  }
  const gimmik_kernel_info *in_use = &all[count].info;
  double margin = plan->context->options.tuning_margin;
  mark_first_round(recipes, count, in_use, wanted);
  prepare(plan, recipes, wanted, count, all);
  *timed = 1 + sweep(plan, clock, all, wanted, count, "");
  if (choose_leaders(all, count + 1, TUNING_REFINED, -1.0, leading) >= 0 &&
      mark_refinements(recipes, count, in_use, leading, wanted)) {
    keep_leaders(all, count + 1, leading);
    prepare(plan, recipes, wanted, count, all);
    *timed += sweep(plan, clock, all, wanted, count, "refine ");
  }
  if (choose_leaders(all, count + 1, TUNING_LEADERS, margin, leading) >= 0) {
    keep_leaders(all, count + 1, leading);
    final(plan, clock, all, count + 1, leading);
  }
  int winner = choose_leaders(all, count + 1, TUNING_LEADERS, margin, leading);
  /* Every leader failed in the final: any still loaded (a leader). */
  for (int i = count; winner < 0 && i >= 0; i--)
    if (all[i].kernel) winner = i;
  for (int i = 0; i <= count; i++)
    if (i != winner && all[i].kernel) drop(&all[i]);
  free(wanted);
  free(leading);
  return winner;
}

gimmik_status gimmik_plan_tune(gimmik_plan *plan,
                               const gimmik_kernel_recipe *candidates,
                               int count, gimmik_time_function time,
                               void *data, void *stream, gimmik_error *error) {
  contender *all = calloc((size_t)count + 1, sizeof *all);
  if (!all)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_timing timing;
  gimmik_status status =
      time(data, plan->kernel, &plan->info, stream, TUNING_WARMUP,
           plan->context->options.tuning_repeat, &timing, error);
  if (status != GIMMIK_OK) {
    free(all);
    return status;
  }
  contender *in_use = &all[count];
  in_use->info = plan->info;
  in_use->kernel = plan->kernel;
  in_use->medians[in_use->timed++] = timing.median_milliseconds;
  in_use->milliseconds = timing.median_milliseconds;
  if (plan->context->options.verbose) {
    char name[160];
    describe(&in_use->info, name, sizeof name);
    fprintf(stderr, "gimmik: tuning %s: in use %-40s %.4f ms\n", plan->label,
            name, timing.median_milliseconds);
  }
  timer clock = {time, data, stream};
  int timed = 0;
  int winner = contest(plan, candidates, all, count, &clock, &timed);
  if (winner < 0) {
    free(all);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  }
  plan->info = all[winner].info;
  plan->kernel = all[winner].kernel;
  plan->tuned = 1;
  plan->tuned_milliseconds = all[winner].milliseconds;
  plan->tuning_due = 0;
  store_decision(plan, &all[winner], timing.median_milliseconds, timed);
  free(all);
  return GIMMIK_OK;
}
