#!/bin/sh
# ab-bounds.sh: the second device call of summary.md, from the repository
# root: for each operator of bounds.txt, FP64, tuning off, the mma default
# and the suite's tuned pick (where the line names it) built by two
# pyfr_bench binaries in turn: build-device-a's kernels declare only their
# block's threads to ptxas (__launch_bounds__(T)), build-device's also
# the blocks a multiprocessor is to hold (__launch_bounds__(T, blocks)).
set -u
here=$(dirname "$0")
final=${OUT:-bench/results/latest}
mkdir -p "$final"
PYFR_OPENCL=0
. bench/pyfr_env.sh
grep -v '^#' "$here/bounds.txt" | while read -r op kernels; do
  path=operators/pyfr/$op.mtx
  [ -r "$path" ] || path=heldout-ops/$op.mtx
  for build in build-device-a build-device; do
    set -- --dtype f64 --no-opencl --tune 0 --gimmik4-match none \
      --csv "$final/pyfr-f64-bounds-$op-$build.csv"
    for kernel in $kernels; do set -- "$@" --kernel "$kernel"; done
    echo "== $build"
    $build/bench/pyfr_bench "$@" "$path" 2>&1 | grep -v '^gimmik: tuning'
  done
done > "$final/bench-f64-bounds.log"
for build in build-device-a build-device; do
  cat "$final"/pyfr-f64-bounds-*-$build.csv > "$final/pyfr-f64-bounds-$build.csv"
done
find "$final" -name 'pyfr-f64-bounds-*-build-device*.csv' \
  ! -name 'pyfr-f64-bounds-build-device*.csv' -delete
tail -n 4 "$final/bench-f64-bounds.log"
