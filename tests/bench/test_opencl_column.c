/*
 * test_opencl_column.c: pyfr_bench's OpenCL column (bench/pyfr/
 * opencl_column.h) run for real on the first OpenCL device (PoCL here,
 * the GPU on the device machine), on small operators: a CUDA pick that
 * OpenCL can express is built with the same variant and parameters and
 * passes the bench's check (poisoned C, long double reference); picks it
 * cannot express (mma, CUDA's cache hints) and no pick give way to
 * OpenCL's default or its tuned pick, which the row's status says; a
 * pick that runs far slower here than its CUDA time (a CUDA time made
 * tiny) is followed by OpenCL's tuned pick, the faster of the two the
 * column's figure; every row is read back from the CSV as summarize.py
 * reads it.
 *
 * usage: test_opencl_column   (exits 77, skipped, without OpenCL)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/analysis.h"
#include "gimmik/device.h"
#include "opencl_column.h"
#include "scratch_context.h"

enum { FIELDS = 17, FIELD_SIZE = 512 };

/* The columns of rows.c's header, by number. */
enum {
  OPERATOR = 0, BETA = 4, N = 5, IMPLEMENTATION = 6, VARIANT = 7,
  PARAMS = 8, MS = 9, ERROR = 15, STATUS = 16
};

typedef struct csv_row {
  char field[FIELDS][FIELD_SIZE];
  int count;
} csv_row;

/* One CSV line (quoted fields, doubled quotes) into its fields. */
static void split_row(const char *line, csv_row *row) {
  memset(row, 0, sizeof *row);
  size_t length = 0;
  int quoted = 0;
  for (const char *at = line; *at && *at != '\n'; at++) {
    if (quoted && *at == '"' && at[1] == '"') {
      at++;
    } else if (*at == '"') {
      quoted = !quoted;
      continue;
    } else if (!quoted && *at == ',') {
      if (++row->count == FIELDS) return;
      length = 0;
      continue;
    }
    if (length + 1 < FIELD_SIZE) row->field[row->count][length++] = *at;
  }
  row->count++;
}

/* The last row written to the table's file. */
static void last_row(FILE *csv, csv_row *row) {
  char line[4096], last[4096] = "";
  rewind(csv);
  while (fgets(line, sizeof line, csv))
    if (line[0] != '#') memcpy(last, line, sizeof line);
  split_row(last, row);
}

typedef struct fixture {
  gimmik_context *context;
  bench_table table;
  gimmik_operator *matrix;
  bench_operator about;
} fixture;

/* Nonzero when the operator and its analysis are at hand. */
static int load_operator(fixture *f, const char *name, gimmik_dtype dtype,
                         double beta, long long n) {
  gimmik_error error;
  gimmik_error_init(&error);
  char path[256];
  snprintf(path, sizeof path, "../../operators/pyfr/%s.mtx", name);
  CHECK_OK(gimmik_operator_load(path, &f->matrix, &error), &error);
  if (!f->matrix) return 0;
  gimmik_analysis analysis;
  CHECK_OK(gimmik_analyse(f->matrix, &analysis, &error), &error);
  if (error.status != GIMMIK_OK) return 0;
  memset(&f->about, 0, sizeof f->about);
  f->about.name = name;
  f->about.m = gimmik_operator_rows(f->matrix);
  f->about.k = gimmik_operator_cols(f->matrix);
  f->about.nonzeros = analysis.nonzeros;
  f->about.used_cols = analysis.used_cols;
  gimmik_analysis_free(&analysis);
  f->about.n = n;
  f->about.beta = beta;
  /* Ceilings of no device: the test reads no share of them. */
  f->about.flops_per_column = 2.0 * (double)f->about.nonzeros;
  f->about.bytes_per_column = 1.0;
  f->about.roofline_gigabytes = 1.0;
  f->about.stream_milliseconds = NAN;
  f->table.dtype = dtype;
  return 1;
}

