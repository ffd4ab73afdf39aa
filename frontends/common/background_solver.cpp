// SPDX-License-Identifier: MIT
#include "background_solver.hpp"

#include <npuzzle/solve/pattern_cache.hpp>
#include <npuzzle/solve/solution.hpp>

#include <exception>

namespace npuzzle::frontend {

background_solver::~background_solver() {
    abandon_ = true;
    if (thread_.joinable()) {
        thread_.request_stop(); // wakes the wait in run()
        thread_.join();
    }
}

const std::vector<direction>* background_solver::known(const npuzzle::puzzle& board) const {
    for (auto it = answers_.rbegin(); it != answers_.rend(); ++it)
        if (it->first == board) return &it->second;
    return nullptr;
}

void background_solver::remember(const npuzzle::puzzle& board, std::vector<direction> solution) {
    if (answers_.size() == remembered) answers_.pop_front();
    answers_.emplace_back(board, std::move(solution));
}

void background_solver::ask(const npuzzle::puzzle& board) {
    bool search = false;
    {
        std::lock_guard lock(mutex_);
        if (wanted_ && *wanted_ == board) return; // asked already: the search goes on
        wanted_ = board;
        busy_ = search = known(board) == nullptr;
        abandon_ = true; // whatever runs is about another position now
    }
    // Only the game's thread asks, so only it starts the thread.
    if (search && !thread_.joinable()) thread_ = std::jthread([this](std::stop_token stop) { run(std::move(stop)); });
    changed_.notify_all();
}

void background_solver::tell(const npuzzle::puzzle& board, std::vector<direction> solution) {
    {
        std::lock_guard lock(mutex_);
        wanted_ = board;
        busy_ = false;
        abandon_ = true;
        if (!known(board)) remember(board, std::move(solution));
    }
    changed_.notify_all();
}

std::optional<std::vector<direction>> background_solver::answer(const npuzzle::puzzle& board) const {
    std::lock_guard lock(mutex_);
    if (const auto* s = known(board)) return *s;
    return std::nullopt;
}

std::optional<std::vector<direction>> background_solver::wait_for(const npuzzle::puzzle& board,
                                                                  std::chrono::milliseconds most) {
    std::unique_lock lock(mutex_);
    changed_.wait_for(lock, most, [&] { return known(board) || !busy_ || !wanted_ || !(*wanted_ == board); });
    if (const auto* s = known(board)) return *s;
    return std::nullopt;
}

void background_solver::restart() {
    {
        std::lock_guard lock(mutex_);
        if (!busy_) return;
        abandon_ = true; // run() sees it abandoned, finds the same question still wanted, and searches again
    }
    changed_.notify_all();
}

void background_solver::cancel() {
    {
        std::lock_guard lock(mutex_);
        wanted_.reset();
        busy_ = false;
        abandon_ = true;
    }
    changed_.notify_all();
}

bool background_solver::searching() const {
    std::lock_guard lock(mutex_);
    return busy_;
}

void background_solver::run(std::stop_token stop) {
    std::unique_lock lock(mutex_);
    while (!stop.stop_requested()) {
        changed_.wait(lock, stop, [&] { return busy_; });
        if (stop.stop_requested()) return;
        const npuzzle::puzzle board = *wanted_;
        abandon_ = false;
        progress_.reset();
        lock.unlock();
        std::optional<std::vector<direction>> found;
        try {
            npuzzle::solve::database_options cached;
            cached.cache_directory = npuzzle::solve::default_cache_directory(); // where hint_tables put them
            // A damaged table (an error) or a search abandoned: no answer, the hints stay constructive.
            auto s = solve_watched(board, {.max_nodes = 0, .max_time = {}, .stop = &abandon_}, cached, progress_);
            if (s && s->status == npuzzle::solve::solve_status::solved) found = std::move(s->moves);
        } catch (const std::exception&) { // memory: no answer either
        }
        lock.lock();
        // Abandoned (even if the same position was asked again meanwhile): search what is wanted now.
        if (abandon_ || !wanted_ || !(*wanted_ == board)) continue;
        if (found) remember(board, std::move(*found));
        busy_ = false; // answered, or failed for good: no answer will come
        changed_.notify_all();
    }
}

} // namespace npuzzle::frontend
