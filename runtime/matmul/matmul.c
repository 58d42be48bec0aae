/* matmul.c: planned matmuls, their tuning and dispatch (gimmik/runtime.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/c_locale.h"
#include "runtime/context_internal.h"
#include "runtime/digest.h"
#include "runtime/matmul/launch.h"
#include "runtime/matmul/vendor.h"
#include "runtime/timing.h"
#include "runtime/tuning_check.h"
#include "runtime/tuning_log.h"

/* The problem a tuning decision is about: the operator's values and the
 * request's precision, scalars and sizes (not its variant or name). */
static void problem_key(gimmik_matmul *matmul) {
  const gimmik_operator *op = matmul->op;
  const gimmik_matmul_request *request = &matmul->request;
  int rows = gimmik_operator_rows(op), cols = gimmik_operator_cols(op);
  unsigned char digest[32];
  char values[65];
  gimmik_digest_state state;
  gimmik_digest_init(&state);
  gimmik_digest_update(&state, gimmik_operator_values(op),
                       (size_t)rows * (size_t)cols * sizeof(double));
  gimmik_digest_final(&state, digest);
  gimmik_digest_hex(digest, values);
  char description[256];
  int length = gimmik_snprintf(
      description, sizeof description,
      "matmul %d %d %s %.17g %.17g %lld %lld %lld %s", rows, cols,
      gimmik_dtype_name(request->dtype), request->alpha, request->beta,
      request->n, request->ldb, request->ldc, values);
  gimmik_plan_key(&matmul->plan, description, (size_t)length);
}

GIMMIK_RECIPE_GENERATOR(generate, gimmik_matmul_request,
                        gimmik_generate_matmul(problem, &chosen, result, error))

static gimmik_kernel_recipe recipe(const gimmik_matmul *matmul,
                                   const gimmik_matmul_request *request) {
  gimmik_kernel_recipe made = {
      matmul->plan.problem_key, request->variant, request->params,
      request->param_count,     request->kernel_name, generate,
      matmul->op,               request,     NULL};
  return made;
}

static gimmik_status list_candidates(const void *problem,
                                     const void *request,
                                     gimmik_candidate **candidates,
                                     int *count, gimmik_error *error) {
  return gimmik_matmul_candidates(problem, request, candidates, count, error);
}

/* The vendor's GEMM becomes what the matmul runs (its kernel stays
 * loaded: the reference of a later tuning). */
static void use_vendor(gimmik_matmul *matmul, gimmik_vendor_gemm *gemm) {
  gimmik_vendor_gemm_destroy(matmul->vendor);
  matmul->vendor = gemm;
  matmul->vendor_info = matmul->plan.info;
  snprintf(matmul->vendor_info.variant, sizeof matmul->vendor_info.variant,
           "%s", GIMMIK_VENDOR_VARIANT);
  matmul->vendor_info.param_count = 0;
}

static void use_tuned_vendor(gimmik_matmul *matmul, gimmik_vendor_gemm *gemm,
                             double milliseconds) {
  use_vendor(matmul, gemm);
  matmul->plan.tuned = 1;
  matmul->plan.tuning_due = 0;
  matmul->plan.tuned_milliseconds = milliseconds;
}

/* The vendor's GEMM, NULL where cuBLAS does not start. */
static gimmik_vendor_gemm *try_vendor(gimmik_matmul *matmul) {
  gimmik_vendor_gemm *gemm = NULL;
  gimmik_error ignored;
  gimmik_error_init(&ignored);
  gimmik_vendor_gemm_create(matmul->plan.context, matmul->op,
                            &matmul->request, &gemm, &ignored);
  gimmik_error_clear(&ignored);
  return gemm;
}

/* Values of A past which an f32 default of mma reading A through the
 * cache gives way to the vendor's GEMM (512 KiB of its 8-byte table). */
enum { F32_VENDOR_VALUES = 65536 };

/* Whether the default kernel is mma reading A through the read-only
 * cache where the vendor's GEMM is faster: A is too large for shared
 * memory, and each warp reloads its fragments for every 8 columns, so L2
 * bounds it where a library GEMM tiles A and B through shared memory.
 * In f64 that GEMM runs on the same tensor cores and wins; in f32 it runs
 * on the FP32 pipe, at mma's rate, and wins only on the larger A: on an
 * H200 mma ran 1.04-1.33 times faster than cuBLAS with 39788-58800
 * values of A (prism p6 M0, pyramid p6 M132 and M460, hex GLL p5 M3),
 * cuBLAS 1.11-1.14 times faster with 100842 and 196608 (hex GLL p6 and
 * p7 M3; bench/results/h200-heldout-f32-2026-11-29). */
