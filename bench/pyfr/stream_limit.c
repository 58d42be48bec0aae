/*
 * stream_limit.c: the matmul stream-limit kernel (stream_limit.h).  The
 * source is one unrolled pass per column: load the used rows of B in
 * order and store each row of C as soon as a value is at hand, so a
 * thread holds one value at a time.  Past m the loads still count: they
 * are folded into eight partial sums stored with the last row.  Rows
 * past the used columns store the last value loaded.  A wide kernel's
 * thread takes 16 bytes of adjacent columns where n, ldb and ldc allow
 * (float4, double2), as the fastest matmul kernels of some operators do;
 * the narrow one takes one column, which writes C faster where C has
 * many more rows than B has used ones.  The values in C mean nothing;
 * only the bytes moved do.
 */
#include "stream_limit.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gimmik/operator.h"

enum { STREAM_BLOCK = 128, STREAM_SUMS = 8 };

typedef struct text {
  char *bytes;
  size_t length, capacity;
  int failed;
} text;

static void put(text *t, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

static void put(text *t, const char *format, ...) {
  if (t->failed) return;
  for (;;) {
    va_list list;
    va_start(list, format);
    int wrote = vsnprintf(t->bytes + t->length, t->capacity - t->length,
                          format, list);
    va_end(list);
    if (wrote < 0) {
      t->failed = 1;
      return;
    }
    if ((size_t)wrote < t->capacity - t->length) {
      t->length += (size_t)wrote;
      return;
    }
    size_t capacity = 2 * t->capacity + (size_t)wrote + 1;
    char *grown = realloc(t->bytes, capacity);
    if (!grown) {
      t->failed = 1;
      return;
    }
    t->bytes = grown;
    t->capacity = capacity;
  }
}

/* Store row r of C: `value`, plus the old value when beta is not zero. */
static void store(text *t, int r, const char *value, double beta) {
  if (beta != 0.0)
    put(t, "  ci[%d*ldcv] = plus(%s, ci[%d*ldcv]);\n", r, value, r);
  else
    put(t, "  ci[%d*ldcv] = %s;\n", r, value);
}

/* The kernel's header, its vector type T of `width` values of `type`,
 * and plus(), which adds two of them. */
static void write_header(text *t, int opencl, const char *type, int width) {
  char vector[32];
  snprintf(vector, sizeof vector, width > 1 ? "%s%d" : "%s", type, width);
  if (opencl) {
    if (!strcmp(type, "double"))
      put(t, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n");
    put(t, "typedef %s T;\n"
           "static inline T plus(T a, T b) { return a + b; }\n\n"
           "__kernel __attribute__((reqd_work_group_size(%d, 1, 1)))\n"
           "void gimmik_stream_limit(int n, __global const %s *restrict b, "
           "int ldb, __global %s *restrict c, int ldc)\n{\n"
           "  const long i = get_global_id(0);\n",
        vector, STREAM_BLOCK, type, type);
    return;
  }
  put(t, "typedef %s T;\n", vector);
  if (width == 1)
    put(t, "__device__ inline T plus(T a, T b) { return a + b; }\n\n");
  else if (width == 2)
    put(t, "__device__ inline T plus(T a, T b) "
           "{ return T{a.x + b.x, a.y + b.y}; }\n\n");
  else
    put(t, "__device__ inline T plus(T a, T b) "
           "{ return T{a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w}; }\n\n");
  put(t, "extern \"C\" __global__ void __launch_bounds__(%d)\n"
         "gimmik_stream_limit(int n, const %s *__restrict__ b, int ldb, "
         "%s *__restrict__ c, int ldc)\n{\n"
         "  const long long i = (long long)blockIdx.x*%d + threadIdx.x;\n",
      STREAM_BLOCK, type, type, STREAM_BLOCK);
}

static void write_source(text *t, int opencl, const char *type, int width,
                         int m, const int *used, int count, double beta) {
  const char *wide = opencl ? "long" : "long long";
  const char *global = opencl ? "__global " : "";
  write_header(t, opencl, type, width);
  put(t, "  if (i >= n / %d) return;\n", width);
  put(t, "  %sconst T *bi = (%sconst T *)b + i;\n"
         "  %sT *ci = (%sT *)c + i;\n"
         "  const %s ldbv = ldb / %d, ldcv = ldc / %d;\n",
      global, global, global, global, wide, width, width);
  const char *zero = opencl ? "(T)(0)" : "{}";
  int rows = m > count ? m : count, folded = count > m;
  put(t, "  T v = %s", zero);
  if (folded) {
    put(t, ", keep = %s", zero);
    for (int s = 0; s < STREAM_SUMS; s++) put(t, ", s%d = %s", s, zero);
  }
  put(t, ";\n");
  for (int r = 0; r < rows; r++) {
    if (r < count)
      put(t, "  v = %sbi[%d*ldbv]%s;\n", opencl ? "" : "__ldg(&", used[r],
          opencl ? "" : ")");
    if (r >= m)
      put(t, "  s%d = plus(s%d, v);\n", r % STREAM_SUMS, r % STREAM_SUMS);
    else if (folded && r == m - 1)
      put(t, "  keep = v;\n");
    else
      store(t, r, "v", beta);
  }
  if (folded)
    store(t, m - 1, "plus(keep, plus(plus(plus(s0, s1), plus(s2, s3)), "
                    "plus(plus(s4, s5), plus(s6, s7))))", beta);
  put(t, "}\n");
}

/* Wide: 16 bytes of adjacent columns a thread where n, ldb and ldc are
 * multiples of them; else one column. */
static int stream_width(gimmik_dtype dtype, long long n, long long ldb,
                        long long ldc, int wide) {
  int width = 16 / gimmik_dtype_size(dtype);
  return !wide || n % width || ldb % width || ldc % width ? 1 : width;
}

/* The used columns of `op` in the dtype: those with a value that is not
 * zero once rounded to it. */
static int *used_columns(const gimmik_operator *op, gimmik_dtype dtype,
                         int *count) {
  int rows = gimmik_operator_rows(op), cols = gimmik_operator_cols(op);
  int *used = malloc((size_t)(cols ? cols : 1) * sizeof *used);
  *count = 0;
  if (!used) return NULL;
  for (int j = 0; j < cols; j++)
    for (int r = 0; r < rows; r++) {
      double value = gimmik_operator_get(op, r, j);
      if (dtype == GIMMIK_F32 ? (float)value != 0.0f : value != 0.0) {
        used[(*count)++] = j;
        break;
      }
    }
  return used;
}

char *stream_limit_source(const gimmik_operator *op, gimmik_dtype dtype,
                          double beta, long long n, long long ldb,
                          long long ldc, int wide, int opencl, int *width) {
  int count = 0;
  int *used = used_columns(op, dtype, &count);
  text source = {NULL, 0, 0, 0};
  *width = stream_width(dtype, n, ldb, ldc, wide);
  int listed = used != NULL;
  if (listed)
    write_source(&source, opencl, dtype == GIMMIK_F64 ? "double" : "float",
                 *width, gimmik_operator_rows(op), used, count, beta);
  free(used);
  if (!listed || source.failed) {
    free(source.bytes);
    return NULL;
  }
  return source.bytes;
}

gimmik_status stream_limit_build(gimmik_context *context,
                                 const gimmik_operator *op,
                                 gimmik_dtype dtype, double beta,
                                 long long n, long long ldb, long long ldc,
                                 int wide, void *b, void *c,
                                 stream_limit *limit, gimmik_error *error) {
  memset(limit, 0, sizeof *limit);
  if (n < 1 || n > INT_MAX || ldb > INT_MAX || ldc > INT_MAX || ldb < n ||
      ldc < n)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "stream limit: n = %lld, ldb = %lld, ldc = %lld "
                            "must be in 1..%d, n at most ldb and ldc", n,
                            ldb, ldc, INT_MAX);
  int opencl = gimmik_context_backend(context) == GIMMIK_BACKEND_OPENCL;
  char *source = stream_limit_source(op, dtype, beta, n, ldb, ldc, wide,
                                     opencl, &limit->width);
  if (!source)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_status status = gimmik_raw_kernel_build(
      context, source, "gimmik_stream_limit", NULL, &limit->kernel, error);
  free(source);
  limit->n = n;
  limit->ldb = (int)ldb;
  limit->ldc = (int)ldc;
  limit->b = b;
  limit->c = c;
  return status;
}

gimmik_status stream_limit_run(void *data, void *stream,
                               gimmik_error *error) {
  stream_limit *limit = data;
  gimmik_arg args[5] = {
      gimmik_arg_int32((int32_t)limit->n), gimmik_arg_memory(limit->b),
      gimmik_arg_int32(limit->ldb), gimmik_arg_memory(limit->c),
      gimmik_arg_int32(limit->ldc)};
  gimmik_raw_launch launch = {
      {(size_t)((limit->n / limit->width + STREAM_BLOCK - 1) /
                STREAM_BLOCK), 1, 1},
      {STREAM_BLOCK, 1, 1},
      0,
      args,
      5,
      stream};
  return gimmik_raw_kernel_launch(limit->kernel, &launch, error);
}

void stream_limit_free(stream_limit *limit) {
  gimmik_raw_kernel_destroy(limit->kernel, NULL);
  memset(limit, 0, sizeof *limit);
}
