/* deform.c: the deformations of a box (gimmik/mesh.h), as maps of the
 * unit cube onto itself, in long double. */
#include "mesh/deform.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const long double pi = 3.141592653589793238462643383279502884L;

/* The largest smooth amplitude: the Jacobian's diagonal is at least
 * 1 - 2 pi a and each row's other entries sum to at most 2 pi a, so
 * detJ > 0 for a < 1 / (4 pi) = 0.0796. */
static const double smooth_limit = 0.075;
static const double smooth_default = 0.05;
static const double shear_default = 0.5;

static void smooth_map(long double amplitude, const long double x[3],
                       long double out[3]) {
  long double once[3], twice[3];
  for (int c = 0; c < 3; c++) {
    once[c] = sinl(pi * x[c]);
    twice[c] = sinl(2.0L * pi * x[c]);
  }
  for (int c = 0; c < 3; c++)
    out[c] =
        x[c] + amplitude * twice[c] * once[(c + 1) % 3] * once[(c + 2) % 3];
}

/* The one-dimensional map that squeezes the upper half: slope 2 - eps up
 * to 1/2, then eps; `lower` mirrors it to squeeze the lower half. */
static long double squeeze_upper(long double eps, long double y) {
  return y <= 0.5L ? (2.0L - eps) * y : 1.0L + eps * (y - 1.0L);
}

static long double squeeze_lower(long double eps, long double y) {
  return 1.0L - squeeze_upper(eps, 1.0L - y);
}

/* How much of squeeze_upper the yz-map takes at x: 0 over the first
 * sixth, up to 1 at 2/6, down to 0 at 4/6, up to 1 at 5/6, then 1. */
static long double kershaw_weight(long double x) {
  if (x <= 1.0L / 6.0L) return 0.0L;
  if (x <= 2.0L / 6.0L) return 6.0L * x - 1.0L;
  if (x <= 4.0L / 6.0L) return 2.0L - 3.0L * x;
  if (x <= 5.0L / 6.0L) return 6.0L * x - 4.0L;
  return 1.0L;
}

static void kershaw_map(long double eps, const long double x[3],
                        long double out[3]) {
  long double weight = kershaw_weight(x[0]);
  out[0] = x[0];
  for (int c = 1; c < 3; c++)
    out[c] = (1.0L - weight) * squeeze_lower(eps, x[c]) +
             weight * squeeze_upper(eps, x[c]);
}

/* Affine: every element stays a parallelepiped; detJ = 1. */
static void shear_map(long double s, const long double x[3],
                      long double out[3]) {
  out[0] = x[0] + s * x[1];
  out[1] = x[1] + s * x[2];
  out[2] = x[2];
}

void gimmik_box_deform(const gimmik_box_options *options,
                       const long double x[3], long double out[3]) {
  switch (options->deformation) {
  case GIMMIK_DEFORM_SMOOTH: smooth_map(options->parameter, x, out); break;
  case GIMMIK_DEFORM_KERSHAW: kershaw_map(options->parameter, x, out); break;
  case GIMMIK_DEFORM_SHEAR: shear_map(options->parameter, x, out); break;
  default: memcpy(out, x, 3 * sizeof *out); break;
  }
}

int gimmik_box_keeps_sides(const gimmik_box_options *options) {
  return options->deformation != GIMMIK_DEFORM_SHEAR;
}

gimmik_status gimmik_box_check_deformation(const gimmik_box_options *options,
                                           gimmik_error *error) {
  double parameter = options->parameter;
  const int *n = options->elements;
  switch (options->deformation) {
  case GIMMIK_DEFORM_NONE: return GIMMIK_OK;
  case GIMMIK_DEFORM_SMOOTH:
    if (!(parameter >= 0.0 && parameter <= smooth_limit))
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "smooth deformation amplitude %g is outside [0, "
                              "%g]",
                              parameter, smooth_limit);
    return GIMMIK_OK;
  case GIMMIK_DEFORM_KERSHAW:
    if (!(parameter > 0.0 && parameter <= 1.0))
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "Kershaw eps %g is outside (0, 1]", parameter);
    if (n[0] % 6 != 0 || n[1] % 2 != 0 || n[2] % 2 != 0)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "a Kershaw box needs Ex a multiple of 6 and Ey, "
                              "Ez even (got %d x %d x %d)",
                              n[0], n[1], n[2]);
    return GIMMIK_OK;
  case GIMMIK_DEFORM_SHEAR:
    if (!(parameter >= -1.0 && parameter <= 1.0))
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "shear %g is outside [-1, 1]", parameter);
    return GIMMIK_OK;
  }
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                          "unknown deformation %d", (int)options->deformation);
}

/* The number after "name:": the whole rest of the text. */
static gimmik_status parse_parameter(const char *text, const char *value,
                                     double *parameter, gimmik_error *error) {
  char *end;
  errno = 0;
  *parameter = strtod(value, &end);
  if (end == value || *end != '\0' || errno == ERANGE || !isfinite(*parameter))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "deformation '%s': '%s' is not a number", text,
                            value);
  return GIMMIK_OK;
}

gimmik_status gimmik_deformation_parse(const char *text,
                                       gimmik_box_options *options,
                                       gimmik_error *error) {
  if (!text || !options)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "text and options must not be NULL");
  if (strcmp(text, "none") == 0) {
    options->deformation = GIMMIK_DEFORM_NONE;
    options->parameter = 0.0;
    return GIMMIK_OK;
  }
  if (strcmp(text, "smooth") == 0) {
    options->deformation = GIMMIK_DEFORM_SMOOTH;
    options->parameter = smooth_default;
    return GIMMIK_OK;
  }
  if (strcmp(text, "shear") == 0) {
    options->deformation = GIMMIK_DEFORM_SHEAR;
    options->parameter = shear_default;
    return GIMMIK_OK;
  }
  gimmik_deformation deformation;
  const char *value;
  if (strncmp(text, "smooth:", 7) == 0) {
    deformation = GIMMIK_DEFORM_SMOOTH;
    value = text + 7;
  } else if (strncmp(text, "kershaw:", 8) == 0) {
    deformation = GIMMIK_DEFORM_KERSHAW;
    value = text + 8;
  } else if (strncmp(text, "shear:", 6) == 0) {
    deformation = GIMMIK_DEFORM_SHEAR;
    value = text + 6;
  } else {
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "unknown deformation '%s' (none, smooth, smooth:A, "
                            "kershaw:EPS, shear or shear:S)",
                            text);
  }
  double parameter;
  gimmik_status status = parse_parameter(text, value, &parameter, error);
  if (status != GIMMIK_OK) return status;
  options->deformation = deformation;
  options->parameter = parameter;
  return GIMMIK_OK;
}
