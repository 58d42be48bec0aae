/* parallel_cases.c: see parallel_cases.h. */
#include "parallel_cases.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "dss_reference.h"
#include "random.h"

gimmik_mesh *case_box(int ex, int ey, int ez, const char *deformation) {
  gimmik_box_options options;
  gimmik_box_options_init(&options);
  options.elements[0] = ex;
  options.elements[1] = ey;
  options.elements[2] = ez;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = NULL;
  CHECK_OK(gimmik_deformation_parse(deformation, &options, &error), &error);
  CHECK_OK(gimmik_mesh_create_box(&options, &mesh, &error), &error);
  return mesh;
}

gimmik_mesh *case_gmsh(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = NULL;
  CHECK_OK(gimmik_mesh_read_gmsh("mesh/data/subdivided.msh", &mesh, &error),
           &error);
  return mesh;
}

double *case_random_field(long long count, unsigned long long seed) {
  double *field = malloc(((size_t)count + 1) * sizeof *field);
  uint64_t state = seed;
  for (long long i = 0; field && i < count; i++)
    field[i] = gimmik_random_nonzero(&state);
  return field;
}

static long long node_count(const gimmik_part *part) {
  long long n = gimmik_part_points(part);
  return n * n * n;
}

void *case_restrict(const gimmik_part *part, const double *whole,
                    gimmik_dtype dtype) {
  long long local = gimmik_part_local_count(part);
  long long nodes = node_count(part);
  const long long *ids = gimmik_part_element_ids(part);
  void *out = malloc(((size_t)local + 1) * (size_t)gimmik_dtype_size(dtype));
  for (long long l = 0; out && l < local; l++) {
    double value = whole[ids[l / nodes] * nodes + l % nodes];
    if (dtype == GIMMIK_F32)
      ((float *)out)[l] = (float)value;
    else
      ((double *)out)[l] = value;
  }
  return out;
}

void case_reference_dss(const gimmik_numbering *numbering,
                        const double *whole, double **sum,
                        double **magnitude) {
  long long count = gimmik_numbering_local_count(numbering);
  *sum = malloc((size_t)count * sizeof **sum);
  *magnitude = malloc((size_t)count * sizeof **magnitude);
  for (long long i = 0; i < count; i++) {
    (*sum)[i] = whole[i];
    (*magnitude)[i] = fabs(whole[i]);
  }
  dss_reference(numbering, *sum);
  dss_reference(numbering, *magnitude);
}

double case_worst_gap(const gimmik_part *part, const void *got,
                      gimmik_dtype dtype, const double *want,
                      const double *magnitude) {
  long long local = gimmik_part_local_count(part);
  long long nodes = node_count(part);
  const long long *ids = gimmik_part_element_ids(part);
  double eps = dtype == GIMMIK_F32 ? FLT_EPSILON : DBL_EPSILON, worst = 0.0;
  for (long long l = 0; l < local; l++) {
    long long at = ids[l / nodes] * nodes + l % nodes;
    double value = dtype == GIMMIK_F32 ? ((const float *)got)[l]
                                       : ((const double *)got)[l];
    double gap = fabs(value - want[at]) / (magnitude[at] * eps);
    if (!(gap <= worst)) worst = isnan(gap) ? INFINITY : gap;
  }
  return worst;
}
