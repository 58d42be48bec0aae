/*
 * solver_internal.h (internal): what a gimmik_solver holds, shared by its
 * set-up (setup.c), its iterations (cg.c) and its handle (solver.c).
 * Written against the public headers only, like any solver using gimmikc.
 */
#ifndef GIMMIK_SOLVER_INTERNAL_H
#define GIMMIK_SOLVER_INTERNAL_H

#include "gimmik/device.h"
#include "gimmik/solver.h"

/* The vector passes of both methods (cg.c lists their statements); the
 * new direction and p.w are the operator's (its input and dot). */
typedef enum solver_pass {
  PASS_RESIDUAL,       /* r from b and A x; FCG also z */
  PASS_UPDATE,         /* r (FCG: z) updated; CG: the new r.M^-1 r */
  PASS_PRECONDITIONED, /* FCG: r.z after DSS of z; CG: the first r.e r */
  PASS_SOLUTION,       /* x's last update (the operator makes the others) */
  PASS_COUNT
} solver_pass;

/* Device scalars (cg.c): the one-item passes that form alpha from rho
 * and p.w, and beta and the new rho from rho'. */
typedef enum solver_step {
  STEP_ALPHA,          /* "step = rho/pw" */
  STEP_BETA,           /* "ratio = next/rho", "rho = next" */
  STEP_COUNT
} solver_step;

/* Their doubles on the device besides the totals (pw: the direction's
 * dot, next: the sum of the pass that forms rho'); the kernels read
 * alpha and beta there. */
typedef enum solver_state {
  STATE_ALPHA,         /* "step" */
  STATE_BETA,          /* "ratio" */
  STATE_RHO,           /* "rho" */
  STATE_COUNT
} solver_state;

/* Layouts GIMMIK_SOLVER_LAYOUT_TUNE times. */
enum { SOLVER_LAYOUTS = 4 };

/* The fields the solver keeps, each `values` values of the dtype. */
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
  gimmik_numbering *numbering;         /* on a mesh; NULL on a part */
  const double *vertices;              /* the mesh's or the part's */
  const unsigned char *mask;           /* the numbering's or the part's */
  /* On a part: the steps across parts (gimmik_solver_part); NULL
   * callbacks on a mesh. */
  gimmik_solver_part across;
  long long overlap_elements;          /* CG on a part: the operator's
                                          first range, the boundary
                                          elements (cg.c); 0: none */
  int owns_dss;                        /* made from a mesh, not borrowed */
  long long elements, local;           /* E, and E N^3 nodes */
  long long values;                    /* a field's, in the layout */
  size_t value_size;
  void *geometry;                      /* ggeo or the vertices */
  void *fields[FIELD_COUNT];           /* NULL where the method has none */
  gimmik_axhelm *axhelm;               /* A u (the residual, apply) */
  char operator_variant[32];           /* its variant, the direction's */
  gimmik_axhelm *direction;            /* the new p, w = A p and p.w */
  gimmik_dss *dss;
  /* GIMMIK_SOLVER_LAYOUT_TUNE: milliseconds an iteration in each layout
   * tried (layout_blocks[i]; < 0: not viable), for the report. */
  int layout_blocks[SOLVER_LAYOUTS];
  double layout_milliseconds[SOLVER_LAYOUTS];
  gimmik_vector *passes[PASS_COUNT];   /* NULL where the method has none */
  gimmik_vector *masking;              /* y = y*mask */
  /* Device scalars (options.scalars): the kernels above read alpha and
   * beta from `state`; an iteration's p.w and rho' travel back in
   * readbacks[k % 2] while the next one runs.  All NULL on the host
   * path. */
  int device_scalars;
  void *state[STATE_COUNT];
  gimmik_vector *steps[STEP_COUNT];
  gimmik_readback *readbacks[2];
  double *history;                     /* of the last solve */
  int history_capacity;
  gimmik_timer *timer;                 /* profile: one kernel at a time */
  double phases[GIMMIK_PHASES];        /* profile: summed milliseconds */
};

/* The field named `name` ("r", "p", "weight"...), NULL when none. */
void *gimmik_solver_field(gimmik_solver *solver, const char *name);

/* Host values of the dtype (element-major, `local` of them) into a field
 * in the layout, its padding `padding`. */
gimmik_status gimmik_solver_upload(gimmik_solver *solver, const void *host,
                                   void *field, double padding,
                                   gimmik_error *error);

