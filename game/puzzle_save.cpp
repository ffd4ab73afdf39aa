// SPDX-License-Identifier: MIT
// The sliding puzzle's saved game (format 2, npuzzle/core/save_record.hpp): the log of every action
// since the deal, kept as the game is played and replayed on resuming, so a resumed game keeps every
// move's time and says itself whether it was played fairly; nothing of that is read from a flag.
#include "puzzle_game.hpp"

#include <iterator>

namespace npuzzle::frontend {

// Keeps what the session just did in the log, with the clock then: a move's own time (after it), a
// restart's or a redo's as its history entry has it, an undo's as the clock reads after it.
event puzzle_game::logged(event e, npuzzle::save_action::kind what) {
    if (!changed(e)) return e;
    const auto& kept = session_.history();
    npuzzle::save_action a{what, direction::none, 1, session_.elapsed_ms()};
    if (what != npuzzle::save_action::kind::undo && kept.undo_depth() > 0) {
        const auto& latest = kept[kept.undo_depth() - 1];
        a.dir = latest.dir;
        a.tiles = latest.restart() ? 1 : latest.tiles;
        a.ms = latest.at_ms;
    }
    log_.push_back(a);
    return e;
}

// The deal as a save names it: a seed ID only for a random deal (resuming reads it as one); any other
// start, --game 3x3#7 included, written out as its board.
std::string puzzle_game::save_start() const {
    if (start_ == fairness::counts) return start_id_;
    std::string given;
    npuzzle::write_game_id(session_.initial(), std::back_inserter(given));
    return given;
}

// A format-2 save: the deal decides whether the start counts, the log what was done since.
std::string puzzle_game::restore_log(const npuzzle::saved_game& g) {
    start_ = g.start.find('#') != std::string_view::npos ? fairness::counts : fairness::given;
    start_id_ = std::string(g.start);
    const auto played = npuzzle::replay_log(g, session_);
    if (!played) return std::string(played.error().message().view());
    assisted_ = played->helped;
    // The log marks a tile moved for the player, not who asked: a solve ends the game (its save goes),
    // so what a save holds is hints, unless a solve was stopped by a key before the save.
    hints_ = played->helped_moves;
    restarted_ = played->restarted;
    undone_ = played->undos;
    took_back_ = played->undos > 0;
    log_.clear();
    std::string_view rest = g.moves;
    npuzzle::save_action a;
    bool ok = true;
    while (npuzzle::next_action(rest, a, ok)) log_.push_back(a);
    log_whole_ = true;
    return {};
}

} // namespace npuzzle::frontend
