/* axhelm/build.c: generate, compile or fetch, load (axhelm/build.h). */
#include "runtime/axhelm/build.h"

#include <string.h>

#include "runtime/digest.h"

static void digest_text(gimmik_digest_state *state, const char *text) {
  gimmik_digest_update(state, text, strlen(text) + 1);
}

static gimmik_status cache_key(gimmik_device *device, const char *source,
                               const char *options,
                               unsigned char key[GIMMIK_DIGEST_SIZE],
                               gimmik_error *error) {
  gimmik_device_description description;
  gimmik_status status = gimmik_device_describe(device, &description, error);
  if (status != GIMMIK_OK) return status;
  gimmik_digest_state state;
  gimmik_digest_init(&state);
  digest_text(&state, "gimmik axhelm binary 1");
  digest_text(&state, description.backend);
  digest_text(&state, description.name);
  digest_text(&state, description.platform);
  digest_text(&state, description.architecture);
  digest_text(&state, description.driver_version);
  digest_text(&state, description.compiler_version);
  digest_text(&state, options ? options : "");
  digest_text(&state, source);
  gimmik_digest_final(&state, key);
  return GIMMIK_OK;
}

/* Load a cached binary; 0 (not an error) on a miss or a stale entry. */
static int load_cached(gimmik_device *device, gimmik_binary_cache *cache,
                       const unsigned char *key,
                       gimmik_axhelm_build_result *result) {
  gimmik_cache_entry entry;
  int found = 0, loaded = 0;
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_binary_cache_get(cache, key, &entry, &found, &error) != GIMMIK_OK ||
      !found) {
    gimmik_error_clear(&error);
    return 0;
  }
  if (entry.metadata_size == sizeof result->info) {
    memcpy(&result->info, entry.metadata, sizeof result->info);
    gimmik_binary binary = {entry.binary, entry.binary_size};
    loaded = gimmik_device_load(device, &binary, result->info.name,
                                &result->kernel, &error) == GIMMIK_OK;
  }
  gimmik_cache_entry_free(&entry);
  gimmik_error_clear(&error);
  return loaded;
}

static gimmik_status compile_and_store(gimmik_device *device,
                                       gimmik_binary_cache *cache,
                                       const unsigned char *key,
                                       const char *source, const char *options,
                                       gimmik_axhelm_build_result *result,
                                       gimmik_error *error) {
  gimmik_binary binary = {NULL, 0};
  gimmik_status status = gimmik_device_compile(
      device, source, result->info.name, options, &binary, NULL, error);
  if (status == GIMMIK_OK && cache)
    status = gimmik_binary_cache_put(cache, key, &result->info,
                                     sizeof result->info, binary.bytes,
                                     binary.size, error);
  if (status == GIMMIK_OK)
    status = gimmik_device_load(device, &binary, result->info.name,
                                &result->kernel, error);
  gimmik_binary_free(&binary);
  return status;
}

gimmik_status gimmik_axhelm_build(gimmik_device *device,
                                  gimmik_binary_cache *cache,
                                  const gimmik_axhelm_request *request,
                                  const char *options,
                                  gimmik_axhelm_build_result *result,
                                  gimmik_error *error) {
  memset(result, 0, sizeof *result);
  if (request->backend != gimmik_device_backend(device))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "the request is for %s, the device is %s",
                            gimmik_backend_name(request->backend),
                            gimmik_backend_name(gimmik_device_backend(device)));
  gimmik_kernel *generated = NULL;
  gimmik_status status = gimmik_generate_axhelm(request, &generated, error);
  if (status != GIMMIK_OK) return status;
  const char *source = gimmik_kernel_source(generated);
  result->info = *gimmik_kernel_metadata(generated);
  unsigned char key[GIMMIK_DIGEST_SIZE];
  status = cache_key(device, source, options, key, error);
  if (status == GIMMIK_OK) {
    result->from_cache = cache && load_cached(device, cache, key, result);
    if (!result->from_cache)
      status = compile_and_store(device, cache, key, source, options, result,
                                 error);
  }
  gimmik_kernel_destroy(generated);
  return status;
}
