/*
 * test_matmul_defaults.c: the default rule (no variant named) picks, for
 * synthetic operators with the structure of PyFR's, what the rule in
 * docs/matmul.md says:
 *  - the lift of a hexahedron (each point of an n^3 grid takes the 6
 *    face points at the ends of its 3 lines; beta 1): rstream in index
 *    order, which keeps fewer values of B alive than the Cuthill-McKee
 *    order there; in f32 two columns a thread where baked even leading
 *    dimensions allow (8-byte accesses), else one, and one in f64;
 *  - the gradient of a hexahedron (each point takes the n points of each
 *    of its 3 lines, in 3 blocks of columns): row-split with msplit 2
 *    only within 128 registers and a larger split within 192 (4 at n =
 *    7), 32 rows of B a chunk and streaming hints on CUDA (none on
 *    OpenCL), also where resident's B would fit (n = 5): C has fewer rows
 *    than B;
 *  - the derivatives along the lines of a hexahedron (3n^3 x n^3, a row
 *    of each direction takes the n points of its line: M460's
 *    structure): resident on CUDA where the block's B leaves room for
 *    two blocks on sm_90 (n = 6: 55 KiB), with about 512 nonzeros a
 *    y-thread (msplit 8 at n = 6, 16 at n = 7), row-split where it does
 *    not fit (n = 9: 182 KiB) and on OpenCL; with beta 1 col-split, 24
 *    rows of C a step (16 for a dense A);
 *  - dense operators on sm_90: mma with m16n8k8, four column tiles a
 *    warp where at most two warps a column tile hold their accumulators
 *    (35 x 105) and two where more are needed (168 x 56), four column
 *    tiles a warp in turn (fewer where a baked n has fewer), with two
 *    columns a copy only where baked even leading dimensions allow;
 *  - a dense 252 x 84: two warps a column tile in blocks of eight warps,
 *    whose 255 registers hold the accumulators (blocks of nine to twelve
 *    warps get 168, where three warps a column tile spilled);
 *  - a checkerboard of 8 x 4 blocks, whose 16 x 8 tiles are half empty:
 *    m8n8k4;
 *  - a dense 420 x 140 (A through the read-only cache): mma with the
 *    fewest warps a column tile whose registers (1.75 times the estimate)
 *    are within 255 (mwarps 4, not the 3 whose 160 fit the candidates'
 *    budget);
 *  - in f32, cstream ahead of the tensor cores while B's used rows fit
 *    half the register budget (168 x 56), mma where they do not (300 x
 *    200); under 70 flops a value the split ahead of mma (84 x 112 with
 *    beta 1, 67 flops: row-split; 120 x 90 with beta 1, 65: col-split);
 *    mma ahead of the register variants from 70 flops a value where
 *    cstream and bstream hold more than 64 values (112 x 84), not where
 *    one holds fewer (56 x 168: bstream) nor under 70 flops (168 x 84,
 *    beta 1: 67);
 *  - in f64, a dense A with fewer rows of C than used rows of B and beta
 *    0 (21 x 42): not bstream but mma, at 28 flops a value; bstream with
 *    beta 1 (21 x 42);
 *  - in f32, where no column variant holds a sparse A: col-split, 64
 *    columns a block, for a contraction (the gradient), row-split for
 *    more rows of C than used rows of B (the lines at n = 7), never
 *    resident (as the lines take in f64), and bstream ahead of either
 *    while its rows of C fit the register budget (the transposed lift,
 *    M0's structure, at n = 7; not at n = 9); bstream's two columns a
 *    thread only while its estimate at two stays within 128 registers
 *    (random 70 x 100 and 60 x 100 at density 0.3);
 *  - in f32 with baked even leading dimensions, cstream's two columns a
 *    thread only while its unrolled code stays within 7680 instructions
 *    (a dense 56 x 56 at 6496 takes 2, a dense 84 x 56 at 9688 takes 1),
 *    and evict-first hints on CUDA where the code at one column passes
 *    it (168 x 56 at 9632; not 84 x 56 at 4844, nor on OpenCL);
 *  - row-split candidates within 224 registers, since their estimate
 *    counts every value a thread holds: on a dense 180 x 40 (f64) the
 *    tuner's candidates hold msplit 2 with bchunk 32 (90 accumulators
 *    and 16 staged values: 212), on a dense 240 x 40 they do not (272;
 *    on sm_75 and sm_86, since on sm_90 its code leaves mma alone
 *    swept);
 *  - a sparse operator of 20-30 flops a value whose nonzeros fill its
 *    16 x 8 tiles, too large for the register variants (588 x 392, each
 *    16 rows dense on three random blocks of 8 columns: 29 flops a
 *    value): mma, with two column tiles a block where no larger block
 *    fits the register file at the estimate.
 * In each, the variant table's least rank among the viable variants is
 * the default, with its parameters.  And the tuner's candidates leave mma
 * out where the analysis does not rank it (the gradient, f32 and f64),
 * yet a request naming it is served; where it is ranked (300 x 200, f32
 * and f64) they hold it, and in f64 where a thread's unrolled code passes
 * 7680 instructions (300 x 200: 60500) nothing else, while f32 there and
 * f64 within it (35 x 105: 3815) keep the register variants.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/generator.h"
#include "random_operator.h"
#include "variant_report.h"

static double next_value(unsigned long long *state) {
  *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.25 + (double)(*state >> 11) * 0x1.0p-53;
}

static gimmik_operator *made(int rows, int cols, double *values,
                             const char *origin) {
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_create(rows, cols, values, origin, &op, &error),
           &error);
  free(values);
  return op;
}

/* Point (i, j, k) of an n^3 grid is row (i*n + j)*n + k; face f (x-, x+,
 * y-, y+, z-, z+) holds n^2 points. */
