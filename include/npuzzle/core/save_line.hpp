// SPDX-License-Identifier: MIT
/// \file
/// The grammar every saved game shares, whatever its game: one short, versioned line of fields, and
/// format 1, a session's history ring. Each game's record (core/save_record.hpp for the sliding puzzle,
/// mnk/save_record.hpp for m,n,k) reads and writes its own entries through it, and the program that
/// plays the game gives the flags their meaning: here they are letters, nothing more. Freestanding:
/// no heap, no exceptions; parse errors are values.
///
/// \verbatim
///   npuzzle-save <version> <game> ...
///
///   npuzzle-save 1 <game> <start> <base> <counted> <ms> <flags> <undo> <entries>
///
///   game     the game's name ("puzzle", "mnk"): which record reads the rest
///   start    the game ID the game started from
///   base     - if the history starts at `start`; else the ID of the position it starts from (the
///            oldest moves fell out of a full history ring: they stay counted but cannot be undone)
///   counted  <stm>/<mtm>: moves counted before the history starts (0/0 exactly when `base` is -)
///   ms       the clock, in milliseconds
///   flags    - or lower-case letters, each at most once, which the program that saved the game reads
///   undo     how many of the history's entries are on the board; the rest can be redone
///   entries  - or the history's entries, oldest first, in the game's own words; a restart is
///              *         (undoing it returns to the position before it), or
///              4200*     with the clock before it in milliseconds, which undoing it gives back
/// \endverbatim
///
/// Fields are separated by one space; the line may end in '\n'. At most max_save_length characters.
#pragma once

#include <npuzzle/core/error.hpp>
#include <npuzzle/core/game_session.hpp>
#include <npuzzle/core/narrow.hpp>
#include <npuzzle/core/notation.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace npuzzle {

/// The first field of every saved game.
inline constexpr std::string_view save_magic = "npuzzle-save";
/// The newest format version, which this build writes for a sliding puzzle: its log from the deal.
inline constexpr std::uint64_t save_version = 2;
/// The format of a game's history ring (this file), which this build writes for m,n,k (and for a
/// puzzle whose log would not fit max_save_length) and reads as before.
inline constexpr std::uint64_t ring_save_version = 1;
/// The longest saved game a parser reads, in characters (1 MiB).
inline constexpr std::size_t max_save_length = std::size_t{1} << 20;

/// What is wrong with a saved game; save_failure says where.
enum class save_error : std::uint8_t {
    none,              ///< no error
    empty,             ///< nothing to read
    not_a_save,        ///< does not start with "npuzzle-save"
    unknown_version,   ///< a version this build does not read (`value`)
    too_long,          ///< more than max_save_length characters
    missing_field,     ///< the line ends before field `position` (1-based)
    extra_field,       ///< more than the fields of the version
    bad_variant,       ///< field 3 names another game than the reader's
    bad_id,            ///< an empty or malformed game ID field (`position`)
    bad_number,        ///< field `position` is not a whole number that fits
    counts_without_base, ///< field 6 is not 0/0 though field 5 gives no base, or 0/0 though it gives one
    multi_above_single,  ///< field 6 counts more MTM moves than STM moves
    bad_flags,         ///< a flag that is not a lower-case letter, one given twice, or one its game does not know
    bad_move,          ///< history entry `position` (1-based) is not an entry
    undo_out_of_range, ///< `value` entries on the board, only `expected` in the history
    illegal_move,      ///< history entry `position` cannot be played from the position before it
    wrong_board,       ///< format 2: the log leads to another position than the board field
};
/// The error of parse_save() and replay(): read with save_failure::message().
using save_failure = basic_error<save_error>;

