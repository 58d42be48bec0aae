/*
 * test_tuning_faults.c: the autotuner when candidates cannot run or
 * compute the wrong thing (argv[1]: c or opencl).  The context's test
 * hook adds forged kernels to every list of candidates: one whose
 * generator fails, one that does not compile, one without its entry
 * point, one that cannot be launched, an honest copy of the default, and
 * a fast one that computes nothing.  Tuning must skip the first four with
 * their reasons, disqualify the fast one, keep a kernel that computes the
 * product, name each in tuning.log and leave C as it found it.  With the
 * kernel in use unable to launch, another kernel wins; with none able,
 * the tuning fails with a message and the matmul still works.  A vector
 * kernel (in place, with sums) is tuned against a forged kernel of
 * another statement, which its totals and x must give away.  A default
 * whose template fails gives way to the first candidate that builds.  A
 * stored decision for cuBLAS, which these backends lack, leaves the
 * default in use until a tuning replaces it.  With tuning off, a default
 * the hook says spills gives way to the viable variant ranked next (none
 * on C), one at the threshold stays, and so does one where every
 * variant spills.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "generator/kernel_common.h"
#include "gimmik/device.h"
#include "gimmik/solver.h"
#include "runtime/context_internal.h"

static gimmik_backend backend;

/* ---- forged kernels ------------------------------------------------------ */

static const char *const forgeries[] = {
    "forged-ungenerated", "forged-uncompiled", "forged-unloaded",
    "forged-unlaunchable", "forged-honest", "forged-empty", NULL};

static char *copy(const char *text) {
  char *made = malloc(strlen(text) + 1);
  if (made) strcpy(made, text);
  return made;
}

/* A kernel that writes nothing, with the entry and arguments of `info`. */
static char *empty_kernel(const gimmik_kernel_info *info) {
  char *source = malloc(512);
  if (!source) return NULL;
  if (backend == GIMMIK_BACKEND_C)
    snprintf(source, 512,
             "void %s_entry(void *const *args);\n"
             "void %s_entry(void *const *args) { (void)args; }\n",
             info->name, info->name);
  else
    snprintf(source, 512,
             "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
             "__kernel void %s(int n, __global const double *b, int ldb,\n"
             "                 __global double *c, int ldc) { }\n",
             info->name);
  return source;
}

/* The source of forgery `variant`, from the honest kernel's. */
static char *forged_source(const char *variant, const gimmik_kernel_info *info,
                           const char *honest) {
  if (!strcmp(variant, "forged-uncompiled")) return copy("this is no kernel");
  if (!strcmp(variant, "forged-unloaded"))
    return copy(backend == GIMMIK_BACKEND_C
                    ? "void elsewhere_entry(void *const *args);\n"
                      "void elsewhere_entry(void *const *args) { (void)args; }\n"
                    : "__kernel void elsewhere(int n) { }\n");
  if (!strcmp(variant, "forged-empty")) return empty_kernel(info);
  return copy(honest);
}

/* A gimmik_generate_function: the default matmul kernel, forged. */
static gimmik_status forge_matmul(const void *problem, const void *request,
                                  const char *variant,
                                  const gimmik_param *params, int param_count,
                                  gimmik_kernel **result,
                                  gimmik_error *error) {
  (void)params;
  (void)param_count;
  if (!strcmp(variant, "forged-ungenerated"))
    return gimmik_error_set(error, GIMMIK_ERROR_TEMPLATE,
                            "forged: this kernel has no template");
  gimmik_matmul_request honest = *(const gimmik_matmul_request *)request;
  honest.variant = NULL;
  honest.param_count = 0;
  gimmik_kernel *real = NULL;
  gimmik_status status = gimmik_generate_matmul(problem, &honest, &real, error);
  if (status != GIMMIK_OK) return status;
  gimmik_kernel_info info = *gimmik_kernel_metadata(real);
  snprintf(info.variant, sizeof info.variant, "%s", variant);
  char *source = forged_source(variant, &info, gimmik_kernel_source(real));
  gimmik_kernel_destroy(real);
  if (!strcmp(variant, "forged-unlaunchable")) {
    /* OpenCL refuses the work-group; the runtime, the argument count. */
    info.block[0] = 1 << 20;
    info.arg_count = 2;
  }
  if (!source)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  return gimmik_kernel_wrap(source, &info, result, error);
}

