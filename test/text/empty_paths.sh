#!/bin/sh
# SPDX-License-Identifier: MIT
# Every option that names a file refuses an empty name, or a folder, up front: a message naming the
# option, the usage hint, status 2, nothing on stdout, and no game played or saved.
#   empty_paths.sh <npuzzle-text>
set -u
exe=$1
failed=0
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT

# refused OPTION VALUE REASON: the game refuses `OPTION VALUE` saying "OPTION: REASON".
refused() {
    out=$(printf 'l\nquit\n' | XDG_STATE_HOME=$state "$exe" --size 3x3 --seed 4 "$1" "$2" 2>"$state/err")
    status=$?
    expected="npuzzle-text: $1: $3
Try 'npuzzle-text --help' for more information."
    [ "$status" = 2 ] || { echo "FAIL: $1 '$2': status $status, expected 2"; failed=1; }
    [ -z "$out" ] || { echo "FAIL: $1 '$2': printed $out"; failed=1; }
    [ "$(cat "$state/err")" = "$expected" ] || { echo "FAIL: $1 '$2': said $(cat "$state/err")"; failed=1; }
}

# A folder is no file either (a game quit to `--save /tmp` was lost at the end).
mkdir "$state/folder"
for option in --save --load --history-db; do
    refused "$option" '' "give a file name"
    refused "$option" "$state/folder" "$state/folder is a folder: give a file name"
done
rmdir "$state/folder"
[ -z "$(ls "$state" | grep -v '^err$')" ] || { echo "FAIL: files written: $(ls -R "$state")"; failed=1; }
exit "$failed"
