/*
 * test_axhelm_fused.c: the fusions of gimmik/axhelm.h (an input
 * statement, the dot, blocked layouts) through the public runtime, on the
 * variants that take them (cells on the C backend, lines on a GPU, mma on
 * CUDA), against the long double reference (axhelm_reference.h):
 *   - the stored target is the statement on the inputs, to rounding;
 *   - Au is the reference operator on that target (the relative error of
 *     the plain kernels' checks) and the plain kernel's Au on it;
 *   - the dot is the long double u.Au of the result, to rounding;
 *   - an update ("x = x + alpha*p" before the input) stores x + alpha p
 *     from the p the input read, to rounding;
 *   - nothing outside the E elements is written: the padding of the last
 *     layout block, the space between components and a tail past the
 *     field keep a sentinel, and every value of au inside is written (au
 *     is poisoned with NaN first);
 * stored factors in a blocked layout are laid out like a field of 7 N^3
 * nodes an element; then the variants that take no fusion and a blocked
 * layout with per-node lambdas are refused with the reason, and bad
 * arguments are named.
 * usage: test_axhelm_fused c | opencl | cuda   (77: no such device here)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "axhelm_check.h"
#include "axhelm_reference.h"
#include "check.h"
#include "device_values.h"
#include "gimmik/device.h"
#include "gimmik/runtime.h"
#include "random.h"
#include "random_mesh.h"
#include "scratch_context.h"

enum { BRICK_X = 3, BRICK_Y = 2, BRICK_Z = 2, MAX_ARRAYS = 4 };

static gimmik_backend backend;
static gimmik_context *context;

/* The input statements the cases use, with their host form in long
 * double: others[] are the statement's arrays besides the target, in the
 * kernel's order, s[] the scalars alpha..delta. */
typedef long double (*statement_fn)(const long double *others,
                                    long double target, const double *s);

static long double cg_direction(const long double *o, long double p,
                                const double *s) {
  return o[0] * o[1] + s[1] * p;          /* p = d*r + beta*p */
}

static long double fcg_direction(const long double *o, long double p,
                                 const double *s) {
  return o[0] + s[1] * p;                 /* p = z + beta*p */
}

static long double solution_direction(const long double *o, long double p,
                                      const double *s) {
  return o[1] * o[2] + s[1] * p;          /* x first: p = d*r + beta*p */
}

static long double mixed(const long double *o, long double u,
                         const double *s) {
  return 0.5L * (o[0] - o[1]) + s[2] * u; /* u = 0.5*(a - b) + gamma*u */
}

/* With an update, its target is the first of the others (it is parsed
 * first) and gets x + alpha*target. */
typedef struct input_form {
  const char *text;
  int others;
  statement_fn evaluate;
  const char *update;
} input_form;

static const input_form cg_input = {"p = d*r + beta*p", 2, cg_direction,
                                    NULL};
static const input_form fcg_input = {"p = z + beta*p", 1, fcg_direction,
                                     NULL};
static const input_form mixed_input = {"u = 0.5*(a - b) + gamma*u", 2, mixed,
                                       NULL};
static const input_form solution_input = {"p = d*r + beta*p", 3,
                                          solution_direction,
                                          "x = x + alpha*p"};

typedef struct fused_case {
  const char *variant;
  int points, fields;
  gimmik_dtype dtype;
  gimmik_axhelm_geometry geometry;
  gimmik_axhelm_equation equation;
  const input_form *input;     /* NULL: none */
  int dot;
  int layout_block;
  int epb;                     /* 0: the default */
  int tshared;                 /* mma */
  long long elements;          /* of the brick's 12 */
  int chain;                   /* lines on CUDA; 0: the default */
} fused_case;

/* ---- layouts ------------------------------------------------------------ */

typedef struct shape {
  int n, fields, block;
  long long elements, volume;
  long long nodes;             /* a component's, the last block whole */
  long long stride;            /* between components */
  long long values;            /* the allocation: the field and a tail */
} shape;

static shape shape_of(const fused_case *c) {
  shape s;
  s.n = c->points;
  s.fields = c->fields;
  s.block = c->layout_block;
  s.elements = c->elements;
  s.volume = (long long)s.n * s.n * s.n;
  long long slots = s.block ? (s.elements + s.block - 1) / s.block * s.block
                            : s.elements;
  s.nodes = slots * s.volume;
  s.stride = s.fields > 1 ? s.nodes + 7 : s.nodes;
  s.values = (s.fields - 1) * s.stride + s.nodes + 2 * s.volume;
  return s;
}

/* Index of node `node` of element e, component c, in the layout. */
static long long index_of(const shape *s, int c, long long e, long long node) {
  long long at = s->block ? (e / s->block * s->volume + node) * s->block +
                                e % s->block
                          : e * s->volume + node;
  return c * s->stride + at;
}

