/*
 * cg.c: the iterations of both methods (gimmik/solver.h): per iteration
 * the operator fused with the new direction and p.w (an axhelm input
 * and dot), DSS, and one or two fused vector passes.  On a part, DSS is
 * across the parts and each inner product is summed over them once it
 * is on the host (across.c).
 *
 *   CG (Nek's BP5): r = DSS(b - A x);  rho = r.e r  (e = d/multiplicity)
 *     p = d r + beta p;  w = A p;  p.w          (one kernel)
 *     alpha = rho / p.w;  w = DSS(w)
 *     x += alpha p;  r -= alpha w;  rho' = r.e r  (one pass)
 *   p.w is taken before DSS: p is continuous, so the elements' own
 *   products sum to p.Ap, without the weights the assembled w needs.
 *   FCG (cell-wise): r = b - A x, z = DSS(d r);  rho = r.z
 *     p = z + beta p;  w = A p (local);  p.w   (one kernel)
 *     alpha = rho / p.w;  x += alpha p;  r -= alpha w;  z = d r (one pass)
 *     DSS(z);  rho' = r.z
 *
 * d is 1 / the assembled diagonal, 0 on Dirichlet nodes, so p, and with it
 * x, never changes there; the weights are 0 there too, so what r holds
 * on those nodes never enters a sum.  The padding of a blocked layout is
 * 0 in every field and stays so.
 *
 * With device scalars (scalars.c) alpha and beta are formed between the
 * kernels on the device, and the host, which learns p.w and rho' of
 * iteration k while k + 1 runs, decides then whether k + 1 was needed:
 * an iteration queued past the last only moved x by the last direction,
 * the solution pass's work, which is then not run.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "solver/solver_internal.h"

typedef struct pass_text {
  const char *statements[3];
  const char *sums[1];
} pass_text;

/* x's update by a direction waits for the next operator, which loads
 * that direction anyway to form the next (SOLUTION: the last one). */
static const pass_text cg_passes[PASS_COUNT] = {
    [PASS_RESIDUAL] = {{"r = b - w"}, {NULL}},
    [PASS_UPDATE] = {{"r = r - alpha*w"}, {"e*r*r"}},
    [PASS_PRECONDITIONED] = {{NULL}, {"e*r*r"}},
    [PASS_SOLUTION] = {{"x = x + alpha*p"}, {NULL}}};

static const pass_text fcg_passes[PASS_COUNT] = {
    [PASS_RESIDUAL] = {{"r = b - w", "z = d*r"}, {NULL}},
    [PASS_UPDATE] = {{"r = r - alpha*w", "z = d*r"}, {NULL}},
    [PASS_PRECONDITIONED] = {{NULL}, {"r*z"}},
    [PASS_SOLUTION] = {{"x = x + alpha*p"}, {NULL}}};

/* The new direction, which the operator evaluates where it loads p,
 * after x's update by the old one. */
static const char *direction_input(const gimmik_solver *solver) {
  return solver->options.method == GIMMIK_SOLVER_FCG ? "p = z + beta*p"
                                                     : "p = d*r + beta*p";
}

static gimmik_status plan_direction(gimmik_solver *solver,
                                    gimmik_error *error) {
  gimmik_axhelm_request request;
  gimmik_solver_axhelm_request(solver, &request);
  request.input = direction_input(solver);
  request.update = "x = x + alpha*p";
  request.dot = 1;
  request.scalar_memory = solver->device_scalars;
  request.kernel_name = "gimmik_solver_direction";
  return gimmik_axhelm_create(solver->context, &request, &solver->direction,
                              error);
}

