// SPDX-License-Identifier: MIT
#include "mnk_game.hpp"

#include "save_flags.hpp"
#include "time_text.hpp"

#include <counted.hpp>

#include <npuzzle/mnk/notation.hpp>
#include <npuzzle/mnk/save_record.hpp>

#include <iterator>
#include <limits>
#include <utility>

namespace npuzzle::frontend {

namespace {

constexpr std::size_t max_lettered_cols = 26; // columns a..z

std::string side_name(npuzzle::mark m) { return std::string(1, npuzzle::to_char(m)); }

// A number of 1..3 digits at `pos`, advancing past it.
std::optional<std::size_t> read_small_number(std::string_view s, std::size_t& pos) {
    std::size_t value = 0, digits = 0;
    while (pos < s.size() && s[pos] >= '0' && s[pos] <= '9' && digits < 4) {
        value = value * 10 + static_cast<std::size_t>(s[pos++] - '0');
        ++digits;
    }
    if (digits == 0 || digits > 3) return std::nullopt;
    return value;
}

// A 1-based row or column as a 0-based one; 0 becomes a cell no board has.
std::size_t from_one_based(std::size_t n) { return n == 0 ? std::numeric_limits<std::size_t>::max() : n - 1; }

} // namespace

mnk_game::mnk_game(npuzzle::mnk start, mnk_players players, game_clock clock, npuzzle::think_budget budget)
    : session_(std::move(start), clock), players_(players), budget_(budget) {}

std::string mnk_game::title() const {
    const auto& b = board();
    const std::string shape = std::to_string(b.rows()) + "x" + std::to_string(b.cols()) + ", " +
                              std::to_string(b.k()) + " in a row";
    const bool tic_tac_toe = b.rows() == 3 && b.cols() == 3 && b.k() == 3;
    auto who = [](bool computer) { return computer ? "computer" : "human"; };
    return (tic_tac_toe ? "Tic-tac-toe " : "m,n,k game ") + shape + " (X " + who(players_.x_computer) +
           ", O " + who(players_.o_computer) + ")";
}

std::string mnk_game::cell_name(cell c) const {
    if (cols() <= max_lettered_cols) return static_cast<char>('a' + c.col) + std::to_string(c.row + 1);
    return std::to_string(c.row + 1) + "," + std::to_string(c.col + 1);
}

std::string mnk_game::label(cell c) const {
    const npuzzle::mark m = board().at(c);
    return m == npuzzle::mark::empty ? std::string() : side_name(m);
}

cell_role mnk_game::role(cell c) const {
    const auto& b = board();
    const npuzzle::mark m = b.at(c);
    if (m == npuzzle::mark::empty) return cell_role::empty;
    if (b.winner() != npuzzle::mark::empty && b.winning_line().contains(c)) return cell_role::winning;
    return m == npuzzle::mark::x ? cell_role::mark_x : cell_role::mark_o;
}

std::optional<cell> mnk_game::marked() const {
    const auto& kept = session_.history();
    const std::size_t top = kept.undo_depth();
    if (top == 0 || kept[top - 1].restart()) return std::nullopt;
    return session_.last_move();
}

std::string mnk_game::status() const {
    const auto& b = board();
    std::string s = b.winner() != npuzzle::mark::empty ? side_name(b.winner()) + " has won"
                    : b.is_draw()                      ? std::string("Draw")
                                                       : side_name(b.to_move()) + " to move";
    s += "  Moves " + std::to_string(moves()) + "  Time " + format_clock(elapsed_ms());
    if (paused()) s += "  Paused";
    return s;
}

std::string mnk_game::id() const {
    std::string text;
    npuzzle::write_mnk_id(board(), std::back_inserter(text));
    return text;
}

std::string mnk_game::start_id() const {
    std::string text;
    npuzzle::write_mnk_id(session_.initial(), std::back_inserter(text));
    return text;
}

std::string mnk_game::save() const {
    save_flags flags;
    flags.assisted = assisted_;
    flags.x_computer = players_.x_computer;
    flags.o_computer = players_.o_computer;
    const std::string letters = save_flag_letters(flags);
    npuzzle::saved_game info;
    info.flags = letters;
    const std::string start = start_id();
    info.start = start;
    std::string base;
    if (session_.base_moves() > 0) npuzzle::write_mnk_id(session_.history_base(), std::back_inserter(base));
    info.base = base;
    info.base_moves = info.base_multi = session_.base_moves();
    std::string text;
    npuzzle::write_mnk_save(session_, info, std::back_inserter(text));
    return text;
}

std::string mnk_game::restore(const npuzzle::saved_game& g, const npuzzle::mnk* base) {
    const auto flags = read_save_flags(g.flags);
    if (!flags) return std::string(flags.error().message().view());
    assisted_ = flags->assisted;
    players_ = {flags->x_computer, flags->o_computer};
    if (base) session_.restore_base(*base, static_cast<std::size_t>(g.base_moves));
    const auto played = npuzzle::replay_mnk(g, session_);
    if (!played) return std::string(played.error().message().view());
    return {};
}

void mnk_game::hold(pause_reason why, bool on) {
    if (on)
        session_.pause(why);
    else
        session_.resume(why);
}

// "X wins in 7 moves (a1 b2 c3)", "Draw in 9 moves": the line is named for front ends that cannot
// colour it.
std::string mnk_game::outcome() const {
    const auto& b = board();
    if (!over()) return {};
    if (b.winner() == npuzzle::mark::empty) return "Draw in " + support::counted(moves(), "move");
    std::string line;
    const npuzzle::mnk_line& won = b.winning_line();
    for (std::size_t i = 0; i < won.length; ++i) {
        if (i > 0) line += ' ';
        line += cell_name(won.at(i));
    }
    return side_name(b.winner()) + " wins in " + support::counted(moves(), "move") + " (" + line + ")";
}

bool mnk_game::is_computer(npuzzle::mark side) const {
    return side == npuzzle::mark::x ? players_.x_computer : players_.o_computer;
}

bool mnk_game::awaiting_computer() const { return !over() && !paused() && is_computer(board().to_move()); }

event mnk_game::fail(event e, std::string why) {
    message_ = std::move(why);
    return e;
}

event mnk_game::apply(const command& c) {
    if (c.what == command::kind::tick) return event::not_a_move; // nothing runs in the background
    message_.clear();
    // Any command but the solve's own (and the computer's turn it may wait for) stops a solve.
    using k = command::kind;
    if (c.what != k::solve_step && c.what != k::solve && c.what != k::computer) solving_ = false;
    return dispatch(c);
}

event mnk_game::dispatch(const command& c) {
    switch (c.what) {
    case command::kind::move:
        return fail(event::not_a_move, "marks are placed, not slid: name a cell such as " + cell_name({0, 0}));
    case command::kind::select: return place(c.at);
    case command::kind::undo: return take_back();
    case command::kind::redo: return redo();
    case command::kind::restart:
        if (session_.restart() == event::no_effect) return fail(event::no_effect, "already at the start of this game");
        message_ = "Back to the start of this game ({undo} takes the restart back)";
        return event::moved;
    case command::kind::hint: {
        if (awaiting_computer()) return fail(event::no_effect, "it is the computer's turn");
        const event e = play_for_side_to_move("Hint: ");
        assisted_ = assisted_ || changed(e);
        return e;
    }
    case command::kind::solve:
        if (std::string why = cannot_place(); !why.empty()) return fail(event::no_effect, std::move(why));
        solving_ = true;
        message_ = "The computer plays both sides to the end";
        return event::not_a_move;
    case command::kind::solve_step: {
        if (!solving_) return fail(event::not_a_move, "no solve under way");
        assisted_ = assisted_ || !is_computer(board().to_move());
        const event e = play_for_side_to_move("");
        if (!changed(e)) message_ = "Solve stopped: " + message_;
        solving_ = changed(e) && !over();
        return e;
    }
    case command::kind::stop: message_ = "Solve stopped"; return event::not_a_move;
    case command::kind::tick: return event::not_a_move;
    case command::kind::done:
        return fail(event::not_a_move, "the game ends by itself: when a side wins or the board is full");
    case command::kind::computer:
        if (!over() && !paused() && !awaiting_computer())
            return fail(event::not_a_move, side_name(board().to_move()) + " is played by a human");
        return play_for_side_to_move("");
    case command::kind::new_game:
        session_.new_game(*npuzzle::mnk::empty(rows(), cols(), board().k()));
        assisted_ = false;
        message_ = "New game: X moves first";
        return event::moved;
    case command::kind::pause: return set_paused(session_, true, message_);
    case command::kind::resume: return set_paused(session_, false, message_);
    }
    return fail(event::not_a_move, "unknown command");
}

std::string mnk_game::cannot_place() const {
    if (over()) return "the game is over: {new} starts another";
    if (paused()) return "the game is paused";
    return {};
}

event mnk_game::place(cell at) {
    if (!board().on_board(at))
        return fail(event::not_a_move, "that cell is off the board (" + cell_name({0, 0}) + " to " +
                                           cell_name({rows() - 1, cols() - 1}) + ")");
    if (std::string why = cannot_place(); !why.empty()) return fail(event::no_effect, std::move(why));
    if (awaiting_computer()) return fail(event::no_effect, "it is the computer's turn");
    const npuzzle::mark taken = board().at(at);
    if (taken != npuzzle::mark::empty)
        return fail(event::no_effect, cell_name(at) + " is taken by " + side_name(taken));
    const event e = session_.place(at);
    if (e == event::solved) message_ = outcome();
    return e;
}

// The computer player's move for whoever is to move: the computer's own, or a hint for a human.
event mnk_game::play_for_side_to_move(const char* what) {
    if (std::string why = cannot_place(); !why.empty()) return fail(event::no_effect, std::move(why));
    thought_ = player_.think(board(), budget_);
    if (!thought_) return fail(event::no_effect, "no move left to make");
    const npuzzle::mark side = board().to_move();
    const event e = session_.place(thought_->move);
    message_ = e == event::solved ? outcome() : what + side_name(side) + " plays " + cell_name(thought_->move);
    return e;
}

// Against the computer an undo takes back its reply too, so the human is to move again. A game of
// two computers (or two humans) takes back one move.
event mnk_game::take_back() {
    if (paused()) return fail(event::no_effect, "the game is paused");
    const auto& history = session_.history();
    if (history.can_undo() && history[history.undo_depth() - 1].restart()) {
        const event e = session_.undo();
        message_ = e == event::solved ? outcome() : "Restart undone";
        return e;
    }
    const std::size_t placed = board().placed();
    auto mover_after = [&](std::size_t undone) { return (placed - undone) % 2 == 0 ? mark::x : mark::o; };
    const bool one_human = players_.x_computer != players_.o_computer;
    const std::size_t plies = one_human && is_computer(mover_after(1)) ? 2 : 1;
    if (moves() < plies) return fail(event::no_effect, moves() == 0 ? "nothing to undo" : "nothing of yours to undo");
    for (std::size_t i = 0; i < plies; ++i) session_.undo();
    if (plies == 2) message_ = "Took back the computer's reply too: " + side_name(board().to_move()) + " to move";
    return event::moved;
}

// The human's move again, then the computer's reply if it is still there to redo.
event mnk_game::redo() {
    if (paused()) return fail(event::no_effect, "the game is paused");
    const auto& history = session_.history();
    const bool restart = history.can_redo() && history[history.undo_depth()].restart();
    event e = session_.redo();
    if (e == event::no_effect) return fail(e, "nothing to redo");
    if (restart) {
        message_ = "Back to the start of this game";
        return e;
    }
    if (e != event::solved && awaiting_computer() && session_.can_redo()) e = session_.redo();
    if (e == event::solved) message_ = outcome();
    return e;
}

std::optional<command> mnk_game::parse_word(std::string_view word) const {
    std::size_t pos = 0;
    cell at;
    if (!word.empty() && ((word[0] >= 'a' && word[0] <= 'z') || (word[0] >= 'A' && word[0] <= 'Z'))) {
        if (cols() > max_lettered_cols) return std::nullopt;
        at.col = static_cast<std::size_t>((word[0] | 0x20) - 'a');
        pos = 1;
        const auto row = read_small_number(word, pos);
        if (!row || pos != word.size()) return std::nullopt;
        at.row = from_one_based(*row);
    } else {
        const auto row = read_small_number(word, pos);
        if (!row || pos == word.size()) return std::nullopt;
        // "2,3", "2 3" (and "2, 3"): one comma or spaces between the numbers
        const std::size_t gap = pos;
        while (pos < word.size() && word[pos] == ' ') ++pos;
        if (pos < word.size() && word[pos] == ',') ++pos;
        while (pos < word.size() && word[pos] == ' ') ++pos;
        if (pos == gap) return std::nullopt;
        const auto col = read_small_number(word, pos);
        if (!col || pos != word.size()) return std::nullopt;
        at = {from_one_based(*row), from_one_based(*col)};
    }
    command c;
    c.what = command::kind::select;
    c.at = at;
    return c;
}

std::string mnk_game::words_help() const {
    const std::string last = cell_name({rows() - 1, cols() - 1});
    if (cols() > max_lettered_cols)
        return "R,C: place a mark at row R, column C (1,1 top left to " + last + ")";
    return cell_name({0, 0}) + ".." + last + " or R,C: place a mark (column letter and row number, or row, column; " +
           cell_name({0, 0}) + " and 1,1 are top left)";
}

} // namespace npuzzle::frontend
