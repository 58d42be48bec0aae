#!/bin/sh
# pyfr_picks.sh: on the GPU machine, the PyFR suite for one precision at
# the tuned picks of earlier runs, without tuning again: each operator's
# pick from the CSVs named (the last file's over an earlier's; pyfr_bench
# --picks), with the OpenCL column (the same kernel through NVIDIA's
# OpenCL) and without GiMMiK 4.0's kernels unless PYFR_PICKS_GIMMIK=1, so
# that a call covers many operators.  A pick planned again takes today's
# defaults for the parameters its CSV does not name (consts, for picks
# from before it).  Operators whose pick was cuBLAS, or that no CSV has,
# are tuned.  One part a call, resuming as bench/pyfr_suite.sh does:
#   sh bench/pyfr_picks.sh DTYPE DONE_DIR CSV...
# DONE_DIR holds this run's earlier parts' bench-DTYPE-*.log (empty at
# first); the rows say "an earlier tuning's pick (--picks)" in their
# status.  bench/pyfr/summarize.py then tabulates the OpenCL column and
# the defaults against the picks; PYFR_OPENCL=0 leaves the OpenCL column
# out, for the defaults alone.
set -u
cd "$(dirname "$0")/.." || exit 1
usage="usage: sh bench/pyfr_picks.sh DTYPE DONE_DIR CSV..."
dtype=${1:?$usage}
done_dir=${2:?$usage}
shift 2
[ $# -gt 0 ] || { echo "$usage" >&2; exit 2; }
picks=""
for csv in "$@"; do
  [ -r "$csv" ] || { echo "pyfr_picks: $csv: cannot be read" >&2; exit 2; }
  picks="$picks --picks $csv"
done
[ "${PYFR_PICKS_GIMMIK:-0}" = 1 ] || picks="$picks --gimmik4-match none"
PYFR_OPENCL=${PYFR_OPENCL:-1} PYFR_ARGS="$picks ${PYFR_ARGS:-}" \
  exec sh bench/pyfr_suite.sh "$dtype" "$done_dir"
