/*
 * variant_report.h: what the generator reports of one matmul variant for
 * an operator and a request (gimmik_matmul_variants), for tests of the
 * analysis: its viability, default parameters and estimates; and the
 * autotuner's candidates.
 */
#ifndef GIMMIK_TESTING_VARIANT_REPORT_H
#define GIMMIK_TESTING_VARIANT_REPORT_H

#include "gimmik/generator.h"

/* The report of `variant`; all zero, after a failed CHECK, when the
 * generator reports none of that name. */
gimmik_variant_report matmul_variant_report(
    const gimmik_operator *op, const gimmik_matmul_request *request,
    const char *variant);

/* The value of the report's default parameter `name`; -1 if it has none. */
int variant_report_param(const gimmik_variant_report *report,
                         const char *name);

/* The autotuner's candidates for `op` and `request`
 * (gimmik_matmul_candidates, checked): their count, *candidates malloc'd
 * (NULL and 0 after a failed CHECK). */
int matmul_candidates(const gimmik_operator *op,
                      const gimmik_matmul_request *request,
                      gimmik_candidate **candidates);

#endif
