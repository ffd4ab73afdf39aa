// SPDX-License-Identifier: MIT
#include "marathon_game.hpp"

#include "time_text.hpp"

#include <counted.hpp>

namespace npuzzle::frontend {

marathon_game::marathon_game(std::unique_ptr<puzzle_game> inner, std::size_t boards, game_clock clock)
    : wrapped_game(std::move(inner), clock), boards_(boards), first_id_(inner_->start_id()) {}

std::string marathon_game::title() const {
    return inner_->title() + " marathon of " + std::to_string(boards_);
}

std::string marathon_game::status() const {
    return "Board " + std::to_string(board_number()) + "/" + std::to_string(boards_) + "  " +
           counters_text(moves(), multi_moves(), elapsed_ms()) + inner_->status_notes(true);
}

fairness marathon_game::record_status() const {
    return earlier_.worst != fairness::counts ? earlier_.worst : inner_->record_status();
}

std::string marathon_game::outcome() const {
    if (!over()) return {};
    // Help is not counted here: the records note says "not a record: assisted".
    return "Marathon of " + std::to_string(boards_) + " solved in " + support::counted(moves(), "move") + " (MTM " +
           std::to_string(multi_moves()) + ") in " + format_clock_tenths(elapsed_ms());
}

event marathon_game::apply(const command& c) {
    if (c.what == command::kind::tick) return inner_->apply(c);
    message_.clear();
    const event e = apply_to_board(c);
    message_ = inner_->message();
    if (c.what == command::kind::new_game) { // the marathon again, from the next deal
        earlier_ = {};
        first_id_ = inner_->start_id();
        timer_.reset();
        dealt_at_ms_ = 0;
        message_ = "New marathon of " + std::to_string(boards_) + ": " + first_id_;
        return e;
    }
    if (changed(e)) timer_.on_move(e == event::solved && board_number() == boards_);
    if (e != event::solved || board_number() == boards_) return e;
    next_board();
    return event::moved;
}

// The board just solved is banked and the next one dealt; the marathon's clock runs on. A board's
// time runs from its deal (the looking before its first move counts): the boards' times add up.
void marathon_game::next_board() {
    const std::uint64_t board_ms = elapsed_ms() - dealt_at_ms_;
    auto moves = current_moves();
    earlier_.moves.insert(earlier_.moves.end(), moves.begin(), moves.end());
    if (const auto row = inner_->history_record()) earlier_.starts.push_back(row->start);
    earlier_.stm += inner_->moves();
    earlier_.mtm += inner_->multi_moves();
    if (earlier_.worst == fairness::counts) earlier_.worst = inner_->record_status();
    earlier_.assisted = earlier_.assisted || inner_->assisted();
    ++earlier_.boards;
    const std::uint64_t board_moves = inner_->moves();
    inner_->apply({command::kind::new_game});
    dealt_at_ms_ = elapsed_ms();
    message_ = "Board " + std::to_string(earlier_.boards) + " solved in " + support::counted(board_moves, "move") + ", " +
               format_clock_tenths(board_ms) + ": board " +
               std::to_string(board_number()) + " of " + std::to_string(boards_);
}

// The moves on the board now, their times moved from the board's clock (which starts at its first
// move) to the marathon's: both stop for the same holds, so they differ by a constant.
std::vector<timed_move> marathon_game::current_moves() const {
    const auto row = inner_->history_record();
    if (!row) return {};
    const std::uint64_t board_ms = inner_->elapsed_ms(), marathon_ms = elapsed_ms();
    const std::uint64_t offset = marathon_ms > board_ms ? marathon_ms - board_ms : 0;
    std::vector<timed_move> out = row->moves;
    for (auto& m : out) m.at_ms += offset;
    return out;
}

std::optional<game_record> marathon_game::history_record() const {
    auto r = inner_->history_record();
    if (!r) return r;
    std::string starts;
    for (const auto& s : earlier_.starts) starts += s + ' ';
    r->start = starts + r->start; // every board's ID, in the order played
    std::vector<timed_move> moves = earlier_.moves;
    const auto now = current_moves();
    moves.insert(moves.end(), now.begin(), now.end());
    r->moves = std::move(moves);
    r->mode = mode();
    r->stm = this->moves();
    r->mtm = multi_moves();
    r->ms = elapsed_ms();
    r->counts = record_status() == fairness::counts;
    r->optimal.reset();
    return r;
}

} // namespace npuzzle::frontend
