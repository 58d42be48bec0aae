/*
 * across.c: what a solver on a part does across the parts
 * (gimmik_solver_part): its DSS around the local one, its inner products
 * summed, its set-up agreed; on a mesh, the local DSS alone.
 */
#include "solver/solver_internal.h"

gimmik_status gimmik_solver_dss_start(gimmik_solver *solver, void *field,
                                      gimmik_error *error) {
  const gimmik_solver_part *across = &solver->across;
  if (!across->dss_start) return GIMMIK_OK;
  return across->dss_start(across->data, field, error);
}

gimmik_status gimmik_solver_dss_end(gimmik_solver *solver, void *field,
                                    gimmik_status status,
                                    gimmik_error *error) {
  const gimmik_solver_part *across = &solver->across;
  if (status == GIMMIK_OK)
    status = gimmik_dss_apply(solver->dss, field, NULL, error);
  if (!across->dss_finish) return status;
  /* The messages are in flight: finish them whatever happened since
   * the start, or a neighbour waits for ever. */
  gimmik_status finished = across->dss_finish(
      across->data, field, status == GIMMIK_OK ? error : NULL);
  return status != GIMMIK_OK ? status : finished;
}

gimmik_status gimmik_solver_dss(gimmik_solver *solver, void *field,
                                gimmik_error *error) {
  gimmik_status status = gimmik_solver_dss_start(solver, field, error);
  if (status != GIMMIK_OK) return status;
  return gimmik_solver_dss_end(solver, field, GIMMIK_OK, error);
}

gimmik_status gimmik_solver_sum(gimmik_solver *solver, int count,
                                double *values, gimmik_error *error) {
  const gimmik_solver_part *across = &solver->across;
  if (!across->sum) return GIMMIK_OK;
  return across->sum(across->data, count, values, error);
}

gimmik_status gimmik_solver_agree(const gimmik_solver_part *across,
                                  gimmik_status status, gimmik_error *error) {
  if (!across->sum) return status;
  double failed = status != GIMMIK_OK;
  gimmik_status summed =
      across->sum(across->data, 1, &failed, status == GIMMIK_OK ? error
                                                                 : NULL);
  if (status != GIMMIK_OK) return status;
  if (summed != GIMMIK_OK) return summed;
  if (failed > 0.0)
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                            "gimmik_solver_create_part: the set-up of %.0f "
                            "other part(s) failed", failed);
  return GIMMIK_OK;
}
