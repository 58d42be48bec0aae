#!/bin/sh
# ab-defaults.sh: the device call of summary-defaults.md, from the
# repository root: each operator's default (consts 1 where it applies)
# and its default variant named with consts 0 and 1, tuning off.
set -u
final=${OUT:-bench/results/latest}
mkdir -p "$final"
OUT=$(mktemp -d)
export OUT
for spec in hex-gl-p3-m460:rstream hex-gl-p4-m6:rstream hex-gl-p5-m0:resident \
    hex-gl-p6-m132:row-split quad-gl-p6-m132:rstream tri-ws-p5-m460:cstream \
    tri-ws-p6-m6:cstream tet-sh-p2-m460:cstream quad-gl-p4-m3:cstream; do
  op=${spec%:*}; v=${spec#*:}
  PYFR_OPENCL=0 PYFR_BUDGET=100 PYFR_ARGS="--tune 0 --gimmik4-match none --kernel $v:consts=0 --kernel $v:consts=1" \
    sh bench/pyfr_device.sh f64 "defaults-$op" "operators/pyfr/$op.mtx" 2>&1 | grep -E "named|rror" | tail -2
done
cat "$OUT"/pyfr-f64-defaults-*.csv > "$final/pyfr-f64-defaults-all.csv"
cat "$OUT"/bench-f64-defaults-*.log > "$final/bench-f64-defaults-all.log"
