#!/usr/bin/env python3
"""Checks the built packages a user or a distribution takes (issue 31).

Usage: scripts/check_packages.py ARTEFACT...   (a .whl, the sdist .tar.gz,
.crate files; from anywhere). For each artefact:

- it carries both licence texts, byte for byte the repository's
  LICENSE-MIT and LICENSE-APACHE;
- its metadata names the licence (Cargo `license`; Python PEP 639
  `License-Expression` with a `License-File` line per text and no
  deprecated `License ::` classifier, which PyPI refuses beside it), the
  authors, and no placeholder address (`example.invalid`);
- a crate: `documentation` on docs.rs, `readme` (present in the crate),
  `keywords`, `categories`, `description`;
- the wheel and the sdist: the classifiers (OS, Python versions, Board
  Games, Typing), and the Python user's README (rules-py/README.md) as long
  description, not the contributors' one.

Prints one line per artefact and exits 1 on the first problem list, 2 on
bad usage. Standard library only (tomllib from Python 3.11, else a check of
the lines).
"""

from __future__ import annotations

import email.parser
import io
import pathlib
import re
import sys
import tarfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
LICENCES = {name: (ROOT / name).read_bytes() for name in ("LICENSE-MIT", "LICENSE-APACHE")}
PY_README = (ROOT / "rules-py" / "README.md").read_text(encoding="utf-8")
CLASSIFIERS = [
    "Operating System :: POSIX :: Linux",
    "Programming Language :: Python :: 3.9",
    "Programming Language :: Python :: 3 :: Only",
    "Topic :: Games/Entertainment :: Board Games",
    "Typing :: Typed",
]


def licence_problems(files: dict[str, bytes], where: str) -> list[str]:
    """`files`: archive member name -> bytes. Both texts, exact, under `where`."""
    problems = []
    for name, text in LICENCES.items():
        found = [m for m in files if m == f"{where}{name}"]
        if not found:
            problems.append(f"no {where}{name}")
        elif files[found[0]] != text:
            problems.append(f"{found[0]} differs from the repository's {name}")
    return problems


def python_metadata_problems(raw: bytes) -> list[str]:
    meta = email.parser.BytesParser().parsebytes(raw)
    problems = []
    if meta.get("License-Expression") != "MIT OR Apache-2.0":
        problems.append(f"License-Expression is {meta.get('License-Expression')!r}")
    files = sorted(meta.get_all("License-File") or [])
    if files != ["LICENSE-APACHE", "LICENSE-MIT"]:
        problems.append(f"License-File lines {files}")
    classifiers = meta.get_all("Classifier") or []
    problems += [f"no classifier {c!r}" for c in CLASSIFIERS if c not in classifiers]
    problems += [f"deprecated licence classifier {c!r}" for c in classifiers if c.startswith("License ::")]
    if not meta.get("Author") and not meta.get("Author-email"):
        problems.append("no Author")
    if b"example.invalid" in raw:
        problems.append("a placeholder address (example.invalid)")
    # The body is the long description (metadata 2.1+), UTF-8 bytes.
    body = meta.get_payload(decode=True)
    description = body.decode("utf-8") if isinstance(body, bytes) else ""
    if description.strip() != PY_README.strip():
        problems.append("the long description is not rules-py/README.md")
    if meta.get("Description-Content-Type", "").split(";")[0] != "text/markdown":
        problems.append(f"Description-Content-Type {meta.get('Description-Content-Type')!r}")
    return problems


def check_wheel(path: pathlib.Path) -> list[str]:
    with zipfile.ZipFile(path) as z:
        files = {n: z.read(n) for n in z.namelist() if ".dist-info/" in n}
    info = next((n.split("/")[0] for n in files if n.endswith(".dist-info/METADATA")), None)
    if info is None:
        return ["no .dist-info/METADATA"]
    return licence_problems(files, f"{info}/licenses/") + python_metadata_problems(files[f"{info}/METADATA"])


def tar_files(path: pathlib.Path) -> dict[str, bytes]:
    out = {}
    with tarfile.open(path) as t:
        for m in t.getmembers():
            if m.isfile():
                f = t.extractfile(m)
                assert f is not None
                out[m.name] = f.read()
    return out


def check_sdist(path: pathlib.Path) -> list[str]:
    files = tar_files(path)
    top = path.name[: -len(".tar.gz")] + "/"
    if f"{top}PKG-INFO" not in files:
        return [f"no {top}PKG-INFO"]
    # maturin puts the licence files beside pyproject.toml (rules-py/) and
    # names them from there in PKG-INFO.
    pyproject = next((n for n in files if n.endswith("/pyproject.toml") and n.count("/") <= 2), None)
    if pyproject is None:
        return ["no pyproject.toml"]
    where = pyproject[: -len("pyproject.toml")]
    return licence_problems(files, where) + python_metadata_problems(files[f"{top}PKG-INFO"])


def check_crate(path: pathlib.Path) -> list[str]:
    files = tar_files(path)
    top = path.name[: -len(".crate")] + "/"
    problems = licence_problems(files, top)
    manifest = files.get(f"{top}Cargo.toml")
    if manifest is None:
        return problems + ["no Cargo.toml"]
    text = manifest.decode()
    if "example.invalid" in text:
        problems.append("a placeholder address (example.invalid)")
    try:
        import tomllib

        package = tomllib.loads(text)["package"]
    except ImportError:  # Python < 3.11: the keys' presence only
        package = {k: True for k in re.findall(r"^([a-z-]+) = ", text, re.M)}
    name = path.name.rsplit("-", 1)[0]
    for key in ("description", "license", "authors", "documentation", "readme", "keywords", "categories"):
        if not package.get(key):
            problems.append(f"no `{key}`")
    if package.get("license") not in (True, "MIT OR Apache-2.0"):
        problems.append(f"license {package.get('license')!r}")
    doc = package.get("documentation")
    if isinstance(doc, str) and doc != f"https://docs.rs/{name}":
        problems.append(f"documentation {doc!r}, not https://docs.rs/{name}")
    readme = package.get("readme")
    if isinstance(readme, str) and f"{top}{readme}" not in files:
        problems.append(f"readme {readme} not in the crate")
    return problems


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    failed = False
    for arg in argv:
        path = pathlib.Path(arg)
        if path.name.endswith(".whl"):
            problems = check_wheel(path)
        elif path.name.endswith(".tar.gz"):
            problems = check_sdist(path)
        elif path.name.endswith(".crate"):
            problems = check_crate(path)
        else:
            print(f"check_packages.py: {arg}: not a .whl, .tar.gz or .crate", file=sys.stderr)
            return 2
        if problems:
            failed = True
            print(f"FAILED {path.name}: " + "; ".join(problems))
        else:
            print(f"ok     {path.name}: licence texts, metadata")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
