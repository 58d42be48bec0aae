/*
 * hex_jacobian.h (internal): the trilinear hexahedron of gimmik/hex_mesh.h
 * in long double: its Jacobian at a reference point and the geometric
 * factors derived from it, for the geometry functions (hex_geometry.c).
 * The CPU reference of the axhelm operator (tests/support) computes its
 * own, so a fault here cannot hide in both.
 */
#ifndef GIMMIK_OPERATORS_HEX_JACOBIAN_H
#define GIMMIK_OPERATORS_HEX_JACOBIAN_H

/* J[a][b] = d x_a / d r_b of the element whose 24 coordinates are
 * `corners` (vertex v, coordinate c at corners[v*3 + c]), at (r, s, t). */
void gimmik_hex_jacobian(const double *corners, long double r, long double s,
                  long double t, long double jacobian[3][3]);

/* detJ, and factors[0..5] = G00 G01 G02 G11 G12 G22 of
 * G = detJ J^-1 J^-T (weights not applied).  With the rows of the
 * adjugate A_r = J_s x J_t, A_s = J_t x J_r, A_t = J_r x J_s (J_b the
 * columns of J), J^-1 has rows A_b / detJ, so G_ab = A_a . A_b / detJ. */
long double gimmik_hex_factors(long double jacobian[3][3],
                        long double factors[6]);

/* The largest side of the element's bounding box: its size, for
 * tolerances that scale with the element. */
long double gimmik_hex_size(const double *corners);

#endif
