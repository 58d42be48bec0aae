/* test_literal.c: generated literals read back to the exact value. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "generator/literal.h"

static void check_double(double value) {
  char buffer[GIMMIK_LITERAL_SIZE];
  gimmik_format_literal(value, GIMMIK_F64, buffer);
  CHECK(strtod(buffer, NULL) == value);
  CHECK(strpbrk(buffer, ".e") != NULL); /* never an integer literal */
}

static void check_float(double value) {
  char buffer[GIMMIK_LITERAL_SIZE];
  gimmik_format_literal(value, GIMMIK_F32, buffer);
  size_t length = strlen(buffer);
  CHECK(length > 1 && buffer[length - 1] == 'f');
  CHECK(strtof(buffer, NULL) == (float)value);
  CHECK(strpbrk(buffer, ".e") != NULL);
}

int main(void) {
  const double specials[] = {1.0, -1.0, 2.0, 0.5, 0.1, 1.0 / 3.0, 1e-300,
                             DBL_MIN, DBL_MAX, 4.9e-324, -123456789.0,
                             0.30901699437494745, 1e22, 3e-45};
  for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++) {
    check_double(specials[i]);
    if (fabs(specials[i]) < FLT_MAX) check_float(specials[i]);
  }
  srand(7);
  for (int i = 0; i < 100000; i++) {
    double mantissa = (double)rand() / RAND_MAX - 0.5;
    double value = ldexp(mantissa, rand() % 200 - 100);
    check_double(value);
    check_float(value);
  }
  char buffer[GIMMIK_LITERAL_SIZE];
  gimmik_format_literal(2.0, GIMMIK_F64, buffer);
  CHECK(strcmp(buffer, "2.0") == 0);
  gimmik_format_literal(0.5, GIMMIK_F32, buffer);
  CHECK(strcmp(buffer, "0.5f") == 0);
  gimmik_format_literal(0.1, GIMMIK_F64, buffer);
  CHECK(strcmp(buffer, "0.1") == 0); /* the shortest form that round-trips */
  return check_finish("test_literal");
}
