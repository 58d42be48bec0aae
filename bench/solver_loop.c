/*
 * solver_loop.c: what a solver does with gimmikc, measured.  Plans a set of
 * operators (default: the PyFR p3 hex operators with PyFR's betas), tunes
 * them on first use, runs a loop of time steps applying each once per step,
 * checks the final results against an extended-precision reference, and
 * reports: context and planning time (cold or warm, depending on the
 * cache), tuning time, loop time, and the host cost of one dispatch next to
 * a raw launch of the same kernel (gimmik/device.h, which adds to the
 * backend's launch, cuLaunchKernel for CUDA, only the copy of its
 * arguments).  It uses the public headers only: it is what a solver
 * would write.
 *
 * usage: solver_loop [--backend cuda|opencl|c] [--steps S] [--n N] OPERATOR...
 * Run it twice with the same GIMMIK_CACHE_DIR: the first start is cold
 * (generate, compile, tune), the second warm (disk cache and decisions).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gimmik/device.h"
#include "matmul_launch.h"

enum { MAX_OPERATORS = 64 };

typedef struct operator_state {
  const char *path;
  gimmik_operator *op;
  gimmik_matmul *matmul;
  double beta;
  void *b, *c;
  double *b_host, *c_initial;
  double plan_seconds, tune_seconds;
} operator_state;

static double seconds_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)now.tv_sec + now.tv_nsec * 1e-9;
}

static int fail(const char *what, const gimmik_error *error) {
  fprintf(stderr, "solver_loop: %s: %s\n", what, error->message);
  if (error->log) fprintf(stderr, "%s\n", error->log);
  return 1;
}

static double pyfr_beta(const char *path) {
  return strstr(path, "-m3.") || strstr(path, "-m6.") ? 1.0 : 0.0;
}

/* Random inputs, never near zero; C starts random too. */
static gimmik_status make_buffers(gimmik_context *context, operator_state *s,
                                  long long n, gimmik_error *error) {
  int m = gimmik_operator_rows(s->op), k = gimmik_operator_cols(s->op);
  size_t b_count = (size_t)k * n, c_count = (size_t)m * n;
  s->b_host = malloc(b_count * sizeof(double));
  s->c_initial = malloc(c_count * sizeof(double));
  if (!s->b_host || !s->c_initial)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  unsigned long long seed = 12345;
  for (size_t i = 0; i < b_count + c_count; i++) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    double value = 0.5 + (double)(seed >> 11) * 0x1.0p-53;
    if (seed & (1ULL << 40)) value = -value;
    if (i < b_count) s->b_host[i] = value;
    else s->c_initial[i - b_count] = value;
  }
  gimmik_status status = gimmik_memory_alloc(context, b_count * 8, &s->b,
                                             error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_alloc(context, c_count * 8, &s->c, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_write(context, s->b, 0, b_count * 8, s->b_host,
                                 NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_write(context, s->c, 0, c_count * 8, s->c_initial,
                                 NULL, error);
  return status;
}

static gimmik_status apply(operator_state *s, long long n,
                           gimmik_error *error) {
  return gimmik_matmul_apply(s->matmul, n, s->b, n, s->c, n, NULL, error);
}

/* After `steps` applications C = beta^steps C0 + (sum of beta^i) A B; check
 * every 97th column against the long double value. */
static double result_error(gimmik_context *context, const operator_state *s,
                           long long n, int steps, gimmik_error *error) {
  int m = gimmik_operator_rows(s->op), k = gimmik_operator_cols(s->op);
  double *c = malloc((size_t)m * n * sizeof(double));
  if (!c || gimmik_memory_read(context, s->c, 0, (size_t)m * n * 8, c, NULL,
                               error)) {
    free(c);
    return INFINITY;
  }
  long double scale = s->beta == 0 ? 1 : (long double)steps;
  double worst = 0;
  for (long long i = 0; i < n; i += 97)
    for (int r = 0; r < m; r++) {
      long double sum = 0, size = 0;
      for (int j = 0; j < k; j++) {
        long double term = (long double)gimmik_operator_get(s->op, r, j) *
                           s->b_host[(size_t)j * n + i];
        sum += term;
        size += fabsl(term);
      }
      long double initial = s->beta == 0 ? 0 : s->c_initial[(size_t)r * n + i];
      long double expected = initial + scale * sum;
      long double bound = fabsl(initial) + scale * size;
      double e = (double)(fabsl(c[(size_t)r * n + i] - expected) / bound);
      if (!(e <= worst)) worst = e;
    }
  free(c);
  return worst;
}

/* The kernel in use, regenerated from its variant and parameters and
 * built as a raw kernel. */
static gimmik_status raw_kernel_of(gimmik_context *context,
                                   const operator_state *s,
                                   gimmik_raw_kernel **raw,
                                   gimmik_error *error) {
  const gimmik_kernel_info *info = gimmik_matmul_kernel(s->matmul);
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.backend = info->backend;
  request.beta = s->beta;
  request.variant = info->variant;
  gimmik_kernel *kernel = NULL;
  gimmik_status status = GIMMIK_OK;
  for (int p = 0; p < info->param_count && status == GIMMIK_OK; p++)
    status = gimmik_matmul_request_set_param(&request, info->params[p].name,
                                             info->params[p].value, error);
  if (status == GIMMIK_OK)
    status = gimmik_generate_matmul(s->op, &request, &kernel, error);
  if (status == GIMMIK_OK)
    status = gimmik_raw_kernel_build(context, gimmik_kernel_source(kernel),
                                     info->name, NULL, raw, error);
  gimmik_kernel_destroy(kernel);
  return status;
}

/* Host time per call, no synchronisation inside the loop: the cost the
 * solver pays to issue a launch.  Tiny n keeps the GPU from being the
 * limit. */
static gimmik_status launch_overhead(operator_state *s,
                                     gimmik_context *context,
                                     double *dispatch_us, double *raw_us,
                                     gimmik_error *error) {
  enum { CALLS = 2000 };
  const long long n = 128;
  gimmik_raw_kernel *raw = NULL;
  gimmik_status status = raw_kernel_of(context, s, &raw, error);
  if (status == GIMMIK_OK)
    status = gimmik_context_synchronize(context, NULL, error);
  double start = seconds_now();
  for (int i = 0; i < CALLS && status == GIMMIK_OK; i++)
    status = apply(s, n, error);
  *dispatch_us = (seconds_now() - start) / CALLS * 1e6;
  if (status == GIMMIK_OK)
    status = gimmik_context_synchronize(context, NULL, error);
  const gimmik_kernel_info *info = gimmik_matmul_kernel(s->matmul);
  start = seconds_now();
  for (int i = 0; i < CALLS && status == GIMMIK_OK; i++)
    status = gimmik_matmul_raw_launch(raw, info, n, s->b, n, s->c, n, NULL,
                                      error);
  *raw_us = (seconds_now() - start) / CALLS * 1e6;
  if (status == GIMMIK_OK)
    status = gimmik_context_synchronize(context, NULL, error);
  gimmik_raw_kernel_destroy(raw, NULL);
  return status;
}

int main(int argc, char **argv) {
  static operator_state states[MAX_OPERATORS];
  static const char *const default_operators[] = {
      "operators/pyfr/hex-gl-p3-m0.mtx", "operators/pyfr/hex-gl-p3-m3.mtx",
      "operators/pyfr/hex-gl-p3-m6.mtx", "operators/pyfr/hex-gl-p3-m132.mtx",
      "operators/pyfr/hex-gl-p3-m460.mtx"};
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  int steps = 1000, count = 0;
  long long n = 65536;
  for (int i = 1; i < argc; i++) {
    gimmik_error error;
    gimmik_error_init(&error);
    if (!strcmp(argv[i], "--backend") && i + 1 < argc) {
      if (gimmik_backend_parse(argv[++i], &options.backend, &error))
        return fail("--backend", &error);
    } else if (!strcmp(argv[i], "--steps") && i + 1 < argc) {
      steps = atoi(argv[++i]);
    } else if (!strcmp(argv[i], "--n") && i + 1 < argc) {
      n = atoll(argv[++i]);
    } else if (count < MAX_OPERATORS) {
      states[count++].path = argv[i];
    }
  }
  if (count == 0)
    for (; count < 5; count++) states[count].path = default_operators[count];
  gimmik_error error;
  gimmik_error_init(&error);
  double start = seconds_now();
  gimmik_context *context = NULL;
  if (gimmik_context_create(&options, &context, &error))
    return fail("context", &error);
  double context_seconds = seconds_now() - start;
  printf("device: %s\n", gimmik_context_device_name(context));

  double plan_total = 0, tune_total = 0;
  for (int i = 0; i < count; i++) {
    operator_state *s = &states[i];
    s->beta = pyfr_beta(s->path);
    gimmik_matmul_request request;
    gimmik_matmul_request_init(&request);
    request.beta = s->beta;
    if (gimmik_operator_load(s->path, &s->op, &error))
      return fail(s->path, &error);
    start = seconds_now();
    if (gimmik_matmul_create(context, s->op, &request, &s->matmul, &error))
      return fail(s->path, &error);
    s->plan_seconds = seconds_now() - start;
    plan_total += s->plan_seconds;
    if (make_buffers(context, s, n, &error)) return fail("buffers", &error);
  }
  /* The first step tunes what has no decision yet (C is restored). */
  for (int i = 0; i < count; i++) {
    operator_state *s = &states[i];
    int was_tuned = gimmik_matmul_is_tuned(s->matmul);
    start = seconds_now();
    if (apply(s, n, &error)) return fail("first step", &error);
    if (gimmik_context_synchronize(context, NULL, &error))
      return fail("first step", &error);
    s->tune_seconds = seconds_now() - start;
    if (!was_tuned) tune_total += s->tune_seconds;
  }
  start = seconds_now();
  for (int step = 1; step < steps; step++)
    for (int i = 0; i < count; i++)
      if (apply(&states[i], n, &error)) return fail("step", &error);
  if (gimmik_context_synchronize(context, NULL, &error))
    return fail("synchronize", &error);
  double loop_seconds = seconds_now() - start;

  int failed = 0;
  printf("%-36s %-10s %-28s %9s %9s %10s\n", "operator", "variant",
         "parameters", "plan ms", "tuned ms", "error");
  for (int i = 0; i < count; i++) {
    operator_state *s = &states[i];
    const gimmik_kernel_info *info = gimmik_matmul_kernel(s->matmul);
    char parameters[96] = "";
    for (int p = 0, used = 0; p < info->param_count; p++)
      used += snprintf(parameters + used, sizeof parameters - (size_t)used,
                       "%s%s=%d", p ? "," : "", info->params[p].name,
                       info->params[p].value);
    double e = result_error(context, s, n, steps, &error);
    failed |= !(e < 1e-12);
    printf("%-36s %-10s %-28s %9.3f %9.4f %10.2e\n", s->path, info->variant,
           parameters, s->plan_seconds * 1e3,
           gimmik_matmul_tuned_milliseconds(s->matmul), e);
  }
  double dispatch_us, raw_us;
  if (launch_overhead(&states[0], context, &dispatch_us, &raw_us, &error))
    return fail("launch overhead", &error);
  printf("context %.1f ms; planning %d operators %.2f ms (%.3f ms each); "
         "tuning %.2f s\n",
         context_seconds * 1e3, count, plan_total * 1e3,
         plan_total * 1e3 / count, tune_total);
  printf("loop: %d steps x %d operators, n = %lld: %.3f s, %.2f us per "
         "dispatch\n",
         steps - 1, count, n, loop_seconds,
         loop_seconds / ((steps - 1) * (double)count) * 1e6);
  printf("host cost of one launch: gimmik_matmul_apply %.2f us, raw "
         "launch %.2f us\n",
         dispatch_us, raw_us);
  printf("results: %s\n", failed ? "WRONG" : "all within 1e-12");
  for (int i = 0; i < count; i++) {
    gimmik_matmul_destroy(states[i].matmul, NULL);
    gimmik_memory_free(context, states[i].b, NULL);
    gimmik_memory_free(context, states[i].c, NULL);
    gimmik_operator_destroy(states[i].op);
    free(states[i].b_host);
    free(states[i].c_initial);
  }
  gimmik_context_destroy(context, NULL);
  return failed;
}
