#!/usr/bin/env python3
"""GNU Go's dead stones and score for the final position of SGF records.

For each SGF file (files given, or every ``*.sgf``/``*.sgfs`` under a folder
given) one GNU Go process (``--mode gtp --chinese-rules``) is asked, in this
order:

    loadsgf FILE            the game's main line played to its end
    komi K                  only if the record's KM is a number (or --komi)
    final_status_list dead  (timed: GNU Go's whole dead-stone judgement)
    final_status_list seki  (only with --seki; answered from GNU Go's cache)
    final_score             (timed; also from the cache)

and one JSON line per file is printed to stdout:

    {"file", "size", "komi", "to_move", "dead": [GTP vertices, sorted by
     column then row], "seki" (with --seki), "final_score" (GNU Go's answer,
     verbatim), "seconds": {"loadsgf", "dead", "seki", "final_score"} (wall
     time of each GTP call), "error" (only when GNU Go refused the file or
     timed out; the other fields may then be missing)}

A summary (files, errors, mean and median seconds of ``final_status_list
dead`` per board size) goes to stderr. GNU Go reads only the first game of a
collection and boards up to 19×19; what it refuses is reported, not fatal.

Python 3 standard library only. Examples:

    python3 scripts/gnugo_status.py rules-core/tests/data/gnugo
    nice python3 scripts/gnugo_status.py --level 10 ../shared/data/sgf > gnugo.jsonl
"""

import argparse
import json
import os
import queue
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gnugo_selfplay import find_gnugo, vertices  # noqa: E402


class GtpTimeout(RuntimeError):
    """GNU Go gave no answer within the time allowed."""


class GtpRefused(RuntimeError):
    """GNU Go answered ``?``, or closed its output."""


class TimedGtp:
    """A GNU Go process over GTP whose answers are awaited at most ``timeout`` s."""

    def __init__(self, argv, timeout):
        self.timeout = timeout
        self.proc = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            encoding="utf-8",
            errors="replace",
            bufsize=1,
        )
        self.lines = queue.Queue()
        self.closed = False  # GNU Go closed its output (it crashed or quit)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def ask(self, command):
        """Sends ``command``; returns (answer text, wall seconds)."""
        t0 = time.perf_counter()
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        got = []
        while True:
            left = self.timeout - (time.perf_counter() - t0)
            try:
                line = self.lines.get(timeout=max(left, 0.001))
            except queue.Empty:
                raise GtpTimeout(f"{command!r}: no answer in {self.timeout} s")
            if line is None:
                self.closed = True
                raise GtpRefused(f"gnugo closed its output after {command!r}")
            line = line.rstrip("\r\n")
            if line.strip() == "":
                if got:
                    break
                continue
            got.append(line)
        seconds = time.perf_counter() - t0
        if got[0].startswith("?"):
            raise GtpRefused(f"{command!r}: {' '.join(got)[1:].strip()}")
        got[0] = got[0][1:].lstrip()
        return "\n".join(got).strip(), seconds

    def close(self):
        try:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


KM = re.compile(rb"KM\[\s*([^\]]*?)\s*\]")


def record_komi(path):
    """The first KM of the file as a float, or None when absent or not a number."""
    with open(path, "rb") as f:
        head = f.read(1 << 20)
    m = KM.search(head)
    if not m:
        return None
    try:
        return float(m.group(1).decode("ascii"))
    except (UnicodeDecodeError, ValueError):
        return None


def sgf_files(paths):
    """The files given, and every *.sgf / *.sgfs (any case) under the folders
    given, sorted."""
    for path in paths:
        if os.path.isdir(path):
            found = []
            for root, dirs, names in os.walk(path):
                dirs.sort()
                found += [
                    os.path.join(root, n)
                    for n in names
                    if n.lower().endswith((".sgf", ".sgfs"))
                ]
            yield from sorted(found)
        else:
            yield path


def status_of(gtp, path, komi, seki):
    """One JSON row for ``path`` (raises GtpTimeout / GtpRefused)."""
    row = {"file": path}
    seconds = {}
    # GTP arguments end at whitespace: such paths are read through a copy.
    tmp = None
    target = path
    if re.search(r"\s", path) or not path.isascii():
        fd, tmp = tempfile.mkstemp(suffix=".sgf")
        os.close(fd)
        shutil.copyfile(path, tmp)
        target = tmp
    try:
        to_move, seconds["loadsgf"] = gtp.ask(f"loadsgf {target}")
    finally:
        if tmp:
            os.unlink(tmp)
    row["size"] = int(gtp.ask("query_boardsize")[0])
    if komi is None:
        komi = record_komi(path)
    if komi is not None:
        gtp.ask(f"komi {komi:g}")
    row["komi"] = float(gtp.ask("get_komi")[0])
    row["to_move"] = to_move.lower()
    dead, seconds["dead"] = gtp.ask("final_status_list dead")
    row["dead"] = vertices(dead)
    if seki:
        s, seconds["seki"] = gtp.ask("final_status_list seki")
        row["seki"] = vertices(s)
    row["final_score"], seconds["final_score"] = gtp.ask("final_score")
    row["seconds"] = {k: round(v, 4) for k, v in seconds.items()}
    return row


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+", help="SGF files or folders")
    ap.add_argument("--gnugo", help="gnugo binary (default: PATH, /usr/games/gnugo)")
    ap.add_argument("--level", type=int, default=10, help="GNU Go level (default 10)")
    ap.add_argument("--komi", type=float, help="komi for every file (default: the record's KM)")
    ap.add_argument("--seki", action="store_true", help="also ask final_status_list seki")
    ap.add_argument("--timeout", type=float, default=300, help="seconds per GTP call (default 300)")
    args = ap.parse_args(argv)

    binary = find_gnugo(args.gnugo)
    argv_gnugo = [binary, "--mode", "gtp", "--chinese-rules", "--level", str(args.level)]
    gtp = None
    times = {}
    errors = 0
    n = 0
    for path in sgf_files(args.paths):
        n += 1
        if gtp is None:
            gtp = TimedGtp(argv_gnugo, args.timeout)
        try:
            row = status_of(gtp, path, args.komi, args.seki)
            times.setdefault(row["size"], []).append(row["seconds"]["dead"])
        except (GtpRefused, GtpTimeout, OSError, ValueError) as e:
            row = {"file": path, "error": str(e)}
            errors += 1
            if not isinstance(e, GtpRefused) or gtp.closed:
                gtp.close()  # a timed-out or crashed process is replaced
                gtp = None
        print(json.dumps(row), flush=True)
    if gtp is not None:
        gtp.close()

    print(f"{n} files, {errors} refused or timed out", file=sys.stderr)
    for size in sorted(times):
        t = times[size]
        print(
            f"{size}x{size}: {len(t)} positions, final_status_list dead "
            f"mean {statistics.mean(t):.3f} s, median {statistics.median(t):.3f} s, "
            f"max {max(t):.3f} s",
            file=sys.stderr,
        )


if __name__ == "__main__":
    main()
