#!/bin/sh
# SPDX-License-Identifier: MIT
# One scripted npuzzle-text session through a pipe, checked against its golden transcript:
#   transcript.sh <npuzzle-text> <input> <golden> <status> [options...]
# <input> is the text to send, or a .sh script (run in its own folder) whose output is sent: long
# or binary input. stdout must equal <golden>, stderr <golden>.err (empty if there is no such
# file), and the exit status <status>. The clock moves one second per command, so times are exact.
# NPUZZLE_UPDATE_GOLDEN=1 rewrites the golden files from this run instead (review the diff!).
set -u
exe=$1 input=$2 golden=$3 status=$4
shift 4
out=$(mktemp) err=$(mktemp) dir=$(mktemp -d)
trap 'rm -rf "$out" "$err" "$dir"' EXIT
# A home of its own: nothing of the user's (saves, records, cached tables) is read or written.
export HOME="$dir" XDG_STATE_HOME="$dir/state" XDG_CACHE_HOME="$dir/cache" XDG_CONFIG_HOME="$dir/config" \
       XDG_DATA_HOME="$dir/data"

case $input in
*.sh) (cd "$(dirname "$input")" && sh "$(basename "$input")") ;;
*) cat "$input" ;;
esac | NPUZZLE_TEXT_CLOCK_STEP_MS=1000 "$exe" "$@" >"$out" 2>"$err"
got=$?

if [ "${NPUZZLE_UPDATE_GOLDEN:-}" = 1 ]; then
    cp "$out" "$golden"
    if [ -s "$err" ]; then cp "$err" "$golden.err"; else rm -f "$golden.err"; fi
    exit 0
fi

failed=0
if [ "$got" != "$status" ]; then
    echo "exit status $got, expected $status"
    failed=1
fi
if ! cmp -s "$golden" "$out"; then
    echo "stdout differs from $golden:"
    diff -u "$golden" "$out" | head -n 60
    failed=1
fi
expected_err=/dev/null
[ -f "$golden.err" ] && expected_err=$golden.err
if ! cmp -s "$expected_err" "$err"; then
    echo "stderr differs from $expected_err:"
    diff -u "$expected_err" "$err" | head -n 20
    failed=1
fi
exit $failed
