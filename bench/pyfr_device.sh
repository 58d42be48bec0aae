#!/bin/sh
# pyfr_device.sh: on the GPU machine, render GiMMiK 4.0's kernels for the
# given operators and run the side-by-side benchmark, in one call.
#   sh bench/pyfr_device.sh DTYPE TAG OPERATOR.mtx...
# Expects build-device/ and .device-libs/ (tools/device_prepare.sh) and .whl/
# (GiMMiK 4.0's wheels, see docs/benchmarks.md); writes
# $OUT/pyfr-DTYPE-TAG.csv and its log.  No operator starts after
# PYFR_BUDGET seconds (default 540) of the call.  The OpenCL column (the
# tuned pick through NVIDIA's OpenCL, registered by bench/opencl_icd.sh)
# is on unless PYFR_OPENCL=0; PYFR_OPENCL_FALLBACK (tune, default) says
# what stands in for a pick OpenCL cannot express; PYFR_VERBOSE=1 logs
# every tuning candidate's time.  PYFR_ARGS adds pyfr_bench options, e.g.
# one kernel against another without tuning: PYFR_ARGS="--tune 0
# --kernel col-split:ksplit=4,rchunk=24 --gimmik4-match k4-c24".
# PYFR_PROFILE=1 runs it under Nsight Compute: the first
# PYFR_PROFILE_LAUNCHES (default 24) launches of ours and GiMMiK 4.0's
# kernels, in the order default, --kernel, GiMMiK 4.0 (add --repeat 1 to
# PYFR_ARGS: each kernel then launches 7 times, its check, five warm-ups
# and one timed), into $OUT/profile-DTYPE-TAG.log.
set -u
cd "$(dirname "$0")/.."
root=$(pwd)
out=${OUT:-$root/bench/results/latest}
mkdir -p "$out"
dtype=$1
tag=$2
shift 2
. bench/pyfr_env.sh
start=$(date +%s)
render_gimmik4 "$out/render-$dtype-$tag.log" "$dtype" "$@"
elapsed=$(( $(date +%s) - start ))
echo "rendered GiMMiK 4.0 kernels in $elapsed s"
set -- --dtype "$dtype" --gimmik4 /tmp/gimmik4 "$opencl" \
  ${PYFR_VERBOSE:+--verbose} --opencl-fallback "${PYFR_OPENCL_FALLBACK:-tune}" \
  --deadline $(( ${PYFR_BUDGET:-540} - elapsed )) \
  --csv "$out/pyfr-$dtype-$tag.csv" ${PYFR_ARGS:-} "$@"
if [ "${PYFR_PROFILE:-0}" = 1 ]; then
  ncu --clock-control none -k 'regex:^gimmik_m' \
    --launch-count "${PYFR_PROFILE_LAUNCHES:-24}" --section SpeedOfLight \
    --section MemoryWorkloadAnalysis --section Occupancy \
    --section LaunchStats --section WarpStateStats --section SchedulerStats \
    "$root/build-device/bench/pyfr_bench" "$@" > "$out/profile-$dtype-$tag.log" 2>&1
  grep -E '^  gimmik_m|Duration|DRAM Throughput|Registers Per|Achieved Occupancy|Stall Long' \
    "$out/profile-$dtype-$tag.log" || tail -n 5 "$out/profile-$dtype-$tag.log"
else
  "$root/build-device/bench/pyfr_bench" "$@" 2>&1 | tee "$out/bench-$dtype-$tag.log"
fi
