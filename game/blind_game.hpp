// SPDX-License-Identifier: MIT
// A blindfold solve (--blind): the board is shown until the first move, then hidden; the player
// says `done` (Enter) when they believe it is solved, and only then is it shown again and judged:
// solved, or a DNF with the tiles out of place counted. No hints and no solver: they would show it.
// Its clock runs from the first move to `done`.
#pragma once

#include "wrapped_game.hpp"

namespace npuzzle::frontend {

class blind_game final : public wrapped_game {
public:
    blind_game(std::unique_ptr<puzzle_game> inner, game_clock clock) : wrapped_game(std::move(inner), clock) {}

    std::string title() const override { return inner_->title() + ", blindfold"; }
    std::string label(cell c) const override { return hidden() ? "?" : inner_->label(c); }
    cell_role role(cell c) const override { return hidden() ? cell_role::hidden : inner_->role(c); }
    std::optional<cell> marked() const override { return hidden() ? std::nullopt : inner_->marked(); }
    std::string status() const override;
    std::string message() const override { return message_; }
    std::string id() const override { return hidden() ? "(hidden)" : inner_->id(); }

    bool over() const override { return done_; }
    bool failed() const override { return done_ && !inner_->session().solved(); }
    std::string outcome() const override;
    // Moves made and not yet said done: quitting or a new game asks, and records a DNF, whether or not the
    // hidden board happens to be solved (the keys must not tell).
    bool in_progress() const override {
        return !done_ && (inner_->moves() > 0 || inner_->session().can_undo() || inner_->session().can_redo());
    }

    event apply(const command& c) override;
    std::optional<game_record> history_record() const override;
    std::string mode() const override { return "blind"; }
    bool blindfolded() const override { return true; }
    capabilities abilities() const override { return {.can_hint = false, .can_solve = false, .keeps_history = true, .flashes = true}; }

private:
    // Hidden from the first move until `done`; a restart shows the start again (and spoils the record).
    bool hidden() const { return !done_ && inner_->moves() > 0; }
    std::size_t tiles_out_of_place() const;

    bool done_ = false; // the player said done: the board is shown and judged
    std::string message_;
};

} // namespace npuzzle::frontend
