#!/bin/sh
# SPDX-License-Identifier: MIT
# Wins that are not fair games say why and count for nothing: the records, derived from the history's
# games that count, stay as they were (a records file of an older version is neither read nor written).
#   records_fairness.sh <npuzzle-text>
set -u
exe=$1
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
mkdir -p "$state/npuzzle"
printf 'npuzzle-records 2\n3x3 4 1 21 3525\n' >"$state/npuzzle/records"
cp "$state/npuzzle/records" "$state/before"
failed=0
check() { # <expected note> <input> <options...>
    note=$1 input=$2
    shift 2
    out=$(printf '%s\n' "$input" | XDG_STATE_HOME=$state "$exe" --quiet "$@" 2>&1)
    case $out in
    *"$note"*) ;;
    *) echo "expected '$note' from $*:"; echo "$out"; failed=1 ;;
    esac
}
check "not a record: started from a given position" l --game 3x3:1,2,3,4,5,6,7,0,8
check "not a record: a scrambled board, not a random deal" solve --size 3x3 --scramble 1 --seed 3
check "not a record: assisted" solve --size 3x3 --seed 9
if ! cmp -s "$state/before" "$state/npuzzle/records"; then
    echo "the old records file changed:"; cat "$state/npuzzle/records"; failed=1
fi
stats=$(XDG_STATE_HOME=$state "$exe" --stats 2>&1)
if [ "$stats" != "no games that count recorded yet" ]; then
    echo "unfair wins counted:"; echo "$stats"; failed=1
fi
exit $failed
