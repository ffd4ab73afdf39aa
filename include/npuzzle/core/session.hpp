// SPDX-License-Identifier: MIT
/// \file
/// The game session (Tatham's "midend"): what every front end shares. Move counters (STM and MTM),
/// undo/redo over a fixed-capacity history in which a restart is one more undoable entry, each move's
/// time, and a clock that starts on the first move, stops when solved and while any pause holds it.
/// Front ends only render and read input. Freestanding: no heap.
#pragma once

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/direction.hpp>

#include <array>
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

/// Moves a session can undo unless told otherwise.
inline constexpr std::size_t default_history_capacity = 512;

/// A sliding puzzle game on a `Board` (basic_puzzle or puzzle): moves, counters, undo and redo over
/// the last HistoryCapacity entries, restarts, and the clock read from `Clock`.
template <class Board, std::size_t HistoryCapacity = default_history_capacity, millisecond_clock Clock = manual_clock>
class basic_session {
public:
    /// The board type.
    using board_type = Board;
    /// The clock type.
    using clock_type = Clock;
    /// The undo history: a ring of slide_entry.
    using history_type = move_history<slide_entry, HistoryCapacity>;

    /// A game that starts from `initial` (no move made, clock not started), reading `clock`.
    constexpr explicit basic_session(Board initial = Board{}, Clock clock = Clock{})
        : initial_(initial), base_(initial), board_(std::move(initial)), timer_(std::move(clock)) {}

    // --- moves -------------------------------------------------------------------------------
    /// Slides a tile into the blank in direction `d` (tile sense). direction::none: not_a_move; paused,
    /// or no tile can slide that way: no_effect; otherwise moved, or solved.
    constexpr event move(direction d) {
        if (d == direction::none) return event::not_a_move;
        if (paused() || !board_.can_move(d)) return event::no_effect;
        board_.move(d);
        return record_slide(d, 1);
    }

    /// A click: every tile from `target` to the blank slides (one MTM move, `tiles` STM moves).
    constexpr event slide(cell target) {
        if (target.row >= board_.rows() || target.col >= board_.cols()) return event::not_a_move;
        if (paused()) return event::no_effect;
        const slide_result r = board_.slide(target);
        if (r.outcome != move_outcome::moved) return event::no_effect;
        return record_slide(r.dir, r.tiles);
    }

    /// Takes back the latest entry on the board: a move, or a restart (back to the position,
    /// counters and clock before it). Paused or nothing to undo: no_effect; otherwise moved, or solved.
    constexpr event undo() {
        if (paused() || !history_.can_undo()) return event::no_effect;
        const slide_entry e = history_.undo();
        if (e.restart()) {
            replay_to_position();
            timer_.restore(e.at_ms, e.finished);
            return outcome();
        }
        for (std::uint32_t i = 0; i < e.tiles; ++i) board_.move(opposite(e.dir));
        single_moves_ -= e.tiles;
        --multi_moves_;
        return counted();
    }

    /// Plays the latest undone entry again. Paused or nothing to redo: no_effect; otherwise moved, or
    /// solved.
    constexpr event redo() {
        if (paused() || !history_.can_redo()) return event::no_effect;
        slide_entry& e = history_.redo();
        if (e.restart()) {
            e.at_ms = history_ms(timer_.elapsed_ms());
            e.finished = timer_.finished();
            to_start();
            return event::moved;
        }
        for (std::uint32_t i = 0; i < e.tiles; ++i) board_.move(e.dir);
        single_moves_ += e.tiles;
        ++multi_moves_;
        const event result = counted();
        e.at_ms = history_ms(timer_.elapsed_ms());
        return result;
    }

    /// Back to the board this game started from, as a move in the history: undo returns to the
    /// position, counters and clock before it. Nothing to do (no_effect) when no move has been made
    /// since the start. A restart also ends the player's pause.
    constexpr event restart() {
        if (single_moves_ == 0) return event::no_effect;
        push({direction::none, timer_.finished(), 0, history_ms(timer_.elapsed_ms())});
        to_start();
        return event::moved;
    }

    /// Another game: history, counters and clock start again (the player's pause ends).
    constexpr void new_game(Board start) {
        initial_ = start;
        base_ = start;
        board_ = std::move(start);
        history_.clear();
        single_moves_ = multi_moves_ = base_single_ = base_multi_ = 0;
        timer_.reset();
    }

