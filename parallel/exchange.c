/* exchange.c: the distributed DSS over MPI (gimmik/parallel.h): one
 * non-blocking send and receive per neighbour on a private duplicate of
 * the caller's communicator, whose errors are returned, not fatal. */
#include <stdlib.h>
#include <string.h>

#include "parallel/parallel_internal.h"

/* Messages are told apart by their pair of ranks alone: one exchange at
 * a time, on a communicator of our own, and MPI keeps their order. */
enum { exchange_tag = 23 };

static gimmik_status check_create(MPI_Comm comm, const gimmik_part *part,
                                  gimmik_dtype dtype,
                                  gimmik_exchange **exchange,
                                  gimmik_error *error) {
  int rank = 0, size = 0;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &size);
  if (!part || !exchange)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_create: part and exchange must "
                            "not be NULL");
  if (dtype != GIMMIK_F64 && dtype != GIMMIK_F32)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_create: dtype %d is neither f64 "
                            "nor f32", (int)dtype);
  if (part->parts != size || part->rank != rank)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_create: the part is rank %d of "
                            "%d, the communicator's rank is %d of %d",
                            part->rank, part->parts, rank, size);
  return GIMMIK_OK;
}

static gimmik_status allocate(gimmik_exchange *exchange, gimmik_error *error) {
  const gimmik_part *part = exchange->part;
  exchange->length = part->buffer_offsets[part->neighbour_count];
  exchange->value_size =
      exchange->dtype == GIMMIK_F32 ? sizeof(float) : sizeof(double);
  exchange->type = exchange->dtype == GIMMIK_F32 ? MPI_FLOAT : MPI_DOUBLE;
  size_t bytes = ((size_t)exchange->length + 1) * exchange->value_size;
  exchange->send = malloc(bytes);
  exchange->receive = malloc(bytes);
  exchange->requests = malloc(
      (2 * (size_t)part->neighbour_count + 1) * sizeof *exchange->requests);
  if (!exchange->send || !exchange->receive || !exchange->requests)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for the exchange buffers");
  return GIMMIK_OK;
}

/* Each neighbour names as many shared nodes as this rank does for it:
 * the counts of every pair of ranks compared by one all-to-all. */
static gimmik_status compare_counts(gimmik_exchange *exchange,
                                    gimmik_error *error) {
  const gimmik_part *part = exchange->part;
  int *mine = calloc((size_t)part->parts, sizeof *mine);
  int *theirs = calloc((size_t)part->parts, sizeof *theirs);
  gimmik_status status = GIMMIK_OK;
  if (!mine || !theirs)
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  for (int k = 0; status == GIMMIK_OK && k < part->neighbour_count; k++)
    mine[part->neighbours[k]] =
        part->buffer_offsets[k + 1] - part->buffer_offsets[k];
  if (status == GIMMIK_OK)
    status = gimmik_parallel_mpi_status(
        MPI_Alltoall(mine, 1, MPI_INT, theirs, 1, MPI_INT, exchange->comm),
        "MPI_Alltoall", error);
  for (int q = 0; status == GIMMIK_OK && q < part->parts; q++)
    if (mine[q] != theirs[q])
      status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                                "rank %d holds %d nodes of rank %d, which "
                                "holds %d of it: their parts come from "
                                "different meshes, numberings or owners",
                                part->rank, mine[q], q, theirs[q]);
  free(mine);
  free(theirs);
  return status;
}

