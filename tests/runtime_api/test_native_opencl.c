/*
 * test_native_opencl.c: a solver's own OpenCL context through the public
 * API.  The test makes a cl_context, an in-order queue without profiling
 * and its buffers with the OpenCL API itself (linked from the ICD
 * loader), makes a gimmik context on them (options.native), tunes and
 * applies a matmul on its buffers and queue and checks every element of
 * C.  Handles that are not what they claim are refused with a message,
 * never called through: a host pointer given for a cl_mem (on this
 * context and on one gimmik makes), a cl_mem and a queue of another
 * cl_context, a host pointer given for a queue, for the native context or
 * for its device.  gimmik_context_native hands out the handles a
 * gimmik-made context runs on, and memory made on them is taken.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/device.h"
#include "gimmik/runtime.h"

static cl_platform_id platform;
static cl_device_id device;
static char cache_folder[] = "/tmp/gimmik-native-XXXXXX";

/* A program's own context and queue (no profiling, as solvers make). */
static cl_context make_context(cl_command_queue *queue) {
  cl_int status = CL_SUCCESS;
  cl_context context =
      clCreateContext(NULL, 1, &device, NULL, NULL, &status);
  CHECK(status == CL_SUCCESS);
  *queue = clCreateCommandQueue(context, device, 0, &status);
  CHECK(status == CL_SUCCESS);
  return context;
}

static cl_mem make_buffer(cl_context context, cl_command_queue queue,
                          const double *values, size_t count) {
  cl_int status = CL_SUCCESS;
  cl_mem memory = clCreateBuffer(context, CL_MEM_READ_WRITE,
                                 count * sizeof *values, NULL, &status);
  CHECK(status == CL_SUCCESS);
  CHECK(clEnqueueWriteBuffer(queue, memory, CL_TRUE, 0,
                             count * sizeof *values, values, 0, NULL,
                             NULL) == CL_SUCCESS);
  return memory;
}

static gimmik_context *open_gimmik(const gimmik_native_handles *native,
                                   gimmik_error *error) {
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.backend = GIMMIK_BACKEND_OPENCL;
  options.cache_dir = cache_folder;
  options.tuning_repeat = 2;
  if (native) options.native = *native;
  gimmik_context *context = NULL;
  gimmik_context_create(&options, &context, error);
  return context;
}

/* C = A B + beta C0 on the program's buffers: the largest error of an
 * element relative to the size of its terms. */
typedef struct problem {
  gimmik_operator *op;
  int m, k;
  long long n, ld;
  double beta;
  double *b, *c;
} problem;

static void problem_make(problem *p) {
  gimmik_error error;
  gimmik_error_init(&error);
  /* The operator and beta of test_tuning_faults: PoCL's kernel cache
   * serves the kernels one of the two compiled. */
  CHECK_OK(gimmik_operator_load("gll-diff:5", &p->op, &error), &error);
  p->m = gimmik_operator_rows(p->op);
  p->k = gimmik_operator_cols(p->op);
  p->n = 517;
  p->ld = 520;
  p->beta = 1.0;
  p->b = malloc(sizeof(double) * (size_t)(p->k * p->ld));
  p->c = malloc(sizeof(double) * (size_t)(p->m * p->ld));
  srand(3);
  for (long long i = 0; i < p->k * p->ld; i++)
    p->b[i] = rand() / (double)RAND_MAX - 0.5;
  for (long long i = 0; i < p->m * p->ld; i++)
    p->c[i] = 0.25 + rand() / (double)RAND_MAX;
}

