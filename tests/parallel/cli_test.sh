#!/bin/sh
# cli_test.sh GIMMIKC GIMMIKC_MPI MPIEXEC [FLAG...]: `gimmikc-mpi bp5` on
# two ranks of the C target solves BP5 as `gimmikc bp5` does on one (the
# same iterations and the same nodal error to the digits printed), for CG
# on bricks and FCG on graph parts in a blocked layout, reports the GDOF
# rate overall and per rank; and refuses bad input on every rank with one
# message and its exit status: more ranks than elements (1), a layout to
# tune (usage, 2), an unknown option (2).
set -eu
gimmikc=$1 mpi=$2 mpiexec=$3
shift 3
flags=$*
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GIMMIK_CACHE_DIR="$work/cache" OMP_NUM_THREADS=1
fail() { echo "cli_test: $*" >&2; exit 1; }
# field N OF A CSV LINE
field() { echo "$2" | cut -d, -f"$1"; }

small="--backend c --points 4 --elements 6x4x3 --deform smooth --no-tune"
# Each run: the solver, the partition, the overlap across ranks.
for run in "cg bricks auto" "fcg graph auto" "cg bricks 0"; do
  set -- $run
  variant="--solver $1" partition=$2 overlap=$3
  [ "$1" = cg ] || variant="$variant --layout 8"
  # shellcheck disable=SC2086 # the options are words
  "$gimmikc" bp5 $small $variant --csv > "$work/one.log"
  one=$(grep '^csv,' "$work/one.log")
  # shellcheck disable=SC2086
  "$mpiexec" -n 2 $flags "$mpi" bp5 $small $variant --partition $partition \
    --overlap "$overlap" --csv > "$work/two.log" ||
    fail "gimmikc-mpi bp5 $variant failed: $(cat "$work/two.log")"
  two=$(grep '^csv,' "$work/two.log")
  # gimmikc's csv: unique dofs, iterations and nodal error in fields 7,
  # 8 and 10; gimmikc-mpi's, after the ranks, in 8, 9 and 11.
  [ "$(field 8 "$two")" = "$(field 7 "$one")" ] ||
    fail "$variant: $(field 8 "$two") unique dofs, one rank $(field 7 "$one")"
  [ "$(field 9 "$two")" = "$(field 8 "$one")" ] ||
    fail "$variant: $(field 9 "$two") iterations, one rank $(field 8 "$one")"
  [ "$(field 11 "$two")" = "$(field 10 "$one")" ] ||
    fail "$variant: nodal error $(field 11 "$two"), one rank" \
         "$(field 10 "$one")"
  # CG overlaps unless told not to; FCG's DSS is of z, never overlapped.
  on=on
  [ "$overlap" != 0 ] && [ "$1" = cg ] || on=off
  grep -q "^  overlap  *$on" "$work/two.log" ||
    fail "$variant --overlap $overlap: the overlap is not $on"
  grep -q 'GDOF.iterations/s' "$work/two.log" ||
    fail "$variant: no overall GDOF rate"
  [ "$(grep -cE '^ +[01] +[0-9]+ +[0-9]+ +[0-9.]+ +[0-9.]+ +[0-9.]+%' \
        "$work/two.log")" -eq 2 ] || fail "$variant: not one line a rank"
  echo "cli_test: $variant, $partition, overlap $overlap:" \
       "$(field 9 "$two") iterations, nodal error $(field 11 "$two")," \
       "as on one rank"
done

# expect STATUS FRAGMENT OPTIONS...: two ranks fail with STATUS, the
# message once.
expect() {
  status=$1 fragment=$2
  shift 2
  got=0
  # shellcheck disable=SC2086
  "$mpiexec" -n 2 $flags "$mpi" bp5 "$@" > "$work/bad.log" 2>&1 || got=$?
  [ "$got" -eq "$status" ] ||
    fail "bp5 $*: exit status $got, not $status: $(cat "$work/bad.log")"
  [ "$(grep -c -- "$fragment" "$work/bad.log")" -eq 1 ] ||
    fail "bp5 $*: expected '$fragment' once: $(cat "$work/bad.log")"
  echo "cli_test: bp5 $*: $fragment"
}
expect 1 "rank 0: parts = 2 must be 1..1" --backend c --points 3 \
  --elements 1x1x1
expect 2 "expects 0..4096, got 'tune'" --backend c --layout tune
expect 2 "unknown option '--bogus'" --backend c --bogus 1
expect 2 "unknown --overlap '2' (expected 0, 1 or auto)" --backend c \
  --overlap 2
