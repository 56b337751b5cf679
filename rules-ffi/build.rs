//! Gives `libtianyuan.so` its SONAME, `libtianyuan.so.N`, N being
//! `TY_ABI_VERSION` (src/version.rs, the header's `TY_ABI_VERSION`, which a
//! program compares with `ty_abi_version()` at start-up): a program linked
//! against ABI N loads only a library of ABI N. ELF targets only (Linux and
//! the BSDs); elsewhere the platform's own naming applies.
//!
//! cargo-c would do this and the install (`cargo cinstall`), but it is not
//! used: building it from crates.io costs more than the whole CI run (see
//! rules-ffi/README.md, "Install"); scripts/install_c_lib.sh installs instead.

use std::env;
use std::fs;

fn main() {
    println!("cargo:rerun-if-changed=src/version.rs");
    println!("cargo:rerun-if-changed=build.rs");
    let source = fs::read_to_string("src/version.rs").expect("rules-ffi/src/version.rs");
    let abi = source
        .lines()
        .find_map(|l| l.trim().strip_prefix("pub const TY_ABI_VERSION: u32 = "))
        .and_then(|rest| rest.strip_suffix(';'))
        .and_then(|n| n.trim().parse::<u32>().ok())
        .expect("src/version.rs: `pub const TY_ABI_VERSION: u32 = N;`");
    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if matches!(
        os.as_str(),
        "linux"
            | "android"
            | "freebsd"
            | "netbsd"
            | "openbsd"
            | "dragonfly"
            | "illumos"
            | "solaris"
    ) {
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libtianyuan.so.{abi}");
    }
}
