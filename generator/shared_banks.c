/* shared_banks.c: the bank model of shared memory (shared_banks.h). */
#include "generator/shared_banks.h"

enum { BANKS = 32, BANK_BYTES = 4 };

/* Wavefronts of one request: the most distinct values any bank serves. */
static int request_wavefronts(const int *offsets, int count, int value_size) {
  int words = value_size / BANK_BYTES, load[BANKS] = {0}, worst = 1;
  for (int t = 0; t < count; t++) {
    int repeated = 0;
    for (int u = 0; u < t && !repeated; u++) repeated = offsets[u] == offsets[t];
    if (repeated) continue;
    for (int w = 0; w < words; w++) {
      int bank = (offsets[t] * words + w) % BANKS;
      if (++load[bank] > worst) worst = load[bank];
    }
  }
  return worst;
}

int gimmik_shared_wavefronts(const int *offsets, int count, int value_size) {
  int per_request = value_size >= 8 ? 16 : 32, total = 0;
  for (int first = 0; first < count; first += per_request) {
    int size = count - first < per_request ? count - first : per_request;
    total += request_wavefronts(offsets + first, size, value_size);
  }
  return total;
}
