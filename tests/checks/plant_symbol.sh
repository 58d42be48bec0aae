#!/bin/sh
# plant_symbol.sh CHECK: the symbol check (tools/check_symbols.sh) fails on
# libraries made here with a planted defect: a global symbol without
# gimmik_ in the archive, an exported internal function in the shared
# object, a public function it does not export; and passes on a pair
# that exports exactly what a header declares.
set -eu
check=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/include/gimmik"
cat > "$work/include/gimmik/tiny.h" <<'HEADER'
int gimmik_tiny(int x);
int gimmik_other(void);
HEADER
cc=${CC:-cc}
failures=0
build() { # NAME SOURCE: lib NAME.a and NAME.so from SOURCE
  printf '%s\n' "$2" > "$work/$1.c"
  "$cc" -c -fPIC -fvisibility=hidden -o "$work/$1.o" "$work/$1.c"
  ar rcs "$work/$1.a" "$work/$1.o"
  "$cc" -shared -o "$work/$1.so" "$work/$1.o"
}
expect() { # pass|fail NAME FRAGMENT WHAT
  if sh "$check" "$work/$2.a" "$work/$2.so" "$work/include" \
       > "$work/out" 2>&1; then result=pass; else result=fail; fi
  if [ "$result" != "$1" ] || ! grep -q "$3" "$work/out"; then
    echo "plant_symbol: $4: expected $1 with \"$3\", got $result:" >&2
    cat "$work/out" >&2
    failures=$((failures + 1))
  else
    echo "plant_symbol: $4: $1 as expected"
  fi
}
export_all='#define API __attribute__((visibility("default")))'
build good "$export_all
API int gimmik_tiny(int x) { return x; }
API int gimmik_other(void) { return 1; }
int gimmik_hidden(void) { return 2; }"
expect pass good "2 functions exported" "exactly the declared functions"
build bare "$export_all
API int gimmik_tiny(int x) { return x; }
API int gimmik_other(void) { return 1; }
int helper(void) { return 2; }"
expect fail bare "defines a global without gimmik_: helper" \
       "a bare global symbol"
build leak "$export_all
API int gimmik_tiny(int x) { return x; }
API int gimmik_other(void) { return 1; }
API int gimmik_internal(void) { return 2; }"
expect fail leak "no public header declares: gimmik_internal" \
       "an exported internal function"
build short "$export_all
API int gimmik_tiny(int x) { return x; }
int gimmik_other(void) { return 1; }"
expect fail short "does not export a public function: gimmik_other" \
       "a public function left hidden"
[ "$failures" -eq 0 ]
