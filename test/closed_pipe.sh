#!/bin/sh
# SPDX-License-Identifier: MIT
# A program whose standard output is a pipe the reader closes (`... | head -c N`): it must end with
# status 1 and say nothing (support/output.hpp), never die by SIGPIPE (141) or run on.
#   closed_pipe.sh <input line or -> <bytes> <program> [args...]
# <input line>: what `yes` feeds it on standard input, for ever (-: /dev/null). <bytes>: what the
# reader takes before it closes the pipe; 0: it has gone before the program starts.
set -u
input=$1 bytes=$2
shift 2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# A home of its own: a game run here writes its save and prepares its hint tables there, not in the user's.
export HOME="$dir/home" XDG_STATE_HOME="$dir/home/state" XDG_CACHE_HOME="$dir/home/cache" \
       XDG_CONFIG_HOME="$dir/home/config" XDG_DATA_HOME="$dir/home/data"

run() {
    if [ "$bytes" = 0 ]; then sleep 1; fi # the reader (head -c 0) has gone by then
    if [ "$input" = - ]; then "$@" </dev/null; else yes "$input" | "$@"; fi
}
{ run "$@" 2>"$dir/err"; echo $? >"$dir/status"; } | head -c "$bytes" >"$dir/out"

failed=0
status=$(cat "$dir/status")
if [ "$status" != 1 ]; then
    echo "exit status $status, expected 1 (141: killed by SIGPIPE)"
    failed=1
fi
if [ -s "$dir/err" ]; then
    echo "standard error should be empty:"
    cat "$dir/err"
    failed=1
fi
if [ "$(wc -c <"$dir/out")" -ne "$bytes" ]; then
    echo "the reader got $(wc -c <"$dir/out") bytes, expected $bytes"
    failed=1
fi
exit $failed
