/* kernel_info.c: names, parsing and the JSON form of kernel metadata. */
#include "gimmik/kernel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/text.h"

static const char *const backend_names[] = {"cuda", "opencl", "c"};
static const char *const dtype_names[] = {"f64", "f32"};

const char *gimmik_backend_name(gimmik_backend backend) {
  return backend_names[backend];
}

const char *gimmik_dtype_name(gimmik_dtype dtype) { return dtype_names[dtype]; }

int gimmik_dtype_size(gimmik_dtype dtype) { return dtype == GIMMIK_F64 ? 8 : 4; }

gimmik_status gimmik_backend_parse(const char *name, gimmik_backend *backend,
                                   gimmik_error *error) {
  for (int i = 0; i < 3; i++)
    if (strcmp(name, backend_names[i]) == 0) {
      *backend = (gimmik_backend)i;
      return GIMMIK_OK;
    }
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                          "unknown backend '%s' (expected cuda, opencl or c)",
                          name);
}

gimmik_status gimmik_dtype_parse(const char *name, gimmik_dtype *dtype,
                                 gimmik_error *error) {
  if (strcmp(name, "f64") == 0 || strcmp(name, "double") == 0) {
    *dtype = GIMMIK_F64;
    return GIMMIK_OK;
  }
  if (strcmp(name, "f32") == 0 || strcmp(name, "float") == 0) {
    *dtype = GIMMIK_F32;
    return GIMMIK_OK;
  }
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                          "unknown dtype '%s' (expected f64 or f32)", name);
}

int gimmik_kernel_param(const gimmik_kernel_info *info, const char *name,
                        int fallback) {
  for (int i = 0; i < info->param_count; i++)
    if (strcmp(info->params[i].name, name) == 0) return info->params[i].value;
  return fallback;
}

long long gimmik_kernel_grid(const gimmik_kernel_info *info, long long n) {
  if (info->grid_blocks > 0) return info->grid_blocks;
  return (n + info->cols_per_block - 1) / info->cols_per_block;
}

static void append_dimension(text_buffer *json, const char *key,
                             long long value) {
  if (value < 0)
    gimmik_text_printf(json, ", \"%s\": null", key);
  else
    gimmik_text_printf(json, ", \"%s\": %lld", key, value);
}

/* Only where set, so that the records of kernels with scalar arguments
 * stay as they were. */
static void append_scalar_memory(text_buffer *json,
                                 const gimmik_kernel_info *info) {
  if (info->scalar_memory)
    gimmik_text_printf(json, ", \"scalar_memory\": 1");
}

/* The axhelm record: its own problem fields instead of matmul's m, k, n,
 * ldb, ldc, alpha and beta; flops and bytes are per element. */
static void append_axhelm(text_buffer *json, const gimmik_kernel_info *info) {
  gimmik_text_printf(json, ", \"points\": %d, \"fields\": %d, \"equation\": "
                    "\"%s\", \"coefficients\": \"%s\"",
              info->points, info->fields, info->equation, info->coefficients);
  if (strcmp(info->coefficients, "constant") == 0)
    gimmik_text_printf(json, ", \"lambda0\": %.17g, \"lambda1\": %.17g",
                info->lambda0, info->lambda1);
  gimmik_text_printf(json, ", \"geometry\": \"%s\"", info->geometry);
  if (info->layout_block > 0)
    gimmik_text_printf(json, ", \"layout_block\": %d", info->layout_block);
  append_scalar_memory(json, info);
  gimmik_text_printf(json, ", \"args\": [");
  for (int i = 0; i < info->arg_count; i++)
    gimmik_text_printf(json, "%s\"%s\"", i ? ", " : "", info->args[i]);
  gimmik_text_printf(json, "], \"block\": [%d, %d, %d], \"elements_per_block\": %d, "
                    "\"shared_bytes\": %d, \"flops\": %.17g, "
                    "\"geometry_flops\": %.17g, \"min_bytes\": %.17g, "
                    "\"geometry_bytes\": %.17g}",
              info->block[0], info->block[1], info->block[2],
              info->cols_per_block, info->shared_bytes, info->flops_per_column,
              info->geometry_flops_per_column, info->min_bytes_per_column,
              info->geometry_bytes_per_column);
}

