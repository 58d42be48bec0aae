/*
 * test_part_device.c: the device side of a part (gimmik/parallel.h) in
 * one process, without MPI.  For every part of box bricks, a box's graph
 * and the Gmsh fixture, gimmik_part_dss_create's kernels against the
 * host's: pack gives gimmik_part_pack's bits; the local DSS gives
 * gimmik_part_dss_local's bits under gather-scatter; unpack, from the
 * host's send buffer and the receive buffer passed by hand, into a field
 * whose interface copies are NaN, gives gimmik_part_unpack's bits there
 * and leaves the rest alone.  The whole DSS then matches the host's
 * (gather-scatter) or the single-rank one to rounding (the structured
 * DSS sums in another order); element-major and blocked, f64 and f32.
 * usage: test_part_device c | opencl   (77: no such device here)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/device.h"
#include "parallel_cases.h"
#include "scratch_context.h"

static gimmik_context *context;

/* One part's host side: its field, sent and received values, the host
 * DSS's result. */
typedef struct host_side {
  void *field, *local, *result;
  char *send, *receive;
  int length;
} host_side;

/* Every part's host side from `whole`. */
static host_side *host_sides(gimmik_part *const *parts, int count,
                             const double *whole, gimmik_dtype dtype) {
  gimmik_error error;
  gimmik_error_init(&error);
  size_t size = (size_t)gimmik_dtype_size(dtype);
  host_side *sides = calloc((size_t)count, sizeof *sides);
  char **sends = calloc((size_t)count, sizeof *sends);
  char **receives = calloc((size_t)count, sizeof *receives);
  for (int r = 0; r < count; r++) {
    host_side *side = &sides[r];
    gimmik_exchange_plan plan;
    gimmik_part_plan(parts[r], &plan);
    side->length = plan.buffer_offsets[plan.neighbour_count];
    side->field = case_restrict(parts[r], whole, dtype);
    side->local = case_restrict(parts[r], whole, dtype);
    side->result = case_restrict(parts[r], whole, dtype);
    sends[r] = side->send = calloc((size_t)side->length + 1, size);
    receives[r] = side->receive = calloc((size_t)side->length + 1, size);
    CHECK_OK(gimmik_part_pack(parts[r], dtype, side->field, side->send,
                              &error), &error);
    CHECK_OK(gimmik_part_dss_local(parts[r], dtype, side->local, &error),
             &error);
  }
  case_pass_buffers(parts, count, sends, receives, size);
  for (int r = 0; r < count; r++) {
    size_t bytes = (size_t)gimmik_part_local_count(parts[r]) * size;
    memcpy(sides[r].result, sides[r].local, bytes);
    CHECK_OK(gimmik_part_unpack(parts[r], dtype, sides[r].send,
                                sides[r].receive, sides[r].result, &error),
             &error);
  }
  free(sends);
  free(receives);
  return sides;
}

static void free_sides(host_side *sides, int count) {
  for (int r = 0; r < count; r++) {
    free(sides[r].field);
    free(sides[r].local);
    free(sides[r].result);
    free(sides[r].send);
    free(sides[r].receive);
  }
  free(sides);
}

/* One part on the device against its host side; its gap to the
 * single-rank DSS into *gap. */
static void check_part(const gimmik_part *part, const host_side *side,
                       const gimmik_dss_options *options, const double *want,
                       const double *magnitude, double *gap) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_dtype dtype = options->dtype;
  int block = options->layout_block;
  size_t size = (size_t)gimmik_dtype_size(dtype);
  size_t bytes = (size_t)gimmik_part_local_count(part) * size;
  gimmik_dss *dss = NULL;
  CHECK_OK(gimmik_part_dss_create(context, part, options, &dss, &error),
           &error);
  if (!dss) return;
  int gathers = gimmik_dss_kernel(dss, 0) &&
                gimmik_dss_kernel(dss, 0)->axis == GIMMIK_DSS_GATHER;
  CHECK(gimmik_dss_buffer_values(dss) == side->length);
  void *field = case_upload(context, part, side->field, dtype, block);
  void *buffers = NULL;
  void *got = malloc(bytes + 1);
  char *sent = malloc(2 * ((size_t)side->length + 1) * size);
  if (side->length > 0) {
    size_t length = (size_t)side->length * size;
    CHECK_OK(gimmik_memory_alloc(context, 2 * length, &buffers, &error),
             &error);
    CHECK_OK(gimmik_dss_pack(dss, field, buffers, NULL, &error), &error);
    CHECK_OK(gimmik_memory_read(context, buffers, 0, length, sent, NULL,
                                &error), &error);
    CHECK(!memcmp(sent, side->send, length));
    memcpy(sent + length, side->receive, length);
    CHECK_OK(gimmik_memory_write(context, buffers, 0, 2 * length, sent, NULL,
                                 &error), &error);
  }
  CHECK_OK(gimmik_dss_apply(dss, field, NULL, &error), &error);
  case_download(context, part, field, dtype, block, got);
  if (gathers) CHECK(!memcmp(got, side->local, bytes));
  case_poison_interface(part, dtype, got);
  CHECK_OK(gimmik_memory_free(context, field, &error), &error);
  field = case_upload(context, part, got, dtype, block);
  CHECK_OK(gimmik_dss_unpack(dss, buffers, field, NULL, &error), &error);
  case_download(context, part, field, dtype, block, got);
  CHECK(case_interface_same(part, got, side->result, dtype));
  if (gathers) CHECK(!memcmp(got, side->result, bytes));
  double part_gap = case_worst_gap(part, got, dtype, want, magnitude);
  if (!(part_gap <= *gap)) *gap = part_gap;
  CHECK_OK(gimmik_memory_free(context, field, &error), &error);
  CHECK_OK(gimmik_memory_free(context, buffers, &error), &error);
  CHECK_OK(gimmik_dss_destroy(dss, &error), &error);
  free(got);
  free(sent);
}

