/* agree.c: the ranks agree on the outcome of a collective step, so that
 * none waits in a later call for a rank that has returned an error
 * (gimmik/parallel.h); and MPI's return codes as statuses
 * (parallel_internal.h). */
#include <stdio.h>
#include <string.h>

#include "parallel/parallel_internal.h"

gimmik_status gimmik_parallel_mpi_status(int code, const char *call,
                                         gimmik_error *error) {
  if (code == MPI_SUCCESS) return GIMMIK_OK;
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  if (MPI_Error_string(code, text, &length) != MPI_SUCCESS)
    snprintf(text, sizeof text, "error code %d", code);
  return gimmik_error_set(error, GIMMIK_ERROR_BACKEND, "%s: %s", call, text);
}

gimmik_status gimmik_parallel_agree(MPI_Comm comm, gimmik_status status,
                                    const gimmik_error *local,
                                    gimmik_error *error) {
  int rank = 0, size = 0, first = 0;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &size);
  int mine = status == GIMMIK_OK ? size : rank;
  int code = MPI_Allreduce(&mine, &first, 1, MPI_INT, MPI_MIN, comm);
  if (code != MPI_SUCCESS)
    return gimmik_parallel_mpi_status(code, "MPI_Allreduce", error);
  if (first == size) return GIMMIK_OK;
  struct {
    int status;
    char message[GIMMIK_ERROR_MESSAGE_SIZE];
  } word;
  memset(&word, 0, sizeof word);
  if (rank == first) {
    word.status = (int)status;
    snprintf(word.message, sizeof word.message, "%s", local->message);
  }
  code = MPI_Bcast(&word, (int)sizeof word, MPI_BYTE, first, comm);
  if (code != MPI_SUCCESS)
    return gimmik_parallel_mpi_status(code, "MPI_Bcast", error);
  return gimmik_error_set(error, (gimmik_status)word.status, "rank %d: %s",
                          first, word.message);
}
