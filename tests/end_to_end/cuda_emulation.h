/*
 * cuda_emulation.h: just enough CUDA C++ for a generated kernel's path
 * before sm_80 (no inline PTX: __CUDA_ARCH__ is undefined here) to run on
 * the CPU, each CUDA thread a POSIX thread; included ahead of the kernel's
 * source by test_matmul_emulated.c.  Blocks run one after another and
 * share the one dynamic shared array `smem` (of GIMMIK_SHARED_T, double
 * unless the kernel declares another type).
 */
#ifndef GIMMIK_CUDA_EMULATION_H
#define GIMMIK_CUDA_EMULATION_H

#include <math.h>

struct gimmik_dim3 {
  unsigned x, y, z;
};

extern thread_local gimmik_dim3 threadIdx;
extern gimmik_dim3 blockIdx;

#define __global__
#define __device__
#define __constant__
#define __shared__
#define __forceinline__ inline
#define __launch_bounds__(...)
#define __restrict__ __restrict
#define __align__(n) __attribute__((aligned(n)))

void __syncthreads();
void __syncwarp();
/* bar.sync id, threads: the first `threads` to arrive at barrier `id`. */
void gimmik_emulated_bar_sync(int id, int threads);
double gimmik_emulated_exchange(double value, int lane);

template <class T> inline T __ldg(const T *p) { return *p; }
template <class T> inline T __ldcs(const T *p) { return *p; }
template <class T> inline void __stcs(T *p, T value) { *p = value; }
template <class T> inline T __ldcg(const T *p) { return *p; }
template <class T> inline void __stcg(T *p, T value) { *p = value; }

template <class T> inline T __shfl_sync(unsigned, T value, int lane) {
  return (T)gimmik_emulated_exchange((double)value, lane);
}

struct double2 {
  double x, y;
};
struct float2 {
  float x, y;
};
struct float4 {
  float x, y, z, w;
};
inline double2 make_double2(double x, double y) { return {x, y}; }
inline float2 make_float2(float x, float y) { return {x, y}; }
inline float4 make_float4(float x, float y, float z, float w) {
  return {x, y, z, w};
}

#endif