static gimmik_operator *hex_lift(int n) {
  int rows = n * n * n, cols = 6 * n * n;
  double *values = calloc((size_t)rows * cols, sizeof *values);
  unsigned long long state = 7;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++) {
        int faces[6] = {j * n + k, j * n + k, i * n + k,
                        i * n + k, i * n + j, i * n + j};
        double *row = values + (size_t)((i * n + j) * n + k) * cols;
        for (int f = 0; f < 6; f++)
          row[f * n * n + faces[f]] = next_value(&state);
      }
  return made(rows, cols, values, "hex-lift");
}

/* The transpose of `op`, which it destroys. */
static gimmik_operator *transposed(gimmik_operator *op, const char *origin) {
  int rows = gimmik_operator_cols(op), cols = gimmik_operator_rows(op);
  const double *from = gimmik_operator_values(op);
  double *values = malloc(sizeof *values * rows * cols);
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      values[(size_t)r * cols + c] = from[(size_t)c * rows + r];
  gimmik_operator_destroy(op);
  return made(rows, cols, values, origin);
}

/* The transpose of the gradient: M460's structure. */
static gimmik_operator *hex_lines(int n) {
  return transposed(hex_gradient_operator(n), "hex-lines");
}

/* The transpose of the lift: M0's structure (each face point takes the n
 * points of the line through it). */
static gimmik_operator *hex_faces(int n) {
  return transposed(hex_lift(n), "hex-faces");
}

static gimmik_operator *dense(int rows, int cols) {
  double *values = malloc(sizeof *values * rows * cols);
  unsigned long long state = (unsigned long long)rows * cols;
  for (int i = 0; i < rows * cols; i++) values[i] = next_value(&state);
  return made(rows, cols, values, "dense");
}

/* 8 x 4 blocks of a rows x cols operator, alternately full and empty. */
static gimmik_operator *checkerboard(int rows, int cols) {
  double *values = calloc((size_t)rows * cols, sizeof *values);
  unsigned long long state = 5;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      if ((r / 8 + c / 4) % 2 == 0)
        values[(size_t)r * cols + c] = next_value(&state);
  return made(rows, cols, values, "checkerboard");
}

/* Rows in groups of 16, each group dense on three blocks of 8 columns
 * drawn at random from the cols / 8 blocks. */
static gimmik_operator *scattered_blocks(int rows, int cols) {
  double *values = calloc((size_t)rows * cols, sizeof *values);
  unsigned long long state = 11, draw = 17;
  int blocks = cols / 8, chosen[3] = {0, 0, 0};
  for (int r = 0; r < rows; r++) {
    if (r % 16 == 0)
      for (int j = 0; j < 3; j++)
        chosen[j] = (int)(next_value(&draw) * 1e6) % blocks;
    for (int j = 0; j < 3; j++)
      for (int c = 8 * chosen[j]; c < 8 * chosen[j] + 8; c++)
        values[(size_t)r * cols + c] = next_value(&state);
  }
  return made(rows, cols, values, "scattered blocks");
}

