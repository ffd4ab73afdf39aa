#!/bin/sh
# SPDX-License-Identifier: MIT
# Issue 32's "Numbers a speed-solver cannot trust", played through pipes from a fresh state folder as
# a player would: each bullet now keeps honest numbers and says why a game does not count.
#   honest_numbers.sh <npuzzle-text>
set -u
exe=$1
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
export XDG_STATE_HOME="$state"
failed=0
# 3x3#7 is 3x3:6,4,2,1,7,0,5,3,8; these 21 moves solve it.
solution=URDRDLURULDLURDRDLLUU
has() { # <what> <expected> <text>
    case $3 in
    *"$2"*) ;;
    *) echo "$1: expected '$2' in:"; echo "$3"; failed=1 ;;
    esac
}
lacks() { # <what> <unexpected> <text>
    case $3 in
    *"$2"*) echo "$1: did not expect '$2' in:"; echo "$3"; failed=1 ;;
    esac
}

# Undo: 10 moves, 4 taken back, then solved: the counts are the board's, the take-backs owned up to,
# and the game does not count.
out=$(printf '%s\nundo\nundo\nundo\nundo\n%s\n' "$(echo $solution | cut -c1-10)" "$(echo $solution | cut -c7-)" |
      "$exe" --quiet --size 3x3 --seed 7 2>&1)
has undo "Solved in 21 moves (MTM 19)" "$out" # LL and UU: one slide each
has undo ", 4 moves undone" "$out"
has undo "not a record: moves were undone" "$out"
has "undo's row" "21 STM 19 MTM - TPS (does not count)" "$("$exe" --history 2>&1)"
rm -f "$state/npuzzle/history.sqlite3"* # the board is fresh again for the next case

# The same board dealt twice by --seed, then by its seed ID, then written out: only the first counts.
out=$(printf '%s\n' $solution | "$exe" --quiet --size 3x3 --seed 7 2>&1)
has "--seed 7, first" "Your first 3x3 solve!" "$out"
out=$(printf '%s\n' $solution | "$exe" --quiet --size 3x3 --seed 7 2>&1)
has "--seed 7, again" "not a record: this board was played before (#1)" "$out"
out=$(printf '%s\n' $solution | "$exe" --quiet --game '3x3#7' 2>&1)
has "--game 3x3#7" "not a record: " "$out"
history=$("$exe" --history 2>&1)
has history "#1 " "$history"
has history "#2 " "$history"
count=$(printf '%s\n' "$history" | grep -c "does not count")
[ "$count" = 2 ] || { echo "expected two rows that do not count:"; echo "$history"; failed=1; }

# A solver-played game shows no TPS ('-'), and neither does any game that does not count.
out=$(printf 'solve\nsolve\n' | "$exe" --quiet --size 3x3 --seed 3 --marathon 2 2>&1)
has marathon "not a record: assisted" "$out"
has "marathon's row" "- TPS (does not count) marathon of 2" "$("$exe" --history 2>&1)"

# A hand-written save claiming a fair deal (flags f) of a board written out: a given position.
printf 'npuzzle-save 1 puzzle 3x3:6,4,2,1,7,0,5,3,8 - 0/0 1198 f 0 -\n' >"$state/given.save"
out=$(printf '%s\n' $solution | "$exe" --quiet --load "$state/given.save" 2>&1)
has "flags f" "not a record: started from a given position" "$out"

# A save whose board is already solved: refused, kept aside, and a new game begins.
printf 'npuzzle-save 1 puzzle 3x3#7 - 0/0 1198 f 21 %s\n' "$(echo $solution | tr UDLR udlr)" >"$state/won.save"
out=$(printf 'show\n' | "$exe" --quiet --size 3x3 --load "$state/won.save" 2>&1)
has "solved save" "its game is already over (the board is solved or decided): nothing to resume: a new game" "$out"
has "solved save" "(the save is kept as" "$out"
lacks "solved save" "Resumed" "$out"

