#!/usr/bin/env python3
"""GNU Go self-play games with GNU Go's own dead-stone judgement (issue 16).

GNU Go plays both sides of seeded games under Chinese rules over GTP; at the
end of each game it is asked for ``final_status_list dead``, ``seki`` and
``alive`` and for ``final_score``. Each game is written as an SGF file, and
one JSON line per game goes to ``manifest.jsonl`` in the output folder:

    file, size, komi, handicap, seed, level, moves (moves played, passes
    included, handicap stones not), ended ("passes" | "resign" | "cap"),
    resigned (colour that resigned, or null), dead, seki, alive (GTP
    vertices, sorted by column then row), final_score (GNU Go's answer,
    verbatim), gnugo_seconds (wall time of the four final calls together),
    gnugo_seconds_each ({"dead", "seki", "alive", "final_score"}: each call).

GNU Go computes its final statuses once per position and caches them, so the
first call (``final_status_list dead``) carries the cost; the later calls
answer from the cache.

Reproducible: the same plan (sizes, levels, seeds) gives byte-identical SGF
files; only the timing fields of the manifest change from run to run.

Python 3 standard library only. Usage:

    nice python3 scripts/gnugo_selfplay.py --out rules-core/tests/data/gnugo --jobs 2
    python3 scripts/gnugo_selfplay.py --out /tmp/g --game 9:0:1:7   # size:handicap:level:seed
"""

import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import time

GTP_COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # GTP skips I
SGF_LETTERS = "abcdefghijklmnopqrstuvwxyz"


class GtpError(RuntimeError):
    """GNU Go answered ``?`` or closed its output."""