static int default_gives_way(const gimmik_matmul *matmul) {
  const gimmik_kernel_info *info = &matmul->plan.info;
  if (matmul->plan.tuned || strcmp(info->variant, "mma") != 0 ||
      gimmik_kernel_param(info, "asource", 0) != 2)
    return 0;
  long long values = (long long)gimmik_operator_rows(matmul->op) *
                     gimmik_operator_cols(matmul->op);
  return matmul->request.dtype == GIMMIK_F64 || values > F32_VENDOR_VALUES;
}

/* After gimmik_plan_choose, where no variant was asked for: a stored
 * decision for the vendor's GEMM (which it cannot build: it left the
 * default kernel in use), or a default that default_gives_way, gives way
 * to the vendor's GEMM where cuBLAS starts. */
static void adopt_vendor(gimmik_matmul *matmul) {
  gimmik_tuning_decision decision;
  if (gimmik_plan_stored_decision(&matmul->plan, &decision) &&
      strcmp(decision.variant, GIMMIK_VENDOR_VARIANT) == 0) {
    gimmik_vendor_gemm *gemm = try_vendor(matmul);
    if (gemm) use_tuned_vendor(matmul, gemm, decision.milliseconds);
  } else if (default_gives_way(matmul)) {
    gimmik_vendor_gemm *gemm = try_vendor(matmul);
    if (gemm) use_vendor(matmul, gemm);
  }
}

/* Local memory of a thread past which a default counts as spilling (a
 * few values' worth is the compiler's stack frame and costs nothing
 * measurable), and the variants tried in its place. */
enum { SPILL_BYTES = 64, SPILL_TRIES = 3 };

/* Bytes of local memory a thread of `kernel` takes; -1: not known. */
static long long local_bytes(const gimmik_matmul *matmul,
                             gimmik_device_kernel *kernel,
                             const gimmik_kernel_info *info) {
  const gimmik_tuning_hooks *hooks = &matmul->plan.context->hooks;
  if (hooks->local_bytes) return hooks->local_bytes(hooks->user, info);
  return gimmik_kernel_local_bytes(kernel);
}

/* Viable variants of the request by the analysis's rank (reports). */
static int by_rank(const void *a, const void *b) {
  const gimmik_variant_report *x = a, *y = b;
  return (x->viable ? x->rank : 1 << 20) - (y->viable ? y->rank : 1 << 20);
}

/* The kernel of `request`, if it builds without spilling: then the
 * kernel in use. */
static int use_if_unspilled(gimmik_matmul *matmul,
                            const gimmik_matmul_request *request) {
  gimmik_kernel_recipe made = recipe(matmul, request);
  gimmik_kernel_info info;
  gimmik_device_kernel *kernel = NULL;
  int cached = 0;
  gimmik_error ignored;
  gimmik_error_init(&ignored);
  gimmik_status status = gimmik_kernel_obtain(matmul->plan.context, &made,
                                              &info, &kernel, &cached,
                                              &ignored);
  gimmik_error_clear(&ignored);
  if (status != GIMMIK_OK) return 0;
  if (local_bytes(matmul, kernel, &info) > SPILL_BYTES) {
    gimmik_kernel_unload(kernel, NULL);
    return 0;
  }
  gimmik_kernel_unload(matmul->plan.kernel, NULL);
  matmul->plan.kernel = kernel;
  matmul->plan.info = info;
  matmul->plan.cached = cached;
  return 1;
}

/* A variant at its defaults in the request's place. */
static gimmik_matmul_request variant_request(const gimmik_matmul *matmul,
                                             const char *variant) {
  gimmik_matmul_request request = matmul->request;
  request.variant = variant;
  request.param_count = 0;
  return request;
}

/* A spilling tensor-core default stays on the tensor cores: the analysis
 * ranks mma first only where its products run several times as fast as a
 * register variant's, which a few spilled values do not undo (tet p6 M460
 * and M6, f64: the register variants that stood in took 6.5 and 3.6
 * times the tuned mma, bench/results/h200-fp64-2026-11-29-stale).  One
 * column a thread, half the fragments of B and C, stands in if it does
 * not spill; else the default stays. */
