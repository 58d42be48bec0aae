/*
 * backend_opencl.c: the OpenCL backend, through the ICD loader.
 *
 * A device owns a context and one in-order command queue with profiling
 * enabled; that queue is the default stream.  Programs are built from
 * source for the one device and handed out as the device's program binary
 * (CL_PROGRAM_BINARIES), which load turns back into a program.
 *
 * Or the device runs on the program's own cl_context (open_native), with
 * its queue or one made on that context.
 *
 * Handles from the program (a cl_mem to wrap, a queue as a stream) are
 * used only once known to be objects of the device's platform and of its
 * context (opencl_handle.h); the last stream accepted is remembered, so
 * that a solver's queue costs the check once.  Timing on a queue made
 * without profiling waits for the queue and reads the host's clock.
 *
 * Local memory: our OpenCL kernels declare their __local arrays with a
 * fixed size, so the launch's shared_bytes is ignored here.
 */
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "runtime/backend.h"
#include "runtime/compiler_log.h"
#include "runtime/opencl_handle.h"
#include "runtime/opencl_library.h"
#include "runtime/opencl_select.h"

typedef struct opencl_device {
  gimmik_device base;
  const gimmik_opencl_library *cl;
  cl_platform_id platform;
  cl_device_id device;
  cl_context context;             /* ours, or the program's (retained) */
  cl_command_queue queue;         /* the NULL stream */
  const void *dispatch;           /* the platform's ICD dispatch table */
  _Atomic(cl_command_queue) accepted; /* the last stream found good */
} opencl_device;

typedef struct opencl_buffer {
  gimmik_buffer base;
  cl_mem memory;
} opencl_buffer;

typedef struct opencl_kernel {
  gimmik_device_kernel base;
  cl_program program;
  cl_kernel kernel;
} opencl_kernel;

typedef struct opencl_event {
  gimmik_event base;
  cl_event event;     /* the marker of the last record, NULL before */
  int on_host;        /* recorded on a queue without profiling: */
  double host_milliseconds; /* the host's clock once the queue drained */
} opencl_event;

static opencl_device *as_device(gimmik_device *device) {
  return (opencl_device *)device;
}

static gimmik_status opencl_check(const char *call, cl_int status,
                                  gimmik_error *error) {
  if (status == CL_SUCCESS) return GIMMIK_OK;
  return gimmik_opencl_failure(call, status, error);
}

/* The queue work goes to: the caller's, once known to be a queue of the
 * device's context and device, or the device's own. */
static gimmik_status opencl_queue(opencl_device *device, void *stream,
                                  cl_command_queue *queue,
                                  gimmik_error *error) {
  *queue = stream ? (cl_command_queue)stream : device->queue;
  if (!stream || stream == atomic_load(&device->accepted)) return GIMMIK_OK;
  cl_context context = NULL;
  cl_device_id owner = NULL;
  if (!gimmik_opencl_dispatched(stream, device->dispatch) ||
      device->cl->clGetCommandQueueInfo(*queue, CL_QUEUE_CONTEXT,
                                        sizeof context, &context,
                                        NULL) != CL_SUCCESS ||
      device->cl->clGetCommandQueueInfo(*queue, CL_QUEUE_DEVICE,
                                        sizeof owner, &owner,
                                        NULL) != CL_SUCCESS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "stream %p is not an OpenCL command queue of "
                            "this platform", stream);
  if (context != device->context || owner != device->device)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "stream %p is a queue of another cl_context or "
                            "device than the gimmik context's", stream);
  atomic_store(&device->accepted, *queue);
  return GIMMIK_OK;
}

static gimmik_status opencl_available(gimmik_error *error) {
  const gimmik_opencl_library *cl;
  gimmik_status status = gimmik_opencl_library_get(&cl, error);
  if (status != GIMMIK_OK) return status;
  gimmik_opencl_choice choice;
  return gimmik_opencl_select(cl, NULL, &choice, error);
}

/* ---- opening ---------------------------------------------------------- */

/* The NULL stream: in order, with profiling for the timers. */
static gimmik_status opencl_make_queue(opencl_device *device,
                                       gimmik_error *error) {
  cl_int status = CL_SUCCESS;
  device->queue = device->cl->clCreateCommandQueue(
      device->context, device->device, CL_QUEUE_PROFILING_ENABLE, &status);
  return opencl_check("clCreateCommandQueue", status, error);
}

