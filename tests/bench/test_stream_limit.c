/*
 * test_stream_limit.c: pyfr_bench's stream-limit kernel (bench/pyfr/
 * stream_limit.h).  Its CUDA source compiles cleanly with NVRTC; on the
 * first OpenCL device (PoCL here) it writes what its header says, value
 * for value, into every column of C below n and nothing past it: row r
 * the r-th used row of B (the last one past them), the last row, when B
 * has more used rows than C has rows, that row plus the eight partial
 * sums of the rest; beta 1 adds the old C.  Cases, each wide and narrow:
 * 16 bytes of columns a thread (wide) and one column (narrow, or n not a
 * multiple), f32 and f64, beta 0 and 1, fewer and more used rows of B
 * than rows of C, an unused column.
 *
 * usage: test_stream_limit   (PoCL part skipped without OpenCL)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/device.h"
#include "nvrtc_clean.h"
#include "random.h"
#include "scratch_context.h"
#include "stream_limit.h"

enum { SUMS = 8 };

/* An m x k operator with random values; column `unused` (or none, -1)
 * all zero. */
static gimmik_operator *made(int m, int k, int unused, const char *name) {
  double *values = malloc((size_t)m * (size_t)k * sizeof *values);
  uint64_t state = 17;
  for (int r = 0; r < m; r++)
    for (int j = 0; j < k; j++)
      values[r * k + j] = j == unused ? 0.0 : gimmik_random_nonzero(&state);
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_create(m, k, values, name, &op, &error), &error);
  free(values);
  return op;
}

/* Row r of C as the kernel forms it from B (`used` its used rows), in
 * double: the kernel's own order of sums, rounded to the dtype only at
 * the end, which the tolerance allows for. */
static double expected(const double *b, long long ldb, long long i,
                       const int *used, int count, int m, int r) {
  if (count <= m || r < m - 1)
    return b[used[r < count ? r : count - 1] * ldb + i];
  double s[SUMS] = {0};
  for (int u = m; u < count; u++) s[u % SUMS] += b[used[u] * ldb + i];
  return b[used[m - 1] * ldb + i] +
         (((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7])));
}

typedef struct stream_case {
  int m, k, unused;
  gimmik_dtype dtype;
  double beta;
  long long n, ld;
  int width;          /* what the kernel should take */
} stream_case;

static void *device_copy(gimmik_context *context, const double *values,
                         long long count, gimmik_dtype dtype) {
  size_t size = (size_t)gimmik_dtype_size(dtype);
  unsigned char *host = malloc((size_t)count * size);
  for (long long i = 0; i < count; i++) {
    if (dtype == GIMMIK_F64) ((double *)host)[i] = values[i];
    else ((float *)host)[i] = (float)values[i];
  }
  void *memory = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_memory_alloc(context, (size_t)count * size, &memory,
                               &error), &error);
  CHECK_OK(gimmik_memory_write(context, memory, 0, (size_t)count * size,
                               host, NULL, &error), &error);
  free(host);
  return memory;
}

