#!/bin/sh
# SPDX-License-Identifier: MIT
# Saved games through npuzzle-text, against one golden transcript: quit saves (--save FILE), --load
# continues with the same board, counters, clock and undo history, a win removes the save (another
# game's win leaves it), and a
# corrupt, cut, foreign-version or missing save gives one line and a new game. m,n,k too.
#   save_resume.sh <npuzzle-text> <golden>   (NPUZZLE_UPDATE_GOLDEN=1 rewrites the golden file)
set -u
exe=$1 golden=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# A home of its own: nothing of the user's (saves, records, cached tables) is read or written.
export HOME="$dir" XDG_STATE_HOME="$dir/state" XDG_CACHE_HOME="$dir/cache" XDG_CONFIG_HOME="$dir/config" \
       XDG_DATA_HOME="$dir/data"
cd "$dir" || exit 1
run() { # a save kept aside is named by the second it was moved: the transcript says <time>
    NPUZZLE_TEXT_CLOCK_STEP_MS=1000 "$exe" "$@" >"$dir/run.out" 2>&1
    status=$?
    sed 's/\.bad-[0-9]*/.bad-<time>/g' "$dir/run.out"
    echo "[exit status $status]"
}
{
    echo "# three moves, one undone, then quit: saved"
    printf 'l\nu\nr\nundo\nquit\n' | run --game '3x3#42' --save game.sav --quiet
    cat game.sav
    echo "# --load: the same board, counters and clock; the undone move is there to redo"
    printf 'show\nredo\nundo\nundo\nquit\n' | run --load game.sav --seed 1 --quiet
    cat game.sav
    echo "# a restart is saved too, and undone after loading"
    printf 'restart\nquit\n' | run --load game.sav --seed 1 --quiet
    cat game.sav
    printf 'undo\nquit\n' | run --load game.sav --seed 1 --quiet
    echo "# solved after loading: the save is gone"
    printf 'solve\n' | run --load game.sav --seed 1 --quiet
    ls game.sav 2>&1 | sed 's/.*No such file.*/game.sav: removed/'
    echo "# another game leaves a save alone when won; quit unfinished, it is saved in its place and says so"
    printf 'l\nquit\n' | run --game '3x3#42' --save other.sav --quiet
    printf 'solve\n' | run --game '3x3#5' --save other.sav --quiet
    cat other.sav
    printf 'd\nquit\n' | run --game '3x3#5' --save other.sav --quiet
    cat other.sav
    echo "# bad saves: one line each, and a new game"
    printf 'npuzzle-save 1 puzzle 3x3#42 - 0/0 1000 f 1 lq\n' >bad.sav
    printf 'show\n' | run --load bad.sav --seed 1 --size 3x3 --quiet
    printf 'npuzzle-save 1 puzzle 3x3#42 - 0/' >cut.sav
    printf 'show\n' | run --load cut.sav --seed 1 --size 3x3 --quiet
    printf 'npuzzle-save 7 puzzle 3x3#42 - 0/0 0 - 0 -\n' >future.sav
    printf 'show\n' | run --load future.sav --seed 1 --size 3x3 --quiet
    printf 'npuzzle-save 1 puzzle 3x3#42 - 0/0 0 - 1 dddd\n' >illegal.sav
    printf 'show\n' | run --load illegal.sav --seed 1 --size 3x3 --quiet
    # a bad game ID in the save is named as the save's field, not as a --game never given
    printf 'npuzzle-save 1 puzzle 1x1#9 - 0/0 0 - 0 -\n' >tiny.sav
    printf 'show\n' | run --load tiny.sav --seed 1 --size 3x3 --quiet
    printf 'npuzzle-save 1 mnk 3x3k3:XX/.../... - 0/0 0 - 0 -\n' >mnk-bad.sav
    printf 'show\n' | run --load mnk-bad.sav --variant mnk --quiet
    printf 'show\n' | run --load missing.sav --seed 1 --size 3x3 --quiet
    echo "# the unreadable saves were kept, not written over by the new games"
    ls *.bad-* | sed 's/\.bad-[0-9]*/.bad-<time>/'
    echo "# m,n,k: the players and the moves come back"
    printf 'b2\nquit\n' | run --variant mnk --x human --o computer --save mnk.sav --quiet
    cat mnk.sav
    printf 'show\na3\nquit\n' | run --variant mnk --load mnk.sav --quiet
} >"$dir/out" 2>&1

if [ "${NPUZZLE_UPDATE_GOLDEN:-}" = 1 ]; then
    cp "$dir/out" "$golden"
    exit 0
fi
if ! cmp -s "$golden" "$dir/out"; then
    echo "differs from $golden:"
    diff -u "$golden" "$dir/out" | head -n 80
    exit 1
fi
