#!/usr/bin/env bash
# Builds tianyuan-ffi and runs the C and C++ tests against it:
#   1. cargo build -p tianyuan-ffi (debug): libtianyuan.a and libtianyuan.so
#   2. include/tianyuan.h regenerated with cbindgen (macros expanded, with
#      RUSTC_BOOTSTRAP=1) into a temp file and diffed
#      (skipped with a message when cbindgen is not installed or is not the
#      pinned version: Debian's cbindgen 0.24 cannot parse the crate)
#   3. tests/c/test_game.c, C11 -Wall -Wextra -Wpedantic -Werror, static, ASan+UBSan
#   4. the same program linked against the shared library
#   4a. the shared library's SONAME (readelf -d) is libtianyuan.so.N, N the
#       header's TY_ABI_VERSION; scripts/install_c_lib.sh installs into a scratch
#       prefix, and test_game.c (shared: it needs libtianyuan.so.N, loaded from
#       the prefix) and hello.c (static) build through the installed tianyuan.pc
#   4b. tests/c/test_referee.c (clock and referee), static, ASan+UBSan, and under valgrind
#   4b'. tests/c/test_count.c (rule axes scoring/tax/button/friendlyPassOk, the
#       count's result text in points), static, ASan+UBSan, and under valgrind
#   4c. tests/c/test_sgf_tree.c (SGF game trees), static, ASan+UBSan, and under valgrind,
#       round-tripping @sabaki/sgf's test files from ../shared/data/sgf/sabaki-sgf
#       (or $TIANYUAN_SHARED_DIR/data/sgf/sabaki-sgf) when that folder exists
#   5. tests/c/test_header.cpp, C++17 -Wall -Wextra -Werror
#   6. examples/c/hello.c, C11 -Wall -Wextra -Wpedantic -Werror
#   6b. examples/c/who_won.c on examples/who_won/dead_stones.sgf (ASan+UBSan):
#       the dead stones B6 G4 lifted and W+16.5, the record's RE counted by hand;
#       ko.sgf (resigned) not counted; seki.sgf: 9 + 10 stones in seki, W+2.5
#   7. test_game, test_referee, test_count and test_sgf_tree under valgrind --leak-check=full (when valgrind exists), no sanitizers
# Prints "N passed, N failed, N skipped" and exits non-zero if anything failed.
# A check that cannot run here (no cbindgen, no valgrind, no @sabaki/sgf
# files) is skipped, not passed: it says why, and when $TIANYUAN_SKIP_NOTES
# names a file (scripts/test.sh sets it) appends one line there.
# Usage: rules-ffi/tests/run_c_tests.sh   (from anywhere)
set -u

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
lib="$target/debug"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
CBINDGEN_PIN="0.29.4"
# What a Rust static library needs from the system on Linux (rustc
# --print native-static-libs, deduplicated).
SYSLIBS="-lpthread -ldl -lm -lrt -lutil"
# The ABI version the header declares: the shared library's SONAME is
# libtianyuan.so.$abi (rules-ffi/build.rs).
abi=$(awk '$1 == "#define" && $2 == "TY_ABI_VERSION" { print $3 }' "$root/include/tianyuan.h")

CFLAGS="-std=c11 -Wall -Wextra -Wpedantic -Werror -g -I$root/include -I$here/c"

passed=0
failed=0
skipped=0
SKIP=77 # a step's status for "could not run here" (automake's convention)
# skip_note WHY: says why a check is skipped, also into $TIANYUAN_SKIP_NOTES.
skip_note() {
    echo "   skipped: $*"
    if [ -n "${TIANYUAN_SKIP_NOTES:-}" ]; then
        echo "C tests: $*" >>"$TIANYUAN_SKIP_NOTES"
    fi
}
step() { # step NAME COMMAND...
    local name="$1" rc=0
    shift
    echo "== $name"
    "$@" || rc=$?
    if [ "$rc" -eq 0 ]; then
        echo "   ok: $name"
        passed=$((passed + 1))
    elif [ "$rc" -eq "$SKIP" ]; then
        echo "   SKIPPED: $name"
        skipped=$((skipped + 1))
    else
        echo "   FAILED: $name"
        failed=$((failed + 1))
    fi
}

build() { (cd "$root" && cargo build -p tianyuan-ffi); }

