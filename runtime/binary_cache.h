/*
 * binary_cache.h (internal): a content-addressed cache of compiled kernels,
 * in memory and on disk, shared by threads and by processes (docs/runtime.md).
 *
 * Keys.  An entry is named by a 32-byte SHA-256 digest that the caller
 * makes from everything the binary depends on: the source, the compiler
 * options, the device description and the compiler and driver versions
 * (digest.h).  The cache never looks inside: equal keys mean equal entries.
 *
 * Entries.  Each holds two byte strings: `metadata`, small and opaque (the
 * caller's kernel information, the compiler log), and `binary`, the
 * compiled code (a CUBIN, an OpenCL program binary, a shared object).
 *
 * Where.  A lookup tries an in-process table first, then the file
 * <folder>/<first two hex digits of the key>/<64 hex digits>.bin.  The
 * folder is the one given to gimmik_binary_cache_open or, when that is
 * NULL, the default folder (gimmik_cache_default_folder).
 *
 * File format, version 1: a 96-byte header, then the metadata bytes, then
 * the binary bytes.  Integers are little-endian.
 *
 *   offset  size  field
 *        0     8  magic "GIMMIKB1"
 *        8     4  format version (1)
 *       12     4  zero (reserved)
 *       16    32  the key
 *       48     8  metadata size in bytes
 *       56     8  binary size in bytes
 *       64    32  SHA-256 of header bytes 0..63, then the metadata bytes,
 *                 then the binary bytes (so it also guards the key and
 *                 the sizes, which a checksum of the payload alone would
 *                 not: moving a byte from one size to the other keeps
 *                 the payload and the total the same)
 *
 * Trust.  Entries hold code this process loads (a shared object for the C
 * backend), and their checksum is a plain SHA-256 anyone can compute, so
 * only the user may be able to write in the cache, as ssh demands of
 * ~/.ssh: folders are created 0700, and a cache folder or shard that
 * belongs to another user or that others may write is refused (the cache
 * folder: memory only, with a warning; a shard: its entries are compiled
 * again and kept in memory, with one warning).  Sharing a cache between
 * users is explicit: GIMMIK_CACHE_SHARED=1 trusts the folder's owner and
 * group (folders are then created 0770, files 0640); a folder every user
 * may write is never trusted.  Nothing inside the cache is reached
 * through a link: a shard or entry that is a link, a FIFO, a device or a
 * folder is removed (a FIFO never blocks the open).
 *
 * Failures that are not the caller's.  A folder that cannot be created or
 * written makes the cache memory-only with one warning on stderr.  A disk
 * write that fails (disk full, folder removed) leaves the entry in memory
 * with one warning per cache object.  A file that is short, has another
 * magic, version or key, sizes that do not add up to its length, or a
 * checksum that does not match is corrupt: it is removed, counted, and
 * reported as not found, so the caller compiles again and puts the entry
 * back.  None of these is an error for the caller.
 *
 * Processes.  Files are written to a unique temporary name in the same
 * folder, flushed with fsync and renamed into place, so any number of
 * processes (MPI ranks) may share one folder and a reader sees either the
 * whole file or none.
 *
 * Threads.  One cache object may be used from many threads at once; its
 * table and counters are guarded by a mutex, which is never held while a
 * file is read or written.
 */
#ifndef GIMMIK_RUNTIME_BINARY_CACHE_H
#define GIMMIK_RUNTIME_BINARY_CACHE_H

#include <stddef.h>

#include "gimmik/error.h"
#include "runtime/digest.h"

typedef struct gimmik_binary_cache gimmik_binary_cache;

/* One entry as gimmik_binary_cache_get hands it out: malloc'd copies that
 * the caller owns and releases with gimmik_cache_entry_free.  Both pointers
 * are non-NULL after a hit, even for empty strings, and each string is
 * followed by a NUL that its size does not count, so text metadata can be
 * used as a C string.  A caller may take `binary` over (set the member to
 * NULL) and free it itself with free(). */
typedef struct gimmik_cache_entry {
  unsigned char *metadata;
  size_t metadata_size;
  unsigned char *binary;
  size_t binary_size;
} gimmik_cache_entry;

/* Counts since the cache object was opened.  A corrupt file is counted
 * both in `corrupt_entries` and, since the caller sees not found, in
 * `misses`. */
