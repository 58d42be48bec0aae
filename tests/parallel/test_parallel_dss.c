/*
 * test_parallel_dss.c (under mpiexec, any number of ranks): the
 * distributed DSS of gimmik/parallel.h against the single-rank one.
 * Every rank builds the whole mesh and numbering and takes its part
 * (bricks of a box, the graph of a box, a Gmsh mesh), then sums a random
 * field three ways: gimmik_exchange_dss; start, the local lists and
 * finish, the interface copies poisoned after start; and pack, post,
 * wait and unpack on buffers of its own, as a device would.  Each agrees
 * with the single-rank DSS to rounding, in f64 and f32; the three and a
 * second run give the same bits; rank 0 gathers the fields and finds every
 * copy of a node the same bits on every rank.  Collective errors reach
 * every rank instead of leaving one waiting: one rank's bad argument,
 * ranks holding different meshes or different numberings.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "parallel_cases.h"

static int rank, size;

/* The three ways of one dtype; *out gets the first's result (as f64). */
static void sum_three_ways(const gimmik_part *part, gimmik_dtype dtype,
                           const double *whole, const double *want,
                           const double *magnitude, double **out) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_exchange *exchange = NULL;
  CHECK_OK(gimmik_exchange_create(MPI_COMM_WORLD, part, dtype, &exchange,
                                  &error), &error);
  if (!exchange) return;
  size_t bytes = (size_t)gimmik_part_local_count(part) *
                 (size_t)gimmik_dtype_size(dtype);
  void *once = case_restrict(part, whole, dtype);
  void *again = case_restrict(part, whole, dtype);
  void *split = case_restrict(part, whole, dtype);
  void *own = case_restrict(part, whole, dtype);
  CHECK_OK(gimmik_exchange_dss(exchange, once, &error), &error);
  CHECK_OK(gimmik_exchange_dss(exchange, again, &error), &error);
  gimmik_exchange_plan plan;
  gimmik_part_plan(part, &plan);
  CHECK_OK(gimmik_exchange_start(exchange, split, &error), &error);
  for (int c = 0; c < plan.copy_offsets[plan.interface_count]; c++)
    memset((char *)split + (size_t)plan.copies[c] * gimmik_dtype_size(dtype),
           0xff, (size_t)gimmik_dtype_size(dtype));
  CHECK_OK(gimmik_part_dss_local(part, dtype, split, &error), &error);
  CHECK_OK(gimmik_exchange_finish(exchange, split, &error), &error);
  size_t length = ((size_t)plan.buffer_offsets[plan.neighbour_count] + 1) *
                  (size_t)gimmik_dtype_size(dtype);
  void *send = malloc(length), *receive = malloc(length);
  memset(receive, 0xff, length);
  CHECK_OK(gimmik_part_pack(part, dtype, own, send, &error), &error);
  CHECK_OK(gimmik_exchange_post(exchange, send, receive, &error), &error);
  CHECK_FAILS(gimmik_exchange_post(exchange, send, receive, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "in flight");
  CHECK_OK(gimmik_part_dss_local(part, dtype, own, &error), &error);
  CHECK_OK(gimmik_exchange_wait(exchange, &error), &error);
  CHECK_FAILS(gimmik_exchange_wait(exchange, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "no exchange in flight");
  CHECK_OK(gimmik_part_unpack(part, dtype, send, receive, own, &error),
           &error);
  CHECK(!memcmp(once, again, bytes));
  CHECK(!memcmp(once, split, bytes));
  CHECK(!memcmp(once, own, bytes));
  double gap = case_worst_gap(part, once, dtype, want, magnitude);
  CHECK(gap <= 16.0);
  *out = malloc(bytes / (size_t)gimmik_dtype_size(dtype) * sizeof **out + 1);
  for (long long l = 0; l < gimmik_part_local_count(part); l++)
    (*out)[l] = dtype == GIMMIK_F32 ? ((float *)once)[l]
                                    : ((double *)once)[l];
  free(once);
  free(again);
  free(split);
  free(own);
  free(send);
  free(receive);
  CHECK_OK(gimmik_exchange_destroy(exchange, &error), &error);
}

static void check_case(const char *label, gimmik_mesh *mesh, int points,
                       gimmik_partition_method method,
                       gimmik_part_order order) {
  gimmik_partition_options options;
  gimmik_partition_options_init(&options);
  options.method = method;
  options.order = order;
  case_rank c;
  if (!case_rank_open(mesh, points, &options, 0xd55 + (unsigned)points, &c))
    return;
  for (int dtype = GIMMIK_F64; dtype <= GIMMIK_F32; dtype++) {
    double *result = NULL;
    sum_three_ways(c.part, (gimmik_dtype)dtype, c.whole, c.want,
                   c.magnitude, &result);
    if (result)
      case_copies_agree(MPI_COMM_WORLD, c.part, c.numbering, result);
    free(result);
  }
  gimmik_exchange_plan plan;
  gimmik_part_plan(c.part, &plan);
  if (rank == 0)
    printf("%-26s N=%d %d ranks: rank 0 holds %lld elements, %d interface "
           "nodes, %d neighbours\n", label, points, size,
           gimmik_part_elements(c.part), plan.interface_count,
           plan.neighbour_count);
  case_rank_close(&c);
}

/* Collective failures reach every rank, the failing rank named. */
static void test_errors(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = case_box(4, 3, 2, "none");
  gimmik_numbering *numbering = NULL, *finer = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 3, NULL, &numbering, &error), &error);
  CHECK_OK(gimmik_mesh_number(mesh, 4, NULL, &finer, &error), &error);
  gimmik_part *part = NULL;
  CHECK_OK(gimmik_parallel_part(MPI_COMM_WORLD, mesh, numbering, NULL, &part,
                                &error), &error);
  char expected[64];
  snprintf(expected, sizeof expected, "rank %d: gimmik_exchange_create: "
           "dtype 9", size - 1);
  gimmik_exchange *exchange = NULL;
  CHECK_FAILS(gimmik_exchange_create(
                  MPI_COMM_WORLD, part,
                  rank == size - 1 ? (gimmik_dtype)9 : GIMMIK_F64, &exchange,
                  &error),
              &error, GIMMIK_ERROR_ARGUMENT, expected);
  CHECK(exchange == NULL);
  CHECK_OK(gimmik_exchange_destroy(NULL, &error), &error);
  /* A part of the finer numbering on the last rank: its neighbours
   * expect other nodes. */
  int *owner = malloc(24 * sizeof *owner);
  CHECK_OK(gimmik_parallel_partition(MPI_COMM_WORLD, mesh, NULL, owner,
                                     &error), &error);
  gimmik_part *odd = NULL;
  CHECK_OK(gimmik_part_create(mesh, rank == size - 1 ? finer : numbering,
                              size, owner, rank, GIMMIK_PART_ORDER_AUTO,
                              &odd, &error), &error);
  if (size > 1) {
    CHECK_FAILS(gimmik_exchange_create(MPI_COMM_WORLD, odd, GIMMIK_F64,
                                       &exchange, &error),
                &error, GIMMIK_ERROR_ARGUMENT, "different meshes, numberings");
    /* Another mesh on the last rank. */
    gimmik_mesh *other = case_box(4, 3, 2, rank == size - 1 ? "smooth"
                                                            : "none");
    CHECK_FAILS(gimmik_parallel_partition(MPI_COMM_WORLD, other, NULL, owner,
                                          &error),
                &error, GIMMIK_ERROR_ARGUMENT, "different meshes");
    gimmik_mesh_destroy(other);
  }
  /* More ranks than elements: refused on every rank alike. */
  gimmik_mesh *tiny = case_box(1, 1, 1, "none");
  if (size > 1)
    CHECK_FAILS(gimmik_parallel_partition(MPI_COMM_WORLD, tiny, NULL, owner,
                                          &error),
                &error, GIMMIK_ERROR_ARGUMENT, "rank 0: parts = ");
  gimmik_mesh_destroy(tiny);
  free(owner);
  gimmik_part_destroy(odd);
  gimmik_part_destroy(part);
  gimmik_numbering_destroy(numbering);
  gimmik_numbering_destroy(finer);
  gimmik_mesh_destroy(mesh);
}

