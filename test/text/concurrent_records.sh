#!/bin/sh
# SPDX-License-Identifier: MIT
# Twelve npuzzle-text games at once, sharing one solve history (the records are derived from it), each
# solving its board at the same moment, for several rounds: every game must be in it (issue 22: none
# lost), and none may say its solve was not saved (a lock is waited for, 3 s at most).
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
    rows=$(XDG_STATE_HOME=$state "$exe" --history --json | wc -l)
    if [ "$rows" != "$((round * 12))" ]; then
        echo "round $round: the history has $rows games, expected $((round * 12))"
        cat "$state"/out*
        exit 1
    fi
    if grep -l "not saved\|records" "$state"/out* >/dev/null 2>&1; then
        grep -h "not saved\|records" "$state"/out*
        echo "round $round: a game reported a history problem"
        exit 1
    fi
    round=$((round + 1))
done
echo "$rounds rounds of 12 games: all $((rounds * 12)) in the history"
