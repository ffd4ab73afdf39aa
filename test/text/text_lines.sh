#!/bin/sh
# SPDX-License-Identifier: MIT
# Every line npuzzle-text prints, driven through the situations a player meets (help, moves and their
# errors, restart, hints, a win and what is refused after it, stats and history, a blindfold solve, a
# marathon, the m,n,k game, --stats, --history): none over 80 columns, and none naming a command by
# npuzzle-curses's key where the text game has a word for it (issue 37: "(u undoes the restart)",
# where u is a move). JSON lines are for programs and are not checked.
#   text_lines.sh <npuzzle-text> <a filled history>
set -u
exe=$1 history=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export XDG_STATE_HOME="$dir/state"
out=$dir/out
run() { # input, then options: everything printed, both streams (a scripted clock writes no history)
    input=$1
    shift
    printf "$input" | NPUZZLE_TEXT_CLOCK_STEP_MS=1000 "$exe" --history-db "$history" "$@" >>"$out" 2>&1 ||:
}
: >"$out"
"$exe" --help >>"$out" 2>&1
"$exe" --variant mnk --size 16x16 --help >>"$out" 2>&1
# A 3x3: help, moves, a long run that fails late, unknown words, restart and its undo, pause, the
# reports, a hint, a solve; then a move after the win, reopening it, and the next deals.
run 'help\nl\nu\nuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu\nrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr\nL65537\n99\nxyzzy\nrestart\nundo\nrestart\nrestart\npause\nl\npause\nstats\nhistory\nhint\nsolve\nl\nhint\nundo\nsolve\nnew\nagain\nshow\nabandon\n' --game '3x3#42'
run 'solve\nquit\n' --size 3x3 --scramble 1 --seed 5
# A blindfold solve: its refusals, done too early and late, a DNF, and the stats of its mode.
run 'hint\ndone\nl\nr\nu\nd\nl\nr\ndone\nl\nstats\nnew\nl\ndone\nquit\n' --size 2x2 --seed 3 --blind
# A marathon of three boards played by the solver, and its statistics.
run 'solve\nsolve\nsolve\nl\nstats\nquit\n' --size 2x2 --seed 3 --marathon 3
# The m,n,k game: a slide, restart, its undo, a cell off the board, the end, and after it.
run 'l\nb2\nrestart\nundo\nz9\nzz\nsolve\nb1\nquit\n' --variant mnk --o human
# The reports as options.
"$exe" --history-db "$history" --stats >>"$out" 2>&1
"$exe" --history-db "$history" --history >>"$out" 2>&1
"$exe" --history-db "$history" --history --format slidysim >>"$out" 2>&1
"$exe" --history-db "$history" --replay 1 >>"$out" 2>&1

failed=0
lines=$(wc -l <"$out")
[ "$lines" -gt 300 ] || { echo "FAIL: only $lines lines printed: the sessions did not run"; failed=1; }
# --history's one game a line (with its starting ID) is the documented exception: a line per game.
long=$(grep -vE '^#[0-9]+ [0-9]{4}-' "$out" | awk 'length($0) > 80 { printf "%d columns: %s\n", length($0), $0 }')
[ -z "$long" ] || { echo "FAIL: lines over 80 columns:"; echo "$long"; failed=1; }
# A key of npuzzle-curses named as a command: "(u undoes", "n (or new)", "new (n)", "(A)".
# ("move 2 (u) of uuu" names the move letter as typed: left out.)
keys=$(grep -nE "(^|[ (])[uRHSnApQq?]( (undoes|takes|reopens|starts|deals|plays|steps|quits|stops|or)\b|\)| \()" "$out" |
    grep -vE 'move [0-9]+ \([udlrUDLR]\) of ')
[ -z "$keys" ] || { echo "FAIL: keys named in the text game:"; echo "$keys"; failed=1; }
grep -n '{' "$out" && { echo "FAIL: a command left unnamed ({word})"; failed=1; }
exit "$failed"
