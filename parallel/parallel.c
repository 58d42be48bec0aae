/* parallel.c: the collective set-up of gimmik/parallel.h: the partition
 * every rank computes and checks against the others', this rank's part,
 * its rank on its node, and what the MPI library says of device memory. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "parallel/parallel_internal.h"

#if defined(OPEN_MPI) && OPEN_MPI
#include <mpi-ext.h>
#endif

/* FNV-1a over `bytes`, continuing from `hash`. */
static uint64_t digest(uint64_t hash, const void *data, size_t bytes) {
  const unsigned char *byte = data;
  for (size_t i = 0; i < bytes; i++) {
    hash ^= byte[i];
    hash *= UINT64_C(0x100000001b3);
  }
  return hash;
}

/* The mesh and the owners, as one number to compare across ranks. */
static uint64_t partition_digest(const gimmik_mesh *mesh, const int *owner) {
  long long elements = gimmik_mesh_elements(mesh);
  uint64_t hash = UINT64_C(0xcbf29ce484222325);
  hash = digest(hash, &elements, sizeof elements);
  hash = digest(hash, gimmik_mesh_vertices(mesh),
                (size_t)elements * 24 * sizeof(double));
  hash = digest(hash, gimmik_mesh_vertex_ids(mesh),
                (size_t)elements * 8 * sizeof(long long));
  return digest(hash, owner, (size_t)elements * sizeof *owner);
}

static gimmik_status compare_digests(MPI_Comm comm, uint64_t mine,
                                     gimmik_error *error) {
  uint64_t low = 0, high = 0;
  gimmik_status status = gimmik_parallel_mpi_status(
      MPI_Allreduce(&mine, &low, 1, MPI_UINT64_T, MPI_MIN, comm),
      "MPI_Allreduce", error);
  if (status == GIMMIK_OK)
    status = gimmik_parallel_mpi_status(
        MPI_Allreduce(&mine, &high, 1, MPI_UINT64_T, MPI_MAX, comm),
        "MPI_Allreduce", error);
  if (status == GIMMIK_OK && low != high)
    status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "the ranks hold different meshes or reached "
                              "different partitions of it");
  return status;
}

gimmik_status gimmik_parallel_partition(
    MPI_Comm comm, const gimmik_mesh *mesh,
    const gimmik_partition_options *options, int *owner,
    gimmik_error *error) {
  if (comm == MPI_COMM_NULL)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_parallel_partition: comm is "
                            "MPI_COMM_NULL");
  int size = 0;
  MPI_Comm_size(comm, &size);
  gimmik_error local;
  gimmik_error_init(&local);
  gimmik_status status = gimmik_partition_mesh(mesh, size, options, owner,
                                               &local);
  status = gimmik_parallel_agree(comm, status, &local, error);
  gimmik_error_clear(&local);
  if (status != GIMMIK_OK) return status;
  return compare_digests(comm, partition_digest(mesh, owner), error);
}

gimmik_status gimmik_parallel_part(MPI_Comm comm, const gimmik_mesh *mesh,
                                   const gimmik_numbering *numbering,
                                   const gimmik_partition_options *options,
                                   gimmik_part **part, gimmik_error *error) {
  if (comm == MPI_COMM_NULL)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_parallel_part: comm is MPI_COMM_NULL");
  if (part) *part = NULL;
  gimmik_error local;
  gimmik_error_init(&local);
  int *owner = NULL;
  gimmik_status status = GIMMIK_OK;
  if (!mesh || !numbering || !part)
    status = gimmik_error_set(&local, GIMMIK_ERROR_ARGUMENT,
                              "gimmik_parallel_part: mesh, numbering and "
                              "part must not be NULL");
  else if (!(owner = malloc(((size_t)gimmik_mesh_elements(mesh) + 1) *
                            sizeof *owner)))
    status = gimmik_error_set(&local, GIMMIK_ERROR_MEMORY, "out of memory");
  status = gimmik_parallel_agree(comm, status, &local, error);
  if (status == GIMMIK_OK)
    status = gimmik_parallel_partition(comm, mesh, options, owner, error);
  if (status == GIMMIK_OK) {
    int rank = 0, size = 0;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    gimmik_part_order order =
        options ? options->order : GIMMIK_PART_ORDER_AUTO;
    status = gimmik_part_create(mesh, numbering, size, owner, rank, order,
                                part, &local);
    status = gimmik_parallel_agree(comm, status, &local, error);
    if (status != GIMMIK_OK) {
      gimmik_part_destroy(*part);
      *part = NULL;
    }
  }
  gimmik_error_clear(&local);
  free(owner);
  return status;
}

gimmik_status gimmik_parallel_local_rank(MPI_Comm comm, int *local_rank,
                                         int *local_size,
                                         gimmik_error *error) {
  if (comm == MPI_COMM_NULL || !local_rank || !local_size)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_parallel_local_rank: comm must not be "
                            "MPI_COMM_NULL, local_rank and local_size not "
                            "NULL");
  MPI_Comm node = MPI_COMM_NULL;
  gimmik_status status = gimmik_parallel_mpi_status(
      MPI_Comm_split_type(comm, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL,
                          &node),
      "MPI_Comm_split_type", error);
  if (status != GIMMIK_OK) return status;
  MPI_Comm_rank(node, local_rank);
  MPI_Comm_size(node, local_size);
  return gimmik_parallel_mpi_status(MPI_Comm_free(&node), "MPI_Comm_free",
                                    error);
}

int gimmik_parallel_cuda_aware(void) {
#if defined(MPIX_CUDA_AWARE_SUPPORT)
  return MPIX_Query_cuda_support() == 1;
#elif defined(MPIX_GPU_SUPPORT_CUDA)
  int supported = 0;
  return MPIX_GPU_query_support(MPIX_GPU_SUPPORT_CUDA, &supported) ==
             MPI_SUCCESS &&
         supported;
#else
  return 0;
#endif
}
