/*
 * gimmik/parallel.h: a mesh split across MPI ranks (docs/parallel.md).
 * Declared here, defined in libgimmik_parallel, which links libgimmik,
 * MPI and METIS; it exists only where the build found MPI
 * (GIMMIK_PARALLEL in gimmikConfig.cmake, gimmik_parallel.pc).
 *
 * Partition.  Each element of a mesh (gimmik/mesh.h) gets an owner, the
 * part (rank) 0..P-1 that stores it: a box splits into Px x Py x Pz
 * bricks (part px + Px*(py + Py*pz), each axis cut into runs of
 * elements whose lengths differ by at most one), any mesh into P parts of
 * its element graph (elements joined by a shared face) by METIS with a
 * fixed seed, so the same mesh and P give the same owners.
 *
 * Part.  What one rank holds: its elements (a local order, their global
 * numbers, their vertices in the layout of gimmik/hex_mesh.h) and the
 * numbering of gimmik/mesh.h restricted to them, node (i, j, k) of local
 * element e at local index e*N^3 + i + N*j + N*N*k:
 *   - the global id of each local node, the same as the whole mesh's
 *     numbering gives it, so a field compares with a single-rank one;
 *   - the Dirichlet mask, and the multiplicity: copies on all ranks;
 *   - the local lists: nodes held by this rank alone with more than one
 *     local copy, in ascending global id, each with its copies in
 *     ascending local index (CSR, as gimmik/mesh.h's lists);
 *   - the exchange plan for the interface nodes, those also held by
 *     another rank (gimmik_exchange_plan below).
 * Every array of the plan and the local lists holds 32-bit indices, so a
 * device can take them as they are; a part refuses more than INT_MAX
 * local nodes.  A part is built from the whole mesh and its numbering,
 * which every rank holds (docs/parallel.md says why and what it costs).
 *
 * Distributed DSS.  Every copy of a node, on every rank, becomes the sum
 * of all its copies, the same bits on every rank:
 *   pack    for each interface node, the partial sum of its local copies
 *           (in their list's order) into the send buffer, once per
 *           neighbour that holds it;
 *   post    one non-blocking send and receive per neighbour;
 *   local   the local lists summed in place (any local DSS will do, even
 *           one that also sums the interface nodes: unpack overwrites
 *           them);
 *   unpack  each interface node's value is the sum of the ranks' partial
 *           sums in ascending rank order, starting from the lowest rank's,
 *           written to each of its local copies.
 * Pack must read the interface copies before anything else changes them,
 * and unpack must come last.  Every sum is taken in the dtype, in a
 * fixed order, so the result is deterministic; it differs from the
 * single-rank DSS by rounding only.
 *
 * Collective calls (those taking an MPI_Comm, and gimmik_exchange_create
 * and _destroy) must be made by every rank of the communicator.  Each
 * checks its arguments first and the ranks agree on the outcome: when any
 * rank fails, every rank returns that rank's status and message, prefixed
 * "rank R: ", instead of waiting for one that has gone.
 */
#ifndef GIMMIK_PARALLEL_H
#define GIMMIK_PARALLEL_H

#include <mpi.h>

#include "gimmik/error.h"
#include "gimmik/export.h"
#include "gimmik/kernel.h"
#include "gimmik/mesh.h"
#include "gimmik/solver.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

/* ---- partitions (no communication) --------------------------------------- */

typedef enum gimmik_partition_method {
  GIMMIK_PARTITION_AUTO = 0, /* bricks for a box when P fits, else graph */
  GIMMIK_PARTITION_BRICKS,   /* boxes only */
  GIMMIK_PARTITION_GRAPH     /* METIS on the element graph */
} gimmik_partition_method;

/* The order of a part's elements. */
typedef enum gimmik_part_order {
  GIMMIK_PART_ORDER_AUTO = 0,      /* global for a brick, else boundary
                                      first */
  GIMMIK_PART_ORDER_GLOBAL,        /* ascending global element: a brick of
                                      a box stays a box (x fastest) */
  GIMMIK_PART_ORDER_BOUNDARY_FIRST /* elements with an interface node
                                      first, then the others, each run in
                                      ascending global element */
} gimmik_part_order;

