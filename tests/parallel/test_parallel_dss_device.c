/*
 * test_parallel_dss_device.c (under mpiexec, any number of ranks): the
 * distributed DSS of gimmik/parallel.h on device fields, against the
 * host's and the single-rank DSS.  Every rank takes its part (bricks of
 * a box, the graph of a box, a Gmsh mesh) and sums a random field on the
 * device two ways: start, the interface copies poisoned, the local DSS,
 * finish; and gimmik_exchange_dss_device, twice.  In f64 and f32, by
 * each transport the backend offers, element-major and blocked: the
 * three give the same bits; the interface copies are the host exchange's
 * bits (all copies under gather-scatter, which sums as the host does),
 * the rest within rounding of the single-rank DSS; rank 0 finds every
 * copy of a node the same bits on every rank.  Bad arguments are
 * refused on every rank, none left waiting.  The ranks share one binary
 * cache, as a program's would.
 * usage: mpiexec -n R test_parallel_dss_device c | opencl   (77: no such
 * device here)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "parallel_cases.h"

static int rank, size;
static gimmik_context *context;

/* The device DSS of `field` (element-major, of the dtype) into `out`:
 * split into start, local and finish, the interface copies poisoned
 * after start (pack must have read them), or in one call. */
static void device_dss(gimmik_exchange *exchange, const gimmik_part *part,
                       const void *field, gimmik_dtype dtype, int block,
                       int split, void *out) {
  gimmik_error error;
  gimmik_error_init(&error);
  void *memory = case_upload(context, part, field, dtype, block);
  if (split) {
    CHECK_OK(gimmik_exchange_start_device(exchange, memory, NULL, &error),
             &error);
    case_download(context, part, memory, dtype, block, out);
    case_poison_interface(part, dtype, out);
    CHECK_OK(gimmik_memory_free(context, memory, &error), &error);
    memory = case_upload(context, part, out, dtype, block);
    CHECK_OK(gimmik_dss_apply(gimmik_exchange_local_dss(exchange), memory,
                              NULL, &error), &error);
    CHECK_OK(gimmik_exchange_finish_device(exchange, memory, NULL, &error),
             &error);
  } else {
    CHECK_OK(gimmik_exchange_dss_device(exchange, memory, NULL, &error),
             &error);
  }
  case_download(context, part, memory, dtype, block, out);
  CHECK_OK(gimmik_memory_free(context, memory, &error), &error);
}

/* The host exchange's result for `field`; malloc'd. */
static void *host_dss(const gimmik_part *part, const double *whole,
                      gimmik_dtype dtype) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_exchange *exchange = NULL;
  void *field = case_restrict(part, whole, dtype);
  CHECK_OK(gimmik_exchange_create(MPI_COMM_WORLD, part, dtype, &exchange,
                                  &error), &error);
  CHECK_OK(gimmik_exchange_dss(exchange, field, &error), &error);
  CHECK_OK(gimmik_exchange_destroy(exchange, &error), &error);
  return field;
}

/* One dtype, method, layout and transport; returns the gap to the
 * single-rank DSS in eps of the magnitudes. */
static double check_transport(const case_rank *c,
                              const gimmik_dss_options *options,
                              gimmik_transport transport,
                              gimmik_transport *used) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_exchange *exchange = NULL;
  CHECK_OK(gimmik_exchange_create_device(MPI_COMM_WORLD, context, c->part,
                                         options, transport, &exchange,
                                         &error), &error);
  if (!exchange) return INFINITY;
  *used = gimmik_exchange_transport(exchange);
  gimmik_dtype dtype = options->dtype;
  size_t bytes = (size_t)gimmik_part_local_count(c->part) *
                     (size_t)gimmik_dtype_size(dtype) + 1;
  void *field = case_restrict(c->part, c->whole, dtype);
  void *host = host_dss(c->part, c->whole, dtype);
  void *split = malloc(bytes), *once = malloc(bytes), *again = malloc(bytes);
  device_dss(exchange, c->part, field, dtype, options->layout_block, 1,
             split);
  device_dss(exchange, c->part, field, dtype, options->layout_block, 0,
             once);
  device_dss(exchange, c->part, field, dtype, options->layout_block, 0,
             again);
  bytes -= 1;
  CHECK(!memcmp(split, once, bytes) && !memcmp(once, again, bytes));
  CHECK(case_interface_same(c->part, once, host, dtype));
  const gimmik_kernel_info *local =
      gimmik_dss_kernel(gimmik_exchange_local_dss(exchange), 0);
  if (local && local->axis == GIMMIK_DSS_GATHER)
    CHECK(!memcmp(once, host, bytes));
  double gap = case_worst_gap(c->part, once, dtype, c->want, c->magnitude);
  long long count = gimmik_part_local_count(c->part);
  double *values = malloc(((size_t)count + 1) * sizeof *values);
  for (long long l = 0; l < count; l++)
    values[l] = dtype == GIMMIK_F32 ? ((float *)once)[l]
                                    : ((double *)once)[l];
  case_copies_agree(MPI_COMM_WORLD, c->part, c->numbering, values);
  CHECK_OK(gimmik_exchange_destroy(exchange, &error), &error);
  free(values);
  free(field);
  free(host);
  free(split);
  free(once);
  free(again);
  return gap;
}

