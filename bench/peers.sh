#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# npuzzle's optimal solver side by side with other people's, in one run: each peer and ours solve the
# same instances (Korf's 100, the 17 80-move positions), ours run right after each peer's run, round
# after round, so both meet the same machine. Prints, per set and peer: instances, the peer's total
# seconds and what clock they are, ours, the ratio (peer / ours: how many times faster ours is) and
# whether every length the peer found equals ours. bash and coreutils only.
#
#   bench/peers.sh                                   every peer found, both sets, one round
#   bench/peers.sh --set bench/data/hardest80.txt --rounds 3 --ours build/gcc/bench/npuzzle-bench-optimal
#
# Exit status: 0 when every length of every peer run equals ours (peers absent are skipped, with a
# message), 1 when one differs or a side failed, 2 on a usage error.
#
# Ours: npuzzle-bench-optimal (one search thread; `--threads 1` is passed when it has that option),
# its "cpu s": the search thread's CPU seconds, table loading excluded, as Kociemba's driver counts.
# CPU, not wall, time: this machine is shared, and wall time counts other people's work too.
#
# The peers are built by you from their public source, outside this tree (none of their code is ours):
#
#   kociemba   Herbert Kociemba's 15-puzzle optimal solver (7-8 pattern databases + reflection),
#              github.com/hkociemba/FifteenPuzzle, commit b86792aac285bf1dadddfd24890368fdab6758d6 (2018).
#              It is a Windows (C++Builder) program; its search (pruntables.cpp) builds on Linux with a
#              small command-line driver, `kociemba15 solve FILE`, which reads our instance files (16 tiles
#              and the optimal length a line), rotates each to his goal, solves it, replays the answer and
#              prints "n length nodes cpu_seconds" a line (std::clock around the search). The driver: his
#              pruntables.cpp and .h copied unchanged beside two stand-in headers for the VCL names they use
#              (StrUtils.hpp: String, IntToStr, itoa, a no-op Application; fifteen.h: the globals and a form whose
#              memo writes nowhere) and driver.cpp, built with our Release flags (-O3 -DNDEBUG; bench/RESULTS.md,
#              2026-11-28, says how). Its tables p17 and p815 are in the binary's directory: `kociemba15 convert
#              ~/.cache/npuzzle` writes them from our pdb-7-8 files (the same partition and quantity, his
#              numbering; 15 min at load 15), `kociemba15 build` runs his own builder (p17 alone: more than 6
#              CPU minutes at load 15, unfinished; p815 is 9x larger). Default: /work/peers/kociemba/linux/kociemba15
#              (NPUZZLE_PEER_KOCIEMBA or --peer kociemba=PATH). Clock: the search's CPU seconds.
#   arfst23    github.com/arfst23/15Puzzle, commit 9adebab7330c4dfea18a2a559b759296a4217bb9 (2023): A* with
#              7-8 tables indexed by the blank's cell, compiled into the binary.
#                git clone https://github.com/arfst23/15Puzzle /work/peers/arfst23 && cd /work/peers/arfst23 &&
#                git checkout 9adebab && make solver          (its README: the tables take 45 min to build)
#              Reads 48-byte records "tt tt ... --\n" (the blank "--") on standard input, prints the record and
#              its moves. Default: /work/peers/arfst23/solver (NPUZZLE_PEER_ARFST23). Clock: the whole
#              process's wall time (start-up and its table pages included: it prints no time of its own).
#   slidy      slidy-cli, github.com/benwh1/slidy-cli commit 4d26cd9e7e8500054afc5054d582e6503a30904a (v0.4.0,
#              2026-02-06), on the slidy crate 0.3.0 (github.com/benwh1/slidy tag v0.3.0, 86e3056; the version its
#              Cargo.lock names; 0.3.2 has the same src/solver). `cargo build --release` fetches its crates from
#              crates.io; built offline here (bench/RESULTS.md, 2026-11-26, says how). `slidy solve --verbose` reads
#              slidysim scrambles ("1 2 3 4/5 6 7 8/...", our goal) a line and prints each solution and "N moves";
#              on 4x4 in the single-tile metric it runs IDA* on its 4-4-4-3 additive tables (tiles 1 2 5 6 and their
#              reflections, 11 12 15), built in the process on each start (0.1 s), not saved. Default:
#              /work/peers/slidy/target/release/slidy (NPUZZLE_PEER_SLIDY). Clock: the process's CPU seconds less
#              those of a run on a board one move from the goal (start-up and table building).
#   domsleee   github.com/domsleee/15puzzle commit 53450058e1493766796bf2c045fc7c300df8361e (2022; C++17):
#              IDA* with disjoint pattern databases and their reflection, walking distance, and a table of move
#              sequences never to search (its "forbidden words", built to depth 14). Its last commits dropped
#              include/Memory.h, which Util.h still includes (nothing calls it): put it back from e1fc2ce, then
#                git -C SRC show e1fc2ce:include/Memory.h > include/Memory.h && mkdir -p obj bin &&
#                make CXX=g++ LIBS=            (its Makefile names g++-11 and -ltbb; only std::execution::seq is used)
#              `puzzle -d databases/663-reg -b FILE` reads "4 4 N" and N boards (our goal) and prints "Solution: N
#              moves" for each; run in its checkout, where it builds and keeps its tables (databases/663-reg-*.dat,
#              the same 6-6-3 split as our pdb-6-6-3, 12 CPU seconds here) and forbidden words on first use.
#              663-reg is its strongest set tried here: 78-reg's builder queues the states of a 518,918,400-entry
#              table as pairs of std::vectors (not tried on this 2-core shared VM); NPUZZLE_PEER_DOMSLEEE_TABLES
#              names another. Default: /work/peers/domsleee/bin/puzzle
#              (NPUZZLE_PEER_DOMSLEEE). Clock: the process's CPU seconds less those of a run on a board one move
#              from the goal (start-up, reading tables).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ours=${NPUZZLE_BENCH_OPTIMAL:-}
sets=()
rounds=1
first=0
heuristic=pdb-7-8
domsleee_tables=${NPUZZLE_PEER_DOMSLEEE_TABLES:-663-reg} # one of its databases/ files
cache_dir=
declare -A peer_path=(
    [kociemba]=${NPUZZLE_PEER_KOCIEMBA:-/work/peers/kociemba/linux/kociemba15}
    [arfst23]=${NPUZZLE_PEER_ARFST23:-/work/peers/arfst23/solver}
    [slidy]=${NPUZZLE_PEER_SLIDY:-/work/peers/slidy/target/release/slidy}
    [domsleee]=${NPUZZLE_PEER_DOMSLEEE:-/work/peers/domsleee/bin/puzzle}
)
peer_order=(kociemba arfst23 slidy domsleee)

