#!/bin/sh
# device_run.sh: on the GPU machine, in one call: check every generated
# kernel on the device (CUDA, and NVIDIA's OpenCL) and time the main job.
# Expects build-device/ and .device-libs/ from tools/device_prepare.sh;
# writes logs and CSV under $OUT (default: bench/results/latest).
#   device tool: run(command="sh bench/device_run.sh", carry=["build-device", ".device-libs"])
set -u
cd "$(dirname "$0")/.."
root=$(pwd)
out=${OUT:-$root/bench/results/latest}
mkdir -p "$out"
export LD_LIBRARY_PATH="$root/.device-libs/root/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}"

# NVIDIA's OpenCL driver is registered through an ICD file of our own.
icd_library=$(find /usr/local/nvidia /usr/lib /usr/lib64 /usr/local/lib \
  -name 'libnvidia-opencl.so.1*' 2>/dev/null | head -n 1)
if [ -n "$icd_library" ]; then
  mkdir -p /tmp/gimmik-icd
  echo "$icd_library" > /tmp/gimmik-icd/nvidia.icd
  export OCL_ICD_VENDORS=/tmp/gimmik-icd
fi

{
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.mem --format=csv
  echo "opencl icd: ${icd_library:-none}"
} > "$out/device.txt" 2>&1
cat "$out/device.txt"

status=0
e2e="$root/build-device/tests/end_to_end/test_matmul_end_to_end"
for backend in cuda opencl; do
  ( cd tests/end_to_end && "$e2e" "$backend" 0 8 ) > "$out/verify-$backend.log" 2>&1 || status=1
  echo "verify $backend: $(tail -n 1 "$out/verify-$backend.log")"
  grep -v '^skip' "$out/verify-$backend.log" | grep -E 'passed [0-9]+$' | sed 's/^/  /'
done

gimmikc="$root/build-device/tools/gimmikc"
for op in hex-gl-p3-m460 hex-gl-p3-m132 tet-sh-p3-m0 hex-gl-p6-m460; do
  "$gimmikc" run "operators/pyfr/$op.mtx" --backend cuda >> "$out/run.log" 2>&1 || status=1
done
tail -n 40 "$out/run.log"
exit $status
