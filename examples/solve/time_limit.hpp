// SPDX-License-Identifier: MIT
// npuzzle-solve --time-limit: a bound on the whole run, set-up included. --max-seconds times a board's
// search only: dealing, checking and setting up a 4096x4096 board take seconds that no step checks a
// clock during. A watchdog thread does not wait for any step: when the time is up it says so on
// standard error and ends the program at once with status 1. Answers already given have been
// flushed; the one being written may be cut short or missing.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>

#include <unistd.h>

namespace npuzzle::solve_tool {

class time_limit {
public:
    // `seconds` 0 (or not finite): no limit. `program` names who stops in the message.
    explicit time_limit(double seconds, const char* program = "npuzzle-solve") {
        if (!(seconds > 0) || seconds > 1e9) return;
        std::ostringstream text;
        text << program << ": time limit reached (--time-limit " << seconds << " s): stopped\n";
        message_ = text.str();
        deadline_ = start_ + std::chrono::duration_cast<clock::duration>(std::chrono::duration<double>(seconds));
        watchdog_ = std::thread([this] {
            std::unique_lock lock(mutex_);
            while (!finished_ && clock::now() < deadline_) wake_.wait_until(lock, deadline_);
            if (finished_) return;
            const ssize_t ignored = ::write(STDERR_FILENO, message_.data(), message_.size());
            (void)ignored; // nothing more to do if standard error takes nothing
            std::_Exit(1); // now: no destructor or flush may wait on the step still running
        });
    }
    ~time_limit() {
        if (!watchdog_.joinable()) return;
        {
            const std::lock_guard lock(mutex_);
            finished_ = true;
        }
        wake_.notify_one();
        watchdog_.join();
    }
    time_limit(const time_limit&) = delete;
    time_limit& operator=(const time_limit&) = delete;

    // The end moved to `after_start` from the construction (npuzzle-solve-mpi: later while MPI_Init runs,
    // and a worker's later than rank 0's, which speaks for the run). No limit: nothing to move.
    void end_at(std::chrono::duration<double> after_start) {
        if (!watchdog_.joinable()) return;
        {
            const std::lock_guard lock(mutex_);
            deadline_ = start_ + std::chrono::duration_cast<clock::duration>(after_start);
        }
        wake_.notify_one();
    }

private:
    using clock = std::chrono::steady_clock;
    std::string message_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool finished_ = false;
    clock::time_point start_ = clock::now(), deadline_ = clock::time_point::max();
    std::thread watchdog_;
};

} // namespace npuzzle::solve_tool
