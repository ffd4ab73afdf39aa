#!/bin/sh
# SPDX-License-Identifier: MIT
# Every line of npuzzle-text's help (the `help` command and --help) fits an 80-column terminal.
#   help_width.sh <npuzzle-text> [options...]
set -u
# A home of its own: nothing the program might write lands in the user's.
home=$(mktemp -d) && trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" XDG_CONFIG_HOME="$home/config" \
       XDG_DATA_HOME="$home/data"
exe=$1
shift
failed=0
check() { # <what> <text>
    long=$(printf '%s\n' "$2" | awk 'length($0) > 80')
    if [ -n "$long" ]; then
        echo "$1: lines wider than 80 columns:"
        printf '%s\n' "$long"
        failed=1
    fi
    if [ -z "$2" ]; then
        echo "$1: no output"
        failed=1
    fi
}
check "help" "$(echo help | "$exe" --quiet "$@")"
check "--help" "$("$exe" --help "$@")"
exit $failed