/* ---- host and device values --------------------------------------------- */

static const double sentinel = 12345.0;

static double rounded(gimmik_dtype dtype, double value) {
  return dtype == GIMMIK_F32 ? (double)(float)value : value;
}

/* `values` (s->values doubles) into new memory of the dtype, and back. */
static void *upload(const shape *s, gimmik_dtype dtype, const double *values) {
  return device_values_upload(context, dtype, values, (size_t)s->values);
}

static void download(const shape *s, gimmik_dtype dtype, void *memory,
                     double *values) {
  device_values_download(context, dtype, memory, (size_t)s->values, values);
}

/* Random values of the dtype on the E elements, the sentinel elsewhere;
 * `poison`: NaN on the E elements instead. */
static double *field_values(const shape *s, gimmik_dtype dtype,
                            uint64_t *state, int poison) {
  double *values = malloc((size_t)s->values * sizeof *values);
  for (long long i = 0; i < s->values; i++) values[i] = sentinel;
  for (int c = 0; c < s->fields; c++)
    for (long long e = 0; e < s->elements; e++)
      for (long long node = 0; node < s->volume; node++)
        values[index_of(s, c, e, node)] =
            poison ? NAN : rounded(dtype, gimmik_random_nonzero(state));
  return values;
}

/* Element-major (components E N^3 apart) copy of a field's E elements. */
static double *element_major(const shape *s, const double *values) {
  long long count = s->elements * s->volume;
  double *out = malloc((size_t)(s->fields * count) * sizeof *out);
  for (int c = 0; c < s->fields; c++)
    for (long long e = 0; e < s->elements; e++)
      for (long long node = 0; node < s->volume; node++)
        out[c * count + e * s->volume + node] =
            values[index_of(s, c, e, node)];
  return out;
}

/* Which values of the allocation are nodes of the E elements. */
static char *inside(const shape *s) {
  char *real = calloc((size_t)s->values, 1);
  for (int c = 0; c < s->fields; c++)
    for (long long e = 0; e < s->elements; e++)
      for (long long node = 0; node < s->volume; node++)
        real[index_of(s, c, e, node)] = 1;
  return real;
}

/* Values outside the E elements that are no longer the sentinel, and
 * values inside that are NaN (the poison never written over). */
static long long touched_outside(const shape *s, const char *real,
                                 const double *values) {
  long long touched = 0;
  for (long long i = 0; i < s->values; i++)
    touched += !real[i] && values[i] != sentinel;
  return touched;
}

static long long unwritten_inside(const shape *s, const char *real,
                                  const double *values) {
  long long unwritten = 0;
  for (long long i = 0; i < s->values; i++)
    unwritten += real[i] && isnan(values[i]);
  return unwritten;
}

/* Norm-wise relative difference over the E elements, the largest of the
 * components (axhelm_check.h's measure); both element-major. */
static double difference(const shape *s, const double *a, const double *b) {
  long long count = s->elements * s->volume;
  double worst = 0.0;
  for (int c = 0; c < s->fields; c++) {
    double most = 0.0, largest = 0.0;
    for (long long i = c * count; i < (c + 1) * count; i++) {
      double gap = fabs(a[i] - b[i]);
      if (!(gap <= most)) most = gap;
      if (fabs(b[i]) > largest) largest = fabs(b[i]);
    }
    double relative = most / largest;
    if (!(relative <= worst)) worst = relative;
  }
  return worst;
}

/* ---- one case ----------------------------------------------------------- */

static gimmik_axhelm_request request_of(const fused_case *c) {
  gimmik_axhelm_request request;
  gimmik_axhelm_request_init(&request);
  request.dtype = c->dtype;
  request.points = c->points;
  request.fields = c->fields;
  request.geometry = c->geometry;
  request.equation = c->equation;
  request.lambda1 = c->equation == GIMMIK_AXHELM_HELMHOLTZ ? 0.5 : 0.0;
  request.input = c->input ? c->input->text : NULL;
  request.update = c->input ? c->input->update : NULL;
  request.dot = c->dot;
  request.layout_block = c->layout_block;
  request.variant = c->variant;
  gimmik_error error;
  gimmik_error_init(&error);
  if (c->epb)
    CHECK_OK(gimmik_axhelm_request_set_param(&request, "epb", c->epb, &error),
             &error);
  if (c->tshared)
    CHECK_OK(gimmik_axhelm_request_set_param(&request, "tshared", 1, &error),
             &error);
  if (c->chain)
    CHECK_OK(gimmik_axhelm_request_set_param(&request, "chain", c->chain,
                                             &error),
             &error);
  return request;
}

