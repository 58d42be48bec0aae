/*
 * test_dss_runtime.c: planned DSS (gimmik/solver.h) on a device against
 * the CPU reference (tests/support/dss_reference.h): boxes of several
 * sizes by the cascade and by gather-scatter, a Gmsh mesh of unstructured
 * hexahedra by gather-scatter, element-major and blocked layouts, f64
 * and f32, each made from the mesh and from the mesh as a part of
 * itself; then the tuner on a scratch field, a part's pack and unpack
 * against the same sums on the host, and bad arguments.
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

/* The numbering's lists in 32 bits (malloc'd), as a part takes them. */
static void lists32(const gimmik_numbering *numbering, int **offsets,
                    int **indices) {
  long long count = gimmik_numbering_shared_count(numbering);
  const long long *offsets64 = gimmik_numbering_shared_offsets(numbering);
  const long long *indices64 = gimmik_numbering_shared_indices(numbering);
  *offsets = malloc((size_t)(count + 1) * sizeof **offsets);
  *indices = malloc((size_t)(offsets64[count] + 1) * sizeof **indices);
  for (long long s = 0; s <= count; s++) (*offsets)[s] = (int)offsets64[s];
  for (long long c = 0; c < offsets64[count]; c++)
    (*indices)[c] = (int)indices64[c];
}

/* The whole mesh as a part of itself: its box (if any) and the lists,
 * no interface. */
static void whole_part(const gimmik_mesh *mesh,
                       const gimmik_numbering *numbering,
                       gimmik_dss_part *part, int **offsets, int **indices) {
  gimmik_dss_part_init(part);
  part->points = gimmik_numbering_points(numbering);
  part->elements = gimmik_mesh_elements(mesh);
  if (!gimmik_mesh_is_box(mesh, part->box))
    memset(part->box, 0, sizeof part->box);
  lists32(numbering, offsets, indices);
  part->shared_count = (int)gimmik_numbering_shared_count(numbering);
  part->shared_offsets = *offsets;
  part->shared_indices = *indices;
}

/* DSS of random values on the device equals the reference, the DSS made
 * from the mesh (way 0) or from the mesh as a part of itself (way 1);
 * returns gimmik_dss_bytes. */
static double check_way(const gimmik_mesh *mesh,
                      const gimmik_numbering *numbering, int way,
                      const gimmik_dss_options *options, const char *label) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_dss *dss = NULL;
  gimmik_dss_part part;
  int *offsets = NULL, *indices = NULL;
  double bytes = -1.0;
  if (way == 0) {
    CHECK_OK(gimmik_dss_create(context, mesh, numbering, options, &dss,
                               &error), &error);
  } else {
    whole_part(mesh, numbering, &part, &offsets, &indices);
    CHECK_OK(gimmik_dss_create_part(context, &part, options, &dss, &error),
             &error);
  }
  int points = gimmik_numbering_points(numbering);
  int block = options->layout_block;
  gimmik_dtype dtype = options->dtype;
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
    CHECK(gimmik_dss_buffer_values(dss) == 0 &&
          !gimmik_dss_interface_kernel(dss, 0));
    printf("%-34s %-7s B=%-3d %s %s: %lld nodes, worst %.2e (%s, %d "
           "pass%s)\n", label, method_name(options->method), block,
           gimmik_dtype_name(dtype), way ? "part" : "mesh", local, worst,
           gimmik_dss_kernel(dss, 0)->variant,
           gimmik_dss_kernel(dss, 1) ? 3 : 1,
           gimmik_dss_kernel(dss, 1) ? "es" : "");
    CHECK_OK(gimmik_memory_free(context, field, &error), &error);
    bytes = gimmik_dss_bytes(dss);
  }
  free(values);
  free(expected);
  free(offsets);
  free(indices);
  gimmik_dss_destroy(dss, NULL);
  return bytes;
}

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
  /* A box counts the same shared copies as its numbering. */
  double bytes[2];
  for (int way = 0; way < 2; way++)
    bytes[way] = check_way(mesh, numbering, way, &options, label);
  CHECK(bytes[0] > 0.0 && bytes[0] == bytes[1]);
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

/* Parameters of `candidate` that differ from `defaults`, or -1 when its
 * threads per block do (which change only the launch). */
static int differences(const gimmik_candidate *candidate,
                       const gimmik_kernel_info *defaults) {
  int count = strcmp(candidate->variant, defaults->variant) != 0;
  for (int p = 0; p < candidate->param_count; p++)
    for (int d = 0; d < defaults->param_count; d++) {
      const char *name = candidate->params[p].name;
      int differs = !strcmp(name, defaults->params[d].name) &&
                    candidate->params[p].value != defaults->params[d].value;
      if (differs && !strcmp(name, "threads")) return -1;
      count += differs;
    }
  return count;
}

