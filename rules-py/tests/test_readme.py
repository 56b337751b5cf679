"""The Python user's README (rules-py/README.md, PyPI's long description):
every ```python block runs, each in a fresh namespace and in a temporary
working folder. A block using an optional front end (PettingZoo, Gymnasium,
Ray) is skipped when that extra is not installed; the other blocks' asserts
check values counted by hand (shapes from the board size, the capture and
the count of the small game in the README's text)."""

from __future__ import annotations

import pathlib
import re

import pytest

README = pathlib.Path(__file__).resolve().parent.parent / "README.md"
BLOCK = re.compile(r"^```python\n(.*?)^```$", re.S | re.M)
# The module each optional front end imports, by the extra's name.
OPTIONAL = {"pettingzoo": "pettingzoo", "gymnasium": "gymnasium", "ray": "ray"}


def blocks() -> list[str]:
    return BLOCK.findall(README.read_text(encoding="utf-8"))


def test_the_readme_has_its_examples() -> None:
    text = README.read_text(encoding="utf-8")
    # Written for a Python user, not for contributors.
    for contributor_only in ("scripts/test.sh", "../shared", "cargo run"):
        assert contributor_only not in text
    assert len(blocks()) >= 8


@pytest.mark.parametrize("index", range(len(blocks())))
def test_readme_block_runs(index: int, tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch) -> None:
    code = blocks()[index]
    for extra, module in OPTIONAL.items():
        if re.search(rf"^from tianyuan\.{extra} import", code, re.M):
            pytest.importorskip(module)
    monkeypatch.chdir(tmp_path)
    exec(compile(code, f"README.md block {index + 1}", "exec"), {"__name__": "__readme__"})
