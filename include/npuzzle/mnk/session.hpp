// The m,n,k game session: what every front end shares. Place a mark, undo and redo, restart, and
// the game ID; rules and win detection stay in the board. Freestanding for basic_mnk (no heap);
// npuzzle::mnk brings its own heap-backed move list.
//
// Why not core's basic_session: its history entries are sliding moves (a direction and a tile
// count) kept in a ring that forgets old moves. A move here is a cell, and a game holds at most one
// move per cell, so the whole game fits a stack the size of the board and every move stays undoable.
#pragma once

#include <npuzzle/core/session.hpp>
#include <npuzzle/mnk/board.hpp>

#include <cstddef>
#include <cstdint>
#include <utility>

namespace npuzzle {

template <class Board>
class mnk_session {
public:
    using board_type = Board;

    constexpr explicit mnk_session(Board start = Board{})
        : initial_(start), board_(std::move(start)), moves_(board_.make_move_list()) {}

    // The player to move marks `c`. Off the board: not_a_move; an occupied cell or a finished game:
    // no_effect; otherwise moved, or solved when the move ended the game (a win or a draw).
    constexpr event place(cell c) {
        const move_outcome outcome = board_.place(c);
        if (outcome == move_outcome::not_a_move) return event::not_a_move;
        if (outcome == move_outcome::no_effect) return event::no_effect;
        moves_[made_++] = static_cast<std::uint16_t>(board_.to_index(c));
        playable_ = made_; // a new move forgets what could be redone
        return board_.is_over() ? event::solved : event::moved;
    }

    constexpr event undo() {
        if (!can_undo()) return event::no_effect;
        board_.take_back(board_.to_cell(moves_[--made_]));
        return event::moved;
    }

    constexpr event redo() {
        if (!can_redo()) return event::no_effect;
        board_.place(board_.to_cell(moves_[made_++]));
        return board_.is_over() ? event::solved : event::moved;
    }

    // Back to the position this game started from.
    constexpr void restart() { new_game(initial_); }

    constexpr void new_game(Board start) {
        initial_ = start;
        board_ = std::move(start);
        moves_ = board_.make_move_list();
        made_ = playable_ = 0;
    }

    constexpr const Board& board() const noexcept { return board_; }
    constexpr const Board& initial() const noexcept { return initial_; }
    constexpr bool can_undo() const noexcept { return made_ > 0; }
    constexpr bool can_redo() const noexcept { return made_ < playable_; }
    // Moves made since the game started (undone ones not counted).
    constexpr std::size_t moves() const noexcept { return made_; }
    // The cell of the latest move still on the board, for a front end to highlight.
    constexpr bool has_last_move() const noexcept { return made_ > 0; }
    constexpr cell last_move() const noexcept { return board_.to_cell(made_ > 0 ? moves_[made_ - 1] : 0); }

private:
    Board initial_;
    Board board_;
    typename Board::move_list moves_;
    std::size_t made_ = 0, playable_ = 0;
};

} // namespace npuzzle
