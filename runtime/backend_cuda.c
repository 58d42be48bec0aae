/*
 * backend_cuda.c: the CUDA backend, on the driver API.
 *
 * A device is the PRIMARY context of one GPU (cuDevicePrimaryCtxRetain), the
 * same context the CUDA runtime, CuPy and PyTorch use, so pointers and
 * streams pass freely between gimmik and them in one process; or a
 * context of the program's own (open_native), which it keeps alive.  Every
 * operation makes that context current first, since the calling thread may
 * have another one current (or none).  Kernels are compiled with NVRTC to a
 * CUBIN for the device's exact architecture.
 */
#include <limits.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/backend.h"
#include "runtime/cuda_library.h"
#include "runtime/nvrtc.h"

typedef struct cuda_device {
  gimmik_device base;
  const gimmik_cuda_driver *driver;
  CUdevice device;
  CUcontext context;
  int borrowed;     /* the program's context: not ours to release */
  int ordinal;
  int shared_optin; /* most dynamic shared bytes a block may opt in to */
  int programmatic; /* programmatic dependent launches (sm_90 on) */
  char architecture[16];
  char name[256];
} cuda_device;

typedef struct cuda_buffer {
  gimmik_buffer base;
  CUdeviceptr pointer;
} cuda_buffer;

typedef struct cuda_kernel {
  gimmik_device_kernel base;
  CUmodule module;
  CUfunction function;
  size_t shared_limit; /* dynamic shared bytes the function may use now */
  CUdeviceptr constants; /* GIMMIK_CONSTANTS_NAME in the module, or 0 */
  size_t constant_bytes;
} cuda_kernel;

typedef struct cuda_event {
  gimmik_event base;
  CUevent event;
} cuda_event;

/* Blocks get 48 KiB of dynamic shared memory without opting in. */
enum { CUDA_DEFAULT_SHARED_LIMIT = 48 * 1024 };

static cuda_device *as_device(gimmik_device *device) {
  return (cuda_device *)device;
}

static gimmik_status cuda_check(const cuda_device *device, const char *call,
                                CUresult result, gimmik_error *error) {
  if (result == CUDA_SUCCESS) return GIMMIK_OK;
  return gimmik_cuda_failure(device->driver, call, result, error);
}

/* Make the device's context current on this thread. */
static gimmik_status cuda_enter(const cuda_device *device,
                                gimmik_error *error) {
  CUcontext current = NULL;
  gimmik_status status = cuda_check(
      device, "cuCtxGetCurrent", device->driver->cuCtxGetCurrent(&current),
      error);
  if (status != GIMMIK_OK || current == device->context) return status;
  return cuda_check(device, "cuCtxSetCurrent",
                    device->driver->cuCtxSetCurrent(device->context), error);
}

static gimmik_status cuda_available(gimmik_error *error) {
  const gimmik_cuda_driver *driver;
  gimmik_status status = gimmik_cuda_driver_get(&driver, error);
  if (status != GIMMIK_OK) return status;
  int count = 0;
  CUresult result = driver->cuDeviceGetCount(&count);
  if (result != CUDA_SUCCESS)
    return gimmik_cuda_failure(driver, "cuDeviceGetCount", result, error);
  if (count < 1)
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                            "the CUDA driver sees no device");
  return GIMMIK_OK;
}

/* ---- opening ---------------------------------------------------------- */

static int is_decimal(const char *text) {
  if (!*text) return 0;
  for (; *text; text++)
    if (*text < '0' || *text > '9') return 0;
  return 1;
}

static gimmik_status cuda_device_name(const gimmik_cuda_driver *driver,
                                      int ordinal, char *name, int size,
                                      gimmik_error *error) {
  CUdevice device;
  CUresult result = driver->cuDeviceGet(&device, ordinal);
  if (result != CUDA_SUCCESS)
    return gimmik_cuda_failure(driver, "cuDeviceGet", result, error);
  result = driver->cuDeviceGetName(name, size, device);
  if (result != CUDA_SUCCESS)
    return gimmik_cuda_failure(driver, "cuDeviceGetName", result, error);
  return GIMMIK_OK;
}

/* NULL or "": device 0; digits: that index; else the first device whose
 * name contains the selector. */
