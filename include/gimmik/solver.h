/*
 * gimmik/solver.h: the solver loop of a spectral-element code on
 * cell-wise storage (docs/solver.md): direct stiffness summation (DSS),
 * fused vector kernels, and conjugate gradients for Poisson (CEED BP5),
 * every kernel planned, tuned, cached and dispatched like a matmul.
 *
 * A field on a mesh (gimmik/mesh.h) with N GLL points per direction holds
 * N^3 values per element in the context's memory (gimmik/device.h), in
 * a layout: element-major, node (i, j, k) = i + N*j + N*N*k of element e
 * at e*N^3 + node, or blocked, B elements a block with the element index
 * fastest (gimmik/dss.h), the last block padded whole.
 */
#ifndef GIMMIK_SOLVER_H
#define GIMMIK_SOLVER_H

#include <stdio.h>

#include "gimmik/export.h"
#include "gimmik/dss.h"
#include "gimmik/mesh.h"
#include "gimmik/runtime.h"
#include "gimmik/vector.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

/* ---- DSS ------------------------------------------------------------------
 *
 * Every copy of a shared node replaced by the sum of all copies, in place:
 * on a box the structured cascade (three passes) or direct (one kernel),
 * gather-scatter from the numbering's lists on any mesh.  Deterministic:
 * the order of every sum is fixed.  Kernels are tuned only by
 * gimmik_dss_tune (DSS is not idempotent, so an apply never times
 * candidates on the caller's field).  On a part of a mesh split across
 * ranks, the same local DSS and the pack and unpack of the exchange
 * between ranks (gimmik_dss_create_part below).
 */
typedef enum gimmik_dss_method {
  GIMMIK_DSS_AUTO = 0,    /* direct on a box, else gather-scatter */
  GIMMIK_DSS_CASCADE,     /* boxes only */
  GIMMIK_DSS_GATHER_SCATTER,
  GIMMIK_DSS_DIRECT       /* boxes only */
} gimmik_dss_method;

typedef struct gimmik_dss_options {
  gimmik_dtype dtype;
  int layout_block;             /* 0: element-major; B > 0: blocked */
  gimmik_dss_method method;
  /* NULL: the stored decision or the defaults, tuned by gimmik_dss_tune;
   * else every pass's kernel is this variant of gimmik/dss.h with these
   * parameters (the others at their defaults), used as given and never
   * tuned (to check or time one candidate). */
  const char *variant;
  gimmik_param params[GIMMIK_MAX_PARAMS];
  int param_count;
} gimmik_dss_options;

/* f64, element-major, automatic, no variant named. */
void gimmik_dss_options_init(gimmik_dss_options *options);

typedef struct gimmik_dss gimmik_dss;

/* Plan DSS for `numbering` (of `mesh`; its N is the kernels'). */
gimmik_status gimmik_dss_create(gimmik_context *context,
                                const gimmik_mesh *mesh,
                                const gimmik_numbering *numbering,
                                const gimmik_dss_options *options,
                                gimmik_dss **dss, gimmik_error *error);
gimmik_status gimmik_dss_destroy(gimmik_dss *dss, gimmik_error *error);

/* DSS of `u` (gimmik_dss_field_values values) on `stream`. */
gimmik_status gimmik_dss_apply(gimmik_dss *dss, void *u, void *stream,
                               gimmik_error *error);

/* Time every candidate of each pass that is due a tuning (no decision
 * stored for this device and a policy that tunes; every pass under
 * GIMMIK_TUNE_ALWAYS) on `scratch` (a field, overwritten) and keep the
 * fastest. */
gimmik_status gimmik_dss_tune(gimmik_dss *dss, void *scratch, void *stream,
                              gimmik_error *error);

/* Values of the dtype a field holds (the last block of a blocked layout
 * padded whole), and the fewest bytes one apply moves (each copy of a
 * shared node read and written once, and the lists). */
long long gimmik_dss_field_values(const gimmik_dss *dss);
double gimmik_dss_bytes(const gimmik_dss *dss);

/* The kernels in use: pass 0..2 of the cascade, or 0 for direct and
 * gather-scatter; NULL past the last. */
const gimmik_kernel_info *gimmik_dss_kernel(const gimmik_dss *dss, int pass);

/* Nonzero when every pass's kernel came from a tuning decision. */
int gimmik_dss_is_tuned(const gimmik_dss *dss);