usage() {
    echo "usage: peers.sh [--ours NPUZZLE_BENCH_OPTIMAL] [--set FILE]... [--first N] [--rounds N] [--heuristic NAME]" \
         "[--cache-dir DIR] [--peer NAME=PATH]... (peers: ${peer_order[*]})" >&2
    exit 2
}
whole() { [[ $2 =~ ^[0-9]+$ ]] || { echo "peers.sh: $1 expects a whole number, got '$2'" >&2; exit 2; }; }

while (($#)); do
    case $1 in
    --ours) ours=${2:?}; shift ;;
    --set) sets+=("${2:?}"); shift ;;
    --first) whole "$1" "${2:-}"; first=$2; shift ;;
    --rounds) whole "$1" "${2:-}"; rounds=$2; shift ;;
    --heuristic) heuristic=${2:?}; shift ;;
    --cache-dir) cache_dir=${2:?}; shift ;;
    --peer)
        name=${2%%=*}
        [[ -n ${peer_path[$name]+set} && $2 == *=* ]] || { echo "peers.sh: --peer expects NAME=PATH, NAME one of ${peer_order[*]}" >&2; exit 2; }
        peer_path[$name]=${2#*=}; shift ;;
    -h|--help) usage ;;
    *) echo "peers.sh: unknown argument $1" >&2; usage ;;
    esac
    shift
