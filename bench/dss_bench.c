/*
 * dss_bench.c: the DSS kernels of gimmik/solver.h against the device's
 * copy bandwidth, measured in the same run (docs/benchmarks.md): for a
 * box of E^3 elements at N points, the structured cascade and direct
 * DSS in the element-major layout and in blocked layouts, and
 * gather-scatter; each checked against the CPU reference first (on
 * random values), then tuned, then timed (median of --repeat event-timed
 * applies).  Then every candidate kernel of the method (the tuner's
 * list, each named in the options and so used as given: the cascade's
 * three passes the same parameters), each checked and timed the same
 * way.  Reported: ms, GB/s of the fewest bytes (each copy of a shared
 * node read and written once; gather also its lists), and two % of copy
 * bandwidth: "min" of those fewest bytes, "own" of the bytes the kernels
 * themselves move (the cascade's passes touch edges twice and vertices
 * three times, so its own bytes are more).  For the tuned cascade also
 * the copy bandwidth at one pass's own bytes a launch, which carries the
 * same fixed cost a launch.
 *
 * usage: dss_bench [--backend cuda|opencl|c] [--points N] [--elements E]
 *                  [--dtype f64|f32] [--blocks B,B,...] [--repeat R]
 *                  [--methods cascade,direct,gather] [--candidates 0|1]
 *                  [--only KEY=VALUE,...]
 * --only times only the candidates with those parameter values.
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
  int candidates;              /* time every candidate too */
  const char *only;            /* NULL, or "key=value,...": the
                                  candidates timed must have these */
} options;

/* Whether --only's "key=value,..." has a name and a number in every
 * piece; else says which piece is not. */
static int well_formed_only(const char *only) {
  for (const char *p = only; *p;) {
    size_t key = strcspn(p, "=,"), pair = strcspn(p, ",");
    char *end = (char *)p + key;
    if (p[key] == '=') strtol(p + key + 1, &end, 10);
    if (key == 0 || p[key] != '=' || end == p + key + 1 || end != p + pair) {
      fprintf(stderr, "dss_bench: --only: '%.*s' is not KEY=VALUE\n",
              (int)pair, p);
      return 0;
    }
    p += pair + (p[pair] == ',');
  }
  return 1;
}

