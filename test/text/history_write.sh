#!/bin/sh
# SPDX-License-Identifier: MIT
# Games write the solve history (issue 18) on the real clock: a fair win counts, a --game win does not,
# a game replaced by `new` after a move is a DNF, a game quit and saved is not (its row comes when the
# resumed game ends), a board played before counts for nothing (issue 32), a scripted clock writes
# nothing, and a history that cannot be written is said once without stopping the game. --stats --json and --history --json read the rows back.
#   history_write.sh <npuzzle-text>
set -u
exe=$1
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
failed=0
play() { # <input> <options...>: plays on the real clock in $state; prints stdout and stderr
    input=$1
    shift
    printf '%s\n' "$input" | XDG_STATE_HOME=$state "$exe" --quiet "$@" 2>&1
}
rows() { XDG_STATE_HOME=$state "$exe" --history --json; }
expect_rows() { # <count> <what>
    got=$(rows | grep -c '"id"')
    if [ "$got" != "$1" ]; then echo "$2: expected $1 rows, got $got:"; rows; failed=1; fi
}
expect_last() { # <pattern> <what>: the newest row matches
    last=$(rows | tail -n 1)
    case $last in
    *$1*) ;;
    *) echo "$2: the last row should have $1:"; echo "$last"; failed=1 ;;
    esac
}

# 2x2#7 is "2 3/1 .": tiles 3 2 1 3 solve it.
play '3 2 1 3' --size 2x2 --seed 7 >/dev/null
expect_rows 1 "a fair win"
expect_last '"size":"2x2","mode":"standard","start":"2x2:2,3,1,0","stm":4,"mtm":4,' "a fair win"
expect_last '"result":"solved","counts":true,"optimal":null' "a fair win"
stats=$(XDG_STATE_HOME=$state "$exe" --stats --json)
case $stats in
*'"size":"2x2","mode":"standard","solves":1,"dnfs":0,'*'"best_moves":4,'*) ;;
*) echo "--stats --json after a fair win:"; echo "$stats"; failed=1 ;;
esac
slidysim=$(XDG_STATE_HOME=$state "$exe" --history --format slidysim)
if [ "$slidysim" != "$(printf '2 3/1 0\tDRUL')" ]; then
    echo "the moves as played:"; echo "$slidysim"; failed=1
fi

play '3 2 1 3' --game 2x2#7 >/dev/null
expect_rows 2 "a --game win"
expect_last '"result":"solved","counts":false' "a --game win"

play '3
new
quit' --size 2x2 --seed 7 >/dev/null
expect_rows 3 "a game replaced by new after a move"
expect_last '"stm":1,"mtm":1,' "a game replaced by new"
# 2x2#7 again: a board counts only the first time it is played, however it was dealt.
expect_last '"result":"dnf","counts":false' "a game replaced by new, on a board played before"

out=$(play '3
quit' --size 2x2 --seed 7 --save "$state/npuzzle/save-puzzle") # a script names the player's slot
case $out in *"game saved in"*) ;; *) echo "quit should save the game:"; echo "$out"; failed=1 ;; esac
expect_rows 3 "a game quit and saved (no DNF)"
play '2 1 3' --resume >/dev/null
expect_rows 4 "the saved game resumed and won"
expect_last '"stm":4,"mtm":4,' "the resumed win"
expect_last '"result":"solved","counts":false' "the resumed win, on a board played before"

# Left where it cannot be saved: abandoned, a DNF.
out=$(play '3
quit' --size 2x2 --seed 7 --save /proc/no-such-dir/save)
case $out in *"the game is not saved: "*) ;; *) echo "an unsaved quit should say so:"; echo "$out"; failed=1 ;; esac
expect_rows 5 "a game left that cannot be saved"
expect_last '"result":"dnf"' "a game left that cannot be saved"

printf '3 2 1 3\n' | XDG_STATE_HOME=$state NPUZZLE_TEXT_CLOCK_STEP_MS=1000 "$exe" --quiet --size 2x2 --seed 7 >/dev/null 2>&1
expect_rows 5 "a scripted clock writes no rows"

