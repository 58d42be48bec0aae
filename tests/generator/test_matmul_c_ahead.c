/*
 * test_matmul_c_ahead.c: cahead, how far ahead of its stores a thread of
 * cstream, bstream or rstream reads C's old values (beta != 0):
 *  - at its base (8) a 12-row cstream kernel reads some old values after
 *    its first store; at 64 it reads all 12 before it;
 *  - the register estimate counts them: a dense 64 x 70 in f64 is viable
 *    for cstream at the base ((70 + 8) x 2 = 156) and refused at 64
 *    ((70 + 64) x 2 = 268);
 *  - the tuner's candidates take 16, 32 and 64 as refinements with
 *    beta != 0, and no cahead at all with beta = 0, where no C is read.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/generator.h"
#include "random_operator.h"
#include "variant_report.h"

static gimmik_matmul_request cstream_request(double beta, int cahead) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.beta = beta;
  request.variant = "cstream";
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_matmul_request_set_param(&request, "hints", 0, &error),
           &error);
  if (cahead > 0)
    CHECK_OK(gimmik_matmul_request_set_param(&request, "cahead", cahead,
                                             &error), &error);
  return request;
}

/* Whether every read of C's old values comes before the first store. */
static int reads_before_stores(const gimmik_operator *op, int cahead) {
  gimmik_matmul_request request = cstream_request(1.0, cahead);
  gimmik_kernel *kernel = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_generate_matmul(op, &request, &kernel, &error), &error);
  if (!kernel) return -1;
  const char *source = gimmik_kernel_source(kernel);
  const char *first_store = NULL, *last_read = NULL;
  int reads = 0;
  for (const char *line = source; line && *line;) {
    const char *end = strchr(line, '\n');
    size_t length = end ? (size_t)(end - line) : strlen(line);
    char text[512];
    snprintf(text, sizeof text, "%.*s", (int)(length < 511 ? length : 511),
             line);
    if (strstr(text, "_old = *(c + ")) {
      last_read = line;
      reads++;
    } else if (strstr(text, "*(c + ") && !first_store) {
      first_store = line;
    }
    line = end ? end + 1 : NULL;
  }
  CHECK(reads == gimmik_operator_rows(op) && first_store != NULL);
  gimmik_kernel_destroy(kernel);
  return reads > 0 && first_store && last_read < first_store;
}

/* The cahead values among the tuner's cstream candidates: a bit per
 * value 8 (1), 16 (2), 32 (4) and 64 (8), 16 for a candidate without
 * the parameter. */
static int candidate_caheads(const gimmik_operator *op, double beta) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.beta = beta;
  request.compute_capability = 90;
  gimmik_candidate *candidates = NULL;
  int count = matmul_candidates(op, &request, &candidates), seen = 0;
  for (int c = 0; c < count; c++) {
    if (strcmp(candidates[c].variant, "cstream")) continue;
    int value = 0;
    for (int p = 0; p < candidates[c].param_count; p++)
      if (!strcmp(candidates[c].params[p].name, "cahead"))
        value = candidates[c].params[p].value;
    seen |= value == 8 ? 1 : value == 16 ? 2 : value == 32 ? 4
          : value == 64 ? 8 : value == 0 ? 16 : 32;
    if (value > 8) CHECK(candidates[c].refines >= 0);
  }
  free(candidates);
  return seen;
}

int main(void) {
  gimmik_operator *op = random_operator(12, 20, 1.0, -1, -1);
  CHECK(reads_before_stores(op, 0) == 0);
  CHECK(reads_before_stores(op, 64) == 1);
  CHECK(candidate_caheads(op, 1.0) == 15);
  CHECK(candidate_caheads(op, 0.0) == 16);
  gimmik_operator_destroy(op);

  op = random_operator(64, 70, 1.0, -1, -1);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_kernel *kernel = NULL;
  gimmik_matmul_request request = cstream_request(1.0, 0);
  CHECK_OK(gimmik_generate_matmul(op, &request, &kernel, &error), &error);
  gimmik_kernel_destroy(kernel);
  kernel = NULL;
  request = cstream_request(1.0, 64);
  CHECK_FAILS(gimmik_generate_matmul(op, &request, &kernel, &error), &error,
              GIMMIK_ERROR_UNSUPPORTED, "needs about 268 registers");
  CHECK(kernel == NULL);
  gimmik_operator_destroy(op);
  return check_finish("test_matmul_c_ahead");
}
