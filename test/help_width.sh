#!/bin/sh
# SPDX-License-Identifier: MIT
# A program's --help fits an 80-column terminal: it says something, exits 0, and no line is wider.
#   help_width.sh <program> [args...]
set -u
out=$(COLUMNS=80 "$@" --help)
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
exit $failed
