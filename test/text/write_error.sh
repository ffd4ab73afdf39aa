#!/bin/sh
# SPDX-License-Identifier: MIT
# npuzzle-text with an output that cannot be written (/dev/full): it must say so and fail.
#   write_error.sh <npuzzle-text> <input line> [options...]
# Exit status 1 and "npuzzle-text: cannot write the output: <why>" on stderr, whatever the game did.
set -u
exe=$1 input=$2
shift 2
err=$(mktemp) dir=$(mktemp -d)
trap 'rm -rf "$err" "$dir"' EXIT
# A home of its own: nothing of the user's (saves, records, cached tables) is read or written.
export HOME="$dir" XDG_STATE_HOME="$dir/state" XDG_CACHE_HOME="$dir/cache" XDG_CONFIG_HOME="$dir/config" \
       XDG_DATA_HOME="$dir/data"

printf '%s\n' "$input" | NPUZZLE_TEXT_CLOCK_STEP_MS=1000 "$exe" "$@" >/dev/full 2>"$err"
got=$?

failed=0
if [ "$got" != 1 ]; then
    echo "exit status $got, expected 1"
    failed=1
fi
if ! grep -q '^npuzzle-text: cannot write the output: No space left on device$' "$err" || [ "$(wc -l <"$err")" != 1 ]; then
    echo "stderr is not the one line 'npuzzle-text: cannot write the output: No space left on device':"
    cat "$err"
    failed=1
fi
exit $failed
