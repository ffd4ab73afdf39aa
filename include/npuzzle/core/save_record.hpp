// SPDX-License-Identifier: MIT
/// \file
/// A sliding puzzle's saved game: one short, versioned line of text that a session is written to and
/// replayed from, so a game can be quit and resumed (or kept by a microcontroller). The line's grammar,
/// and format 1's fields, are every game's (core/save_line.hpp); this is the puzzle's part of it.
/// Freestanding: no heap, no exceptions; parse errors are values.
///
/// \verbatim
/// Format 1, a history ring (core/save_line.hpp), its game "puzzle" and its entries with no separators:
///
///   npuzzle-save 1 puzzle <start> <base> <counted> <ms> <flags> <undo> <moves>
///
///   moves    u d l r   a tile slides up, down, left, right (the move letters, lower case)
///            3l        a slide of 3 tiles at once (one MTM move): a count of 2 or more, a letter
///            * 4200*   a restart (core/save_line.hpp)
///
/// Format 2, a sliding puzzle's game from its deal: every action with its time, so a resumed game
/// replays from the deal, is checked against its board, and says itself how it was played (nothing
/// about that is taken from a flag):
///
///   npuzzle-save 2 puzzle <start> <board> <ms> <log>
///
///   start  the game ID of the deal ("3x3#7" for a random deal, "3x3:..." for any other start)
///   board  the ID of the position the log leads to: a save whose log leads elsewhere is refused
///   ms     the clock, in milliseconds
///   log    - or the actions since the deal, oldest first, separated by ',', each followed by the
///          clock when it was done (after a move, before a restart):
///            u d l r     the player slid a tile up, down, left, right ("3l": 3 tiles at once)
///            U D L R     a hint or the solver did (the game is assisted)
///            z y         an undo, a redo
///            *           a restart
///          e.g. "u0,3l812,z1200,R1900,*2500"
/// \endverbatim
#pragma once

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/core/narrow.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/save_line.hpp>
#include <npuzzle/core/session.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace npuzzle {

/// A sliding puzzle's saves name their game so in field 3.
inline constexpr std::string_view puzzle_save_name = "puzzle";

/// One format-1 history entry: a slide of `tiles` tiles `dir`, or a restart.
struct save_entry {
    bool restart = false;             ///< a restart, not a move
    direction dir = direction::none;  ///< the way the tiles slide
    std::uint32_t tiles = 0;          ///< how many tiles slide (1 for a single move)
    std::uint64_t ms = 0; ///< a restart: the clock before it (0 when the record does not say)
};

namespace save_detail {

/// The move a lower-case letter u, d, l, r names; direction::none for anything else.
constexpr direction letter_direction(char c) noexcept {
    switch (c) {
    case 'u': return direction::up;
    case 'd': return direction::down;
    case 'l': return direction::left;
    case 'r': return direction::right;
    default: return direction::none;
    }
}

/// The lower-case letter of `d` (u, d, l, r); '?' for none.
constexpr char direction_letter(direction d) noexcept {
    constexpr char letters[] = {'u', 'd', 'l', 'r', '?'};
    return letters[static_cast<int>(d) < 4 ? static_cast<int>(d) : 4];
}

} // namespace save_detail

/// Reads the next entry of `rest` (a format-1 puzzle's moves) into `e`, consuming it; false at the
/// end or on an entry that is not one (`ok` then false).
constexpr bool next_entry(std::string_view& rest, save_entry& e, bool& ok) noexcept {
    using save_detail::is_digit;
    ok = true;
    if (rest.empty()) return false;
    e = save_entry{};
    std::size_t digits = 0;
    while (digits < rest.size() && is_digit(rest[digits])) ++digits;
    if (digits < rest.size() && rest[digits] == '*') { // a restart, after the clock it stopped
        e.restart = true;
        ok = digits == 0 || save_detail::read_number(rest.substr(0, digits), e.ms);
        rest.remove_prefix(digits + 1);
        return ok;
    }
    std::uint64_t tiles = 1;
    if (digits > 0 && (digits > 5 || !save_detail::read_number(rest.substr(0, digits), tiles) || tiles < 2 ||
                       tiles > 0xffff))
        ok = false;
    if (digits >= rest.size()) ok = false;
    if (!ok) return false;
    e.dir = save_detail::letter_direction(rest[digits]);
    e.tiles = static_cast<std::uint32_t>(tiles);
    rest.remove_prefix(digits + 1);
    ok = e.dir != direction::none;
    return ok;
}

