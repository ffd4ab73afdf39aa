#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Predicted speed-ups of parallel IDA* on many workers, from the subtree sizes one run recorded.

    npuzzle-bench-optimal --set hardest80 --heuristic pdb-7-8 --frontier 16384 --subtrees s.txt
    bench/schedule_simulation.py s.txt --rate 12e6 --latency 0,50e-6,1e-3

Each line of the file is one IDA* iteration of one instance (parallel_ida_star.hpp):
"instance N bound B depth D top T solution S subtrees n1 n2 ...". An iteration is simulated as the solver
runs it: one worker walks the top (T nodes: the frontier's walks and the replay), then the subtrees are
dealt in frontier order to whichever worker is free first (dynamic scheduling), each costing its nodes
divided by --rate, plus --latency seconds to hand it out and bring its answer back. In the last iteration
the search ends when the subtree holding the solution (S) and every subtree before it are done; later
ones are abandoned. The baseline is the same work on one worker with no latency; the speed-up is its
time over the simulated time, and the efficiency that divided by the workers. Standard library only.
"""
import argparse
import heapq
import sys
from collections import defaultdict


def read(path):
    """{instance: [(top, solution_index, [subtree nodes])]} in iteration order."""
    runs = defaultdict(list)
    with open(path) as f:
        for number, line in enumerate(f, 1):
            words = line.split()
            if not words:
                continue
            try:
                if words[0] != "instance" or words[10] != "subtrees":
                    raise ValueError
                instance, top, solution = int(words[1]), int(words[7]), int(words[9])
                subtrees = [int(w) for w in words[11:]]
            except (ValueError, IndexError):
                sys.exit(f"{path} line {number}: not an iteration record")
            runs[instance].append((top, solution, subtrees))
    if not runs:
        sys.exit(f"{path}: no iterations")
    return runs


def iteration_time(top, solution, subtrees, workers, rate, latency):
    """Seconds for one iteration on `workers` workers."""
    needed = subtrees if solution < 0 else subtrees[: solution + 1]
    free = [0.0] * workers  # when each worker is next free (a heap)
    end = 0.0
    for nodes in needed:
        start = heapq.heappop(free)
        finish = start + latency + nodes / rate
        end = max(end, finish)
        heapq.heappush(free, finish)
    return top / rate + end


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("file", help="the file --subtrees wrote")
    p.add_argument("--rate", type=float, required=True, help="nodes a second of one worker (the bench's nodes/s)")
    p.add_argument("--workers", default="1,2,4,16,64,256", help="worker counts, comma-separated")
    p.add_argument("--latency", default="0,50e-6,1e-3", help="seconds a subtree's hand-out costs, comma-separated")
    a = p.parse_args()
    runs = read(a.file)
    workers = [int(w) for w in a.workers.split(",")]
    latencies = [float(x) for x in a.latency.split(",")]

    one = sum(iteration_time(*it, 1, a.rate, 0.0) for its in runs.values() for it in its)
    counts = [len(it[2]) for its in runs.values() for it in its]
    print(f"{len(runs)} instances, {sum(len(i) for i in runs.values())} iterations, "
          f"up to {max(counts)} subtrees an iteration; one worker: {one:.3f} s at {a.rate:.3g} nodes/s")
    print(f"{'latency s':>10} {'workers':>8} {'seconds':>10} {'speed-up':>9} {'efficiency':>10}  worst instance")
    for latency in latencies:
        for w in workers:
            total, worst = 0.0, (2.0, None)
            for instance, its in runs.items():
                t = sum(iteration_time(*it, w, a.rate, latency) for it in its)
                t1 = sum(iteration_time(*it, 1, a.rate, 0.0) for it in its)
                total += t
                if t1 / t / w < worst[0]:
                    worst = (t1 / t / w, instance)
            print(f"{latency:>10.2g} {w:>8} {total:>10.3f} {one / total:>9.2f} {one / total / w:>10.1%}  "
                  f"#{worst[1]} at {worst[0]:.1%}")


if __name__ == "__main__":
    main()
