/* nvrtc.c: NVRTC opened at run time, behind gimmik_nvrtc_compile. */
#include "runtime/nvrtc.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/compiler_log.h"
#include "runtime/dynamic_library.h"
#include "runtime/nvrtc_api.h"
#include "runtime/word_list.h"

/* The symbol table, filled once per process (see nvrtc_load). */
typedef struct nvrtc_library {
  gimmik_status status;
  char message[GIMMIK_ERROR_MESSAGE_SIZE];
  nvrtcGetErrorString_function nvrtcGetErrorString;
  nvrtcVersion_function nvrtcVersion;
  nvrtcCreateProgram_function nvrtcCreateProgram;
  nvrtcDestroyProgram_function nvrtcDestroyProgram;
  nvrtcCompileProgram_function nvrtcCompileProgram;
  nvrtcGetSize_function nvrtcGetProgramLogSize;
  nvrtcGetBytes_function nvrtcGetProgramLog;
  nvrtcGetSize_function nvrtcGetPTXSize;
  nvrtcGetBytes_function nvrtcGetPTX;
  nvrtcGetSize_function nvrtcGetCUBINSize;
  nvrtcGetBytes_function nvrtcGetCUBIN;
} nvrtc_library;

static nvrtc_library nvrtc;
static pthread_once_t nvrtc_once = PTHREAD_ONCE_INIT;

static gimmik_status nvrtc_bind(void *handle, const char *name,
                                gimmik_error *error) {
  const gimmik_library_symbol symbols[] = {
      {"nvrtcGetErrorString", NULL, &nvrtc.nvrtcGetErrorString},
      {"nvrtcVersion", NULL, &nvrtc.nvrtcVersion},
      {"nvrtcCreateProgram", NULL, &nvrtc.nvrtcCreateProgram},
      {"nvrtcDestroyProgram", NULL, &nvrtc.nvrtcDestroyProgram},
      {"nvrtcCompileProgram", NULL, &nvrtc.nvrtcCompileProgram},
      {"nvrtcGetProgramLogSize", NULL, &nvrtc.nvrtcGetProgramLogSize},
      {"nvrtcGetProgramLog", NULL, &nvrtc.nvrtcGetProgramLog},
      {"nvrtcGetPTXSize", NULL, &nvrtc.nvrtcGetPTXSize},
      {"nvrtcGetPTX", NULL, &nvrtc.nvrtcGetPTX},
      {"nvrtcGetCUBINSize", NULL, &nvrtc.nvrtcGetCUBINSize},
      {"nvrtcGetCUBIN", NULL, &nvrtc.nvrtcGetCUBIN},
  };
  return gimmik_library_bind(handle, name, symbols,
                             sizeof symbols / sizeof symbols[0], error);
}

static void nvrtc_load(void) {
  char home_path[512] = "";
  const char *cuda_home = getenv("CUDA_HOME");
  if (cuda_home && *cuda_home)
    snprintf(home_path, sizeof home_path, "%s/lib64/libnvrtc.so", cuda_home);
  const char *candidates[] = {"libnvrtc.so.13",
                              "libnvrtc.so.12",
                              "libnvrtc.so",
                              "/usr/local/cuda/lib64/libnvrtc.so",
                              NULL,
                              NULL};
  if (home_path[0]) { /* the user's toolkit goes before the default one */
    candidates[4] = candidates[3];
    candidates[3] = home_path;
  }
  gimmik_error error;
  gimmik_error_init(&error);
  void *handle = NULL;
  const char *opened = NULL;
  nvrtc.status = gimmik_library_open(
      candidates,
      "the CUDA toolkit's NVRTC library is not installed or not on the "
      "loader path (set CUDA_HOME or LD_LIBRARY_PATH)",
      &handle, &opened, &error);
  if (nvrtc.status == GIMMIK_OK)
    nvrtc.status = nvrtc_bind(handle, opened, &error);
  memcpy(nvrtc.message, error.message, sizeof nvrtc.message);
  gimmik_error_clear(&error);
}

