/*
 * parallel_cases.h: what the tests of gimmik/parallel.h share: their
 * meshes, random fields on the whole mesh, a field restricted to a part,
 * and the single-rank DSS they compare against.
 */
#ifndef GIMMIK_TEST_PARALLEL_CASES_H
#define GIMMIK_TEST_PARALLEL_CASES_H

#include "gimmik/device.h"
#include "gimmik/parallel.h"

/* A box of ex x ey x ez elements with a deformation as the command line
 * gives it ("none", "smooth"...); NULL (and a failed check) on error. */
gimmik_mesh *case_box(int ex, int ey, int ez, const char *deformation);

/* The unstructured Gmsh fixture (tests/mesh/data/subdivided.msh), read
 * from the tests folder. */
gimmik_mesh *case_gmsh(void);

/* `count` random values, none near zero, from `seed`; malloc'd. */
double *case_random_field(long long count, unsigned long long seed);

/* The values of `part`'s local nodes taken from a field on the whole
 * mesh (element-major), as doubles or floats by dtype; malloc'd. */
void *case_restrict(const gimmik_part *part, const double *whole,
                    gimmik_dtype dtype);

/* The single-rank DSS of `whole` (a copy; malloc'd) and the DSS of its
 * magnitudes (the scale of each sum's rounding), both in long double. */
void case_reference_dss(const gimmik_numbering *numbering,
                        const double *whole, double **sum,
                        double **magnitude);

/* The largest |got - want| / (magnitude * eps) over a part's nodes, got
 * of the dtype; NaN counts as infinite. */
double case_worst_gap(const gimmik_part *part, const void *got,
                      gimmik_dtype dtype, const double *want,
                      const double *magnitude);

/* A part's field (element-major, of the dtype) in the layout of blocks
 * of `block` elements (0: element-major), the padding NaN; malloc'd,
 * `*count` values.  case_from_layout takes a layout's values back into
 * element-major order. */
void *case_to_layout(const gimmik_part *part, const void *field,
                     gimmik_dtype dtype, int block, long long *count);
void case_from_layout(const gimmik_part *part, const void *layout,
                      gimmik_dtype dtype, int block, void *field);

/* A part's field (element-major, of the dtype) into new memory of
 * `context` in the layout, and back from there. */
void *case_upload(gimmik_context *context, const gimmik_part *part,
                  const void *field, gimmik_dtype dtype, int block);
void case_download(gimmik_context *context, const gimmik_part *part,
                   void *memory, gimmik_dtype dtype, int block, void *field);

/* Whether the interface copies of two of a part's fields (element-major)
 * hold the same bits. */
int case_interface_same(const gimmik_part *part, const void *a,
                        const void *b, gimmik_dtype dtype);

/* Every interface copy of a part's field (element-major) set to NaN. */
void case_poison_interface(const gimmik_part *part, gimmik_dtype dtype,
                           void *field);

/* Rank 0 of `comm` gathers every rank's `field` (its part's values, as
 * doubles) into the whole mesh's layout and checks that every copy of
 * each shared node holds the same bits.  Collective. */
void case_copies_agree(MPI_Comm comm, const gimmik_part *part,
                       const gimmik_numbering *numbering,
                       const double *field);

/* One rank's share of a case across MPI_COMM_WORLD: `mesh` numbered at
 * `points`, this rank's part under `options`, a random field on the
 * whole mesh from `seed` and its single-rank DSS (case_reference_dss).
 * case_rank_open returns 0 (a check failed, all freed) when there is no
 * part; case_rank_close frees all of it, the mesh too.  Collective. */
typedef struct case_rank {
  gimmik_mesh *mesh;
  gimmik_numbering *numbering;
  gimmik_part *part;
  double *whole, *want, *magnitude;
} case_rank;

int case_rank_open(gimmik_mesh *mesh, int points,
                   const gimmik_partition_options *options,
                   unsigned long long seed, case_rank *c);
void case_rank_close(case_rank *c);

/* The end of a test across the ranks of MPI_COMM_WORLD: the failures of
 * every rank summed, MPI finalised; rank 0 reports (check_finish) and
 * every rank returns failure when any rank failed. */
int case_finish(const char *test_name);

/* A context of `backend` on every rank of MPI_COMM_WORLD, their binary
 * cache one folder that rank 0 makes (`folder`), tuning off; GIMMIK_OK
 * on every rank or on none.  case_close_context destroys it and, once
 * every rank has, removes the folder.  Collective. */
gimmik_status case_open_context(gimmik_backend backend, char folder[64],
                                gimmik_context **context,
                                gimmik_error *error);
void case_close_context(gimmik_context *context, const char *folder);

/* The start of a device test across ranks: MPI initialised, then the
 * context (case_open_context) of the backend argv[1] names (c or
 * opencl).  0: go on; else the exit status, MPI finalised (2: usage,
 * 77: no such device here). */
int case_start_device(int *argc, char ***argv, gimmik_context **context,
                      char folder[64]);

/* The largest |got - whole| over every rank's part (got: the part's
 * local values, whole: on the whole mesh, element-major; NaN counts as
 * infinite).  Collective. */
double case_largest_gap(MPI_Comm comm, const gimmik_part *part,
                        const double *got, const double *whole);

/* Index of `rank` among the neighbours of `plan`, or -1. */
int case_neighbour_index(const gimmik_exchange_plan *plan, int rank);

/* What MPI would deliver, in one process: each part r's receive buffer
 * filled from its neighbours' send buffers (values of `size` bytes). */
void case_pass_buffers(gimmik_part *const *parts, int count,
                       char *const *sends, char *const *receives,
                       size_t size);

#endif