/// The older spelling of save_failure::message(), kept for callers written before it: the same words,
/// "history entry 4 is not a move", "not a saved game (it should start with npuzzle-save)". New code writes
/// e.message().
constexpr static_string<96> message(const save_failure& e) noexcept {
    static_string<96> m;
    switch (e.code) {
    case save_error::none: m.append("no error"); break;
    case save_error::empty: m.append("the saved game is empty"); break;
    case save_error::not_a_save: m.append("not a saved game (it should start with npuzzle-save)"); break;
    case save_error::unknown_version:
        m.append("saved by another version (format ");
        m.append_number(e.value);
        m.append(", this one reads 1 and 2)");
        break;
    case save_error::too_long: m.append("the saved game is too long"); break;
    case save_error::missing_field:
        m.append("the saved game is cut short at field ");
        m.append_number(e.position);
        break;
    case save_error::extra_field: m.append("the saved game has more fields than it should"); break;
    case save_error::bad_variant: m.append("field 3 names a game this reader does not read"); break;
    case save_error::bad_id:
        m.append("field ");
        m.append_number(e.position);
        m.append(" is not a game ID");
        break;
    case save_error::bad_number:
        m.append("field ");
        m.append_number(e.position);
        m.append(" is not a whole number");
        break;
    case save_error::counts_without_base:
        m.append("field 6 must be 0/0 exactly when field 5 (the base position) is -");
        break;
    case save_error::multi_above_single:
        m.append("field 6 counts more MTM moves (after the /) than STM moves (before it)");
        break;
    case save_error::bad_flags: m.append("unknown or repeated flags (field 8)"); break;
    case save_error::bad_move:
        m.append("history entry ");
        m.append_number(e.position);
        m.append(" is not a move");
        break;
    case save_error::undo_out_of_range:
        m.append("undo position ");
        m.append_number(e.value);
        m.append(" beyond the ");
        m.append_number(e.expected);
        m.append(" history entries");
        break;
    case save_error::illegal_move:
        m.append("history entry ");
        m.append_number(e.position);
        m.append(" cannot be played there");
        break;
    case save_error::wrong_board: m.append("its moves do not lead to its board (field 5): it was changed by hand"); break;
    }
    return m;
}

/// A saved game as read: views into the text it was parsed from.
struct saved_game {
    std::uint64_t version = ring_save_version; ///< 1: a history ring; 2: a puzzle's log from its deal
    std::string_view game;  ///< the game's name, field 3 ("puzzle", "mnk")
    std::string_view board; ///< format 2: the ID of the position the log leads to
    std::string_view start; ///< the starting game ID
    std::string_view base;  ///< the ID the history starts from; empty: `start`
    /// Moves counted before the history starts (STM, MTM); 0 when `base` is empty.
    /// @{
    std::uint64_t base_moves = 0, base_multi = 0;
    /// @}
    std::uint64_t elapsed_ms = 0; ///< the clock, in milliseconds
    std::string_view flags;       ///< the flag letters ("" for none), the saving program's to read
    std::uint64_t undo = 0;       ///< how many entries are on the board (the rest can be redone)
    std::string_view moves;       ///< the history's entries, or format 2's log ("" for none)
    std::uint64_t entries = 0;    ///< how many entries `moves` holds
};

namespace save_detail {

/// Whether `c` is one of 0 to 9.
constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }

/// A whole number of at most 19 digits (no overflow), the whole of `s`.
constexpr bool read_number(std::string_view s, std::uint64_t& value) noexcept {
    if (s.empty() || s.size() > 19) return false;
    value = 0;
    for (char c : s) {
        if (!is_digit(c)) return false;
        value = value * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return true;
}

/// A game ID field: printable ASCII without spaces.
constexpr bool is_id(std::string_view s) noexcept {
    if (s.empty()) return false;
    for (char c : s)
        if (c <= ' ' || c > '~') return false;
    return true;
}

/// Whether `token` is a restart entry ("*" or "4200*"), its clock then into `ms`; `ok` is false for a
/// '*' after something that is not a clock.
constexpr bool read_restart(std::string_view token, std::uint64_t& ms, bool& ok) noexcept {
    if (token.empty() || token.back() != '*') return false;
    const std::string_view clock = token.substr(0, token.size() - 1);
    ms = 0;
    ok = clock.empty() || read_number(clock, ms);
    return true;
}

/// Takes the next ','-separated token of `rest`; `ok` false for a trailing or doubled comma.
constexpr std::string_view next_token(std::string_view& rest, bool& ok) noexcept {
    const std::size_t end = rest.find(',');
    const std::string_view token = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
    if (end != std::string_view::npos && rest.empty()) ok = false; // a trailing comma
    return token;
}

} // namespace save_detail

