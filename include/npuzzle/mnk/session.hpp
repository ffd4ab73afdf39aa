// SPDX-License-Identifier: MIT
/// \file
/// The m,n,k game session: what every front end shares. Place a mark, undo and redo, restart as an
/// undoable move, each move's time, and a clock that starts on the first move, stops when the game
/// ends and while any pause holds it; rules and win detection stay in the board. Freestanding (no
/// heap) for every board.
///
/// The history is core's ring (move_history) with the same rules as the puzzle's: a restart is one
/// more entry, and an undone restart replays the kept entries from where the ring starts. The ring
/// holds HistoryCapacity entries: a game places at most one mark per cell, so only restarts and
/// undo-and-replay can make it forget the oldest, which stay on the board.
#pragma once

#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/session.hpp>
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

/// An m,n,k game on a `Board`: marks, undo and redo over the last HistoryCapacity entries,
/// restarts, and the clock read from `Clock`.
template <class Board, millisecond_clock Clock = manual_clock, std::size_t HistoryCapacity = 512>
class mnk_session {
public:
    /// The board type.
    using board_type = Board;
    /// The clock type.
    using clock_type = Clock;
    /// The undo history: a ring of place_entry.
    using history_type = move_history<place_entry, HistoryCapacity>;

    /// A game that starts from `start` (no move made, clock not started), reading `clock`.
    constexpr explicit mnk_session(Board start = Board{}, Clock clock = Clock{})
        : initial_(start), base_(start), board_(std::move(start)), timer_(std::move(clock)) {}

    // --- moves -------------------------------------------------------------------------------
    /// The player to move marks `c`. Off the board: not_a_move; an occupied cell, a finished game or
    /// a paused one: no_effect; otherwise moved, or solved when the move ended the game (won or drawn).
    constexpr event place(cell c) {
        if (!board_.on_board(c)) return event::not_a_move;
        if (timer_.paused() || board_.place(c) != move_outcome::moved) return event::no_effect;
        ++made_;
        const event e = moved();
        push({static_cast<std::uint16_t>(board_.to_index(c)), false, false, history_ms(timer_.elapsed_ms())});
        return e;
    }

    /// Takes back the latest entry on the board: a mark, or a restart (back to the position and clock
    /// before it). Paused or nothing to undo: no_effect; otherwise moved, or solved when the game is
    /// over after it.
    constexpr event undo() {
        if (timer_.paused() || !history_.can_undo()) return event::no_effect;
        const place_entry e = history_.undo();
        if (e.restart()) {
            replay_to_position();
            timer_.restore(e.at_ms, e.finished);
            return board_.is_over() ? event::solved : event::moved;
        }
        board_.take_back(board_.to_cell(e.at));
        --made_;
        return moved();
    }

    /// Plays the latest undone entry again. Paused or nothing to redo: no_effect; otherwise moved, or
    /// solved when the game is over after it.
    constexpr event redo() {
        if (timer_.paused() || !history_.can_redo()) return event::no_effect;
        place_entry& e = history_.redo();
        if (e.restart()) {
            e.at_ms = history_ms(timer_.elapsed_ms());
            e.finished = timer_.finished();
            to_start();
            return event::moved;
        }
        board_.place(board_.to_cell(e.at));
        ++made_;
        const event result = moved();
        e.at_ms = history_ms(timer_.elapsed_ms());
        return result;
    }

    /// Back to the position this game started from, as a move in the history: undo returns to the
    /// position and clock before it. no_effect when no move has been made since the start.
    constexpr event restart() {
        if (made_ == 0) return event::no_effect;
        push({0, true, timer_.finished(), history_ms(timer_.elapsed_ms())});
        to_start();
        return event::moved;
    }

    /// Another game from `start`: history, counters and clock start again (the player's pause ends).
    constexpr void new_game(Board start) {
        initial_ = start;
        base_ = start;
        board_ = std::move(start);
        history_.clear();
        made_ = base_made_ = 0;
        timer_.reset();
    }

    /// A saved game whose oldest moves fell out of the history: play on from `base`, reached after
    /// `moves` marks that can no longer be undone.
    constexpr void restore_base(Board base, std::size_t moves) {
        base_ = base;
        board_ = std::move(base);
        history_.clear();
        made_ = base_made_ = moves;
        if (moves > 0) timer_.restore(0, false);
    }

