/*
 * dss_bench.c: the DSS kernels of gimmik/solver.h against the device's
 * copy bandwidth, measured in the same run (docs/benchmarks.md): for a
 * box of E^3 elements at N points, the structured cascade and direct
 * DSS in the element-major layout and in blocked layouts, and
 * gather-scatter; each checked against the CPU reference first (on
 * random values), then tuned, then timed (median of --repeat event-timed
 * applies).  Reported: ms, GB/s of the fewest bytes (each copy of a
 * shared node read and written once; gather also its lists) and its %
 * of copy bandwidth, and the % of the bytes the kernels themselves move
 * (the cascade's passes touch edges twice and vertices three times).
 *
 * usage: dss_bench [--backend cuda|opencl|c] [--points N] [--elements E]
 *                  [--dtype f64|f32] [--blocks B,B,...] [--repeat R]
 *                  [--methods cascade,direct,gather]
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bandwidth.h"
#include "dss_reference.h"
#include "gimmik/device.h"
#include "gimmik/solver.h"
#include "random.h"

typedef struct options {
  gimmik_backend backend;
  int points, elements, repeat;
  gimmik_dtype dtype;
  int blocks[8], block_count;
  int methods;                 /* bit m: gimmik_dss_method m */
} options;

static int parse(int argc, char **argv, options *o) {
  memset(o, 0, sizeof *o);
  o->backend = GIMMIK_BACKEND_CUDA;
  o->points = 8;
  o->elements = 40;
  o->repeat = 20;
  int defaults[] = {0, 16, 32, 64, 128};
  memcpy(o->blocks, defaults, sizeof defaults);
  o->block_count = 5;
  o->methods = 1 << GIMMIK_DSS_CASCADE | 1 << GIMMIK_DSS_DIRECT |
               1 << GIMMIK_DSS_GATHER_SCATTER;
  gimmik_error error;
  gimmik_error_init(&error);
  for (int i = 1; i + 1 < argc; i += 2) {
    const char *name = argv[i], *value = argv[i + 1];
    if (!strcmp(name, "--backend")) {
      if (gimmik_backend_parse(value, &o->backend, &error)) return 0;
    } else if (!strcmp(name, "--dtype")) {
      if (gimmik_dtype_parse(value, &o->dtype, &error)) return 0;
    } else if (!strcmp(name, "--points")) {
      o->points = atoi(value);
    } else if (!strcmp(name, "--elements")) {
      o->elements = atoi(value);
    } else if (!strcmp(name, "--repeat")) {
      o->repeat = atoi(value);
    } else if (!strcmp(name, "--methods")) {
      o->methods = (strstr(value, "cascade") ? 1 << GIMMIK_DSS_CASCADE : 0) |
                   (strstr(value, "direct") ? 1 << GIMMIK_DSS_DIRECT : 0) |
                   (strstr(value, "gather") ? 1 << GIMMIK_DSS_GATHER_SCATTER
                                            : 0);
    } else if (!strcmp(name, "--blocks")) {
      o->block_count = 0;
      for (const char *p = value; *p && o->block_count < 8;) {
        o->blocks[o->block_count++] = atoi(p);
        p = strchr(p, ',');
        if (!p) break;
        p++;
      }
    } else {
      return 0;
    }
  }
  return argc % 2 == 1 && o->points >= 2 && o->points <= 16 &&
         o->elements >= 2 && o->repeat >= 1;
}

static long long layout_index(long long local, long long volume, int block) {
  if (block == 0) return local;
  long long e = local / volume, node = local % volume;
  return (e / block * volume + node) * block + e % block;
}

typedef struct timed_dss {
  gimmik_dss *dss;
  void *u;
} timed_dss;

static gimmik_status apply(void *data, void *stream, gimmik_error *error) {
  timed_dss *t = data;
  return gimmik_dss_apply(t->dss, t->u, stream, error);
}

