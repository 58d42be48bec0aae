/* axhelm/launch.c: checked launches of axhelm kernels (axhelm/launch.h). */
#include "runtime/axhelm/launch.h"

#include <limits.h>
#include <string.h>

#include "runtime/launch.h"

static const char *const scalar_names[4] = {"alpha", "beta", "gamma",
                                            "delta"};

/* Nodes of one component of a field: E N^3, or in a blocked layout its
 * last block whole. */
static long long node_count(const gimmik_kernel_info *info,
                            long long elements) {
  long long n = info->points, block = info->layout_block;
  if (block > 0) elements = (elements + block - 1) / block * block;
  return elements * n * n * n;
}

/* Per-node lambdas cover E elements, element-major. */
static long long element_nodes(const gimmik_kernel_info *info,
                               long long elements) {
  long long n = info->points;
  return elements * n * n * n;
}

long long gimmik_axhelm_geometry_values(const gimmik_kernel_info *info,
                                        long long elements) {
  if (strcmp(info->geometry, "stored") == 0)
    return 7 * node_count(info, elements); /* in the layout, like u */
  if (strcmp(info->geometry, "parallelepiped") == 0) return 7 * elements;
  return 24 * elements;
}

long long gimmik_axhelm_field_values(const gimmik_kernel_info *info,
                                     long long elements,
                                     long long field_stride) {
  long long nodes = node_count(info, elements);
  return info->fields == 1 ? nodes : (info->fields - 1) * field_stride + nodes;
}

long long gimmik_axhelm_partial_count(const gimmik_kernel_info *info,
                                      long long elements) {
  return gimmik_kernel_grid(info, elements);
}

static int scalar_index(const char *name) {
  for (int s = 0; s < 4; s++)
    if (strcmp(name, scalar_names[s]) == 0) return s;
  return -1;
}

/* An argument the kernel takes whatever its input: the others name the
 * input's arrays. */
static int own_argument(const char *name) {
  static const char *const names[] = {
      "elements", "first", "field_stride", "ggeo", "pgeo", "vertices",
      "lambda0", "lambda1", "u", "au", "partials", NULL};
  for (int i = 0; names[i]; i++)
    if (strcmp(name, names[i]) == 0) return 1;
  return scalar_index(name) >= 0;
}

const char *gimmik_axhelm_input_name(const gimmik_kernel_info *info,
                                     int index) {
  for (int a = 0; a < info->arg_count; a++)
    if (!own_argument(info->args[a]) && index-- == 0) return info->args[a];
  return NULL;
}

int gimmik_axhelm_input_count(const gimmik_kernel_info *info) {
  int count = 0;
  while (gimmik_axhelm_input_name(info, count)) count++;
  return count;
}

/* Whether the kernel takes the argument `name`. */
static int takes(const gimmik_kernel_info *info, const char *name) {
  for (int a = 0; a < info->arg_count; a++)
    if (strcmp(info->args[a], name) == 0) return 1;
  return 0;
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
  long long block = info->layout_block;
  if (args->first < 0 || args->first > INT_MAX - args->elements)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "first = %lld: the range [first, first + %lld) "
                            "is outside 0..%d", args->first, args->elements,
                            INT_MAX);
  if (block > 0 && args->first % block != 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "first = %lld is not a multiple of the layout "
                            "block %lld: a range starts at a whole block",
                            args->first, block);
  long long nodes = node_count(info, args->first + args->elements);
  if (info->fields > 1 && args->field_stride < nodes)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "field_stride = %lld is under E*N^3 = %lld%s: "
                            "the components would overlap",
                            args->field_stride, nodes,
                            info->layout_block > 0
                                ? " (E rounded up to whole layout blocks)"
                                : "");
  return GIMMIK_OK;
}

static gimmik_status check_coefficients(const gimmik_kernel_info *info,
                                        const gimmik_axhelm_arguments *args,
                                        gimmik_error *error) {
  long long nodes = element_nodes(info, args->first + args->elements);
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

/* The input's arrays: as large as a field, none past the last, none
 * the written u or au (the kernel reads them through restrict pointers). */
static gimmik_status check_inputs(const gimmik_kernel_info *info,
                                  const gimmik_axhelm_arguments *args,
                                  long long field, gimmik_error *error) {
  int count = gimmik_axhelm_input_count(info);
  for (int a = 0; a < GIMMIK_AXHELM_INPUTS; a++) {
    const char *name = gimmik_axhelm_input_name(info, a);
    if (a >= count) {
      if (args->inputs[a])
        return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                                "kernel %s takes %d input arrays; got more",
                                info->name, count);
      continue;
    }
    gimmik_status status = check_buffer(info, name, args->inputs[a], field,
                                        error);
    if (status != GIMMIK_OK) return status;
    if (args->inputs[a] == args->u || args->inputs[a] == args->au)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "input %s is the same buffer as %s, which the "
                              "kernel writes", name,
                              args->inputs[a] == args->u ? "u" : "au");
  }
  return GIMMIK_OK;
}