typedef struct setting {
  gimmik_backend backend;
  double beta;
  long long n, ldb, ldc; /* n < 0: at run time */
  gimmik_dtype dtype;
} setting;

/* Whether the viable report of least rank (gimmik_matmul_variants) is the
 * default kernel, its parameters those of `info`: the runtime walks the
 * ranks from the default on. */
static int ranked_first(const gimmik_operator *op,
                        const gimmik_matmul_request *request,
                        const gimmik_kernel_info *info) {
  gimmik_variant_report *reports = NULL;
  int count = 0, first = -1;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_matmul_variants(op, request, &reports, &count, &error),
           &error);
  for (int r = 0; r < count; r++)
    if (reports[r].viable &&
        (first < 0 || reports[r].rank < reports[first].rank))
      first = r;
  int same = first >= 0 &&
             strcmp(reports[first].variant, info->variant) == 0 &&
             reports[first].param_count == info->param_count;
  for (int p = 0; same && p < info->param_count; p++)
    same = reports[first].params[p].value == info->params[p].value;
  free(reports);
  return same;
}

/* The request of a setting. */
static gimmik_matmul_request request_for(setting s) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.backend = s.backend;
  request.dtype = s.dtype;
  request.compute_capability = s.backend == GIMMIK_BACKEND_CUDA ? 90 : 0;
  request.beta = s.beta;
  if (s.n >= 0) {
    request.n = s.n;
    request.ldb = s.ldb;
    request.ldc = s.ldc;
  }
  return request;
}

/* The default kernel's variant and parameter `name`; 1 when they are
 * `variant` and `value`. */
static int picks(const gimmik_operator *op, setting s, const char *variant,
                 const char *name, int value) {
  gimmik_matmul_request request = request_for(s);
  gimmik_kernel *kernel = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_generate_matmul(op, &request, &kernel, &error), &error);
  if (!kernel) return 0;
  const gimmik_kernel_info *info = gimmik_kernel_metadata(kernel);
  CHECK(ranked_first(op, &request, info));
  int got = -1;
  for (int p = 0; p < info->param_count; p++)
    if (strcmp(info->params[p].name, name) == 0) got = info->params[p].value;
  int ok = strcmp(info->variant, variant) == 0 && got == value;
  if (!ok)
    fprintf(stderr, "%s: default %s with %s = %d, expected %s with %d\n",
            gimmik_operator_origin(op), info->variant, name, got, variant,
            value);
  gimmik_kernel_destroy(kernel);
  return ok;
}

/* How many of the tuner's candidates are mma kernels. */
static int mma_candidates(const gimmik_operator *op, setting s) {
  gimmik_matmul_request request = request_for(s);
  gimmik_candidate *candidates = NULL;
  int count = matmul_candidates(op, &request, &candidates), mma = 0;
  for (int c = 0; c < count; c++)
    mma += strcmp(candidates[c].variant, "mma") == 0;
  free(candidates);
  return mma;
}

/* How many of the tuner's candidates are register variants (not mma). */
static int register_candidates(const gimmik_operator *op, setting s) {
  gimmik_matmul_request request = request_for(s);
  gimmik_candidate *candidates = NULL;
  int count = matmul_candidates(op, &request, &candidates), held = 0;
  for (int c = 0; c < count; c++)
    held += strcmp(candidates[c].variant, "mma") != 0;
  free(candidates);
  return held;
}

/* Whether the tuner's candidates on a device of compute capability
 * `capability` hold row-split with `msplit` and `bchunk`. */
static int holds_row_split(const gimmik_operator *op, setting s,
                           int capability, int msplit, int bchunk) {
  gimmik_matmul_request request = request_for(s);
  request.compute_capability = capability;
  gimmik_candidate *candidates = NULL;
  int count = matmul_candidates(op, &request, &candidates), held = 0;
  for (int c = 0; c < count; c++) {
    if (strcmp(candidates[c].variant, "row-split")) continue;
    int matches = 0;
    for (int p = 0; p < candidates[c].param_count; p++) {
      const gimmik_param *param = &candidates[c].params[p];
      matches += (!strcmp(param->name, "msplit") && param->value == msplit) +
                 (!strcmp(param->name, "bchunk") && param->value == bchunk);
    }
    held |= matches == 2;
  }
  free(candidates);
  return held;
}