/* The vector kernel of another statement: fast, plausible and wrong. */
static gimmik_status forge_vector(const void *problem, const void *request,
                                  const char *variant,
                                  const gimmik_param *params, int param_count,
                                  gimmik_kernel **result,
                                  gimmik_error *error) {
  (void)problem;
  (void)params;
  (void)param_count;
  gimmik_vector_request other = *(const gimmik_vector_request *)request;
  other.variant = NULL;
  other.param_count = 0;
  other.statements[0] = "x = x - alpha*p";
  gimmik_kernel *real = NULL;
  gimmik_status status = gimmik_generate_vector(&other, &real, error);
  if (status != GIMMIK_OK) return status;
  gimmik_kernel_info info = *gimmik_kernel_metadata(real);
  snprintf(info.variant, sizeof info.variant, "%s", variant);
  char *source = copy(gimmik_kernel_source(real));
  gimmik_kernel_destroy(real);
  if (!source)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  return gimmik_kernel_wrap(source, &info, result, error);
}

/* What the hooks do: which forgeries to add, which launches to refuse. */
typedef struct forger {
  int vector;            /* forge vector kernels, not matmul ones */
  const char *refused;   /* NULL: none; "": every kernel; else a variant */
  int launches;          /* launches so far */
  int lost_after;        /* > 0: every launch after this many fails */
} forger;

static int add_forgeries(void *user, const gimmik_kernel_recipe *base,
                         gimmik_kernel_recipe *extra, int capacity) {
  const forger *f = user;
  int count = 0;
  if (f->vector) {
    /* The pass only: its totals give a wrong pass away. */
    if (((const gimmik_vector_request *)base->request)->total > 0) return 0;
    extra[0] = *base;
    extra[0].variant = "forged-minus";
    extra[0].generate = forge_vector;
    return 1;
  }
  for (; forgeries[count] && count < capacity; count++) {
    extra[count] = *base;
    extra[count].variant = forgeries[count];
    extra[count].generate = forge_matmul;
  }
  return count;
}

static gimmik_status refuse_launch(void *user, const gimmik_kernel_info *info,
                                   gimmik_error *error) {
  forger *f = user;
  if (f->lost_after > 0 && ++f->launches > f->lost_after)
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                            "forged: the device is lost");
  if (!f->refused || (*f->refused && strcmp(info->variant, f->refused) != 0))
    return GIMMIK_OK;
  return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                          "forged: the device refuses %s", info->variant);
}

static int device_lost(void *user) {
  const forger *f = user;
  return f->lost_after > 0 && f->launches > f->lost_after;
}

static void set_hooks(gimmik_context *context, forger *f) {
  context->hooks.extra = add_forgeries;
  context->hooks.fault = refuse_launch;
  context->hooks.lost = device_lost;
  context->hooks.user = f;
}

/* ---- a matmul problem ---------------------------------------------------- */

/* The matmul cases share one cache folder: each compiles no kernel twice. */
static char shared_folder[] = "/tmp/gimmik-faults-XXXXXX";

typedef struct problem {
  gimmik_context *context;
  gimmik_operator *op;
  gimmik_matmul *matmul;
  long long n, ldb, ldc;
  int m, k;
  double *b_host, *c_host;
  void *b, *c;
} problem;

static gimmik_context *open_context(const char *folder, gimmik_tuning tuning) {
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.backend = backend;
  options.cache_dir = folder;
  options.tuning = tuning;
  options.tuning_repeat = 2;
  gimmik_context *context = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_context_create(&options, &context, &error), &error);
  return context;
}

static void random_fill(double *values, long long count, double offset) {
  for (long long i = 0; i < count; i++)
    values[i] = offset + rand() / (double)RAND_MAX;
}

/* C = A B + C on gll-diff:5, n = 300 with padded rows, on a context of
 * `folder` with policy `tuning` and `hooks` (NULL: none) when the matmul
 * is made. */