static gimmik_status cuda_select(const gimmik_cuda_driver *driver,
                                 const char *selector, int *ordinal,
                                 gimmik_error *error) {
  int count = 0;
  CUresult result = driver->cuDeviceGetCount(&count);
  if (result != CUDA_SUCCESS)
    return gimmik_cuda_failure(driver, "cuDeviceGetCount", result, error);
  if (count < 1)
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                            "the CUDA driver sees no device");
  if (!selector || !*selector) {
    *ordinal = 0;
    return GIMMIK_OK;
  }
  if (is_decimal(selector)) {
    long index = strtol(selector, NULL, 10);
    if (index >= count || strlen(selector) > 9)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "CUDA device %s does not exist (%d found)",
                              selector, count);
    *ordinal = (int)index;
    return GIMMIK_OK;
  }
  for (int i = 0; i < count; i++) {
    char name[256];
    gimmik_status status =
        cuda_device_name(driver, i, name, (int)sizeof name, error);
    if (status != GIMMIK_OK) return status;
    if (strstr(name, selector)) {
      *ordinal = i;
      return GIMMIK_OK;
    }
  }
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                          "no CUDA device name contains \"%s\"", selector);
}

/* The architecture NVRTC should target: the "a" variants (all features,
 * no forward compatibility) where the generation has them, since we
 * compile for this one device anyway. */
static void cuda_architecture(int major, int minor, char *text, size_t size) {
  const char *suffix = "";
  if ((major == 9 && minor == 0) || (major == 10 && minor == 0)) suffix = "a";
  snprintf(text, size, "sm_%d%d%s", major, minor, suffix);
}

static gimmik_status cuda_attribute(const cuda_device *device,
                                    CUdevice_attribute attribute, int *value,
                                    gimmik_error *error) {
  return cuda_check(device, "cuDeviceGetAttribute",
                    device->driver->cuDeviceGetAttribute(value, attribute,
                                                         device->device),
                    error);
}

/* Programmatic dependent launches: sm_90 on, and a driver of CUDA 12.3
 * or later, from which they are captured into graphs too; unless
 * GIMMIK_CUDA_PDL=0 asks for plain launches. */
static int cuda_overlaps(const cuda_device *device, int major) {
  const char *asked = getenv("GIMMIK_CUDA_PDL");
  int version = 0;
  if (asked && strcmp(asked, "0") == 0) return 0;
  if (device->driver->cuDriverGetVersion(&version) != CUDA_SUCCESS) return 0;
  return major >= 9 && version >= 12030 && device->driver->cuLaunchKernelEx;
}

static gimmik_status cuda_query(cuda_device *device, gimmik_error *error) {
  int major = 0, minor = 0;
  gimmik_status status = cuda_attribute(
      device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, &major, error);
  if (status == GIMMIK_OK)
    status = cuda_attribute(
        device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, &minor, error);
  if (status == GIMMIK_OK)
    status = cuda_attribute(
        device, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
        &device->shared_optin, error);
  if (status == GIMMIK_OK)
    status = cuda_device_name(device->driver, device->ordinal, device->name,
                              (int)sizeof device->name, error);
  cuda_architecture(major, minor, device->architecture,
                    sizeof device->architecture);
  device->programmatic = status == GIMMIK_OK && cuda_overlaps(device, major);
  return status;
}

/* A device handle bound to the driver, nothing opened yet. */
static gimmik_status cuda_new_device(cuda_device **result,
                                     gimmik_error *error) {
  const gimmik_cuda_driver *driver;
  gimmik_status status = gimmik_cuda_driver_get(&driver, error);
  if (status != GIMMIK_OK) return status;
  cuda_device *device = calloc(1, sizeof *device);
  if (!device)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory opening a CUDA device");
  device->base.ops = &gimmik_backend_cuda_ops;
  device->driver = driver;
  *result = device;
  return GIMMIK_OK;
}

static gimmik_status cuda_open(const char *selector, gimmik_device **result,
                               gimmik_error *error) {
  cuda_device *device = NULL;
  gimmik_status status = cuda_new_device(&device, error);
  if (status != GIMMIK_OK) return status;
  const gimmik_cuda_driver *driver = device->driver;
  status = cuda_select(driver, selector, &device->ordinal, error);
  if (status == GIMMIK_OK)
    status = cuda_check(device, "cuDeviceGet",
                        driver->cuDeviceGet(&device->device, device->ordinal),
                        error);
  if (status == GIMMIK_OK)
    status = cuda_check(
        device, "cuDevicePrimaryCtxRetain",
        driver->cuDevicePrimaryCtxRetain(&device->context, device->device),
        error);
  if (status == GIMMIK_OK) status = cuda_enter(device, error);
  if (status == GIMMIK_OK) status = cuda_query(device, error);
  if (status != GIMMIK_OK) {
    /* The first failure is the one to report; this is only cleanup. */
    if (device->context) driver->cuDevicePrimaryCtxRelease(device->device);
    free(device);
    return status;
  }
  *result = &device->base;
  return GIMMIK_OK;
}

