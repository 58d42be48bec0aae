#!/bin/sh
# axhelm_device.sh: on the GPU machine, in one call: check the axhelm
# kernels and the runtime's axhelm on CUDA, then time the autotuner's pick
# (through gimmik_axhelm_apply) for every problem at N = 8 and, stored
# and trilinear, over N = 4..12.  Expects build-device/ and .device-libs/ from
# tools/device_prepare.sh; writes CSVs and logs under $OUT (default
# bench/results/latest).
#   device tool: run(command="sh bench/axhelm_device.sh [PART...]",
#                     carry=["build-device", ".device-libs"])
# PARTs (default all three; one device call may not hold them all):
#   verify  the axhelm tests on CUDA (every variant at N = 5, 8 and 12,
#           extras, the runtime's axhelm)
#   n8      the tuned pick for every problem at N = 8
#   sweep   the tuned pick for every problem with the geometry modes of
#           $AXHELM_GEOMETRY (default stored,trilinear) over $AXHELM_POINTS
#           (default 4,5,6,7,9,10,11,12), in the dtypes of $AXHELM_DTYPES
#           (default f64,f32)
#   profile Nsight Compute's view (occupancy, stalls, memory and pipe use)
#           of one timed launch per configuration in $AXHELM_PROFILE:
#           axhelm_bench arguments, configurations separated by ';'
#           (default: stored f64 Poisson kernels short of 90% of copy)
set -u
cd "$(dirname "$0")/.."
root=$(pwd)
out=${OUT:-$root/bench/results/latest}
mkdir -p "$out"
export LD_LIBRARY_PATH="$root/.device-libs/root/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}"
export GIMMIK_CACHE_DIR=/tmp/gimmik-axhelm-cache
build="$root/build-device"
status=0
parts=${*:-verify n8 sweep}
wants() { case " $parts " in *" $1 "*) return 0;; esac; return 1; }

if wants verify; then
  {
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv
    for group in 5 8 12 extras; do
      echo "== test_axhelm_run $group cuda"
      ( cd tests/axhelm && "$build/tests/axhelm/test_axhelm_run" "$group" cuda ) 2>&1 | tail -n 3
    done
    echo "== test_axhelm_runtime cuda 8"
    "$build/tests/axhelm/test_axhelm_runtime" cuda 8 2>&1
  } > "$out/axhelm-verify.log" 2>&1
  [ "$(grep -c 'checks, 0 failed$' "$out/axhelm-verify.log")" = 5 ] || status=1
  cat "$out/axhelm-verify.log"
fi

bench="$build/bench/axhelm_bench"
if wants n8; then
  "$bench" --tuned --points 8 --csv "$out/axhelm-tuned-n8.csv" \
    > "$out/axhelm-tuned-n8.log" 2> "$out/axhelm-tuning-n8.log" || status=1
  cat "$out/axhelm-tuned-n8.log"
fi
if wants sweep; then
  points=${AXHELM_POINTS:-4,5,6,7,9,10,11,12}
  tag=$(echo "$points" | tr ',' '-')
  "$bench" --tuned --points "$points" --geometry "${AXHELM_GEOMETRY:-stored,trilinear}" \
    --dtypes "${AXHELM_DTYPES:-f64,f32}" \
    --csv "$out/axhelm-tuned-n$tag.csv" > "$out/axhelm-tuned-n$tag.log" \
    2> "$out/axhelm-tuning-n$tag.log" || status=1
  cat "$out/axhelm-tuned-n$tag.log"
fi
if wants profile; then
  default='--points 8 --fields 3 --variants lines --params epb=1,dmem=1,fuse=1;
--points 8 --fields 3 --variants mma --params epb=1,tshared=0,fuse=1;
--points 8 --fields 3 --variants mma --params epb=1,tshared=1,fuse=0;
--points 8 --fields 1 --variants mma --params epb=1,tshared=0;
--points 10 --fields 1 --variants lines --params epb=1,dmem=0;
--points 10 --fields 3 --variants lines --params epb=1,dmem=1,fuse=1'
  echo "${AXHELM_PROFILE:-$default}" | tr ';' '\n' | while read -r config; do
    [ -n "$config" ] || continue
    echo "==== $config"
    # shellcheck disable=SC2086 # the configuration is a word list
    ncu --clock-control none -k regex:gimmik_axhelm --launch-skip 1 --launch-count 1 \
      --section SpeedOfLight --section Occupancy --section LaunchStats \
      --section WarpStateStats --section MemoryWorkloadAnalysis \
      --section ComputeWorkloadAnalysis --section SchedulerStats \
      "$bench" --dtypes f64 --geometry stored --equations poisson --gib 0.5 \
      --warmup 0 --repeat 2 --peak-gflops 33000,66000 $config 2>&1
  done > "$out/axhelm-profile.log"
  grep -c '==PROF== Disconnected' "$out/axhelm-profile.log" >/dev/null || status=1
  grep -E '^====|GDOF/s|Registers Per|Achieved Occupancy|DRAM Throughput|Memory Throughput|Stall|Shared Memory Configuration Size|Issue Slots Busy' "$out/axhelm-profile.log"
fi
# At most 8 files come back: the tuners' candidate logs travel as one archive.
( cd "$out" && ls axhelm-tuning-*.log >/dev/null 2>&1 &&
  tar czf "axhelm-tuning-logs-$(echo $parts | tr ' ' '-').tar.gz" axhelm-tuning-*.log &&
  rm -f axhelm-tuning-*.log )
exit $status