/// One action of a format-2 log: what was done, and the clock then.
struct save_action {
    /// What was done.
    enum class kind : std::uint8_t {
        move,    ///< the player slid `tiles` tiles `dir`
        helped,  ///< a hint or the solver slid a tile `dir`
        undo,    ///< an undo
        redo,    ///< a redo
        restart, ///< a restart
    };
    kind what = kind::move;           ///< what was done
    direction dir = direction::none;  ///< a move: the way the tiles slid
    std::uint16_t tiles = 1;          ///< a move: how many tiles slid
    std::uint64_t ms = 0;             ///< the clock after a move, redo or undo, before a restart
};

/// Reads the next action of `rest` (a format-2 log) into `a`, consuming it; false at the end or on
/// one that is not an action (`ok` then false).
constexpr bool next_action(std::string_view& rest, save_action& a, bool& ok) noexcept {
    ok = true;
    if (rest.empty()) return false;
    const std::string_view token = save_detail::next_token(rest, ok);
    a = save_action{};
    std::size_t digits = 0;
    while (digits < token.size() && save_detail::is_digit(token[digits])) ++digits;
    std::uint64_t tiles = 1;
    if (digits > 0 && (digits > 5 || !save_detail::read_number(token.substr(0, digits), tiles) || tiles < 2 ||
                       tiles > 0xffff))
        ok = false;
    if (!ok || digits >= token.size()) return ok = false;
    const char c = token[digits];
    const char lower = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    a.dir = save_detail::letter_direction(lower);
    if (a.dir != direction::none) {
        a.what = c == lower ? save_action::kind::move : save_action::kind::helped;
        a.tiles = static_cast<std::uint16_t>(tiles);
        if (a.what == save_action::kind::helped && tiles != 1) return ok = false; // a hint slides one tile
    } else {
        if (digits > 0) return ok = false; // a count before an undo, a redo or a restart
        if (c == 'z') a.what = save_action::kind::undo;
        else if (c == 'y') a.what = save_action::kind::redo;
        else if (c == '*') a.what = save_action::kind::restart;
        else return ok = false;
    }
    ok = save_detail::read_number(token.substr(digits + 1), a.ms);
    return ok;
}

/// Writes one action of a format-2 log: "3l812", "z1200", "*2500".
template <class Out>
constexpr Out write_action(const save_action& a, Out out) {
    using kind = save_action::kind;
    switch (a.what) {
    case kind::move:
    case kind::helped: {
        if (a.tiles > 1) out = write_decimal(a.tiles, out);
        const char c = save_detail::direction_letter(a.dir);
        *out++ = a.what == kind::move ? c : static_cast<char>(c - 'a' + 'A');
        break;
    }
    case kind::undo: *out++ = 'z'; break;
    case kind::redo: *out++ = 'y'; break;
    case kind::restart: *out++ = '*'; break;
    }
    return write_decimal(a.ms, out);
}

namespace save_detail {

/// The fields of a format-2 line after the version: checked, into `g`.
constexpr result<saved_game, save_failure> parse_log_fields(const save_fields& f) noexcept {
    const auto& fields = f.field;
    const std::size_t count = f.count;
    auto fail = [](save_error code, std::size_t position = 0) { return save_failure{code, position, 0, 0, 0}; };
    if (count < 7) return fail(save_error::missing_field, count + 1);
    if (count > 7) return fail(save_error::extra_field);
    saved_game g;
    g.version = 2;
    if (fields[2] != puzzle_save_name) return fail(save_error::bad_variant, 3);
    g.game = fields[2];
    if (!is_id(fields[3])) return fail(save_error::bad_id, 4);
    g.start = fields[3];
    if (!is_id(fields[4])) return fail(save_error::bad_id, 5);
    g.board = fields[4];
    if (!read_number(fields[5], g.elapsed_ms)) return fail(save_error::bad_number, 6);
    if (fields[6] != "-") {
        if (fields[6].empty()) return fail(save_error::bad_move, 1);
        g.moves = fields[6];
        std::string_view rest = g.moves;
        save_action a;
        bool ok = true;
        while (next_action(rest, a, ok)) ++g.entries;
        if (!ok) return fail(save_error::bad_move, detail::narrow<std::size_t>(g.entries + 1));
    }
    return g;
}

} // namespace save_detail

/// Reads a sliding puzzle's saved game (one line, an optional '\n' at its end), format 1 or 2,
/// checking every field and entry. Its flags, if any, are left to the program that wrote them.
constexpr result<saved_game, save_failure> parse_save(std::string_view text) noexcept {
    const auto f = read_save_fields(text);
    if (!f) return f.error();
    if (f->version == 2) return save_detail::parse_log_fields(*f);
    save_entry e;
    return parse_ring_save(*f, puzzle_save_name, [&e](std::string_view& rest, bool& ok) { return next_entry(rest, e, ok); });
}

