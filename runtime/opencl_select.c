/* opencl_select.c: which OpenCL platform and device a selector names. */
#include "runtime/opencl_select.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static gimmik_status opencl_platforms(const gimmik_opencl_library *cl,
                                      cl_platform_id **platforms,
                                      cl_uint *count, gimmik_error *error) {
  *platforms = NULL;
  *count = 0;
  cl_int status = cl->clGetPlatformIDs(0, NULL, count);
  if (status == CL_PLATFORM_NOT_FOUND_KHR || (status == CL_SUCCESS && !*count))
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                            "the OpenCL loader found no platform: no OpenCL "
                            "driver (ICD) is installed");
  if (status != CL_SUCCESS)
    return gimmik_opencl_failure("clGetPlatformIDs", status, error);
  *platforms = malloc(*count * sizeof **platforms);
  if (!*platforms)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory listing OpenCL platforms");
  status = cl->clGetPlatformIDs(*count, *platforms, NULL);
  if (status == CL_SUCCESS) return GIMMIK_OK;
  free(*platforms);
  *platforms = NULL;
  return gimmik_opencl_failure("clGetPlatformIDs", status, error);
}

/* All devices of a platform; none is not an error here. */
static gimmik_status opencl_devices(const gimmik_opencl_library *cl,
                                    cl_platform_id platform,
                                    cl_device_id **devices, cl_uint *count,
                                    gimmik_error *error) {
  *devices = NULL;
  *count = 0;
  cl_int status =
      cl->clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 0, NULL, count);
  if (status == CL_DEVICE_NOT_FOUND || (status == CL_SUCCESS && !*count)) {
    *count = 0;
    return GIMMIK_OK;
  }
  if (status != CL_SUCCESS)
    return gimmik_opencl_failure("clGetDeviceIDs", status, error);
  *devices = malloc(*count * sizeof **devices);
  if (!*devices)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory listing OpenCL devices");
  status = cl->clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, *count, *devices,
                              NULL);
  if (status == CL_SUCCESS) return GIMMIK_OK;
  free(*devices);
  *devices = NULL;
  return gimmik_opencl_failure("clGetDeviceIDs", status, error);
}

gimmik_status gimmik_opencl_platform_text(const gimmik_opencl_library *cl,
                                          cl_platform_id platform,
                                          cl_platform_info name, char *text,
                                          size_t size, gimmik_error *error) {
  size_t length = 0;
  cl_int status = cl->clGetPlatformInfo(platform, name, 0, NULL, &length);
  char *value = status == CL_SUCCESS ? malloc(length + 1) : NULL;
  if (status == CL_SUCCESS && !value)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory reading platform information");
  if (status == CL_SUCCESS)
    status = cl->clGetPlatformInfo(platform, name, length, value, NULL);
  if (status != CL_SUCCESS) {
    free(value);
    return gimmik_opencl_failure("clGetPlatformInfo", status, error);
  }
  value[length] = '\0';
  snprintf(text, size, "%s", value);
  free(value);
  return GIMMIK_OK;
}

gimmik_status gimmik_opencl_device_text(const gimmik_opencl_library *cl,
                                        cl_device_id device,
                                        cl_device_info name, char *text,
                                        size_t size, gimmik_error *error) {
  size_t length = 0;
  cl_int status = cl->clGetDeviceInfo(device, name, 0, NULL, &length);
  char *value = status == CL_SUCCESS ? malloc(length + 1) : NULL;
  if (status == CL_SUCCESS && !value)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory reading device information");
  if (status == CL_SUCCESS)
    status = cl->clGetDeviceInfo(device, name, length, value, NULL);
  if (status != CL_SUCCESS) {
    free(value);
    return gimmik_opencl_failure("clGetDeviceInfo", status, error);
  }
  value[length] = '\0';
  snprintf(text, size, "%s", value);
  free(value);
  return GIMMIK_OK;
}

static int contains_ignoring_case(const char *text, const char *part) {
  size_t length = strlen(part);
  for (; *text; text++) {
    size_t i = 0;
    while (i < length && text[i] &&
           tolower((unsigned char)text[i]) == tolower((unsigned char)part[i]))
      i++;
    if (i == length) return 1;
  }
  return length == 0;
}

