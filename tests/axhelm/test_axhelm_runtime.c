/*
 * test_axhelm_runtime.c: axhelm through the public runtime
 * (gimmik/runtime.h) on the first OpenCL device (PoCL here) or CUDA
 * device: the first apply tunes and computes the right result on the
 * caller's memory; the decision persists across handles and processes'
 * databases; tuning sweeps, refines the leaders and times them again; a
 * fixed variant is never tuned; bad arguments are errors.
 *
 * usage: test_axhelm_runtime [opencl | cuda] [N]
 * Exits 77 (skipped) when the backend has no device here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "axhelm_check.h"
#include "check.h"
#include "gimmik/runtime.h"
#include "random_mesh.h"

static gimmik_backend backend = GIMMIK_BACKEND_OPENCL;
static int points = 2;
static char cache_folder[256] = "/tmp/gimmik-axhelm-runtime-XXXXXX";

enum { ELEMENTS = 12 };

static double tolerance(gimmik_dtype dtype) {
  return dtype == GIMMIK_F64 ? 1e-12 : 1e-5;
}

static gimmik_context_options test_options(gimmik_tuning tuning) {
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.backend = backend;
  options.cache_dir = cache_folder;
  options.tuning = tuning;
  options.tuning_repeat = 2;
  return options;
}

static gimmik_context *open_options(const gimmik_context_options *options) {
  gimmik_context *context = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_context_create(options, &context, &error), &error);
  return context;
}

static gimmik_context *open_context(gimmik_tuning tuning) {
  gimmik_context_options options = test_options(tuning);
  return open_options(&options);
}

/* Inputs for `request` on the context's device, on a deformed brick. */
typedef struct problem {
  axhelm_inputs inputs;
  axhelm_device_data data;
  double *mesh;
} problem;

static int make_problem(gimmik_context *context,
                        const gimmik_axhelm_request *request, problem *p) {
  memset(p, 0, sizeof *p);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status =
      gimmik_hex_mesh_brick(3, 2, 2, 0.2, 41, &p->mesh, &error);
  int arrays = request->coefficients == GIMMIK_AXHELM_PER_NODE
                   ? 1 + (request->equation == GIMMIK_AXHELM_HELMHOLTZ)
                   : 0;
  axhelm_inputs_spec spec = {request->dtype, request->points, request->fields,
                             gimmik_axhelm_geometry_name(request->geometry),
                             arrays, ELEMENTS, 3, p->mesh, 99, 2};
  if (status == GIMMIK_OK)
    status = gimmik_axhelm_inputs_create(&spec, &p->inputs, &error);
  if (status == GIMMIK_OK)
    status = gimmik_axhelm_device_upload(context, &p->inputs, &p->data,
                                         &error);
  CHECK_OK(status, &error);
  return status == GIMMIK_OK;
}

static void free_problem(problem *p) {
  gimmik_axhelm_device_free(&p->data);
  gimmik_axhelm_inputs_free(&p->inputs);
  free(p->mesh);
}

/* Apply through the runtime and check au against the reference. */
static void check_apply(gimmik_axhelm *axhelm, problem *p, const char *what) {
  gimmik_error error;
  gimmik_error_init(&error);
  axhelm_comparison comparison;
  const gimmik_kernel_info *info = gimmik_axhelm_kernel(axhelm);
  CHECK_OK(gimmik_axhelm_apply_and_compare(
               gimmik_axhelm_apply_through_runtime, axhelm, info, &p->inputs,
               &p->data, 0, ELEMENTS, NULL, NULL, &comparison, &error),
           &error);
  info = gimmik_axhelm_kernel(axhelm); /* tuning may have replaced it */
  printf("%-22s %-7s", what, info->variant);
  for (int i = 0; i < info->param_count; i++)
    printf(" %s=%d", info->params[i].name, info->params[i].value);
  printf("  error %.2e\n", comparison.max_error);
  CHECK(comparison.nonfinite == 0);
  CHECK(comparison.max_error < tolerance(info->dtype));
}

static gimmik_axhelm *create(gimmik_context *context,
                             const gimmik_axhelm_request *request) {
  gimmik_axhelm *axhelm = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_create(context, request, &axhelm, &error), &error);
  return axhelm;
}

static gimmik_axhelm_request base_request(void) {
  gimmik_axhelm_request request;
  gimmik_axhelm_request_init(&request);
  request.backend = backend;
  request.points = points;
  request.geometry = GIMMIK_AXHELM_TRILINEAR;
  return request;
}

