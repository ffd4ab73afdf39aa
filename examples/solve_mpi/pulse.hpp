// SPDX-License-Identifier: MIT
// npuzzle-solve-mpi's bounded waits: no rank waits for ever, nor spins a core while it waits.
//
// Pulses go both ways. A worker's pulse thread sends rank 0 an empty message every half second, searching
// or not, and ends the worker's search of the current board when its time is up (the budget's stop flag),
// so a subtree does not outlast --max-seconds. Rank 0 notes when it last heard from each worker; a worker
// silent for longer than the patience given (--worker-timeout: stopped, as by kill -STOP, or lost) ends
// the whole run with a message and exit status 3 (MPI_Abort). Rank 0's own pulse thread sends each worker
// an empty message every half second on a communicator of their own (so that only the workers' pulse
// threads read them, never their searching threads), whatever rank 0 is doing (walking, building tables);
// a worker that has not heard rank 0 for as long ends the run the same way, status 3. Every wait polls
// (MPI_Iprobe) and sleeps between polls, up to a millisecond, instead of MPI_Probe, which in Open MPI
// spins a core for as long as it waits. Pulses need MPI_THREAD_MULTIPLE (a second thread calls MPI); an
// MPI without it runs with no pulses and no watch.
#pragma once

#include <mpi.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

namespace npuzzle::solve_tool {

using mpi_clock = std::chrono::steady_clock;

inline constexpr int pulse_tag = 99;
inline constexpr int lost_worker_status = 3;

// Says why on standard error in one write (mpirun forwards a rank's output as it comes, and its own abort
// banner was seen inside a line written piece by piece), then ends every rank with lost_worker_status.
[[noreturn]] inline void end_the_run(const std::string& why) {
    const ssize_t ignored = ::write(STDERR_FILENO, why.data(), why.size());
    (void)ignored; // nothing more to do if standard error takes nothing
    MPI_Abort(MPI_COMM_WORLD, lost_worker_status);
    std::_Exit(lost_worker_status); // MPI_Abort does not return; should an MPI's do, the run still ends
}

// A rank's pulse thread (see above): on a worker (`rank` > 0), its pulse to rank 0, the watch over rank 0's
// pulses on `comm` and the board's deadline; on rank 0, its pulses to the `ranks` - 1 workers on `comm`.
// `patience` 0, or `send` false (an MPI that cannot be called from a second thread): no watch, no pulses.
class pulse {
public:
    pulse(bool send, int rank, int ranks, MPI_Comm comm, std::chrono::duration<double> patience)
        : send_(send), rank_(rank), ranks_(ranks), comm_(comm),
          patience_(std::chrono::duration_cast<mpi_clock::duration>(patience)), thread_([this] { beat(); }) {}
    ~pulse() {
        {
            const std::lock_guard lock(mutex_);
            quit_ = true;
        }
        wake_.notify_one();
        thread_.join();
    }
    pulse(const pulse&) = delete;
    pulse& operator=(const pulse&) = delete;

    // The current board's search ends at `at` (time_point::max(): never); the stop flag is lowered.
    void deadline(mpi_clock::time_point at) {
        {
            const std::lock_guard lock(mutex_);
            deadline_ = at;
            stop_.store(false);
        }
        wake_.notify_one();
    }
    const std::atomic<bool>& stop_flag() const noexcept { return stop_; }

private:
    static constexpr std::chrono::milliseconds every{500};

    void beat() {
        std::unique_lock lock(mutex_);
        auto next = mpi_clock::now(), heard = next;
        while (!quit_) {
            const auto now = mpi_clock::now();
            if (now >= deadline_) stop_.store(true);
            if (send_ && rank_ > 0) heard = heard_from_rank_0(now, heard);
            if (now >= next) {
                if (send_ && rank_ > 0) MPI_Send(nullptr, 0, MPI_BYTE, 0, pulse_tag, MPI_COMM_WORLD);
                if (send_ && rank_ == 0)
                    for (int to = 1; to < ranks_; ++to) MPI_Send(nullptr, 0, MPI_BYTE, to, pulse_tag, comm_);
                next = now + every;
            }
            wake_.wait_until(lock, stop_.load() ? next : std::min(next, deadline_));
        }
    }

