// SPDX-License-Identifier: MIT
// npuzzle-solve-mpi's bounded waits: no rank waits for ever, nor spins a core while it waits.
//
// A worker's pulse thread sends rank 0 an empty message every half second, searching or not, and ends
// the worker's search of the current board when its time is up (the budget's stop flag), so a subtree
// does not outlast --max-seconds. Rank 0 notes when it last heard from each worker; a worker silent for
// longer than the patience given (--worker-timeout: stopped, as by kill -STOP, or lost) ends the whole
// run with a message and exit status 3 (MPI_Abort). Every wait polls (MPI_Iprobe) and sleeps between
// polls, up to a millisecond, instead of MPI_Probe, which in Open MPI spins a core for as long as it
// waits. Pulses need MPI_THREAD_MULTIPLE (a second thread calls MPI); an MPI without it runs with no
// pulses and no watch.
#pragma once

#include <mpi.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace npuzzle::solve_tool {

using mpi_clock = std::chrono::steady_clock;

inline constexpr int pulse_tag = 99;
inline constexpr int lost_worker_status = 3;

// A worker's pulse (see above). `send`: false where MPI cannot be called from a second thread.
class pulse {
public:
    explicit pulse(bool send) : send_(send), thread_([this] { beat(); }) {}
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
        auto next = mpi_clock::now();
        while (!quit_) {
            const auto now = mpi_clock::now();
            if (now >= deadline_) stop_.store(true);
            if (now >= next) {
                if (send_) MPI_Send(nullptr, 0, MPI_BYTE, 0, pulse_tag, MPI_COMM_WORLD);
                next = now + every;
            }
            wake_.wait_until(lock, stop_.load() ? next : std::min(next, deadline_));
        }
    }

    bool send_;
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
            std::cerr << "npuzzle-solve-mpi: rank " << rank << " has not answered for " << static_cast<int>(silent.count())
                      << " s (--worker-timeout " << patience_.count() << "): stopped or lost; ending the run\n"
                      << std::flush;
            MPI_Abort(MPI_COMM_WORLD, lost_worker_status);
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
