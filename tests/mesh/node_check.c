/* node_check.c: see node_check.h. */
#include "node_check.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "random.h"
#include "dss_reference.h"
#include "gimmik/quadrature.h"

double *node_coordinates(const gimmik_mesh *mesh, int points) {
  long double gll[GIMMIK_QUADRATURE_MAX_POINTS];
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_quadrature_long(GIMMIK_GAUSS_LOBATTO_LEGENDRE, points, gll,
                                  NULL, &error),
           &error);
  long long elements = gimmik_mesh_elements(mesh);
  long long volume = (long long)points * points * points;
  const double *vertices = gimmik_mesh_vertices(mesh);
  double *xyz = malloc((size_t)(elements * volume) * 3 * sizeof *xyz);
  for (long long e = 0; e < elements; e++)
    for (long long node = 0; node < volume; node++) {
      long double at[3] = {gll[node % points], gll[node / points % points],
                           gll[node / points / points]};
      long double x[3] = {0.0L, 0.0L, 0.0L};
      for (int v = 0; v < 8; v++) {
        long double shape = 0.125L;
        for (int axis = 0; axis < 3; axis++)
          shape *= 1.0L + ((v >> axis & 1) ? at[axis] : -at[axis]);
        for (int c = 0; c < 3; c++)
          x[c] += shape * vertices[(e * 8 + v) * 3 + c];
      }
      for (int c = 0; c < 3; c++)
        xyz[(e * volume + node) * 3 + c] = (double)x[c];
    }
  return xyz;
}

static const double *sort_points; /* for compare_by_x */

static int compare_by_x(const void *left, const void *right) {
  double a = sort_points[*(const long long *)left * 3];
  double b = sort_points[*(const long long *)right * 3];
  return (a > b) - (a < b);
}

static long long find_root(long long *parent, long long node) {
  while (parent[node] != node) node = parent[node] = parent[parent[node]];
  return node;
}

long long *point_classes(long long count, const double *xyz, double tolerance) {
  long long *order = malloc((size_t)count * sizeof *order);
  long long *parent = malloc((size_t)count * sizeof *parent);
  for (long long l = 0; l < count; l++) order[l] = parent[l] = l;
  sort_points = xyz;
  qsort(order, (size_t)count, sizeof *order, compare_by_x);
  for (long long a = 0; a < count; a++)
    for (long long b = a + 1; b < count; b++) {
      const double *p = xyz + order[a] * 3, *q = xyz + order[b] * 3;
      if (q[0] - p[0] > tolerance) break;
      if (fabs(q[1] - p[1]) > tolerance || fabs(q[2] - p[2]) > tolerance)
        continue;
      long long root_a = find_root(parent, order[a]);
      long long root_b = find_root(parent, order[b]);
      /* The smaller index is the root: roots end as the smallest. */
      if (root_a < root_b)
        parent[root_b] = root_a;
      else
        parent[root_a] = root_b;
    }
  for (long long l = 0; l < count; l++) parent[l] = find_root(parent, l);
  free(order);
  return parent;
}

void check_ids_by_points(const gimmik_numbering *numbering,
                         const long long *classes) {
  long long count = gimmik_numbering_local_count(numbering);
  long long unique = gimmik_numbering_unique_count(numbering);
  const long long *global = gimmik_numbering_global_ids(numbering);
  long long mismatched = 0, points = 0, next = 0, out_of_order = 0;
  for (long long l = 0; l < count; l++) {
    mismatched += global[l] != global[classes[l]];
    if (classes[l] != l) continue;
    points++;
    /* A point's first copy brings the next new id. */
    out_of_order += global[l] != next++;
  }
  CHECK(mismatched == 0);
  CHECK(points == unique);
  CHECK(out_of_order == 0);
}

void check_dss_by_points(const gimmik_numbering *numbering,
                         const long long *classes, uint64_t seed) {
  long long count = gimmik_numbering_local_count(numbering);
  double *field = malloc((size_t)count * sizeof *field);
  double *before = malloc((size_t)count * sizeof *before);
  long double *sums = calloc((size_t)count, sizeof *sums);
  for (long long l = 0; l < count; l++)
    field[l] = before[l] = gimmik_random_nonzero(&seed);
  for (long long l = 0; l < count; l++) sums[classes[l]] += before[l];
  dss_reference(numbering, field);
  long long wrong = 0, touched = 0;
  const int *multiplicity = gimmik_numbering_multiplicity(numbering);
  for (long long l = 0; l < count; l++) {
    wrong += field[l] != (double)sums[classes[l]];
    touched += multiplicity[l] == 1 &&
               memcmp(&field[l], &before[l], sizeof *field) != 0;
  }
  CHECK(wrong == 0);
  CHECK(touched == 0);
  free(field);
  free(before);
  free(sums);
}

