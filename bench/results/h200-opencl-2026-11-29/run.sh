#!/bin/sh
# run.sh DTYPE: the device call of summary.md, from the repository root:
# the operators of operators.txt (each shape and order once, the five
# operators in turn) at the tuned picks of the whole-suite run of DTYPE
# (pyfr_bench --picks, the CSVs its summary-suite.md names), with the
# OpenCL column: the same kernel through NVIDIA's OpenCL, or OpenCL's
# default where the pick is CUDA's alone.  The default is timed beside
# it in the same run.  No GiMMiK 4.0.
set -u
dtype=${1:?usage: run.sh f64|f32}
here=$(dirname "$0")
r=bench/results
if [ "$dtype" = f64 ]; then
  d=$r/h200-fp64-2026-11-29
  set -- $r/h200-fp64-2026-11-24/pyfr-f64-part1.csv \
    $r/h200-fp64-2026-11-24/pyfr-f64-losers.csv \
    $r/h200-fp64-2026-11-24/pyfr-f64-final.csv \
    $r/h200-fp64-2026-11-24/pyfr-f64-resident.csv \
    $d/pyfr-f64-part1.csv $d/pyfr-f64-spills.csv $d/pyfr-f64-part2-b*.csv \
    $d/pyfr-f64-losers.csv $r/h200-fp64-2026-11-29-hints/pyfr-f64-hints2.csv \
    $r/h200-fp64-2026-11-29-rest/pyfr-f64-part3-b1.csv \
    $r/h200-fp64-2026-11-29-stale/pyfr-f64-stale-tet.csv \
    $r/h200-fp64-2026-11-29-stale/pyfr-f64-stale-hex.csv \
    $r/h200-fp64-2026-11-29-consts/pyfr-f64-consts-tuned.csv
else
  d=$r/h200-fp32-2026-11-29
  c=$r/h200-fp32-2026-11-29-colsplit
  set -- $d/pyfr-f32-part1.csv $d/pyfr-f32-part2.csv $d/pyfr-f32-part3-b*.csv \
    $c/pyfr-f32-colsplit.csv $c/pyfr-f32-ownpartial.csv $c/pyfr-f32-small.csv \
    $c/pyfr-f32-small2.csv $c/pyfr-f32-widecs.csv \
    $d/pyfr-f32-part4-b*.csv $d/pyfr-f32-part5-b1.csv
fi
picks=""
for csv in "$@"; do
  [ -r "$csv" ] || { echo "run.sh: $csv: cannot be read" >&2; exit 2; }
  picks="$picks --picks $csv"
done
PYFR_NO_GIMMIK=1 PYFR_OPENCL=1 PYFR_OPENCL_FALLBACK=default \
  PYFR_BUDGET=${PYFR_BUDGET:-540} PYFR_ARGS="$picks --gimmik4-match none" \
  sh bench/pyfr_device.sh "$dtype" opencl $(cat "$here/operators.txt") |
  grep -v '^gimmik: tuning' | tail -n 40
