#!/bin/sh
# SPDX-License-Identifier: MIT
# An option a program does not honour is neither in its --help nor accepted: given, it is refused
# as unknown (status 2), not silently ignored.
#   option_not_offered.sh <program> <option>
set -u
# A home of its own: nothing the program might write lands in the user's.
home=$(mktemp -d) && trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" XDG_CONFIG_HOME="$home/config" \
       XDG_DATA_HOME="$home/data"
program=$1 option=$2
failed=0
listed="^  (-[a-z0-9] \[ )?$option( |\$)" # an entry of its own: --history, not --history-db
if "$program" --help | grep -q -E -e "$listed"; then
    echo "$program --help lists $option:"
    "$program" --help | grep -E -e "$listed"
    failed=1
fi
err=$("$program" "$option" </dev/null 2>&1 >/dev/null)
status=$?
if [ "$status" != 2 ]; then
    echo "$program $option: exit status $status, expected 2"
    failed=1
fi
case $err in
*"unrecognised option '$option'"*) ;;
*)
    echo "$program $option: not refused as unknown: $err"
    failed=1
    ;;
esac
exit $failed
