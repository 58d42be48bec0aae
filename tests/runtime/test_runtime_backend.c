/*
 * test_runtime_backend: the backend table and the parts under it that need
 * no device: finding backends, loading libraries, splitting options, and
 * the front door's argument checks.
 */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "runtime/backend.h"
#include "runtime/dynamic_library.h"
#include "runtime/word_list.h"

static void tables(void) {
  const gimmik_backend backends[] = {GIMMIK_BACKEND_CUDA,
                                     GIMMIK_BACKEND_OPENCL, GIMMIK_BACKEND_C};
  for (int i = 0; i < 3; i++) {
    const gimmik_backend_ops *ops = gimmik_backend_find(backends[i]);
    CHECK(ops && ops->backend == backends[i]);
    CHECK(ops && strcmp(ops->name, gimmik_backend_name(backends[i])) == 0);
    CHECK(ops && ops->available && ops->open && ops->close &&
          ops->describe && ops->compile && ops->load && ops->unload &&
          ops->launch && ops->buffer_alloc && ops->buffer_free &&
          ops->buffer_write && ops->buffer_read && ops->buffer_copy &&
          ops->synchronize && ops->event_create && ops->event_destroy &&
          ops->event_record && ops->event_elapsed);
    gimmik_error error;
    gimmik_error_init(&error);
    gimmik_status status = gimmik_backend_available(backends[i], &error);
    printf("%-6s %s%s\n", gimmik_backend_name(backends[i]),
           status == GIMMIK_OK ? "available" : "absent: ", error.message);
    CHECK(status == GIMMIK_OK ||
          (status == GIMMIK_ERROR_BACKEND && error.message[0]));
  }
  CHECK(gimmik_backend_find((gimmik_backend)42) == NULL);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_device *device = NULL;
  CHECK_FAILS(gimmik_device_open((gimmik_backend)42, NULL, &device, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "no backend number 42");
  CHECK_FAILS(gimmik_backend_available((gimmik_backend)-1, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "no backend number -1");
}

static void libraries(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  void *handle = NULL;
  const char *missing[] = {"libgimmik-missing.so.7", "libgimmik-gone.so",
                           NULL};
  CHECK_FAILS(gimmik_library_open(missing, "testing the message", &handle,
                                  NULL, &error),
              &error, GIMMIK_ERROR_BACKEND,
              "libgimmik-missing.so.7 not found: testing the message");
  CHECK(handle == NULL && strstr(error.message, "dlopen:"));
  const char *present[] = {"libgimmik-missing.so.7", "libm.so.6", NULL};
  const char *opened = NULL;
  CHECK_OK(gimmik_library_open(present, "", &handle, &opened, &error),
           &error);
  CHECK(opened && strcmp(opened, "libm.so.6") == 0);
  double (*cosine)(double) = NULL;
  double (*other)(double) = NULL;
  gimmik_library_symbol found[] = {{"cos", NULL, &cosine},
                                   {"no_such_cos", "sin", &other}};
  CHECK_OK(gimmik_library_bind(handle, "libm.so.6", found, 2, &error),
           &error);
  CHECK(cosine && cosine(0.0) == 1.0 && other && other(0.0) == 0.0);
  gimmik_library_symbol lost[] = {{"no_such_function", "nor_this", &other}};
  CHECK_FAILS(gimmik_library_bind(handle, "libm.so.6", lost, 1, &error),
              &error, GIMMIK_ERROR_BACKEND,
              "libm.so.6 lacks the symbol no_such_function (nor nor_this)");
  gimmik_error_clear(&error);
}

static void word_lists(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_word_list list;
  gimmik_word_list_init(&list);
  CHECK_OK(gimmik_word_list_split(&list, "  ccache\tgcc  -O2\n", &error),
           &error);
  CHECK_OK(gimmik_word_list_split(&list, NULL, &error), &error);
  CHECK_OK(gimmik_word_list_add(&list, "last word", &error), &error);
  CHECK(list.count == 4 && strcmp(list.words[0], "ccache") == 0 &&
        strcmp(list.words[2], "-O2") == 0 &&
        strcmp(list.words[3], "last word") == 0 && list.words[4] == NULL);
  gimmik_word_list_free(&list);
  CHECK(list.count == 0 && list.words == NULL);
  gimmik_error_clear(&error);
}

/* The checks that need no device: NULL handles are refused by name. */
static void front_door(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_buffer *buffer = NULL;
  double host = 0.0;
  CHECK_FAILS(gimmik_device_open(GIMMIK_BACKEND_C, NULL, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "device is NULL");
  CHECK_FAILS(gimmik_buffer_alloc(NULL, 8, &buffer, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "device is NULL");
  CHECK_FAILS(gimmik_buffer_write(NULL, 0, 8, &host, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "buffer is NULL");
  CHECK_FAILS(gimmik_kernel_launch(NULL, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "kernel is NULL");
  CHECK_FAILS(gimmik_event_record(NULL, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "event is NULL");
  CHECK_FAILS(gimmik_device_synchronize(NULL, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "device is NULL");
  CHECK_OK(gimmik_device_close(NULL, &error), &error);
  CHECK_OK(gimmik_kernel_unload(NULL, &error), &error);
  CHECK_OK(gimmik_event_destroy(NULL, &error), &error);
  /* Without an error to fill, the status alone still comes back. */
  CHECK(gimmik_buffer_alloc(NULL, 8, &buffer, NULL) == GIMMIK_ERROR_ARGUMENT);
  gimmik_argument argument = gimmik_argument_float64(0.25);
  CHECK(argument.type == GIMMIK_ARGUMENT_FLOAT64 &&
        argument.value.float64 == 0.25);
  gimmik_error_clear(&error);
}

int main(void) {
  tables();
  libraries();
  word_lists();
  front_door();
  return check_finish("test_runtime_backend");
}
