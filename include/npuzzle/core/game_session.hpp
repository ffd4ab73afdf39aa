// SPDX-License-Identifier: MIT
/// \file
/// The one game session template (Tatham's "midend"), which every game is played through: its
/// counters, undo/redo over a fixed-capacity history in which a restart is one more undoable entry,
/// each move's time, and a clock that starts on the first move, stops when the game ends and while
/// any pause holds it. What a move is and what ends a game is a per-game move policy: the sliding
/// puzzle's in session.hpp (basic_session), the m,n,k game's in mnk/session.hpp (mnk_session).
/// Front ends only render and read input. Freestanding: no heap.
#pragma once

#include <npuzzle/core/clock.hpp>

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <utility>

namespace npuzzle {

/// What an input did, so a front end reacts only to real changes (a buzzer beeps on moved/solved).
enum class event : std::uint8_t {
    not_a_move, ///< the input means no move at all (direction::none, a cell off the board)
    no_effect,  ///< a move that cannot be made here (into a wall, nothing to undo, paused)
    moved,      ///< the board changed
    solved,     ///< the board changed and the game is over: the puzzle solved, an m,n,k game won or drawn
};

/// Whether `e` changed the board: moved or solved.
constexpr bool changed(event e) noexcept { return e == event::moved || e == event::solved; }

/// "moved", for logs and JSON.
constexpr std::string_view to_string(event e) noexcept {
    switch (e) {
    case event::not_a_move: return "not_a_move";
    case event::no_effect: return "no_effect";
    case event::moved: return "moved";
    case event::solved: return "solved";
    }
    return "unknown";
}

/// The undo history: a ring of the last Capacity entries (`Entry`: whatever undoes and redoes one
/// move, or a restart). When full, the oldest entry falls out (it can no longer be undone; push hands
/// it back so the session can fold it into the position the ring starts from).
template <class Entry, std::size_t Capacity>
class move_history {
    static_assert(Capacity >= 1, "the history needs room for at least one move");

public:
    /// The entry type.
    using entry = Entry;
    /// How many entries the ring keeps.
    static constexpr std::size_t capacity = Capacity;

    /// Adds `e` after the entries that can be undone (what could be redone is forgotten). Returns
    /// true and sets `dropped` to the oldest entry if the ring was full and it fell out.
    constexpr bool push(Entry e, Entry& dropped) noexcept {
        size_ = undoable_;
        const bool full = size_ == Capacity;
        if (full) {
            dropped = slots_[oldest_];
            oldest_ = static_cast<index_type>((oldest_ + 1) % Capacity);
            --size_;
            --undoable_;
        }
        slots_[(oldest_ + size_) % Capacity] = e;
        ++size_;
        ++undoable_;
        return full;
    }
    /// Whether an entry can be undone.
    constexpr bool can_undo() const noexcept { return undoable_ > 0; }
    /// Whether an undone entry can be redone.
    constexpr bool can_redo() const noexcept { return undoable_ < size_; }
    /// Steps back over the latest entry on the board and returns it. Precondition: can_undo().
    constexpr Entry undo() noexcept { return slots_[(oldest_ + --undoable_) % Capacity]; }
    /// Steps forward over the next undone entry and returns it, to update in place. Precondition: can_redo().
    constexpr Entry& redo() noexcept { return slots_[(oldest_ + undoable_++) % Capacity]; }
    /// Forgets every entry.
    constexpr void clear() noexcept { oldest_ = size_ = undoable_ = 0; }
    /// How many entries are on the board (can be undone).
    constexpr std::size_t undo_depth() const noexcept { return undoable_; }
    /// How many entries were undone and can be redone.
    constexpr std::size_t redo_depth() const noexcept { return size_ - undoable_; }
    /// How many entries are kept, undone ones included.
    constexpr std::size_t size() const noexcept { return size_; }
    /// The i-th entry kept, oldest first (i < size()); the first undo_depth() are on the board.
    constexpr const Entry& operator[](std::size_t i) const noexcept { return slots_[(oldest_ + i) % Capacity]; }

private:
    /// The smallest type that counts to Capacity: a one-move history on a microcontroller keeps its
    /// three counters in three bytes.
    using index_type = std::conditional_t<(Capacity <= 0xff), std::uint8_t,
                                          std::conditional_t<(Capacity <= 0xffff), std::uint16_t, std::size_t>>;
    std::array<Entry, Capacity> slots_{};
    index_type oldest_ = 0, size_ = 0, undoable_ = 0;
};

/// Why the clock is held. The player's pause also refuses moves; the others only stop the clock
/// while the board cannot be seen (a question, the help screen, a terminal too small to draw it).
/// Each is set and cleared on its own: closing the help never resumes a game the player paused.
enum class pause_reason : std::uint8_t { player = 1, dialog = 2, help = 4, hidden = 8 };

/// A game's clock, the same for every game: it starts with the first move, stops for good when the
/// game ends (the puzzle solved, an m,n,k game won or drawn), and stops while any pause holds it.
template <millisecond_clock Clock>
class play_timer {
public:
    /// A clock not yet started, reading `clock`.
    constexpr explicit play_timer(Clock clock = Clock{}) : clock_(std::move(clock)) {}