header() {
    if ! command -v cbindgen >/dev/null 2>&1; then
        skip_note "header diff: cbindgen not installed" \
            "(cargo install cbindgen --version $CBINDGEN_PIN --locked)"
        return "$SKIP"
    fi
    # Another cbindgen (Debian's 0.24, say) cannot parse the crate or writes
    # the header otherwise: its output proves nothing either way, so skip.
    local v
    v="$(cbindgen --version 2>/dev/null | awk '{print $2}')"
    if [ "$v" != "$CBINDGEN_PIN" ]; then
        skip_note "header diff: cbindgen ${v:-of unknown version} at $(command -v cbindgen)" \
            "is not the pinned $CBINDGEN_PIN (cargo install cbindgen --version $CBINDGEN_PIN --locked)"
        return "$SKIP"
    fi
    # cbindgen expands the crate's macros (ty_status comes from one macro
    # invocation; [parse.expand] in rules-ffi/cbindgen.toml) with rustc's
    # nightly -Zunpretty=expanded: RUSTC_BOOTSTRAP=1 allows it on stable.
    (cd "$root" && RUSTC_BOOTSTRAP=1 cbindgen --config rules-ffi/cbindgen.toml \
        --crate tianyuan-ffi --output "$out/tianyuan.h" rules-ffi) &&
        diff -u "$root/include/tianyuan.h" "$out/tianyuan.h"
}

c_static_sanitized() {
    gcc $CFLAGS -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all \
        "$here/c/test_game.c" "$lib/libtianyuan.a" $SYSLIBS -o "$out/test_game_asan" &&
        ASAN_OPTIONS=detect_leaks=1 "$out/test_game_asan"
}

c_shared() {
    # The program asks for the SONAME, libtianyuan.so.$abi, which cargo does
    # not make: a link to the built library, in a folder of the test's own.
    mkdir -p "$out/shlib" &&
        ln -sf "$lib/libtianyuan.so" "$out/shlib/libtianyuan.so" &&
        ln -sf "$lib/libtianyuan.so" "$out/shlib/libtianyuan.so.$abi" &&
        gcc $CFLAGS "$here/c/test_game.c" -L"$out/shlib" -Wl,-rpath,"$out/shlib" -ltianyuan \
            -o "$out/test_game_shared" &&
        ldd "$out/test_game_shared" | grep -q "libtianyuan.so.$abi => $out/shlib/" &&
        "$out/test_game_shared"
}

c_referee() {
    gcc $CFLAGS -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all \
        "$here/c/test_referee.c" "$lib/libtianyuan.a" $SYSLIBS -o "$out/test_referee_asan" &&
        ASAN_OPTIONS=detect_leaks=1 "$out/test_referee_asan"
}

c_count() {
    gcc $CFLAGS -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all \
        "$here/c/test_count.c" "$lib/libtianyuan.a" $SYSLIBS -o "$out/test_count_asan" &&
        ASAN_OPTIONS=detect_leaks=1 "$out/test_count_asan"
}

# @sabaki/sgf's test files, for test_sgf_tree's round trip (none when absent).
shared="${TIANYUAN_SHARED_DIR:-$root/../shared}"
sabaki_files=()
if [ -d "$shared/data/sgf/sabaki-sgf" ]; then
    while IFS= read -r -d '' f; do sabaki_files+=("$f"); done \
        < <(find "$shared/data/sgf/sabaki-sgf" -name '*.sgf' -print0 | sort -z)
fi

