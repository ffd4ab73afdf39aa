// SPDX-License-Identifier: MIT
// The m,n,k game (generalised tic-tac-toe) as a front-end game: an adapter over the library's
// mnk_session on a runtime-sized board and its computer player. Rules, win detection, undo and the
// clock are the library's; this only says whose turn it is, asks the player for moves and words the
// state for a front end. Cells are named "b2" (column letter, row number, both counted from the top
// left as the game ID reads) or "2,3" (row, column).
#pragma once

#include "game.hpp"
#include "game_clock.hpp"

#include <npuzzle/mnk/dynamic_mnk.hpp>
#include <npuzzle/mnk/player.hpp>
#include <npuzzle/mnk/session.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace npuzzle::frontend {

// Who plays each side.
struct mnk_players {
    bool x_computer = false;
    bool o_computer = true;
};

// How long the computer thinks in a front end: never long enough to freeze it. Perfect play on
// 3x3 needs about a thousand nodes; on larger boards the search stops at whichever limit comes first.
inline constexpr npuzzle::think_budget interactive_think_budget{.nodes = 100'000, .milliseconds = 300};
// The same without the wall clock, for scripted games: the computer's moves then depend only on
// the positions it has seen, so a transcript is the same on every machine.
inline constexpr npuzzle::think_budget scripted_think_budget{.nodes = 100'000};

class mnk_game final : public game {
public:
    using session_type = npuzzle::mnk_session<npuzzle::mnk, game_clock>;

    // Plays `start` (a position that is not over; the caller checks); `new` starts an empty board of
    // the same shape.
    mnk_game(npuzzle::mnk start, mnk_players players, game_clock clock = {},
             npuzzle::think_budget budget = interactive_think_budget);

    std::string title() const override;
    std::size_t rows() const override { return board().rows(); }
    std::size_t cols() const override { return board().cols(); }
    std::string label(cell c) const override;
    cell_role role(cell c) const override;
    std::size_t label_width() const override { return 1; }
    std::string status() const override;
    std::string message() const override { return message_; }
    std::string id() const override;
    std::string start_id() const override;
    input_style style() const override { return input_style::place; }
    capabilities abilities() const override { return {.flashes = true}; } // no solve history

    bool over() const override { return board().is_over(); }
    std::string outcome() const override;
    // Moves made, or a restart that can be undone: quitting asks, and saves.
    std::optional<cell> marked() const override;
    bool in_progress() const override { return (moves() > 0 || session_.can_undo() || session_.can_redo()) && !over(); }
    bool paused() const override { return session_.paused(); }
    bool awaiting_computer() const override;
    bool solving() const override { return solving_; }
    bool assisted() const override { return assisted_; }
    fairness record_status() const override { return fairness::untimed; }
    std::string variant() const override { return "mnk"; }
    std::uint64_t elapsed_ms() const override { return session_.elapsed_ms(); }
    std::uint64_t moves() const override { return session_.moves(); }
    std::uint64_t multi_moves() const override { return moves(); }

    event apply(const command& c) override;
    void hold(pause_reason why, bool on) override;
    std::optional<command> parse_word(std::string_view word) const override;
    std::string words_help() const override;

    std::string save() const override;
    // Plays saved game `g` on this game, just made from its start (`base`: where its history starts,
    // if not there): "" or why it cannot be played.
    std::string restore(const npuzzle::saved_game& g, const npuzzle::mnk* base);

    const npuzzle::mnk& board() const noexcept { return session_.board(); }
    // What the computer found the last time it thought (for a move or a hint), if it has.
    const std::optional<npuzzle::think_result>& last_thought() const noexcept { return thought_; }
    // "b2" on boards up to 26 columns, else "2,30".
    std::string cell_name(cell c) const;

private:
    event dispatch(const command& c);
    event place(cell at);
    event play_for_side_to_move(const char* who);
    event take_back();
    event redo();
    event fail(event e, std::string why);
    bool is_computer(npuzzle::mark side) const;
    // Why no mark can be placed now, or "" if one can.
    std::string cannot_place() const;

    session_type session_;
    mnk_players players_;
    npuzzle::think_budget budget_;
    npuzzle::mnk_player player_{18}; // a 6 MiB table: plenty for the budget
    std::optional<npuzzle::think_result> thought_;
    std::string message_;
    bool assisted_ = false; // a hint or the solver played for a human (undo keeps it)
    bool solving_ = false;  // solve_step plays the next move, whoever's it is
};

} // namespace npuzzle::frontend