/* The dss record: N, the layout and the pass; flops and bytes per item. */
static void append_dss(text_buffer *json, const gimmik_kernel_info *info) {
  gimmik_text_printf(json, ", \"points\": %d, \"layout_block\": %d, "
                     "\"axis\": %d, \"args\": [", info->points,
                     info->layout_block, info->axis);
  for (int i = 0; i < info->arg_count; i++)
    gimmik_text_printf(json, "%s\"%s\"", i ? ", " : "", info->args[i]);
  gimmik_text_printf(json, "], \"block\": [%d, %d, %d], "
                     "\"items_per_block\": %d, \"shared_bytes\": %d, "
                     "\"flops\": %.17g, \"min_bytes\": %.17g}",
                     info->block[0], info->block[1], info->block[2],
                     info->cols_per_block, info->shared_bytes,
                     info->flops_per_column, info->min_bytes_per_column);
}

/* The vector record: the arguments, the grid (fixed for sums) and the
 * bytes an item moves. */
static void append_vector(text_buffer *json, const gimmik_kernel_info *info) {
  append_scalar_memory(json, info);
  gimmik_text_printf(json, ", \"args\": [");
  for (int i = 0; i < info->arg_count; i++)
    gimmik_text_printf(json, "%s\"%s\"", i ? ", " : "", info->args[i]);
  gimmik_text_printf(json, "], \"block\": [%d, %d, %d], "
                     "\"items_per_block\": %d, \"grid_blocks\": %d, "
                     "\"shared_bytes\": %d, \"min_bytes\": %.17g}",
                     info->block[0], info->block[1], info->block[2],
                     info->cols_per_block, info->grid_blocks,
                     info->shared_bytes, info->min_bytes_per_column);
}

char *gimmik_kernel_info_json(const gimmik_kernel_info *info) {
  text_buffer json;
  gimmik_text_init(&json);
  gimmik_text_printf(&json, "{\"family\": \"%s\", \"variant\": \"%s\", \"params\": {",
              info->family, info->variant);
  for (int i = 0; i < info->param_count; i++)
    gimmik_text_printf(&json, "%s\"%s\": %d", i ? ", " : "", info->params[i].name,
                info->params[i].value);
  if (strcmp(info->family, "matmul") != 0) {
    gimmik_text_printf(&json, "}, \"backend\": \"%s\", \"kernel\": \"%s\", "
                       "\"dtype\": \"%s\"",
                gimmik_backend_name(info->backend), info->name,
                gimmik_dtype_name(info->dtype));
    if (info->grid_wait) gimmik_text_printf(&json, ", \"grid_wait\": 1");
    if (strcmp(info->family, "axhelm") == 0) append_axhelm(&json, info);
    else if (strcmp(info->family, "dss") == 0) append_dss(&json, info);
    else append_vector(&json, info);
    return gimmik_text_take(&json);
  }
  gimmik_text_printf(&json, "}, \"backend\": \"%s\", \"kernel\": \"%s\", "
                     "\"dtype\": \"%s\", \"m\": %d, \"k\": %d",
              gimmik_backend_name(info->backend), info->name,
              gimmik_dtype_name(info->dtype), info->m, info->k);
  append_dimension(&json, "n", info->n);
  append_dimension(&json, "ldb", info->ldb);
  append_dimension(&json, "ldc", info->ldc);
  gimmik_text_printf(&json, ", \"alpha\": %.17g, \"beta\": %.17g", info->alpha,
              info->beta);
  gimmik_text_printf(&json, ", \"args\": %s",
              info->n < 0 ? "[\"n\", \"b\", \"ldb\", \"c\", \"ldc\"]"
                          : "[\"b\", \"c\"]");
  gimmik_text_printf(&json, ", \"block\": [%d, %d, %d], \"cols_per_block\": %d, "
                     "\"shared_bytes\": %d, \"flops\": %.17g, "
                     "\"min_bytes\": %.17g}",
              info->block[0], info->block[1], info->block[2],
              info->cols_per_block, info->shared_bytes,
              info->flops_per_column, info->min_bytes_per_column);
  return gimmik_text_take(&json);
}
