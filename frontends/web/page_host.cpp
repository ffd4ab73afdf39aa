// SPDX-License-Identifier: MIT
#include "page_host.hpp"

#include "game/puzzle_cells.hpp"

#include <npuzzle/core/notation.hpp>
#include <npuzzle/solve/solver.hpp> // optimal_by_default

#include <map>
#include <memory>
#include <utility>
#include <vector>

namespace npuzzle::web {

namespace {

using frontend::hint_tables;
using frontend::optimal_search;

// The worker's answers for the current game: a search that asks and is answered between calls.
class page_search final : public optimal_search {
public:
    page_search() { current() = this; }
    ~page_search() override {
        if (current() == this) current() = nullptr;
    }
    page_search(const page_search&) = delete;
    page_search& operator=(const page_search&) = delete;

    // The search of the game made last: the one on the page (a new game is made before the old goes).
    static page_search*& current() {
        static page_search* latest = nullptr;
        return latest;
    }

    void ask(const puzzle& board) override {
        if (known_ && known_->first == board) return;
        asked_ = frontend::position_id(board);
        known_.reset();
    }
    std::optional<std::vector<direction>> answer(const puzzle& board) const override {
        if (known_ && known_->first == board) return known_->second;
        return std::nullopt;
    }
    // A page cannot block: what is known now.
    std::optional<std::vector<direction>> wait_for(const puzzle& board, std::chrono::milliseconds) override {
        return answer(board);
    }
    bool searching() const override { return asked_.has_value(); }
    void tell(const puzzle& board, std::vector<direction> solution) override {
        known_.emplace(board, std::move(solution));
        asked_.reset();
    }
    void restart() override {} // the worker's tables do not change under a search
    void cancel() override { asked_.reset(); }
    progress_report progress() const override { return {}; }

    const std::optional<std::string>& question() const { return asked_; }
    void answered(std::string_view id, std::optional<std::string_view> moves) {
        if (!asked_ || *asked_ != id) return; // an older question's answer
        asked_.reset();
        if (!moves) return; // failed: searching() is false and no answer comes
        auto board = parse_board<puzzle>(id);
        std::vector<direction> solution;
        for (const char m : *moves)
            if (solution.push_back(from_letter(m)); solution.back() == direction::none) return;
        if (board) known_.emplace(std::move(*board), std::move(solution));
    }

private:
    std::optional<std::string> asked_;                           // the question the worker has to answer
    std::optional<std::pair<puzzle, std::vector<direction>>> known_; // the last answer
};

struct worker_tables {
    std::map<std::string, hint_tables::state, std::less<>> shapes; // what the worker said of each
    std::optional<std::string> wanted;                           // to post to the worker
};

worker_tables& tables() {
    static worker_tables t;
    return t;
}

// One game's view of the worker's tables: its shape's state.
class page_tables final : public hint_tables {
public:
    void prepare(std::size_t rows, std::size_t cols) override {
        if (!solve::optimal_by_default(rows, cols)) return;
        shape_ = std::to_string(rows) + "x" + std::to_string(cols);
        if (!tables().shapes.contains(shape_)) {
            tables().shapes[shape_] = state::preparing;
            tables().wanted = shape_;
        }
    }
    state current() const override {
        const auto found = tables().shapes.find(shape_);
        return found == tables().shapes.end() ? state::not_needed : found->second;
    }

private:
    std::string shape_;
};

} // namespace

void use_page_host() {
    frontend::use_host({.search = [] { return std::make_unique<page_search>(); },
                        .tables = [] { return std::make_unique<page_tables>(); }});
}

std::optional<std::string> asked() {
    if (const auto* s = page_search::current()) return s->question();
    return std::nullopt;
}

void answered(std::string_view id, std::optional<std::string_view> moves) {
    if (auto* s = page_search::current()) s->answered(id, moves);
}

std::optional<std::string> tables_wanted() { return std::exchange(tables().wanted, std::nullopt); }

void tables_said(std::string_view shape, std::string_view state) {
    const auto s = state == "ready" ? hint_tables::state::ready
                   : state == "failed" ? hint_tables::state::failed
                                       : hint_tables::state::preparing;
    tables().shapes[std::string(shape)] = s;
}

} // namespace npuzzle::web
