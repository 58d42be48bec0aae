/*
 * test_matmul_emulated.c: the CUDA kernels of the mma, resident and
 * col-split variants run on the CPU.  No GPU is needed: each kernel's
 * path for devices before sm_80 (mma's tensor-core product done with
 * warp shuffles; the cp.async copies done as plain copies; col-split's
 * barriers reached from each y-thread's own code) is compiled by the
 * host's C++ compiler against cuda_emulation.h, one POSIX thread per
 * CUDA thread, and its C is compared with a long double reference under
 * the rules of runtime/matmul_check.h (random B, NaN-poisoned C for
 * beta = 0, padding columns that must survive).  So the tiling, the
 * staging of A and B, the zero-tile skipping, the guards and the stores
 * are checked here, and for the sm_90 shapes (m16n8k4/k8/k16) the
 * fragment layouts: their shuffles follow the PTX ISA's tables, not the
 * kernel's tiling; for resident the y-threads' shares of each step, the
 * waits and barriers between the copies and the rows, and the streaming
 * hints; for col-split the rows of B each y-thread loads chunk by chunk
 * into the register slots it reuses, in a program of its own with its
 * own barriers (block_x 32) or in the one program of all y-threads
 * (block_x 16), also two and four columns a thread (vectors of B, C and
 * the partials; n = 96 in padded rows, every beta), one partial buffer
 * with its second barrier, and A's magnitudes read from a table in
 * constant memory (consts = 1, f64, resident too).  The inline PTX that
 * replaces the shuffles, copies and barriers from sm_80 is checked on a
 * GPU (test_matmul_end_to_end cuda).
 * usage: test_matmul_emulated FIRST LAST  (operator indices)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "gimmik/generator.h"
#include "test_operators.h"

typedef struct configuration {
  const char *variant;
  const char *params[4];
} configuration;

static const configuration configurations[] = {
    {"mma", {NULL}},
    {"mma", {"width=2", "ntiles=1", "repeat=3", "asource=2"}},
    {"mma", {"mwarps=2", "kchunk=4", "stages=1", "warps=3"}},
    {"mma", {"ntiles=4", "kchunk=8", "stages=4", "width=2"}},
    {"mma", {"ntiles=8", "stages=1"}},
    {"mma", {"width=4", "kchunk=12", "ntiles=4"}},
    {"mma", {"ntiles=1", "width=2", "kchunk=12", "stages=2"}},
    {"mma", {"shape=1688"}},
    {"mma", {"shape=16816", "mwarps=2", "width=2", "repeat=3"}},
    {"mma", {"shape=1684", "ntiles=4", "asource=2", "kchunk=12"}},
    {"mma", {"shape=1688", "asource=2", "stages=1", "warps=3"}},
    {"mma", {"shape=16816", "ntiles=1", "kchunk=32", "stages=2"}},
    {"mma", {"mwarps=2", "bshare=1", "stages=3", "warps=3"}},
    {"mma", {"shape=1688", "mwarps=3", "bshare=1", "ntiles=1"}},
    {"mma", {"shape=16816", "mwarps=2", "bshare=1", "width=2"}},
    {"mma", {"mwarps=4", "bshare=1", "kchunk=4", "stages=1"}},
    {"mma", {"repeat=3", "overlap=0", "stages=2"}},
    {"mma", {"repeat=4", "stages=3", "mwarps=2", "bshare=1"}},
    {"mma", {"repeat=2", "stages=2", "kchunk=12", "width=2"}},
    {"resident", {NULL}},
    {"resident", {"msplit=3", "bchunk=5", "keep=2"}},
    {"resident", {"msplit=1", "hints=1"}},
    {"col-split", {NULL}},
    {"col-split", {"ksplit=3", "rchunk=5", "hints=1"}},
    {"col-split", {"ksplit=4", "rchunk=3", "block_x=16"}},
    {"col-split", {"width=2", "ksplit=3", "rchunk=5", "hints=1"}},
    {"col-split", {"width=4", "ksplit=2", "rchunk=3", "block_x=16"}},
    {"col-split", {"width=2"}},
    {"col-split", {"width=2", "block_x=16", "rchunk=7"}},
    {"col-split", {"ksplit=2", "rchunk=4", "hints=2"}},
    {"col-split", {"ksplit=3", "rchunk=5", "buffers=1"}},
    {"col-split", {"ksplit=4", "rchunk=3", "block_x=16", "buffers=1"}},
    {"col-split", {"ksplit=3", "rchunk=5", "consts=1"}},
    {"resident", {"msplit=3", "bchunk=5", "consts=1"}},
};
enum { CONFIGURATIONS = sizeof configurations / sizeof configurations[0] };

static const double betas[] = {0.0, 1.0, 0.7};

typedef struct problem {
  const gimmik_operator *op;
  gimmik_dtype dtype;
  int beta_index, baked;
  int n, ldb, ldc;
} problem;

static const double sentinel = 4321.0;

/* B and C as the kernel's dtype, laid out as the harness reads them. */
typedef struct data {
  size_t b_count, c_count, size;
  unsigned char *bytes;
  double *b0, *c0; /* the values written, as doubles */
} data;

