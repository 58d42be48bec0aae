/*
 * test_runtime_api.c: the public runtime (gimmik/runtime.h) on a backend
 * that runs here (argv[1]: c or opencl): planning, dispatch on caller
 * memory, the disk cache, tuning decisions shared between processes,
 * tuning leaving C untouched, and bad arguments.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "gimmik/runtime.h"
#include "runtime/backend.h"
#include "runtime/context_internal.h"

static gimmik_backend backend;
static char cache_folder[256] = "/tmp/gimmik-runtime-test-XXXXXX";

static const char *program;

/* Run this program again as another process in `role`: CUDA cannot be used
 * in a child forked from a process that has used it, so children exec. */
static pid_t spawn_role(const char *role, const char *argument) {
  pid_t child = fork();
  if (child == 0) {
    execl(program, program, gimmik_backend_name(backend), role, cache_folder,
          argument, (char *)NULL);
    _exit(127);
  }
  return child;
}

static double seconds_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)now.tv_sec + now.tv_nsec * 1e-9;
}

static gimmik_context *open_context(gimmik_tuning tuning, const char *folder) {
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.backend = backend;
  options.cache_dir = folder;
  options.tuning = tuning;
  options.tuning_repeat = 3;
  gimmik_context *context = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_context_create(&options, &context, &error), &error);
  return context;
}

static gimmik_operator *load(const char *path) {
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_load(path, &op, &error), &error);
  return op;
}

/* Device buffers made through the runtime's backend layer; a solver would
 * pass its own. */
typedef struct problem {
  gimmik_operator *op;
  long long n, ldb, ldc;
  double *b_host, *c_host;
  gimmik_buffer *b, *c;
} problem;

static void problem_make(gimmik_context *context, const char *path,
                         problem *p) {
  gimmik_error error;
  gimmik_error_init(&error);
  p->op = load(path);
  p->n = 777;
  p->ldb = 780;
  p->ldc = 784;
  int m = gimmik_operator_rows(p->op), k = gimmik_operator_cols(p->op);
  p->b_host = malloc((size_t)k * p->ldb * sizeof(double));
  p->c_host = malloc((size_t)m * p->ldc * sizeof(double));
  srand(11);
  for (long long i = 0; i < k * p->ldb; i++)
    p->b_host[i] = 0.5 + rand() / (double)RAND_MAX;
  for (long long i = 0; i < m * p->ldc; i++)
    p->c_host[i] = -0.5 - rand() / (double)RAND_MAX;
  CHECK_OK(gimmik_buffer_alloc(context->device, (size_t)k * p->ldb * 8, &p->b,
                               &error), &error);
  CHECK_OK(gimmik_buffer_alloc(context->device, (size_t)m * p->ldc * 8, &p->c,
                               &error), &error);
  CHECK_OK(gimmik_buffer_write(p->b, 0, (size_t)k * p->ldb * 8, p->b_host,
                               NULL, &error), &error);
  CHECK_OK(gimmik_buffer_write(p->c, 0, (size_t)m * p->ldc * 8, p->c_host,
                               NULL, &error), &error);
}

static void problem_free(problem *p) {
  gimmik_buffer_free(p->b, NULL);
  gimmik_buffer_free(p->c, NULL);
  free(p->b_host);
  free(p->c_host);
  gimmik_operator_destroy(p->op);
}

/* Largest error of C = A*B + beta*C0 over every element, relative to the
 * size of the terms. */
static double result_error(const problem *p, double beta, const double *c0) {
  int m = gimmik_operator_rows(p->op), k = gimmik_operator_cols(p->op);
  double *c = malloc((size_t)m * p->ldc * sizeof(double));
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_buffer_read(p->c, 0, (size_t)m * p->ldc * 8, c, NULL,
                              &error), &error);
  double worst = 0;
  for (int r = 0; r < m; r++)
    for (long long i = 0; i < p->n; i++) {
      long double sum = beta * (long double)c0[r * p->ldc + i];
      long double size = fabsl(sum);
      for (int j = 0; j < k; j++) {
        long double term = (long double)gimmik_operator_get(p->op, r, j) *
                           p->b_host[j * p->ldb + i];
        sum += term;
        size += fabsl(term);
      }
      double e = (double)(fabsl(c[r * p->ldc + i] - sum) / (size > 0 ? size : 1));
      if (!(e <= worst)) worst = e;
    }
  free(c);
  return worst;
}