static int problem_open_hooked(problem *p, const char *folder,
                               gimmik_tuning tuning,
                               const gimmik_tuning_hooks *hooks) {
  memset(p, 0, sizeof *p);
  p->context = open_context(folder, tuning);
  if (!p->context) return 0;
  if (hooks) p->context->hooks = *hooks;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_load("gll-diff:5", &p->op, &error), &error);
  p->m = gimmik_operator_rows(p->op);
  p->k = gimmik_operator_cols(p->op);
  p->n = 300;
  p->ldb = p->ldc = 304;
  size_t b_bytes = (size_t)p->k * (size_t)p->ldb * sizeof(double);
  size_t c_bytes = (size_t)p->m * (size_t)p->ldc * sizeof(double);
  p->b_host = malloc(b_bytes);
  p->c_host = malloc(c_bytes);
  random_fill(p->b_host, p->k * p->ldb, -0.5);
  random_fill(p->c_host, p->m * p->ldc, 0.25);
  CHECK_OK(gimmik_memory_alloc(p->context, b_bytes, &p->b, &error), &error);
  CHECK_OK(gimmik_memory_alloc(p->context, c_bytes, &p->c, &error), &error);
  CHECK_OK(gimmik_memory_write(p->context, p->b, 0, b_bytes, p->b_host, NULL,
                               &error), &error);
  CHECK_OK(gimmik_memory_write(p->context, p->c, 0, c_bytes, p->c_host, NULL,
                               &error), &error);
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.beta = 1.0;
  CHECK_OK(gimmik_matmul_create(p->context, p->op, &request, &p->matmul,
                                &error), &error);
  return p->matmul != NULL;
}

static int problem_open_in(problem *p, const char *folder,
                           gimmik_tuning tuning) {
  return problem_open_hooked(p, folder, tuning, NULL);
}

/* Decisions of the cases before are not used: each starts from the
 * default. */
static int problem_open(problem *p) {
  return problem_open_in(p, shared_folder, GIMMIK_TUNE_ALWAYS);
}

static void problem_close(problem *p) {
  gimmik_matmul_destroy(p->matmul, NULL);
  gimmik_operator_destroy(p->op);
  gimmik_context_destroy(p->context, NULL);
  free(p->b_host);
  free(p->c_host);
}

/* C as the device holds it equals C0 (tuning put it back). */
static int c_untouched(const problem *p) {
  size_t bytes = (size_t)p->m * (size_t)p->ldc * sizeof(double);
  double *c = malloc(bytes);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_memory_read(p->context, p->c, 0, bytes, c, NULL, &error),
           &error);
  int same = memcmp(c, p->c_host, bytes) == 0;
  free(c);
  return same;
}

/* One apply, then every element of C against A B + C0. */
static double apply_error(const problem *p) {
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_matmul_apply(p->matmul, p->n, p->b, p->ldb, p->c, p->ldc,
                               NULL, &error), &error);
  size_t bytes = (size_t)p->m * (size_t)p->ldc * sizeof(double);
  double *c = malloc(bytes);
  CHECK_OK(gimmik_memory_read(p->context, p->c, 0, bytes, c, NULL, &error),
           &error);
  double worst = 0.0;
  for (int r = 0; r < p->m; r++)
    for (long long i = 0; i < p->n; i++) {
      long double sum = p->c_host[r * p->ldc + i], size = fabsl(sum);
      for (int j = 0; j < p->k; j++) {
        long double term = (long double)gimmik_operator_get(p->op, r, j) *
                           p->b_host[j * p->ldb + i];
        sum += term;
        size += fabsl(term);
      }
      double e = (double)(fabsl(c[r * p->ldc + i] - sum) / size);
      if (!(e <= worst)) worst = e;
    }
  free(c);
  return worst;
}

/* Whether tuning.log in `folder` has a line holding both texts. */
static int logged(const char *folder, const char *first, const char *second) {
  char path[128], line[4096];
  snprintf(path, sizeof path, "%s/tuning.log", folder);
  FILE *file = fopen(path, "r");
  int found = 0;
  while (file && !found && fgets(line, sizeof line, file))
    found = strstr(line, first) && strstr(line, second);
  if (file) fclose(file);
  return found;
}

