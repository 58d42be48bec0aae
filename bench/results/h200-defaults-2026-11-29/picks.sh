#!/bin/sh
# picks.sh DTYPE DONE_DIR, on the device from the repository root: the
# PyFR suite at the tuned picks of the CSVs below (the latest of each
# operator's), its default with tuning off beside each, no GiMMiK 4.0 and
# no OpenCL column (bench/pyfr_picks.sh).  Batches of 40, so that the
# call leaves few files under $OUT.  The f64 call of 2026-11-29 ran with
# the default batches of 12, and three of its ten CSVs did not come back.
set -u
[ $# -eq 2 ] || { echo "usage: sh picks.sh f64|f32 DONE_DIR" >&2; exit 2; }
R=bench/results
if [ "$1" = f64 ]; then
  set -- f64 "$2" $R/h200-fp64-2026-11-24/pyfr-f64-part1.csv $R/h200-fp64-2026-11-24/pyfr-f64-losers.csv \
    $R/h200-fp64-2026-11-24/pyfr-f64-final.csv $R/h200-fp64-2026-11-24/pyfr-f64-resident.csv \
    $R/h200-fp64-2026-11-29/pyfr-f64-part1.csv $R/h200-fp64-2026-11-29/pyfr-f64-spills.csv \
    $R/h200-fp64-2026-11-29/pyfr-f64-part2-b*.csv $R/h200-fp64-2026-11-29/pyfr-f64-losers.csv \
    $R/h200-fp64-2026-11-29-hints/pyfr-f64-hints2.csv $R/h200-fp64-2026-11-29-rest/pyfr-f64-part3-b1.csv \
    $R/h200-fp64-2026-11-29-stale/pyfr-f64-stale-tet.csv $R/h200-fp64-2026-11-29-stale/pyfr-f64-stale-hex.csv \
    $R/h200-fp64-2026-11-29-consts/pyfr-f64-consts-tuned.csv $R/h200-mma-2026-11-29/pyfr-f64-tetmma.csv \
    $R/h200-mma-2026-11-29/pyfr-f64-retune.csv $R/h200-defaults-2026-11-29/pyfr-f64-defaults.csv
else
  set -- f32 "$2" $R/h200-fp32-2026-11-29/pyfr-f32-part1.csv $R/h200-fp32-2026-11-29/pyfr-f32-part2.csv \
    $R/h200-fp32-2026-11-29/pyfr-f32-part3-b*.csv \
    $R/h200-fp32-2026-11-29-colsplit/pyfr-f32-colsplit.csv $R/h200-fp32-2026-11-29-colsplit/pyfr-f32-ownpartial.csv \
    $R/h200-fp32-2026-11-29-colsplit/pyfr-f32-small.csv $R/h200-fp32-2026-11-29-colsplit/pyfr-f32-small2.csv \
    $R/h200-fp32-2026-11-29-colsplit/pyfr-f32-widecs.csv $R/h200-fp32-2026-11-29/pyfr-f32-part4-b*.csv \
    $R/h200-fp32-2026-11-29/pyfr-f32-part5-b1.csv $R/h200-mma-2026-11-29/pyfr-f32-retune.csv \
    $R/h200-defaults-2026-11-29/pyfr-f32-defaults.csv
fi
for f in "$@"; do
  case $f in *.csv) [ -r "$f" ] || { echo "picks.sh: $f is missing" >&2; exit 2; } ;; esac
done
PYFR_OPENCL=0 PYFR_BATCH=${PYFR_BATCH:-40} exec sh bench/pyfr_picks.sh "$@"