static double problem_error(const problem *p, cl_command_queue queue,
                            cl_mem c_memory) {
  size_t count = (size_t)(p->m * p->ld);
  double *c = malloc(count * sizeof *c);
  CHECK(clEnqueueReadBuffer(queue, c_memory, CL_TRUE, 0, count * sizeof *c,
                            c, 0, NULL, NULL) == CL_SUCCESS);
  double worst = 0.0;
  for (int r = 0; r < p->m; r++)
    for (long long i = 0; i < p->n; i++) {
      long double sum = p->beta * (long double)p->c[r * p->ld + i];
      long double size = fabsl(sum);
      for (int j = 0; j < p->k; j++) {
        long double term = (long double)gimmik_operator_get(p->op, r, j) *
                           p->b[j * p->ld + i];
        sum += term;
        size += fabsl(term);
      }
      double e = (double)(fabsl(c[r * p->ld + i] - sum) / size);
      if (!(e <= worst)) worst = e;
    }
  free(c);
  return worst;
}

static gimmik_matmul *plan(gimmik_context *context, const problem *p) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.beta = p->beta;
  gimmik_matmul *matmul = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_matmul_create(context, p->op, &request, &matmul, &error),
           &error);
  return matmul;
}

/* The program's context, queue and buffers, tuned and applied on. */
static void test_program_context(const problem *p) {
  cl_command_queue queue;
  cl_context context = make_context(&queue);
  cl_mem b = make_buffer(context, queue, p->b, (size_t)(p->k * p->ld));
  cl_mem c = make_buffer(context, queue, p->c, (size_t)(p->m * p->ld));
  gimmik_native_handles native = {context, device, queue};
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_context *gimmik = open_gimmik(&native, &error);
  CHECK_OK(error.status, &error);
  if (!gimmik) return;
  gimmik_native_handles given;
  gimmik_context_native(gimmik, &given);
  CHECK(given.context == context && given.device == device &&
        given.queue == queue);
  gimmik_matmul *matmul = plan(gimmik, p);
  /* The first apply tunes, timing on the program's queue. */
  CHECK_OK(gimmik_matmul_apply(matmul, p->n, b, p->ld, c, p->ld, queue,
                               &error), &error);
  CHECK(gimmik_matmul_is_tuned(matmul));
  double worst = problem_error(p, queue, c);
  printf("program's context: %s, max error %.2e\n",
         gimmik_matmul_kernel(matmul)->variant, worst);
  CHECK(worst < 1e-14);
  /* The NULL stream is the program's queue. */
  CHECK(clEnqueueWriteBuffer(queue, c, CL_TRUE, 0,
                             sizeof(double) * (size_t)(p->m * p->ld), p->c, 0,
                             NULL, NULL) == CL_SUCCESS);
  CHECK_OK(gimmik_matmul_apply(matmul, p->n, b, p->ld, c, p->ld, NULL,
                               &error), &error);
  CHECK(problem_error(p, queue, c) < 1e-14);

  /* Handles that are no memory or queue of this context. */
  double host[64];
  cl_command_queue other_queue;
  cl_context other = make_context(&other_queue);
  cl_mem foreign = make_buffer(other, other_queue, p->b,
                               (size_t)(p->k * p->ld));
  CHECK_FAILS(gimmik_matmul_apply(matmul, p->n, host, p->ld, c, p->ld, queue,
                                  &error), &error, GIMMIK_ERROR_ARGUMENT,
              "b: ");
  CHECK(strstr(error.message, "not an OpenCL memory object"));
  CHECK_FAILS(gimmik_matmul_apply(matmul, p->n, b, p->ld, foreign, p->ld,
                                  queue, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "belongs to another cl_context");
  CHECK_FAILS(gimmik_matmul_apply(matmul, p->n, b, p->ld, c, p->ld,
                                  other_queue, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "a queue of another cl_context");
  CHECK_FAILS(gimmik_matmul_apply(matmul, p->n, b, p->ld, c, p->ld, host,
                                  &error), &error, GIMMIK_ERROR_ARGUMENT,
              "is not an OpenCL command queue");
  /* Memory functions take the program's memory too. */
  double first = 0.0;
  CHECK_OK(gimmik_memory_read(gimmik, b, 0, sizeof first, &first, NULL,
                              &error), &error);
  CHECK(first == p->b[0]);
  CHECK_FAILS(gimmik_memory_read(gimmik, host, 0, 8, &first, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "gimmik_memory_read: memory");

  gimmik_matmul_destroy(matmul, NULL);
  CHECK_OK(gimmik_context_destroy(gimmik, &error), &error);
  clReleaseMemObject(foreign);
  clReleaseCommandQueue(other_queue);
  clReleaseContext(other);
  clReleaseMemObject(b);
  clReleaseMemObject(c);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
}

/* Native handles that are not what they claim. */
static void test_bad_native_handles(void) {
  cl_command_queue queue, other_queue;
  cl_context context = make_context(&queue);
  cl_context other = make_context(&other_queue);
  double host[64] = {0};
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_native_handles bad = {host, NULL, NULL};
  CHECK(open_gimmik(&bad, &error) == NULL);
  CHECK(error.status == GIMMIK_ERROR_ARGUMENT &&
        strstr(error.message, "native.context"));
  printf("  refused: %s\n", error.message);
  bad = (gimmik_native_handles){context, host, NULL};
  CHECK(open_gimmik(&bad, &error) == NULL);
  CHECK(strstr(error.message, "is not a device of native.context"));
  bad = (gimmik_native_handles){context, device, other_queue};
  CHECK(open_gimmik(&bad, &error) == NULL);
  CHECK(strstr(error.message, "native.queue"));
  bad = (gimmik_native_handles){context, device, host};
  CHECK(open_gimmik(&bad, &error) == NULL);
  CHECK(strstr(error.message, "native.queue"));
  bad = (gimmik_native_handles){NULL, device, NULL};
  CHECK(open_gimmik(&bad, &error) == NULL);
  CHECK(strstr(error.message, "need native.context"));
  clReleaseCommandQueue(other_queue);
  clReleaseContext(other);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
}

/* A context gimmik makes: its handles serve the program's allocations,
 * and a host pointer for a cl_mem is refused (it used to fault in the
 * ICD loader). */
static void test_gimmik_context(const problem *p) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_context *gimmik = open_gimmik(NULL, &error);
  CHECK_OK(error.status, &error);
  if (!gimmik) return;
  gimmik_native_handles native;
  gimmik_context_native(gimmik, &native);
  CHECK(native.context && native.device && native.queue);
  cl_context context = native.context;
  cl_command_queue queue = native.queue;
  cl_mem b = make_buffer(context, queue, p->b, (size_t)(p->k * p->ld));
  cl_mem c = make_buffer(context, queue, p->c, (size_t)(p->m * p->ld));
  gimmik_matmul *matmul = plan(gimmik, p);
  CHECK_OK(gimmik_matmul_apply(matmul, p->n, b, p->ld, c, p->ld, NULL,
                               &error), &error);
  CHECK(problem_error(p, queue, c) < 1e-14);
  double *host = malloc(sizeof(double) * (size_t)(p->m * p->ld));
  CHECK_FAILS(gimmik_matmul_apply(matmul, p->n, b, p->ld, host, p->ld, NULL,
                                  &error), &error, GIMMIK_ERROR_ARGUMENT,
              "not an OpenCL memory object");
  printf("  refused: %s\n", error.message);
  free(host);
  gimmik_matmul_destroy(matmul, NULL);
  clReleaseMemObject(b);
  clReleaseMemObject(c);
  CHECK_OK(gimmik_context_destroy(gimmik, &error), &error);
}

int main(void) {
  cl_uint count = 0;
  if (clGetPlatformIDs(1, &platform, &count) != CL_SUCCESS || count == 0 ||
      clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, &count) !=
          CL_SUCCESS) {
    printf("test_native_opencl: no OpenCL device here\n");
    return 77;
  }
  CHECK(mkdtemp(cache_folder) != NULL);
  problem p;
  problem_make(&p);
  test_program_context(&p);
  test_bad_native_handles();
  test_gimmik_context(&p);
  gimmik_operator_destroy(p.op);
  free(p.b);
  free(p.c);
  char command[128];
  snprintf(command, sizeof command, "rm -rf '%s'", cache_folder);
  CHECK(system(command) == 0);
  return check_finish("test_native_opencl");
}
