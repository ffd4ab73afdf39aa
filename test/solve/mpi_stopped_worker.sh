#!/bin/sh
# SPDX-License-Identifier: MIT
# npuzzle-solve-mpi with one worker stopped (kill -STOP) during a long search: the run ends by itself
# with exit status 3 and says which rank stopped answering; with rank 0 stopped, the same, said by the
# workers, which sleep while they wait (under half a core each, where a spinning wait takes a whole one);
# --time-limit ends a long run with status 1 and its message; and it holds from the program's start: a
# rank stopped as soon as it exists (before or inside MPI_Init, where no pulse runs) does not hold the run.
# usage: mpi_stopped_worker.sh MPIEXEC MPI_SOLVE SCRATCH
set -u
mpiexec=$1 solve=$2 scratch=$3
mkdir -p "$scratch"
fail() { echo "FAIL: $*"; cat "$scratch/err" 2>/dev/null; exit 1; }

# Waits for the run $1 (mpirun) whose stopped rank is $2, at most 90 s, and sets status: its exit status,
# or "hung" when every other rank had ended but mpirun did not return or crashed in its tear-down (Open MPI
# 4.1.4's mpirun was seen to do both now and then: its fault, not a rank's; the messages are still checked).
await_run() {
    status=
    for _ in $(seq 1 900); do
        if ! kill -0 "$1" 2>/dev/null; then
            wait "$1"
            status=$?
            # Open MPI 4.1.4's mpirun was seen to crash in its own tear-down (SIGSEGV in PMIx_server_finalize,
            # under orte_finalize) after the ranks had ended as they should: its fault, said; the messages
            # are still checked.
            if [ "$status" -gt 128 ] && grep -q "orte_finalize" "$scratch/err"; then
                echo "mpirun crashed in its own tear-down (status $status) after its ranks ended (Open MPI's fault)"
                status=hung
            fi
            return
        fi
        sleep 0.1
    done
    for p in $(pgrep -P "$1"); do
        [ "$p" = "$2" ] || [ "$(awk '{ print $3 }' "/proc/$p/stat" 2>/dev/null)" = Z ] ||
            { kill -KILL "$1"; fail "the run still going 90 s after a rank stopped"; }
    done
    kill -KILL "$1" 2>/dev/null
    status=hung
    echo "mpirun did not return within 90 s after its ranks ended (Open MPI's fault): killed"
}

# A 5x5 board with linear conflicts: hours of search, so only the stop can end it.
"$mpiexec" -np 3 "$solve" --heuristic linear-conflict --worker-timeout 2 "5x5#1" >"$scratch/out" 2>"$scratch/err" &
run=$!
# The process of rank $1 of the run whose arguments begin with $2, once it runs (empty: not found in 10 s).
rank_process() {
    for _ in $(seq 1 100); do
        for p in $(pgrep -f "$solve $2"); do
            if tr '\0' '\n' <"/proc/$p/environ" 2>/dev/null | grep -qx "OMPI_COMM_WORLD_RANK=$1\\|PMIX_RANK=$1"; then
                echo "$p"
                return
            fi
        done
        sleep 0.1
    done
}
# CPU ticks process $1 has used (all its threads).
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
hz=$(getconf CLK_TCK)
# Until worker process $1 has used 0.3 s of CPU, searching: past MPI_Init, whose wait for every
# rank no pulse bounds (stopped in it, a rank holds the run until --time-limit, if one is given: below).
searching() {
    for _ in $(seq 1 600); do
        [ "$(ticks "$1")" -ge $((hz * 3 / 10)) ] && return 0
        sleep 0.1
    done
    return 1
}
stopped=$(rank_process 2 "--heuristic linear-conflict --worker-timeout 2")
[ -n "$stopped" ] || { kill "$run"; fail "rank 2 not found"; }
searching "$stopped" || { kill "$run"; fail "rank 2 never searched"; }
kill -STOP "$stopped"
await_run "$run" "$stopped"
kill -KILL "$stopped" 2>/dev/null # should it have outlived the run
[ "$status" = hung ] || [ "$status" -eq 3 ] || fail "exit status $status, not 3"
grep -q "rank 2 has not answered for [0-9]* s (--worker-timeout 2): stopped or lost; ending the run" "$scratch/err" ||
    fail "no message naming rank 2"

# Rank 0 stopped while the workers search (--max-seconds 3): once their time for the board is up they wait
# for rank 0's next word, asleep, until its silence ends the run.
args="--heuristic linear-conflict --max-seconds 3 --worker-timeout 9"
"$mpiexec" -np 3 "$solve" $args "5x5#1" >"$scratch/out" 2>"$scratch/err" &
run=$!
rank0=$(rank_process 0 "$args")
worker1=$(rank_process 1 "$args")
worker2=$(rank_process 2 "$args")
[ -n "$rank0" ] && [ -n "$worker1" ] && [ -n "$worker2" ] || { kill "$run"; fail "the ranks not found"; }
searching "$worker1" || { kill "$run"; fail "rank 1 never searched"; }
kill -STOP "$rank0"
sleep 3.5 # the board's 3 seconds are over: the workers have stopped searching
before1=$(ticks "$worker1") before2=$(ticks "$worker2")
sleep 2
after1=$(ticks "$worker1") after2=$(ticks "$worker2")
await_run "$run" "$rank0"
kill -KILL "$rank0" 2>/dev/null
[ "$status" = hung ] || [ "$status" -eq 3 ] || fail "rank 0 stopped: exit status $status, not 3"
grep -q "rank [12]: rank 0 has not been heard from for [0-9]* s (--worker-timeout 9): stopped or lost; ending the run" "$scratch/err" ||
    fail "rank 0 stopped: no worker said so"
