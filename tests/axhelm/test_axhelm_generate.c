/*
 * test_axhelm_generate.c: the axhelm generator without a device: request
 * checks and their messages, viability, the variant table, candidates,
 * metadata (arguments per mode, flops and bytes), exact literals and
 * deterministic output.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/axhelm.h"

static gimmik_axhelm_request base_request(void) {
  gimmik_axhelm_request request;
  gimmik_axhelm_request_init(&request);
  return request;
}

static gimmik_status generate(const gimmik_axhelm_request *request,
                              gimmik_kernel **kernel, gimmik_error *error) {
  *kernel = NULL;
  return gimmik_generate_axhelm(request, kernel, error);
}

static void expect_failure(gimmik_axhelm_request request,
                           gimmik_status status, const char *fragment) {
  gimmik_kernel *kernel;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_FAILS(generate(&request, &kernel, &error), &error, status, fragment);
  CHECK(kernel == NULL);
}

static void test_bad_requests(void) {
  gimmik_axhelm_request request = base_request();
  request.points = 1;
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "points = 1 (N = p + 1) is outside 2..16");
  request.points = 17;
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "points = 17 (N = p + 1) is outside 2..16");
  request = base_request();
  request.fields = 2;
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "fields = 2");
  request = base_request();
  request.backend = GIMMIK_BACKEND_C;
  request.variant = "lines";
  expect_failure(request, GIMMIK_ERROR_UNSUPPORTED,
                 "not offered for the c backend");
  request.variant = "cells";
  request.backend = GIMMIK_BACKEND_CUDA;
  expect_failure(request, GIMMIK_ERROR_UNSUPPORTED,
                 "not offered for the cuda backend");
  request = base_request();
  request.lambda0 = 1.0 / 0.0;
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "must be finite");
  request = base_request();
  request.kernel_name = "2fast";
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "not a usable identifier");
  request.kernel_name = "double";
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "not a usable identifier");
  request = base_request();
  request.geometry = (gimmik_axhelm_geometry)7;
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "unknown equation, coefficients or geometry");
  request = base_request();
  request.variant = "slabs";
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "unknown axhelm variant 'slabs'");
  request = base_request();
  request.variant = "nodes";
  request.points = 11;
  expect_failure(request, GIMMIK_ERROR_UNSUPPORTED, "1331 threads per block");
  request = base_request();
  request.variant = "lines";
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "fuse", 0, &error), &error);
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "variant lines has no parameter 'fuse'");
  request = base_request();
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "epb", 0, &error), &error);
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "epb = 0 outside 1..256");
  request = base_request();
  request.variant = "layers";
  request.points = 16;
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "epb", 8, &error), &error);
  expect_failure(request, GIMMIK_ERROR_UNSUPPORTED, "2048 threads per block");
  request = base_request();
  request.variant = "nodes";
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "dmem", 1, &error), &error);
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "no parameter 'dmem'");
  CHECK_FAILS(gimmik_axhelm_request_set_param(&request, "", 1, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "empty or too long");
}

/* The default variant for every N is viable, nodes stops at N = 10, mma
 * is CUDA's (and refused on a device older than sm_80). */
static int param_of(const gimmik_candidate *candidate, const char *name) {
  for (int p = 0; p < candidate->param_count; p++)
    if (strcmp(candidate->params[p].name, name) == 0)
      return candidate->params[p].value;
  return -1;
}

/* `request` with the candidate's variant and parameters. */
static gimmik_axhelm_request with_candidate(gimmik_axhelm_request request,
                                            const gimmik_candidate *candidate) {
  request.variant = candidate->variant;
  memcpy(request.params, candidate->params, sizeof request.params);
  request.param_count = candidate->param_count;
  return request;
}

/* evenodd = 0 is a refinement: each such candidate refines the one with
 * evenodd = 1 and every other parameter the same; no other candidate
 * refines any. */
