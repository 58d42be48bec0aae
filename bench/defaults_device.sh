#!/bin/sh
# defaults_device.sh: on the GPU machine, the runtime's default matmul for
# each operator with tuning off and no stored decision (an empty cache),
# checked against long double and timed by `gimmikc run` at an eighth of
# the n pyfr_bench uses (B and C about 128 MiB, well past L2: the check
# covers every column, which at 1 GiB takes minutes on the host), one
# line an operator:
#   sh bench/defaults_device.sh DTYPE OPERATOR.mtx...
# Needs build-device/ and .device-libs/ (tools/device_prepare.sh).  Beta
# is PyFR's (1 for M3 and M6), as in pyfr_bench.  $RUN_OPTIONS (words)
# go to every `gimmikc run` as well: a variant and parameters to check
# and time in place of the default, e.g. RUN_OPTIONS="--variant col-split
# --param ksplit=8 --param ptx=1".
set -u
cd "$(dirname "$0")/.."
dtype=$1
shift
LD_LIBRARY_PATH="$(pwd)/.device-libs/root/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}"
export LD_LIBRARY_PATH
GIMMIK_CACHE_DIR=$(mktemp -d /tmp/gimmik-defaults-XXXXXX)
export GIMMIK_CACHE_DIR
size=8
[ "$dtype" = f32 ] && size=4
for op in "$@"; do
  dims=$(grep -v '^%' "$op" | head -n 1)
  m=${dims%% *}
  rest=${dims#* }
  k=${rest%% *}
  n=$(( (1 << 27) / ((m + k) * size) ))
  n=$(( n - n % 1024 ))
  beta=0
  case $op in *-m3.mtx|*-m6.mtx) beta=1 ;; esac
  # shellcheck disable=SC2086 # the options are words
  out=$(build-device/tools/gimmikc run "$op" --backend cuda --dtype "$dtype" \
        --beta "$beta" --n "$n" ${RUN_OPTIONS:-} 2>&1)
  kernel=$(printf '%s\n' "$out" | sed -n 's/^kernel: *matmul \([^,]*\),.*/\1/p')
  time=$(printf '%s\n' "$out" | sed -n 's/^time: .*median \([0-9.]*\) ms.*/\1/p')
  check=$(printf '%s\n' "$out" | sed -n 's/^check: .*max error \([^ ]*\) .*/\1/p')
  printf '%-22s %-10s n %-8s default %s ms (max error %s)\n' \
    "$(basename "$op" .mtx)" "${kernel:-?}" "$n" "${time:-failed}" \
    "${check:-?}"
  [ -n "$time" ] || printf '%s\n' "$out" | tail -n 3
done
rm -rf "$GIMMIK_CACHE_DIR"