static gimmik_status nvrtc_library_get(gimmik_error *error) {
  pthread_once(&nvrtc_once, nvrtc_load);
  if (nvrtc.status != GIMMIK_OK)
    return gimmik_error_set(error, nvrtc.status, "%s", nvrtc.message);
  return GIMMIK_OK;
}

static gimmik_status nvrtc_call_failed(const char *call, nvrtcResult result,
                                       gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_BACKEND, "%s failed: %s", call,
                          nvrtc.nvrtcGetErrorString(result));
}

gimmik_status gimmik_nvrtc_available(gimmik_error *error) {
  return nvrtc_library_get(error);
}

gimmik_status gimmik_nvrtc_version(int *major, int *minor,
                                   gimmik_error *error) {
  gimmik_status status = nvrtc_library_get(error);
  if (status != GIMMIK_OK) return status;
  nvrtcResult result = nvrtc.nvrtcVersion(major, minor);
  if (result != NVRTC_SUCCESS)
    return nvrtc_call_failed("nvrtcVersion", result, error);
  return GIMMIK_OK;
}

/* Fetch one of the program's outputs (log, PTX, CUBIN) through its
 * size/bytes pair.  Sets *bytes to NULL when the output is empty, except
 * for text, which always comes back NUL-terminated. */
static gimmik_status nvrtc_fetch(nvrtcProgram program,
                                 nvrtcGetSize_function get_size,
                                 nvrtcGetBytes_function get_bytes,
                                 const char *what, int is_text, char **bytes,
                                 size_t *size, gimmik_error *error) {
  *bytes = NULL;
  *size = 0;
  size_t length = 0;
  nvrtcResult result = get_size(program, &length);
  if (result != NVRTC_SUCCESS) {
    char call[64];
    snprintf(call, sizeof call, "nvrtcGet%sSize", what);
    return nvrtc_call_failed(call, result, error);
  }
  if (length == 0 && !is_text) return GIMMIK_OK;
  char *buffer = malloc(length + 1);
  if (!buffer)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for %zu bytes of NVRTC %s",
                            length, what);
  buffer[length] = '\0';
  result = length ? get_bytes(program, buffer) : NVRTC_SUCCESS;
  if (result != NVRTC_SUCCESS) {
    free(buffer);
    char call[64];
    snprintf(call, sizeof call, "nvrtcGet%s", what);
    return nvrtc_call_failed(call, result, error);
  }
  *bytes = buffer;
  *size = length;
  return GIMMIK_OK;
}

static gimmik_status nvrtc_options(const gimmik_nvrtc_request *request,
                                   gimmik_word_list *options,
                                   gimmik_error *error) {
  char architecture[96];
  snprintf(architecture, sizeof architecture, "--gpu-architecture=%s",
           request->architecture);
  const char *defaults[] = {architecture, "--fmad=true", "-default-device",
                            "--std=c++17"};
  for (size_t i = 0; i < sizeof defaults / sizeof defaults[0]; i++) {
    gimmik_status status = gimmik_word_list_add(options, defaults[i], error);
    if (status != GIMMIK_OK) return status;
  }
  return gimmik_word_list_split(options, request->options, error);
}

static gimmik_status nvrtc_check_request(const gimmik_nvrtc_request *request,
                                         gimmik_nvrtc_output *output,
                                         gimmik_error *error) {
  if (!request || !output)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_nvrtc_compile: no request or output");
  memset(output, 0, sizeof *output);
  if (!request->source || !request->architecture ||
      !request->architecture[0])
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_nvrtc_compile: no source or architecture");
  if (strlen(request->architecture) > 32)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_nvrtc_compile: architecture \"%.40s...\" "
                            "is too long",
                            request->architecture);
  return GIMMIK_OK;
}

