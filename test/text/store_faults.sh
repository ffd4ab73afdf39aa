#!/bin/sh
# SPDX-License-Identifier: MIT
# The store never loses a game (issue 32's "Lost games", each reproduced as a player or a script would
# meet it, from a fresh XDG_STATE_HOME): a win removes the save it came from and never the --save
# target; a save open in one npuzzle cannot be resumed in another; a script never takes the player's
# save slot; a history locked by another process (or a records lock held) holds a win up for a few
# seconds at most, and the save is kept when the row could not be written; a damaged history is moved
# aside only when no other npuzzle has it open; what a killed writer left beside a save is removed.
#   store_faults.sh <npuzzle-text>
set -u
exe=$1
dir=$(mktemp -d)
holders=""
# Ends a holder of a lock and what it started (flock runs its command as a child that holds the lock).
stop() { for p in "$@"; do kill $(ps -o pid= --ppid "$p") "$p" 2>/dev/null; done; }
trap 'stop $holders; rm -rf "$dir"' EXIT
failed=0
fail() { echo "FAIL: $*"; failed=1; }
# npuzzle-text's output with the lines it broke to fit 80 columns joined again: a message searched whole.
unwrap() { awk 'NR > 1 && /^  / { sub(/^ +/, " "); printf "%s", $0; next } NR > 1 { print "" } { printf "%s", $0 } END { print "" }' "$1"; }
fresh() { # a new player: an empty state folder, and an empty work folder
    rm -rf "$dir/w"
    mkdir -p "$dir/w/state/npuzzle"
    cd "$dir/w" || exit 1
    XDG_STATE_HOME=$dir/w/state
    export XDG_STATE_HOME
    slot=$XDG_STATE_HOME/npuzzle/save-puzzle
}
# A save one move ('l') from solved, at $1.
near_win() { printf 'l\nquit\n' | "$exe" --game 3x3:1,2,3,4,5,6,0,7,8 --save "$1" --quiet >/dev/null 2>&1; }
# Another game's save, at $1.
other() { printf 'u\nquit\n' | "$exe" --game '3x3#5' --save "$1" --quiet >/dev/null 2>&1; }

echo "# --load A --save B that wins removes A (the game won) and keeps B (another game)"
fresh
near_win A && other B && cp B B.before
printf 'l\n' | "$exe" --load A --save B --quiet >out 2>&1
unwrap out | grep -q 'Solved in 2 moves' || fail "the loaded game did not win: $(cat out)"
[ ! -e A ] || fail "A, the game just won, was kept"
cmp -s B B.before || fail "B, another game's save, was changed or removed"

echo "# a second --resume of a game open in another npuzzle is refused (status 2), naming its pid"
fresh
near_win "$slot"
mkfifo in
"$exe" --resume --quiet <in >first.out 2>&1 &
first=$!
exec 3>in
for i in $(seq 50); do grep -q "$first" "$slot.lock" 2>/dev/null && break; sleep 0.1; done
printf 'l\n' | "$exe" --resume --quiet >second.out 2>&1
status=$?
[ "$status" = 2 ] || fail "the second --resume gave status $status"
grep -q "this game is open in another npuzzle (pid $first): $slot" second.out ||
    fail "the second --resume did not say why: $(cat second.out)"
[ -e "$slot" ] || fail "the second --resume removed the first one's save"
echo "# ... and a new game quitting meanwhile is saved beside it, not over it"
cp "$slot" slot.before
printf 'u\nquit\n' | "$exe" --save "$slot" --size 3x3 --seed 3 --quiet >third.out 2>&1
cmp -s "$slot" slot.before || fail "a new game wrote over the save open in another npuzzle"
grep -q "open in another npuzzle (pid $first)" third.out || fail "the third game did not say why: $(cat third.out)"
ls "$slot"-[0-9]* >/dev/null 2>&1 || fail "the third game was not saved beside: $(cat third.out)"
printf 'r\nquit\n' >&3
exec 3>&-
wait "$first"
grep -q "game saved in $slot" first.out || fail "the first game was not saved back: $(cat first.out)"

echo "# a script never takes the player's slot (the README's example, with a game saved by hand)"
fresh
other "$slot" && cp "$slot" slot.before
echo 'hint; hint; show' | "$exe" --game '3x3#7' --quiet >out 2>&1
cmp -s "$slot" slot.before || fail "a scripted --game replaced the saved game: $(cat out)"
printf 'u\nquit\n' | "$exe" --size 3x3 --quiet >out 2>&1
cmp -s "$slot" slot.before || fail "a scripted game (input not a terminal) replaced the saved game: $(cat out)"

echo "# the history locked by another process: the win waits a few seconds at most, says so, keeps the save"
fresh
near_win A
printf 'u\nquit\n' | "$exe" --game '3x3#5' --quiet >/dev/null 2>&1 # the history exists
python3 -c '
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN EXCLUSIVE")
print("held", flush=True)
time.sleep(8)' "$XDG_STATE_HOME/npuzzle/history.sqlite3" >held &
holders="$holders $!"
for i in $(seq 50); do grep -q held held && break; sleep 0.1; done
start=$(date +%s)
printf 'l\n' | "$exe" --load A --quiet >out 2>&1
took=$(($(date +%s) - start))
[ "$took" -le 6 ] || fail "the win waited $took s for the history's lock"
unwrap out | grep -q 'the solve was not saved' || fail "the win did not say the solve was not saved: $(cat out)"
unwrap out | grep -q 'the save A is kept' || fail "the win did not say the save is kept: $(cat out)"
[ -e A ] || fail "the save was removed though its game's row was not written"

