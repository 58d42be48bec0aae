/*
 * device_cases.h: the checks every backend must pass, shared by the
 * per-backend test programs (test_runtime_opencl, _c, _cuda).  Failures are
 * counted through check.h.
 */
#ifndef GIMMIK_TEST_DEVICE_CASES_H
#define GIMMIK_TEST_DEVICE_CASES_H

#include "runtime/backend.h"

/* Buffers: round trips, device-to-device copies, and bad arguments. */
void device_cases_buffers(gimmik_device *device);

/* Reference matmul kernels through gimmik_matmul_check (on a context of
 * `backend`'s first device): baked and run-time n, beta 0, 1 and 0.5, n
 * not a multiple of the block, ldb and ldc > n, f32, and deliberately
 * wrong kernels that the check must catch.  `options` go to the compiler
 * (may be NULL). */
void device_cases_matmul(gimmik_backend backend, const char *options);

/* Launch checks and event timing around a real kernel. */
void device_cases_launch(gimmik_device *device, const char *options);

/* Describe the device on stdout and check the fields are filled. */
void device_cases_describe(gimmik_device *device);

#endif