/* The mesh's geometry in the dtype and its vertices rounded to it. */
static axhelm_inputs geometry_of(const fused_case *c, const double *mesh) {
  axhelm_inputs inputs;
  memset(&inputs, 0, sizeof inputs);
  axhelm_inputs_spec spec = {c->dtype, c->points, 1,
                             gimmik_axhelm_geometry_name(c->geometry), 0,
                             c->elements, 0, mesh, 77, 1};
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_inputs_create(&spec, &inputs, &error), &error);
  return inputs;
}

/* The reference operator on an element-major field (stride E N^3). */
static double *reference(const fused_case *c, const shape *s,
                         const axhelm_inputs *geometry, const double *u) {
  long long count = s->elements * s->volume;
  double *au = calloc((size_t)(s->fields * count), sizeof *au);
  axhelm_reference_problem problem = {
      c->points, c->fields, c->equation == GIMMIK_AXHELM_HELMHOLTZ, 0, 1.0,
      c->equation == GIMMIK_AXHELM_HELMHOLTZ ? 0.5 : 0.0, s->elements, count,
      geometry->vertices, NULL, NULL, u};
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_reference_apply(&problem, 0, s->elements, au,
                                         &error), &error);
  return au;
}

/* What one application leaves: the fields read back. */
typedef struct applied {
  double *u, *au;              /* the allocation's values */
  double *x;                   /* an update's target (others[0]), or NULL */
  double dot;
  char variant[32];
  long long early;             /* split: au of [0, split) written by the
                                  launch on [split, E) */
} applied;

/* The geometry as the kernel reads it: stored factors in a blocked
 * layout are a field of 7 N^3 nodes an element (the padding NaN, never
 * read); the rest as they are.  *count values of the dtype. */
static unsigned char *laid_geometry(const shape *s, gimmik_dtype dtype,
                                    const axhelm_inputs *geometry,
                                    int stored, size_t *count) {
  size_t size = (size_t)gimmik_dtype_size(dtype);
  *count = geometry->geometry_values;
  if (!stored || s->block == 0) {
    unsigned char *copy = malloc(*count * size);
    memcpy(copy, geometry->geometry_data, *count * size);
    return copy;
  }
  long long planes = 7 * s->volume, block = s->block;
  *count = (size_t)(s->nodes * 7);
  unsigned char *laid = malloc(*count * size);
  for (size_t i = 0; i < *count; i++) {
    if (size == sizeof(double)) ((double *)laid)[i] = NAN;
    else ((float *)laid)[i] = NAN;
  }
  for (long long e = 0; e < s->elements; e++)
    for (long long v = 0; v < planes; v++)
      memcpy(laid + (size_t)((e / block * planes + v) * block + e % block) *
                        size,
             (const unsigned char *)geometry->geometry_data +
                 (size_t)(e * planes + v) * size, size);
  return laid;
}

/* Apply `request` on the inputs (`others` in the kernel's order), u and
 * a poisoned au; read back u and au. */
/* Values of au in elements [0, split) that are not the poison. */
static long long written_before(const shape *s, gimmik_dtype dtype,
                                void *device_au, long long split) {
  double *au = malloc((size_t)s->values * sizeof *au);
  download(s, dtype, device_au, au);
  long long written = 0;
  for (int f = 0; f < s->fields; f++)
    for (long long e = 0; e < split; e++)
      for (long long node = 0; node < s->volume; node++)
        written += !isnan(au[index_of(s, f, e, node)]);
  free(au);
  return written;
}

/* au <- A u on the caller's memory: the whole elements (split 0), else
 * the range [split, E) and then [0, split), the dot their sum. */
static void apply_split(gimmik_axhelm *axhelm, const shape *s,
                        gimmik_dtype dtype, gimmik_axhelm_data *data,
                        long long split, applied *out) {
  gimmik_error error;
  gimmik_error_init(&error);
  if (split == 0) {
    CHECK_OK(gimmik_axhelm_apply(axhelm, data, NULL, &error), &error);
    return;
  }
  double first_dot = NAN;
  data->first = split;
  data->elements = s->elements - split;
  CHECK_OK(gimmik_axhelm_apply(axhelm, data, NULL, &error), &error);
  if (data->dot) first_dot = *data->dot;
  out->early = written_before(s, dtype, data->au, split);
  data->first = 0;
  data->elements = split;
  CHECK_OK(gimmik_axhelm_apply(axhelm, data, NULL, &error), &error);
  if (data->dot) *data->dot += first_dot;
}

