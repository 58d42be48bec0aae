/*
 * nvrtc_clean.h: a generated CUDA kernel compiles with NVRTC for sm_80 and
 * sm_90 with an empty log.  Uses the runtime's internal NVRTC loader, so
 * it is built into the test programs that include the source tree, not
 * into gimmik_testing.
 */
#ifndef GIMMIK_TESTS_NVRTC_CLEAN_H
#define GIMMIK_TESTS_NVRTC_CLEAN_H

#include "gimmik/generator.h"

/* Nonzero when NVRTC can be loaded; otherwise prints why. */
int nvrtc_clean_available(void);

/* Compile `kernel` for the architectures `mask` names (1: sm_80, 2:
 * sm_90, 3: both); CHECK that each succeeds with no warnings (printed
 * with `label` when not). */
void nvrtc_clean_compile(const gimmik_kernel *kernel, const char *label,
                         int mask);

/* The same for CUDA source that no generator made. */
void nvrtc_clean_compile_source(const char *source, const char *label,
                                int mask);

#endif
