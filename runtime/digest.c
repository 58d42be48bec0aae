/*
 * digest.c: SHA-256 as FIPS 180-4 describes it (section 4.1.2 for the
 * functions, 4.2.2 for the constants, 5.1.1 for the padding, 5.3.3 for the
 * initial hash value and 6.2.2 for the computation).
 */
#include "runtime/digest.h"

#include <string.h>

/* K0..K63: the first 32 bits of the fractional parts of the cube roots of
 * the first 64 primes (FIPS 180-4, 4.2.2). */
static const uint32_t round_constants[64] = {
  0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u,
  0x3956c25bu, 0x59f111f1u, 0x923f82a4u, 0xab1c5ed5u,
  0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u,
  0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u, 0xc19bf174u,
  0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu,
  0x2de92c6fu, 0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau,
  0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u,
  0xc6e00bf3u, 0xd5a79147u, 0x06ca6351u, 0x14292967u,
  0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu, 0x53380d13u,
  0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u,
  0xa2bfe8a1u, 0xa81a664bu, 0xc24b8b70u, 0xc76c51a3u,
  0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u,
  0x19a4c116u, 0x1e376c08u, 0x2748774cu, 0x34b0bcb5u,
  0x391c0cb3u, 0x4ed8aa4au, 0x5b9cca4fu, 0x682e6ff3u,
  0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u,
  0x90befffau, 0xa4506cebu, 0xbef9a3f7u, 0xc67178f2u,
};

/* H(0): the first 32 bits of the fractional parts of the square roots of
 * the first 8 primes (FIPS 180-4, 5.3.3). */
static const uint32_t initial_hash[8] = {
  0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
  0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u,
};

static uint32_t rotate_right(uint32_t word, unsigned count) {
  return (word >> count) | (word << (32u - count));
}

static uint32_t choose(uint32_t x, uint32_t y, uint32_t z) {
  return (x & y) ^ (~x & z);
}

static uint32_t majority(uint32_t x, uint32_t y, uint32_t z) {
  return (x & y) ^ (x & z) ^ (y & z);
}

/* The four functions the standard writes as upper and lower case sigma. */
static uint32_t big_sigma0(uint32_t x) {
  return rotate_right(x, 2) ^ rotate_right(x, 13) ^ rotate_right(x, 22);
}

static uint32_t big_sigma1(uint32_t x) {
  return rotate_right(x, 6) ^ rotate_right(x, 11) ^ rotate_right(x, 25);
}

static uint32_t small_sigma0(uint32_t x) {
  return rotate_right(x, 7) ^ rotate_right(x, 18) ^ (x >> 3);
}

static uint32_t small_sigma1(uint32_t x) {
  return rotate_right(x, 17) ^ rotate_right(x, 19) ^ (x >> 10);
}

/* SHA-256 reads its message as big-endian 32-bit words whatever the host. */
static uint32_t load_big_endian(const unsigned char *bytes) {
  return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 |
         (uint32_t)bytes[2] << 8 | (uint32_t)bytes[3];
}

static void store_big_endian(uint32_t word, unsigned char *bytes) {
  bytes[0] = (unsigned char)(word >> 24);
  bytes[1] = (unsigned char)(word >> 16);
  bytes[2] = (unsigned char)(word >> 8);
  bytes[3] = (unsigned char)word;
}

/* Step 1 of 6.2.2: the message schedule W0..W63 of one block. */
static void prepare_schedule(const unsigned char block[64],
                             uint32_t schedule[64]) {
  for (int t = 0; t < 16; t++) schedule[t] = load_big_endian(block + 4 * t);
  for (int t = 16; t < 64; t++)
    schedule[t] = small_sigma1(schedule[t - 2]) + schedule[t - 7] +
                  small_sigma0(schedule[t - 15]) + schedule[t - 16];
}

/* Steps 2 to 4 of 6.2.2: fold one 64-byte block into the hash value.  The
 * working variables a..h are w[0]..w[7]. */
