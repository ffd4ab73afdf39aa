#!/bin/sh
# SPDX-License-Identifier: MIT
# SIGTERM, SIGHUP and SIGINT while npuzzle-text waits for a line: the unfinished game is saved, the
# status is 128 + the signal, and --resume continues it. (Its input is a pipe: a script, which saves in
# the player's slot only when --save names it.)
#   signal_save.sh <npuzzle-text>
set -u
exe=$1
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
failed=0
for pair in TERM:15 HUP:1 INT:2; do
    sig=${pair%%:*} number=${pair#*:}
    rm -f "$state/npuzzle/save-puzzle"
    mkfifo "$state/in"
    XDG_STATE_HOME=$state "$exe" --size 3x3 --seed 5 --quiet --save "$state/npuzzle/save-puzzle" <"$state/in" >"$state/out" 2>"$state/err" &
    game=$!
    exec 3>"$state/in"
    printf 'l\nu\n' >&3
    sleep 0.5
    kill -s "$sig" "$game"
    wait "$game"
    status=$?
    exec 3>&-
    rm -f "$state/in"
    want=$((128 + number))
    if [ "$status" != "$want" ]; then
        echo "SIG$sig: exit status $status, expected $want"; cat "$state/err"; failed=1
    fi
    case $(cat "$state/npuzzle/save-puzzle" 2>/dev/null) in
    "npuzzle-save 2 puzzle 3x3#5 3x3:"*" "*" l0,u"*) ;; # format 2: the deal, the board, the clock, the log
    *) echo "SIG$sig: no save, or the wrong one:"; cat "$state/npuzzle/save-puzzle" "$state/err"; failed=1 ;;
    esac
    if ! printf 'show\n' | XDG_STATE_HOME=$state "$exe" --resume --quiet 2>&1 | grep -q 'Moves 2 (MTM 2)'; then
        echo "SIG$sig: --resume did not continue the game"; failed=1
    fi
done
exit $failed