static void test_refinements(void) {
  gimmik_axhelm_request request = base_request();
  request.compute_capability = 90;
  request.fields = 3;
  gimmik_candidate *candidates = NULL;
  int count = 0, refinements = 0;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_candidates(&request, &candidates, &count, &error), &error);
  for (int i = 0; i < count; i++) {
    const gimmik_candidate *candidate = &candidates[i];
    int refined = candidate->refines;
    CHECK(refined < i);
    if (param_of(candidate, "evenodd") != 0) {
      CHECK(refined == -1);
      continue;
    }
    refinements++;
    CHECK(refined >= 0);
    if (refined < 0) continue;
    const gimmik_candidate *base = &candidates[refined];
    CHECK(strcmp(base->variant, candidate->variant) == 0);
    CHECK(param_of(base, "evenodd") == 1);
    CHECK(base->param_count == candidate->param_count);
    for (int p = 0; p < candidate->param_count; p++)
      if (strcmp(candidate->params[p].name, "evenodd") != 0)
        CHECK(param_of(base, candidate->params[p].name) ==
              candidate->params[p].value);
  }
  printf("%d of %d candidates for N = 8, d = 3 are refinements\n",
         refinements, count);
  CHECK(refinements > 0 && refinements < count);
  free(candidates);
}

static const gimmik_kernel_info *info_of(gimmik_kernel **kernel,
                                         gimmik_axhelm_request request);

static void test_viability(void) {
  for (int n = 2; n <= 16; n++)
    for (int backend = 0; backend < 2; backend++) {
      gimmik_axhelm_request request = base_request();
      request.points = n;
      request.backend = (gimmik_backend)backend;
      request.fields = 3;
      request.equation = GIMMIK_AXHELM_HELMHOLTZ;
      request.geometry = GIMMIK_AXHELM_TRILINEAR;
      gimmik_kernel *kernel;
      gimmik_error error;
      gimmik_error_init(&error);
      CHECK_OK(generate(&request, &kernel, &error), &error);
      gimmik_kernel_destroy(kernel);
      gimmik_variant_report *reports = NULL;
      int count = 0;
      CHECK_OK(gimmik_axhelm_variants(&request, &reports, &count, &error), &error);
      CHECK(count == 5);
      for (int v = 0; v < count; v++)
        if (strcmp(reports[v].variant, "cells") == 0)
          CHECK(!reports[v].viable);
        else if (strcmp(reports[v].variant, "nodes") == 0)
          CHECK(reports[v].viable == (n <= 10));
        else if (strcmp(reports[v].variant, "layers") == 0)
          CHECK(reports[v].viable);
        else if (strcmp(reports[v].variant, "mma") == 0 && n <= 8)
          CHECK(reports[v].viable == (request.backend == GIMMIK_BACKEND_CUDA));
      if (n == 12 && backend == 0) gimmik_variant_reports_print(reports, count, stdout);
      free(reports);
    }
  gimmik_axhelm_request old = base_request();
  old.compute_capability = 75;
  old.variant = "mma";
  expect_failure(old, GIMMIK_ERROR_UNSUPPORTED, "needs sm_80 or later (the "
                 "device is sm_75)");
  old.compute_capability = 80;
  gimmik_kernel *kernel;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(generate(&old, &kernel, &error), &error);
  gimmik_kernel_destroy(kernel);
  /* The default epb counts the threads of the parameters given: with
   * fuse = 2 an mma element at N = 8 has 96 threads, so one per block
   * (two, from the 32 of fuse = 1, would be viable here too). */
  old.fields = 3;
  CHECK_OK(gimmik_axhelm_request_set_param(&old, "fuse", 2, &error), &error);
  CHECK_OK(gimmik_axhelm_request_set_param(&old, "stage", 0, &error), &error);
  const gimmik_kernel_info *info = info_of(&kernel, old);
  CHECK(info && gimmik_kernel_param(info, "epb", -1) == 1 &&
        info->block[0] == 96);
  gimmik_kernel_destroy(kernel);
}