static gimmik_status opencl_create_queue(opencl_device *device,
                                         gimmik_error *error) {
  const cl_context_properties properties[] = {
      CL_CONTEXT_PLATFORM, (cl_context_properties)device->platform, 0};
  cl_int status = CL_SUCCESS;
  device->context = device->cl->clCreateContext(properties, 1, &device->device,
                                                NULL, NULL, &status);
  if (status != CL_SUCCESS)
    return gimmik_opencl_failure("clCreateContext", status, error);
  device->dispatch = gimmik_opencl_dispatch(device->context);
  return opencl_make_queue(device, error);
}

static gimmik_status opencl_release_device(opencl_device *device,
                                           gimmik_error *error) {
  gimmik_status status = GIMMIK_OK;
  if (device->queue)
    status = opencl_check("clReleaseCommandQueue",
                          device->cl->clReleaseCommandQueue(device->queue),
                          error);
  if (device->context) {
    cl_int released = device->cl->clReleaseContext(device->context);
    if (status == GIMMIK_OK)
      status = opencl_check("clReleaseContext", released, error);
  }
  free(device);
  return status;
}

/* A device handle bound to the loader, nothing opened yet. */
static gimmik_status opencl_new_device(const gimmik_opencl_library *cl,
                                       opencl_device **result,
                                       gimmik_error *error) {
  opencl_device *device = calloc(1, sizeof *device);
  if (!device)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory opening an OpenCL device");
  device->base.ops = &gimmik_backend_opencl_ops;
  device->cl = cl;
  *result = device;
  return GIMMIK_OK;
}

static gimmik_status opencl_open(const char *selector, gimmik_device **result,
                                 gimmik_error *error) {
  const gimmik_opencl_library *cl;
  gimmik_status status = gimmik_opencl_library_get(&cl, error);
  if (status != GIMMIK_OK) return status;
  gimmik_opencl_choice choice;
  status = gimmik_opencl_select(cl, selector, &choice, error);
  opencl_device *device = NULL;
  if (status == GIMMIK_OK) status = opencl_new_device(cl, &device, error);
  if (status != GIMMIK_OK) return status;
  device->platform = choice.platform;
  device->device = choice.device;
  status = opencl_create_queue(device, error);
  if (status != GIMMIK_OK) {
    opencl_release_device(device, NULL); /* report the first failure */
    return status;
  }
  *result = &device->base;
  return GIMMIK_OK;
}

static gimmik_status opencl_close(gimmik_device *base, gimmik_error *error) {
  return opencl_release_device(as_device(base), error);
}

/* native->device among the context's devices (NULL: its only one). */
static gimmik_status opencl_native_device(const gimmik_opencl_library *cl,
                                          const gimmik_native_handles *native,
                                          cl_device_id *chosen,
                                          gimmik_error *error) {
  enum { MOST = 64 };
  cl_device_id devices[MOST];
  size_t size = 0;
  if (cl->clGetContextInfo((cl_context)native->context, CL_CONTEXT_DEVICES,
                           sizeof devices, devices, &size) != CL_SUCCESS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "native.context %p is an OpenCL object but no "
                            "cl_context", native->context);
  size_t count = size / sizeof devices[0];
  if (!native->device && count == 1) {
    *chosen = devices[0];
    return GIMMIK_OK;
  }
  for (size_t i = 0; native->device && i < count; i++)
    if (devices[i] == (cl_device_id)native->device) {
      *chosen = devices[i];
      return GIMMIK_OK;
    }
  if (!native->device)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "native.device is NULL and native.context has "
                            "%zu devices: name one", count);
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                          "native.device %p is not a device of "
                          "native.context", native->device);
}

/* The program's queue for the NULL stream, or one made on its context. */
static gimmik_status opencl_native_queue(opencl_device *device, void *queue,
                                         gimmik_error *error) {
  if (!queue) return opencl_make_queue(device, error);
  cl_command_queue checked = NULL;
  gimmik_status status = opencl_queue(device, queue, &checked, error);
  if (status != GIMMIK_OK) {
    gimmik_error_prefix(error, "native.queue");
    return status;
  }
  status = opencl_check("clRetainCommandQueue",
                        device->cl->clRetainCommandQueue(checked), error);
  if (status == GIMMIK_OK) device->queue = checked;
  return status;
}