/* setup.c, in two steps: prepare (this process alone: the geometry,
 * the DSS of a mesh, the host values of the weights and the diagonal),
 * then, once the parts agree (gimmik_solver_agree), setup (their DSS
 * across parts, the kernels planned and tuned where due); the axhelm
 * request every operator of the solver starts from. */
gimmik_status gimmik_solver_prepare(gimmik_solver *solver,
                                    gimmik_error *error);
gimmik_status gimmik_solver_setup(gimmik_solver *solver, gimmik_error *error);
void gimmik_solver_axhelm_request(const gimmik_solver *solver,
                                  gimmik_axhelm_request *request);

/* across.c: DSS of `field` (across parts on a part); values summed over
 * the parts (nothing to do on a mesh); and `status` made every part's
 * outcome (without callbacks, itself): a part that succeeded while
 * another failed gets GIMMIK_ERROR_BACKEND. */
gimmik_status gimmik_solver_dss(gimmik_solver *solver, void *field,
                                gimmik_error *error);
/* The DSS in two steps: start (across parts: reads the interface
 * copies); end, after a successful start, the local DSS where `status`
 * is still GIMMIK_OK and then, whatever happened, the finish across
 * parts; it returns the first failure. */
gimmik_status gimmik_solver_dss_start(gimmik_solver *solver, void *field,
                                      gimmik_error *error);
gimmik_status gimmik_solver_dss_end(gimmik_solver *solver, void *field,
                                    gimmik_status status,
                                    gimmik_error *error);
gimmik_status gimmik_solver_sum(gimmik_solver *solver, int count,
                                double *values, gimmik_error *error);
gimmik_status gimmik_solver_agree(const gimmik_solver_part *across,
                                  gimmik_status status, gimmik_error *error);

/* cg.c: the passes of the method and its fused operator (and with
 * device scalars their state, steps and read-backs); w = A_local u; the
 * operator fused with x's update by the old direction (x += alpha p),
 * the new direction (p = M^-1 r + beta p) and its p.w (*pw; with device
 * scalars alpha and beta are read from the state and pw may be NULL:
 * p.w stays on the device). */
gimmik_status gimmik_solver_plan_passes(gimmik_solver *solver,
                                        gimmik_error *error);
gimmik_status gimmik_solver_local_apply(gimmik_solver *solver, void *u,
                                        void *au, gimmik_error *error);
gimmik_status gimmik_solver_direction(gimmik_solver *solver, void *x,
                                      double alpha, double beta, double *pw,
                                      gimmik_error *error);
/* The same on elements [first, first + count) alone, *pw their sum. */
gimmik_status gimmik_solver_direction_range(gimmik_solver *solver, void *x,
                                            double alpha, double beta,
                                            long long first, long long count,
                                            double *pw, gimmik_error *error);
/* Tune pass `pass` where due, on its fields and `b` and `x`. */
gimmik_status gimmik_solver_tune_pass(gimmik_solver *solver,
                                      solver_pass pass, const void *b,
                                      void *x, gimmik_error *error);
/* Run pass `pass` on its arrays (those of solver->fields and x, b);
 * with device scalars alpha and beta are the state's and sums may be
 * NULL (they stay on the device). */
gimmik_status gimmik_solver_run(gimmik_solver *solver, solver_pass pass,
                                 const void *b, void *x, double alpha,
                                 double beta, double *sums,
                                 gimmik_error *error);

/* scalars.c, device scalars: their state, steps and read-backs planned
 * (after the passes), the kernels bound to the state, and released;
 * the state written (alpha, beta and rho); a step run; iteration k's
 * p.w and rho' queued for reading (after its last kernel) and collected
 * (waiting for them). */
gimmik_status gimmik_solver_plan_scalars(gimmik_solver *solver,
                                         gimmik_error *error);
void gimmik_solver_release_scalars(gimmik_solver *solver);
gimmik_status gimmik_solver_set_state(gimmik_solver *solver, double alpha,
                                      double beta, double rho,
                                      gimmik_error *error);
gimmik_status gimmik_solver_step(gimmik_solver *solver, solver_step step,
                                 gimmik_error *error);
gimmik_status gimmik_solver_queue_read(gimmik_solver *solver, int iteration,
                                       gimmik_error *error);
gimmik_status gimmik_solver_collect(gimmik_solver *solver, int iteration,
                                    double *pw, double *next,
                                    gimmik_error *error);

#endif