    /// A saved game whose oldest moves fell out of the history: play on from `base`, reached after
    /// `moves` single-tile and `multi` MTM moves that can no longer be undone.
    constexpr void restore_base(Board base, std::uint64_t moves, std::uint64_t multi) {
        base_ = base;
        board_ = std::move(base);
        history_.clear();
        single_moves_ = base_single_ = moves;
        multi_moves_ = base_multi_ = multi;
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
    /// Started on the first move and not yet solved (and not held by any pause).
    constexpr bool clock_running() const noexcept { return timer_.running(); }
    /// The time played, in milliseconds.
    constexpr std::uint64_t elapsed_ms() const { return timer_.elapsed_ms(); }
    /// A saved game resumed: its clock read `elapsed_ms` (ignored if no move was made).
    constexpr void restore_clock(std::uint64_t elapsed_ms) {
        if (timer_.started()) timer_.restore(elapsed_ms, timer_.finished());
    }

    // --- state -------------------------------------------------------------------------------
    /// The board as it stands.
    constexpr const Board& board() const noexcept { return board_; }
    /// The board this game started from.
    constexpr const Board& initial() const noexcept { return initial_; }
    /// Whether the board is solved now.
    constexpr bool solved() const { return board_.is_solved(); }
    /// Solved at least once since the game (or its restart) started: the clock has stopped for good.
    constexpr bool finished() const noexcept { return timer_.finished(); }
    /// Moves since the game (or its restart) started, one per tile (STM); undone ones not counted.
    constexpr std::uint64_t moves() const noexcept { return single_moves_; }
    /// Moves since the game (or its restart) started, one per slide (MTM); undone ones not counted.
    constexpr std::uint64_t multi_moves() const noexcept { return multi_moves_; }
    /// Whether undo() would do something (the player's pause aside).
    constexpr bool can_undo() const noexcept { return history_.can_undo(); }
    /// Whether redo() would do something (the player's pause aside).
    constexpr bool can_redo() const noexcept { return history_.can_redo(); }
    /// The kept history, for saving and replays.
    constexpr const history_type& history() const noexcept { return history_; }
    /// Moves counted before the kept history starts (they fell out of the ring): STM and MTM.
    /// @{
    constexpr std::uint64_t base_moves() const noexcept { return base_single_; }
    constexpr std::uint64_t base_multi_moves() const noexcept { return base_multi_; }
    /// @}
    /// Where the kept history starts: the initial board, unless old entries fell out of the ring.
    constexpr const Board& history_base() const noexcept { return base_; }
    /// The clock the session reads (a manual_clock is advanced through it).
    /// @{
    constexpr Clock& clock() noexcept { return timer_.clock(); }
    constexpr const Clock& clock() const noexcept { return timer_.clock(); }
    /// @}

private:
    constexpr event record_slide(direction d, std::size_t tiles) {
        single_moves_ += tiles;
        ++multi_moves_;
        const event e = counted();
        push({d, false, static_cast<std::uint16_t>(tiles), history_ms(timer_.elapsed_ms())});
        return e;
    }

    /// Runs the clock after a move, undo or redo and says whether it ended the game.
    constexpr event counted() {
        const bool now_solved = board_.is_solved();
        timer_.on_move(now_solved);
        return now_solved ? event::solved : event::moved;
    }
    constexpr event outcome() const { return board_.is_solved() ? event::solved : event::moved; }

    constexpr void push(slide_entry e) {
        slide_entry dropped{};
        if (history_.push(e, dropped)) apply(dropped, base_, base_single_, base_multi_);
    }

    /// One entry played forward on a position and its counters.
    constexpr void apply(const slide_entry& e, Board& board, std::uint64_t& single, std::uint64_t& multi) const {
        if (e.restart()) {
            board = initial_;
            single = multi = 0;
            return;
        }
        for (std::uint32_t i = 0; i < e.tiles; ++i) board.move(e.dir);
        single += e.tiles;
        ++multi;
    }

    /// The board and counters at the history's current position, played forward from its base.
    constexpr void replay_to_position() {
        board_ = base_;
        single_moves_ = base_single_;
        multi_moves_ = base_multi_;
        for (std::size_t i = 0; i < history_.undo_depth(); ++i) apply(history_[i], board_, single_moves_, multi_moves_);
    }

    constexpr void to_start() {
        board_ = initial_;
        single_moves_ = multi_moves_ = 0;
        timer_.reset();
    }

    Board initial_;
    Board base_; ///< the position before the oldest entry kept (initial_ until the ring overflows)
    Board board_;
    history_type history_{};
    play_timer<Clock> timer_;
    std::uint64_t single_moves_ = 0, multi_moves_ = 0;
    std::uint64_t base_single_ = 0, base_multi_ = 0;
};

/// A session with your clock and the default history, which reads as it says:
/// session_with_clock<basic_puzzle<4, 4>, steady_clock>.
template <class Board, millisecond_clock Clock>
using session_with_clock = basic_session<Board, default_history_capacity, Clock>;

} // namespace npuzzle
