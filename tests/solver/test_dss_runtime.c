/*
 * test_dss_runtime.c: planned DSS (gimmik/solver.h) on a device against
 * the CPU reference (tests/support/dss_reference.h): boxes of several
 * sizes by the cascade and by gather-scatter, a Gmsh mesh of unstructured
 * hexahedra by gather-scatter, element-major and blocked layouts, f64
 * and f32; then the tuner on a scratch field, and bad arguments.
 * usage: test_dss_runtime c | opencl | cuda   (77: no such device here)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "dss_reference.h"
#include "gimmik/device.h"
#include "gimmik/solver.h"
#include "random.h"
#include "scratch_context.h"

static gimmik_context *context;

/* Index of element-major local node `local` in a layout of blocks of
 * `block` elements (0: element-major), N^3 nodes an element. */
static long long layout_index(long long local, long long volume, int block) {
  if (block == 0) return local;
  long long e = local / volume, node = local % volume;
  return (e / block * volume + node) * block + e % block;
}

/* Host values into a device field of the dss's layout and dtype, and
 * back; unused padding is poisoned with NaN. */
static void *upload(gimmik_dss *dss, const double *values, long long local,
                    long long volume, int block, gimmik_dtype dtype) {
  long long count = gimmik_dss_field_values(dss);
  size_t size = (size_t)gimmik_dtype_size(dtype);
  unsigned char *host = malloc((size_t)count * size);
  for (long long i = 0; i < count; i++) {
    if (dtype == GIMMIK_F64) ((double *)host)[i] = NAN;
    else ((float *)host)[i] = NAN;
  }
  for (long long i = 0; i < local; i++) {
    long long at = layout_index(i, volume, block);
    if (dtype == GIMMIK_F64) ((double *)host)[at] = values[i];
    else ((float *)host)[at] = (float)values[i];
  }
  void *field = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_memory_alloc(context, (size_t)count * size, &field, &error),
           &error);
  CHECK_OK(gimmik_memory_write(context, field, 0, (size_t)count * size, host,
                               NULL, &error), &error);
  free(host);
  return field;
}

static void download(void *field, double *values, long long local,
                     long long volume, int block, gimmik_dtype dtype,
                     long long count) {
  size_t size = (size_t)gimmik_dtype_size(dtype);
  unsigned char *host = malloc((size_t)count * size);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_memory_read(context, field, 0, (size_t)count * size, host,
                              NULL, &error), &error);
  for (long long i = 0; i < local; i++) {
    long long at = layout_index(i, volume, block);
    values[i] = dtype == GIMMIK_F64 ? ((double *)host)[at]
                                    : ((float *)host)[at];
  }
  free(host);
}

static const char *method_name(gimmik_dss_method method) {
  static const char *const names[] = {"auto", "cascade", "gather", "direct"};
  return names[method];
}

/* DSS of random values on the device equals the reference. */
static void check_dss(const gimmik_mesh *mesh, int points,
                      gimmik_dss_method method, int block,
                      gimmik_dtype dtype, const char *label) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, points, NULL, &numbering, &error),
           &error);
  if (!numbering) return;
  gimmik_dss_options options;
  gimmik_dss_options_init(&options);
  options.dtype = dtype;
  options.layout_block = block;
  options.method = method;
  gimmik_dss *dss = NULL;
  CHECK_OK(gimmik_dss_create(context, mesh, numbering, &options, &dss, &error),
           &error);
  long long local = gimmik_numbering_local_count(numbering);
  long long volume = (long long)points * points * points;
  double *values = malloc((size_t)local * sizeof *values);
  double *expected = malloc((size_t)local * sizeof *values);
  uint64_t state = 41;
  for (long long i = 0; i < local; i++) {
    values[i] = gimmik_random_nonzero(&state);
    expected[i] = dtype == GIMMIK_F64 ? values[i] : (float)values[i];
  }
  dss_reference(numbering, expected);
  if (dss) {
    void *field = upload(dss, values, local, volume, block, dtype);
    CHECK_OK(gimmik_dss_apply(dss, field, NULL, &error), &error);
    download(field, values, local, volume, block, dtype,
             gimmik_dss_field_values(dss));
    double worst = 0.0;
    for (long long i = 0; i < local; i++) {
      double gap = fabs(values[i] - expected[i]);
      if (!(gap <= worst)) worst = gap;
    }
    double tolerance = dtype == GIMMIK_F64 ? 1e-14 : 4e-6;
    CHECK(worst <= tolerance);
    printf("%-34s %-7s B=%-3d %s: %lld nodes, worst %.2e (%s, %d pass%s)\n",
           label, method_name(method), block,
           gimmik_dtype_name(dtype), local, worst,
           gimmik_dss_kernel(dss, 0)->variant,
           gimmik_dss_kernel(dss, 1) ? 3 : 1,
           gimmik_dss_kernel(dss, 1) ? "es" : "");
    CHECK_OK(gimmik_memory_free(context, field, &error), &error);
  }
  free(values);
  free(expected);
  gimmik_dss_destroy(dss, NULL);
  gimmik_numbering_destroy(numbering);
}

