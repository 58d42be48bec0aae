/*
 * gimmik/generator.h: render a fully unrolled kernel for C <- alpha*A*B + beta*C
 * with a constant operator A (docs/matmul.md), for CUDA C, OpenCL C or
 * C, in one of several variants, with its metadata (docs/kernels.md).
 */
#ifndef GIMMIK_GENERATOR_H
#define GIMMIK_GENERATOR_H

#include <stdio.h>

#include "gimmik/export.h"
#include "gimmik/kernel.h"
#include "gimmik/operator.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

typedef struct gimmik_matmul_request {
  gimmik_backend backend;
  gimmik_dtype dtype;
  double alpha;            /* folded into A's literals */
  double beta;             /* 0: C written only; 1: C += ...; else C = ... + beta*C */
  long long n;             /* columns of B and C; -1: given at run time */
  long long ldb, ldc;      /* leading dimensions (>= n); -1: n, or run time */
  const char *variant;     /* NULL: the default the analysis suggests */
  gimmik_param params[GIMMIK_MAX_PARAMS]; /* overrides of the variant's
                                             defaults; one that does not
                                             apply to the request is
                                             refused unless at its base
                                             value (ptx=0 on OpenCL) */
  int param_count;
  const char *kernel_name; /* NULL: "gimmik_matmul"; must be a C identifier */
  int compute_capability;  /* CUDA target, major*10 + minor (90 for sm_90):
                              the shared memory a block may use; 0: not
                              known (96 KiB); the runtime fills it in */
} gimmik_matmul_request;

/* CUDA, double, alpha 1, beta 0, n at run time, default variant. */
void gimmik_matmul_request_init(gimmik_matmul_request *request);

/* Add or replace a parameter override ("msplit", 4). */
gimmik_status gimmik_matmul_request_set_param(gimmik_matmul_request *request,
                                              const char *name, int value,
                                              gimmik_error *error);

/* Add a parameter override written "NAME=VALUE" (VALUE an integer), as
 * the command line's --param takes it; a malformed text or a name given
 * twice is GIMMIK_ERROR_ARGUMENT naming it. */
gimmik_status gimmik_matmul_request_parse_param(gimmik_matmul_request *request,
                                                const char *text,
                                                gimmik_error *error);

typedef struct gimmik_kernel gimmik_kernel;

gimmik_status gimmik_generate_matmul(const gimmik_operator *op,
                                     const gimmik_matmul_request *request,
                                     gimmik_kernel **result,
                                     gimmik_error *error);

const char *gimmik_kernel_source(const gimmik_kernel *kernel);
const gimmik_kernel_info *gimmik_kernel_metadata(const gimmik_kernel *kernel);
void gimmik_kernel_destroy(gimmik_kernel *kernel);

/* One variant of the family as it applies to an operator and request. */
typedef struct gimmik_variant_report {
  char variant[32];
  int viable;
  char reason[256];  /* why not, or a note on why it suits */
  gimmik_param params[GIMMIK_MAX_PARAMS]; /* the defaults it would use */
  int param_count;
  int register_estimate; /* 32-bit registers of live values per thread */
  int shared_bytes;
  int rank;          /* place in the analysis's order of defaults (the
                        variants it leaves out share the rank after its
                        last): the default is the viable one of least
                        rank */
} gimmik_variant_report;

/* Every variant of the matmul family for this operator and request (the
 * request's variant and params are ignored); *reports is malloc'd. */
gimmik_status gimmik_matmul_variants(const gimmik_operator *op,
                                     const gimmik_matmul_request *request,
                                     gimmik_variant_report **reports,
                                     int *count, gimmik_error *error);

/* A (variant, parameters) combination the autotuner times.  Some
 * parameters are refinements (docs/runtime.md): a candidate that varies
 * only those of another is tried only when that one is among the
 * fastest, and names it in `refines`. */
typedef struct gimmik_candidate {
  char variant[32];
  gimmik_param params[GIMMIK_MAX_PARAMS];
  int param_count;
  int refines;     /* index of the candidate this one refines, or -1 */
} gimmik_candidate;

/* Every viable candidate for this operator and request (whose variant and
 * params are ignored); *candidates is malloc'd.  The autotuner uses it. */
gimmik_status gimmik_matmul_candidates(const gimmik_operator *op,
                                       const gimmik_matmul_request *request,
                                       gimmik_candidate **candidates,
                                       int *count, gimmik_error *error);

/* Print the variant table (`gimmikc --list-variants`). */
void gimmik_variant_reports_print(const gimmik_variant_report *reports,
                                  int count, FILE *stream);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
