/*
 * kernel_store.c: compiled kernels by content.  The cache key digests what
 * determines the binary: the build digest (device, compilers, gimmikc,
 * templates), the problem key, the variant, its parameters and the entry
 * name.  A hit skips generation and compilation
 * entirely, which is what keeps planning under a millisecond.
 */
#include <stdio.h>
#include <string.h>

#include "runtime/context_internal.h"
#include "runtime/digest.h"

static void cache_key(const gimmik_context *context,
                      const gimmik_kernel_recipe *recipe,
                      unsigned char key[32]) {
  gimmik_digest_state state;
  gimmik_digest_init(&state);
  gimmik_digest_update(&state, context->build_digest, 32);
  gimmik_digest_update(&state, recipe->problem_key,
                       strlen(recipe->problem_key) + 1);
  const char *variant = recipe->variant ? recipe->variant : "(default)";
  gimmik_digest_update(&state, variant, strlen(variant) + 1);
  for (int i = 0; i < recipe->param_count; i++) {
    char text[48];
    int length = snprintf(text, sizeof text, "%s=%d;", recipe->params[i].name,
                          recipe->params[i].value);
    gimmik_digest_update(&state, text, (size_t)length);
  }
  const char *name = recipe->kernel_name ? recipe->kernel_name : "";
  gimmik_digest_update(&state, name, strlen(name) + 1);
  gimmik_digest_final(&state, key);
}

/* A cached entry: the metadata is the gimmik_kernel_info itself (the key
 * covers gimmikc's version, so the layout cannot change under it). */
static int load_cached(gimmik_context *context, const unsigned char key[32],
                       gimmik_kernel_info *info, gimmik_device_kernel **kernel) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_cache_entry entry;
  int found = 0;
  if (gimmik_binary_cache_get(context->cache, key, &entry, &found, &error) !=
          GIMMIK_OK ||
      !found)
    return 0;
  int loaded = 0;
  if (entry.metadata_size == sizeof *info) {
    memcpy(info, entry.metadata, sizeof *info);
    gimmik_binary binary = {entry.binary, entry.binary_size};
    loaded = gimmik_device_load(context->device, &binary, info->name, kernel,
                                &error) == GIMMIK_OK;
  }
  gimmik_cache_entry_free(&entry);
  gimmik_error_clear(&error);
  return loaded;
}

static gimmik_status build_and_store(gimmik_context *context,
                                     const gimmik_kernel_recipe *recipe,
                                     const unsigned char key[32],
                                     gimmik_kernel_info *info,
                                     gimmik_device_kernel **kernel,
                                     gimmik_error *error) {
  gimmik_kernel *generated = NULL;
  gimmik_status status = recipe->generate(
      recipe->problem, recipe->request, recipe->variant, recipe->params,
      recipe->param_count, &generated, error);
  if (status != GIMMIK_OK) return status;
  *info = *gimmik_kernel_metadata(generated);
  gimmik_binary binary = {NULL, 0};
  status = gimmik_device_compile(context->device,
                                 gimmik_kernel_source(generated), info->name,
                                 NULL, &binary, NULL, error);
  gimmik_kernel_destroy(generated);
  if (status == GIMMIK_OK)
    status = gimmik_binary_cache_put(context->cache, key, info, sizeof *info,
                                     binary.bytes, binary.size, error);
  /* A default request resolves to a named variant with parameters; a
   * tuning decision will later ask for exactly that, so file it there too. */
  if (status == GIMMIK_OK && !recipe->variant) {
    gimmik_kernel_recipe resolved = *recipe;
    resolved.variant = info->variant;
    resolved.params = info->params;
    resolved.param_count = info->param_count;
    unsigned char resolved_key[32];
    cache_key(context, &resolved, resolved_key);
    status = gimmik_binary_cache_put(context->cache, resolved_key, info,
                                     sizeof *info, binary.bytes, binary.size,
                                     error);
  }
  if (status == GIMMIK_OK)
    status = gimmik_device_load(context->device, &binary, info->name, kernel,
                                error);
  gimmik_binary_free(&binary);
  return status;
}

/* Safe to call from several threads at once (the autotuner compiles its
 * candidates in parallel): the cache and the backends guard themselves, and
 * generation and compilation share nothing.  Two threads missing the same
 * key both compile it; the second put simply replaces the first. */
gimmik_status gimmik_kernel_obtain(gimmik_context *context,
                                   const gimmik_kernel_recipe *recipe,
                                   gimmik_kernel_info *info,
                                   gimmik_device_kernel **kernel, int *cached,
                                   gimmik_error *error) {
  unsigned char key[32];
  cache_key(context, recipe, key);
  int hit = load_cached(context, key, info, kernel);
  if (cached) *cached = hit;
  if (hit) return GIMMIK_OK;
  return build_and_store(context, recipe, key, info, kernel, error);
}