# A format-1 save (older versions) still loads, but cannot show how its game was played: it does not
# count, said when it resumes and when it is won.
rm -f "$state/npuzzle/history.sqlite3"*
printf 'npuzzle-save 1 puzzle 3x3#7 - 0/0 1198 f 0 -\n' >"$state/old.save"
out=$(printf '%s\n' $solution | "$exe" --quiet --load "$state/old.save" 2>&1)
has "format 1" "saved by an older npuzzle, which kept no log of how it was played: it does not count for records" "$out"
has "format 1" "not a record: resumed from an older save, which cannot show how the game was" "$out"

# Format 2: whether the game counts is worked out from its log, whatever the file says otherwise.
board5=3x3:6,4,2,1,7,8,5,3,0 # 3x3#7 after u
rm -f "$state/npuzzle/history.sqlite3"*
printf 'npuzzle-save 2 puzzle 3x3#7 %s 900 u0,d300,U900\n' "$board5" >"$state/hinted.save"
out=$(printf '%s\n' "$(echo $solution | cut -c2-)" | "$exe" --quiet --load "$state/hinted.save" 2>&1)
has "a hint in the log" "not a record: assisted" "$out"
rm -f "$state/npuzzle/history.sqlite3"*
printf 'npuzzle-save 2 puzzle 3x3#7 %s 900 u0,d300,z600\n' "$board5" >"$state/undone.save"
out=$(printf '%s\n' "$(echo $solution | cut -c2-)" | "$exe" --quiet --load "$state/undone.save" 2>&1)
has "an undo in the log" "1 move undone" "$out"
has "an undo in the log" "not a record: moves were undone" "$out"
printf 'npuzzle-save 2 puzzle 3x3#7 %s 900 u0,d300\n' "$board5" >"$state/edited.save"
out=$(printf 'show\n' | "$exe" --quiet --size 3x3 --load "$state/edited.save" 2>&1)
has "a log edited by hand" "cannot resume $state/edited.save: its moves do not lead to its board (field 5): it was changed by hand: a new game" "$out"

# A resumed game keeps every move's time: its replay shows when each move was made, not 0.000 s.
rm -f "$state/npuzzle/history.sqlite3"*
(for m in $(echo $solution | cut -c1-5 | sed 's/./& /g'); do printf '%s\n' "$m"; sleep 0.3; done) |
    "$exe" --quiet --size 3x3 --seed 7 --save "$state/timed.save" >/dev/null 2>&1
has "timed save" "npuzzle-save 2 puzzle 3x3#7 " "$(cat "$state/timed.save")"
out=$( (for m in $(echo $solution | cut -c6- | sed 's/./& /g'); do printf '%s\n' "$m"; sleep 0.05; done) |
    "$exe" --quiet --load "$state/timed.save" 2>&1)
has "resumed and solved" "Your first 3x3 solve!" "$out"
replay=$("$exe" --replay 1 2>&1)
times=$(printf '%s\n' "$replay" | sed -n 's/^move \([0-9]*\) at \([0-9.]*\) s$/\1 \2/p')
[ "$(printf '%s\n' "$times" | wc -l)" = 21 ] || { echo "expected 21 timed moves:"; echo "$replay"; failed=1; }
# Four gaps of 0.3 s before the save, then the times go on from there, never back.
printf '%s\n' "$times" | awk '$1 == 5 && $2 < 1.1 { print "move 5 at " $2 " s: the saved times were lost"; bad = 1 }
    $2 < last { print "move " $1 " at " $2 " s, before the move before it"; bad = 1 } { last = $2 } END { exit bad }' ||
    { echo "$replay"; failed=1; }

# After the win the results stay: a move is refused until new, again, undo or quit.
out=$(printf 'l\nl\n' | "$exe" --quiet --game '3x3:1,2,3,4,5,6,7,0,8' 2>&1)
has "after the win" "error: the game is over: new or again deals another board, undo reopens it" "$out"

exit $failed