/* Random values into the layout; after one apply, every value against
 * the reference (the sums' order differs: rounding only). */
static int check(gimmik_context *context, const gimmik_numbering *numbering,
                 gimmik_dss *dss, void *u, int block, gimmik_dtype dtype,
                 double *worst, gimmik_error *error) {
  long long local = gimmik_numbering_local_count(numbering);
  long long count = gimmik_dss_field_values(dss);
  long long volume = (long long)gimmik_numbering_points(numbering) *
                     gimmik_numbering_points(numbering) *
                     gimmik_numbering_points(numbering);
  size_t size = (size_t)gimmik_dtype_size(dtype);
  double *values = malloc((size_t)local * sizeof *values);
  unsigned char *host = calloc((size_t)count, size);
  uint64_t state = 7;
  for (long long i = 0; i < local; i++) {
    double v = gimmik_random_nonzero(&state);
    values[i] = dtype == GIMMIK_F64 ? v : (float)v;
    long long at = layout_index(i, volume, block);
    if (dtype == GIMMIK_F64) ((double *)host)[at] = v;
    else ((float *)host)[at] = (float)v;
  }
  gimmik_status status = gimmik_memory_write(context, u, 0, (size_t)count * size,
                                             host, NULL, error);
  if (status == GIMMIK_OK) status = gimmik_dss_apply(dss, u, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_read(context, u, 0, (size_t)count * size, host,
                                NULL, error);
  dss_reference(numbering, values);
  *worst = 0.0;
  for (long long i = 0; status == GIMMIK_OK && i < local; i++) {
    long long at = layout_index(i, volume, block);
    double got = dtype == GIMMIK_F64 ? ((double *)host)[at]
                                     : ((float *)host)[at];
    double gap = fabs(got - values[i]);
    if (!(gap <= *worst)) *worst = gap;
  }
  free(values);
  free(host);
  double tolerance = dtype == GIMMIK_F64 ? 1e-13 : 4e-6;
  return status == GIMMIK_OK && *worst <= tolerance;
}

static const char *method_name(gimmik_dss_method method) {
  static const char *const names[] = {"auto", "cascade", "gather", "direct"};
  return names[method];
}

/* The bytes the kernels move: their passes' own counts (gather: the
 * fewest, lists included). */
static double kernel_bytes(const gimmik_dss *dss) {
  const gimmik_kernel_info *info = gimmik_dss_kernel(dss, 0);
  if (!info || info->axis == GIMMIK_DSS_GATHER) return gimmik_dss_bytes(dss);
  double bytes = 0.0;
  for (int pass = 0; (info = gimmik_dss_kernel(dss, pass)); pass++)
    bytes += info->min_bytes_per_column * (double)info->n;
  return bytes;
}

static int measure(gimmik_context *context, const gimmik_mesh *mesh,
                   const gimmik_numbering *numbering, const options *o,
                   gimmik_dss_method method, int block, double copy) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_dss_options dss_options;
  gimmik_dss_options_init(&dss_options);
  dss_options.dtype = o->dtype;
  dss_options.method = method;
  dss_options.layout_block = block;
  gimmik_dss *dss = NULL;
  void *u = NULL;
  double worst = 0.0;
  int ok = 0;
  gimmik_timing timing = {0};
  gimmik_status status =
      gimmik_dss_create(context, mesh, numbering, &dss_options, &dss, &error);
  size_t bytes = 0;
  if (status == GIMMIK_OK) {
    bytes = (size_t)gimmik_dss_field_values(dss) *
            (size_t)gimmik_dtype_size(o->dtype);
    status = gimmik_memory_alloc(context, bytes, &u, &error);
  }
  if (status == GIMMIK_OK)
    ok = check(context, numbering, dss, u, block, o->dtype, &worst, &error);
  if (status == GIMMIK_OK && ok)
    status = gimmik_dss_tune(dss, u, NULL, &error);
  timed_dss t = {dss, u};
  if (status == GIMMIK_OK && ok)
    status = gimmik_context_time(context, NULL, apply, &t, 2, o->repeat,
                                 &timing, &error);
  if (status == GIMMIK_OK && ok) {
    double gigabytes = gimmik_dss_bytes(dss) /
                       (timing.median_milliseconds * 1e6);
    printf("%-8s B=%-4d %s N=%-2d %9.4f ms %8.1f GB/s %6.1f%% of copy "
           "(own traffic %5.1f%%)  (checked: worst %.1e)",
           method_name(method), block, gimmik_dtype_name(o->dtype),
           o->points, timing.median_milliseconds, gigabytes,
           100.0 * gigabytes / copy,
           100.0 * kernel_bytes(dss) / (timing.median_milliseconds * 1e6) /
               copy,
           worst);
    for (int pass = 0; gimmik_dss_kernel(dss, pass); pass++) {
      const gimmik_kernel_info *info = gimmik_dss_kernel(dss, pass);
      printf(" [");
      for (int p = 0; p < info->param_count; p++)
        printf("%s%s=%d", p ? " " : "", info->params[p].name,
               info->params[p].value);
      printf("]");
    }
    printf("\n");
  } else {
    printf("%-8s B=%-4d FAILED: %s (worst %.1e)\n", method_name(method), block,
           status == GIMMIK_OK ? "wrong sums" : error.message, worst);
  }
  if (u) gimmik_memory_free(context, u, NULL);
  gimmik_dss_destroy(dss, NULL);
  return status == GIMMIK_OK && ok;
}

