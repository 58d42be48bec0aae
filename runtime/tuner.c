/*
 * tuner.c: time every viable candidate of a planned problem on the
 * caller's own buffers and keep the fastest of those that compute what
 * the reference computes (plan.h), in three steps:
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
 * median would otherwise decide.  Candidates are generated, compiled and
 * loaded by a pool of threads first (compilation dominates tuning time);
 * checking and timing are sequential, one kernel at a time on the
 * device.  Before its first timing a kernel runs once from the caller's
 * data and its output must agree with the reference's (tuning_check.h).
 * A kernel that fails a step is out of the contest with its reason noted
 * (tuning_log.h); the tuning fails only when no kernel runs at all, or
 * when a failure leaves the device unusable (check_device).  The kernel
 * in use stays loaded until the end, and stays in use when it fails.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "runtime/context_internal.h"
#include "runtime/timing.h"
#include "runtime/tuning_check.h"
#include "runtime/tuning_log.h"

enum {
  TUNING_WARMUP = 2,
  TUNING_REFINED = 8,      /* the fastest of the sweep whose refinements run */
  TUNING_LEADERS = 4,      /* at most this many in the final */
  TUNING_FINAL_ROUNDS = 2,
  TUNING_NAME_SIZE = 160
};

typedef struct contender {
  gimmik_kernel_info info;
  gimmik_device_kernel *kernel;  /* NULL: not built, or dropped */
  char name[TUNING_NAME_SIZE];   /* "variant name=value ..." */
  int out;                       /* skipped or disqualified */
  int timed;                     /* medians taken */
  double medians[1 + TUNING_FINAL_ROUNDS];
  double milliseconds;           /* the median of the medians */
} contender;

/* One tuning: all[i] is recipe i's kernel, all[count] the kernel in use. */
typedef struct tuning {
  gimmik_plan *plan;
  const gimmik_kernel_recipe *recipes;
  int count;
  contender *all;
  const gimmik_tuning_target *target;
  gimmik_tuning_check check;
  gimmik_tuning_report report;
  char in_use_failure[GIMMIK_ERROR_MESSAGE_SIZE];
  char lost[GIMMIK_ERROR_MESSAGE_SIZE]; /* "": the device still works */
  /* The pool building the recipes `wanted` marks. */
  const char *wanted;
  int next, built, to_build;
  pthread_mutex_t lock;
} tuning;

static double seconds_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

static void describe(const char *variant, const gimmik_param *params,
                     int count, char *text, size_t size) {
  int used = snprintf(text, size, "%s", variant ? variant : "(default)");
  for (int i = 0; i < count && used > 0 && (size_t)used < size; i++)
    used += snprintf(text + used, size - (size_t)used, " %s=%d",
                     params[i].name, params[i].value);
}

static int same_kernel(const gimmik_kernel_info *info,
                       const gimmik_kernel_recipe *candidate) {
  if (strcmp(info->variant, candidate->variant) != 0) return 0;
  for (int i = 0; i < candidate->param_count; i++)
    if (gimmik_kernel_param(info, candidate->params[i].name, -1) !=
        candidate->params[i].value)
      return 0;
  return 1;
}

static void progress(const tuning *t, const char *step, const char *kernel,
                     int done, int total) {
  const gimmik_context_options *options = &t->plan->context->options;
  if (!options->tuning_progress) return;
  gimmik_tuning_progress made = {t->plan->label, step, kernel, done, total};
  options->tuning_progress(&made, options->tuning_user_data);
}

/* Out of the contest: it could not be built, launched or timed. */
static void skip(tuning *t, contender *c, const char *why,
                 const char *message) {
  c->out = 1;
  t->report.skipped++;
  /* The reason first; the message fills what is left. */
  if (c == &t->all[t->count]) {
    int room = (int)(sizeof t->in_use_failure - strlen(why) - 3);
    snprintf(t->in_use_failure, sizeof t->in_use_failure, "%s: %.*s", why,
             room > 0 ? room : 0, message);
  }
  gimmik_tuning_note(t->plan, c->name, "skipped: %s: %s", why, message);
}

/* ---- building: the pool ---------------------------------------------- */

static void build_one(tuning *t, int index) {
  contender *c = &t->all[index];
  const gimmik_kernel_recipe *recipe = &t->recipes[index];
  describe(recipe->variant, recipe->params, recipe->param_count, c->name,
           sizeof c->name);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status = gimmik_kernel_obtain(
      t->plan->context, recipe, &c->info, &c->kernel, NULL, &error);
  if (status != GIMMIK_OK) c->kernel = NULL;
  pthread_mutex_lock(&t->lock);
  if (status != GIMMIK_OK) skip(t, c, "not built", error.message);
  progress(t, "build", c->name, ++t->built, t->to_build);
  pthread_mutex_unlock(&t->lock);
  gimmik_error_clear(&error);
}