static void test_candidates(void) {
  gimmik_axhelm_request request = base_request();
  request.points = 5;
  request.fields = 3;
  gimmik_candidate *candidates = NULL;
  int count = 0;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_candidates(&request, &candidates, &count, &error), &error);
  int seen[4] = {0, 0, 0, 0}, lines_alone = 0;
  for (int i = 0; i < count; i++) {
    gimmik_kernel *kernel;
    gimmik_axhelm_request chosen = with_candidate(request, &candidates[i]);
    CHECK_OK(generate(&chosen, &kernel, &error), &error);
    if (!kernel) continue;
    const gimmik_kernel_info *info = gimmik_kernel_metadata(kernel);
    seen[0] += strcmp(info->variant, "lines") == 0;
    lines_alone += strcmp(info->variant, "lines") == 0 &&
                   gimmik_kernel_param(info, "epb", -1) == 1;
    seen[1] += strcmp(info->variant, "layers") == 0;
    seen[2] += strcmp(info->variant, "nodes") == 0;
    seen[3] += strcmp(info->variant, "mma") == 0;
    /* The candidate's parameters are the kernel's. */
    for (int p = 0; p < candidates[i].param_count; p++)
      CHECK(gimmik_kernel_param(info, candidates[i].params[p].name, -1) ==
            candidates[i].params[p].value);
    gimmik_kernel_destroy(kernel);
  }
  printf("%d candidates for N = 5, d = 3 (lines %d, layers %d, nodes %d, "
         "mma %d)\n", count, seen[0], seen[1], seen[2], seen[3]);
  CHECK(seen[0] > 0 && seen[1] > 0 && seen[2] > 0 && seen[3] > 0);
  /* The lines target is 4 elements a block (25 threads each); one element
   * alone is swept too. */
  CHECK(lines_alone > 0);
  free(candidates);
}

static const gimmik_kernel_info *info_of(gimmik_kernel **kernel,
                                         gimmik_axhelm_request request) {
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(generate(&request, kernel, &error), &error);
  return *kernel ? gimmik_kernel_metadata(*kernel) : NULL;
}

/* The stage a request's kernel gets by default (-1: none taken). */
static int default_stage(gimmik_axhelm_request request) {
  gimmik_kernel *kernel;
  const gimmik_kernel_info *info = info_of(&kernel, request);
  int stage = info ? gimmik_kernel_param(info, "stage", -1) : -2;
  gimmik_kernel_destroy(kernel);
  return stage;
}

/* stage: lines and mma take it for stored geometry on CUDA; by default 4
 * layers (at most N) where the device is known to be sm_80+, else 0; it
 * is refused before sm_80 and beyond N layers; the tuner sweeps it with
 * and without a register cap. */
static void test_stage(void) {
  gimmik_axhelm_request request = base_request();
  CHECK(default_stage(request) == 0);
  request.compute_capability = 90;
  CHECK(default_stage(request) == 4);
  request.points = 3;
  CHECK(default_stage(request) == 3);
  request.variant = "mma";
  CHECK(default_stage(request) == 3);
  request.variant = "layers";
  CHECK(default_stage(request) == -1);
  request.variant = "lines";
  request.compute_capability = 75;
  CHECK(default_stage(request) == 0);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "stage", 2, &error), &error);
  expect_failure(request, GIMMIK_ERROR_UNSUPPORTED, "stage needs cp.async, "
                 "sm_80 or later (the device is sm_75)");
  request.compute_capability = 0;
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "stage", 4, &error), &error);
  expect_failure(request, GIMMIK_ERROR_UNSUPPORTED, "stage = 4: an element "
                 "has 3 k-layers to copy ahead");
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "stage", 17, &error), &error);
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "stage = 17 outside 0..16");
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "stage", 2, &error), &error);
  request.geometry = GIMMIK_AXHELM_TRILINEAR;
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "has no parameter 'stage'");
  request.geometry = GIMMIK_AXHELM_STORED;
  request.backend = GIMMIK_BACKEND_OPENCL;
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "has no parameter 'stage'");

  request = base_request();
  request.compute_capability = 90;
  request.fields = 3;
  gimmik_candidate *candidates = NULL;
  int count = 0, staged = 0, capped_and_staged = 0, whole = 0, others = 0;
  CHECK_OK(gimmik_axhelm_candidates(&request, &candidates, &count, &error), &error);
  for (int i = 0; i < count; i++) {
    int stage = 0, regs = 0;
    for (int p = 0; p < candidates[i].param_count; p++) {
      if (strcmp(candidates[i].params[p].name, "stage") == 0)
        stage = candidates[i].params[p].value;
      if (strcmp(candidates[i].params[p].name, "regs") == 0)
        regs = candidates[i].params[p].value;
    }
    staged += stage > 0;
    capped_and_staged += stage > 0 && regs > 0;
    /* Rings of 2, 4 and 6 layers, and over 6 points the whole column. */
    whole += stage == request.points;
    others += stage % 2 != 0 || (stage > 6 && stage != request.points);
  }
  printf("%d candidates for N = 8, d = 3 on sm_90, %d with stage, %d with "
         "stage = N\n", count, staged, whole);
  CHECK(staged > 0 && capped_and_staged > 0);
  CHECK(request.points == 8 && whole > 0 && others == 0);
  free(candidates);
}

