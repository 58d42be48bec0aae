/*
 * gmsh_cursor.h (internal): reading a Gmsh .msh 4.1 file held in memory:
 * section lines, and values that are text or, inside the binary sections
 * of a binary file, little-endian bytes (int: 4, size_t: 8, double: 8).
 * Every failure names the file and the line (text files) or the byte
 * offset (binary files, whose lines are not counted).
 */
#ifndef GIMMIK_MESH_GMSH_CURSOR_H
#define GIMMIK_MESH_GMSH_CURSOR_H

#include <stddef.h>

#include "gimmik/error.h"

enum { GMSH_NAME_SIZE = 64 };

typedef struct gmsh_cursor {
  const char *path;
  const unsigned char *bytes;
  size_t size;
  size_t at;
  long line;                    /* line of `at`, 1-based (text only) */
  int binary_file;              /* messages give byte offsets */
  int binary;                   /* values are bytes just now */
  char section[GMSH_NAME_SIZE]; /* "Nodes" while in $Nodes */
} gmsh_cursor;

gimmik_status gimmik_gmsh_fail(const gmsh_cursor *cursor, gimmik_error *error,
                        const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The next section's name into cursor->section ("$Nodes" gives "Nodes");
 * *found is 0 at the end of the file. */
gimmik_status gimmik_gmsh_section_begin(gmsh_cursor *cursor, int *found,
                                 gimmik_error *error);

/* The line "$End<section>" after the values. */
gimmik_status gimmik_gmsh_section_end(gmsh_cursor *cursor, gimmik_error *error);

/* Past "$End<section>" without reading what comes before it. */
gimmik_status gimmik_gmsh_section_skip(gmsh_cursor *cursor, gimmik_error *error);

/* Past the end of the current line (blanks, then one line feed). */
void gimmik_gmsh_end_line(gmsh_cursor *cursor);

/* One value; `what` names it in messages ("the number of nodes"). */
gimmik_status gimmik_gmsh_read_size(gmsh_cursor *cursor, const char *what,
                             long long *value, gimmik_error *error);
gimmik_status gimmik_gmsh_read_int(gmsh_cursor *cursor, const char *what, int *value,
                            gimmik_error *error);
gimmik_status gimmik_gmsh_read_real(gmsh_cursor *cursor, const char *what,
                             double *value, gimmik_error *error);

/* A word of text (always text, also in binary files). */
gimmik_status gimmik_gmsh_read_word(gmsh_cursor *cursor, const char *what, char *word,
                             size_t size, gimmik_error *error);

/* A double-quoted name on the current line, without its quotes. */
gimmik_status gimmik_gmsh_read_quoted(gmsh_cursor *cursor, char *name, size_t size,
                               gimmik_error *error);

/* GIMMIK_ERROR_INPUT unless `count` items of at least `bytes_each` bytes
 * fit in the rest of the file (a corrupt count must not allocate). */
gimmik_status gimmik_gmsh_check_count(const gmsh_cursor *cursor, const char *what,
                               long long count, long long bytes_each,
                               gimmik_error *error);

#endif