void check_dss_continuous(const gimmik_numbering *numbering,
                          const double *xyz) {
  long long count = gimmik_numbering_local_count(numbering);
  const int *multiplicity = gimmik_numbering_multiplicity(numbering);
  double *field = malloc((size_t)count * sizeof *field);
  for (long long l = 0; l < count; l++) {
    const double *x = xyz + l * 3;
    field[l] = 1.5 + sin(3.0 * x[0]) * cos(2.0 * x[1]) + x[0] * x[2];
  }
  double *summed = malloc((size_t)count * sizeof *summed);
  memcpy(summed, field, (size_t)count * sizeof *field);
  dss_reference(numbering, summed);
  double worst = 0.0;
  for (long long l = 0; l < count; l++)
    worst = fmax(worst, fabs(summed[l] - multiplicity[l] * field[l]) /
                            (multiplicity[l] * fabs(field[l])));
  CHECK(worst < 1e-13);
  free(field);
  free(summed);
}

/* Each list: two copies or more, ascending, one id, ids ascending. */
static void check_list_shapes(const gimmik_numbering *numbering,
                              long long *listed) {
  long long shared = gimmik_numbering_shared_count(numbering);
  const long long *offsets = gimmik_numbering_shared_offsets(numbering);
  const long long *indices = gimmik_numbering_shared_indices(numbering);
  const long long *global = gimmik_numbering_global_ids(numbering);
  const int *multiplicity = gimmik_numbering_multiplicity(numbering);
  long long bad = 0;
  CHECK(offsets[0] == 0);
  for (long long s = 0; s < shared; s++) {
    long long first = offsets[s], size = offsets[s + 1] - first;
    bad += size < 2;
    if (size < 2) continue;
    bad += s > 0 && global[indices[first]] <= global[indices[offsets[s - 1]]];
    for (long long i = first; i < offsets[s + 1]; i++) {
      listed[indices[i]]++;
      bad += global[indices[i]] != global[indices[first]];
      bad += multiplicity[indices[i]] != size;
      bad += i > first && indices[i] <= indices[i - 1];
    }
  }
  CHECK(bad == 0);
}

void check_lists(const gimmik_numbering *numbering) {
  long long count = gimmik_numbering_local_count(numbering);
  const int *multiplicity = gimmik_numbering_multiplicity(numbering);
  long long *listed = calloc((size_t)count, sizeof *listed);
  check_list_shapes(numbering, listed);
  double *summed = malloc((size_t)count * sizeof *summed);
  double *inverse = malloc((size_t)count * sizeof *inverse);
  double *weights = malloc((size_t)count * sizeof *weights);
  float *weights32 = malloc((size_t)count * sizeof *weights32);
  dss_multiplicity(numbering, summed, inverse);
  long long wrong_copies = 0;
  for (long long l = 0; l < count; l++)
    wrong_copies += summed[l] != multiplicity[l];
  CHECK(wrong_copies == 0);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_numbering_inverse_multiplicity(numbering, GIMMIK_F64, weights,
                                                 &error),
           &error);
  CHECK_OK(gimmik_numbering_inverse_multiplicity(numbering, GIMMIK_F32,
                                                 weights32, &error),
           &error);
  const long long *global = gimmik_numbering_global_ids(numbering);
  const unsigned char *mask = gimmik_numbering_mask(numbering);
  unsigned char *mask_of =
      malloc((size_t)gimmik_numbering_unique_count(numbering));
  for (long long l = 0; l < count; l++) mask_of[global[l]] = mask[l];
  /* The mask zeroes the fixed nodes and leaves the others: weights is
   * nonzero everywhere. */
  memcpy(summed, weights, (size_t)count * sizeof *summed);
  dss_apply_mask(numbering, summed);
  long long bad = 0;
  for (long long l = 0; l < count; l++) {
    bad += listed[l] != (multiplicity[l] > 1);
    bad += inverse[l] != weights[l];
    bad += weights32[l] != 1.0f / (float)multiplicity[l];
    bad += mask[l] > 1 || mask[l] != mask_of[global[l]];
    bad += summed[l] != (mask[l] ? weights[l] : 0.0);
  }
  CHECK(bad == 0);
  free(listed);
  free(summed);
  free(inverse);
  free(weights);
  free(weights32);
  free(mask_of);
}

void check_by_points(const gimmik_mesh *mesh, const gimmik_numbering *numbering,
                     uint64_t seed) {
  check_lists(numbering);
  double *xyz = node_coordinates(mesh, gimmik_numbering_points(numbering));
  long long *classes =
      point_classes(gimmik_numbering_local_count(numbering), xyz, 1e-9);
  check_ids_by_points(numbering, classes);
  check_dss_by_points(numbering, classes, seed);
  check_dss_continuous(numbering, xyz);
  free(xyz);
  free(classes);
}
