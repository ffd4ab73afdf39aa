#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Whether --max-seconds holds at any thread count: npuzzle-solve on boards that do not finish in the
# budget, run several times at each thread count, each run's "seconds" (the search's own clock) and its
# wall time (the whole process: start, search, threads joined, exit). Prints a line per board and thread
# count: min / median / max of both, and the worst of each over the budget. The budget counts from the
# search's start; the wall time adds the process's start and exit (and table loading, with a pattern
# database heuristic: linear-conflict here has none). Wall clock read from bash's $EPOCHREALTIME (no
# process started to read it, which at load ~10 added 20-100 ms a run). The machine's load average is
# printed before and after: on a shared machine every wall figure is an upper bound. bash 5, coreutils, awk.
#
#   bench/max_seconds.sh                                   0.5 s, 1 2 64 1024 threads, 5 runs each
#   bench/max_seconds.sh --budget 1 --threads "2 64" --runs 3 --solve build/gcc/examples/solve/npuzzle-solve
#
# Exit status: 0 when every run gave up (as a board that does not finish in the budget must), 1 when one
# did not or failed, 2 on a usage error.
set -u
solve=build/gcc/examples/solve/npuzzle-solve budget=0.5 threads="1 2 64 1024" runs=5
heuristic=linear-conflict
# One of the 17 80-move 15-puzzles and a 24-puzzle: each takes far longer than a second with linear conflicts.
boards="4x4:0,12,10,13,15,11,9,14,7,3,6,2,4,8,5,1 5x5#1"
usage() { echo "usage: bench/max_seconds.sh [--solve EXE] [--budget S] [--threads \"T ...\"] [--runs N] [--boards \"B ...\"]" >&2; exit 2; }
while [ $# -gt 0 ]; do
    [ $# -ge 2 ] || usage
    case $1 in
    --solve) solve=$2 ;; --budget) budget=$2 ;; --threads) threads=$2 ;; --runs) runs=$2 ;; --boards) boards=$2 ;;
    *) usage ;;
    esac
    shift 2
done
[ -x "$solve" ] || { echo "max_seconds.sh: no npuzzle-solve at $solve (--solve EXE)" >&2; exit 2; }

# "min median max" of the numbers on standard input.
spread() { sort -g | awk '{ v[NR] = $1 } END { printf "%.3f %.3f %.3f", v[1], (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), v[NR] }'; }

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores; --max-seconds $budget, $runs runs each"
# What the process costs with no search to speak of (start, a solved board, exit): the floor under every wall figure.
floor=
for _ in $(seq 1 "$runs"); do
    start=$EPOCHREALTIME
    "$solve" --json --heuristic "$heuristic" --threads 2 "4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0" >/dev/null
    end=$EPOCHREALTIME
    floor="$floor $(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')"
done
echo "a solved board's whole run (wall, min/med/max): $(echo "$floor" | tr ' ' '\n' | grep . | spread) s"
printf '%-8s %7s  %-23s %-23s %s\n' board threads "reported min/med/max" "wall min/med/max" "worst over budget (reported, wall)"
status=0
for board in $boards; do
    for t in $threads; do
        reported= wall=
        for _ in $(seq 1 "$runs"); do
            start=$EPOCHREALTIME
            line=$("$solve" --json --heuristic "$heuristic" --threads "$t" --max-seconds "$budget" "$board" 2>/dev/null)
            end=$EPOCHREALTIME
            case $line in
            *'"gave_up":true'*) ;;
            *) echo "max_seconds.sh: $board on $t threads did not give up: $line" >&2; status=1; continue ;;
            esac
            seconds=${line#*\"seconds\":}
            reported="$reported ${seconds%%,*}"
            wall="$wall $(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')"
        done
        [ -n "$reported" ] || continue
        r=$(echo "$reported" | tr ' ' '\n' | grep . | spread)
        w=$(echo "$wall" | tr ' ' '\n' | grep . | spread)
        over=$(awk -v r="${r##* }" -v w="${w##* }" -v b="$budget" 'BEGIN { printf "%+.1f%%, %+.1f%%", 100 * (r / b - 1), 100 * (w / b - 1) }')
        printf '%-8s %7s  %-23s %-23s %s\n' "${board%%:*}" "$t" "$r" "$w" "$over"
    done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