for used in $((after1 - before1)) $((after2 - before2)); do # 2 s of waiting: under 1 s of CPU each
    [ "$used" -lt "$hz" ] || fail "rank 0 stopped: a worker used $used of $((2 * hz)) ticks while it waited"
done
echo "rank 0 stopped: the workers used $((after1 - before1)) and $((after2 - before2)) CPU ticks (of $((2 * hz))) in 2 s of waiting"

"$mpiexec" -np 3 "$solve" --heuristic linear-conflict --time-limit 1 "5x5#1" >"$scratch/out" 2>"$scratch/err" &
await_run $! ""
[ "$status" = hung ] || [ "$status" -eq 1 ] || fail "--time-limit: exit status $status, not 1"
grep -q "npuzzle-solve-mpi: time limit reached (--time-limit 1 s): stopped" "$scratch/err" || fail "--time-limit: no message"

# A rank stopped as soon as mpirun has started it: the other ranks wait in MPI_Init for it, their
# --time-limit watchdogs (armed before MPI_Init; while it runs, at 5 s at the soonest) end them with
# status 1, and mpirun kills the stopped one. The run may take the limit plus mpirun's own start and
# tear-down, which no option of ours bounds: 8 s of slack on this shared machine (1-2 s when it is quiet).
now() { date +%s.%N; }
for rank in 2 0; do
    start=$(now)
    "$mpiexec" -np 3 "$solve" --heuristic linear-conflict --time-limit 6 "5x5#1" >"$scratch/out" 2>"$scratch/err" &
    run=$!
    early=
    for _ in $(seq 1 5000); do # the rank's process, as soon as it runs our program
        for p in $(pgrep -P "$run"); do
            tr '\0' '\n' <"/proc/$p/environ" 2>/dev/null | grep -qx "OMPI_COMM_WORLD_RANK=$rank\\|PMIX_RANK=$rank" && early=$p
        done
        [ -n "$early" ] && break
        sleep 0.002
    done
    [ -n "$early" ] || { kill "$run"; fail "rank $rank not found"; }
    kill -STOP "$early"
    at=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }') used=$(ticks "$early")
    # Until mpirun has ended, or every rank but the stopped one has (Open MPI 4.1.4's mpirun was seen to
    # hang now and then after its ranks had ended, with rank 0 stopped: its own fault, not a rank's).
    ended= took=
    for _ in $(seq 1 140); do
        kill -0 "$run" 2>/dev/null || { ended=mpirun took=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'); break; }
        alive=0
        for p in $(pgrep -P "$run"); do
            [ "$p" = "$early" ] || [ "$(awk '{ print $3 }' "/proc/$p/stat" 2>/dev/null)" = Z ] || alive=1
        done
        [ "$alive" -eq 0 ] && [ -z "$took" ] && took=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }')
        sleep 0.1
    done
    [ -n "$took" ] || took=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }')
    if [ "$ended" = mpirun ]; then
        wait "$run"
        status=$?
        if [ "$status" -gt 128 ] && grep -q "orte_finalize" "$scratch/err"; then
            # Open MPI 4.1.4's mpirun was seen to crash in its own tear-down (SIGSEGV in PMIx_server_finalize,
            # under orte_finalize) after the ranks had ended as they should: its fault, reported, not ours.
            grep -q "Exit code: *1$" "$scratch/err" ||
                fail "rank $rank stopped early: mpirun crashed (status $status) and no rank's exit code 1 was reported"
            echo "rank $rank stopped early: the ranks ended with status 1, then mpirun crashed in its own tear-down (status $status)"
        else
            [ "$status" -eq 1 ] || fail "rank $rank stopped early: exit status $status after $took s, not 1"
        fi
    else
        kill -KILL "$run" 2>/dev/null
        [ -n "$alive" ] && [ "$alive" -eq 0 ] || fail "rank $rank stopped early: the other ranks still ran after $took s"
        echo "rank $rank stopped early: every other rank ended after $took s, but mpirun did not (killed)"
    fi
    kill -KILL "$early" 2>/dev/null
    grep -q "npuzzle-solve-mpi: time limit reached (--time-limit 6 s): stopped" "$scratch/err" ||
        fail "rank $rank stopped early: no message"
    awk -v t="$took" 'BEGIN { exit !(t <= 14) }' || fail "rank $rank stopped early: the run took $took s, over 6 + 8"
    echo "rank $rank stopped $at s after mpirun started ($used CPU ticks used): the run ended (${ended:-ranks only}) after $took s"
done
echo "a stopped worker and a stopped rank 0 ended the run with status 3; --time-limit with status 1, a rank stopped early or not"
