// SPDX-License-Identifier: MIT
/// \file
/// The sliding puzzle's session: game_session (game_session.hpp) with the puzzle's move policy. A
/// move slides tiles into the blank, counted one per tile (STM) and one per slide (MTM); the game
/// ends when the board is solved. Freestanding: no heap.
#pragma once

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/game_session.hpp>

#include <cstddef>
#include <cstdint>
#include <utility>

namespace npuzzle {

/// One entry of a puzzle's history: a slide of `tiles` tiles one way (a single move slides one), or a
/// restart (`dir` none), which keeps what undoing it must give back: the clock and whether the game
/// had ended. The position and counters before a restart are replayed from the history itself.
struct slide_entry {
    direction dir = direction::none; ///< the way the tiles slid; none for a restart
    bool finished = false;     ///< restart: the game had ended before it
    std::uint16_t tiles = 0;   ///< a slide crosses at most 65,535 tiles: boards up to 65,536 a side
    std::uint32_t at_ms = 0;   ///< the clock after this move (history_ms), or before the restart
    /// Whether this entry is a restart.
    constexpr bool restart() const noexcept { return dir == direction::none; }
};

/// A puzzle's two move counts: one per tile moved (STM) and one per slide (MTM).
struct slide_counts {
    std::uint64_t single = 0; ///< STM: each tile moved counts 1
    std::uint64_t multi = 0;  ///< MTM: a slide of tiles in one row or column counts 1
    /// Counts the slide `e`.
    constexpr void add(const slide_entry& e) noexcept {
        single += e.tiles;
        ++multi;
    }
    /// Takes the slide `e` back from the counts.
    constexpr void remove(const slide_entry& e) noexcept {
        single -= e.tiles;
        --multi;
    }
    /// Whether a move is counted.
    constexpr bool any() const noexcept { return single != 0; }
};

/// The sliding puzzle's move policy (a move_policy) on a `Board` (basic_puzzle or puzzle): a move is
/// a direction (one tile slides into the blank) or a cell (every tile from it to the blank slides).
template <class Board>
struct slide_policy {
    /// The board type.
    using board_type = Board;
    /// One entry of the history.
    using entry_type = slide_entry;
    /// The counters: STM and MTM.
    using counters_type = slide_counts;

    /// A direction other than none names a move; a cell on the board does.
    /// @{
    static constexpr bool is_move(const Board&, direction d) noexcept { return d != direction::none; }
    static constexpr bool is_move(const Board& b, cell target) noexcept {
        return target.row < b.rows() && target.col < b.cols();
    }
    /// @}
    /// Slides one tile into the blank in direction `d` (tile sense), or every tile from `target` to
    /// the blank, if it can, and says so in `e`.
    /// @{
    static constexpr bool play(Board& b, direction d, slide_entry& e) {
        if (!b.can_move(d)) return false;
        b.move(d);
        e = {d, false, 1, 0};
        return true;
    }
    static constexpr bool play(Board& b, cell target, slide_entry& e) {
        const slide_result r = b.slide(target);
        if (r.outcome != move_outcome::moved) return false;
        e = {r.dir, false, static_cast<std::uint16_t>(r.tiles), 0};
        return true;
    }
    /// @}
    /// Slides the tiles of `e` again.
    static constexpr void redo(Board& b, const slide_entry& e) {
        for (std::uint32_t i = 0; i < e.tiles; ++i) b.move(e.dir);
    }
    /// Slides the tiles of `e` back.
    static constexpr void undo(Board& b, const slide_entry& e) {
        for (std::uint32_t i = 0; i < e.tiles; ++i) b.move(opposite(e.dir));
    }
    /// The game ends when the board is solved.
    static constexpr bool over(const Board& b) { return b.is_solved(); }
    /// A restart, keeping whether the game had ended and the clock before it.
    static constexpr slide_entry restart_entry(bool finished, std::uint32_t at_ms) noexcept {
        return {direction::none, finished, 0, at_ms};
    }
};

/// A sliding puzzle game on a `Board` (basic_puzzle or puzzle): moves, counters, undo and redo over
/// the last HistoryCapacity entries, restarts, and the clock read from `Clock`. The game_session of
/// slide_policy, with the puzzle's names for its moves and counters.
template <class Board, std::size_t HistoryCapacity = default_history_capacity, millisecond_clock Clock = manual_clock>
class basic_session : public game_session<slide_policy<Board>, HistoryCapacity, Clock> {
    using generic_session = game_session<slide_policy<Board>, HistoryCapacity, Clock>;

public:
    /// A game that starts from `initial` (no move made, clock not started), reading `clock`.
    constexpr explicit basic_session(Board initial = Board{}, Clock clock = Clock{})
        : generic_session(std::move(initial), std::move(clock)) {}

    /// Slides a tile into the blank in direction `d` (tile sense). direction::none: not_a_move; paused,
    /// or no tile can slide that way: no_effect; otherwise moved, or solved.
    constexpr event move(direction d) { return this->play(d); }
    /// A click: every tile from `target` to the blank slides (one MTM move, `tiles` STM moves). Off the
    /// board: not_a_move; paused, the blank, or not in line with it: no_effect; otherwise moved, or solved.
    constexpr event slide(cell target) { return this->play(target); }

    /// A saved game whose oldest moves fell out of the history: play on from `base`, reached after
    /// `moves` single-tile and `multi` MTM moves that can no longer be undone.
    constexpr void restore_base(Board base, std::uint64_t moves, std::uint64_t multi) {
        generic_session::restore_base(std::move(base), {moves, multi});
    }

    /// Whether the board is solved now.
    constexpr bool solved() const { return this->over(); }
    /// Moves since the game (or its restart) started, one per tile (STM); undone ones not counted.
    constexpr std::uint64_t moves() const noexcept { return this->counts().single; }
    /// Moves since the game (or its restart) started, one per slide (MTM); undone ones not counted.
    constexpr std::uint64_t multi_moves() const noexcept { return this->counts().multi; }
    /// Moves counted before the kept history starts (they fell out of the ring): STM and MTM.
    /// @{
    constexpr std::uint64_t base_moves() const noexcept { return this->base_counts().single; }
    constexpr std::uint64_t base_multi_moves() const noexcept { return this->base_counts().multi; }
    /// @}
};

/// A session with your clock and the default history, which reads as it says:
/// session_with_clock<basic_puzzle<4, 4>, steady_clock>.
template <class Board, millisecond_clock Clock>
using session_with_clock = basic_session<Board, default_history_capacity, Clock>;

} // namespace npuzzle
