#!/bin/sh
# install_test.sh BUILD SOURCE LIBDIR CMAKE CC MPICC MPIEXEC [FLAG...]:
# `cmake --install` into a fresh prefix puts libgimmik_parallel (both
# kinds), parallel.h and gimmik_parallel.pc there; the installed libraries
# pass tools/check_symbols.sh for parallel.h; and a small program
# (consumer/) builds against the prefix with find_package(gimmik), static
# and shared, and with pkg-config and mpicc, and runs correctly on two
# ranks (mpiexec with the FLAGs).
set -eu
# GIMMIK_CONSUMER_FLAGS: what a program linking this build's library
# needs besides it (a sanitizer build: the sanitizers' runtimes).
flags=${GIMMIK_CONSUMER_FLAGS:-}
build=$1 source=$2 libdir=$3 cmake=$4 cc=$5 mpicc=$6 mpiexec=$7
shift 7
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
step() { echo "install_test: $*"; }

step "cmake --install into $prefix"
"$cmake" --install "$build" --prefix "$prefix" > "$work/install.log"
for file in include/gimmik/parallel.h "$libdir/libgimmik_parallel.a" \
            "$libdir/libgimmik_parallel.so" \
            "$libdir/pkgconfig/gimmik_parallel.pc"; do
  if [ ! -e "$prefix/$file" ]; then
    echo "install_test: $file was not installed" >&2
    exit 1
  fi
done
CC=$cc sh "$source/tools/check_symbols.sh" \
  "$prefix/$libdir/libgimmik_parallel.a" \
  "$prefix/$libdir/libgimmik_parallel.so" "$prefix/include" parallel.h

run() { # PROGRAM FLAG...: on two ranks, which check their own result
  program=$1
  shift
  step "run $(basename "$program") on 2 ranks"
  "$mpiexec" -n 2 "$@" "$program"
}

step "find_package(gimmik): gimmik::gimmik_parallel"
"$cmake" -S "$source/tests/parallel/consumer" -B "$work/consumer" \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_C_COMPILER="$cc" \
  -DCMAKE_C_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" \
  > "$work/configure.log" || { cat "$work/configure.log" >&2; exit 1; }
"$cmake" --build "$work/consumer" > "$work/build.log" ||
  { cat "$work/build.log" >&2; exit 1; }
run "$work/consumer/consumer_static" "$@"
run "$work/consumer/consumer_shared" "$@"

step "pkg-config gimmik_parallel with mpicc"
export PKG_CONFIG_PATH="$prefix/$libdir/pkgconfig"
pkg-config --exists --print-errors gimmik_parallel
# shellcheck disable=SC2046
"$mpicc" $flags -o "$work/pc_shared" \
  "$source/tests/parallel/consumer/consumer.c" \
  $(pkg-config --cflags --libs gimmik_parallel)
LD_LIBRARY_PATH="$prefix/$libdir" run "$work/pc_shared" "$@"
step "all passed"
