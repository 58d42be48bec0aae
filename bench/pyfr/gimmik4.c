/* gimmik4.c: loading GiMMiK 4.0's rendered kernels (gimmik4.h). */
#include "gimmik4.h"

#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_reader.h"

static char *read_text(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  char *text = NULL;
  if (fseek(file, 0, SEEK_END) == 0) {
    long size = ftell(file);
    rewind(file);
    text = size >= 0 ? malloc((size_t)size + 1) : NULL;
    if (text && fread(text, 1, (size_t)size, file) != (size_t)size) {
      free(text);
      text = NULL;
    }
    if (text) {
      text[size] = '\0';
      if (length) *length = (size_t)size;
    }
  }
  fclose(file);
  return text;
}

static void read_triple(const json_value *metadata, const char *key,
                        size_t triple[3]) {
  const json_value *array = json_member(metadata, key);
  for (int i = 0; i < 3; i++)
    triple[i] = array && i < array->count ? (size_t)array->items[i]->number : 1;
}

/* NVRTC options other than the architecture, which our backend sets. */
static void read_options(const json_value *metadata, char *options,
                         size_t size) {
  const json_value *list =
      json_member(json_member(metadata, "compile"), "nvrtc_options");
  options[0] = '\0';
  for (int i = 0; list && i < list->count; i++) {
    const char *option = list->items[i]->string;
    if (!option || strncmp(option, "--gpu-architecture", 18) == 0) continue;
    size_t used = strlen(options);
    snprintf(options + used, size - used, "%s%s", used ? " " : "", option);
  }
}

static int read_kernel(const char *folder, const char *file_name,
                       gimmik4_kernel *kernel, gimmik_error *error) {
  char path[2048];
  snprintf(path, sizeof path, "%s/%s", folder, file_name);
  char *text = read_text(path, NULL);
  json_value *metadata = NULL;
  if (!text || json_parse(text, path, &metadata, error) != GIMMIK_OK) {
    free(text);
    return 0;
  }
  memset(kernel, 0, sizeof *kernel);
  const char *source = json_string(metadata, "source");
  snprintf(kernel->variant, sizeof kernel->variant, "%s",
           json_string(metadata, "variant") ? json_string(metadata, "variant")
                                            : file_name);
  snprintf(kernel->source_path, sizeof kernel->source_path, "%.500s/%.500s",
           folder, source ? source : "");
  snprintf(kernel->format, sizeof kernel->format, "%s",
           json_string(metadata, "format") ? json_string(metadata, "format")
                                           : "");
  snprintf(kernel->entry, sizeof kernel->entry, "%s",
           json_string(metadata, "kernel") ? json_string(metadata, "kernel")
                                           : "");
  read_options(metadata, kernel->options, sizeof kernel->options);
  read_triple(metadata, "block", kernel->block);
  read_triple(metadata, "grid", kernel->grid);
  kernel->n = (long long)json_number(metadata, "n", -1);
  kernel->ldb = (long long)json_number(metadata, "ldb", -1);
  kernel->ldc = (long long)json_number(metadata, "ldc", -1);
  const json_value *arguments = json_member(metadata, "args");
  kernel->arguments_are_runtime = arguments && arguments->count == 5;
  if (arguments && arguments->count > 0 && arguments->items[0]->string &&
      strcmp(arguments->items[0]->string, "b_desc") == 0)
    kernel->unsupported = "B is passed as a CUtensorMap";
  json_free(metadata);
  free(text);
  return 1;
}

static int compare_names(const void *left, const void *right) {
  return strcmp(*(char *const *)left, *(char *const *)right);
}

