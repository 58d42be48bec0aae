/*
 * gimmik/runtime.h: run generated kernels inside a host application's
 * time-stepping loop: plan once, tune once per device, dispatch many times.
 *
 *   gimmik_context_options options;
 *   gimmik_context_options_init(&options);
 *   options.backend = GIMMIK_BACKEND_CUDA;
 *   gimmik_context *context;
 *   gimmik_context_create(&options, &context, &error);
 *
 *   gimmik_matmul_request request;            // from gimmik/generator.h
 *   gimmik_matmul_request_init(&request);
 *   request.beta = 1.0;
 *   gimmik_matmul *m3;
 *   gimmik_matmul_create(context, op, &request, &m3, &error);
 *   for (step...)                              // b, c: the caller's memory
 *     gimmik_matmul_apply(m3, n, b, ldb, c, ldc, stream, &error);
 *
 * Memory is the caller's: `b` and `c` are a CUdeviceptr (cast to void *)
 * for CUDA, a cl_mem of the context's OpenCL context for OpenCL, a host
 * pointer for C, such as gimmik_memory_alloc makes (gimmik/device.h) or
 * the program's own allocator does on the same device context: a solver
 * with its own cl_context or CUcontext gives it in options.native, and
 * a program that lets gimmik make it gets it from gimmik_context_native.
 * `stream` is a CUstream, a cl_command_queue of the context's OpenCL
 * context, or NULL for the context's own.
 *
 * Planning picks the variant a previous tuning stored for this device and
 * problem (the tuning database), else the analysis's default.  With tuning
 * on and no decision yet, the first apply times every viable variant on the
 * caller's own buffers (C is saved and restored first), checks that each
 * computes what the kernel in use computes, keeps the fastest (those within
 * the margin of it are timed again first), stores the decision and then
 * computes the product.  Compiled kernels are cached on disk,
 * content-addressed, so a later process neither generates nor compiles.
 *
 * Threads: a context and its matmuls may be used from several threads, one
 * thread per matmul handle at a time.
 */
#ifndef GIMMIK_RUNTIME_H
#define GIMMIK_RUNTIME_H

#include "gimmik/axhelm.h"
#include "gimmik/export.h"
#include "gimmik/generator.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

typedef enum gimmik_tuning {
  GIMMIK_TUNE_IF_UNKNOWN = 0, /* tune on first apply when no decision is stored */
  GIMMIK_TUNE_NEVER,          /* use stored decisions, else the default variant */
  GIMMIK_TUNE_ALWAYS          /* tune on first apply even if a decision exists */
} gimmik_tuning;

/* One kernel done in a tuning, for a progress display (see
 * gimmik_context_options.tuning_progress). */
typedef struct gimmik_tuning_progress {
  const char *problem;   /* what is tuned: the operator, "axhelm N=8 ..." */
  const char *step;      /* "in use", "build", "time", "refine", "final" */
  const char *kernel;    /* the one just done: "row-split msplit=2 ..." */
  int done, total;       /* kernels of this step done, and to do */
} gimmik_tuning_progress;

typedef void (*gimmik_tuning_progress_function)(
    const gimmik_tuning_progress *progress, void *user_data);

/* A device context of the program's own, for a context to run in rather
 * than make its own (gimmik_context_options.native), and what
 * gimmik_context_native hands out:
 *   OpenCL  context: a cl_context; device: the cl_device_id of it to use
 *           (NULL: its only device); queue: a cl_command_queue of that
 *           context and device for the NULL stream (NULL: a queue of
 *           the context's own, in order, profiling);
 *   CUDA    context: a CUcontext, such as cuCtxGetCurrent gives (NULL:
 *           the primary context of options.device); device and queue
 *           unused;
 *   C       none.
 * The handles are checked (gimmik/device.h says how); a wrong one is
 * GIMMIK_ERROR_ARGUMENT naming it.  OpenCL handles are retained until
 * the context's end; a CUcontext must outlive the gimmik context. */
typedef struct gimmik_native_handles {
  void *context;
  void *device;
  void *queue;
} gimmik_native_handles;

