# shellcheck shell=sh
# opencl_icd.sh: sourced by the device scripts (`. bench/opencl_icd.sh`):
# registers NVIDIA's OpenCL driver with the ICD loader through an ICD file
# of our own (the machine registers none), so that OpenCL finds the GPU.
# Sets icd_library to the driver's path, empty where there is none (then
# OpenCL has no NVIDIA platform and the scripts say so).
icd_library=$(find /usr/local/nvidia /usr/lib /usr/lib64 /usr/local/lib \
  -name 'libnvidia-opencl.so.1*' 2>/dev/null | head -n 1)
if [ -n "$icd_library" ]; then
  mkdir -p /tmp/gimmik-icd
  echo "$icd_library" > /tmp/gimmik-icd/nvidia.icd
  export OCL_ICD_VENDORS=/tmp/gimmik-icd
fi
