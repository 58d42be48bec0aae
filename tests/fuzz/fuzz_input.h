/*
 * fuzz_input.h: what the fuzz targets share.  The readers take a path, so
 * each input is put in an anonymous in-memory file (memfd) and read back
 * through /proc/self/fd; nothing touches the disk.
 */
#ifndef GIMMIK_FUZZ_INPUT_H
#define GIMMIK_FUZZ_INPUT_H

#include <stddef.h>

#include "gimmik/operator.h"

enum { FUZZ_PATH_SIZE = 64 };

/* Put `size` bytes in a fresh memory file and write its path into `path`
 * (each format's own reader takes any path); returns the descriptor to
 * close afterwards.  Aborts when no memory file can be made: a target that
 * silently tests nothing must not pass. */
int fuzz_input_file(const unsigned char *data, size_t size,
                    char path[FUZZ_PATH_SIZE]);

/* One input to a reader that takes a path: an operator that keeps its
 * promises (fuzz_check_operator) or an error with a message. */
typedef gimmik_status (*fuzz_reader)(const char *path,
                                     gimmik_operator **result,
                                     gimmik_error *error);
void fuzz_read(const unsigned char *data, size_t size, fuzz_reader reader);

/* What every successfully read operator promises (gimmik/operator.h):
 * its dimensions in range, every value finite, a nonzero among them.
 * Aborts, which libFuzzer reports as a finding, when one is broken. */
void fuzz_check_operator(const gimmik_operator *op);

#endif
