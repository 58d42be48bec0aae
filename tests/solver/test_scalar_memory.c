/*
 * test_scalar_memory.c: what device scalars are built of, through the
 * public API on a device, each against the same kernel with its scalars
 * as arguments, bit for bit, on random data (never zeros):
 *   - a vector pass with statements and a sum, in f64 and f32: the arrays
 *     it writes, and its total, a double in memory (left on the device,
 *     or read back) equal to the host's double of the dtype's sum;
 *   - the one-item f64 pass that divides, against the host's division;
 *   - the fused operator (input, update, dot), in f64 and f32: u, x, au
 *     and the dot left on the device;
 *   - read-backs: pieces queued at offsets and collected, the bytes in
 *     place, ranges refused;
 * and the mistakes named: memory not set, memory set on a kernel that
 * takes arguments, scalar_memory where there is no scalar.
 * usage: test_scalar_memory c | opencl | cuda   (77: no such device here)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "device_values.h"
#include "gimmik/device.h"
#include "gimmik/hex_mesh.h"
#include "gimmik/solver.h"
#include "random.h"
#include "scratch_context.h"

enum { ITEMS = 3000 };

static gimmik_context *context;
static uint64_t seed = 20250611;

/* `count` values of the dtype (given as doubles) into new memory. */
static void *upload(gimmik_dtype dtype, const double *values, long long count) {
  return device_values_upload(context, dtype, values, (size_t)count);
}

static double *random_values(long long count) {
  double *values = malloc((size_t)count * sizeof *values);
  for (long long i = 0; i < count; i++)
    values[i] = gimmik_random_nonzero(&seed);
  return values;
}

static void *scalar(double value) {
  return upload(GIMMIK_F64, &value, 1);
}

/* The bytes of `count` values of the dtype in `memory`. */
static unsigned char *download(gimmik_dtype dtype, void *memory,
                               long long count) {
  gimmik_error error;
  gimmik_error_init(&error);
  size_t bytes = (size_t)count * (size_t)gimmik_dtype_size(dtype);
  unsigned char *host = malloc(bytes);
  memset(host, 0xff, bytes);
  CHECK_OK(gimmik_memory_read(context, memory, 0, bytes, host, NULL, &error),
           &error);
  return host;
}

static int same_memory(gimmik_dtype dtype, void *a, void *b, long long count) {
  unsigned char *x = download(dtype, a, count), *y = download(dtype, b, count);
  int same = !memcmp(x, y, (size_t)count * (size_t)gimmik_dtype_size(dtype));
  free(x);
  free(y);
  return same;
}

/* ---- vector passes ------------------------------------------------------ */

static gimmik_vector *update_pass(gimmik_dtype dtype, int memory) {
  gimmik_vector_request request;
  gimmik_vector_request_init(&request);
  request.dtype = dtype;
  request.statements[0] = "x = x + alpha*p";
  request.statements[1] = "r = r - alpha*w";
  request.statement_count = 2;
  request.sums[0] = "e*r*r";
  request.sum_count = 1;
  request.scalar_memory = memory;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_vector *vector = NULL;
  CHECK_OK(gimmik_vector_create(context, &request, &vector, &error), &error);
  return vector;
}