static gimmik_status opencl_open_native(const gimmik_native_handles *native,
                                        gimmik_device **result,
                                        gimmik_error *error) {
  const gimmik_opencl_library *cl;
  gimmik_status status = gimmik_opencl_library_get(&cl, error);
  if (status != GIMMIK_OK) return status;
  if (!gimmik_opencl_platform_of(cl, native->context))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "native.context %p is no OpenCL object of any "
                            "platform the ICD loader lists",
                            native->context);
  cl_device_id chosen = NULL;
  status = opencl_native_device(cl, native, &chosen, error);
  opencl_device *device = NULL;
  if (status == GIMMIK_OK) status = opencl_new_device(cl, &device, error);
  if (status != GIMMIK_OK) return status;
  device->device = chosen;
  device->dispatch = gimmik_opencl_dispatch(native->context);
  status = opencl_check("clGetDeviceInfo(CL_DEVICE_PLATFORM)",
                        cl->clGetDeviceInfo(chosen, CL_DEVICE_PLATFORM,
                                            sizeof device->platform,
                                            &device->platform, NULL),
                        error);
  if (status == GIMMIK_OK)
    status = opencl_check("clRetainContext",
                          cl->clRetainContext((cl_context)native->context),
                          error);
  if (status == GIMMIK_OK) device->context = (cl_context)native->context;
  if (status == GIMMIK_OK)
    status = opencl_native_queue(device, native->queue, error);
  if (status != GIMMIK_OK) {
    opencl_release_device(device, NULL); /* report the first failure */
    return status;
  }
  *result = &device->base;
  return GIMMIK_OK;
}

static void opencl_native(gimmik_device *base, gimmik_native_handles *native) {
  opencl_device *device = as_device(base);
  native->context = device->context;
  native->device = device->device;
  native->queue = device->queue;
}

static gimmik_status opencl_describe(gimmik_device *base,
                                     gimmik_device_description *description,
                                     gimmik_error *error) {
  opencl_device *device = as_device(base);
  const gimmik_opencl_library *cl = device->cl;
  char platform_name[128], platform_version[128];
  gimmik_status status = gimmik_opencl_platform_text(
      cl, device->platform, CL_PLATFORM_NAME, platform_name,
      sizeof platform_name, error);
  if (status == GIMMIK_OK)
    status = gimmik_opencl_platform_text(cl, device->platform,
                                         CL_PLATFORM_VERSION, platform_version,
                                         sizeof platform_version, error);
  if (status != GIMMIK_OK) return status;
  snprintf(description->platform, sizeof description->platform, "%s %s",
           platform_name, platform_version);
  const struct {
    cl_device_info name;
    char *text;
    size_t size;
  } fields[] = {
      {CL_DEVICE_NAME, description->name, sizeof description->name},
      {CL_DEVICE_VERSION, description->architecture,
       sizeof description->architecture},
      {CL_DRIVER_VERSION, description->driver_version,
       sizeof description->driver_version},
      {CL_DEVICE_OPENCL_C_VERSION, description->compiler_version,
       sizeof description->compiler_version},
  };
  for (size_t i = 0; status == GIMMIK_OK && i < 4; i++)
    status = gimmik_opencl_device_text(cl, device->device, fields[i].name,
                                       fields[i].text, fields[i].size, error);
  return status;
}

/* ---- programs --------------------------------------------------------- */

/* The build log, malloc'd ("" when the compiler said nothing). */
static gimmik_status opencl_build_log(const opencl_device *device,
                                      cl_program program, char **log,
                                      gimmik_error *error) {
  size_t length = 0;
  cl_int status = device->cl->clGetProgramBuildInfo(
      program, device->device, CL_PROGRAM_BUILD_LOG, 0, NULL, &length);
  if (status != CL_SUCCESS)
    return gimmik_opencl_failure("clGetProgramBuildInfo(CL_PROGRAM_BUILD_LOG)",
                                 status, error);
  *log = malloc(length + 1);
  if (!*log)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for an OpenCL build log");
  (*log)[length] = '\0';
  status = length ? device->cl->clGetProgramBuildInfo(
                        program, device->device, CL_PROGRAM_BUILD_LOG, length,
                        *log, NULL)
                  : CL_SUCCESS;
  if (status == CL_SUCCESS) return GIMMIK_OK;
  free(*log);
  *log = NULL;
  return gimmik_opencl_failure("clGetProgramBuildInfo(CL_PROGRAM_BUILD_LOG)",
                               status, error);
}