/* Each neighbour's segment names the same global ids as ours. */
static gimmik_status compare_ids(gimmik_exchange *exchange,
                                 gimmik_error *error) {
  const gimmik_part *part = exchange->part;
  int length = exchange->length, count = part->neighbour_count;
  long long *sent = malloc(((size_t)length + 1) * sizeof *sent);
  long long *got = malloc(((size_t)length + 1) * sizeof *got);
  if (!sent || !got) {
    free(sent);
    free(got);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  }
  for (int p = 0; p < length; p++)
    sent[p] = part->interface_ids[part->buffer_nodes[p]];
  int code = MPI_SUCCESS;
  for (int k = 0; k < count && code == MPI_SUCCESS; k++) {
    int at = part->buffer_offsets[k], n = part->buffer_offsets[k + 1] - at;
    code = MPI_Irecv(got + at, n, MPI_LONG_LONG, part->neighbours[k],
                     exchange_tag, exchange->comm, &exchange->requests[k]);
    if (code == MPI_SUCCESS)
      code = MPI_Isend(sent + at, n, MPI_LONG_LONG, part->neighbours[k],
                       exchange_tag, exchange->comm,
                       &exchange->requests[count + k]);
  }
  if (code == MPI_SUCCESS)
    code = MPI_Waitall(2 * count, exchange->requests, MPI_STATUSES_IGNORE);
  gimmik_status status =
      gimmik_parallel_mpi_status(code, "exchanging node ids", error);
  for (int p = 0; status == GIMMIK_OK && p < length; p++)
    if (sent[p] != got[p]) {
      int k = 0;
      while (part->buffer_offsets[k + 1] <= p) k++;
      status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                                "rank %d shares node %lld with rank %d, "
                                "which names node %lld there: their parts "
                                "come from different numberings",
                                part->rank, sent[p], part->neighbours[k],
                                got[p]);
    }
  free(sent);
  free(got);
  return status;
}

/* The private communicator, then both checks, each agreed on. */
static gimmik_status connect(MPI_Comm comm, gimmik_exchange *exchange,
                             gimmik_error *error) {
  gimmik_error local;
  gimmik_error_init(&local);
  gimmik_status status = gimmik_parallel_mpi_status(
      MPI_Comm_dup(comm, &exchange->comm), "MPI_Comm_dup", &local);
  if (status == GIMMIK_OK)
    MPI_Comm_set_errhandler(exchange->comm, MPI_ERRORS_RETURN);
  else
    exchange->comm = MPI_COMM_NULL;
  status = gimmik_parallel_agree(comm, status, &local, error);
  if (status == GIMMIK_OK)
    status = gimmik_parallel_agree(comm, compare_counts(exchange, &local),
                                   &local, error);
  if (status == GIMMIK_OK)
    status = gimmik_parallel_agree(comm, compare_ids(exchange, &local),
                                   &local, error);
  gimmik_error_clear(&local);
  return status;
}

static void release(gimmik_exchange *exchange) {
  gimmik_exchange_device_release(exchange->device);
  if (exchange->comm != MPI_COMM_NULL) MPI_Comm_free(&exchange->comm);
  free(exchange->send);
  free(exchange->receive);
  free(exchange->requests);
  free(exchange);
}

gimmik_status gimmik_exchange_create(MPI_Comm comm, const gimmik_part *part,
                                     gimmik_dtype dtype,
                                     gimmik_exchange **exchange,
                                     gimmik_error *error) {
  if (comm == MPI_COMM_NULL)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_create: comm is MPI_COMM_NULL");
  if (exchange) *exchange = NULL;
  gimmik_error local;
  gimmik_error_init(&local);
  gimmik_status status = check_create(comm, part, dtype, exchange, &local);
  gimmik_exchange *made = NULL;
  if (status == GIMMIK_OK) {
    made = calloc(1, sizeof *made);
    if (made) {
      made->comm = MPI_COMM_NULL;
      made->part = part;
      made->dtype = dtype;
      status = allocate(made, &local);
    } else {
      status = gimmik_error_set(&local, GIMMIK_ERROR_MEMORY, "out of memory");
    }
  }
  status = gimmik_parallel_agree(comm, status, &local, error);
  gimmik_error_clear(&local);
  if (status == GIMMIK_OK) status = connect(comm, made, error);
  if (status != GIMMIK_OK) {
    if (made) release(made);
    return status;
  }
  *exchange = made;
  return GIMMIK_OK;
}

