#!/bin/sh
# ab-consts.sh: the device call of summary.md, from the repository root.
set -u
run() { tag=$1; shift; args=$1; shift; PYFR_OPENCL=0 PYFR_BUDGET=200 PYFR_ARGS="$args" sh bench/pyfr_device.sh f64 "$tag" "$@" 2>&1 | grep -E "tuned|named|default|speedup|rror" | tail -8; }
K="--tune 0"
run defaults "$K" operators/pyfr/tet-sh-p6-m460.mtx operators/pyfr/tet-sh-p6-m6.mtx
run consts-p5m132 "$K --gimmik4-match k4-c24 --kernel row-split:block_x=32,msplit=4,bchunk=32,hints=1 --kernel row-split:block_x=32,msplit=4,bchunk=32,hints=1,consts=1 --kernel col-split:block_x=32,ksplit=4,rchunk=24,ptx=1,hints=1 --kernel col-split:block_x=32,ksplit=4,rchunk=24,ptx=1,hints=1,consts=1 --kernel col-split:block_x=32,ksplit=4,rchunk=24,hints=1,consts=1" operators/pyfr/hex-gl-p5-m132.mtx
run consts-p5m460 "$K --gimmik4-match k4 --kernel row-split:block_x=32,msplit=4,bchunk=32,hints=1 --kernel row-split:block_x=32,msplit=4,bchunk=32,hints=1,consts=1" operators/pyfr/hex-gl-p5-m460.mtx
run consts-p6 "$K --gimmik4-match k4 --kernel col-split:block_x=64,ksplit=8,rchunk=16,hints=1 --kernel col-split:block_x=64,ksplit=8,rchunk=16,hints=1,consts=1 --kernel resident:block_x=32,msplit=16,bchunk=32,keep=16,hints=1 --kernel resident:block_x=32,msplit=16,bchunk=32,keep=16,hints=1,consts=1" operators/pyfr/hex-gl-p6-m132.mtx operators/pyfr/hex-gl-p6-m460.mtx
