#!/bin/sh
# SPDX-License-Identifier: MIT
# A signal while the game waits for a search ends the session at once, not when the search's budget
# does: the unfinished game is saved and the exit status is 128 + the signal. The board is an 80-move
# 4x4 with no tables at hand (a home of its own), whose hint search would run its whole budget (60 s
# for a scripted game); the session must be gone within 10 s of the signal. For a hint, then a solve.
#   signal_during_search.sh <npuzzle-text>
set -u
exe=$1
dir=$(mktemp -d)
trap 'exec 3>&-; rm -rf "$dir"' EXIT
export HOME="$dir" XDG_STATE_HOME="$dir/state" XDG_CACHE_HOME="$dir/cache" XDG_CONFIG_HOME="$dir/config" \
       XDG_DATA_HOME="$dir/data"
board=4x4:0,12,9,13,15,11,10,14,3,7,2,5,4,8,6,1
fail() { echo "FAIL: $*"; for f in out err; do echo "--- $f"; cat "$dir/$f"; done; exit 1; }

for case in "TERM hint 143" "INT solve 130" "HUP hint 129"; do
    set -- $case
    signal=$1 command=$2 expected=$3
    rm -f "$dir/in" "$dir/game.save"
    mkfifo "$dir/in" || exit 1
    NPUZZLE_TEXT_CLOCK_STEP_MS=1 "$exe" --game "$board" --save "$dir/game.save" <"$dir/in" >"$dir/out" 2>"$dir/err" &
    pid=$!
    exec 3>"$dir/in"
    printf 'up %s\n' "$command" >&3
    # The search is under way once the session says how it goes (each second).
    waited=0
    until grep -q '^Searching' "$dir/out"; do
        sleep 0.1
        waited=$((waited + 1))
        [ "$waited" -lt 300 ] || { kill -KILL "$pid"; fail "$command: no search under way after 30 s"; }
    done
    start=$(date +%s)
    kill -"$signal" "$pid"
    wait "$pid"
    status=$?
    took=$(($(date +%s) - start))
    exec 3>&-
    [ "$status" -eq "$expected" ] || fail "$command, SIG$signal: exit status $status, expected $expected"
    [ "$took" -le 10 ] || fail "$command, SIG$signal: the session took $took s to end"
    grep -q 'game saved in' "$dir/err" || fail "$command, SIG$signal: no word of the save"
    # The save holds the game: its start and the one move played before the command.
    grep -q "^npuzzle-save 2 puzzle $board " "$dir/game.save" || fail "$command, SIG$signal: the save is not the game"
    printf 'quit\n' | "$exe" --load "$dir/game.save" --quiet >"$dir/out" 2>"$dir/err"
    grep -q "Resumed the saved game $board" "$dir/err" || fail "$command, SIG$signal: the save does not load"
    echo "$command, SIG$signal: status $status within $took s, the game saved"
done