static void lighten_mma(gimmik_matmul *matmul) {
  gimmik_matmul_request request = variant_request(matmul, "mma");
  gimmik_error ignored;
  gimmik_error_init(&ignored);
  gimmik_plan *plan = &matmul->plan;
  if (gimmik_kernel_param(&plan->info, "width", 1) > 1 &&
      gimmik_matmul_request_set_param(&request, "width", 1, &ignored) ==
          GIMMIK_OK &&
      use_if_unspilled(matmul, &request) && plan->context->options.verbose)
    fprintf(stderr, "gimmik: %s: the default mma spills registers; mma "
            "with one column a thread stands in\n", plan->label);
  gimmik_error_clear(&ignored);
}

/* Where no tuning will choose, a default kernel that spills (the analysis
 * estimated its registers, the compiler gave it more) gives way to the
 * first of the next SPILL_TRIES viable variants in the analysis's order
 * that does not; else it stays; mma as lighten_mma says.  Each try is a
 * compile (disk-cached). */
static void avoid_spills(gimmik_matmul *matmul) {
  gimmik_plan *plan = &matmul->plan;
  if (plan->tuned || plan->tuning_due || !plan->kernel ||
      local_bytes(matmul, plan->kernel, &plan->info) <= SPILL_BYTES)
    return;
  if (strcmp(plan->info.variant, "mma") == 0) {
    lighten_mma(matmul);
    return;
  }
  gimmik_variant_report *reports = NULL;
  int count = 0;
  gimmik_error ignored;
  gimmik_error_init(&ignored);
  gimmik_status status = gimmik_matmul_variants(matmul->op, &matmul->request,
                                                &reports, &count, &ignored);
  gimmik_error_clear(&ignored);
  if (status != GIMMIK_OK) return;
  qsort(reports, (size_t)count, sizeof *reports, by_rank);
  char spilled[32];
  snprintf(spilled, sizeof spilled, "%s", plan->info.variant);
  int tries = 0;
  for (int r = 0; r < count && reports[r].viable && tries < SPILL_TRIES;
       r++) {
    if (strcmp(reports[r].variant, spilled) == 0) continue;
    tries++;
    gimmik_matmul_request request = variant_request(matmul,
                                                    reports[r].variant);
    if (!use_if_unspilled(matmul, &request)) continue;
    if (plan->context->options.verbose)
      fprintf(stderr, "gimmik: %s: the default %s spills registers; %s "
              "stands in\n", plan->label, spilled, plan->info.variant);
    break;
  }
  free(reports);
}

gimmik_status gimmik_matmul_create(gimmik_context *context,
                                   const gimmik_operator *op,
                                   const gimmik_matmul_request *request,
                                   gimmik_matmul **result,
                                   gimmik_error *error) {
  if (!result)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_create: result is NULL");
  *result = NULL;
  if (!context || !op || !request)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_create: context, operator and "
                            "request are required");
  gimmik_matmul *matmul = calloc(1, sizeof *matmul);
  if (!matmul)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  matmul->plan.context = context;
  matmul->request = *request;
  matmul->request.backend = context->options.backend;
  matmul->request.compute_capability =
      gimmik_context_compute_capability(context);
  snprintf(matmul->kernel_name, sizeof matmul->kernel_name, "%s",
           request->kernel_name ? request->kernel_name : "gimmik_matmul");
  matmul->request.kernel_name = matmul->kernel_name;
  gimmik_status status = gimmik_operator_create(
      gimmik_operator_rows(op), gimmik_operator_cols(op),
      gimmik_operator_values(op), gimmik_operator_origin(op), &matmul->op,
      error);
  if (status == GIMMIK_OK) {
    problem_key(matmul);
    snprintf(matmul->plan.label, sizeof matmul->plan.label, "%s",
             gimmik_operator_origin(matmul->op));
    gimmik_kernel_recipe requested = recipe(matmul, &matmul->request);
    status = gimmik_plan_choose(&matmul->plan, &requested, error);
    if (status != GIMMIK_OK && !request->variant)
      status = gimmik_plan_fall_back(&matmul->plan, &requested,
                                     list_candidates, status, error);
    if (status == GIMMIK_OK && !request->variant) {
      if (!default_gives_way(matmul)) avoid_spills(matmul);
      adopt_vendor(matmul);
    }
  }
  if (status != GIMMIK_OK) {
    gimmik_matmul_destroy(matmul, NULL);
    return status;
  }
  *result = matmul;
  return GIMMIK_OK;
}

