/*
 * parallel_internal.h (internal): the part and exchange objects of
 * gimmik/parallel.h, the steps that build a part (part.c, part_plan.c),
 * and what the MPI calls share (agree.c).
 */
#ifndef GIMMIK_PARALLEL_INTERNAL_H
#define GIMMIK_PARALLEL_INTERNAL_H

#include "gimmik/parallel.h"

struct gimmik_part {
  int rank, parts, points;
  long long elements;
  long long *element_ids; /* elements */
  double *vertices;       /* elements * 24 */
  int box[3];             /* Ex, Ey, Ez when the part is a box, else 0 */
  long long boundary_count;
  int *boundary;          /* boundary_count local elements */
  long long local_count;  /* elements * N^3 */
  long long unique_count; /* of the whole mesh */
  long long *global;      /* per local index */
  int *multiplicity;      /* per local index, copies on all ranks */
  unsigned char *mask;    /* per local index */
  int local_shared;       /* the local lists */
  int *local_offsets, *local_indices;
  /* The exchange plan (gimmik_exchange_plan names the fields). */
  int interface_count;
  long long *interface_ids;
  int *copy_offsets, *copies;
  int neighbour_count;
  int *neighbours, *buffer_offsets, *buffer_nodes;
  int *sum_offsets, *sum_sources;
};

/* The device side of an exchange (exchange_device.c): the part's DSS
 * with its pack and unpack kernels, and the buffers MPI reads. */
typedef struct exchange_device {
  gimmik_context *context;
  gimmik_dss *dss;
  gimmik_transport transport;  /* DEVICE or STAGED */
  void *buffers;               /* 2L values of the context's memory: the
                                  send buffer, then the receive buffer */
} exchange_device;

struct gimmik_exchange {
  MPI_Comm comm;
  const gimmik_part *part;
  gimmik_dtype dtype;
  MPI_Datatype type;
  size_t value_size;
  int length;             /* L: values in each buffer */
  void *send, *receive;   /* host buffers: of start and finish, and the
                             stage of a device exchange */
  MPI_Request *requests;  /* receives, then sends: 2 per neighbour */
  int in_flight;
  exchange_device *device; /* NULL: an exchange of host fields alone */
};

/* Free a device side (NULL: nothing), its memory and its DSS. */
void gimmik_exchange_device_release(exchange_device *device);

/* The nodes of a part before its plan: each distinct global id the part
 * holds ("slot", ascending id) and the other ranks that hold it. */
typedef struct part_holders {
  int slots;
  long long *ids;      /* slots global ids, ascending */
  int *copy_offsets;   /* slots + 1: the slot's local copies */
  int *copies;         /* ascending local index within a slot */
  int *rank_offsets;   /* slots + 1: the other ranks holding the slot */
  int *ranks;          /* ascending within a slot */
} part_holders;

void gimmik_part_holders_free(part_holders *holders);

/* The local lists and the exchange plan from `holders` (part_plan.c). */
gimmik_status gimmik_part_plan_build(gimmik_part *part,
                                     const part_holders *holders,
                                     gimmik_error *error);

/* The owners from METIS on the element graph, 2 <= parts <= elements
 * (partition_graph.c); GIMMIK_ERROR_UNSUPPORTED in a build without it. */
gimmik_status gimmik_partition_graph(const gimmik_mesh *mesh, int parts,
                                     int *owner, gimmik_error *error);

/* An MPI call's return code as a status: GIMMIK_ERROR_BACKEND naming
 * `call` and MPI's own words for the code. */
gimmik_status gimmik_parallel_mpi_status(int code, const char *call,
                                         gimmik_error *error);

#endif
