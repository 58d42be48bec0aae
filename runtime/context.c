/* context.c: a device, its kernel cache and its tuning database. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gimmik/templates.h"
#include "runtime/context_internal.h"
#include "runtime/digest.h"

void gimmik_context_options_init(gimmik_context_options *options) {
  memset(options, 0, sizeof *options);
  options->backend = GIMMIK_BACKEND_CUDA;
  options->tuning = GIMMIK_TUNE_IF_UNKNOWN;
  options->tuning_margin = 0.05;
  options->tuning_repeat = 10;
}

static void digest_text(gimmik_digest_state *state, const char *text) {
  gimmik_digest_update(state, text, strlen(text) + 1);
}

static gimmik_status digest_template(void *state, const char *name,
                                     const char *text, size_t length,
                                     gimmik_error *error) {
  (void)error;
  digest_text(state, name);
  gimmik_digest_update(state, text, length);
  return GIMMIK_OK;
}

/* Everything that can change a compiled binary without changing the
 * request: the device and its compilers, gimmikc's version and the text of
 * every template (including a development override). */
static gimmik_status compute_build_digest(gimmik_context *context,
                                          gimmik_error *error) {
  gimmik_digest_state state;
  gimmik_digest_init(&state);
  digest_text(&state, GIMMIK_VERSION);
  digest_text(&state, context->device_key);
  gimmik_status status = gimmik_templates_visit(digest_template, &state,
                                                error);
  if (status == GIMMIK_OK) gimmik_digest_final(&state, context->build_digest);
  return status;
}

static void describe_names(gimmik_context *context) {
  const gimmik_device_description *description = &context->description;
  snprintf(context->device_name, sizeof context->device_name, "%s (%s, %s)",
           description->name, description->backend,
           description->architecture);
  snprintf(context->device_key, sizeof context->device_key,
           "%s|%s|%s|%s|%s", description->backend, description->name,
           description->architecture, description->driver_version,
           description->compiler_version);
}

static gimmik_status open_stores(gimmik_context *context,
                                 gimmik_error *error) {
  gimmik_status status = gimmik_binary_cache_open(context->options.cache_dir,
                                                  &context->cache, error);
  if (status != GIMMIK_OK) return status;
  const char *folder = gimmik_binary_cache_folder(context->cache);
  size_t length = strlen(folder) + sizeof "/tuning.sqlite";
  char *path = malloc(length);
  if (!path)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  snprintf(path, length, "%s/tuning.sqlite", folder);
  status = gimmik_tuning_db_open(path, &context->tuning, error);
  free(path);
  return status;
}

/* The program's native context when it gives one, else the selected
 * device's. */
static gimmik_status open_device(gimmik_context *context,
                                 gimmik_error *error) {
  const gimmik_context_options *options = &context->options;
  const gimmik_native_handles *native = &options->native;
  if (!native->context && !native->device && !native->queue)
    return gimmik_device_open(options->backend, options->device,
                              &context->device, error);
  gimmik_status status = GIMMIK_OK;
  if (!native->context)
    status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "native.device and native.queue need "
                              "native.context");
  else if (options->device)
    status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "options.device (\"%s\") and native.context "
                              "both name a device: give one",
                              options->device);
  else
    status = gimmik_device_open_native(options->backend, native,
                                       &context->device, error);
  if (status != GIMMIK_OK)
    gimmik_error_prefix(error, "gimmik_context_create");
  return status;
}

gimmik_status gimmik_context_create(const gimmik_context_options *options,
                                    gimmik_context **result,
                                    gimmik_error *error) {
  *result = NULL;
  gimmik_context *context = calloc(1, sizeof *context);
  if (!context)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  if (options) context->options = *options;
  else gimmik_context_options_init(&context->options);
  if (context->options.tuning_repeat < 1) context->options.tuning_repeat = 10;
  if (context->options.tuning_margin < 0) context->options.tuning_margin = 0;
  pthread_mutex_init(&context->lock, NULL);
  pthread_mutex_init(&context->memory_lock, NULL);
  gimmik_status status = open_device(context, error);
  if (status == GIMMIK_OK)
    status = gimmik_device_describe(context->device, &context->description,
                                    error);
  if (status == GIMMIK_OK) {
    describe_names(context);
    status = compute_build_digest(context, error);
  }
  if (status == GIMMIK_OK) status = open_stores(context, error);
  if (status != GIMMIK_OK) {
    gimmik_context_destroy(context, NULL);
    return status;
  }
  *result = context;
  return GIMMIK_OK;
}

gimmik_status gimmik_context_destroy(gimmik_context *context,
                                     gimmik_error *error) {
  if (!context) return GIMMIK_OK;
  if (context->tuning) gimmik_tuning_db_close(context->tuning);
  if (context->cache) gimmik_binary_cache_close(context->cache);
  gimmik_memory_release_all(context);
  gimmik_status status = gimmik_device_close(context->device, error);
  pthread_mutex_destroy(&context->lock);
  pthread_mutex_destroy(&context->memory_lock);
  free(context);
  return status;
}

int gimmik_context_compute_capability(const gimmik_context *context) {
  int major_minor = 0;
  if (context->options.backend != GIMMIK_BACKEND_CUDA ||
      sscanf(context->description.architecture, "sm_%d", &major_minor) != 1)
    return 0;
  return major_minor;
}

const char *gimmik_context_device_name(const gimmik_context *context) {
  return context->device_name;
}
