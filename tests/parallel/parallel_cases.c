/* parallel_cases.c: see parallel_cases.h. */
#include "parallel_cases.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "dss_reference.h"
#include "random.h"

gimmik_mesh *case_box(int ex, int ey, int ez, const char *deformation) {
  gimmik_box_options options;
  gimmik_box_options_init(&options);
  options.elements[0] = ex;
  options.elements[1] = ey;
  options.elements[2] = ez;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = NULL;
  CHECK_OK(gimmik_deformation_parse(deformation, &options, &error), &error);
  CHECK_OK(gimmik_mesh_create_box(&options, &mesh, &error), &error);
  return mesh;
}

gimmik_mesh *case_gmsh(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = NULL;
  CHECK_OK(gimmik_mesh_read_gmsh("mesh/data/subdivided.msh", &mesh, &error),
           &error);
  return mesh;
}

double *case_random_field(long long count, unsigned long long seed) {
  double *field = malloc(((size_t)count + 1) * sizeof *field);
  uint64_t state = seed;
  for (long long i = 0; field && i < count; i++)
    field[i] = gimmik_random_nonzero(&state);
  return field;
}

static long long node_count(const gimmik_part *part) {
  long long n = gimmik_part_points(part);
  return n * n * n;
}

void *case_restrict(const gimmik_part *part, const double *whole,
                    gimmik_dtype dtype) {
  long long local = gimmik_part_local_count(part);
  long long nodes = node_count(part);
  const long long *ids = gimmik_part_element_ids(part);
  void *out = malloc(((size_t)local + 1) * (size_t)gimmik_dtype_size(dtype));
  for (long long l = 0; out && l < local; l++) {
    double value = whole[ids[l / nodes] * nodes + l % nodes];
    if (dtype == GIMMIK_F32)
      ((float *)out)[l] = (float)value;
    else
      ((double *)out)[l] = value;
  }
  return out;
}

void case_reference_dss(const gimmik_numbering *numbering,
                        const double *whole, double **sum,
                        double **magnitude) {
  long long count = gimmik_numbering_local_count(numbering);
  *sum = malloc((size_t)count * sizeof **sum);
  *magnitude = malloc((size_t)count * sizeof **magnitude);
  for (long long i = 0; i < count; i++) {
    (*sum)[i] = whole[i];
    (*magnitude)[i] = fabs(whole[i]);
  }
  dss_reference(numbering, *sum);
  dss_reference(numbering, *magnitude);
}

double case_worst_gap(const gimmik_part *part, const void *got,
                      gimmik_dtype dtype, const double *want,
                      const double *magnitude) {
  long long local = gimmik_part_local_count(part);
  long long nodes = node_count(part);
  const long long *ids = gimmik_part_element_ids(part);
  double eps = dtype == GIMMIK_F32 ? FLT_EPSILON : DBL_EPSILON, worst = 0.0;
  for (long long l = 0; l < local; l++) {
    long long at = ids[l / nodes] * nodes + l % nodes;
    double value = dtype == GIMMIK_F32 ? ((const float *)got)[l]
                                       : ((const double *)got)[l];
    double gap = fabs(value - want[at]) / (magnitude[at] * eps);
    if (!(gap <= worst)) worst = isnan(gap) ? INFINITY : gap;
  }
  return worst;
}

int case_neighbour_index(const gimmik_exchange_plan *plan, int rank) {
  for (int k = 0; k < plan->neighbour_count; k++)
    if (plan->neighbours[k] == rank) return k;
  return -1;
}

void case_pass_buffers(gimmik_part *const *parts, int count,
                       char *const *sends, char *const *receives,
                       size_t size) {
  for (int r = 0; r < count; r++) {
    gimmik_exchange_plan plan, other;
    gimmik_part_plan(parts[r], &plan);
    for (int k = 0; k < plan.neighbour_count; k++) {
      gimmik_part_plan(parts[plan.neighbours[k]], &other);
      int back = case_neighbour_index(&other, r);
      if (back < 0) continue;
      memcpy(receives[r] + (size_t)plan.buffer_offsets[k] * size,
             sends[plan.neighbours[k]] +
                 (size_t)other.buffer_offsets[back] * size,
             (size_t)(plan.buffer_offsets[k + 1] - plan.buffer_offsets[k]) *
                 size);
    }
  }
}

/* The position of element-major local index `local` in the layout. */
static long long in_layout(long long local, long long nodes, int block) {
  if (block == 0) return local;
  long long e = local / nodes, node = local % nodes;
  return (e / block * nodes + node) * block + e % block;
}

static void copy_value(gimmik_dtype dtype, void *to, long long at,
                       const void *from, long long from_at) {
  size_t size = (size_t)gimmik_dtype_size(dtype);
  memcpy((char *)to + (size_t)at * size,
         (const char *)from + (size_t)from_at * size, size);
}

