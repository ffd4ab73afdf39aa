#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Predicted speed-ups of parallel IDA* on many workers, from the subtrees one run recorded.

    npuzzle-bench-optimal --set hardest80 --heuristic pdb-7-8 --frontier 4096 --subtrees s.txt
    bench/schedule_simulation.py s.txt --rate 17.9e6 --latency 0,50e-6,1e-3

Each line of the file is one IDA* iteration of one instance (parallel_ida_star.hpp, bench/optimal_solver.cpp):
"instance N bound B nodes S depth D deepest E top T dealing W solution X subtrees n:d:r ...". An iteration is
simulated as the solver runs it. One searched alone (depth 0) costs its S nodes on the thread that walks the
top. A shared one: that thread walks the top and deals each subtree as the walk reaches it (W nodes in all,
subtree i after d_i of them); the workers take the subtrees in frontier order, each as soon as it is dealt
and a worker is free (dynamic scheduling), and search it (n_i nodes). Meanwhile the same thread, once the
dealing walk is over, walks the top again (the replay, T - W nodes) and takes each subtree's answer after
r_i of its nodes, waiting for it if it is not back yet (r_i -1: a BPMX cut skipped it; it is searched all
the same, and not waited for). In the last iteration the dealing walk stops once the subtree holding the
solution (X) is answered, and only it and those before it count. Every node costs 1/--rate seconds.

A hand-out over a network (--latency L, the round trip) delays the subtree by L/2 and its answer by L/2; a
worker then holds up to --ahead subtrees (the next one travels while it searches), as npuzzle-solve-mpi's
ranks do. Threads (latency 0) take one at a time. The baseline is the serial search: the sum of S at the
rate, on one thread. The speed-up is its time over the simulated time; the efficiency, that over the
workers (the walking thread, mostly waiting, is not counted as a worker). Standard library only.
"""
import argparse
import heapq
import sys
from collections import defaultdict


def read(path):
    """{instance: [(nodes, top, dealing, solution, [(n, d, r)])]} in iteration order."""
    runs = defaultdict(list)
    with open(path) as f:
        for number, line in enumerate(f, 1):
            words = line.split()
            if not words:
                continue
            try:
                if words[0] != "instance" or words[16] != "subtrees":
                    raise ValueError
                field = {words[k]: int(words[k + 1]) for k in range(0, 16, 2)}
                subtrees = [tuple(int(x) for x in w.split(":")) for w in words[17:]]
                if any(len(t) != 3 for t in subtrees):
                    raise ValueError
            except (ValueError, IndexError):
                sys.exit(f"{path} line {number}: not an iteration record")
            shared = field["depth"] != 0
            runs[field["instance"]].append(
                (field["nodes"], field["top"], field["dealing"] if shared else field["top"], field["solution"], subtrees))
    if not runs:
        sys.exit(f"{path}: no iterations")
    return runs


def iteration_time(iteration, workers, rate, latency, ahead):
    """Seconds for one iteration on `workers` workers and the walking thread."""
    nodes, top, dealing, solution, subtrees = iteration
    if not subtrees:
        return top / rate
    if solution >= 0:
        subtrees = subtrees[: solution + 1]
    ahead = ahead if latency > 0 else 1
    half = latency / 2
    # Each worker's free slots as (time, worker): a slot frees when its subtree's answer is back.
    slots = [(0.0, w) for w in range(workers) for _ in range(ahead)]
    heapq.heapify(slots)
    idle = [0.0] * workers  # when each worker has finished what it holds
    answered = []
    for n, d, _ in subtrees:
        free, w = heapq.heappop(slots)
        sent = max(free, d / rate)
        start = max(sent + half, idle[w])
        idle[w] = start + n / rate
        answered.append(idle[w] + half)
        heapq.heappush(slots, (answered[-1], w))
    walk_end = dealing / rate
    if solution >= 0:
        walk_end = min(walk_end, max(subtrees[-1][1] / rate, answered[-1]))
    t, at = walk_end, 0
    for (n, d, r), back in zip(subtrees, answered):
        if r < 0:
            continue
        t = max(t + (r - at) / rate, back)
        at = r
    return t + (top - dealing - at) / rate


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("file", help="the file --subtrees wrote")
    p.add_argument("--rate", type=float, required=True, help="nodes a second of one worker (the bench's nodes/s)")
    p.add_argument("--workers", default="4,16,64,256", help="worker counts, comma-separated")
    p.add_argument("--latency", default="0,50e-6,1e-3", help="seconds of a hand-out's round trip, comma-separated")
    p.add_argument("--ahead", type=int, default=2, help="subtrees a worker holds at a time over a network")
    a = p.parse_args()
    runs = read(a.file)
    workers = [int(w) for w in a.workers.split(",")]
    latencies = [float(x) for x in a.latency.split(",")]

    serial = {i: sum(it[0] for it in its) / a.rate for i, its in runs.items()}
    one = sum(serial.values())
    its = [it for its in runs.values() for it in its]
    shared = [it for it in its if it[4]]
    print(f"{len(runs)} instances, {len(its)} iterations ({len(shared)} shared, up to "
          f"{max((len(it[4]) for it in shared), default=0)} subtrees); serial search: {sum(it[0] for it in its)} nodes, "
          f"{one:.3f} s at {a.rate:.3g} nodes/s")
    print(f"walked by one thread: {sum(it[0] for it in its if not it[4])} nodes in iterations not shared, "
          f"{sum(it[2] for it in shared)} dealing and {sum(it[1] - it[2] for it in shared)} replaying; "
          f"largest subtree of each shared iteration, summed: {sum(max(t[0] for t in it[4]) for it in shared)}")
    print(f"{'latency s':>10} {'workers':>8} {'seconds':>10} {'speed-up':>9} {'efficiency':>10}  worst instance")
    for latency in latencies:
        for w in workers:
            total, worst = 0.0, (2.0, None)
            for instance, iterations in runs.items():
                t = sum(iteration_time(it, w, a.rate, latency, a.ahead) for it in iterations)
                total += t
                if serial[instance] / t / w < worst[0]:
                    worst = (serial[instance] / t / w, instance)
            print(f"{latency:>10.2g} {w:>8} {total:>10.3f} {one / total:>9.2f} {one / total / w:>10.1%}  "
                  f"#{worst[1]} at {worst[0]:.1%}")


if __name__ == "__main__":
    main()