/* Build for our device; the log comes back in *log either way. */
static gimmik_status opencl_build(const opencl_device *device,
                                  cl_program program, const char *options,
                                  const char *entry, char **log,
                                  gimmik_error *error) {
  *log = NULL;
  cl_int built = device->cl->clBuildProgram(program, 1, &device->device,
                                            options ? options : "", NULL,
                                            NULL);
  gimmik_status status = opencl_build_log(device, program, log, error);
  if (status != GIMMIK_OK || built == CL_SUCCESS) return status;
  if (built == CL_BUILD_PROGRAM_FAILURE || built == CL_INVALID_BUILD_OPTIONS) {
    char what[160];
    snprintf(what, sizeof what, "clBuildProgram (%s) failed with %s", entry,
             gimmik_opencl_status_name(built));
    return gimmik_compile_failure(error, what, *log);
  }
  status = gimmik_opencl_failure("clBuildProgram", built, error);
  gimmik_error_attach_log(error, *log);
  return status;
}

/* A kernel object for `entry`; a missing entry is the source's fault. */
static gimmik_status opencl_create_kernel(const opencl_device *device,
                                          cl_program program,
                                          const char *entry, cl_kernel *kernel,
                                          gimmik_error *error) {
  cl_int status = CL_SUCCESS;
  *kernel = device->cl->clCreateKernel(program, entry, &status);
  if (status == CL_INVALID_KERNEL_NAME)
    return gimmik_error_set(error, GIMMIK_ERROR_COMPILE,
                            "the OpenCL program defines no kernel named %s",
                            entry);
  return opencl_check("clCreateKernel", status, error);
}

/* The program's binary for our (only) device. */
static gimmik_status opencl_program_binary(const opencl_device *device,
                                           cl_program program,
                                           gimmik_binary *binary,
                                           gimmik_error *error) {
  size_t size = 0;
  cl_int status = device->cl->clGetProgramInfo(
      program, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL);
  if (status != CL_SUCCESS)
    return gimmik_opencl_failure("clGetProgramInfo(CL_PROGRAM_BINARY_SIZES)",
                                 status, error);
  if (size == 0)
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                            "the OpenCL driver offers no program binary");
  unsigned char *bytes = malloc(size);
  if (!bytes)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for a %zu-byte program binary",
                            size);
  status = device->cl->clGetProgramInfo(program, CL_PROGRAM_BINARIES,
                                        sizeof bytes, &bytes, NULL);
  if (status != CL_SUCCESS) {
    free(bytes);
    return gimmik_opencl_failure("clGetProgramInfo(CL_PROGRAM_BINARIES)",
                                 status, error);
  }
  binary->bytes = bytes;
  binary->size = size;
  return GIMMIK_OK;
}

static gimmik_status opencl_release_program(const opencl_device *device,
                                            cl_program program,
                                            cl_kernel kernel,
                                            gimmik_error *error) {
  gimmik_status status = GIMMIK_OK;
  if (kernel)
    status = opencl_check("clReleaseKernel",
                          device->cl->clReleaseKernel(kernel), error);
  if (program) {
    cl_int released = device->cl->clReleaseProgram(program);
    if (status == GIMMIK_OK)
      status = opencl_check("clReleaseProgram", released, error);
  }
  return status;
}

static gimmik_status opencl_compile(gimmik_device *base, const char *source,
                                    const char *entry, const char *options,
                                    gimmik_binary *binary, char **log,
                                    gimmik_error *error) {
  opencl_device *device = as_device(base);
  cl_int created = CL_SUCCESS;
  cl_program program = device->cl->clCreateProgramWithSource(
      device->context, 1, &source, NULL, &created);
  if (created != CL_SUCCESS)
    return gimmik_opencl_failure("clCreateProgramWithSource", created, error);
  char *build_log = NULL;
  cl_kernel kernel = NULL;
  gimmik_status status =
      opencl_build(device, program, options, entry, &build_log, error);
  /* Creating the kernel catches a wrong entry name now, not at load. */
  if (status == GIMMIK_OK)
    status = opencl_create_kernel(device, program, entry, &kernel, error);
  if (status == GIMMIK_OK)
    status = opencl_program_binary(device, program, binary, error);
  gimmik_status released = opencl_release_program(
      device, program, kernel, status == GIMMIK_OK ? error : NULL);
  if (status == GIMMIK_OK) status = released;
  if (status == GIMMIK_OK && log) {
    *log = build_log;
    build_log = NULL;
  }
  if (status != GIMMIK_OK) gimmik_binary_free(binary);
  free(build_log);
  return status;
}