/* The staging area of a staged lines kernel: whether its warps copy in
 * 16-byte pieces (gimmik_stage16), and where it starts in the pool. */
static int warp_copies(gimmik_axhelm_request request, int *staged_offset) {
  gimmik_error error;
  gimmik_error_init(&error);
  request.variant = "lines";
  request.compute_capability = 90;
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "stage", 2, &error), &error);
  gimmik_kernel *kernel = NULL;
  CHECK_OK(generate(&request, &kernel, &error), &error);
  if (!kernel) return -1;
  const char *source = gimmik_kernel_source(kernel);
  const char *area = strstr(source, "sg = pool + ");
  *staged_offset = area ? atoi(area + strlen("sg = pool + ")) : -1;
  int warps = strstr(source, "gimmik_stage16(") != NULL;
  gimmik_kernel_destroy(kernel);
  return warps;
}

/* By default (stagewarp = 1) warps share 16-byte copies of the staged
 * geometry for f32 at even N, the area starting on 16 bytes (ragged
 * blocks and per-node Helmholtz included); f64 and odd N keep each
 * thread's own copies and have no stagewarp to set. */
static void test_warp_copies(void) {
  static const struct {
    int n, f32, fields, epb, per_node_helmholtz, expected;
  } cases[] = {{10, 1, 1, 1, 0, 1}, {10, 1, 3, 1, 1, 1}, {6, 1, 1, 3, 1, 1},
               {4, 1, 3, 3, 0, 1},  {12, 1, 3, 1, 0, 1}, {9, 1, 1, 1, 0, 0},
               {10, 0, 1, 1, 0, 0}, {8, 0, 3, 2, 1, 0}};
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    gimmik_axhelm_request request = base_request();
    request.points = cases[c].n;
    request.dtype = cases[c].f32 ? GIMMIK_F32 : GIMMIK_F64;
    request.fields = cases[c].fields;
    if (cases[c].per_node_helmholtz) {
      request.equation = GIMMIK_AXHELM_HELMHOLTZ;
      request.coefficients = GIMMIK_AXHELM_PER_NODE;
    }
    gimmik_error error;
    gimmik_error_init(&error);
    CHECK_OK(gimmik_axhelm_request_set_param(&request, "epb", cases[c].epb,
                                             &error), &error);
    int offset = -1;
    CHECK(warp_copies(request, &offset) == cases[c].expected);
    if (cases[c].expected) CHECK(offset >= 0 && offset % 4 == 0);
    CHECK_OK(gimmik_axhelm_request_set_param(&request, "stagewarp", 0,
                                             &error), &error);
    if (cases[c].expected) {
      CHECK(warp_copies(request, &offset) == 0);
    } else {
      request.variant = "lines";
      request.compute_capability = 90;
      expect_failure(request, GIMMIK_ERROR_ARGUMENT,
                     "has no parameter 'stagewarp'");
    }
  }
}