typedef struct gimmik_partition_options {
  gimmik_partition_method method;
  int bricks[3];           /* Px, Py, Pz; all 0: chosen (see below) */
  gimmik_part_order order; /* for gimmik_parallel_part */
} gimmik_partition_options;

/* Automatic method, bricks chosen, automatic order. */
void gimmik_partition_options_init(gimmik_partition_options *options);

/* The bricks for `parts` parts of a box of box[0] x box[1] x box[2]
 * elements: of the Px x Py x Pz = parts with each P at most its axis's
 * elements, the one whose largest brick is smallest, then with the fewest
 * faces between bricks, then with the largest Px, then Py.
 * GIMMIK_ERROR_UNSUPPORTED when none fits. */
gimmik_status gimmik_partition_bricks(const int box[3], int parts,
                                      int bricks[3], gimmik_error *error);

/* The owner of each element (gimmik_mesh_elements values, 0..parts-1),
 * 1 <= parts <= elements.  Bricks: options->bricks when set (their
 * product must be `parts`, each at most its axis's elements), else
 * gimmik_partition_bricks.  GIMMIK_ERROR_UNSUPPORTED when the build has
 * no METIS and the graph is needed.  options may be NULL (defaults). */
gimmik_status gimmik_partition_mesh(const gimmik_mesh *mesh, int parts,
                                    const gimmik_partition_options *options,
                                    int *owner, gimmik_error *error);

/* ---- one rank's part (no communication) --------------------------------- */

typedef struct gimmik_part gimmik_part;

/* The part of rank `rank` (0..parts-1) under `owner` (as above, any
 * valid owners: a part may even be empty), of `numbering` of `mesh`. */
gimmik_status gimmik_part_create(const gimmik_mesh *mesh,
                                 const gimmik_numbering *numbering,
                                 int parts, const int *owner, int rank,
                                 gimmik_part_order order, gimmik_part **part,
                                 gimmik_error *error);
void gimmik_part_destroy(gimmik_part *part);

int gimmik_part_rank(const gimmik_part *part);
int gimmik_part_parts(const gimmik_part *part);
int gimmik_part_points(const gimmik_part *part);

/* Local elements, and the global element of each, in local order. */
long long gimmik_part_elements(const gimmik_part *part);
const long long *gimmik_part_element_ids(const gimmik_part *part);
/* elements * 24 coordinates, gimmik/hex_mesh.h's layout. */
const double *gimmik_part_vertices(const gimmik_part *part);

/* 1 when the local elements, in local order, form a box of the mesh
 * (elements[] its Ex, Ey, Ez): what a local cascade DSS needs; else 0. */
int gimmik_part_is_box(const gimmik_part *part, int elements[3]);

/* The elements with an interface node (the operator's result there is
 * what pack reads): their count and their local numbers, ascending
 * (0 .. count - 1 under GIMMIK_PART_ORDER_BOUNDARY_FIRST). */
long long gimmik_part_boundary_count(const gimmik_part *part);
const int *gimmik_part_boundary_elements(const gimmik_part *part);

/* elements * N^3, U of the whole mesh, and the distinct nodes the part
 * holds (an interface node counts on every part that holds it). */
long long gimmik_part_local_count(const gimmik_part *part);
long long gimmik_part_unique_count(const gimmik_part *part);
long long gimmik_part_node_count(const gimmik_part *part);

/* Per local index: the global id, the copies on all ranks, the mask. */
const long long *gimmik_part_global_ids(const gimmik_part *part);
const int *gimmik_part_multiplicity(const gimmik_part *part);
const unsigned char *gimmik_part_mask(const gimmik_part *part);

/* The local lists: count nodes; offsets[0..count], copies in indices. */
int gimmik_part_local_shared_count(const gimmik_part *part);
const int *gimmik_part_local_offsets(const gimmik_part *part);
const int *gimmik_part_local_indices(const gimmik_part *part);