void *case_to_layout(const gimmik_part *part, const void *field,
                     gimmik_dtype dtype, int block, long long *count) {
  long long nodes = node_count(part), elements = gimmik_part_elements(part);
  long long padded = block ? (elements + block - 1) / block * block
                           : elements;
  *count = padded * nodes;
  void *layout = malloc(((size_t)*count + 1) *
                        (size_t)gimmik_dtype_size(dtype));
  for (long long i = 0; layout && i < *count; i++)
    if (dtype == GIMMIK_F32) ((float *)layout)[i] = NAN;
    else ((double *)layout)[i] = NAN;
  for (long long l = 0; layout && l < elements * nodes; l++)
    copy_value(dtype, layout, in_layout(l, nodes, block), field, l);
  return layout;
}

void case_from_layout(const gimmik_part *part, const void *layout,
                      gimmik_dtype dtype, int block, void *field) {
  long long nodes = node_count(part);
  for (long long l = 0; l < gimmik_part_local_count(part); l++)
    copy_value(dtype, field, l, layout, in_layout(l, nodes, block));
}

void *case_upload(gimmik_context *context, const gimmik_part *part,
                  const void *field, gimmik_dtype dtype, int block) {
  gimmik_error error;
  gimmik_error_init(&error);
  long long count = 0;
  void *layout = case_to_layout(part, field, dtype, block, &count);
  size_t bytes = ((size_t)count + 1) * (size_t)gimmik_dtype_size(dtype);
  void *memory = NULL;
  CHECK_OK(gimmik_memory_alloc(context, bytes, &memory, &error), &error);
  CHECK_OK(gimmik_memory_write(context, memory, 0, bytes, layout, NULL,
                               &error), &error);
  free(layout);
  return memory;
}

void case_download(gimmik_context *context, const gimmik_part *part,
                   void *memory, gimmik_dtype dtype, int block, void *field) {
  gimmik_error error;
  gimmik_error_init(&error);
  long long count = 0;
  void *layout = case_to_layout(part, field, dtype, block, &count);
  CHECK_OK(gimmik_memory_read(context, memory, 0,
                              (size_t)count * (size_t)gimmik_dtype_size(dtype),
                              layout, NULL, &error), &error);
  case_from_layout(part, layout, dtype, block, field);
  free(layout);
}

int case_interface_same(const gimmik_part *part, const void *a,
                        const void *b, gimmik_dtype dtype) {
  gimmik_exchange_plan plan;
  gimmik_part_plan(part, &plan);
  size_t size = (size_t)gimmik_dtype_size(dtype);
  int same = 1;
  for (int c = 0; c < plan.copy_offsets[plan.interface_count]; c++) {
    size_t at = (size_t)plan.copies[c] * size;
    same &= !memcmp((const char *)a + at, (const char *)b + at, size);
  }
  return same;
}

void case_poison_interface(const gimmik_part *part, gimmik_dtype dtype,
                           void *field) {
  gimmik_exchange_plan plan;
  gimmik_part_plan(part, &plan);
  for (int c = 0; c < plan.copy_offsets[plan.interface_count]; c++)
    if (dtype == GIMMIK_F32) ((float *)field)[plan.copies[c]] = NAN;
    else ((double *)field)[plan.copies[c]] = NAN;
}

/* Whether every copy of each shared node of `whole` (the whole mesh's
 * field) holds the same bits. */
static int copies_same(const gimmik_numbering *numbering,
                       const double *whole) {
  const long long *offsets = gimmik_numbering_shared_offsets(numbering);
  const long long *indices = gimmik_numbering_shared_indices(numbering);
  int same = 1;
  for (long long s = 0; s < gimmik_numbering_shared_count(numbering); s++)
    for (long long c = offsets[s] + 1; c < offsets[s + 1]; c++)
      same &= !memcmp(&whole[indices[c]], &whole[indices[offsets[s]]],
                      sizeof *whole);
  return same;
}

void case_copies_agree(MPI_Comm comm, const gimmik_part *part,
                       const gimmik_numbering *numbering,
                       const double *field) {
  int rank = 0, size = 0;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &size);
  int nodes = (int)node_count(part), count = (int)gimmik_part_elements(part);
  long long total = gimmik_numbering_local_count(numbering) / nodes;
  int *counts = malloc((size_t)size * sizeof *counts);
  int *starts = malloc((size_t)size * sizeof *starts);
  int *value_counts = malloc((size_t)size * sizeof *value_counts);
  int *value_starts = malloc((size_t)size * sizeof *value_starts);
  long long *ids = malloc((size_t)total * sizeof *ids);
  double *gathered = malloc((size_t)(total * nodes) * sizeof *gathered);
  MPI_Gather(&count, 1, MPI_INT, counts, 1, MPI_INT, 0, comm);
  for (int r = 0, at = 0; rank == 0 && r < size; at += counts[r++]) {
    starts[r] = at;
    value_counts[r] = counts[r] * nodes;
    value_starts[r] = at * nodes;
  }
  MPI_Gatherv(gimmik_part_element_ids(part), count, MPI_LONG_LONG, ids,
              counts, starts, MPI_LONG_LONG, 0, comm);
  MPI_Gatherv(field, count * nodes, MPI_DOUBLE, gathered, value_counts,
              value_starts, MPI_DOUBLE, 0, comm);
  if (rank == 0) {
    double *whole = malloc((size_t)(total * nodes) * sizeof *whole);
    for (long long e = 0; e < total; e++)
      memcpy(whole + ids[e] * nodes, gathered + e * nodes,
             (size_t)nodes * sizeof *whole);
    CHECK(copies_same(numbering, whole));
    free(whole);
  }
  free(counts);
  free(starts);
  free(value_counts);
  free(value_starts);
  free(ids);
  free(gathered);
}

