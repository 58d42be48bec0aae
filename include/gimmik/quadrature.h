/*
 * gimmik/quadrature.h: the polynomial machinery behind the built-in specs.
 *
 *  - Gauss-Legendre (GL) and Gauss-Lobatto-Legendre (GLL) points and weights
 *    on [-1, 1], computed in long double and returned in increasing order,
 *    exactly symmetric (x[i] == -x[count-1-i]); GLL ends are exactly -1, 1.
 *  - Barycentric Lagrange interpolation and differentiation matrices on any
 *    set of distinct points, in long double.
 *  - Kronecker (tensor-product) builders for 2-D and 3-D operators.
 *
 * Matrices are row-major; the caller provides storage of rows * cols.
 *
 * Tensor-product index convention (Nek-style lexicographic): on a grid of
 * count points per direction the node (i, j, k) has index
 *     i + count * j + count * count * k,
 * i being the r index (fastest), j the s index and k the t index.  With the
 * row-major Kronecker product (A (x) B)[a * rows(B) + b][c * cols(B) + d] =
 * A[a][c] * B[b][d], the rightmost factor acts on the fastest index, so
 *     3-D:  d/dr = I (x) I (x) D,  d/ds = I (x) D (x) I,  d/dt = D (x) I (x) I
 *     2-D:  d/dr = I (x) D,        d/ds = D (x) I
 * where D is the 1-D operator and I the count x count identity.
 */
#ifndef GIMMIK_QUADRATURE_H
#define GIMMIK_QUADRATURE_H

#include "gimmik/error.h"
#include "gimmik/export.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

enum {
  GIMMIK_QUADRATURE_MIN_POINTS = 2,
  GIMMIK_QUADRATURE_MAX_POINTS = 32
};

typedef enum gimmik_point_set {
  GIMMIK_GAUSS_LEGENDRE,        /* the count roots of P_count */
  GIMMIK_GAUSS_LOBATTO_LEGENDRE /* -1, the roots of P'_(count-1), and 1 */
} gimmik_point_set;

/* Directions of a tensor-product grid, r fastest. */
typedef enum gimmik_direction {
  GIMMIK_DIRECTION_R = 0,
  GIMMIK_DIRECTION_S = 1,
  GIMMIK_DIRECTION_T = 2
} gimmik_direction;

/* Points and weights of a `count`-point rule, count in
 * GIMMIK_QUADRATURE_MIN_POINTS..GIMMIK_QUADRATURE_MAX_POINTS (otherwise
 * GIMMIK_ERROR_ARGUMENT).  `weights` may be NULL.  The GL rule integrates
 * polynomials of degree <= 2 count - 1 exactly, the GLL rule those of degree
 * <= 2 count - 3.  The double variant rounds the long double result. */
gimmik_status gimmik_quadrature(gimmik_point_set set, int count,
                                double *points, double *weights,
                                gimmik_error *error);
gimmik_status gimmik_quadrature_long(gimmik_point_set set, int count,
                                     long double *points,
                                     long double *weights,
                                     gimmik_error *error);

/* The target_count x source_count matrix L with L[i][j] = l_j(target[i]),
 * l_j the Lagrange basis polynomial of the source points (at most
 * GIMMIK_QUADRATURE_MAX_POINTS of them, distinct; otherwise
 * GIMMIK_ERROR_ARGUMENT).  A target that equals a source
 * point exactly gets the row of exact 0s and a single exact 1. */
gimmik_status gimmik_lagrange_interpolation(int source_count,
                                            const long double *source,
                                            int target_count,
                                            const long double *target,
                                            long double *matrix,
                                            gimmik_error *error);

/* The count x count matrix D with D[i][j] = l_j'(points[i]) for distinct
 * points (at most GIMMIK_QUADRATURE_MAX_POINTS of them); the diagonal is
 * minus the sum of the rest of its row, so every row sums to zero and D
 * differentiates constants exactly. */
gimmik_status gimmik_lagrange_differentiation(int count,
                                              const long double *points,
                                              long double *matrix,
                                              gimmik_error *error);

/* The differentiation matrix of a quadrature rule's points, as
 * gimmik_lagrange_differentiation, except that the diagonal entries that
 * are mathematically zero (every interior GLL point, the centre point of an
 * odd GL rule) are exactly 0 instead of a round-off residue. */
gimmik_status gimmik_quadrature_differentiation(gimmik_point_set set,
                                                int count,
                                                long double *matrix,
                                                gimmik_error *error);

/* result = A (x) B, of (a_rows * b_rows) x (a_cols * b_cols) entries.  A
 * product with a zero factor is exactly 0.0. */
gimmik_status gimmik_kronecker(int a_rows, int a_cols, const double *a,
                               int b_rows, int b_cols, const double *b,
                               double *result, gimmik_error *error);

/* The count^dimensions square operator that applies the count x count
 * `matrix` along `direction` of a `dimensions`-D grid (1 to 3 dimensions;
 * the direction must be one of them) and the identity along the others,
 * in the index convention above.  Equal, bit for bit, to the Kronecker
 * product with identities: its entries are the matrix's entries and exact
 * zeros. */
gimmik_status gimmik_kronecker_along(int dimensions, gimmik_direction direction,
                                     int count, const double *matrix,
                                     double *result, gimmik_error *error);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
