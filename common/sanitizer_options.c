/*
 * sanitizer_options.c: the defaults of a -DGIMMIK_SANITIZE=ON build, read
 * by the sanitizers' runtimes at start (ASAN_OPTIONS and UBSAN_OPTIONS
 * still override them).  The library reports a failed allocation as
 * GIMMIK_ERROR_MEMORY and the tests check that it does, so a request too
 * large to serve must come back NULL rather than abort the program.
 */
/* Visible: the library's objects are hidden by default, and the
 * runtimes look these up in the program's dynamic symbols. */
#define SANITIZER_VISIBLE __attribute__((visibility("default")))

SANITIZER_VISIBLE const char *__asan_default_options(void);
SANITIZER_VISIBLE const char *__ubsan_default_options(void);

const char *__asan_default_options(void) {
  return "allocator_may_return_null=1:detect_leaks=1";
}

const char *__ubsan_default_options(void) {
  return "print_stacktrace=1";
}