/* A part of a mesh split across ranks (gimmik/parallel.h, whose
 * gimmik_part_dss_create fills this from a part), as its DSS sees it.
 * Node `node` of local element e is element-major local index
 * e*N^3 + node; every array is 32-bit and CSR, taken as it is:
 *   box        the local elements form a box of Ex x Ey x Ez (x fastest,
 *              in local order): the structured DSS may sum every node
 *              the box shares, its interface nodes too; all 0 for none;
 *   lists      shared_count nodes held by this rank alone, node s's
 *              copies at shared_indices[shared_offsets[s] ..
 *              shared_offsets[s+1] - 1] (what gather-scatter sums);
 *   interface  the exchange plan of gimmik_exchange_plan: interface
 *              node i's copies at copies[copy_offsets[i] ..], the send
 *              buffer's buffer_length positions (buffer_nodes[p]: the
 *              interface node at p), and node i's sources
 *              sum_sources[sum_offsets[i] ..], positions in the send
 *              buffer followed by the receive buffer, in the order they
 *              are added. */
typedef struct gimmik_dss_part {
  int points;                   /* N */
  long long elements;           /* local elements; elements * N^3 fits int */
  int box[3];
  int shared_count;
  const int *shared_offsets, *shared_indices;
  int interface_count;
  const int *copy_offsets, *copies;
  int buffer_length;
  const int *buffer_nodes;
  const int *sum_offsets, *sum_sources;
} gimmik_dss_part;

/* Everything 0 and NULL: no elements. */
void gimmik_dss_part_init(gimmik_dss_part *part);

/* Plan the local DSS of a part (the structured one on a box, under
 * GIMMIK_DSS_AUTO direct, else gather-scatter over the lists) and, where
 * it has an interface, its pack and unpack kernels (gimmik/dss.h), the
 * arrays copied to the device.  Every array is checked: an index out of
 * range or offsets that do not grow is GIMMIK_ERROR_ARGUMENT naming it. */
gimmik_status gimmik_dss_create_part(gimmik_context *context,
                                     const gimmik_dss_part *part,
                                     const gimmik_dss_options *options,
                                     gimmik_dss **dss, gimmik_error *error);

/* Values of the send buffer (as of the receive one): buffer_length; 0
 * without an interface. */
long long gimmik_dss_buffer_values(const gimmik_dss *dss);

/* On `stream`: pack `u` (a field) into `send` (buffer values); unpack
 * from `buffers` (twice the buffer values: the send buffer, then the
 * receive buffer) into the interface copies of `u`, whose other values
 * it leaves alone.  Both do nothing without an interface. */
gimmik_status gimmik_dss_pack(gimmik_dss *dss, const void *u, void *send,
                              void *stream, gimmik_error *error);
gimmik_status gimmik_dss_unpack(gimmik_dss *dss, const void *buffers,
                                void *u, void *stream, gimmik_error *error);

/* The kernels of the interface: 0 pack, 1 unpack; NULL without one. */
const gimmik_kernel_info *gimmik_dss_interface_kernel(const gimmik_dss *dss,
                                                      int which);

/* ---- fused vector kernels (gimmik/vector.h) ------------------------------
 *
 * One pass of statements and sums over n items; the sums, in two
 * deterministic stages on the device, arrive on the host (the only
 * round trip), or with scalars in memory may stay on the device for
 * later kernels (gimmik/vector.h).  Kernels are tuned only by
 * gimmik_vector_tune.
 */
typedef struct gimmik_vector gimmik_vector;

gimmik_status gimmik_vector_create(gimmik_context *context,
                                   const gimmik_vector_request *request,
                                   gimmik_vector **vector,
                                   gimmik_error *error);
gimmik_status gimmik_vector_destroy(gimmik_vector *vector,
                                    gimmik_error *error);

/* The arrays of the statements and sums in order of first appearance
 * (gimmik_vector_array names them), each at least n values of the dtype;
 * scalars[0..3] are alpha, beta, gamma and delta (those not used are
 * ignored; NULL when none is); sums[s] receives sum s when the kernel has
 * sums (the call then waits for it), and may be NULL otherwise.  With
 * request.scalar_memory the scalars are read from the memory set below
 * (`scalars` is not read), and sums may be NULL: the totals then stay on
 * the device (gimmik_vector_sums_memory) and nothing is waited for. */
gimmik_status gimmik_vector_apply(gimmik_vector *vector, long long n,
                                  const double scalars[4],
                                  void *const *arrays, double *sums,
                                  void *stream, gimmik_error *error);

