#!/bin/sh
# pyfr_suite.sh: on the GPU machine, the whole PyFR suite for one precision
# in parts, each fitting one device call (10 minutes), each resuming where
# the earlier ones stopped.
#   sh bench/pyfr_suite.sh DTYPE [DONE_DIR]
# DONE_DIR (in the working tree, so it travels to the device) holds the
# bench-DTYPE-*.log of earlier parts: the operators they finished are
# skipped.  The operators left go smallest file first, so that a part
# finishes as many as it can and the slowest to tune come last.  Each
# part takes them in batches of PYFR_BATCH
# (default 12): it renders GiMMiK 4.0's kernels for a batch, then runs
# pyfr_bench on it (the stream limit, our default with tuning off, our
# tuned pick, cuBLAS, GiMMiK 4.0, the tuned pick through NVIDIA's OpenCL
# unless PYFR_OPENCL=0, PYFR_OPENCL_FALLBACK as in pyfr_device.sh;
# PYFR_VARIANTS adds our variants at their defaults; PYFR_VERBOSE=1 logs
# every tuning candidate's time; PYFR_ARGS adds pyfr_bench options, as
# bench/pyfr_picks.sh does), until PYFR_BUDGET seconds (default 480)
# of the call have passed; so no time goes to rendering operators the
# part does not reach.  It writes $OUT/bench-DTYPE-partN.log, the render
# logs and one $OUT/pyfr-DTYPE-partN-bK.csv per batch.
# Copy them into DONE_DIR before the next part; "suite: done" says when
# nothing is left.  The tuning database and the kernel cache stay in
# /tmp/gimmik-bench-cache while the machine does.  Expects build-device/,
# .device-libs/ and .whl/ (docs/benchmarks.md).
set -u
cd "$(dirname "$0")/.."
root=$(pwd)
start=$(date +%s)
out=${OUT:-$root/bench/results/latest}
mkdir -p "$out"
dtype=${1:?usage: sh bench/pyfr_suite.sh DTYPE [DONE_DIR]}
done_dir=${2:-}
budget=${PYFR_BUDGET:-480}
finished=$(mktemp)
if [ -n "$done_dir" ]; then
  cat "$done_dir"/bench-"$dtype"-*.log 2>/dev/null |
    awk '$2 == "tuned" { print $1 }' | sort -u > "$finished"
fi
left=""
count=0
for path in $(ls -Sr operators/pyfr/*.mtx); do
  name=$(basename "$path" .mtx)
  grep -qx "$name" "$finished" || { left="$left $path"; count=$((count + 1)); }
done
rm -f "$finished"
if [ "$count" -eq 0 ]; then
  echo "suite: done (every operator of operators/pyfr is in $done_dir)"
  exit 0
fi
part=$(ls "$done_dir"/bench-"$dtype"-part*.log 2>/dev/null | wc -l)
tag=part$((part + 1))
echo "suite: $count operators left; this is $tag"
. bench/pyfr_env.sh
batch_size=${PYFR_BATCH:-12}
batch=0
# shellcheck disable=SC2086
set -- $left
while [ $# -gt 0 ]; do
  elapsed=$(( $(date +%s) - start ))
  if [ "$elapsed" -ge "$budget" ]; then
    echo "suite: out of time with $# operators left" | tee -a "$out/bench-$dtype-$tag.log"
    break
  fi
  batch=$((batch + 1))
  these=""
  taken=0
  while [ $# -gt 0 ] && [ "$taken" -lt "$batch_size" ]; do
    these="$these $1"
    shift
    taken=$((taken + 1))
  done
  # shellcheck disable=SC2086
  render_gimmik4 "$out/render-$dtype-$tag-b$batch.log" "$dtype" $these
  elapsed=$(( $(date +%s) - start ))
  echo "rendered GiMMiK 4.0 kernels for batch $batch at $elapsed s"
  # pyfr_bench takes a deadline of 0 as none.
  [ "$elapsed" -lt "$budget" ] || break
  # shellcheck disable=SC2086
  "$root/build-device/bench/pyfr_bench" --dtype "$dtype" --gimmik4 /tmp/gimmik4 \
    "$opencl" ${PYFR_VERBOSE:+--verbose} \
    --opencl-fallback "${PYFR_OPENCL_FALLBACK:-tune}" \
    --variants "${PYFR_VARIANTS:-none}" --deadline $((budget - elapsed)) \
    --csv "$out/pyfr-$dtype-$tag-b$batch.csv" ${PYFR_ARGS:-} $these 2>&1 |
    tee -a "$out/bench-$dtype-$tag.log"
done