/// A saved game's line cut into its fields, its magic and version checked.
struct save_fields {
    std::string_view field[10]{}; ///< the fields, in order
    std::size_t count = 0;        ///< how many
    std::uint64_t version = 0;    ///< field 2
};

/// Cuts a saved game (one line, an optional '\n' at its end) into its fields: empty, too_long,
/// extra_field, not_a_save, missing_field or bad_number (the version) if it is not a save's line.
constexpr result<save_fields, save_failure> read_save_fields(std::string_view text) noexcept {
    auto fail = [](save_error code, std::size_t position = 0) { return save_failure{code, position, 0, 0, 0}; };
    if (text.empty()) return fail(save_error::empty);
    if (text.size() > max_save_length) return fail(save_error::too_long);
    if (text.back() == '\n') text.remove_suffix(1);
    save_fields f;
    for (;;) {
        const std::size_t space = text.find(' ');
        f.field[f.count++] = text.substr(0, space);
        if (space == std::string_view::npos) break;
        if (f.count == 10) return fail(save_error::extra_field);
        text.remove_prefix(space + 1);
    }
    if (f.field[0] != save_magic) return fail(save_error::not_a_save);
    if (f.count < 2) return fail(save_error::missing_field, 2);
    if (!save_detail::read_number(f.field[1], f.version)) return fail(save_error::bad_number, 2);
    return f;
}

/// The game a saved game's line names in field 3 ("puzzle", "mnk"): which record reads it. Empty if
/// the line has no third field.
constexpr std::string_view saved_game_name(std::string_view text) noexcept {
    const auto f = read_save_fields(text);
    return f && f->count > 2 ? f->field[2] : std::string_view{};
}

/// Reads the fields of a format-1 line of game `game`; `next(rest, ok)` consumes one of its entries
/// from `rest` (false at the end, or with `ok` false on one that is not an entry).
template <class NextEntry>
constexpr result<saved_game, save_failure> parse_ring_save(const save_fields& f, std::string_view game,
                                                           NextEntry next) {
    using save_detail::read_number;
    auto fail = [](save_error code, std::size_t position = 0) { return save_failure{code, position, 0, 0, 0}; };
    if (f.version != ring_save_version) return save_failure{save_error::unknown_version, 2, f.version, 0, 0};
    if (f.count < 10) return fail(save_error::missing_field, f.count + 1);
    saved_game g;
    g.version = ring_save_version;
    if (f.field[2] != game) return fail(save_error::bad_variant, 3);
    g.game = f.field[2];
    if (!save_detail::is_id(f.field[3])) return fail(save_error::bad_id, 4);
    g.start = f.field[3];
    if (f.field[4] != "-") {
        if (!save_detail::is_id(f.field[4])) return fail(save_error::bad_id, 5);
        g.base = f.field[4];
    }
    const std::string_view counted = f.field[5];
    const std::size_t slash = counted.find('/');
    if (slash == std::string_view::npos || !read_number(counted.substr(0, slash), g.base_moves) ||
        !read_number(counted.substr(slash + 1), g.base_multi))
        return fail(save_error::bad_number, 6);
    // Whole numbers, but not counts a game can have: every MTM move moves at least one tile.
    if (g.base_multi > g.base_moves) return fail(save_error::multi_above_single, 6);
    // A base is where moves that fell out of the history led: given exactly when some were counted
    // (as write_ring_save writes it; a base with nothing counted would replay differently once rewritten).
    if (g.base.empty() != (g.base_moves == 0)) return fail(save_error::counts_without_base, 6);
    if (!read_number(f.field[6], g.elapsed_ms)) return fail(save_error::bad_number, 7);
    if (f.field[7] != "-") {
        g.flags = f.field[7];
        if (g.flags.empty()) return fail(save_error::bad_flags, 8);
        for (std::size_t i = 0; i < g.flags.size(); ++i) {
            const char c = g.flags[i];
            if (c < 'a' || c > 'z' || g.flags.substr(0, i).find(c) != std::string_view::npos)
                return fail(save_error::bad_flags, 8);
        }
    }
    if (!read_number(f.field[8], g.undo)) return fail(save_error::bad_number, 9);
    if (f.field[9] != "-") {
        if (f.field[9].empty()) return fail(save_error::bad_move, 1);
        g.moves = f.field[9];
        std::string_view rest = g.moves;
        bool ok = true;
        while (next(rest, ok)) ++g.entries;
        if (!ok) return fail(save_error::bad_move, detail::narrow<std::size_t>(g.entries + 1));
    }
    if (g.undo > g.entries)
        return save_failure{save_error::undo_out_of_range, 9, g.undo, detail::narrow<std::size_t>(g.entries), 0};
    return g;
}

