#!/bin/sh
# SPDX-License-Identifier: MIT
# Remakes the README's screenshots: npuzzle-curses played in an 80x24 tmux window (private state
# and cache folders), each screen captured with its colours and drawn as SVG by ansi_to_svg.py.
# Usage: docs/screenshots/take.sh [path/to/npuzzle-curses]   (default build/gcc/frontends/ncurses/npuzzle-curses)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
game=${1:-$here/../../build/gcc/frontends/ncurses/npuzzle-curses}
home=$(mktemp -d)
trap 'tmux -L npuzzle-shots kill-server 2>/dev/null; rm -rf "$home"' EXIT
tmux_() { tmux -u -L npuzzle-shots "$@"; }
start() {
    tmux_ kill-server 2>/dev/null && sleep 0.5 || true
    tmux_ new-session -d -x 80 -y 24 "env LC_ALL=C.UTF-8 XDG_STATE_HOME=$home XDG_CACHE_HOME=$home/cache $game $*; sleep 60"
    sleep 1
}
wait_for() { # text on screen, within 60 s
    for _ in $(seq 600); do tmux_ capture-pane -p | grep -q "$1" && return 0; sleep 0.1; done
    echo "take.sh: '$1' never appeared" >&2; tmux_ capture-pane -p >&2; exit 1
}
shot() { tmux_ capture-pane -p -e | python3 "$here/ansi_to_svg.py" 80 24 > "$here/$1"; echo "wrote $here/$1"; }

# A 4x4 game: one move, then a hint once the hint tables are ready (the distance shows by itself).
start --seed 2026
tmux_ send-keys Left
wait_for 'Distance 56'
tmux_ send-keys H
wait_for '55 to go'
sleep 0.5
shot game-4x4.svg

# Its win screen: a board two moves from solved, played to the end.
start --game 4x4:1,2,3,4,5,6,7,8,9,10,0,11,13,14,15,12
tmux_ send-keys Left
sleep 0.3
tmux_ send-keys Up
wait_for 'Solved!'
sleep 1
shot win-4x4.svg

# The statistics screen (t) after five fair 3x3 solves, played by sending each board's optimal
# solution (from npuzzle-solve) as arrow keys.
solver=$(dirname "$game")/../../examples/solve/npuzzle-solve
start --size 3x3 --seed 11
for seed in 11 12 13 14 15; do
    wait_for "game 3x3#$seed"
    keys=$(echo "3x3#$seed" | XDG_CACHE_HOME=$home/cache "$solver" 2>/dev/null | sed -n 2p |
           sed 's/U/Up /g; s/D/Down /g; s/L/Left /g; s/R/Right /g')
    for k in $keys; do tmux_ send-keys "$k"; sleep 0.15; done
    wait_for 'Solved!'
    sleep 1
    [ "$seed" = 15 ] && shot win-3x3.svg
    tmux_ send-keys n
done
tmux_ send-keys t
wait_for 'Statistics, 3x3'
shot statistics-3x3.svg