typedef struct gimmik_cache_stats {
  unsigned long long memory_hits;    /* found in the in-process table */
  unsigned long long disk_hits;      /* found in a valid file */
  unsigned long long misses;         /* found nowhere */
  unsigned long long corrupt_entries; /* files found corrupt and removed */
  unsigned long long writes;         /* files written to disk */
  unsigned long long write_failures; /* disk writes that failed */
} gimmik_cache_stats;

/* Open a cache on `folder`, or on the default folder when `folder` is
 * NULL; the folder is created with its parents (mode 0700) if missing.
 * When it cannot be created or written, or is not safe (see Trust above),
 * the cache still opens, in memory only, after one warning line on
 * stderr.  Fails only for a bad argument
 * (GIMMIK_ERROR_ARGUMENT: `cache` NULL or `folder` "") or when memory runs
 * out (GIMMIK_ERROR_MEMORY). */
gimmik_status gimmik_binary_cache_open(const char *folder,
                                       gimmik_binary_cache **cache,
                                       gimmik_error *error);

/* Release the table and the object; closing NULL does nothing.  Files on
 * disk stay. */
void gimmik_binary_cache_close(gimmik_binary_cache *cache);

/* 1 when entries are kept on disk, 0 when in memory only. */
int gimmik_binary_cache_persistent(const gimmik_binary_cache *cache);

/* The folder in use or, for a memory-only cache, the one that could not be
 * used; "" when no folder could even be named (no HOME).  Never NULL. */
const char *gimmik_binary_cache_folder(const gimmik_binary_cache *cache);

/* Look `key` up.  On a hit `*found` is 1 and `*entry` holds copies of the
 * bytes; on a miss `*found` is 0 and `*entry` is all zero.  A hit on disk
 * is also put in the in-process table.  Fails only for bad arguments or
 * when memory runs out; a file that cannot be read is a miss. */
gimmik_status gimmik_binary_cache_get(gimmik_binary_cache *cache,
                                      const unsigned char key[GIMMIK_DIGEST_SIZE],
                                      gimmik_cache_entry *entry, int *found,
                                      gimmik_error *error);

/* Store copies of the two byte strings under `key`, replacing an entry
 * already there, in memory and, for a persistent cache, on disk.  Either
 * pointer may be NULL when its size is 0.  Fails only for bad arguments or
 * when memory runs out; a failed disk write is a warning (see the top). */
gimmik_status gimmik_binary_cache_put(gimmik_binary_cache *cache,
                                      const unsigned char key[GIMMIK_DIGEST_SIZE],
                                      const void *metadata,
                                      size_t metadata_size, const void *binary,
                                      size_t binary_size, gimmik_error *error);

/* Release the entry's strings and zero it; NULL does nothing. */
void gimmik_cache_entry_free(gimmik_cache_entry *entry);

/* A snapshot of the counters. */
void gimmik_binary_cache_stats(gimmik_binary_cache *cache,
                               gimmik_cache_stats *stats);

/* The path of the file that holds `key` under `folder`, malloc'd in
 * `*path` (for tools and tests that look at the files themselves). */
gimmik_status gimmik_binary_cache_entry_path(const char *folder,
                                             const unsigned char key[GIMMIK_DIGEST_SIZE],
                                             char **path, gimmik_error *error);

/* ---- the cache folder, shared with the tuning database ---------------- */

/* The default folder, malloc'd in `*folder`: $GIMMIK_CACHE_DIR when set
 * and not empty, else $XDG_CACHE_HOME/gimmik when that is an absolute
 * path (the XDG specification says to ignore a relative one), else
 * $HOME/.cache/gimmik.  GIMMIK_ERROR_IO when none of them is set. */
gimmik_status gimmik_cache_default_folder(char **folder, gimmik_error *error);

/* Create `folder` with its parents (mode 0700) when missing, check that
 * it is safe (see Trust above), then make and remove a probe file in it to
 * see that it can be written.  On failure the status is GIMMIK_ERROR_IO
 * and the message reads "cache folder <folder> cannot be created
 * (<reason>)", "... is not safe to load code from: it <reason>" or "... is
 * not writable (<reason>)", ready to be part of a warning. */
gimmik_status gimmik_cache_folder_prepare(const char *folder,
                                          gimmik_error *error);

/* 1 when GIMMIK_CACHE_SHARED is "1": the cache is shared with the
 * folder's owner and group (see Trust above). */
int gimmik_cache_shared(void);

#endif