static gimmik_status opencl_program_from_binary(const opencl_device *device,
                                                const gimmik_binary *binary,
                                                cl_program *program,
                                                gimmik_error *error) {
  const unsigned char *bytes = binary->bytes;
  cl_int binary_status = CL_SUCCESS;
  cl_int status = CL_SUCCESS;
  *program = device->cl->clCreateProgramWithBinary(
      device->context, 1, &device->device, &binary->size, &bytes,
      &binary_status, &status);
  if (status == CL_SUCCESS && binary_status != CL_SUCCESS) status = binary_status;
  if (status == CL_SUCCESS) return GIMMIK_OK;
  if (*program) {
    device->cl->clReleaseProgram(*program); /* report the first failure */
    *program = NULL;
  }
  return gimmik_opencl_failure("clCreateProgramWithBinary", status, error);
}

static gimmik_status opencl_load(gimmik_device *base,
                                 const gimmik_binary *binary,
                                 const char *entry,
                                 gimmik_device_kernel **result,
                                 gimmik_error *error) {
  opencl_device *device = as_device(base);
  opencl_kernel *kernel = calloc(1, sizeof *kernel);
  if (!kernel)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory loading an OpenCL kernel");
  char *log = NULL;
  gimmik_status status =
      opencl_program_from_binary(device, binary, &kernel->program, error);
  /* Binaries must still be "built" before kernels can be made from them. */
  if (status == GIMMIK_OK)
    status = opencl_build(device, kernel->program, NULL, entry, &log, error);
  if (status == GIMMIK_OK)
    status = opencl_create_kernel(device, kernel->program, entry,
                                  &kernel->kernel, error);
  free(log);
  if (status != GIMMIK_OK) {
    opencl_release_program(device, kernel->program, kernel->kernel, NULL);
    free(kernel);
    return status;
  }
  *result = &kernel->base;
  return GIMMIK_OK;
}

static gimmik_status opencl_unload(gimmik_device_kernel *base,
                                   gimmik_error *error) {
  opencl_kernel *kernel = (opencl_kernel *)base;
  gimmik_status status = opencl_release_program(
      as_device(base->device), kernel->program, kernel->kernel, error);
  free(kernel);
  return status;
}

/* ---- launching -------------------------------------------------------- */

static gimmik_status opencl_set_argument(const opencl_device *device,
                                         cl_kernel kernel, cl_uint index,
                                         const gimmik_argument *argument,
                                         gimmik_error *error) {
  size_t size = 0;
  const void *value = NULL;
  switch (argument->type) {
  case GIMMIK_ARGUMENT_BUFFER:
    size = sizeof(cl_mem);
    value = &((const opencl_buffer *)argument->value.buffer)->memory;
    break;
  case GIMMIK_ARGUMENT_NATIVE: /* a cl_mem, which is a pointer */
    size = sizeof(cl_mem);
    value = &argument->value.native;
    break;
  case GIMMIK_ARGUMENT_INT32:
    size = sizeof(cl_int);
    value = &argument->value.int32;
    break;
  case GIMMIK_ARGUMENT_INT64:
    size = sizeof(cl_long);
    value = &argument->value.int64;
    break;
  case GIMMIK_ARGUMENT_FLOAT32:
    size = sizeof(cl_float);
    value = &argument->value.float32;
    break;
  case GIMMIK_ARGUMENT_FLOAT64:
    size = sizeof(cl_double);
    value = &argument->value.float64;
    break;
  }
  cl_int status = device->cl->clSetKernelArg(kernel, index, size, value);
  if (status == CL_SUCCESS) return GIMMIK_OK;
  gimmik_status failed = gimmik_opencl_failure("clSetKernelArg", status, error);
  gimmik_error_prefix(error, "argument %u", (unsigned)index);
  return failed;
}

