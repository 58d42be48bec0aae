/* test_digest.c: SHA-256 against the FIPS 180-4 / NIST example vectors,
 * lengths around the padding boundary, and incremental against one-shot. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "runtime/digest.h"

static int digest_is(const void *bytes, size_t size, const char *expected) {
  unsigned char digest[GIMMIK_DIGEST_SIZE];
  char hex[GIMMIK_DIGEST_HEX_SIZE];
  gimmik_digest(bytes, size, digest);
  gimmik_digest_hex(digest, hex);
  if (strcmp(hex, expected) == 0) return 1;
  fprintf(stderr, "digest of %zu bytes: got %s, expected %s\n", size, hex,
          expected);
  return 0;
}

static void test_nist_examples(void) {
  CHECK(digest_is("abc", 3,
                  "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
  CHECK(digest_is("", 0,
                  "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
  CHECK(digest_is(NULL, 0,
                  "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
  const char *two_blocks =
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"; /* 448 bits */
  CHECK(digest_is(two_blocks, strlen(two_blocks),
                  "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
  const char *long_message =
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
      "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"; /* 896 bits */
  CHECK(digest_is(long_message, strlen(long_message),
                  "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"));
}

static void test_million_a(void) {
  size_t size = 1000000;
  char *message = malloc(size);
  CHECK(message != NULL);
  if (!message) return;
  memset(message, 'a', size);
  CHECK(digest_is(message, size,
                  "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
  /* The same million fed one byte and then 1000 bytes at a time. */
  gimmik_digest_state state;
  unsigned char digest[GIMMIK_DIGEST_SIZE];
  char hex[GIMMIK_DIGEST_HEX_SIZE];
  gimmik_digest_init(&state);
  for (size_t i = 0; i < size; i++) gimmik_digest_update(&state, "a", 1);
  gimmik_digest_final(&state, digest);
  gimmik_digest_hex(digest, hex);
  CHECK(strcmp(hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0") == 0);
  gimmik_digest_init(&state);
  for (size_t i = 0; i < size; i += 1000)
    gimmik_digest_update(&state, message + i, 1000);
  gimmik_digest_final(&state, digest);
  gimmik_digest_hex(digest, hex);
  CHECK(strcmp(hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0") == 0);
  free(message);
}

/* Runs of 'a' whose padding falls on either side of a block boundary
 * (values from coreutils sha256sum). */
static void test_padding_boundaries(void) {
  static const struct {
    size_t length;
    const char *digest;
  } cases[] = {
    {55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"},
    {56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"},
    {63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"},
    {64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"},
    {65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"},
    {119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"},
    {120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"},
  };
  char message[128];
  memset(message, 'a', sizeof message);
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    CHECK(digest_is(message, cases[i].length, cases[i].digest));
}

static uint64_t next_random(uint64_t *state) {
  *state ^= *state << 13;
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return *state;
}

/* Feeding any split of the same bytes gives the one-shot digest. */
static void test_random_splits(void) {
  enum { SIZE = 5000, TRIALS = 300 };
  static unsigned char message[SIZE];
  uint64_t random_state = 0x243f6a8885a308d3u;
  for (size_t i = 0; i < SIZE; i++)
    message[i] = (unsigned char)next_random(&random_state);
  for (int trial = 0; trial < TRIALS; trial++) {
    size_t size = (size_t)(next_random(&random_state) % (SIZE + 1));
    unsigned char expected[GIMMIK_DIGEST_SIZE], got[GIMMIK_DIGEST_SIZE];
    gimmik_digest(message, size, expected);
    gimmik_digest_state state;
    gimmik_digest_init(&state);
    size_t done = 0;
    while (done < size) {
      /* mostly short pieces, sometimes long ones, sometimes empty */
      size_t limit = next_random(&random_state) % 4 == 0 ? 300 : 70;
      size_t piece = (size_t)(next_random(&random_state) % (limit + 1));
      if (piece > size - done) piece = size - done;
      gimmik_digest_update(&state, message + done, piece);
      done += piece;
    }
    gimmik_digest_final(&state, got);
    CHECK(memcmp(expected, got, sizeof got) == 0);
  }
}

static void test_hex(void) {
  unsigned char digest[GIMMIK_DIGEST_SIZE];
  char hex[GIMMIK_DIGEST_HEX_SIZE];
  for (int i = 0; i < GIMMIK_DIGEST_SIZE; i++) digest[i] = (unsigned char)(i * 8 + 7);
  memset(hex, 'x', sizeof hex);
  gimmik_digest_hex(digest, hex);
  CHECK(strlen(hex) == 64);
  CHECK(strncmp(hex, "070f171f272f373f", 16) == 0);
  CHECK(strcmp(hex + 56, "e7eff7ff") == 0);
}

int main(void) {
  test_nist_examples();
  test_million_a();
  test_padding_boundaries();
  test_random_splits();
  test_hex();
  return check_finish("test_digest");
}
