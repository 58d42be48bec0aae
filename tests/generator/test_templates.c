/* test_templates.c: template errors name the template and line; the
 * development override works, and the walk over all templates
 * (gimmik/templates.h) sees it; output is deterministic (render times are
 * printed, never asserted). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "gimmik/generator.h"
#include "gimmik/templates.h"

static char folder[] = "/tmp/gimmik-templates-XXXXXX";

static void write_template(const char *text) {
  char path[256];
  snprintf(path, sizeof path, "%s/matmul", folder);
  mkdir(path, 0700);
  snprintf(path, sizeof path, "%s/matmul/cstream.tpl", folder);
  FILE *file = fopen(path, "w");
  CHECK(file != NULL);
  if (!file) return;
  fputs(text, file);
  fclose(file);
}

static gimmik_operator *load(const char *spec) {
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_load(spec, &op, &error), &error);
  return op;
}

static gimmik_status render(const gimmik_operator *op, const char *variant,
                            char **source, gimmik_error *error) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.variant = variant;
  gimmik_kernel *kernel = NULL;
  gimmik_status status = gimmik_generate_matmul(op, &request, &kernel, error);
  *source = NULL;
  if (status == GIMMIK_OK) *source = strdup(gimmik_kernel_source(kernel));
  gimmik_kernel_destroy(kernel);
  return status;
}

static void expect_template_error(const gimmik_operator *op, const char *text,
                                  const char *fragment) {
  write_template(text);
  char *source;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_FAILS(render(op, "cstream", &source, &error), &error,
              GIMMIK_ERROR_TEMPLATE, fragment);
}

typedef struct visit_record {
  int count, stop_after;
  char *cstream; /* the text of matmul/cstream.tpl */
} visit_record;

static gimmik_status record(void *data, const char *name, const char *text,
                            size_t length, gimmik_error *error) {
  visit_record *seen = data;
  CHECK(name[0] != '\0' && strlen(text) == length);
  if (strcmp(name, "matmul/cstream.tpl") == 0) seen->cstream = strdup(text);
  if (++seen->count == seen->stop_after)
    return gimmik_error_set(error, GIMMIK_ERROR_IO, "stop at %s", name);
  return GIMMIK_OK;
}

/* Every template once, cstream's text as expected (NULL: any); a visitor's
 * failure stops the walk with its status. */
static void test_visit(const char *cstream) {
  gimmik_error error;
  gimmik_error_init(&error);
  visit_record seen = {0, 0, NULL};
  CHECK_OK(gimmik_templates_visit(record, &seen, &error), &error);
  CHECK(seen.count > 10 && seen.cstream);
  if (cstream) CHECK(seen.cstream && strcmp(seen.cstream, cstream) == 0);
  free(seen.cstream);
  visit_record stopped = {0, 2, NULL};
  CHECK_FAILS(gimmik_templates_visit(record, &stopped, &error), &error,
              GIMMIK_ERROR_IO, "stop at");
  CHECK(stopped.count == 2);
  free(stopped.cstream);
  CHECK_FAILS(gimmik_templates_visit(NULL, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "visit is NULL");
}

static void test_errors_and_override(void) {
  CHECK(mkdtemp(folder) != NULL);
  setenv("GIMMIK_TEMPLATE_DIR", folder, 1);
  gimmik_operator *op = load("gll-diff:4");
  expect_template_error(op, "% local x = 1\n% local y = \n% z(\n",
                        "matmul/cstream.tpl:3:");
  expect_template_error(op, "fine\n${nosuch.field}\n",
                        "matmul/cstream.tpl:2: template uses an undefined "
                        "name 'nosuch'");
  expect_template_error(op, "a\nb\n${plan.no_such_field}\n",
                        "matmul/cstream.tpl:3: ${plan.no_such_field} is nil");
  expect_template_error(op, "${op.m\n", "matmul/cstream.tpl:1: '${' without");
  expect_template_error(op, "% error('stop here')\n",
                        "matmul/cstream.tpl:1: stop here");
  expect_template_error(op, "% local m = import('matmul/nonexistent.lua')\n",
                        "no template named 'matmul/nonexistent.lua'");
  write_template("// rows ${op.m}, kernel ${plan.kernel_name}\n");
  char *source = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(render(op, "cstream", &source, &error), &error);
  CHECK(source && strcmp(source, "// rows 4, kernel gimmik_matmul\n") == 0);
  free(source);
  test_visit("// rows ${op.m}, kernel ${plan.kernel_name}\n");
  char path[256];
  snprintf(path, sizeof path, "%s/matmul/cstream.tpl", folder);
  unlink(path);
  snprintf(path, sizeof path, "%s/matmul", folder);
  rmdir(path);
  rmdir(folder);
  unsetenv("GIMMIK_TEMPLATE_DIR");
  gimmik_operator_destroy(op);
}

static double seconds_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return now.tv_sec + now.tv_nsec * 1e-9;
}

/* Same input, same bytes; and every variant of the largest PyFR operator
 * renders in well under a second. */
static void test_determinism(const char *path) {
  static const char *const variants[] = {"cstream", "bstream", "row-split",
                                         "col-split", "resident"};
  gimmik_operator *op = load(path);
  if (!op) return;
  for (int v = 0; v < 5; v++) {
    gimmik_matmul_request request;
    gimmik_matmul_request_init(&request);
    request.variant = variants[v];
    /* Force the variant even where registers would not fit: the renderer
     * must still be deterministic. */
    gimmik_error error;
    gimmik_error_init(&error);
    gimmik_kernel *first = NULL, *second = NULL;
    double start = seconds_now();
    gimmik_status status = gimmik_generate_matmul(op, &request, &first, &error);
    double elapsed = seconds_now() - start;
    if (status == GIMMIK_ERROR_UNSUPPORTED) {
      printf("%s: %s not viable: %s\n", path, variants[v], error.message);
      continue;
    }
    CHECK_OK(status, &error);
    CHECK_OK(gimmik_generate_matmul(op, &request, &second, &error), &error);
    printf("%s: %s rendered in %.3f s (%zu bytes)\n", path, variants[v],
           elapsed, first ? strlen(gimmik_kernel_source(first)) : 0);
    CHECK(first && second &&
          strcmp(gimmik_kernel_source(first), gimmik_kernel_source(second)) == 0);
    gimmik_kernel_destroy(first);
    gimmik_kernel_destroy(second);
  }
  gimmik_operator_destroy(op);
}

int main(void) {
  test_visit(NULL);
  test_errors_and_override();
  test_determinism("../../operators/pyfr/hex-gl-p6-m460.mtx");
  test_determinism("../../operators/pyfr/tet-sh-p6-m132.mtx");
  return check_finish("test_templates");
}
