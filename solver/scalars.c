/*
 * scalars.c: device scalars (gimmik/solver.h, options.scalars): alpha
 * and beta formed on the device by one-item passes in f64, which the
 * direction and the passes read from memory, and each iteration's p.w
 * and rho' read back while the next iteration runs.
 *
 *   after p.w's total:   step = rho/pw                 (alpha)
 *   after rho''s total:  ratio = next/rho; rho = next  (beta, rho)
 *
 * pw and next are the totals themselves, doubles in the memory of the
 * direction's dot and of the pass that sums rho' (vector.h's scalars in
 * memory); the host path divides the same doubles in the same order.
 */
#include <string.h>

#include "solver/solver_internal.h"

static const char *const step_texts[STEP_COUNT][2] = {
    [STEP_ALPHA] = {"step = rho/pw", NULL},
    [STEP_BETA] = {"ratio = next/rho", "rho = next"}};

static const char *const state_names[STATE_COUNT] = {"step", "ratio", "rho"};

/* p.w and rho' of one iteration, as a read-back holds them. */
enum { READ_PW, READ_NEXT, READ_COUNT };

static gimmik_status plan_step(gimmik_solver *solver, solver_step step,
                               gimmik_error *error) {
  gimmik_vector_request request;
  gimmik_vector_request_init(&request);
  request.dtype = GIMMIK_F64;
  request.variant = "map";      /* one item: nothing to tune */
  request.kernel_name = "gimmik_solver_scalars";
  for (int k = 0; k < 2 && step_texts[step][k]; k++)
    request.statements[request.statement_count++] = step_texts[step][k];
  return gimmik_vector_create(solver->context, &request,
                              &solver->steps[step], error);
}

/* The pass whose sum is rho' (CG's update, FCG's r.z). */
static solver_pass rho_pass(const gimmik_solver *solver) {
  return solver->options.method == GIMMIK_SOLVER_FCG ? PASS_PRECONDITIONED
                                                     : PASS_UPDATE;
}

/* The memory a step's array stands for. */
static void *step_array(gimmik_solver *solver, const char *name) {
  for (int s = 0; s < STATE_COUNT; s++)
    if (!strcmp(name, state_names[s])) return solver->state[s];
  if (!strcmp(name, "pw")) return gimmik_axhelm_dot_memory(solver->direction);
  return gimmik_vector_sums_memory(solver->passes[rho_pass(solver)]);
}

/* alpha and beta where the direction and the passes read them. */
static gimmik_status bind_memory(gimmik_solver *solver, gimmik_error *error) {
  void *const memory[4] = {solver->state[STATE_ALPHA],
                           solver->state[STATE_BETA], NULL, NULL};
  gimmik_status status =
      gimmik_axhelm_set_scalar_memory(solver->direction, memory, error);
  for (int pass = 0; pass < PASS_COUNT && status == GIMMIK_OK; pass++)
    if (gimmik_vector_kernel(solver->passes[pass])->scalar_memory)
      status = gimmik_vector_set_scalar_memory(solver->passes[pass], memory,
                                               error);
  return status;
}

gimmik_status gimmik_solver_plan_scalars(gimmik_solver *solver,
                                         gimmik_error *error) {
  gimmik_status status = GIMMIK_OK;
  for (int s = 0; s < STATE_COUNT && status == GIMMIK_OK; s++)
    status = gimmik_memory_alloc(solver->context, sizeof(double),
                                 &solver->state[s], error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_set_state(solver, 0.0, 0.0, 0.0, error);
  for (int step = 0; step < STEP_COUNT && status == GIMMIK_OK; step++)
    status = plan_step(solver, (solver_step)step, error);
  for (int r = 0; r < 2 && status == GIMMIK_OK; r++)
    status = gimmik_readback_create(solver->context,
                                    READ_COUNT * sizeof(double),
                                    &solver->readbacks[r], error);
  if (status == GIMMIK_OK) status = bind_memory(solver, error);
  return status;
}

void gimmik_solver_release_scalars(gimmik_solver *solver) {
  for (int r = 0; r < 2; r++)
    gimmik_readback_destroy(solver->readbacks[r], NULL);
  for (int step = 0; step < STEP_COUNT; step++)
    gimmik_vector_destroy(solver->steps[step], NULL);
  for (int s = 0; s < STATE_COUNT; s++)
    gimmik_memory_free(solver->context, solver->state[s], NULL);
}

gimmik_status gimmik_solver_set_state(gimmik_solver *solver, double alpha,
                                      double beta, double rho,
                                      gimmik_error *error) {
  const double values[STATE_COUNT] = {alpha, beta, rho};
  gimmik_status status = GIMMIK_OK;
  for (int s = 0; s < STATE_COUNT && status == GIMMIK_OK; s++)
    status = gimmik_memory_write(solver->context, solver->state[s], 0,
                                 sizeof(double), &values[s], NULL, error);
  return status;
}

gimmik_status gimmik_solver_step(gimmik_solver *solver, solver_step step,
                                 gimmik_error *error) {
  void *arrays[GIMMIK_VECTOR_MAX_ARRAYS];
  const char *name;
  for (int a = 0; (name = gimmik_vector_array(solver->steps[step], a)); a++)
    arrays[a] = step_array(solver, name);
  return gimmik_vector_apply(solver->steps[step], 1, NULL, arrays, NULL,
                             NULL, error);
}

gimmik_status gimmik_solver_queue_read(gimmik_solver *solver, int iteration,
                                       gimmik_error *error) {
  gimmik_readback *readback = solver->readbacks[iteration % 2];
  gimmik_status status = gimmik_readback_queue(
      readback, READ_PW * sizeof(double), step_array(solver, "pw"), 0,
      sizeof(double), NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_readback_queue(readback, READ_NEXT * sizeof(double),
                                   step_array(solver, "next"), 0,
                                   sizeof(double), NULL, error);
  return status;
}

gimmik_status gimmik_solver_collect(gimmik_solver *solver, int iteration,
                                    double *pw, double *next,
                                    gimmik_error *error) {
  double values[READ_COUNT] = {0.0, 0.0};
  gimmik_status status = gimmik_readback_collect(
      solver->readbacks[iteration % 2], values, error);
  *pw = values[READ_PW];
  *next = values[READ_NEXT];
  return status;
}