static void compress_block(uint32_t hash[8], const unsigned char block[64]) {
  uint32_t schedule[64];
  prepare_schedule(block, schedule);
  uint32_t w[8];
  memcpy(w, hash, sizeof w);
  for (int t = 0; t < 64; t++) {
    uint32_t t1 = w[7] + big_sigma1(w[4]) + choose(w[4], w[5], w[6]) +
                  round_constants[t] + schedule[t];
    uint32_t t2 = big_sigma0(w[0]) + majority(w[0], w[1], w[2]);
    w[7] = w[6];
    w[6] = w[5];
    w[5] = w[4];
    w[4] = w[3] + t1;
    w[3] = w[2];
    w[2] = w[1];
    w[1] = w[0];
    w[0] = t1 + t2;
  }
  for (int i = 0; i < 8; i++) hash[i] += w[i];
}

void gimmik_digest_init(gimmik_digest_state *state) {
  memcpy(state->hash, initial_hash, sizeof state->hash);
  state->message_bytes = 0;
  state->block_used = 0;
}

void gimmik_digest_update(gimmik_digest_state *state, const void *bytes,
                          size_t size) {
  /* memcpy from NULL is undefined even for 0 bytes, so stop early. */
  if (size == 0) return;
  const unsigned char *cursor = bytes;
  state->message_bytes += size;
  /* Top up a partly filled block first, then take whole blocks straight
   * from the input, and keep the remainder for the next call. */
  if (state->block_used > 0) {
    size_t room = sizeof state->block - state->block_used;
    size_t taken = size < room ? size : room;
    memcpy(state->block + state->block_used, cursor, taken);
    state->block_used += taken;
    cursor += taken;
    size -= taken;
    if (state->block_used < sizeof state->block) return;
    compress_block(state->hash, state->block);
    state->block_used = 0;
  }
  for (; size >= 64; cursor += 64, size -= 64)
    compress_block(state->hash, cursor);
  if (size > 0) memcpy(state->block, cursor, size);
  state->block_used = size;
}

/* 5.1.1: a 1 bit, zeros up to 448 bits modulo 512, then the message length
 * in bits as a 64-bit big-endian number. */
static void pad_message(gimmik_digest_state *state) {
  uint64_t message_bits = state->message_bytes * 8u;
  state->block[state->block_used++] = 0x80;
  if (state->block_used > 56) {
    memset(state->block + state->block_used, 0, 64 - state->block_used);
    compress_block(state->hash, state->block);
    state->block_used = 0;
  }
  memset(state->block + state->block_used, 0, 56 - state->block_used);
  store_big_endian((uint32_t)(message_bits >> 32), state->block + 56);
  store_big_endian((uint32_t)message_bits, state->block + 60);
  compress_block(state->hash, state->block);
  state->block_used = 0;
}

void gimmik_digest_final(gimmik_digest_state *state,
                         unsigned char digest[GIMMIK_DIGEST_SIZE]) {
  pad_message(state);
  for (int i = 0; i < 8; i++) store_big_endian(state->hash[i], digest + 4 * i);
}

void gimmik_digest(const void *bytes, size_t size,
                   unsigned char digest[GIMMIK_DIGEST_SIZE]) {
  gimmik_digest_state state;
  gimmik_digest_init(&state);
  gimmik_digest_update(&state, bytes, size);
  gimmik_digest_final(&state, digest);
}

void gimmik_digest_hex(const unsigned char digest[GIMMIK_DIGEST_SIZE],
                       char hex[GIMMIK_DIGEST_HEX_SIZE]) {
  static const char digits[] = "0123456789abcdef";
  for (int i = 0; i < GIMMIK_DIGEST_SIZE; i++) {
    hex[2 * i] = digits[digest[i] >> 4];
    hex[2 * i + 1] = digits[digest[i] & 0x0f];
  }
  hex[2 * GIMMIK_DIGEST_SIZE] = '\0';
}