/* The program's context: the driver must know it (cuCtxGetApiVersion
 * answers CUDA_ERROR_INVALID_CONTEXT otherwise); its device is the one. */
static gimmik_status cuda_open_native(const gimmik_native_handles *native,
                                      gimmik_device **result,
                                      gimmik_error *error) {
  cuda_device *device = NULL;
  gimmik_status status = cuda_new_device(&device, error);
  if (status != GIMMIK_OK) return status;
  const gimmik_cuda_driver *driver = device->driver;
  unsigned int version = 0;
  CUcontext context = (CUcontext)native->context;
  if (!context || driver->cuCtxGetApiVersion(context, &version) != CUDA_SUCCESS)
    status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "native.context %p is not a CUDA context",
                              native->context);
  device->context = context;
  device->borrowed = 1;
  if (status == GIMMIK_OK) status = cuda_enter(device, error);
  if (status == GIMMIK_OK)
    status = cuda_check(device, "cuCtxGetDevice",
                        driver->cuCtxGetDevice(&device->device), error);
  device->ordinal = (int)device->device; /* a CUdevice is its ordinal */
  if (status == GIMMIK_OK) status = cuda_query(device, error);
  if (status != GIMMIK_OK) {
    free(device);
    return status;
  }
  *result = &device->base;
  return GIMMIK_OK;
}

static void cuda_native(gimmik_device *base, gimmik_native_handles *native) {
  native->context = as_device(base)->context;
}

static gimmik_status cuda_close(gimmik_device *base, gimmik_error *error) {
  cuda_device *device = as_device(base);
  if (device->borrowed) {
    free(device);
    return GIMMIK_OK;
  }
  gimmik_status status = cuda_check(
      device, "cuDevicePrimaryCtxRelease",
      device->driver->cuDevicePrimaryCtxRelease(device->device), error);
  free(device);
  return status;
}

static gimmik_status cuda_describe(gimmik_device *base,
                                   gimmik_device_description *description,
                                   gimmik_error *error) {
  cuda_device *device = as_device(base);
  int version = 0;
  gimmik_status status = cuda_check(
      device, "cuDriverGetVersion",
      device->driver->cuDriverGetVersion(&version), error);
  if (status != GIMMIK_OK) return status;
  snprintf(description->name, sizeof description->name, "%s", device->name);
  snprintf(description->platform, sizeof description->platform, "CUDA");
  snprintf(description->architecture, sizeof description->architecture, "%s",
           device->architecture);
  snprintf(description->driver_version, sizeof description->driver_version,
           "%d.%d", version / 1000, version % 1000 / 10);
  int major = 0, minor = 0;
  gimmik_error ignored;
  gimmik_error_init(&ignored);
  /* Without NVRTC the device still runs binaries from a cache. */
  if (gimmik_nvrtc_version(&major, &minor, &ignored) == GIMMIK_OK)
    snprintf(description->compiler_version,
             sizeof description->compiler_version, "nvrtc %d.%d", major,
             minor);
  else
    snprintf(description->compiler_version,
             sizeof description->compiler_version, "nvrtc not found");
  gimmik_error_clear(&ignored);
  return GIMMIK_OK;
}

/* ---- kernels ---------------------------------------------------------- */

/* Whether `source` is PTX: past its comment lines, a .version directive. */
static int is_ptx(const char *source) {
  for (const char *at = source; *at;) {
    while (*at == ' ' || *at == '\t' || *at == '\n' || *at == '\r') at++;
    if (at[0] != '/' || at[1] != '/')
      return strncmp(at, ".version", 8) == 0;
    at = strchr(at, '\n');
    if (!at) return 0;
  }
  return 0;
}

/* PTX is the binary as it is: the driver compiles it when it loads it,
 * and its errors are the load's. */
static gimmik_status ptx_binary(const char *source, gimmik_binary *binary,
                                char **log, gimmik_error *error) {
  size_t size = strlen(source) + 1;
  char *empty = log ? calloc(1, 1) : NULL;
  binary->bytes = malloc(size);
  if (!binary->bytes || (log && !empty)) {
    free(binary->bytes);
    binary->bytes = NULL;
    free(empty);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  }
  memcpy(binary->bytes, source, size);
  binary->size = size;
  if (log) *log = empty;
  return GIMMIK_OK;
}

