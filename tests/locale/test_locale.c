/*
 * test_locale.c: a host program that calls setlocale(LC_ALL, "de_DE.UTF-8")
 * must get the very kernels, metadata and files a program in the "C"
 * locale gets (common/c_locale.h).  Everything is made once in "C", then
 * again under a locale whose decimal point is a comma, and compared byte
 * for byte; a .mtx file is written and read both ways, and a C kernel is
 * compiled and run under the comma locale against a long double reference.
 *
 * When no comma locale is installed the test makes one with localedef (in
 * a private folder named by LOCPATH, which needs Debian's `locales`
 * package, see tools/bootstrap.sh).  Without any, it fails: a test that
 * could not switch the locale would prove nothing.
 */
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "gimmik/axhelm.h"
#include "gimmik/generator.h"
#include "gimmik/runtime.h"

enum { ROWS = 4, COLS = 3, CASES = 6 };

static const double operator_values[ROWS * COLS] = {
    0.25,    -0.625, 1.0 / 3.0,
    1e-5,    0.0,    2.5e10,
    -7.0,    0.1,    3.0e-30,
    0.0,     1.5,    -1.0 / 7.0};

/* The outputs compared between the two locales. */
typedef struct outputs {
  char *source[CASES];
  char *json[CASES];
} outputs;

static int is_comma_locale(void) {
  const char *point = localeconv()->decimal_point;
  char text[16];
  snprintf(text, sizeof text, "%g", 0.5);
  return strcmp(point, ",") == 0 && strcmp(text, "0,5") == 0;
}

static int try_locales(void) {
  static const char *const names[] = {"de_DE.UTF-8", "de_DE.utf8",
                                      "fr_FR.UTF-8", "nl_NL.UTF-8",
                                      "ru_RU.UTF-8", "es_ES.UTF-8", NULL};
  for (int i = 0; names[i]; i++)
    if (setlocale(LC_ALL, names[i]) && is_comma_locale()) return 1;
  setlocale(LC_ALL, "C");
  return 0;
}

/* Compile de_DE into a private folder and point LOCPATH at it. */
static int make_locale(char *folder) {
  if (!mkdtemp(folder)) return 0;
  char command[512];
  snprintf(command, sizeof command,
           "localedef -i de_DE -f UTF-8 %s/de_DE.UTF-8 >/dev/null 2>&1",
           folder);
  if (system(command) != 0) return 0;
  setenv("LOCPATH", folder, 1);
  return try_locales();
}

static void remove_folder(const char *folder) {
  char command[512];
  snprintf(command, sizeof command, "rm -rf '%s'", folder);
  if (system(command) != 0) fprintf(stderr, "cannot remove %s\n", folder);
}

static gimmik_operator *make_operator(void) {
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_create(ROWS, COLS, operator_values, "fractions",
                                  &op, &error), &error);
  return op;
}

static void keep(outputs *out, int index, const gimmik_kernel *kernel) {
  out->source[index] = strdup(gimmik_kernel_source(kernel));
  out->json[index] = gimmik_kernel_info_json(gimmik_kernel_metadata(kernel));
}

/* Matmul kernels on every backend and dtype, with alpha and beta that are
 * not integers, and a Helmholtz axhelm kernel with constant lambdas. */
static void generate_all(const gimmik_operator *op, outputs *out) {
  static const gimmik_backend backends[] = {
      GIMMIK_BACKEND_CUDA, GIMMIK_BACKEND_OPENCL, GIMMIK_BACKEND_C};
  gimmik_error error;
  gimmik_error_init(&error);
  for (int i = 0; i < 5; i++) {
    gimmik_matmul_request request;
    gimmik_matmul_request_init(&request);
    request.backend = backends[i % 3];
    request.dtype = i < 3 ? GIMMIK_F64 : GIMMIK_F32;
    request.alpha = 0.75;
    request.beta = -0.5;
    gimmik_kernel *kernel = NULL;
    CHECK_OK(gimmik_generate_matmul(op, &request, &kernel, &error), &error);
    if (kernel) keep(out, i, kernel);
    gimmik_kernel_destroy(kernel);
  }
  gimmik_axhelm_request request;
  gimmik_axhelm_request_init(&request);
  request.points = 4;
  request.equation = GIMMIK_AXHELM_HELMHOLTZ;
  request.lambda0 = 0.3;
  request.lambda1 = 1.0 / 3.0;
  gimmik_kernel *kernel = NULL;
  CHECK_OK(gimmik_generate_axhelm(&request, &kernel, &error), &error);
  if (kernel) keep(out, 5, kernel);
  gimmik_kernel_destroy(kernel);
}