/* Time the candidates on these arrays (their stored values are
 * overwritten) and keep the fastest, where a tuning is due (as for
 * gimmik_dss_tune); the scalars as for an apply. */
gimmik_status gimmik_vector_tune(gimmik_vector *vector, long long n,
                                 const double scalars[4], void *const *arrays,
                                 void *stream, gimmik_error *error);

/* request.scalar_memory: where every later apply and tuning reads the
 * scalars, memory[s] one double for scalar s (the context's memory;
 * NULL for one the kernel does not read).  Borrowed until set again or
 * the vector's end. */
gimmik_status gimmik_vector_set_scalar_memory(gimmik_vector *vector,
                                              void *const memory[4],
                                              gimmik_error *error);

/* The device memory the totals are left in, sum s at value s (doubles
 * under request.scalar_memory, else of the dtype); each apply rewrites
 * it.  NULL for a kernel without sums. */
void *gimmik_vector_sums_memory(const gimmik_vector *vector);

/* The name of array `index` (in order of first appearance), NULL past
 * the last. */
const char *gimmik_vector_array(const gimmik_vector *vector, int index);
const gimmik_kernel_info *gimmik_vector_kernel(const gimmik_vector *vector);

/* Nonzero when the kernels in use came from tuning decisions. */
int gimmik_vector_is_tuned(const gimmik_vector *vector);

/* ---- conjugate gradients ---------------------------------------------------
 *
 * Solves A x = b for the axhelm operator (Poisson, lambda0 = 1) assembled
 * over the mesh, with x fixed on the Dirichlet boundary of the numbering
 * (its values there are those of the initial guess), Jacobi-
 * preconditioned (the assembled diagonal).  b is given unassembled: each
 * element's own contributions (e.g. its mass matrix times f), summed over
 * copies by the solver.
 *   CG   Nek's BP5: the operator's result assembled by DSS every
 *        iteration, inner products over cell-wise vectors weighted by the
 *        inverse multiplicity.
 *   FCG  cell-wise: residuals and operator results stay unassembled; DSS
 *        is applied only in the preconditioner, whose image is
 *        continuous, so the Krylov scalars are those of the assembled
 *        solve and the inner products need no weights.
 * Both stop when the preconditioned residual sqrt(r.M^-1 r) falls to
 * `tolerance` times its first value.  An iteration is three or four
 * kernels: the operator fused with the new direction and p.Ap (an
 * axhelm input and dot, gimmik/axhelm.h), DSS, and the updates with
 * their sums (docs/solver.md).
 *
 * The scalars alpha = rho / p.Ap and beta = rho' / rho (options.scalars):
 *   host    formed on the host, which waits for p.Ap and for rho' in
 *           every iteration and passes them to the next kernels;
 *   device  formed on the device in double precision, in the same
 *           operations (a one-item pass each, gimmik/vector.h's scalars
 *           in memory), and read by the kernels there: the host queues
 *           iteration k + 1 (never past max_iterations) before it
 *           collects iteration k's p.Ap and rho'.  An iteration queued
 *           past the last one only made x's update by the last
 *           direction, which the solution pass would have made (it is
 *           then not run): nothing else of it reaches x or the report.
 *           Iterations, residual histories, progress calls and x are
 *           those of the host path, bit for bit.  p.Ap <= 0 is found
 *           one iteration late: the error and the report are the host
 *           path's, but the device has run one more iteration, whose
 *           step (by alpha = rho / p.Ap) x then holds.
 * A solver on a part (below) takes the host path: its sums are summed
 * across the parts on the host.  A profiled solve (options.profile)
 * times one kernel at a time: with device scalars it queues no
 * iteration ahead.
 *
 * The geometry, as the operator reads it (gimmik/axhelm.h): trilinear
 * (recomputed from the 8 vertices at every node), stored (7 factors a
 * node) or parallelepiped (7 numbers an element), which takes affine
 * elements only: gimmik_solver_create fails with GIMMIK_ERROR_INPUT
 * naming the first whose trilinear terms exceed 1e-9 of its size.
 *
 * The layout of every field: element-major (layout_block 0), blocks of B
 * elements, or GIMMIK_SOLVER_LAYOUT_TUNE: a few iterations timed in each
 * of 0, 16, 32 and 64 (those the kernels can serve), the fastest kept
 * (gimmik_solver_print_kernels reports the times).  Host values are
 * element-major whatever the layout: gimmik_solver_field_write and
 * gimmik_solver_field_read convert.
 */