/* The exchange of one rank, every index 32-bit, every list CSR:
 *   interface nodes  I of them, ascending global id (interface_ids);
 *                    node i's local copies are copies[copy_offsets[i] ..
 *                    copy_offsets[i+1] - 1], ascending;
 *   neighbours       K ranks holding an interface node, ascending;
 *   buffers          the send and the receive buffer have the same
 *                    layout, L = buffer_offsets[K] values: neighbour k's
 *                    segment is buffer_offsets[k] .. buffer_offsets[k+1]
 *                    - 1, one value per node both ranks hold, ascending
 *                    global id (so the two ranks' segments match);
 *                    buffer_nodes[p] is the interface node at position p;
 *   sums             node i's value is the sum of
 *                    sum_sources[sum_offsets[i] .. sum_offsets[i+1] - 1],
 *                    positions in the send buffer followed by the receive
 *                    buffer (p < L: send[p], this rank's own partial sum;
 *                    else receive[p - L]), in ascending rank order. */
typedef struct gimmik_exchange_plan {
  int interface_count;
  const long long *interface_ids;
  const int *copy_offsets;
  const int *copies;
  int neighbour_count;
  const int *neighbours;
  const int *buffer_offsets;
  const int *buffer_nodes;
  const int *sum_offsets;
  const int *sum_sources;
} gimmik_exchange_plan;

/* The plan's arrays live as long as the part. */
void gimmik_part_plan(const gimmik_part *part, gimmik_exchange_plan *plan);

/* The steps of the distributed DSS on host memory, for fields of the
 * dtype (local_count values): pack into `send` (L values), the local
 * lists in place, and unpack from `send` and `receive` into `field`.
 * Each sum is in the dtype. */
gimmik_status gimmik_part_pack(const gimmik_part *part, gimmik_dtype dtype,
                               const void *field, void *send,
                               gimmik_error *error);
gimmik_status gimmik_part_dss_local(const gimmik_part *part,
                                    gimmik_dtype dtype, void *field,
                                    gimmik_error *error);
gimmik_status gimmik_part_unpack(const gimmik_part *part, gimmik_dtype dtype,
                                 const void *send, const void *receive,
                                 void *field, gimmik_error *error);

/* The local DSS of the part on a device and its pack and unpack
 * (gimmik_dss_create_part, fed the part's box, lists and plan): the
 * structured DSS on a part that is a box, gather-scatter over the local
 * lists otherwise (options->method chooses as for a mesh). */
gimmik_status gimmik_part_dss_create(gimmik_context *context,
                                     const gimmik_part *part,
                                     const gimmik_dss_options *options,
                                     gimmik_dss **dss, gimmik_error *error);

/* ---- across the ranks of a communicator --------------------------------- */

/* gimmik_partition_mesh on every rank with parts = the communicator's
 * size; the ranks check that they agree (the same mesh, the same
 * owners).  Collective. */
gimmik_status gimmik_parallel_partition(
    MPI_Comm comm, const gimmik_mesh *mesh,
    const gimmik_partition_options *options, int *owner, gimmik_error *error);

/* This rank's part of `numbering` of `mesh`: gimmik_parallel_partition,
 * then gimmik_part_create with options->order.  Collective. */
gimmik_status gimmik_parallel_part(MPI_Comm comm, const gimmik_mesh *mesh,
                                   const gimmik_numbering *numbering,
                                   const gimmik_partition_options *options,
                                   gimmik_part **part, gimmik_error *error);

/* This rank's number among the ranks of its node, and their count: which
 * GPU it takes.  Collective. */
gimmik_status gimmik_parallel_local_rank(MPI_Comm comm, int *local_rank,
                                         int *local_size,
                                         gimmik_error *error);

/* The outcome of a step every rank of `comm` takes: `status` is this
 * rank's and `local` its message; each rank returns the first failing
 * rank's status and message, prefixed "rank R: ", in `error`, or
 * GIMMIK_OK when none failed.  What every collective call here does,
 * for a program's own steps.  Collective. */
