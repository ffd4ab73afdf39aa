// SPDX-License-Identifier: MIT
// The game session (Tatham's "midend"): what every front end shares. Move counters (STM and MTM),
// undo/redo over a fixed-capacity history, restart, and a clock that starts on the first move, stops
// when solved and can pause. Front ends only render and read input. Freestanding: no heap.
#pragma once

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/direction.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

namespace npuzzle {

// What an input did, so a front end reacts only to real changes (a buzzer beeps on moved/solved).
enum class event : std::uint8_t {
    not_a_move, // the input means no move at all (direction::none, a cell off the board)
    no_effect,  // a move that cannot be made here (into a wall, nothing to undo, paused)
    moved,      // the board changed
    solved,     // the board changed and the game is over: the puzzle solved, an m,n,k game won or drawn
};

constexpr bool changed(event e) noexcept { return e == event::moved || e == event::solved; }

// "moved", for logs and JSON.
constexpr std::string_view to_string(event e) noexcept {
    switch (e) {
    case event::not_a_move: return "not_a_move";
    case event::no_effect: return "no_effect";
    case event::moved: return "moved";
    case event::solved: return "solved";
    }
    return "unknown";
}

// The undo history: a ring of the last Capacity moves (`Entry`: whatever undoes and redoes one).
// When full, the oldest move falls out (it can no longer be undone; the counters keep it).
template <class Entry, std::size_t Capacity>
class move_history {
    static_assert(Capacity >= 1, "the history needs room for at least one move");

public:
    using entry = Entry;

    constexpr void push(Entry e) noexcept {
        size_ = undoable_; // a new move forgets what could be redone
        if (size_ == Capacity) {
            oldest_ = (oldest_ + 1) % Capacity;
            --size_;
            --undoable_;
        }
        slots_[(oldest_ + size_) % Capacity] = e;
        ++size_;
        ++undoable_;
    }
    constexpr bool can_undo() const noexcept { return undoable_ > 0; }
    constexpr bool can_redo() const noexcept { return undoable_ < size_; }
    constexpr Entry undo() noexcept { return slots_[(oldest_ + --undoable_) % Capacity]; }
    constexpr Entry redo() noexcept { return slots_[(oldest_ + undoable_++) % Capacity]; }
    constexpr void clear() noexcept { oldest_ = size_ = undoable_ = 0; }
    constexpr std::size_t undo_depth() const noexcept { return undoable_; }
    constexpr std::size_t redo_depth() const noexcept { return size_ - undoable_; }

private:
    std::array<Entry, Capacity> slots_{};
    std::size_t oldest_ = 0, size_ = 0, undoable_ = 0;
};

// A game's clock, the same for every game: it starts with the first move, stops for good when the
// game ends (the puzzle solved, an m,n,k game won or drawn), and can pause.
template <millisecond_clock Clock>
class play_timer {
public:
    constexpr explicit play_timer(Clock clock = Clock{}) : clock_(std::move(clock)) {}

    // After any move, undo or redo: starts the clock, and stops it for good if the game has ended.
    constexpr void on_move(bool game_over) {
        if (!running_ && !finished_) {
            running_ = true;
            since_ms_ = clock_.now();
        }
        if (game_over && running_) {
            accumulated_ms_ += clock_.now() - since_ms_;
            running_ = false;
        }
        finished_ = finished_ || game_over;
    }
    constexpr void pause() {
        if (paused_) return;
        if (running_) accumulated_ms_ += clock_.now() - since_ms_;
        paused_ = true;
    }
    constexpr void resume() {
        if (!paused_) return;
        paused_ = false;
        if (running_) since_ms_ = clock_.now();
    }
    constexpr void reset() {
        running_ = finished_ = paused_ = false;
        accumulated_ms_ = 0;
    }
    constexpr bool paused() const noexcept { return paused_; }
    constexpr bool running() const noexcept { return running_ && !paused_; }
    constexpr bool finished() const noexcept { return finished_; }
    constexpr std::uint64_t elapsed_ms() const {
        return accumulated_ms_ + (running() ? clock_.now() - since_ms_ : 0);
    }
    constexpr Clock& clock() noexcept { return clock_; }
    constexpr const Clock& clock() const noexcept { return clock_; }

private:
    Clock clock_;
    std::uint64_t accumulated_ms_ = 0, since_ms_ = 0;
    bool running_ = false, finished_ = false, paused_ = false;
};

// One undoable puzzle move: a slide of `tiles` tiles one way (a single move is a slide of one).
struct slide_entry {
    direction dir = direction::none;
    std::uint32_t tiles = 0;
};

// Moves a session can undo unless told otherwise.
inline constexpr std::size_t default_history_capacity = 512;

template <class Board, std::size_t HistoryCapacity = default_history_capacity, millisecond_clock Clock = manual_clock>
class basic_session {
public:
    using board_type = Board;
    using clock_type = Clock;