enum { GIMMIK_SOLVER_LAYOUT_TUNE = -1 };
typedef enum gimmik_solver_method {
  GIMMIK_SOLVER_CG = 0,
  GIMMIK_SOLVER_FCG
} gimmik_solver_method;

typedef enum gimmik_solver_scalars {
  GIMMIK_SOLVER_SCALARS_AUTO = 0, /* device on a mesh, host on a part */
  GIMMIK_SOLVER_SCALARS_HOST,
  GIMMIK_SOLVER_SCALARS_DEVICE    /* a solver on a mesh only */
} gimmik_solver_scalars;

typedef struct gimmik_solver_options {
  int points;                        /* N = p + 1, 2..16 */
  gimmik_dtype dtype;
  gimmik_axhelm_geometry geometry;   /* any (see below) */
  gimmik_solver_method method;
  gimmik_dss_method dss;
  const gimmik_dirichlet *dirichlet; /* NULL: the whole boundary */
  int tune;                          /* tune the kernels at creation
                                        (where no decision is stored) */
  /* NULL, or called after every iteration with the residual
   * sqrt(r.M^-1 r) (it has the value already: no extra round trip;
   * with device scalars, while the next iteration runs). */
  void (*progress)(void *data, int iteration, double residual);
  void *progress_data;
  int profile;                       /* time every kernel of every
                                        iteration (slower) */
  int layout_block;                  /* 0: element-major; B > 0: blocks
                                        of B; GIMMIK_SOLVER_LAYOUT_TUNE */
  int overlap;                       /* CG on a part whose boundary
                                        elements come first: 1 applies the
                                        operator to them, starts the DSS
                                        across parts, then applies it to
                                        the others; 0 the whole operator
                                        first (docs/parallel.md) */
  gimmik_solver_scalars scalars;     /* where alpha and beta are formed
                                        (above); device scalars in f32 on
                                        OpenCL need cl_khr_fp64 */
} gimmik_solver_options;

/* N = 8, f64, trilinear, CG, automatic DSS, whole boundary, tuning on,
 * element-major, overlap on, automatic scalars. */
void gimmik_solver_options_init(gimmik_solver_options *options);

typedef struct gimmik_solver gimmik_solver;

gimmik_status gimmik_solver_create(gimmik_context *context,
                                   const gimmik_mesh *mesh,
                                   const gimmik_solver_options *options,
                                   gimmik_solver **solver,
                                   gimmik_error *error);
gimmik_status gimmik_solver_destroy(gimmik_solver *solver,
                                    gimmik_error *error);

/* A solver on one part of a mesh split across processes (libgimmik links
 * no MPI: gimmik/parallel.h's gimmik_parallel_solver_create fills this
 * in; docs/parallel.md).  The part's local elements and their Dirichlet
 * mask, its local DSS, and the steps across the parts, which every part
 * takes in the same sequence:
 *   dss_start   reads the interface copies of `field` (before the local
 *               DSS changes them) and sends what the other parts need;
 *   dss_finish  writes the interface copies: each node's sum over all
 *               parts, after the local DSS;
 *   sum         values[0..count-1] summed over the parts in place, the
 *               same bits on every part (so all stop together).
 * Every field of the solver, rhs and x included, holds the part's local
 * nodes; the iterations are those of a solver on a mesh.  The arrays and
 * the DSS are borrowed: they must outlive the solver. */
typedef struct gimmik_solver_part {
  long long elements;                /* > 0 */
  const double *vertices;            /* elements * 24, gimmik/hex_mesh.h */
  const unsigned char *mask;         /* elements * N^3: 0 on Dirichlet
                                        nodes, else 1 */
  gimmik_dss *dss;                   /* of the options' dtype and layout */
  long long boundary_elements;       /* > 0: elements 0 .. this - 1 hold
                                        every interface copy, the others
                                        none (options->overlap); 0: not
                                        known */
  gimmik_status (*dss_start)(void *data, void *field, gimmik_error *error);
  gimmik_status (*dss_finish)(void *data, void *field,
                              gimmik_error *error);
  gimmik_status (*sum)(void *data, int count, double *values,
                       gimmik_error *error);
  void *data;
} gimmik_solver_part;

/* options->dirichlet is not read (the part's mask says); layout_block
 * must be the DSS's (GIMMIK_SOLVER_LAYOUT_TUNE is refused: a layout is
 * a DSS of its own).  Collective over the parts: once its own set-up is
 * done, each part learns through `sum` whether every part's succeeded
 * before the first DSS across them. */
