/* fuzz_mtx.c: libFuzzer target for the Matrix Market reader.  Any input
 * must end in an operator that keeps gimmik/operator.h's promises or in an
 * error with a message; never a crash, a leak or undefined behaviour. */
#include <stdint.h>

#include "fuzz_input.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fuzz_read(data, size, gimmik_operator_read_mtx);
  return 0;
}
