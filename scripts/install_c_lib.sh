#!/usr/bin/env bash
# Installs tianyuan's C library for C programs and pkg-config:
#   PREFIX/lib/libtianyuan.so.X.Y.Z     the shared library (stripped), SONAME libtianyuan.so.N
#   PREFIX/lib/libtianyuan.so.N         -> libtianyuan.so.X.Y.Z (what programs load)
#   PREFIX/lib/libtianyuan.so           -> libtianyuan.so.N     (what -ltianyuan links)
#   PREFIX/lib/libtianyuan.a            the static library (debug info dropped)
#   PREFIX/include/tianyuan.h
#   PREFIX/lib/pkgconfig/tianyuan.pc
# X.Y.Z is the release (TY_VERSION_* in the header), N the ABI version
# (TY_ABI_VERSION, which rules-ffi/build.rs writes into the SONAME): a program
# built against ABI N loads only a library of ABI N.
#
# Usage: scripts/install_c_lib.sh [--prefix DIR] [--destdir DIR] [--profile NAME]
#   --prefix   where the files will live (default /usr/local); written into the .pc
#   --destdir  staging root for packagers (files go to DESTDIR/PREFIX)
#   --profile  the cargo profile to build and install (default release; `dev`
#              for target/debug)
# Builds with `cargo build -p tianyuan-ffi --profile NAME` first.
# (cargo-c's `cargo cinstall` does the same job, but building cargo-c from
# crates.io costs longer than our whole CI run: rules-ffi/README.md, "Install".)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
prefix=/usr/local
destdir=
profile=release
while (($#)); do
  case "$1" in
  --prefix) prefix=$2; shift 2 ;;
  --destdir) destdir=$2; shift 2 ;;
  --profile) profile=$2; shift 2 ;;
  *)
    echo "install_c_lib.sh: unknown argument '$1' (--prefix, --destdir, --profile)" >&2
    exit 2
    ;;
  esac
done
case "$prefix" in
/*) ;;
*) echo "install_c_lib.sh: --prefix must be an absolute path, not '$prefix'" >&2; exit 2 ;;
esac

header="$root/include/tianyuan.h"
define() { # define NAME: the value of `#define NAME value` in the header
  local v
  v=$(awk -v n="$1" '$1 == "#define" && $2 == n { print $3 }' "$header")
  [[ "$v" =~ ^[0-9]+$ ]] || { echo "install_c_lib.sh: no #define $1 in $header" >&2; exit 1; }
  echo "$v"
}
version="$(define TY_VERSION_MAJOR).$(define TY_VERSION_MINOR).$(define TY_VERSION_PATCH)"
abi=$(define TY_ABI_VERSION)

cargo build -p tianyuan-ffi --profile "$profile"
dir="${CARGO_TARGET_DIR:-$root/target}/$([ "$profile" = dev ] && echo debug || echo "$profile")"
so="$dir/libtianyuan.so"
# The library must carry the SONAME the links below name.
soname=$(readelf -d "$so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
if [ "$soname" != "libtianyuan.so.$abi" ]; then
  echo "install_c_lib.sh: $so has SONAME '$soname', not libtianyuan.so.$abi (TY_ABI_VERSION)" >&2
  exit 1
fi

lib="$destdir$prefix/lib"
install -d "$lib/pkgconfig" "$destdir$prefix/include"
# The release profile keeps debug info for profiling (a 12 MB .so, a 51 MB
# .a); the installed copies drop it.
install -m 755 -s "$so" "$lib/libtianyuan.so.$version"
ln -sfn "libtianyuan.so.$version" "$lib/libtianyuan.so.$abi"
ln -sfn "libtianyuan.so.$abi" "$lib/libtianyuan.so"
install -m 644 "$dir/libtianyuan.a" "$lib/libtianyuan.a"
strip --strip-debug "$lib/libtianyuan.a"
install -m 644 "$header" "$destdir$prefix/include/tianyuan.h"
# Libs.private: what the static library needs from the system on Linux
# (rustc --print native-static-libs).
cat >"$lib/pkgconfig/tianyuan.pc" <<EOF
prefix=$prefix
exec_prefix=\${prefix}
libdir=\${exec_prefix}/lib
includedir=\${prefix}/include

Name: tianyuan
Description: The rules of Go (weiqi, baduk) under the Chinese rules: C ABI (ABI $abi)
Version: $version
Cflags: -I\${includedir}
Libs: -L\${libdir} -ltianyuan
Libs.private: -lpthread -ldl -lm -lrt -lutil
EOF
echo "installed tianyuan $version (ABI $abi, SONAME $soname) under $destdir$prefix"
