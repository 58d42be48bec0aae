/* axhelm_check.c: see axhelm_check.h. */
#include "axhelm_check.h"

#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "axhelm_reference.h"
#include "gimmik/hex_mesh.h"
#include "random.h"

/* Bit patterns no kernel computes by accident: "not written yet". */
static const uint64_t poison_f64 = UINT64_C(0x7ff8dead0000beef);
static const uint32_t poison_f32 = UINT32_C(0x7fc0beef);

/* An element is affine when its trilinear terms are this small relative
 * to its size: vertices made in double are affine to round-off, and stay
 * so to about 1e-7 once rounded to float. */
static double affine_tolerance(gimmik_dtype dtype) {
  return dtype == GIMMIK_F64 ? 1e-9 : 1e-5;
}

/* ---- values in the dtype ------------------------------------------------ */

static double rounded(gimmik_dtype dtype, double value) {
  return dtype == GIMMIK_F32 ? (double)(float)value : value;
}

static void put_value(gimmik_dtype dtype, void *data, size_t index,
                      double value) {
  if (dtype == GIMMIK_F32)
    ((float *)data)[index] = (float)value;
  else
    ((double *)data)[index] = value;
}

static double get_value(gimmik_dtype dtype, const void *data, size_t index) {
  if (dtype == GIMMIK_F32) return ((const float *)data)[index];
  return ((const double *)data)[index];
}

static int is_poison(gimmik_dtype dtype, const void *data, size_t index) {
  if (dtype == GIMMIK_F32)
    return memcmp((const float *)data + index, &poison_f32, 4) == 0;
  return memcmp((const double *)data + index, &poison_f64, 8) == 0;
}

static void put_poison(gimmik_dtype dtype, void *data, size_t index) {
  if (dtype == GIMMIK_F32)
    memcpy((float *)data + index, &poison_f32, 4);
  else
    memcpy((double *)data + index, &poison_f64, 8);
}

/* ---- the stored factors, computed by several host threads --------------- */

typedef struct factor_job {
  const axhelm_inputs *inputs;
  long long first, count;
  gimmik_status status;
  gimmik_error error;
} factor_job;

static void *factor_range(void *data) {
  factor_job *job = data;
  const axhelm_inputs *inputs = job->inputs;
  size_t per_element = 7 * inputs->nodes / (size_t)inputs->spec.elements;
  size_t size = inputs->spec.dtype == GIMMIK_F32 ? 4 : 8;
  job->status = gimmik_hex_geometric_factors(
      inputs->spec.points, job->count, inputs->vertices + job->first * 24,
      inputs->spec.dtype,
      (char *)inputs->geometry_data + (size_t)job->first * per_element * size,
      &job->error);
  return NULL;
}

static gimmik_status stored_factors(const axhelm_inputs *inputs,
                                    gimmik_error *error) {
  enum { MAX_THREADS = 64 };
  long long elements = inputs->spec.elements;
  int threads = inputs->spec.threads < 1 ? 1 : inputs->spec.threads;
  if (threads > MAX_THREADS) threads = MAX_THREADS;
  if (threads > elements) threads = (int)elements;
  factor_job jobs[MAX_THREADS];
  pthread_t ids[MAX_THREADS];
  int started[MAX_THREADS] = {0};
  for (int t = 0; t < threads; t++) {
    jobs[t] = (factor_job){inputs, elements * t / threads,
                           elements * (t + 1) / threads - elements * t / threads,
                           GIMMIK_OK, {0}};
    gimmik_error_init(&jobs[t].error);
    started[t] = t > 0 && pthread_create(&ids[t], NULL, factor_range, &jobs[t]) == 0;
    if (!started[t] && t > 0) factor_range(&jobs[t]);
  }
  factor_range(&jobs[0]);
  int failed = 0;
  for (int t = 0; t < threads; t++) {
    if (started[t]) pthread_join(ids[t], NULL);
    failed |= jobs[t].status != GIMMIK_OK;
    gimmik_error_clear(&jobs[t].error);
  }
  /* A failure names an element of its range: check again in one piece so
   * the message names the element of the mesh. */
  if (failed)
    return gimmik_hex_check(inputs->spec.points, elements, inputs->vertices,
                            error);
  return GIMMIK_OK;
}