static gimmik_status cuda_compile(gimmik_device *base, const char *source,
                                  const char *entry, const char *options,
                                  gimmik_binary *binary, char **log,
                                  gimmik_error *error) {
  cuda_device *device = as_device(base);
  if (is_ptx(source)) return ptx_binary(source, binary, log, error);
  char program_name[GIMMIK_NAME_SIZE + 8];
  snprintf(program_name, sizeof program_name, "%s.cu", entry);
  gimmik_nvrtc_request request = {.source = source,
                                  .program_name = program_name,
                                  .architecture = device->architecture,
                                  .options = options,
                                  .want_ptx = 0};
  gimmik_nvrtc_output output;
  gimmik_status status = gimmik_nvrtc_compile(&request, &output, error);
  if (status != GIMMIK_OK) return status;
  if (!output.cubin) {
    gimmik_nvrtc_output_free(&output);
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                            "NVRTC produced no CUBIN for %s",
                            device->architecture);
  }
  binary->bytes = output.cubin;
  binary->size = output.cubin_size;
  output.cubin = NULL;
  if (log) {
    *log = output.log;
    output.log = NULL;
  }
  gimmik_nvrtc_output_free(&output);
  return GIMMIK_OK;
}

static gimmik_status cuda_load(gimmik_device *base,
                               const gimmik_binary *binary, const char *entry,
                               gimmik_device_kernel **result,
                               gimmik_error *error) {
  cuda_device *device = as_device(base);
  gimmik_status status = cuda_enter(device, error);
  if (status != GIMMIK_OK) return status;
  cuda_kernel *kernel = calloc(1, sizeof *kernel);
  if (!kernel)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory loading a CUDA kernel");
  status = cuda_check(
      device, "cuModuleLoadData",
      device->driver->cuModuleLoadData(&kernel->module, binary->bytes), error);
  if (status == GIMMIK_OK) {
    status = cuda_check(device, "cuModuleGetFunction",
                        device->driver->cuModuleGetFunction(
                            &kernel->function, kernel->module, entry),
                        error);
    if (status != GIMMIK_OK) {
      gimmik_error_prefix(error, "kernel %s", entry);
      device->driver->cuModuleUnload(kernel->module); /* cleanup only */
    }
  }
  if (status != GIMMIK_OK) {
    free(kernel);
    return status;
  }
  kernel->shared_limit = CUDA_DEFAULT_SHARED_LIMIT;
  /* Most modules have no constants: a failed lookup leaves none. */
  if (device->driver->cuModuleGetGlobal(&kernel->constants,
                                        &kernel->constant_bytes,
                                        kernel->module,
                                        GIMMIK_CONSTANTS_NAME) != CUDA_SUCCESS)
    kernel->constants = 0, kernel->constant_bytes = 0;
  *result = &kernel->base;
  return GIMMIK_OK;
}

static gimmik_status cuda_unload(gimmik_device_kernel *base,
                                 gimmik_error *error) {
  cuda_kernel *kernel = (cuda_kernel *)base;
  cuda_device *device = as_device(base->device);
  gimmik_status status = cuda_enter(device, error);
  CUresult result = device->driver->cuModuleUnload(kernel->module);
  if (status == GIMMIK_OK)
    status = cuda_check(device, "cuModuleUnload", result, error);
  free(kernel);
  return status;
}

static long long cuda_local_bytes(gimmik_device_kernel *base) {
  cuda_kernel *kernel = (cuda_kernel *)base;
  cuda_device *device = as_device(base->device);
  gimmik_error ignored;
  gimmik_error_init(&ignored);
  int bytes = -1;
  if (cuda_enter(device, &ignored) != GIMMIK_OK ||
      device->driver->cuFuncGetAttribute(
          &bytes, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, kernel->function) !=
          CUDA_SUCCESS)
    bytes = -1;
  gimmik_error_clear(&ignored);
  return bytes;
}

/* Above 48 KiB a function must opt in to its dynamic shared memory. */
static gimmik_status cuda_reserve_shared(cuda_kernel *kernel, size_t bytes,
                                         gimmik_error *error) {
  cuda_device *device = as_device(kernel->base.device);
  if (bytes <= kernel->shared_limit) return GIMMIK_OK;
  if (bytes > (size_t)device->shared_optin)
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "kernel %s needs %zu bytes of shared memory; %s "
                            "allows at most %d per block",
                            kernel->base.entry, bytes, device->name,
                            device->shared_optin);
  gimmik_status status = cuda_check(
      device, "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)",
      device->driver->cuFuncSetAttribute(
          kernel->function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
          (int)bytes),
      error);
  if (status == GIMMIK_OK) kernel->shared_limit = bytes;
  return status;
}

