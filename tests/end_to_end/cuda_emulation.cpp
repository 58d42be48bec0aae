/*
 * cuda_emulation.cpp: runs one generated CUDA kernel on the CPU
 * (cuda_emulation.h) over B and C read from a file, and writes C back.
 * usage: kernel FILE N LDB LDC BLOCKS THREADS_X THREADS_Y SHARED_BYTES
 * FILE holds B (k x ldb) then C (m x ldc) as T; C is rewritten in place.
 * Compiled with -DGIMMIK_T=double|float, -DGIMMIK_M, -DGIMMIK_K,
 * -DGIMMIK_BAKED=0|1 and optionally -DGIMMIK_SHARED_T together with the
 * kernel's source.  A warp is 32 threads of consecutive linear index
 * x + THREADS_X y.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "cuda_emulation.h"

typedef GIMMIK_T T;
#ifndef GIMMIK_SHARED_T
#define GIMMIK_SHARED_T double
#endif

#if GIMMIK_BAKED
extern "C" void gimmik_matmul(const T *b, T *c);
#else
extern "C" void gimmik_matmul(int n, const T *b, int ldb, T *c, int ldc);
#endif

enum { WARPS_MOST = 32 };

thread_local gimmik_dim3 threadIdx;
gimmik_dim3 blockIdx;
alignas(16) GIMMIK_SHARED_T smem[(232 * 1024) / sizeof(GIMMIK_SHARED_T)];
static thread_local unsigned linear; /* x + THREADS_X y */

static pthread_barrier_t block_barrier, warp_barrier[WARPS_MOST];
static double exchanged[WARPS_MOST][32];

void __syncthreads() { pthread_barrier_wait(&block_barrier); }

void __syncwarp() { pthread_barrier_wait(&warp_barrier[linear / 32]); }

/* The named barriers 0..15: a count of arrivals and a generation each. */
enum { NAMED_BARRIERS = 16 };
static pthread_mutex_t named_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t named_passed = PTHREAD_COND_INITIALIZER;
static int named_arrived[NAMED_BARRIERS];
static unsigned named_generation[NAMED_BARRIERS];

void gimmik_emulated_bar_sync(int id, int threads) {
  if (id < 0 || id >= NAMED_BARRIERS) abort();
  pthread_mutex_lock(&named_lock);
  unsigned generation = named_generation[id];
  if (++named_arrived[id] == threads) {
    named_arrived[id] = 0;
    named_generation[id]++;
    pthread_cond_broadcast(&named_passed);
  } else {
    while (generation == named_generation[id])
      pthread_cond_wait(&named_passed, &named_lock);
  }
  pthread_mutex_unlock(&named_lock);
}

double gimmik_emulated_exchange(double value, int lane) {
  int warp = linear / 32;
  exchanged[warp][linear % 32] = value;
  __syncwarp();
  double got = exchanged[warp][lane & 31];
  __syncwarp();
  return got;
}

struct launch {
  int n, ldb, ldc;
  const T *b;
  T *c;
  unsigned thread, threads_x;
};

static void *run_thread(void *argument) {
  const launch *job = (const launch *)argument;
  linear = job->thread;
  threadIdx = {job->thread % job->threads_x, job->thread / job->threads_x, 0};
#if GIMMIK_BAKED
  gimmik_matmul(job->b, job->c);
#else
  gimmik_matmul(job->n, job->b, job->ldb, job->c, job->ldc);
#endif
  return NULL;
}

int main(int argc, char **argv) {
  if (argc != 9) return 2;
  int n = atoi(argv[2]), ldb = atoi(argv[3]), ldc = atoi(argv[4]);
  int blocks = atoi(argv[5]), threads_x = atoi(argv[6]);
  int threads = threads_x * atoi(argv[7]);
  size_t shared = (size_t)atol(argv[8]);
  if (threads_x < 1 || threads % 32 || threads / 32 > WARPS_MOST ||
      shared > sizeof smem)
    return 3;
  size_t b_count = (size_t)GIMMIK_K * ldb, c_count = (size_t)GIMMIK_M * ldc;
  T *data = (T *)malloc((b_count + c_count) * sizeof(T));
  FILE *file = fopen(argv[1], "r+b");
  if (!data || !file ||
      fread(data, sizeof(T), b_count + c_count, file) != b_count + c_count)
    return 4;
  pthread_barrier_init(&block_barrier, NULL, threads);
  for (int w = 0; w < threads / 32; w++)
    pthread_barrier_init(&warp_barrier[w], NULL, 32);
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setstacksize(&attributes, 1 << 20);
  pthread_t *pool = (pthread_t *)malloc(threads * sizeof(pthread_t));
  launch *jobs = (launch *)malloc(threads * sizeof(launch));
  for (int block = 0; block < blocks; block++) {
    blockIdx = {(unsigned)block, 0, 0};
    for (unsigned char *byte = (unsigned char *)smem;
         byte < (unsigned char *)smem + shared; byte++)
      *byte = 0xff; /* NaN: a kernel must write what it reads */
    for (int t = 0; t < threads; t++) {
      jobs[t] = {n, ldb, ldc, data, data + b_count, (unsigned)t,
                 (unsigned)threads_x};
      if (pthread_create(&pool[t], &attributes, run_thread, &jobs[t]))
        return 5;
    }
    for (int t = 0; t < threads; t++) pthread_join(pool[t], NULL);
  }
  rewind(file);
  if (fwrite(data, sizeof(T), b_count + c_count, file) != b_count + c_count)
    return 6;
  fclose(file);
  return 0;
}
