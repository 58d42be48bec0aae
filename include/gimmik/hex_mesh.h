/*
 * gimmik/hex_mesh.h: hexahedral meshes for the axhelm kernels
 * (gimmik/axhelm.h).  A caller supplies only the 8 vertex coordinates of
 * each element; these functions check the elements and compute the data
 * each geometry mode of the kernels reads.  All geometry is computed in
 * long double and rounded once to the kernel's dtype.
 *
 * Vertex convention.  Vertex v (0..7) of element e has coordinates
 *     vertices[(e*8 + v)*3 + c],   c = 0, 1, 2 for x, y, z,
 * and v = a + 2*b + 4*c is the corner at reference coordinates
 *     (r, s, t) = (2a - 1, 2b - 1, 2c - 1),   a, b, c in {0, 1},
 * i.e. the lexicographic order with r fastest, like the nodes: v = 0 is
 * (-1,-1,-1), 1 is (+1,-1,-1), 2 is (-1,+1,-1), 3 is (+1,+1,-1), 4 is
 * (-1,-1,+1), ..., 7 is (+1,+1,+1).  (This is not the counter-clockwise
 * order of Exodus or Nek's rea files, which swap 2 with 3 and 6 with 7.)
 * The element is the trilinear map
 *     x(r, s, t) = sum_v X_v (1 + r_v r)(1 + s_v s)(1 + t_v t) / 8.
 *
 * Jacobian.  J[a][b] = d x_a / d r_b (rows x, y, z; columns r, s, t).  An
 * element is valid when detJ > 0 at every GLL node; detJ <= 1e-12 h^3
 * (h the largest side of the element's bounding box) is reported as
 * degenerate or inverted.
 *
 * Stored factors (Nek's ggeo layout), N points per direction, node
 * (i, j, k) = i + N*j + N*N*k at the GLL points (x_i, x_j, x_k):
 *     ggeo[(e*7 + f)*N^3 + node],  f = 0..6: G00 G01 G02 G11 G12 G22 GwJ
 * with G = w_i w_j w_k detJ J^-1 J^-T (symmetric; the six entries of its
 * upper triangle) and GwJ = w_i w_j w_k detJ.
 *
 * Parallelepiped factors: the same quantities without the weights, which
 * are constant over an affine element:
 *     pgeo[e*7 + f],  f = 0..6: G00 G01 G02 G11 G12 G22 detJ
 * with G = detJ J^-1 J^-T; the kernel multiplies by w_i w_j w_k.
 */
#ifndef GIMMIK_HEX_MESH_H
#define GIMMIK_HEX_MESH_H

#include "gimmik/error.h"
#include "gimmik/export.h"
#include "gimmik/kernel.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

enum {
  GIMMIK_HEX_VERTICES = 8, /* vertices per element */
  GIMMIK_HEX_FACTORS = 7   /* stored factors per node, pgeo values per element */
};

/* Check every element: finite coordinates and detJ > 0 at every node of
 * the `points`-point GLL grid (2..32).  GIMMIK_ERROR_INPUT naming the
 * first bad element, the node and detJ otherwise. */
gimmik_status gimmik_hex_check(int points, long long elements,
                               const double *vertices, gimmik_error *error);

/* The stored factors for `points` GLL points per direction, into `ggeo`
 * (elements * 7 * points^3 values of the dtype, layout above), after
 * gimmik_hex_check. */
gimmik_status gimmik_hex_geometric_factors(int points, long long elements,
                                           const double *vertices,
                                           gimmik_dtype dtype, void *ggeo,
                                           gimmik_error *error);

/* The parallelepiped factors into `pgeo` (elements * 7 values of the
 * dtype).  Every element must be affine: its trilinear terms (e.g.
 * X3 - X2 - X1 + X0) at most `tolerance` times h, else GIMMIK_ERROR_INPUT
 * naming the element; and detJ > 0. */
gimmik_status gimmik_hex_parallelepiped_factors(long long elements,
                                                const double *vertices,
                                                double tolerance,
                                                gimmik_dtype dtype, void *pgeo,
                                                gimmik_error *error);

/* The vertex coordinates as the trilinear mode reads them: checked at the
 * `points`-point GLL nodes, then rounded to the dtype into `out`
 * (elements * 24 values). */
gimmik_status gimmik_hex_trilinear_vertices(int points, long long elements,
                                            const double *vertices,
                                            gimmik_dtype dtype, void *out,
                                            gimmik_error *error);

/* The diagonal of every element's operator, lambda0 * stiffness + lambda1
 * * mass (the axhelm operator's, Helmholtz when lambda1 != 0), at the
 * `points`-point GLL nodes, into `diagonal` (elements * points^3 values
 * of the dtype, element-major): what a Jacobi preconditioner assembles.
 * Computed in long double from the vertices, after gimmik_hex_check. */
gimmik_status gimmik_hex_operator_diagonal(int points, long long elements,
                                           const double *vertices,
                                           double lambda0, double lambda1,
                                           gimmik_dtype dtype, void *diagonal,
                                           gimmik_error *error);

/* The physical coordinates of every GLL node of `points` per direction,
 * coordinates[(e*points^3 + node)*3 + xyz], element-major. */
gimmik_status gimmik_hex_node_coordinates(int points, long long elements,
                                          const double *vertices,
                                          double *coordinates,
                                          gimmik_error *error);

/* The diagonal GLL mass matrix of every element, w_i w_j w_k detJ at each
 * node (elements * points^3 values of the dtype, element-major): a load
 * vector is this times f at the nodes. */
gimmik_status gimmik_hex_mass_diagonal(int points, long long elements,
                                       const double *vertices,
                                       gimmik_dtype dtype, void *mass,
                                       gimmik_error *error);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