/* ---- inputs ------------------------------------------------------------- */

static gimmik_status check_spec(const axhelm_inputs_spec *spec,
                                gimmik_error *error) {
  if (spec->points < 2 || spec->points > 32 ||
      (spec->fields != 1 && spec->fields != 3) || spec->elements < 1 ||
      spec->field_padding < 0 || spec->lambda_arrays < 0 ||
      spec->lambda_arrays > 2 || !spec->vertices || !spec->geometry)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "axhelm inputs: N = %d, d = %d, E = %lld, "
                            "padding %lld, lambda arrays %d",
                            spec->points, spec->fields, spec->elements,
                            spec->field_padding, spec->lambda_arrays);
  return GIMMIK_OK;
}

static void *allocate(size_t count, size_t size, int *failed) {
  void *memory = malloc(count * size + 1);
  if (!memory) *failed = 1;
  return memory;
}

static gimmik_status allocate_inputs(axhelm_inputs *inputs,
                                     gimmik_error *error) {
  const axhelm_inputs_spec *spec = &inputs->spec;
  size_t size = spec->dtype == GIMMIK_F32 ? 4 : 8;
  int failed = 0;
  inputs->vertices = allocate((size_t)spec->elements * 24, sizeof(double), &failed);
  inputs->u = allocate(inputs->field_values, sizeof(double), &failed);
  inputs->u_data = allocate(inputs->field_values, size, &failed);
  inputs->geometry_data = allocate(inputs->geometry_values, size, &failed);
  if (spec->lambda_arrays >= 1) {
    inputs->lambda0 = allocate(inputs->nodes, sizeof(double), &failed);
    inputs->lambda0_data = allocate(inputs->nodes, size, &failed);
  }
  if (spec->lambda_arrays >= 2) {
    inputs->lambda1 = allocate(inputs->nodes, sizeof(double), &failed);
    inputs->lambda1_data = allocate(inputs->nodes, size, &failed);
  }
  if (failed)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for the inputs of %lld elements",
                            spec->elements);
  return GIMMIK_OK;
}

/* Random coefficients in [0.5, 1.5], as the kernel sees them. */
static void fill_lambda(const axhelm_inputs *inputs, double *values,
                        void *data, uint64_t seed) {
  for (size_t i = 0; i < inputs->nodes; i++) {
    values[i] = rounded(inputs->spec.dtype, 0.5 + gimmik_random_unit(&seed));
    put_value(inputs->spec.dtype, data, i, values[i]);
  }
}

static gimmik_status geometry_data(axhelm_inputs *inputs,
                                   gimmik_error *error) {
  const axhelm_inputs_spec *spec = &inputs->spec;
  if (strcmp(spec->geometry, "stored") == 0)
    return stored_factors(inputs, error);
  if (strcmp(spec->geometry, "parallelepiped") == 0)
    return gimmik_hex_parallelepiped_factors(spec->elements, inputs->vertices,
                                             affine_tolerance(spec->dtype), spec->dtype,
                                             inputs->geometry_data, error);
  if (strcmp(spec->geometry, "trilinear") == 0)
    return gimmik_hex_trilinear_vertices(spec->points, spec->elements,
                                         inputs->vertices, spec->dtype,
                                         inputs->geometry_data, error);
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                          "unknown geometry mode '%s'", spec->geometry);
}

