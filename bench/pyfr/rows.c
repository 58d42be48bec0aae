/* rows.c: pyfr_bench's rows, checked, timed and written (rows.h). */
#include "rows.h"

#include <math.h>
#include <string.h>

void bench_rows_header(const bench_table *table) {
  fprintf(table->csv, "operator,m,k,nnz,beta,n,implementation,variant,"
                      "params,ms,GBps,pct_copy,pct_roofline,pct_stream,"
                      "GFLOPs,error,status\n");
}

/* A free text field: quoted, quotes doubled, where a comma or a quote
 * would otherwise end it. */
static void write_text(FILE *csv, const char *text) {
  if (!strpbrk(text, ",\"\n")) {
    fputs(text, csv);
    return;
  }
  fputc('"', csv);
  for (; *text; text++) {
    if (*text == '"') fputc('"', csv);
    fputc(*text == '\n' ? ' ' : *text, csv);
  }
  fputc('"', csv);
}

void bench_row_write(const bench_table *table, const bench_operator *op,
                     const char *implementation, const char *variant,
                     const char *params, double milliseconds,
                     const bench_check *check, const char *status) {
  double gigabytes = op->bytes_per_column * op->n / (milliseconds * 1e6);
  double gigaflops = op->flops_per_column * op->n / (milliseconds * 1e6);
  fprintf(table->csv,
          "%s,%d,%d,%lld,%g,%lld,%s,%s,\"%s\",%.6f,%.1f,%.2f,%.2f,%.2f,%.1f,"
          "%.3e,",
          op->name, op->m, op->k, op->nonzeros, op->beta, op->n,
          implementation, variant, params, milliseconds, gigabytes,
          100.0 * gigabytes / table->copy_gigabytes,
          100.0 * gigabytes / op->roofline_gigabytes,
          100.0 * op->stream_milliseconds / milliseconds, gigaflops,
          check ? check->max_error : NAN);
  write_text(table->csv, status);
  fputc('\n', table->csv);
  fflush(table->csv);
}

double bench_row_failed(const bench_table *table, const bench_operator *op,
                        const char *implementation, const char *variant,
                        const char *params, const gimmik_error *error) {
  char status[300];
  snprintf(status, sizeof status, "failed: %.250s", error->message);
  bench_row_write(table, op, implementation, variant, params, NAN, NULL,
                  status);
  return INFINITY;
}

static double tolerance(gimmik_dtype dtype) {
  return dtype == GIMMIK_F64 ? 1e-12 : 1e-4;
}

double bench_row_measure(const bench_table *table, const bench_operator *op,
                         bench_problem *problem, const char *implementation,
                         const char *variant, const char *params,
                         const char *note, gimmik_timed_call call,
                         void *data) {
  gimmik_error error;
  gimmik_error_init(&error);
  bench_check check;
  gimmik_timing timing;
  if (bench_problem_check(problem, call, data, &check, &error))
    return bench_row_failed(table, op, implementation, variant, params,
                            &error);
  int passed = !check.nonfinite && check.max_error <= tolerance(table->dtype);
  char status[400] = "ok";
  if (!passed)
    snprintf(status, sizeof status, "wrong: %lld non-finite of %lld",
             check.nonfinite, check.compared);
  else if (note)
    snprintf(status, sizeof status, "ok: %.390s", note);
  if (bench_problem_reset(problem, &error) ||
      gimmik_context_time(problem->context, NULL, call, data, 5,
                          table->repeat, &timing, &error)) {
    snprintf(status, sizeof status, "failed: %.250s", error.message);
    bench_row_write(table, op, implementation, variant, params, NAN, &check,
                    status);
    return INFINITY;
  }
  bench_row_write(table, op, implementation, variant, params,
                  timing.median_milliseconds, &check, status);
  return passed ? timing.median_milliseconds : INFINITY;
}

void bench_row_params(const gimmik_kernel_info *info, char *text,
                      size_t size) {
  size_t used = 0;
  text[0] = '\0';
  for (int i = 0; i < info->param_count && used < size; i++) {
    int wrote = snprintf(text + used, size - used, "%s%s=%d", i ? " " : "",
                         info->params[i].name, info->params[i].value);
    if (wrote < 0) break;
    used += (size_t)wrote;
  }
}
