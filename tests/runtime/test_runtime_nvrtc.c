/*
 * test_runtime_nvrtc: CUDA kernels compiled by NVRTC for several
 * architectures, with no GPU needed.  A missing NVRTC fails the test unless
 * GIMMIK_ALLOW_NO_NVRTC=1, when it is skipped: CI has the toolkit, so a
 * lookup that silently stopped working must not pass there.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "reference_kernel.h"
#include "runtime/nvrtc.h"

enum { SKIPPED = 77 };

static char *cuda_source(const gimmik_operator *op, long long n,
                         double beta, reference_defect defect) {
  reference_request request = {.backend = GIMMIK_BACKEND_CUDA,
                               .dtype = GIMMIK_F64,
                               .n = n,
                               .ldb = n,
                               .ldc = n + 3,
                               .alpha = 1.0,
                               .beta = beta,
                               .block = 128,
                               .defect = defect,
                               .name = "matmul_reference"};
  return reference_kernel_source(op, &request);
}

static int is_elf(const gimmik_nvrtc_output *output) {
  return output->cubin && output->cubin_size > 4 &&
         memcmp(output->cubin, "\177ELF", 4) == 0;
}

/* The reference kernels compile for each architecture without a word. */
static void clean_builds(const gimmik_operator *op) {
  const char *architectures[] = {"sm_80", "sm_90", "sm_90a"};
  gimmik_error error;
  gimmik_error_init(&error);
  for (size_t a = 0; a < 3; a++) {
    for (int runtime_n = 0; runtime_n < 2; runtime_n++) {
      char *source = cuda_source(op, runtime_n ? -1 : 1000,
                                 runtime_n ? 0.5 : 0.0, REFERENCE_CORRECT);
      gimmik_nvrtc_request request = {.source = source,
                                      .program_name = "reference.cu",
                                      .architecture = architectures[a],
                                      .want_ptx = 1};
      gimmik_nvrtc_output output;
      CHECK_OK(gimmik_nvrtc_compile(&request, &output, &error), &error);
      CHECK(is_elf(&output));
      CHECK(output.log && output.log[0] == '\0');
      if (output.log && output.log[0]) printf("log: %s\n", output.log);
      CHECK(output.ptx && strstr(output.ptx, ".entry matmul_reference"));
      gimmik_nvrtc_output_free(&output);
      free(source);
    }
  }
  gimmik_error_clear(&error);
}

/* compute_XX is a virtual architecture: PTX only. */
static void ptx_only(const gimmik_operator *op) {
  gimmik_error error;
  gimmik_error_init(&error);
  char *source = cuda_source(op, 1000, 1.0, REFERENCE_CORRECT);
  gimmik_nvrtc_request request = {
      .source = source, .architecture = "compute_90", .want_ptx = 1};
  gimmik_nvrtc_output output;
  CHECK_OK(gimmik_nvrtc_compile(&request, &output, &error), &error);
  CHECK(output.cubin == NULL && output.ptx != NULL);
  gimmik_nvrtc_output_free(&output);
  free(source);
  gimmik_error_clear(&error);
}

static void failures(const gimmik_operator *op) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_nvrtc_output output;
  gimmik_nvrtc_request request = {
      .source = "extern \"C\" __global__ void broken(double *c)\n"
                "{\n  c[0] = undefined_name;\n}\n",
      .program_name = "broken.cu",
      .architecture = "sm_90"};
  CHECK_FAILS(gimmik_nvrtc_compile(&request, &output, &error), &error,
              GIMMIK_ERROR_COMPILE, "undefined_name");
  CHECK(error.log && strstr(error.log, "broken.cu(3): error"));
  CHECK(output.cubin == NULL && output.log == NULL);
  printf("broken kernel: %s\n", error.message);
  gimmik_error_clear(&error);

  char *source = cuda_source(op, 1000, 0.0, REFERENCE_CORRECT);
  request.source = source;
  request.options = "-Werror"; /* NVRTC has no -Werror: see nvrtc.h */
  CHECK_FAILS(gimmik_nvrtc_compile(&request, &output, &error), &error,
              GIMMIK_ERROR_COMPILE, "unrecognized option");
  gimmik_error_clear(&error);
  request.options = NULL;
  request.architecture = "sm_5";
  CHECK_FAILS(gimmik_nvrtc_compile(&request, &output, &error), &error,
              GIMMIK_ERROR_COMPILE, "NVRTC_ERROR_INVALID_OPTION");
  gimmik_error_clear(&error);
  CHECK_FAILS(gimmik_nvrtc_compile(NULL, &output, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "no request");
  request.architecture = NULL;
  CHECK_FAILS(gimmik_nvrtc_compile(&request, &output, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "no source or architecture");
  free(source);
  gimmik_error_clear(&error);
}

/* Warnings land in the log of a successful compile; --diag-error turns a
 * chosen one into an error.  (Findings documented in runtime/nvrtc.h.) */
static void warnings(const gimmik_operator *op) {
  gimmik_error error;
  gimmik_error_init(&error);
  char *source = cuda_source(op, 1000, 0.0, REFERENCE_UNUSED_VARIABLE);
  gimmik_nvrtc_request request = {
      .source = source, .architecture = "sm_80"};
  gimmik_nvrtc_output output;
  CHECK_OK(gimmik_nvrtc_compile(&request, &output, &error), &error);
  CHECK(output.log && strstr(output.log, "warning #177-D") &&
        strstr(output.log, "unused_partial"));
  CHECK(is_elf(&output));
  gimmik_nvrtc_output_free(&output);
  request.options = "--diag-error=177";
  CHECK_FAILS(gimmik_nvrtc_compile(&request, &output, &error), &error,
              GIMMIK_ERROR_COMPILE, "unused_partial");
  free(source);
  gimmik_error_clear(&error);
}

int main(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_nvrtc_available(&error) != GIMMIK_OK) {
    const char *allow = getenv("GIMMIK_ALLOW_NO_NVRTC");
    printf("NVRTC is not available: %s\n", error.message);
    if (allow && strcmp(allow, "1") == 0) return SKIPPED;
    fprintf(stderr, "set GIMMIK_ALLOW_NO_NVRTC=1 to skip this test\n");
    return 1;
  }
  int major = 0, minor = 0;
  CHECK_OK(gimmik_nvrtc_version(&major, &minor, &error), &error);
  printf("NVRTC %d.%d\n", major, minor);
  CHECK(major >= 11);
  gimmik_operator *op = reference_operator();
  CHECK(op != NULL);
  if (op) {
    clean_builds(op);
    ptx_only(op);
    failures(op);
    warnings(op);
  }
  gimmik_operator_destroy(op);
  gimmik_error_clear(&error);
  return check_finish("test_runtime_nvrtc");
}
