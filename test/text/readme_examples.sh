#!/bin/sh
# SPDX-License-Identifier: MIT
# The piped examples at the top of frontends/text/README.md, run as written (npuzzle-text standing for
# the binary, a throwaway state folder): each ends with status 0 and no "error:" in what it prints.
#   readme_examples.sh <npuzzle-text> <README.md>
set -u
exe=$1 readme=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export XDG_STATE_HOME="$dir" XDG_DATA_HOME="$dir" HOME="$dir"
# The first fenced block's "$ printf ... | npuzzle-text ..." lines, comments cut.
awk '/^```/ { if (seen++) exit; next } seen && /^\$ printf .*\| npuzzle-text/' "$readme" |
    sed -e 's/^\$ //' -e 's/ *# .*$//' >"$dir/examples"
[ -s "$dir/examples" ] || { echo "no piped examples found in $readme"; exit 1; }
failed=0
while IFS= read -r line; do
    command=$(printf '%s\n' "$line" | sed "s|npuzzle-text|'$exe'|")
    out=$(sh -c "$command" 2>&1)
    status=$?
    if [ "$status" -ne 0 ] || printf '%s\n' "$out" | grep -q 'error:'; then
        printf 'README example failed (status %s): %s\n' "$status" "$line"
        printf '%s\n' "$out" | grep 'error:'
        failed=1
    fi
done <"$dir/examples"
exit "$failed"