static void *build_candidates(void *argument) {
  tuning *t = argument;
  for (;;) {
    pthread_mutex_lock(&t->lock);
    int index = t->next++;
    pthread_mutex_unlock(&t->lock);
    if (index >= t->count) return NULL;
    if (t->wanted[index]) build_one(t, index);
  }
}

/* Build the wanted recipes with one thread per processor (at most 16). */
static void prepare(tuning *t, const char *wanted) {
  double start = seconds_now();
  t->wanted = wanted;
  t->next = t->built = t->to_build = 0;
  for (int i = 0; i < t->count; i++) t->to_build += wanted[i];
  t->report.kernels += t->to_build;
  long processors = sysconf(_SC_NPROCESSORS_ONLN);
  int threads = processors < 1 ? 1 : processors > 16 ? 16 : (int)processors;
  if (threads > t->to_build) threads = t->to_build;
  pthread_t pool[16];
  int started = 0;
  for (; started < threads; started++)
    if (pthread_create(&pool[started], NULL, build_candidates, t)) break;
  if (started == 0) build_candidates(t);
  for (int i = 0; i < started; i++) pthread_join(pool[i], NULL);
  t->report.build_seconds += seconds_now() - start;
}

/* ---- checking and timing one kernel ---------------------------------- */

typedef struct launch {
  const tuning *t;
  const contender *c;
  gimmik_run_function run;
} launch;

static gimmik_status run_once(void *data, void *stream, gimmik_error *error) {
  const launch *l = data;
  const gimmik_tuning_hooks *hooks = &l->t->plan->context->hooks;
  if (hooks->fault) {
    gimmik_status status = hooks->fault(hooks->user, &l->c->info, error);
    if (status != GIMMIK_OK) return status;
  }
  return l->run(l->t->target->data, l->c->kernel, &l->c->info, stream, error);
}

/* One run from the caller's data, its outputs kept as the reference or
 * compared with it; 0 when the kernel is out. */
static int check(tuning *t, contender *c) {
  const gimmik_tuning_target *target = t->target;
  launch l = {t, c, target->check ? target->check : target->run};
  int first = !t->check.have_reference, agrees = 0;
  char reason[512] = "";
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status = gimmik_tuning_check_restore(&t->check, &error);
  if (status == GIMMIK_OK) status = run_once(&l, target->stream, &error);
  if (status == GIMMIK_OK)
    status = gimmik_tuning_check_outputs(&t->check, &agrees, reason,
                                         sizeof reason, &error);
  if (status != GIMMIK_OK) skip(t, c, "did not run", error.message);
  gimmik_error_clear(&error);
  if (status != GIMMIK_OK) return 0;
  if (!agrees) {
    c->out = 1;
    t->report.disqualified++;
    gimmik_tuning_note(t->plan, c->name,
                       "disqualified: it computes other values than the "
                       "reference: %s", reason);
    return 0;
  }
  if (first && c != &t->all[t->count])
    gimmik_tuning_note(t->plan, c->name,
                       "is the reference, the kernel in use having failed");
  return 1;
}

/* Time a kernel once more (at most once per step). */
static void time_once(tuning *t, contender *c, const char *step) {
  if (c->timed == 1 + TUNING_FINAL_ROUNDS) return;
  gimmik_context *context = t->plan->context;
  launch l = {t, c, t->target->run};
  gimmik_timing timing;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status = gimmik_time_calls(
      context->device, t->target->stream, run_once, &l, TUNING_WARMUP,
      context->options.tuning_repeat, &timing, &error);
  if (status != GIMMIK_OK) {
    skip(t, c, "not timed", error.message);
    gimmik_error_clear(&error);
    return;
  }
  t->report.timed += c->timed == 0;
  c->medians[c->timed++] = timing.median_milliseconds;
  double sorted[1 + TUNING_FINAL_ROUNDS];
  memcpy(sorted, c->medians, (size_t)c->timed * sizeof *sorted);
  c->milliseconds = gimmik_median(sorted, c->timed);
  if (context->options.verbose)
    fprintf(stderr, "gimmik: tuning %s: %-7s %-40s %.4f ms\n",
            t->plan->label, step, c->name, timing.median_milliseconds);
}

/* After `c` failed: whether the device still works.  A CUDA kernel
 * that faults leaves its context unusable (every later call fails), so
 * no other candidate could be judged: the contest ends there. */