/* The CUDA autotuner's pick as its metadata says it: `variant` with the
 * parameters of `params` ("name=value", NULL-ended), for sm_90. */
static int cuda_pick(const fixture *f, const char *variant,
                     const char *const *params, gimmik_kernel_info *pick) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.dtype = f->table.dtype;
  request.beta = f->about.beta;
  request.n = request.ldb = request.ldc = f->about.n;
  request.variant = variant;
  request.compute_capability = 90;
  for (int i = 0; params && params[i]; i++) {
    char name[16];
    int value;
    CHECK(sscanf(params[i], "%15[^=]=%d", name, &value) == 2);
    CHECK_OK(gimmik_matmul_request_set_param(&request, name, value, &error),
             &error);
  }
  gimmik_kernel *kernel = NULL;
  CHECK_OK(gimmik_generate_matmul(f->matrix, &request, &kernel, &error),
           &error);
  if (!kernel) return 0;
  *pick = *gimmik_kernel_metadata(kernel);
  gimmik_kernel_destroy(kernel);
  return 1;
}

/* The row every measure writes: the operator's, checked and timed. */
static void check_row(const fixture *f, const csv_row *row,
                      const char *variant, const char *params) {
  double tolerance = f->table.dtype == GIMMIK_F64 ? 1e-12 : 1e-4;
  CHECK(row->count == FIELDS);
  CHECK(!strcmp(row->field[OPERATOR], f->about.name));
  CHECK(atof(row->field[BETA]) == f->about.beta);
  CHECK(atoll(row->field[N]) == f->about.n);
  CHECK(!strcmp(row->field[IMPLEMENTATION], "gimmikc-opencl"));
  if (variant) CHECK(!strcmp(row->field[VARIANT], variant));
  if (params) CHECK(!strcmp(row->field[PARAMS], params));
  double milliseconds = atof(row->field[MS]);
  double error = atof(row->field[ERROR]);
  CHECK(isfinite(milliseconds) && milliseconds > 0);
  CHECK(isfinite(error) && error >= 0 && error <= tolerance);
}

/* A pick OpenCL can express: its variant and parameters, "ok". */
static void same_kernel(fixture *f, const char *variant,
                        const char *const *params) {
  gimmik_kernel_info pick;
  if (!cuda_pick(f, variant, params, &pick)) return;
  char text[256];
  bench_row_params(&pick, text, sizeof text);
  opencl_column_result result;
  opencl_column_measure(&f->table, f->context, &f->about, f->matrix, &pick,
                        INFINITY, OPENCL_FALLBACK_TUNE, &result);
  csv_row row;
  last_row(f->table.csv, &row);
  check_row(f, &row, variant, text);
  CHECK(!strcmp(row.field[STATUS], "ok"));
  CHECK(result.same_kernel);
  CHECK(fabs(result.milliseconds - atof(row.field[MS])) <=
        1e-6 * result.milliseconds + 1e-6);
  if (strcmp(row.field[STATUS], "ok"))
    fprintf(stderr, "%s %s: %s\n", f->about.name, variant, row.field[STATUS]);
}

/* A pick OpenCL cannot express (or none): another kernel, which the
 * status names with the reason. */
static void other_kernel(fixture *f, const char *variant,
                         const char *const *params, opencl_fallback fallback,
                         const char *reason) {
  gimmik_kernel_info pick;
  if (variant && !cuda_pick(f, variant, params, &pick)) return;
  opencl_column_result result;
  opencl_column_measure(&f->table, f->context, &f->about, f->matrix,
                        variant ? &pick : NULL, INFINITY, fallback, &result);
  csv_row row;
  last_row(f->table.csv, &row);
  check_row(f, &row, NULL, NULL);
  const char *how = fallback == OPENCL_FALLBACK_TUNE
                        ? "ok: not the CUDA pick: tuned on OpenCL, since "
                        : "ok: not the CUDA pick: OpenCL's default, since ";
  CHECK(!strncmp(row.field[STATUS], how, strlen(how)));
  CHECK(strstr(row.field[STATUS], reason) != NULL);
  CHECK(!strstr(row.field[PARAMS], "hints=1"));
  if (variant) CHECK(strcmp(row.field[VARIANT], variant) != 0 ||
                     strstr(reason, "hints"));
  CHECK(!result.same_kernel && isfinite(result.milliseconds));
  if (strncmp(row.field[STATUS], how, strlen(how)) ||
      !strstr(row.field[STATUS], reason))
    fprintf(stderr, "%s %s: %s\n", f->about.name, variant ? variant : "-",
            row.field[STATUS]);
}

