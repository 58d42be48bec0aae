/*
 * raw_kernel.c: a program's own kernels on a context's device
 * (gimmik/device.h), built, loaded and launched through the checked front
 * door of backend.h; memory arguments go to the backend as native
 * handles.
 */
#include <stdlib.h>

#include "runtime/context_internal.h"

struct gimmik_raw_kernel {
  gimmik_device_kernel *kernel;
};

gimmik_arg gimmik_arg_memory(void *memory) {
  gimmik_arg arg = {.type = GIMMIK_ARG_MEMORY};
  arg.value.memory = memory;
  return arg;
}

gimmik_arg gimmik_arg_int32(int32_t value) {
  gimmik_arg arg = {.type = GIMMIK_ARG_INT32};
  arg.value.int32 = value;
  return arg;
}

gimmik_arg gimmik_arg_int64(int64_t value) {
  gimmik_arg arg = {.type = GIMMIK_ARG_INT64};
  arg.value.int64 = value;
  return arg;
}

gimmik_arg gimmik_arg_float32(float value) {
  gimmik_arg arg = {.type = GIMMIK_ARG_FLOAT32};
  arg.value.float32 = value;
  return arg;
}

gimmik_arg gimmik_arg_float64(double value) {
  gimmik_arg arg = {.type = GIMMIK_ARG_FLOAT64};
  arg.value.float64 = value;
  return arg;
}

static gimmik_status missing(const char *function, const char *argument,
                             gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT, "%s: %s is NULL",
                          function, argument);
}

/* Keep a loaded kernel, or unload it when no handle can be made. */
static gimmik_status wrap(gimmik_device_kernel *loaded,
                          gimmik_raw_kernel **result, gimmik_error *error) {
  gimmik_raw_kernel *kernel = malloc(sizeof *kernel);
  if (!kernel) {
    gimmik_kernel_unload(loaded, NULL);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  }
  kernel->kernel = loaded;
  *result = kernel;
  return GIMMIK_OK;
}

gimmik_status gimmik_raw_kernel_build(gimmik_context *context,
                                      const char *source, const char *entry,
                                      const char *options,
                                      gimmik_raw_kernel **kernel,
                                      gimmik_error *error) {
  const char *function = "gimmik_raw_kernel_build";
  if (!kernel) return missing(function, "kernel", error);
  *kernel = NULL;
  if (!context) return missing(function, "context", error);
  gimmik_device_kernel *loaded = NULL;
  gimmik_status status = gimmik_device_build(context->device, source, entry,
                                             options, &loaded, NULL, error);
  return status == GIMMIK_OK ? wrap(loaded, kernel, error) : status;
}

gimmik_status gimmik_raw_kernel_load(gimmik_context *context,
                                     const void *binary, size_t size,
                                     const char *entry,
                                     gimmik_raw_kernel **kernel,
                                     gimmik_error *error) {
  const char *function = "gimmik_raw_kernel_load";
  if (!kernel) return missing(function, "kernel", error);
  *kernel = NULL;
  if (!context) return missing(function, "context", error);
  /* The backends only read the bytes. */
  gimmik_binary bytes = {(unsigned char *)binary, size};
  gimmik_device_kernel *loaded = NULL;
  gimmik_status status =
      gimmik_device_load(context->device, &bytes, entry, &loaded, error);
  return status == GIMMIK_OK ? wrap(loaded, kernel, error) : status;
}

static gimmik_status convert(const gimmik_arg *arg, int index,
                             gimmik_argument *argument, gimmik_error *error) {
  switch (arg->type) {
  case GIMMIK_ARG_MEMORY:
    *argument = gimmik_argument_native(arg->value.memory);
    return GIMMIK_OK;
  case GIMMIK_ARG_INT32:
    *argument = gimmik_argument_int32(arg->value.int32);
    return GIMMIK_OK;
  case GIMMIK_ARG_INT64:
    *argument = gimmik_argument_int64(arg->value.int64);
    return GIMMIK_OK;
  case GIMMIK_ARG_FLOAT32:
    *argument = gimmik_argument_float32(arg->value.float32);
    return GIMMIK_OK;
  case GIMMIK_ARG_FLOAT64:
    *argument = gimmik_argument_float64(arg->value.float64);
    return GIMMIK_OK;
  }
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                          "gimmik_raw_kernel_launch: argument %d has unknown "
                          "type %d",
                          index, (int)arg->type);
}

gimmik_status gimmik_raw_kernel_launch(gimmik_raw_kernel *kernel,
                                       const gimmik_raw_launch *launch,
                                       gimmik_error *error) {
  const char *function = "gimmik_raw_kernel_launch";
  if (!kernel) return missing(function, "kernel", error);
  if (!launch) return missing(function, "launch", error);
  if (launch->arg_count < 0 || launch->arg_count > GIMMIK_MAX_ARGUMENTS ||
      (launch->arg_count > 0 && !launch->args))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: %d arguments (at most %d, and a list when "
                            "any)",
                            function, launch->arg_count, GIMMIK_MAX_ARGUMENTS);
  gimmik_argument arguments[GIMMIK_MAX_ARGUMENTS];
  for (int i = 0; i < launch->arg_count; i++) {
    gimmik_status status = convert(&launch->args[i], i, &arguments[i], error);
    if (status != GIMMIK_OK) return status;
  }
  gimmik_launch_config config = {
      {launch->grid[0], launch->grid[1], launch->grid[2]},
      {launch->block[0], launch->block[1], launch->block[2]},
      launch->shared_bytes,
      arguments,
      launch->arg_count,
      launch->stream,
      NULL,
      0,
      0}; /* the program's kernel waits for nothing: no overlap */
  return gimmik_kernel_launch(kernel->kernel, &config, error);
}

gimmik_status gimmik_raw_kernel_destroy(gimmik_raw_kernel *kernel,
                                        gimmik_error *error) {
  if (!kernel) return GIMMIK_OK;
  gimmik_status status = gimmik_kernel_unload(kernel->kernel, error);
  free(kernel);
  return status;
}