static void check_split(const char *label, const gimmik_mesh *mesh,
                        int points, int count,
                        const gimmik_partition_options *partition,
                        gimmik_dss_method method, int block) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, points, NULL, &numbering, &error),
           &error);
  long long elements = gimmik_mesh_elements(mesh);
  int *owner = malloc((size_t)elements * sizeof *owner);
  CHECK_OK(gimmik_partition_mesh(mesh, count, partition, owner, &error),
           &error);
  gimmik_part **parts = calloc((size_t)count, sizeof *parts);
  for (int r = 0; r < count; r++)
    CHECK_OK(gimmik_part_create(mesh, numbering, count, owner, r,
                                partition->order, &parts[r], &error),
             &error);
  if (check_failures) return;
  double *whole = case_random_field(gimmik_numbering_local_count(numbering),
                                    0xde71ce + (unsigned)count);
  double *want, *magnitude;
  case_reference_dss(numbering, whole, &want, &magnitude);
  for (int dtype = GIMMIK_F64; dtype <= GIMMIK_F32; dtype++) {
    gimmik_dss_options options;
    gimmik_dss_options_init(&options);
    options.dtype = (gimmik_dtype)dtype;
    options.method = method;
    options.layout_block = block;
    host_side *sides = host_sides(parts, count, whole, options.dtype);
    double gap = 0.0;
    for (int r = 0; r < count; r++)
      check_part(parts[r], &sides[r], &options, want, magnitude, &gap);
    /* A sum of m terms in another order: within m eps of the magnitudes. */
    CHECK(gap <= 16.0);
    printf("%-26s N=%d %d parts, B=%d %s: worst %.1f eps of the "
           "single-rank DSS\n", label, points, count, block,
           gimmik_dtype_name(options.dtype), gap);
    free_sides(sides, count);
  }
  for (int r = 0; r < count; r++) gimmik_part_destroy(parts[r]);
  free(parts);
  free(owner);
  free(whole);
  free(want);
  free(magnitude);
  gimmik_numbering_destroy(numbering);
}

static void test_splits(void) {
  gimmik_partition_options options;
  gimmik_partition_options_init(&options);
  gimmik_mesh *box = case_box(4, 3, 2, "smooth");
  check_split("box 4x3x2 bricks", box, 3, 4, &options, GIMMIK_DSS_AUTO, 0);
  check_split("box 4x3x2 bricks, cascade", box, 3, 2, &options,
              GIMMIK_DSS_CASCADE, 4);
  check_split("box 4x3x2 bricks, gather", box, 4, 3, &options,
              GIMMIK_DSS_GATHER_SCATTER, 2);
  options.method = GIMMIK_PARTITION_GRAPH;
  check_split("box 4x3x2 graph", box, 3, 5, &options, GIMMIK_DSS_AUTO, 0);
  gimmik_mesh_destroy(box);
  gimmik_partition_options_init(&options);
  gimmik_mesh *gmsh = case_gmsh();
  if (gmsh)
    check_split("gmsh subdivided", gmsh, 3, 3, &options, GIMMIK_DSS_AUTO, 4);
  gimmik_mesh_destroy(gmsh);
}

/* The structured DSS needs a part that is a box. */
static void test_errors(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *box = case_box(3, 3, 2, "none");
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(box, 2, NULL, &numbering, &error), &error);
  gimmik_partition_options partition;
  gimmik_partition_options_init(&partition);
  partition.method = GIMMIK_PARTITION_GRAPH;
  int owner[18];
  CHECK_OK(gimmik_partition_mesh(box, 2, &partition, owner, &error), &error);
  gimmik_part *part = NULL;
  CHECK_OK(gimmik_part_create(box, numbering, 2, owner, 0,
                              GIMMIK_PART_ORDER_BOUNDARY_FIRST, &part,
                              &error), &error);
  gimmik_dss_options options;
  gimmik_dss_options_init(&options);
  options.method = GIMMIK_DSS_DIRECT;
  gimmik_dss *dss = NULL;
  CHECK_FAILS(gimmik_part_dss_create(context, part, &options, &dss, &error),
              &error, GIMMIK_ERROR_UNSUPPORTED, "needs a box");
  CHECK_FAILS(gimmik_part_dss_create(context, NULL, &options, &dss, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "part must not be NULL");
  CHECK(dss == NULL);
  gimmik_part_destroy(part);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(box);
}

int main(int argc, char **argv) {
  gimmik_backend backend;
  scratch_context scratch;
  int started = scratch_context_from_arguments(argc, argv, &backend, &scratch);
  if (started) return started;
  context = scratch.context;
  test_splits();
  test_errors();
  scratch_context_close(&scratch);
  return check_finish("test_part_device");
}
