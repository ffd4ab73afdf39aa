#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# How long a translation unit with one solve_optimal call on basic_puzzle<4, 4> takes to compile
# (issue 34): as CMake's npuzzle::solve gives it (the default for CMake users: NPUZZLE_SOLVE_SEPARATE_COMPILATION,
# so the file sees solver.hpp's declarations only, and the target's library, src/solver.cpp, compiles
# the searches once for the whole program), and header-only (npuzzle::solve_header_only, a plain -I,
# pkg-config, Meson, Conan). Also the cost of the #include alone. Prints seconds (wall, and the compiler's
# user CPU, which other people's work on a shared machine disturbs less); asserts nothing.
# --against DIR also times the one-call file against another tree's include/ (say a worktree of
# main), round for round with this one's, so before and after meet the same load.
#
#   bench/compile_time.sh                     g++ -O2, 3 rounds, the least of each printed
#   CXX=clang++ bench/compile_time.sh --rounds 5
#   bench/compile_time.sh --against /work/main/include
#
# Exit status: 0, or 1 when a file fails to compile, 2 on a usage error.
set -euo pipefail

rounds=3
cxx=${CXX:-g++}
flags=(-std=c++20 -O2)
against=
while [ $# -gt 0 ]; do
    case $1 in
    --rounds) rounds=${2:?--rounds needs a number}; shift 2 ;;
    --against) against=${2:?--against needs an include directory}; shift 2 ;;
    --help | -h) sed -n '3,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "compile_time.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
case $rounds in '' | *[!0-9]* | 0) echo "compile_time.sh: --rounds must be a whole number, 1 or more" >&2; exit 2 ;; esac
if [ -n "$against" ] && [ ! -f "$against/npuzzle/solve/solver.hpp" ]; then
    echo "compile_time.sh: --against $against: no npuzzle/solve/solver.hpp there" >&2
    exit 2
fi

time=/usr/bin/time # GNU time: wall and user seconds (Debian: apt-get install time)
[ -x "$time" ] || { echo "compile_time.sh: needs GNU time at $time" >&2; exit 1; }
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/one_call.cpp" <<'CPP'
#include <npuzzle/core/board.hpp>
#include <npuzzle/solve/solver.hpp>
int main() {
    const npuzzle::basic_puzzle<4, 4> board;
    const auto s = npuzzle::solve::solve_optimal(board);
    return s && s->status == npuzzle::solve::solve_status::solved ? 0 : 1;
}
CPP
printf '#include <npuzzle/solve/solver.hpp>\nint main() {}\n' > "$work/include_only.cpp"
cp "$root/src/solver.cpp" "$work/solver_source.cpp"

# The least wall and user seconds of `rounds` compilations of $1 with the flags after it, against
# $include (this tree's include/ unless set).
# shellcheck disable=SC2154 # label is set on each call: label=... least FILE
least() {
    local file=$1 best_wall='' best_user=''
    shift
    for ((r = 0; r < rounds; r++)); do
        "$time" -f '%e %U' -o "$work/seconds" "$cxx" "${flags[@]}" -I"${include:-$root/include}" "$@" -c "$work/$file" \
            -o "$work/${file%.cpp}.o" || { echo "compile_time.sh: $file failed to compile" >&2; exit 1; }
        local out
        out=$(tail -1 "$work/seconds")
        local wall=${out% *} user=${out#* }
        if [ -z "$best_wall" ] || awk "BEGIN{exit !($wall < $best_wall)}"; then best_wall=$wall; fi
        if [ -z "$best_user" ] || awk "BEGIN{exit !($user < $best_user)}"; then best_user=$user; fi
    done
    printf '%-58s %6.2f s wall %6.2f s user\n' "$label" "$best_wall" "$best_user"
}

echo "$("$cxx" --version | head -1), ${flags[*]}, least of $rounds; load average $(cut -d' ' -f1-3 /proc/loadavg)"
label='#include <npuzzle/solve/solver.hpp> alone' least include_only.cpp
if [ -n "$against" ]; then # before and after in turns, one round each, so both meet the same load
    all_rounds=$rounds rounds=1
    for ((turn = 0; turn < all_rounds; turn++)); do
        label="one call, header-only, round $((turn + 1)): this tree" least one_call.cpp
        label="one call, header-only, round $((turn + 1)): $against" include=$against least one_call.cpp
    done
    rounds=$all_rounds
else
    label='one solve_optimal call, header-only' least one_call.cpp
fi
label='the same, npuzzle::solve (the macro; searches in its library)' least one_call.cpp -DNPUZZLE_SOLVE_SEPARATE_COMPILATION
label="npuzzle::solve's library, src/solver.cpp (once a program)" least solver_source.cpp -DNPUZZLE_SOLVE_SEPARATE_COMPILATION
"$cxx" "$work/one_call.o" "$work/solver_source.o" -o "$work/one_call" -pthread
"$work/one_call" && echo "the separately compiled program links and solves"
