/*
 * tuning_log.h (internal): what happened to the kernels a tuning did not
 * keep, for whoever wonders why a variant never wins: every skipped or
 * disqualified kernel with its reason, printed on stderr with the
 * context's verbose option and appended to tuning.log in the cache folder
 * (nothing is written where the cache has no folder).  A line is
 *
 *   2026-01-31T12:00:00Z <device> | <problem> | <kernel>: <what>
 *
 * written with one write(2) to a file opened O_APPEND, so that processes
 * sharing the folder do not tear each other's lines.
 */
#ifndef GIMMIK_RUNTIME_TUNING_LOG_H
#define GIMMIK_RUNTIME_TUNING_LOG_H

#include "runtime/plan.h"

/* Note `kernel` of the plan's tuning: "<format>". */
void gimmik_tuning_note(const gimmik_plan *plan, const char *kernel,
                        const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

#endif