done
((${#sets[@]})) || sets=("$here/data/korf100.txt" "$here/data/hardest80.txt")
if [[ -z $ours ]]; then
    # An optimised build first: build/gcc (DEVELOPERS.md's Release build), then build/.
    for candidate in "$here"/../build/gcc/bench/npuzzle-bench-optimal "$here"/../build/bench/npuzzle-bench-optimal; do
        [[ -x $candidate ]] && { ours=$candidate; break; }
    done
fi
[[ -n $ours && -x $ours ]] || { echo "peers.sh: npuzzle-bench-optimal not found: build it or give --ours PATH" >&2; exit 2; }
((rounds >= 1)) || { echo "peers.sh: --rounds must be 1 or more" >&2; exit 2; }

work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT

# Each side writes "length" a line, one for each instance in order, to $work/lengths, and its total
# seconds to $work/seconds; it fails (status 1) when it could not solve them all.
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.6f", b - a }'; }

solve_ours() { # file
    local args=(--set korf100 --data "$work/ours" --heuristic "$heuristic" --verbose)
    [[ -n $cache_dir ]] && args+=(--cache-dir "$cache_dir")
    "$ours" --help 2>/dev/null | grep -q -- '--threads' && args+=(--threads 1)
    mkdir -p "$work/ours" && cp "$1" "$work/ours/korf100.txt" # the benchmark reads a set by its name
    "$ours" "${args[@]}" > "$work/ours.out" 2> "$work/ours.err"
    (($? <= 1)) || { cat "$work/ours.err" >&2; return 1; } # 1: a length differs from the file's, seen below
    # Each instance's line ("  n  published  solved  nodes  s"), its length the published one unless a
    # line "instance n: m moves, published p" says otherwise; an instance given up has no length.
    awk '$1 == "instance" && $3 == "moves," { sub(":", "", $2); found[$2] = $3 + 0 }
         $1 ~ /^[0-9]+$/ && ($3 == "solved" || $3 == "gave") { n = $1; length_of[n] = $3 == "solved" ? $2 : "gave-up"; last = n }
         END { for (i = 1; i <= last; i++) print (i in found ? found[i] : length_of[i]) }' "$work/ours.err" > "$work/lengths"
    awk -v h="$heuristic" '$1 == h { printf "%s", $6 }' "$work/ours.out" > "$work/seconds"
}

solve_kociemba() { # file
    local dir
    dir=$(dirname "${peer_path[kociemba]}")
    (cd "$dir" && "${peer_path[kociemba]}" solve "$1") > "$work/peer.out" 2>&1
    awk '$1 ~ /^[0-9]+$/ && NF >= 4 && $4 ~ /^[0-9.e+-]+$/ { print $2 }' "$work/peer.out" > "$work/lengths"
    awk '$1 ~ /^[0-9]+$/ && NF >= 4 && $4 ~ /^[0-9.e+-]+$/ { s += $4 } END { printf "%.6f", s }' "$work/peer.out" > "$work/seconds"
}

solve_arfst23() { # file
    local start end
    awk '!/^#/ && NF >= 16 { line = ""; for (i = 1; i <= 16; i++) line = line (i > 1 ? " " : "") ($i == 0 ? "--" : sprintf("%02d", $i)); print line }' \
        "$1" > "$work/arfst23.in"
    start=$(now)
    "${peer_path[arfst23]}" < "$work/arfst23.in" > "$work/peer.out" 2>&1
    end=$(now)
    # "tt tt ... tt MOVES": the moves are what follows the 47-character record.
    awk 'length($0) >= 47 { print length(substr($0, 49)) }' "$work/peer.out" > "$work/lengths"
    elapsed "$start" "$end" > "$work/seconds"
}

# The CPU seconds (user + system) of a command's process, to $work/cpu; its output to $work/peer.out.
cpu_of() { # command...
    local TIMEFORMAT='%U %S'
    { time "$@" > "$work/peer.out" 2>&1; } 2> "$work/time"
    awk '{ printf "%.6f", $1 + $2 }' "$work/time" > "$work/cpu"
}
cpu_of_in() { # directory command...
    local dir=$1
    shift
    (cd "$dir" && cpu_of "$@")
}
# The search's seconds, to $work/seconds: a whole run's CPU seconds less a run's on a board one move from
# the goal, which are what the process spends besides the search (start-up, building or reading tables).
search_seconds() { # whole start_up
    awk -v w="$1" -v s="$2" 'BEGIN { printf "%.6f", (w > s ? w - s : 0) }' > "$work/seconds"
}

solve_slidy() { # file
    local whole start_up
    cpu_of "${peer_path[slidy]}" solve --verbose <<< "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15"
    start_up=$(cat "$work/cpu")
    awk '!/^#/ && NF >= 16 { line = ""; for (i = 1; i <= 16; i++) line = line (i == 1 ? "" : (i % 4 == 1 ? "/" : " ")) $i; print line }' \
        "$1" > "$work/slidy.in"
    cpu_of "${peer_path[slidy]}" solve --verbose < "$work/slidy.in"
    whole=$(cat "$work/cpu")
    awk '$2 == "moves" && $1 ~ /^[0-9]+$/ { print $1 }' "$work/peer.out" > "$work/lengths"
    search_seconds "$whole" "$start_up"
}

solve_domsleee() { # file
    local dir bin whole start_up
    # Its tables and its table of forbidden move sequences are files under databases/, read or
    # built (and saved) relative to the working directory: the checkout, the binary's parent's parent.
    bin=$(cd "$(dirname "${peer_path[domsleee]}")" && pwd)/$(basename "${peer_path[domsleee]}")
    dir=$(dirname "$(dirname "$bin")")
    printf '4 4 1\n\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n' > "$work/domsleee.one"
    awk '!/^#/ && NF >= 16 { n++; boards = boards "\n"; for (r = 0; r < 4; r++) boards = boards sprintf("%s %s %s %s\n", $(4*r+1), $(4*r+2), $(4*r+3), $(4*r+4)) }
         END { printf "4 4 %d\n%s", n, boards }' "$1" > "$work/domsleee.in"
    cpu_of_in "$dir" "$bin" -d "databases/$domsleee_tables" -b "$work/domsleee.one"
    start_up=$(cat "$work/cpu")
    cpu_of_in "$dir" "$bin" -d "databases/$domsleee_tables" -b "$work/domsleee.in"
    whole=$(cat "$work/cpu")
    awk '$1 == "Solution:" && $3 == "moves" { print $2 }' "$work/peer.out" > "$work/lengths"
    search_seconds "$whole" "$start_up"
}

declare -A clock=([kociemba]="search CPU" [arfst23]="process wall" [slidy]="CPU-start-up" [domsleee]="CPU-start-up")
present=()
for peer in "${peer_order[@]}"; do
    if [[ -x ${peer_path[$peer]} ]]; then
        present+=("$peer")
    else
        echo "peers.sh: $peer: no executable at ${peer_path[$peer]}: skipped (see the header of bench/peers.sh to build it)"
    fi
done
((${#present[@]})) || { echo "peers.sh: no peer to compare with"; exit 0; }

echo "ours: $ours, --heuristic $heuristic, one search thread; clock: the search's CPU seconds"
printf '%-14s %-9s %9s %5s %-13s %10s %10s %8s  %s\n' set peer instances round clock "peer s" "ours s" ratio lengths
status=0
for set in "${sets[@]}"; do
    [[ -r $set ]] || { echo "peers.sh: cannot read $set" >&2; exit 2; }
    name=$(basename "$set" .txt)
    grep -v '^#' "$set" | awk 'NF >= 16' > "$work/all.txt"
    if ((first > 0)); then head -n "$first" "$work/all.txt" > "$work/set.txt"; else cp "$work/all.txt" "$work/set.txt"; fi
    count=$(($(wc -l < "$work/set.txt")))
    for ((round = 1; round <= rounds; ++round)); do
        for peer in "${present[@]}"; do
            "solve_$peer" "$work/set.txt"
            mv "$work/lengths" "$work/peer.lengths"
            peer_seconds=$(cat "$work/seconds")
            if ! solve_ours "$work/set.txt"; then
                echo "peers.sh: $name: npuzzle-bench-optimal failed" >&2
                status=1
                continue
            fi
            ours_seconds=$(cat "$work/seconds")
            solved=$(($(wc -l < "$work/peer.lengths")))
            if ((solved != count)); then
                verdict="peer answered $solved of $count"
                status=1
            elif ! cmp -s "$work/peer.lengths" "$work/lengths"; then
                verdict="DIFFER: $(paste -d' ' "$work/peer.lengths" "$work/lengths" |
                    awk '$1 != $2 { printf "%s#%d peer %s ours %s", (n++ ? ", " : ""), NR, $1, $2 }')"
                status=1
            else
                verdict="all equal"
            fi
            ratio=$(awk -v p="$peer_seconds" -v o="$ours_seconds" 'BEGIN { if (o > 0) printf "%.2fx", p / o; else print "-" }')
            printf '%-14s %-9s %9s %5s %-13s %10.3f %10.3f %8s  %s\n' "$name" "$peer" "$count" "$round/$rounds" "${clock[$peer]}" \
                "$peer_seconds" "$ours_seconds" "$ratio" "$verdict"
        done
    done
done
exit $status
