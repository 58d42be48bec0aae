/* exchange_device.c: the distributed DSS on device fields
 * (gimmik/parallel.h): a part's DSS with its pack and unpack kernels
 * (gimmik/solver.h), and the exchange moving the device's buffers
 * through MPI, directly or staged through the exchange's host buffers.
 *
 * The stream's order carries the rules of the distributed DSS: pack is
 * queued before anything that changes the interface copies, the send
 * buffer is complete before MPI reads it (the stream synchronised, or
 * the copy to the host waited for), and unpack is queued after the
 * received values are on the device.  Device memory keeps no host-pinned
 * stage: gimmik/device.h offers none, so the stage is the exchange's
 * host buffers. */
#include <stdlib.h>

#include "gimmik/device.h"
#include "parallel/parallel_internal.h"

gimmik_status gimmik_part_dss_create(gimmik_context *context,
                                     const gimmik_part *part,
                                     const gimmik_dss_options *options,
                                     gimmik_dss **dss, gimmik_error *error) {
  if (!part)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_part_dss_create: part must not be NULL");
  gimmik_dss_part view;
  gimmik_dss_part_init(&view);
  view.points = part->points;
  view.elements = part->elements;
  if (!gimmik_part_is_box(part, view.box))
    view.box[0] = view.box[1] = view.box[2] = 0;
  view.shared_count = part->local_shared;
  view.shared_offsets = part->local_offsets;
  view.shared_indices = part->local_indices;
  view.interface_count = part->interface_count;
  view.copy_offsets = part->copy_offsets;
  view.copies = part->copies;
  view.buffer_length = part->buffer_offsets[part->neighbour_count];
  view.buffer_nodes = part->buffer_nodes;
  view.sum_offsets = part->sum_offsets;
  view.sum_sources = part->sum_sources;
  return gimmik_dss_create_part(context, &view, options, dss, error);
}

/* ---- creation ---------------------------------------------------------- */

/* The transport `asked` resolved for the context's backend. */
static gimmik_status choose_transport(gimmik_context *context,
                                      gimmik_transport asked,
                                      gimmik_transport *chosen,
                                      gimmik_error *error) {
  gimmik_backend backend = gimmik_context_backend(context);
  /* C kernels work on host memory, which MPI takes as it is. */
  int direct = backend == GIMMIK_BACKEND_C ||
               (backend == GIMMIK_BACKEND_CUDA && gimmik_parallel_cuda_aware());
  if (asked == GIMMIK_TRANSPORT_DEVICE && !direct)
    return gimmik_error_set(
        error, GIMMIK_ERROR_UNSUPPORTED,
        "gimmik_exchange_create_device: transport DEVICE: %s",
        backend == GIMMIK_BACKEND_OPENCL
            ? "MPI cannot address OpenCL buffers"
            : "this MPI library does not take CUDA memory "
              "(gimmik_parallel_cuda_aware)");
  *chosen = asked == GIMMIK_TRANSPORT_STAGED || !direct
                ? GIMMIK_TRANSPORT_STAGED
                : GIMMIK_TRANSPORT_DEVICE;
  return GIMMIK_OK;
}

static gimmik_status check_device(gimmik_context *context,
                                  const gimmik_dss_options *options,
                                  gimmik_transport transport,
                                  gimmik_transport *chosen,
                                  gimmik_error *error) {
  if (!context || !options)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_create_device: context and "
                            "options must not be NULL");
  if (transport < GIMMIK_TRANSPORT_AUTO ||
      transport > GIMMIK_TRANSPORT_STAGED)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_create_device: transport = %d "
                            "is not a transport", (int)transport);
  return choose_transport(context, transport, chosen, error);
}

/* The part's DSS and the device buffers, on this rank alone. */
static gimmik_status attach(gimmik_exchange *exchange,
                            gimmik_context *context,
                            const gimmik_dss_options *options,
                            gimmik_transport transport,
                            gimmik_error *error) {
  exchange_device *device = calloc(1, sizeof *device);
  if (!device)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  exchange->device = device;
  device->context = context;
  device->transport = transport;
  gimmik_status status = gimmik_part_dss_create(context, exchange->part,
                                                options, &device->dss, error);
  if (status == GIMMIK_OK && exchange->length > 0)
    status = gimmik_memory_alloc(
        context, 2 * (size_t)exchange->length * exchange->value_size,
        &device->buffers, error);
  return status;
}

void gimmik_exchange_device_release(exchange_device *device) {
  if (!device) return;
  gimmik_memory_free(device->context, device->buffers, NULL);
  gimmik_dss_destroy(device->dss, NULL);
  free(device);
}