gimmik_status gimmik_axhelm_inputs_create(const axhelm_inputs_spec *spec,
                                          axhelm_inputs *inputs,
                                          gimmik_error *error) {
  memset(inputs, 0, sizeof *inputs);
  gimmik_status status = check_spec(spec, error);
  if (status != GIMMIK_OK) return status;
  inputs->spec = *spec;
  size_t volume = (size_t)spec->points * spec->points * spec->points;
  inputs->nodes = volume * (size_t)spec->elements;
  inputs->field_stride = (long long)inputs->nodes + spec->field_padding;
  inputs->field_values =
      (size_t)(spec->fields - 1) * (size_t)inputs->field_stride + inputs->nodes;
  inputs->geometry_values =
      strcmp(spec->geometry, "stored") == 0 ? 7 * inputs->nodes
      : strcmp(spec->geometry, "parallelepiped") == 0
          ? 7 * (size_t)spec->elements : 24 * (size_t)spec->elements;
  status = allocate_inputs(inputs, error);
  if (status != GIMMIK_OK) {
    gimmik_axhelm_inputs_free(inputs);
    return status;
  }
  inputs->spec.vertices = inputs->vertices;
  for (size_t i = 0; i < (size_t)spec->elements * 24; i++)
    inputs->vertices[i] = rounded(spec->dtype, spec->vertices[i]);
  status = geometry_data(inputs, error);
  if (status != GIMMIK_OK) {
    gimmik_axhelm_inputs_free(inputs);
    return status;
  }
  if (inputs->lambda0)
    fill_lambda(inputs, inputs->lambda0, inputs->lambda0_data, spec->seed + 11);
  if (inputs->lambda1)
    fill_lambda(inputs, inputs->lambda1, inputs->lambda1_data, spec->seed + 23);
  gimmik_axhelm_inputs_set_u(inputs, spec->seed, 0.0);
  return GIMMIK_OK;
}

void gimmik_axhelm_inputs_set_u(axhelm_inputs *inputs,
                                unsigned long long seed, double constant) {
  uint64_t state = seed;
  gimmik_dtype dtype = inputs->spec.dtype;
  for (size_t i = 0; i < inputs->field_values; i++) {
    size_t component = i / (size_t)inputs->field_stride;
    int padding = i % (size_t)inputs->field_stride >= inputs->nodes;
    double value = constant != 0.0 ? constant * (double)(component + 1)
                                   : gimmik_random_nonzero(&state);
    inputs->u[i] = padding ? 0.0 : rounded(dtype, value);
    put_value(dtype, inputs->u_data, i, inputs->u[i]);
  }
}

void gimmik_axhelm_inputs_free(axhelm_inputs *inputs) {
  free(inputs->vertices);
  free(inputs->lambda0);
  free(inputs->lambda1);
  free(inputs->u);
  free(inputs->geometry_data);
  free(inputs->lambda0_data);
  free(inputs->lambda1_data);
  free(inputs->u_data);
  memset(inputs, 0, sizeof *inputs);
}

/* ---- on the device ------------------------------------------------------ */

static gimmik_status upload_array(gimmik_context *context, const void *host,
                                  size_t bytes, void **memory,
                                  gimmik_error *error) {
  gimmik_status status = gimmik_memory_alloc(context, bytes, memory, error);
  if (status == GIMMIK_OK && host)
    status = gimmik_memory_write(context, *memory, 0, bytes, host, NULL,
                                 error);
  return status;
}

gimmik_status gimmik_axhelm_device_upload(gimmik_context *context,
                                          const axhelm_inputs *inputs,
                                          axhelm_device_data *data,
                                          gimmik_error *error) {
  memset(data, 0, sizeof *data);
  data->context = context;
  size_t size = inputs->spec.dtype == GIMMIK_F32 ? 4 : 8;
  gimmik_status status =
      upload_array(context, inputs->geometry_data,
                   inputs->geometry_values * size, &data->geometry, error);
  if (status == GIMMIK_OK && inputs->lambda0_data)
    status = upload_array(context, inputs->lambda0_data, inputs->nodes * size,
                          &data->lambda0, error);
  if (status == GIMMIK_OK && inputs->lambda1_data)
    status = upload_array(context, inputs->lambda1_data, inputs->nodes * size,
                          &data->lambda1, error);
  if (status == GIMMIK_OK)
    status = upload_array(context, inputs->u_data,
                          inputs->field_values * size, &data->u, error);
  if (status == GIMMIK_OK)
    status = upload_array(context, NULL, inputs->field_values * size,
                          &data->au, error);
  if (status != GIMMIK_OK) gimmik_axhelm_device_free(data);
  return status;
}

