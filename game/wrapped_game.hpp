// SPDX-License-Identifier: MIT
// A way of playing the sliding puzzle built on top of it (a marathon, a blindfold solve): a game that
// hands every question to the puzzle_game it wraps, so a mode overrides only what it changes. The
// modes keep their own clock (a marathon's runs across its boards, a blindfold solve's until the
// player says done), which every hold reaches as well as the board's.
#pragma once

#include "game.hpp"
#include "game_clock.hpp"
#include "puzzle_game.hpp"

#include <npuzzle/core/session.hpp>

#include <memory>
#include <utility>

namespace npuzzle::frontend {

class wrapped_game : public game {
public:
    wrapped_game(std::unique_ptr<puzzle_game> inner, game_clock clock)
        : inner_(std::move(inner)), timer_(clock) {}

    std::string title() const override { return inner_->title(); }
    std::size_t rows() const override { return inner_->rows(); }
    std::size_t cols() const override { return inner_->cols(); }
    std::string label(cell c) const override { return inner_->label(c); }
    cell_role role(cell c) const override { return inner_->role(c); }
    std::size_t label_width() const override { return inner_->label_width(); }
    std::optional<cell> marked() const override { return inner_->marked(); }
    std::string status() const override { return inner_->status(); }
    std::string message() const override { return inner_->message(); }
    std::string id() const override { return inner_->id(); }
    std::string start_id() const override { return inner_->start_id(); }
    input_style style() const override { return inner_->style(); }
    capabilities abilities() const override { return inner_->abilities(); }

    bool over() const override { return inner_->over(); }
    std::string outcome() const override { return inner_->outcome(); }
    bool in_progress() const override { return inner_->in_progress(); }
    bool paused() const override { return inner_->paused(); }
    bool awaiting_computer() const override { return false; }
    bool solving() const override { return inner_->solving(); }
    int step_delay_ms() const override { return inner_->step_delay_ms(); }
    std::string solving_note() const override { return inner_->solving_note(); }
    bool waiting() const override { return inner_->waiting(); }
    std::string progress() const override { return inner_->progress(); }
    bool assisted() const override { return inner_->assisted(); }
    fairness record_status() const override { return inner_->record_status(); }
    std::uint64_t elapsed_ms() const override { return timer_.elapsed_ms(); }
    std::uint64_t moves() const override { return inner_->moves(); }
    std::uint64_t multi_moves() const override { return inner_->multi_moves(); }

    event apply(const command& c) override { return apply_to_board(c); }
    void hold(pause_reason why, bool on) override {
        inner_->hold(why, on);
        if (on)
            timer_.pause(why);
        else
            timer_.resume(why);
    }
    std::optional<command> parse_word(std::string_view word) const override { return inner_->parse_word(word); }
    std::string words_help() const override { return inner_->words_help(); }
    void prepare_hints() override { inner_->prepare_hints(); }
    std::string save() const override { return {}; } // see saves()
    bool saves() const override { return false; }
    std::optional<game_record> history_record() const override { return inner_->history_record(); }
    std::optional<std::uint64_t> optimal_moves() const override { return inner_->optimal_moves(); }

protected:
    // A command played on the board; the mode's clock then follows the player's pause (which a
    // pause, a resume, a restart or a new game may have set or ended on the board).
    event apply_to_board(const command& c) {
        const event e = inner_->apply(c);
        if (inner_->paused() != timer_.paused()) {
            if (inner_->paused())
                timer_.pause();
            else
                timer_.resume();
        }
        return e;
    }

    std::unique_ptr<puzzle_game> inner_;
    npuzzle::play_timer<game_clock> timer_;
};

} // namespace npuzzle::frontend
