#!/usr/bin/env bash
# Runs every test of tianyuan: the one command of the README and of CI.
# On a fresh machine (Rust, gcc, Python 3 with pip) it installs what it needs:
# Debian packages (gnugo, valgrind, librsvg2-bin, pkg-config), cargo-fuzz, a
# build venv with maturin and ziglang (target/packages/build-venv) and a fresh
# test venv for the wheel
# (target/packages/test-venv) with pytest, numpy, hypothesis, mypy and open_spiel.
# cbindgen is not installed: without it, or with another version than the one
# pinned in rules-ffi/tests/run_c_tests.sh (Debian's 0.24), the C stage skips
# the header diff and says so (`cargo install cbindgen --locked` with the
# pinned version turns it on).
#
# Stages (each can be skipped with TIANYUAN_SKIP="fuzz python …"):
#   lint     cargo fmt --check, cargo clippy -D warnings, cargo doc
#            --workspace --no-deps with RUSTDOCFLAGS=-D warnings (30 s warm),
#            no source or test file over 1,000 lines (generated files
#            excepted, listed), at most 45 items at the core crate's root
#            (scripts/root_items.py)
#   rust     cargo test --workspace (engine, game, SGF, CLI, GTP, real records;
#            six- and eleven-word boards, 25×25 against the reference model)
#   c        the C ABI tests (C11/C++17, ASan/UBSan, valgrind, header diff)
#   python   the Python wheel (abi3, manylinux2014, stripped) built by
#            scripts/build_packages.sh, installed into a fresh venv: pytest,
#            stubtest, mypy against it
#   packages the sdist (built, then `pip wheel` from it in a fresh venv) and
#            `cargo package` of the published crates with their verify build;
#            the licence texts and metadata of every artefact, the wheel's
#            too (scripts/check_packages.py)
#   fuzz     the fuzz crate's fmt and clippy (--locked: its committed
#            fuzz/Cargo.lock must need no change), then each fuzz target for
#            $TIANYUAN_FUZZ_SECONDS (default 30) seconds
#
# At the end a table gives each stage's wall time and result, then the checks
# skipped inside stages, then the final line "stages: N passed, N failed,
# N skipped" (CI reads it). A stage counts as passed only when every check in
# it ran: a check skipped for want of a tool or data (no cbindgen, valgrind,
# gnugo, rsvg-convert, open_spiel or SGF corpus; a pytest skip) is written by
# the stage's script, one line "what: why", to the file named by
# $TIANYUAN_SKIP_NOTES (which this script sets), and its stage is reported
# and counted as skipped, not passed. Skips do not fail the run (under CI the
# missing corpus and open_spiel fail on their own).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# Debian installs GNU Go in /usr/games.
export PATH="$PATH:/usr/games"
skip=" ${TIANYUAN_SKIP:-} "
fuzz_seconds=${TIANYUAN_FUZZ_SECONDS:-30}
passed=0
failed=0
skipped=0
failed_stages=()
summary=()
# The skipped checks, one line each, appended by the stages' scripts.
notes_dir=$(mktemp -d)
trap 'rm -rf "$notes_dir"' EXIT
export TIANYUAN_SKIP_NOTES="$notes_dir/notes"
: >"$TIANYUAN_SKIP_NOTES"

stage() { printf '\n==== %s ====\n' "$*"; }
# skip_note WHAT: records a check skipped by this script itself.
skip_note() {
  echo "SKIPPED: $*" >&2
  echo "$*" >>"$TIANYUAN_SKIP_NOTES"
}
run_stage() {
  local name=$1
  shift
  if [[ "$skip" == *" $name "* ]]; then
    echo "(skipping stage $name: TIANYUAN_SKIP)"
    skipped=$((skipped + 1))
    summary+=("$(printf '%-9s %8s  %s' "$name" "-" "skipped (TIANYUAN_SKIP)")")
    return 0
  fi
  stage "$name"
  local start notes_before notes_after result
  start=$SECONDS
  notes_before=$(wc -l <"$TIANYUAN_SKIP_NOTES")
  if "$@"; then
    notes_after=$(wc -l <"$TIANYUAN_SKIP_NOTES")
    if ((notes_after > notes_before)); then
      skipped=$((skipped + 1))
      result="skipped $((notes_after - notes_before)) check(s), the rest passed"
      # Tag the stage's new notes with its name for the list at the end.
      sed -i "$((notes_before + 1)),\$ s/^/[$name] /" "$TIANYUAN_SKIP_NOTES"
    else
      passed=$((passed + 1))
      result="passed"
    fi
  else
    failed=$((failed + 1))
    failed_stages+=("$name")
    result="FAILED"
    notes_after=$(wc -l <"$TIANYUAN_SKIP_NOTES")
    ((notes_after > notes_before)) && sed -i "$((notes_before + 1)),\$ s/^/[$name] /" "$TIANYUAN_SKIP_NOTES"
  fi
  local t=$((SECONDS - start))
  summary+=("$(printf '%-9s %4dm%02ds  %s' "$name" $((t / 60)) $((t % 60)) "$result")")
}

