/* fuzz_input.c: see fuzz_input.h. */
#define _GNU_SOURCE /* memfd_create */
#include "fuzz_input.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

static void give_up(const char *why) {
  perror(why);
  abort();
}

int fuzz_input_file(const unsigned char *data, size_t size,
                    char path[FUZZ_PATH_SIZE]) {
  int descriptor = memfd_create("gimmik-fuzz", MFD_CLOEXEC);
  if (descriptor < 0) give_up("memfd_create");
  size_t done = 0;
  while (done < size) {
    ssize_t written = write(descriptor, data + done, size - done);
    if (written <= 0) give_up("write");
    done += (size_t)written;
  }
  snprintf(path, FUZZ_PATH_SIZE, "/proc/self/fd/%d", descriptor);
  return descriptor;
}

void fuzz_read(const unsigned char *data, size_t size, fuzz_reader reader) {
  char path[FUZZ_PATH_SIZE];
  int descriptor = fuzz_input_file(data, size, path);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *op = NULL;
  if (reader(path, &op, &error) == GIMMIK_OK) fuzz_check_operator(op);
  else if (error.message[0] == '\0') abort();
  gimmik_operator_destroy(op);
  gimmik_error_clear(&error);
  close(descriptor);
}

void fuzz_check_operator(const gimmik_operator *op) {
  int rows = gimmik_operator_rows(op), cols = gimmik_operator_cols(op);
  if (rows < 1 || cols < 1 || rows > GIMMIK_MAX_DIMENSION ||
      cols > GIMMIK_MAX_DIMENSION)
    abort();
  const double *values = gimmik_operator_values(op);
  int nonzero = 0;
  for (size_t i = 0; i < (size_t)rows * (size_t)cols; i++) {
    if (!isfinite(values[i])) abort();
    nonzero |= values[i] != 0.0;
  }
  if (!nonzero) abort();
}
