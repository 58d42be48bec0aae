/*
 * axhelm_variants.h (internal): the registry of axhelm variants.  Each
 * entry knows its threads per element, its shared-memory layout and its
 * register need; the parameters (epb, dmem, fuse, tshared, evenodd,
 * stage, stagewarp, regs), their defaults, the values the autotuner
 * sweeps and the viability checks are shared.
 */
#ifndef GIMMIK_GENERATOR_AXHELM_VARIANTS_H
#define GIMMIK_GENERATOR_AXHELM_VARIANTS_H

#include <stddef.h>

#include "generator/axhelm_plan.h"

struct axhelm_variant {
  const char *name;
  const char *summary;
  int uses_dmem;   /* has D entries known at generation time */
  int tensor_cores; /* the mma variant: takes tshared and fuse = 2 */
  int whole_lines;  /* contracts whole lines by literal D: takes evenodd */
  /* Nodes per layer whose stored geometry a thread reads (and, with the
   * stage parameter, copies ahead); 0: the variant does not stage. */
  int stage_nodes;
  int (*threads_per_element)(const axhelm_plan *plan);
  /* Shared layout for the plan's n, dtype, epb and components per pass. */
  void (*layout)(const axhelm_plan *plan, axhelm_layout *layout);
  /* 32-bit registers of live values per thread, roughly. */
  int (*registers)(const axhelm_plan *plan);
  /* NULL, or whether the variant can serve the request at all (backend,
   * dtype, device); 0 with the reason when not. */
  int (*suits)(const axhelm_plan *plan, char *reason, size_t size);
};

extern const axhelm_variant *const gimmik_axhelm_variant_registry[];
extern const int gimmik_axhelm_variant_count;

const axhelm_variant *gimmik_axhelm_variant_find(const char *name);

/* Resolve the parameters of plan->variant: defaults, then `overrides`
 * (GIMMIK_ERROR_ARGUMENT for an unknown name or a value out of range). */
gimmik_status gimmik_axhelm_resolve_params(axhelm_plan *plan,
                                    const gimmik_param *overrides,
                                    int override_count, gimmik_error *error);

/* Fill in plan->layout, threads and register_estimate from the resolved
 * parameters; nonzero when viable, else 0 with the reason. */
int gimmik_axhelm_check_viable(axhelm_plan *plan, char *reason, size_t size);

/* The values of parameter `name` the autotuner sweeps for this plan's
 * variant (into values, at most 8); 0 when the variant has no such
 * parameter. */
int gimmik_axhelm_tuning_values(const axhelm_plan *plan, const char *name,
                         int values[8]);

/* For a refinement parameter, the value the first round of tuning
 * holds it at (the default); -1 for every other parameter.  The
 * autotuner sweeps the other parameters first and tries a refinement's
 * other values only on the fastest few (evenodd: timing both doubles
 * the sweep; the compiler's register allocation, not a rule, decides
 * which wins). */
int gimmik_axhelm_refinement_base(const char *name);

/* Shared memory a block of `request` may use: on CUDA the opt-in limit of
 * the compute capability (above 48 KiB a kernel must opt in, which the
 * runtime does), 96 KiB where the device is not known; 48 KiB on OpenCL. */
int gimmik_axhelm_shared_budget(const gimmik_axhelm_request *request);

/* Registers one thread may hold (the hardware's 255) and one
 * multiprocessor holds (64 Ki, shared by its resident blocks). */
enum { AXHELM_REGISTER_BUDGET = 255, AXHELM_BLOCK_REGISTERS = 65536 };

#endif