/// Writes a format-1 saved game of puzzle session `s` (write_ring_save: `info` gives what the session
/// does not know; its game is the puzzle's whatever `info.game` says).
template <class Session, class Out>
constexpr Out write_save(const Session& s, saved_game info, Out out) {
    info.game = puzzle_save_name;
    return write_ring_save(s, info, "", out, [](const auto& e, Out o) {
        if (e.tiles > 1) o = write_decimal(e.tiles, o);
        *o++ = save_detail::direction_letter(e.dir);
        return o;
    });
}

namespace save_detail {

/// Slides `tiles` tiles `dir` on session `s` (one MTM move): no_effect if they are not there.
template <class Session>
constexpr event slide(Session& s, direction dir, std::size_t tiles) {
    const auto& b = s.board();
    const cell blank = b.blank();
    // The tiles that slide `dir` lie on the far side of the blank: `tiles` cells away.
    cell target = blank;
    switch (dir) {
    case direction::up: target.row += tiles; break;
    case direction::down: target.row = blank.row >= tiles ? blank.row - tiles : b.rows(); break;
    case direction::left: target.col += tiles; break;
    default: target.col = blank.col >= tiles ? blank.col - tiles : b.cols(); break;
    }
    if (target.row >= b.rows() || target.col >= b.cols()) return event::no_effect;
    return s.slide(target);
}

} // namespace save_detail

/// What a format-2 log shows of how its game was played: the facts a record depends on, found by
/// replaying it, never read from a flag.
struct played_log {
    bool helped = false;     ///< a hint or the solver moved a tile
    std::uint64_t helped_moves = 0; ///< how many tiles a hint or the solver moved
    bool restarted = false;  ///< restarted at least once (undone or not)
    std::uint64_t undos = 0; ///< how many undos were made
};

/// Plays a format-2 saved game's log on `s`, a session at its start (the deal), each action at the
/// clock the log gives it (so the history keeps every move's time), then sets the clock; the log
/// must lead to the save's board. What it shows of the game, or which action cannot be played, or
/// wrong_board (`s` is then played as far as it went).
template <class Session>
constexpr result<played_log, save_failure> replay_log(const saved_game& g, Session& s) {
    played_log facts;
    std::string_view rest = g.moves;
    save_action a;
    bool ok = true;
    std::size_t index = 0;
    using kind = save_action::kind;
    while (next_action(rest, a, ok)) {
        ++index;
        s.restore_clock(a.ms); // the move then records this time (a clock not started yet stays so)
        event done = event::no_effect;
        switch (a.what) {
        case kind::undo: done = s.undo(); ++facts.undos; break;
        case kind::redo: done = s.redo(); break;
        case kind::restart: done = s.restart(); facts.restarted = true; break;
        case kind::move:
        case kind::helped:
            done = save_detail::slide(s, a.dir, a.tiles);
            if (a.what == kind::helped) facts.helped = true, ++facts.helped_moves;
            break;
        }
        if (!changed(done)) return save_failure{save_error::illegal_move, index, 0, 0, 0};
    }
    if (!ok) return save_failure{save_error::bad_move, index + 1, 0, 0, 0};
    const auto board = parse_board<typename Session::board_type>(g.board);
    if (!board || !(*board == s.board())) return save_failure{save_error::wrong_board, 5, 0, 0, 0};
    s.restore_clock(g.elapsed_ms);
    return facts;
}

/// Writes a format-2 saved game: the deal's ID `start`, the ID of the position reached `board`, the
/// clock, and the log of every action since the deal (a range of save_action).
template <class Actions, class Out>
constexpr Out write_log_save(std::string_view start, std::string_view board, std::uint64_t elapsed_ms,
                             const Actions& log, Out out) {
    auto put = [&](std::string_view text) {
        for (char c : text) *out++ = c;
    };
    put(save_magic);
    put(" ");
    out = write_decimal(save_version, out);
    put(" ");
    put(puzzle_save_name);
    put(" ");
    put(start);
    put(" ");
    put(board);
    put(" ");
    out = write_decimal(elapsed_ms, out);
    put(" ");
    bool first = true;
    for (const save_action& a : log) {
        if (!first) *out++ = ',';
        first = false;
        out = write_action(a, out);
    }
    if (first) put("-");
    *out++ = '\n';
    return out;
}

/// Plays a format-1 saved game's history on `s`, a puzzle session already at the position the history
/// starts from (its initial position, or restore_base()): replay_ring.
template <class Session>
constexpr result<bool, save_failure> replay(const saved_game& g, Session& s) {
    return replay_ring<save_entry>(
        g, s, [](std::string_view& rest, save_entry& e, bool& ok) { return next_entry(rest, e, ok); },
        [&s](const save_entry& e) { return save_detail::slide(s, e.dir, e.tiles); });
}

} // namespace npuzzle
