/*
 * solver_internal.h (internal): what a gimmik_solver holds, shared by its
 * set-up (setup.c), its iterations (cg.c) and its handle (solver.c).
 * Written against the public headers only, like any solver using gimmikc.
 */
#ifndef GIMMIK_SOLVER_INTERNAL_H
#define GIMMIK_SOLVER_INTERNAL_H

#include "gimmik/device.h"
#include "gimmik/solver.h"

/* The fused passes of both methods (cg.c lists their statements). */
typedef enum solver_pass {
  PASS_RESIDUAL,       /* r from b and A x; FCG also z */
  PASS_DIRECTION,      /* p = (d r or z) + beta p */
  PASS_CURVATURE,      /* p.w */
  PASS_UPDATE,         /* x, r (FCG: z) updated; CG: the new r.M^-1 r */
  PASS_PRECONDITIONED, /* FCG: r.z after DSS of z */
  PASS_COUNT
} solver_pass;

/* The fields the solver keeps, each local_count values of the dtype. */
typedef enum solver_field {
  FIELD_R, FIELD_P, FIELD_W, FIELD_Z,  /* Krylov vectors (z: FCG) */
  FIELD_D,                             /* 1 / assembled diagonal, masked */
  FIELD_WEIGHT,                        /* CG: mask / multiplicity */
  FIELD_E,                             /* CG: d * weight */
  FIELD_MASK,                          /* 0 on Dirichlet nodes, else 1 */
  FIELD_COUNT
} solver_field;

struct gimmik_solver {
  gimmik_context *context;
  gimmik_solver_options options;
  const gimmik_mesh *mesh;
  gimmik_numbering *numbering;
  long long elements, local;
  size_t value_size;
  void *geometry;                      /* ggeo or the vertices */
  void *fields[FIELD_COUNT];           /* NULL where the method has none */
  gimmik_axhelm *axhelm;
  gimmik_dss *dss;
  gimmik_vector *passes[PASS_COUNT];   /* NULL where the method has none */
  gimmik_vector *masking;              /* y = y*mask */
  double *history;                     /* of the last solve */
  int history_capacity;
  gimmik_timer *timer;                 /* profile: one kernel at a time */
  double phases[GIMMIK_PHASES];        /* profile: summed milliseconds */
};

/* The field named `name` ("r", "p", "weight"...), NULL when none. */
void *gimmik_solver_field(gimmik_solver *solver, const char *name);

/* setup.c: the geometry, the weights and the preconditioner on the
 * device, the kernels planned (and tuned where due). */
gimmik_status gimmik_solver_setup(gimmik_solver *solver, gimmik_error *error);

/* cg.c: the passes of the method, and w = A_local p. */
gimmik_status gimmik_solver_plan_passes(gimmik_solver *solver,
                                        gimmik_error *error);
gimmik_status gimmik_solver_local_apply(gimmik_solver *solver, void *u,
                                        void *au, gimmik_error *error);
/* Tune pass `pass` where due, on its fields and `b` and `x`. */
gimmik_status gimmik_solver_tune_pass(gimmik_solver *solver,
                                      solver_pass pass, const void *b,
                                      void *x, gimmik_error *error);
/* Run pass `pass` on its arrays (those of solver->fields and x, b). */
gimmik_status gimmik_solver_run(gimmik_solver *solver, solver_pass pass,
                                 const void *b, void *x, double alpha,
                                 double beta, double *sums,
                                 gimmik_error *error);

#endif
