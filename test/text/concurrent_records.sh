#!/bin/sh
# SPDX-License-Identifier: MIT
# Twelve npuzzle-text games at once, sharing one records file, each solving its board at the same
# moment, for several rounds: every game must be in the file (issue 22: none lost).
#   concurrent_records.sh <npuzzle-text> [rounds]
set -u
exe=$1 rounds=${2:-5}
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
sizes="2x2 2x3 3x2 3x3 2x4 4x2"
round=1
while [ "$round" -le "$rounds" ]; do
    i=0
    for size in $sizes $sizes; do
        i=$((i + 1))
        # All twelve wait for the same moment, then solve (a real clock: records are kept).
        (sleep 0.3; printf 'solve\nquit\n') |
            XDG_STATE_HOME=$state "$exe" --quiet --size "$size" --seed "$((round * 100 + i))" >"$state/out$i" 2>&1 &
    done
    wait
    for size in $sizes; do
        line=$(grep "^$size " "$state/npuzzle/records")
        want="$size $((round * 2)) 0 0 0"
        if [ "$line" != "$want" ]; then
            echo "round $round: records say '$line', expected '$want'"
            cat "$state/npuzzle/records" "$state"/out*
            exit 1
        fi
    done
    if grep -l "records" "$state"/out* >/dev/null 2>&1; then
        grep -h "records" "$state"/out*
        echo "round $round: a game reported a records problem"
        exit 1
    fi
    round=$((round + 1))
done
echo "$rounds rounds of 12 games: all $((rounds * 12)) in the records"
