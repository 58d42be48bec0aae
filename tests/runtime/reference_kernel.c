/* reference_kernel.c: see reference_kernel.h. */
#include "reference_kernel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/text.h"

static int is_runtime_n(const reference_request *request) {
  return request->n < 0;
}

static const char *element_type(const reference_request *request) {
  return request->dtype == GIMMIK_F32 ? "float" : "double";
}

/* A literal that round-trips, typed like the kernel's elements. */
static void append_literal(text_buffer *text, const reference_request *request,
                           double value) {
  if (request->dtype == GIMMIK_F32)
    gimmik_text_printf(text, "%.9ef", (double)(float)value);
  else
    gimmik_text_printf(text, "%.17e", value);
}

/* How the kernel names n, ldb and ldc: numbers when baked. */
static void append_dimension(text_buffer *text,
                             const reference_request *request,
                             long long baked, const char *name) {
  if (is_runtime_n(request))
    gimmik_text_puts(text, name);
  else
    gimmik_text_printf(text, "%lld", baked);
}

static void append_parameters(text_buffer *text,
                              const reference_request *request) {
  const char *type = element_type(request);
  const char *global = request->backend == GIMMIK_BACKEND_OPENCL ? "__global "
                                                                 : "";
  const char *restrict_word =
      request->backend == GIMMIK_BACKEND_CUDA ? "__restrict__" : "restrict";
  if (is_runtime_n(request)) gimmik_text_puts(text, "int n, ");
  gimmik_text_printf(text, "%sconst %s *%s b", global, type, restrict_word);
  if (is_runtime_n(request)) gimmik_text_puts(text, ", int ldb");
  gimmik_text_printf(text, ", %s%s *%s c", global, type, restrict_word);
  if (is_runtime_n(request)) gimmik_text_puts(text, ", int ldc");
}

/* The column bound the body guards with, defects included. */
static void append_bound(text_buffer *text, const reference_request *request) {
  append_dimension(text, request, request->n, "n");
  if (request->defect == REFERENCE_SKIPS_LAST_COLUMN) gimmik_text_puts(text, " - 1");
  if (request->defect == REFERENCE_WRITES_PADDING) gimmik_text_puts(text, " + 1");
}