gimmik_status gimmik_matmul_destroy(gimmik_matmul *matmul,
                                    gimmik_error *error) {
  if (!matmul) return GIMMIK_OK;
  gimmik_vendor_gemm_destroy(matmul->vendor);
  gimmik_borrowed_release(&matmul->b);
  gimmik_borrowed_release(&matmul->c);
  gimmik_status status = gimmik_plan_release(&matmul->plan, error);
  gimmik_operator_destroy(matmul->op);
  free(matmul);
  return status;
}

static size_t extent(int rows, long long ld, long long n, gimmik_dtype dtype) {
  return (size_t)((long long)(rows - 1) * ld + n) *
         (size_t)gimmik_dtype_size(dtype);
}

/* Wrap the caller's b and c for n, ldb, ldc (reusing the last wraps). */
static gimmik_status borrow(gimmik_matmul *matmul, long long n, void *b,
                            long long ldb, void *c, long long ldc,
                            gimmik_error *error) {
  if (!b || !c)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_apply: %s is NULL", b ? "c" : "b");
  if (n < 1 || ldb < n || ldc < n)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_apply: need 1 <= n <= ldb, ldc "
                            "(n %lld, ldb %lld, ldc %lld)",
                            n, ldb, ldc);
  const gimmik_kernel_info *info = &matmul->plan.info;
  gimmik_context *context = matmul->plan.context;
  gimmik_status status = gimmik_borrow(
      context, &matmul->b, b, extent(info->k, ldb, n, info->dtype), error);
  if (status != GIMMIK_OK) {
    gimmik_error_prefix(error, "gimmik_matmul_apply: b");
    return status;
  }
  status = gimmik_borrow(context, &matmul->c, c,
                         extent(info->m, ldc, n, info->dtype), error);
  if (status != GIMMIK_OK) gimmik_error_prefix(error, "gimmik_matmul_apply: c");
  return status;
}

typedef struct matmul_sizes {
  gimmik_matmul *matmul;
  long long n, ldb, ldc;
} matmul_sizes;

static gimmik_status run_matmul(void *data, gimmik_device_kernel *kernel,
                                const gimmik_kernel_info *info, void *stream,
                                gimmik_error *error) {
  const matmul_sizes *sizes = data;
  gimmik_matmul *matmul = sizes->matmul;
  return gimmik_matmul_launch(kernel, info, sizes->n, matmul->b.buffer,
                              sizes->ldb, matmul->c.buffer, sizes->ldc, stream,
                              error);
}

/* The size of the terms a value of C sums: |alpha A| times the largest
 * B, plus |beta| times the largest C, row by row at most. */
static gimmik_status term_scale(gimmik_matmul *matmul, void *stream,
                                double *scale, gimmik_error *error) {
  const gimmik_operator *op = matmul->op;
  const gimmik_matmul_request *request = &matmul->request;
  int rows = gimmik_operator_rows(op), cols = gimmik_operator_cols(op);
  double largest_row = 0.0, b = 0.0, c = 0.0;
  for (int r = 0; r < rows; r++) {
    double sum = 0.0;
    for (int j = 0; j < cols; j++) sum += fabs(gimmik_operator_get(op, r, j));
    if (sum > largest_row) largest_row = sum;
  }
  gimmik_status status = gimmik_buffer_largest(
      matmul->b.buffer, matmul->b.bytes, request->dtype, stream, &b, error);
  if (status == GIMMIK_OK && request->beta != 0.0)
    status = gimmik_buffer_largest(matmul->c.buffer, matmul->c.bytes,
                                   request->dtype, stream, &c, error);
  *scale = fabs(request->alpha) * largest_row * b + fabs(request->beta) * c;
  return status;
}

/* ---- the vendor's GEMM as a contender ---------------------------------- */

enum { VENDOR_ROUNDS = 3 };

typedef struct vendor_call {
  gimmik_vendor_gemm *gemm;   /* NULL: the plan's kernel */
  const matmul_sizes *sizes;
} vendor_call;

static gimmik_status run_contender(void *data, void *stream,
                                   gimmik_error *error) {
  const vendor_call *call = data;
  gimmik_matmul *matmul = call->sizes->matmul;
  const matmul_sizes *sizes = call->sizes;
  if (!call->gemm)
    return run_matmul((void *)sizes, matmul->plan.kernel, &matmul->plan.info,
                      stream, error);
  return gimmik_vendor_gemm_run(call->gemm, sizes->n, matmul->b.native,
                                sizes->ldb, matmul->c.native, sizes->ldc,
                                stream, error);
}