static void put(data *d, size_t at, double value) {
  if (d->size == 8)
    memcpy(d->bytes + at * 8, &value, 8);
  else {
    float single = (float)value;
    memcpy(d->bytes + at * 4, &single, 4);
  }
}

static double get(const data *d, size_t at) {
  if (d->size == 8) {
    double value;
    memcpy(&value, d->bytes + at * 8, 8);
    return value;
  }
  float single;
  memcpy(&single, d->bytes + at * 4, 4);
  return single;
}

static void data_fill(const problem *p, data *d) {
  int m = gimmik_operator_rows(p->op), k = gimmik_operator_cols(p->op);
  unsigned long long state = 17 + (unsigned long long)p->beta_index;
  d->size = p->dtype == GIMMIK_F64 ? 8 : 4;
  d->b_count = (size_t)k * p->ldb;
  d->c_count = (size_t)m * p->ldc;
  d->bytes = malloc((d->b_count + d->c_count) * d->size);
  d->b0 = malloc(d->b_count * sizeof *d->b0);
  d->c0 = malloc(d->c_count * sizeof *d->c0);
  for (size_t i = 0; i < d->b_count; i++) {
    double value = test_random(&state);
    if (value == 0.0) value = 0.5;
    if ((int)(i % p->ldb) >= p->n) value = sentinel;
    put(d, i, value);
    d->b0[i] = get(d, i);
  }
  for (size_t i = 0; i < d->c_count; i++) {
    double value = p->beta_index == 0 ? NAN : test_random(&state);
    if ((int)(i % p->ldc) >= p->n) value = sentinel;
    put(d, d->b_count + i, value);
    d->c0[i] = get(d, d->b_count + i);
  }
}

static void data_free(data *d) {
  free(d->bytes);
  free(d->b0);
  free(d->c0);
}

/* Compare C with the reference; B and the padding must be untouched. */
static int data_check(const problem *p, const data *d, const char *label) {
  int m = gimmik_operator_rows(p->op), k = gimmik_operator_cols(p->op);
  const double *a = gimmik_operator_values(p->op);
  double alpha = p->beta_index == 2 ? -1.25 : 1.0, beta = betas[p->beta_index];
  double tolerance = p->dtype == GIMMIK_F64 ? 1e-14 : 1e-5, worst = 0.0;
  long long bad = 0;
  for (size_t i = 0; i < d->b_count; i++)
    bad += memcmp(&d->b0[i], &(double){get(d, i)}, sizeof(double)) != 0;
  for (int r = 0; r < m; r++)
    for (int i = 0; i < p->ldc; i++) {
      size_t at = (size_t)r * p->ldc + i;
      double got = get(d, d->b_count + at);
      if (i >= p->n) {
        bad += got != sentinel;
        continue;
      }
      long double sum = 0.0L, magnitude = 0.0L;
      for (int j = 0; j < k; j++) {
        long double term = (long double)alpha * a[(size_t)r * k + j] *
                           d->b0[(size_t)j * p->ldb + i];
        sum += term;
        magnitude += fabsl(term);
      }
      if (beta != 0.0) {
        long double carried = (long double)beta * d->c0[at];
        sum += carried;
        magnitude += fabsl(carried);
      }
      if (!isfinite(got)) {
        bad++;
        continue;
      }
      double error = magnitude == 0.0L ? fabs(got)
                                       : (double)(fabsl(got - sum) / magnitude);
      if (error > worst) worst = error;
    }
  int ok = bad == 0 && worst <= tolerance;
  if (!ok)
    fprintf(stderr, "%s: worst error %.3g (tolerance %.3g), %lld elements "
            "wrong, non-finite or outside C changed\n", label, worst,
            tolerance, bad);
  return ok;
}