static void test_node(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  int local_rank = -1, local_size = -1;
  CHECK_OK(gimmik_parallel_local_rank(MPI_COMM_WORLD, &local_rank,
                                      &local_size, &error), &error);
  /* mpiexec here starts every rank on this one machine. */
  CHECK(local_rank == rank && local_size == size);
  if (rank == 0)
    printf("MPI library takes CUDA memory: %s\n",
           gimmik_parallel_cuda_aware() ? "yes" : "no");
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  check_case("box 4x3x2 bricks", case_box(4, 3, 2, "smooth"), 3,
             GIMMIK_PARTITION_AUTO, GIMMIK_PART_ORDER_AUTO);
  check_case("box 6x2x2 bricks, edge", case_box(6, 2, 2, "none"), 4,
             GIMMIK_PARTITION_AUTO, GIMMIK_PART_ORDER_BOUNDARY_FIRST);
  check_case("box 3x3x3 graph", case_box(3, 3, 3, "none"), 3,
             GIMMIK_PARTITION_GRAPH, GIMMIK_PART_ORDER_AUTO);
  gimmik_mesh *gmsh = case_gmsh();
  if (gmsh)
    check_case("gmsh subdivided graph", gmsh, 3, GIMMIK_PARTITION_AUTO,
               GIMMIK_PART_ORDER_AUTO);
  test_errors();
  test_node();
  return case_finish("test_parallel_dss");
}