/* x, p, r, w, e: the pass's arrays in its order. */
static void test_vector(gimmik_dtype dtype) {
  gimmik_error error;
  gimmik_error_init(&error);
  double alpha = 0.37 + gimmik_random_unit(&seed);
  double *values[5];
  void *twice[2][5];
  for (int a = 0; a < 5; a++) {
    values[a] = random_values(ITEMS);
    for (int copy = 0; copy < 2; copy++)
      twice[copy][a] = upload(dtype, values[a], ITEMS);
  }
  gimmik_vector *plain = update_pass(dtype, 0), *stored = update_pass(dtype, 1);
  if (!plain || !stored) return;
  CHECK(gimmik_vector_kernel(stored)->scalar_memory == 1 &&
        gimmik_vector_kernel(plain)->scalar_memory == 0);
  double sum = 0.0, again = 0.0;
  CHECK_OK(gimmik_vector_apply(plain, ITEMS, (const double[4]){alpha, 0, 0, 0},
                               twice[0], &sum, NULL, &error), &error);
  CHECK_FAILS(gimmik_vector_apply(stored, ITEMS, NULL, twice[1], NULL, NULL,
                                  &error), &error, GIMMIK_ERROR_ARGUMENT,
              "reads alpha from memory and none is set");
  void *memory[4] = {scalar(alpha), NULL, NULL, NULL};
  CHECK_FAILS(gimmik_vector_set_scalar_memory(plain, memory, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "takes its scalars as arguments");
  CHECK_OK(gimmik_vector_set_scalar_memory(stored, memory, &error), &error);
  CHECK_OK(gimmik_vector_apply(stored, ITEMS, NULL, twice[1], NULL, NULL,
                               &error), &error);
  double total = 0.0;
  CHECK_OK(gimmik_memory_read(context, gimmik_vector_sums_memory(stored), 0,
                              sizeof total, &total, NULL, &error), &error);
  CHECK(memcmp(&total, &sum, sizeof sum) == 0);
  CHECK(same_memory(dtype, twice[0][0], twice[1][0], ITEMS));   /* x */
  CHECK(same_memory(dtype, twice[0][2], twice[1][2], ITEMS));   /* r */
  /* Read back by the apply: the same double again. */
  CHECK_OK(gimmik_vector_apply(plain, ITEMS, (const double[4]){alpha, 0, 0, 0},
                               twice[0], &sum, NULL, &error), &error);
  CHECK_OK(gimmik_vector_apply(stored, ITEMS, NULL, twice[1], &again, NULL,
                               &error), &error);
  CHECK(memcmp(&again, &sum, sizeof sum) == 0);
  CHECK_FAILS(gimmik_vector_apply(plain, ITEMS, NULL, twice[0], &sum, NULL,
                                  &error), &error, GIMMIK_ERROR_ARGUMENT,
              "reads alpha and scalars is NULL");
  CHECK_FAILS(gimmik_vector_apply(plain, ITEMS,
                                  (const double[4]){alpha, 0, 0, 0}, twice[0],
                                  NULL, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "sums is NULL");
  printf("vector %s: update and its sum %.17g the same bits with alpha in "
         "memory\n", gimmik_dtype_name(dtype), sum);
  gimmik_vector_destroy(plain, NULL);
  gimmik_vector_destroy(stored, NULL);
  gimmik_memory_free(context, memory[0], NULL);
  for (int a = 0; a < 5; a++) {
    free(values[a]);
    for (int copy = 0; copy < 2; copy++)
      gimmik_memory_free(context, twice[copy][a], NULL);
  }
}

/* The one-item pass that forms alpha: the host's quotient, bit for bit. */
static void test_division(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_vector_request request;
  gimmik_vector_request_init(&request);
  request.statements[0] = "step = rho/pw";
  request.statement_count = 1;
  request.variant = "map";
  gimmik_vector *vector = NULL;
  CHECK_OK(gimmik_vector_create(context, &request, &vector, &error), &error);
  if (!vector) return;
  int exact = 1;
  for (int trial = 0; trial < 20; trial++) {
    double rho = ldexp(gimmik_random_unit(&seed) + 0.5, trial - 10);
    double pw = gimmik_random_nonzero(&seed), step = NAN;
    /* In order of first appearance: the target last. */
    void *arrays[3] = {scalar(rho), scalar(pw), scalar(NAN)};
    CHECK(!strcmp(gimmik_vector_array(vector, 2), "step"));
    CHECK_OK(gimmik_vector_apply(vector, 1, NULL, arrays, NULL, NULL, &error),
             &error);
    CHECK_OK(gimmik_memory_read(context, arrays[2], 0, sizeof step, &step,
                                NULL, &error), &error);
    double quotient = rho / pw;
    exact &= memcmp(&step, &quotient, sizeof step) == 0;
    for (int a = 0; a < 3; a++) gimmik_memory_free(context, arrays[a], NULL);
  }
  CHECK(exact);
  gimmik_vector_destroy(vector, NULL);
}

/* ---- the fused operator ------------------------------------------------- */

enum { BRICK = 3, POINTS = 4 };

static gimmik_axhelm *direction(gimmik_dtype dtype, int memory) {
  gimmik_axhelm_request request;
  gimmik_axhelm_request_init(&request);
  request.dtype = dtype;
  request.points = POINTS;
  request.geometry = GIMMIK_AXHELM_TRILINEAR;
  request.input = "p = d*r + beta*p";
  request.update = "x = x + alpha*p";
  request.dot = 1;
  request.scalar_memory = memory;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_axhelm *axhelm = NULL;
  CHECK_OK(gimmik_axhelm_create(context, &request, &axhelm, &error), &error);
  return axhelm;
}

/* The arrays of the operator's input in its order (x, d, r), then u and
 * au. */
static void test_operator(gimmik_dtype dtype) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_box_options box;
  gimmik_box_options_init(&box);
  box.elements[0] = box.elements[1] = box.elements[2] = BRICK;
  CHECK_OK(gimmik_deformation_parse("smooth", &box, &error), &error);
  gimmik_mesh *mesh = NULL;
  CHECK_OK(gimmik_mesh_create_box(&box, &mesh, &error), &error);
  long long elements = gimmik_mesh_elements(mesh);
  long long nodes = elements * POINTS * POINTS * POINTS;
  double *corners = malloc((size_t)elements * 24 * sizeof *corners);
  CHECK_OK(gimmik_hex_trilinear_vertices(POINTS, elements,
                                         gimmik_mesh_vertices(mesh),
                                         GIMMIK_F64, corners, &error), &error);
  void *vertices = upload(dtype, corners, elements * 24);
  double alpha = 0.61 + gimmik_random_unit(&seed);
  double beta = 0.29 + gimmik_random_unit(&seed);
  void *fields[2][5];
  for (int a = 0; a < 5; a++) {
    double *values = random_values(nodes);
    for (int copy = 0; copy < 2; copy++)
      fields[copy][a] = upload(dtype, values, nodes);
    free(values);
  }
  gimmik_axhelm *plain = direction(dtype, 0), *stored = direction(dtype, 1);
  if (!plain || !stored) return;
  double dot = 0.0, total = 0.0;
  gimmik_axhelm_data data[2];
  for (int copy = 0; copy < 2; copy++)
    data[copy] = (gimmik_axhelm_data){.elements = elements,
                                      .geometry = vertices,
                                      .u = fields[copy][3],
                                      .au = fields[copy][4],
                                      .inputs = fields[copy],
                                      .scalars = {alpha, beta},
                                      .dot = copy ? NULL : &dot};
  CHECK(!strcmp(gimmik_axhelm_input_array(stored, 0), "x"));
  CHECK_OK(gimmik_axhelm_apply(plain, &data[0], NULL, &error), &error);
  CHECK_FAILS(gimmik_axhelm_apply(stored, &data[1], NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "reads alpha from memory (a double)");
  void *memory[4] = {scalar(alpha), scalar(beta), NULL, NULL};
  CHECK_FAILS(gimmik_axhelm_set_scalar_memory(plain, memory, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "takes its scalars as arguments");
  CHECK_OK(gimmik_axhelm_set_scalar_memory(stored, memory, &error), &error);
  /* The values given are not read: memory is. */
  data[1].scalars[0] = data[1].scalars[1] = NAN;
  CHECK_OK(gimmik_axhelm_apply(stored, &data[1], NULL, &error), &error);
  CHECK_OK(gimmik_memory_read(context, gimmik_axhelm_dot_memory(stored), 0,
                              sizeof total, &total, NULL, &error), &error);
  CHECK(memcmp(&dot, &total, sizeof dot) == 0);
  for (int a = 0; a < 5; a++)
    CHECK(same_memory(dtype, fields[0][a], fields[1][a], nodes));
  data[0].dot = NULL;
  CHECK_FAILS(gimmik_axhelm_apply(plain, &data[0], NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "data->dot is NULL");
  printf("axhelm %s: p, x, Ap and p.Ap = %.17g the same bits with alpha and "
         "beta in memory\n", gimmik_dtype_name(dtype), dot);
  gimmik_axhelm_destroy(plain, NULL);
  gimmik_axhelm_destroy(stored, NULL);
  for (int s = 0; s < 2; s++) gimmik_memory_free(context, memory[s], NULL);
  for (int a = 0; a < 5; a++)
    for (int copy = 0; copy < 2; copy++)
      gimmik_memory_free(context, fields[copy][a], NULL);
  gimmik_memory_free(context, vertices, NULL);
  free(corners);
  gimmik_mesh_destroy(mesh);
}

/* scalar_memory needs a scalar or a total to act on. */
static void test_refusals(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_axhelm_request request;
  gimmik_axhelm_request_init(&request);
  request.points = 3;
  request.scalar_memory = 1;
  gimmik_kernel *kernel = NULL;
  CHECK_FAILS(gimmik_generate_axhelm(&request, &kernel, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "scalar_memory = 1 without an input");
  request.scalar_memory = 2;
  request.dot = 1;
  CHECK_FAILS(gimmik_generate_axhelm(&request, &kernel, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "scalar_memory = 2");
  gimmik_vector_request vector;
  gimmik_vector_request_init(&vector);
  vector.total = 1;
  vector.scalar_memory = -1;
  CHECK_FAILS(gimmik_generate_vector(&vector, &kernel, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "scalar_memory = -1");
  CHECK(kernel == NULL);
}

/* ---- read-backs ---------------------------------------------------------- */

static void test_readback(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  double values[6], back[4];
  for (int i = 0; i < 6; i++) values[i] = gimmik_random_nonzero(&seed);
  void *memory = upload(GIMMIK_F64, values, 6);
  gimmik_readback *readback = NULL;
  CHECK_OK(gimmik_readback_create(context, sizeof back, &readback, &error),
           &error);
  if (!readback) return;
  /* values[5], values[0..1] and values[3] into 0, 1..2 and 3. */
  CHECK_OK(gimmik_readback_queue(readback, 0, memory, 5 * sizeof(double),
                                 sizeof(double), NULL, &error), &error);
  CHECK_OK(gimmik_readback_queue(readback, sizeof(double), memory, 0,
                                 2 * sizeof(double), NULL, &error), &error);
  CHECK_OK(gimmik_readback_queue(readback, 3 * sizeof(double), memory,
                                 3 * sizeof(double), sizeof(double), NULL,
                                 &error), &error);
  memset(back, 0, sizeof back);
  CHECK_OK(gimmik_readback_collect(readback, back, &error), &error);
  CHECK(back[0] == values[5] && back[1] == values[0] &&
        back[2] == values[1] && back[3] == values[3]);
  /* Nothing queued since: the same bytes, no wait. */
  memset(back, 0, sizeof back);
  CHECK_OK(gimmik_readback_collect(readback, back, &error), &error);
  CHECK(back[0] == values[5] && back[3] == values[3]);
  CHECK_FAILS(gimmik_readback_queue(readback, 3 * sizeof(double), memory, 0,
                                    2 * sizeof(double), NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "do not fit the read-back's");
  CHECK_FAILS(gimmik_readback_queue(readback, 0, memory, 5 * sizeof(double),
                                    2 * sizeof(double), NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "gimmik_readback_queue");
  CHECK_FAILS(gimmik_readback_queue(readback, 0, NULL, 0, 8, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "memory is NULL");
  CHECK_FAILS(gimmik_readback_collect(readback, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "host is NULL");
  gimmik_readback *empty = readback;
  CHECK_FAILS(gimmik_readback_create(context, 0, &empty, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "0 bytes");
  CHECK(empty == NULL);
  CHECK_OK(gimmik_readback_destroy(readback, &error), &error);
  CHECK_OK(gimmik_readback_destroy(NULL, &error), &error);
  gimmik_memory_free(context, memory, NULL);
}

int main(int argc, char **argv) {
  gimmik_backend backend;
  scratch_context scratch;
  int started = scratch_context_from_arguments(argc, argv, &backend, &scratch);
  if (started) return started;
  context = scratch.context;
  for (int dtype = 0; dtype < 2; dtype++) {
    test_vector((gimmik_dtype)dtype);
    test_operator((gimmik_dtype)dtype);
  }
  test_division();
  test_refusals();
  test_readback();
  scratch_context_close(&scratch);
  return check_finish("test_scalar_memory");
}