gimmik_status gimmik_solver_plan_passes(gimmik_solver *solver,
                                        gimmik_error *error) {
  gimmik_status status = plan_direction(solver, error);
  if (status != GIMMIK_OK) return status;
  const pass_text *texts =
      solver->options.method == GIMMIK_SOLVER_FCG ? fcg_passes : cg_passes;
  for (int pass = 0; pass < PASS_COUNT; pass++) {
    gimmik_vector_request request;
    gimmik_vector_request_init(&request);
    request.dtype = solver->options.dtype;
    request.kernel_name = "gimmik_solver_pass";
    /* Every pass but the residual's reads alpha or leaves a sum. */
    request.scalar_memory = solver->device_scalars && pass != PASS_RESIDUAL;
    for (int k = 0; k < 3 && texts[pass].statements[k]; k++)
      request.statements[request.statement_count++] =
          texts[pass].statements[k];
    if (texts[pass].sums[0]) request.sums[request.sum_count++] =
        texts[pass].sums[0];
    status = gimmik_vector_create(solver->context, &request,
                                  &solver->passes[pass], error);
    if (status != GIMMIK_OK) return status;
  }
  if (solver->device_scalars)
    status = gimmik_solver_plan_scalars(solver, error);
  return status;
}

void *gimmik_solver_field(gimmik_solver *solver, const char *name) {
  static const char *const names[FIELD_COUNT] = {
      "r", "p", "w", "z", "d", "weight", "e", "mask"};
  for (int f = 0; f < FIELD_COUNT; f++)
    if (!strcmp(name, names[f])) return solver->fields[f];
  return NULL;
}

/* The device array a pass's name stands for. */
static void *array_of(gimmik_solver *solver, const char *name, const void *b,
                      void *x) {
  if (!strcmp(name, "b")) return (void *)b;
  if (!strcmp(name, "x")) return x;
  return gimmik_solver_field(solver, name);
}

/* The arrays pass `pass` names, in its order. */
static void pass_arrays(gimmik_solver *solver, solver_pass pass,
                        const void *b, void *x, void *arrays[12]) {
  const char *name;
  for (int a = 0; (name = gimmik_vector_array(solver->passes[pass], a)); a++)
    arrays[a] = array_of(solver, name, b, x);
}

gimmik_status gimmik_solver_run(gimmik_solver *solver, solver_pass pass,
                                 const void *b, void *x, double alpha,
                                 double beta, double *sums,
                                 gimmik_error *error) {
  void *arrays[12];
  pass_arrays(solver, pass, b, x, arrays);
  const double scalars[4] = {alpha, beta, 0.0, 0.0};
  return gimmik_vector_apply(solver->passes[pass], solver->values, scalars,
                             arrays, sums, NULL, error);
}

gimmik_status gimmik_solver_tune_pass(gimmik_solver *solver,
                                      solver_pass pass, const void *b,
                                      void *x, gimmik_error *error) {
  void *arrays[12];
  pass_arrays(solver, pass, b, x, arrays);
  const double scalars[4] = {0.5, 0.5, 0.0, 0.0};
  return gimmik_vector_tune(solver->passes[pass], solver->values, scalars,
                            arrays, NULL, error);
}

gimmik_status gimmik_solver_local_apply(gimmik_solver *solver, void *u,
                                        void *au, gimmik_error *error) {
  gimmik_axhelm_data data = {.elements = solver->elements,
                             .geometry = solver->geometry, .u = u, .au = au};
  return gimmik_axhelm_apply(solver->axhelm, &data, NULL, error);
}

gimmik_status gimmik_solver_direction(gimmik_solver *solver, void *x,
                                      double alpha, double beta, double *pw,
                                      gimmik_error *error) {
  return gimmik_solver_direction_range(solver, x, alpha, beta, 0,
                                       solver->elements, pw, error);
}

gimmik_status gimmik_solver_direction_range(gimmik_solver *solver, void *x,
                                            double alpha, double beta,
                                            long long first, long long count,
                                            double *pw, gimmik_error *error) {
  void *inputs[3] = {NULL, NULL, NULL};
  const char *name;
  for (int a = 0; a < 3 && (name = gimmik_axhelm_input_array(
                                solver->direction, a)); a++)
    inputs[a] = array_of(solver, name, NULL, x);
  gimmik_axhelm_data data = {.elements = count, .first = first,
                             .geometry = solver->geometry,
                             .u = solver->fields[FIELD_P],
                             .au = solver->fields[FIELD_W],
                             .inputs = inputs, .scalars = {alpha, beta},
                             .dot = pw};
  return gimmik_axhelm_apply(solver->direction, &data, NULL, error);
}