/* Each method's candidates, named in the options (every pass the same
 * kernel, never tuned), against the reference in both layouts, at the
 * default threads per block: all of them on PoCL, on the C target those
 * one parameter from the default (the compiler's start dominates
 * there). */
static void test_candidates(gimmik_backend backend) {
  static const gimmik_dss_method methods[] = {
      GIMMIK_DSS_CASCADE, GIMMIK_DSS_DIRECT, GIMMIK_DSS_GATHER_SCATTER};
  static const int axes[] = {0, GIMMIK_DSS_ALL_AXES, GIMMIK_DSS_GATHER};
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = box(5, 3, 4, "none");
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 3, NULL, &numbering, &error), &error);
  for (int m = 0; m < 3 && numbering; m++)
    for (int block = 0; block <= 4; block += 4) {
      gimmik_dss_request request;
      gimmik_dss_request_init(&request);
      request.backend = backend;
      request.dtype = block ? GIMMIK_F32 : GIMMIK_F64;
      request.points = 3;
      request.layout_block = block;
      request.axis = axes[m];
      request.box[0] = 5;
      request.box[1] = 3;
      request.box[2] = 4;
      gimmik_kernel *fallback = NULL;
      gimmik_candidate *list = NULL;
      int count = 0;
      CHECK_OK(gimmik_generate_dss(&request, &fallback, &error), &error);
      CHECK_OK(gimmik_dss_candidates(&request, &list, &count, &error),
               &error);
      int checked = 0;
      for (int c = 0; c < count && fallback; c++) {
        int differ = differences(&list[c], gimmik_kernel_metadata(fallback));
        if (differ < 0 || (backend == GIMMIK_BACKEND_C && differ > 1))
          continue;
        gimmik_dss_options options;
        gimmik_dss_options_init(&options);
        options.dtype = request.dtype;
        options.layout_block = block;
        options.method = methods[m];
        options.variant = list[c].variant;
        memcpy(options.params, list[c].params, sizeof options.params);
        options.param_count = list[c].param_count;
        char label[96] = "candidate";
        for (int p = 0; p < list[c].param_count; p++) {
          size_t used = strlen(label);
          snprintf(label + used, sizeof label - used, " %s=%d",
                   list[c].params[p].name, list[c].params[p].value);
        }
        CHECK(check_way(mesh, numbering, 0, &options, label) > 0.0);
        checked++;
      }
      CHECK(checked > 1);
      free(list);
      gimmik_kernel_destroy(fallback);
    }
  gimmik_dss_options options;
  gimmik_dss_options_init(&options);
  options.param_count = 1;
  gimmik_dss *dss = NULL;
  CHECK_FAILS(gimmik_dss_create(context, mesh, numbering, &options, &dss,
                                &error),
              &error, GIMMIK_ERROR_ARGUMENT, "parameters need a variant");
  /* Order 2 walks blocks, which element-major has not. */
  options.variant = "direct";
  options.params[0] = (gimmik_param){"order", 2};
  gimmik_status status = gimmik_dss_create(context, mesh, numbering,
                                           &options, &dss, &error);
  CHECK(status != GIMMIK_OK && dss == NULL &&
        strstr(error.message, "blocked layout only"));
  gimmik_error_clear(&error);
  /* The cascade's order 3 spaces a thread's items: it needs more than
   * one, and blocks. */
  options.variant = "cascade";
  options.method = GIMMIK_DSS_CASCADE;
  options.layout_block = 4;
  options.params[0] = (gimmik_param){"order", 3};
  options.params[1] = (gimmik_param){"items", 1};
  options.param_count = 2;
  status = gimmik_dss_create(context, mesh, numbering, &options, &dss, &error);
  CHECK(status != GIMMIK_OK && dss == NULL &&
        strstr(error.message, "with items = 1 it is order 2"));
  gimmik_error_clear(&error);
  options.layout_block = 0;
  options.params[1] = (gimmik_param){"items", 2};
  status = gimmik_dss_create(context, mesh, numbering, &options, &dss, &error);
  CHECK(status != GIMMIK_OK && dss == NULL &&
        strstr(error.message, "order = 3 walks the elements of a block"));
  gimmik_error_clear(&error);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
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

/* A DSS of `method` in layout `block` tuned on a scratch field, and its
 * decisions found again by a new plan of the same problem. */