gimmik_status gimmik_axhelm_device_write_u(const axhelm_inputs *inputs,
                                           axhelm_device_data *data,
                                           gimmik_error *error) {
  size_t size = inputs->spec.dtype == GIMMIK_F32 ? 4 : 8;
  return gimmik_memory_write(data->context, data->u, 0,
                             inputs->field_values * size, inputs->u_data,
                             NULL, error);
}

void gimmik_axhelm_device_free(axhelm_device_data *data) {
  void *arrays[] = {data->geometry, data->lambda0, data->lambda1, data->u,
                    data->au};
  for (int i = 0; i < 5; i++)
    gimmik_memory_free(data->context, arrays[i], NULL);
  memset(data, 0, sizeof *data);
}

gimmik_axhelm_data gimmik_axhelm_device_arguments(
    const gimmik_kernel_info *info, const axhelm_inputs *inputs,
    const axhelm_device_data *data) {
  int per_node = strcmp(info->coefficients, "per-node") == 0;
  int helmholtz = strcmp(info->equation, "helmholtz") == 0;
  gimmik_axhelm_data args = {.elements = inputs->spec.elements,
                             .field_stride = inputs->field_stride,
                             .geometry = data->geometry, .u = data->u,
                             .au = data->au};
  if (per_node) args.lambda0 = data->lambda0;
  if (per_node && helmholtz) args.lambda1 = data->lambda1;
  return args;
}

/* ---- run and compare ---------------------------------------------------- */

/* The range of component c covering elements [first, first + count). */
static void component_range(const axhelm_inputs *inputs, int c,
                            long long first, long long count, size_t *offset,
                            size_t *length) {
  size_t volume = inputs->nodes / (size_t)inputs->spec.elements;
  *offset = (size_t)c * (size_t)inputs->field_stride + (size_t)first * volume;
  *length = (size_t)count * volume;
}

/* Write the poison over, or read back, the compared ranges of au. */
static gimmik_status transfer_ranges(const gimmik_kernel_info *info,
                                     const axhelm_inputs *inputs,
                                     axhelm_device_data *data, long long first,
                                     long long count, void *host, int reading,
                                     gimmik_error *error) {
  size_t size = inputs->spec.dtype == GIMMIK_F32 ? 4 : 8;
  gimmik_status status = GIMMIK_OK;
  for (int c = 0; c < info->fields && status == GIMMIK_OK; c++) {
    size_t offset, length;
    component_range(inputs, c, first, count, &offset, &length);
    char *at = (char *)host + offset * size;
    status = reading
        ? gimmik_memory_read(data->context, data->au, offset * size,
                             length * size, at, NULL, error)
        : gimmik_memory_write(data->context, data->au, offset * size,
                              length * size, at, NULL, error);
  }
  return status;
}

static axhelm_reference_problem reference_problem(const gimmik_kernel_info *info,
                                                  const axhelm_inputs *inputs) {
  axhelm_reference_problem problem;
  memset(&problem, 0, sizeof problem);
  problem.points = info->points;
  problem.fields = info->fields;
  problem.helmholtz = strcmp(info->equation, "helmholtz") == 0;
  problem.per_node = strcmp(info->coefficients, "per-node") == 0;
  problem.lambda0 = info->lambda0;
  problem.lambda1 = info->lambda1;
  problem.elements = inputs->spec.elements;
  problem.field_stride = inputs->field_stride;
  problem.vertices = inputs->vertices;
  problem.lambda0_values = inputs->lambda0;
  problem.lambda1_values = inputs->lambda1;
  problem.u = inputs->u;
  return problem;
}