/* Whether a request naming mma is served. */
static int serves_mma(const gimmik_operator *op, setting s) {
  gimmik_matmul_request request = request_for(s);
  request.variant = "mma";
  gimmik_kernel *kernel = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_generate_matmul(op, &request, &kernel, &error), &error);
  int served = kernel != NULL;
  gimmik_kernel_destroy(kernel);
  return served;
}

int main(void) {
  const setting cuda = {GIMMIK_BACKEND_CUDA, 0.0, -1, 0, 0, GIMMIK_F64};
  const setting cuda_beta1 = {GIMMIK_BACKEND_CUDA, 1.0, -1, 0, 0, GIMMIK_F64};
  const setting opencl = {GIMMIK_BACKEND_OPENCL, 0.0, -1, 0, 0, GIMMIK_F64};
  const setting baked_even = {GIMMIK_BACKEND_CUDA, 0.0, 1000, 1000, 1002,
                               GIMMIK_F64};
  const setting baked_odd = {GIMMIK_BACKEND_CUDA, 0.0, 1000, 1001, 1002,
                              GIMMIK_F64};
  const setting baked_few = {GIMMIK_BACKEND_CUDA, 0.0, 200, 200, 200,
                             GIMMIK_F64};

  gimmik_operator *lift = hex_lift(5);
  CHECK(picks(lift, cuda_beta1, "rstream", "order", 0));
  /* 8-byte accesses: two columns a thread in f32 where baked leading
   * dimensions allow, one in f64 and wherever they are not known. */
  setting lift_f32 = baked_even;
  lift_f32.beta = 1.0;
  lift_f32.dtype = GIMMIK_F32;
  CHECK(picks(lift, lift_f32, "rstream", "width", 2));
  lift_f32.ldb = 1001;
  CHECK(picks(lift, lift_f32, "rstream", "width", 1));
  lift_f32.n = -1;
  CHECK(picks(lift, lift_f32, "rstream", "width", 1));
  setting lift_f64 = baked_even;
  lift_f64.beta = 1.0;
  CHECK(picks(lift, lift_f64, "rstream", "width", 1));
  gimmik_operator_destroy(lift);

  gimmik_operator *gradient = hex_gradient_operator(6);
  CHECK(picks(gradient, cuda, "row-split", "msplit", 4));
  CHECK(picks(gradient, cuda, "row-split", "bchunk", 32));
  CHECK(picks(gradient, cuda, "row-split", "hints", 1));
  CHECK(picks(gradient, opencl, "row-split", "hints", 0));
  const setting gradient_f32 = {GIMMIK_BACKEND_CUDA, 0.0, -1, 0, 0,
                                GIMMIK_F32};
  CHECK(mma_candidates(gradient, gradient_f32) == 0);
  CHECK(serves_mma(gradient, gradient_f32));
  CHECK(mma_candidates(gradient, cuda) == 0);
  CHECK(serves_mma(gradient, cuda));
  gimmik_operator_destroy(gradient);
  /* Fewer rows than used rows of B: row-split, though B would fit. */
  gradient = hex_gradient_operator(5);
  CHECK(picks(gradient, cuda, "row-split", "bchunk", 32));
  gimmik_operator_destroy(gradient);

  gimmik_operator *lines = hex_lines(6), *large_lines = hex_lines(9);
  CHECK(picks(lines, cuda, "resident", "msplit", 8));
  CHECK(picks(lines, cuda, "resident", "hints", 1));
  CHECK(picks(lines, opencl, "row-split", "hints", 0));
  CHECK(picks(large_lines, cuda, "row-split", "hints", 1));
  gimmik_operator_destroy(lines);
  gimmik_operator_destroy(large_lines);

  gimmik_operator *tall = dense(168, 56), *wide = dense(35, 105);
  CHECK(picks(wide, cuda, "mma", "shape", 1688));
  CHECK(picks(wide, cuda, "mma", "ntiles", 4));
  CHECK(picks(tall, cuda, "mma", "ntiles", 2));
  CHECK(picks(tall, cuda, "mma", "repeat", 4));
  CHECK(picks(wide, cuda, "mma", "repeat", 4));
  CHECK(picks(wide, baked_few, "mma", "repeat", 2));
  CHECK(picks(wide, cuda, "mma", "width", 1));
  CHECK(picks(wide, baked_even, "mma", "width", 2));
  CHECK(picks(wide, baked_odd, "mma", "width", 1));
  gimmik_operator_destroy(tall);
  gimmik_operator_destroy(wide);

  gimmik_operator *blocks = checkerboard(128, 128);
  CHECK(picks(blocks, cuda, "mma", "shape", 884));
  gimmik_operator_destroy(blocks);

  gimmik_operator *thick = dense(252, 84);
  CHECK(picks(thick, cuda, "mma", "mwarps", 2));
  CHECK(picks(thick, cuda, "mma", "warps", 4));
  gimmik_operator_destroy(thick);

  gimmik_operator *large = dense(420, 140);
  CHECK(picks(large, cuda, "mma", "asource", 2));
  CHECK(picks(large, cuda, "mma", "mwarps", 4));
  gimmik_operator_destroy(large);

  const setting cuda_f32 = {GIMMIK_BACKEND_CUDA, 0.0, -1, 0, 0, GIMMIK_F32};
  tall = dense(168, 56);
  gimmik_operator *broad = dense(300, 200);
  CHECK(picks(tall, cuda_f32, "cstream", "block", 128));
  CHECK(picks(broad, cuda_f32, "mma", "shape", 1688));
  CHECK(mma_candidates(broad, cuda_f32) > 0);
  CHECK(mma_candidates(broad, cuda) > 0);
  CHECK(picks(broad, cuda, "mma", "shape", 1688));
  /* Past the instruction cache with mma ranked, f64 on sm_90 sweeps mma
   * alone; f32, and f64 within the cache, keep the register variants. */
  CHECK(register_candidates(broad, cuda) == 0);
  CHECK(register_candidates(broad, cuda_f32) > 0);
  wide = dense(35, 105);
  CHECK(mma_candidates(wide, cuda) > 0);
  CHECK(register_candidates(wide, cuda) > 0);
  gimmik_operator_destroy(wide);
  gimmik_operator_destroy(tall);
  gimmik_operator_destroy(broad);

  setting f32_even = baked_even;
  f32_even.dtype = GIMMIK_F32;
  setting opencl_f32 = f32_even;
  opencl_f32.backend = GIMMIK_BACKEND_OPENCL;
  gimmik_operator *square = dense(56, 56), *deep = dense(84, 56);
  tall = dense(168, 56);
  CHECK(picks(square, f32_even, "cstream", "width", 2));
  CHECK(picks(deep, f32_even, "cstream", "width", 1));
  CHECK(picks(deep, f32_even, "cstream", "hints", 0));
  CHECK(picks(tall, f32_even, "cstream", "hints", 1));
  CHECK(picks(tall, cuda_f32, "cstream", "hints", 1));
  CHECK(picks(tall, opencl_f32, "cstream", "hints", 0));
  gimmik_operator_destroy(square);
  gimmik_operator_destroy(deep);
  gimmik_operator_destroy(tall);

  /* 240 x 40's code (9880) passes the instruction cache: on sm_90 the
   * tuner sweeps mma alone; on sm_75, and on sm_86 whose FP64 tensor
   * cores are not full-rate, the register variants too. */
  gimmik_operator *within = dense(180, 40), *beyond = dense(240, 40);
  CHECK(holds_row_split(within, cuda, 90, 2, 32));
  CHECK(!holds_row_split(beyond, cuda, 75, 2, 32));
  CHECK(holds_row_split(beyond, cuda, 75, 4, 32));
  CHECK(holds_row_split(beyond, cuda, 86, 4, 32));
  CHECK(!holds_row_split(beyond, cuda, 90, 4, 32));
  gimmik_operator_destroy(within);
  gimmik_operator_destroy(beyond);

  gimmik_operator *scattered = scattered_blocks(588, 392);
  CHECK(picks(scattered, cuda, "mma", "warps", 2));
  gimmik_operator_destroy(scattered);

  /* f64, a dense contraction with beta 0: mma where it pays at low
   * intensity rather than bstream, which keeps it with beta 1. */
  gimmik_operator *contraction = dense(21, 42);
  CHECK(picks(contraction, cuda, "mma", "shape", 884));
  CHECK(picks(contraction, cuda_beta1, "bstream", "block", 128));
  gimmik_operator_destroy(contraction);

  /* f32: mma ahead of the register variants from 70 flops a value where
   * cstream and bstream hold more than 64 values (112 x 84: 96 flops,
   * 84 held); not where one holds 64 or fewer (56 x 168: 84 flops,
   * bstream 56; 168 x 56, above), nor under 70 flops (168 x 84 with beta
   * 1: 67). */
  gimmik_operator *intense = dense(112, 84), *flat = dense(56, 168);
  gimmik_operator *lifted = dense(168, 84);
  const setting cuda_f32_beta1 = {GIMMIK_BACKEND_CUDA, 1.0, -1, 0, 0,
                                  GIMMIK_F32};
  CHECK(picks(intense, cuda_f32, "mma", "shape", 1688));
  CHECK(picks(flat, cuda_f32, "bstream", "block", 128));
  CHECK(picks(lifted, cuda_f32_beta1, "cstream", "block", 128));
  /* Below 70 flops, cstream only while B's used rows take at most half
   * the register budget, then the split ahead of mma: 84 x 112 with beta
   * 1 (67 flops) holds 112 and takes row-split (a dense contraction),
   * 120 x 90 with beta 1 (65 flops) col-split (a dense expansion that
   * reads C). */
  gimmik_operator *narrow = dense(84, 112), *widening = dense(120, 90);
  CHECK(picks(narrow, cuda_f32_beta1, "row-split", "block_x", 32));
  CHECK(picks(widening, cuda_f32_beta1, "col-split", "block_x", 64));
  gimmik_operator_destroy(narrow);
  gimmik_operator_destroy(widening);
  gimmik_operator_destroy(intense);
  gimmik_operator_destroy(flat);
  gimmik_operator_destroy(lifted);

  /* f32 splits: col-split for a sparse contraction (the gradient), 64
   * columns a block (256-byte rows, as 32 in f64); row-split for more
   * rows of C than of B (the lines), never resident (f64: resident). */
  gradient = hex_gradient_operator(6);
  lines = hex_lines(7);
  CHECK(picks(gradient, cuda_f32, "col-split", "block_x", 64));
  CHECK(picks(lines, cuda_f32, "row-split", "block_x", 32));
  CHECK(picks(lines, cuda, "resident", "msplit", 16));
  gimmik_operator_destroy(gradient);
  gimmik_operator_destroy(lines);

  /* f64 splits: row-split's msplit 2 only within 128 registers, a larger
   * split within 192 (the gradient at n = 7: 4; resident's 16 above for
   * the lines at n = 7, 8 at n = 6); with beta 1 col-split rather than
   * resident (the lines at n = 7), 24 rows of C a step for a sparse A,
   * 16 for a dense one (a dense 200 x 150 on OpenCL, which has no mma). */
  gradient = hex_gradient_operator(7);
  lines = hex_lines(7);
  gimmik_operator *dense_split = dense(200, 150);
  CHECK(picks(gradient, cuda, "row-split", "msplit", 4));
  CHECK(picks(lines, cuda_beta1, "col-split", "rchunk", 24));
  CHECK(picks(dense_split, opencl, "col-split", "rchunk", 16));
  gimmik_operator_destroy(gradient);
  gimmik_operator_destroy(lines);
  gimmik_operator_destroy(dense_split);

  /* f32: bstream ahead of a split while its rows of C fit the register
   * budget (the faces, M0's structure, at n = 7), not past it (n = 9). */
  gimmik_operator *faces = hex_faces(7), *large_faces = hex_faces(9);
  CHECK(picks(faces, cuda_f32, "bstream", "width", 1));
  CHECK(picks(large_faces, cuda_f32, "col-split", "rchunk", 24));
  gimmik_operator_destroy(faces);
  gimmik_operator_destroy(large_faces);

  /* f32 bstream takes two columns a thread only while its estimate at two
   * stays within 128 registers: 70 rows of C held take one, 60 two. */
  gimmik_operator *held70 = random_operator(70, 100, 0.3, -1, -1);
  gimmik_operator *held60 = random_operator(60, 100, 0.3, -1, -1);
  CHECK(picks(held70, f32_even, "bstream", "width", 1));
  CHECK(picks(held60, f32_even, "bstream", "width", 2));
  gimmik_operator_destroy(held70);
  gimmik_operator_destroy(held60);
  return check_finish("test_matmul_defaults");
}