class Gtp:
    """One GNU Go process spoken to over GTP on pipes."""

    def __init__(self, argv):
        self.argv = argv
        self.proc = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )

    def ask(self, command):
        """Sends ``command``; returns the text of a ``=`` answer (lines joined by
        newlines, the leading ``= `` removed). Raises GtpError on ``?``."""
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if line == "":
                raise GtpError(f"gnugo closed its output after {command!r}")
            line = line.rstrip("\r\n")
            if line.strip() == "":
                if lines:
                    break
                continue
            lines.append(line)
        first = lines[0]
        if first.startswith("?"):
            raise GtpError(f"{command!r}: {' '.join(lines)[1:].strip()}")
        if not first.startswith("="):
            raise GtpError(f"{command!r}: unexpected answer {lines!r}")
        lines[0] = first[1:].lstrip()
        return "\n".join(lines).strip()

    def timed(self, command):
        """``ask`` and the wall time in seconds around it."""
        t0 = time.perf_counter()
        answer = self.ask(command)
        return answer, time.perf_counter() - t0

    def close(self):
        try:
            self.ask("quit")
        except (GtpError, BrokenPipeError, OSError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def find_gnugo(explicit=None):
    """The gnugo binary: ``explicit``, else on PATH, else /usr/games/gnugo."""
    if explicit:
        return explicit
    found = shutil.which("gnugo")
    if found:
        return found
    if os.path.isfile("/usr/games/gnugo"):
        return "/usr/games/gnugo"
    sys.exit("gnugo not found (Debian: apt-get install -y gnugo)")


def gnugo_argv(binary, level, seed):
    """The GNU Go command line for one game (the seed fixes its play)."""
    return [
        binary,
        "--mode",
        "gtp",
        "--chinese-rules",
        "--positional-superko",
        "--level",
        str(level),
        "--seed",
        str(seed),
    ]


def vertex_key(vertex):
    """Sort key of a GTP vertex: column (A, B, … skipping I), then row number."""
    return (GTP_COLUMNS.index(vertex[0].upper()), int(vertex[1:]))


def vertices(answer):
    """The GTP vertices of a ``final_status_list`` answer, sorted, upper case."""
    return sorted((v.upper() for v in answer.split()), key=vertex_key)


def sgf_point(vertex, size):
    """GTP vertex (``D4``) → SGF point on a ``size`` board (``dp`` on 19×19)."""
    col = GTP_COLUMNS.index(vertex[0].upper())
    row = int(vertex[1:])
    if not (0 <= col < size and 1 <= row <= size):
        raise ValueError(f"vertex {vertex} off a {size}x{size} board")
    return SGF_LETTERS[col] + SGF_LETTERS[size - row]


def sgf_text(text):
    """An SGF SimpleText value with ``]`` and ``\\`` escaped."""
    return text.replace("\\", "\\\\").replace("]", "\\]")


def result_from_score(score):
    """SGF RE from GNU Go's final_score answer (``B+3.5``, ``W+0.5``, ``0``)."""
    score = score.strip()
    if score in ("0", "Draw", "draw"):
        return "0"
    return score


def komi_text(komi):
    return f"{komi:g}"


def game_name(size, handicap, level, seed):
    """The file name of one game, e.g. ``g09-L05-s0007.sgf``, ``g19-h3-L01-s0003.sgf``."""
    hand = f"-h{handicap}" if handicap else ""
    return f"g{size:02d}{hand}-L{level:02d}-s{seed:04d}.sgf"


def default_komi(handicap):
    """7.5 points in even games; 0.5 in handicap games."""
    return 0.5 if handicap else 7.5


def play_game(binary, size, handicap, level, seed, komi, out_dir, cap_factor=4):
    """Plays one game; writes its SGF into ``out_dir``; returns its manifest row."""
    gtp = Gtp(gnugo_argv(binary, level, seed))
    try:
        gtp.ask(f"boardsize {size}")
        gtp.ask("clear_board")
        gtp.ask(f"komi {komi_text(komi)}")
        stones = []
        if handicap:
            stones = gtp.ask(f"fixed_handicap {handicap}").split()
        cap = cap_factor * size * size
        to_move = "white" if handicap else "black"
        moves = []  # (colour letter, GTP vertex or "PASS")
        passes = 0
        ended = "cap"
        resigned = None
        while len(moves) < cap:
            answer = gtp.ask(f"genmove {to_move}").upper()
            if answer == "RESIGN":
                ended = "resign"
                resigned = to_move
                break
            moves.append((to_move[0].upper(), answer))
            passes = passes + 1 if answer == "PASS" else 0
            if passes == 2:
                ended = "passes"
                break
            to_move = "white" if to_move == "black" else "black"

        dead, t_dead = gtp.timed("final_status_list dead")
        seki, t_seki = gtp.timed("final_status_list seki")
        alive, t_alive = gtp.timed("final_status_list alive")
        score, t_score = gtp.timed("final_score")
    finally:
        gtp.close()

    if resigned:
        result = ("W" if resigned == "black" else "B") + "+R"
    else:
        result = result_from_score(score)

    player = sgf_text(f"GNU Go level {level} seed {seed}")
    root = [
        "FF[4]",
        "GM[1]",
        "CA[UTF-8]",
        f"SZ[{size}]",
        f"KM[{komi_text(komi)}]",
        "RU[Chinese]",
    ]
    if handicap:
        root.append(f"HA[{handicap}]")
        root.append("AB" + "".join(f"[{sgf_point(v, size)}]" for v in stones))
    root += [f"PB[{player}]", f"PW[{player}]", f"RE[{result}]"]
    lines = ["(;" + "".join(root)]
    nodes = []
    for colour, vertex in moves:
        point = "" if vertex == "PASS" else sgf_point(vertex, size)
        nodes.append(f";{colour}[{point}]")
    for i in range(0, len(nodes), 12):
        lines.append("".join(nodes[i : i + 12]))
    text = "\n".join(lines) + ")\n"
    name = game_name(size, handicap, level, seed)
    with open(os.path.join(out_dir, name), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)

    return {
        "file": name,
        "size": size,
        "komi": komi,
        "handicap": handicap,
        "seed": seed,
        "level": level,
        "moves": len(moves),
        "ended": ended,
        "resigned": resigned,
        "dead": vertices(dead),
        "seki": vertices(seki),
        "alive": vertices(alive),
        "final_score": score,
        "gnugo_seconds": round(t_dead + t_seki + t_alive + t_score, 4),
        "gnugo_seconds_each": {
            "dead": round(t_dead, 4),
            "seki": round(t_seki, 4),
            "alive": round(t_alive, 4),
            "final_score": round(t_score, 4),
        },
    }


def default_plan():
    """The committed set: (size, handicap, level, seed) for each game.

    9×9: 40 even games, levels 1, 5, 10 in turn. 13×13: 21 even games
    (levels 1, 5, 10 in turn) + 4 handicap games (2–4 stones). 19×19: 16 even
    games (mostly level 1 and 5, two at level 10: a level-10 game costs some
    minutes of CPU) + 4 handicap games. Even games take seeds 1, 2, …,
    handicap games 101, 102, … within each size. One more 9×9 game, seed
    1118, was picked for its seki. Then (issue 30) 10 more 13×13 even games
    (seeds 22–31) and 8 more 19×19 even games (seeds 17–24), levels 1 and 5
    in turn.
    """
    plan = []
    levels = (1, 5, 10)
    for i in range(40):
        plan.append((9, 0, levels[i % 3], i + 1))
    for i in range(21):
        plan.append((13, 0, levels[i % 3], i + 1))
    for i, (h, lv) in enumerate(((2, 1), (3, 5), (4, 10), (3, 1))):
        plan.append((13, h, lv, 101 + i))
    for i in range(16):
        plan.append((19, 0, 10 if i in (3, 11) else (1, 1, 5)[i % 3], i + 1))
    for i, (h, lv) in enumerate(((2, 1), (3, 1), (4, 5), (2, 5))):
        plan.append((19, h, lv, 101 + i))
    # Seki is rare in GNU Go's self-play: of 190 level-1 games (9×9 seeds
    # 1001–1150, 13×13 seeds 1001–1040) only this one ended with seki.
    plan.append((9, 0, 1, 1118))
    # Issue 30's enlargement: 10 more 13×13 and 8 more 19×19 even games,
    # levels 1 and 5 in turn (levels at which GNU Go ends by passing).
    for i in range(10):
        plan.append((13, 0, (1, 5)[i % 2], 22 + i))
    for i in range(8):
        plan.append((19, 0, (1, 5)[i % 2], 17 + i))
    return plan


def parse_game(spec):
    """``size:handicap:level:seed`` → tuple of ints."""
    parts = spec.split(":")
    if len(parts) != 4:
        raise argparse.ArgumentTypeError("expected size:handicap:level:seed")
    return tuple(int(p) for p in parts)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, help="output folder (created)")
    ap.add_argument("--gnugo", help="gnugo binary (default: PATH, /usr/games/gnugo)")
    ap.add_argument("--jobs", type=int, default=1, help="games in parallel (≤ 2 advised)")
    ap.add_argument(
        "--game",
        type=parse_game,
        action="append",
        help="play only this game, size:handicap:level:seed (repeatable)",
    )
    ap.add_argument("--sizes", help="comma-separated sizes of the default plan to play")
    ap.add_argument("--komi", type=float, help="komi for every game (default 7.5, 0.5 with handicap)")
    ap.add_argument(
        "--merge",
        action="store_true",
        help="keep the rows of an existing manifest.jsonl for games not played now",
    )
    ap.add_argument("--cap", type=int, default=4, help="move cap as a multiple of N² (default 4)")
    args = ap.parse_args(argv)

    binary = find_gnugo(args.gnugo)
    os.makedirs(args.out, exist_ok=True)
    plan = args.game or default_plan()
    if args.sizes:
        keep = {int(s) for s in args.sizes.split(",")}
        plan = [g for g in plan if g[0] in keep]
    plan = sorted(set(plan))

    def run(game):
        size, handicap, level, seed = game
        komi = args.komi if args.komi is not None else default_komi(handicap)
        t0 = time.perf_counter()
        row = play_game(binary, size, handicap, level, seed, komi, args.out, args.cap)
        print(
            f"{row['file']}: {row['moves']} moves, {row['ended']}, {row['final_score']}, "
            f"dead {len(row['dead'])}, seki {len(row['seki'])}, "
            f"{time.perf_counter() - t0:.1f} s",
            file=sys.stderr,
            flush=True,
        )
        return row

    # Costly games first (big boards, high levels) so that two jobs finish
    # together; the manifest keeps the plan's sorted order.
    order = sorted(plan, key=lambda g: (-g[0] * g[0] * (1 + g[2]), g))
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        done = dict(zip(order, pool.map(run, order)))
    rows = [done[g] for g in plan]

    manifest = os.path.join(args.out, "manifest.jsonl")
    if args.merge and os.path.exists(manifest):
        played = {row["file"] for row in rows}
        with open(manifest, encoding="utf-8") as f:
            kept = [json.loads(line) for line in f if line.strip()]
        rows += [row for row in kept if row["file"] not in played]
        rows.sort(key=lambda row: (row["size"], row["handicap"], row["level"], row["seed"]))
    with open(manifest, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, sort_keys=False) + "\n")
    print(f"{len(rows)} games → {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
