// SPDX-License-Identifier: MIT
// The m,n,k game session: what every front end shares. Place a mark, undo and redo, restart, and a
// clock that starts on the first move, stops when the game ends and can pause; rules and win
// detection stay in the board. Freestanding for basic_mnk (no heap); npuzzle::mnk brings its own
// heap-backed move list.
//
// Core's basic_session keeps sliding moves in a ring that may forget old ones; here a move is a cell
// and a game holds at most one move per cell, so the whole game fits a list the size of the board
// and every move stays undoable. The clock is core's play_timer, the same as the puzzle's.
#pragma once

#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/session.hpp>
#include <npuzzle/mnk/board.hpp>

#include <cstddef>
#include <cstdint>
#include <utility>

namespace npuzzle {

template <class Board, millisecond_clock Clock = manual_clock>
class mnk_session {
public:
    using board_type = Board;
    using clock_type = Clock;

    constexpr explicit mnk_session(Board start = Board{}, Clock clock = Clock{})
        : initial_(start), board_(std::move(start)), moves_(board_.make_move_list()), timer_(std::move(clock)) {}

    // --- moves -------------------------------------------------------------------------------
    // The player to move marks `c`. Off the board: not_a_move; an occupied cell, a finished game or
    // a paused one: no_effect; otherwise moved, or solved when the move ended the game (won or drawn).
    constexpr event place(cell c) {
        if (!board_.on_board(c)) return event::not_a_move;
        if (timer_.paused() || board_.place(c) != move_outcome::moved) return event::no_effect;
        moves_[made_++] = static_cast<std::uint16_t>(board_.to_index(c));
        playable_ = made_; // a new move forgets what could be redone
        return moved();
    }

    constexpr event undo() {
        if (timer_.paused() || !can_undo()) return event::no_effect;
        board_.take_back(board_.to_cell(moves_[--made_]));
        return moved();
    }

    constexpr event redo() {
        if (timer_.paused() || !can_redo()) return event::no_effect;
        board_.place(board_.to_cell(moves_[made_++]));
        return moved();
    }

    // Back to the position this game started from: history and clock start again.
    constexpr void restart() { new_game(initial_); }

    constexpr void new_game(Board start) {
        initial_ = start;
        board_ = std::move(start);
        moves_ = board_.make_move_list();
        made_ = playable_ = 0;
        timer_.reset();
    }

    // --- clock -------------------------------------------------------------------------------
    constexpr void pause() { timer_.pause(); }
    constexpr void resume() { timer_.resume(); }
    constexpr bool paused() const noexcept { return timer_.paused(); }
    constexpr bool clock_running() const noexcept { return timer_.running(); }
    constexpr std::uint64_t elapsed_ms() const { return timer_.elapsed_ms(); }
    // Ended at least once since the game started: the clock has stopped for good.
    constexpr bool finished() const noexcept { return timer_.finished(); }
    constexpr Clock& clock() noexcept { return timer_.clock(); }
    constexpr const Clock& clock() const noexcept { return timer_.clock(); }

    // --- state -------------------------------------------------------------------------------
    constexpr const Board& board() const noexcept { return board_; }
    constexpr const Board& initial() const noexcept { return initial_; }
    constexpr bool can_undo() const noexcept { return made_ > 0; }
    constexpr bool can_redo() const noexcept { return made_ < playable_; }
    // Moves made since the game started (undone ones not counted).
    constexpr std::size_t moves() const noexcept { return made_; }
    // The latest move still on the board, for a front end to highlight; only when moves() > 0.
    constexpr cell last_move() const noexcept { return board_.to_cell(made_ > 0 ? moves_[made_ - 1] : 0); }

private:
    constexpr event moved() {
        timer_.on_move(board_.is_over());
        return board_.is_over() ? event::solved : event::moved;
    }

    Board initial_;
    Board board_;
    typename Board::move_list moves_;
    std::size_t made_ = 0, playable_ = 0;
    play_timer<Clock> timer_;
};

} // namespace npuzzle