gimmik_status gimmik_parallel_agree(MPI_Comm comm, gimmik_status status,
                                    const gimmik_error *local,
                                    gimmik_error *error);

/* 1 when the MPI library reports, at run time, that it takes CUDA device
 * memory in its calls; 0 otherwise (unknown counts as 0). */
int gimmik_parallel_cuda_aware(void);

typedef struct gimmik_exchange gimmik_exchange;

/* The distributed DSS of `part` on `comm` (a rank per part, in order) for
 * fields of `dtype` (f64 or f32); it keeps a duplicate of comm and host
 * buffers, and checks with each neighbour that they name the same shared
 * nodes.  The part must outlive it.  Collective. */
gimmik_status gimmik_exchange_create(MPI_Comm comm, const gimmik_part *part,
                                     gimmik_dtype dtype,
                                     gimmik_exchange **exchange,
                                     gimmik_error *error);
/* Collective; NULL is a no-op (on every rank). */
gimmik_status gimmik_exchange_destroy(gimmik_exchange *exchange,
                                      gimmik_error *error);

/* Post the sends from `send` and the receives into `receive` (L values
 * each, the plan's layout, any memory the MPI library takes); one
 * exchange at a time.  Wait completes it.  Every rank posts and waits
 * (or starts and finishes, below) in the same sequence: a neighbour's
 * messages are matched in order. */
gimmik_status gimmik_exchange_post(gimmik_exchange *exchange,
                                   const void *send, void *receive,
                                   gimmik_error *error);
gimmik_status gimmik_exchange_wait(gimmik_exchange *exchange,
                                   gimmik_error *error);

/* On host fields: start packs `field` into the exchange's own buffers
 * and posts; finish waits and unpacks into `field` (whose interface
 * copies it only writes).  dss = start, the local lists, finish. */
gimmik_status gimmik_exchange_start(gimmik_exchange *exchange,
                                    const void *field, gimmik_error *error);
gimmik_status gimmik_exchange_finish(gimmik_exchange *exchange, void *field,
                                     gimmik_error *error);
gimmik_status gimmik_exchange_dss(gimmik_exchange *exchange, void *field,
                                  gimmik_error *error);

/* ---- the distributed DSS on device fields -------------------------------
 *
 * Fields in a context's memory (gimmik/device.h), in the layout of
 * options->layout_block; the steps run on `stream`:
 *   start    pack kernel into the device's send buffer; then, for MPI to
 *            read it, the stream is synchronised (device transport) or
 *            the buffer copied to host memory (staged); post;
 *   local    the part's local DSS (gimmik_exchange_local_dss), which may
 *            run while the messages fly;
 *   finish   wait; the received values copied to the device (staged);
 *            unpack kernel into the interface copies.
 * Pack and unpack sum in the dtype in the plan's order, so the result is
 * the same bits as the host's gimmik_exchange_dss wherever the local DSS
 * sums in the same order (gather-scatter), and the interface nodes are
 * those bits whatever the local DSS; every copy of a node holds the same
 * bits on every rank. */
typedef enum gimmik_transport {
  GIMMIK_TRANSPORT_AUTO = 0, /* device where MPI takes the memory (C: it
                                is host memory; CUDA: when
                                gimmik_parallel_cuda_aware()), else staged */
  GIMMIK_TRANSPORT_DEVICE,   /* MPI reads and writes the device buffers */
  GIMMIK_TRANSPORT_STAGED    /* through host buffers */
} gimmik_transport;

/* gimmik_exchange_create, and on `context` the part's DSS
 * (gimmik_part_dss_create with `options`, whose dtype is the exchange's)
 * and the device buffers.  A transport the backend or the MPI library
 * cannot serve is GIMMIK_ERROR_UNSUPPORTED.  Collective; destroyed by
 * gimmik_exchange_destroy, before the context. */
gimmik_status gimmik_exchange_create_device(
    MPI_Comm comm, gimmik_context *context, const gimmik_part *part,
    const gimmik_dss_options *options, gimmik_transport transport,
    gimmik_exchange **exchange, gimmik_error *error);