static gimmik_status opencl_launch(gimmik_device_kernel *base,
                                   const gimmik_launch_config *config,
                                   gimmik_error *error) {
  opencl_kernel *kernel = (opencl_kernel *)base;
  opencl_device *device = as_device(base->device);
  size_t global[3];
  for (int d = 0; d < 3; d++) {
    if (config->grid[d] > SIZE_MAX / config->block[d])
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "kernel %s: global size overflows in dimension "
                              "%d",
                              base->entry, d);
    global[d] = config->grid[d] * config->block[d];
  }
  gimmik_status status = GIMMIK_OK;
  for (int i = 0; status == GIMMIK_OK && i < config->argument_count; i++)
    status = opencl_set_argument(device, kernel->kernel, (cl_uint)i,
                                 &config->arguments[i], error);
  cl_command_queue queue = NULL;
  if (status == GIMMIK_OK)
    status = opencl_queue(device, config->stream, &queue, error);
  if (status == GIMMIK_OK)
    status = opencl_check(
        "clEnqueueNDRangeKernel",
        device->cl->clEnqueueNDRangeKernel(queue, kernel->kernel, 3, NULL,
                                           global, config->block, 0, NULL,
                                           NULL),
        error);
  if (status != GIMMIK_OK) gimmik_error_prefix(error, "kernel %s", base->entry);
  return status;
}

/* ---- buffers ---------------------------------------------------------- */

static cl_mem opencl_memory(gimmik_buffer *buffer) {
  return ((opencl_buffer *)buffer)->memory;
}

static gimmik_status opencl_buffer_alloc(gimmik_device *base, size_t bytes,
                                         gimmik_buffer **result,
                                         gimmik_error *error) {
  opencl_device *device = as_device(base);
  opencl_buffer *buffer = calloc(1, sizeof *buffer);
  if (!buffer)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for a buffer handle");
  cl_int status = CL_SUCCESS;
  buffer->memory = device->cl->clCreateBuffer(
      device->context, CL_MEM_READ_WRITE, bytes, NULL, &status);
  if (status != CL_SUCCESS) {
    free(buffer);
    gimmik_status failed = gimmik_opencl_failure("clCreateBuffer", status, error);
    gimmik_error_prefix(error, "%zu bytes", bytes);
    return failed;
  }
  *result = &buffer->base;
  return GIMMIK_OK;
}

/* The caller keeps its reference; ours is retained here and released by
 * opencl_buffer_free like any other. */
static gimmik_status opencl_buffer_wrap(gimmik_device *base, void *native,
                                        size_t bytes, gimmik_buffer **result,
                                        gimmik_error *error) {
  opencl_device *device = as_device(base);
  cl_context owner = NULL;
  size_t size = 0;
  if (!gimmik_opencl_dispatched(native, device->dispatch) ||
      device->cl->clGetMemObjectInfo((cl_mem)native, CL_MEM_CONTEXT,
                                     sizeof owner, &owner,
                                     NULL) != CL_SUCCESS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%p is not an OpenCL memory object of this "
                            "platform (a host pointer given for a cl_mem?)",
                            native);
  if (owner != device->context)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "the cl_mem %p belongs to another cl_context "
                            "than the gimmik context's (a program's own "
                            "context goes in gimmik_context_options.native)",
                            native);
  gimmik_status status = opencl_check(
      "clGetMemObjectInfo",
      device->cl->clGetMemObjectInfo((cl_mem)native, CL_MEM_SIZE, sizeof size,
                                     &size, NULL),
      error);
  if (status != GIMMIK_OK) return status;
  if (size < bytes)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "the cl_mem holds %zu bytes; %zu are needed", size,
                            bytes);
  opencl_buffer *buffer = calloc(1, sizeof *buffer);
  if (!buffer)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for a buffer handle");
  buffer->memory = (cl_mem)native;
  status = opencl_check(
      "clRetainMemObject", device->cl->clRetainMemObject(buffer->memory),
      error);
  if (status != GIMMIK_OK) {
    free(buffer);
    return status;
  }
  *result = &buffer->base;
  return GIMMIK_OK;
}

static void *opencl_buffer_native(gimmik_buffer *buffer) {
  return (void *)opencl_memory(buffer);
}

static gimmik_status opencl_buffer_free(gimmik_buffer *buffer,
                                        gimmik_error *error) {
  opencl_device *device = as_device(buffer->device);
  gimmik_status status =
      opencl_check("clReleaseMemObject",
                   device->cl->clReleaseMemObject(opencl_memory(buffer)),
                   error);
  free(buffer);
  return status;
}

static gimmik_status opencl_buffer_write(gimmik_buffer *buffer, size_t offset,
                                         size_t bytes, const void *host,
                                         void *stream, gimmik_error *error) {
  opencl_device *device = as_device(buffer->device);
  cl_command_queue queue;
  gimmik_status status = opencl_queue(device, stream, &queue, error);
  if (status != GIMMIK_OK) return status;
  return opencl_check(
      "clEnqueueWriteBuffer",
      device->cl->clEnqueueWriteBuffer(queue, opencl_memory(buffer), CL_TRUE,
                                       offset, bytes, host, 0, NULL, NULL),
      error);
}

