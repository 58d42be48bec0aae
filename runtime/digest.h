/*
 * digest.h (internal): SHA-256 (FIPS 180-4), the hash that names entries
 * of the binary cache and checks that their bytes are intact.
 *
 * Use it incrementally (init, any number of updates, final) when the input
 * comes in pieces, such as the source, the options and the device strings
 * of a kernel, or in one call with gimmik_digest.  Nothing here can fail,
 * so these functions return no status.
 */
#ifndef GIMMIK_RUNTIME_DIGEST_H
#define GIMMIK_RUNTIME_DIGEST_H

#include <stddef.h>
#include <stdint.h>

enum {
  GIMMIK_DIGEST_SIZE = 32,    /* bytes of a SHA-256 digest */
  GIMMIK_DIGEST_HEX_SIZE = 65 /* 64 lowercase hex digits and a NUL */
};

/* A hash in progress; its members are private to digest.c. */
typedef struct gimmik_digest_state {
  uint32_t hash[8];          /* H0..H7 of the standard */
  uint64_t message_bytes;    /* bytes taken in so far */
  unsigned char block[64];   /* the start of the next 512-bit block */
  size_t block_used;         /* bytes of `block` filled, 0..63 */
} gimmik_digest_state;

void gimmik_digest_init(gimmik_digest_state *state);

/* Take in `size` more bytes; `bytes` may be NULL when `size` is 0. */
void gimmik_digest_update(gimmik_digest_state *state, const void *bytes,
                          size_t size);

/* Pad, finish and write the 32-byte digest.  The state is then spent:
 * call gimmik_digest_init before using it again. */
void gimmik_digest_final(gimmik_digest_state *state,
                         unsigned char digest[GIMMIK_DIGEST_SIZE]);

/* The digest of one byte string. */
void gimmik_digest(const void *bytes, size_t size,
                   unsigned char digest[GIMMIK_DIGEST_SIZE]);

/* The digest as 64 lowercase hex digits and a terminating NUL. */
void gimmik_digest_hex(const unsigned char digest[GIMMIK_DIGEST_SIZE],
                       char hex[GIMMIK_DIGEST_HEX_SIZE]);

#endif