    /// After any move, undo or redo: starts the clock, and stops it for good if the game has ended.
    constexpr void on_move(bool game_over) {
        if (!started_ && !finished_) {
            started_ = true;
            since_ms_ = clock_.now();
        }
        if (game_over && !finished_) {
            accumulated_ms_ = elapsed_ms();
            finished_ = true;
        }
    }
    /// Holds the clock for `why` (the player's pause by default), until resume(why).
    constexpr void pause(pause_reason why = pause_reason::player) {
        if (ticking()) accumulated_ms_ += clock_.now() - since_ms_;
        holds_ = static_cast<std::uint8_t>(holds_ | static_cast<std::uint8_t>(why));
    }
    /// Ends the hold for `why`; the clock runs again once no hold is left.
    constexpr void resume(pause_reason why = pause_reason::player) {
        const bool was = ticking();
        holds_ = static_cast<std::uint8_t>(holds_ & ~static_cast<std::uint8_t>(why));
        if (!was && ticking()) since_ms_ = clock_.now();
    }
    /// A fresh game: not started, nothing on the clock; the player's pause ends, other holds stay
    /// (the question that started the new game is answered by the front end).
    constexpr void reset() {
        started_ = finished_ = false;
        accumulated_ms_ = 0;
        resume(pause_reason::player);
    }
    /// Back to a clock that read `elapsed_ms` (started, and stopped for good if `finished`): an undone
    /// restart, a resumed game.
    constexpr void restore(std::uint64_t elapsed_ms, bool finished) {
        started_ = true;
        finished_ = finished;
        accumulated_ms_ = elapsed_ms;
        since_ms_ = clock_.now();
    }
    /// Whether the player's pause holds the clock.
    constexpr bool paused() const noexcept { return held(pause_reason::player); }
    /// Whether a pause for `why` holds the clock.
    constexpr bool held(pause_reason why) const noexcept { return (holds_ & static_cast<std::uint8_t>(why)) != 0; }
    /// Whether the clock is ticking: started, not finished, and no pause holds it.
    constexpr bool running() const noexcept { return ticking(); }
    /// Whether the first move has started the clock.
    constexpr bool started() const noexcept { return started_; }
    /// Whether the game has ended: the clock has stopped for good.
    constexpr bool finished() const noexcept { return finished_; }
    /// The time played, in milliseconds: pauses and the time before the first move not counted.
    constexpr std::uint64_t elapsed_ms() const {
        return accumulated_ms_ + (ticking() ? clock_.now() - since_ms_ : 0);
    }
    /// The clock it reads (a manual_clock is advanced through it).
    /// @{
    constexpr Clock& clock() noexcept { return clock_; }
    constexpr const Clock& clock() const noexcept { return clock_; }
    /// @}

private:
    constexpr bool ticking() const noexcept { return started_ && !finished_ && holds_ == 0; }

