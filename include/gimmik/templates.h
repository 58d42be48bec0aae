/*
 * gimmik/templates.h: the kernel templates the generator renders from,
 * those compiled into the library, each replaced by the file of the same
 * relative name under $GIMMIK_TEMPLATE_DIR when that variable names a
 * folder holding one.  A program that keeps generated kernels across runs
 * (the runtime's binary cache does) keys them by this text: an edited
 * template makes other kernels from the same request.
 */
#ifndef GIMMIK_TEMPLATES_H
#define GIMMIK_TEMPLATES_H

#include <stddef.h>

#include "gimmik/error.h"
#include "gimmik/export.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

/* Called once per template with its relative name ("matmul/cstream.tpl")
 * and its text (`length` bytes, valid for the call only).  A status other
 * than GIMMIK_OK stops the walk and is returned. */
typedef gimmik_status (*gimmik_template_visitor)(void *data,
                                                 const char *name,
                                                 const char *text,
                                                 size_t length,
                                                 gimmik_error *error);

/* Visit every template, always in the same order. */
gimmik_status gimmik_templates_visit(gimmik_template_visitor visit,
                                     void *data, gimmik_error *error);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
