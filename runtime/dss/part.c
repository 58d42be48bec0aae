/*
 * dss/part.c: the DSS of a part of a mesh split across ranks
 * (gimmik/solver.h): its local DSS, planned as for a mesh (dss.c), and
 * its interface: the exchange plan's arrays on the device and the pack
 * and unpack kernels (gimmik/dss.h) that move sums between the field and
 * the buffers of the exchange.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "runtime/dss/dss_internal.h"
#include "runtime/launch.h"

enum { PACK, UNPACK };

void gimmik_dss_part_init(gimmik_dss_part *part) {
  memset(part, 0, sizeof *part);
}

/* ---- the part's arrays, checked -------------------------------------- */

/* A CSR list: offsets[0..count] start at 0 and grow with every row;
 * each of the indices they span lies in 0..limit-1. */
typedef struct csr_list {
  const char *offsets_name, *indices_name;
  const int *offsets, *indices;
  long long count;
  long long limit;
} csr_list;

static gimmik_status check_list(const csr_list *list, gimmik_error *error) {
  if (list->count < 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_create_part: the count of %s is "
                            "%lld", list->offsets_name, list->count);
  if (list->count == 0) return GIMMIK_OK;
  if (!list->offsets || !list->indices)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_create_part: part->%s and part->%s "
                            "must not be NULL", list->offsets_name,
                            list->indices_name);
  if (list->offsets[0] != 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_create_part: part->%s[0] = %d, not 0",
                            list->offsets_name, list->offsets[0]);
  for (long long s = 0; s < list->count; s++)
    if (list->offsets[s + 1] <= list->offsets[s])
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "gimmik_dss_create_part: part->%s[%lld] = %d "
                              "after %d: every row needs an entry",
                              list->offsets_name, s + 1,
                              list->offsets[s + 1], list->offsets[s]);
  for (long long c = 0; c < list->offsets[list->count]; c++)
    if (list->indices[c] < 0 || list->indices[c] >= list->limit)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "gimmik_dss_create_part: part->%s[%lld] = %d "
                              "is outside 0..%lld", list->indices_name, c,
                              list->indices[c], list->limit - 1);
  return GIMMIK_OK;
}

static gimmik_status check_sizes(const gimmik_dss_part *part,
                                 gimmik_error *error) {
  if (part->points < 2 || part->points > 16)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_create_part: points = %d is outside "
                            "2..16", part->points);
  long long volume = (long long)part->points * part->points * part->points;
  if (part->elements < 0 || part->elements > INT_MAX / volume)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_create_part: elements = %lld: the "
                            "part's %lld nodes each must fit 0..%d",
                            part->elements, part->elements * volume, INT_MAX);
  long long product = (long long)part->box[0] * part->box[1] * part->box[2];
  int none = !part->box[0] && !part->box[1] && !part->box[2];
  if (!none && (part->box[0] < 1 || part->box[1] < 1 || part->box[2] < 1 ||
                product != part->elements))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_create_part: box = %d x %d x %d is "
                            "not a box of the part's %lld elements (all 0 "
                            "for none)", part->box[0], part->box[1],
                            part->box[2], part->elements);
  if (part->buffer_length < 0 ||
      (part->buffer_length > 0 && !part->buffer_nodes))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_create_part: buffer_length = %d "
                            "with buffer_nodes %s", part->buffer_length,
                            part->buffer_nodes ? "set" : "NULL");
  return GIMMIK_OK;
}

static gimmik_status check_part(const gimmik_dss_part *part,
                                gimmik_error *error) {
  gimmik_status status = check_sizes(part, error);
  if (status != GIMMIK_OK) return status;
  long long local = part->elements * part->points * part->points *
                    part->points;
  long long sources = 2LL * part->buffer_length;
  csr_list lists[] = {
      {"shared_offsets", "shared_indices", part->shared_offsets,
       part->shared_indices, part->shared_count, local},
      {"copy_offsets", "copies", part->copy_offsets, part->copies,
       part->interface_count, local},
      {"sum_offsets", "sum_sources", part->sum_offsets, part->sum_sources,
       part->interface_count, sources}};
  for (int l = 0; l < 3 && status == GIMMIK_OK; l++)
    status = check_list(&lists[l], error);
  for (int p = 0; status == GIMMIK_OK && p < part->buffer_length; p++)
    if (part->buffer_nodes[p] < 0 ||
        part->buffer_nodes[p] >= part->interface_count)
      status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                                "gimmik_dss_create_part: "
                                "part->buffer_nodes[%d] = %d is not one of "
                                "the %d interface nodes", p,
                                part->buffer_nodes[p],
                                part->interface_count);
  return status;
}

