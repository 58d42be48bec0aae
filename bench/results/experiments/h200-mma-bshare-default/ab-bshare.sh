#!/bin/sh
# ab-bshare.sh: the device call of summary.md, from the repository root:
# for each operator whose default is mma with two or more warps a column
# tile, the build's default (tuning off) against the default before
# bshare's rule (old), the tuned pick of the suite's calls (tuned) and
# the alternatives named after it, in the same run.
set -u
final=${OUT:-bench/results/latest}
mkdir -p "$final"
OUT=$(mktemp -d)
export OUT
common="kchunk=16,width=2,asource=1"
run() {
  op=$1; shift
  args=""
  for k in "$@"; do args="$args --kernel mma:$k,$common"; done
  PYFR_OPENCL=0 PYFR_BUDGET=100 PYFR_ARGS="--tune 0 --gimmik4-match none $args" \
    sh bench/pyfr_device.sh f64 "bshare-$op" "operators/pyfr/$op.mtx" 2>&1 | grep -E "named|rror" | tail -4
}
run tet-sh-p4-m0 shape=1688,ntiles=4,mwarps=2,warps=2,stages=3,repeat=4,bshare=0
run tet-sh-p4-m6 shape=884,ntiles=4,mwarps=2,warps=4,stages=3,repeat=1,bshare=0 shape=884,ntiles=4,mwarps=2,warps=4,stages=3,repeat=4,bshare=0
run tet-sh-p5-m0 shape=1688,ntiles=4,mwarps=2,warps=4,stages=3,repeat=4,bshare=0 shape=1688,ntiles=4,mwarps=2,warps=2,stages=3,repeat=4,bshare=1
run tet-sh-p5-m132 shape=1688,ntiles=4,mwarps=2,warps=4,stages=3,repeat=4,bshare=0
run tet-sh-p5-m3 shape=1688,ntiles=4,mwarps=2,warps=4,stages=3,repeat=4,bshare=0 shape=884,ntiles=4,mwarps=2,warps=4,stages=3,repeat=1,bshare=1
run tet-sh-p5-m460 shape=1688,ntiles=2,mwarps=2,warps=4,stages=3,repeat=4,bshare=0 shape=1688,ntiles=4,mwarps=4,warps=2,stages=3,repeat=4,bshare=0 shape=1688,ntiles=4,mwarps=4,warps=2,stages=3,repeat=4,bshare=1
run tet-sh-p5-m6 shape=884,ntiles=2,mwarps=2,warps=4,stages=3,repeat=4,bshare=0 shape=1688,ntiles=2,mwarps=2,warps=4,stages=3,repeat=4,bshare=0
run tet-sh-p6-m3 shape=1688,ntiles=4,mwarps=2,warps=4,stages=3,repeat=4,bshare=0
run tet-sh-p6-m460 shape=1688,ntiles=2,mwarps=3,warps=3,stages=2,repeat=4,bshare=0 shape=1688,ntiles=4,mwarps=4,warps=2,stages=3,repeat=4,bshare=1 shape=1688,ntiles=2,mwarps=3,warps=3,stages=3,repeat=4,bshare=1 shape=1688,ntiles=2,mwarps=4,warps=2,stages=3,repeat=4,bshare=1
run tet-sh-p6-m6 shape=1688,ntiles=2,mwarps=3,warps=4,stages=3,repeat=4,bshare=0 shape=1688,ntiles=2,mwarps=2,warps=4,stages=3,repeat=4,bshare=1 shape=1688,ntiles=2,mwarps=4,warps=2,stages=3,repeat=4,bshare=1 shape=1688,ntiles=2,mwarps=3,warps=3,stages=3,repeat=4,bshare=1
cat "$OUT"/pyfr-f64-bshare-*.csv > "$final/pyfr-f64-bshare-all.csv"
cat "$OUT"/bench-f64-bshare-*.log > "$final/bench-f64-bshare-all.log"
