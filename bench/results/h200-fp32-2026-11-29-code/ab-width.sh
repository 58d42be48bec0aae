#!/bin/sh
# ab-width.sh: the device call of summary.md, from the repository root:
# the f32 default (tuning off) of operators whose unrolled code at width
# 2 would pass MATMUL_CODE_INSTRUCTIONS, against the default before that
# rule (width 2), in the same run.
set -u
final=${OUT:-bench/results/latest}
mkdir -p "$final"
OUT=$(mktemp -d)
export OUT
for spec in tet-sh-p5-m0:cstream:block=128,width=2,hints=0 \
    tet-sh-p5-m3:bstream:block=128,width=2,hints=0,cahead=8; do
  op=${spec%%:*}; kernel=${spec#*:}
  PYFR_OPENCL=0 PYFR_BUDGET=100 PYFR_ARGS="--tune 0 --gimmik4-match none --kernel $kernel" \
    sh bench/pyfr_device.sh f32 "width-$op" "operators/pyfr/$op.mtx" 2>&1 | grep -E "named|rror" | tail -2
done
cat "$OUT"/pyfr-f32-width-*.csv > "$final/pyfr-f32-width-all.csv"
cat "$OUT"/bench-f32-width-*.log > "$final/bench-f32-width-all.log"