static void tune_one(const gimmik_mesh *mesh,
                     const gimmik_numbering *numbering,
                     gimmik_dss_method method, int block) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_dss_options options;
  gimmik_dss_options_init(&options);
  options.method = method;
  options.layout_block = block;
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
  gimmik_dss_destroy(dss, NULL);
  CHECK_OK(gimmik_memory_free(context, scratch, &error), &error);
  free(ones);
}

/* The tuner times every pass's candidates (in a context that tunes) and
 * keeps kernels that still compute DSS: the default method, and the
 * cascade in a blocked layout. */
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
  tune_one(mesh, numbering, GIMMIK_DSS_AUTO, 0);
  tune_one(mesh, numbering, GIMMIK_DSS_CASCADE, 4);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
  /* The same mesh again: the tuned kernels compute DSS. */
  mesh = box(3, 3, 2, "none");
  check_dss(mesh, 4, GIMMIK_DSS_AUTO, 0, GIMMIK_F64, "box 3x3x2 tuned");
  check_dss(mesh, 4, GIMMIK_DSS_CASCADE, 4, GIMMIK_F64,
            "box 3x3x2 tuned cascade");
  gimmik_mesh_destroy(mesh);
  scratch_context_close(&tuning);
  context = plain;
}

/* ---- a part's interface: pack and unpack -------------------------------- */

/* A made-up interface on the whole mesh as a part: every third shared
 * node of the numbering, sent to one neighbour, the odd ones to a second
 * too; each node's sources put its own partial sum among received ones.
 * The arrays are malloc'd into `arrays` (freed by the caller). */
typedef struct made_interface {
  int count, length;
  int *copy_offsets, *copies, *buffer_nodes, *sum_offsets, *sum_sources;
} made_interface;

static void make_interface(const gimmik_numbering *numbering,
                           made_interface *made) {
  const long long *offsets = gimmik_numbering_shared_offsets(numbering);
  const long long *indices = gimmik_numbering_shared_indices(numbering);
  long long shared = gimmik_numbering_shared_count(numbering);
  int count = (int)((shared + 2) / 3), length = count + count / 2;
  made->count = count;
  made->length = length;
  made->copy_offsets = malloc((size_t)(count + 1) * sizeof(int));
  made->copies = malloc((size_t)offsets[shared] * sizeof(int));
  made->buffer_nodes = malloc((size_t)length * sizeof(int));
  made->sum_offsets = malloc((size_t)(count + 1) * sizeof(int));
  made->sum_sources = malloc((size_t)(3 * count) * sizeof(int));
  made->copy_offsets[0] = made->sum_offsets[0] = 0;
  for (int i = 0; i < count; i++) {
    long long s = 3LL * i;
    int at = made->copy_offsets[i];
    for (long long c = offsets[s]; c < offsets[s + 1]; c++)
      made->copies[at++] = (int)indices[c];
    made->copy_offsets[i + 1] = at;
    made->buffer_nodes[i] = i;
    int *source = made->sum_sources + made->sum_offsets[i];
    int sources = 0;
    source[sources++] = length + i;
    source[sources++] = i;
    if (i % 2) {
      made->buffer_nodes[count + i / 2] = i;
      source[sources++] = length + count + i / 2;
    }
    made->sum_offsets[i + 1] = made->sum_offsets[i] + sources;
  }
}

/* The made-up interface as a part's. */
static void attach_interface(gimmik_dss_part *part,
                             const made_interface *made) {
  part->interface_count = made->count;
  part->copy_offsets = made->copy_offsets;
  part->copies = made->copies;
  part->buffer_length = made->length;
  part->buffer_nodes = made->buffer_nodes;
  part->sum_offsets = made->sum_offsets;
  part->sum_sources = made->sum_sources;
}

static void free_interface(made_interface *made) {
  free(made->copy_offsets);
  free(made->copies);
  free(made->buffer_nodes);
  free(made->sum_offsets);
  free(made->sum_sources);
}

static double add_in(gimmik_dtype dtype, double a, double b) {
  return dtype == GIMMIK_F32 ? (double)(float)(a + b) : a + b;
}

/* Host values of the dtype into `out` (count of them). */
static void to_dtype(const double *values, long long count,
                     gimmik_dtype dtype, void *out) {
  for (long long i = 0; i < count; i++)
    if (dtype == GIMMIK_F32) ((float *)out)[i] = (float)values[i];
    else ((double *)out)[i] = values[i];
}

/* The expected buffers (send, then `receive` as given) and field: the
 * host's sums in the dtype in the plan's order. */
