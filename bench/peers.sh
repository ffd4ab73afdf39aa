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
#              His two tables (new char[], 566 MB) are put on transparent huge pages as ours are (large_array.hpp
#              madvises MADV_HUGEPAGE): glibc 2.36's GLIBC_TUNABLES=glibc.malloc.hugetlb=1 makes malloc madvise them.
#              Without it his lookups miss the TLB: Korf's 100 took 1.41 s instead of 0.33 s (RESULTS, 2026-11-28).
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
#   clausecker github.com/clausecker/24puzzle commit 5e6b627 (C11; Clausecker and Reinefeld's zero-aware pattern
#              databases, SoCS): the 24-puzzle only (`--set korf24`, bench/data/korf24_50.txt), one instance a process
#              and a time limit each (below). With Debian's libzstd-dev and clang:
#                git -C MIRROR archive 5e6b627 | tar -x -C /work/peers/clausecker && cd /work/peers/clausecker &&
#                make cmd/pdbsearch                (its Makefile: clang -march=native -O3; 33 s here)
#                mkdir pdb && nice -n 19 cmd/pdbsearch -j 2 -d pdb catalogues/small-t.cat < /dev/null
#              The last line builds the 28 zero-aware tables of his small-t catalogue (6 tiles each with the blank's
#              region, 181 MB each, 5 GB; bench/RESULTS.md, 2026-11-28, says how long) and exits. `cmd/pdbsearch
#              -d pdb catalogues/small-t.cat`, run in the checkout, reads a board a line in his notation (the blank
#              top-left: ours rotated 180 degrees with tile t relabelled 25 - t), prints "Solution found: MOVES"
#              and on standard error "Expanded N nodes in total." (nodes whose f is within the bound, once an
#              iteration: ours print the same count, "expanded", beside the children generated, about twice as
#              many for the same tree) and "Spent S seconds in total" (the search thread's CPU clock). Default: /work/peers/clausecker/cmd/pdbsearch
#              (NPUZZLE_PEER_CLAUSECKER), tables in its pdb/ (NPUZZLE_PEER_CLAUSECKER_TABLES), catalogue
#              catalogues/small-t.cat (NPUZZLE_PEER_CLAUSECKER_CATALOGUE, relative to his checkout). Clock: the search's CPU
#              seconds on both sides. Ours: --heuristic pdb-6-6-6-6 (or --heuristic24 NAME) --threads 1, children in his
#              order (--order fixed: with his heuristic ours then expands no more nodes than his on any board, duplicate_moves.hpp;
#              --order24 nearest tries them nearest first), its tables
#              built before the first instance, outside the limit. Per instance and side a CPU limit (`ulimit -t`): --time-limit S (600)
#              plus 60 s for start-up; a side killed by it, or over S, is "out of time". Prints per instance his
#              expanded nodes and CPU s, ours generated, expanded and CPU s, the ratios (expanded to expanded), his published count
#              (bench/data/clausecker-small-t.txt) and the load average before the instance. `--instance N` picks
#              instances (repeatable), `--published` prints only bench/korf24-runs.txt against his published counts.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ours=${NPUZZLE_BENCH_OPTIMAL:-}
sets=()
rounds=1
first=0
heuristic=pdb-7-8
heuristic24=pdb-6-6-6-6 # clausecker: ours on the 24-puzzle
order24=fixed           # clausecker: ours tries children in his order (no more nodes than his), or --order24 nearest
domsleee_tables=${NPUZZLE_PEER_DOMSLEEE_TABLES:-663-reg} # one of its databases/ files
cache_dir=
declare -A peer_path=(
    [kociemba]=${NPUZZLE_PEER_KOCIEMBA:-/work/peers/kociemba/linux/kociemba15}
    [arfst23]=${NPUZZLE_PEER_ARFST23:-/work/peers/arfst23/solver}
    [slidy]=${NPUZZLE_PEER_SLIDY:-/work/peers/slidy/target/release/slidy}
    [domsleee]=${NPUZZLE_PEER_DOMSLEEE:-/work/peers/domsleee/bin/puzzle}
    [clausecker]=${NPUZZLE_PEER_CLAUSECKER:-/work/peers/clausecker/cmd/pdbsearch}
)
peer_order=(kociemba arfst23 slidy domsleee clausecker)
clausecker_tables=${NPUZZLE_PEER_CLAUSECKER_TABLES:-/work/peers/clausecker/pdb}
clausecker_catalogue=${NPUZZLE_PEER_CLAUSECKER_CATALOGUE:-catalogues/small-t.cat} # in his checkout
time_limit=600 # clausecker: CPU seconds per instance and side
instances=()   # clausecker: the instances to run, all when none
published_only=0

