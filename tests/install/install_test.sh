#!/bin/sh
# install_test.sh BUILD SOURCE LIBDIR CMAKE CC: `cmake --install` into a
# fresh prefix puts gimmikc, both libraries (the shared one with its
# SONAME), the public headers, the CMake package and gimmik.pc there; the
# installed libraries pass tools/check_symbols.sh; and a small program
# (consumer/) builds against the prefix with find_package(gimmik), static
# and shared, and with pkg-config, shared and static, and runs correctly.
set -eu
# GIMMIK_CONSUMER_FLAGS: what a program linking this build's library
# needs besides it (a sanitizer build: the sanitizers' runtimes).
flags=${GIMMIK_CONSUMER_FLAGS:-}
build=$1 source=$2 libdir=$3 cmake=$4 cc=$5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
step() { echo "install_test: $*"; }

step "cmake --install into $prefix"
"$cmake" --install "$build" --prefix "$prefix" > "$work/install.log"
for file in bin/gimmikc "$libdir/libgimmik.a" "$libdir/libgimmik.so" \
            include/gimmik/device.h include/gimmik/runtime.h \
            include/gimmik/export.h \
            "$libdir/cmake/gimmik/gimmikConfig.cmake" \
            "$libdir/cmake/gimmik/gimmikConfigVersion.cmake" \
            "$libdir/cmake/gimmik/gimmikTargets.cmake" \
            "$libdir/pkgconfig/gimmik.pc"; do
  if [ ! -e "$prefix/$file" ]; then
    echo "install_test: $file was not installed" >&2
    exit 1
  fi
done
soname=$(readelf -d "$prefix/$libdir/libgimmik.so" |
         sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[ -n "$soname" ] && [ -e "$prefix/$libdir/$soname" ] || {
  echo "install_test: libgimmik.so has no SONAME ($soname) installed" >&2
  exit 1
}
"$prefix/bin/gimmikc" --list-specs > /dev/null
CC=$cc sh "$source/tools/check_symbols.sh" "$prefix/$libdir/libgimmik.a" \
  "$prefix/$libdir/libgimmik.so" "$prefix/include"

mkdir "$work/cache"
run() { # PROGRAM: runs it, which checks its own result
  step "run $(basename "$1")"
  "$@" "$work/cache"
}

step "find_package(gimmik)"
"$cmake" -S "$source/tests/install/consumer" -B "$work/consumer" \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_C_COMPILER="$cc" \
  -DCMAKE_C_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" \
  > "$work/configure.log" || { cat "$work/configure.log" >&2; exit 1; }
"$cmake" --build "$work/consumer" > "$work/build.log" ||
  { cat "$work/build.log" >&2; exit 1; }
run "$work/consumer/consumer_static"
run "$work/consumer/consumer_shared"

step "pkg-config gimmik"
export PKG_CONFIG_PATH="$prefix/$libdir/pkgconfig"
pkg-config --exists --print-errors gimmik
# shellcheck disable=SC2046
"$cc" $flags -o "$work/pc_shared" \
  "$source/tests/install/consumer/consumer.c" \
  $(pkg-config --cflags --libs gimmik) -lm
LD_LIBRARY_PATH="$prefix/$libdir" run "$work/pc_shared"
# The static library alone in a folder searched first, with the private
# dependencies pkg-config names for static linking.
mkdir "$work/static"
cp "$prefix/$libdir/libgimmik.a" "$work/static/"
# shellcheck disable=SC2046
"$cc" $flags -o "$work/pc_static" \
  "$source/tests/install/consumer/consumer.c" \
  $(pkg-config --cflags gimmik) -L"$work/static" \
  $(pkg-config --static --libs gimmik) -lm
if readelf -d "$work/pc_static" | grep -q 'libgimmik'; then
  echo "install_test: pc_static links libgimmik.so" >&2
  exit 1
fi
run "$work/pc_static"
step "all passed"
