#!/usr/bin/env bash
# Builds the Python module and runs its tests and the stub check.
# Usage: rules-py/run_tests.sh  (from anywhere). The venv is rules-py/.venv, or
# $TIANYUAN_VENV. Exits non-zero on any failure.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="${TIANYUAN_VENV:-$here/.venv}"
python="${PYTHON:-python3}"

if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet maturin pytest numpy hypothesis mypy
# sgfmill: the independent SGF reader of tests/test_sgf_tree.py.
"$venv/bin/python" -m pip install --quiet sgfmill
# Pillow: reads the PNGs rsvg-convert renders in tests/test_svg.py.
"$venv/bin/python" -m pip install --quiet Pillow
# tianyuan.pettingzoo and tianyuan.gymnasium, and the reference for
# tests/test_pettingzoo.py: pettingzoo.classic.go_v5 (which imports pygame).
"$venv/bin/python" -m pip install --quiet "pettingzoo>=1.24" "gymnasium>=1.0" pygame
# The reference for tests/test_openspiel.py (wheels for CPython 3.9-3.12 on
# Linux x86-64 and macOS). Where it cannot be installed the test is skipped,
# except under CI (CI=true), where that is a failure.
if ! "$venv/bin/python" -m pip install --quiet open_spiel; then
    echo "run_tests.sh: open_spiel could not be installed; test_openspiel.py will be skipped" >&2
    if [ "${CI:-}" = "true" ]; then
        exit 1
    fi
fi

# A release build without LTO and with parallel codegen: the workspace's
# release profile (thin LTO, 4 codegen units, debug info) triples the build
# time on two cores and buys nothing for tests.
export CARGO_PROFILE_RELEASE_LTO=false
export CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16
export CARGO_PROFILE_RELEASE_DEBUG=0
"$venv/bin/python" -m pip install --quiet --force-reinstall --no-deps "$here"

cd "$here"
"$venv/bin/python" -m pytest -q -p no:cacheprovider tests
# The stubs against the installed binary, run outside the source tree so mypy
# does not see python/tianyuan twice. No allowlist: every name must match.
(cd "${TMPDIR:-/tmp}" && "$venv/bin/python" -m mypy.stubtest tianyuan)
"$venv/bin/python" -m mypy --strict "$here/python/tianyuan" "$here/../examples/python"
