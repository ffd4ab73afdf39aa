#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Predicted CPU time and cluster time for all 50 of Korf and Felner's 24-puzzle instances.

    npuzzle-bench-optimal --set korf24 --heuristic pdb-6-6-6-6 --instance N --max-nodes CAP --verbose \
        2> run.txt   # one or more runs, any instances; the per-instance lines go to stderr
    bench/cluster_prediction.py bench/data/korf24_50.txt run.txt --workers 64,256 --efficiency 0.9,0.8

The instances solved in the runs count at their own nodes. For the others, our nodes are predicted from
Korf and Felner's published count times the ratio of ours to theirs over the solved ones: the geometric mean
of the ratios, with their least and greatest as the range (their partition differs from ours, so the ratio
varies from instance to instance). An instance that gave up counts at least the nodes it searched. CPU
time is nodes at the rate of the solved instances (nodes over their CPU seconds); a cluster of W
workers at efficiency E (from bench/schedule_simulation.py) takes CPU time / (W x E), solving one instance
after another with every worker. Standard library only.
"""
import argparse
import math
import re
import sys

# "   40   82  solved       28034538 nodes    0.9703 s     0.967 cpu s" (npuzzle-bench-optimal --verbose)
RUN_LINE = re.compile(r"^\s*(\d+)\s+(\d+)\s+(solved|gave up)\s+(\d+) nodes\s+[0-9.]+ s\s+([0-9.]+) cpu s\s*$")


def read_instances(path):
    """[(number, length, published nodes)] in file order, numbered from 1."""
    instances = []
    with open(path) as f:
        for line in f:
            words = line.split()
            if not words or words[0].startswith("#"):
                continue
            if len(words) != 27:
                sys.exit(f"{path}: expected 25 tiles, a length and a node count a line")
            instances.append((len(instances) + 1, int(words[25]), int(words[26])))
    return instances


def read_runs(paths):
    """{number: (solved, nodes, CPU seconds)}; a later run of an instance replaces an earlier one."""
    runs = {}
    for path in paths:
        with open(path) as f:
            for line in f:
                m = RUN_LINE.match(line)
                if m:
                    runs[int(m[1])] = (m[3] == "solved", int(m[4]), float(m[5]))
    if not any(solved for solved, _, _ in runs.values()):
        sys.exit("no solved instance in the runs: nothing to predict from")
    return runs


def duration(seconds):
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 2 * 3600:
        return f"{seconds / 60:.0f} min"
    if seconds < 2 * 86400:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 86400:.1f} days"


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("instances", help="bench/data/korf24_50.txt")
    p.add_argument("runs", nargs="+", help="npuzzle-bench-optimal --verbose output (stderr)")
    p.add_argument("--workers", default="64,256", help="cluster sizes, comma-separated")
    p.add_argument("--efficiency", default="1,1", help="the parallel efficiency at each size, comma-separated")
    a = p.parse_args()
    instances = read_instances(a.instances)
    runs = read_runs(a.runs)
    workers = [int(w) for w in a.workers.split(",")]
    efficiency = [float(e) for e in a.efficiency.split(",")]
    if len(workers) != len(efficiency):
        sys.exit("--workers and --efficiency need as many values")

    published = {n: kf for n, _, kf in instances}
    solved = {n: r for n, r in runs.items() if r[0] and n in published}
    ratios = [r[1] / published[n] for n, r in solved.items()]
    mean = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
    low, high = min(ratios), max(ratios)
    rate = sum(r[1] for r in solved.values()) / sum(r[2] for r in solved.values())
    print(f"{len(solved)} solved here at {rate / 1e6:.1f} M nodes/s; ours / Korf and Felner's nodes: "
          f"geometric mean {mean:.2f}, from {low:.2f} to {high:.2f}")
    print(f"{'#':>3} {'length':>6} {'published':>17} {'ours':>17} {'CPU (range)':>28}")
    total = [0.0, 0.0, 0.0]  # predicted CPU seconds: at the mean ratio, the least, the greatest
    for n, length, kf in instances:
        if n in solved:
            nodes = [solved[n][1]] * 3
            seconds = [solved[n][2]] * 3
            ours, span = f"{nodes[0]:,}", f"{duration(seconds[0])} (measured)"
        else:
            floor = runs[n][1] if n in runs else 0  # a run that gave up searched this many
            nodes = [max(kf * r, floor) for r in (mean, low, high)]
            seconds = [x / rate for x in nodes]
            ours = f"~{nodes[0]:,.0f}" + (" (gave up)" if n in runs else "")
            span = f"{duration(seconds[0])} ({duration(seconds[1])} - {duration(seconds[2])})"
        total = [t + s for t, s in zip(total, seconds)]
        print(f"{n:>3} {length:>6} {kf:>17,} {ours:>17} {span:>28}")
    print(f"all 50 on one core: {total[0] / 3600:,.0f} CPU-hours "
          f"({total[1] / 3600:,.0f} - {total[2] / 3600:,.0f})")
    for w, e in zip(workers, efficiency):
        print(f"on {w} workers at {e:.0%} efficiency: {duration(total[0] / (w * e))} "
              f"({duration(total[1] / (w * e))} - {duration(total[2] / (w * e))})")


if __name__ == "__main__":
    main()