    // --- clock -------------------------------------------------------------------------------
    /// Holds the clock for `why`. The player's pause (the default) also refuses moves; the other
    /// reasons only stop the clock.
    constexpr void pause(pause_reason why = pause_reason::player) { timer_.pause(why); }
    /// Ends the pause for `why`; the clock runs again once no pause holds it.
    constexpr void resume(pause_reason why = pause_reason::player) { timer_.resume(why); }
    /// Whether the player's pause holds the game (moves are refused).
    constexpr bool paused() const noexcept { return timer_.paused(); }
    /// Whether a pause for `why` holds the clock.
    constexpr bool held(pause_reason why) const noexcept { return timer_.held(why); }
    /// Started on the first move and the game not yet over (and not held by any pause).
    constexpr bool clock_running() const noexcept { return timer_.running(); }
    /// The time played, in milliseconds.
    constexpr std::uint64_t elapsed_ms() const { return timer_.elapsed_ms(); }
    /// A saved game resumed: its clock read `elapsed_ms` (ignored if no move was made).
    constexpr void restore_clock(std::uint64_t elapsed_ms) {
        if (timer_.started()) timer_.restore(elapsed_ms, timer_.finished());
    }
    /// Ended at least once since the game (or its restart) started: the clock has stopped for good.
    constexpr bool finished() const noexcept { return timer_.finished(); }
    /// The clock the session reads (a manual_clock is advanced through it).
    /// @{
    constexpr Clock& clock() noexcept { return timer_.clock(); }
    constexpr const Clock& clock() const noexcept { return timer_.clock(); }
    /// @}

    // --- state -------------------------------------------------------------------------------
    /// The board as it stands.
    constexpr const Board& board() const noexcept { return board_; }
    /// The position this game started from.
    constexpr const Board& initial() const noexcept { return initial_; }
    /// Whether undo() would do something (the player's pause aside).
    constexpr bool can_undo() const noexcept { return history_.can_undo(); }
    /// Whether redo() would do something (the player's pause aside).
    constexpr bool can_redo() const noexcept { return history_.can_redo(); }
    /// Marks placed since the game (or its restart) started (undone ones not counted).
    constexpr std::size_t moves() const noexcept { return made_; }
    /// The kept history, for saving and replays.
    constexpr const history_type& history() const noexcept { return history_; }
    /// Marks placed before the kept history starts (they fell out of the ring).
    constexpr std::size_t base_moves() const noexcept { return base_made_; }
    /// Where the kept history starts: the initial position, unless old entries fell out of the ring.
    constexpr const Board& history_base() const noexcept { return base_; }
    /// The latest mark of the kept history still on the board, for a front end to highlight. Cell
    /// index 0 when there is none: no entry on the board, or a restart is the latest.
    constexpr cell last_move() const noexcept {
        const std::size_t top = history_.undo_depth();
        return board_.to_cell(top > 0 && !history_[top - 1].restart() ? history_[top - 1].at : 0);
    }

private:
    constexpr event moved() {
        timer_.on_move(board_.is_over());
        return board_.is_over() ? event::solved : event::moved;
    }

    constexpr void push(place_entry e) {
        place_entry dropped{};
        if (history_.push(e, dropped)) apply(dropped, base_, base_made_);
    }

    constexpr void apply(const place_entry& e, Board& board, std::size_t& made) const {
        if (e.restart()) {
            board = initial_;
            made = 0;
            return;
        }
        board.place(board.to_cell(e.at));
        ++made;
    }

    constexpr void replay_to_position() {
        board_ = base_;
        made_ = base_made_;
        for (std::size_t i = 0; i < history_.undo_depth(); ++i) apply(history_[i], board_, made_);
    }

    constexpr void to_start() {
        board_ = initial_;
        made_ = 0;
        timer_.reset();
    }

    Board initial_;
    Board base_; ///< the position before the oldest entry kept (initial_ until the ring overflows)
    Board board_;
    history_type history_{};
    play_timer<Clock> timer_;
    std::size_t made_ = 0, base_made_ = 0;
};

} // namespace npuzzle