/* The source of `request`'s kernel under a cap of `regs` registers asks
 * __launch_bounds__ for `blocks` blocks of its threads. */
static void check_launch_bounds(gimmik_axhelm_request request, int regs,
                                int threads, int blocks) {
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "regs", regs, &error),
           &error);
  gimmik_kernel *kernel;
  CHECK_OK(generate(&request, &kernel, &error), &error);
  if (!kernel) return;
  char expected[64];
  snprintf(expected, sizeof expected, "__launch_bounds__(%d, %d)", threads,
           blocks);
  CHECK(strstr(gimmik_kernel_source(kernel), expected) != NULL);
  gimmik_kernel_destroy(kernel);
}

/* regs: a cap in registers per thread becomes the blocks a multiprocessor
 * of 64 Ki registers holds, counted in whole warps (a block of 100 threads
 * holds the registers of 128): at N = 10 a cap of 128 is 4 blocks, not 5
 * (5 would leave the compiler 96 registers); at N = 8 (64 threads, two
 * full warps) 8. */
static void test_register_cap(void) {
  gimmik_axhelm_request request = base_request();
  request.variant = "lines";
  request.fields = 3;
  request.compute_capability = 90;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "epb", 1, &error), &error);
  request.points = 10;
  check_launch_bounds(request, 128, 100, 4);
  check_launch_bounds(request, 168, 100, 3);
  request.points = 8;
  check_launch_bounds(request, 128, 64, 8);
  request.points = 7;
  check_launch_bounds(request, 96, 49, 10);
}

/* A block's shared memory is the device's to give: at N = 12, d = 3 the
 * lines kernel with fused components and four layers staged needs about
 * 112 KiB, which sm_90 (227 KiB) and sm_80 (163 KiB) have and sm_86
 * (99 KiB), or a device not named (96 KiB), have not. */
static void test_shared_budget(void) {
  gimmik_axhelm_request request = base_request();
  request.points = 12;
  request.fields = 3;
  request.variant = "lines";
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "fuse", 1, &error), &error);
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "stage", 4, &error), &error);
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "epb", 1, &error), &error);
  const int fits[] = {90, 80}, short_of[] = {86, 0};
  for (int i = 0; i < 2; i++) {
    gimmik_kernel *kernel;
    request.compute_capability = fits[i];
    CHECK_OK(generate(&request, &kernel, &error), &error);
    gimmik_kernel_destroy(kernel);
    request.compute_capability = short_of[i];
    expect_failure(request, GIMMIK_ERROR_UNSUPPORTED,
                   i == 0 ? "(budget 101376 on cuda)" : "(budget 98304 on cuda)");
  }
}

static int args_are(const gimmik_kernel_info *info, const char *expected) {
  char joined[256] = "";
  for (int i = 0; i < info->arg_count; i++) {
    strcat(joined, i ? " " : "");
    strcat(joined, info->args[i]);
  }
  if (strcmp(joined, expected) != 0)
    fprintf(stderr, "args: got \"%s\", expected \"%s\"\n", joined, expected);
  return strcmp(joined, expected) == 0;
}

