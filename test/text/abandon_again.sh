#!/bin/sh
# SPDX-License-Identifier: MIT
# The two commands added through the midend alone: `abandon` gives a game up without saving it (the
# save it came from goes, nothing is written in its place) and ends the session; `again` deals the
# next board of the same size and mode. Both games, against one golden transcript.
#   abandon_again.sh <npuzzle-text> <golden>   (NPUZZLE_UPDATE_GOLDEN=1 rewrites the golden file)
set -u
exe=$1 golden=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# A home of its own: nothing of the user's (saves, records, cached tables) is read or written.
export HOME="$dir" XDG_STATE_HOME="$dir/state" XDG_CACHE_HOME="$dir/cache" XDG_CONFIG_HOME="$dir/config" \
       XDG_DATA_HOME="$dir/data"
cd "$dir" || exit 1
run() {
    NPUZZLE_TEXT_CLOCK_STEP_MS=1000 "$exe" "$@" >"$dir/run.out" 2>&1
    status=$?
    cat "$dir/run.out"
    echo "[exit status $status]"
}
gone() { ls "$1" 2>&1 | sed 's/.*No such file.*/'"$1"': none/'; }
{
    echo "# a move, quit: saved; loaded, a move, abandon: the save is gone and the rest of the input unread"
    printf 'l\nquit\n' | run --game '3x3#42' --save game.sav --quiet
    printf 'r\nabandon\nshow\n' | run --load game.sav --quiet
    gone game.sav
    echo "# abandon with --save and nothing played: nothing saved"
    printf 'abandon\n' | run --game '3x3#42' --save fresh.sav
    gone fresh.sav
    echo "# again: the next deal of the same size, a game under way or not"
    printf 'l\nagain\nagain\nshow\nquit\n' | run --size 3x3 --seed 5
    echo "# again in a marathon: the marathon again from the next deal"
    printf 'l\nagain\nshow\nquit\n' | run --size 2x2 --seed 3 --marathon 2 --quiet
    echo "# m,n,k: again empties the board; abandon leaves no save"
    printf 'b2\nagain\nshow\nb2\nabandon\n' | run --variant mnk --x human --o computer --save mnk.sav --quiet
    gone mnk.sav
} >"$dir/out" 2>&1

if [ "${NPUZZLE_UPDATE_GOLDEN:-}" = 1 ]; then
    cp "$dir/out" "$golden"
    exit 0
fi
if ! diff -u "$golden" "$dir/out"; then
    echo "abandon_again.sh: the transcript differs from $golden"
    exit 1
fi
