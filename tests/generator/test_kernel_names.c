/*
 * test_kernel_names.c: a kernel name must be one that every target leaves
 * free (generator/kernel_common.c).  Names each target defines (types of
 * its headers, vector types, builtins, macros) used to pass the identifier
 * check and fail only at compile time; they are refused now, by rule where
 * the names follow one.  Names that are accepted are compiled here by the
 * system C compiler, so the rule cannot refuse too little for C.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "gimmik/axhelm.h"
#include "gimmik/generator.h"

static gimmik_operator *op;

static gimmik_status generate(const char *name, gimmik_backend backend,
                              gimmik_kernel **kernel, gimmik_error *error) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.backend = backend;
  request.kernel_name = name;
  return gimmik_generate_matmul(op, &request, kernel, error);
}

static void check_refused(const char *name) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_kernel *kernel = NULL;
  char fragment[96];
  snprintf(fragment, sizeof fragment, "kernel name '%s'", name);
  CHECK_FAILS(generate(name, GIMMIK_BACKEND_C, &kernel, &error), &error,
              GIMMIK_ERROR_ARGUMENT, fragment);
  CHECK(kernel == NULL);
  gimmik_axhelm_request request;
  gimmik_axhelm_request_init(&request);
  request.kernel_name = name;
  CHECK_FAILS(gimmik_generate_axhelm(&request, &kernel, &error), &error,
              GIMMIK_ERROR_ARGUMENT, fragment);
}

/* Accepted, and the C kernel compiles with the system compiler. */
static void check_accepted(const char *name, const char *folder) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_kernel *kernel = NULL;
  CHECK_OK(generate(name, GIMMIK_BACKEND_C, &kernel, &error), &error);
  if (!kernel) return;
  char path[512], command[1200];
  snprintf(path, sizeof path, "%s/%s.c", folder, name);
  FILE *file = fopen(path, "w");
  CHECK(file && fputs(gimmik_kernel_source(kernel), file) >= 0);
  if (file) fclose(file);
  gimmik_kernel_destroy(kernel);
  const char *compiler = getenv("CC");
  snprintf(command, sizeof command,
           "%s -std=c17 -fsyntax-only -Werror '%s' 2>&1",
           compiler && *compiler ? compiler : "cc", path);
  int status = system(command);
  if (status != 0) fprintf(stderr, "%s does not compile as C\n", name);
  CHECK(status == 0);
}

int main(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_load("gll-diff:3", &op, &error), &error);
  if (!op) return check_finish("test_kernel_names");
  /* The names of the report, then one or more of each rule and list. */
  static const char *const refused[] = {
      "size_t", "ptrdiff_t", "_Bool", "uint", "float4", "get_global_id",
      "threadIdx", "int32_t", "image2d_t", "_Complex", "__global",
      "uchar16", "ulonglong2", "half8", "bool", "double3", "NULL",
      "INFINITY", "FLT_MAX", "convert_float4", "as_uint", "vload4",
      "atomic_add", "atomicAdd", "native_exp", "make_float4",
      "async_work_group_copy", "barrier", "blockIdx", "warpSize", "sqrt",
      "fma", "mad", "min", "class", "template", "nullptr", "kernel",
      "offsetof", "main", "args", NULL};
  for (int i = 0; refused[i]; i++) check_refused(refused[i]);

  char folder[] = "/tmp/gimmik-names-XXXXXX";
  CHECK(mkdtemp(folder) != NULL);
  static const char *const accepted[] = {
      "gimmik_matmul", "my_kernel", "ax4", "k2", "float3x", "uint7",
      "getter", "gemm_tx", "Dgemm", "threadIdy", NULL};
  for (int i = 0; accepted[i]; i++) check_accepted(accepted[i], folder);
  char command[600];
  snprintf(command, sizeof command, "rm -rf '%s'", folder);
  if (system(command) != 0) fprintf(stderr, "cannot remove %s\n", folder);
  gimmik_operator_destroy(op);
  return check_finish("test_kernel_names");
}
