/* literal.c: exact floating-point literals for generated source. */
#include "generator/literal.h"

#include "common/c_locale.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

double gimmik_round_to_dtype(double value, gimmik_dtype dtype) {
  return dtype == GIMMIK_F32 ? (double)(float)value : value;
}

/* A literal like "2" would be an integer in C: make it "2.0". */
static void ensure_floating(char *buffer) {
  if (!strpbrk(buffer, ".eEn")) strcat(buffer, ".0");
}

void gimmik_format_literal(double value, gimmik_dtype dtype,
                           char buffer[GIMMIK_LITERAL_SIZE]) {
  if (dtype == GIMMIK_F32) {
    float single = (float)value;
    for (int digits = 6; digits <= 9; digits++) {
      gimmik_snprintf(buffer, GIMMIK_LITERAL_SIZE, "%.*g", digits,
                      (double)single);
      if (gimmik_strtof(buffer, NULL) == single) break;
    }
    ensure_floating(buffer);
    strcat(buffer, "f");
    return;
  }
  for (int digits = 15; digits <= 17; digits++) {
    gimmik_snprintf(buffer, GIMMIK_LITERAL_SIZE, "%.*g", digits, value);
    if (gimmik_strtod(buffer, NULL) == value) break;
  }
  ensure_floating(buffer);
}