    std::uint64_t accumulated_ms_ = 0, since_ms_ = 0;
    Clock clock_; ///< after the 64-bit fields: a small clock shares its padding with the flags below
    bool started_ = false, finished_ = false;
    std::uint8_t holds_ = 0;
};

/// The clock as a history entry keeps it: milliseconds since the game's first move, 32 bits (49.7
/// days; longer saturates), enough for a replay's per-move times.
constexpr std::uint32_t history_ms(std::uint64_t ms) noexcept {
    return ms > 0xffff'ffffu ? 0xffff'ffffu : static_cast<std::uint32_t>(ms);
}

/// What a game session needs to know of one game (static members; see slide_policy and
/// place_policy): its board; `entry_type`, one entry of its history (a move, or a restart made by
/// restart_entry(), keeping `finished` and `at_ms` for the session); `counters_type`, what it counts
/// (add() and remove() an entry, any(): a move counted); and the rules: is_move() (the input names a
/// move at all), play() (make it if it can be made, saying how in an entry), redo() and undo() an
/// entry on a board, over() (the game has ended: solved, won, drawn).
template <class P>
concept move_policy =
    requires(typename P::board_type& b, const typename P::board_type& cb, typename P::entry_type& e,
             const typename P::entry_type& ce, typename P::counters_type& n, const typename P::counters_type& cn) {
        { P::over(cb) } -> std::same_as<bool>;
        P::redo(b, ce);
        P::undo(b, ce);
        { P::restart_entry(true, std::uint32_t{}) } -> std::same_as<typename P::entry_type>;
        { ce.restart() } -> std::same_as<bool>;
        e.at_ms = std::uint32_t{};
        e.finished = true;
        n.add(ce);
        n.remove(ce);
        { cn.any() } -> std::same_as<bool>;
    };

/// Moves a session can undo unless told otherwise.
inline constexpr std::size_t default_history_capacity = 512;

/// A game played by the rules of `Policy` (a move_policy): moves, its counters, undo and redo over
/// the last HistoryCapacity entries, restarts, and the clock read from `Clock`. basic_session and
/// mnk_session are this template with each game's names for its moves and counters.
template <move_policy Policy, std::size_t HistoryCapacity = default_history_capacity,
          millisecond_clock Clock = manual_clock>
class game_session {
public:
    /// The game's rules.
    using policy_type = Policy;
    /// The board type.
    using board_type = typename Policy::board_type;
    /// The clock type.
    using clock_type = Clock;
    /// One entry of the history: a move or a restart.
    using entry_type = typename Policy::entry_type;
    /// What the game counts.
    using counters_type = typename Policy::counters_type;
    /// The undo history: a ring of entry_type.
    using history_type = move_history<entry_type, HistoryCapacity>;

    /// A game that starts from `initial` (no move made, clock not started), reading `clock`.
    constexpr explicit game_session(board_type initial = board_type{}, Clock clock = Clock{})
        : initial_(initial), base_(initial), board_(std::move(initial)), timer_(std::move(clock)) {}

    // --- moves -------------------------------------------------------------------------------
    /// Makes the move `m` names (a direction, a cell: whatever the policy's play() takes). Not a
    /// move at all: not_a_move; paused, or it cannot be made here: no_effect; otherwise moved, or
    /// solved when it ended the game.
    template <class Move>
    constexpr event play(const Move& m) {
        if (!Policy::is_move(board_, m)) return event::not_a_move;
        entry_type e{};
        if (paused() || !Policy::play(board_, m, e)) return event::no_effect;
        counts_.add(e);
        const event result = counted();
        e.at_ms = history_ms(timer_.elapsed_ms());
        push(e);
        return result;
    }

    /// Takes back the latest entry on the board: a move, or a restart (back to the position,
    /// counters and clock before it). Paused or nothing to undo: no_effect; otherwise moved, or solved
    /// when the game is over after it.
    constexpr event undo() {
        if (paused() || !history_.can_undo()) return event::no_effect;
        const entry_type e = history_.undo();
        if (e.restart()) {
            replay_to_position();
            timer_.restore(e.at_ms, e.finished);
            return Policy::over(board_) ? event::solved : event::moved;
        }
        Policy::undo(board_, e);
        counts_.remove(e);
        return counted();
    }

    /// Plays the latest undone entry again. Paused or nothing to redo: no_effect; otherwise moved, or
    /// solved when the game is over after it.
    constexpr event redo() {
        if (paused() || !history_.can_redo()) return event::no_effect;
        entry_type& e = history_.redo();
        if (e.restart()) {
            e.at_ms = history_ms(timer_.elapsed_ms());
            e.finished = timer_.finished();
            to_start();
            return event::moved;
        }
        Policy::redo(board_, e);
        counts_.add(e);
        const event result = counted();
        e.at_ms = history_ms(timer_.elapsed_ms());
        return result;
    }

