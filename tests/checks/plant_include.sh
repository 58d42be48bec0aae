#!/bin/sh
# plant_include.sh ROOT: tools/check_includes.sh passes on a copy of the
# sources and fails, naming the file, on each violation planted in it:
# a runtime header in bench/, a generator header in tools/, a runtime
# header in tests/support/ and in include/; a white-box test including
# the internals of its module still passes.
set -eu
root=$(cd "$1" && pwd)
check="$root/tools/check_includes.sh"
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
(cd "$root" && find common operators generator runtime include bench tools \
   tests -name build -prune -o -name '*.[ch]' -print) |
while read -r file; do
  mkdir -p "$copy/$(dirname "$file")"
  cp "$root/$file" "$copy/$file"
done

failures=0
expect() { # pass|fail FILE WHAT
  result=fail
  if sh "$check" "$copy" > "$copy.out" 2>&1; then result=pass; fi
  if [ "$result" != "$1" ] ||
     { [ "$1" = fail ] && ! grep -q "^$2:" "$copy.out"; }; then
    echo "plant_include: $3: expected $1, got $result:" >&2
    cat "$copy.out" >&2
    failures=$((failures + 1))
  else
    echo "plant_include: $3: $1 as expected"
  fi
  rm -f "$copy.out"
}
plant() { # FILE LINE: add the include, then check, then restore
  cp "$copy/$1" "$copy/$1.saved"
  printf '%s\n' "$2" >> "$copy/$1"
}
restore() { mv "$copy/$1.saved" "$copy/$1"; }

expect pass "" "the sources as they are"
for case in "bench/solver_loop.c|#include \"runtime/context_internal.h\"" \
            "tools/gimmikc/main.c|#include \"generator/template_store.h\"" \
            "tests/support/matmul_check.c|#include \"runtime/backend.h\"" \
            "include/gimmik/device.h|#include <runtime/backend.h>" \
            "generator/matmul/generate.c|#include \"runtime/plan.h\"" \
            "runtime/context.c|#include \"generator/template_store.h\""; do
  file=${case%%|*} line=${case#*|}
  plant "$file" "$line"
  expect fail "$file" "$line in $file"
  restore "$file"
done
plant tests/runtime/device_cases.c '#include "runtime/plan.h"'
expect pass "" "a white-box test including its module's internals"
restore tests/runtime/device_cases.c
rm -f "$copy.out"
[ "$failures" -eq 0 ]
