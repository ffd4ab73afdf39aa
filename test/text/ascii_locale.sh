#!/bin/sh
# SPDX-License-Identifier: MIT
# npuzzle-text follows the locale: under LC_ALL=C every byte it writes is ASCII ("preparing hints..."),
# at a terminal (the status line with the hint tables being built, through script(1)) and through a
# pipe; under a UTF-8 locale the status has its ellipsis.
#   ascii_locale.sh <npuzzle-text>
set -u
exe=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
failed=0

# A 4x4 game at a terminal in locale $1, its bytes recorded in $2: tables start building at once.
at_terminal() {
    rm -rf "$dir/cache"
    (sleep 1; printf 'show\nhelp\nstats\nhint\n'; sleep 1; printf 'quit\n') |
        env LC_ALL="$1" XDG_STATE_HOME="$dir/state" XDG_CACHE_HOME="$dir/cache" NPUZZLE_HINT_TABLES=small \
            timeout 60 script -q -e -c "'$exe' --seed 5" "$2" >/dev/null 2>&1
}
non_ascii() { # <what> <file>: fails if the file has a byte beyond ASCII
    if LC_ALL=C grep -q -a '[^ -~[:cntrl:]]' "$2"; then
        echo "$1: bytes beyond ASCII:"
        LC_ALL=C grep -a -n '[^ -~[:cntrl:]]' "$2" | head -n 5
        failed=1
    fi
}

at_terminal C "$dir/c.typescript"
non_ascii "LC_ALL=C at a terminal" "$dir/c.typescript"
if ! grep -q -a 'preparing hints\.\.\.' "$dir/c.typescript"; then
    echo "LC_ALL=C at a terminal: no 'preparing hints...' in the status:"
    head -c 2000 "$dir/c.typescript"
    failed=1
fi

if locale -a 2>/dev/null | grep -q -i -x 'C.utf-\{0,1\}8'; then
    at_terminal C.UTF-8 "$dir/utf8.typescript"
    if ! grep -q -a "preparing hints$(printf '\342\200\246')" "$dir/utf8.typescript"; then
        echo "LC_ALL=C.UTF-8 at a terminal: no 'preparing hints' with its ellipsis:"
        head -c 2000 "$dir/utf8.typescript"
        failed=1
    fi
fi

# Through a pipe: every command, refusals and both output forms.
for options in "--game 4x4#5" "--game 4x4#5 --json" "--variant mnk" "--blind --game 3x3#2"; do
    printf 'help\nshow\nhint\nu\nbogus 7\n99\nstats\nhistory\nsolve\nnew\nundo\nredo\nrestart\npause\ndone\nagain\nquit\n' |
        env LC_ALL=C XDG_STATE_HOME="$dir/state" XDG_CACHE_HOME="$dir/cache" NPUZZLE_HINT_TABLES=small \
            "$exe" $options >"$dir/piped" 2>&1
    non_ascii "LC_ALL=C through a pipe ($options)" "$dir/piped"
done
exit $failed