int case_finish(const char *test_name) {
  int rank = 0, failures = check_failures, total = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Allreduce(&failures, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  check_failures = total;
  MPI_Finalize();
  return rank == 0 ? check_finish(test_name) : total != 0;
}

int case_rank_open(gimmik_mesh *mesh, int points,
                   const gimmik_partition_options *options,
                   unsigned long long seed, case_rank *c) {
  gimmik_error error;
  gimmik_error_init(&error);
  memset(c, 0, sizeof *c);
  c->mesh = mesh;
  CHECK_OK(gimmik_mesh_number(mesh, points, NULL, &c->numbering, &error),
           &error);
  CHECK_OK(gimmik_parallel_part(MPI_COMM_WORLD, mesh, c->numbering, options,
                                &c->part, &error), &error);
  if (!c->part) {
    case_rank_close(c);
    return 0;
  }
  c->whole = case_random_field(gimmik_numbering_local_count(c->numbering),
                               seed);
  case_reference_dss(c->numbering, c->whole, &c->want, &c->magnitude);
  return 1;
}

void case_rank_close(case_rank *c) {
  free(c->whole);
  free(c->want);
  free(c->magnitude);
  gimmik_part_destroy(c->part);
  gimmik_numbering_destroy(c->numbering);
  gimmik_mesh_destroy(c->mesh);
  memset(c, 0, sizeof *c);
}

gimmik_status case_open_context(gimmik_backend backend, char folder[64],
                                gimmik_context **context,
                                gimmik_error *error) {
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  *context = NULL;
  snprintf(folder, 64, "/tmp/gimmik-mpi-test-XXXXXX");
  if (rank == 0 && !mkdtemp(folder)) folder[0] = '\0';
  MPI_Bcast(folder, 64, MPI_CHAR, 0, MPI_COMM_WORLD);
  gimmik_status status = GIMMIK_ERROR_IO;
  if (folder[0]) {
    gimmik_context_options options;
    gimmik_context_options_init(&options);
    options.backend = backend;
    options.cache_dir = folder;
    options.tuning = GIMMIK_TUNE_NEVER;
    status = gimmik_context_create(&options, context, error);
  } else {
    gimmik_error_set(error, GIMMIK_ERROR_IO, "no folder under /tmp");
  }
  int failed = status != GIMMIK_OK, any = 0;
  MPI_Allreduce(&failed, &any, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  if (any && status == GIMMIK_OK) {
    gimmik_context_destroy(*context, NULL);
    *context = NULL;
    status = gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                              "another rank has no such device");
  }
  return status;
}

void case_close_context(gimmik_context *context, const char *folder) {
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  gimmik_context_destroy(context, NULL);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0 && folder[0]) {
    char command[96];
    snprintf(command, sizeof command, "rm -rf '%s'", folder);
    if (system(command) != 0) fprintf(stderr, "could not remove %s\n", folder);
  }
}

double case_largest_gap(MPI_Comm comm, const gimmik_part *part,
                        const double *got, const double *whole) {
  double *want = case_restrict(part, whole, GIMMIK_F64), worst = 0.0;
  for (long long l = 0; l < gimmik_part_local_count(part); l++) {
    double gap = fabs(got[l] - want[l]);
    if (!(gap <= worst)) worst = gap;
  }
  free(want);
  double all = 0.0;
  MPI_Allreduce(&worst, &all, 1, MPI_DOUBLE, MPI_MAX, comm);
  return all;
}

int case_start_device(int *argc, char ***argv, gimmik_context **context,
                      char folder[64]) {
  MPI_Init(argc, argv);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  gimmik_backend backend = GIMMIK_BACKEND_C;
  gimmik_error error;
  gimmik_error_init(&error);
  if (*argc != 2 || gimmik_backend_parse((*argv)[1], &backend, &error)) {
    if (rank == 0) fprintf(stderr, "usage: %s c | opencl\n", (*argv)[0]);
    MPI_Finalize();
    return 2;
  }
  if (case_open_context(backend, folder, context, &error) != GIMMIK_OK) {
    if (rank == 0) printf("skipped: %s\n", error.message);
    case_close_context(*context, folder);
    MPI_Finalize();
    return 77;
  }
  return 0;
}
