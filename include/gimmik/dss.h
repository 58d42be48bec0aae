/*
 * gimmik/dss.h: kernels for direct stiffness summation (DSS) on cell-wise
 * storage, for CUDA C, OpenCL C and C (docs/solver.md).
 *
 * Cell-wise storage.  A field on a mesh of E hexahedra with N GLL points
 * per direction holds every element's N^3 nodes, node (i, j, k) = i + N*j +
 * N*N*k.  Layout block B = 0 (element-major) puts node `node` of element e
 * at e*N^3 + node; B > 0 (blocked) at ((e/B)*N^3 + node)*B + e%B: within a
 * block of B elements the element index is fastest, so the copies of one
 * node on B neighbours are contiguous (the field then holds
 * ceil(E/B)*B*N^3 values).
 *
 * DSS replaces every copy of a shared node by the sum of all its copies.
 *   cascade  structured boxes of Ex x Ey x Ez elements (x fastest, the
 *            sizes baked into the kernel): one kernel per axis; the pass
 *            along x adds the two copies of every node of every face
 *            shared by x-neighbours and writes the sum to both, and so on
 *            for y and z.  Edges are complete after two passes, vertices
 *            after three.  No atomics, no indirection.  Argument: (T *u).
 *   direct   structured boxes in one kernel: each shared node of the box
 *            (on a face, an edge or a vertex between elements) found by
 *            index arithmetic, its 2, 4 or 8 copies summed and the sum
 *            written to each, so every copy is read and written once.
 *            Argument: (T *u).
 *   gather   any conforming mesh: `count` shared nodes in G groups of
 *            equal counts of copies; offsets holds the table: offsets[0]
 *            = G, group g's first node offsets[1 + g] (offsets[1 + G] =
 *            count), its copies c = offsets[2 + G + g] and index base
 *            b = offsets[2 + 2G + g].  Node r of group g (of m nodes) has
 *            its copies at u[indices[b + k*m + r]], k = 0 .. c - 1
 *            (copy-major, the indices already in the layout's numbering):
 *            they are summed in that order and the sum written back to
 *            each.  Arguments: (int count, const int *offsets,
 *            const int *indices, T *u).
 *
 * Across ranks (gimmik/parallel.h), the interface nodes a part shares
 * with other ranks are summed through buffers laid out by the part's
 * exchange plan, whose arrays the kernels take as they are: element-major
 * local indices (e*N^3 + node), which the kernels turn into the layout's.
 *   pack     for each of `length` send buffer positions p, the partial
 *            sum of the local copies of interface node i = buffer_nodes[p],
 *            u[copies[copy_offsets[i]]] + ... in that order, into send[p].
 *            Arguments: (int length, const int *buffer_nodes,
 *            const int *copy_offsets, const int *copies, const T *u,
 *            T *send).
 *   unpack   for each of `count` interface nodes i, the sum of its
 *            sources buffers[sum_sources[sum_offsets[i]]] + ... in that
 *            order written to each of its local copies: `buffers` holds
 *            the send buffer and then the receive buffer, the positions
 *            the plan's sources name.  Arguments: (int count,
 *            const int *sum_offsets, const int *sum_sources,
 *            const int *copy_offsets, const int *copies,
 *            const T *buffers, T *u).
 * Every sum above is taken in the dtype, in a fixed order: deterministic,
 * and pack and unpack give the bits of gimmik_part_pack and
 * gimmik_part_unpack.  Launch: block info->block (1-D), grid
 * gimmik_kernel_grid(info, items) with items = info->n for the cascade
 * and direct (their lanes, each taking a few face or shared nodes), `count`
 * for gather and unpack, `length` for pack; the C backend loops over the
 * items itself.
 */
#ifndef GIMMIK_DSS_H
#define GIMMIK_DSS_H

#include "gimmik/export.h"
#include "gimmik/generator.h"
#include "gimmik/kernel.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

/* The axis of a gather-scatter kernel, of a direct one (all three), and
 * the kinds that move interface sums between a field and the buffers. */
enum {
  GIMMIK_DSS_GATHER = -1,
  GIMMIK_DSS_ALL_AXES = 3,
  GIMMIK_DSS_PACK = 4,
  GIMMIK_DSS_UNPACK = 5
};

typedef struct gimmik_dss_request {
  gimmik_backend backend;
  gimmik_dtype dtype;
  int points;                  /* N = p + 1, 2..16 */
  int layout_block;            /* 0: element-major; B > 0: blocked */
  int axis;                    /* 0, 1, 2: the cascade's x, y or z pass;
                                  GIMMIK_DSS_ALL_AXES: direct;
                                  GIMMIK_DSS_GATHER: gather-scatter;
                                  GIMMIK_DSS_PACK, _UNPACK: the
                                  interface's buffers */
  int box[3];                  /* cascade, direct: Ex, Ey, Ez elements */
  const char *variant;         /* NULL: the one for the axis */
  gimmik_param params[GIMMIK_MAX_PARAMS];
  int param_count;
  const char *kernel_name;     /* NULL: "gimmik_dss" */
} gimmik_dss_request;

/* CUDA, f64, N = 8, element-major, the x pass of a 2 x 2 x 2 box. */
void gimmik_dss_request_init(gimmik_dss_request *request);

gimmik_status gimmik_dss_request_set_param(gimmik_dss_request *request,
                                           const char *name, int value,
                                           gimmik_error *error);

gimmik_status gimmik_generate_dss(const gimmik_dss_request *request,
                                  gimmik_kernel **result,
                                  gimmik_error *error);
gimmik_status gimmik_dss_variants(const gimmik_dss_request *request,
                                  gimmik_variant_report **reports,
                                  int *count, gimmik_error *error);
gimmik_status gimmik_dss_candidates(const gimmik_dss_request *request,
                                    gimmik_candidate **candidates,
                                    int *count, gimmik_error *error);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