/// Writes the whole format-1 saved game of session `s`; `info` gives what the session does not know:
/// the game's name, the game IDs of its initial position and of its history_base() (base "" when the
/// history starts at the initial position), the moves counted before that, and the flags. Its clock,
/// undo position and entries are the session's: `write_move(entry, out)` writes one that is not a
/// restart, and `separator` ("" or ",") stands between entries.
template <class Session, class Out, class WriteMove>
constexpr Out write_ring_save(const Session& s, const saved_game& info, std::string_view separator, Out out,
                              WriteMove write_move) {
    auto put = [&](std::string_view text) {
        for (char c : text) *out++ = c;
    };
    const std::string_view base = info.base;
    put(save_magic);
    put(" ");
    out = write_decimal(ring_save_version, out);
    put(" ");
    put(info.game);
    put(" ");
    put(info.start);
    put(" ");
    put(base.empty() ? "-" : base);
    put(" ");
    out = write_decimal(base.empty() ? 0 : info.base_moves, out);
    put("/");
    out = write_decimal(base.empty() ? 0 : info.base_multi, out);
    put(" ");
    out = write_decimal(s.elapsed_ms(), out);
    put(" ");
    put(info.flags.empty() ? "-" : info.flags);
    put(" ");
    out = write_decimal(s.history().undo_depth(), out);
    put(" ");
    const auto& h = s.history();
    if (h.size() == 0) put("-");
    for (std::size_t i = 0; i < h.size(); ++i) {
        const auto& e = h[i];
        if (i > 0) put(separator);
        if (e.restart()) {
            if (e.at_ms > 0) out = write_decimal(e.at_ms, out);
            *out++ = '*';
        } else {
            out = write_move(e, out);
        }
    }
    *out++ = '\n';
    return out;
}

/// Plays a format-1 saved game's entries on `s`, a session already at the position the history
/// starts from (its initial position, or restore_base()), then undoes what is not on the board and
/// sets the clock. `next(rest, entry, ok)` reads an entry (with members `restart` and `ms`);
/// `play(entry)` plays one that is not a restart and gives its event. Every entry must be playable:
/// an error says which is not (`s` is then half played).
template <class Entry, class Session, class NextEntry, class Play>
constexpr result<bool, save_failure> replay_ring(const saved_game& g, Session& s, NextEntry next, Play play) {
    if (g.version != ring_save_version) return save_failure{save_error::unknown_version, 2, g.version, 0, 0};
    std::string_view rest = g.moves;
    Entry e{};
    bool ok = true;
    std::size_t index = 0;
    while (next(rest, e, ok)) {
        ++index;
        event done = event::no_effect;
        if (e.restart) {
            if (e.ms > 0) s.restore_clock(e.ms); // what undoing the restart gives back
            done = s.restart();
        } else {
            done = play(e);
        }
        if (!changed(done)) return save_failure{save_error::illegal_move, index, 0, 0, 0};
    }
    if (!ok) return save_failure{save_error::bad_move, index + 1, 0, 0, 0};
    for (std::uint64_t i = g.undo; i < g.entries; ++i)
        if (!changed(s.undo()))
            return save_failure{save_error::illegal_move, detail::narrow<std::size_t>(i + 1), 0, 0, 0};
    s.restore_clock(g.elapsed_ms);
    return true;
}

} // namespace npuzzle