int main(int argc, char **argv) {
  options o;
  if (!parse(argc, argv, &o)) {
    fprintf(stderr, "usage: dss_bench [--backend cuda|opencl|c] [--points N] "
            "[--elements E] [--dtype f64|f32] [--blocks B,B,...] "
            "[--methods cascade,direct,gather] "
            "[--repeat R]\n");
    return 2;
  }
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_context_options context_options;
  gimmik_context_options_init(&context_options);
  context_options.backend = o.backend;
  gimmik_context *context = NULL;
  gimmik_box_options box;
  gimmik_box_options_init(&box);
  box.elements[0] = box.elements[1] = box.elements[2] = o.elements;
  gimmik_mesh *mesh = NULL;
  gimmik_numbering *numbering = NULL;
  double copy = 0.0;
  gimmik_status status = gimmik_context_create(&context_options, &context,
                                               &error);
  if (status == GIMMIK_OK)
    status = gimmik_mesh_create_box(&box, &mesh, &error);
  if (status == GIMMIK_OK)
    status = gimmik_mesh_number(mesh, o.points, NULL, &numbering, &error);
  size_t copy_bytes = o.backend == GIMMIK_BACKEND_CUDA ? (size_t)1 << 30
                                                       : (size_t)64 << 20;
  if (status == GIMMIK_OK)
    status = gimmik_copy_bandwidth(context, copy_bytes, 20, &copy, &error);
  if (status != GIMMIK_OK) {
    fprintf(stderr, "dss_bench: %s\n", error.message);
    return 1;
  }
  printf("dss_bench: %s, %d^3 elements, %lld local nodes, copy %.1f GB/s\n",
         gimmik_context_device_name(context), o.elements,
         gimmik_numbering_local_count(numbering), copy);
  int failures = 0;
  static const gimmik_dss_method methods[] = {
      GIMMIK_DSS_CASCADE, GIMMIK_DSS_DIRECT, GIMMIK_DSS_GATHER_SCATTER};
  for (int m = 0; m < 3; m++)
    for (int b = 0; b < o.block_count && (o.methods >> methods[m] & 1); b++)
      failures += !measure(context, mesh, numbering, &o, methods[m],
                           o.blocks[b], copy);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
  gimmik_context_destroy(context, NULL);
  return failures ? 1 : 0;
}