static void test_metadata(void) {
  gimmik_kernel *kernel;
  gimmik_axhelm_request request = base_request();
  request.points = 3;
  const gimmik_kernel_info *info = info_of(&kernel, request);
  if (!info) return;
  CHECK(args_are(info, "elements first ggeo u au"));
  CHECK(strcmp(info->family, "axhelm") == 0 && info->points == 3 &&
        info->fields == 1 && info->block[0] == 9 * info->cols_per_block);
  /* N = 3: D has 9 - 1 nonzeros (the centre diagonal is 0). */
  CHECK(info->flops_per_column == 12.0 * 9 * 8 + 15.0 * 27);
  CHECK(info->min_bytes_per_column == (2 + 6) * 27 * 8.0);
  CHECK(info->geometry_bytes_per_column == 6 * 27 * 8.0);
  char *json = gimmik_kernel_info_json(info);
  CHECK(strstr(json, "\"family\": \"axhelm\"") != NULL);
  CHECK(strstr(json, "\"args\": [\"elements\", \"first\", \"ggeo\", "
                     "\"u\", \"au\"]") != NULL);
  CHECK(strstr(json, "\"geometry\": \"stored\"") != NULL);
  CHECK(strstr(json, "\"ldb\"") == NULL);
  free(json);
  gimmik_kernel_destroy(kernel);

  request.fields = 3;
  request.equation = GIMMIK_AXHELM_HELMHOLTZ;
  request.coefficients = GIMMIK_AXHELM_PER_NODE;
  request.geometry = GIMMIK_AXHELM_TRILINEAR;
  request.dtype = GIMMIK_F32;
  info = info_of(&kernel, request);
  if (!info) return;
  CHECK(args_are(info,
                 "elements first field_stride vertices lambda0 lambda1 u au"));
  /* Trilinear folds the per-node lambda0 into its reciprocal: 1 flop
   * per node with the geometry, none per component. */
  CHECK(info->geometry_flops_per_column == (82.0 + 1 + 1) * 27);
  CHECK(info->flops_per_column ==
        3 * (12.0 * 9 * 8 + 18.0 * 27) + (82.0 + 1 + 1) * 27);
  CHECK(info->min_bytes_per_column == (6 * 27 + 2 * 27 + 24) * 4.0);
  gimmik_kernel_destroy(kernel);

  /* d = 1 never forms G: 18 flops per node for inv A (A^T u) beyond the
   * 15 of G u, instead of 36 for G. */
  request.fields = 1;
  request.coefficients = GIMMIK_AXHELM_CONSTANT;
  info = info_of(&kernel, request);
  if (!info) return;
  CHECK(info->geometry_flops_per_column == (64.0 + 1) * 27);
  CHECK(info->flops_per_column ==
        12.0 * 9 * 8 + 18.0 * 27 + (64.0 + 1) * 27);
  CHECK(info->min_bytes_per_column == (2 * 27 + 24) * 4.0);
  gimmik_kernel_destroy(kernel);

  request.coefficients = GIMMIK_AXHELM_CONSTANT;
  request.geometry = GIMMIK_AXHELM_PARALLELEPIPED;
  request.fields = 1;
  info = info_of(&kernel, request);
  if (!info) return;
  CHECK(args_are(info, "elements first pgeo u au"));
  CHECK(info->min_bytes_per_column == (2 * 27 + 7) * 4.0);
  gimmik_kernel_destroy(kernel);
}

/* D's literals are exact: for N = 3 they are -1.5, 2, -0.5, 0.5.  Split
 * even-odd (the default), the t contraction of u is, with u+ = u0 + u2
 * and u- = u0 - u2: even = -u+ + 2 u1, odd = -0.5 u-, ut0 = even + odd,
 * ut1 = -0.5 u-, ut2 = odd - even. */
