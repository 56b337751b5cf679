"""Parse + replay + area count of one SGF record with sgfmill, in games per
second: the Python baseline for `cargo bench -p tianyuan --bench replay`.

sgfmill's Board.play captures but does not check ko or superko (its legality
is only "point empty" plus suicide handling), so this does less work than
tianyuan's replay under positional superko.

Usage: python benches/python/sgfmill_replay.py [FILE] [SECONDS]
(default: ../shared/data/sgf/littlego/Famous games/Ear-reddening game.sgf, 3 s)
"""

import os
import sys
import time

from sgfmill import sgf, sgf_moves

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(
    HERE, "..", "..", "..", "shared", "data", "sgf", "littlego", "Famous games", "Ear-reddening game.sgf"
)


def area(board):
    """Tromp-Taylor area: stones plus empty regions bordered by one colour only."""
    size = board.side
    score = {"b": 0, "w": 0}
    seen = set()
    for r in range(size):
        for c in range(size):
            colour = board.get(r, c)
            if colour is not None:
                score[colour] += 1
                continue
            if (r, c) in seen:
                continue
            region, border, stack = {(r, c)}, set(), [(r, c)]
            while stack:
                y, x = stack.pop()
                for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                    if 0 <= ny < size and 0 <= nx < size:
                        col = board.get(ny, nx)
                        if col is None:
                            if (ny, nx) not in region:
                                region.add((ny, nx))
                                stack.append((ny, nx))
                        else:
                            border.add(col)
            seen |= region
            if len(border) == 1:
                score[border.pop()] += len(region)
    return score["b"] - score["w"]


def once(data):
    game = sgf.Sgf_game.from_bytes(data)
    board, plays = sgf_moves.get_setup_and_moves(game)
    for colour, move in plays:
        if move is not None:
            board.play(move[0], move[1], colour)
    return area(board)


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 3.0
    if not os.path.exists(path):
        print(f"{path} not found: skipped")
        return
    with open(path, "rb") as f:
        data = f.read()
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        once(data)
        n += 1
    elapsed = time.perf_counter() - start
    print(f"sgfmill: {n / elapsed:.1f} games/s ({n} games in {elapsed:.2f} s), area B-W = {once(data)}")


if __name__ == "__main__":
    main()