/* With scalars in memory, every scalar the kernel reads has its double. */
static gimmik_status check_scalar_memory(const gimmik_kernel_info *info,
                                         const gimmik_axhelm_arguments *args,
                                         gimmik_error *error) {
  if (!info->scalar_memory) return GIMMIK_OK;
  for (int a = 0; a < info->arg_count; a++) {
    int s = scalar_index(info->args[a]);
    if (s < 0) continue;
    const gimmik_buffer *memory = args->scalar_memory[s];
    if (!memory || memory->bytes < sizeof(double))
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "kernel %s reads %s from memory (a double); "
                              "got %s", info->name, info->args[a],
                              memory ? "fewer bytes" : "NULL");
  }
  return GIMMIK_OK;
}

static gimmik_status check_partials(const gimmik_kernel_info *info,
                                    const gimmik_axhelm_arguments *args,
                                    gimmik_error *error) {
  if (!takes(info, "partials"))
    return args->partials
               ? gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                                  "kernel %s has no dot: pass no partials",
                                  info->name)
               : GIMMIK_OK;
  return check_buffer(info, "partials", args->partials,
                      gimmik_axhelm_partial_count(info, args->elements),
                      error);
}

/* The geometry argument's name in the kernel: ggeo, pgeo or vertices. */
static const char *geometry_name(const gimmik_kernel_info *info) {
  return info->args[info->fields > 1 ? 3 : 2];
}

gimmik_status gimmik_axhelm_check_arguments(const gimmik_kernel_info *info,
                                            const gimmik_axhelm_arguments *args,
                                            gimmik_error *error) {
  gimmik_status status = check_sizes(info, args, error);
  if (status != GIMMIK_OK) return status;
  long long span = args->first + args->elements;
  long long field = gimmik_axhelm_field_values(info, span,
                                               args->field_stride);
  status = check_buffer(info, geometry_name(info), args->geometry,
                        gimmik_axhelm_geometry_values(info, span), error);
  if (status == GIMMIK_OK) status = check_coefficients(info, args, error);
  if (status == GIMMIK_OK) status = check_buffer(info, "u", args->u, field, error);
  if (status == GIMMIK_OK) status = check_buffer(info, "au", args->au, field, error);
  if (status == GIMMIK_OK && args->u == args->au)
    status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "au is the same buffer as u: blocks would read "
                              "values others have overwritten");
  if (status == GIMMIK_OK) status = check_inputs(info, args, field, error);
  if (status == GIMMIK_OK)
    status = check_scalar_memory(info, args, error);
  if (status == GIMMIK_OK) status = check_partials(info, args, error);
  return status;
}

/* The checked call, its arguments bound by the names of info->args. */
typedef struct axhelm_call {
  gimmik_argument arguments[GIMMIK_MAX_ARGS];
  gimmik_buffer *constants[4]; /* scalar_memory: the scalars' doubles */
  gimmik_kernel_call call;
} axhelm_call;

static gimmik_argument bind(const gimmik_kernel_info *info,
                            const gimmik_axhelm_arguments *args,
                            const char *name, int *input) {
  int scalar = scalar_index(name);
  if (strcmp(name, "elements") == 0)
    return gimmik_argument_int32((int32_t)args->elements);
  if (strcmp(name, "first") == 0)
    return gimmik_argument_int32((int32_t)args->first);
  if (strcmp(name, "field_stride") == 0)
    return gimmik_argument_int64(args->field_stride);
  if (strcmp(name, "lambda0") == 0)
    return gimmik_argument_buffer(args->lambda0);
  if (strcmp(name, "lambda1") == 0)
    return gimmik_argument_buffer(args->lambda1);
  if (strcmp(name, "u") == 0) return gimmik_argument_buffer(args->u);
  if (strcmp(name, "au") == 0) return gimmik_argument_buffer(args->au);
  if (strcmp(name, "partials") == 0)
    return gimmik_argument_buffer(args->partials);
  if (scalar >= 0 && info->scalar_memory)
    return gimmik_argument_buffer(args->scalar_memory[scalar]);
  if (scalar >= 0)
    return info->dtype == GIMMIK_F64
               ? gimmik_argument_float64(args->scalars[scalar])
               : gimmik_argument_float32((float)args->scalars[scalar]);
  if (own_argument(name)) return gimmik_argument_buffer(args->geometry);
  return gimmik_argument_buffer(args->inputs[(*input)++]);
}

static gimmik_status prepare(gimmik_device_kernel *kernel,
                             const gimmik_kernel_info *info,
                             const gimmik_axhelm_arguments *args,
                             axhelm_call *made, gimmik_error *error) {
  gimmik_status status = gimmik_axhelm_check_arguments(info, args, error);
  if (status != GIMMIK_OK) return status;
  int input = 0, constants = 0;
  for (int a = 0; a < info->arg_count; a++) {
    made->arguments[a] = bind(info, args, info->args[a], &input);
    int scalar = scalar_index(info->args[a]);
    /* CUDA kernels read them from their constant bank (templates/axhelm). */
    if (scalar >= 0 && info->scalar_memory && constants < 4)
      made->constants[constants++] = args->scalar_memory[scalar];
  }
  made->call = (gimmik_kernel_call){kernel,          info,
                                    args->elements,  made->arguments,
                                    info->arg_count, made->constants,
                                    constants};
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
