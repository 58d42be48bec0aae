#!/bin/sh
# check_symbols.sh STATIC SHARED INCLUDE_DIR [HEADER...]: what the
# libraries define for programs.  Every global symbol the static library
# defines and every symbol the shared one exports starts with gimmik_; and
# the shared library exports exactly the functions its public headers
# declare (include/gimmik/export.h says how): the HEADERs named (file
# names under INCLUDE_DIR/gimmik), by default every one there but
# parallel.h, which is libgimmik_parallel's (docs/parallel.md).  The
# headers are read through the C preprocessor ($CC, default cc, with
# $CPPFLAGS: parallel.h needs MPI's include folder), so comments do not
# count; a name followed by "(" declares a function, one followed by "(*"
# is a function pointer type.  Exits 1, naming each offending symbol.
set -eu
if [ $# -lt 3 ]; then
  echo "usage: $0 LIBGIMMIK.a LIBGIMMIK.so INCLUDE_DIR [HEADER...]" >&2
  exit 2
fi
static=$1 shared=$2 include=$3
shift 3
if [ $# -eq 0 ]; then
  for header in "$include"/gimmik/*.h; do
    name=$(basename "$header")
    [ "$name" = parallel.h ] || set -- "$@" "$name"
  done
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bad=0

# A sanitizer build adds symbols of its own: the library's defaults for
# the sanitizers (common/sanitizer_options.c) and ASan's ODR indicators.
sanitizer='^(__asan_|__ubsan_|__odr_asan[._])'
nm -g --defined-only "$static" | awk 'NF == 3 { print $3 }' |
  grep -Ev "$sanitizer" | sort -u > "$work/static"
nm -D --defined-only "$shared" | awk 'NF == 3 { print $3 }' |
  grep -Ev "$sanitizer" | sort -u > "$work/shared"
# Only the lines that come from the named headers (cpp's line markers
# say where each comes from): parallel.h includes mesh.h, whose functions
# are libgimmik's.
for header in "$@"; do
  echo "#include \"gimmik/$header\""
done | ${CC:-cc} ${CPPFLAGS:-} -E -I "$include" - |
  awk -v names=" $(printf 'gimmik/%s ' "$@")" '
    /^# [0-9]+ "/ {
      n = split($3, path, "/"); sub(/"$/, "", path[n])
      keep = index(names, " " path[n - 1] "/" path[n] " ") > 0
      next
    }
    keep' |
  grep -oE '\bgimmik_[a-z0-9_]+[[:space:]]*\(([^*]|$)' |
  sed 's/[[:space:]]*(.*$//' |
  sort -u > "$work/declared"

report() { # FILE MESSAGE
  if [ -s "$1" ]; then
    awk -v what="$2" '{ print "check_symbols: " what ": " $0 }' "$1" >&2
    bad=1
  fi
}
grep -v '^gimmik_' "$work/static" > "$work/bare_static" || true
grep -v '^gimmik_' "$work/shared" > "$work/bare_shared" || true
comm -23 "$work/shared" "$work/declared" > "$work/internal"
comm -13 "$work/shared" "$work/declared" > "$work/missing"
report "$work/bare_static" "$static defines a global without gimmik_"
report "$work/bare_shared" "$shared exports a symbol without gimmik_"
report "$work/internal" "$shared exports what no public header declares"
report "$work/missing" "$shared does not export a public function"
if [ ! -s "$work/declared" ] || [ ! -s "$work/static" ]; then
  echo "check_symbols: nothing to compare (no declarations or symbols)" >&2
  bad=1
fi
[ "$bad" -eq 0 ] && echo "check_symbols: $(wc -l < "$work/shared") functions" \
  "exported, all declared in the public headers; every global gimmik_"
exit "$bad"