/* ---- the cases ------------------------------------------------------------ */

static void test_forgeries(void) {
  problem p;
  if (!problem_open(&p)) {
    problem_close(&p);
    return;
  }
  forger f = {0, NULL, 0, 0};
  set_hooks(p.context, &f);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_matmul_tune(p.matmul, p.n, p.b, p.ldb, p.c, p.ldc, NULL,
                              &error), &error);
  const gimmik_tuning_report *report = gimmik_matmul_tuning_report(p.matmul);
  const char *winner = gimmik_matmul_kernel(p.matmul)->variant;
  printf("forgeries: %s won; %d kernels, %d timed, %d skipped, %d "
         "disqualified\n", winner, report->kernels, report->timed,
         report->skipped, report->disqualified);
  CHECK(gimmik_matmul_is_tuned(p.matmul));
  CHECK(strcmp(winner, "forged-empty") != 0);
  CHECK(report->skipped == 4 && report->disqualified == 1);
  CHECK(report->timed == report->kernels - 5);
  CHECK(logged(shared_folder, "forged-ungenerated", "skipped: not built"));
  CHECK(logged(shared_folder, "forged-uncompiled", "skipped: not built"));
  CHECK(logged(shared_folder, "forged-unloaded", "skipped: not built"));
  CHECK(logged(shared_folder, "forged-unlaunchable", "skipped: did not run"));
  CHECK(logged(shared_folder, "forged-empty", "disqualified"));
  CHECK(!logged(shared_folder, "forged-honest", ":"));
  CHECK(c_untouched(&p));
  CHECK(apply_error(&p) < 1e-14);
  problem_close(&p);
}

/* The kernel in use cannot launch: another kernel is the reference and
 * wins; the fast wrong one still loses. */
static void test_in_use_fails(void) {
  problem p;
  if (!problem_open(&p)) {
    problem_close(&p);
    return;
  }
  char in_use[32];
  snprintf(in_use, sizeof in_use, "%s",
           gimmik_matmul_kernel(p.matmul)->variant);
  forger f = {0, in_use, 0, 0};
  set_hooks(p.context, &f);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_matmul_tune(p.matmul, p.n, p.b, p.ldb, p.c, p.ldc, NULL,
                              &error), &error);
  const char *winner = gimmik_matmul_kernel(p.matmul)->variant;
  printf("kernel in use (%s) refused: %s won\n", in_use, winner);
  CHECK(strcmp(winner, in_use) != 0 && strcmp(winner, "forged-empty") != 0);
  CHECK(gimmik_matmul_tuning_report(p.matmul)->disqualified == 1);
  CHECK(logged(shared_folder, in_use, "skipped: did not run"));
  CHECK(c_untouched(&p));
  f.refused = NULL;
  CHECK(apply_error(&p) < 1e-14);
  problem_close(&p);
}

/* No kernel can launch: the tuning fails, saying so, C is as it was and
 * the kernel in use stays. */
static void test_nothing_runs(void) {
  problem p;
  if (!problem_open(&p)) {
    problem_close(&p);
    return;
  }
  forger f = {0, "", 0, 0};
  set_hooks(p.context, &f);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_FAILS(gimmik_matmul_tune(p.matmul, p.n, p.b, p.ldb, p.c, p.ldc, NULL,
                                 &error), &error, GIMMIK_ERROR_BACKEND,
              "no kernel ran (the kernel in use: did not run: forged: the "
              "device refuses");
  CHECK(!gimmik_matmul_is_tuned(p.matmul));
  CHECK(c_untouched(&p));
  f.refused = NULL;
  CHECK(apply_error(&p) < 1e-14);
  problem_close(&p);
}

/* The device is lost at some point of the tuning (as a CUDA context is
 * after a kernel faults: every later call fails): the tuning stops there
 * and fails, naming the candidate; the plan keeps the kernel in use,
 * which with the device back computes the right C. */