gimmik_status gimmik_exchange_create_device(
    MPI_Comm comm, gimmik_context *context, const gimmik_part *part,
    const gimmik_dss_options *options, gimmik_transport transport,
    gimmik_exchange **exchange, gimmik_error *error) {
  if (comm == MPI_COMM_NULL)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_create_device: comm is "
                            "MPI_COMM_NULL");
  if (exchange) *exchange = NULL;
  gimmik_error local;
  gimmik_error_init(&local);
  gimmik_transport chosen = GIMMIK_TRANSPORT_AUTO;
  gimmik_status status = gimmik_parallel_agree(
      comm, check_device(context, options, transport, &chosen, &local),
      &local, error);
  gimmik_exchange *made = NULL;
  if (status == GIMMIK_OK)
    status = gimmik_exchange_create(comm, part, options->dtype, &made, error);
  if (status == GIMMIK_OK) {
    status = gimmik_parallel_agree(
        comm, attach(made, context, options, chosen, &local), &local, error);
    if (status != GIMMIK_OK) {
      gimmik_exchange_destroy(made, NULL);
      made = NULL;
    }
  }
  gimmik_error_clear(&local);
  if (status == GIMMIK_OK) *exchange = made;
  return status;
}

gimmik_transport gimmik_exchange_transport(const gimmik_exchange *exchange) {
  return exchange && exchange->device ? exchange->device->transport
                                      : GIMMIK_TRANSPORT_AUTO;
}

gimmik_dss *gimmik_exchange_local_dss(const gimmik_exchange *exchange) {
  return exchange && exchange->device ? exchange->device->dss : NULL;
}

/* ---- the steps ---------------------------------------------------------- */

static gimmik_status check_call(const char *call,
                                const gimmik_exchange *exchange,
                                const void *field, gimmik_error *error) {
  if (!exchange || !exchange->device)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: the exchange must come from "
                            "gimmik_exchange_create_device", call);
  if (!field && exchange->part->local_count > 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: field must not be NULL", call);
  return GIMMIK_OK;
}

/* The send and receive buffers as MPI takes them. */
static void message_buffers(const gimmik_exchange *exchange, void **send,
                            void **receive) {
  const exchange_device *device = exchange->device;
  if (device->transport == GIMMIK_TRANSPORT_STAGED) {
    *send = exchange->send;
    *receive = exchange->receive;
  } else {
    *send = device->buffers;
    *receive = device->buffers ? (char *)device->buffers +
                                     (size_t)exchange->length *
                                         exchange->value_size
                               : NULL;
  }
}

gimmik_status gimmik_exchange_start_device(gimmik_exchange *exchange,
                                           const void *field, void *stream,
                                           gimmik_error *error) {
  gimmik_status status =
      check_call("gimmik_exchange_start_device", exchange, field, error);
  if (status != GIMMIK_OK) return status;
  /* The send buffer may still be MPI's. */
  if (exchange->in_flight)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_start_device: an exchange is "
                            "in flight; finish it first");
  exchange_device *device = exchange->device;
  size_t bytes = (size_t)exchange->length * exchange->value_size;
  if (exchange->length > 0)
    status = gimmik_dss_pack(device->dss, field, device->buffers, stream,
                             error);
  if (status == GIMMIK_OK && exchange->length > 0)
    status = device->transport == GIMMIK_TRANSPORT_STAGED
                 ? gimmik_memory_read(device->context, device->buffers, 0,
                                      bytes, exchange->send, stream, error)
                 : gimmik_context_synchronize(device->context, stream, error);
  if (status != GIMMIK_OK) return status;
  void *send, *receive;
  message_buffers(exchange, &send, &receive);
  return gimmik_exchange_post(exchange, send, receive, error);
}

gimmik_status gimmik_exchange_finish_device(gimmik_exchange *exchange,
                                            void *field, void *stream,
                                            gimmik_error *error) {
  if (!exchange || !exchange->device)
    return check_call("gimmik_exchange_finish_device", exchange, field,
                      error);
  /* Complete the messages whatever else is wrong: the neighbours wait
   * for them. */
  gimmik_status status = gimmik_exchange_wait(exchange, error);
  if (status == GIMMIK_OK)
    status =
        check_call("gimmik_exchange_finish_device", exchange, field, error);
  if (status != GIMMIK_OK || exchange->length == 0) return status;
  exchange_device *device = exchange->device;
  size_t bytes = (size_t)exchange->length * exchange->value_size;
  if (device->transport == GIMMIK_TRANSPORT_STAGED)
    status = gimmik_memory_write(device->context, device->buffers, bytes,
                                 bytes, exchange->receive, stream, error);
  if (status == GIMMIK_OK)
    status = gimmik_dss_unpack(device->dss, device->buffers, field, stream,
                               error);
  return status;
}

gimmik_status gimmik_exchange_dss_device(gimmik_exchange *exchange,
                                         void *field, void *stream,
                                         gimmik_error *error) {
  gimmik_status status =
      gimmik_exchange_start_device(exchange, field, stream, error);
  if (status != GIMMIK_OK) return status;
  /* The exchange is in flight: finish it whatever the local sums do. */
  if (exchange->part->local_count > 0)
    status = gimmik_dss_apply(exchange->device->dss, field, stream, error);
  gimmik_status finished = gimmik_exchange_finish_device(
      exchange, field, stream, status == GIMMIK_OK ? error : NULL);
  return status != GIMMIK_OK ? status : finished;
}
