/*
 * test_matmul_ptx.c: the matmul kernels written in PTX (col-split with
 * ptx = 1) assemble with ptxas for sm_80 and sm_90 without a word, for
 * every col-split combination the autotuner sweeps, on every shape class
 * of random_operator.h (col-split is not offered on the one-column ones),
 * in f64 and f32, with beta 0, 1 and 0.7, n at run time and baked with
 * odd leading dimensions.  Only a GPU can run them: `gimmikc run OPERATOR
 * --variant col-split --param ptx=1` checks one there.
 *
 * usage: test_matmul_ptx PTXAS   (exits 77, skipped, without ptxas)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "gimmik/generator.h"
#include "random_operator.h"
#include "variant_report.h"

static const char *ptxas;
static char folder[] = "/tmp/gimmik-ptx-XXXXXX";

/* ptxas on `source` for both architectures: succeeds and says nothing. */
static int assembles(const char *source, const char *label) {
  char path[96], command[512], said[96];
  snprintf(path, sizeof path, "%s/kernel.ptx", folder);
  snprintf(said, sizeof said, "%s/said.txt", folder);
  FILE *file = fopen(path, "w");
  if (!file || fputs(source, file) < 0) {
    if (file) fclose(file);
    return 0;
  }
  fclose(file);
  int clean = 1;
  static const char *const architectures[] = {"sm_80", "sm_90"};
  for (int a = 0; a < 2; a++) {
    snprintf(command, sizeof command,
             "'%s' -arch=%s '%s' -o /dev/null > '%s' 2>&1", ptxas,
             architectures[a], path, said);
    int status = system(command);
    FILE *output = fopen(said, "r");
    int quiet = output && fgetc(output) == EOF;
    if (output) fclose(output);
    if (status != 0 || !quiet) {
      fprintf(stderr, "%s (%s): ptxas status %d\n", label, architectures[a],
              status);
      snprintf(command, sizeof command, "cat '%s' >&2", said);
      if (system(command) != 0) fprintf(stderr, "(no output)\n");
      clean = 0;
    }
  }
  return clean;
}

/* `request` written in PTX and assembled; 1 when it was generated. */
static int assemble_request(const gimmik_operator *op,
                            gimmik_matmul_request *request,
                            const char *name) {
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_matmul_request_set_param(request, "ptx", 1, &error),
           &error);
  gimmik_kernel *kernel = NULL;
  CHECK_OK(gimmik_generate_matmul(op, request, &kernel, &error), &error);
  if (!kernel) return 0;
  CHECK(assembles(gimmik_kernel_source(kernel), name));
  gimmik_kernel_destroy(kernel);
  return 1;
}

/* Each col-split candidate of the tuner for `op` in `request` with A's
 * values as literals, written in PTX, and those with evict-first hints
 * again with the named L2-only ones, one partial buffer and, in f64, A's
 * magnitudes in constant memory (hints = 2, buffers = 1, consts = 1); how
 * many. */
static int assemble_candidates(const gimmik_operator *op,
                               gimmik_matmul_request request,
                               const char *label) {
  gimmik_candidate *candidates = NULL;
  int count = matmul_candidates(op, &request, &candidates), assembled = 0;
  gimmik_error error;
  gimmik_error_init(&error);
  for (int c = 0; c < count; c++) {
    if (strcmp(candidates[c].variant, "col-split") != 0) continue;
    request.variant = candidates[c].variant;
    memcpy(request.params, candidates[c].params, sizeof request.params);
    request.param_count = candidates[c].param_count;
    int hints = 0, consts = 0;
    for (int p = 0; p < request.param_count; p++) {
      if (!strcmp(request.params[p].name, "hints"))
        hints = request.params[p].value;
      if (!strcmp(request.params[p].name, "consts"))
        consts = request.params[p].value;
    }
    /* A candidate with the table is its sibling with literals plus the
     * loads from it: those are assembled below, with the named forms. */
    if (consts) continue;
    char name[256];
    snprintf(name, sizeof name, "%s candidate %d", label, c);
    assembled += assemble_request(op, &request, name);
    if (hints != 1) continue;
    CHECK_OK(gimmik_matmul_request_set_param(&request, "hints", 2, &error),
             &error);
    CHECK_OK(gimmik_matmul_request_set_param(&request, "buffers", 1, &error),
             &error);
    if (request.dtype == GIMMIK_F64)
      CHECK_OK(gimmik_matmul_request_set_param(&request, "consts", 1,
                                               &error),
               &error);
    snprintf(name, sizeof name, "%s candidate %d, hints 2, one buffer%s",
             label, c, request.dtype == GIMMIK_F64 ? ", consts 1" : "");
    assembled += assemble_request(op, &request, name);
  }
  free(candidates);
  return assembled;
}

int main(int argc, char **argv) {
  if (argc != 2 || access(argv[1], X_OK) != 0) {
    printf("skipped: no ptxas (%s)\n", argc == 2 ? argv[1] : "not given");
    return 77;
  }
  ptxas = argv[1];
  CHECK(mkdtemp(folder) != NULL);
  static const double betas[] = {0.0, 1.0, 0.7};
  int total = 0;
  for (int s = 0; s < MATMUL_SHAPES; s++) {
    gimmik_operator *op = matmul_shape(s);
    for (int turn = 0; op && turn < 4; turn++) {
      gimmik_matmul_request request;
      gimmik_matmul_request_init(&request);
      request.dtype = turn % 2 ? GIMMIK_F32 : GIMMIK_F64;
      request.beta = betas[(s + turn) % 3];
      request.compute_capability = 90;
      if (turn >= 2) {
        request.n = 1000;
        request.ldb = 1003;
        request.ldc = 1001;
      }
      char label[96];
      snprintf(label, sizeof label, "shape %d, %s, beta %g, %s", s,
               gimmik_dtype_name(request.dtype), request.beta,
               turn >= 2 ? "n baked" : "n at run time");
      int assembled = assemble_candidates(op, request, label);
      /* col-split splits A's columns: one column leaves nothing to split. */
      CHECK(assembled > 0 || gimmik_operator_cols(op) < 2);
      total += assembled;
    }
    gimmik_operator_destroy(op);
  }
  printf("%d PTX kernels assembled for sm_80 and sm_90\n", total);
  char command[64];
  snprintf(command, sizeof command, "rm -rf '%s'", folder);
  CHECK(system(command) == 0);
  return check_finish("test_matmul_ptx");
}