static void append_opening(text_buffer *text,
                           const reference_request *request) {
  switch (request->backend) {
  case GIMMIK_BACKEND_CUDA:
    gimmik_text_printf(text, "extern \"C\" __global__ void __launch_bounds__(%d) %s(",
                request->block, request->name);
    append_parameters(text, request);
    gimmik_text_puts(text, ")\n{\n  const int i = blockIdx.x * blockDim.x + "
                    "threadIdx.x;\n  if (i < ");
    break;
  case GIMMIK_BACKEND_OPENCL:
    if (request->dtype == GIMMIK_F64)
      gimmik_text_puts(text, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n");
    gimmik_text_printf(text,
                "__kernel __attribute__((reqd_work_group_size(%d, 1, 1))) "
                "void %s(",
                request->block, request->name);
    append_parameters(text, request);
    gimmik_text_puts(text, ")\n{\n  const int i = get_global_id(0);\n  if (i < ");
    break;
  case GIMMIK_BACKEND_C:
    gimmik_text_printf(text, "void %s(", request->name);
    append_parameters(text, request);
    gimmik_text_puts(text, ")\n{\n#ifdef _OPENMP\n#pragma omp parallel for\n#endif\n"
                    "  for (int i = 0; i < ");
    break;
  }
  append_bound(text, request);
  gimmik_text_puts(text, request->backend == GIMMIK_BACKEND_C ? "; i++) {\n"
                                                       : ") {\n");
}

static int column_used(const gimmik_operator *op, int column) {
  for (int row = 0; row < gimmik_operator_rows(op); row++)
    if (gimmik_operator_get(op, row, column) != 0.0) return 1;
  return 0;
}

static void append_loads(text_buffer *text, const gimmik_operator *op,
                         const reference_request *request) {
  for (int j = 0; j < gimmik_operator_cols(op); j++) {
    if (!column_used(op, j)) continue;
    gimmik_text_printf(text, "    const %s b%d = b[%d * ", element_type(request), j,
                j);
    append_dimension(text, request, request->ldb, "ldb");
    gimmik_text_puts(text, " + i];\n");
  }
  if (request->defect == REFERENCE_UNUSED_VARIABLE)
    gimmik_text_printf(text, "    %s unused_partial;\n", element_type(request));
}

/* The unrolled dot product of row `row`; returns how many terms it has. */
static int append_dot(text_buffer *text, const gimmik_operator *op,
                      const reference_request *request, int row) {
  int terms = 0;
  for (int j = 0; j < gimmik_operator_cols(op); j++) {
    double value = request->alpha * gimmik_operator_get(op, row, j);
    if (value == 0.0) continue;
    if (request->defect == REFERENCE_WRONG_VALUE && row == 0 && terms == 0)
      value *= request->dtype == GIMMIK_F32 ? 1.0 + 1e-4 : 1.0 + 1e-12;
    gimmik_text_puts(text, terms ? " + " : "");
    append_literal(text, request, value);
    gimmik_text_printf(text, " * b%d", j);
    terms++;
  }
  return terms;
}

static void append_target(text_buffer *text, const reference_request *request,
                          int row) {
  gimmik_text_printf(text, "c[%d * ", row);
  append_dimension(text, request, request->ldc, "ldc");
  gimmik_text_puts(text, " + i]");
}

static void append_statement(text_buffer *text,
                             const reference_request *request, int row,
                             const char *dot, int terms) {
  double beta = request->beta;
  gimmik_text_puts(text, "    ");
  append_target(text, request, row);
  gimmik_text_puts(text, beta == 1.0 ? " += " : " = ");
  gimmik_text_puts(text, dot);
  if (beta == 0.0 && request->defect == REFERENCE_READS_C) {
    gimmik_text_puts(text, terms ? " + 0.0 * " : "0.0 * ");
    append_target(text, request, row);
  } else if (beta == 0.0 && !terms) {
    append_literal(text, request, 0.0);
  } else if (beta != 0.0 && beta != 1.0) {
    gimmik_text_puts(text, terms ? " + " : "");
    append_literal(text, request, beta);
    gimmik_text_puts(text, " * ");
    append_target(text, request, row);
  }
  gimmik_text_puts(text, ";\n");
}

/* One statement per row of C, per the beta rules of docs/matmul.md;
 * none for an all-zero row when beta == 1 (c += 0). */
static void append_row(text_buffer *text, const gimmik_operator *op,
                       const reference_request *request, int row) {
  text_buffer dot;
  gimmik_text_init(&dot);
  gimmik_text_puts(&dot, ""); /* gimmik_text_take of a never-written buffer is not "" */
  int terms = append_dot(&dot, op, request, row);
  char *dot_text = gimmik_text_take(&dot);
  if (!dot_text) {
    text->failed = 1;
    return;
  }
  if (terms || request->beta != 1.0)
    append_statement(text, request, row, dot_text, terms);
  free(dot_text);
}

/* NAME_entry: the C backend's launch entry (see runtime/backend_c.c). */
static void append_c_entry(text_buffer *text,
                           const reference_request *request) {
  gimmik_text_printf(text, "void %s_entry(void *const *args);\n", request->name);
  gimmik_text_printf(text, "void %s_entry(void *const *args)\n{\n  %s(",
              request->name, request->name);
  if (is_runtime_n(request))
    gimmik_text_puts(text, "*(const int *)args[0], *(void *const *)args[1], "
                    "*(const int *)args[2], *(void *const *)args[3], "
                    "*(const int *)args[4]");
  else
    gimmik_text_puts(text, "*(void *const *)args[0], *(void *const *)args[1]");
  gimmik_text_puts(text, ");\n}\n");
}

char *reference_kernel_source(const gimmik_operator *op,
                              const reference_request *request) {
  text_buffer text;
  gimmik_text_init(&text);
  append_opening(&text, request);
  append_loads(&text, op, request);
  for (int row = 0; row < gimmik_operator_rows(op); row++)
    append_row(&text, op, request, row);
  gimmik_text_puts(&text, "  }\n}\n");
  if (request->backend == GIMMIK_BACKEND_C) append_c_entry(&text, request);
  return gimmik_text_take(&text);
}

void reference_kernel_info(const gimmik_operator *op,
                           const reference_request *request,
                           gimmik_kernel_info *info) {
  memset(info, 0, sizeof *info);
  snprintf(info->family, sizeof info->family, "matmul");
  snprintf(info->variant, sizeof info->variant, "test-reference");
  info->backend = request->backend;
  snprintf(info->name, sizeof info->name, "%s", request->name);
  info->dtype = request->dtype;
  info->m = gimmik_operator_rows(op);
  info->k = gimmik_operator_cols(op);
  info->n = is_runtime_n(request) ? -1 : request->n;
  info->ldb = is_runtime_n(request) ? -1 : request->ldb;
  info->ldc = is_runtime_n(request) ? -1 : request->ldc;
  info->alpha = request->alpha;
  info->beta = request->beta;
  info->block[0] = request->block;
  info->block[1] = info->block[2] = 1;
  info->cols_per_block = request->block;
  info->shared_bytes = 0;
}

gimmik_operator *reference_operator(void) {
  static const double values[5 * 4] = {
      1.5,  0.0, -2.25, 0.125, /* */
      0.0,  0.0, 0.0,   0.0,   /* an all-zero row */
      0.3,  0.0, 1.0 / 3.0, -7.0,
      2.0,  0.0, 0.0,   0.0,
      -0.1, 0.0, 0.7,   1e-3};
  gimmik_operator *op = NULL;
  if (gimmik_operator_create(5, 4, values, "runtime-test", &op, NULL) !=
      GIMMIK_OK)
    return NULL;
  return op;
}
