// SPDX-License-Identifier: MIT
/// \file
/// The m,n,k game session: core's game_session (core/game_session.hpp) with the m,n,k move policy.
/// A move places the mark of the player to move; the game ends when it is won or drawn. Rules and
/// win detection stay in the board. Freestanding (no heap) for every board.
///
/// The history has the same rules as the puzzle's: a restart is one more entry, and an undone
/// restart replays the kept entries from where the ring starts. The ring holds HistoryCapacity
/// entries: a game places at most one mark per cell, so only restarts and undo-and-replay can make
/// it forget the oldest, which stay on the board.
#pragma once

#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/game_session.hpp>
#include <npuzzle/mnk/board.hpp>

#include <cstddef>
#include <cstdint>
#include <utility>

namespace npuzzle {

/// One entry of an m,n,k history: a mark placed at cell index `at`, or a restart, which keeps the
/// clock before it and whether the game had ended.
struct place_entry {
    std::uint16_t at = 0;    ///< the cell index of the mark (row * columns + column)
    bool is_restart = false; ///< a restart, not a mark
    bool finished = false;   ///< restart: the game had ended before it
    std::uint32_t at_ms = 0; ///< the clock after this move (history_ms), or before the restart
    /// Whether this entry is a restart.
    constexpr bool restart() const noexcept { return is_restart; }
};

/// An m,n,k game's count: the marks placed.
struct place_count {
    std::size_t marks = 0; ///< marks placed
    /// Counts one more mark.
    constexpr void add(const place_entry&) noexcept { ++marks; }
    /// Counts one mark fewer.
    constexpr void remove(const place_entry&) noexcept { --marks; }
    /// Whether a mark is counted.
    constexpr bool any() const noexcept { return marks != 0; }
};

/// The m,n,k move policy (a move_policy) on a `Board` (basic_mnk or mnk): a move is a cell, where
/// the player to move places a mark.
template <class Board>
struct place_policy {
    /// The board type.
    using board_type = Board;
    /// One entry of the history.
    using entry_type = place_entry;
    /// The counter: marks placed.
    using counters_type = place_count;

    /// A cell on the board names a move.
    static constexpr bool is_move(const Board& b, cell c) noexcept { return b.on_board(c); }
    /// The player to move marks `c` if it is free and the game not over, and says so in `e`.
    static constexpr bool play(Board& b, cell c, place_entry& e) {
        if (b.place(c) != move_outcome::moved) return false;
        e.at = static_cast<std::uint16_t>(b.to_index(c));
        return true;
    }
    /// Places the mark of `e` again.
    static constexpr void redo(Board& b, const place_entry& e) { b.place(b.to_cell(e.at)); }
    /// Takes the mark of `e` back.
    static constexpr void undo(Board& b, const place_entry& e) { b.take_back(b.to_cell(e.at)); }
    /// The game ends when it is won or drawn.
    static constexpr bool over(const Board& b) { return b.is_over(); }
    /// A restart, keeping whether the game had ended and the clock before it.
    static constexpr place_entry restart_entry(bool finished, std::uint32_t at_ms) noexcept {
        return {0, true, finished, at_ms};
    }
};

/// An m,n,k game on a `Board`: marks, undo and redo over the last HistoryCapacity entries,
/// restarts, and the clock read from `Clock`. The game_session of place_policy, with the m,n,k
/// names for its moves and count.
template <class Board, millisecond_clock Clock = manual_clock, std::size_t HistoryCapacity = default_history_capacity>
class mnk_session : public game_session<place_policy<Board>, HistoryCapacity, Clock> {
    using generic_session = game_session<place_policy<Board>, HistoryCapacity, Clock>;

public:
    /// A game that starts from `start` (no move made, clock not started), reading `clock`.
    constexpr explicit mnk_session(Board start = Board{}, Clock clock = Clock{})
        : generic_session(std::move(start), std::move(clock)) {}

    /// The player to move marks `c`. Off the board: not_a_move; an occupied cell, a finished game or
    /// a paused one: no_effect; otherwise moved, or solved when the move ended the game (won or drawn).
    constexpr event place(cell c) { return this->play(c); }

    /// A saved game whose oldest moves fell out of the history: play on from `base`, reached after
    /// `moves` marks that can no longer be undone.
    constexpr void restore_base(Board base, std::size_t moves) {
        generic_session::restore_base(std::move(base), {moves});
    }

    /// Marks placed since the game (or its restart) started (undone ones not counted).
    constexpr std::size_t moves() const noexcept { return this->counts().marks; }
    /// Marks placed before the kept history starts (they fell out of the ring).
    constexpr std::size_t base_moves() const noexcept { return this->base_counts().marks; }
    /// The latest mark of the kept history still on the board, for a front end to highlight. Cell
    /// index 0 when there is none: no entry on the board, or a restart is the latest.
    constexpr cell last_move() const noexcept {
        const auto& h = this->history();
        const std::size_t top = h.undo_depth();
        return this->board().to_cell(top > 0 && !h[top - 1].restart() ? h[top - 1].at : 0);
    }
};

} // namespace npuzzle
