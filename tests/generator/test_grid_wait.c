/*
 * test_grid_wait.c: a kernel whose metadata says grid_wait is launched
 * while the grid before it drains (docs/kernels.md, "Overlapped
 * launches"), so its source must wait for that grid before anything else,
 * and a kernel that does not say so must not wait: the solver loop's CUDA
 * kernels (every axhelm variant, every DSS pass, every vector kind) wait
 * first thing in their body; matmul kernels and the other targets never.
 */
#include <string.h>

#include "check.h"
#include "gimmik/axhelm.h"
#include "gimmik/dss.h"
#include "gimmik/generator.h"
#include "gimmik/vector.h"

static const gimmik_backend backends[] = {
    GIMMIK_BACKEND_CUDA, GIMMIK_BACKEND_OPENCL, GIMMIK_BACKEND_C};

/* The kernel body's first lines: the wait, then the next grid let go. */
static int waits_first(const char *source) {
  const char *entry = strstr(source, "__global__");
  const char *body = entry ? strstr(entry, ")\n{\n") : NULL;
  if (!body) return 0;
  body += 4;
  const char *opening = "#if __CUDA_ARCH__ >= 900\n"
                        "  asm volatile(\"griddepcontrol.wait;\" ::: \"memory\");\n"
                        "  asm volatile(\"griddepcontrol.launch_dependents;\");\n"
                        "#endif\n";
  return strncmp(body, opening, strlen(opening)) == 0;
}

/* Checks `kernel` (consumed) of a family that waits on CUDA or not. */
static void check_kernel(const char *what, gimmik_kernel *kernel,
                         int waits_on_cuda) {
  if (!kernel) return;
  const gimmik_kernel_info *info = gimmik_kernel_metadata(kernel);
  const char *source = gimmik_kernel_source(kernel);
  int expected = waits_on_cuda && info->backend == GIMMIK_BACKEND_CUDA;
  int mentions = strstr(source, "griddepcontrol") != NULL;
  CHECK(info->grid_wait == expected);
  CHECK(mentions == expected);
  if (expected) CHECK(waits_first(source));
  if (info->grid_wait != expected || mentions != expected)
    fprintf(stderr, "  %s on %s: grid_wait %d, source waits %d\n", what,
            gimmik_backend_name(info->backend), info->grid_wait, mentions);
  gimmik_kernel_destroy(kernel);
}

static void check_axhelm(gimmik_backend backend, gimmik_error *error) {
  const char *variants[] = {NULL, "lines", "layers", "nodes", "mma"};
  for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
    if (v > 0 && backend == GIMMIK_BACKEND_C) break;
    if (variants[v] && strcmp(variants[v], "mma") == 0 &&
        backend != GIMMIK_BACKEND_CUDA)
      continue;
    gimmik_axhelm_request request;
    gimmik_axhelm_request_init(&request);
    request.backend = backend;
    request.variant = variants[v];
    gimmik_kernel *kernel = NULL;
    CHECK_OK(gimmik_generate_axhelm(&request, &kernel, error), error);
    check_kernel(variants[v] ? variants[v] : "axhelm", kernel, 1);
  }
}

static void check_dss(gimmik_backend backend, gimmik_error *error) {
  const int axes[] = {0, 1, 2, GIMMIK_DSS_ALL_AXES, GIMMIK_DSS_GATHER,
                      GIMMIK_DSS_PACK, GIMMIK_DSS_UNPACK};
  for (size_t a = 0; a < sizeof axes / sizeof axes[0]; a++) {
    gimmik_dss_request request;
    gimmik_dss_request_init(&request);
    request.backend = backend;
    request.axis = axes[a];
    request.layout_block = 16;
    request.box[0] = request.box[1] = request.box[2] = 3;
    gimmik_kernel *kernel = NULL;
    CHECK_OK(gimmik_generate_dss(&request, &kernel, error), error);
    check_kernel("dss", kernel, 1);
  }
}

static void check_vector(gimmik_backend backend, gimmik_error *error) {
  for (int kind = 0; kind < 3; kind++) {
    gimmik_vector_request request;
    gimmik_vector_request_init(&request);
    request.backend = backend;
    if (kind == 2) {
      request.total = 2;
    } else {
      request.statements[request.statement_count++] = "x = x + alpha*p";
      if (kind == 1) request.sums[request.sum_count++] = "x*x";
    }
    gimmik_kernel *kernel = NULL;
    CHECK_OK(gimmik_generate_vector(&request, &kernel, error), error);
    check_kernel("vector", kernel, 1);
  }
}

static void check_matmul(gimmik_backend backend, gimmik_error *error) {
  const double values[] = {1.0, 0.0, 2.5, -1.0, 0.5, 0.0};
  gimmik_operator *op = NULL;
  CHECK_OK(gimmik_operator_create(2, 3, values, "test", &op, error), error);
  if (!op) return;
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.backend = backend;
  gimmik_kernel *kernel = NULL;
  CHECK_OK(gimmik_generate_matmul(op, &request, &kernel, error), error);
  check_kernel("matmul", kernel, 0);
  gimmik_operator_destroy(op);
}

int main(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  for (size_t b = 0; b < sizeof backends / sizeof backends[0]; b++) {
    check_axhelm(backends[b], &error);
    check_dss(backends[b], &error);
    check_vector(backends[b], &error);
    check_matmul(backends[b], &error);
  }
  gimmik_error_clear(&error);
  return check_finish("test_grid_wait");
}
