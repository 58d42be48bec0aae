#!/bin/sh
# ab-overlap.sh: the device call of summary.md, from the repository root:
# for each operator of kernels.txt, FP64, tuning off, its default (mma,
# staging the next column tile's B ahead where it forms several) beside
# the kernels the line names: the default without the overlap (or with
# four column tiles a warp, where it forms one), the default of the rule
# before (blocks of 9 to 12 warps that capped ptxas at 168 registers)
# and the tuned pick of the suite with and without the overlap.
# Operators not in operators/pyfr/ are read from heldout-ops/
# (tools/make_heldout.sh).  No GiMMiK 4.0 and no OpenCL column.
set -u
here=$(dirname "$0")
final=${OUT:-bench/results/latest}
mkdir -p "$final"
PYFR_OPENCL=0
. bench/pyfr_env.sh
grep -v '^#' "$here/kernels.txt" | while read -r op kernels; do
  path=operators/pyfr/$op.mtx
  [ -r "$path" ] || path=heldout-ops/$op.mtx
  set -- --dtype f64 --no-opencl --tune 0 --gimmik4-match none \
    --csv "$final/pyfr-f64-overlap-$op.csv"
  for kernel in $kernels; do set -- "$@" --kernel "$kernel"; done
  build-device/bench/pyfr_bench "$@" "$path" 2>&1 | grep -v '^gimmik: tuning'
done > "$final/bench-f64-overlap.log"
cat "$final"/pyfr-f64-overlap-*.csv > "$final/pyfr-f64-overlap.csv" &&
  rm "$final"/pyfr-f64-overlap-*.csv
tail -n 5 "$final/bench-f64-overlap.log"
