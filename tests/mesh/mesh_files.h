/*
 * mesh_files.h: a private folder for the mesh files the tests write (made
 * with mkdtemp under /tmp, removed with its files at the end).
 */
#ifndef GIMMIK_TEST_MESH_FILES_H
#define GIMMIK_TEST_MESH_FILES_H

#include <stddef.h>

enum { MESH_PATH_SIZE = 256 };

/* 0 when the folder is made, -1 (with a message) if not. */
int mesh_files_open(void);

/* Write `name` in the folder; its path goes to `path` (MESH_PATH_SIZE
 * bytes) and is returned, NULL if writing failed. */
const char *mesh_files_write(const char *name, const void *bytes, size_t size,
                             char *path);

void mesh_files_close(void);

#endif
