#!/bin/sh
# SPDX-License-Identifier: MIT
# A hint through a pipe on a board 80 moves from the goal, from an empty cache: the search cannot
# answer within the hint's budget (2 s), so npuzzle-text prints how the search goes (once a second),
# then plays the constructive move and says so, within a few seconds. --json and --quiet print no
# progress: one line a command, as ever.
#   hint_budget.sh <npuzzle-text>
set -u
exe=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export XDG_STATE_HOME="$dir/state" XDG_CACHE_HOME="$dir/cache" HOME="$dir"
hardest='0 12 9 13/15 11 10 14/3 7 2 5/4 8 6 1'
fail() { printf '%s\n--- output:\n%s\n' "$1" "$out"; exit 1; }

start=$(date +%s)
out=$(printf 'hint\n' | "$exe" --game "$hardest" 2>&1)
status=$?
took=$(($(date +%s) - start))
printf '%s\n' "$out"
[ "$status" -eq 0 ] || fail "status $status"
printf '%s\n' "$out" | grep -Eq '^Searching [0-9]+\.[0-9] s(: at least [0-9]+ moves)?(, [0-9]+(\.[0-9])?[kM] nodes)?$' ||
    fail "no progress line"
printf '%s\n' "$out" | grep -Eq '^Played tile [0-9]+ [a-z]+; no optimal hint within 2 s: a constructive move$' ||
    fail "no fallback message"
[ "$took" -lt 20 ] || fail "the hint took $took s"

out=$(printf 'hint\n' | "$exe" --game "$hardest" --json 2>/dev/null)
[ "$(printf '%s\n' "$out" | wc -l)" -eq 2 ] || fail "--json: not one line a command"
printf '%s\n' "$out" | tail -n 1 | grep -q '"stm":1,.*no optimal hint within 2 s: a constructive move' || fail "--json: no fallback"

out=$(printf 'hint\n' | "$exe" --game "$hardest" --quiet 2>/dev/null)
printf '%s\n' "$out" | grep -q Searching && fail "--quiet: progress printed"
exit 0