typedef struct gimmik_context_options {
  gimmik_backend backend;
  const char *device;      /* NULL: the first; CUDA index; OpenCL "p:d" or a name */
  const char *cache_dir;   /* NULL: $GIMMIK_CACHE_DIR, $XDG_CACHE_HOME/gimmik or ~/.cache/gimmik */
  gimmik_tuning tuning;
  double tuning_margin;    /* candidates this close to the fastest are
                              timed again before one is chosen; default 0.05 */
  int tuning_repeat;       /* timed launches per candidate; default 10 */
  int verbose;             /* print every kernel's timing to stderr */
  /* Called after each kernel a tuning builds or times (NULL: not); calls
   * never overlap, though building ones come from the tuner's threads. */
  gimmik_tuning_progress_function tuning_progress;
  void *tuning_user_data;  /* passed to tuning_progress */
  gimmik_native_handles native; /* the program's context (all NULL: none);
                                   `device` then names none */
} gimmik_context_options;

void gimmik_context_options_init(gimmik_context_options *options);

typedef struct gimmik_context gimmik_context;

gimmik_status gimmik_context_create(const gimmik_context_options *options,
                                    gimmik_context **context,
                                    gimmik_error *error);
gimmik_status gimmik_context_destroy(gimmik_context *context,
                                     gimmik_error *error);
/* "NVIDIA H100 80GB HBM3 (cuda, sm_90a)" and the like. */
const char *gimmik_context_device_name(const gimmik_context *context);

typedef struct gimmik_matmul gimmik_matmul;

/* Plan C <- alpha*A*B + beta*C for `op` (copied).  The request's variant,
 * when set, is used as given and never tuned. */
gimmik_status gimmik_matmul_create(gimmik_context *context,
                                   const gimmik_operator *op,
                                   const gimmik_matmul_request *request,
                                   gimmik_matmul **matmul,
                                   gimmik_error *error);
gimmik_status gimmik_matmul_destroy(gimmik_matmul *matmul,
                                    gimmik_error *error);

/* One launch on the caller's buffers and stream (tuning first if due). */
gimmik_status gimmik_matmul_apply(gimmik_matmul *matmul, long long n, void *b,
                                  long long ldb, void *c, long long ldc,
                                  void *stream, gimmik_error *error);

/* Tune now on these buffers, whatever the policy; C is left unchanged. */
gimmik_status gimmik_matmul_tune(gimmik_matmul *matmul, long long n, void *b,
                                 long long ldb, void *c, long long ldc,
                                 void *stream, gimmik_error *error);

/* The kernel in use (variant, parameters, launch geometry). */
const gimmik_kernel_info *gimmik_matmul_kernel(const gimmik_matmul *matmul);

/* Median milliseconds the kernel in use took when tuned, or -1. */
double gimmik_matmul_tuned_milliseconds(const gimmik_matmul *matmul);

/* Nonzero when the kernel in use came from a tuning decision. */
int gimmik_matmul_is_tuned(const gimmik_matmul *matmul);

/* Nonzero when the kernel in use was loaded from the disk cache rather
 * than generated and compiled. */
int gimmik_matmul_is_cached(const gimmik_matmul *matmul);

/* What the last tuning of a handle did; all zero before one.  Kernels
 * that cannot be generated, compiled, loaded, launched or timed are
 * skipped, and those whose output differs from the reference's (the
 * kernel in use) are disqualified: neither can win, and each is named
 * with its reason in the verbose output and in tuning.log in the cache
 * folder. */
typedef struct gimmik_tuning_report {
  int kernels;            /* the kernel in use and the candidates */
  int timed;              /* checked against the reference and timed */
  int skipped;
  int disqualified;
  double build_seconds;   /* wall time generating, compiling and loading */
  double timing_seconds;  /* wall time checking and timing */
} gimmik_tuning_report;

const gimmik_tuning_report *
gimmik_matmul_tuning_report(const gimmik_matmul *matmul);

/*
 * The fused Poisson / Helmholtz operator on hexahedra (gimmik/axhelm.h),
 * planned, tuned, cached and dispatched exactly like a matmul:
 *
 *   gimmik_axhelm_request request;             // from gimmik/axhelm.h
 *   gimmik_axhelm_request_init(&request);
 *   request.points = 8;
 *   request.geometry = GIMMIK_AXHELM_TRILINEAR;
 *   gimmik_axhelm *ax;
 *   gimmik_axhelm_create(context, &request, &ax, &error);
 *   gimmik_axhelm_data data = {.elements = elements, .geometry = vertices,
 *                              .u = u, .au = au};
 *   for (iteration...)
 *     gimmik_axhelm_apply(ax, &data, stream, &error);
 *
 * With fusions (gimmik/axhelm.h): request.input = "p = d*r + beta*p"
 * makes u the target p, which the apply overwrites with the statement's
 * value before applying the operator to it; data.inputs lists the other
 * arrays (d, r: gimmik_axhelm_input_array names them in order) and
 * data.scalars the scalars.  request.dot = 1 returns u.Au in *data.dot
 * (its two stages on the device, then one value read back).
 *
 * A tuning decision is about the request's problem (dtype, N, d, equation,
 * coefficients and their constants, geometry, the fusions) on this
 * device, whatever the number of elements.  Tuning times the candidates
 * on the caller's buffers: it writes au (which every launch writes and
 * none reads) and, with an input, restores u as it found it.
 */