static void compare(const outputs *c_locale, const outputs *comma) {
  for (int i = 0; i < CASES; i++) {
    CHECK(c_locale->source[i] && comma->source[i] &&
          strcmp(c_locale->source[i], comma->source[i]) == 0);
    CHECK(c_locale->json[i] && comma->json[i] &&
          strcmp(c_locale->json[i], comma->json[i]) == 0);
  }
  /* The "C" kernels themselves must hold points, never decimal commas. */
  CHECK(c_locale->source[0] && strstr(c_locale->source[0], "0.25") &&
        !strstr(c_locale->source[0], "0,25"));
}

static void outputs_free(outputs *out) {
  for (int i = 0; i < CASES; i++) {
    free(out->source[i]);
    free(out->json[i]);
  }
}

/* Write under the comma locale; the file must read back exactly there and
 * in "C", and hold no comma at all. */
static void check_mtx(const gimmik_operator *op, const char *folder) {
  char path[512];
  snprintf(path, sizeof path, "%s/op.mtx", folder);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_write_mtx(op, path, "made under a comma locale", 1,
                                     &error), &error);
  FILE *file = fopen(path, "r");
  CHECK(file != NULL);
  if (file) {
    int comma = 0, c;
    while ((c = fgetc(file)) != EOF) comma |= c == ',';
    fclose(file);
    CHECK(!comma);
  }
  /* Read back under the comma locale, then in "C" (this thread only). */
  locale_t c_only = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  for (int pass = 0; pass < 2; pass++) {
    locale_t previous = pass == 1 ? uselocale(c_only) : (locale_t)0;
    gimmik_operator *read = NULL;
    CHECK_OK(gimmik_operator_load(path, &read, &error), &error);
    if (read)
      CHECK(memcmp(gimmik_operator_values(read), operator_values,
                   sizeof operator_values) == 0);
    gimmik_operator_destroy(read);
    if (pass == 1) uselocale(previous);
  }
  freelocale(c_only);
}

/* C = alpha*A*B + beta*C0 by the C backend, checked element by element. */
static void check_run(const gimmik_operator *op, const char *folder) {
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.backend = GIMMIK_BACKEND_C;
  options.cache_dir = folder;
  options.tuning = GIMMIK_TUNE_NEVER;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_context *context = NULL;
  CHECK_OK(gimmik_context_create(&options, &context, &error), &error);
  if (!context) return;
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.backend = GIMMIK_BACKEND_C;
  request.alpha = 0.75;
  request.beta = -0.5;
  gimmik_matmul *matmul = NULL;
  CHECK_OK(gimmik_matmul_create(context, op, &request, &matmul, &error),
           &error);
  enum { N = 37 };
  double b[COLS * N], c[ROWS * N], c0[ROWS * N];
  srand(5);
  for (int i = 0; i < COLS * N; i++) b[i] = 0.5 + rand() / (double)RAND_MAX;
  for (int i = 0; i < ROWS * N; i++)
    c[i] = c0[i] = -0.5 - rand() / (double)RAND_MAX;
  if (matmul)
    CHECK_OK(gimmik_matmul_apply(matmul, N, b, N, c, N, NULL, &error),
             &error);
  double worst = 0;
  for (int r = 0; r < ROWS; r++)
    for (int i = 0; i < N; i++) {
      long double sum = -0.5L * c0[r * N + i], size = fabsl(sum);
      for (int j = 0; j < COLS; j++) {
        long double term =
            0.75L * operator_values[r * COLS + j] * b[j * N + i];
        sum += term;
        size += fabsl(term);
      }
      double e = (double)(fabsl(c[r * N + i] - sum) / size);
      if (!(e <= worst)) worst = e;
    }
  CHECK(worst < 1e-13);
  CHECK_OK(gimmik_matmul_destroy(matmul, &error), &error);
  CHECK_OK(gimmik_context_destroy(context, &error), &error);
}

int main(void) {
  gimmik_operator *op = make_operator();
  outputs in_c = {0}, in_comma = {0};
  setlocale(LC_ALL, "C");
  generate_all(op, &in_c);

  char locale_folder[] = "/tmp/gimmik-locale-XXXXXX";
  int have_locale = try_locales() || make_locale(locale_folder);
  if (!have_locale)
    fprintf(stderr, "test_locale: no comma-decimal locale exists and "
                    "localedef could not make de_DE.UTF-8 (install Debian's "
                    "locales package: tools/bootstrap.sh)\n");
  CHECK(have_locale);
  CHECK(is_comma_locale());

  char folder[] = "/tmp/gimmik-locale-run-XXXXXX";
  CHECK(mkdtemp(folder) != NULL);
  generate_all(op, &in_comma);
  compare(&in_c, &in_comma);
  check_mtx(op, folder);
  check_run(op, folder);
  CHECK(is_comma_locale()); /* the library left the host's locale alone */

  setlocale(LC_ALL, "C");
  outputs_free(&in_c);
  outputs_free(&in_comma);
  gimmik_operator_destroy(op);
  remove_folder(folder);
  if (locale_folder[strlen(locale_folder) - 1] != 'X')
    remove_folder(locale_folder);
  return check_finish("test_locale");
}
