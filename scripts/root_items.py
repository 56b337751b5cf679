#!/usr/bin/env python3
"""Counts the items the `tianyuan` crate root shows (issue 29) and fails when
there are more than the limit: the root lists what a user starts from, and
everything else has a public module of its own.

Counted, as the root page of `cargo doc` lists them: every name of a
`pub use` in rules-core/src/lib.rs that is not `#[doc(hidden)]`, and every
`#[macro_export]` macro of rules-core/src that is not `#[doc(hidden)]`. The
public modules are listed but not counted (they are where the rest lives).

Usage: scripts/root_items.py [--list]   (run by the lint stage of scripts/test.sh)
"""

import pathlib
import re
import sys

LIMIT = 45
ROOT = pathlib.Path(__file__).resolve().parent.parent
SRC = ROOT / "rules-core" / "src"


def top_level_names(tree: str) -> list[str]:
    """The names a `use` tree brings in: `a::{B, c::{D as E}}` gives B, E."""
    tree = tree.strip()
    if not tree:
        return []
    if "{" not in tree:
        if " as " in tree:
            return [tree.split(" as ")[1].strip()]
        return [tree.split("::")[-1].strip()]
    inner = tree[tree.index("{") + 1 : tree.rindex("}")]
    depth, item, names = 0, "", []
    for ch in inner + ",":
        depth += (ch == "{") - (ch == "}")
        if ch == "," and depth == 0:
            names += top_level_names(item)
            item = ""
        else:
            item += ch
    return names


def root_items() -> tuple[list[str], list[str], list[str]]:
    """(visible names, hidden names, public modules) of the crate root."""
    text = (SRC / "lib.rs").read_text()
    # Comments out, statements one per match (attributes kept before them).
    code = re.sub(r"//[^\n]*", "", text)
    visible, hidden, modules = [], [], []
    for m in re.finditer(r"((?:#\[[^\]]*\]\s*)*)pub use ([^;]*);", code):
        attrs, tree = m.group(1), m.group(2)
        names = top_level_names(tree)
        (hidden if "doc(hidden)" in attrs else visible).extend(names)
    for m in re.finditer(r"((?:#\[[^\]]*\]\s*)*)pub mod (\w+)", code):
        if "doc(hidden)" not in m.group(1):
            modules.append(m.group(2))
    for path in sorted(SRC.rglob("*.rs")):
        src = re.sub(r"//[^\n]*", "", path.read_text())
        for m in re.finditer(r"((?:#\[[^\]]*\]\s*)+)macro_rules!\s*(\w+)", src):
            if "macro_export" in m.group(1):
                (hidden if "doc(hidden)" in m.group(1) else visible).append(m.group(2) + "!")
    return visible, hidden, modules


def main() -> int:
    visible, hidden, modules = root_items()
    if "--list" in sys.argv[1:]:
        print(f"{len(visible)} items at the root: {', '.join(sorted(visible, key=str.lower))}")
        print(f"{len(modules)} public modules: {', '.join(modules)}")
        print(f"{len(hidden)} hidden root re-exports (old paths, kept for one release)")
    if len(visible) > LIMIT:
        print(
            f"rules-core/src/lib.rs: {len(visible)} items at the crate root, over the limit of "
            f"{LIMIT}: give the new ones a public module (issue 29), or hide old paths "
            "with #[doc(hidden)]",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
