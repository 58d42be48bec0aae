/*
 * bp5_mpi.h: `gimmikc-mpi bp5` (bp5_mpi.c), BP5 across MPI ranks.
 */
#ifndef GIMMIKC_BP5_MPI_H
#define GIMMIKC_BP5_MPI_H

/* The whole command on this rank, argv[1] being "bp5", MPI initialised;
 * returns the exit status (the same on every rank). */
int gimmikc_bp5_mpi(int argc, char **argv);

#endif
