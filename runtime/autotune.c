/*
 * autotune.c: time every viable variant of a matmul on the caller's own
 * buffers and keep the fastest.  The kernel in use (the default, or an
 * earlier decision) is the incumbent; a candidate replaces it only when its
 * median is faster by more than the context's margin, so noise does not
 * flip decisions.  C is copied aside first and restored afterwards: tuning
 * leaves the caller's data as it found it.  Candidates are generated and
 * compiled by a pool of threads first (compilation dominates tuning time);
 * the timing itself is sequential, one kernel at a time on the device.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime/context_internal.h"
#include "runtime/matmul_timing.h"

enum { TUNING_WARMUP = 2 };

typedef struct contender {
  gimmik_kernel_info info;
  gimmik_device_kernel *kernel;
  double milliseconds;
} contender;

static int same_kernel(const gimmik_kernel_info *info,
                       const gimmik_matmul_request *candidate) {
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
  gimmik_matmul *matmul;
  const gimmik_matmul_request *requests;
  contender *built;       /* [count]; kernel NULL where building failed */
  int count;
  int next;               /* next request to take */
  pthread_mutex_t lock;
} preparation;

static void *prepare_candidates(void *argument) {
  preparation *work = argument;
  gimmik_matmul *matmul = work->matmul;
  for (;;) {
    pthread_mutex_lock(&work->lock);
    int index = work->next++;
    pthread_mutex_unlock(&work->lock);
    if (index >= work->count) return NULL;
    gimmik_error error;
    gimmik_error_init(&error);
    contender *built = &work->built[index];
    if (gimmik_kernel_obtain(matmul->context, matmul->op, matmul->problem_key,
                             &work->requests[index], &built->info,
                             &built->kernel, &error) != GIMMIK_OK) {
      built->kernel = NULL;
      if (matmul->context->options.verbose)
        fprintf(stderr, "gimmik: tuning %s: %s not built: %s\n",
                gimmik_operator_origin(matmul->op),
                work->requests[index].variant, error.message);
    }
    gimmik_error_clear(&error);
  }
}

/* Build every candidate with one thread per processor (at most 16). */
static void prepare_all(gimmik_matmul *matmul,
                        const gimmik_matmul_request *requests, int count,
                        contender *built) {
  preparation work = {matmul, requests, built, count, 0,
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

/* Time one built candidate; a launch failure only disqualifies it. */
static int time_candidate(gimmik_matmul *matmul, contender *candidate,
                          long long n, long long ldb, long long ldc,
                          void *stream) {
  gimmik_context *context = matmul->context;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_timing timing;
  gimmik_status status = gimmik_matmul_time(
      candidate->kernel, &candidate->info, n, matmul->b_buffer, ldb,
      matmul->c_buffer, ldc, stream, TUNING_WARMUP,
      context->options.tuning_repeat, &timing, &error);
  char name[160];
  describe(&candidate->info, name, sizeof name);
  if (status != GIMMIK_OK) {
    if (context->options.verbose)
      fprintf(stderr, "gimmik: tuning %s: %s skipped: %s\n",
              gimmik_operator_origin(matmul->op), name, error.message);
    gimmik_error_clear(&error);
    return 0;
  }
  candidate->milliseconds = timing.median_milliseconds;
  if (context->options.verbose)
    fprintf(stderr, "gimmik: tuning %s: %-40s %.4f ms\n",
            gimmik_operator_origin(matmul->op), name, candidate->milliseconds);
  return 1;
}

static void store_decision(gimmik_matmul *matmul, const contender *winner,
                           double default_milliseconds, int timed) {
  gimmik_context *context = matmul->context;
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
                             matmul->problem_key, &decision, &error))
    fprintf(stderr, "gimmik: tuning decision not stored: %s\n",
            error.message);
  pthread_mutex_unlock(&context->lock);
}

/* Time the built candidates in order; `best` starts as the incumbent.
 * Every kernel but the final best is unloaded. */
static int contest(gimmik_matmul *matmul, const gimmik_matmul_request *list,
                   contender *built, int count, long long n, long long ldb,
                   long long ldc, void *stream, contender *best) {
  double margin = matmul->context->options.tuning_margin;
  int timed = 1;
  for (int i = 0; i < count; i++) {
    contender *challenger = &built[i];
    if (!challenger->kernel) continue;
    if (same_kernel(&best->info, &list[i]) ||
        !time_candidate(matmul, challenger, n, ldb, ldc, stream)) {
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

gimmik_status gimmik_matmul_autotune(gimmik_matmul *matmul, long long n,
                                     long long ldb, long long ldc,
                                     void *stream, gimmik_error *error) {
  gimmik_context *context = matmul->context;
  gimmik_matmul_request base = matmul->request;
  base.variant = NULL;
  base.param_count = 0;
  gimmik_matmul_request *list = NULL;
  int count = 0;
  gimmik_buffer *saved = NULL;
  size_t c_bytes = matmul->c_bytes;
  contender *built = NULL;
  gimmik_status status =
      gimmik_matmul_candidates(matmul->op, &base, &list, &count, error);
  if (status == GIMMIK_OK && !(built = calloc((size_t)count + 1, sizeof *built)))
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  if (status == GIMMIK_OK) prepare_all(matmul, list, count, built);
  if (status == GIMMIK_OK)
    status = gimmik_buffer_alloc(context->device, c_bytes, &saved, error);
  if (status == GIMMIK_OK)
    status = gimmik_buffer_copy(saved, 0, matmul->c_buffer, 0, c_bytes,
                                stream, error);
  gimmik_timing timing;
  if (status == GIMMIK_OK)
    status = gimmik_matmul_time(matmul->kernel, &matmul->info, n,
                                matmul->b_buffer, ldb, matmul->c_buffer, ldc,
                                stream, TUNING_WARMUP,
                                context->options.tuning_repeat, &timing, error);
  if (status != GIMMIK_OK && built)
    for (int i = 0; i < count; i++) gimmik_kernel_unload(built[i].kernel, NULL);
  if (status == GIMMIK_OK) {
    contender best = {matmul->info, matmul->kernel, timing.median_milliseconds};
    double default_milliseconds = best.milliseconds;
    int timed = contest(matmul, list, built, count, n, ldb, ldc, stream,
                        &best);
    matmul->info = best.info;
    matmul->kernel = best.kernel;
    matmul->tuned = 1;
    matmul->tuned_milliseconds = best.milliseconds;
    store_decision(matmul, &best, default_milliseconds, timed);
    status = gimmik_buffer_copy(matmul->c_buffer, 0, saved, 0, c_bytes, stream,
                                error);
    if (status == GIMMIK_OK)
      status = gimmik_device_synchronize(context->device, stream, error);
  }
  gimmik_buffer_free(saved, NULL);
  free(built);
  free(list);
  return status;
}
