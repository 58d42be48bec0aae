/*
 * axhelm/build.h (internal): an axhelm kernel ready to launch on a device:
 * generated, compiled and loaded, or taken from the binary cache
 * (binary_cache.h) when the same source was compiled for the same device
 * and compiler before.
 *
 * Cache key: SHA-256 of a format tag, the device description (backend,
 * name, platform, architecture, driver and compiler versions), the
 * compiler options and the generated source, so any change of template,
 * literal or parameter is a different entry.  The entry's metadata is the
 * gimmik_kernel_info itself; a stored entry whose metadata has another
 * size (an older gimmikc) is compiled again.
 */
#ifndef GIMMIK_RUNTIME_AXHELM_BUILD_H
#define GIMMIK_RUNTIME_AXHELM_BUILD_H

#include "gimmik/axhelm.h"
#include "runtime/backend.h"
#include "runtime/binary_cache.h"

typedef struct gimmik_axhelm_build_result {
  gimmik_kernel_info info;
  gimmik_device_kernel *kernel;
  int from_cache;        /* 1 when the binary came from the cache */
} gimmik_axhelm_build_result;

/* Build `request` (its backend must be the device's) on `device`.  `cache`
 * may be NULL (always compile); `options` are extra compiler options (may
 * be NULL).  Generation and compilation errors keep their status. */
gimmik_status gimmik_axhelm_build(gimmik_device *device,
                                  gimmik_binary_cache *cache,
                                  const gimmik_axhelm_request *request,
                                  const char *options,
                                  gimmik_axhelm_build_result *result,
                                  gimmik_error *error);

#endif
