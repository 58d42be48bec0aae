#!/bin/sh
# ab-hints.sh: the device call of summary.md, from the repository root:
# the f32 default (tuning off) of operators whose unrolled code passes
# MATMUL_CODE_INSTRUCTIONS even at width 1, against the default before
# evict-first hints by default there (hints 0), in the same run.
set -u
final=${OUT:-bench/results/latest}
mkdir -p "$final"
OUT=$(mktemp -d)
export OUT
for spec in tet-sh-p5-m132:bstream:block=128,width=1,hints=0 \
    tet-sh-p5-m460:cstream:block=128,width=1,hints=0 \
    tet-sh-p6-m132:bstream:block=128,width=1,hints=0; do
  op=${spec%%:*}; kernel=${spec#*:}
  PYFR_OPENCL=0 PYFR_BUDGET=100 PYFR_ARGS="--tune 0 --gimmik4-match none --kernel $kernel" \
    sh bench/pyfr_device.sh f32 "hints-$op" "operators/pyfr/$op.mtx" 2>&1 | grep -E "named|rror" | tail -2
done
cat "$OUT"/pyfr-f32-hints-*.csv > "$final/pyfr-f32-hints-all.csv"
cat "$OUT"/bench-f32-hints-*.log > "$final/bench-f32-hints-all.log"
