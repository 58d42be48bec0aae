/*
 * parallel_dss_bench.c: the distributed DSS on device fields
 * (gimmik/parallel.h) across MPI ranks, one device a rank (device
 * local_rank % --devices).  Weak scaling: a box of E^3 elements a rank,
 * the ranks' bricks side by side; strong: one box of E^3 elements split
 * into bricks.  Each rank first checks the device DSS against the host
 * exchange (the interface copies the same bits, the others within
 * rounding), then times, each the median of --repeat runs:
 *   local     the part's local DSS (device timer)
 *   pack      the pack kernel (device timer)
 *   transfer  what the exchange moves between pack and unpack: the send
 *             buffer to the host and the receive buffer back when staged,
 *             and the messages (wall clock, the ranks started together)
 *   unpack    the unpack kernel (device timer)
 *   whole     gimmik_exchange_dss_device, the local DSS overlapping the
 *             messages, until the stream is done (wall clock, together)
 * Printed by rank 0: the largest median over the ranks of each, and the
 * lowest GB/s over the ranks of the fewest bytes of each rank's part:
 * the local DSS's (gimmik_dss_bytes); pack reading each position's
 * copies and writing the position, unpack reading each node's sources
 * and writing its copies, both with their 32-bit indices; the transfer's
 * values sent and received; the whole the sum of the device's three.
 * Also one CSV line.  A failure on any rank aborts the run.
 *
 * usage: mpiexec -n R parallel_dss_bench [--backend cuda|opencl|c]
 *          [--points N] [--elements E] [--scaling weak|strong]
 *          [--dtype f64|f32] [--repeat R] [--devices D]
 *          [--transport auto|device|staged] [--method auto|direct|cascade|
 *          gather] [--layout-block B]
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gimmik/device.h"
#include "gimmik/parallel.h"
#include "random.h"

static int rank, size;

typedef struct options {
  gimmik_backend backend;
  int points, elements, strong, repeat, devices, block;
  gimmik_dtype dtype;
  gimmik_transport transport;
  gimmik_dss_method method;
} options;

static int word(const char *value, const char *const *words, int count,
                int *out) {
  for (int i = 0; i < count; i++)
    if (!strcmp(value, words[i])) {
      *out = i;
      return 1;
    }
  return 0;
}

static int parse_one(const char *name, const char *value, options *o) {
  static const char *const scalings[] = {"weak", "strong"};
  static const char *const transports[] = {"auto", "device", "staged"};
  static const char *const methods[] = {"auto", "cascade", "gather",
                                        "direct"};
  gimmik_error error;
  gimmik_error_init(&error);
  int chosen = 0;
  if (!strcmp(name, "--backend"))
    return gimmik_backend_parse(value, &o->backend, &error) == GIMMIK_OK;
  if (!strcmp(name, "--dtype"))
    return gimmik_dtype_parse(value, &o->dtype, &error) == GIMMIK_OK;
  if (!strcmp(name, "--points")) return (o->points = atoi(value)) >= 2;
  if (!strcmp(name, "--elements")) return (o->elements = atoi(value)) >= 1;
  if (!strcmp(name, "--repeat")) return (o->repeat = atoi(value)) >= 1;
  if (!strcmp(name, "--devices")) return (o->devices = atoi(value)) >= 1;
  if (!strcmp(name, "--layout-block")) return (o->block = atoi(value)) >= 0;
  if (!strcmp(name, "--scaling") && word(value, scalings, 2, &chosen))
    return (o->strong = chosen), 1;
  if (!strcmp(name, "--transport") && word(value, transports, 3, &chosen))
    return (o->transport = (gimmik_transport)chosen), 1;
  if (!strcmp(name, "--method") && word(value, methods, 4, &chosen))
    return (o->method = (gimmik_dss_method)chosen), 1;
  return 0;
}

static int parse(int argc, char **argv, options *o) {
  memset(o, 0, sizeof *o);
  o->backend = GIMMIK_BACKEND_CUDA;
  o->points = 8;
  o->elements = 40;
  o->repeat = 50;
  o->dtype = GIMMIK_F64;
  for (int i = 1; i + 1 < argc; i += 2)
    if (!parse_one(argv[i], argv[i + 1], o)) return 0;
  return argc % 2 == 1 && o->points <= 16;
}

/* ---- set-up ------------------------------------------------------------- */