/* cuLaunchKernel wants, for each parameter, the address of its value;
 * native memory is converted to a CUdeviceptr in `pointers`. */
static void cuda_parameters(const gimmik_launch_config *config,
                            CUdeviceptr *pointers, void **parameters) {
  for (int i = 0; i < config->argument_count; i++) {
    const gimmik_argument *argument = &config->arguments[i];
    switch (argument->type) {
    case GIMMIK_ARGUMENT_BUFFER:
      parameters[i] = &((cuda_buffer *)argument->value.buffer)->pointer;
      break;
    case GIMMIK_ARGUMENT_NATIVE:
      pointers[i] = (CUdeviceptr)(uintptr_t)argument->value.native;
      parameters[i] = &pointers[i];
      break;
    case GIMMIK_ARGUMENT_INT32:
      parameters[i] = (void *)&argument->value.int32;
      break;
    case GIMMIK_ARGUMENT_INT64:
      parameters[i] = (void *)&argument->value.int64;
      break;
    case GIMMIK_ARGUMENT_FLOAT32:
      parameters[i] = (void *)&argument->value.float32;
      break;
    case GIMMIK_ARGUMENT_FLOAT64:
      parameters[i] = (void *)&argument->value.float64;
      break;
    }
  }
}

static gimmik_status cuda_check_dimensions(const gimmik_launch_config *config,
                                           const char *entry,
                                           gimmik_error *error) {
  for (int d = 0; d < 3; d++)
    if (config->grid[d] > UINT_MAX || config->block[d] > UINT_MAX)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "kernel %s: launch dimension %d too large for "
                              "CUDA (grid %zu, block %zu)",
                              entry, d, config->grid[d], config->block[d]);
  if (config->shared_bytes > UINT_MAX)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel %s: %zu bytes of shared memory", entry,
                            config->shared_bytes);
  return GIMMIK_OK;
}

/* The launch's constants into the module's array, in stream order: a
 * second stream launching the same kernel at once would share them. */
static gimmik_status cuda_copy_constants(cuda_kernel *kernel,
                                         const gimmik_launch_config *config,
                                         gimmik_error *error) {
  cuda_device *device = as_device(kernel->base.device);
  size_t bytes = (size_t)config->constant_count * sizeof(double);
  if (config->constant_count == 0) return GIMMIK_OK;
  if (bytes > kernel->constant_bytes)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel %s has %zu bytes of %s; the launch "
                            "copies %zu", kernel->base.entry,
                            kernel->constant_bytes, GIMMIK_CONSTANTS_NAME,
                            bytes);
  for (int i = 0; i < config->constant_count; i++) {
    const cuda_buffer *from = (const cuda_buffer *)config->constants[i];
    gimmik_status status = cuda_check(
        device, "cuMemcpyDtoDAsync",
        device->driver->cuMemcpyDtoDAsync(
            kernel->constants + (CUdeviceptr)(i * sizeof(double)),
            from->pointer, sizeof(double), (CUstream)config->stream),
        error);
    if (status != GIMMIK_OK) return status;
  }
  return GIMMIK_OK;
}

/* One launch (`call` names the driver's entry); a programmatic one may
 * start while the grid before it in the stream drains: its blocks wait
 * for that grid where they begin. */
static CUresult cuda_launch_grid(const cuda_kernel *kernel,
                                 const gimmik_launch_config *config,
                                 void **parameters, const char **call) {
  const cuda_device *device = as_device(kernel->base.device);
  *call = "cuLaunchKernel";
  if (!(config->programmatic && device->programmatic))
    return device->driver->cuLaunchKernel(
        kernel->function, (unsigned)config->grid[0],
        (unsigned)config->grid[1], (unsigned)config->grid[2],
        (unsigned)config->block[0], (unsigned)config->block[1],
        (unsigned)config->block[2], (unsigned)config->shared_bytes,
        (CUstream)config->stream, parameters, NULL);
  *call = "cuLaunchKernelEx";
  CUlaunchAttribute overlap;
  memset(&overlap, 0, sizeof overlap);
  overlap.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
  overlap.value.programmaticStreamSerializationAllowed = 1;
  CUlaunchConfig launch = {
      (unsigned)config->grid[0],  (unsigned)config->grid[1],
      (unsigned)config->grid[2],  (unsigned)config->block[0],
      (unsigned)config->block[1], (unsigned)config->block[2],
      (unsigned)config->shared_bytes, (CUstream)config->stream,
      &overlap, 1};
  return device->driver->cuLaunchKernelEx(&launch, kernel->function,
                                          parameters, NULL);
}