gimmik_status gimmik4_list(const char *folder, const char *operator_name,
                           gimmik_dtype dtype, gimmik4_kernel **kernels,
                           int *count, gimmik_error *error) {
  *kernels = NULL;
  *count = 0;
  char path[1024];
  snprintf(path, sizeof path, "%s/%s/%s", folder, operator_name,
           gimmik_dtype_name(dtype));
  DIR *directory = opendir(path);
  if (!directory) return GIMMIK_OK;
  char *names[512];
  int name_count = 0;
  struct dirent *entry;
  while ((entry = readdir(directory)) && name_count < 512) {
    size_t length = strlen(entry->d_name);
    if (length > 5 && strcmp(entry->d_name + length - 5, ".json") == 0)
      names[name_count++] = strdup(entry->d_name);
  }
  closedir(directory);
  qsort(names, (size_t)name_count, sizeof names[0], compare_names);
  gimmik4_kernel *list = calloc((size_t)name_count + 1, sizeof *list);
  gimmik_status status = list ? GIMMIK_OK
                              : gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                                                 "out of memory");
  for (int i = 0; i < name_count; i++) {
    if (status == GIMMIK_OK && read_kernel(path, names[i], &list[*count], error))
      (*count)++;
    free(names[i]);
  }
  *kernels = list;
  return status;
}

gimmik_status gimmik4_build(gimmik_context *context, gimmik4_kernel *kernel,
                            gimmik_error *error) {
  size_t length = 0;
  char *source = read_text(kernel->source_path, &length);
  if (!source)
    return gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: cannot read",
                            kernel->source_path);
  gimmik_status status;
  if (strcmp(kernel->format, "ptx") == 0) {
    /* The driver JIT-compiles PTX, NUL included. */
    status = gimmik_raw_kernel_load(context, source, length + 1,
                                    kernel->entry, &kernel->kernel, error);
  } else {
    status = gimmik_raw_kernel_build(
        context, source, kernel->entry,
        kernel->options[0] ? kernel->options : NULL, &kernel->kernel, error);
  }
  free(source);
  return status;
}

gimmik_status gimmik4_launch(gimmik4_kernel *kernel, void *b, void *c,
                             void *stream, gimmik_error *error) {
  gimmik_arg args[5];
  int count = 0;
  if (kernel->arguments_are_runtime) {
    args[count++] = gimmik_arg_int32((int32_t)kernel->n);
    args[count++] = gimmik_arg_memory(b);
    args[count++] = gimmik_arg_int32((int32_t)kernel->ldb);
    args[count++] = gimmik_arg_memory(c);
    args[count++] = gimmik_arg_int32((int32_t)kernel->ldc);
  } else {
    args[count++] = gimmik_arg_memory(b);
    args[count++] = gimmik_arg_memory(c);
  }
  gimmik_raw_launch launch = {
      {kernel->grid[0], kernel->grid[1], kernel->grid[2]},
      {kernel->block[0], kernel->block[1], kernel->block[2]},
      0, args, count, stream};
  return gimmik_raw_kernel_launch(kernel->kernel, &launch, error);
}

typedef struct build_pool {
  gimmik_context *context;
  gimmik4_kernel *kernels;
  int count, next;
  pthread_mutex_t lock;
} build_pool;

static void *build_worker(void *argument) {
  build_pool *pool = argument;
  for (;;) {
    pthread_mutex_lock(&pool->lock);
    int index = pool->next++;
    pthread_mutex_unlock(&pool->lock);
    if (index >= pool->count) return NULL;
    gimmik4_kernel *kernel = &pool->kernels[index];
    if (kernel->unsupported) continue;
    gimmik_error error;
    gimmik_error_init(&error);
    if (gimmik4_build(pool->context, kernel, &error) != GIMMIK_OK) {
      kernel->kernel = NULL;
      snprintf(kernel->failure, sizeof kernel->failure, "%.190s",
               error.message);
    }
    gimmik_error_clear(&error);
  }
}

void gimmik4_build_all(gimmik_context *context, gimmik4_kernel *kernels,
                       int count) {
  enum { THREADS = 16 };
  build_pool pool = {context, kernels, count, 0, PTHREAD_MUTEX_INITIALIZER};
  pthread_t threads[THREADS];
  int started = 0;
  for (; started < THREADS && started < count; started++)
    if (pthread_create(&threads[started], NULL, build_worker, &pool)) break;
  if (started == 0) build_worker(&pool);
  for (int i = 0; i < started; i++) pthread_join(threads[i], NULL);
  pthread_mutex_destroy(&pool.lock);
}
