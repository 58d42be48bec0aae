#!/bin/sh
# golden.sh GIMMIKC [--update]: render every case of cases.txt with GIMMIKC
# and compare it, kernel and metadata, byte for byte with the file under
# tests/golden/<family>/; --update rewrites those files instead (after an
# intended change: the diff then shows in review).
set -u
gimmikc=$1
update=${2:-}
golden=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$golden/../.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/gimmik-golden.XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM
cd "$root" || exit 1

failed=0
cases=0
while read -r family name backend rest; do
  case "$family" in ''|'#'*) continue ;; esac
  case "$backend" in cuda) ext=cu ;; opencl) ext=cl ;; c) ext=c ;;
    *) echo "cases.txt: $family $name: unknown backend '$backend'"; exit 2 ;;
  esac
  cases=$((cases + 1))
  file="$family/$name.$ext"
  mkdir -p "$scratch/$family"
  if [ "$family" != matmul ]; then
    set -- "$family" $rest
  else
    set -- $rest
  fi
  if ! "$gimmikc" "$@" --backend "$backend" -o "$scratch/$file" \
         --meta "$scratch/$file.json" >"$scratch/log" 2>&1; then
    echo "FAIL $file: gimmikc $*"; cat "$scratch/log"
    failed=$((failed + 1))
    continue
  fi
  if [ "$update" = --update ]; then
    mkdir -p "$golden/$family"
    cp "$scratch/$file" "$golden/$file"
    cp "$scratch/$file.json" "$golden/$file.json"
  elif ! cmp -s "$scratch/$file" "$golden/$file" ||
       ! cmp -s "$scratch/$file.json" "$golden/$file.json"; then
    echo "DIFFERS $file (tests/golden/golden.sh GIMMIKC --update after an intended change)"
    diff -u "$golden/$file" "$scratch/$file" | head -40
    diff -u "$golden/$file.json" "$scratch/$file.json" | head -20
    failed=$((failed + 1))
  fi
done < "$golden/cases.txt"

if [ "$update" != --update ]; then
  # Every golden file has its case: a stale one would pass unchecked.
  for path in "$golden"/*/*; do
    case "$path" in *.json) continue ;; esac
    base=${path#"$golden"/}
    family=${base%%/*}
    name=${base#*/}
    name=${name%.*}
    grep -q "^$family $name " "$golden/cases.txt" ||
      { echo "STALE tests/golden/$base: no case in cases.txt"; failed=$((failed + 1)); }
  done
fi
echo "golden: $cases cases, $failed failed"
[ "$failed" -eq 0 ]
