#!/bin/sh
# SPDX-License-Identifier: MIT
# The hint worker's solver (frontends/web/solver.cpp) built for node with other emscripten flags, to
# compare with bench/web/solver_node.mjs (the page's own build is frontends/web/CMakeLists.txt):
#   CF='compile flags' LF='link flags' bench/web/solver_flags.sh OUT_DIR NAME
# e.g. CF='-O3 -DNDEBUG -msimd128' LF='-O2 -sALLOW_MEMORY_GROWTH=1' bench/web/solver_flags.sh build/flags simd
set -eu
[ $# -eq 2 ] || { echo "usage: CF=... LF=... $0 OUT_DIR NAME" >&2; exit 2; }
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$1"
export NODE_PATH=/usr/share/nodejs # Debian's emscripten: its JS optimizer needs node-acorn
# shellcheck disable=SC2086 # the flags are words
em++ -std=c++20 -isystem "$root/include" -I "$root/frontends/web" ${CF:-} -c "$root/frontends/web/solver.cpp" -o "$1/$2.o"
# shellcheck disable=SC2086
em++ ${CF:-} ${LF:-} "$1/$2.o" -o "$1/$2.js" -sMODULARIZE=1 -sENVIRONMENT=node -sEXPORT_NAME=createSolver \
    -sINITIAL_MEMORY=67108864 -sFILESYSTEM=0 -sEXPORTED_RUNTIME_METHODS=cwrap \
    -sEXPORTED_FUNCTIONS=_np_solve,_np_table_put,_malloc,_free
