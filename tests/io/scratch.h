/*
 * scratch.h: a private temporary folder for the I/O tests, made with
 * mkdtemp under /tmp and removed with everything in it at the end.
 */
#ifndef GIMMIK_TEST_SCRATCH_H
#define GIMMIK_TEST_SCRATCH_H

#include <stddef.h>

#include "gimmik/operator.h"

enum { SCRATCH_PATH_SIZE = 512 };

typedef struct scratch {
  char folder[64]; /* /tmp/gimmik-io-XXXXXX */
} scratch;

/* Make the folder; 0 on success, -1 (with a message on stderr) if not. */
int scratch_create(scratch *area);

/* Write `folder/name` into `path` (SCRATCH_PATH_SIZE bytes) and return it. */
const char *scratch_path(const scratch *area, const char *name, char *path);

/* Create or replace `folder/name` holding exactly `size` bytes; returns the
 * path in `path` (SCRATCH_PATH_SIZE bytes), or NULL if writing failed. */
const char *scratch_write(const scratch *area, const char *name,
                          const void *bytes, size_t size, char *path);

/* How many files the folder holds (to see that no temporary is left). */
int scratch_count_files(const scratch *area);

/* Read a whole file into a new NUL-terminated buffer; NULL on failure. */
char *scratch_read_text(const char *path);

/* Remove the folder and every file in it. */
void scratch_remove(scratch *area);

/* Check the shape and every value of an operator against a row-major
 * array; a mismatch names the entry (`name` labels the message). */
void check_values(const gimmik_operator *op, const char *name, int rows,
                  int cols, const double *expected);

#endif