    /// Back to the board this game started from, as a move in the history: undo returns to the
    /// position, counters and clock before it. Nothing to do (no_effect) when no move has been made
    /// since the start. A restart also ends the player's pause.
    constexpr event restart() {
        if (!counts_.any()) return event::no_effect;
        push(Policy::restart_entry(timer_.finished(), history_ms(timer_.elapsed_ms())));
        to_start();
        return event::moved;
    }

    /// Another game: history, counters and clock start again (the player's pause ends).
    constexpr void new_game(board_type start) {
        initial_ = start;
        base_ = start;
        board_ = std::move(start);
        history_.clear();
        counts_ = base_counts_ = counters_type{};
        timer_.reset();
    }

    /// A saved game whose oldest moves fell out of the history: play on from `base`, reached after
    /// the moves `counts` counts, which can no longer be undone.
    constexpr void restore_base(board_type base, counters_type counts) {
        base_ = base;
        board_ = std::move(base);
        history_.clear();
        counts_ = base_counts_ = counts;
        if (counts.any()) timer_.restore(0, false);
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
    /// The clock the session reads (a manual_clock is advanced through it).
    constexpr Clock& clock() noexcept { return timer_.clock(); }
    /// The clock the session reads.
    constexpr const Clock& clock() const noexcept { return timer_.clock(); }

    // --- state -------------------------------------------------------------------------------
    /// The board as it stands.
    constexpr const board_type& board() const noexcept { return board_; }
    /// The board this game started from.
    constexpr const board_type& initial() const noexcept { return initial_; }
    /// Whether the game is over now (the policy's over(): solved, won or drawn).
    constexpr bool over() const { return Policy::over(board_); }
    /// Over at least once since the game (or its restart) started: the clock has stopped for good.
    constexpr bool finished() const noexcept { return timer_.finished(); }
    /// The moves counted since the game (or its restart) started; undone ones not counted.
    constexpr const counters_type& counts() const noexcept { return counts_; }
    /// The moves counted before the kept history starts (they fell out of the ring).
    constexpr const counters_type& base_counts() const noexcept { return base_counts_; }
    /// Whether undo() would do something (the player's pause aside).
    constexpr bool can_undo() const noexcept { return history_.can_undo(); }
    /// Whether redo() would do something (the player's pause aside).
    constexpr bool can_redo() const noexcept { return history_.can_redo(); }
    /// The kept history, for saving and replays.
    constexpr const history_type& history() const noexcept { return history_; }
    /// Where the kept history starts: the initial board, unless old entries fell out of the ring.
    constexpr const board_type& history_base() const noexcept { return base_; }

private:
    /// Runs the clock after a move, undo or redo and says whether it ended the game.
    constexpr event counted() {
        const bool over_now = Policy::over(board_);
        timer_.on_move(over_now);
        return over_now ? event::solved : event::moved;
    }

    constexpr void push(const entry_type& e) {
        entry_type dropped{};
        if (history_.push(e, dropped)) apply(dropped, base_, base_counts_);
    }

    /// One entry played forward on a position and its counters.
    constexpr void apply(const entry_type& e, board_type& board, counters_type& counts) const {
        if (e.restart()) {
            board = initial_;
            counts = counters_type{};
            return;
        }
        Policy::redo(board, e);
        counts.add(e);
    }

    /// The board and counters at the history's current position, played forward from its base.
    constexpr void replay_to_position() {
        board_ = base_;
        counts_ = base_counts_;
        for (std::size_t i = 0; i < history_.undo_depth(); ++i) apply(history_[i], board_, counts_);
    }

    constexpr void to_start() {
        board_ = initial_;
        counts_ = counters_type{};
        timer_.reset();
    }

    board_type initial_;
    board_type base_; ///< the position before the oldest entry kept (initial_ until the ring overflows)
    board_type board_;
    history_type history_{};
    play_timer<Clock> timer_;
    counters_type counts_{}, base_counts_{};
};

} // namespace npuzzle
