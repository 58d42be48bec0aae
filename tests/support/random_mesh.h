/*
 * random_mesh.h: random hexahedral meshes for tests and benchmarks, in
 * the vertex convention of gimmik/hex_mesh.h, reproducible from a seed.
 */
#ifndef GIMMIK_TESTING_RANDOM_MESH_H
#define GIMMIK_TESTING_RANDOM_MESH_H

#include "gimmik/error.h"

/* A brick of nx * ny * nz unit cubes (elements ordered x fastest), whose
 * grid vertices are each moved by a random offset of up to `deformation`
 * (0 <= deformation < 0.25) in every coordinate, so the elements are
 * general trilinear hexahedra that still share their vertices.  Boundary
 * vertices move too.  *vertices is malloc'd, nx*ny*nz*24 values. */
gimmik_status gimmik_hex_mesh_brick(int nx, int ny, int nz, double deformation,
                                    unsigned long long seed, double **vertices,
                                    gimmik_error *error);

/* `elements` independent random parallelepipeds: affine images of the
 * reference cube with sides about 1, each entry of J sheared by up to
 * deformation/4 (0 <= deformation < 0.5), at random places.  *vertices
 * is malloc'd, elements*24 values. */
gimmik_status gimmik_hex_mesh_parallelepipeds(long long elements,
                                              double deformation,
                                              unsigned long long seed,
                                              double **vertices,
                                              gimmik_error *error);

#endif