/* ---- creation ---------------------------------------------------------- */

/* The copies of the nodes a box shares within itself: per axis of E
 * elements, E*(N - 2) + 2 of its E*(N - 1) + 1 positions lie on no
 * interface, and a node is unshared when all three of its do. */
static void count_box(gimmik_dss *dss) {
  long long n = dss->points, all = 1, lone = 1;
  for (int a = 0; a < 3; a++) {
    all *= dss->box[a] * (n - 1) + 1;
    lone *= dss->box[a] * (n - 2) + 2;
  }
  dss->shared = all - lone;
  dss->copies = dss->elements * n * n * n - lone;
}

static gimmik_status upload_interface(gimmik_dss *dss,
                                      const gimmik_dss_part *part,
                                      gimmik_error *error) {
  dss_interface *interface = &dss->interface;
  int count = part->interface_count;
  const int *const arrays[] = {part->copy_offsets, part->copies,
                               part->buffer_nodes, part->sum_offsets,
                               part->sum_sources};
  const long long sizes[] = {count + 1LL, part->copy_offsets[count],
                             part->buffer_length, count + 1LL,
                             part->sum_offsets[count]};
  gimmik_buffer **buffers[] = {&interface->copy_offsets, &interface->copies,
                               &interface->buffer_nodes,
                               &interface->sum_offsets,
                               &interface->sum_sources};
  gimmik_status status = GIMMIK_OK;
  for (int a = 0; a < 5 && status == GIMMIK_OK; a++)
    status = gimmik_dss_upload_ints(dss, arrays[a], sizes[a], buffers[a],
                                    error);
  for (int which = PACK; which <= UNPACK && status == GIMMIK_OK; which++) {
    gimmik_dss_request *request = &interface->requests[which];
    gimmik_dss_request_init(request);
    request->axis = which == PACK ? GIMMIK_DSS_PACK : GIMMIK_DSS_UNPACK;
    memset(request->box, 0, sizeof request->box);
    status = gimmik_dss_plan_kernel(dss, request, &interface->plans[which],
                                    error);
  }
  if (status == GIMMIK_OK) {
    interface->count = count;
    interface->length = part->buffer_length;
  }
  return status;
}

gimmik_status gimmik_dss_create_part(gimmik_context *context,
                                     const gimmik_dss_part *part,
                                     const gimmik_dss_options *options,
                                     gimmik_dss **result,
                                     gimmik_error *error) {
  if (!result)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_create_part: result is NULL");
  *result = NULL;
  if (!context || !part || !options)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_create_part: context, part and "
                            "options are required");
  gimmik_status status = check_part(part, error);
  gimmik_dss *dss = NULL;
  if (status == GIMMIK_OK)
    status = gimmik_dss_open(context, options, part->points, part->elements,
                             &dss, error);
  if (status != GIMMIK_OK) return status;
  static const int none = 0;
  dss_lists lists = {part->shared_count, NULL, NULL,
                     part->shared_count ? part->shared_offsets : &none,
                     part->shared_indices};
  int is_box = part->box[0] > 0;
  if (is_box) {
    memcpy(dss->box, part->box, sizeof dss->box);
    count_box(dss);
  }
  status = gimmik_dss_build(dss, is_box ? part->box : NULL, &lists, error);
  if (status == GIMMIK_OK && part->interface_count > 0)
    status = upload_interface(dss, part, error);
  if (status != GIMMIK_OK) {
    gimmik_dss_destroy(dss, NULL);
    return status;
  }
  *result = dss;
  return GIMMIK_OK;
}

