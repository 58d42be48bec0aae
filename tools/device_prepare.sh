#!/bin/sh
# device_prepare.sh: on this (CPU) machine, build what the GPU machine runs
# and gather the shared libraries it lacks, so that one device call can
# verify and time everything: build-device/ (Release) and .device-libs/
# (Debian's Lua and OpenCL ICD loader, unpacked).  Both are git-ignored and
# travel with the device tool's `carry`.
set -eu
cd "$(dirname "$0")/.."
tools/bootstrap.sh
cmake -S . -B build-device -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build-device -j2
mkdir -p .device-libs
cd .device-libs
for package in liblua5.4-0 ocl-icd-libopencl1 libgomp1; do
  ls ${package}_*.deb >/dev/null 2>&1 || apt-get download "$package"
done
for deb in *.deb; do dpkg -x "$deb" root; done
echo "device_prepare: build-device/ and .device-libs/ are ready to carry"
