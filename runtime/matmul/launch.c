/* matmul/launch.c: checked launches of matmul kernels (matmul/launch.h). */
#include "runtime/matmul/launch.h"

#include <limits.h>

#include "runtime/launch.h"

static gimmik_status check_extent(const char *name, int rows, long long ld,
                                  long long n, const gimmik_buffer *buffer,
                                  int element_size, gimmik_error *error) {
  long long needed = ((long long)(rows - 1) * ld + n) * element_size;
  if (!buffer)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT, "%s is NULL", name);
  if ((long long)buffer->bytes < needed)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s holds %zu bytes; %d rows with leading "
                            "dimension %lld and n = %lld need %lld",
                            name, buffer->bytes, rows, ld, n, needed);
  return GIMMIK_OK;
}

gimmik_status gimmik_matmul_check_arguments(const gimmik_kernel_info *info,
                                            long long n,
                                            const gimmik_buffer *b,
                                            long long ldb,
                                            const gimmik_buffer *c,
                                            long long ldc,
                                            gimmik_error *error) {
  if (n < 1 || n > INT_MAX || ldb > INT_MAX || ldc > INT_MAX)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "n = %lld, ldb = %lld, ldc = %lld: each must be "
                            "in 1..%d", n, ldb, ldc, INT_MAX);
  if (ldb < n || ldc < n)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "n = %lld is over ldb = %lld or ldc = %lld", n,
                            ldb, ldc);
  if (info->n >= 0 && (n != info->n || ldb != info->ldb || ldc != info->ldc))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel %s was generated for n = %lld, ldb = "
                            "%lld, ldc = %lld, not %lld, %lld, %lld",
                            info->name, info->n, info->ldb, info->ldc, n, ldb,
                            ldc);
  int width = gimmik_kernel_param(info, "width", 1);
  if (ldb % width || ldc % width)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel %s reads %d columns at a time: ldb = "
                            "%lld and ldc = %lld must be multiples of %d",
                            info->name, width, ldb, ldc, width);
  int size = gimmik_dtype_size(info->dtype);
  gimmik_status status = check_extent("B", info->k, ldb, n, b, size, error);
  if (status == GIMMIK_OK)
    status = check_extent("C", info->m, ldc, n, c, size, error);
  return status;
}

/* The checked call: (n, b, ldb, c, ldc), or (b, c) with n baked. */
typedef struct matmul_call {
  gimmik_argument arguments[5];
  gimmik_kernel_call call;
} matmul_call;

static gimmik_status prepare(gimmik_device_kernel *kernel,
                             const gimmik_kernel_info *info, long long n,
                             gimmik_buffer *b, long long ldb, gimmik_buffer *c,
                             long long ldc, matmul_call *made,
                             gimmik_error *error) {
  gimmik_status status =
      gimmik_matmul_check_arguments(info, n, b, ldb, c, ldc, error);
  if (status != GIMMIK_OK) return status;
  gimmik_argument *arguments = made->arguments;
  int count = 0;
  if (info->n < 0) arguments[count++] = gimmik_argument_int32((int32_t)n);
  arguments[count++] = gimmik_argument_buffer(b);
  if (info->n < 0) arguments[count++] = gimmik_argument_int32((int32_t)ldb);
  arguments[count++] = gimmik_argument_buffer(c);
  if (info->n < 0) arguments[count++] = gimmik_argument_int32((int32_t)ldc);
  made->call = (gimmik_kernel_call){kernel, info, n, arguments, count, NULL, 0};
  return GIMMIK_OK;
}

gimmik_status gimmik_matmul_launch(gimmik_device_kernel *kernel,
                                   const gimmik_kernel_info *info,
                                   long long n, gimmik_buffer *b,
                                   long long ldb, gimmik_buffer *c,
                                   long long ldc, void *stream,
                                   gimmik_error *error) {
  matmul_call made;
  gimmik_status status = prepare(kernel, info, n, b, ldb, c, ldc, &made, error);
  if (status != GIMMIK_OK) return status;
  return gimmik_kernel_run(&made.call, stream, error);
}