static gimmik_status cuda_launch(gimmik_device_kernel *base,
                                 const gimmik_launch_config *config,
                                 gimmik_error *error) {
  cuda_kernel *kernel = (cuda_kernel *)base;
  cuda_device *device = as_device(base->device);
  gimmik_status status = cuda_check_dimensions(config, base->entry, error);
  if (status == GIMMIK_OK) status = cuda_enter(device, error);
  if (status == GIMMIK_OK)
    status = cuda_reserve_shared(kernel, config->shared_bytes, error);
  if (status != GIMMIK_OK) return status;
  status = cuda_copy_constants(kernel, config, error);
  if (status != GIMMIK_OK) return status;
  CUdeviceptr pointers[GIMMIK_MAX_ARGUMENTS];
  void *parameters[GIMMIK_MAX_ARGUMENTS];
  cuda_parameters(config, pointers, parameters);
  const char *call;
  CUresult result = cuda_launch_grid(kernel, config, parameters, &call);
  status = cuda_check(device, call, result, error);
  if (status != GIMMIK_OK) gimmik_error_prefix(error, "kernel %s", base->entry);
  return status;
}

/* ---- buffers ---------------------------------------------------------- */

static gimmik_status cuda_buffer_alloc(gimmik_device *base, size_t bytes,
                                       gimmik_buffer **result,
                                       gimmik_error *error) {
  cuda_device *device = as_device(base);
  gimmik_status status = cuda_enter(device, error);
  if (status != GIMMIK_OK) return status;
  cuda_buffer *buffer = calloc(1, sizeof *buffer);
  if (!buffer)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for a buffer handle");
  status = cuda_check(device, "cuMemAlloc",
                      device->driver->cuMemAlloc(&buffer->pointer, bytes),
                      error);
  if (status != GIMMIK_OK) {
    gimmik_error_prefix(error, "%zu bytes", bytes);
    free(buffer);
    return status;
  }
  *result = &buffer->base;
  return GIMMIK_OK;
}

/* The allocation holding `pointer` must reach `bytes` past it.  Memory the
 * driver does not know as one allocation (e.g. host-registered) is taken
 * on the caller's word. */
static gimmik_status check_extent(cuda_device *device, CUdeviceptr pointer,
                                  size_t bytes, gimmik_error *error) {
  CUdeviceptr base = 0;
  size_t size = 0;
  if (device->driver->cuMemGetAddressRange(&base, &size, pointer) !=
      CUDA_SUCCESS)
    return GIMMIK_OK;
  size_t available = (size_t)(base + size - pointer);
  if (available < bytes)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "device memory at 0x%llx holds %zu bytes to the "
                            "end of its allocation; %zu are needed",
                            (unsigned long long)pointer, available, bytes);
  return GIMMIK_OK;
}

static gimmik_status cuda_buffer_wrap(gimmik_device *base, void *native,
                                      size_t bytes, gimmik_buffer **result,
                                      gimmik_error *error) {
  cuda_device *device = as_device(base);
  CUdeviceptr pointer = (CUdeviceptr)(uintptr_t)native;
  gimmik_status status = cuda_enter(device, error);
  if (status != GIMMIK_OK) return status;
  status = check_extent(device, pointer, bytes, error);
  if (status != GIMMIK_OK) return status;
  cuda_buffer *buffer = calloc(1, sizeof *buffer);
  if (!buffer)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for a buffer handle");
  buffer->pointer = pointer;
  *result = &buffer->base;
  return GIMMIK_OK;
}

static void *cuda_buffer_native(gimmik_buffer *buffer) {
  return (void *)(uintptr_t)((cuda_buffer *)buffer)->pointer;
}

static gimmik_status cuda_buffer_free(gimmik_buffer *base,
                                      gimmik_error *error) {
  cuda_buffer *buffer = (cuda_buffer *)base;
  cuda_device *device = as_device(base->device);
  if (base->borrowed) {
    free(buffer);
    return GIMMIK_OK;
  }
  gimmik_status status = cuda_enter(device, error);
  CUresult result = device->driver->cuMemFree(buffer->pointer);
  if (status == GIMMIK_OK)
    status = cuda_check(device, "cuMemFree", result, error);
  free(buffer);
  return status;
}

