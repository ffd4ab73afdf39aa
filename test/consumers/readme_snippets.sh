#!/bin/sh
# SPDX-License-Identifier: MIT
# README.md's "Add npuzzle to your project", built as written: one way (its bold title, e.g.
# "FetchContent") in a fresh project under WORK, with the program at the top of README.md as app.cpp.
# The blocks of that way run in the README's order: sh blocks are run, a cmake block goes into
# the README's project file in place of "# one of the ways below", a meson block is meson.build.
# An ini block is the file its first line names ("# conanfile.txt"). The one change: the
# repository's address becomes REPOSITORY (a local clone), and a commit's full hash (a pin) becomes
# the hash of that clone's commit. For "FetchContent, pinned" the clone then gets a newer commit on
# main that breaks the build, so only the pinned commit builds. HOME is WORK/home,
# so $HOME/.local is ours. A way whose tool is missing prints "skipped: ..." (ctest: Skipped).
#   readme_snippets.sh README WORK WAY REPOSITORY CXX GENERATOR
set -eu
readme=$1 work=$2 way=$3 repository=$4 cxx=$5 generator=$6
url=https://github.com/npuzzle/npuzzle.git

# blocks WAY DIR: that way's fenced blocks, one file each (DIR/01.sh, DIR/02.cmake, ...), in order.
blocks() {
    mkdir -p "$2"
    awk -v way="$1" -v dir="$2" '
        /^## Add npuzzle to your project/ { section = 1; next }
        section && /^## / { section = 0 }
        !section { next }
        /^```/ {
            if (fence) { fence = 0; if (file) close(file); file = ""; next }
            fence = 1
            if (current == way) { n++; file = sprintf("%s/%02d.%s", dir, n, substr($0, 4)) }
            next
        }
        fence { if (file) print > file; next }
        /^\*\*[^*]+\*\*/ { current = $0; sub(/^\*\*/, "", current); sub(/\*\*.*/, "", current) }
    ' "$readme"
    ls "$2" | grep -q . || { echo "README.md has no blocks for '$1'" >&2; exit 1; }
}

rm -rf "$work"
mkdir -p "$work/home" "$work/app"
export HOME="$work/home"
# git refuses file:// submodules unless told (CVE-2022-39253); a user's https:// needs nothing.
export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=protocol.file.allow GIT_CONFIG_VALUE_0=always
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@npuzzle.invalid GIT_COMMITTER_NAME=test \
       GIT_COMMITTER_EMAIL=test@npuzzle.invalid
cd "$work/app"
awk '/^```cpp/ { f = 1; next } f && /^```/ { exit } f { print }' "$readme" > app.cpp
blocks "" "$work/skeleton"
skeleton=$(ls "$work/skeleton"/*.cmake | head -n 1)

case $way in
"Conan 2") command -v conan > /dev/null || { echo "skipped: no conan"; exit 0; } ;;
Meson) command -v meson > /dev/null || { echo "skipped: no meson"; exit 0; } ;;
pkg-config) command -v pkg-config > /dev/null || { echo "skipped: no pkg-config"; exit 0; } ;;
esac

# The commit a pin names: the clone's newest, before "FetchContent, pinned" moves main past it.
pinned=$(git -C "${repository#file://}" rev-parse HEAD)
if [ "$way" = "FetchContent, pinned" ]; then
    clone=${repository#file://}
    git -C "$clone" rm -q include/npuzzle/npuzzle.hpp
    git -C "$clone" commit -q -m "main moves on: a commit the pin must not fetch"
fi

run_blocks() { # run_blocks DIR: run or place each block of a way
    for block in "$1"/*; do
        echo "== README block ($(basename "$block")):"
        sed -e "s|$url|$repository|g" -e "s|[0-9a-f]\{40\}|$pinned|g" "$block" | tee "$work/current"
        case $block in
        *.sh) sh -ex "$work/current" ;;
        *.cmake) awk -v way="$work/current" '
                     /^# one of the ways below$/ { while ((getline line < way) > 0) print line; next } { print }
                 ' "$skeleton" > CMakeLists.txt ;;
        *.meson) cp "$work/current" meson.build ;;
        *.ini) # a file whose first line names it: "# conanfile.txt"
            name=$(sed -n '1s/^# *//p' "$work/current")
            [ -n "$name" ] || { echo "an ini block without its file name on its first line" >&2; exit 1; }
            cp "$work/current" "$name" ;;
        *) echo "(not run: $block)" ;;
        esac
    done
}

# pkg-config reads what "Installed copy" installed ("after the install above").
if [ "$way" = pkg-config ]; then
    blocks "Installed copy" "$work/install-blocks"
    run_blocks "$work/install-blocks"
    rm -f CMakeLists.txt
fi
blocks "$way" "$work/blocks"
run_blocks "$work/blocks"

if [ -f CMakeLists.txt ] && [ "$way" != "Conan 2" ]; then # Conan's blocks build it themselves
    # "configure with -DCMAKE_PREFIX_PATH=$HOME/.local" (Installed copy) is harmless for the others.
    cmake -S . -B build -G "$generator" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_PREFIX_PATH="$HOME/.local"
    cmake --build build
fi
for program in build/app ./app build/Release/app; do
    if [ -x "$program" ]; then
        echo "== running $program"
        "$program"
        exit 0
    fi
done
echo "no program app was built" >&2
exit 1