/* A pick OpenCL expresses but runs far slower than on CUDA: its row,
 * then OpenCL's tuned pick's, which says why; the faster is the figure. */
static void slow_pick(fixture *f, const char *variant,
                      const char *const *params) {
  gimmik_kernel_info pick;
  if (!cuda_pick(f, variant, params, &pick)) return;
  opencl_column_result result;
  opencl_column_measure(&f->table, f->context, &f->about, f->matrix, &pick,
                        1e-9, OPENCL_FALLBACK_TUNE, &result);
  csv_row row;
  last_row(f->table.csv, &row);
  check_row(f, &row, NULL, NULL);
  static const char how[] = "ok: not the CUDA pick: tuned on OpenCL, since "
                            "the CUDA pick ran ";
  CHECK(!strncmp(row.field[STATUS], how, strlen(how)));
  /* The row holds the time to a millionth of a millisecond. */
  double tuned = atof(row.field[MS]), digits = 1e-6;
  CHECK(isfinite(result.milliseconds) &&
        result.milliseconds <= tuned + digits);
  if (!result.same_kernel) CHECK(fabs(result.milliseconds - tuned) <= digits);
}

static void close_operator(fixture *f) {
  gimmik_operator_destroy(f->matrix);
  f->matrix = NULL;
}

int main(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_backend_available(GIMMIK_BACKEND_OPENCL, &error) != GIMMIK_OK) {
    printf("skipped: %s\n", error.message);
    return 77;
  }
  scratch_context scratch;
  CHECK_OK(scratch_context_open(GIMMIK_BACKEND_OPENCL, NULL, &scratch,
                                &error), &error);
  if (!scratch.context) return check_finish("test_opencl_column");
  fixture f;
  memset(&f, 0, sizeof f);
  f.context = scratch.context;
  f.table.csv = tmpfile();
  f.table.repeat = 3;
  f.table.copy_gigabytes = 1.0;
  CHECK(f.table.csv != NULL);
  if (!f.table.csv) return check_finish("test_opencl_column");

  /* beta 1, f64: C's old values count; parameters off their defaults. */
  static const char *const wide[] = {"block=64", "width=2", NULL};
  static const char *const split[] = {"msplit=2", "block_x=64", "hints=0",
                                      NULL};
  static const char *const hints[] = {"hints=1", NULL};
  if (load_operator(&f, "quad-gl-p1-m3", GIMMIK_F64, 1.0, 4096)) {
    same_kernel(&f, "cstream", wide);
    same_kernel(&f, "row-split", split);
    other_kernel(&f, "mma", NULL, OPENCL_FALLBACK_DEFAULT,
                 "not offered for the opencl backend");
    other_kernel(&f, "cstream", hints, OPENCL_FALLBACK_TUNE,
                 "cache hints exist only for CUDA");
    slow_pick(&f, "row-split", split);
  }
  close_operator(&f);

  /* beta 0, f32: C poisoned, so an element never written fails. */
  static const char *const four[] = {"width=4", NULL};
  if (load_operator(&f, "tri-ws-p1-m0", GIMMIK_F32, 0.0, 2048)) {
    same_kernel(&f, "bstream", four);
    other_kernel(&f, NULL, NULL, OPENCL_FALLBACK_DEFAULT, "no CUDA pick");
  }
  close_operator(&f);

  fclose(f.table.csv);
  scratch_context_close(&scratch);
  return check_finish("test_opencl_column");
}