/* This rank's context: device local_rank % devices (all local ranks
 * apart when devices is 0); on OpenCL and C the first device. */
static gimmik_status open_context(const options *o, gimmik_context **context,
                                  char device[16], gimmik_error *error) {
  int local_rank = 0, local_size = 1;
  gimmik_status status = gimmik_parallel_local_rank(
      MPI_COMM_WORLD, &local_rank, &local_size, error);
  if (status != GIMMIK_OK) return status;
  snprintf(device, 16, "%d",
           o->devices ? local_rank % o->devices : local_rank);
  gimmik_context_options context_options;
  gimmik_context_options_init(&context_options);
  context_options.backend = o->backend;
  context_options.device = o->backend == GIMMIK_BACKEND_CUDA ? device : NULL;
  return gimmik_context_create(&context_options, context, error);
}

/* The box and the bricks: weak, E^3 elements a rank in the bricks that
 * split a cube of ranks best; strong, E^3 elements. */
static gimmik_status make_box(const options *o, gimmik_mesh **mesh,
                              gimmik_partition_options *partition,
                              gimmik_error *error) {
  gimmik_partition_options_init(partition);
  partition->method = GIMMIK_PARTITION_BRICKS;
  gimmik_box_options box;
  gimmik_box_options_init(&box);
  for (int a = 0; a < 3; a++) box.elements[a] = o->elements;
  if (!o->strong) {
    const int cube[3] = {size, size, size};
    gimmik_status status =
        gimmik_partition_bricks(cube, size, partition->bricks, error);
    if (status != GIMMIK_OK) return status;
    for (int a = 0; a < 3; a++) box.elements[a] *= partition->bricks[a];
  }
  return gimmik_mesh_create_box(&box, mesh, error);
}

/* ---- the fewest bytes --------------------------------------------------- */

typedef struct stage_bytes {
  double local, pack, unpack, transfer;
} stage_bytes;

static stage_bytes count_bytes(const gimmik_part *part, gimmik_dss *dss,
                         gimmik_dtype dtype) {
  gimmik_exchange_plan plan;
  gimmik_part_plan(part, &plan);
  double value = gimmik_dtype_size(dtype), index = 4.0;
  int length = plan.buffer_offsets[plan.neighbour_count];
  double packed = 0.0; /* copies read by pack */
  for (int p = 0; p < length; p++) {
    int i = plan.buffer_nodes[p];
    packed += plan.copy_offsets[i + 1] - plan.copy_offsets[i];
  }
  double copies = plan.copy_offsets[plan.interface_count];
  double sources = plan.sum_offsets[plan.interface_count];
  stage_bytes b;
  b.local = gimmik_dss_bytes(dss);
  b.pack = value * (packed + length) + index * (3.0 * length + packed);
  b.unpack = value * (sources + copies) +
             index * (4.0 * plan.interface_count + sources + copies);
  b.transfer = 2.0 * value * length;
  return b;
}

/* ---- the check ---------------------------------------------------------- */

/* Where element-major local index l lies in the layout of blocks of
 * `block` elements. */
static long long layout_at(long long l, long long nodes, long long block) {
  if (block == 0) return l;
  long long e = l / nodes;
  return (e / block * nodes + l % nodes) * block + e % block;
}

static double value_at(gimmik_dtype dtype, const void *array, long long i) {
  return dtype == GIMMIK_F32 ? ((const float *)array)[i]
                             : ((const double *)array)[i];
}

/* The device's result (`layout`, the field's layout) against the host's
 * (`mine`, element-major): whether the interface copies hold the same
 * bits, and the largest difference. */