static gimmik_mesh *box(int ex, int ey, int ez, const char *deformation) {
  gimmik_box_options options;
  gimmik_box_options_init(&options);
  options.elements[0] = ex;
  options.elements[1] = ey;
  options.elements[2] = ez;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_deformation_parse(deformation, &options, &error), &error);
  gimmik_mesh *mesh = NULL;
  CHECK_OK(gimmik_mesh_create_box(&options, &mesh, &error), &error);
  return mesh;
}

static void test_boxes(void) {
  static const int sizes[][3] = {{2, 2, 2}, {3, 2, 4}, {6, 2, 2}};
  static const int points[] = {2, 3, 5};
  static const gimmik_dss_method methods[] = {
      GIMMIK_DSS_CASCADE, GIMMIK_DSS_DIRECT, GIMMIK_DSS_GATHER_SCATTER};
  for (int s = 0; s < 3; s++) {
    gimmik_mesh *mesh = box(sizes[s][0], sizes[s][1], sizes[s][2],
                            s == 2 ? "kershaw:0.5" : "smooth");
    char label[64];
    for (int p = 0; p < 3; p++) {
      snprintf(label, sizeof label, "box %dx%dx%d N=%d", sizes[s][0],
               sizes[s][1], sizes[s][2], points[p]);
      for (int m = 0; m < 3; m++)
        for (int block = 0; block <= 4; block += 4)
          check_dss(mesh, points[p], methods[m], block,
                    (p + block) % 2 ? GIMMIK_F32 : GIMMIK_F64, label);
    }
    gimmik_mesh_destroy(mesh);
  }
}

/* Boxes one element thick along some axes: direct sums what is shared
 * (the cascade refuses them). */
static void test_thin_boxes(void) {
  static const int sizes[][3] = {{1, 3, 2}, {4, 1, 1}, {2, 1, 3}};
  for (int s = 0; s < 3; s++) {
    gimmik_mesh *mesh = box(sizes[s][0], sizes[s][1], sizes[s][2], "none");
    char label[64];
    snprintf(label, sizeof label, "box %dx%dx%d N=4", sizes[s][0],
             sizes[s][1], sizes[s][2]);
    check_dss(mesh, 4, GIMMIK_DSS_AUTO, s == 1 ? 3 : 0,
              s == 2 ? GIMMIK_F32 : GIMMIK_F64, label);
    gimmik_mesh_destroy(mesh);
  }
}

/* Unstructured hexahedra written by Gmsh: gather-scatter only. */
static void test_gmsh(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = NULL;
  CHECK_OK(gimmik_mesh_read_gmsh("mesh/data/subdivided.msh", &mesh, &error),
           &error);
  if (!mesh) return;
  check_dss(mesh, 3, GIMMIK_DSS_AUTO, 0, GIMMIK_F64, "gmsh subdivided N=3");
  check_dss(mesh, 4, GIMMIK_DSS_GATHER_SCATTER, 8, GIMMIK_F32,
            "gmsh subdivided N=4");
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 3, NULL, &numbering, &error), &error);
  gimmik_dss_options options;
  gimmik_dss_options_init(&options);
  gimmik_dss *dss = NULL;
  static const gimmik_dss_method structured[] = {GIMMIK_DSS_CASCADE,
                                                 GIMMIK_DSS_DIRECT};
  for (int m = 0; m < 2; m++) {
    options.method = structured[m];
    CHECK_FAILS(gimmik_dss_create(context, mesh, numbering, &options, &dss,
                                  &error),
                &error, GIMMIK_ERROR_UNSUPPORTED, "needs a box mesh");
    CHECK(dss == NULL);
  }
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
}

