/*
 * c_locale.h (internal): numbers written and read the same way whatever
 * locale the host program chose.  printf's %g and strtod follow
 * LC_NUMERIC, so a program that calls setlocale(LC_ALL, "de_DE.UTF-8")
 * would get kernels holding "0,25" and files it cannot read back.  Every
 * number the library formats or parses goes through these functions, or
 * runs between gimmik_c_locale_enter and gimmik_c_locale_leave (the
 * template engine: Lua formats and parses with the C library too).
 *
 * The switch is uselocale(3): it changes the calling thread only, so other
 * threads of the host keep their locale and nothing global is touched.
 */
#ifndef GIMMIK_COMMON_C_LOCALE_H
#define GIMMIK_COMMON_C_LOCALE_H

#include <locale.h>
#include <stdarg.h>
#include <stddef.h>

/* Put the calling thread in the "C" locale; returns the locale to give
 * back to gimmik_c_locale_leave. */
locale_t gimmik_c_locale_enter(void);
void gimmik_c_locale_leave(locale_t previous);

/* strtod, strtof and strtold as in the "C" locale (errno as they set
 * it). */
double gimmik_strtod(const char *text, char **end);
float gimmik_strtof(const char *text, char **end);
long double gimmik_strtold(const char *text, char **end);

/* snprintf and vsnprintf as in the "C" locale. */
int gimmik_snprintf(char *buffer, size_t size, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
int gimmik_vsnprintf(char *buffer, size_t size, const char *format,
                     va_list arguments);

#endif
