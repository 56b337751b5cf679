#!/usr/bin/env bash
# Builds the packages a user installs:
#   - the Python wheel: abi3 (CPython >= 3.9), manylinux2014 (glibc >= 2.17),
#     stripped, linked with zig (`maturin build --zig`) so that it holds on
#     any glibc >= 2.17 whatever the build machine's glibc;
#   - the Python sdist (`maturin sdist`: rules-py plus rules-core and
#     rules-competition, the README and the lock file; `pip install` on it
#     builds with cargo);
#   - the .crate files of the Rust crates meant for crates.io (tianyuan,
#     tianyuan-competition, tianyuan-cli, tianyuan-ffi; tianyuan-py is
#     `publish = false`: it ships as the wheel), each verified by building it
#     from its packaged sources (`cargo package --workspace`, which resolves
#     the unpublished `tianyuan` and `tianyuan-competition` from the packages
#     it has just made).
# Then prints every artefact and its size.
#
# Usage: scripts/build_packages.sh [wheel|sdist|crates]...   (default: all)
# Artefacts: target/packages/dist/*.whl, *.tar.gz and target/package/*.crate
# ($TIANYUAN_DIST overrides the first). maturin and ziglang are installed into
# a build venv, target/packages/build-venv (or $TIANYUAN_BUILD_VENV).
# TIANYUAN_CRATES_NO_VERIFY=1 skips the crates' verification build.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
dist="${TIANYUAN_DIST:-$root/target/packages/dist}"
venv="${TIANYUAN_BUILD_VENV:-$root/target/packages/build-venv}"
python="${PYTHON:-python3}"
steps=("$@")
((${#steps[@]})) || steps=(wheel sdist crates)

build_venv() {
  if [ ! -x "$venv/bin/maturin" ] || ! "$venv/bin/python" -m ziglang version >/dev/null 2>&1; then
    "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --upgrade pip
    "$venv/bin/python" -m pip install --quiet "maturin>=1.5,<2" ziglang
  fi
  # maturin finds zig as `python3 -m ziglang` through PATH.
  export PATH="$venv/bin:$PATH"
}

wheel() {
  build_venv
  rm -f "$dist"/tianyuan-*.whl
  # The workspace's release profile (thin LTO, 4 codegen units); --strip
  # drops its debug info from the .so (14 MB -> 2.2 MB).
  (cd rules-py && maturin build --release --zig --compatibility manylinux2014 --strip --out "$dist")
}

sdist() {
  build_venv
  rm -f "$dist"/tianyuan-*.tar.gz
  (cd rules-py && maturin sdist --out "$dist")
}

crates() {
  local verify=()
  [ "${TIANYUAN_CRATES_NO_VERIFY:-}" = 1 ] && verify=(--no-verify)
  rm -f target/package/*.crate
  # A previous run's unpacked crates of the same version would be verified
  # instead of the ones just packed: cargo keeps the workspace's packed crates
  # extracted under its home (registry/src/-<hash>/, one folder per local
  # overlay registry) and does not extract them again. Start from none.
  # Its builds of them are kept too (a registry crate is never rebuilt for a
  # changed source): verify in a target folder of its own, made anew.
  rm -rf target/package target/package-verify "${CARGO_HOME:-$HOME/.cargo}"/registry/src/-*/tianyuan-*
  cargo package --workspace --exclude tianyuan-py --allow-dirty --target-dir target/package-verify "${verify[@]}"
  mkdir -p target/package
  cp target/package-verify/package/*.crate target/package/
}

mkdir -p "$dist"
for step in "${steps[@]}"; do
  case "$step" in
  wheel | sdist | crates) "$step" ;;
  *)
    echo "build_packages.sh: unknown step '$step' (wheel, sdist or crates)" >&2
    exit 2
    ;;
  esac
done

echo
echo "artefacts:"
shopt -s nullglob
for f in "$dist"/*.whl "$dist"/*.tar.gz target/package/*.crate; do
  printf '  %8s  %s\n' "$(du -h "$f" | cut -f1)" "${f#"$root"/}"
done
