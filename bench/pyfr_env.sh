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
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir \
  --upgrade --target /tmp/site .whl/*.whl >/dev/null 2>&1
export PYTHONPATH=/tmp/site
