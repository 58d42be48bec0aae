/* axhelm/launch.c: checked launches of axhelm kernels (axhelm/launch.h). */
#include "runtime/axhelm/launch.h"

#include <limits.h>
#include <string.h>

#include "runtime/launch.h"

static long long node_count(const gimmik_kernel_info *info,
                            long long elements) {
  long long n = info->points;
  return elements * n * n * n;
}

long long gimmik_axhelm_geometry_values(const gimmik_kernel_info *info,
                                        long long elements) {
  if (strcmp(info->geometry, "stored") == 0)
    return 7 * node_count(info, elements);
  if (strcmp(info->geometry, "parallelepiped") == 0) return 7 * elements;
  return 24 * elements;
}

long long gimmik_axhelm_field_values(const gimmik_kernel_info *info,
                                     long long elements,
                                     long long field_stride) {
  long long nodes = node_count(info, elements);
  return info->fields == 1 ? nodes : (info->fields - 1) * field_stride + nodes;
}

/* `buffer` must be present and hold `values` of the dtype. */
static gimmik_status check_buffer(const gimmik_kernel_info *info,
                                  const char *name,
                                  const gimmik_buffer *buffer,
                                  long long values, gimmik_error *error) {
  long long needed = values * gimmik_dtype_size(info->dtype);
  if (!buffer)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel %s needs %s (%lld bytes), got NULL",
                            info->name, name, needed);
  if ((long long)buffer->bytes < needed)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s holds %zu bytes; kernel %s needs %lld (%lld "
                            "values of %s)",
                            name, buffer->bytes, info->name, needed, values,
                            gimmik_dtype_name(info->dtype));
  return GIMMIK_OK;
}

static gimmik_status check_absent(const gimmik_kernel_info *info,
                                  const char *name,
                                  const gimmik_buffer *buffer,
                                  gimmik_error *error) {
  if (buffer)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel %s (%s coefficients, %s) takes no %s: "
                            "pass NULL", info->name, info->coefficients,
                            info->equation, name);
  return GIMMIK_OK;
}

static gimmik_status check_sizes(const gimmik_kernel_info *info,
                                 const gimmik_axhelm_arguments *args,
                                 gimmik_error *error) {
  if (strcmp(info->family, "axhelm") != 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel %s is a %s kernel, not axhelm", info->name,
                            info->family);
  if (args->elements < 1 || args->elements > INT_MAX)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "elements = %lld is outside 1..%d", args->elements,
                            INT_MAX);
  long long nodes = node_count(info, args->elements);
  if (info->fields > 1 && args->field_stride < nodes)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "field_stride = %lld is under E*N^3 = %lld: the "
                            "components would overlap",
                            args->field_stride, nodes);
  return GIMMIK_OK;
}

static gimmik_status check_coefficients(const gimmik_kernel_info *info,
                                        const gimmik_axhelm_arguments *args,
                                        gimmik_error *error) {
  long long nodes = node_count(info, args->elements);
  int per_node = strcmp(info->coefficients, "per-node") == 0;
  int helmholtz = strcmp(info->equation, "helmholtz") == 0;
  gimmik_status status =
      per_node ? check_buffer(info, "lambda0", args->lambda0, nodes, error)
               : check_absent(info, "lambda0", args->lambda0, error);
  if (status != GIMMIK_OK) return status;
  return per_node && helmholtz
             ? check_buffer(info, "lambda1", args->lambda1, nodes, error)
             : check_absent(info, "lambda1", args->lambda1, error);
}

/* The geometry argument's name in the kernel: ggeo, pgeo or vertices. */
static const char *geometry_name(const gimmik_kernel_info *info) {
  return info->args[info->fields > 1 ? 2 : 1];
}

gimmik_status gimmik_axhelm_check_arguments(const gimmik_kernel_info *info,
                                            const gimmik_axhelm_arguments *args,
                                            gimmik_error *error) {
  gimmik_status status = check_sizes(info, args, error);
  if (status != GIMMIK_OK) return status;
  long long field = gimmik_axhelm_field_values(info, args->elements,
                                               args->field_stride);
  status = check_buffer(info, geometry_name(info), args->geometry,
                        gimmik_axhelm_geometry_values(info, args->elements),
                        error);
  if (status == GIMMIK_OK) status = check_coefficients(info, args, error);
  if (status == GIMMIK_OK) status = check_buffer(info, "u", args->u, field, error);
  if (status == GIMMIK_OK) status = check_buffer(info, "au", args->au, field, error);
  if (status == GIMMIK_OK && args->u == args->au)
    status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "au is the same buffer as u: blocks would read "
                              "values others have overwritten");
  return status;
}

/* The checked call, its arguments in the order of info->args. */
typedef struct axhelm_call {
  gimmik_argument arguments[8];
  gimmik_kernel_call call;
} axhelm_call;

static gimmik_status prepare(gimmik_device_kernel *kernel,
                             const gimmik_kernel_info *info,
                             const gimmik_axhelm_arguments *args,
                             axhelm_call *made, gimmik_error *error) {
  gimmik_status status = gimmik_axhelm_check_arguments(info, args, error);
  if (status != GIMMIK_OK) return status;
  gimmik_argument *arguments = made->arguments;
  int count = 0;
  arguments[count++] = gimmik_argument_int32((int32_t)args->elements);
  if (info->fields > 1)
    arguments[count++] = gimmik_argument_int64(args->field_stride);
  arguments[count++] = gimmik_argument_buffer(args->geometry);
  if (args->lambda0) arguments[count++] = gimmik_argument_buffer(args->lambda0);
  if (args->lambda1) arguments[count++] = gimmik_argument_buffer(args->lambda1);
  arguments[count++] = gimmik_argument_buffer(args->u);
  arguments[count++] = gimmik_argument_buffer(args->au);
  made->call = (gimmik_kernel_call){kernel, info, args->elements, arguments,
                                    count};
  return GIMMIK_OK;
}

gimmik_status gimmik_axhelm_launch(gimmik_device_kernel *kernel,
                                   const gimmik_kernel_info *info,
                                   const gimmik_axhelm_arguments *args,
                                   void *stream, gimmik_error *error) {
  axhelm_call made;
  gimmik_status status = prepare(kernel, info, args, &made, error);
  if (status != GIMMIK_OK) return status;
  return gimmik_kernel_run(&made.call, stream, error);
}