typedef struct gimmik_axhelm gimmik_axhelm;

/* The caller's memory for one application, as gimmik/axhelm.h lays it out
 * (pointers of the same kinds as a matmul's b and c). */
typedef struct gimmik_axhelm_data {
  long long elements;       /* E >= 1: the elements applied to */
  long long first;          /* >= 0: they are [first, first + E) of the
                               arrays, which hold first + E elements (a
                               blocked layout: first a multiple of its
                               block); 0: the whole arrays */
  long long field_stride;   /* d = 3: distance between components, >=
                               (first + E)*N^3 (rounded up to whole
                               layout blocks) */
  void *geometry;           /* ggeo, pgeo or vertices, by geometry mode */
  void *lambda0, *lambda1;  /* per-node coefficients only, else NULL */
  void *u;                  /* with an input: its target, written first */
  void *au;                 /* written, never read; not u */
  /* An input: its arrays besides the target, in the order
   * gimmik_axhelm_input_array gives (NULL without an input), and the
   * values of its scalars alpha, beta, gamma and delta (those unused are
   * ignored).  Each array is laid out like u and is not u or au. */
  void *const *inputs;
  double scalars[4];        /* request.scalar_memory: not read (the
                               memory gimmik_axhelm_set_scalar_memory
                               set is) */
  double *dot;              /* request.dot: receives u.Au (the apply then
                               waits for it); else NULL.  With
                               request.scalar_memory it may be NULL: the
                               total then stays on the device, a double
                               at gimmik_axhelm_dot_memory, and nothing
                               is waited for */
} gimmik_axhelm_data;

/* Plan the operator `request` describes (its backend is the context's).
 * The request's variant, when set, is used as given and never tuned. */
gimmik_status gimmik_axhelm_create(gimmik_context *context,
                                   const gimmik_axhelm_request *request,
                                   gimmik_axhelm **axhelm,
                                   gimmik_error *error);
gimmik_status gimmik_axhelm_destroy(gimmik_axhelm *axhelm,
                                    gimmik_error *error);

/* au <- A u on the caller's buffers and stream, over the elements of the
 * range (the dot: u.Au over them).  Tuning, when due, comes first
 * (gimmik_axhelm_tune). */
gimmik_status gimmik_axhelm_apply(gimmik_axhelm *axhelm,
                                  const gimmik_axhelm_data *data,
                                  void *stream, gimmik_error *error);

/* Tune now on these buffers, whatever the policy (au is overwritten);
 * it times the whole arrays, elements 0..first + E - 1, whatever the
 * range: one decision serves any. */
gimmik_status gimmik_axhelm_tune(gimmik_axhelm *axhelm,
                                 const gimmik_axhelm_data *data,
                                 void *stream, gimmik_error *error);

/* request.scalar_memory: where every later apply and tuning reads the
 * scalars of the input and the update, memory[s] one double for scalar
 * s (the context's memory; NULL for one the kernel does not read).
 * Borrowed until set again or the handle's end. */
gimmik_status gimmik_axhelm_set_scalar_memory(gimmik_axhelm *axhelm,
                                              void *const memory[4],
                                              gimmik_error *error);

/* request.dot: the device memory the dot's total is left in (of the
 * dtype, or a double with request.scalar_memory); each apply rewrites
 * it.  NULL without the dot. */
void *gimmik_axhelm_dot_memory(const gimmik_axhelm *axhelm);

const gimmik_kernel_info *gimmik_axhelm_kernel(const gimmik_axhelm *axhelm);
/* The name of input array `index` (data.inputs[index]); NULL past the
 * last. */
const char *gimmik_axhelm_input_array(const gimmik_axhelm *axhelm,
                                      int index);
double gimmik_axhelm_tuned_milliseconds(const gimmik_axhelm *axhelm);
int gimmik_axhelm_is_tuned(const gimmik_axhelm *axhelm);
const gimmik_tuning_report *
gimmik_axhelm_tuning_report(const gimmik_axhelm *axhelm);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
