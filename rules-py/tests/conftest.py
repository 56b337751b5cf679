"""Shared helpers: plain reference models written independently of the Rust
code (flood-fill area count), used to check the bindings' outputs."""

from __future__ import annotations

import numpy as np


def tromp_taylor_margin(board: np.ndarray, komi_points: float) -> float:
    """Black's Tromp-Taylor margin in points: stones plus empty regions that
    reach only one colour (RULES.md §7; 1988/2002 art. 9: shared points are
    split). Written from the definition, not from the Rust code."""
    h, w = board.shape
    black = float((board == 1).sum())
    white = float((board == -1).sum())
    seen = np.zeros_like(board, dtype=bool)
    for r in range(h):
        for c in range(w):
            if board[r, c] != 0 or seen[r, c]:
                continue
            stack = [(r, c)]
            seen[r, c] = True
            size = 0
            touches = set()
            while stack:
                y, x = stack.pop()
                size += 1
                for dy, dx in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    ny, nx = y + dy, x + dx
                    if 0 <= ny < h and 0 <= nx < w:
                        v = board[ny, nx]
                        if v == 0 and not seen[ny, nx]:
                            seen[ny, nx] = True
                            stack.append((ny, nx))
                        elif v != 0:
                            touches.add(int(v))
            if touches == {1}:
                black += size
            elif touches == {-1}:
                white += size
            else:
                black += size / 2
                white += size / 2
    return black - white - komi_points
