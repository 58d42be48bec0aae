/* fuzz_mtx.c: libFuzzer target for the Matrix Market reader.  Any input
 * must end in an operator that keeps gimmik/operator.h's promises or in an
 * error with a message; never a crash, a leak or undefined behaviour. */
#include <stdint.h>
#include <unistd.h>

#include "fuzz_input.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char path[FUZZ_PATH_SIZE];
  int descriptor = fuzz_input_file(data, size, path);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *op = NULL;
  if (gimmik_operator_read_mtx(path, &op, &error) == GIMMIK_OK)
    fuzz_check_operator(op);
  else if (error.message[0] == '\0')
    __builtin_trap();
  gimmik_operator_destroy(op);
  gimmik_error_clear(&error);
  close(descriptor);
  return 0;
}
