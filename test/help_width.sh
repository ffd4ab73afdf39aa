#!/bin/sh
# SPDX-License-Identifier: MIT
# A program's --help fits an 80-column terminal: it says something, exits 0, and no line is wider;
# under LC_ALL=C it is all ASCII.
#   help_width.sh <program> [args...]
set -u
# A home of its own: nothing the program might write lands in the user's.
home=$(mktemp -d) && trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" XDG_CONFIG_HOME="$home/config" \
       XDG_DATA_HOME="$home/data"
out=$(LC_ALL=C COLUMNS=80 "$@" --help)
status=$?
failed=0
if [ "$status" != 0 ]; then
    echo "$1 --help: exit status $status"
    failed=1
fi
if [ -z "$out" ]; then
    echo "$1 --help: no output"
    failed=1
fi
long=$(printf '%s\n' "$out" | awk 'length($0) > 80 { print length($0) ": " $0 }')
if [ -n "$long" ]; then
    echo "$1 --help: lines wider than 80 columns:"
    printf '%s\n' "$long"
    failed=1
fi
if printf '%s\n' "$out" | LC_ALL=C grep -q -a '[^ -~[:cntrl:]]'; then
    echo "$1 --help: bytes beyond ASCII under LC_ALL=C"
    failed=1
fi
exit $failed
