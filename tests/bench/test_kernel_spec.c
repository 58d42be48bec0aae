/*
 * test_kernel_spec.c: pyfr_bench's --kernel specs (bench_kernel_spec,
 * bench/pyfr/problem.h): a plain variant, a variant with parameters whose
 * kernel the generator then makes with exactly those values (the others
 * at its defaults), and each kind of bad spec refused with a message
 * naming the piece at fault, the request left usable.  Each NAME=VALUE
 * is the library's gimmik_matmul_request_parse_param, also checked on
 * its own.
 */
#include <string.h>

#include "check.h"
#include "gimmik/generator.h"
#include "problem.h"
#include "random_operator.h"

/* The value of parameter `name` in the kernel's metadata; -1 if none. */
static int kernel_param(const gimmik_kernel *kernel, const char *name) {
  const gimmik_kernel_info *info = gimmik_kernel_metadata(kernel);
  for (int p = 0; p < info->param_count; p++)
    if (!strcmp(info->params[p].name, name)) return info->params[p].value;
  return -1;
}

/* Whether `spec` is refused with a message containing `words`. */
static int refused(const char *spec, const char *words) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  char buffer[64];
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status =
      bench_kernel_spec(spec, buffer, sizeof buffer, &request, &error);
  int ok = status == GIMMIK_ERROR_ARGUMENT &&
           strstr(error.message, words) != NULL;
  if (!ok) fprintf(stderr, "'%s': %s\n", spec, error.message);
  return ok;
}

int main(void) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  char buffer[64];
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(bench_kernel_spec("cstream", buffer, sizeof buffer, &request,
                             &error), &error);
  CHECK(request.variant && !strcmp(request.variant, "cstream"));
  CHECK(request.param_count == 0);

  gimmik_operator *op = hex_gradient_operator(4);
  gimmik_matmul_request_init(&request);
  request.n = 1024;
  CHECK_OK(bench_kernel_spec("col-split:ksplit=4,rchunk=24", buffer,
                             sizeof buffer, &request, &error), &error);
  CHECK(!strcmp(request.variant, "col-split"));
  CHECK(request.param_count == 2);
  gimmik_kernel *kernel = NULL;
  CHECK_OK(gimmik_generate_matmul(op, &request, &kernel, &error), &error);
  if (kernel) {
    CHECK(!strcmp(gimmik_kernel_metadata(kernel)->variant, "col-split"));
    CHECK(kernel_param(kernel, "ksplit") == 4);
    CHECK(kernel_param(kernel, "rchunk") == 24);
    CHECK(kernel_param(kernel, "block_x") == 32);
  }
  gimmik_kernel_destroy(kernel);
  gimmik_operator_destroy(op);

  CHECK(refused(":ksplit=4", "names no variant"));
  CHECK(refused("col-split:rchunk", "'rchunk' is not NAME=VALUE"));
  CHECK(refused("col-split:=4", "'=4' is not NAME=VALUE"));
  CHECK(refused("col-split:ksplit=four", "ksplit: 'four' is not an integer"));
  CHECK(refused("col-split:ksplit=", "ksplit: '' is not an integer"));
  CHECK(refused("col-split:ksplit=4,ksplit=2", "ksplit is given twice"));
  CHECK(refused("col-split:ksplit=4,", "'' is not NAME=VALUE"));
  CHECK(refused("col-split:a_name_much_too_long_for_a_parameter=1",
                "a_name_much_too_long"));
  CHECK(refused("row-split:msplit=4,bchunk=32,block_x=32,hints=1,"
                "block_y=1,extra=2", "longer than 63 characters"));

  gimmik_matmul_request_init(&request);
  CHECK_OK(gimmik_matmul_request_parse_param(&request, "msplit=-3", &error),
           &error);
  CHECK(request.param_count == 1 && request.params[0].value == -3);
  CHECK(gimmik_matmul_request_parse_param(&request, "msplit=4", &error) ==
        GIMMIK_ERROR_ARGUMENT);
  CHECK(strstr(error.message, "msplit is given twice") != NULL);
  CHECK(gimmik_matmul_request_parse_param(&request, "bchunk=99999999999",
                                          &error) == GIMMIK_ERROR_ARGUMENT);
  CHECK(request.param_count == 1);
  return check_finish("test_kernel_spec");
}
