/*
 * consumer.c: a program built against an installed gimmik, as a solver
 * would be: a C-backend context, memory of the context, a planned matmul
 * applied to it and checked against a plain double product, and a timer.
 *
 * usage: consumer CACHE_FOLDER     exits 0 when the product is right
 */
#include <math.h>
#include <stdio.h>

#include "gimmik/device.h"

enum { M = 4, K = 3, N = 50 };

static int fail(const char *what, const gimmik_error *error) {
  fprintf(stderr, "consumer: %s: %s\n", what, error->message);
  return 1;
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  const double a[M * K] = {2, 0, -1, 0, 0, 0.5, 1, 1, 1, -3, 0.25, 0};
  double b[K * N], c[M * N];
  for (int i = 0; i < K * N; i++) b[i] = 0.5 + (i % 7) - 0.125 * (i % 5);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.backend = GIMMIK_BACKEND_C;
  options.cache_dir = argv[1];
  gimmik_context *context = NULL;
  gimmik_operator *op = NULL;
  gimmik_matmul *matmul = NULL;
  gimmik_timer *timer = NULL;
  void *b_memory = NULL, *c_memory = NULL;
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.backend = GIMMIK_BACKEND_C;
  if (gimmik_context_create(&options, &context, &error))
    return fail("context", &error);
  if (gimmik_operator_create(M, K, a, "consumer", &op, &error) ||
      gimmik_matmul_create(context, op, &request, &matmul, &error))
    return fail("plan", &error);
  if (gimmik_memory_alloc(context, sizeof b, &b_memory, &error) ||
      gimmik_memory_alloc(context, sizeof c, &c_memory, &error) ||
      gimmik_memory_write(context, b_memory, 0, sizeof b, b, NULL, &error))
    return fail("memory", &error);
  double milliseconds = -1;
  if (gimmik_timer_create(context, &timer, &error) ||
      gimmik_timer_start(timer, NULL, &error) ||
      gimmik_matmul_apply(matmul, N, b_memory, N, c_memory, N, NULL,
                          &error) ||
      gimmik_timer_stop(timer, NULL, &error) ||
      gimmik_timer_elapsed(timer, &milliseconds, &error))
    return fail("apply", &error);
  if (gimmik_memory_read(context, c_memory, 0, sizeof c, c, NULL, &error))
    return fail("read", &error);
  int wrong = 0;
  for (int r = 0; r < M; r++)
    for (int i = 0; i < N; i++) {
      double sum = 0.0;
      for (int j = 0; j < K; j++) sum += a[r * K + j] * b[j * N + i];
      wrong += fabs(c[r * N + i] - sum) > 1e-13 * (1.0 + fabs(sum));
    }
  printf("consumer: %s on %s, %d of %d wrong, %.3f ms\n",
         gimmik_matmul_kernel(matmul)->variant,
         gimmik_context_device(context)->name, wrong, M * N, milliseconds);
  gimmik_timer_destroy(timer, NULL);
  gimmik_matmul_destroy(matmul, NULL);
  gimmik_operator_destroy(op);
  gimmik_memory_free(context, b_memory, NULL);
  gimmik_memory_free(context, c_memory, NULL);
  gimmik_context_destroy(context, NULL);
  return wrong != 0 || milliseconds < 0;
}