static void check_device(tuning *t, const contender *c) {
  const gimmik_tuning_hooks *hooks = &t->plan->context->hooks;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status =
      hooks->lost && hooks->lost(hooks->user)
          ? gimmik_error_set(&error, GIMMIK_ERROR_BACKEND, "forged: lost")
          : gimmik_device_synchronize(t->plan->context->device, NULL,
                                      &error);
  if (status != GIMMIK_OK)
    snprintf(t->lost, sizeof t->lost, "%.200s: %.800s", c->name,
             error.message);
  gimmik_error_clear(&error);
}

/* Time a kernel once in step `step`, unless the device is lost. */
static void judge_time(tuning *t, contender *c, const char *step) {
  if (t->lost[0]) return;
  time_once(t, c, step);
  if (c->out) check_device(t, c);
}

/* Check (the first time) and time a kernel in step `step`. */
static void evaluate(tuning *t, contender *c, const char *step) {
  if (t->lost[0] || c->out || !c->kernel) return;
  if (c->timed == 0 && !check(t, c)) {
    if (c->out) check_device(t, c);
    return;
  }
  judge_time(t, c, step);
}

/* ---- the contest ------------------------------------------------------ */

static void drop(contender *c) {
  gimmik_kernel_unload(c->kernel, NULL);
  c->kernel = NULL;
}

/* Mark in `leading` the fastest `limit` timed contenders, those within
 * `margin` of the fastest only (margin < 0: any); returns the fastest's
 * index, -1 when none is left. */