static CUdeviceptr cuda_address(gimmik_buffer *buffer, size_t offset) {
  return ((cuda_buffer *)buffer)->pointer + offset;
}

/* Async copy then wait for the stream: ordered after earlier work on it,
 * and the host memory is free to reuse when we return. */
static gimmik_status cuda_buffer_write(gimmik_buffer *buffer, size_t offset,
                                       size_t bytes, const void *host,
                                       void *stream, gimmik_error *error) {
  cuda_device *device = as_device(buffer->device);
  gimmik_status status = cuda_enter(device, error);
  if (status == GIMMIK_OK)
    status = cuda_check(device, "cuMemcpyHtoDAsync",
                        device->driver->cuMemcpyHtoDAsync(
                            cuda_address(buffer, offset), host, bytes,
                            (CUstream)stream),
                        error);
  if (status == GIMMIK_OK)
    status = cuda_check(
        device, "cuStreamSynchronize",
        device->driver->cuStreamSynchronize((CUstream)stream), error);
  return status;
}

/* A device -> host copy queued on the stream: it holds the host until
 * done unless `host` is page-locked. */
static gimmik_status cuda_copy_to_host(gimmik_buffer *buffer, size_t offset,
                                       size_t bytes, void *host, void *stream,
                                       gimmik_error *error) {
  cuda_device *device = as_device(buffer->device);
  gimmik_status status = cuda_enter(device, error);
  if (status != GIMMIK_OK) return status;
  return cuda_check(device, "cuMemcpyDtoHAsync",
                    device->driver->cuMemcpyDtoHAsync(
                        host, cuda_address(buffer, offset), bytes,
                        (CUstream)stream),
                    error);
}

static gimmik_status cuda_buffer_read(gimmik_buffer *buffer, size_t offset,
                                      size_t bytes, void *host, void *stream,
                                      gimmik_error *error) {
  cuda_device *device = as_device(buffer->device);
  gimmik_status status =
      cuda_copy_to_host(buffer, offset, bytes, host, stream, error);
  if (status == GIMMIK_OK)
    status = cuda_check(
        device, "cuStreamSynchronize",
        device->driver->cuStreamSynchronize((CUstream)stream), error);
  return status;
}

static gimmik_status cuda_buffer_copy(gimmik_buffer *target,
                                      size_t target_offset,
                                      gimmik_buffer *source,
                                      size_t source_offset, size_t bytes,
                                      void *stream, gimmik_error *error) {
  cuda_device *device = as_device(target->device);
  gimmik_status status = cuda_enter(device, error);
  if (status != GIMMIK_OK) return status;
  return cuda_check(device, "cuMemcpyDtoDAsync",
                    device->driver->cuMemcpyDtoDAsync(
                        cuda_address(target, target_offset),
                        cuda_address(source, source_offset), bytes,
                        (CUstream)stream),
                    error);
}

/* NULL waits for all work of the context, any stream. */
static gimmik_status cuda_synchronize(gimmik_device *base, void *stream,
                                      gimmik_error *error) {
  cuda_device *device = as_device(base);
  gimmik_status status = cuda_enter(device, error);
  if (status != GIMMIK_OK) return status;
  if (!stream)
    return cuda_check(device, "cuCtxSynchronize",
                      device->driver->cuCtxSynchronize(), error);
  return cuda_check(device, "cuStreamSynchronize",
                    device->driver->cuStreamSynchronize((CUstream)stream),
                    error);
}

/* ---- reads collected later ------------------------------------------- */

static gimmik_status cuda_host_alloc(gimmik_device *base, size_t bytes,
                                     void **host, gimmik_error *error) {
  cuda_device *device = as_device(base);
  gimmik_status status = cuda_enter(device, error);
  if (status != GIMMIK_OK) return status;
  return cuda_check(device, "cuMemAllocHost",
                    device->driver->cuMemAllocHost(host, bytes), error);
}

static gimmik_status cuda_host_free(gimmik_device *base, void *host,
                                    gimmik_error *error) {
  cuda_device *device = as_device(base);
  gimmik_status status = cuda_enter(device, error);
  CUresult result = device->driver->cuMemFreeHost(host);
  if (status == GIMMIK_OK)
    status = cuda_check(device, "cuMemFreeHost", result, error);
  return status;
}

/* Into page-locked memory the copy does not wait; the event after it on
 * the stream marks it. */
