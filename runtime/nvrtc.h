/*
 * nvrtc.h (internal): CUDA C++ to CUBIN (and PTX) with NVRTC, found at run
 * time.  Needs no GPU and no driver, so generated kernels can be checked to
 * compile (and to compile without warnings) on any machine with the CUDA
 * toolkit's NVRTC library.
 *
 * Library search order: libnvrtc.so.13, libnvrtc.so.12, libnvrtc.so (the
 * loader's path, LD_LIBRARY_PATH included), then $CUDA_HOME/lib64 and
 * /usr/local/cuda/lib64.
 *
 * Warnings.  NVRTC prints front-end warnings to the program log by default
 * (e.g. `warning #177-D: variable "x" was declared but never referenced`,
 * `#550-D` set but never used) and still succeeds, so "no warnings" means an
 * empty log.  It has no -Werror or -Wall (both are rejected as unrecognized
 * options, NVRTC_ERROR_INVALID_OPTION); a given warning becomes an error
 * with --diag-error=177,550 and is silenced with --diag-suppress=N; -w
 * silences all.  ptxas reports (registers, spills) reach the log with
 * --ptxas-options=--verbose.  PTX is available after compiling for a real
 * architecture (sm_XX) too.  NVRTC 13.0 accepts sm_75 to sm_121 (sm_70
 * and older are gone).  All verified with NVRTC 13.0.
 */
#ifndef GIMMIK_RUNTIME_NVRTC_H
#define GIMMIK_RUNTIME_NVRTC_H

#include <stddef.h>

#include "gimmik/error.h"

typedef struct gimmik_nvrtc_request {
  const char *source;
  const char *program_name; /* names the source in the log; NULL: "kernel.cu" */
  /* "sm_90a" gives a CUBIN (and PTX when asked); "compute_90" PTX only. */
  const char *architecture;
  /* Extra options separated by blanks (may be NULL), after the defaults
   * --gpu-architecture=<architecture> --fmad=true -default-device
   * --std=c++17. */
  const char *options;
  int want_ptx;
} gimmik_nvrtc_request;

typedef struct gimmik_nvrtc_output {
  unsigned char *cubin; /* malloc'd; NULL for a compute_XX architecture */
  size_t cubin_size;
  char *ptx;            /* malloc'd, NUL-terminated; NULL unless asked for */
  char *log;            /* malloc'd compiler log, "" when it said nothing */
} gimmik_nvrtc_output;

/* GIMMIK_OK when NVRTC can be loaded here, else GIMMIK_ERROR_BACKEND. */
gimmik_status gimmik_nvrtc_available(gimmik_error *error);

gimmik_status gimmik_nvrtc_version(int *major, int *minor,
                                   gimmik_error *error);

/* Compile.  A source or option the compiler rejects is GIMMIK_ERROR_COMPILE
 * with the log in error->log (output is then left empty). */
gimmik_status gimmik_nvrtc_compile(const gimmik_nvrtc_request *request,
                                   gimmik_nvrtc_output *output,
                                   gimmik_error *error);

void gimmik_nvrtc_output_free(gimmik_nvrtc_output *output);

#endif
