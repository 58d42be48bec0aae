/* part_access.c: what a part tells (gimmik/parallel.h). */
#include <stdlib.h>

#include "parallel/parallel_internal.h"

int gimmik_part_rank(const gimmik_part *part) { return part->rank; }
int gimmik_part_parts(const gimmik_part *part) { return part->parts; }
int gimmik_part_points(const gimmik_part *part) { return part->points; }

long long gimmik_part_elements(const gimmik_part *part) {
  return part->elements;
}

const long long *gimmik_part_element_ids(const gimmik_part *part) {
  return part->element_ids;
}

const double *gimmik_part_vertices(const gimmik_part *part) {
  return part->vertices;
}

int gimmik_part_is_box(const gimmik_part *part, int elements[3]) {
  if (part->box[0] == 0) return 0;
  for (int axis = 0; axis < 3; axis++) elements[axis] = part->box[axis];
  return 1;
}

long long gimmik_part_boundary_count(const gimmik_part *part) {
  return part->boundary_count;
}

const int *gimmik_part_boundary_elements(const gimmik_part *part) {
  return part->boundary;
}

long long gimmik_part_local_count(const gimmik_part *part) {
  return part->local_count;
}

long long gimmik_part_unique_count(const gimmik_part *part) {
  return part->unique_count;
}

/* Each node with several local copies counts once. */
long long gimmik_part_node_count(const gimmik_part *part) {
  long long repeats = part->local_offsets[part->local_shared] -
                      part->local_shared;
  repeats += part->copy_offsets[part->interface_count] -
             part->interface_count;
  return part->local_count - repeats;
}

const long long *gimmik_part_global_ids(const gimmik_part *part) {
  return part->global;
}

const int *gimmik_part_multiplicity(const gimmik_part *part) {
  return part->multiplicity;
}

const unsigned char *gimmik_part_mask(const gimmik_part *part) {
  return part->mask;
}

int gimmik_part_local_shared_count(const gimmik_part *part) {
  return part->local_shared;
}

const int *gimmik_part_local_offsets(const gimmik_part *part) {
  return part->local_offsets;
}

const int *gimmik_part_local_indices(const gimmik_part *part) {
  return part->local_indices;
}

void gimmik_part_plan(const gimmik_part *part, gimmik_exchange_plan *plan) {
  plan->interface_count = part->interface_count;
  plan->interface_ids = part->interface_ids;
  plan->copy_offsets = part->copy_offsets;
  plan->copies = part->copies;
  plan->neighbour_count = part->neighbour_count;
  plan->neighbours = part->neighbours;
  plan->buffer_offsets = part->buffer_offsets;
  plan->buffer_nodes = part->buffer_nodes;
  plan->sum_offsets = part->sum_offsets;
  plan->sum_sources = part->sum_sources;
}

void gimmik_part_destroy(gimmik_part *part) {
  if (!part) return;
  free(part->element_ids);
  free(part->vertices);
  free(part->boundary);
  free(part->global);
  free(part->multiplicity);
  free(part->mask);
  free(part->local_offsets);
  free(part->local_indices);
  free(part->interface_ids);
  free(part->copy_offsets);
  free(part->copies);
  free(part->neighbours);
  free(part->buffer_offsets);
  free(part->buffer_nodes);
  free(part->sum_offsets);
  free(part->sum_sources);
  free(part);
}