static int apply(const gimmik_axhelm_request *request, const shape *s,
                 const axhelm_inputs *geometry, double *const *others,
                 int other_count, const double *u, const double scalars[4],
                 long long split, applied *out) {
  gimmik_dtype dtype = request->dtype;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_axhelm *axhelm = NULL;
  CHECK_OK(gimmik_axhelm_create(context, request, &axhelm, &error), &error);
  if (!axhelm) return 0;
  snprintf(out->variant, sizeof out->variant, "%s",
           gimmik_axhelm_kernel(axhelm)->variant);
  uint64_t state = 5;
  double *poison = field_values(s, dtype, &state, 1);
  void *device_u = upload(s, dtype, u), *device_au = upload(s, dtype, poison);
  void *inputs[MAX_ARRAYS] = {NULL};
  for (int a = 0; a < other_count; a++) inputs[a] = upload(s, dtype, others[a]);
  void *geometry_memory = NULL;
  size_t geometry_count = 0;
  unsigned char *laid = laid_geometry(
      s, dtype, geometry, request->geometry == GIMMIK_AXHELM_STORED,
      &geometry_count);
  size_t geometry_bytes = geometry_count * (size_t)gimmik_dtype_size(dtype);
  CHECK_OK(gimmik_memory_alloc(context, geometry_bytes, &geometry_memory,
                               &error), &error);
  CHECK_OK(gimmik_memory_write(context, geometry_memory, 0, geometry_bytes,
                               laid, NULL, &error), &error);
  free(laid);
  gimmik_axhelm_data data = {.elements = s->elements,
                             .field_stride = s->stride,
                             .geometry = geometry_memory, .u = device_u,
                             .au = device_au, .inputs = inputs,
                             .dot = &out->dot};
  memcpy(data.scalars, scalars, sizeof data.scalars);
  out->dot = NAN;
  apply_split(axhelm, s, dtype, &data, split, out);
  out->u = malloc((size_t)s->values * sizeof *out->u);
  out->au = malloc((size_t)s->values * sizeof *out->au);
  download(s, dtype, device_u, out->u);
  download(s, dtype, device_au, out->au);
  if (request->update) {
    CHECK(!strcmp(gimmik_axhelm_input_array(axhelm, 0), "x"));
    out->x = malloc((size_t)s->values * sizeof *out->x);
    download(s, dtype, inputs[0], out->x);
  }
  for (int a = 0; a < other_count; a++)
    gimmik_memory_free(context, inputs[a], NULL);
  gimmik_memory_free(context, device_u, NULL);
  gimmik_memory_free(context, device_au, NULL);
  gimmik_memory_free(context, geometry_memory, NULL);
  CHECK_OK(gimmik_axhelm_destroy(axhelm, &error), &error);
  free(poison);
  return 1;
}

/* The same kernel on two ranges of the elements, the later first: au and
 * u bitwise those of the whole apply, the earlier range untouched by the
 * later one, the dot's two sums adding up to it to rounding. */
static void check_ranges(const fused_case *c, const shape *s,
                         gimmik_axhelm_request *request,
                         const axhelm_inputs *geometry, double *const *others,
                         int other_count, const double *u,
                         const double scalars[4], const applied *whole) {
  long long split = c->layout_block > 0 ? c->layout_block : 5;
  if (split >= s->elements) return;
  gimmik_axhelm_request same = *request;
  same.variant = whole->variant;
  applied parts = {0};
  if (!apply(&same, s, geometry, others, other_count, u, scalars, split,
             &parts))
    return;
  long long differ = 0;
  for (long long i = 0; i < s->values; i++)
    differ += memcmp(&parts.au[i], &whole->au[i], sizeof(double)) != 0 ||
              memcmp(&parts.u[i], &whole->u[i], sizeof(double)) != 0;
  double dot_error = c->dot ? fabs(parts.dot - whole->dot) / fabs(whole->dot)
                            : 0.0;
  printf("  ranges [%lld, %lld) then [0, %lld): %lld values differ, %lld "
         "written early, dot %.1e\n", split, s->elements, split, differ,
         parts.early, dot_error);
  CHECK(differ == 0);
  CHECK(parts.early == 0);
  CHECK(dot_error < (c->dtype == GIMMIK_F64 ? 1e-13 : 1e-5));
  free(parts.u);
  free(parts.au);
  free(parts.x);
}

/* Of the stored target against the statement on the inputs: the largest
 * error in units of the terms' rounding. */
static double target_error(const fused_case *c, const shape *s,
                           double *const *others, const double *u_before,
                           const double *u_after, const double *scalars) {
  double eps = c->dtype == GIMMIK_F64 ? 0x1p-52 : 0x1p-23, worst = 0.0;
  for (int f = 0; f < s->fields; f++)
    for (long long e = 0; e < s->elements; e++)
      for (long long node = 0; node < s->volume; node++) {
        long long i = index_of(s, f, e, node);
        long double values[MAX_ARRAYS], scale = 0.0L;
        for (int a = 0; a < c->input->others; a++) {
          values[a] = others[a][i];
          scale += fabsl(values[a]);
        }
        scale += fabsl((long double)u_before[i]);
        long double expected = c->input->evaluate(values, u_before[i],
                                                  scalars);
        double error = (double)(fabsl(u_after[i] - expected) / (scale * eps));
        if (!(error <= worst)) worst = error;
      }
  return worst;
}

