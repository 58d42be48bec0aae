/*
 * template_store.h (internal): where kernel templates come from.  Templates
 * are embedded at build time; when the environment variable
 * GIMMIK_TEMPLATE_DIR names a folder, a file there with the same relative
 * name takes precedence, so a template can be edited without rebuilding.
 */
#ifndef GIMMIK_GENERATOR_TEMPLATE_STORE_H
#define GIMMIK_GENERATOR_TEMPLATE_STORE_H

#include <stddef.h>

#include "gimmik/error.h"

typedef struct gimmik_embedded_template {
  const char *name; /* relative path, e.g. "matmul/cstream.tpl" */
  const char *text;
  size_t length;
} gimmik_embedded_template;

/* Terminated by an entry whose name is NULL. */
extern const gimmik_embedded_template gimmik_embedded_templates[];

/* Fetch a template's text (malloc'd; *length set) by relative name. */
gimmik_status gimmik_template_fetch(const char *name, char **text,
                                    size_t *length, gimmik_error *error);

#endif