static int choose_leaders(const contender *all, int count, int limit,
                          double margin, char *leading) {
  memset(leading, 0, (size_t)count);
  int fastest = -1;
  for (int leaders = 0; leaders < limit; leaders++) {
    int next = -1;
    for (int i = 0; i < count; i++)
      if (all[i].kernel && !all[i].out && all[i].timed && !leading[i] &&
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

/* Unload every contender `leading` does not mark.  The caller passes the
 * candidates only: the kernel in use stays loaded until a winner is
 * known, so a failure in a later step still leaves the plan a kernel. */
static void keep_leaders(contender *all, int count, const char *leading) {
  for (int i = 0; i < count; i++)
    if (!leading[i] && all[i].kernel) drop(&all[i]);
}

/* Check and time every built recipe `wanted` marks (the sweep, the
 * refinements). */
static void sweep(tuning *t, const char *wanted, const char *step) {
  int total = 0, done = 0;
  for (int i = 0; i < t->count; i++) total += wanted[i] && t->all[i].kernel;
  for (int i = 0; i < t->count; i++) {
    contender *c = &t->all[i];
    if (!wanted[i] || !c->kernel) continue;
    evaluate(t, c, step);
    progress(t, step, c->name, ++done, total);
  }
}

/* The final: the leaders timed again in turn, starting one later each
 * round (slow drifts in the device's clock spread over them all). */
static void final(tuning *t, const char *leading) {
  int order[TUNING_LEADERS], leaders = 0;
  for (int i = 0; i <= t->count; i++)
    if (leading[i]) order[leaders++] = i;
  if (leaders < 2) return;
  int done = 0;
  for (int round = 0; round < TUNING_FINAL_ROUNDS; round++)
    for (int k = 0; k < leaders; k++) {
      contender *leader = &t->all[order[(k + round) % leaders]];
      if (!leader->out) judge_time(t, leader, "final");
      progress(t, "final", leader->name, ++done,
               leaders * TUNING_FINAL_ROUNDS);
    }
}

/* A recipe equal to the kernel in use is not built twice. */
static void mark_first_round(const tuning *t, char *wanted) {
  const gimmik_kernel_info *in_use = &t->all[t->count].info;
  for (int i = 0; i < t->count; i++)
    wanted[i] = !t->recipes[i].refines &&
                !same_kernel(in_use, &t->recipes[i]);
}

/* The refinements of the leaders; the kernel in use stands for the
 * recipe it equals. */
static int mark_refinements(const tuning *t, const char *leading,
                            char *wanted) {
  const gimmik_kernel_recipe *recipes = t->recipes;
  const gimmik_kernel_info *in_use = &t->all[t->count].info;
  int any = 0;
  for (int i = 0; i < t->count; i++) {
    wanted[i] = 0;
    if (!recipes[i].refines) continue;
    int refined = (int)(recipes[i].refines - recipes);
    int leads = leading[refined] ||
                (leading[t->count] && same_kernel(in_use, &recipes[refined]));
    wanted[i] = leads && !same_kernel(in_use, &recipes[i]);
    any |= wanted[i];
  }
  return any;
}

/* The three steps.  Returns the winner's index in all[], every other
 * kernel unloaded; -1 when no kernel ran (the kernel in use is then
 * kept), -2 when out of memory. */
static int contest(tuning *t) {
  int count = t->count;
  char *wanted = calloc((size_t)count + 1, 1);
  char *leading = calloc((size_t)count + 1, 1);
  if (!wanted || !leading) {
    free(wanted);
    free(leading);
    return -2;
  }
  double margin = t->plan->context->options.tuning_margin;
  t->report.kernels = 1;
  evaluate(t, &t->all[count], "in use");
  progress(t, "in use", t->all[count].name, 1, 1);
  mark_first_round(t, wanted);
  prepare(t, wanted);
  sweep(t, wanted, "time");
  if (choose_leaders(t->all, count + 1, TUNING_REFINED, -1.0, leading) >= 0 &&
      mark_refinements(t, leading, wanted)) {
    keep_leaders(t->all, count, leading);
    prepare(t, wanted);
    sweep(t, wanted, "refine");
  }
  if (choose_leaders(t->all, count + 1, TUNING_LEADERS, margin, leading) >= 0) {
    keep_leaders(t->all, count, leading);
    final(t, leading);
  }
  int winner = choose_leaders(t->all, count + 1, TUNING_LEADERS, margin,
                              leading);
  if (t->lost[0]) winner = -1;  /* nothing is judged on a lost device */
  int kept = winner >= 0 ? winner : count;
  for (int i = 0; i <= count; i++)
    if (i != kept && t->all[i].kernel) drop(&t->all[i]);
  free(wanted);
  free(leading);
  return winner;
}

static void store_decision(tuning *t, const contender *winner) {
  gimmik_context *context = t->plan->context;
  const contender *in_use = &t->all[t->count];
  gimmik_tuning_decision decision;
  memset(&decision, 0, sizeof decision);
  snprintf(decision.variant, sizeof decision.variant, "%s",
           winner->info.variant);
  memcpy(decision.params, winner->info.params, sizeof decision.params);
  decision.param_count = winner->info.param_count;
  decision.milliseconds = winner->milliseconds;
  decision.default_milliseconds = in_use->timed ? in_use->medians[0] : 0.0;
  decision.candidates = t->report.timed;
  gimmik_error error;
  gimmik_error_init(&error);
  pthread_mutex_lock(&context->lock);
  if (gimmik_tuning_db_store(context->tuning, context->device_key,
                             t->plan->decision_key, &decision, &error))
    fprintf(stderr, "gimmik: tuning decision not stored: %s\n",
            error.message);
  pthread_mutex_unlock(&context->lock);
}

/* The contest on saved outputs: a winner becomes the kernel in use. */
static gimmik_status decide(tuning *t, gimmik_error *error) {
  gimmik_plan *plan = t->plan;
  double start = seconds_now();
  int winner = contest(t);
  t->report.timing_seconds =
      seconds_now() - start - t->report.build_seconds;
  plan->report = t->report;
  if (winner == -2)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  if (t->lost[0])
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                            "tuning %s: the device no longer works after "
                            "candidate %s; the tuning stopped there",
                            plan->label, t->lost);
  /* Tuning again would fail again: the kernel in use stays, due no more. */
  plan->tuning_due = 0;
  if (winner < 0)
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                            "tuning %s: no kernel ran (the kernel in use: "
                            "%s)", plan->label, t->in_use_failure);
  const contender *chosen = &t->all[winner];
  plan->info = chosen->info;
  plan->kernel = chosen->kernel;
  plan->tuned = 1;
  plan->tuned_milliseconds = chosen->milliseconds;
  store_decision(t, chosen);
  return GIMMIK_OK;
}

gimmik_status gimmik_plan_tune(gimmik_plan *plan,
                               const gimmik_kernel_recipe *candidates,
                               int count, const gimmik_tuning_target *target,
                               gimmik_error *error) {
  tuning t;
  memset(&t, 0, sizeof t);
  t.plan = plan;
  t.recipes = candidates;
  t.count = count;
  t.target = target;
  t.all = calloc((size_t)count + 1, sizeof *t.all);
  if (!t.all)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  contender *in_use = &t.all[count];
  in_use->info = plan->info;
  in_use->kernel = plan->kernel;
  describe(plan->info.variant, plan->info.params, plan->info.param_count,
           in_use->name, sizeof in_use->name);
  pthread_mutex_init(&t.lock, NULL);
  gimmik_status status = gimmik_tuning_check_open(plan->context->device,
                                                  target, &t.check, error);
  if (status == GIMMIK_OK) {
    status = decide(&t, error);
    gimmik_status restored = gimmik_tuning_check_close(
        &t.check, status == GIMMIK_OK ? error : NULL);
    if (status == GIMMIK_OK) status = restored;
  }
  pthread_mutex_destroy(&t.lock);
  free(t.all);
  return status;
}