echo "# a records lock held by another process does not hold a win up"
fresh
flock -x "$XDG_STATE_HOME/npuzzle/records.lock" sleep 8 &
held=$!
holders="$holders $held"
sleep 0.3
start=$(date +%s)
printf 'solve\n' | "$exe" --size 3x3 --seed 1 --quiet >out 2>&1 # a random deal: it once updated the records
took=$(($(date +%s) - start))
[ "$took" -le 2 ] || fail "the win waited $took s for records.lock"
unwrap out | grep -q 'Solved in' || fail "the game was not won: $(cat out)"
stop "$held"

echo "# a damaged history is left in place while another npuzzle has it open, moved aside when not"
fresh
near_win A && near_win B
echo 'not a database at all, not even close to one, and long enough to be read' >"$XDG_STATE_HOME/npuzzle/history.sqlite3"
exec 4>"$XDG_STATE_HOME/npuzzle/history.sqlite3.lock" # as another npuzzle with it open holds it
flock -s 4
printf 'l\n' | "$exe" --load A --quiet >out 2>&1
unwrap out | grep -q 'left in place while another npuzzle has it open' || fail "no word of the damaged history: $(cat out)"
ls "$XDG_STATE_HOME"/npuzzle/history.sqlite3.corrupt-* >/dev/null 2>&1 && fail "moved aside while another had it open"
[ -e A ] || fail "the save was removed though its game's row was not written"
flock -u 4
exec 4>&-
printf 'l\n' | "$exe" --load B --quiet >out 2>&1
unwrap out | grep -q 'was not a valid database: moved to' || fail "the damaged history was not moved aside: $(cat out)"
[ ! -e B ] || fail "the won game's save was kept: $(cat out)"

echo "# what a killed writer left beside a save is removed by the next save; a live writer's is kept"
fresh
sh -c 'exit 0' &
dead=$!
wait "$dead"
for leftover in "save.tmp$dead" "save.partial-$dead-1" "save.partial-$$-2"; do echo half >"$leftover"; done
other save
[ ! -e "save.tmp$dead" ] || fail "a dead writer's save.tmp<pid> was left"
[ ! -e "save.partial-$dead-1" ] || fail "a dead writer's partial was left"
[ -e "save.partial-$$-2" ] || fail "a live writer's partial was removed"

echo "# one damaged row costs only itself: --stats and --history name it and show the rest, status 0"
fresh
printf '3 2 1 3\n' | "$exe" --size 2x2 --seed 7 --quiet >/dev/null 2>&1 # row 1: 2x2#7 by hand, it counts
printf '2\n' | "$exe" --size 2x2 --seed 8 --quiet >/dev/null 2>&1       # row 2: 2x2#8, "1 ./3 2", counts
printf 'solve\n' | "$exe" --size 2x2 --seed 3 --quiet >/dev/null 2>&1   # row 3: solved for the player
python3 -c '
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("UPDATE games SET stm = -1 WHERE id = 1")
db.commit()' "$XDG_STATE_HOME/npuzzle/history.sqlite3"
for report in --stats --history; do
    "$exe" $report >out 2>err
    status=$?
    [ "$status" = 0 ] || fail "$report with a damaged row gave status $status: $(cat out err)"
    grep -qx "npuzzle-text: history row 1 is damaged: left out (stm is '-1', not a count)" err ||
        fail "$report did not name the damaged row: $(cat err)"
done
"$exe" --stats >out 2>&1
grep -q '^2x2: 1 solve' out || fail "--stats did not show the rest: $(cat out)"
[ "$("$exe" --history 2>/dev/null | grep -c '^#')" = 2 ] || fail "--history did not list the other 2 games"

echo "# the state folder is a plain file: every store message gives the system's reason (issue 37)"
fresh
rm -rf "$XDG_STATE_HOME/npuzzle" && echo 'not a folder' >"$XDG_STATE_HOME/npuzzle"
printf 'r\nquit\n' | "$exe" --size 3x3 --seed 4 --save "$XDG_STATE_HOME/npuzzle/save" --quiet >out 2>&1
unwrap out | grep -q "the game is not saved: .*: Not a directory" || fail "no reason for the failed save: $(cat out)"
unwrap out | grep -q "the DNF was not saved: .*: Not a directory" || fail "no reason for the failed history row (a DNF, since the game could not be saved): $(cat out)"
# --stats and --history once read it as "no games recorded yet", status 0: the history cannot be reached,
# which is said with the file in the way, status 1 (README: a history that cannot be read).
for report in --stats --history; do
    "$exe" $report >out 2>&1
    status=$?
    [ "$status" = 1 ] || fail "$report gave status $status: $(cat out)"
    unwrap out | grep -q "cannot read the history: .*: Not a directory ($XDG_STATE_HOME/npuzzle is a file, not a folder)" ||
        fail "$report did not say the folder cannot be used: $(cat out)"
done

exit "$failed"
