/*
 * test_concurrent_runtime.c: many processes tuning and planning at once on
 * one cache folder through the public runtime (C backend), one of them
 * killed midway: every survivor computes the right result, and afterwards
 * a new process plans from the stored decisions and the cached kernels and
 * computes the right result too.  Each child runs under an alarm, so that
 * a hang fails the test rather than stalling it.
 */
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "gimmik/runtime.h"

enum { PROCESSES = 5, ROUNDS = 3, N = 61 };

static const char *const operators[] = {"gll-diff:5", "gl-to-gll:4:6",
                                        "gll-diff-2d:3:s"};
enum { OPERATORS = sizeof operators / sizeof operators[0] };

static char folder[] = "/tmp/gimmik-concurrent-XXXXXX";

/* C = A*B + 0.5*C0 against a long double reference, every element. */
static int result_is_right(gimmik_matmul *matmul, const gimmik_operator *op,
                           unsigned seed) {
  int m = gimmik_operator_rows(op), k = gimmik_operator_cols(op);
  double *b = malloc(sizeof(double) * (size_t)k * N);
  double *c = malloc(sizeof(double) * (size_t)m * N);
  double *c0 = malloc(sizeof(double) * (size_t)m * N);
  if (!b || !c || !c0) return 0;
  srand(seed);
  for (int i = 0; i < k * N; i++) b[i] = 0.5 + rand() / (double)RAND_MAX;
  for (int i = 0; i < m * N; i++)
    c[i] = c0[i] = -0.5 - rand() / (double)RAND_MAX;
  gimmik_error error;
  gimmik_error_init(&error);
  int right = gimmik_matmul_apply(matmul, N, b, N, c, N, NULL, &error) ==
              GIMMIK_OK;
  if (!right) fprintf(stderr, "apply: %s\n", error.message);
  for (int r = 0; right && r < m; r++)
    for (int i = 0; i < N; i++) {
      long double sum = 0.5L * c0[r * N + i], size = fabsl(sum);
      for (int j = 0; j < k; j++) {
        long double term =
            (long double)gimmik_operator_get(op, r, j) * b[j * N + i];
        sum += term;
        size += fabsl(term);
      }
      right &= fabsl(c[r * N + i] - sum) <= 1e-13L * size;
    }
  free(b);
  free(c);
  free(c0);
  return right;
}

/* Plan (and, by `tuning`, tune) each operator and check one launch;
 * returns the number of failures, and in *tuned how many came from a
 * stored decision. */
static int plan_all(gimmik_tuning tuning, unsigned seed, int *tuned) {
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.backend = GIMMIK_BACKEND_C;
  options.cache_dir = folder;
  options.tuning = tuning;
  options.tuning_repeat = 2;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_context *context = NULL;
  if (gimmik_context_create(&options, &context, &error) != GIMMIK_OK) {
    fprintf(stderr, "context: %s\n", error.message);
    return 1;
  }
  int failures = 0;
  *tuned = 0;
  for (int i = 0; i < OPERATORS; i++) {
    gimmik_operator *op = NULL;
    gimmik_matmul *matmul = NULL;
    gimmik_matmul_request request;
    gimmik_matmul_request_init(&request);
    request.backend = GIMMIK_BACKEND_C;
    request.beta = 0.5;
    if (gimmik_operator_load(operators[i], &op, &error) != GIMMIK_OK ||
        gimmik_matmul_create(context, op, &request, &matmul, &error) !=
            GIMMIK_OK) {
      fprintf(stderr, "%s: %s\n", operators[i], error.message);
      failures++;
    } else {
      failures += !result_is_right(matmul, op, seed + (unsigned)i);
      *tuned += gimmik_matmul_is_tuned(matmul);
    }
    gimmik_matmul_destroy(matmul, NULL);
    gimmik_operator_destroy(op);
  }
  gimmik_context_destroy(context, NULL);
  return failures;
}

static int child(int index) {
  alarm(300);
  int failures = 0, tuned;
  for (int round = 0; round < ROUNDS; round++)
    failures += plan_all(round == 0 ? GIMMIK_TUNE_ALWAYS
                                    : GIMMIK_TUNE_IF_UNKNOWN,
                         (unsigned)(index * 100 + round), &tuned);
  return failures ? 1 : 0;
}

int main(void) {
  if (!mkdtemp(folder)) return 1;
  pid_t children[PROCESSES];
  for (int i = 0; i < PROCESSES; i++) {
    fflush(NULL);
    children[i] = fork();
    if (children[i] == 0) _exit(child(i));
  }
  /* The last one is killed while it works: whatever it was writing. */
  struct timespec pause = {0, 400000000L};
  nanosleep(&pause, NULL);
  kill(children[PROCESSES - 1], SIGKILL);
  for (int i = 0; i < PROCESSES; i++) {
    int status = 0;
    waitpid(children[i], &status, 0);
    if (i < PROCESSES - 1) {
      if (WIFSIGNALED(status))
        fprintf(stderr, "process %d killed by signal %d\n", i,
                WTERMSIG(status));
      CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    }
  }
  int tuned = 0;
  CHECK(plan_all(GIMMIK_TUNE_NEVER, 7, &tuned) == 0);
  CHECK(tuned == OPERATORS); /* every plan from a stored decision */
  char command[128];
  snprintf(command, sizeof command, "rm -rf '%s'", folder);
  if (system(command) != 0) fprintf(stderr, "cannot remove %s\n", folder);
  return check_finish("test_concurrent_runtime");
}