static void compare_ranges(const gimmik_kernel_info *info,
                           const axhelm_inputs *inputs, const void *raw,
                           const double *reference, long long first,
                           long long count, double *au_out,
                           axhelm_comparison *result) {
  gimmik_dtype dtype = inputs->spec.dtype;
  memset(result, 0, sizeof *result);
  result->worst_index = -1;
  for (int c = 0; c < info->fields; c++) {
    size_t offset, length;
    component_range(inputs, c, first, count, &offset, &length);
    double difference = 0.0, largest = 0.0;
    for (size_t i = offset; i < offset + length; i++) {
      double value = get_value(dtype, raw, i);
      if (au_out) au_out[i] = value;
      if (!isfinite(value)) {
        result->nonfinite++;
        result->unwritten += is_poison(dtype, raw, i);
        continue;
      }
      double gap = fabs(value - reference[i]);
      if (gap > difference) difference = gap;
      if (gap > result->max_difference) {
        result->max_difference = gap;
        result->worst_index = (long long)i;
      }
      if (fabs(reference[i]) > largest) largest = fabs(reference[i]);
      if (fabs(value) > result->max_value) result->max_value = fabs(value);
    }
    if (largest > result->max_reference) result->max_reference = largest;
    double error = largest > 0.0 ? difference / largest : difference;
    if (error > result->max_error) result->max_error = error;
  }
}

gimmik_status gimmik_axhelm_apply_and_compare(
    axhelm_launcher launch, void *launcher_data,
    const gimmik_kernel_info *info, const axhelm_inputs *inputs,
    axhelm_device_data *data, long long first, long long count, void *stream,
    double *au_out, axhelm_comparison *comparison, gimmik_error *error) {
  if (first < 0 || count < 1 || first + count > inputs->spec.elements ||
      info->fields > inputs->spec.fields)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "compare elements [%lld, %lld) of %lld, d = %d "
                            "of %d", first, first + count,
                            inputs->spec.elements, info->fields,
                            inputs->spec.fields);
  size_t size = inputs->spec.dtype == GIMMIK_F32 ? 4 : 8;
  void *raw = calloc(inputs->field_values, size);
  double *reference = calloc(inputs->field_values, sizeof *reference);
  if (!raw || !reference) {
    free(raw);
    free(reference);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  }
  for (int c = 0; c < info->fields; c++) {
    size_t offset, length;
    component_range(inputs, c, first, count, &offset, &length);
    for (size_t i = offset; i < offset + length; i++) put_poison(inputs->spec.dtype, raw, i);
  }
  gimmik_axhelm_data args = gimmik_axhelm_device_arguments(info, inputs, data);
  gimmik_status status =
      transfer_ranges(info, inputs, data, first, count, raw, 0, error);
  if (status == GIMMIK_OK) status = launch(launcher_data, &args, stream, error);
  if (status == GIMMIK_OK)
    status = gimmik_context_synchronize(data->context, stream, error);
  if (status == GIMMIK_OK)
    status = transfer_ranges(info, inputs, data, first, count, raw, 1, error);
  axhelm_reference_problem problem = reference_problem(info, inputs);
  if (status == GIMMIK_OK)
    status = gimmik_axhelm_reference_apply(&problem, first, count, reference, error);
  if (status == GIMMIK_OK)
    compare_ranges(info, inputs, raw, reference, first, count, au_out,
                   comparison);
  free(raw);
  free(reference);
  return status;
}

gimmik_status gimmik_axhelm_apply_through_runtime(
    void *handle, const gimmik_axhelm_data *data, void *stream,
    gimmik_error *error) {
  return gimmik_axhelm_apply(handle, data, stream, error);
}
