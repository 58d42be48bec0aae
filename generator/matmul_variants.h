/*
 * matmul_variants.h (internal): the registry of matmul variants.  Each entry
 * knows its parameters, which backends offer it, how to schedule itself,
 * when it is viable, and the launch geometry it needs.
 */
#ifndef GIMMIK_GENERATOR_MATMUL_VARIANTS_H
#define GIMMIK_GENERATOR_MATMUL_VARIANTS_H

#include <stddef.h>

#include "generator/matmul_plan.h"

typedef struct matmul_param_spec {
  const char *name;
  int fallback;           /* used when the variant's chooser leaves it */
  int choice_count;
  int choices[6];         /* values the autotuner sweeps */
  int minimum, maximum;   /* accepted range for an explicit override */
  const char *meaning;
} matmul_param_spec;

struct matmul_variant {
  const char *name;
  const char *summary;
  unsigned backends;      /* bit (1 << gimmik_backend) per backend */
  const matmul_param_spec *params;
  int param_count;
  /* Fill in parameters the caller did not fix (mask bit i = fixed). */
  void (*choose)(matmul_plan *plan, unsigned fixed);
  /* Schedule and estimate registers; nonzero when viable, else `reason`. */
  int (*check)(matmul_plan *plan, char *reason, size_t size);
  /* Block shape, columns per block and shared memory into plan->info. */
  void (*geometry)(matmul_plan *plan);
};

extern const matmul_variant *const gimmik_matmul_variant_registry[];
extern const int gimmik_matmul_variant_count;

const matmul_variant *gimmik_matmul_variant_find(const char *name);

/* The variant the analysis suggests when the caller names none. */
const matmul_variant *gimmik_matmul_variant_default(const matmul_plan *plan);

/* Registers of live values a thread may hold before spilling is likely. */
enum { MATMUL_REGISTER_BUDGET = 168 };

/* Shared or local memory a variant may use per block. */
enum { MATMUL_SHARED_BUDGET = 48 * 1024 };

#endif
