#!/bin/sh
# SPDX-License-Identifier: MIT
# Every option that names a file refuses an empty name, or a folder, up front: a message naming the option, the
# usage hint, status 2, nothing on stdout, and no game played or saved.
#   empty_paths.sh <npuzzle-text>
set -u
exe=$1
failed=0
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
for option in --save --load --history-db; do
    out=$(printf 'l\nquit\n' | XDG_STATE_HOME=$state "$exe" --size 3x3 --seed 4 "$option" '' 2>"$state/err")
    status=$?
    expected="npuzzle-text: $option: give a file name
Try 'npuzzle-text --help' for more information."
    [ "$status" = 2 ] || { echo "FAIL: $option '': status $status, expected 2"; failed=1; }
    [ -z "$out" ] || { echo "FAIL: $option '': printed $out"; failed=1; }
    [ "$(cat "$state/err")" = "$expected" ] || { echo "FAIL: $option '': said $(cat "$state/err")"; failed=1; }
done
# A folder is no file either (a game quit to `--save /tmp` was lost at the end).
mkdir "$state/folder"
for option in --save --load --history-db; do
    out=$(printf 'l\nquit\n' | XDG_STATE_HOME=$state "$exe" --size 3x3 --seed 4 "$option" "$state/folder" 2>"$state/err")
    status=$?
    expected="npuzzle-text: $option: $state/folder is a folder: give a file name
Try 'npuzzle-text --help' for more information."
    [ "$status" = 2 ] || { echo "FAIL: $option folder: status $status, expected 2"; failed=1; }
    [ -z "$out" ] || { echo "FAIL: $option folder: printed $out"; failed=1; }
    [ "$(cat "$state/err")" = "$expected" ] || { echo "FAIL: $option folder: said $(cat "$state/err")"; failed=1; }
done
rmdir "$state/folder"
[ -z "$(ls "$state" | grep -v '^err$')" ] || { echo "FAIL: files written: $(ls -R "$state")"; failed=1; }
exit "$failed"
