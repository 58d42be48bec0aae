/*
 * gimmik/export.h: what the shared library exports.  It is built with
 * hidden visibility, so only what the public headers declare between
 * GIMMIK_API_BEGIN and GIMMIK_API_END is visible to programs linking it;
 * every such name starts with gimmik_ (tools/check_symbols.sh checks
 * both).  The static library holds the same objects.
 */
#ifndef GIMMIK_EXPORT_H
#define GIMMIK_EXPORT_H

#if defined(__GNUC__)
#define GIMMIK_API_BEGIN _Pragma("GCC visibility push(default)")
#define GIMMIK_API_END _Pragma("GCC visibility pop")
#else
#define GIMMIK_API_BEGIN
#define GIMMIK_API_END
#endif

#endif
