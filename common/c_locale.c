/* c_locale.c: the "C" locale for numbers (c_locale.h). */
#include "common/c_locale.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static locale_t c_locale;
static pthread_once_t c_locale_once = PTHREAD_ONCE_INIT;

/* glibc and musl hand out a static object for "C", so newlocale fails only
 * where memory has run out.  Numbers must never follow another locale, so
 * that ends the program rather than writing "0,25" into a kernel. */
static void make_c_locale(void) {
  c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  if (c_locale == (locale_t)0) {
    fputs("gimmik: cannot make the \"C\" locale for numbers\n", stderr);
    abort();
  }
}

locale_t gimmik_c_locale_enter(void) {
  pthread_once(&c_locale_once, make_c_locale);
  return uselocale(c_locale);
}

void gimmik_c_locale_leave(locale_t previous) { uselocale(previous); }

double gimmik_strtod(const char *text, char **end) {
  locale_t previous = gimmik_c_locale_enter();
  double value = strtod(text, end);
  int saved = errno;
  gimmik_c_locale_leave(previous);
  errno = saved;
  return value;
}

float gimmik_strtof(const char *text, char **end) {
  locale_t previous = gimmik_c_locale_enter();
  float value = strtof(text, end);
  int saved = errno;
  gimmik_c_locale_leave(previous);
  errno = saved;
  return value;
}

long double gimmik_strtold(const char *text, char **end) {
  locale_t previous = gimmik_c_locale_enter();
  long double value = strtold(text, end);
  int saved = errno;
  gimmik_c_locale_leave(previous);
  errno = saved;
  return value;
}

int gimmik_vsnprintf(char *buffer, size_t size, const char *format,
                     va_list arguments) {
  locale_t previous = gimmik_c_locale_enter();
  int length = vsnprintf(buffer, size, format, arguments);
  gimmik_c_locale_leave(previous);
  return length;
}

int gimmik_snprintf(char *buffer, size_t size, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int length = gimmik_vsnprintf(buffer, size, format, arguments);
  va_end(arguments);
  return length;
}
