# SPDX-License-Identifier: MIT
# A 1 MB line is refused; a 64 KiB run of moves (the longest line read) is played.
echo l
head -c 1048576 /dev/zero | tr '\0' u
echo
yes rl | head -n 32768 | tr -d '\n'
echo
echo show
