/*
 * test_matmul_col_split.c: col-split's schedule.  A y-thread loads a row
 * of B at the start of the chunk of C rows that first needs it and frees
 * its register after the last, so the estimate counts the rows of B a
 * y-thread holds at once, not all it owns:
 *  - a bidiagonal 256 x 256 (row r takes columns r and r + 1) in f64:
 *    24 rows a chunk (a sparse A's default) touch 25 columns, which dealt
 *    to 2 y-threads round robin are 13 and 12 (contiguous shares would
 *    hold 25), so 2 y-threads and (13 + 12) x 2 registers (the 12: a
 *    y-thread's partials of its rows of a chunk, held across the
 *    barrier), where holding every owned row would take 128 x 2;
 *  - the gradient of a hexahedron (PyFR's M132 structure: each point of
 *    an n^3 grid takes the n points of each of its 3 lines, in 3 blocks
 *    of columns), n = 6, f32: the estimate is the most columns one
 *    y-thread needs in one chunk, counted here directly over every chunk
 *    for both ways of sharing out the columns, plus the partials of its
 *    rows of a chunk; within the register budget from 2 y-threads, where
 *    the owned rows alone (324) are not.
 * And a CUDA pick's parameters plan on OpenCL: ptx=0, which asks for
 * nothing there, is taken; ptx=1 is refused.  On OpenCL, whose local
 * arrays are declared in the kernel, the array holds what the metadata
 * gives the launch, with one partial buffer or two.  Width 2 (two adjacent
 * columns a thread) doubles the estimate, the shared memory and the
 * columns a block covers, with n baked a multiple of 2; n at run time,
 * an odd n and the PTX form are refused, each saying why.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/generator.h"
#include "random.h"
#include "random_operator.h"
#include "variant_report.h"

enum { RCHUNK = 24, OWN = RCHUNK / 2 };

static gimmik_operator *bidiagonal(int n) {
  double *values = calloc((size_t)n * n, sizeof *values);
  uint64_t state = 3;
  for (int r = 0; r < n; r++) {
    values[(size_t)r * n + r] = gimmik_random_nonzero(&state);
    if (r + 1 < n)
      values[(size_t)r * n + r + 1] = gimmik_random_nonzero(&state);
  }
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_create(n, n, values, "bidiagonal", &op, &error),
           &error);
  free(values);
  return op;
}

/* The most columns one of `groups` y-threads holds in one chunk, columns
 * dealt round robin (dealt) or in contiguous shares of equal nonzeros
 * (every column of these operators but the bidiagonal's first has the
 * same count, so equal counts of columns). */
static int most_held(const gimmik_operator *op, int groups, int dealt) {
  int m = gimmik_operator_rows(op), k = gimmik_operator_cols(op);
  const double *a = gimmik_operator_values(op);
  int most = 0;
  for (int g = 0; g < groups; g++)
    for (int h = 0; h * RCHUNK < m; h++) {
      int held = 0;
      for (int c = 0; c < k; c++) {
        int owner = dealt ? c % groups : c * groups / k;
        int first = -1, last = -1;
        for (int r = 0; r < m; r++)
          if (a[(size_t)r * k + c] != 0.0) {
            if (first < 0) first = r / RCHUNK;
            last = r / RCHUNK;
          }
        held += owner == g && first >= 0 && first <= h && h <= last;
      }
      if (held > most) most = held;
    }
  return most;
}

/* col-split's report, viable, for CUDA and `dtype`. */
static gimmik_variant_report col_split(const gimmik_operator *op,
                                       gimmik_dtype dtype) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.dtype = dtype;
  gimmik_variant_report report =
      matmul_variant_report(op, &request, "col-split");
  CHECK(report.viable);
  return report;
}

/* col-split (ksplit 2, rchunk 24, f32) at `width` with n (-1: at run
 * time) in rows of 4096 and ptx; NULL with the error in *error when
 * refused. */
static gimmik_kernel *wide_kernel(const gimmik_operator *op, int width,
                                  long long n, int ptx, gimmik_error *error) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.dtype = GIMMIK_F32;
  request.variant = "col-split";
  request.n = n;
  if (n > 0) request.ldb = request.ldc = 4096;
  CHECK_OK(gimmik_matmul_request_set_param(&request, "ksplit", 2, error),
           error);
  CHECK_OK(gimmik_matmul_request_set_param(&request, "rchunk", RCHUNK,
                                           error), error);
  CHECK_OK(gimmik_matmul_request_set_param(&request, "width", width, error),
           error);
  CHECK_OK(gimmik_matmul_request_set_param(&request, "ptx", ptx, error),
           error);
  gimmik_kernel *kernel = NULL;
  gimmik_status status = gimmik_generate_matmul(op, &request, &kernel, error);
  CHECK((status == GIMMIK_OK) == (kernel != NULL));
  return kernel;
}