static gimmik_matmul *plan(gimmik_context *context, const gimmik_operator *op,
                           double beta, const char *variant) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.beta = beta;
  request.variant = variant;
  gimmik_matmul *matmul = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_matmul_create(context, op, &request, &matmul, &error),
           &error);
  return matmul;
}

/* Plan, dispatch 50 times on caller memory, and check. */
static void test_dispatch(void) {
  gimmik_context *context = open_context(GIMMIK_TUNE_NEVER, cache_folder);
  problem p;
  problem_make(context, "../../operators/pyfr/hex-gl-p2-m460.mtx", &p);
  gimmik_matmul *matmul = plan(context, p.op, 0.0, NULL);
  gimmik_error error;
  gimmik_error_init(&error);
  for (int i = 0; i < 50 && matmul; i++)
    CHECK_OK(gimmik_matmul_apply(matmul, p.n, gimmik_buffer_native(p.b), p.ldb,
                                 gimmik_buffer_native(p.c), p.ldc, NULL,
                                 &error), &error);
  CHECK(result_error(&p, 0.0, p.c_host) < 1e-14);
  CHECK(!gimmik_matmul_is_tuned(matmul));
  gimmik_matmul_destroy(matmul, NULL);
  problem_free(&p);
  gimmik_context_destroy(context, NULL);
}

/* A second context on the same folder plans from disk; a corrupt
 * entry is detected and rebuilt. */
static void test_cache(void) {
  gimmik_operator *op = load("../../operators/pyfr/hex-gl-p3-m0.mtx");
  gimmik_context *first = open_context(GIMMIK_TUNE_NEVER, cache_folder);
  double start = seconds_now();
  gimmik_matmul *cold = plan(first, op, 0.0, NULL);
  double cold_seconds = seconds_now() - start;
  gimmik_cache_stats before;
  gimmik_binary_cache_stats(first->cache, &before);
  gimmik_matmul_destroy(cold, NULL);
  gimmik_context_destroy(first, NULL);

  gimmik_context *second = open_context(GIMMIK_TUNE_NEVER, cache_folder);
  start = seconds_now();
  gimmik_matmul *warm = plan(second, op, 0.0, NULL);
  double warm_seconds = seconds_now() - start;
  gimmik_cache_stats after;
  gimmik_binary_cache_stats(second->cache, &after);
  printf("plan: cold %.1f ms, warm (disk cache) %.3f ms\n", cold_seconds * 1e3,
         warm_seconds * 1e3);
  /* The disk hit is the property; the times are printed only, since a
   * loaded machine can make either one slow. */
  CHECK(after.disk_hits == 1 && after.misses == 0);
  gimmik_matmul_destroy(warm, NULL);
  gimmik_context_destroy(second, NULL);

  /* Corrupt every entry file of the folder, then plan again. */
  char command[512];
  snprintf(command, sizeof command,
           "for f in %s/*/*.bin; do printf 'garbage' | dd of=\"$f\" bs=1 "
           "seek=100 conv=notrunc status=none; done",
           cache_folder);
  CHECK(system(command) == 0);
  gimmik_context *third = open_context(GIMMIK_TUNE_NEVER, cache_folder);
  gimmik_matmul *rebuilt = plan(third, op, 0.0, NULL);
  gimmik_cache_stats repaired;
  gimmik_binary_cache_stats(third->cache, &repaired);
  CHECK(rebuilt != NULL);
  CHECK(repaired.corrupt_entries >= 1 && repaired.writes >= 1);
  gimmik_matmul_destroy(rebuilt, NULL);
  gimmik_context_destroy(third, NULL);
  gimmik_operator_destroy(op);
}

/* Tuning times the candidates, leaves C as it was, and stores a decision
 * that a second process picks up without timing. */