static void expect_interface(const made_interface *made, gimmik_dtype dtype,
                             double *buffers, double *field) {
  for (int p = 0; p < made->length; p++) {
    int i = made->buffer_nodes[p], first = made->copy_offsets[i];
    double sum = field[made->copies[first]];
    for (int c = first + 1; c < made->copy_offsets[i + 1]; c++)
      sum = add_in(dtype, sum, field[made->copies[c]]);
    buffers[p] = sum;
  }
  for (int i = 0; i < made->count; i++) {
    int first = made->sum_offsets[i];
    double sum = buffers[made->sum_sources[first]];
    for (int k = first + 1; k < made->sum_offsets[i + 1]; k++)
      sum = add_in(dtype, sum, buffers[made->sum_sources[k]]);
    for (int c = made->copy_offsets[i]; c < made->copy_offsets[i + 1]; c++)
      field[made->copies[c]] = sum;
  }
}

/* Pack and unpack on the device give the host's bits: pack into a send
 * buffer and into the front of a send-and-receive buffer; unpack into a
 * field whose interface copies are NaN, its other values unchanged. */
static void check_interface(int block, gimmik_dtype dtype) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = box(3, 2, 2, "none");
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 3, NULL, &numbering, &error), &error);
  gimmik_dss_part part;
  int *offsets, *indices;
  whole_part(mesh, numbering, &part, &offsets, &indices);
  made_interface made;
  make_interface(numbering, &made);
  attach_interface(&part, &made);
  gimmik_dss_options options;
  gimmik_dss_options_init(&options);
  options.dtype = dtype;
  options.layout_block = block;
  gimmik_dss *dss = NULL;
  CHECK_OK(gimmik_dss_create_part(context, &part, &options, &dss, &error),
           &error);
  if (dss) {
    CHECK(gimmik_dss_buffer_values(dss) == made.length);
    CHECK(!strcmp(gimmik_dss_interface_kernel(dss, 0)->variant, "pack") &&
          !strcmp(gimmik_dss_interface_kernel(dss, 1)->variant, "unpack"));
    long long local = gimmik_numbering_local_count(numbering);
    long long volume = 27;
    size_t size = (size_t)gimmik_dtype_size(dtype);
    size_t bytes = 2 * (size_t)made.length * size;
    double *values = malloc((size_t)local * sizeof *values);
    double *expected = malloc((size_t)local * sizeof *expected);
    double *buffers = malloc(2 * (size_t)made.length * sizeof *buffers);
    uint64_t state = 5;
    for (long long i = 0; i < local; i++)
      values[i] = expected[i] = dtype == GIMMIK_F32
                                    ? (float)gimmik_random_nonzero(&state)
                                    : gimmik_random_nonzero(&state);
    for (int p = made.length; p < 2 * made.length; p++)
      buffers[p] = dtype == GIMMIK_F32 ? (float)gimmik_random_nonzero(&state)
                                       : gimmik_random_nonzero(&state);
    expect_interface(&made, dtype, buffers, expected);
    unsigned char *want = malloc(bytes), *got = malloc(bytes);
    to_dtype(buffers, 2LL * made.length, dtype, want);
    void *field = upload(dss, values, local, volume, block, dtype);
    void *send = NULL, *both = NULL;
    CHECK_OK(gimmik_memory_alloc(context, bytes / 2, &send, &error), &error);
    CHECK_OK(gimmik_memory_alloc(context, bytes, &both, &error), &error);
    CHECK_OK(gimmik_dss_pack(dss, field, send, NULL, &error), &error);
    CHECK_OK(gimmik_dss_pack(dss, field, both, NULL, &error), &error);
    CHECK_OK(gimmik_memory_read(context, send, 0, bytes / 2, got, NULL,
                                &error), &error);
    CHECK(!memcmp(got, want, bytes / 2));
    CHECK_OK(gimmik_memory_read(context, both, 0, bytes / 2, got, NULL,
                                &error), &error);
    CHECK(!memcmp(got, want, bytes / 2));
    CHECK_OK(gimmik_memory_write(context, both, 0, bytes, want, NULL, &error),
             &error);
    for (int c = 0; c < made.copy_offsets[made.count]; c++)
      values[made.copies[c]] = NAN;
    CHECK_OK(gimmik_memory_free(context, field, &error), &error);
    field = upload(dss, values, local, volume, block, dtype);
    CHECK_OK(gimmik_dss_unpack(dss, both, field, NULL, &error), &error);
    download(field, values, local, volume, block, dtype,
             gimmik_dss_field_values(dss));
    int same = 1;
    for (long long i = 0; i < local; i++) same &= values[i] == expected[i];
    CHECK(same);
    printf("interface of %d nodes, %d buffer values, B=%d %s: pack and "
           "unpack %s the host's bits\n", made.count, made.length, block,
           gimmik_dtype_name(dtype), same ? "give" : "DIFFER from");
    /* A buffer of the send values only is too short for unpack. */
    CHECK_FAILS(gimmik_dss_unpack(dss, send, field, NULL, &error), &error,
                GIMMIK_ERROR_ARGUMENT, "gimmik_dss_unpack: buffers");
    CHECK_FAILS(gimmik_dss_pack(dss, NULL, send, NULL, &error), &error,
                GIMMIK_ERROR_ARGUMENT, "gimmik_dss_pack: u is NULL");
    CHECK_FAILS(gimmik_dss_pack(dss, field, NULL, NULL, &error), &error,
                GIMMIK_ERROR_ARGUMENT, "gimmik_dss_pack: send is NULL");
    CHECK_OK(gimmik_memory_free(context, field, &error), &error);
    CHECK_OK(gimmik_memory_free(context, send, &error), &error);
    CHECK_OK(gimmik_memory_free(context, both, &error), &error);
    free(values);
    free(expected);
    free(buffers);
    free(want);
    free(got);
  }
  gimmik_dss_destroy(dss, NULL);
  free_interface(&made);
  free(offsets);
  free(indices);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
}