/* What the selector asks for; see opencl_select.h. */
typedef struct selector_request {
  int by_index;
  unsigned long platform_index, device_index;
  const char *substring; /* NULL: the default device */
} selector_request;

static void parse_selector(const char *selector, selector_request *request) {
  memset(request, 0, sizeof *request);
  if (!selector || !*selector) return;
  char *end = NULL;
  if (isdigit((unsigned char)selector[0])) {
    request->platform_index = strtoul(selector, &end, 10);
    if (*end == ':' && isdigit((unsigned char)end[1])) {
      request->device_index = strtoul(end + 1, &end, 10);
      if (!*end) {
        request->by_index = 1;
        return;
      }
    }
  }
  request->substring = selector;
}

/* How well the device at (platform p, device d) fits the request: *fit is
 * 2 for a match, 1 for a fallback (the default request takes the first
 * device when there is no GPU), 0 for none. */
static gimmik_status device_fit(const gimmik_opencl_library *cl,
                                const selector_request *request,
                                cl_platform_id platform, cl_device_id device,
                                unsigned long p, unsigned long d, int *fit,
                                gimmik_error *error) {
  *fit = 0;
  if (request->by_index) {
    *fit = p == request->platform_index && d == request->device_index ? 2 : 0;
    return GIMMIK_OK;
  }
  if (!request->substring) {
    cl_device_type type = 0;
    cl_int status = cl->clGetDeviceInfo(device, CL_DEVICE_TYPE, sizeof type,
                                        &type, NULL);
    if (status != CL_SUCCESS)
      return gimmik_opencl_failure("clGetDeviceInfo(CL_DEVICE_TYPE)", status,
                                   error);
    *fit = type & CL_DEVICE_TYPE_GPU ? 2 : 1;
    return GIMMIK_OK;
  }
  char device_name[256], platform_name[256];
  gimmik_status status = gimmik_opencl_device_text(
      cl, device, CL_DEVICE_NAME, device_name, sizeof device_name, error);
  if (status == GIMMIK_OK)
    status = gimmik_opencl_platform_text(cl, platform, CL_PLATFORM_NAME,
                                         platform_name, sizeof platform_name,
                                         error);
  if (status == GIMMIK_OK &&
      (contains_ignoring_case(device_name, request->substring) ||
       contains_ignoring_case(platform_name, request->substring)))
    *fit = 2;
  return status;
}

/* Walk the devices of one platform, keeping the best fit so far. */
static gimmik_status search_platform(const gimmik_opencl_library *cl,
                                     const selector_request *request,
                                     cl_platform_id platform,
                                     unsigned long p,
                                     gimmik_opencl_choice *choice,
                                     int *best_fit, gimmik_error *error) {
  cl_device_id *devices;
  cl_uint count;
  gimmik_status status = opencl_devices(cl, platform, &devices, &count, error);
  for (cl_uint d = 0; status == GIMMIK_OK && d < count && *best_fit < 2;
       d++) {
    int fit = 0;
    status = device_fit(cl, request, platform, devices[d], p, d, &fit, error);
    if (status == GIMMIK_OK && fit > *best_fit) {
      *best_fit = fit;
      choice->platform = platform;
      choice->device = devices[d];
    }
  }
  free(devices);
  return status;
}

gimmik_status gimmik_opencl_select(const gimmik_opencl_library *cl,
                                   const char *selector,
                                   gimmik_opencl_choice *choice,
                                   gimmik_error *error) {
  selector_request request;
  parse_selector(selector, &request);
  cl_platform_id *platforms;
  cl_uint count;
  gimmik_status status = opencl_platforms(cl, &platforms, &count, error);
  int best_fit = 0;
  for (cl_uint p = 0; status == GIMMIK_OK && p < count && best_fit < 2; p++)
    status = search_platform(cl, &request, platforms[p], p, choice,
                             &best_fit, error);
  free(platforms);
  if (status != GIMMIK_OK || best_fit) return status;
  if (request.by_index)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "no OpenCL device %lu:%lu (platform:device); "
                            "`clinfo -l` lists them",
                            request.platform_index, request.device_index);
  if (request.substring)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "no OpenCL device or platform name contains "
                            "\"%s\"",
                            request.substring);
  return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                          "the OpenCL platforms have no device");
}
