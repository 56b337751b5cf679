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
#     from its packaged sources, unpacked in target/packages/crates (the
#     unpublished `tianyuan` and `tianyuan-competition` patched in from the
#     packages just made). Only this checkout's target/ is written: two
#     checkouts can build their packages at once.
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
    "$venv/bin/python" -m pip install --quiet "maturin>=1.9,<2" ziglang
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
  # Everything in this checkout's own folders: nothing is written to or
  # deleted from the cargo home (~/.cargo/registry), which other checkouts
  # building at the same time share (cargo's own verification unpacks the
  # workspace's crates there, and a stale copy had to be deleted by hand).
  local work="$root/target/packages/crates"
  # The package folder too: cargo leaves the .crate files of earlier runs
  # there, which would be copied with the new ones.
  rm -rf target/package "$work/src" "$work/package-target/package"
  mkdir -p target/package "$work/src"
  cargo package --workspace --exclude tianyuan-py --exclude tianyuan-first-game --allow-dirty --no-verify \
    --target-dir "$work/package-target"
  cp "$work"/package-target/package/*.crate target/package/
  [ "${TIANYUAN_CRATES_NO_VERIFY:-}" = 1 ] && return 0
  # The verification cargo package would make: build every crate from its
  # packaged sources alone, unpacked here; the unpublished `tianyuan` and
  # `tianyuan-competition` are taken from their own .crate through
  # [patch.crates-io], other dependencies at the workspace's locked versions.
  local c members=() patches=()
  for c in target/package/*.crate; do
    tar -xzf "$c" -C "$work/src"
    c=$(basename "$c" .crate)
    members+=("\"$c\"")
    patches+=("${c%-*} = { path = \"$c\" }")
  done
  {
    echo '# Made by scripts/build_packages.sh: the packaged crates, built from their sources.'
    echo '[workspace]'
    echo 'resolver = "2"'
    echo "members = [$(IFS=,; echo "${members[*]}")]"
    echo '[patch.crates-io]'
    printf '%s\n' "${patches[@]}"
  } >"$work/src/Cargo.toml"
  cp Cargo.lock "$work/src/Cargo.lock"
  # The workspace's lock file keeps the dependencies at its versions (cargo
  # only drops the entries no packaged crate uses). Its own target folder,
  # kept between runs: path crates are rebuilt when their sources change.
  # One package at a time, as cargo's own verification: tianyuan-ffi's
  # library is also named `tianyuan`, and two root units of one name collide.
  local p
  for p in "${members[@]}"; do
    p=${p//\"/}
    (cd "$work/src" && cargo build -p "${p%-*}" --target-dir "$work/verify-target") || return 1
  done
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
