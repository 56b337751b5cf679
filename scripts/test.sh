#!/usr/bin/env bash
# Runs every test of tianyuan: the one command of the README and of CI.
# On a fresh machine (Rust, gcc, Python 3 with pip) it installs what it needs:
# Debian packages (gnugo, valgrind), cargo-fuzz, a build venv with maturin and
# ziglang (target/packages/build-venv) and a fresh test venv for the wheel
# (target/packages/test-venv) with pytest, numpy, hypothesis, mypy and open_spiel.
# cbindgen is not installed: without it the C stage skips the header diff and
# says so (`cargo install cbindgen --locked` with the version pinned in
# rules-ffi/tests/run_c_tests.sh turns it on).
#
# Stages (each can be skipped with TIANYUAN_SKIP="fuzz python …"):
#   lint     cargo fmt --check, cargo clippy -D warnings
#   rust     cargo test --workspace (engine, game, SGF, CLI, GTP, real records)
#   big      the engine's tests and the real records with the big-boards
#            feature (25×25)
#   c        the C ABI tests (C11/C++17, ASan/UBSan, valgrind, header diff)
#   python   the Python wheel (abi3, manylinux2014, stripped) built by
#            scripts/build_packages.sh, installed into a fresh venv: pytest,
#            stubtest, mypy against it
#   packages the sdist (built, then `pip wheel` from it in a fresh venv) and
#            `cargo package` of the published crates with their verify build
#   fuzz     the fuzz crate's fmt and clippy, then each fuzz target for
#            $TIANYUAN_FUZZ_SECONDS (default 30) seconds
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# Debian installs GNU Go in /usr/games.
export PATH="$PATH:/usr/games"
skip=" ${TIANYUAN_SKIP:-} "
fuzz_seconds=${TIANYUAN_FUZZ_SECONDS:-30}
passed=0
failed=0
failed_stages=()

stage() { printf '\n==== %s ====\n' "$*"; }
run_stage() {
  local name=$1
  shift
  if [[ "$skip" == *" $name "* ]]; then
    echo "(skipping stage $name: TIANYUAN_SKIP)"
    return 0
  fi
  stage "$name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failed_stages+=("$name")
  fi
}

install_debian() {
  local missing=()
  command -v gnugo >/dev/null 2>&1 || missing+=(gnugo)
  command -v valgrind >/dev/null 2>&1 || missing+=(valgrind)
  command -v rsvg-convert >/dev/null 2>&1 || missing+=(librsvg2-bin)
  if ((${#missing[@]})); then
    echo "installing Debian packages: ${missing[*]}"
    if [ "$(id -u)" = 0 ]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
      sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
  fi
}

lint() {
  cargo fmt --all -- --check && cargo clippy --workspace --all-targets -- -D warnings
}

# The real records the tests replay (../shared/data, or $TIANYUAN_SGF_CORPUS):
# without them those tests pass without checking anything, so say so, and
# under CI (which always has them) fail.
check_corpus() {
  local corpus="${TIANYUAN_SGF_CORPUS:-$root/../shared/data/sgf}"
  if [ ! -d "$corpus" ]; then
    echo "NOTE: no SGF corpus at $corpus: the real-record tests are skipped" >&2
    [ "${CI:-}" != "true" ]
  fi
}

rust_tests() {
  check_corpus || return 1
  # The `ci` profile optimises (the property tests and the replay of every real
  # record run ten times faster) without the release profile's LTO and debug
  # info, which would double the build time.
  cargo test --workspace --profile ci &&
    # The Rust example a newcomer copies: it runs and shows its capture.
    cargo run --profile ci -q -p tianyuan --example first_game | grep "E3 captures 1 stone" >/dev/null
}

big_boards() {
  # Eleven-word bitboards: the engine's own tests (25×25 against the
  # reference model included) and the real records (the 25×25 one reads).
  cargo clippy -p tianyuan --all-targets --features big-boards -- -D warnings &&
    cargo test -p tianyuan --profile ci --features big-boards &&
    cargo test -p tianyuan-cli --profile ci --features big-boards --test real_data
}

c_tests() {
  if [ -x rules-ffi/tests/run_c_tests.sh ]; then
    rules-ffi/tests/run_c_tests.sh
  else
    echo "rules-ffi/tests/run_c_tests.sh missing" >&2
    return 1
  fi
}

python_tests() {
  if [ -x rules-py/run_tests.sh ]; then
    rules-py/run_tests.sh
  else
    echo "rules-py/run_tests.sh missing" >&2
    return 1
  fi
}

# The other packages of scripts/build_packages.sh (the wheel is the python
# stage's): the sdist must build on its own, away from the workspace, and the
# crates must build from their packaged sources.
packages() {
  scripts/build_packages.sh sdist crates || return 1
  local tmp
  tmp=$(mktemp -d)
  # pip's build isolation fetches maturin; cargo builds in a temporary target.
  "${PYTHON:-python3}" -m venv "$tmp/venv" &&
    "$tmp/venv/bin/python" -m pip install --quiet "$root"/target/packages/dist/tianyuan-*.tar.gz &&
    (cd "$tmp" && "$tmp/venv/bin/python" - <<'PY')
import tianyuan
game = tianyuan.Game(size=9, rules="chinese-2002")
game.play("E5")
assert int(game.board().sum()) == 1, game.board()  # one black stone (+1)
try:
    game.play("E5")
    raise SystemExit("E5 twice was accepted")
except tianyuan.IllegalMoveError as e:
    assert e.reason == "occupied", e.reason
print("packages: the wheel built from the sdist imports and plays")
PY
  local rc=$?
  rm -rf "$tmp"
  return $rc
}

fuzz() {
  if ! command -v cargo-fuzz >/dev/null 2>&1; then
    cargo install cargo-fuzz --version 0.13.2 --locked
  fi
  # The fuzz crate is its own workspace: lint it here, where it is built.
  (cd fuzz && cargo fmt -- --check && cargo clippy --all-targets -- -D warnings) || return 1
  local targets
  targets=$(sed -n 's/^name = "\(.*\)"/\1/p' fuzz/Cargo.toml | grep -v '^tianyuan-fuzz$')
  for t in $targets; do
    echo "-- fuzz target $t, ${fuzz_seconds}s"
    # cargo-fuzz needs nightly flags; RUSTC_BOOTSTRAP lets the stable toolchain accept them.
    # fuzz/seeds/<target> (kept in the repository: inputs that once failed
    # and records of each reading path) seeds the run; new inputs go to the
    # untracked fuzz/corpus/<target>.
    local corpus=()
    if [ -d "fuzz/seeds/$t" ]; then
      mkdir -p "fuzz/corpus/$t"
      corpus=("fuzz/corpus/$t" "fuzz/seeds/$t")
    fi
    RUSTC_BOOTSTRAP=1 cargo fuzz run --fuzz-dir fuzz "$t" "${corpus[@]}" -- -max_total_time="$fuzz_seconds" -rss_limit_mb=2048 2>&1 | tail -n 4 || return 1
  done
}

install_debian
run_stage lint lint
run_stage rust rust_tests
run_stage big big_boards
run_stage c c_tests
run_stage python python_tests
run_stage packages packages
run_stage fuzz fuzz

echo
if ((failed)); then
  echo "failed stages: ${failed_stages[*]}"
fi
echo "stages: $passed passed, $failed failed"
((failed == 0))