/* Of the update's stored x against x + alpha p on the values before. */
static double update_error(const fused_case *c, const shape *s,
                           const double *x_before, const double *x_after,
                           const double *u_before, const double *scalars) {
  double eps = c->dtype == GIMMIK_F64 ? 0x1p-52 : 0x1p-23, worst = 0.0;
  for (long long e = 0; e < s->elements; e++)
    for (long long node = 0; node < s->volume; node++) {
      long long i = index_of(s, 0, e, node);
      long double expected = (long double)x_before[i] +
                             (long double)scalars[0] * u_before[i];
      long double scale = fabsl((long double)x_before[i]) +
                          fabsl((long double)scalars[0] * u_before[i]);
      double error = (double)(fabsl(x_after[i] - expected) / (scale * eps));
      if (!(error <= worst)) worst = error;
    }
  return worst;
}

static long double dot_of(const shape *s, const double *u, const double *au) {
  long double sum = 0.0L;
  for (int c = 0; c < s->fields; c++)
    for (long long e = 0; e < s->elements; e++)
      for (long long node = 0; node < s->volume; node++) {
        long long i = index_of(s, c, e, node);
        sum += (long double)u[i] * au[i];
      }
  return sum;
}

static void run_case(const fused_case *c, const double *mesh) {
  shape s = shape_of(c);
  gimmik_axhelm_request request = request_of(c);
  axhelm_inputs geometry = geometry_of(c, mesh);
  uint64_t state = 1000 + (uint64_t)c->points * 17 + (uint64_t)c->layout_block;
  double *others[MAX_ARRAYS] = {NULL};
  int other_count = c->input ? c->input->others : 0;
  for (int a = 0; a < other_count; a++)
    others[a] = field_values(&s, c->dtype, &state, 0);
  double *u = field_values(&s, c->dtype, &state, 0);
  const double scalars[4] = {rounded(c->dtype, 0.8125),
                             rounded(c->dtype, 0.625),
                             rounded(c->dtype, -0.375), 0.0};
  applied fused = {0};
  if (!apply(&request, &s, &geometry, others, other_count, u, scalars, 0,
             &fused))
    goto done;
  /* The target, then Au against the reference and the plain kernel on
   * it (element-major, same variant). */
  double stored = c->input ? target_error(c, &s, others, u, fused.u, scalars)
                           : 0.0;
  double *u_em = element_major(&s, fused.u), *au_em = element_major(&s, fused.au);
  double *expected = reference(c, &s, &geometry, u_em);
  double error = difference(&s, au_em, expected);
  fused_case plain_case = *c;
  plain_case.input = NULL;
  plain_case.dot = 0;
  plain_case.layout_block = 0;
  plain_case.chain = 0;
  shape plain_shape = shape_of(&plain_case);
  gimmik_axhelm_request plain = request_of(&plain_case);
  plain.variant = fused.variant;
  double *u_plain = field_values(&plain_shape, c->dtype, &state, 0);
  for (int f = 0; f < s.fields; f++)
    for (long long e = 0; e < s.elements; e++)
      for (long long node = 0; node < s.volume; node++)
        u_plain[index_of(&plain_shape, f, e, node)] =
            fused.u[index_of(&s, f, e, node)];
  applied reused = {0};
  double versus_plain = INFINITY;
  if (apply(&plain, &plain_shape, &geometry, NULL, 0, u_plain, scalars, 0,
            &reused)) {
    double *plain_em = element_major(&plain_shape, reused.au);
    versus_plain = difference(&s, au_em, plain_em);
    free(plain_em);
    free(reused.u);
    free(reused.au);
    free(reused.x);
  }
  char *real = inside(&s);
  long long unwritten = unwritten_inside(&s, real, fused.au);
  long long outside = touched_outside(&s, real, fused.au) +
                      touched_outside(&s, real, fused.u);
  double updated = 0.0;
  if (fused.x) {
    updated = update_error(c, &s, others[0], fused.x, u, scalars);
    outside += touched_outside(&s, real, fused.x);
    printf("  update %s: x %.1f ulp\n", c->input->update, updated);
  }
  free(real);
  double tolerance = c->dtype == GIMMIK_F64 ? 1e-12 : 1e-5;
  long double exact_dot = dot_of(&s, fused.u, fused.au);
  double dot_error = c->dot ? (double)(fabsl(fused.dot - exact_dot) /
                                       fabsl(exact_dot))
                            : 0.0;
  printf("%-6s N=%d d=%d %s %-14s %-9s B=%-2d E=%lld %-26s dot=%d: Au %.1e "
         "(plain %.1e), target %.1f ulp, dot %.1e, %lld unwritten, %lld "
         "outside\n",
         fused.variant, c->points, c->fields, gimmik_dtype_name(c->dtype),
         gimmik_axhelm_geometry_name(c->geometry),
         gimmik_axhelm_equation_name(c->equation), c->layout_block,
         c->elements, c->input ? c->input->text : "(no input)", c->dot, error,
         versus_plain, stored, dot_error, unwritten, outside);
  CHECK(error < tolerance);
  CHECK(versus_plain < tolerance);
  CHECK(stored <= 4.0);
  CHECK(dot_error < (c->dtype == GIMMIK_F64 ? 1e-11 : 1e-4));
  CHECK(unwritten == 0);
  CHECK(outside == 0);
  CHECK(updated <= 4.0);
  check_ranges(c, &s, &request, &geometry, others, other_count, u, scalars,
               &fused);
  free(u_plain);
  free(u_em);
  free(au_em);
  free(expected);
  free(fused.u);
  free(fused.au);
  free(fused.x);
done:
  for (int a = 0; a < other_count; a++) free(others[a]);
  free(u);
  gimmik_axhelm_inputs_free(&geometry);
}

