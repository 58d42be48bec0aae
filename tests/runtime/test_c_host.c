/*
 * test_c_host.c: the C backend and the machine it runs on.
 *
 * Binaries built with -march=native are keyed on what -march=native means
 * (host_compiler.h), not on the processor's model name alone: two
 * compilers that answer differently for the same model (standing in for
 * two processor generations sharing a home folder) never load each
 * other's cached kernels.  And the scratch folders of killed compiles are
 * swept: this user's gimmik-cc-* folders untouched for six hours go, and
 * nothing else (fresh ones, links, others' files).
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "gimmik/runtime.h"
#include "runtime/context_internal.h"
#include "runtime/host_compiler.h"

static char scratch[] = "/tmp/gimmik-c-host-XXXXXX";

static char *in_scratch(const char *name) {
  static char path[512];
  snprintf(path, sizeof path, "%s/%s", scratch, name);
  return path;
}

static int exists(const char *path) {
  struct stat info;
  return lstat(path, &info) == 0;
}

static void write_text(const char *path, const char *text) {
  FILE *file = fopen(path, "w");
  CHECK(file && fputs(text, file) >= 0);
  if (file) fclose(file);
}

/* Set a path's times `hours` back, not following a link. */
static void age(const char *path, int hours) {
  struct timespec times[2];
  clock_gettime(CLOCK_REALTIME, &times[0]);
  times[0].tv_sec -= hours * 3600;
  times[1] = times[0];
  CHECK(utimensat(AT_FDCWD, path, times, AT_SYMLINK_NOFOLLOW) == 0);
}

/* ---- the sweep --------------------------------------------------------- */

/* Must run before anything compiles: the sweep is once per process. */
static void test_sweep(void) {
  char tmp[512], path[600];
  snprintf(tmp, sizeof tmp, "%s", in_scratch("tmp"));
  CHECK(mkdir(tmp, 0700) == 0);
  CHECK(mkdir(in_scratch("victim"), 0700) == 0);
  write_text(in_scratch("victim/kernel.c"), "kept\n");

  snprintf(path, sizeof path, "%s/gimmik-cc-old", tmp);
  CHECK(mkdir(path, 0700) == 0);
  snprintf(path, sizeof path, "%s/gimmik-cc-old/kernel.c", tmp);
  write_text(path, "int x;\n");
  snprintf(path, sizeof path, "%s/gimmik-cc-old", tmp);
  age(path, 7);
  snprintf(path, sizeof path, "%s/gimmik-cc-fresh", tmp);
  CHECK(mkdir(path, 0700) == 0);
  age(path, 1);
  snprintf(path, sizeof path, "%s/gimmik-cc-link", tmp);
  CHECK(symlink(in_scratch("victim"), path) == 0);
  age(path, 7);
  snprintf(path, sizeof path, "%s/gimmik-cc-file", tmp);
  write_text(path, "not a folder\n");
  age(path, 7);

  setenv("TMPDIR", tmp, 1);
  char version[256];
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_host_compiler_version(version, sizeof version, &error),
           &error);
  snprintf(path, sizeof path, "%s/gimmik-cc-old", tmp);
  CHECK(!exists(path));
  snprintf(path, sizeof path, "%s/gimmik-cc-fresh", tmp);
  CHECK(exists(path));
  snprintf(path, sizeof path, "%s/gimmik-cc-link", tmp);
  CHECK(exists(path));
  snprintf(path, sizeof path, "%s/gimmik-cc-file", tmp);
  CHECK(exists(path));
  CHECK(exists(in_scratch("victim/kernel.c")));
  unsetenv("TMPDIR");
}

/* ---- the key ----------------------------------------------------------- */

/* A compiler that compiles like cc but says -march=native means `cpu`. */
static const char *fake_compiler(const char *name, const char *cpu) {
  static char path[512];
  snprintf(path, sizeof path, "%s", in_scratch(name));
  char script[1024];
  snprintf(script, sizeof script,
           "#!/bin/sh\n"
           "for a in \"$@\"; do\n"
           "  if [ \"$a\" = --help=target ]; then\n"
           "    echo '  -march=                     %s'\n"
           "    echo '  -mavx512f                   [%s]'\n"
           "    exit 0\n"
           "  fi\n"
           "done\n"
           "exec cc \"$@\"\n",
           cpu, strcmp(cpu, "fakecpu-new") == 0 ? "enabled" : "disabled");
  write_text(path, script);
  CHECK(chmod(path, 0700) == 0);
  return path;
}

/* Plan and run a matmul with the C backend under $CC = `compiler` on the
 * cache folder; returns the context's disk hits. */
static unsigned long long run_with(const char *compiler) {
  setenv("CC", compiler, 1);
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.backend = GIMMIK_BACKEND_C;
  options.cache_dir = in_scratch("cache");
  options.tuning = GIMMIK_TUNE_NEVER;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_context *context = NULL;
  CHECK_OK(gimmik_context_create(&options, &context, &error), &error);
  if (!context) return 0;
  gimmik_operator *op = NULL;
  CHECK_OK(gimmik_operator_load("gll-diff:4", &op, &error), &error);
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.backend = GIMMIK_BACKEND_C;
  gimmik_matmul *matmul = NULL;
  CHECK_OK(gimmik_matmul_create(context, op, &request, &matmul, &error),
           &error);
  double b[4 * 8], c[4 * 8];
  for (int i = 0; i < 32; i++) b[i] = 1.0 + i * 0.25;
  if (matmul)
    CHECK_OK(gimmik_matmul_apply(matmul, 8, b, 8, c, 8, NULL, &error),
             &error);
  gimmik_cache_stats stats;
  gimmik_binary_cache_stats(context->cache, &stats);
  CHECK_OK(gimmik_matmul_destroy(matmul, &error), &error);
  gimmik_operator_destroy(op);
  CHECK_OK(gimmik_context_destroy(context, &error), &error);
  unsetenv("CC");
  return stats.disk_hits;
}

static void test_key_follows_target(void) {
  const char *old_cpu = fake_compiler("cc-old", "fakecpu-old");
  char old_path[512];
  snprintf(old_path, sizeof old_path, "%s", old_cpu);
  const char *new_path = fake_compiler("cc-new", "fakecpu-new");

  char first[128], second[128];
  setenv("CC", old_path, 1);
  gimmik_host_compiler_target(first, sizeof first);
  setenv("CC", new_path, 1);
  gimmik_host_compiler_target(second, sizeof second);
  unsetenv("CC");
  CHECK(strncmp(first, "fakecpu-old ", 12) == 0);
  CHECK(strncmp(second, "fakecpu-new ", 12) == 0);

  CHECK(run_with(old_path) == 0);  /* compiled and stored */
  CHECK(run_with(old_path) > 0);   /* the same machine: from the disk */
  CHECK(run_with(new_path) == 0);  /* another target: compiled again */
}

int main(void) {
  if (!mkdtemp(scratch)) return 1;
  test_sweep();
  test_key_follows_target();
  char command[600];
  snprintf(command, sizeof command, "rm -rf '%s'", scratch);
  if (system(command) != 0) fprintf(stderr, "cannot remove %s\n", scratch);
  return check_finish("test_c_host");
}
