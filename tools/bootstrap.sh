#!/bin/sh
# bootstrap.sh: install what gimmikc needs to build and test on Debian, and
# nothing that is already there.  The CUDA toolkit is not installed here:
# NVRTC and the driver are found at run time when present.
set -eu

# Open MPI and METIS: libgimmik_parallel and its tests (docs/parallel.md).
packages="cmake make gcc pkg-config liblua5.4-dev ocl-icd-libopencl1 \
ocl-icd-opencl-dev opencl-headers pocl-opencl-icd libsqlite3-dev python3 \
libopenmpi-dev openmpi-bin libmetis-dev \
locales"  # test_locale compiles de_DE.UTF-8 from its sources

missing=""
for package in $packages; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed"; then
    missing="$missing $package"
  fi
done

if [ -n "$missing" ]; then
  echo "bootstrap: installing$missing"
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing
fi