/* With options.profile, start timing a phase: the device finishes what
 * came before first. */
static gimmik_status phase_start(gimmik_solver *solver, gimmik_error *error) {
  if (!solver->options.profile) return GIMMIK_OK;
  return gimmik_timer_start(solver->timer, NULL, error);
}

static gimmik_status phase_stop(gimmik_solver *solver,
                                gimmik_solver_phase phase,
                                gimmik_error *error) {
  if (!solver->options.profile) return GIMMIK_OK;
  double milliseconds = 0.0;
  gimmik_status status = gimmik_timer_stop(solver->timer, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_timer_elapsed(solver->timer, &milliseconds, error);
  solver->phases[phase] += milliseconds;
  return status;
}

/* One step of an iteration, timed as `phase` when profiling. */
#define STEP(solver, phase, call)                                            \
  do {                                                                       \
    if (status == GIMMIK_OK) status = phase_start(solver, error);            \
    if (status == GIMMIK_OK) status = (call);                                \
    if (status == GIMMIK_OK) status = phase_stop(solver, phase, error);      \
  } while (0)

static int fcg(const gimmik_solver *solver) {
  return solver->options.method == GIMMIK_SOLVER_FCG;
}

/* The residual of x and its preconditioned norm squared. */
static gimmik_status start(gimmik_solver *solver, const void *b, void *x,
                           double *rho, gimmik_error *error) {
  void *w = solver->fields[FIELD_W];
  gimmik_status status = gimmik_solver_local_apply(solver, x, w, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_run(solver, PASS_RESIDUAL, b, x, 0, 0, NULL, error);
  void *assembled = solver->fields[fcg(solver) ? FIELD_Z : FIELD_R];
  if (status == GIMMIK_OK) status = gimmik_solver_dss(solver, assembled, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_run(solver, PASS_PRECONDITIONED, b, x, 0, 0, rho,
                               error);
  if (status == GIMMIK_OK) status = gimmik_solver_sum(solver, 1, rho, error);
  return status;
}

/* CG's w = A p (p the new direction), this part's p.w and w's DSS, the
 * operator split around the start of the DSS across parts:
 * the boundary elements hold every interface copy, so what the start
 * reads is whole before the others are applied; the local DSS follows
 * them.  w is the same bits as unsplit, p.w the same to rounding. */
static gimmik_status overlapped(gimmik_solver *solver, void *x,
                                double alpha, double beta, double *pw,
                                gimmik_error *error) {
  void *w = solver->fields[FIELD_W];
  long long boundary = solver->overlap_elements;
  double interior = 0.0;
  gimmik_status status = GIMMIK_OK;
  STEP(solver, GIMMIK_PHASE_OPERATOR,
       gimmik_solver_direction_range(solver, x, alpha, beta, 0, boundary, pw,
                                     error));
  STEP(solver, GIMMIK_PHASE_DSS, gimmik_solver_dss_start(solver, w, error));
  if (status != GIMMIK_OK) return status;
  STEP(solver, GIMMIK_PHASE_OPERATOR,
       gimmik_solver_direction_range(solver, x, alpha, beta, boundary,
                                     solver->elements - boundary, &interior,
                                     error));
  if (status == GIMMIK_OK) status = phase_start(solver, error);
  status = gimmik_solver_dss_end(solver, w, status, error);
  if (status == GIMMIK_OK)
    status = phase_stop(solver, GIMMIK_PHASE_DSS, error);
  *pw += interior;
  return status;
}

static gimmik_status not_positive_definite(double pw, gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                          "the operator is not positive definite on this "
                          "mesh and boundary (p.Ap = %g)", pw);
}

/* FCG after its update: z's DSS and r.z (*next; NULL: left on the
 * device). */
static gimmik_status precondition(gimmik_solver *solver, const void *b,
                                  void *x, double *next, gimmik_error *error) {
  gimmik_status status = GIMMIK_OK;
  STEP(solver, GIMMIK_PHASE_DSS,
       gimmik_solver_dss(solver, solver->fields[FIELD_Z], error));
  STEP(solver, GIMMIK_PHASE_PRECONDITIONED,
       gimmik_solver_run(solver, PASS_PRECONDITIONED, b, x, 0, 0, next,
                         error));
  return status;
}

/* One iteration from rho to *next; *alpha: the last step's on entry (x
 * is updated by it here), this one's on return. */
static gimmik_status iterate(gimmik_solver *solver, const void *b, void *x,
                             double rho, double beta, double *alpha,
                             double *next, gimmik_error *error) {
  void *w = solver->fields[FIELD_W];
  double pw = 0.0;
  gimmik_status status = GIMMIK_OK;
  /* The DSS before the sum whether overlapped or not: parts of both
   * kinds must meet in the same sequence (a finish waits for the
   * neighbour's start, which a sum ahead of it would hold back). */
  if (solver->overlap_elements > 0) {
    status = overlapped(solver, x, *alpha, beta, &pw, error);
  } else {
    STEP(solver, GIMMIK_PHASE_OPERATOR,
         gimmik_solver_direction(solver, x, *alpha, beta, &pw, error));
    if (!fcg(solver))
      STEP(solver, GIMMIK_PHASE_DSS, gimmik_solver_dss(solver, w, error));
  }
  if (status == GIMMIK_OK) status = gimmik_solver_sum(solver, 1, &pw, error);
  if (status == GIMMIK_OK && !(pw > 0.0))
    return not_positive_definite(pw, error);
  *alpha = rho / pw;
  STEP(solver, GIMMIK_PHASE_UPDATE,
       gimmik_solver_run(solver, PASS_UPDATE, b, x, *alpha, 0, next, error));
  if (status == GIMMIK_OK && fcg(solver))
    status = precondition(solver, b, x, next, error);
  if (status == GIMMIK_OK) status = gimmik_solver_sum(solver, 1, next, error);
  return status;
}

/* Iteration k of the device path queued: the direction from the alpha
 * and beta in memory, alpha formed from p.w, the update, beta and rho
 * formed from rho', and p.w and rho' queued for the host to read. */
static gimmik_status queue_iteration(gimmik_solver *solver, const void *b,
                                     void *x, int k, gimmik_error *error) {
  gimmik_status status = GIMMIK_OK;
  STEP(solver, GIMMIK_PHASE_OPERATOR,
       gimmik_solver_direction(solver, x, 0.0, 0.0, NULL, error));
  if (!fcg(solver))
    STEP(solver, GIMMIK_PHASE_DSS,
         gimmik_solver_dss(solver, solver->fields[FIELD_W], error));
  STEP(solver, GIMMIK_PHASE_SCALARS,
       gimmik_solver_step(solver, STEP_ALPHA, error));
  STEP(solver, GIMMIK_PHASE_UPDATE,
       gimmik_solver_run(solver, PASS_UPDATE, b, x, 0, 0, NULL, error));
  if (status == GIMMIK_OK && fcg(solver))
    status = precondition(solver, b, x, NULL, error);
  STEP(solver, GIMMIK_PHASE_SCALARS,
       gimmik_solver_step(solver, STEP_BETA, error));
  if (status == GIMMIK_OK) status = gimmik_solver_queue_read(solver, k, error);
  return status;
}

static gimmik_status record(gimmik_solver *solver, int index, double rho,
                            gimmik_error *error) {
  if (index >= solver->history_capacity) {
    int capacity = solver->history_capacity ? 2 * solver->history_capacity
                                            : 64;
    double *grown = realloc(solver->history, (size_t)capacity * sizeof *grown);
    if (!grown)
      return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
    solver->history = grown;
    solver->history_capacity = capacity;
  }
  solver->history[index] = sqrt(rho > 0.0 ? rho : 0.0);
  return GIMMIK_OK;
}

/* Iteration k done with rho: its residual in the history, and to the
 * progress callback. */
static gimmik_status learn(gimmik_solver *solver, int k, double rho,
                           gimmik_error *error) {
  gimmik_status status = record(solver, k, rho, error);
  if (status == GIMMIK_OK && solver->options.progress)
    solver->options.progress(solver->options.progress_data, k,
                             solver->history[k]);
  return status;
}

/* What a solve iterates on: its arguments, the first residual and the
 * residual norm squared so far; on return the iterations done. */
typedef struct solve_run {
  const void *b;
  void *x;
  double tolerance;
  int max_iterations;
  double first, rho;
  int iterations;
} solve_run;

/* Whether iteration k must run, solve->rho being its first residual's. */
static int needed(const solve_run *solve, int k) {
  return k < solve->max_iterations &&
         sqrt(solve->rho) > solve->tolerance * solve->first;
}

/* The host path: each iteration's p.w and rho' waited for. */
static gimmik_status solve_on_host(gimmik_solver *solver, solve_run *solve,
                                   gimmik_error *error) {
  double previous = 0.0, alpha = 0.0;
  int k = 0;
  gimmik_status status = GIMMIK_OK;
  while (status == GIMMIK_OK && needed(solve, k)) {
    double next = 0.0;
    status = iterate(solver, solve->b, solve->x, solve->rho,
                     k ? solve->rho / previous : 0.0, &alpha, &next, error);
    if (status != GIMMIK_OK) break;
    previous = solve->rho;
    solve->rho = next;
    status = learn(solver, ++k, solve->rho, error);
  }
  if (status == GIMMIK_OK && k > 0)
    status = gimmik_solver_run(solver, PASS_SOLUTION, solve->b, solve->x,
                               alpha, 0, NULL, error);
  solve->iterations = k;
  return status;
}

/* The device path: iteration k + 1 queued before k's p.w and rho' are
 * collected (but under a profile, which times one kernel at a time),
 * never past max_iterations.  When rho' says k + 1 was not needed, its
 * operator has made x's update by the last direction, so the solution
 * pass is not run; whatever else it did (dividing by a rho' of 0
 * included) stays in the solver's own fields.  Every iteration queued
 * is collected before the solve returns. */
static gimmik_status solve_on_device(gimmik_solver *solver, solve_run *solve,
                                     gimmik_error *error) {
  int ahead = !solver->options.profile;
  int k = 0, queued = 0, collected = 0;
  gimmik_status status = gimmik_solver_set_state(solver, 0.0, 0.0, solve->rho,
                                                 error);
  while (status == GIMMIK_OK && needed(solve, k)) {
    /* Iteration k is needed: queued already, or now; then k + 1. */
    if (queued == k)
      status = queue_iteration(solver, solve->b, solve->x, queued++, error);
    if (status == GIMMIK_OK && ahead && queued < solve->max_iterations)
      status = queue_iteration(solver, solve->b, solve->x, queued++, error);
    double pw = 0.0, next = 0.0;
    if (status == GIMMIK_OK)
      status = gimmik_solver_collect(solver, collected++, &pw, &next, error);
    if (status == GIMMIK_OK && !(pw > 0.0))
      status = not_positive_definite(pw, error);
    if (status != GIMMIK_OK) break;
    solve->rho = next;
    status = learn(solver, ++k, solve->rho, error);
  }
  if (status == GIMMIK_OK && k > 0 && queued == k)
    status = gimmik_solver_run(solver, PASS_SOLUTION, solve->b, solve->x, 0,
                               0, NULL, error);
  while (collected < queued) {
    double pw, next;
    gimmik_status drained = gimmik_solver_collect(
        solver, collected++, &pw, &next, status == GIMMIK_OK ? error : NULL);
    if (status == GIMMIK_OK) status = drained;
  }
  solve->iterations = k;
  return status;
}

/* p starts at 0, so the first direction (beta = 0) is the preconditioned
 * residual whatever p held. */
static gimmik_status clear_direction(gimmik_solver *solver,
                                     gimmik_error *error) {
  size_t bytes = (size_t)solver->values * solver->value_size;
  void *zeros = calloc(1, bytes);
  if (!zeros) return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                                      "out of memory");
  gimmik_status status = gimmik_memory_write(
      solver->context, solver->fields[FIELD_P], 0, bytes, zeros, NULL, error);
  free(zeros);
  return status;
}

/* The report of a solve that took `solve`'s iterations. */
static void fill_report(const gimmik_solver *solver, const solve_run *solve,
                        gimmik_solve_report *report) {
  int k = solve->iterations;
  report->iterations = k;
  report->scalars = gimmik_solver_scalars_used(solver);
  report->first_residual = solve->first;
  report->residual = sqrt(solve->rho > 0.0 ? solve->rho : 0.0);
  report->converged = report->residual <= solve->tolerance * solve->first;
  report->history = solver->history;
  report->history_count = k + 1;
  for (int phase = 0; phase < GIMMIK_PHASES && k > 0; phase++)
    report->phase_milliseconds[phase] = solver->phases[phase] / k;
}

gimmik_status gimmik_solver_solve(gimmik_solver *solver, const void *rhs,
                                  void *x, double tolerance,
                                  int max_iterations,
                                  gimmik_solve_report *report,
                                  gimmik_error *error) {
  if (!solver || !rhs || !x || !report)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_solve: solver, rhs, x and report "
                            "are required");
  if (!(tolerance >= 0.0) || max_iterations < 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_solve: tolerance = %g and "
                            "max_iterations = %d must not be negative",
                            tolerance, max_iterations);
  memset(report, 0, sizeof *report);
  memset(solver->phases, 0, sizeof solver->phases);
  solve_run solve = {rhs, x, tolerance, max_iterations, 0.0, 0.0, 0};
  gimmik_timer *timer = NULL;
  gimmik_status status = clear_direction(solver, error);
  if (status == GIMMIK_OK)
    status = gimmik_timer_create(solver->context, &timer, error);
  if (status == GIMMIK_OK && solver->options.profile && !solver->timer)
    status = gimmik_timer_create(solver->context, &solver->timer, error);
  if (status == GIMMIK_OK) status = gimmik_timer_start(timer, NULL, error);
  if (status == GIMMIK_OK) status = start(solver, rhs, x, &solve.rho, error);
  if (status == GIMMIK_OK) status = record(solver, 0, solve.rho, error);
  solve.first = sqrt(solve.rho > 0.0 ? solve.rho : 0.0);
  if (status == GIMMIK_OK)
    status = solver->device_scalars ? solve_on_device(solver, &solve, error)
                                    : solve_on_host(solver, &solve, error);
  if (status == GIMMIK_OK) status = gimmik_timer_stop(timer, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_timer_elapsed(timer, &report->milliseconds, error);
  gimmik_timer_destroy(timer, NULL);
  fill_report(solver, &solve, report);
  return status;
}

gimmik_status gimmik_solver_apply(gimmik_solver *solver, const void *x,
                                  void *y, gimmik_error *error) {
  if (!solver || !x || !y)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_apply: solver, x and y are "
                            "required");
  gimmik_status status =
      gimmik_solver_local_apply(solver, (void *)x, y, error);
  if (status == GIMMIK_OK) status = gimmik_solver_dss(solver, y, error);
  /* "y = y*mask": y first. */
  if (status == GIMMIK_OK)
    status = gimmik_vector_apply(solver->masking, solver->values,
                                 (const double[4]){0, 0, 0, 0},
                                 (void *const[]){y, solver->fields[FIELD_MASK]},
                                 NULL, NULL, error);
  return status;
}
