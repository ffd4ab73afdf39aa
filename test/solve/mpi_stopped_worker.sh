#!/bin/sh
# SPDX-License-Identifier: MIT
# npuzzle-solve-mpi with one worker stopped (kill -STOP) during a long search: the run ends by itself
# with exit status 3 and says which rank stopped answering; and --time-limit ends a long run with
# status 1 and its message. usage: mpi_stopped_worker.sh MPIEXEC MPI_SOLVE SCRATCH
set -u
mpiexec=$1 solve=$2 scratch=$3
mkdir -p "$scratch"
fail() { echo "FAIL: $*"; cat "$scratch/err" 2>/dev/null; exit 1; }

# A 5x5 board with linear conflicts: hours of search, so only the stop can end it.
"$mpiexec" -np 3 "$solve" --heuristic linear-conflict --worker-timeout 2 "5x5#1" >"$scratch/out" 2>"$scratch/err" &
run=$!
stopped=
for _ in $(seq 1 100); do # rank 2's process, once it runs
    for p in $(pgrep -f "$solve --heuristic linear-conflict --worker-timeout 2"); do
        if tr '\0' '\n' <"/proc/$p/environ" 2>/dev/null | grep -qx 'OMPI_COMM_WORLD_RANK=2\|PMIX_RANK=2'; then stopped=$p; fi
    done
    [ -n "$stopped" ] && break
    sleep 0.1
done
[ -n "$stopped" ] || { kill "$run"; fail "rank 2 not found"; }
sleep 1
kill -STOP "$stopped"
wait "$run"
status=$?
kill -KILL "$stopped" 2>/dev/null # should it have outlived the run
[ "$status" -eq 3 ] || fail "exit status $status, not 3"
grep -q "rank 2 has not answered for [0-9]* s (--worker-timeout 2): stopped or lost; ending the run" "$scratch/err" ||
    fail "no message naming rank 2"

"$mpiexec" -np 3 "$solve" --heuristic linear-conflict --time-limit 1 "5x5#1" >"$scratch/out" 2>"$scratch/err"
status=$?
[ "$status" -eq 1 ] || fail "--time-limit: exit status $status, not 1"
grep -q "npuzzle-solve-mpi: time limit reached (--time-limit 1 s): stopped" "$scratch/err" || fail "--time-limit: no message"
echo "a stopped worker ended the run with status 3; --time-limit with status 1"