static void check_case(const char *label, gimmik_mesh *mesh, int points,
                       gimmik_partition_method partition,
                       gimmik_dss_method method, int block) {
  gimmik_partition_options options;
  gimmik_partition_options_init(&options);
  options.method = partition;
  case_rank c;
  if (!case_rank_open(mesh, points, &options, 0xde71ce + (unsigned)points,
                      &c))
    return;
  for (int dtype = GIMMIK_F64; dtype <= GIMMIK_F32; dtype++)
    for (int transport = GIMMIK_TRANSPORT_AUTO;
         transport <= GIMMIK_TRANSPORT_STAGED; transport += 2) {
      gimmik_dss_options dss;
      gimmik_dss_options_init(&dss);
      dss.dtype = (gimmik_dtype)dtype;
      dss.method = method;
      dss.layout_block = block;
      gimmik_transport used = GIMMIK_TRANSPORT_AUTO;
      double gap = check_transport(&c, &dss, (gimmik_transport)transport,
                                   &used);
      /* A sum of m terms in another order: m eps of the magnitudes. */
      CHECK(gap <= 16.0);
      double worst = 0.0;
      MPI_Reduce(&gap, &worst, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
      if (rank == 0)
        printf("%-24s N=%d B=%d %d ranks %s, %s: worst %.1f eps\n", label,
               points, block, size, gimmik_dtype_name(dss.dtype),
               used == GIMMIK_TRANSPORT_DEVICE ? "device buffers" : "staged",
               worst);
    }
  case_rank_close(&c);
}

/* ---- bad arguments ------------------------------------------------------ */

/* Creation: one rank's fault fails every rank, that rank named. */
static void test_create_errors(const gimmik_part *part, int boxes) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_dss_options options;
  gimmik_dss_options_init(&options);
  gimmik_exchange *exchange = NULL;
  char expected[96];
  int last = size - 1;
  snprintf(expected, sizeof expected, "rank %d: gimmik_exchange_create_"
           "device: transport = 7", last);
  CHECK_FAILS(gimmik_exchange_create_device(
                  MPI_COMM_WORLD, context, part, &options,
                  rank == last ? (gimmik_transport)7 : GIMMIK_TRANSPORT_AUTO,
                  &exchange, &error),
              &error, GIMMIK_ERROR_ARGUMENT, expected);
  CHECK_FAILS(gimmik_exchange_create_device(
                  MPI_COMM_WORLD, rank == 0 ? NULL : context, part, &options,
                  GIMMIK_TRANSPORT_AUTO, &exchange, &error),
              &error, GIMMIK_ERROR_ARGUMENT,
              "rank 0: gimmik_exchange_create_device: context and options");
  options.dtype = rank == last ? (gimmik_dtype)9 : GIMMIK_F64;
  snprintf(expected, sizeof expected, "rank %d: gimmik_exchange_create: "
           "dtype 9", last);
  CHECK_FAILS(gimmik_exchange_create_device(MPI_COMM_WORLD, context, part,
                                            &options, GIMMIK_TRANSPORT_AUTO,
                                            &exchange, &error),
              &error, GIMMIK_ERROR_ARGUMENT, expected);
  options.dtype = GIMMIK_F64;
  if (gimmik_context_backend(context) == GIMMIK_BACKEND_OPENCL)
    CHECK_FAILS(gimmik_exchange_create_device(
                    MPI_COMM_WORLD, context, part, &options,
                    GIMMIK_TRANSPORT_DEVICE, &exchange, &error),
                &error, GIMMIK_ERROR_UNSUPPORTED,
                "rank 0: gimmik_exchange_create_device: transport DEVICE");
  /* The structured DSS on parts that are no boxes: refused where the
   * part is none, on every rank alike. */
  options.method = GIMMIK_DSS_DIRECT;
  if (!boxes)
    CHECK_FAILS(gimmik_exchange_create_device(
                    MPI_COMM_WORLD, context, part, &options,
                    GIMMIK_TRANSPORT_AUTO, &exchange, &error),
                &error, GIMMIK_ERROR_UNSUPPORTED, "needs a box");
  CHECK(exchange == NULL);
}

