#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""How long the games' hints take on a board 80 moves from the goal (the first of bench/data/hardest80.txt),
as a player of npuzzle-text sees them: each of the first N hints of one game, timed from the moment it is
asked (the first from the program's start, so it includes reading the tables), with what it said. Nothing is
built: the hints read the tables found in CACHE/npuzzle (default: an empty cache, the cold start).

    bench/hint_latency.py build/frontends/text/npuzzle-text [--cache ~/.cache] [--hints 5] [--rounds 3]
"""
import argparse
import json
import os
import subprocess
import tempfile
import time

HARDEST = "0 12 9 13/15 11 10 14/3 7 2 5/4 8 6 1"


def one_game(exe, cache, hints, state):
    env = dict(os.environ, XDG_CACHE_HOME=cache, XDG_STATE_HOME=state, NPUZZLE_HINT_TABLES="small")
    start = time.monotonic()
    # --json: one line a command, written and flushed as each command is done.
    game = subprocess.Popen([exe, "--json", "--game", HARDEST], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env=env, text=True)
    game.stdin.write("hint\n" * hints)
    game.stdin.close()
    rows = []
    for line in game.stdout:
        now = time.monotonic()
        record = json.loads(line)
        if record["command"] == "hint":
            rows.append((now - start, record["message"]))
        start = now
    game.wait()
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("npuzzle_text")
    parser.add_argument("--cache", default="", help="an XDG_CACHE_HOME holding npuzzle/*.pdb (default: empty)")
    parser.add_argument("--hints", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        cache = args.cache or os.path.join(scratch, "cache")
        tables = os.path.join(cache, "npuzzle")
        found = sorted(f for f in os.listdir(tables) if f.endswith(".pdb")) if os.path.isdir(tables) else []
        print(f"cache {tables}: {len(found)} tables {' '.join(found)}; load average {os.getloadavg()[0]:.1f}")
        for r in range(args.rounds):
            for i, (seconds, said) in enumerate(one_game(args.npuzzle_text, cache, args.hints, scratch)):
                print(f"round {r + 1} hint {i + 1}: {seconds * 1000:7.1f} ms  {said}")


if __name__ == "__main__":
    main()