/* Whether the configuration asks for more than one column a thread. */
static int wide(const configuration *config) {
  for (int i = 0; i < 4 && config->params[i]; i++)
    if (!strncmp(config->params[i], "width=", 6) &&
        strcmp(config->params[i], "width=1"))
      return 1;
  return 0;
}

static int run(const char *command) {
  int status = system(command);
  return status == 0;
}

/* Generate, build and run one kernel; 1 when it passed. */
static int exercise(const problem *p, const configuration *config,
                    const char *scratch, const char *label) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.backend = GIMMIK_BACKEND_CUDA;
  request.dtype = p->dtype;
  request.variant = config->variant;
  request.beta = betas[p->beta_index];
  request.alpha = p->beta_index == 2 ? -1.25 : 1.0;
  if (p->baked) {
    request.n = p->n;
    request.ldb = p->ldb;
    request.ldc = p->ldc;
  }
  gimmik_error error;
  gimmik_error_init(&error);
  for (int i = 0; i < 4 && config->params[i]; i++) {
    char name[16];
    int value;
    sscanf(config->params[i], "%15[^=]=%d", name, &value);
    if (!strcmp(name, "consts") && p->dtype != GIMMIK_F64) return -1;
    CHECK_OK(gimmik_matmul_request_set_param(&request, name, value, &error),
             &error);
  }
  gimmik_kernel *kernel = NULL;
  gimmik_status status = gimmik_generate_matmul(p->op, &request, &kernel,
                                                &error);
  if (status == GIMMIK_ERROR_UNSUPPORTED) {
    printf("skip %s: %s\n", label, error.message);
    gimmik_error_clear(&error);
    return -1;
  }
  CHECK_OK(status, &error);
  if (status != GIMMIK_OK) return 0;
  const gimmik_kernel_info *info = gimmik_kernel_metadata(kernel);
  /* mma stages doubles whatever the dtype; resident the dtype; col-split
   * vectors of its width. */
  const char *type = p->dtype == GIMMIK_F64 ? "double" : "float";
  char shared_type[24];
  snprintf(shared_type, sizeof shared_type, "%s",
           strcmp(config->variant, "mma") ? type : "double");
  for (int i = 0; i < info->param_count; i++)
    if (!strcmp(info->params[i].name, "width") && info->params[i].value > 1 &&
        !strcmp(config->variant, "col-split"))
      snprintf(shared_type, sizeof shared_type, "%s%d", type,
               info->params[i].value);
  char path[512], command[2048];
  snprintf(path, sizeof path, "%s/kernel.cu", scratch);
  FILE *file = fopen(path, "w");
  CHECK(file != NULL);
  if (!file) return 0;
  fputs(gimmik_kernel_source(kernel), file);
  fclose(file);
  snprintf(command, sizeof command,
           "c++ -std=c++17 -O1 -w -pthread -DGIMMIK_T=%s -DGIMMIK_M=%d "
           "-DGIMMIK_K=%d -DGIMMIK_BAKED=%d -DGIMMIK_SHARED_T=%s -I. "
           "-include cuda_emulation.h -x c++ %s/kernel.cu "
           "-x none cuda_emulation.cpp -o %s/kernel",
           type, info->m, info->k, p->baked, shared_type, scratch, scratch);
  int ok = run(command);
  CHECK(ok);
  data d;
  data_fill(p, &d);
  snprintf(path, sizeof path, "%s/data", scratch);
  file = fopen(path, "wb");
  CHECK(file != NULL);
  if (file) {
    fwrite(d.bytes, d.size, d.b_count + d.c_count, file);
    fclose(file);
  }
  long long blocks = (p->n + info->cols_per_block - 1) / info->cols_per_block;
  snprintf(command, sizeof command, "%s/kernel %s %d %d %d %lld %d %d %d",
           scratch, path, p->n, p->ldb, p->ldc, blocks, info->block[0],
           info->block[1], info->shared_bytes);
  if (ok) {
    ok = run(command);
    CHECK(ok);
  }
  if (ok) {
    file = fopen(path, "rb");
    ok = file && fread(d.bytes, d.size, d.b_count + d.c_count, file) ==
                     d.b_count + d.c_count;
    if (file) fclose(file);
    ok = ok && data_check(p, &d, label);
    CHECK(ok);
  }
  data_free(&d);
  gimmik_kernel_destroy(kernel);
  return ok;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s FIRST LAST\n", argv[0]);
    return 2;
  }
  if (!run("c++ --version > /dev/null 2>&1")) {
    printf("no C++ compiler (c++): nothing to run\n");
    return 77;
  }
  char scratch[] = "/tmp/gimmik-emulated.XXXXXX";
  CHECK(mkdtemp(scratch) != NULL);
  int first = atoi(argv[1]), last = atoi(argv[2]);
  int passed[CONFIGURATIONS] = {0};
  /* Each configuration in both dtypes on every operator; beta, baked n
   * and the sizes (ragged n with padding, a multiple of 32, one column)
   * rotate with the operator. */
  static const int sizes[3][3] = {{103, 104, 108}, {64, 64, 64}, {1, 4, 4}};
  for (int index = first; index <= last; index++) {
    gimmik_operator *op = test_operator(index);
    if (!op) continue;
    for (int c = 0; c < CONFIGURATIONS; c++)
      for (int d = 0; d < 2; d++) {
        int turn = index + c + d;
        const int *size = sizes[turn % 3];
        problem p = {op, d ? GIMMIK_F32 : GIMMIK_F64, turn % 3,
                     (turn / 3) % 2, size[0], size[1], size[2]};
        /* col-split wider than a column needs n baked, a multiple of the
         * width: those take 96 columns in padded rows, beta rotating. */
        if (wide(&configurations[c])) {
          p.baked = 1;
          p.n = 96;
          p.ldb = 100;
          p.ldc = 104;
        }
        char label[256];
        snprintf(label, sizeof label, "%s %s %s%s%s%s%s%s%s %s beta=%g %s",
                 gimmik_operator_origin(op), configurations[c].variant,
                 configurations[c].params[0] ? configurations[c].params[0] : "",
                 configurations[c].params[1] ? " " : "",
                 configurations[c].params[1] ? configurations[c].params[1] : "",
                 configurations[c].params[2] ? " " : "",
                 configurations[c].params[2] ? configurations[c].params[2] : "",
                 configurations[c].params[3] ? " " : "",
                 configurations[c].params[3] ? configurations[c].params[3] : "",
                 gimmik_dtype_name(p.dtype), betas[p.beta_index],
                 p.baked ? "baked" : "runtime-n");
        int ok = exercise(&p, &configurations[c], scratch, label);
        if (ok > 0) passed[c]++;
        if (ok >= 0) printf("%s %s\n", ok ? "ok  " : "FAIL", label);
        fflush(stdout);
      }
    gimmik_operator_destroy(op);
  }
  for (int c = 0; c < CONFIGURATIONS; c++) CHECK(passed[c] > 0);
  char command[128];
  snprintf(command, sizeof command, "rm -rf %s", scratch);
  run(command);
  return check_finish("test_matmul_emulated");
}
