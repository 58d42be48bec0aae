/*
 * shared_banks.h (internal): a model of how many passes ("wavefronts")
 * the shared memory of an NVIDIA GPU takes to serve one access of a warp,
 * used to choose layouts whose accesses do not collide in a bank.
 *
 * Shared memory has 32 banks of 4 bytes; one wavefront serves at most one
 * word per bank (threads reading the same word share it).  A warp's 4-byte
 * access is one request of 32 threads; an 8-byte access is served half a
 * warp at a time, so each 16 threads are a request of their own (what
 * Nsight Compute's bank-conflict counts on an H200 agree with).
 */
#ifndef GIMMIK_GENERATOR_SHARED_BANKS_H
#define GIMMIK_GENERATOR_SHARED_BANKS_H

/* Wavefronts to serve `count` threads (thread 0 starting a warp) that each
 * access the value at offsets[t] (in values of `value_size` bytes, 4 or 8)
 * of one array. */
int gimmik_shared_wavefronts(const int *offsets, int count, int value_size);

#endif
