#!/bin/sh
# fuzz.sh [SECONDS [BUILD]]: build the fuzz targets of tests/fuzz with clang
# (libFuzzer, AddressSanitizer, UBSan) in BUILD (default build-fuzz) and run
# each for SECONDS (default 60), one after the other, from the committed
# seeds in tests/fuzz/corpus/<format>.  New inputs go to BUILD/corpus/, never
# into the repository; a crash leaves its input in BUILD/findings/ and the
# script exits 1.  Exits 77 (a skip for ctest) when no clang is installed.
set -eu
seconds=${1:-60}
root=$(cd "$(dirname "$0")/.." && pwd)
build=${2:-$root/build-fuzz}
mkdir -p "$build"
log=$build/build.log

compiler=""
for candidate in clang-15 clang; do
  if command -v "$candidate" >/dev/null 2>&1; then
    compiler=$candidate
    break
  fi
done
if [ -z "$compiler" ]; then
  echo "fuzz.sh: no clang found; fuzzing skipped"
  exit 77
fi

# The library's host work uses OpenMP: clang needs LLVM's runtime.
if ! ls /usr/lib/llvm-*/lib/libomp.so >/dev/null 2>&1; then
  echo "fuzz.sh: installing libomp-15-dev (OpenMP for clang)"
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libomp-15-dev \
    >/dev/null || { echo "fuzz.sh: libomp-15-dev is needed"; exit 1; }
fi
cmake -S "$root" -B "$build" -DCMAKE_C_COMPILER="$compiler" \
      -DGIMMIK_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$log" 2>&1 ||
  { cat "$log"; exit 1; }
cmake --build "$build" -j2 --target fuzz_mtx fuzz_npy fuzz_spec \
      >>"$log" 2>&1 || { cat "$log"; exit 1; }

failed=0
for format in mtx npy spec; do
  corpus="$build/corpus/$format"
  findings="$build/findings/$format"
  mkdir -p "$corpus" "$findings"
  echo "fuzz.sh: fuzz_$format for ${seconds} s"
  # -max_len: the seeds are small and the readers' limits are reached
  # with a few kilobytes; detect_leaks stays on (the default).
  if ! "$build/tests/fuzz/fuzz_$format" "$corpus" \
        "$root/tests/fuzz/corpus/$format" -max_total_time="$seconds" \
        -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$findings/" -print_final_stats=1 \
        >"$build/fuzz_$format.log" 2>&1; then
    failed=1
    tail -60 "$build/fuzz_$format.log"
  fi
  grep -E '^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb)' \
       "$build/fuzz_$format.log" || true
done
exit $failed