static void test_device_lost(void) {
  problem p;
  if (!problem_open(&p)) {
    problem_close(&p);
    return;
  }
  forger f = {0, NULL, 0, INT_MAX};
  set_hooks(p.context, &f);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_matmul_tune(p.matmul, p.n, p.b, p.ldb, p.c, p.ldc, NULL,
                              &error), &error);
  int total = f.launches;
  problem_close(&p);
  int step = total > 12 ? total / 12 : 1;
  for (int lost = 1; lost < total; lost += step) {
    if (!problem_open(&p)) break;
    f.launches = 0;
    f.lost_after = lost;
    set_hooks(p.context, &f);
    gimmik_status status = gimmik_matmul_tune(p.matmul, p.n, p.b, p.ldb,
                                              p.c, p.ldc, NULL, &error);
    printf("device lost after %d of %d launches: %s\n", f.lost_after,
           total, status == GIMMIK_OK ? "tuned" : error.message);
    if (f.launches > f.lost_after) { /* counts differ from run to run */
      CHECK(status == GIMMIK_ERROR_BACKEND &&
            strstr(error.message, "no longer works after candidate") &&
            strstr(error.message, "forged: lost"));
      CHECK(!gimmik_matmul_is_tuned(p.matmul));
    } else {
      CHECK_OK(status, &error);
    }
    gimmik_error_clear(&error);
    CHECK(gimmik_matmul_kernel(p.matmul) != NULL);
    f.lost_after = 0;
    CHECK(c_untouched(&p));
    CHECK(apply_error(&p) < 1e-14);
    problem_close(&p);
  }
}

/* x = x + alpha p with the sum x.x, against a forgery of x = x - alpha p:
 * the arrays are restored before each check and after tuning. */
static void test_vector(void) {
  char own[] = "/tmp/gimmik-faults-XXXXXX";
  CHECK(mkdtemp(own) != NULL);
  gimmik_context *context = open_context(own, GIMMIK_TUNE_IF_UNKNOWN);
  if (!context) return;
  forger f = {1, NULL, 0, 0};
  set_hooks(context, &f);
  gimmik_vector_request request;
  gimmik_vector_request_init(&request);
  request.backend = backend;
  request.statements[0] = "x = x + alpha*p";
  request.statement_count = 1;
  request.sums[0] = "x*x";
  request.sum_count = 1;
  gimmik_vector *vector = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_vector_create(context, &request, &vector, &error), &error);
  enum { N = 5000 };
  double x[N], q[N], after[N];
  random_fill(x, N, 0.5);
  random_fill(q, N, -0.5);
  void *arrays[2] = {NULL, NULL};
  for (int a = 0; a < 2; a++) {
    CHECK_OK(gimmik_memory_alloc(context, sizeof x, &arrays[a], &error),
             &error);
    CHECK_OK(gimmik_memory_write(context, arrays[a], 0, sizeof x,
                                 a == 0 ? x : q, NULL, &error), &error);
  }
  const double scalars[4] = {0.5, 0.0, 0.0, 0.0};
  CHECK_OK(gimmik_vector_tune(vector, N, scalars, arrays, NULL, &error),
           &error);
  const char *winner = gimmik_vector_kernel(vector)->variant;
  printf("vector: %s won\n", winner);
  CHECK(strcmp(winner, "forged-minus") != 0);
  CHECK(logged(own, "forged-minus", "disqualified"));
  CHECK_OK(gimmik_memory_read(context, arrays[0], 0, sizeof x, after, NULL,
                              &error), &error);
  CHECK(memcmp(after, x, sizeof x) == 0);
  double sum = 0.0;
  CHECK_OK(gimmik_vector_apply(vector, N, scalars, arrays, &sum, NULL,
                               &error), &error);
  CHECK_OK(gimmik_memory_read(context, arrays[0], 0, sizeof x, after, NULL,
                              &error), &error);
  long double expected = 0.0L;
  double worst = 0.0;
  for (int i = 0; i < N; i++) {
    double updated = x[i] + 0.5 * q[i];
    expected += (long double)updated * updated;
    if (fabs(after[i] - updated) > worst) worst = fabs(after[i] - updated);
  }
  CHECK(worst < 1e-15);
  CHECK(fabsl(sum - expected) < 1e-12L * expected);
  gimmik_vector_destroy(vector, NULL);
  gimmik_context_destroy(context, NULL);
  char command[128];
  snprintf(command, sizeof command, "rm -rf '%s'", own);
  CHECK(system(command) == 0);
}