static void run_case(gimmik_context *context, const stream_case *t,
                     int wide) {
  gimmik_operator *op = made(t->m, t->k, t->unused, "stream case");
  gimmik_error error;
  gimmik_error_init(&error);
  long long b_count = t->k * t->ld, c_count = t->m * t->ld;
  double *b = malloc((size_t)b_count * sizeof *b);
  double *c = malloc((size_t)c_count * sizeof *c);
  uint64_t state = 5;
  for (long long i = 0; i < b_count; i++)
    b[i] = 0.5 + fabs(gimmik_random_nonzero(&state));
  /* Past n: a sentinel that must survive; below: beta 0 poisons it. */
  for (long long i = 0; i < c_count; i++)
    c[i] = i % t->ld >= t->n ? -7.0 : t->beta != 0.0 ? 1.0 : NAN;
  if (t->dtype == GIMMIK_F32)
    for (long long i = 0; i < b_count; i++) b[i] = (float)b[i];
  void *b_device = device_copy(context, b, b_count, t->dtype);
  void *c_device = device_copy(context, c, c_count, t->dtype);
  stream_limit limit;
  CHECK_OK(stream_limit_build(context, op, t->dtype, t->beta, t->n, t->ld,
                              t->ld, wide, b_device, c_device, &limit,
                              &error),
           &error);
  CHECK(limit.width == (wide ? t->width : 1));
  if (limit.kernel)
    CHECK_OK(stream_limit_run(&limit, NULL, &error), &error);
  size_t size = (size_t)gimmik_dtype_size(t->dtype);
  unsigned char *out = malloc((size_t)c_count * size);
  CHECK_OK(gimmik_memory_read(context, c_device, 0, (size_t)c_count * size,
                              out, NULL, &error), &error);
  int used[64], count = 0;
  for (int j = 0; j < t->k; j++)
    if (j != t->unused) used[count++] = j;
  long long wrong = 0;
  double tolerance = t->dtype == GIMMIK_F64 ? 1e-14 : 1e-6;
  for (int r = 0; r < t->m; r++)
    for (long long i = 0; i < t->ld; i++) {
      long long at = r * t->ld + i;
      double got = t->dtype == GIMMIK_F64 ? ((double *)out)[at]
                                          : ((float *)out)[at];
      double want = i >= t->n ? -7.0
                              : expected(b, t->ld, i, used, count, t->m, r) +
                                    (t->beta != 0.0 ? 1.0 : 0.0);
      wrong += !(fabs(got - want) <= tolerance * fabs(want));
    }
  CHECK(wrong == 0);
  printf("%d x %d (column %d unused), %s, beta %g, n %lld: %d column%s a "
         "thread, %lld of %lld values wrong\n", t->m, t->k, t->unused,
         gimmik_dtype_name(t->dtype), t->beta, t->n, limit.width,
         limit.width > 1 ? "s" : "", wrong, c_count);
  stream_limit_free(&limit);
  CHECK_OK(gimmik_memory_free(context, b_device, &error), &error);
  CHECK_OK(gimmik_memory_free(context, c_device, &error), &error);
  free(out);
  free(b);
  free(c);
  gimmik_operator_destroy(op);
}

static const stream_case cases[] = {
    {5, 5, -1, GIMMIK_F64, 0.0, 512, 520, 2},
    {4, 21, 3, GIMMIK_F32, 1.0, 512, 516, 4},
    {9, 4, -1, GIMMIK_F32, 0.0, 511, 520, 1},
    {3, 30, -1, GIMMIK_F64, 1.0, 300, 301, 1},
    {6, 3, 1, GIMMIK_F64, 0.0, 256, 256, 2},
};
enum { CASES = sizeof cases / sizeof cases[0] };

/* Every case's CUDA source through NVRTC for sm_90. */
static void compile_cuda(void) {
  if (!nvrtc_clean_available()) return;
  for (int t = 0; t < CASES; t++) {
    gimmik_operator *op = made(cases[t].m, cases[t].k, cases[t].unused,
                               "stream case");
    for (int wide = 0; wide <= 1; wide++) {
      int width = 0;
      char *source = stream_limit_source(op, cases[t].dtype, cases[t].beta,
                                         cases[t].n, cases[t].ld, cases[t].ld,
                                         wide, 0, &width);
      CHECK(source != NULL && width == (wide ? cases[t].width : 1));
      if (source) nvrtc_clean_compile_source(source, "stream limit", 2);
      free(source);
    }
    gimmik_operator_destroy(op);
  }
}

int main(void) {
  compile_cuda();
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_backend_available(GIMMIK_BACKEND_OPENCL, &error) != GIMMIK_OK) {
    printf("OpenCL skipped: %s\n", error.message);
    return check_finish("test_stream_limit");
  }
  scratch_context scratch;
  CHECK_OK(scratch_context_open(GIMMIK_BACKEND_OPENCL, NULL, &scratch,
                                &error), &error);
  for (int t = 0; scratch.context && t < CASES; t++)
    for (int wide = 0; wide <= 1; wide++)
      run_case(scratch.context, &cases[t], wide);
  scratch_context_close(&scratch);
  return check_finish("test_stream_limit");
}
