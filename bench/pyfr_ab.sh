#!/bin/sh
# pyfr_ab.sh: on the GPU machine, kernels side by side with tuning off:
# for each line of LIST ("OPERATOR KERNEL..."; # starts a comment), the
# operator's default beside each KERNEL (VARIANT[:NAME=VALUE,...], as
# pyfr_bench --kernel takes it), with cuBLAS and the stream limit, in one
# pyfr_bench run an operator; no GiMMiK 4.0 and no OpenCL column.
#   sh bench/pyfr_ab.sh DTYPE TAG LIST
# An OPERATOR is a name of operators/pyfr/ or else of heldout-ops/
# (tools/make_heldout.sh).  No operator starts after AB_BUDGET seconds
# (default 480).  Writes $OUT/pyfr-DTYPE-TAG.csv and
# $OUT/bench-DTYPE-TAG.log.  Expects build-device/ and .device-libs/
# (tools/device_prepare.sh).
set -u
cd "$(dirname "$0")/.." || exit 1
usage="usage: sh bench/pyfr_ab.sh DTYPE TAG LIST"
dtype=${1:?$usage}
tag=${2:?$usage}
list=${3:?$usage}
[ -r "$list" ] || { echo "pyfr_ab: $list: cannot be read" >&2; exit 2; }
final=${OUT:-bench/results/latest}
mkdir -p "$final"
. bench/pyfr_env.sh
start=$(date +%s)
grep -v '^#' "$list" | while read -r op kernels; do
  [ -n "$op" ] || continue
  if [ $(( $(date +%s) - start )) -ge "${AB_BUDGET:-480}" ]; then
    echo "deadline: not started: $op"
    continue
  fi
  path=operators/pyfr/$op.mtx
  [ -r "$path" ] || path=heldout-ops/$op.mtx
  set -- --dtype "$dtype" --no-opencl --tune 0 --gimmik4-match none \
    --csv "$final/pyfr-$dtype-$tag-$op.csv"
  # shellcheck disable=SC2086 # the kernels are words
  for kernel in $kernels; do set -- "$@" --kernel "$kernel"; done
  build-device/bench/pyfr_bench "$@" "$path" 2>&1 | grep -v '^gimmik: tuning'
done > "$final/bench-$dtype-$tag.log"
cat "$final"/pyfr-"$dtype"-"$tag"-*.csv > "$final/pyfr-$dtype-$tag.csv" &&
  rm "$final"/pyfr-"$dtype"-"$tag"-*.csv
tail -n 30 "$final/bench-$dtype-$tag.log"
