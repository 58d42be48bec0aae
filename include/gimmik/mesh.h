/*
 * gimmik/mesh.h: conforming meshes of first-order hexahedra and the
 * numbering of their GLL nodes for cell-wise (Nek-style) storage.
 *
 * Storage.  Every field is stored per element: N = p + 1 GLL points per
 * direction, node (i, j, k) of element e at local index
 *     e*N^3 + i + N*j + N*N*k,
 * so a node shared by several elements has one copy in each.  Element
 * vertices follow gimmik/hex_mesh.h (vertex v = a + 2b + 4c at reference
 * corner (2a-1, 2b-1, 2c-1), vertices[(e*8 + v)*3 + xyz]), and its
 * functions compute the geometric factors from gimmik_mesh_vertices.
 *
 * Meshes.  A mesh is a structured box (gimmik_mesh_create_box: Ex x Ey x
 * Ez elements, element e = ex + Ex*(ey + Ey*ez), its r, s, t axes along
 * x, y, z, optionally deformed) or read from a Gmsh .msh 4.1 file
 * (gimmik_mesh_read_gmsh, ASCII or little-endian binary).  Either is
 * checked when created and refused with GIMMIK_ERROR_INPUT naming the
 * file (and line, for ASCII) and the element's tag when it holds
 *   - inverted or degenerate elements: detJ <= 1e-12 h^3 at a node of the
 *     3-point GLL grid (its vertices, edge and face midpoints, centre;
 *     gimmik_hex_check, which the geometric factors repeat at N points);
 *     an element that names one node twice;
 *   - non-conforming faces: a face of more than two elements, two elements
 *     that share two faces; and among the unmatched faces (those of one
 *     element), two that share three of their four vertices, a diagonal
 *     that is another element's edge, and a vertex of another element at
 *     the midpoint of an edge or at the centre (the hanging vertices of a
 *     2:1 refinement; other hanging positions are not detected); distinct
 *     vertices at one point (volumes meshed apart and never glued).
 *     Points closer than 1e-6 of the shortest element edge are one;
 *   - any element type but hexahedra (type 5) and, for physical groups,
 *     points (15), lines (1) and quadrangles (3), each of which must be a
 *     vertex, an edge or a face of the hexahedra;
 *   - missing nodes, repeated node or element tags, truncated sections,
 *     counts that disagree with the data, a format other than 4.1, and
 *     partitioned files.
 * Gmsh orders a hexahedron's nodes counter-clockwise (its node 2 is our
 * vertex 3, node 6 our vertex 7); the reader maps them.  With physical
 * groups defined, Gmsh saves only the elements in them: the volume needs
 * a group of its own (or Mesh.SaveAll = 1).
 *
 * A box's checks cannot fail but for a deformation that inverts elements.
 *
 * Numbering (gimmik_mesh_number).  Vertices, edges and faces get global
 * numbers, edges a direction (from the smaller vertex number to the
 * larger) and faces a frame (origin at their smallest vertex number,
 * first axis toward the smaller of its two neighbours), so the edge- and
 * face-interior nodes of neighbouring elements meet whatever their
 * relative orientation.  Global ids are unique node numbers 0..U-1, given
 * in order of each node's first copy (ascending local index): the
 * numbering is a function of which copies are shared alone, and a box
 * numbers exactly as a structured grid would.
 *
 * Direct stiffness summation (DSS): every copy of a shared node becomes
 * the sum of all its copies.  The gather-scatter lists give, for every
 * global node with more than one copy (in ascending global id), its local
 * indices in ascending order, as CSR arrays (offsets, indices); nodes of
 * one copy are in no list and DSS leaves them alone.  Summing each list in
 * its order makes DSS deterministic.
 */
#ifndef GIMMIK_MESH_H
#define GIMMIK_MESH_H

#include "gimmik/export.h"
#include "gimmik/error.h"
#include "gimmik/kernel.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

enum { GIMMIK_MESH_MIN_POINTS = 2, GIMMIK_MESH_MAX_POINTS = 16 };

typedef struct gimmik_mesh gimmik_mesh;

/* ---- boxes ---------------------------------------------------------- */

typedef enum gimmik_deformation {
  /* The grid as it is: elements are boxes. */
  GIMMIK_DEFORM_NONE = 0,
  /* On the unit cube, x + a*(sin 2pi x sin pi y sin pi z,
   * sin pi x sin 2pi y sin pi z, sin pi x sin pi y sin 2pi z), a the
   * amplitude in [0, 0.075] (its Jacobian stays diagonally dominant): the
   * boundary stays in place and interior elements become general
   * trilinear hexahedra. */
  GIMMIK_DEFORM_SMOOTH,
  /* The Kershaw map of the CEED benchmarks with eps in (0, 1] (1: no
   * change): x stays; y and z are each mapped by a piecewise-linear map
   * of slopes eps and 2 - eps with a kink at 1/2, squeezing the lower
   * half (L) or the upper half (R), and the map blends from L over the
   * first sixth in x to R, back to L and again to R over the last sixth
   * (weights linear in x).  The kinks must fall on element faces: Ex a
   * multiple of 6, Ey and Ez even.  Smaller eps, stronger distortion. */
  GIMMIK_DEFORM_KERSHAW,
  /* The affine shear (x + s y, y + s z, z) of the unit cube, s in
   * [-1, 1]: every element a parallelepiped, none axis-aligned; the
   * sides move with it. */
  GIMMIK_DEFORM_SHEAR
} gimmik_deformation;

typedef struct gimmik_box_options {
  int elements[3];           /* Ex, Ey, Ez >= 1 */
  double lower[3], upper[3]; /* the box, lower < upper */
  gimmik_deformation deformation;
  double parameter; /* amplitude (smooth), eps (Kershaw) or s (shear) */
} gimmik_box_options;

