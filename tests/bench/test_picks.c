/*
 * test_picks.c: pyfr_bench's --picks (bench/pyfr/picks.h) on CSVs written
 * here in the form bench_row_write writes: each operator's last tuned row
 * that passed its check becomes a --kernel spec that bench_kernel_spec
 * takes (a quoted status with commas, a header and comments repeated as
 * in concatenated files, rows of other implementations and a failed
 * tuned row all skipped); a later file's pick replaces an earlier's; a
 * cuBLAS pick is none; a row with too few columns or an unclosed quote,
 * and a missing file, are refused naming the file and line.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "picks.h"
#include "problem.h"

static const char *const HEADER =
    "operator,m,k,nnz,beta,n,implementation,variant,params,ms,GBps,"
    "pct_copy,pct_roofline,pct_stream,GFLOPs,error,status\n";

/* Writes `text` to a file of this process under /tmp; its path in
 * `path`. */
static void write_file(char *path, size_t size, const char *tag,
                       const char *text) {
  snprintf(path, size, "/tmp/gimmik-test-picks-%ld-%s.csv", (long)getpid(),
           tag);
  FILE *file = fopen(path, "w");
  CHECK(file != NULL);
  if (!file) return;
  fputs(text, file);
  fclose(file);
}

static void rows(char *buffer, size_t size, const char *body) {
  snprintf(buffer, size, "# device X\n%s%s", HEADER, body);
}

int main(void) {
  char text[4096], first[128], second[128], short_rows[128], quote[128];
  gimmik_error error;
  gimmik_error_init(&error);
  rows(text, sizeof text,
       "hex-p1,8,8,64,0,1024,gimmikc-default,cstream,\"block=128\",0.3,1,"
       "1,1,1,1,1e-16,ok\n"
       "hex-p1,8,8,64,0,1024,gimmikc-tuned,row-split,\"block_x=32 msplit=2"
       " bchunk=16 hints=1\",0.2,1,1,1,1,1,1e-16,ok\n"
       "tet-p6,84,252,9,0,1024,gimmikc-tuned,cublas,\"\",0.5,1,1,1,1,1,"
       "1e-16,ok\n"
       "quad-p2,8,8,9,1,1024,gimmikc-tuned,cstream,\"block=256 width=2\","
       "0.2,1,1,1,1,1,1e-16,\"ok: a note, with a comma\"\n"
       "tri-p3,8,8,9,0,1024,gimmikc-tuned,rstream,\"block=128\",nan,nan,"
       "nan,nan,nan,nan,nan,\"failed: no, it did not build\"\n");
  write_file(first, sizeof first, "first", text);
  rows(text, sizeof text,
       "hex-p1,8,8,64,0,1024,gimmikc-tuned,cstream,\"block=256 width=1 "
       "hints=0\",0.2,1,1,1,1,1,1e-16,ok\n");
  write_file(second, sizeof second, "second", text);

  bench_picks picks;
  memset(&picks, 0, sizeof picks);
  CHECK_OK(bench_picks_load(&picks, first, &error), &error);
  const char *hex = bench_picks_find(&picks, "hex-p1");
  CHECK(hex && !strcmp(hex, "row-split:block_x=32,msplit=2,bchunk=16,"
                            "hints=1"));
  const char *quad = bench_picks_find(&picks, "quad-p2");
  CHECK(quad && !strcmp(quad, "cstream:block=256,width=2"));
  CHECK(bench_picks_find(&picks, "tet-p6") == NULL);
  CHECK(bench_picks_find(&picks, "tri-p3") == NULL);
  CHECK(bench_picks_find(&picks, "pyr-p1") == NULL);

  /* Each pick is a spec the --kernel parser takes as it stands. */
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  char buffer[BENCH_PICK_SPEC];
  CHECK_OK(bench_kernel_spec(hex, buffer, sizeof buffer, &request, &error),
           &error);
  CHECK(!strcmp(request.variant, "row-split") && request.param_count == 4);

  CHECK_OK(bench_picks_load(&picks, second, &error), &error);
  hex = bench_picks_find(&picks, "hex-p1");
  CHECK(hex && !strcmp(hex, "cstream:block=256,width=1,hints=0"));
  CHECK(picks.count == 3);

  rows(text, sizeof text, "hex-p1,8,8,64,0,1024,gimmikc-tuned,cstream\n");
  write_file(short_rows, sizeof short_rows, "short", text);
  CHECK_FAILS(bench_picks_load(&picks, short_rows, &error), &error,
              GIMMIK_ERROR_INPUT, "-short.csv:3: too few columns");
  rows(text, sizeof text,
       "hex-p1,8,8,64,0,1024,gimmikc-tuned,cstream,\"block=1,0.2\n");
  write_file(quote, sizeof quote, "quote", text);
  CHECK_FAILS(bench_picks_load(&picks, quote, &error), &error,
              GIMMIK_ERROR_INPUT, "-quote.csv:3: a quote is not closed");
  CHECK_FAILS(bench_picks_load(&picks, "/tmp/gimmik-test-picks-none.csv",
                               &error),
              &error, GIMMIK_ERROR_IO, "picks-none.csv: cannot be read");
  bench_picks_free(&picks);
  remove(first);
  remove(second);
  remove(short_rows);
  remove(quote);
  return check_finish("test_picks");
}
