#!/bin/sh
# device_run.sh: on the GPU machine, in one call: check every generated
# kernel on the device (CUDA, and NVIDIA's OpenCL), run the runtime API
# tests on CUDA, tune the PyFR p3 hex operators and time the main job.
# Expects build-device/ and .device-libs/ from tools/device_prepare.sh;
# writes logs under $OUT (default: bench/results/latest).
#   device tool: run(command="sh bench/device_run.sh",
#                     carry=["build-device", ".device-libs"])
set -u
cd "$(dirname "$0")/.."
root=$(pwd)
out=${OUT:-$root/bench/results/latest}
mkdir -p "$out"
export LD_LIBRARY_PATH="$root/.device-libs/root/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}"
export GIMMIK_CACHE_DIR=/tmp/gimmik-cache

. bench/opencl_icd.sh
{
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.mem --format=csv
  echo "opencl icd: ${icd_library:-none}"
} > "$out/device.txt" 2>&1
cat "$out/device.txt"

# Every variant on the device: operator groups in parallel.
e2e="$root/build-device/tests/end_to_end/test_matmul_end_to_end"
for backend in cuda opencl; do
  for group in "0 2" "3 5" "6 6" "7 7" "8 8"; do
    set -- $group
    ( cd tests/end_to_end && "$e2e" "$backend" "$1" "$2" \
        > "$out/verify-$backend-$1-$2.log" 2>&1; echo $? > "$out/verify-$backend-$1-$2.status" ) &
  done
done
wait
status=0
for log in "$out"/verify-*.log; do
  code=$(cat "${log%.log}.status")
  [ "$code" = 0 ] || status=1
  echo "$(basename "$log"): exit $code: $(tail -n 1 "$log")"
done

( cd tests/runtime_api && "$root/build-device/tests/runtime_api/test_runtime_api" cuda ) \
  > "$out/runtime-api-cuda.log" 2>&1 || status=1
echo "runtime api on cuda: $(tail -n 1 "$out/runtime-api-cuda.log")"
grep '^plan:' "$out/runtime-api-cuda.log"
"$root/build-device/tests/runtime_api/test_device_api" cuda \
  > "$out/device-api-cuda.log" 2>&1 || status=1
echo "device api on cuda: $(tail -n 1 "$out/device-api-cuda.log")"

gimmikc="$root/build-device/tools/gimmikc"
"$gimmikc" tune operators/pyfr/hex-gl-p3-m0.mtx operators/pyfr/hex-gl-p3-m3.mtx \
  operators/pyfr/hex-gl-p3-m6.mtx operators/pyfr/hex-gl-p3-m132.mtx \
  operators/pyfr/hex-gl-p3-m460.mtx --backend cuda --beta pyfr > "$out/tune.log" 2>&1 || status=1
cat "$out/tune.log"
# A solver's view: cold start (empty cache: generate, compile, tune), then
# warm start (disk cache and stored decisions); then planning all PyFR p3
# operators of a run from a warm cache.
loop="$root/build-device/bench/solver_loop"
export GIMMIK_CACHE_DIR=/tmp/gimmik-loop-cache
rm -rf "$GIMMIK_CACHE_DIR"
for start in cold warm; do
  echo "== solver loop, $start start" >> "$out/solver-loop.log"
  "$loop" --backend cuda --steps 1000 --n 500000 >> "$out/solver-loop.log" 2>&1 || status=1
done
p3=$(ls operators/pyfr/*-p3-*.mtx)
for start in cold warm; do
  echo "== all p3 operators, $start start" >> "$out/solver-loop.log"
  "$loop" --backend cuda --steps 10 --n 100000 $p3 >> "$out/solver-loop.log" 2>&1 || status=1
done
cat "$out/solver-loop.log"

for op in hex-gl-p3-m460 tet-sh-p3-m0 hex-gl-p6-m460; do
  "$gimmikc" run "operators/pyfr/$op.mtx" --backend cuda >> "$out/run.log" 2>&1 || status=1
done
cat "$out/run.log"
# The device returns at most 8 files: the logs travel as one archive.
( cd "$out" && tar czf logs.tar.gz verify-*.log verify-*.status && rm -f verify-*.log verify-*.status )
exit $status