static void test_tuning_persists(void) {
  gimmik_context *context = open_context(GIMMIK_TUNE_IF_UNKNOWN, cache_folder);
  problem p;
  problem_make(context, "gll-diff:6", &p);
  gimmik_matmul *matmul = plan(context, p.op, 1.0, NULL);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK(!gimmik_matmul_is_tuned(matmul));
  CHECK_OK(gimmik_matmul_tune(matmul, p.n, gimmik_buffer_native(p.b), p.ldb,
                              gimmik_buffer_native(p.c), p.ldc, NULL, &error),
           &error);
  CHECK(gimmik_matmul_is_tuned(matmul));
  CHECK(gimmik_matmul_tuned_milliseconds(matmul) > 0);
  /* C unchanged by tuning: */
  int m = gimmik_operator_rows(p.op);
  double *c = malloc((size_t)m * p.ldc * sizeof(double));
  CHECK_OK(gimmik_buffer_read(p.c, 0, (size_t)m * p.ldc * 8, c, NULL, &error),
           &error);
  CHECK(memcmp(c, p.c_host, (size_t)m * p.ldc * sizeof(double)) == 0);
  free(c);
  /* One apply after tuning gives C = A*B + C0. */
  CHECK_OK(gimmik_matmul_apply(matmul, p.n, gimmik_buffer_native(p.b), p.ldb,
                               gimmik_buffer_native(p.c), p.ldc, NULL, &error),
           &error);
  CHECK(result_error(&p, 1.0, p.c_host) < 1e-14);
  char chosen[64];
  snprintf(chosen, sizeof chosen, "%s", gimmik_matmul_kernel(matmul)->variant);
  gimmik_matmul_destroy(matmul, NULL);
  problem_free(&p);
  gimmik_context_destroy(context, NULL);

  pid_t child = spawn_role("reuse", chosen);
  int status = 0;
  waitpid(child, &status, 0);
  CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);

  /* Another template set: the decision timed other kernels, so a process
   * built from it does not use it. */
  char templates[300], command[700];
  snprintf(templates, sizeof templates, "%s/templates", cache_folder);
  snprintf(command, sizeof command, "mkdir -p %s/axhelm && printf '%% -- "
           "changed\n' > %s/axhelm/nodes.tpl", templates, templates);
  CHECK(system(command) == 0);
  setenv("GIMMIK_TEMPLATE_DIR", templates, 1);
  child = spawn_role("stale", chosen);
  unsetenv("GIMMIK_TEMPLATE_DIR");
  waitpid(child, &status, 0);
  CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

/* In a fresh process: the decision stored by another is used untimed,
 * naming `chosen`; with other templates (chosen NULL) none applies. */
static int role_decision(const char *chosen) {
  gimmik_context *other = open_context(GIMMIK_TUNE_IF_UNKNOWN, cache_folder);
  gimmik_operator *op = load("gll-diff:6");
  gimmik_matmul *planned = plan(other, op, 1.0, NULL);
  /* ...and its kernel comes from the disk cache, not the compiler, even
   * when the winner was the default variant. */
  gimmik_cache_stats stats;
  gimmik_binary_cache_stats(other->cache, &stats);
  int ok = planned && gimmik_matmul_is_tuned(planned) == (chosen != NULL);
  if (ok && chosen)
    ok = strcmp(gimmik_matmul_kernel(planned)->variant, chosen) == 0 &&
         stats.misses == 0 && stats.disk_hits == 1;
  gimmik_matmul_destroy(planned, NULL);
  gimmik_operator_destroy(op);
  gimmik_context_destroy(other, NULL);
  return ok && check_failures == 0 ? 0 : 1;
}

/* In a fresh process: plan a new operator into the shared folder. */
static int role_plan(void) {
  gimmik_context *context = open_context(GIMMIK_TUNE_NEVER, cache_folder);
  gimmik_operator *op = load("gll-diff:9");
  gimmik_matmul *matmul = plan(context, op, 0.0, "cstream");
  int ok = matmul != NULL;
  gimmik_matmul_destroy(matmul, NULL);
  gimmik_operator_destroy(op);
  gimmik_context_destroy(context, NULL);
  return ok && check_failures == 0 ? 0 : 1;
}