/* ---- the cases ---------------------------------------------------------- */

#define TRI GIMMIK_AXHELM_TRILINEAR
#define PAR GIMMIK_AXHELM_PARALLELEPIPED
#define STO GIMMIK_AXHELM_STORED
#define POI GIMMIK_AXHELM_POISSON
#define HEL GIMMIK_AXHELM_HELMHOLTZ

static const fused_case c_cases[] = {
    {"cells", 4, 1, GIMMIK_F64, TRI, POI, &solution_input, 1, 0, 0, 0, 11, 0},
    {"cells", 3, 1, GIMMIK_F32, PAR, HEL, &solution_input, 1, 4, 0, 0, 12, 0},
    {"cells", 4, 1, GIMMIK_F64, TRI, POI, &cg_input, 1, 0, 0, 0, 11, 0},
    {"cells", 3, 1, GIMMIK_F64, PAR, HEL, &fcg_input, 1, 4, 0, 0, 11, 0},
    {"cells", 5, 3, GIMMIK_F32, TRI, POI, &mixed_input, 0, 2, 0, 0, 11, 0},
    {"cells", 4, 1, GIMMIK_F64, STO, HEL, NULL, 1, 0, 0, 0, 12, 0},
    {"cells", 3, 1, GIMMIK_F64, TRI, POI, NULL, 0, 5, 0, 0, 12, 0},
    {"cells", 4, 1, GIMMIK_F64, STO, HEL, &fcg_input, 1, 4, 0, 0, 11, 0},
    {"cells", 3, 1, GIMMIK_F32, STO, POI, &cg_input, 1, 16, 0, 0, 12, 0},
};

static const fused_case gpu_cases[] = {
    {"lines", 3, 1, GIMMIK_F64, PAR, POI, &solution_input, 1, 8, 2, 0, 11, 0},
    {"lines", 4, 1, GIMMIK_F32, TRI, POI, &solution_input, 1, 0, 0, 0, 12, 0},
    {"lines", 3, 1, GIMMIK_F64, TRI, POI, &cg_input, 1, 0, 0, 0, 11, 0},
    {"lines", 4, 1, GIMMIK_F64, TRI, POI, &cg_input, 1, 4, 0, 0, 11, 0},
    {"lines", 5, 1, GIMMIK_F32, PAR, HEL, &fcg_input, 1, 3, 0, 0, 11, 0},
    {"lines", 3, 3, GIMMIK_F64, TRI, POI, &mixed_input, 0, 0, 0, 0, 11, 0},
    {"lines", 3, 3, GIMMIK_F64, TRI, HEL, &mixed_input, 1, 4, 2, 0, 10, 0},
    {"lines", 8, 1, GIMMIK_F64, TRI, POI, NULL, 1, 16, 0, 0, 12, 0},
    {"lines", 6, 1, GIMMIK_F64, TRI, POI, &cg_input, 1, 8, 1, 0, 11, 0},
    {"lines", 4, 1, GIMMIK_F32, STO, POI, &cg_input, 1, 0, 0, 0, 11, 0},
    {"lines", 4, 1, GIMMIK_F32, STO, POI, &cg_input, 1, 8, 0, 0, 11, 0},
    {"lines", 5, 1, GIMMIK_F64, STO, HEL, &fcg_input, 1, 16, 0, 0, 12, 0},
};