/* The tuner times every pass's candidates on a scratch field (in a
 * context that tunes) and keeps a kernel that still computes DSS. */
static void test_tuning(gimmik_backend backend) {
  scratch_context tuning;
  gimmik_context *plain = context;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(scratch_context_open_tuning(backend, NULL, &tuning, &error),
           &error);
  context = tuning.context;
  gimmik_mesh *mesh = box(3, 3, 2, "none");
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 4, NULL, &numbering, &error), &error);
  gimmik_dss_options options;
  gimmik_dss_options_init(&options);
  gimmik_dss *dss = NULL;
  CHECK_OK(gimmik_dss_create(context, mesh, numbering, &options, &dss, &error),
           &error);
  size_t bytes = (size_t)gimmik_dss_field_values(dss) * sizeof(double);
  void *scratch = NULL;
  CHECK_OK(gimmik_memory_alloc(context, bytes, &scratch, &error), &error);
  double *ones = malloc(bytes);
  for (size_t i = 0; i < bytes / sizeof(double); i++) ones[i] = 1.0;
  CHECK_OK(gimmik_memory_write(context, scratch, 0, bytes, ones, NULL, &error),
           &error);
  CHECK(!gimmik_dss_is_tuned(dss));
  CHECK_OK(gimmik_dss_tune(dss, scratch, NULL, &error), &error);
  CHECK(gimmik_dss_is_tuned(dss));
  gimmik_dss_destroy(dss, NULL);
  /* A new plan of the same problem finds the stored decisions. */
  CHECK_OK(gimmik_dss_create(context, mesh, numbering, &options, &dss, &error),
           &error);
  CHECK(gimmik_dss_is_tuned(dss));
  gimmik_numbering_destroy(numbering);
  gimmik_dss_destroy(dss, NULL);
  gimmik_mesh_destroy(mesh);
  CHECK_OK(gimmik_memory_free(context, scratch, &error), &error);
  free(ones);
  /* The same mesh again: the tuned kernels compute DSS. */
  mesh = box(3, 3, 2, "none");
  check_dss(mesh, 4, GIMMIK_DSS_AUTO, 0, GIMMIK_F64, "box 3x3x2 tuned");
  gimmik_mesh_destroy(mesh);
  scratch_context_close(&tuning);
  context = plain;
}

static void test_bad_arguments(void) {
  gimmik_mesh *mesh = box(2, 2, 2, "none");
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 3, NULL, &numbering, &error), &error);
  gimmik_dss_options options;
  gimmik_dss_options_init(&options);
  gimmik_dss *dss = NULL;
  CHECK_FAILS(gimmik_dss_create(context, mesh, NULL, &options, &dss, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "are required");
  CHECK_OK(gimmik_dss_create(context, mesh, numbering, &options, &dss, &error),
           &error);
  CHECK_FAILS(gimmik_dss_apply(dss, NULL, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "u is NULL");
  void *small = NULL;
  CHECK_OK(gimmik_memory_alloc(context, 64, &small, &error), &error);
  CHECK_FAILS(gimmik_dss_apply(dss, small, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "u");
  CHECK_OK(gimmik_memory_free(context, small, &error), &error);
  gimmik_dss_destroy(dss, NULL);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
}

int main(int argc, char **argv) {
  gimmik_backend backend;
  gimmik_error error;
  gimmik_error_init(&error);
  if (argc != 2 || gimmik_backend_parse(argv[1], &backend, &error)) {
    fprintf(stderr, "usage: %s c | opencl | cuda\n", argv[0]);
    return 2;
  }
  scratch_context scratch;
  if (scratch_context_open(backend, NULL, &scratch, &error) != GIMMIK_OK) {
    printf("skipped: %s\n", error.message);
    return 77;
  }
  context = scratch.context;
  test_boxes();
  test_thin_boxes();
  test_gmsh();
  test_tuning(backend);
  test_bad_arguments();
  scratch_context_close(&scratch);
  return check_finish("test_dss_runtime");
}