/* Whether col-split on OpenCL with `buffers` partial buffers declares
 * the local memory its metadata gives the launch (f64). */
static int local_matches(const gimmik_operator *op, int buffers) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.backend = GIMMIK_BACKEND_OPENCL;
  request.variant = "col-split";
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_matmul_request_set_param(&request, "buffers", buffers,
                                           &error), &error);
  gimmik_kernel *kernel = NULL;
  CHECK_OK(gimmik_generate_matmul(op, &request, &kernel, &error), &error);
  if (!kernel) return 0;
  const char *array = strstr(gimmik_kernel_source(kernel),
                             "__local double smem[");
  long values = array ? strtol(array + strlen("__local double smem["),
                               NULL, 10) : -1;
  int matches = values * 8 == gimmik_kernel_metadata(kernel)->shared_bytes;
  if (!matches)
    fprintf(stderr, "buffers %d: smem[%ld] against %d bytes\n", buffers,
            values, gimmik_kernel_metadata(kernel)->shared_bytes);
  gimmik_kernel_destroy(kernel);
  return matches;
}

/* col-split on OpenCL with ptx = value: the status, the error in *error. */
static gimmik_status opencl_with_ptx(const gimmik_operator *op, int value,
                                     gimmik_error *error) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.backend = GIMMIK_BACKEND_OPENCL;
  request.variant = "col-split";
  CHECK_OK(gimmik_matmul_request_set_param(&request, "ptx", value, error),
           error);
  gimmik_kernel *kernel = NULL;
  gimmik_status status = gimmik_generate_matmul(op, &request, &kernel, error);
  CHECK((status == GIMMIK_OK) == (kernel != NULL));
  gimmik_kernel_destroy(kernel);
  return status;
}

int main(void) {
  gimmik_operator *op = bidiagonal(256);
  CHECK(most_held(op, 2, 1) == 13 && most_held(op, 2, 0) == 25);
  gimmik_variant_report report = col_split(op, GIMMIK_F64);
  CHECK(variant_report_param(&report, "ksplit") == 2);
  CHECK(variant_report_param(&report, "rchunk") == RCHUNK);
  CHECK(report.register_estimate == (13 + OWN) * 2);
  gimmik_operator_destroy(op);

  op = hex_gradient_operator(6);
  int dealt = most_held(op, 2, 1), shares = most_held(op, 2, 0);
  int least = dealt < shares ? dealt : shares;
  report = col_split(op, GIMMIK_F32);
  CHECK(variant_report_param(&report, "ksplit") == 2);
  CHECK(variant_report_param(&report, "rchunk") == RCHUNK);
  CHECK(report.register_estimate == least + OWN);
  CHECK(least < 324 && report.register_estimate <= 168);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(opencl_with_ptx(op, 0, &error), &error);
  CHECK_FAILS(opencl_with_ptx(op, 1, &error), &error, GIMMIK_ERROR_ARGUMENT,
              "has no parameter 'ptx'");
  CHECK(local_matches(op, 1));
  CHECK(local_matches(op, 2));

  gimmik_kernel *one = wide_kernel(op, 1, 4096, 0, &error);
  gimmik_kernel *two = wide_kernel(op, 2, 4096, 0, &error);
  if (one && two) {
    const gimmik_kernel_info *a = gimmik_kernel_metadata(one);
    const gimmik_kernel_info *b = gimmik_kernel_metadata(two);
    CHECK(b->cols_per_block == 2 * a->cols_per_block);
    CHECK(b->shared_bytes == 2 * a->shared_bytes);
    CHECK(strstr(gimmik_kernel_source(two), "float2") != NULL);
  }
  gimmik_kernel_destroy(one);
  gimmik_kernel_destroy(two);
  CHECK(!wide_kernel(op, 2, -1, 0, &error));
  CHECK(strstr(error.message, "needs n baked, a multiple of 2") != NULL);
  CHECK(!wide_kernel(op, 2, 4095, 0, &error));
  CHECK(strstr(error.message, "needs n baked, a multiple of 2") != NULL);
  CHECK(!wide_kernel(op, 2, 4096, 1, &error));
  CHECK(strstr(error.message, "PTX takes one column") != NULL);
  gimmik_operator_destroy(op);
  return check_finish("test_matmul_col_split");
}