usage() {
    echo "usage: peers.sh [--ours NPUZZLE_BENCH_OPTIMAL] [--set FILE]... [--first N] [--rounds N] [--heuristic NAME]" \
         "[--heuristic24 NAME] [--order24 nearest|fixed] [--cache-dir DIR] [--peer NAME=PATH]... [--time-limit S] [--instance N]... [--published] (peers: ${peer_order[*]})" >&2
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
    --heuristic24) heuristic24=${2:?}; shift ;;
    --order24) [[ ${2:-} == nearest || ${2:-} == fixed ]] || { echo "peers.sh: --order24 takes nearest or fixed" >&2; exit 2; }
               order24=$2; shift ;;
    --cache-dir) cache_dir=${2:?}; shift ;;
    --time-limit) whole "$1" "${2:-}"; time_limit=$2; shift ;;
    --instance) whole "$1" "${2:-}"; instances+=("$2"); shift ;;
    --published) published_only=1 ;;
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
((published_only)) || [[ -n $ours && -x $ours ]] || { echo "peers.sh: npuzzle-bench-optimal not found: build it or give --ours PATH" >&2; exit 2; }
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
    (cd "$dir" && GLIBC_TUNABLES=glibc.malloc.hugetlb=1 "${peer_path[kociemba]}" solve "$1") > "$work/peer.out" 2>&1
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

# clausecker: the 24-puzzle, one instance at a time (bench/peers.sh's header). A set of 25-tile boards is his.
clausecker_set() { awk '!/^#/ && NF >= 25 { found = 1; exit } END { exit !found }' "$1"; }

# Runs a command with a CPU limit of the instance's time limit plus 60 s for start-up: its output to $2 and $3.
clausecker_limited() { # out err command...
    local out=$1 err=$2
    shift 2
    (ulimit -t $((time_limit + 60)) && exec "$@") > "$out" 2> "$err"
}

# One instance on his side: "length nodes cpu_seconds" to standard output, or "out-of-time" or "failed".
clausecker_checkout() { # his checkout (catalogues/ is there): the binary's parent's parent
    dirname "$(cd "$(dirname "${peer_path[clausecker]}")" && pwd)"
}
clausecker_his() { # tiles_line
    local bin dir rc
    dir=$(clausecker_checkout)
    bin=$(cd "$(dirname "${peer_path[clausecker]}")" && pwd)/$(basename "${peer_path[clausecker]}")
    # His goal has the blank top-left: ours rotated 180 degrees, tile t relabelled 25 - t.
    awk '{ for (i = 25; i >= 1; i--) printf "%s%d", (i < 25 ? "," : ""), ($i == 0 ? 0 : 25 - $i); print "" }' <<< "$1" > "$work/his.in"
    (cd "$dir" && clausecker_limited "$work/his.out" "$work/his.err" "$bin" -d "$clausecker_tables" "$clausecker_catalogue" < "$work/his.in")
    rc=$?
    awk -v rc="$rc" -v limit="$time_limit" '
        FNR == NR { if (sub(/^Solution found: /, "")) moves = split($0, m, ","); next }
        /^Expanded [0-9]+ nodes in total/ { nodes = $2 } /^Spent [0-9.]+ seconds in total/ { cpu = $2 }
        END { if (nodes != "" && moves > 0 && cpu <= limit) print moves, nodes, cpu
              else print (rc == 152 || rc == 137 || cpu > limit ? "out-of-time" : "failed") }' "$work/his.out" "$work/his.err"
}