/* The first apply tunes; a second handle finds the decision. */
static void test_tune_then_reuse(void) {
  gimmik_context *context = open_context(GIMMIK_TUNE_IF_UNKNOWN);
  gimmik_axhelm_request request = base_request();
  problem p;
  if (!context || !make_problem(context, &request, &p)) return;
  gimmik_axhelm *first = create(context, &request);
  if (!first) return;
  CHECK(!gimmik_axhelm_is_tuned(first));
  check_apply(first, &p, "tuned on first apply");
  CHECK(gimmik_axhelm_is_tuned(first));
  CHECK(gimmik_axhelm_tuned_milliseconds(first) > 0.0);
  gimmik_kernel_info winner = *gimmik_axhelm_kernel(first);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_destroy(first, &error), &error);

  gimmik_axhelm *second = create(context, &request);
  CHECK(gimmik_axhelm_is_tuned(second));
  CHECK(strcmp(gimmik_axhelm_kernel(second)->variant, winner.variant) == 0);
  CHECK(gimmik_axhelm_tuned_milliseconds(second) > 0.0);
  check_apply(second, &p, "decision reused");
  CHECK_OK(gimmik_axhelm_destroy(second, &error), &error);

  /* Another lambda0 is another problem: nothing decided for it yet. */
  request.lambda0 = 2.5;
  gimmik_axhelm *other = create(context, &request);
  CHECK(!gimmik_axhelm_is_tuned(other));
  CHECK_OK(gimmik_axhelm_destroy(other, &error), &error);
  free_problem(&p);
  CHECK_OK(gimmik_context_destroy(context, &error), &error);
}

/* A new context on the same cache folder: the decision is on disk. */
static void test_decision_on_disk(void) {
  gimmik_context *context = open_context(GIMMIK_TUNE_NEVER);
  gimmik_axhelm_request request = base_request();
  gimmik_axhelm *axhelm = context ? create(context, &request) : NULL;
  if (!axhelm) return;
  CHECK(gimmik_axhelm_is_tuned(axhelm));
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_destroy(axhelm, &error), &error);
  CHECK_OK(gimmik_context_destroy(context, &error), &error);
}

/* A named variant is used as given; vector Helmholtz with per-node
 * coefficients and stored geometry in float. */
static void test_fixed_variant(void) {
  gimmik_context *context = open_context(GIMMIK_TUNE_ALWAYS);
  gimmik_axhelm_request request = base_request();
  request.dtype = GIMMIK_F32;
  request.fields = 3;
  request.equation = GIMMIK_AXHELM_HELMHOLTZ;
  request.coefficients = GIMMIK_AXHELM_PER_NODE;
  request.geometry = GIMMIK_AXHELM_STORED;
  request.variant = "layers";
  problem p;
  if (!context || !make_problem(context, &request, &p)) return;
  gimmik_axhelm *axhelm = create(context, &request);
  if (axhelm) {
    check_apply(axhelm, &p, "fixed variant");
    CHECK(!gimmik_axhelm_is_tuned(axhelm));
    CHECK(strcmp(gimmik_axhelm_kernel(axhelm)->variant, "layers") == 0);
  }
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_destroy(axhelm, &error), &error);
  free_problem(&p);
  CHECK_OK(gimmik_context_destroy(context, &error), &error);
}