static gimmik_status opencl_buffer_read(gimmik_buffer *buffer, size_t offset,
                                        size_t bytes, void *host, void *stream,
                                        gimmik_error *error) {
  opencl_device *device = as_device(buffer->device);
  cl_command_queue queue;
  gimmik_status status = opencl_queue(device, stream, &queue, error);
  if (status != GIMMIK_OK) return status;
  return opencl_check(
      "clEnqueueReadBuffer",
      device->cl->clEnqueueReadBuffer(queue, opencl_memory(buffer), CL_TRUE,
                                      offset, bytes, host, 0, NULL, NULL),
      error);
}

static gimmik_status opencl_buffer_copy(gimmik_buffer *target,
                                        size_t target_offset,
                                        gimmik_buffer *source,
                                        size_t source_offset, size_t bytes,
                                        void *stream, gimmik_error *error) {
  opencl_device *device = as_device(target->device);
  cl_command_queue queue;
  gimmik_status status = opencl_queue(device, stream, &queue, error);
  if (status != GIMMIK_OK) return status;
  return opencl_check(
      "clEnqueueCopyBuffer",
      device->cl->clEnqueueCopyBuffer(queue, opencl_memory(source),
                                      opencl_memory(target), source_offset,
                                      target_offset, bytes, 0, NULL, NULL),
      error);
}

static gimmik_status opencl_synchronize(gimmik_device *base, void *stream,
                                        gimmik_error *error) {
  opencl_device *device = as_device(base);
  cl_command_queue queue;
  gimmik_status status = opencl_queue(device, stream, &queue, error);
  if (status != GIMMIK_OK) return status;
  return opencl_check("clFinish", device->cl->clFinish(queue), error);
}

/* ---- events ----------------------------------------------------------- */

static gimmik_status opencl_event_create(gimmik_device *base,
                                         gimmik_event **result,
                                         gimmik_error *error) {
  (void)base;
  opencl_event *event = calloc(1, sizeof *event);
  if (!event)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for an event");
  *result = &event->base;
  return GIMMIK_OK;
}

static gimmik_status opencl_event_release(opencl_event *event,
                                          gimmik_error *error) {
  if (!event->event) return GIMMIK_OK;
  opencl_device *device = as_device(event->base.device);
  cl_int status = device->cl->clReleaseEvent(event->event);
  event->event = NULL;
  return opencl_check("clReleaseEvent", status, error);
}

static gimmik_status opencl_event_destroy(gimmik_event *base,
                                          gimmik_error *error) {
  gimmik_status status = opencl_event_release((opencl_event *)base, error);
  free(base);
  return status;
}

/* Whether `queue` records profiling times. */
static gimmik_status opencl_profiling(const opencl_device *device,
                                      cl_command_queue queue, int *profiling,
                                      gimmik_error *error) {
  cl_command_queue_properties properties = 0;
  gimmik_status status = opencl_check(
      "clGetCommandQueueInfo(CL_QUEUE_PROPERTIES)",
      device->cl->clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES,
                                        sizeof properties, &properties, NULL),
      error);
  *profiling = (properties & CL_QUEUE_PROFILING_ENABLE) != 0;
  return status;
}

/* A marker completes when all earlier work on the in-order queue has; a
 * queue without profiling is drained and the host's clock read. */
static gimmik_status opencl_event_record(gimmik_event *base, void *stream,
                                         gimmik_error *error) {
  opencl_event *event = (opencl_event *)base;
  opencl_device *device = as_device(base->device);
  cl_command_queue queue;
  int profiling = 0;
  gimmik_status status = opencl_event_release(event, error);
  if (status == GIMMIK_OK) status = opencl_queue(device, stream, &queue, error);
  if (status == GIMMIK_OK)
    status = opencl_profiling(device, queue, &profiling, error);
  if (status != GIMMIK_OK) return status;
  event->on_host = !profiling;
  if (profiling)
    return opencl_check("clEnqueueMarkerWithWaitList",
                        device->cl->clEnqueueMarkerWithWaitList(
                            queue, 0, NULL, &event->event),
                        error);
  status = opencl_check("clFinish", device->cl->clFinish(queue), error);
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  event->host_milliseconds = (double)now.tv_sec * 1e3 + (double)now.tv_nsec * 1e-6;
  return status;
}