/* The steps: refused before anything is posted, or after the wait, so
 * no neighbour is left waiting; the exchange then still works. */
static void test_step_errors(const gimmik_part *part,
                             const gimmik_numbering *numbering) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_dss_options options;
  gimmik_dss_options_init(&options);
  gimmik_exchange *exchange = NULL, *host = NULL;
  CHECK_OK(gimmik_exchange_create_device(MPI_COMM_WORLD, context, part,
                                         &options, GIMMIK_TRANSPORT_AUTO,
                                         &exchange, &error), &error);
  CHECK_OK(gimmik_exchange_create(MPI_COMM_WORLD, part, GIMMIK_F64, &host,
                                  &error), &error);
  if (!exchange || !host) return;
  double *whole =
      case_random_field(gimmik_numbering_local_count(numbering), 7);
  void *field = case_restrict(part, whole, GIMMIK_F64);
  void *memory = case_upload(context, part, field, GIMMIK_F64, 0);
  CHECK_FAILS(gimmik_exchange_start_device(exchange, NULL, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "field must not be NULL");
  CHECK_FAILS(gimmik_exchange_finish_device(exchange, memory, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "no exchange in flight");
  CHECK_FAILS(gimmik_exchange_start_device(host, memory, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT,
              "must come from gimmik_exchange_create_device");
  CHECK_OK(gimmik_exchange_start_device(exchange, memory, NULL, &error),
           &error);
  CHECK_FAILS(gimmik_exchange_start_device(exchange, memory, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "in flight");
  CHECK_FAILS(gimmik_exchange_finish_device(exchange, NULL, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "field must not be NULL");
  CHECK_OK(gimmik_exchange_dss_device(exchange, memory, NULL, &error),
           &error);
  CHECK(gimmik_exchange_local_dss(host) == NULL &&
        gimmik_exchange_transport(host) == GIMMIK_TRANSPORT_AUTO);
  CHECK_OK(gimmik_memory_free(context, memory, &error), &error);
  CHECK_OK(gimmik_exchange_destroy(host, &error), &error);
  CHECK_OK(gimmik_exchange_destroy(exchange, &error), &error);
  free(field);
  free(whole);
}

static void test_errors(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = case_box(4, 3, 2, "none");
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 2, NULL, &numbering, &error), &error);
  gimmik_partition_options options;
  gimmik_partition_options_init(&options);
  options.method = GIMMIK_PARTITION_GRAPH;
  gimmik_part *part = NULL;
  CHECK_OK(gimmik_parallel_part(MPI_COMM_WORLD, mesh, numbering, &options,
                                &part, &error), &error);
  if (!part) return;
  /* Whether every rank's part is a box. */
  int box[3], mine = gimmik_part_is_box(part, box), all = 0;
  MPI_Allreduce(&mine, &all, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  test_create_errors(part, all);
  test_step_errors(part, numbering);
  gimmik_part_destroy(part);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
}

int main(int argc, char **argv) {
  char folder[64];
  int exit_status = case_start_device(&argc, &argv, &context, folder);
  if (exit_status) return exit_status;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  check_case("box 4x3x2 bricks", case_box(4, 3, 2, "smooth"), 3,
             GIMMIK_PARTITION_AUTO, GIMMIK_DSS_AUTO, 0);
  check_case("box 6x2x2 bricks, gather", case_box(6, 2, 2, "none"), 4,
             GIMMIK_PARTITION_BRICKS, GIMMIK_DSS_GATHER_SCATTER, 4);
  check_case("box 3x3x3 graph", case_box(3, 3, 3, "none"), 3,
             GIMMIK_PARTITION_GRAPH, GIMMIK_DSS_AUTO, 2);
  gimmik_mesh *gmsh = case_gmsh();
  if (gmsh)
    check_case("gmsh subdivided graph", gmsh, 3, GIMMIK_PARTITION_AUTO,
               GIMMIK_DSS_AUTO, 0);
  test_errors();
  case_close_context(context, folder);
  return case_finish("test_parallel_dss_device");
}