static void expect_apply_error(gimmik_axhelm *axhelm,
                               const gimmik_axhelm_data *data,
                               const char *fragment) {
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_FAILS(gimmik_axhelm_apply(axhelm, data, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, fragment);
  printf("  rejected: %s\n", error.message);
}

static void test_bad_arguments(void) {
  gimmik_context *context = open_context(GIMMIK_TUNE_NEVER);
  gimmik_axhelm_request request = base_request();
  problem p;
  if (!context || !make_problem(context, &request, &p)) return;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_axhelm_request bad = request;
  bad.points = GIMMIK_AXHELM_MAX_POINTS + 1;
  gimmik_axhelm *none = NULL;
  CHECK_FAILS(gimmik_axhelm_create(context, &bad, &none, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "points");
  CHECK(none == NULL);

  gimmik_axhelm *axhelm = create(context, &request);
  gimmik_axhelm_data good = gimmik_axhelm_device_arguments(
      gimmik_axhelm_kernel(axhelm), &p.inputs, &p.data);
  gimmik_axhelm_data data = good;
  data.au = data.u;
  expect_apply_error(axhelm, &data, "same memory");
  data = good;
  data.elements = 0;
  expect_apply_error(axhelm, &data, "elements");
  data = good;
  data.lambda0 = data.u;
  expect_apply_error(axhelm, &data, "lambda0");
  data = good;
  data.u = NULL;
  expect_apply_error(axhelm, &data, "u");
  /* More elements than the memory holds. */
  data = good;
  data.elements = ELEMENTS * 4;
  expect_apply_error(axhelm, &data, "remain of its");
  CHECK_FAILS(gimmik_axhelm_apply(axhelm, NULL, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "data");
  CHECK_OK(gimmik_axhelm_apply(axhelm, &good, NULL, &error), &error);
  CHECK_OK(gimmik_axhelm_destroy(axhelm, &error), &error);
  free_problem(&p);
  CHECK_OK(gimmik_context_destroy(context, &error), &error);
}

/* How many of the tuning's verbose lines in `log` are of each step. */
typedef struct tuning_steps {
  int in_use, swept, refined, final;
} tuning_steps;

static tuning_steps count_steps(FILE *log) {
  tuning_steps steps = {0, 0, 0, 0};
  char line[512];
  rewind(log);
  while (fgets(line, sizeof line, log)) {
    if (!strstr(line, "gimmik: tuning ") || !strstr(line, " ms")) continue;
    if (strstr(line, ": in use ")) steps.in_use++;
    else if (strstr(line, ": refine ")) steps.refined++;
    else if (strstr(line, ": final ")) steps.final++;
    else steps.swept++;
  }
  return steps;
}

/* The sweep times the kernel in use and each candidate that refines no
 * other (evenodd = 1), not the refinements (evenodd = 0): those only for
 * the eight fastest; the final times the leaders twice more.  A margin
 * of 10 makes the four fastest the leaders, whatever PoCL's timings. */
static void test_tuning_steps(void) {
  gimmik_axhelm_request request = base_request();
  request.lambda0 = 0.75; /* a problem no other test tuned */
  gimmik_candidate *candidates = NULL;
  int count = 0, first_round = 0;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_candidates(&request, &candidates, &count, &error),
           &error);
  for (int i = 0; i < count; i++)
    first_round += candidates[i].refines < 0;
  free(candidates);
  CHECK(first_round < count);

  gimmik_context_options options = test_options(GIMMIK_TUNE_IF_UNKNOWN);
  options.tuning_margin = 10.0;
  options.verbose = 1;
  gimmik_context *context = open_options(&options);
  problem p;
  if (!context || !make_problem(context, &request, &p)) return;
  gimmik_axhelm *axhelm = create(context, &request);
  FILE *log = tmpfile();
  int saved = dup(fileno(stderr));
  if (axhelm && log && saved >= 0) {
    fflush(stderr);
    dup2(fileno(log), fileno(stderr));
    check_apply(axhelm, &p, "tuned in three steps");
    fflush(stderr);
    dup2(saved, fileno(stderr));
    tuning_steps steps = count_steps(log);
    printf("tuning steps: %d in use, %d swept (%d candidates refine none), "
           "%d refined, %d in the final\n", steps.in_use, steps.swept,
           first_round, steps.refined, steps.final);
    /* The kernel in use (the default) is a first-round candidate, timed
     * once. */
    CHECK(steps.in_use == 1 && steps.swept == first_round - 1);
    CHECK(steps.refined <= 8);
    CHECK(steps.final == 2 * 4);
  }
  if (saved >= 0) close(saved);
  if (log) fclose(log);
  CHECK_OK(gimmik_axhelm_destroy(axhelm, &error), &error);
  free_problem(&p);
  CHECK_OK(gimmik_context_destroy(context, &error), &error);
}

static int device_present(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.backend = backend;
  options.cache_dir = cache_folder;
  gimmik_context *context = NULL;
  if (gimmik_context_create(&options, &context, &error) != GIMMIK_OK) {
    printf("skipped: %s\n", error.message);
    return 0;
  }
  gimmik_context_destroy(context, NULL);
  return 1;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "cuda") == 0) backend = GIMMIK_BACKEND_CUDA;
  if (argc > 2) points = atoi(argv[2]);
  if (!mkdtemp(cache_folder)) return 1;
  if (!device_present()) return 77;
  test_tune_then_reuse();
  test_decision_on_disk();
  test_tuning_steps();
  test_fixed_variant();
  test_bad_arguments();
  char command[300];
  snprintf(command, sizeof command, "rm -rf '%s'", cache_folder);
  if (system(command) != 0)
    fprintf(stderr, "could not remove %s\n", cache_folder);
  return check_finish("test_axhelm_runtime");
}