# One instance on ours: "length nodes cpu_seconds expanded", or as his.
clausecker_ours() { # instance
    local args=(--set korf24 --data "$work/ours" --heuristic "$heuristic24" --order "$order24" --threads 1 --instance "$1"
                --verbose) rc
    [[ -n $cache_dir ]] && args+=(--cache-dir "$cache_dir")
    clausecker_limited "$work/ours.out" "$work/ours.err" "$ours" "${args[@]}"
    rc=$?
    # "  n  published  solved  nodes nodes  s s  cpu cpu s  expanded expanded", the length the published one
    # unless "instance n: m moves".
    awk -v n="$1" -v rc="$rc" -v limit="$time_limit" '
        $1 == "instance" && $3 == "moves," { moves = $3 }
        $1 == n && $3 == "solved" { if (moves == "") moves = $2; nodes = $4; cpu = $8; expanded = $11 }
        END { if (nodes != "" && cpu <= limit) print moves, nodes, cpu, expanded
              else print (rc == 152 || rc == 137 || cpu > limit ? "out-of-time" : "failed") }' "$work/ours.err"
}

# Ours against his run, instance by instance, on the instances picked (all when none).
clausecker_compare() { # set
    local missing n tiles his mine published status=0 load
    [[ -x ${peer_path[clausecker]} ]] || {
        echo "peers.sh: clausecker: no executable at ${peer_path[clausecker]}: skipped (see the header of bench/peers.sh to build it)"
        return 0
    }
    # Every tile set of the catalogue has its table, "0,1,5,...pdb" (else his program would build it within the limit).
    missing=$(cd "$(clausecker_checkout)" && grep -v '^#' "$clausecker_catalogue" | grep . | sort -u |
        while read -r tables; do [[ -s $clausecker_tables/$tables.pdb ]] || echo "$tables"; done | wc -l)
    ((missing == 0)) || {
        echo "peers.sh: clausecker: $missing tables of $clausecker_catalogue missing in $clausecker_tables: build them first (the header)" >&2
        return 1
    }
    mkdir -p "$work/ours" && grep -v '^#' "$1" | awk 'NF >= 25' > "$work/ours/korf24_50.txt"
    # Our tables first, outside any limit: --max-nodes 1 stops the search at once.
    local build=(--set korf24 --data "$work/ours" --heuristic "$heuristic24" --instance 1 --max-nodes 1)
    [[ -n $cache_dir ]] && build+=(--cache-dir "$cache_dir")
    "$ours" "${build[@]}" > /dev/null 2> "$work/ours.err" || { cat "$work/ours.err" >&2; return 1; }
    ((${#instances[@]})) || mapfile -t instances < <(seq 1 "$(wc -l < "$work/ours/korf24_50.txt")")
    echo "ours: $ours --heuristic $heuristic24 --order $order24 --threads 1; his: ${peer_path[clausecker]} $clausecker_catalogue ($clausecker_tables);" \
         "clock: the search's CPU seconds; limit $time_limit s each; nodes expanded on both sides, ours generated too"
    printf '%3s %4s %5s %14s %9s %14s %14s %9s %8s %8s %14s  %s\n' n len load "his expanded" "his s" "our generated" \
        "our expanded" "our s" "exp o/h" "time h/o" "his published" lengths
    for n in "${instances[@]}"; do
        tiles=$(sed -n "${n}p" "$work/ours/korf24_50.txt")
        [[ -n $tiles ]] || { echo "peers.sh: no instance $n in $1" >&2; status=1; continue; }
        load=$(cut -d' ' -f1 /proc/loadavg)
        his=$(clausecker_his "$tiles")
        mine=$(clausecker_ours "$n")
        published=$(awk -v n="$n" '!/^#/ && $1 == n { print $3 }' "$here/data/clausecker-small-t.txt")
        awk -v n="$n" -v len="$(awk '{ print $26 }' <<< "$tiles")" -v load="$load" -v his="$his" -v mine="$mine" \
            -v published="${published:--}" -v limit="$time_limit" 'BEGIN {
            split(his, h, " "); split(mine, o, " ")
            hn = h[2] != "" ? h[2] : h[1]; hs = h[3] != "" ? sprintf("%.3f", h[3]) : ">" limit
            on = o[2] != "" ? o[2] : o[1]; os = o[3] != "" ? sprintf("%.3f", o[3]) : ">" limit; oe = o[4] != "" ? o[4] : "-"
            both = h[3] != "" && o[3] != ""
            verdict = !both ? "not compared" : (h[1] == o[1] && o[1] == len ? "equal" : "DIFFER: his " h[1] " ours " o[1] " published " len)
            printf "%3d %4d %5s %14s %9s %14s %14s %9s %8s %8s %14s  %s\n", n, len, load, hn, hs, on, oe, os,
                (both ? sprintf("%.2f", o[4] / h[2]) : "-"), (both && o[3] > 0 ? sprintf("%.2fx", h[3] / o[3]) : "-"), published, verdict
            exit (verdict ~ /^DIFFER/ || his == "failed" || mine == "failed") }' >> "$work/clausecker.lines" || status=1
        tail -n 1 "$work/clausecker.lines"
    done
    # Totals over the instances both finished.
    awk '$12 == "equal" { n++; hn += $4; hs += $5; on += $6; oe += $7; os += $8 }
         END { if (n) printf "both finished %d: his %.0f expanded %.3f s, ours %.0f generated %.0f expanded %.3f s: expanded %.2f, time %.2fx\n",
                   n, hn, hs, on, oe, os, oe / hn, hs / os }' "$work/clausecker.lines"
    return $status
}

# Ours, bench/korf24-runs.txt, against his published counts, for every instance we ran.
clausecker_published() {
    awk 'FNR == NR { if (!/^#/ && NF >= 3) { length_of[$1] = $2; his[$1] = $3 } next }
         !/^#/ && $3 == "solved" { line[$1] = $0; nodes[$1] = $4; cpu[$1] = $8 }
         END {
             printf "%3s %4s %14s %10s %16s %10s\n", "n", "len", "our nodes", "our cpu s", "his published", "ours/his"
             for (n = 1; n <= 50; n++) if (n in nodes) {
                 printf "%3d %4d %14.0f %10.3f %16.0f %10.2f\n", n, length_of[n], nodes[n], cpu[n], his[n], nodes[n] / his[n]
                 k++; on += nodes[n]; hn += his[n]; g += log(nodes[n] / his[n])
             }
             printf "%d instances: ours %.0f nodes generated, his %.0f expanded (published): %.2f, geometric mean %.2f\n",
                 k, on, hn, on / hn, exp(g / k)
         }' "$here/data/clausecker-small-t.txt" "$here/korf24-runs.txt"
}

declare -A clock=([kociemba]="search CPU" [arfst23]="process wall" [slidy]="CPU-start-up" [domsleee]="CPU-start-up")
((published_only)) && { clausecker_published; exit 0; }
sets16=() # 4x4 sets, for every peer but clausecker
status=0
for set in "${sets[@]}"; do
    [[ $set == korf24 ]] && set=$here/data/korf24_50.txt
    [[ -r $set ]] || { echo "peers.sh: cannot read $set" >&2; exit 2; }
    if clausecker_set "$set"; then clausecker_compare "$set" || status=1; else sets16+=("$set"); fi
done
((${#sets16[@]})) || exit $status

present=()
for peer in "${peer_order[@]}"; do
    [[ $peer == clausecker ]] && continue
    if [[ -x ${peer_path[$peer]} ]]; then
        present+=("$peer")
    else
        echo "peers.sh: $peer: no executable at ${peer_path[$peer]}: skipped (see the header of bench/peers.sh to build it)"
    fi
done
((${#present[@]})) || { echo "peers.sh: no peer to compare with"; exit 0; }

echo "ours: $ours, --heuristic $heuristic, one search thread; clock: the search's CPU seconds"
printf '%-14s %-9s %9s %5s %-13s %10s %10s %8s  %s\n' set peer instances round clock "peer s" "ours s" ratio lengths
for set in "${sets16[@]}"; do
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