/* Both timed in turn VENDOR_ROUNDS times; medians of the medians. */
static gimmik_status vendor_times(gimmik_matmul *matmul, void *stream,
                                  vendor_call calls[2], double times[2],
                                  gimmik_error *error) {
  gimmik_context *context = matmul->plan.context;
  double medians[2][VENDOR_ROUNDS];
  for (int round = 0; round < VENDOR_ROUNDS; round++)
    for (int i = 0; i < 2; i++) {
      gimmik_timing timing;
      gimmik_status status = gimmik_time_calls(
          context->device, stream, run_contender, &calls[i], 2,
          context->options.tuning_repeat, &timing, error);
      if (status != GIMMIK_OK) return status;
      medians[i][round] = timing.median_milliseconds;
    }
  for (int i = 0; i < 2; i++)
    times[i] = gimmik_median(medians[i], VENDOR_ROUNDS);
  return GIMMIK_OK;
}

/* One check run of each from the caller's data (the kernel's output the
 * reference, the GEMM's to agree with it: tuning_check.h), then, when
 * they agree, both timed; C is put back as the caller gave it. */
static gimmik_status vendor_measure(gimmik_matmul *matmul,
                                    const gimmik_tuning_target *target,
                                    vendor_call calls[2], int *agrees,
                                    char *reason, size_t size,
                                    double times[2], gimmik_error *error) {
  gimmik_tuning_check check;
  gimmik_status status = gimmik_tuning_check_open(
      matmul->plan.context->device, target, &check, error);
  if (status != GIMMIK_OK) return status;
  for (int i = 0; i < 2 && status == GIMMIK_OK; i++) {
    status = gimmik_tuning_check_restore(&check, error);
    if (status == GIMMIK_OK)
      status = run_contender(&calls[i], target->stream, error);
    if (status == GIMMIK_OK)
      status = gimmik_tuning_check_outputs(&check, agrees, reason, size,
                                           error);
  }
  if (status == GIMMIK_OK && *agrees)
    status = vendor_times(matmul, target->stream, calls, times, error);
  gimmik_status closed =
      gimmik_tuning_check_close(&check, status == GIMMIK_OK ? error : NULL);
  return status == GIMMIK_OK ? closed : status;
}

static void store_vendor(gimmik_matmul *matmul, double milliseconds) {
  gimmik_context *context = matmul->plan.context;
  gimmik_tuning_decision decision;
  memset(&decision, 0, sizeof decision);
  snprintf(decision.variant, sizeof decision.variant, "%s",
           GIMMIK_VENDOR_VARIANT);
  decision.milliseconds = milliseconds;
  decision.candidates = matmul->plan.report.timed;
  gimmik_error error;
  gimmik_error_init(&error);
  pthread_mutex_lock(&context->lock);
  if (gimmik_tuning_db_store(context->tuning, context->device_key,
                             matmul->plan.decision_key, &decision, &error))
    fprintf(stderr, "gimmik: tuning decision not stored: %s\n",
            error.message);
  pthread_mutex_unlock(&context->lock);
  gimmik_error_clear(&error);
}

/* After the kernels' contest, on CUDA: the vendor's GEMM against the
 * winner.  It takes over when it computes the same and is faster; when
 * it cannot start, run or agree it only drops out, with its reason in
 * the tuning log, as any candidate would. */
static void vendor_contest(gimmik_matmul *matmul, const matmul_sizes *sizes,
                           const gimmik_tuning_target *target) {
  gimmik_plan *plan = &matmul->plan;
  if (gimmik_context_backend(plan->context) != GIMMIK_BACKEND_CUDA) return;
  gimmik_vendor_gemm_destroy(matmul->vendor);
  matmul->vendor = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_vendor_gemm *gemm = NULL;
  vendor_call calls[2] = {{NULL, sizes}, {NULL, sizes}};
  double times[2] = {0.0, 0.0};
  int agrees = 0;
  char reason[512] = "";
  plan->report.kernels++;
  gimmik_status status = gimmik_vendor_gemm_create(
      plan->context, matmul->op, &matmul->request, &gemm, &error);
  calls[1].gemm = gemm;
  if (status == GIMMIK_OK)
    status = vendor_measure(matmul, target, calls, &agrees, reason,
                            sizeof reason, times, &error);
  if (status != GIMMIK_OK) {
    plan->report.skipped++;
    gimmik_tuning_note(plan, GIMMIK_VENDOR_VARIANT, "skipped: %s",
                       error.message);
  } else if (!agrees) {
    plan->report.disqualified++;
    gimmik_tuning_note(plan, GIMMIK_VENDOR_VARIANT,
                       "disqualified: it computes other values than the "
                       "reference: %s", reason);
  } else {
    plan->report.timed++;
    gimmik_tuning_note(plan, GIMMIK_VENDOR_VARIANT,
                       "%.4f ms against %.4f ms for %s", times[1], times[0],
                       plan->info.variant);
  }
  gimmik_error_clear(&error);
  if (status == GIMMIK_OK && agrees && times[1] < times[0]) {
    use_tuned_vendor(matmul, gemm, times[1]);
    store_vendor(matmul, times[1]);
  } else {
    gimmik_vendor_gemm_destroy(gemm);
  }
}