/* A default that cannot be built (its template, overridden, fails): the
 * first candidate that builds stands in; on C, where every kernel comes
 * from that template, planning fails with the template's error. */
static void test_default_unbuildable(void) {
  char own[] = "/tmp/gimmik-faults-XXXXXX", command[256];
  CHECK(mkdtemp(own) != NULL);
  const char *name = backend == GIMMIK_BACKEND_C ? "c" : "cstream";
  snprintf(command, sizeof command, "mkdir -p %s/templates/matmul", own);
  CHECK(system(command) == 0);
  snprintf(command, sizeof command, "%s/templates/matmul/%s.tpl", own,
           name);
  FILE *template = fopen(command, "w");
  CHECK(template && fputs("% error(\"forged\")\n", template) >= 0);
  if (template) fclose(template);
  snprintf(command, sizeof command, "%s/templates", own);
  setenv("GIMMIK_TEMPLATE_DIR", command, 1);
  gimmik_context *context = open_context(own, GIMMIK_TUNE_IF_UNKNOWN);
  gimmik_operator *op = NULL;
  gimmik_matmul *matmul = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_load("gll-diff:5", &op, &error), &error);
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  gimmik_status status =
      gimmik_matmul_create(context, op, &request, &matmul, &error);
  if (backend == GIMMIK_BACKEND_C) {
    CHECK(status == GIMMIK_ERROR_TEMPLATE && strstr(error.message, "forged"));
  } else {
    CHECK_OK(status, &error);
    if (matmul) {
      printf("default unbuildable: %s stands in\n",
             gimmik_matmul_kernel(matmul)->variant);
      CHECK(strcmp(gimmik_matmul_kernel(matmul)->variant, "cstream") != 0);
    }
  }
  unsetenv("GIMMIK_TEMPLATE_DIR");
  gimmik_matmul_destroy(matmul, NULL);
  gimmik_operator_destroy(op);
  gimmik_context_destroy(context, NULL);
  snprintf(command, sizeof command, "rm -rf '%s'", own);
  CHECK(system(command) == 0);
}

/* A stored decision for the vendor's GEMM (a CUDA tuning's) where the
 * backend has none: the default kernel stands in, due for tuning, and
 * computes the product; the tuning replaces the decision. */
static void test_vendor_decision(void) {
  char own[] = "/tmp/gimmik-faults-XXXXXX", command[128];
  CHECK(mkdtemp(own) != NULL);
  problem p;
  if (!problem_open_in(&p, own, GIMMIK_TUNE_IF_UNKNOWN)) return;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_decision decision = {.variant = "cublas",
                                     .milliseconds = 1e-3};
  CHECK_OK(gimmik_tuning_db_store(p.context->tuning, p.context->device_key,
                                  p.matmul->plan.decision_key, &decision,
                                  &error), &error);
  gimmik_matmul_destroy(p.matmul, NULL);
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.beta = 1.0;
  CHECK_OK(gimmik_matmul_create(p.context, p.op, &request, &p.matmul,
                                &error), &error);
  CHECK(p.matmul && strcmp(gimmik_matmul_kernel(p.matmul)->variant,
                           "cublas") != 0);
  CHECK(p.matmul && !gimmik_matmul_is_tuned(p.matmul));
  double worst = p.matmul ? apply_error(&p) : 1.0;
  CHECK(worst < 1e-14);
  CHECK(p.matmul && gimmik_matmul_is_tuned(p.matmul));
  int found = 0;
  CHECK_OK(gimmik_tuning_db_lookup(p.context->tuning, p.context->device_key,
                                   p.matmul->plan.decision_key, &decision,
                                   &found, &error), &error);
  CHECK(found && strcmp(decision.variant, "cublas") != 0);
  printf("vendor decision without cuBLAS: %s stands in, error %.2e\n",
         gimmik_matmul_kernel(p.matmul)->variant, worst);
  problem_close(&p);
  snprintf(command, sizeof command, "rm -rf '%s'", own);
  CHECK(system(command) == 0);
}