static void test_literals_and_determinism(void) {
  gimmik_axhelm_request request = base_request();
  request.points = 3;
  request.variant = "lines";
  gimmik_kernel *first, *second;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(generate(&request, &first, &error), &error);
  CHECK_OK(generate(&request, &second, &error), &error);
  if (!first || !second) return;
  const char *source = gimmik_kernel_source(first);
  CHECK(strcmp(source, gimmik_kernel_source(second)) == 0);
  CHECK(strstr(source, "tu0_plus0 = u0_0 + u0_2;") != NULL);
  CHECK(strstr(source, "tu0_minus0 = u0_0 - u0_2;") != NULL);
  CHECK(strstr(source, "tu0_even0 = -tu0_plus0 + 2.0*u0_1, "
                       "tu0_odd0 = -0.5*tu0_minus0;") != NULL);
  CHECK(strstr(source, "ut0_0 = (tu0_even0 + tu0_odd0);") != NULL);
  CHECK(strstr(source, "ut0_1 = (-0.5*tu0_minus0);") != NULL);
  CHECK(strstr(source, "ut0_2 = (tu0_odd0 - tu0_even0);") != NULL);
  gimmik_kernel_destroy(first);
  gimmik_kernel_destroy(second);
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "evenodd", 0, &error),
           &error);
  CHECK_OK(generate(&request, &first, &error), &error);
  if (!first) return;
  source = gimmik_kernel_source(first);
  CHECK(strstr(source, "-1.5*u0_0 + 2.0*u0_1 - 0.5*u0_2") != NULL);
  CHECK(strstr(source, "__launch_bounds__") != NULL);
  gimmik_kernel_destroy(first);
  request.backend = GIMMIK_BACKEND_OPENCL;
  request.dtype = GIMMIK_F32;
  CHECK_OK(generate(&request, &first, &error), &error);
  if (!first) return;
  CHECK(strstr(gimmik_kernel_source(first), "-1.5f*u0_0 + 2.0f*u0_1 - 0.5f*u0_2") != NULL);
  CHECK(strstr(gimmik_kernel_source(first), "reqd_work_group_size") != NULL);
  gimmik_kernel_destroy(first);
}

/* The fusions: their checks, the variants that take them, the arguments
 * they add, their costs and what they change in the source. */
