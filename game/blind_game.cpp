// SPDX-License-Identifier: MIT
#include "blind_game.hpp"

#include "time_text.hpp"

#include <counted.hpp>

namespace npuzzle::frontend {

std::string blind_game::status() const {
    std::string s = counters_text(moves(), multi_moves(), elapsed_ms());
    if (!done_) s += hidden() ? "  Blindfold: say done when solved" : "  Blindfold: hidden from your first move";
    return s + inner_->status_notes(false); // never the distance: it would tell how far off the board is
}

std::size_t blind_game::tiles_out_of_place() const {
    const auto& board = inner_->session().board();
    std::size_t out = 0;
    for (std::size_t i = 0; i < board.size(); ++i)
        if (board[i] != 0 && !board.is_home(i)) ++out;
    return out;
}

std::string blind_game::outcome() const {
    if (!done_) return {};
    const std::string played = support::counted(moves(), "move") + " (MTM " +
                               std::to_string(multi_moves()) + ") in " + format_clock_tenths(elapsed_ms());
    if (!failed()) return "Solved blindfolded in " + played;
    const std::size_t off = tiles_out_of_place();
    return "DNF: " + support::counted(off, "tile") + " out of place after " + played;
}

event blind_game::apply(const command& c) {
    using k = command::kind;
    if (c.what == k::tick) return inner_->apply(c);
    message_.clear();
    if (c.what == k::new_game) {
        const event e = apply_to_board(c);
        done_ = false;
        timer_.reset();
        message_ = inner_->message();
        return e;
    }
    if (c.what == k::hint || c.what == k::solve || c.what == k::solve_step) {
        message_ = "a blindfold solve has no hints and no solver: they would show the board";
        return event::no_effect;
    }
    if (done_) {
        if (c.what == k::pause || c.what == k::resume || c.what == k::stop) return event::not_a_move;
        message_ = "this blindfold solve is over: a new game deals another board";
        return event::no_effect;
    }
    if (c.what == k::done) {
        if (moves() == 0) {
            message_ = "make your moves first: done ends the solve and shows the board";
            return event::no_effect;
        }
        done_ = true;
        timer_.on_move(true); // the clock stops at done, not when the hidden board came right
        message_ = outcome();
        return event::solved;
    }
    const bool was_hidden = hidden();
    const event e = apply_to_board(c);
    if (changed(e)) timer_.on_move(false);
    // The board must not tell that it came right (the player says so: `done`), nor where the blank is.
    message_ = e == event::solved ? std::string() : inner_->message();
    if (hidden() && e == event::no_effect && (c.what == k::move || c.what == k::select)) message_ = "nothing moved";
    if (hidden() && !was_hidden) message_ = "The board is hidden now: say done when you have solved it";
    return e == event::solved ? event::moved : e;
}

std::optional<game_record> blind_game::history_record() const {
    auto r = inner_->history_record();
    if (!r) return r;
    r->mode = mode();
    r->ms = elapsed_ms(); // moves after the board first came right keep that moment's time: rare, and honest
    return r;
}

} // namespace npuzzle::frontend
