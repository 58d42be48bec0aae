/* fuzz_spec.c: libFuzzer target for the built-in spec parser
 * (gimmik/spec.h), fed as a C string.  Any text must end in an operator
 * that keeps gimmik/operator.h's promises or in an error with a message. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_input.h"
#include "gimmik/spec.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 256) return 0; /* specs are short; longer text adds nothing */
  char *text = malloc(size + 1);
  if (!text) return 0;
  memcpy(text, data, size);
  text[size] = '\0';
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *op = NULL;
  (void)gimmik_spec_is_spec(text);
  if (gimmik_spec_build(text, &op, &error) == GIMMIK_OK)
    fuzz_check_operator(op);
  else if (error.message[0] == '\0')
    abort();
  gimmik_operator_destroy(op);
  gimmik_error_clear(&error);
  free(text);
  return 0;
}