static const fused_case cuda_cases[] = {
    {"mma", 8, 1, GIMMIK_F64, TRI, POI, &cg_input, 1, 32, 0, 0, 11, 0},
    {"mma", 5, 1, GIMMIK_F64, TRI, HEL, &fcg_input, 1, 4, 0, 1, 11, 0},
    {"mma", 6, 1, GIMMIK_F64, PAR, POI, &cg_input, 1, 0, 0, 0, 11, 0},
    {"mma", 10, 1, GIMMIK_F64, TRI, POI, &cg_input, 1, 8, 0, 0, 11, 0},
    {"mma", 4, 3, GIMMIK_F64, TRI, POI, &mixed_input, 1, 2, 0, 0, 11, 0},
    {"mma", 7, 1, GIMMIK_F64, STO, POI, &cg_input, 1, 0, 0, 1, 12, 0},
    {"mma", 7, 1, GIMMIK_F64, STO, POI, &cg_input, 1, 8, 0, 0, 11, 0},
    /* Groups in turn: a block's last groups past the end, its last
     * group part-filled, one group a block (chain 1). */
    {"lines", 8, 1, GIMMIK_F64, PAR, POI, &solution_input, 1, 32, 2, 0, 11, 4},
    {"lines", 5, 1, GIMMIK_F32, TRI, HEL, &fcg_input, 1, 0, 1, 0, 12, 8},
    {"lines", 4, 1, GIMMIK_F64, TRI, POI, &mixed_input, 0, 16, 4, 0, 11, 2},
    {"lines", 6, 1, GIMMIK_F64, PAR, HEL, &cg_input, 1, 8, 0, 0, 12, 1},
};

/* ---- refusals and bad arguments ----------------------------------------- */

static void expect_refusal(gimmik_axhelm_request request, const char *variant,
                           const char *fragment) {
  request.variant = variant;
  gimmik_axhelm *axhelm = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_FAILS(gimmik_axhelm_create(context, &request, &axhelm, &error),
              &error, GIMMIK_ERROR_UNSUPPORTED, fragment);
  CHECK(axhelm == NULL);
  printf("  refused: %s\n", error.message);
}