/* One element on the unit cube [0, 1]^3, undeformed. */
void gimmik_box_options_init(gimmik_box_options *options);

/* Read a deformation as a command line gives it: "none", "smooth",
 * "smooth:A" (A defaults to 0.05), "kershaw:EPS", "shear" or "shear:S"
 * (S defaults to 0.5); sets deformation and
 * parameter, GIMMIK_ERROR_ARGUMENT quoting a bad one. */
gimmik_status gimmik_deformation_parse(const char *text,
                                       gimmik_box_options *options,
                                       gimmik_error *error);

/* A box mesh.  The deformation maps the box onto the unit cube and back,
 * and moves the vertices only: elements stay trilinear.  Its six sides
 * are physical groups of dimension 2, tags 1..6, named "xmin", "xmax",
 * "ymin", "ymax", "zmin", "zmax". */
gimmik_status gimmik_mesh_create_box(const gimmik_box_options *options,
                                     gimmik_mesh **mesh, gimmik_error *error);

/* ---- Gmsh files ---------------------------------------------------------- */

/* Read a Gmsh .msh 4.1 file (rules above).  Physical groups of points,
 * lines and quadrangles mark boundary vertices, edges and faces. */
gimmik_status gimmik_mesh_read_gmsh(const char *path, gimmik_mesh **mesh,
                                    gimmik_error *error);

void gimmik_mesh_destroy(gimmik_mesh *mesh);

/* ---- what a mesh holds --------------------------------------------------- */

long long gimmik_mesh_elements(const gimmik_mesh *mesh);

/* elements * 24 coordinates in the layout of gimmik/hex_mesh.h. */
const double *gimmik_mesh_vertices(const gimmik_mesh *mesh);

/* The global vertex number of each element corner, vertex_ids[e*8 + v]
 * (0 .. gimmik_mesh_vertex_count - 1). */
const long long *gimmik_mesh_vertex_ids(const gimmik_mesh *mesh);

long long gimmik_mesh_vertex_count(const gimmik_mesh *mesh);
long long gimmik_mesh_edge_count(const gimmik_mesh *mesh);
long long gimmik_mesh_face_count(const gimmik_mesh *mesh);
/* Faces of one element only. */
long long gimmik_mesh_boundary_face_count(const gimmik_mesh *mesh);

/* 1 for a structured box, with its Ex, Ey, Ez in elements[] (element
 * order and axes above: what a structured DSS needs); 0 otherwise. */
int gimmik_mesh_is_box(const gimmik_mesh *mesh, int elements[3]);

/* Physical groups, ordered by dimension then tag; `name` is "" for a
 * group without one (it lives as long as the mesh).  An index outside
 * 0 .. gimmik_mesh_group_count - 1 is GIMMIK_ERROR_ARGUMENT; any of the
 * outputs may be NULL. */
int gimmik_mesh_group_count(const gimmik_mesh *mesh);
gimmik_status gimmik_mesh_group(const gimmik_mesh *mesh, int index,
                                int *dimension, int *tag, const char **name,
                                gimmik_error *error);

/* ---- numbering for N points ---------------------------------------------- */

/* Which part of the boundary is Dirichlet.  A NULL selection means every
 * boundary face.  Otherwise the union of the physical groups given by
 * name or by tag (groups of dimension 0..2; every node of their vertices,
 * edges and faces), and no Dirichlet node at all when both lists are
 * empty.  Naming a group the mesh lacks, a volume group, a group with no
 * point, line or face, or one that holds a face with an element on each
 * side is GIMMIK_ERROR_ARGUMENT. */
typedef struct gimmik_dirichlet {
  int name_count;
  const char *const *names;
  int tag_count;
  const int *tags;
} gimmik_dirichlet;

typedef struct gimmik_numbering gimmik_numbering;

/* Number the `points`-point GLL nodes (2..16) of every element. */
gimmik_status gimmik_mesh_number(const gimmik_mesh *mesh, int points,
                                 const gimmik_dirichlet *dirichlet,
                                 gimmik_numbering **numbering,
                                 gimmik_error *error);

void gimmik_numbering_destroy(gimmik_numbering *numbering);

int gimmik_numbering_points(const gimmik_numbering *numbering);
/* elements * N^3. */
long long gimmik_numbering_local_count(const gimmik_numbering *numbering);
/* U, the number of distinct nodes (unique degrees of freedom). */
long long gimmik_numbering_unique_count(const gimmik_numbering *numbering);

/* Per local index: its global id (0..U-1), how many copies its node has,
 * and the Dirichlet mask (1 free, 0 on the Dirichlet boundary; equal on
 * every copy). */
const long long *gimmik_numbering_global_ids(const gimmik_numbering *numbering);
const int *gimmik_numbering_multiplicity(const gimmik_numbering *numbering);
const unsigned char *gimmik_numbering_mask(const gimmik_numbering *numbering);

/* 1 / multiplicity per local index, rounded once to the dtype, into `out`
 * (local_count values): the weights that make a sum over copies count each
 * node once. */
gimmik_status gimmik_numbering_inverse_multiplicity(
    const gimmik_numbering *numbering, gimmik_dtype dtype, void *out,
    gimmik_error *error);

/* The gather-scatter lists: S = shared_count global nodes of more than
 * one copy, in ascending global id; offsets[0..S], offsets[0] = 0; the
 * copies of the s-th are indices[offsets[s] .. offsets[s+1] - 1],
 * ascending.  offsets[S] is the number of local indices in the lists. */
long long gimmik_numbering_shared_count(const gimmik_numbering *numbering);
const long long *gimmik_numbering_shared_offsets(
    const gimmik_numbering *numbering);
const long long *gimmik_numbering_shared_indices(
    const gimmik_numbering *numbering);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