gimmik_status gimmik_exchange_destroy(gimmik_exchange *exchange,
                                      gimmik_error *error) {
  if (!exchange) return GIMMIK_OK;
  gimmik_status status = GIMMIK_OK;
  if (exchange->in_flight) status = gimmik_exchange_wait(exchange, error);
  release(exchange);
  return status;
}

gimmik_status gimmik_exchange_post(gimmik_exchange *exchange,
                                   const void *send, void *receive,
                                   gimmik_error *error) {
  if (!exchange)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_post: exchange must not be "
                            "NULL");
  if (exchange->in_flight)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_post: an exchange is in flight; "
                            "wait for it first");
  if (exchange->length > 0 && (!send || !receive))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_post: send and receive must not "
                            "be NULL");
  const gimmik_part *part = exchange->part;
  int count = part->neighbour_count;
  for (int k = 0; k < 2 * count; k++) exchange->requests[k] = MPI_REQUEST_NULL;
  exchange->in_flight = 1;
  int code = MPI_SUCCESS;
  for (int k = 0; k < count && code == MPI_SUCCESS; k++) {
    int at = part->buffer_offsets[k], n = part->buffer_offsets[k + 1] - at;
    size_t offset = (size_t)at * exchange->value_size;
    code = MPI_Irecv((char *)receive + offset, n, exchange->type,
                     part->neighbours[k], exchange_tag, exchange->comm,
                     &exchange->requests[k]);
    if (code == MPI_SUCCESS)
      code = MPI_Isend((const char *)send + offset, n, exchange->type,
                       part->neighbours[k], exchange_tag, exchange->comm,
                       &exchange->requests[count + k]);
  }
  return gimmik_parallel_mpi_status(code, "gimmik_exchange_post", error);
}

gimmik_status gimmik_exchange_wait(gimmik_exchange *exchange,
                                   gimmik_error *error) {
  if (!exchange || !exchange->in_flight)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_wait: no exchange in flight");
  exchange->in_flight = 0;
  int code = MPI_Waitall(2 * exchange->part->neighbour_count,
                         exchange->requests, MPI_STATUSES_IGNORE);
  return gimmik_parallel_mpi_status(code, "gimmik_exchange_wait", error);
}

gimmik_status gimmik_exchange_start(gimmik_exchange *exchange,
                                    const void *field, gimmik_error *error) {
  if (!exchange)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_start: exchange must not be "
                            "NULL");
  gimmik_status status = gimmik_part_pack(exchange->part, exchange->dtype,
                                          field, exchange->send, error);
  if (status != GIMMIK_OK) return status;
  return gimmik_exchange_post(exchange, exchange->send, exchange->receive,
                              error);
}

gimmik_status gimmik_exchange_finish(gimmik_exchange *exchange, void *field,
                                     gimmik_error *error) {
  gimmik_status status = gimmik_exchange_wait(exchange, error);
  if (status != GIMMIK_OK) return status;
  return gimmik_part_unpack(exchange->part, exchange->dtype, exchange->send,
                            exchange->receive, field, error);
}

gimmik_status gimmik_exchange_dss(gimmik_exchange *exchange, void *field,
                                  gimmik_error *error) {
  gimmik_status status = gimmik_exchange_start(exchange, field, error);
  if (status != GIMMIK_OK) return status;
  /* The exchange is in flight: finish it whatever the local sums do. */
  status = gimmik_part_dss_local(exchange->part, exchange->dtype, field,
                                 error);
  gimmik_status finished = gimmik_exchange_finish(
      exchange, field, status == GIMMIK_OK ? error : NULL);
  return status != GIMMIK_OK ? status : finished;
}

gimmik_status gimmik_exchange_sum(gimmik_exchange *exchange, int count,
                                  double *values, gimmik_error *error) {
  if (!exchange || count < 0 || (count > 0 && !values))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_exchange_sum: exchange and values must "
                            "not be NULL, count = %d at least 0", count);
  int code = MPI_Allreduce(MPI_IN_PLACE, values, count, MPI_DOUBLE, MPI_SUM,
                           exchange->comm);
  return gimmik_parallel_mpi_status(code, "gimmik_exchange_sum", error);
}