    // When rank 0 was last heard, its pulses waiting on comm_ taken; a silence beyond patience_ ends the run.
    mpi_clock::time_point heard_from_rank_0(mpi_clock::time_point now, mpi_clock::time_point heard) const {
        for (int waiting = 1; waiting;) {
            MPI_Iprobe(0, pulse_tag, comm_, &waiting, MPI_STATUS_IGNORE);
            if (!waiting) break;
            MPI_Recv(nullptr, 0, MPI_BYTE, 0, pulse_tag, comm_, MPI_STATUS_IGNORE);
            heard = now;
        }
        if (patience_.count() > 0 && now - heard > patience_) {
            std::ostringstream line;
            line << "npuzzle-solve-mpi: rank " << rank_ << ": rank 0 has not been heard from for "
                 << static_cast<int>(std::chrono::duration<double>(now - heard).count()) << " s (--worker-timeout "
                 << std::chrono::duration<double>(patience_).count() << "): stopped or lost; ending the run\n";
            end_the_run(line.str());
        }
        return heard;
    }

    bool send_;
    int rank_, ranks_;
    MPI_Comm comm_;
    mpi_clock::duration patience_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool quit_ = false;
    mpi_clock::time_point deadline_ = mpi_clock::time_point::max();
    std::atomic<bool> stop_{false};
    std::thread thread_; // last: started once the rest stands
};

// Rank 0's watch over the workers: when it last heard from each.
class worker_watch {
public:
    // `patience` 0: no watch (an MPI without pulses).
    worker_watch(int ranks, std::chrono::duration<double> patience)
        : patience_(patience), heard_(static_cast<std::size_t>(ranks), mpi_clock::now()) {}

    void heard(int rank) { heard_.at(static_cast<std::size_t>(rank)) = mpi_clock::now(); }

    // Ends the run when a worker has been silent for too long (does not return then).
    void check() const {
        if (patience_.count() <= 0) return;
        const auto now = mpi_clock::now();
        for (std::size_t rank = 1; rank < heard_.size(); ++rank) {
            const std::chrono::duration<double> silent = now - heard_[rank];
            if (silent <= patience_) continue;
            std::ostringstream line;
            line << "npuzzle-solve-mpi: rank " << rank << " has not answered for " << static_cast<int>(silent.count())
                 << " s (--worker-timeout " << patience_.count() << "): stopped or lost; ending the run\n";
            end_the_run(line.str());
        }
    }

private:
    std::chrono::duration<double> patience_;
    std::vector<mpi_clock::time_point> heard_;
};

// The next message from `from` (or MPI_ANY_SOURCE) that is not a pulse, probed into `status`; false
// when none came by `until`. Pulses met on the way go to `watch` (rank 0), which is checked while waiting.
inline bool next_message(int from, MPI_Status& status, worker_watch* watch,
                         mpi_clock::time_point until = mpi_clock::time_point::max()) {
    auto nap = std::chrono::microseconds(20);
    while (true) {
        int waiting = 0;
        MPI_Iprobe(from, MPI_ANY_TAG, MPI_COMM_WORLD, &waiting, &status);
        if (waiting) {
            if (watch) watch->heard(status.MPI_SOURCE);
            if (status.MPI_TAG != pulse_tag) return true;
            MPI_Recv(nullptr, 0, MPI_BYTE, status.MPI_SOURCE, pulse_tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            continue;
        }
        if (watch) watch->check();
        if (mpi_clock::now() >= until) return false;
        std::this_thread::sleep_for(nap); // a short nap first: answers come quickly while a search runs
        nap = std::min(nap * 2, std::chrono::microseconds(1000));
    }
}

} // namespace npuzzle::solve_tool