static int parse(int argc, char **argv, options *o) {
  memset(o, 0, sizeof *o);
  o->backend = GIMMIK_BACKEND_CUDA;
  o->points = 8;
  o->elements = 40;
  o->repeat = 20;
  o->candidates = 1;
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
    } else if (!strcmp(name, "--candidates")) {
      o->candidates = atoi(value);
    } else if (!strcmp(name, "--only")) {
      if (!well_formed_only(value)) return 0;
      o->only = value;
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

/* The host's field: random values and their DSS by the reference
 * (double sums of the dtype's values). */
typedef struct host_field {
  long long local, volume;
  double *values, *expected;
} host_field;

static int host_field_make(const gimmik_numbering *numbering,
                           gimmik_dtype dtype, host_field *field) {
  int n = gimmik_numbering_points(numbering);
  field->local = gimmik_numbering_local_count(numbering);
  field->volume = (long long)n * n * n;
  field->values = malloc((size_t)field->local * sizeof *field->values);
  field->expected = malloc((size_t)field->local * sizeof *field->expected);
  if (!field->values || !field->expected) return 0;
  uint64_t state = 7;
  for (long long i = 0; i < field->local; i++) {
    double v = gimmik_random_nonzero(&state);
    field->values[i] = field->expected[i] = dtype == GIMMIK_F64 ? v
                                                                : (float)v;
  }
  dss_reference(numbering, field->expected);
  return 1;
}

/* The field into the layout; after one apply, every value against the
 * reference (the sums' order differs: rounding only). */
static int check(gimmik_context *context, const host_field *field,
                 gimmik_dss *dss, void *u, int block, gimmik_dtype dtype,
                 double *worst, gimmik_error *error) {
  long long count = gimmik_dss_field_values(dss);
  size_t size = (size_t)gimmik_dtype_size(dtype);
  unsigned char *host = calloc((size_t)count, size);
  if (!host) return 0;
  for (long long i = 0; i < field->local; i++) {
    long long at = layout_index(i, field->volume, block);
    if (dtype == GIMMIK_F64) ((double *)host)[at] = field->values[i];
    else ((float *)host)[at] = (float)field->values[i];
  }
  gimmik_status status = gimmik_memory_write(context, u, 0, (size_t)count * size,
                                             host, NULL, error);
  if (status == GIMMIK_OK) status = gimmik_dss_apply(dss, u, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_read(context, u, 0, (size_t)count * size, host,
                                NULL, error);
  *worst = 0.0;
  for (long long i = 0; status == GIMMIK_OK && i < field->local; i++) {
    long long at = layout_index(i, field->volume, block);
    double got = dtype == GIMMIK_F64 ? ((double *)host)[at]
                                     : ((float *)host)[at];
    double gap = fabs(got - field->expected[i]);
    if (!(gap <= *worst)) *worst = gap;
  }
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

/* The copy of one pass's own bytes a launch (a third of the cascade's,
 * read and written), for the kernels' fixed cost against the copy's at
 * the same size, and the cascade's own bytes against that copy. */
static void print_pass_copy(gimmik_context *context, const gimmik_dss *dss,
                            double ms, int repeat) {
  gimmik_error error;
  gimmik_error_init(&error);
  double bytes = kernel_bytes(dss), copy = 0.0;
  if (gimmik_copy_bandwidth(context, (size_t)(bytes / 6.0), repeat, &copy,
                            &error) != GIMMIK_OK) {
    printf("  copy of one pass's bytes: %s\n", error.message);
    return;
  }
  printf("  copy of one pass's bytes (%.1f MB a launch): %.1f GB/s; own "
         "%.1f%% of it\n", bytes / 3e6, copy, 100.0 * bytes / (ms * 1e6) / copy);
}

/* Parameters as " [name=value ...]" after `text`. */
static void print_params(const gimmik_param *params, int count) {
  printf(" [");
  for (int p = 0; p < count; p++)
    printf("%s%s=%d", p ? " " : "", params[p].name, params[p].value);
  printf("]");
}

/* One DSS of `method` in layout `block`: its kernels tuned (candidate
 * NULL) or the candidate's, checked, timed and reported. */
static int measure(gimmik_context *context, const gimmik_mesh *mesh,
                   const gimmik_numbering *numbering,
                   const host_field *field, const options *o,
                   gimmik_dss_method method, int block,
                   const gimmik_candidate *candidate, double copy) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_dss_options dss_options;
  gimmik_dss_options_init(&dss_options);
  dss_options.dtype = o->dtype;
  dss_options.method = method;
  dss_options.layout_block = block;
  if (candidate) {
    dss_options.variant = candidate->variant;
    memcpy(dss_options.params, candidate->params,
           sizeof dss_options.params);
    dss_options.param_count = candidate->param_count;
  }
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
    ok = check(context, field, dss, u, block, o->dtype, &worst, &error);
  /* Tuned kernels checked again, after the tuning's many DSSs. */
  if (status == GIMMIK_OK && ok && !candidate) {
    status = gimmik_dss_tune(dss, u, NULL, &error);
    if (status == GIMMIK_OK)
      ok = check(context, field, dss, u, block, o->dtype, &worst, &error);
  }
  timed_dss t = {dss, u};
  if (status == GIMMIK_OK && ok)
    status = gimmik_context_time(context, NULL, apply, &t, 2, o->repeat,
                                 &timing, &error);
  const char *what = candidate ? "  candidate" : "tuned";
  if (status == GIMMIK_OK && ok) {
    double ms = timing.median_milliseconds;
    double gigabytes = gimmik_dss_bytes(dss) / (ms * 1e6);
    printf("%-8s B=%-4d %s N=%-2d %-11s %9.4f ms %8.1f GB/s  min %5.1f%%  "
           "own %5.1f%% of copy  (worst %.1e)",
           method_name(method), block, gimmik_dtype_name(o->dtype),
           o->points, what, ms, gigabytes, 100.0 * gigabytes / copy,
           100.0 * kernel_bytes(dss) / (ms * 1e6) / copy, worst);
    for (int pass = 0; gimmik_dss_kernel(dss, pass); pass++) {
      const gimmik_kernel_info *info = gimmik_dss_kernel(dss, pass);
      if (pass == 0 || !candidate)
        print_params(info->params, info->param_count);
    }
    printf("\n");
    if (!candidate && method == GIMMIK_DSS_CASCADE)
      print_pass_copy(context, dss, ms, o->repeat);
  } else {
    printf("%-8s B=%-4d %-11s FAILED: %s (worst %.1e)", method_name(method),
           block, what, status == GIMMIK_OK ? "wrong sums" : error.message,
           worst);
    if (candidate) print_params(candidate->params, candidate->param_count);
    printf("\n");
  }
  if (u) gimmik_memory_free(context, u, NULL);
  gimmik_dss_destroy(dss, NULL);
  return status == GIMMIK_OK && ok;
}

/* Whether the candidate has every "key=value" of the comma-separated
 * `only` (NULL: yes). */
static int has_values(const gimmik_candidate *candidate, const char *only) {
  for (const char *p = only; p && *p;) {
    size_t key = strcspn(p, "=,"), pair = strcspn(p, ",");
    int found = 0;
    for (int i = 0; i < candidate->param_count && !found; i++)
      found = strlen(candidate->params[i].name) == key &&
              !strncmp(candidate->params[i].name, p, key) &&
              p[key] == '=' && candidate->params[i].value == atoi(p + key + 1);
    if (!found) return 0;
    p += pair + (p[pair] == ',');
  }
  return 1;
}

/* The tuned DSS of `method` in layout `block`, then (o->candidates)
 * every candidate of its first pass's request; failures counted. */
static int measure_all(gimmik_context *context, const gimmik_mesh *mesh,
                       const gimmik_numbering *numbering,
                       const host_field *field, const options *o,
                       gimmik_dss_method method, int block, double copy) {
  int failures = !measure(context, mesh, numbering, field, o, method, block,
                          NULL, copy);
  if (!o->candidates) return failures;
  gimmik_dss_request request;
  gimmik_dss_request_init(&request);
  request.backend = o->backend;
  request.dtype = o->dtype;
  request.points = o->points;
  request.layout_block = block;
  request.axis = method == GIMMIK_DSS_CASCADE  ? 0
                 : method == GIMMIK_DSS_DIRECT ? GIMMIK_DSS_ALL_AXES
                                               : GIMMIK_DSS_GATHER;
  request.box[0] = request.box[1] = request.box[2] = o->elements;
  gimmik_candidate *list = NULL;
  int count = 0;
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_dss_candidates(&request, &list, &count, &error) != GIMMIK_OK) {
    printf("%-8s B=%-4d candidates: %s\n", method_name(method), block,
           error.message);
    return failures + 1;
  }
  for (int c = 0; c < count; c++)
    if (has_values(&list[c], o->only))
      failures += !measure(context, mesh, numbering, field, o, method, block,
                           &list[c], copy);
  free(list);
  return failures;
}

int main(int argc, char **argv) {
  options o;
  if (!parse(argc, argv, &o)) {
    fprintf(stderr, "usage: dss_bench [--backend cuda|opencl|c] [--points N] "
            "[--elements E] [--dtype f64|f32] [--blocks B,B,...] "
            "[--methods cascade,direct,gather] [--candidates 0|1] "
            "[--only KEY=VALUE,...] "
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
  host_field field;
  if (!host_field_make(numbering, o.dtype, &field)) {
    fprintf(stderr, "dss_bench: out of memory\n");
    return 1;
  }
  int failures = 0;
  static const gimmik_dss_method methods[] = {
      GIMMIK_DSS_CASCADE, GIMMIK_DSS_DIRECT, GIMMIK_DSS_GATHER_SCATTER};
  for (int m = 0; m < 3; m++)
    for (int b = 0; b < o.block_count && (o.methods >> methods[m] & 1); b++)
      failures += measure_all(context, mesh, numbering, &field, &o,
                              methods[m], o.blocks[b], copy);
  free(field.values);
  free(field.expected);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
  gimmik_context_destroy(context, NULL);
  return failures ? 1 : 0;
}
