/* consumer.c: the installed libgimmik_parallel used by a program of
 * someone else's: a box split across the ranks, whose distributed DSS of
 * ones must give every node's multiplicity.  Exits 0 on every rank when
 * all agree. */
#include <stdio.h>
#include <stdlib.h>

#include "gimmik/parallel.h"

static int fail(const gimmik_error *error) {
  fprintf(stderr, "consumer: %s\n", error->message);
  return 1;
}

static int run(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_box_options box;
  gimmik_box_options_init(&box);
  box.elements[0] = 2;
  box.elements[1] = 2;
  gimmik_mesh *mesh = NULL;
  gimmik_numbering *numbering = NULL;
  gimmik_part *part = NULL;
  gimmik_exchange *exchange = NULL;
  if (gimmik_mesh_create_box(&box, &mesh, &error) ||
      gimmik_mesh_number(mesh, 3, NULL, &numbering, &error) ||
      gimmik_parallel_part(MPI_COMM_WORLD, mesh, numbering, NULL, &part,
                           &error) ||
      gimmik_exchange_create(MPI_COMM_WORLD, part, GIMMIK_F64, &exchange,
                             &error))
    return fail(&error);
  long long count = gimmik_part_local_count(part);
  double *ones = malloc((size_t)count * sizeof *ones);
  for (long long l = 0; l < count; l++) ones[l] = 1.0;
  if (gimmik_exchange_dss(exchange, ones, &error)) return fail(&error);
  int wrong = 0;
  for (long long l = 0; l < count; l++)
    wrong += ones[l] != gimmik_part_multiplicity(part)[l];
  free(ones);
  gimmik_exchange_destroy(exchange, NULL);
  gimmik_part_destroy(part);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
  if (wrong) fprintf(stderr, "consumer: %d nodes summed wrong\n", wrong);
  return wrong != 0;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int failed = run(), any = 0;
  MPI_Allreduce(&failed, &any, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  MPI_Finalize();
  return any;
}
