# shellcheck shell=sh
# pyfr_env.sh: sourced by pyfr_device.sh and pyfr_suite.sh from the
# repository root on the GPU machine: the carried libraries, the cache,
# NVIDIA's OpenCL driver (opencl_icd.sh), $opencl (pyfr_bench's flag:
# --no-opencl with PYFR_OPENCL=0) and GiMMiK 4.0's wheels (.whl/) on
# PYTHONPATH.
LD_LIBRARY_PATH="$(pwd)/.device-libs/root/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}"
export LD_LIBRARY_PATH
export GIMMIK_CACHE_DIR=/tmp/gimmik-bench-cache
. bench/opencl_icd.sh
echo "opencl icd: ${icd_library:-none}"
# shellcheck disable=SC2034 # read by the scripts that source this
if [ "${PYFR_OPENCL:-1}" = 0 ]; then opencl=--no-opencl; else opencl=--opencl; fi
# Wheels built for another Python fail here; say so, or every GiMMiK 4.0
# column of the run is missing.
if ! ls .whl/*.whl > /dev/null 2>&1; then
  echo "pyfr_env: .whl/ holds no wheels (not carried?): no GiMMiK 4.0" >&2
elif ! python3 -m pip install -q --no-index --no-deps --no-compile \
    --no-cache-dir --upgrade --target /tmp/site .whl/*.whl \
    > /tmp/pyfr-wheels.log 2>&1; then
  echo "pyfr_env: the wheels in .whl/ do not install on $(python3 -V 2>&1):" \
    "$(tail -n 1 /tmp/pyfr-wheels.log)" >&2
fi
export PYTHONPATH=/tmp/site

# render_gimmik4 LOG DTYPE OPERATOR...: GiMMiK 4.0's kernels for the
# operators into /tmp/gimmik4.  Without them a run compares against
# cuBLAS alone, so it stops here unless PYFR_NO_GIMMIK=1 says that is
# meant.
render_gimmik4() {
  log=$1
  precision=$2
  shift 2
  python3 tools/gimmik4_render.py --operators "$@" --dtype "$precision" \
    --beta auto --arch sm_90 --out /tmp/gimmik4 --force --jobs 16 \
    > "$log" 2>&1 && return 0
  echo "gimmik4_render failed: $(tail -n 3 "$log")"
  [ "${PYFR_NO_GIMMIK:-0}" = 1 ] && return 0
  echo "stopping: without GiMMiK 4.0 the run would compare against cuBLAS" \
    "alone (PYFR_NO_GIMMIK=1 runs it anyway)"
  exit 1
}
