"""sgfmill's read-and-replay of a folder of SGF records: the Python baseline
for `tianyuan replay DIR` (the main job) on the same files.

Every `.sgf` and `.sgfs` file under DIR is read, each game of its collection
parsed, its set-up and main line replayed on an sgfmill board and counted by
Tromp-Taylor area (as `sgfmill_replay.py` does for one record). sgfmill
checks neither ko nor superko, and counts no dead stones: it does less than
`tianyuan replay`. Games sgfmill refuses (bad size, bad moves) are counted
apart and their time kept.

Usage: python benches/python/sgfmill_corpus.py [DIR] [ROUNDS]
(default: ../shared/data/sgf, 1 round). Prints one line per round: files,
games read, games refused, seconds, games/s.
"""

import os
import sys
import time

from sgfmill import sgf, sgf_grammar, sgf_moves

from sgfmill_replay import area

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(HERE, "..", "..", "..", "shared", "data", "sgf")


def files_under(root):
    out = []
    for folder, _, names in os.walk(root):
        for name in names:
            if name.lower().endswith((".sgf", ".sgfs")):
                out.append(os.path.join(folder, name))
    return sorted(out)


def replay_file(data):
    """(games replayed, games refused) of one file's collection."""
    done = refused = 0
    try:
        coarse = sgf_grammar.parse_sgf_collection(data)
    except ValueError:
        return 0, 1
    for tree in coarse:
        try:
            game = sgf.Sgf_game.from_coarse_game_tree(tree)
            board, plays = sgf_moves.get_setup_and_moves(game)
            for colour, move in plays:
                if move is not None:
                    board.play(move[0], move[1], colour)
            area(board)
            done += 1
        except (ValueError, IndexError, KeyError):
            refused += 1
    return done, refused


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    paths = files_under(root)
    for _ in range(rounds):
        done = refused = 0
        start = time.perf_counter()
        for path in paths:
            with open(path, "rb") as f:
                d, r = replay_file(f.read())
            done += d
            refused += r
        elapsed = time.perf_counter() - start
        print(
            f"sgfmill: {len(paths)} files, {done} games replayed, {refused} refused, "
            f"{elapsed:.3f} s, {(done + refused) / elapsed:.1f} games/s"
        )


if __name__ == "__main__":
    main()