static gimmik_status cuda_buffer_read_async(gimmik_buffer *buffer,
                                            size_t offset, size_t bytes,
                                            void *host, gimmik_event *done,
                                            void *stream,
                                            gimmik_error *error) {
  cuda_device *device = as_device(buffer->device);
  gimmik_status status =
      cuda_copy_to_host(buffer, offset, bytes, host, stream, error);
  if (status == GIMMIK_OK)
    status = cuda_check(device, "cuEventRecord",
                        device->driver->cuEventRecord(
                            ((cuda_event *)done)->event, (CUstream)stream),
                        error);
  return status;
}

static gimmik_status cuda_event_wait(gimmik_event *base, gimmik_error *error) {
  cuda_device *device = as_device(base->device);
  gimmik_status status = cuda_enter(device, error);
  if (status != GIMMIK_OK) return status;
  return cuda_check(device, "cuEventSynchronize",
                    device->driver->cuEventSynchronize(
                        ((cuda_event *)base)->event),
                    error);
}

/* ---- events ----------------------------------------------------------- */

static gimmik_status cuda_event_create(gimmik_device *base,
                                       gimmik_event **result,
                                       gimmik_error *error) {
  cuda_device *device = as_device(base);
  gimmik_status status = cuda_enter(device, error);
  if (status != GIMMIK_OK) return status;
  cuda_event *event = calloc(1, sizeof *event);
  if (!event)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for an event");
  status = cuda_check(
      device, "cuEventCreate",
      device->driver->cuEventCreate(&event->event, CU_EVENT_DEFAULT), error);
  if (status != GIMMIK_OK) {
    free(event);
    return status;
  }
  *result = &event->base;
  return GIMMIK_OK;
}

static gimmik_status cuda_event_destroy(gimmik_event *base,
                                        gimmik_error *error) {
  cuda_event *event = (cuda_event *)base;
  cuda_device *device = as_device(base->device);
  gimmik_status status = cuda_enter(device, error);
  CUresult result = device->driver->cuEventDestroy(event->event);
  if (status == GIMMIK_OK)
    status = cuda_check(device, "cuEventDestroy", result, error);
  free(event);
  return status;
}

static gimmik_status cuda_event_record(gimmik_event *base, void *stream,
                                       gimmik_error *error) {
  cuda_device *device = as_device(base->device);
  gimmik_status status = cuda_enter(device, error);
  if (status != GIMMIK_OK) return status;
  return cuda_check(device, "cuEventRecord",
                    device->driver->cuEventRecord(((cuda_event *)base)->event,
                                                  (CUstream)stream),
                    error);
}

static gimmik_status cuda_event_elapsed(gimmik_event *start,
                                        gimmik_event *stop,
                                        double *milliseconds,
                                        gimmik_error *error) {
  cuda_device *device = as_device(start->device);
  CUevent start_event = ((cuda_event *)start)->event;
  CUevent stop_event = ((cuda_event *)stop)->event;
  gimmik_status status = cuda_enter(device, error);
  if (status == GIMMIK_OK)
    status = cuda_check(device, "cuEventSynchronize",
                        device->driver->cuEventSynchronize(stop_event), error);
  float elapsed = 0.0f;
  if (status == GIMMIK_OK)
    status = cuda_check(device, "cuEventElapsedTime",
                        device->driver->cuEventElapsedTime(
                            &elapsed, start_event, stop_event),
                        error);
  *milliseconds = elapsed;
  return status;
}

const gimmik_backend_ops gimmik_backend_cuda_ops = {
    .backend = GIMMIK_BACKEND_CUDA,
    .name = "cuda",
    .available = cuda_available,
    .open = cuda_open,
    .open_native = cuda_open_native,
    .close = cuda_close,
    .native = cuda_native,
    .describe = cuda_describe,
    .compile = cuda_compile,
    .load = cuda_load,
    .unload = cuda_unload,
    .local_bytes = cuda_local_bytes,
    .launch = cuda_launch,
    .buffer_alloc = cuda_buffer_alloc,
    .buffer_free = cuda_buffer_free,
    .buffer_wrap = cuda_buffer_wrap,
    .buffer_native = cuda_buffer_native,
    .buffer_write = cuda_buffer_write,
    .buffer_read = cuda_buffer_read,
    .buffer_copy = cuda_buffer_copy,
    .synchronize = cuda_synchronize,
    .host_alloc = cuda_host_alloc,
    .host_free = cuda_host_free,
    .buffer_read_async = cuda_buffer_read_async,
    .event_wait = cuda_event_wait,
    .event_create = cuda_event_create,
    .event_destroy = cuda_event_destroy,
    .event_record = cuda_event_record,
    .event_elapsed = cuda_event_elapsed,
};