c_sgf_tree() {
    if ((${#sabaki_files[@]} == 0)); then
        skip_note "SGF tree round trip of @sabaki/sgf's files: no $shared/data/sgf/sabaki-sgf"
    fi
    gcc $CFLAGS -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all \
        "$here/c/test_sgf_tree.c" "$lib/libtianyuan.a" $SYSLIBS -o "$out/test_sgf_tree_asan" &&
        ASAN_OPTIONS=detect_leaks=1 "$out/test_sgf_tree_asan" "${sabaki_files[@]}"
}

cpp_header() {
    g++ -std=c++17 -Wall -Wextra -Werror -g -I"$root/include" "$here/c/test_header.cpp" \
        "$lib/libtianyuan.a" $SYSLIBS -o "$out/test_header" &&
        "$out/test_header"
}

hello() {
    gcc $CFLAGS "$root/examples/c/hello.c" "$lib/libtianyuan.a" $SYSLIBS -o "$out/hello" &&
        "$out/hello"
}

who_won() {
    gcc $CFLAGS -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all \
        "$root/examples/c/who_won.c" "$lib/libtianyuan.a" $SYSLIBS -o "$out/who_won" &&
        (cd "$root" && ASAN_OPTIONS=detect_leaks=1 "$out/who_won") >"$out/who_won.txt" &&
        cat "$out/who_won.txt" &&
        grep -q "dead stones (estimated): B6 G4$" "$out/who_won.txt" &&
        grep -q "    X o X X O . . . .$" "$out/who_won.txt" &&
        grep -q "result W+16.5 (White wins by 8 1/4 stones (16.5 points))" "$out/who_won.txt" &&
        (cd "$root" && "$out/who_won" examples/games/ko.sgf) | grep -q "decided without a count: B+R" &&
        (cd "$root" && "$out/who_won" examples/games/seki.sgf) >"$out/seki.txt" &&
        grep -q "19 stones live in seki" "$out/seki.txt" &&
        grep -q "result W+2.5" "$out/seki.txt" &&
        ! "$out/who_won" /nonexistent.sgf 2>/dev/null
}

valgrind_run() {
    if ! command -v valgrind >/dev/null 2>&1; then
        skip_note "valgrind --leak-check=full: valgrind not installed"
        return "$SKIP"
    fi
    gcc $CFLAGS "$here/c/test_game.c" "$lib/libtianyuan.a" $SYSLIBS -o "$out/test_game_plain" &&
        valgrind -q --leak-check=full --error-exitcode=1 "$out/test_game_plain" &&
        gcc $CFLAGS "$here/c/test_referee.c" "$lib/libtianyuan.a" $SYSLIBS \
            -o "$out/test_referee_plain" &&
        valgrind -q --leak-check=full --error-exitcode=1 "$out/test_referee_plain" &&
        gcc $CFLAGS "$here/c/test_count.c" "$lib/libtianyuan.a" $SYSLIBS \
            -o "$out/test_count_plain" &&
        valgrind -q --leak-check=full --error-exitcode=1 "$out/test_count_plain" &&
        gcc $CFLAGS "$here/c/test_sgf_tree.c" "$lib/libtianyuan.a" $SYSLIBS \
            -o "$out/test_sgf_tree_plain" &&
        valgrind -q --leak-check=full --error-exitcode=1 "$out/test_sgf_tree_plain" \
            "${sabaki_files[@]}"
}

soname() {
    local got
    got=$(readelf -d "$lib/libtianyuan.so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
    echo "   SONAME $got; the header's TY_ABI_VERSION $abi"
    [ -n "$abi" ] && [ "$got" = "libtianyuan.so.$abi" ]
}

# scripts/install_c_lib.sh into a scratch prefix, then C programs built only
# through the installed tianyuan.pc: shared (the program needs
# libtianyuan.so.$abi, found in the prefix) and static.
installed() {
    if ! command -v pkg-config >/dev/null 2>&1; then
        skip_note "install and link through pkg-config: pkg-config not installed"
        return "$SKIP"
    fi
    local prefix="$out/prefix"
    "$root/scripts/install_c_lib.sh" --prefix "$prefix" --profile dev || return 1
    ls -l "$prefix/lib" | sed 's/^/   /'
    [ "$(readlink "$prefix/lib/libtianyuan.so")" = "libtianyuan.so.$abi" ] || return 1
    [ -f "$prefix/lib/$(readlink "$prefix/lib/libtianyuan.so.$abi")" ] || return 1
    export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
    [ "$(pkg-config --variable=prefix tianyuan)" = "$prefix" ] || return 1
    # shellcheck disable=SC2046 # pkg-config's flags are words
    gcc -std=c11 -Wall -Wextra -Wpedantic -Werror -I"$here/c" "$here/c/test_game.c" \
        $(pkg-config --cflags --libs tianyuan) -o "$out/test_game_pc" &&
        readelf -d "$out/test_game_pc" | grep -q "(NEEDED).*\[libtianyuan.so.$abi\]" &&
        LD_LIBRARY_PATH="$prefix/lib" ldd "$out/test_game_pc" | grep -q "libtianyuan.so.$abi => $prefix/lib/" &&
        LD_LIBRARY_PATH="$prefix/lib" "$out/test_game_pc" &&
        # Static: name the .a (with the .so beside it, -ltianyuan picks the .so).
        # shellcheck disable=SC2046
        gcc -std=c11 -Wall -Wextra -Wpedantic -Werror "$root/examples/c/hello.c" \
            $(pkg-config --cflags tianyuan) "$(pkg-config --variable=libdir tianyuan)/libtianyuan.a" \
            $(pkg-config --static --libs-only-l tianyuan | sed 's/-ltianyuan//') -o "$out/hello_pc" &&
        ! ldd "$out/hello_pc" | grep -q libtianyuan &&
        "$out/hello_pc"
}

step "cargo build -p tianyuan-ffi" build
if [ ! -f "$lib/libtianyuan.a" ] || [ ! -f "$lib/libtianyuan.so" ]; then
    echo "libtianyuan.a / libtianyuan.so not found in $lib"
    echo "0 passed, 1 failed, 0 skipped"
    exit 1
fi
step "header matches cbindgen output" header
step "C11 test, static library, ASan+UBSan" c_static_sanitized
step "C11 test, shared library" c_shared
step "SONAME libtianyuan.so.TY_ABI_VERSION (readelf -d)" soname
step "installed in a scratch prefix, C programs linked through pkg-config" installed
step "C11 clock and referee test, static library, ASan+UBSan" c_referee
step "C11 rule axes and count texts test, static library, ASan+UBSan" c_count
step "C11 SGF game tree test, static library, ASan+UBSan" c_sgf_tree
step "C++17 includes the header" cpp_header
step "examples/c/hello.c" hello
step "examples/c/who_won.c" who_won
step "valgrind --leak-check=full" valgrind_run

echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