static void test_refusals(void) {
  fused_case blocked = {NULL, 4, 1, GIMMIK_F64, TRI, POI, &cg_input, 1, 4,
                        0, 0, 12, 0};
  gimmik_axhelm_request request = request_of(&blocked);
  char longer[300];
  memset(longer, ' ', sizeof longer - 1);
  memcpy(longer, "p = d*r", 7);
  longer[sizeof longer - 1] = '\0';
  gimmik_axhelm_request too_long = request;
  too_long.input = longer;
  gimmik_axhelm *axhelm = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_FAILS(gimmik_axhelm_create(context, &too_long, &axhelm, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "longer than 255 characters");
  if (backend != GIMMIK_BACKEND_C) {
    expect_refusal(request, "layers", "no fused input, dot or blocked");
    expect_refusal(request, "nodes", "no fused input, dot or blocked");
  }
  gimmik_axhelm_request updating = request;
  updating.update = "x = x + alpha*p";
  if (backend == GIMMIK_BACKEND_CUDA)
    expect_refusal(updating, "mma", "no update statement");
  static const struct {
    const char *input, *update, *fragment;
  } bad_updates[] = {
      {NULL, "x = x + alpha*p", "goes with an input statement"},
      {"p = d*r + beta*p", "p = x + alpha*p", "both store to 'p'"},
      {"p = d*x + beta*p", "x = x + alpha*p", "reads 'x', which the update"},
      {"p = d*r + beta*p", "au = alpha*p", "name of an argument"}};
  for (size_t b = 0; b < sizeof bad_updates / sizeof bad_updates[0]; b++) {
    gimmik_axhelm_request bad = request;
    bad.input = bad_updates[b].input;
    bad.update = bad_updates[b].update;
    CHECK_FAILS(gimmik_axhelm_create(context, &bad, &axhelm, &error), &error,
                GIMMIK_ERROR_ARGUMENT, bad_updates[b].fragment);
    printf("  refused: %s\n", error.message);
  }
  request.geometry = STO;
  request.coefficients = GIMMIK_AXHELM_PER_NODE;
  expect_refusal(request, backend == GIMMIK_BACKEND_C ? "cells" : "lines",
                 "a blocked layout takes constant coefficients");
}

static void expect_apply_error(gimmik_axhelm *axhelm,
                               const gimmik_axhelm_data *data,
                               const char *fragment) {
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_FAILS(gimmik_axhelm_apply(axhelm, data, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, fragment);
  printf("  rejected: %s\n", error.message);
}

static void test_bad_arguments(const double *mesh) {
  fused_case c = {backend == GIMMIK_BACKEND_C ? "cells" : "lines", 3, 1,
                  GIMMIK_F64, TRI, POI, &cg_input, 1, 0, 0, 0, 12, 0};
  shape s = shape_of(&c);
  gimmik_axhelm_request request = request_of(&c);
  axhelm_inputs geometry = geometry_of(&c, mesh);
  uint64_t state = 3;
  double *values = field_values(&s, c.dtype, &state, 0);
  void *d = upload(&s, c.dtype, values), *r = upload(&s, c.dtype, values);
  void *p = upload(&s, c.dtype, values), *w = upload(&s, c.dtype, values);
  void *vertices = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  size_t bytes = geometry.geometry_values * 8;
  CHECK_OK(gimmik_memory_alloc(context, bytes, &vertices, &error), &error);
  CHECK_OK(gimmik_memory_write(context, vertices, 0, bytes,
                               geometry.geometry_data, NULL, &error), &error);
  gimmik_axhelm *axhelm = NULL;
  CHECK_OK(gimmik_axhelm_create(context, &request, &axhelm, &error), &error);
  if (axhelm) {
    CHECK(strcmp(gimmik_axhelm_input_array(axhelm, 0), "d") == 0);
    CHECK(strcmp(gimmik_axhelm_input_array(axhelm, 1), "r") == 0);
    CHECK(gimmik_axhelm_input_array(axhelm, 2) == NULL);
    double dot = 0.0;
    void *inputs[2] = {d, r};
    gimmik_axhelm_data good = {.elements = 12, .geometry = vertices,
                               .u = p, .au = w, .inputs = inputs,
                               .dot = &dot};
    gimmik_axhelm_data data = good;
    data.inputs = NULL;
    expect_apply_error(axhelm, &data, "data->inputs is NULL");
    data = good;
    data.dot = NULL;
    expect_apply_error(axhelm, &data, "data->dot is NULL");
    void *aliased[2] = {d, p};
    data = good;
    data.inputs = aliased;
    expect_apply_error(axhelm, &data, "input array r is the same memory as u");
    void *missing[2] = {d, NULL};
    data.inputs = missing;
    expect_apply_error(axhelm, &data, "input array r (data->inputs[1]) is NULL");
    data = good;
    data.first = -1;
    expect_apply_error(axhelm, &data, "first = -1: the range");
    data.first = 1;
    expect_apply_error(axhelm, &data, "geometry for 13 elements");
    CHECK_OK(gimmik_axhelm_apply(axhelm, &good, NULL, &error), &error);
    CHECK(dot > 0.0);
  }
  gimmik_axhelm_destroy(axhelm, NULL);
  /* A blocked layout's range starts at a whole block. */
  request.layout_block = 4;
  axhelm = NULL;
  CHECK_OK(gimmik_axhelm_create(context, &request, &axhelm, &error), &error);
  if (axhelm) {
    double dot = 0.0;
    void *inputs[2] = {d, r};
    gimmik_axhelm_data data = {.elements = 4, .first = 3,
                               .geometry = vertices, .u = p, .au = w,
                               .inputs = inputs, .dot = &dot};
    expect_apply_error(axhelm, &data,
                       "first = 3 is not a multiple of the layout block 4");
  }
  gimmik_axhelm_destroy(axhelm, NULL);
  void *memory[] = {d, r, p, w, vertices};
  for (size_t i = 0; i < sizeof memory / sizeof memory[0]; i++)
    gimmik_memory_free(context, memory[i], NULL);
  free(values);
  gimmik_axhelm_inputs_free(&geometry);
}

int main(int argc, char **argv) {
  gimmik_error error;
  gimmik_error_init(&error);
  scratch_context scratch;
  int started = scratch_context_from_arguments(argc, argv, &backend, &scratch);
  if (started) return started;
  context = scratch.context;
  double *brick = NULL, *parallelepipeds = NULL;
  CHECK_OK(gimmik_hex_mesh_brick(BRICK_X, BRICK_Y, BRICK_Z, 0.2, 29, &brick,
                                 &error), &error);
  CHECK_OK(gimmik_hex_mesh_parallelepipeds(12, 0.4, 17, &parallelepipeds,
                                           &error), &error);
  /* Trilinear and stored cases on the brick, parallelepipeds apart. */
  const fused_case *lists[] = {c_cases, gpu_cases, cuda_cases};
  size_t counts[] = {sizeof c_cases / sizeof c_cases[0],
                     sizeof gpu_cases / sizeof gpu_cases[0],
                     sizeof cuda_cases / sizeof cuda_cases[0]};
  for (int l = 0; l < 3; l++) {
    if ((l == 0) != (backend == GIMMIK_BACKEND_C)) continue;
    if (l == 2 && backend != GIMMIK_BACKEND_CUDA) continue;
    for (size_t i = 0; i < counts[l]; i++)
      run_case(&lists[l][i], lists[l][i].geometry == PAR ? parallelepipeds
                                                          : brick);
  }
  test_refusals();
  test_bad_arguments(brick);
  free(brick);
  free(parallelepipeds);
  scratch_context_close(&scratch);
  return check_finish("test_axhelm_fused");
}
