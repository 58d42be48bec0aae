/*
 * deform.h (internal): the deformations of a box (gimmik/mesh.h) as maps
 * of the unit cube onto itself, and the checks of their parameters.
 */
#ifndef GIMMIK_MESH_DEFORM_H
#define GIMMIK_MESH_DEFORM_H

#include "gimmik/mesh.h"

/* The image of unit-cube point x under the options' deformation. */
void gimmik_box_deform(const gimmik_box_options *options,
                       const long double x[3], long double out[3]);

/* Nonzero when the deformation keeps each side of the cube in place
 * (every one but the shear), so a vertex on a side may be snapped to
 * it. */
int gimmik_box_keeps_sides(const gimmik_box_options *options);

/* GIMMIK_ERROR_ARGUMENT when the parameter is out of range for the
 * deformation or a Kershaw box's counts do not fit its layers. */
gimmik_status gimmik_box_check_deformation(const gimmik_box_options *options,
                                           gimmik_error *error);

#endif
