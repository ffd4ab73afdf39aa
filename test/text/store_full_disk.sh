#!/bin/sh
# SPDX-License-Identifier: MIT
# On a full disk nothing that existed is deleted (issue 32): quitting a resumed game whose new save
# cannot be written keeps the old save and says so; a new game that cannot be saved leaves another
# game's save as it was. The disk is a 100 KB tmpfs filled to the last byte. Needs the right to mount
# (root in a container that allows it): otherwise skipped (status 77).
#   store_full_disk.sh <npuzzle-text>
set -u
exe=$1
dir=$(mktemp -d)
disk=$dir/disk
mkdir "$disk"
if ! mount -t tmpfs -o size=100k tmpfs "$disk" 2>/dev/null; then
    rmdir "$disk" && rm -rf "$dir"
    echo "cannot mount a tmpfs here: skipped"
    exit 77
fi
trap 'umount "$disk"; rm -rf "$dir"' EXIT
failed=0
fail() { echo "FAIL: $*"; failed=1; }
XDG_STATE_HOME=$disk
export XDG_STATE_HOME
slot=$disk/npuzzle/save-puzzle

echo "# a 3x3 game saved, then the disk filled"
printf 'u\nquit\n' | "$exe" --size 3x3 --seed 4 --save "$slot" --quiet >"$dir/out" 2>&1
[ -s "$slot" ] || fail "the game was not saved: $(cat "$dir/out")"
cp "$slot" "$dir/before"
printf 'l\nabandon\n' | "$exe" --size 3x3 --seed 5 --quiet >/dev/null 2>&1 # the history is there too
[ -s "$disk/npuzzle/history.sqlite3" ] || fail "no history was written"
dd if=/dev/zero of="$disk/fill" bs=1k >/dev/null 2>&1
dd if=/dev/zero of="$disk/fill2" bs=1 >/dev/null 2>&1

echo "# quitting the resumed game: the new save cannot be written, the old one stays"
printf 'u\nquit\n' | "$exe" --resume --quiet >"$dir/out" 2>&1
cmp -s "$slot" "$dir/before" || fail "the save was lost or changed: $(cat "$dir/out")"
grep -q 'the game is not saved: cannot write' "$dir/out" || fail "no word of the failed save: $(cat "$dir/out")"
grep -q "the save $slot is kept as it was: --resume continues from there" "$dir/out" ||
    fail "no word of the kept save: $(cat "$dir/out")"

echo "# a new game that cannot be saved leaves the save there as it was"
printf 'l\nquit\n' | "$exe" --size 3x3 --seed 9 --save "$slot" --quiet >"$dir/out" 2>&1
cmp -s "$slot" "$dir/before" || fail "another game's save was lost or changed: $(cat "$dir/out")"
grep -q 'the game saved there before is kept' "$dir/out" || fail "no word of the kept save: $(cat "$dir/out")"
ls "$disk/npuzzle" | grep -q partial && fail "a partial file was left: $(ls "$disk/npuzzle")"

echo "# a game's row for a history that cannot grow: a failed write, said so with the system's reason (issue 37)"
printf 'l\nabandon\n' | "$exe" --size 3x3 --seed 5 --quiet >"$dir/out" 2>&1
tr '\n' ' ' <"$dir/out" | tr -s ' ' | # lines broken to fit 80 columns joined again
    grep -q "the DNF was not saved: cannot write $disk/npuzzle/history.sqlite3: disk I/O error (No space left on device)" ||
    fail "the history's failed write not said as one: $(cat "$dir/out")"

echo "# room again: the game resumes from the kept save"
rm -f "$disk/fill" "$disk/fill2"
printf 'quit\n' | "$exe" --resume --quiet >"$dir/out" 2>&1
grep -q 'Resumed the saved game' "$dir/out" || fail "the kept save did not resume: $(cat "$dir/out")"
exit "$failed"