/* Tune on the borrowed buffers; the tuner saves C and restores it, so
 * tuning leaves the caller's data as it found it. */
static gimmik_status tune_borrowed(gimmik_matmul *matmul, long long n,
                                   long long ldb, long long ldc, void *stream,
                                   gimmik_error *error) {
  gimmik_candidate *list = NULL;
  int count = 0;
  matmul_sizes sizes = {matmul, n, ldb, ldc};
  gimmik_tuning_target target = {run_matmul,
                                 NULL,
                                 &sizes,
                                 stream,
                                 matmul->request.dtype,
                                 {{matmul->c.buffer, matmul->c.bytes, 0}},
                                 1,
                                 0.0};
  gimmik_status status = gimmik_matmul_candidates(
      matmul->op, &matmul->request, &list, &count, error);
  if (status == GIMMIK_OK)
    status = term_scale(matmul, stream, &target.scale, error);
  if (status == GIMMIK_OK) {
    gimmik_kernel_recipe base = recipe(matmul, &matmul->request);
    status = gimmik_plan_tune_candidates(&matmul->plan, &base, list, count,
                                         &target, error);
  }
  if (status == GIMMIK_OK) vendor_contest(matmul, &sizes, &target);
  free(list);
  return status;
}

gimmik_status gimmik_matmul_tune(gimmik_matmul *matmul, long long n, void *b,
                                 long long ldb, void *c, long long ldc,
                                 void *stream, gimmik_error *error) {
  if (!matmul)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_tune: matmul is NULL");
  gimmik_status status = borrow(matmul, n, b, ldb, c, ldc, error);
  if (status == GIMMIK_OK)
    status = tune_borrowed(matmul, n, ldb, ldc, stream, error);
  return status;
}

gimmik_status gimmik_matmul_apply(gimmik_matmul *matmul, long long n, void *b,
                                  long long ldb, void *c, long long ldc,
                                  void *stream, gimmik_error *error) {
  if (!matmul)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_apply: matmul is NULL");
  gimmik_status status = GIMMIK_OK;
  if (matmul->plan.tuning_due)
    status = gimmik_matmul_tune(matmul, n, b, ldb, c, ldc, stream, error);
  if (status == GIMMIK_OK)
    status = borrow(matmul, n, b, ldb, c, ldc, error);
  if (status == GIMMIK_OK && matmul->vendor) {
    status = gimmik_matmul_check_arguments(&matmul->plan.info, n,
                                           matmul->b.buffer, ldb,
                                           matmul->c.buffer, ldc, error);
    if (status == GIMMIK_OK)
      status = gimmik_vendor_gemm_run(matmul->vendor, n, b, ldb, c, ldc,
                                      stream, error);
  } else if (status == GIMMIK_OK) {
    status = gimmik_matmul_launch(matmul->plan.kernel, &matmul->plan.info, n,
                                  matmul->b.buffer, ldb, matmul->c.buffer, ldc,
                                  stream, error);
  }
  return status;
}

const gimmik_kernel_info *gimmik_matmul_kernel(const gimmik_matmul *matmul) {
  return matmul->vendor ? &matmul->vendor_info : &matmul->plan.info;
}

double gimmik_matmul_tuned_milliseconds(const gimmik_matmul *matmul) {
  return matmul->plan.tuned_milliseconds;
}

int gimmik_matmul_is_tuned(const gimmik_matmul *matmul) {
  return matmul->plan.tuned;
}

int gimmik_matmul_is_cached(const gimmik_matmul *matmul) {
  return matmul->plan.cached;
}

const gimmik_tuning_report *
gimmik_matmul_tuning_report(const gimmik_matmul *matmul) {
  return &matmul->plan.report;
}