/* Two processes planning the same new operator into one folder at once. */
static void test_concurrent_planning(void) {
  pid_t children[2];
  for (int i = 0; i < 2; i++) children[i] = spawn_role("plan", "");
  for (int i = 0; i < 2; i++) {
    int status = 0;
    waitpid(children[i], &status, 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  }
  gimmik_context *context = open_context(GIMMIK_TUNE_NEVER, cache_folder);
  gimmik_operator *op = load("gll-diff:9");
  gimmik_matmul *matmul = plan(context, op, 0.0, "cstream");
  gimmik_cache_stats stats;
  gimmik_binary_cache_stats(context->cache, &stats);
  CHECK(stats.disk_hits == 1 && stats.corrupt_entries == 0);
  gimmik_matmul_destroy(matmul, NULL);
  gimmik_operator_destroy(op);
  gimmik_context_destroy(context, NULL);
}

/* A cache folder that cannot exist still gives a working context. */
static void test_unwritable_cache(void) {
  gimmik_context *context = open_context(GIMMIK_TUNE_NEVER,
                                         "/dev/null/gimmik-cache");
  CHECK(context && !gimmik_binary_cache_persistent(context->cache));
  gimmik_operator *op = load("gll-diff:3");
  gimmik_matmul *matmul = context ? plan(context, op, 0.0, NULL) : NULL;
  CHECK(matmul != NULL);
  gimmik_matmul_destroy(matmul, NULL);
  gimmik_operator_destroy(op);
  gimmik_context_destroy(context, NULL);
}

static void test_bad_arguments(void) {
  gimmik_context *context = open_context(GIMMIK_TUNE_NEVER, cache_folder);
  problem p;
  problem_make(context, "gll-diff:4", &p);
  gimmik_matmul *matmul = plan(context, p.op, 0.0, NULL);
  gimmik_error error;
  gimmik_error_init(&error);
  void *b = gimmik_buffer_native(p.b), *c = gimmik_buffer_native(p.c);
  CHECK_FAILS(gimmik_matmul_apply(matmul, p.n, NULL, p.ldb, c, p.ldc, NULL,
                                  &error), &error, GIMMIK_ERROR_ARGUMENT,
              "b is NULL");
  CHECK_FAILS(gimmik_matmul_apply(matmul, p.n, b, p.ldb, NULL, p.ldc, NULL,
                                  &error), &error, GIMMIK_ERROR_ARGUMENT,
              "c is NULL");
  CHECK_FAILS(gimmik_matmul_apply(matmul, p.ldb + 1, b, p.ldb, c, p.ldc, NULL,
                                  &error), &error, GIMMIK_ERROR_ARGUMENT,
              "need 1 <= n <= ldb");
  CHECK_FAILS(gimmik_matmul_apply(matmul, 0, b, p.ldb, c, p.ldc, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "need 1 <= n");
  CHECK_FAILS(gimmik_matmul_apply(NULL, p.n, b, p.ldb, c, p.ldc, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "matmul is NULL");
  /* Memory the backend can measure must hold what the sizes imply. */
  if (backend != GIMMIK_BACKEND_C)
    CHECK_FAILS(gimmik_matmul_apply(matmul, p.n, b, p.ldb * 2, c, p.ldc, NULL,
                                    &error), &error, GIMMIK_ERROR_ARGUMENT,
                "gimmik_matmul_apply: b");
  /* A kernel baked for one size refuses another. */
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.n = 100;
  gimmik_matmul *baked = NULL;
  CHECK_OK(gimmik_matmul_create(context, p.op, &request, &baked, &error),
           &error);
  CHECK_FAILS(gimmik_matmul_apply(baked, 99, b, 100, c, 100, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "was generated for n = 100");
  /* A failed create hands back NULL, in a variable of its own so that the
   * kernel above is still destroyed. */
  gimmik_matmul *refused = baked;
  CHECK_FAILS(gimmik_matmul_create(context, NULL, &request, &refused, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "are required");
  CHECK(refused == NULL);
  gimmik_matmul_destroy(baked, NULL);
  gimmik_matmul_destroy(matmul, NULL);
  problem_free(&p);
  gimmik_context_destroy(context, NULL);
}

int main(int argc, char **argv) {
  gimmik_error error;
  gimmik_error_init(&error);
  program = argv[0];
  if ((argc != 2 && argc != 5) ||
      gimmik_backend_parse(argv[1], &backend, &error)) {
    fprintf(stderr, "usage: %s c|opencl|cuda [ROLE FOLDER ARGUMENT]\n",
            argv[0]);
    return 2;
  }
  if (argc == 5) {
    snprintf(cache_folder, sizeof cache_folder, "%s", argv[3]);
    if (strcmp(argv[2], "reuse") == 0) return role_decision(argv[4]);
    return strcmp(argv[2], "stale") == 0 ? role_decision(NULL) : role_plan();
  }
  CHECK(mkdtemp(cache_folder) != NULL);
  test_dispatch();
  test_cache();
  test_tuning_persists();
  test_concurrent_planning();
  test_unwritable_cache();
  test_bad_arguments();
  char command[300];
  snprintf(command, sizeof command, "rm -rf %s", cache_folder);
  CHECK(system(command) == 0);
  return check_finish("test_runtime_api");
}