static gimmik_status opencl_event_end(const opencl_device *device,
                                      const opencl_event *event,
                                      double *milliseconds,
                                      gimmik_error *error) {
  if (event->on_host) {
    *milliseconds = event->host_milliseconds;
    return GIMMIK_OK;
  }
  cl_ulong nanoseconds = 0;
  gimmik_status status = opencl_check(
      "clWaitForEvents", device->cl->clWaitForEvents(1, &event->event),
      error);
  if (status == GIMMIK_OK)
    status = opencl_check("clGetEventProfilingInfo(CL_PROFILING_COMMAND_END)",
                          device->cl->clGetEventProfilingInfo(
                              event->event, CL_PROFILING_COMMAND_END,
                              sizeof nanoseconds, &nanoseconds, NULL),
                          error);
  *milliseconds = (double)nanoseconds * 1e-6;
  return status;
}

static gimmik_status opencl_event_elapsed(gimmik_event *start,
                                          gimmik_event *stop,
                                          double *milliseconds,
                                          gimmik_error *error) {
  opencl_device *device = as_device(start->device);
  const opencl_event *first = (opencl_event *)start;
  const opencl_event *second = (opencl_event *)stop;
  if (first->on_host != second->on_host)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "timer recorded on a profiling queue and on one "
                            "without profiling");
  double start_time = 0, stop_time = 0;
  gimmik_status status = opencl_event_end(device, first, &start_time, error);
  if (status == GIMMIK_OK)
    status = opencl_event_end(device, second, &stop_time, error);
  *milliseconds = stop_time - start_time;
  return status;
}

/* ---- reads collected later ------------------------------------------- */

/* A read that does not block, its event the mark; flushed, so that it
 * and the work before it start while the host goes on. */
static gimmik_status opencl_buffer_read_async(gimmik_buffer *buffer,
                                              size_t offset, size_t bytes,
                                              void *host, gimmik_event *done,
                                              void *stream,
                                              gimmik_error *error) {
  opencl_device *device = as_device(buffer->device);
  opencl_event *event = (opencl_event *)done;
  cl_command_queue queue;
  gimmik_status status = opencl_event_release(event, error);
  if (status == GIMMIK_OK) status = opencl_queue(device, stream, &queue, error);
  if (status != GIMMIK_OK) return status;
  event->on_host = 0;
  status = opencl_check(
      "clEnqueueReadBuffer",
      device->cl->clEnqueueReadBuffer(queue, opencl_memory(buffer), CL_FALSE,
                                      offset, bytes, host, 0, NULL,
                                      &event->event),
      error);
  if (status == GIMMIK_OK)
    status = opencl_check("clFlush", device->cl->clFlush(queue), error);
  return status;
}

static gimmik_status opencl_event_wait(gimmik_event *base,
                                       gimmik_error *error) {
  opencl_event *event = (opencl_event *)base;
  if (!event->event) return GIMMIK_OK; /* recorded on the host, drained */
  return opencl_check("clWaitForEvents",
                      as_device(base->device)->cl->clWaitForEvents(
                          1, &event->event),
                      error);
}

const gimmik_backend_ops gimmik_backend_opencl_ops = {
    .backend = GIMMIK_BACKEND_OPENCL,
    .name = "opencl",
    .available = opencl_available,
    .open = opencl_open,
    .open_native = opencl_open_native,
    .close = opencl_close,
    .native = opencl_native,
    .describe = opencl_describe,
    .compile = opencl_compile,
    .load = opencl_load,
    .unload = opencl_unload,
    .launch = opencl_launch,
    .buffer_alloc = opencl_buffer_alloc,
    .buffer_free = opencl_buffer_free,
    .buffer_wrap = opencl_buffer_wrap,
    .buffer_native = opencl_buffer_native,
    .buffer_write = opencl_buffer_write,
    .buffer_read = opencl_buffer_read,
    .buffer_copy = opencl_buffer_copy,
    .synchronize = opencl_synchronize,
    .host_alloc = gimmik_host_alloc_plain,
    .host_free = gimmik_host_free_plain,
    .buffer_read_async = opencl_buffer_read_async,
    .event_wait = opencl_event_wait,
    .event_create = opencl_event_create,
    .event_destroy = opencl_event_destroy,
    .event_record = opencl_event_record,
    .event_elapsed = opencl_event_elapsed,
};