gimmik_status gimmik_solver_create_part(gimmik_context *context,
                                        const gimmik_solver_part *part,
                                        const gimmik_solver_options *options,
                                        gimmik_solver **solver,
                                        gimmik_error *error);

/* The numbering of a solver on a mesh; NULL for one on a part. */
const gimmik_numbering *gimmik_solver_numbering(const gimmik_solver *solver);

/* A field of the solver in the context's memory (its layout's values,
 * zero), and element-major host values (gimmik_numbering_local_count
 * doubles) to and from one. */
gimmik_status gimmik_solver_field_alloc(gimmik_solver *solver, void **field,
                                        gimmik_error *error);
gimmik_status gimmik_solver_field_free(gimmik_solver *solver, void *field,
                                       gimmik_error *error);
gimmik_status gimmik_solver_field_write(gimmik_solver *solver, void *field,
                                        const double *values,
                                        gimmik_error *error);
gimmik_status gimmik_solver_field_read(gimmik_solver *solver,
                                       const void *field, double *values,
                                       gimmik_error *error);

/* Where an iteration's time goes, with gimmik_solver_options.profile:
 * each kernel timed alone (the device waits for it, so the phases add up
 * to more than an unprofiled iteration). */
typedef enum gimmik_solver_phase {
  GIMMIK_PHASE_OPERATOR = 0,   /* p = ... + beta p, w = A p and p.w */
  GIMMIK_PHASE_DSS,
  GIMMIK_PHASE_UPDATE,         /* x, r (and z) with their sums */
  GIMMIK_PHASE_PRECONDITIONED, /* r.z (FCG) */
  GIMMIK_PHASE_SCALARS,        /* device scalars: alpha, beta */
  GIMMIK_PHASES
} gimmik_solver_phase;

typedef struct gimmik_solve_report {
  int iterations;                    /* done, and accepted: on an error,
                                        those before it */
  int converged;
  gimmik_solver_scalars scalars;     /* the path taken: HOST or DEVICE */
  double first_residual;             /* sqrt(r.M^-1 r) at the start */
  double residual;                   /* and at the end */
  double milliseconds;               /* the iterations, on the device */
  const double *history;             /* the residual before each
                                        iteration and at the end */
  int history_count;
  double phase_milliseconds[GIMMIK_PHASES]; /* profiled: per iteration */
} gimmik_solve_report;

/* Solve with `rhs` (unassembled) and `x` (the initial guess in, the
 * solution out); the report's history lives until the next solve.
 * p.Ap <= 0 (an operator that is not positive definite) is
 * GIMMIK_ERROR_INPUT with its value, at the iteration it happens (one
 * later with device scalars, above); x is then not a solution. */
gimmik_status gimmik_solver_solve(gimmik_solver *solver, const void *rhs,
                                  void *x, double tolerance,
                                  int max_iterations,
                                  gimmik_solve_report *report,
                                  gimmik_error *error);

/* Turn the profile of later solves on or off (options.profile). */
void gimmik_solver_set_profile(gimmik_solver *solver, int profile);

/* y = the assembled operator applied to x (continuous), masked:
 * what the solve inverts. */
gimmik_status gimmik_solver_apply(gimmik_solver *solver, const void *x,
                                  void *y, gimmik_error *error);

/* The layout, where alpha and beta are formed, and the kernels in use,
 * a line each (their variants and parameters, and whether tuned). */
void gimmik_solver_print_kernels(const gimmik_solver *solver, FILE *stream);

/* The elements the operator applies to before the DSS across parts
 * starts (options.overlap, on a part): its boundary ones, rounded up to
 * whole layout blocks; 0 without the overlap. */
long long gimmik_solver_overlap_elements(const gimmik_solver *solver);

/* Bytes one iteration must move (each kernel's fewest), for its
 * roofline. */
double gimmik_solver_iteration_bytes(const gimmik_solver *solver);

/* The layout in use: 0 (element-major) or B. */
int gimmik_solver_layout_block(const gimmik_solver *solver);

/* Where the solver forms alpha and beta: HOST or DEVICE (options.scalars
 * resolved); and a path's name: "auto", "host" or "device". */
gimmik_solver_scalars gimmik_solver_scalars_used(const gimmik_solver *solver);
const char *gimmik_solver_scalars_name(gimmik_solver_scalars scalars);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
