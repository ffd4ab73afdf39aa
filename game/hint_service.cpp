// SPDX-License-Identifier: MIT
#include "hint_service.hpp"

#include <counted.hpp>

#include <npuzzle/core/constructive.hpp>

#include <cstdint>
#include <utility>

namespace npuzzle::frontend {

namespace {

// Tenths of a second: "1.2".
std::string tenths(std::chrono::steady_clock::duration d) {
    const auto t = std::chrono::duration_cast<std::chrono::milliseconds>(d).count() / 100;
    return std::to_string(t / 10) + "." + std::to_string(t % 10);
}

// "850k", "12.3M": a count to read at a glance.
std::string count_text(std::uint64_t n) {
    if (n < 1'000'000) return std::to_string(n / 1000) + "k";
    const std::uint64_t tenths_of_millions = n / 100'000;
    return std::to_string(tenths_of_millions / 10) + "." + std::to_string(tenths_of_millions % 10) + "M";
}

} // namespace

hint_service::hint_service(std::unique_ptr<optimal_search> search, std::chrono::milliseconds budget,
                           std::function<clock::time_point()> now)
    : budget_(budget), now_(std::move(now)), solver_(std::move(search)) {}

void hint_service::follow(const npuzzle::puzzle& board) {
    following_ = true;
    track(board);
}

// Tells the search about `board`: the rest of the known solution when its first move was played (a
// hint, or the player finding it), else a question (abandoning the last one).
void hint_service::track(const npuzzle::puzzle& board) {
    if (tracked_ && *tracked_ == board) return;
    if (tracked_) {
        if (auto s = solver_->answer(*tracked_); s && !s->empty()) {
            npuzzle::puzzle next = *tracked_;
            next.move(s->front());
            if (next == board) {
                s->erase(s->begin());
                solver_->tell(board, std::move(*s));
                tracked_ = board;
                return;
            }
        }
    }
    solver_->ask(board);
    tracked_ = board;
}

hint_service::reply hint_service::ask(const npuzzle::puzzle& board, std::chrono::milliseconds wait) {
    if (!question_ || !(*question_ == board)) {
        question_ = board;
        asked_at_ = now_();
    }
    track(board);
    if (const auto s = solver_->wait_for(board, wait); s && !s->empty()) {
        question_.reset();
        return {outcome::answered, s->front(), static_cast<unsigned>(s->size() - 1)};
    }
    if (solver_->searching() && now_() - asked_at_ < budget_) return {};
    // Out of time, or the search failed (a damaged table): the move that needs no search.
    cancel();
    return {outcome::fell_back, npuzzle::hint(board), std::nullopt};
}

void hint_service::cancel() {
    question_.reset();
    if (following_) return; // the followed board's search goes on: its distance is still wanted
    solver_->cancel();
    tracked_.reset();
}

std::string hint_service::progress() const {
    if (!question_) return {};
    const auto p = solver_->progress();
    std::string s = "Searching " + tenths(now_() - asked_at_) + " s";
    if (p.bound > 0) s += ": at least " + support::counted(p.bound, "move");
    if (p.nodes > 0) s += (p.bound > 0 ? ", " : ": ") + count_text(p.nodes) + " nodes";
    return s;
}

std::string hint_service::budget_text() const {
    if (budget_.count() % 1000 == 0) return std::to_string(budget_.count() / 1000) + " s";
    return tenths(budget_) + " s";
}

} // namespace npuzzle::frontend