/* A part's arrays are checked, each fault named. */
static void test_bad_parts(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = box(3, 2, 2, "none");
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 3, NULL, &numbering, &error), &error);
  gimmik_dss_part good, part;
  int *offsets, *indices;
  whole_part(mesh, numbering, &good, &offsets, &indices);
  made_interface made;
  make_interface(numbering, &made);
  attach_interface(&good, &made);
  gimmik_dss_options options;
  gimmik_dss_options_init(&options);
  gimmik_dss *dss = NULL;
  part = good;
  part.points = 1;
  CHECK_FAILS(gimmik_dss_create_part(context, &part, &options, &dss, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "points = 1");
  part = good;
  part.box[2] = 1;
  CHECK_FAILS(gimmik_dss_create_part(context, &part, &options, &dss, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "box = 3 x 2 x 1 is not a box");
  part = good;
  offsets[0] = 1;
  CHECK_FAILS(gimmik_dss_create_part(context, &part, &options, &dss, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "shared_offsets[0] = 1");
  offsets[0] = 0;
  indices[4] = 12 * 27;
  CHECK_FAILS(gimmik_dss_create_part(context, &part, &options, &dss, &error),
              &error, GIMMIK_ERROR_ARGUMENT,
              "shared_indices[4] = 324 is outside 0..323");
  indices[4] = 0;
  made.buffer_nodes[1] = made.count;
  CHECK_FAILS(gimmik_dss_create_part(context, &part, &options, &dss, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "buffer_nodes[1] =");
  made.buffer_nodes[1] = 1;
  made.sum_sources[2] = 2 * made.length;
  CHECK_FAILS(gimmik_dss_create_part(context, &part, &options, &dss, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "sum_sources[2] =");
  made.sum_sources[2] = 0;
  int copies_of_first = made.copy_offsets[1];
  made.copy_offsets[1] = 0;
  CHECK_FAILS(gimmik_dss_create_part(context, &part, &options, &dss, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "copy_offsets[1] = 0 after 0");
  made.copy_offsets[1] = copies_of_first;
  part.copies = NULL;
  CHECK_FAILS(gimmik_dss_create_part(context, &part, &options, &dss, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "must not be NULL");
  part = good;
  memset(part.box, 0, sizeof part.box);
  options.method = GIMMIK_DSS_DIRECT;
  CHECK_FAILS(gimmik_dss_create_part(context, &part, &options, &dss, &error),
              &error, GIMMIK_ERROR_UNSUPPORTED, "needs a box");
  CHECK_FAILS(gimmik_dss_create_part(context, NULL, &options, &dss, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "are required");
  CHECK(dss == NULL);
  CHECK_FAILS(gimmik_dss_pack(NULL, NULL, NULL, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "dss is NULL");
  CHECK(gimmik_dss_buffer_values(NULL) == 0);
  free_interface(&made);
  free(offsets);
  free(indices);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
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
  scratch_context scratch;
  int started = scratch_context_from_arguments(argc, argv, &backend, &scratch);
  if (started) return started;
  context = scratch.context;
  test_boxes();
  test_thin_boxes();
  test_gmsh();
  test_candidates(backend);
  test_tuning(backend);
  check_interface(0, GIMMIK_F64);
  check_interface(4, GIMMIK_F32);
  test_bad_parts();
  test_bad_arguments();
  scratch_context_close(&scratch);
  return check_finish("test_dss_runtime");
}