/* Everything after a successful nvrtcCompileProgram: the binaries. */
static gimmik_status nvrtc_collect(nvrtcProgram program,
                                   const gimmik_nvrtc_request *request,
                                   gimmik_nvrtc_output *output,
                                   gimmik_error *error) {
  size_t size = 0;
  char *bytes = NULL;
  gimmik_status status =
      nvrtc_fetch(program, nvrtc.nvrtcGetCUBINSize, nvrtc.nvrtcGetCUBIN,
                  "CUBIN", 0, &bytes, &size, error);
  if (status != GIMMIK_OK) return status;
  output->cubin = (unsigned char *)bytes;
  output->cubin_size = size;
  if (!request->want_ptx) return GIMMIK_OK;
  return nvrtc_fetch(program, nvrtc.nvrtcGetPTXSize, nvrtc.nvrtcGetPTX,
                     "PTX", 1, &output->ptx, &size, error);
}

static gimmik_status nvrtc_run(nvrtcProgram program,
                               const gimmik_nvrtc_request *request,
                               const gimmik_word_list *options,
                               gimmik_nvrtc_output *output,
                               gimmik_error *error) {
  nvrtcResult compiled = nvrtc.nvrtcCompileProgram(
      program, (int)options->count, (const char *const *)options->words);
  char *log = NULL;
  size_t log_size = 0;
  gimmik_status status =
      nvrtc_fetch(program, nvrtc.nvrtcGetProgramLogSize,
                  nvrtc.nvrtcGetProgramLog, "ProgramLog", 1, &log, &log_size,
                  error);
  if (status != GIMMIK_OK) return status;
  if (compiled == NVRTC_ERROR_COMPILATION ||
      compiled == NVRTC_ERROR_INVALID_OPTION) {
    char what[160];
    snprintf(what, sizeof what, "nvrtcCompileProgram (%s, %s) failed with %s",
             request->program_name ? request->program_name : "kernel.cu",
             request->architecture, nvrtc.nvrtcGetErrorString(compiled));
    status = gimmik_compile_failure(error, what, log);
    free(log);
    return status;
  }
  if (compiled != NVRTC_SUCCESS) {
    gimmik_error_attach_log(error, log);
    free(log);
    return nvrtc_call_failed("nvrtcCompileProgram", compiled, error);
  }
  output->log = log;
  return nvrtc_collect(program, request, output, error);
}

gimmik_status gimmik_nvrtc_compile(const gimmik_nvrtc_request *request,
                                   gimmik_nvrtc_output *output,
                                   gimmik_error *error) {
  gimmik_status status = nvrtc_check_request(request, output, error);
  if (status == GIMMIK_OK) status = nvrtc_library_get(error);
  if (status != GIMMIK_OK) return status;
  gimmik_word_list options;
  gimmik_word_list_init(&options);
  status = nvrtc_options(request, &options, error);
  nvrtcProgram program = NULL;
  if (status == GIMMIK_OK) {
    nvrtcResult result = nvrtc.nvrtcCreateProgram(
        &program, request->source,
        request->program_name ? request->program_name : "kernel.cu", 0, NULL,
        NULL);
    if (result != NVRTC_SUCCESS)
      status = nvrtc_call_failed("nvrtcCreateProgram", result, error);
  }
  if (status == GIMMIK_OK)
    status = nvrtc_run(program, request, &options, output, error);
  if (program) {
    nvrtcResult result = nvrtc.nvrtcDestroyProgram(&program);
    if (result != NVRTC_SUCCESS && status == GIMMIK_OK)
      status = nvrtc_call_failed("nvrtcDestroyProgram", result, error);
  }
  gimmik_word_list_free(&options);
  if (status != GIMMIK_OK) gimmik_nvrtc_output_free(output);
  return status;
}

void gimmik_nvrtc_output_free(gimmik_nvrtc_output *output) {
  if (!output) return;
  free(output->cubin);
  free(output->ptx);
  free(output->log);
  memset(output, 0, sizeof *output);
}