/* The hook's local memory: `bytes` for the variant named (every variant
 * when NULL), none for the others. */
typedef struct spiller {
  const char *variant;
  long long bytes;
} spiller;

static long long spilled_bytes(void *user, const gimmik_kernel_info *info) {
  const spiller *s = user;
  return !s->variant || strcmp(s->variant, info->variant) == 0 ? s->bytes
                                                               : 0;
}

/* With tuning off and the hook as `s` says: the kernel's variant into
 * `variant`; 0 when no matmul was made or its product is wrong. */
static int untuned_variant(spiller *s, char variant[32]) {
  char own[] = "/tmp/gimmik-faults-XXXXXX", command[128];
  CHECK(mkdtemp(own) != NULL);
  gimmik_tuning_hooks hooks = {.local_bytes = spilled_bytes, .user = s};
  problem p;
  int made = problem_open_hooked(&p, own, GIMMIK_TUNE_NEVER, &hooks);
  if (made) {
    snprintf(variant, 32, "%s", gimmik_matmul_kernel(p.matmul)->variant);
    made = apply_error(&p) < 1e-14;
  }
  problem_close(&p);
  snprintf(command, sizeof command, "rm -rf '%s'", own);
  CHECK(system(command) == 0);
  return made;
}

/* The viable variant of least rank other than `not` for the problem's
 * request, "" when there is none. */
static void ranked_next(const char *not, char variant[32]) {
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_load("gll-diff:5", &op, &error), &error);
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.backend = backend;
  request.beta = 1.0;
  gimmik_variant_report *reports = NULL;
  int count = 0, best = -1;
  CHECK_OK(gimmik_matmul_variants(op, &request, &reports, &count, &error),
           &error);
  for (int r = 0; r < count; r++)
    if (reports[r].viable && strcmp(reports[r].variant, not) != 0 &&
        (best < 0 || reports[r].rank < reports[best].rank))
      best = r;
  snprintf(variant, 32, "%s", best >= 0 ? reports[best].variant : "");
  free(reports);
  gimmik_operator_destroy(op);
}

static void test_spilling_default(void) {
  char chosen[32] = "", fallback[32], first[32] = "";
  spiller none = {NULL, 0};
  CHECK(untuned_variant(&none, first));
  ranked_next(first, fallback);
  spiller spills = {first, 1000}, at_threshold = {first, 64};
  spiller everything = {NULL, 1000};
  CHECK(untuned_variant(&spills, chosen));
  CHECK(strcmp(chosen, fallback[0] ? fallback : first) == 0);
  printf("default %s spills: %s stands in\n", first, chosen);
  CHECK(untuned_variant(&at_threshold, chosen) && !strcmp(chosen, first));
  CHECK(untuned_variant(&everything, chosen) && !strcmp(chosen, first));
}

int main(int argc, char **argv) {
  gimmik_error error;
  gimmik_error_init(&error);
  if (argc != 2 || gimmik_backend_parse(argv[1], &backend, &error) ||
      backend == GIMMIK_BACKEND_CUDA) {
    fprintf(stderr, "usage: %s c|opencl\n", argv[0]);
    return 2;
  }
  if (gimmik_backend_available(backend, &error) != GIMMIK_OK) {
    printf("test_tuning_faults: %s\n", error.message);
    return 77;
  }
  srand(5);
  CHECK(mkdtemp(shared_folder) != NULL);
  test_forgeries();
  test_in_use_fails();
  test_nothing_runs();
  test_device_lost();
  test_vector();
  test_default_unbuildable();
  test_vendor_decision();
  test_spilling_default();
  char command[128];
  snprintf(command, sizeof command, "rm -rf '%s'", shared_folder);
  CHECK(system(command) == 0);
  return check_finish("test_tuning_faults");
}
