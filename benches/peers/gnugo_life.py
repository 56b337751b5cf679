#!/usr/bin/env python3
"""GNU Go and tianyuan side by side on the dead stones of finished games.

For each SGF file (a folder's ``*.sgf``, default the GNU Go self-play games of
``rules-core/tests/data/gnugo``), in one run:

- GNU Go (``scripts/gnugo_status.py``: ``loadsgf``, ``final_status_list
  dead``, ``final_score``, Chinese rules), timed per GTP call;
- tianyuan (``tianyuan score --json FILE``, the estimate at its defaults),
  timed per process (start, SGF parse, replay and estimate: an upper bound of
  the estimate alone, which ``cargo bench -p tianyuan --bench life`` times).

Prints, per board size: positions, identical dead-stone lists, equal scores,
and the mean and median seconds per position of each. Python 3 standard
library only. Usage (after ``cargo build --release -p tianyuan-cli``):

    python3 benches/peers/gnugo_life.py [FOLDER] [--tianyuan target/release/tianyuan]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def margin(score):
    """A result (``B+7.5``, ``W+0.5``, ``0``, GNU Go's ``B+12.0``) as Black's
    margin in points."""
    s = score.strip().upper()
    if s in ("0", "DRAW", "JIGO"):
        return 0.0
    sign = 1.0 if s.startswith("B+") else -1.0
    return sign * float(s[2:])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("folder", nargs="?", default=os.path.join(ROOT, "rules-core/tests/data/gnugo"))
    ap.add_argument("--tianyuan", default=os.path.join(ROOT, "target/release/tianyuan"))
    args = ap.parse_args()

    files = sorted(
        os.path.join(args.folder, f) for f in os.listdir(args.folder) if f.endswith(".sgf")
    )
    gnugo = subprocess.run(
        [sys.executable, os.path.join(ROOT, "scripts/gnugo_status.py"), *files],
        capture_output=True,
        text=True,
        check=True,
    )
    theirs = {}
    for line in gnugo.stdout.splitlines():
        row = json.loads(line)
        theirs[os.path.abspath(row["file"])] = row

    by_size = {}
    for f in files:
        g = theirs.get(os.path.abspath(f))
        if g is None or "error" in g:
            continue
        t0 = time.perf_counter()
        out = subprocess.run([args.tianyuan, "score", "--json", f], capture_output=True, text=True)
        ours_s = time.perf_counter() - t0
        if out.returncode != 0:
            continue
        ours = json.loads(out.stdout)
        s = by_size.setdefault(g["size"], {"n": 0, "dead": 0, "score": 0, "gnugo": [], "ours": []})
        s["n"] += 1
        s["dead"] += sorted(v.upper() for v in ours["dead"]) == sorted(v.upper() for v in g["dead"])
        s["score"] += abs(margin(ours["result"]) - margin(g["final_score"])) < 1e-9
        s["gnugo"].append(g["seconds"]["dead"] + g["seconds"]["final_score"])
        s["ours"].append(ours_s)

    print("| size | positions | identical dead | equal score | GNU Go s/position (mean, median) "
          "| tianyuan s/position (mean, median) | ratio of medians |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for size in sorted(by_size):
        s = by_size[size]
        gm, gd = statistics.mean(s["gnugo"]), statistics.median(s["gnugo"])
        om, od = statistics.mean(s["ours"]), statistics.median(s["ours"])
        print(f"| {size}×{size} | {s['n']} | {s['dead']} | {s['score']} | {gm:.3f}, {gd:.3f} "
              f"| {om:.3f}, {od:.3f} | {gd / od:.0f}× |")


if __name__ == "__main__":
    main()