static void test_fusions(void) {
  gimmik_axhelm_request request = base_request();
  request.points = 3;
  request.geometry = GIMMIK_AXHELM_TRILINEAR;
  request.dot = 2;
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "dot = 2");
  request.dot = 0;
  request.layout_block = -1;
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "layout_block = -1");
  request.layout_block = 5000;
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "outside 0..4096");
  request.layout_block = 0;
  request.input = "p = d*r + beta*au";
  expect_failure(request, GIMMIK_ERROR_ARGUMENT,
                 "the array 'au' has the name of an argument");
  request.input = "p = u + beta*p";
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "u may only be the target");
  request.input = "p = d*(r + ";
  expect_failure(request, GIMMIK_ERROR_ARGUMENT,
                 "input 'p = d*(r + ': expected a name");
  request.input = "beta = d";
  expect_failure(request, GIMMIK_ERROR_ARGUMENT, "a scalar cannot be assigned");

  request.input = "p = d*r + beta*p";
  request.dot = 1;
  request.variant = "layers";
  expect_failure(request, GIMMIK_ERROR_UNSUPPORTED,
                 "no fused input, dot or blocked layout");
  request.variant = "nodes";
  expect_failure(request, GIMMIK_ERROR_UNSUPPORTED,
                 "no fused input, dot or blocked layout");
  request.variant = NULL;
  request.layout_block = 16;
  request.geometry = GIMMIK_AXHELM_STORED;
  request.coefficients = GIMMIK_AXHELM_PER_NODE;
  expect_failure(request, GIMMIK_ERROR_UNSUPPORTED,
                 "a blocked layout takes constant coefficients");
  request.geometry = GIMMIK_AXHELM_TRILINEAR;
  expect_failure(request, GIMMIK_ERROR_UNSUPPORTED,
                 "a blocked layout takes constant coefficients");
  request.coefficients = GIMMIK_AXHELM_CONSTANT;
  request.variant = "mma";
  request.fields = 3;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "fuse", 2, &error),
           &error);
  expect_failure(request, GIMMIK_ERROR_UNSUPPORTED,
                 "fuse = 2 gives each component warps of its own");

  /* The arguments: the scalars, the arrays but the target (u), the
   * partials; the fields moved are the arrays loaded, the target stored
   * and au; the flops add the statement's 3 and the dot's 6 a node. */
  request = base_request();
  request.points = 3;
  request.geometry = GIMMIK_AXHELM_TRILINEAR;
  gimmik_kernel *kernel;
  const gimmik_kernel_info *info = info_of(&kernel, request);
  if (!info) return;
  double plain_flops = info->flops_per_column;
  gimmik_kernel_destroy(kernel);
  request.input = "p = d*r + beta*p";
  request.dot = 1;
  info = info_of(&kernel, request);
  if (!info) return;
  CHECK(args_are(info, "elements first vertices beta d r u au partials"));
  CHECK(info->min_bytes_per_column == (5 * 27 + 24) * 8.0);
  CHECK(info->flops_per_column == plain_flops + 9.0 * 27);
  const char *source = gimmik_kernel_source(kernel);
  CHECK(strstr(source, "double in_beta, const double* __restrict__ in_d, "
                       "const double* __restrict__ in_r, double* __restrict__ "
                       "u, double* __restrict__ au, double* __restrict__ "
                       "partials") != NULL);
  CHECK(strstr(source, "E_d0[gn]*E_r0[gn] + in_beta*uc0[gn]") != NULL);
  CHECK(strstr(source, "if (t == 0) partials[blockIdx.x] = pool[0];") != NULL);
  gimmik_kernel_destroy(kernel);

  /* Blocked: node `node` of element e at ((e/B) N^3 + node) B + e % B;
   * lines puts consecutive threads on consecutive elements, and starts
   * from enough elements a block to fill 32-byte sectors. */
  request.layout_block = 16;
  request.dot = 0;
  info = info_of(&kernel, request);
  if (!info) return;
  CHECK(info->layout_block == 16 && info->cols_per_block >= 4);
  source = gimmik_kernel_source(kernel);
  CHECK(strstr(source, "const long long base = (long long)(e / 16)*432 + "
                       "e % 16;") != NULL);
  CHECK(strstr(source, "const int z = t % ") != NULL);
  CHECK(strstr(source, "uc0[gn*16 + 144]") != NULL);
  char *json = gimmik_kernel_info_json(info);
  CHECK(strstr(json, "\"layout_block\": 16, \"args\"") != NULL);
  free(json);
  gimmik_kernel_destroy(kernel);
  /* mma loads and stores a blocked layout through shared memory. */
  request.variant = "mma";
  info = info_of(&kernel, request);
  if (!info) return;
  source = gimmik_kernel_source(kernel);
  CHECK(strstr(source, "for (int idx = t; idx < ") != NULL);
  CHECK(strstr(source, "if (lslot - first < elements) au[lindex] = "
                       "pool[lcell];") != NULL);
  gimmik_kernel_destroy(kernel);

  /* d = 3, per-node Helmholtz, stored: the input's arrays follow the
   * lambdas, a, b in their order; u is its own target. */
  request = base_request();
  request.points = 3;
  request.fields = 3;
  request.equation = GIMMIK_AXHELM_HELMHOLTZ;
  request.coefficients = GIMMIK_AXHELM_PER_NODE;
  request.input = "u = 0.5*(a - b) + gamma*u";
  info = info_of(&kernel, request);
  if (!info) return;
  CHECK(args_are(info, "elements first field_stride ggeo lambda0 lambda1 "
                       "gamma a b u au"));
  gimmik_kernel_destroy(kernel);

  /* The candidates of a blocked request are of lines and mma alone. */
  request = base_request();
  request.geometry = GIMMIK_AXHELM_TRILINEAR;
  request.layout_block = 32;
  request.compute_capability = 90;
  gimmik_candidate *candidates = NULL;
  int count = 0;
  CHECK_OK(gimmik_axhelm_candidates(&request, &candidates, &count, &error),
           &error);
  int others = 0;
  for (int i = 0; i < count; i++)
    others += strcmp(candidates[i].variant, "lines") != 0 &&
              strcmp(candidates[i].variant, "mma") != 0;
  CHECK(count > 0 && others == 0);
  free(candidates);
}

int main(void) {
  test_bad_requests();
  test_fusions();
  test_viability();
  test_candidates();
  test_refinements();
  test_stage();
  test_register_cap();
  test_warp_copies();
  test_shared_budget();
  test_metadata();
  test_literals_and_determinism();
  return check_finish("test_axhelm_generate");
}