gimmik_status gimmik_dss_interface_release(dss_interface *interface,
                                           gimmik_error *error) {
  gimmik_status status = GIMMIK_OK;
  for (int which = PACK; which <= UNPACK; which++) {
    gimmik_status released = gimmik_plan_release(&interface->plans[which],
                                                 error);
    if (status == GIMMIK_OK) status = released;
  }
  gimmik_borrowed_release(&interface->send);
  gimmik_borrowed_release(&interface->buffers);
  gimmik_buffer *const buffers[] = {
      interface->copy_offsets, interface->copies, interface->buffer_nodes,
      interface->sum_offsets, interface->sum_sources};
  for (int a = 0; a < 5; a++) gimmik_buffer_free(buffers[a], NULL);
  return status;
}

/* ---- pack and unpack --------------------------------------------------- */

long long gimmik_dss_buffer_values(const gimmik_dss *dss) {
  return dss ? dss->interface.length : 0;
}

const gimmik_kernel_info *gimmik_dss_interface_kernel(const gimmik_dss *dss,
                                                      int which) {
  if (!dss || dss->interface.count == 0 || which < PACK || which > UNPACK)
    return NULL;
  return &dss->interface.plans[which].info;
}

gimmik_status gimmik_dss_pack(gimmik_dss *dss, const void *u, void *send,
                              void *stream, gimmik_error *error) {
  if (!dss)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_pack: dss is NULL");
  dss_interface *interface = &dss->interface;
  if (interface->count == 0) return GIMMIK_OK;
  gimmik_status status =
      gimmik_dss_borrow(dss, &dss->u, u, gimmik_dss_field_values(dss),
                        "gimmik_dss_pack: u", error);
  if (status == GIMMIK_OK)
    status = gimmik_dss_borrow(dss, &interface->send, send, interface->length,
                               "gimmik_dss_pack: send", error);
  if (status != GIMMIK_OK) return status;
  const gimmik_argument arguments[] = {
      gimmik_argument_int32(interface->length),
      gimmik_argument_buffer(interface->buffer_nodes),
      gimmik_argument_buffer(interface->copy_offsets),
      gimmik_argument_buffer(interface->copies),
      gimmik_argument_buffer(dss->u.buffer),
      gimmik_argument_buffer(interface->send.buffer)};
  const gimmik_plan *plan = &interface->plans[PACK];
  gimmik_kernel_call call = {plan->kernel, &plan->info, interface->length,
                             arguments, 6, NULL, 0};
  return gimmik_kernel_run(&call, stream, error);
}

gimmik_status gimmik_dss_unpack(gimmik_dss *dss, const void *buffers,
                                void *u, void *stream, gimmik_error *error) {
  if (!dss)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_unpack: dss is NULL");
  dss_interface *interface = &dss->interface;
  if (interface->count == 0) return GIMMIK_OK;
  gimmik_status status = gimmik_dss_borrow(
      dss, &interface->buffers, buffers, 2LL * interface->length,
      "gimmik_dss_unpack: buffers", error);
  if (status == GIMMIK_OK)
    status = gimmik_dss_borrow(dss, &dss->u, u, gimmik_dss_field_values(dss),
                               "gimmik_dss_unpack: u", error);
  if (status != GIMMIK_OK) return status;
  const gimmik_argument arguments[] = {
      gimmik_argument_int32(interface->count),
      gimmik_argument_buffer(interface->sum_offsets),
      gimmik_argument_buffer(interface->sum_sources),
      gimmik_argument_buffer(interface->copy_offsets),
      gimmik_argument_buffer(interface->copies),
      gimmik_argument_buffer(interface->buffers.buffer),
      gimmik_argument_buffer(dss->u.buffer)};
  const gimmik_plan *plan = &interface->plans[UNPACK];
  gimmik_kernel_call call = {plan->kernel, &plan->info, interface->count,
                             arguments, 7, NULL, 0};
  return gimmik_kernel_run(&call, stream, error);
}
