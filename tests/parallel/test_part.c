/*
 * test_part.c: partitions and parts of gimmik/parallel.h in one process,
 * without MPI: the bricks chosen and honoured, METIS's owners valid and
 * repeatable; every part of a partition checked against the whole
 * numbering (element order, global ids, multiplicity, mask, boundary
 * elements, local lists, the exchange plan the same on both sides of
 * every pair of neighbours, the sums in ascending rank order); the DSS of
 * all parts, their buffers passed by hand, against the single-rank
 * reference in f64 and f32, every copy of a node the same bits on every
 * part; bad arguments refused.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "parallel_cases.h"

/* ---- bricks ------------------------------------------------------------- */

static void expect_bricks(int ex, int ey, int ez, int parts, int px, int py,
                          int pz) {
  gimmik_error error;
  gimmik_error_init(&error);
  const int box[3] = {ex, ey, ez};
  int bricks[3] = {0, 0, 0};
  CHECK_OK(gimmik_partition_bricks(box, parts, bricks, &error), &error);
  CHECK(bricks[0] == px && bricks[1] == py && bricks[2] == pz);
}

static void test_bricks(void) {
  expect_bricks(4, 4, 4, 8, 2, 2, 2);
  expect_bricks(1, 1, 1, 1, 1, 1, 1);
  expect_bricks(8, 1, 1, 3, 3, 1, 1);
  /* (2,2,1) and (2,1,2) both give bricks of 6 across 16 faces: the
   * larger Py wins. */
  expect_bricks(6, 2, 2, 4, 2, 2, 1);
  /* Halving x leaves bricks of 9, halving y bricks of 10. */
  expect_bricks(5, 3, 1, 2, 2, 1, 1);
  /* Slabs: 30 faces between bricks of 12, against 48 for 3 x 2 x 1. */
  expect_bricks(12, 2, 3, 6, 6, 1, 1);
  gimmik_error error;
  gimmik_error_init(&error);
  int bricks[3];
  CHECK_FAILS(gimmik_partition_bricks((const int[3]){2, 2, 2}, 3, bricks,
                                      &error),
              &error, GIMMIK_ERROR_UNSUPPORTED, "no bricks");
  CHECK_FAILS(gimmik_partition_bricks((const int[3]){2, 2, 2}, 0, bricks,
                                      &error),
              &error, GIMMIK_ERROR_ARGUMENT, "at least 1");
  CHECK_FAILS(gimmik_partition_bricks((const int[3]){2, 0, 2}, 2, bricks,
                                      &error),
              &error, GIMMIK_ERROR_ARGUMENT, "at least 1");
  CHECK_FAILS(gimmik_partition_bricks(NULL, 2, bricks, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "NULL");
}

/* ---- owners ------------------------------------------------------------- */

static int *partition(const gimmik_mesh *mesh, int parts,
                      const gimmik_partition_options *options) {
  gimmik_error error;
  gimmik_error_init(&error);
  int *owner = malloc((size_t)gimmik_mesh_elements(mesh) * sizeof *owner);
  for (long long e = 0; e < gimmik_mesh_elements(mesh); e++) owner[e] = -7;
  CHECK_OK(gimmik_partition_mesh(mesh, parts, options, owner, &error),
           &error);
  return owner;
}

/* Every owner in range, every part holding an element. */
static void check_owners(const gimmik_mesh *mesh, int parts,
                         const int *owner) {
  int *count = calloc((size_t)parts, sizeof *count);
  int in_range = 1;
  for (long long e = 0; e < gimmik_mesh_elements(mesh); e++) {
    in_range &= owner[e] >= 0 && owner[e] < parts;
    if (owner[e] >= 0 && owner[e] < parts) count[owner[e]]++;
  }
  CHECK(in_range);
  for (int p = 0; p < parts; p++) CHECK(count[p] > 0);
  free(count);
}

/* A brick partition: part (px, py, pz) holds the elements whose runs are
 * px, py, pz, each axis cut into runs differing by at most one. */
static void check_brick_owners(const int box[3], const int bricks[3],
                               const int *owner) {
  int ok = 1;
  for (int axis = 0; axis < 3; axis++) {
    /* The run lengths along the axis, from the owners of one line. */
    int length[64] = {0}, stride = axis == 0 ? 1 : axis == 1 ? box[0]
                                                             : box[0] * box[1];
    int part_stride = axis == 0 ? 1 : axis == 1 ? bricks[0]
                                                : bricks[0] * bricks[1];
    for (int i = 0; i < box[axis]; i++)
      length[owner[i * stride] / part_stride % bricks[axis]]++;
    int low = box[axis], high = 0;
    for (int b = 0; b < bricks[axis]; b++) {
      low = length[b] < low ? length[b] : low;
      high = length[b] > high ? length[b] : high;
    }
    ok &= high - low <= 1 && low >= 1;
  }
  CHECK(ok);
}

static void test_owners(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_partition_options options;
  gimmik_partition_options_init(&options);
  int scratch[60];
  gimmik_mesh *box = case_box(5, 4, 3, "none");
  int *owner = partition(box, 6, &options);
  int bricks[3];
  CHECK_OK(gimmik_partition_bricks((const int[3]){5, 4, 3}, 6, bricks,
                                   &error), &error);
  check_owners(box, 6, owner);
  check_brick_owners((const int[3]){5, 4, 3}, bricks, owner);
  free(owner);
  /* Bricks as asked. */
  options.bricks[0] = 1;
  options.bricks[1] = 1;
  options.bricks[2] = 3;
  owner = partition(box, 3, &options);
  check_brick_owners((const int[3]){5, 4, 3}, options.bricks, owner);
  for (long long e = 0; e < 60; e++) CHECK(owner[e] == e / 20);
  free(owner);
  CHECK_FAILS(gimmik_partition_mesh(box, 4, &options, scratch, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "make 3 parts, not 4");
  options.bricks[2] = 4;
  CHECK_FAILS(gimmik_partition_mesh(box, 4, &options, scratch, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "each must be 1..5, 4, 3");
  options.method = GIMMIK_PARTITION_GRAPH;
  CHECK_FAILS(gimmik_partition_mesh(box, 4, &options, scratch, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "graph method");
  gimmik_partition_options_init(&options);
  options.method = (gimmik_partition_method)7;
  CHECK_FAILS(gimmik_partition_mesh(box, 4, &options, scratch, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "options->method = 7");
  CHECK_FAILS(gimmik_partition_mesh(box, 61, NULL, scratch, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "parts = 61 must be 1..60");
  CHECK_FAILS(gimmik_partition_mesh(box, 0, NULL, scratch, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "parts = 0");
  CHECK_FAILS(gimmik_partition_mesh(NULL, 2, NULL, scratch, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "NULL");
  /* 7 parts fit no bricks of 5 x 4 x 3: automatic goes to the graph, bricks
   * say so. */
  owner = partition(box, 7, NULL);
  check_owners(box, 7, owner);
  free(owner);
  gimmik_partition_options_init(&options);
  options.method = GIMMIK_PARTITION_BRICKS;
  CHECK_FAILS(gimmik_partition_mesh(box, 7, &options, scratch, &error),
              &error, GIMMIK_ERROR_UNSUPPORTED, "no bricks");
  gimmik_mesh_destroy(box);

  /* METIS on a Gmsh mesh: valid, and the same owners every time. */
  gimmik_mesh *gmsh = case_gmsh();
  if (!gmsh) return;
  size_t bytes = (size_t)gimmik_mesh_elements(gmsh) * sizeof(int);
  for (int parts = 2; parts <= 5; parts++) {
    int *first = partition(gmsh, parts, NULL);
    int *second = partition(gmsh, parts, NULL);
    check_owners(gmsh, parts, first);
    CHECK(!memcmp(first, second, bytes));
    free(first);
    free(second);
  }
  options.method = GIMMIK_PARTITION_BRICKS;
  int *owner_gmsh = malloc(bytes);
  CHECK_FAILS(gimmik_partition_mesh(gmsh, 2, &options, owner_gmsh, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "need a box mesh");
  free(owner_gmsh);
  gimmik_mesh_destroy(gmsh);
}

/* ---- parts -------------------------------------------------------------- */

typedef struct split {
  const gimmik_mesh *mesh;
  const gimmik_numbering *numbering;
  int count;
  gimmik_part **parts;
  long long nodes;  /* N^3 */
  int *holders;     /* per global id: parts holding it */
} split;

static split make_split(const gimmik_mesh *mesh,
                        const gimmik_numbering *numbering, int count,
                        const int *owner, gimmik_part_order order) {
  gimmik_error error;
  gimmik_error_init(&error);
  split s = {mesh, numbering, count, calloc((size_t)count, sizeof(void *)),
             0, NULL};
  int n = gimmik_numbering_points(numbering);
  s.nodes = (long long)n * n * n;
  long long unique = gimmik_numbering_unique_count(numbering);
  s.holders = calloc((size_t)unique, sizeof *s.holders);
  int *last = malloc((size_t)unique * sizeof *last);
  for (long long g = 0; g < unique; g++) last[g] = -1;
  for (int r = 0; r < count; r++) {
    CHECK_OK(gimmik_part_create(mesh, numbering, count, owner, r, order,
                                &s.parts[r], &error), &error);
    if (!s.parts[r]) continue;
    const long long *global = gimmik_part_global_ids(s.parts[r]);
    for (long long l = 0; l < gimmik_part_local_count(s.parts[r]); l++)
      if (last[global[l]] != r) {
        last[global[l]] = r;
        s.holders[global[l]]++;
      }
  }
  free(last);
  return s;
}

static void free_split(split *s) {
  for (int r = 0; r < s->count; r++) gimmik_part_destroy(s->parts[r]);
  free(s->parts);
  free(s->holders);
}

/* Elements: each exactly once, where its owner says, in the order asked;
 * vertices copied; a brick in global order is a box of the mesh. */
static void check_elements(const split *s, const int *owner,
                           gimmik_part_order order) {
  long long total = gimmik_mesh_elements(s->mesh);
  int *seen = calloc((size_t)total, sizeof *seen);
  const double *vertices = gimmik_mesh_vertices(s->mesh);
  for (int r = 0; r < s->count; r++) {
    const gimmik_part *part = s->parts[r];
    long long count = gimmik_part_elements(part);
    long long boundary = gimmik_part_boundary_count(part);
    const long long *ids = gimmik_part_element_ids(part);
    const int *edge = gimmik_part_boundary_elements(part);
    int owned = 1, copied = 1, global = 1, first = 1;
    for (long long e = 0; e < count; e++) {
      seen[ids[e]]++;
      owned &= owner[ids[e]] == r;
      copied &= !memcmp(gimmik_part_vertices(part) + e * 24,
                        vertices + ids[e] * 24, 24 * sizeof *vertices);
      global &= e == 0 || ids[e] > ids[e - 1];
    }
    for (long long b = 0; b < boundary; b++) {
      first &= edge[b] == b;
      CHECK(b == 0 || edge[b] > edge[b - 1]);
    }
    CHECK(owned && copied);
    int box[3];
    if (order == GIMMIK_PART_ORDER_GLOBAL) CHECK(global);
    if (order == GIMMIK_PART_ORDER_BOUNDARY_FIRST) {
      CHECK(first);
      for (long long e = 1; e < count; e++)
        CHECK(e == boundary || ids[e] > ids[e - 1]);
    }
    if (gimmik_part_is_box(part, box)) {
      int whole[3];
      CHECK(gimmik_mesh_is_box(s->mesh, whole) && global);
      CHECK((long long)box[0] * box[1] * box[2] == count);
      long long x = ids[0] % whole[0], y = ids[0] / whole[0] % whole[1];
      long long z = ids[0] / whole[0] / whole[1];
      for (long long e = 0; e < count; e++)
        CHECK(ids[e] == x + e % box[0] +
                            whole[0] * (y + e / box[0] % box[1] +
                                        whole[1] * (z + e / box[0] / box[1])));
    } else if (order == GIMMIK_PART_ORDER_AUTO) {
      CHECK(first);
    }
  }
  for (long long e = 0; e < total; e++) CHECK(seen[e] == 1);
  free(seen);
}

/* Per local node: the whole numbering's id, copies and mask; boundary
 * elements are those with a node another part holds. */
static void check_nodes(const split *s) {
  const long long *global = gimmik_numbering_global_ids(s->numbering);
  const int *multiplicity = gimmik_numbering_multiplicity(s->numbering);
  const unsigned char *mask = gimmik_numbering_mask(s->numbering);
  long long unique = gimmik_numbering_unique_count(s->numbering);
  int *copies = calloc((size_t)unique, sizeof *copies);
  for (int r = 0; r < s->count; r++) {
    const gimmik_part *part = s->parts[r];
    const long long *ids = gimmik_part_element_ids(part);
    const long long *local_ids = gimmik_part_global_ids(part);
    int same = 1;
    CHECK(gimmik_part_unique_count(part) == unique);
    CHECK(gimmik_part_local_count(part) ==
          gimmik_part_elements(part) * s->nodes);
    for (long long l = 0; l < gimmik_part_local_count(part); l++) {
      long long at = ids[l / s->nodes] * s->nodes + l % s->nodes;
      same &= local_ids[l] == global[at] &&
              gimmik_part_multiplicity(part)[l] == multiplicity[at] &&
              gimmik_part_mask(part)[l] == mask[at];
      copies[local_ids[l]]++;
    }
    CHECK(same);
    long long b = 0;
    for (long long e = 0; e < gimmik_part_elements(part); e++) {
      int edge = 0;
      for (long long node = 0; node < s->nodes; node++)
        edge |= s->holders[local_ids[e * s->nodes + node]] > 1;
      if (edge) {
        CHECK(b < gimmik_part_boundary_count(part) &&
              gimmik_part_boundary_elements(part)[b] == e);
        b++;
      }
    }
    CHECK(b == gimmik_part_boundary_count(part));
  }
  int counted = 1;
  for (long long l = 0; l < gimmik_numbering_local_count(s->numbering); l++)
    counted &= copies[global[l]] == multiplicity[l];
  CHECK(counted);
  free(copies);
}

/* CSR lists (offsets, indices) of the interface nodes (interface = 1) or
 * of the local lists (0): exactly their local copies, ascending, by
 * ascending global id (ids[], when given, names them). */
static void check_lists(const gimmik_part *part, const int *holders,
                        int interface, int count, const int *offsets,
                        const int *indices, const long long *ids) {
  long long local = gimmik_part_local_count(part);
  const long long *global = gimmik_part_global_ids(part);
  int *here = calloc((size_t)gimmik_part_unique_count(part), sizeof *here);
  for (long long l = 0; l < local; l++) here[global[l]]++;
  /* The nodes of the lists: shared with another part (interface), or
   * held here alone with more than one copy. */
  long long expected = 0;
  for (long long l = 0; l < local; l++)
    expected += interface ? holders[global[l]] > 1
                          : holders[global[l]] == 1 && here[global[l]] > 1;
  free(here);
  int ascending = 1, match = 1;
  CHECK(offsets[0] == 0 && offsets[count] == expected);
  for (int s = 0; s < count; s++) {
    long long id = global[indices[offsets[s]]];
    if (ids) match &= ids[s] == id;
    ascending &= s == 0 || id > global[indices[offsets[s - 1]]];
    match &= interface ? holders[id] > 1 : holders[id] == 1;
    match &= interface || offsets[s + 1] - offsets[s] > 1;
    for (int c = offsets[s]; c < offsets[s + 1]; c++) {
      match &= global[indices[c]] == id;
      ascending &= c == offsets[s] || indices[c] > indices[c - 1];
    }
  }
  CHECK(ascending && match);
}

/* The plan of r against its neighbours' and the holders of its nodes. */
static void check_plan(const split *s, int r) {
  gimmik_exchange_plan plan, other;
  gimmik_part_plan(s->parts[r], &plan);
  check_lists(s->parts[r], s->holders, 1, plan.interface_count,
              plan.copy_offsets, plan.copies, plan.interface_ids);
  check_lists(s->parts[r], s->holders, 0,
              gimmik_part_local_shared_count(s->parts[r]),
              gimmik_part_local_offsets(s->parts[r]),
              gimmik_part_local_indices(s->parts[r]), NULL);
  int length = plan.buffer_offsets[plan.neighbour_count];
  long long pairs = 0;
  for (int i = 0; i < plan.interface_count; i++)
    pairs += s->holders[plan.interface_ids[i]] - 1;
  CHECK(pairs == length);
  for (int k = 0; k < plan.neighbour_count; k++) {
    int q = plan.neighbours[k];
    CHECK(q != r && (k == 0 || q > plan.neighbours[k - 1]));
    gimmik_part_plan(s->parts[q], &other);
    int back = case_neighbour_index(&other, r);
    CHECK(back >= 0);
    if (back < 0) continue;
    int at = plan.buffer_offsets[k], n = plan.buffer_offsets[k + 1] - at;
    int there = other.buffer_offsets[back];
    CHECK(other.buffer_offsets[back + 1] - there == n);
    for (int p = 0; p < n; p++) {
      long long id = plan.interface_ids[plan.buffer_nodes[at + p]];
      CHECK(id == other.interface_ids[other.buffer_nodes[there + p]]);
      CHECK(p == 0 || id > plan.interface_ids[plan.buffer_nodes[at + p - 1]]);
    }
  }
  /* Sums: every holder once, in ascending rank order, each source the
   * node itself. */
  for (int i = 0; i < plan.interface_count; i++) {
    int first = plan.sum_offsets[i], last = plan.sum_offsets[i + 1];
    CHECK(last - first == s->holders[plan.interface_ids[i]]);
    int previous = -1, own = 0;
    for (int c = first; c < last; c++) {
      int p = plan.sum_sources[c], rank = r, k = 0;
      if (p >= length) {
        p -= length;
        while (plan.buffer_offsets[k + 1] <= p) k++;
        rank = plan.neighbours[k];
      } else {
        own++;
      }
      CHECK(p >= 0 && p < length && plan.buffer_nodes[p] == i);
      CHECK(rank > previous);
      previous = rank;
    }
    CHECK(own == 1);
  }
}

/* All parts' DSS, the buffers passed by hand; against the reference, and
 * every copy of a node the same bits everywhere.  The interface copies
 * are poisoned between pack and unpack, which must write them all. */
static void check_dss(const split *s, gimmik_dtype dtype) {
  gimmik_error error;
  gimmik_error_init(&error);
  long long count = gimmik_numbering_local_count(s->numbering);
  double *whole = case_random_field(count, 0x5eed + (unsigned)s->count);
  double *want, *magnitude;
  case_reference_dss(s->numbering, whole, &want, &magnitude);
  size_t size = (size_t)gimmik_dtype_size(dtype);
  void **fields = calloc((size_t)s->count, sizeof *fields);
  char **sends = calloc((size_t)s->count, sizeof *sends);
  char **receives = calloc((size_t)s->count, sizeof *receives);
  for (int r = 0; r < s->count; r++) {
    gimmik_exchange_plan plan;
    gimmik_part_plan(s->parts[r], &plan);
    size_t length = (size_t)plan.buffer_offsets[plan.neighbour_count] + 1;
    fields[r] = case_restrict(s->parts[r], whole, dtype);
    sends[r] = malloc(length * size);
    receives[r] = malloc(length * size);
    memset(receives[r], 0xff, length * size);
    CHECK_OK(gimmik_part_pack(s->parts[r], dtype, fields[r], sends[r],
                              &error), &error);
    CHECK_OK(gimmik_part_dss_local(s->parts[r], dtype, fields[r], &error),
             &error);
    for (int c = 0; c < plan.copy_offsets[plan.interface_count]; c++)
      memset((char *)fields[r] + (size_t)plan.copies[c] * size, 0xff, size);
  }
  case_pass_buffers(s->parts, s->count, sends, receives, size);
  /* The bits of each global node's value, from the first copy seen. */
  double *bits = malloc((size_t)gimmik_numbering_unique_count(s->numbering) *
                        sizeof *bits);
  char *set = calloc((size_t)gimmik_numbering_unique_count(s->numbering), 1);
  int same = 1;
  double worst = 0.0;
  for (int r = 0; r < s->count; r++) {
    CHECK_OK(gimmik_part_unpack(s->parts[r], dtype, sends[r], receives[r],
                                fields[r], &error), &error);
    double gap = case_worst_gap(s->parts[r], fields[r], dtype, want,
                                magnitude);
    worst = gap > worst || isnan(gap) ? gap : worst;
    const long long *global = gimmik_part_global_ids(s->parts[r]);
    for (long long l = 0; l < gimmik_part_local_count(s->parts[r]); l++) {
      double value = dtype == GIMMIK_F32 ? ((float *)fields[r])[l]
                                         : ((double *)fields[r])[l];
      if (!set[global[l]]) bits[global[l]] = value;
      same &= !memcmp(&bits[global[l]], &value, sizeof value);
      set[global[l]] = 1;
    }
    free(fields[r]);
    free(sends[r]);
    free(receives[r]);
  }
  /* A sum of m terms in another order: within m eps of the magnitudes. */
  CHECK(worst <= 16.0);
  CHECK(same);
  free(bits);
  free(set);
  free(fields);
  free(sends);
  free(receives);
  free(whole);
  free(want);
  free(magnitude);
}

static void check_partition(const char *label, const gimmik_mesh *mesh,
                            int points, int parts,
                            const gimmik_partition_options *options) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, points, NULL, &numbering, &error),
           &error);
  int *owner = partition(mesh, parts, options);
  if (!numbering) return;
  split s = make_split(mesh, numbering, parts, owner, options->order);
  for (int r = 0; r < parts; r++) CHECK(s.parts[r] != NULL);
  if (check_failures) return;
  check_elements(&s, owner, options->order);
  check_nodes(&s);
  for (int r = 0; r < parts; r++) check_plan(&s, r);
  check_dss(&s, GIMMIK_F64);
  check_dss(&s, GIMMIK_F32);
  long long interface = 0;
  for (int r = 0; r < parts; r++) {
    gimmik_exchange_plan plan;
    gimmik_part_plan(s.parts[r], &plan);
    interface += plan.interface_count;
  }
  printf("%-24s N=%d %d parts: %lld interface nodes\n", label, points, parts,
         interface);
  free_split(&s);
  free(owner);
  gimmik_numbering_destroy(numbering);
}

/* One part: the local lists are the numbering's, and nothing is
 * exchanged. */
static void test_single_part(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = case_box(3, 2, 2, "smooth");
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 3, NULL, &numbering, &error), &error);
  int owner[12] = {0};
  gimmik_part *part = NULL;
  CHECK_OK(gimmik_part_create(mesh, numbering, 1, owner, 0,
                              GIMMIK_PART_ORDER_AUTO, &part, &error),
           &error);
  if (!part || !numbering) return;
  long long shared = gimmik_numbering_shared_count(numbering);
  const long long *offsets = gimmik_numbering_shared_offsets(numbering);
  const long long *indices = gimmik_numbering_shared_indices(numbering);
  CHECK(gimmik_part_local_shared_count(part) == shared);
  int same = 1;
  for (long long s = 0; s <= shared; s++)
    same &= gimmik_part_local_offsets(part)[s] == offsets[s];
  for (long long c = 0; c < offsets[shared]; c++)
    same &= gimmik_part_local_indices(part)[c] == indices[c];
  CHECK(same);
  gimmik_exchange_plan plan;
  gimmik_part_plan(part, &plan);
  CHECK(plan.interface_count == 0 && plan.neighbour_count == 0);
  CHECK(gimmik_part_boundary_count(part) == 0);
  int box[3];
  CHECK(gimmik_part_is_box(part, box) && box[0] == 3 && box[1] == 2 &&
        box[2] == 2);
  gimmik_part_destroy(part);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
}

static void test_parts(void) {
  gimmik_partition_options options;
  gimmik_partition_options_init(&options);
  gimmik_mesh *box = case_box(4, 3, 2, "smooth");
  for (int parts = 2; parts <= 6; parts++)
    check_partition("box 4x3x2 bricks", box, 3, parts, &options);
  options.order = GIMMIK_PART_ORDER_BOUNDARY_FIRST;
  check_partition("box 4x3x2 bricks, edge", box, 2, 4, &options);
  gimmik_partition_options_init(&options);
  options.method = GIMMIK_PARTITION_GRAPH;
  check_partition("box 4x3x2 graph", box, 3, 5, &options);
  options.order = GIMMIK_PART_ORDER_GLOBAL;
  check_partition("box 4x3x2 graph, global", box, 4, 3, &options);
  gimmik_mesh_destroy(box);
  gimmik_partition_options_init(&options);
  gimmik_mesh *gmsh = case_gmsh();
  if (!gmsh) return;
  for (int parts = 2; parts <= 5; parts++)
    check_partition("gmsh subdivided", gmsh, 3, parts, &options);
  gimmik_mesh_destroy(gmsh);
}

/* ---- bad arguments ------------------------------------------------------ */

static void test_errors(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = case_box(2, 2, 1, "none");
  gimmik_mesh *other = case_box(3, 2, 1, "none");
  gimmik_numbering *numbering = NULL, *foreign = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 3, NULL, &numbering, &error), &error);
  CHECK_OK(gimmik_mesh_number(other, 3, NULL, &foreign, &error), &error);
  int owner[4] = {0, 1, 0, 1};
  gimmik_part *part = (gimmik_part *)owner;
  const gimmik_part_order order = GIMMIK_PART_ORDER_AUTO;
  CHECK_FAILS(gimmik_part_create(mesh, numbering, 2, owner, 2, order, &part,
                                 &error),
              &error, GIMMIK_ERROR_ARGUMENT, "rank 2 of 2 parts");
  CHECK(part == NULL);
  CHECK_FAILS(gimmik_part_create(mesh, numbering, 0, owner, 0, order, &part,
                                 &error),
              &error, GIMMIK_ERROR_ARGUMENT, "parts must be at least 1");
  CHECK_FAILS(gimmik_part_create(mesh, NULL, 2, owner, 0, order, &part,
                                 &error),
              &error, GIMMIK_ERROR_ARGUMENT, "must not be NULL");
  CHECK_FAILS(gimmik_part_create(mesh, numbering, 2, owner, 0, order, NULL,
                                 &error),
              &error, GIMMIK_ERROR_ARGUMENT, "part must not be NULL");
  CHECK_FAILS(gimmik_part_create(mesh, numbering, 2, owner, 0,
                                 (gimmik_part_order)9, &part, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "order = 9");
  CHECK_FAILS(gimmik_part_create(mesh, foreign, 2, owner, 0, order, &part,
                                 &error),
              &error, GIMMIK_ERROR_ARGUMENT, "it numbers another mesh");
  owner[3] = 2;
  CHECK_FAILS(gimmik_part_create(mesh, numbering, 2, owner, 0, order, &part,
                                 &error),
              &error, GIMMIK_ERROR_ARGUMENT, "owner[3] = 2 is outside 0..1");
  owner[1] = owner[3] = 0;
  /* A part with no element is valid and exchanges nothing. */
  CHECK_OK(gimmik_part_create(mesh, numbering, 2, owner, 1, order, &part,
                              &error), &error);
  if (part) {
    CHECK(gimmik_part_elements(part) == 0 &&
          gimmik_part_local_count(part) == 0);
    CHECK_OK(gimmik_part_dss_local(part, GIMMIK_F64, NULL, &error), &error);
    CHECK_FAILS(gimmik_part_pack(part, (gimmik_dtype)5, NULL, NULL, &error),
                &error, GIMMIK_ERROR_ARGUMENT, "dtype 5");
    gimmik_part_destroy(part);
  }
  CHECK_OK(gimmik_part_create(mesh, numbering, 2, (const int[4]){0, 1, 0, 1},
                              0, order, &part, &error), &error);
  if (part) {
    CHECK_FAILS(gimmik_part_pack(part, GIMMIK_F64, NULL, NULL, &error),
                &error, GIMMIK_ERROR_ARGUMENT, "field must not be NULL");
    double field[2 * 27];
    CHECK_FAILS(gimmik_part_unpack(part, GIMMIK_F64, field, NULL, field,
                                   &error),
                &error, GIMMIK_ERROR_ARGUMENT, "buffers must not be NULL");
    CHECK_FAILS(gimmik_part_dss_local(NULL, GIMMIK_F64, field, &error),
                &error, GIMMIK_ERROR_ARGUMENT, "part must not be NULL");
    gimmik_part_destroy(part);
  }
  gimmik_part_destroy(NULL);
  gimmik_numbering_destroy(numbering);
  gimmik_numbering_destroy(foreign);
  gimmik_mesh_destroy(mesh);
  gimmik_mesh_destroy(other);
}

int main(void) {
  test_bricks();
  test_owners();
  test_single_part();
  test_parts();
  test_errors();
  return check_finish("test_part");
}