static int compare(const gimmik_part *part, const options *o,
                   const unsigned char *layout, const unsigned char *mine,
                   double *worst) {
  long long nodes = (long long)o->points * o->points * o->points;
  size_t value = (size_t)gimmik_dtype_size(o->dtype);
  gimmik_exchange_plan plan;
  gimmik_part_plan(part, &plan);
  int same = 1;
  for (int c = 0; c < plan.copy_offsets[plan.interface_count]; c++) {
    long long l = plan.copies[c];
    same &= !memcmp(layout + (size_t)layout_at(l, nodes, o->block) * value,
                    mine + (size_t)l * value, value);
  }
  *worst = 0.0;
  for (long long l = 0; l < gimmik_part_local_count(part); l++) {
    double gap = fabs(value_at(o->dtype, layout,
                               layout_at(l, nodes, o->block)) -
                      value_at(o->dtype, mine, l));
    if (!(gap <= *worst)) *worst = gap;
  }
  return same;
}

/* One device DSS of random values against the host exchange: the
 * interface copies the same bits, every value within rounding; then the
 * field is zeroed for the timings (repeated DSS would overflow). */
static int check(gimmik_context *context, gimmik_exchange *exchange,
                 const gimmik_part *part, const options *o, void *field,
                 gimmik_error *error) {
  long long local = gimmik_part_local_count(part);
  long long count =
      gimmik_dss_field_values(gimmik_exchange_local_dss(exchange));
  long long nodes = (long long)o->points * o->points * o->points;
  size_t value = (size_t)gimmik_dtype_size(o->dtype);
  unsigned char *layout = calloc((size_t)count + 1, value);
  unsigned char *mine = malloc(((size_t)local + 1) * value);
  uint64_t state = 17 + (uint64_t)rank;
  for (long long l = 0; layout && mine && l < local; l++) {
    double v = gimmik_random_nonzero(&state);
    if (o->dtype == GIMMIK_F32) ((float *)mine)[l] = (float)v;
    else ((double *)mine)[l] = v;
    memcpy(layout + (size_t)layout_at(l, nodes, o->block) * value,
           mine + (size_t)l * value, value);
  }
  gimmik_exchange *on_host = NULL;
  gimmik_status status = layout && mine ? GIMMIK_OK : GIMMIK_ERROR_MEMORY;
  if (status == GIMMIK_OK)
    status = gimmik_exchange_create(MPI_COMM_WORLD, part, o->dtype,
                                    &on_host, error);
  if (status == GIMMIK_OK) status = gimmik_exchange_dss(on_host, mine, error);
  gimmik_exchange_destroy(on_host, NULL);
  size_t bytes = (size_t)count * value;
  if (status == GIMMIK_OK)
    status = gimmik_memory_write(context, field, 0, bytes, layout, NULL,
                                 error);
  if (status == GIMMIK_OK)
    status = gimmik_exchange_dss_device(exchange, field, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_read(context, field, 0, bytes, layout, NULL,
                                error);
  double worst = 0.0;
  int same = status == GIMMIK_OK && compare(part, o, layout, mine, &worst);
  double tolerance = o->dtype == GIMMIK_F64 ? 1e-13 : 4e-6;
  int ok = same && worst <= tolerance, all = 0;
  if (status == GIMMIK_OK) {
    memset(layout, 0, bytes);
    status = gimmik_memory_write(context, field, 0, bytes, layout, NULL,
                                 error);
  }
  free(layout);
  free(mine);
  if (status != GIMMIK_OK)
    fprintf(stderr, "rank %d: %s\n", rank, error->message);
  else if (!ok)
    fprintf(stderr, "rank %d: the device DSS differs from the host's: "
            "interface copies %s, worst %.1e\n", rank,
            same ? "the same" : "DIFFER", worst);
  MPI_Allreduce(&ok, &all, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  return all;
}

/* ---- the timings -------------------------------------------------------- */

typedef struct timed {
  gimmik_context *context;
  gimmik_exchange *exchange;
  gimmik_dss *dss;
  void *field, *buffers;  /* the field; 2L values: send, receive */
  void *stage;            /* 2L values of host memory, staged */
  size_t length;          /* bytes of L values */
  int staged;
} timed;

static gimmik_status run_local(void *data, void *stream,
                               gimmik_error *error) {
  timed *t = data;
  return gimmik_dss_apply(t->dss, t->field, stream, error);
}

static gimmik_status run_pack(void *data, void *stream, gimmik_error *error) {
  timed *t = data;
  return gimmik_dss_pack(t->dss, t->field, t->buffers, stream, error);
}

static gimmik_status run_unpack(void *data, void *stream,
                                gimmik_error *error) {
  timed *t = data;
  return gimmik_dss_unpack(t->dss, t->buffers, t->field, stream, error);
}

/* What the exchange moves between pack and unpack. */
static gimmik_status run_transfer(timed *t, gimmik_error *error) {
  char *send = t->staged ? t->stage : t->buffers;
  gimmik_status status = GIMMIK_OK;
  if (t->staged && t->length)
    status = gimmik_memory_read(t->context, t->buffers, 0, t->length,
                                t->stage, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_exchange_post(t->exchange, send,
                                  send ? send + t->length : NULL, error);
  if (status == GIMMIK_OK) status = gimmik_exchange_wait(t->exchange, error);
  if (status == GIMMIK_OK && t->staged && t->length)
    status = gimmik_memory_write(t->context, t->buffers, t->length,
                                 t->length, (char *)t->stage + t->length,
                                 NULL, error);
  return status;
}

static gimmik_status run_whole(timed *t, gimmik_error *error) {
  gimmik_status status =
      gimmik_exchange_dss_device(t->exchange, t->field, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_context_synchronize(t->context, NULL, error);
  return status;
}

static int ascending(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* The median wall time of `step`, every run started by all ranks
 * together, after 3 untimed runs. */
static gimmik_status wall_time(gimmik_status (*step)(timed *, gimmik_error *),
                               timed *t, int repeat, double *milliseconds,
                               gimmik_error *error) {
  double *runs = malloc((size_t)repeat * sizeof *runs);
  gimmik_status status = runs ? GIMMIK_OK : GIMMIK_ERROR_MEMORY;
  for (int r = -3; status == GIMMIK_OK && r < repeat; r++) {
    MPI_Barrier(MPI_COMM_WORLD);
    double start = MPI_Wtime();
    status = step(t, error);
    if (r >= 0) runs[r] = 1e3 * (MPI_Wtime() - start);
  }
  if (status == GIMMIK_OK) {
    qsort(runs, (size_t)repeat, sizeof *runs, ascending);
    *milliseconds = runs[repeat / 2];
  }
  free(runs);
  return status;
}

enum { LOCAL, PACK, TRANSFER, UNPACK, WHOLE, STAGES };

static gimmik_status time_stages(timed *t, int repeat, double ms[STAGES],
                                 gimmik_error *error) {
  gimmik_timed_call calls[] = {run_local, run_pack, NULL, run_unpack};
  gimmik_status status = GIMMIK_OK;
  for (int s = LOCAL; s <= UNPACK && status == GIMMIK_OK; s++) {
    ms[s] = 0.0;
    if (!calls[s] || (s != LOCAL && !t->length)) continue;
    gimmik_timing timing;
    status = gimmik_context_time(t->context, NULL, calls[s], t, 3, repeat,
                                 &timing, error);
    ms[s] = timing.median_milliseconds;
  }
  if (status == GIMMIK_OK)
    status = wall_time(run_transfer, t, repeat, &ms[TRANSFER], error);
  if (status == GIMMIK_OK)
    status = wall_time(run_whole, t, repeat, &ms[WHOLE], error);
  return status;
}

/* ---- the report --------------------------------------------------------- */

static void print_devices(gimmik_context *context, const char *device,
                          const gimmik_part *part) {
  char mine[160], *all = rank == 0 ? malloc(160 * (size_t)size) : NULL;
  gimmik_exchange_plan plan;
  gimmik_part_plan(part, &plan);
  snprintf(mine, sizeof mine, "device %s, %s; %lld elements, %d interface "
           "nodes, %d neighbours",
           gimmik_context_backend(context) == GIMMIK_BACKEND_CUDA ? device
                                                                   : "-",
           gimmik_context_device_name(context), gimmik_part_elements(part),
           plan.interface_count, plan.neighbour_count);
  MPI_Gather(mine, 160, MPI_CHAR, all, 160, MPI_CHAR, 0, MPI_COMM_WORLD);
  for (int r = 0; rank == 0 && r < size; r++)
    printf("  rank %d: %s\n", r, all + 160 * r);
  free(all);
}

static void report(const options *o, const double ms[STAGES],
                   const stage_bytes *b, const char *transport,
                   const char *local) {
  static const char *const names[] = {"local", "pack", "transfer", "unpack",
                                      "whole"};
  double mine[2 * STAGES], slowest[2 * STAGES];
  const double moved[] = {b->local, b->pack, b->transfer, b->unpack,
                          b->local + b->pack + b->unpack};
  for (int s = 0; s < STAGES; s++) {
    mine[s] = ms[s];
    /* GB/s negated, so that MPI_MAX finds the lowest. */
    mine[STAGES + s] = ms[s] > 0.0 ? -moved[s] / (ms[s] * 1e6) : 0.0;
  }
  MPI_Reduce(mine, slowest, 2 * STAGES, MPI_DOUBLE, MPI_MAX, 0,
             MPI_COMM_WORLD);
  if (rank != 0) return;
  printf("%-9s %12s %10s  (the slowest rank's; local DSS: %s)\n", "stage",
         "median ms", "GB/s", local);
  for (int s = 0; s < STAGES; s++)
    printf("%-9s %12.4f %10.1f\n", names[s], slowest[s],
           0.0 - slowest[STAGES + s]);
  double parts = slowest[LOCAL] + slowest[PACK] + slowest[TRANSFER] +
                 slowest[UNPACK];
  printf("the four in turn: %.4f ms; the whole, the local DSS overlapping "
         "the transfer: %.4f ms (%+.4f ms)\n", parts, slowest[WHOLE],
         slowest[WHOLE] - parts);
  printf("csv,ranks,scaling,elements,points,dtype,transport,cuda_aware,"
         "local_ms,pack_ms,transfer_ms,unpack_ms,whole_ms,local_gbs,"
         "pack_gbs,transfer_gbs,unpack_gbs,whole_gbs\n");
  printf("csv,%d,%s,%d,%d,%s,%s,%d", size, o->strong ? "strong" : "weak",
         o->elements, o->points, gimmik_dtype_name(o->dtype), transport,
         gimmik_parallel_cuda_aware());
  for (int s = 0; s < 2 * STAGES; s++)
    printf(",%.6g", s < STAGES ? slowest[s] : 0.0 - slowest[s]);
  printf("\n");
}

/* ---- main --------------------------------------------------------------- */

static void fail(const char *what, const gimmik_error *error) {
  fprintf(stderr, "parallel_dss_bench: rank %d: %s: %s\n", rank, what,
          error->message);
  MPI_Abort(MPI_COMM_WORLD, 1);
}

static void print_setup(const options *o, const gimmik_mesh *mesh,
                        const gimmik_partition_options *partition,
                        gimmik_transport transport) {
  int box[3] = {0, 0, 0}, bricks[3];
  gimmik_mesh_is_box(mesh, box);
  memcpy(bricks, partition->bricks, sizeof bricks);
  if (!bricks[0] && gimmik_partition_bricks(box, size, bricks, NULL))
    bricks[0] = bricks[1] = bricks[2] = 0;
  if (rank != 0) return;
  printf("parallel_dss_bench: %d rank%s, %s scaling: %d^3 elements%s (box "
         "%dx%dx%d in %dx%dx%d bricks), N = %d, %s, layout block %d\n",
         size, size > 1 ? "s" : "", o->strong ? "strong" : "weak",
         o->elements, o->strong ? " in all" : " a rank", box[0], box[1],
         box[2], bricks[0], bricks[1], bricks[2], o->points,
         gimmik_dtype_name(o->dtype), o->block);
  printf("MPI takes CUDA memory (CUDA-aware): %s; transport: %s\n",
         gimmik_parallel_cuda_aware() ? "yes" : "no",
         transport == GIMMIK_TRANSPORT_DEVICE
             ? "device buffers, MPI reads them directly"
             : "staged through host memory");
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  options o;
  if (!parse(argc, argv, &o)) {
    if (rank == 0)
      fprintf(stderr, "usage: parallel_dss_bench [--backend cuda|opencl|c] "
              "[--points N] [--elements E] [--scaling weak|strong] "
              "[--dtype f64|f32] [--repeat R] [--devices D] "
              "[--transport auto|device|staged] "
              "[--method auto|direct|cascade|gather] [--layout-block B]\n");
    MPI_Finalize();
    return 2;
  }
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_context *context = NULL;
  gimmik_mesh *mesh = NULL;
  gimmik_numbering *numbering = NULL;
  gimmik_part *part = NULL;
  gimmik_partition_options partition;
  char device[16];
  if (open_context(&o, &context, device, &error)) fail("context", &error);
  if (make_box(&o, &mesh, &partition, &error)) fail("box", &error);
  if (gimmik_mesh_number(mesh, o.points, NULL, &numbering, &error))
    fail("numbering", &error);
  if (gimmik_parallel_part(MPI_COMM_WORLD, mesh, numbering, &partition,
                           &part, &error))
    fail("part", &error);
  gimmik_numbering_destroy(numbering);
  gimmik_dss_options dss_options;
  gimmik_dss_options_init(&dss_options);
  dss_options.dtype = o.dtype;
  dss_options.method = o.method;
  dss_options.layout_block = o.block;
  timed t = {context, NULL, NULL, NULL, NULL, NULL, 0, 0};
  if (gimmik_exchange_create_device(MPI_COMM_WORLD, context, part,
                                    &dss_options, o.transport, &t.exchange,
                                    &error))
    fail("exchange", &error);
  gimmik_transport transport = gimmik_exchange_transport(t.exchange);
  print_setup(&o, mesh, &partition, transport);
  print_devices(context, device, part);
  t.dss = gimmik_exchange_local_dss(t.exchange);
  t.staged = transport == GIMMIK_TRANSPORT_STAGED;
  t.length = (size_t)gimmik_dss_buffer_values(t.dss) *
             (size_t)gimmik_dtype_size(o.dtype);
  size_t field_bytes = (size_t)gimmik_dss_field_values(t.dss) *
                       (size_t)gimmik_dtype_size(o.dtype);
  if (gimmik_memory_alloc(context, field_bytes, &t.field, &error) ||
      gimmik_memory_alloc(context, 2 * t.length + 1, &t.buffers, &error))
    fail("memory", &error);
  t.stage = malloc(2 * t.length + 1);
  if (!check(context, t.exchange, part, &o, t.field, &error)) {
    MPI_Finalize();
    return 1;
  }
  if (rank == 0)
    printf("checked: the device DSS against the host exchange on random "
           "values\n");
  double ms[STAGES];
  if (time_stages(&t, o.repeat, ms, &error)) fail("timing", &error);
  stage_bytes b = count_bytes(part, t.dss, o.dtype);
  const gimmik_kernel_info *local = gimmik_dss_kernel(t.dss, 0);
  report(&o, ms, &b, t.staged ? "staged" : "device",
         local ? local->variant : "none");
  free(t.stage);
  gimmik_memory_free(context, t.field, NULL);
  gimmik_memory_free(context, t.buffers, NULL);
  gimmik_exchange_destroy(t.exchange, NULL);
  gimmik_part_destroy(part);
  gimmik_mesh_destroy(mesh);
  gimmik_context_destroy(context, NULL);
  MPI_Finalize();
  return 0;
}
