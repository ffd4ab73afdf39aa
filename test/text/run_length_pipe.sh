#!/bin/sh
# SPDX-License-Identifier: MIT
# npuzzle-solve's run-length solution ("L2U3...") piped into npuzzle-text solves the game (issue 37:
# the text game refused "L2"): a board of each of three sizes, each solution with a count in it;
# --once's status and the win line say it was solved. The win's MTM is the solution's, as npuzzle-solve
# counts it (docs/DESIGN.md, Move counts: a run of one letter is one slide): one a letter of the
# run-length solution, whether it is piped in run-length or one letter a tile (it once counted L2 as 2).
#   run_length_pipe.sh <npuzzle-solve> <npuzzle-text>
set -u
solve=$1 text=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# A home of its own: nothing of the user's (saves, records, cached tables) is read or written.
export HOME="$dir" XDG_STATE_HOME="$dir/state" XDG_CACHE_HOME="$dir/cache" XDG_CONFIG_HOME="$dir/config" \
       XDG_DATA_HOME="$dir/data"
failed=0
for game in '3x3#42' '3x4#7' '4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,0,14,15'; do
    solution=$("$solve" --fast --notation run-length "$game" | tail -n 1)
    letters=$("$solve" --fast "$game" | tail -n 1)
    case $solution in
    *[0-9]*) ;;
    *) echo "FAIL: $game: no run-length count in '$solution' (the test needs one)"; failed=1 ;;
    esac
    mtm=$(printf '%s' "$solution" | tr -cd 'UDLR' | wc -c)
    stm=${#letters}
    for moves in "$solution" "$letters"; do
        out=$(printf '%s\n' "$moves" | "$text" --game "$game" --once --quiet 2>&1)
        status=$?
        [ "$status" = 0 ] || { echo "FAIL: $game: status $status: $out"; failed=1; }
        printf '%s\n' "$out" | grep -q "^Solved in $stm moves (MTM $mtm) " ||
            { echo "FAIL: $game: '$moves' not solved in $stm moves (MTM $mtm): $out"; failed=1; }
    done
done
exit "$failed"