install_debian() {
  local missing=()
  command -v gnugo >/dev/null 2>&1 || missing+=(gnugo)
  command -v valgrind >/dev/null 2>&1 || missing+=(valgrind)
  command -v rsvg-convert >/dev/null 2>&1 || missing+=(librsvg2-bin)
  # The C stage links a program through the installed library's tianyuan.pc.
  command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
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
  cargo fmt --all -- --check && cargo clippy --workspace --all-targets -- -D warnings &&
    RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet &&
    line_limit &&
    python3 scripts/root_items.py
}

# The developer guide's limit: no tracked source or test file over 1,000
# lines (split it by idea). Generated files are excepted, listed here.
LINE_LIMIT=1000
LINE_LIMIT_GENERATED=(
  include/tianyuan.h # cbindgen's output (rules-ffi/cbindgen.toml)
)
line_limit() {
  local f n over=0
  while IFS= read -r f; do
    [ -f "$f" ] || continue
    case " ${LINE_LIMIT_GENERATED[*]} " in *" $f "*) continue ;; esac
    n=$(wc -l <"$f")
    if [ "$n" -gt "$LINE_LIMIT" ]; then
      echo "$f: $n lines, over the limit of $LINE_LIMIT: split it by idea" >&2
      over=1
    fi
  done < <(git ls-files -- '*.rs' '*.py' '*.c' '*.h' '*.sh' '*.pyi')
  [ "$over" -eq 0 ]
}

# The real records the tests replay (../shared/data, or $TIANYUAN_SGF_CORPUS):
# without them those tests pass without checking anything, so say so, and
# under CI (which always has them) fail.
check_corpus() {
  local corpus="${TIANYUAN_SGF_CORPUS:-$root/../shared/data/sgf}"
  if [ ! -d "$corpus" ]; then
    skip_note "the real-record tests: no SGF corpus at $corpus"
    [ "${CI:-}" != "true" ]
  fi
}

# The tools some Rust tests look for, skipping themselves (with a message that
# cargo test hides) when they are missing: say so here.
check_tools() {
  command -v gnugo >/dev/null 2>&1 || skip_note "the GNU Go tests (rules-core gnugo_reference, rules-cli gnugo): gnugo not found"
  command -v rsvg-convert >/dev/null 2>&1 || skip_note "the SVG rendering tests (rules-cli svg): rsvg-convert not found"
  return 0
}

rust_tests() {
  check_corpus || return 1
  check_tools
  # The `ci` profile optimises (the property tests and the replay of every real
  # record run ten times faster) without the release profile's LTO and debug
  # info, which would double the build time.
  # --no-fail-fast: every test binary runs even after one fails, so one run
  # shows every failure.
  cargo test --workspace --profile ci --no-fail-fast &&
    # The Rust example a newcomer copies: it runs and shows its capture.
    cargo run --profile ci -q -p tianyuan-first-game | grep "E3 captures 1 stone" >/dev/null
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
  # Every artefact carries both licence texts and honest metadata
  # (scripts/check_packages.py); the wheel is the python stage's.
  local artefacts=(target/packages/dist/tianyuan-*.tar.gz target/package/*.crate)
  if compgen -G "target/packages/dist/tianyuan-*.whl" >/dev/null; then
    artefacts+=(target/packages/dist/tianyuan-*.whl)
  else
    skip_note "the wheel's licence and metadata check: no wheel (the python stage builds it)"
  fi
  "${PYTHON:-python3}" scripts/check_packages.py "${artefacts[@]}" || return 1
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
  # --locked: the committed fuzz/Cargo.lock must already agree with the
  # manifests (cargo fails instead of re-resolving). cargo fuzz has no
  # --locked; with a lock that agrees it has nothing to resolve, and the
  # comparison after the runs proves it left the file alone.
  (cd fuzz && cargo fmt -- --check && cargo clippy --locked --all-targets -- -D warnings) || return 1
  cp fuzz/Cargo.lock "$notes_dir/fuzz-Cargo.lock"
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
  cmp -s fuzz/Cargo.lock "$notes_dir/fuzz-Cargo.lock" || {
    echo "cargo fuzz changed fuzz/Cargo.lock" >&2
    return 1
  }
}

install_debian
run_stage lint lint
run_stage rust rust_tests
run_stage c c_tests
run_stage python python_tests
run_stage packages packages
run_stage fuzz fuzz

echo
printf '%-9s %8s  %s\n' stage time result
printf '%s\n' "${summary[@]}"
if [ -s "$TIANYUAN_SKIP_NOTES" ]; then
  echo
  echo "checks skipped:"
  sed 's/^/  /' "$TIANYUAN_SKIP_NOTES"
fi
if ((failed)); then
  echo "failed stages: ${failed_stages[*]}"
fi
echo "stages: $passed passed, $failed failed, $skipped skipped"
((failed == 0))
