/* tuning_check.c: candidates checked against the reference
 * (tuning_check.h). */
#include "runtime/tuning_check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t sample_size(size_t bytes) {
  return bytes < TUNING_CHECK_WHOLE ? bytes : TUNING_CHECK_WHOLE;
}

/* Read the sample of the first `bytes` of `buffer` into `host`. */
static gimmik_status read_sample(gimmik_buffer *buffer, size_t bytes,
                                 size_t element, void *stream,
                                 unsigned char *host, gimmik_error *error) {
  if (bytes <= TUNING_CHECK_WHOLE)
    return gimmik_buffer_read(buffer, 0, bytes, host, stream, error);
  const size_t piece = TUNING_CHECK_WHOLE / TUNING_CHECK_PIECES;
  gimmik_status status = GIMMIK_OK;
  for (int i = 0; i < TUNING_CHECK_PIECES && status == GIMMIK_OK; i++) {
    size_t offset = (bytes - piece) / (TUNING_CHECK_PIECES - 1) * (size_t)i;
    if (i == TUNING_CHECK_PIECES - 1) offset = bytes - piece;
    offset -= offset % element;
    status = gimmik_buffer_read(buffer, offset, piece,
                                host + (size_t)i * piece, stream, error);
  }
  return status;
}

static double element_at(const unsigned char *bytes, size_t index,
                         gimmik_dtype dtype) {
  if (dtype == GIMMIK_F32) {
    float value;
    memcpy(&value, bytes + index * sizeof value, sizeof value);
    return value;
  }
  double value;
  memcpy(&value, bytes + index * sizeof value, sizeof value);
  return value;
}

static double largest_of(const unsigned char *bytes, size_t count,
                         gimmik_dtype dtype) {
  double largest = 0.0;
  for (size_t i = 0; i < count; i++) {
    double value = fabs(element_at(bytes, i, dtype));
    if (isfinite(value) && value > largest) largest = value;
  }
  return largest;
}

gimmik_status gimmik_buffer_largest(gimmik_buffer *buffer, size_t bytes,
                                    gimmik_dtype dtype, void *stream,
                                    double *largest, gimmik_error *error) {
  size_t element = (size_t)gimmik_dtype_size(dtype);
  *largest = 0.0;
  unsigned char *host = malloc(sample_size(bytes) + 1);
  if (!host)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_status status =
      read_sample(buffer, bytes, element, stream, host, error);
  if (status == GIMMIK_OK)
    *largest = largest_of(host, sample_size(bytes) / element, dtype);
  free(host);
  return status;
}

static void release(gimmik_tuning_check *check) {
  for (int i = 0; i < check->target->output_count; i++) {
    gimmik_buffer_free(check->saved[i], NULL);
    free(check->reference[i]);
  }
  free(check->sample);
  memset(check, 0, sizeof *check);
}

gimmik_status gimmik_tuning_check_open(gimmik_device *device,
                                       const gimmik_tuning_target *target,
                                       gimmik_tuning_check *check,
                                       gimmik_error *error) {
  memset(check, 0, sizeof *check);
  check->device = device;
  check->target = target;
  size_t most = 0;
  gimmik_status status = GIMMIK_OK;
  for (int i = 0; i < target->output_count && status == GIMMIK_OK; i++) {
    const gimmik_tuning_output *output = &target->outputs[i];
    status = gimmik_buffer_alloc(device, output->bytes, &check->saved[i],
                                 error);
    if (status == GIMMIK_OK)
      status = gimmik_buffer_copy(check->saved[i], 0, output->buffer, 0,
                                  output->bytes, target->stream, error);
    check->reference[i] = malloc(sample_size(output->bytes) + 1);
    if (status == GIMMIK_OK && !check->reference[i])
      status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
    if (sample_size(output->bytes) > most) most = sample_size(output->bytes);
  }
  check->sample = malloc(most + 1);
  if (status == GIMMIK_OK && !check->sample)
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  if (status != GIMMIK_OK) release(check);
  return status;
}

gimmik_status gimmik_tuning_check_restore(gimmik_tuning_check *check,
                                          gimmik_error *error) {
  const gimmik_tuning_target *target = check->target;
  gimmik_status status = GIMMIK_OK;
  for (int i = 0; i < target->output_count && status == GIMMIK_OK; i++)
    status = gimmik_buffer_copy(target->outputs[i].buffer, 0, check->saved[i],
                                0, target->outputs[i].bytes, target->stream,
                                error);
  return status;
}

/* Whether x may stand for the reference's r. */
static int agree(double x, double r, double allowed) {
  if (!isfinite(r)) return isnan(r) ? isnan(x) : x == r;
  return isfinite(x) && fabs(x - r) <= allowed;
}

/* The type of output `o`'s values. */
static gimmik_dtype output_dtype(const gimmik_tuning_target *target, int o) {
  return target->outputs[o].doubles ? GIMMIK_F64 : target->dtype;
}

/* Compare output `o`'s sample with the reference's; the tolerance is
 * the kernel's dtype's whatever the output holds. */
static int compare_output(const gimmik_tuning_check *check, int o,
                          char *reason, size_t size) {
  const gimmik_tuning_target *target = check->target;
  gimmik_dtype dtype = output_dtype(target, o);
  size_t count = sample_size(target->outputs[o].bytes) /
                 (size_t)gimmik_dtype_size(dtype);
  double tolerance = target->dtype == GIMMIK_F32 ? 1e-3 : 1e-10;
  double scale = check->largest[o] > target->scale ? check->largest[o]
                                                   : target->scale;
  double allowed = tolerance * scale;
  for (size_t i = 0; i < count; i++) {
    double x = element_at(check->sample, i, dtype);
    double r = element_at(check->reference[o], i, dtype);
    if (!agree(x, r, allowed)) {
      snprintf(reason, size,
               "output %d, value %zu of its sample: %.17g where the "
               "reference has %.17g (allowed difference %.3g)",
               o, i, x, r, allowed);
      return 0;
    }
  }
  return 1;
}

gimmik_status gimmik_tuning_check_outputs(gimmik_tuning_check *check,
                                          int *agrees, char *reason,
                                          size_t size, gimmik_error *error) {
  const gimmik_tuning_target *target = check->target;
  *agrees = 1;
  for (int o = 0; o < target->output_count && *agrees; o++) {
    const gimmik_tuning_output *output = &target->outputs[o];
    gimmik_dtype dtype = output_dtype(target, o);
    size_t element = (size_t)gimmik_dtype_size(dtype);
    unsigned char *host =
        check->have_reference ? check->sample : check->reference[o];
    gimmik_status status = read_sample(output->buffer, output->bytes,
                                       element, target->stream, host, error);
    if (status != GIMMIK_OK) return status;
    if (!check->have_reference)
      check->largest[o] = largest_of(host, sample_size(output->bytes) /
                                               element, dtype);
    else
      *agrees = compare_output(check, o, reason, size);
  }
  check->have_reference = 1;
  return GIMMIK_OK;
}

gimmik_status gimmik_tuning_check_close(gimmik_tuning_check *check,
                                        gimmik_error *error) {
  const gimmik_tuning_target *target = check->target;
  if (!target) return GIMMIK_OK;
  gimmik_status status = gimmik_tuning_check_restore(check, error);
  /* The copies must be done before their sources go. */
  gimmik_status synchronized =
      gimmik_device_synchronize(check->device, target->stream, error);
  if (status == GIMMIK_OK) status = synchronized;
  release(check);
  return status;
}
