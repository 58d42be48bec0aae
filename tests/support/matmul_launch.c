/* matmul_launch.c: raw launches of matmul kernels (matmul_launch.h). */
#include "matmul_launch.h"

#include <limits.h>

gimmik_status gimmik_matmul_raw_launch(gimmik_raw_kernel *kernel,
                                       const gimmik_kernel_info *info,
                                       long long n, void *b, long long ldb,
                                       void *c, long long ldc, void *stream,
                                       gimmik_error *error) {
  if (info->n >= 0 && (n != info->n || ldb != info->ldb || ldc != info->ldc))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel %s bakes n = %lld, ldb = %lld, ldc = "
                            "%lld, not %lld, %lld, %lld",
                            info->name, info->n, info->ldb, info->ldc, n, ldb,
                            ldc);
  if (n < 1 || n > INT_MAX || ldb > INT_MAX || ldc > INT_MAX)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "n = %lld, ldb = %lld, ldc = %lld: each must be "
                            "in 1..%d",
                            n, ldb, ldc, INT_MAX);
  gimmik_arg args[5];
  int count = 0;
  if (info->n < 0) args[count++] = gimmik_arg_int32((int32_t)n);
  args[count++] = gimmik_arg_memory(b);
  if (info->n < 0) args[count++] = gimmik_arg_int32((int32_t)ldb);
  args[count++] = gimmik_arg_memory(c);
  if (info->n < 0) args[count++] = gimmik_arg_int32((int32_t)ldc);
  gimmik_raw_launch launch = {
      {(size_t)gimmik_kernel_grid(info, n), 1, 1},
      {(size_t)info->block[0], (size_t)info->block[1], (size_t)info->block[2]},
      (size_t)info->shared_bytes,
      args,
      count,
      stream};
  return gimmik_raw_kernel_launch(kernel, &launch, error);
}
