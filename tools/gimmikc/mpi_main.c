/*
 * mpi_main.c: gimmikc-mpi, the commands of gimmikc that run across MPI
 * ranks (libgimmik_parallel): `mpirun -np P gimmikc-mpi bp5 ...`.  A tool
 * of its own so that gimmikc itself needs no MPI library to start.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

#include "bp5_mpi.h"
#include "options.h"

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank = 0, status = EXIT_USAGE;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc >= 2 && !strcmp(argv[1], "bp5"))
    status = gimmikc_bp5_mpi(argc, argv);
  else if (rank == 0)
    fprintf(stderr, "usage: mpirun -np P gimmikc-mpi bp5 [options] "
            "(gimmikc-mpi bp5 --help)\n");
  MPI_Finalize();
  return status;
}