/* The transport in use (DEVICE or STAGED; AUTO for an exchange of host
 * fields) and the local DSS (NULL for one of host fields), to apply
 * between start and finish or to tune. */
gimmik_transport gimmik_exchange_transport(const gimmik_exchange *exchange);
gimmik_dss *gimmik_exchange_local_dss(const gimmik_exchange *exchange);

/* Start reads the interface copies of `field` (local count values, the
 * layout padded as gimmik_dss_field_values says; NULL for a part of no
 * element) and returns once MPI holds the messages; finish writes the
 * interface copies and leaves the others alone; dss = start, local,
 * finish.  As on the host, every rank starts and finishes in the same
 * sequence, one exchange at a time.  The kernels are queued on `stream`
 * and may still run when finish returns. */
gimmik_status gimmik_exchange_start_device(gimmik_exchange *exchange,
                                           const void *field, void *stream,
                                           gimmik_error *error);
gimmik_status gimmik_exchange_finish_device(gimmik_exchange *exchange,
                                            void *field, void *stream,
                                            gimmik_error *error);
gimmik_status gimmik_exchange_dss_device(gimmik_exchange *exchange,
                                         void *field, void *stream,
                                         gimmik_error *error);

/* values[0 .. count-1] summed over the ranks in place (MPI_Allreduce):
 * the global inner products of a solver.  Collective, without the
 * agreement of the set-up calls (it is on every iteration's path): every
 * rank must pass the same count. */
gimmik_status gimmik_exchange_sum(gimmik_exchange *exchange, int count,
                                  double *values, gimmik_error *error);

/* ---- the solver across ranks --------------------------------------------
 *
 * gimmik/solver.h's CG and FCG on the parts of a mesh, one a rank, each
 * on its own device: the local operator and DSS on the device, the DSS
 * across ranks by a device exchange (the local DSS running while the
 * messages fly, and with options->overlap CG's operator on the interior
 * elements where the part puts its boundary elements first), every
 * inner product summed by MPI_Allreduce, so every rank takes the same
 * iterations.  The solve is the single-rank one (gimmik_solver_solve)
 * up to the order of the sums.  Fields
 * (gimmik_solver_field_alloc and the others, on
 * gimmik_parallel_solver_local) hold the part's local nodes. */
typedef struct gimmik_parallel_solver gimmik_parallel_solver;

/* The device exchange of `part` (gimmik_exchange_create_device: the
 * options' dtype, DSS method and layout; `transport`), and the solver on
 * the part (gimmik_solver_create_part).  The part must be rank r of
 * `comm`'s size for rank r, numbered at options->points, with elements;
 * the layout is given (not GIMMIK_SOLVER_LAYOUT_TUNE).  The part and the
 * context must outlive the solver.  Collective. */
gimmik_status gimmik_parallel_solver_create(
    MPI_Comm comm, gimmik_context *context, const gimmik_part *part,
    const gimmik_solver_options *options, gimmik_transport transport,
    gimmik_parallel_solver **solver, gimmik_error *error);
/* Collective; NULL is a no-op (on every rank). */
gimmik_status gimmik_parallel_solver_destroy(gimmik_parallel_solver *solver,
                                             gimmik_error *error);

/* This rank's solver (its fields, kernels, bytes) and the exchange. */
gimmik_solver *gimmik_parallel_solver_local(
    const gimmik_parallel_solver *solver);
gimmik_exchange *gimmik_parallel_solver_exchange(
    const gimmik_parallel_solver *solver);

/* gimmik_solver_solve on every rank, the same tolerance and
 * max_iterations everywhere (checked).  The report's times are this
 * rank's.  Collective: a failure of any rank is every rank's. */
gimmik_status gimmik_parallel_solver_solve(gimmik_parallel_solver *solver,
                                           const void *rhs, void *x,
                                           double tolerance,
                                           int max_iterations,
                                           gimmik_solve_report *report,
                                           gimmik_error *error);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