# The modes: one row each, with statistics of their own.
# A marathon of 2 from seed 10 plays #10 "2 3/. 1" (LDRUL solves it) then #11 "3 1/2 ." (RDLU), boards
# never played before (a board counts only the first time it is played, in a marathon too).
play 'l d r u l r d l u' --size 2x2 --seed 10 --marathon 2 >/dev/null
expect_rows 6 "a marathon"
expect_last '"mode":"marathon-2","start":"2x2:2,3,0,1 2x2:3,1,2,0","stm":9,"mtm":9,' "a marathon"
expect_last '"result":"solved","counts":true' "a marathon"
boards=$(XDG_STATE_HOME=$state "$exe" --history --format slidysim | tail -n 2)
if [ "$boards" != "$(printf '2 3/0 1	LDRUL
3 1/2 0	RDLU')" ]; then
    echo "a marathon's boards in slidysim's format, a line each:"; echo "$boards"; failed=1
fi
out=$(play 'l d r u l
quit' --size 2x2 --seed 10 --marathon 2)
case $out in *"a marathon of 2 is not saved: this one is recorded as a DNF"*) ;; *) echo "a marathon quit:"; echo "$out"; failed=1 ;; esac
expect_rows 7 "a marathon quit"
expect_last '"mode":"marathon-2","start":"2x2:2,3,0,1 2x2:3,1,2,0","stm":5,' "a marathon quit"
expect_last '"result":"dnf","counts":false' "a marathon quit, on boards played before"
# Marathons from adjacent seeds share boards (#11 "3 1/2 ." then #12, the same board as #7): only the
# first to play a board counts (both once did).
play 'r d l u 3 2 1 3' --size 2x2 --seed 11 --marathon 2 >/dev/null
expect_rows 8 "a marathon from the next seed"
expect_last '"mode":"marathon-2","start":"2x2:3,1,2,0 2x2:2,3,1,0","stm":8,' "a marathon from the next seed"
expect_last '"result":"solved","counts":false' "a marathon from the next seed, on boards played before"
# 2x2#8 alone, "1 ./3 2": never played before, alone or in a marathon.
out=$(play '2
done' --size 2x2 --seed 8 --blind)
case $out in *"Solved blindfolded in 1 move"*"First 2x2 blindfold solve in the history!"*) ;; *) echo "a blindfold solve:"; echo "$out"; failed=1 ;; esac
expect_rows 9 "a blindfold solve"
expect_last '"mode":"blind","start":"2x2:1,0,3,2","stm":1,' "a blindfold solve"
expect_last '"result":"solved","counts":true' "a blindfold solve"
# 2x2#9 is ". 3/2 1".
out=$(play '3
done' --size 2x2 --seed 9 --blind)
case $out in *"DNF: 3 tiles out of place after 1 move"*) ;; *) echo "a blindfold DNF:"; echo "$out"; failed=1 ;; esac
expect_rows 10 "a blindfold DNF"
expect_last '"mode":"blind","start":"2x2:0,3,2,1","stm":1,' "a blindfold DNF"
expect_last '"result":"dnf","counts":true' "a blindfold DNF"
# Solved but never said done, then a new game: a DNF like any other (the keys must not tell it came right).
play '3 2 1 3
new
quit' --size 2x2 --seed 7 --blind >/dev/null
expect_rows 11 "a blindfold board solved but not said done"
expect_last '"mode":"blind","start":"2x2:2,3,1,0","stm":4,' "a blindfold board solved but not said done"
expect_last '"result":"dnf","counts":false' "a blindfold board solved but not said done (played before)"
stats=$(XDG_STATE_HOME=$state "$exe" --stats --json)
case $stats in
*'"mode":"standard","solves":1,'*'"mode":"blind","solves":1,"dnfs":1,'*'"mode":"marathon-2","solves":1,"dnfs":0,'*) ;;
*) echo "--stats --json with the modes: standard, then blind, then the marathon:"; echo "$stats"; failed=1 ;;
esac

# A history that cannot be written: said once on the win, the game still ends well.
out=$(play '3 2 1 3
new
3 2 1 3' --size 2x2 --seed 7 --history-db /proc/no-such-dir/history.sqlite3)
status=$?
said=$(printf '%s\n' "$out" | grep -c "the solve was not saved: ")
if [ "$status" != 0 ] || [ "$said" != 1 ]; then
    echo "an unwritable history: status $status, said $said times (once expected):"; echo "$out"; failed=1
fi
# ... and a DNF that cannot be written is no solve: it says the DNF was not saved.
out=$(printf '3\nnew\n' | XDG_STATE_HOME=$state "$exe" --size 2x2 --seed 7 --history-db /proc/no-such-dir/history.sqlite3 2>&1)
if ! printf '%s\n' "$out" | grep -q "the DNF was not saved: " || printf '%s\n' "$out" | grep -q "solve was not saved"; then
    echo "an unwritable history and a DNF: 'the DNF was not saved' expected:"; echo "$out"; failed=1
fi
# A corrupt file is moved aside, said once, and the win lands in a new file.
echo "not a database" >"$state/corrupt.sqlite3"
out=$(play '3 2 1 3' --size 2x2 --seed 7 --history-db "$state/corrupt.sqlite3")
case $out in *"was not a valid database: moved to"*) ;; *) echo "the corrupt file's notice:"; echo "$out"; failed=1 ;; esac
got=$(XDG_STATE_HOME=$state "$exe" --history --json --history-db "$state/corrupt.sqlite3" | grep -c '"result":"solved"')
[ "$got" = 1 ] || { echo "the win after a corrupt file: $got rows"; failed=1; }
exit $failed