    constexpr explicit basic_session(Board initial = Board{}, Clock clock = Clock{})
        : initial_(initial), board_(std::move(initial)), timer_(std::move(clock)) {}

    // --- moves -------------------------------------------------------------------------------
    constexpr event move(direction d) {
        if (d == direction::none) return event::not_a_move;
        if (paused() || !board_.can_move(d)) return event::no_effect;
        board_.move(d);
        history_.push({d, 1});
        return count_move(1, +1);
    }

    // A click: every tile from `target` to the blank slides (one MTM move, `tiles` STM moves).
    constexpr event slide(cell target) {
        if (target.row >= board_.rows() || target.col >= board_.cols()) return event::not_a_move;
        if (paused()) return event::no_effect;
        const slide_result r = board_.slide(target);
        if (r.outcome != move_outcome::moved) return event::no_effect;
        history_.push({r.dir, static_cast<std::uint32_t>(r.tiles)});
        return count_move(r.tiles, +1);
    }

    constexpr event undo() {
        if (paused() || !history_.can_undo()) return event::no_effect;
        const auto e = history_.undo();
        for (std::uint32_t i = 0; i < e.tiles; ++i) board_.move(opposite(e.dir));
        return count_move(e.tiles, -1);
    }

    constexpr event redo() {
        if (paused() || !history_.can_redo()) return event::no_effect;
        const auto e = history_.redo();
        for (std::uint32_t i = 0; i < e.tiles; ++i) board_.move(e.dir);
        return count_move(e.tiles, +1);
    }

    // Back to the board this game started from: counters, history and clock start again.
    constexpr void restart() { new_game(initial_); }

    constexpr void new_game(Board start) {
        initial_ = start;
        board_ = std::move(start);
        history_.clear();
        single_moves_ = multi_moves_ = 0;
        timer_.reset();
    }

    // --- clock -------------------------------------------------------------------------------
    constexpr void pause() { timer_.pause(); }
    constexpr void resume() { timer_.resume(); }
    constexpr bool paused() const noexcept { return timer_.paused(); }
    // Started on the first move and not yet solved (and not paused).
    constexpr bool clock_running() const noexcept { return timer_.running(); }
    constexpr std::uint64_t elapsed_ms() const { return timer_.elapsed_ms(); }

    // --- state -------------------------------------------------------------------------------
    constexpr const Board& board() const noexcept { return board_; }
    constexpr const Board& initial() const noexcept { return initial_; }
    constexpr bool solved() const { return board_.is_solved(); }
    // Solved at least once since the game started: the clock has stopped for good.
    constexpr bool finished() const noexcept { return timer_.finished(); }
    constexpr std::uint64_t moves() const noexcept { return single_moves_; }       // STM
    constexpr std::uint64_t multi_moves() const noexcept { return multi_moves_; } // MTM
    constexpr bool can_undo() const noexcept { return history_.can_undo(); }
    constexpr bool can_redo() const noexcept { return history_.can_redo(); }
    constexpr const move_history<slide_entry, HistoryCapacity>& history() const noexcept { return history_; }
    constexpr Clock& clock() noexcept { return timer_.clock(); }
    constexpr const Clock& clock() const noexcept { return timer_.clock(); }

private:
    // Counts a move made (+1) or undone (-1), runs the clock, and tells whether it solved the board.
    constexpr event count_move(std::size_t tiles, int sign) {
        if (sign > 0) {
            single_moves_ += tiles;
            ++multi_moves_;
        } else {
            single_moves_ -= tiles;
            --multi_moves_;
        }
        const bool solved = board_.is_solved();
        timer_.on_move(solved);
        return solved ? event::solved : event::moved;
    }

    Board initial_;
    Board board_;
    move_history<slide_entry, HistoryCapacity> history_{};
    play_timer<Clock> timer_;
    std::uint64_t single_moves_ = 0, multi_moves_ = 0;
};

// A session with your clock and the default history, which reads as it says:
// session_with_clock<basic_puzzle<4, 4>, steady_clock>.
template <class Board, millisecond_clock Clock>
using session_with_clock = basic_session<Board, default_history_capacity, Clock>;

} // namespace npuzzle
