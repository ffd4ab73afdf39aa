// SPDX-License-Identifier: MIT
/// \file
/// A saved game: one short, versioned line of text that a session is written to and replayed from,
/// so a game can be quit and resumed (or kept by a microcontroller). Freestanding: no heap, no
/// exceptions; parse errors are values.
///
/// \verbatim
///   npuzzle-save 1 <variant> <start> <base> <counted> <ms> <flags> <undo> <moves>
///
///   variant  puzzle | mnk
///   start    the game ID the game started from ("4x4#12", "3x3:1,2,...", "3x3k3:X../...")
///   base     - if the history starts at `start`; else the ID of the position it starts from (the
///            oldest moves fell out of a full history ring: they stay counted but cannot be undone)
///   counted  <stm>/<mtm>: moves counted before the history starts (0/0 exactly when `base` is -)
///   ms       the clock, in milliseconds
///   flags    - or letters, each at most once: a (assisted: a hint or the solver played), r (restarted
///            at least once: no record), u (a move was undone: no record), f (a fair
///            deal: records may count it), x and o (mnk: the computer plays X, O)
///   undo     how many of the history's entries are on the board; the rest can be redone
///   moves    - or the history's entries, oldest first, with no separators for the puzzle:
///              u d l r   a tile slides up, down, left, right (the move letters, lower case)
///              3l        a slide of 3 tiles at once (one MTM move): a count of 2 or more, a letter
///              *         a restart (undoing it returns to the position before it); written
///              4200*     with the clock before it in milliseconds, which undoing it gives back
///            and for mnk, entries separated by ',': a cell index (row * columns + column), or a
///            restart as above (*, 4200*).
///
/// Format 2, a sliding puzzle's game from its deal: every action with its time, so a resumed game
/// replays from the deal, is checked against its board, and says itself whether it was played fairly
/// (nothing about that is taken from a flag):
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
///
/// Fields are separated by one space; the line may end in '\n'. At most max_save_length characters.
#pragma once

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/core/narrow.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/session.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace npuzzle {

/// The first field of every saved game.
inline constexpr std::string_view save_magic = "npuzzle-save";
/// The newest format version, which this build writes for a sliding puzzle: its log from the deal.
inline constexpr std::uint64_t save_version = 2;
/// The format of a game's history ring, which this build writes for m,n,k (and for a puzzle whose
/// log would not fit max_save_length) and reads as before.
inline constexpr std::uint64_t ring_save_version = 1;
/// The longest saved game parse_save() reads, in characters (1 MiB).
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
    bad_variant,       ///< neither puzzle nor mnk
    bad_id,            ///< an empty or malformed game ID field (`position`)
    bad_number,        ///< field `position` is not a whole number that fits
    counts_without_base, ///< field 6 is not 0/0 though field 5 gives no base, or 0/0 though it gives one
    multi_above_single,  ///< field 6 counts more MTM moves than STM moves
    bad_flags,         ///< a flag letter this version does not know, or one given twice
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
    case save_error::bad_variant: m.append("unknown variant (puzzle or mnk)"); break;
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
    case save_error::bad_flags: m.append("unknown or repeated flags (a, r, u, f, x and o, each once)"); break;
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

/// The game a save holds: a sliding puzzle or an m,n,k game.
enum class save_variant : std::uint8_t { puzzle, mnk };

/// A saved game as read: views into the text it was parsed from.
struct saved_game {
    std::uint64_t version = ring_save_version;    ///< 1: a history ring (write_save); 2: a puzzle's log from its deal
    save_variant variant = save_variant::puzzle;  ///< puzzle or mnk
    std::string_view board; ///< format 2: the ID of the position the log leads to
    std::string_view start;                       ///< the starting game ID
    std::string_view base;                        ///< the ID the history starts from; empty: `start`
    /// Moves counted before the history starts (STM, MTM); 0 when `base` is empty.
    /// @{
    std::uint64_t base_moves = 0, base_multi = 0;
    /// @}
    std::uint64_t elapsed_ms = 0;                 ///< the clock, in milliseconds
    bool assisted = false;  ///< a hint or the solver played
    bool restarted = false; ///< restarted at least once (undone or not): the game sets no record
    bool undone = false;    ///< a move was taken back: the game sets no record
    bool fair = false;      ///< a fair deal: records may count it
    /// mnk: whether the computer plays X, O.
    /// @{
    bool x_computer = false, o_computer = false;
    /// @}
    std::uint64_t undo = 0;    ///< how many entries are on the board (the rest can be redone)
    std::string_view moves;    ///< the history's entries, or format 2's log ("" for none)
    std::uint64_t entries = 0; ///< how many entries `moves` holds
};

/// One history entry: a slide of `tiles` tiles `dir` (puzzle), a mark at cell index `at` (mnk), or
/// a restart.
struct save_entry {
    bool restart = false;             ///< a restart, not a move
    direction dir = direction::none;  ///< puzzle: the way the tiles slide
    std::uint32_t tiles = 0;          ///< puzzle: how many tiles slide (1 for a single move)
    std::uint64_t at = 0;             ///< mnk: the cell index (row * columns + column)
    std::uint64_t ms = 0; ///< a restart: the clock before it (0 when the record does not say)
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

/// A game ID field: printable ASCII without spaces.
constexpr bool is_id(std::string_view s) noexcept {
    if (s.empty()) return false;
    for (char c : s)
        if (c <= ' ' || c > '~') return false;
    return true;
}

} // namespace save_detail

/// Reads the next entry of `rest` (a saved game's moves) into `e`, consuming it; false at the end or
/// on an entry that is not one (`ok` then false).
constexpr bool next_entry(save_variant v, std::string_view& rest, save_entry& e, bool& ok) noexcept {
    using save_detail::is_digit;
    ok = true;
    if (rest.empty()) return false;
    e = save_entry{};
    if (v == save_variant::mnk) {
        std::size_t end = rest.find(',');
        const std::string_view token = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
        if (end != std::string_view::npos && rest.empty()) ok = false; // a trailing comma
        if (!token.empty() && token.back() == '*') {
            e.restart = true;
            const std::string_view clock = token.substr(0, token.size() - 1);
            return ok && (clock.empty() || save_detail::read_number(clock, e.ms));
        }
        ok = ok && save_detail::read_number(token, e.at);
        return ok;
    }
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
    const std::size_t end = rest.find(',');
    std::string_view token = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
    if (end != std::string_view::npos && rest.empty()) ok = false; // a trailing comma
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
constexpr result<saved_game, save_failure> parse_log_fields(const std::string_view (&fields)[10], std::size_t count) noexcept {
    auto fail = [](save_error code, std::size_t position = 0) { return save_failure{code, position, 0, 0, 0}; };
    if (count < 7) return fail(save_error::missing_field, count + 1);
    if (count > 7) return fail(save_error::extra_field);
    saved_game g;
    g.version = 2;
    if (fields[2] != "puzzle") return fail(save_error::bad_variant, 3);
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

/// Reads a saved game (one line, an optional '\n' at its end), checking every field and entry.
constexpr result<saved_game, save_failure> parse_save(std::string_view text) noexcept {
    using save_detail::read_number;
    auto fail = [](save_error code, std::size_t position = 0) { return save_failure{code, position, 0, 0, 0}; };
    if (text.empty()) return fail(save_error::empty);
    if (text.size() > max_save_length) return fail(save_error::too_long);
    if (text.back() == '\n') text.remove_suffix(1);
    std::string_view fields[10]{};
    std::size_t count = 0;
    for (;;) {
        const std::size_t space = text.find(' ');
        fields[count++] = text.substr(0, space);
        if (space == std::string_view::npos) break;
        if (count == 10) return fail(save_error::extra_field);
        text.remove_prefix(space + 1);
    }
    if (fields[0] != save_magic) return fail(save_error::not_a_save);
    if (count < 2) return fail(save_error::missing_field, 2);
    std::uint64_t version = 0;
    if (!read_number(fields[1], version)) return fail(save_error::bad_number, 2);
    if (version == 2) return save_detail::parse_log_fields(fields, count);
    if (version != ring_save_version) return save_failure{save_error::unknown_version, 2, version, 0, 0};
    if (count < 10) return fail(save_error::missing_field, count + 1);

    saved_game g;
    g.version = ring_save_version;
    if (fields[2] == "puzzle")
        g.variant = save_variant::puzzle;
    else if (fields[2] == "mnk")
        g.variant = save_variant::mnk;
    else
        return fail(save_error::bad_variant, 3);
    if (!save_detail::is_id(fields[3])) return fail(save_error::bad_id, 4);
    g.start = fields[3];
    if (fields[4] != "-") {
        if (!save_detail::is_id(fields[4])) return fail(save_error::bad_id, 5);
        g.base = fields[4];
    }
    const std::size_t slash = fields[5].find('/');
    if (slash == std::string_view::npos || !read_number(fields[5].substr(0, slash), g.base_moves) ||
        !read_number(fields[5].substr(slash + 1), g.base_multi))
        return fail(save_error::bad_number, 6);
    // Whole numbers, but not counts a game can have: every MTM move moves at least one tile.
    if (g.base_multi > g.base_moves)
        return fail(save_error::multi_above_single, 6);
    // A base is where moves that fell out of the history led: given exactly when some were counted
    // (as write_save writes it; a base with nothing counted would replay differently once rewritten).
    if (g.base.empty() != (g.base_moves == 0)) return fail(save_error::counts_without_base, 6);
    if (!read_number(fields[6], g.elapsed_ms)) return fail(save_error::bad_number, 7);
    if (fields[7] != "-") {
        if (fields[7].empty()) return fail(save_error::bad_flags, 8);
        for (char c : fields[7]) {
            bool* flag = c == 'a' ? &g.assisted : c == 'r' ? &g.restarted : c == 'u' ? &g.undone : c == 'f' ? &g.fair : c == 'x' ? &g.x_computer : c == 'o' ? &g.o_computer : nullptr;
            if (!flag || *flag) return fail(save_error::bad_flags, 8);
            *flag = true;
        }
    }
    if (!read_number(fields[8], g.undo)) return fail(save_error::bad_number, 9);
    if (fields[9] != "-") {
        if (fields[9].empty()) return fail(save_error::bad_move, 1);
        g.moves = fields[9];
        std::string_view rest = g.moves;
        save_entry e;
        bool ok = true;
        while (next_entry(g.variant, rest, e, ok)) ++g.entries;
        if (!ok) return fail(save_error::bad_move, detail::narrow<std::size_t>(g.entries + 1));
    }
    if (g.undo > g.entries) return save_failure{save_error::undo_out_of_range, 9, g.undo, detail::narrow<std::size_t>(g.entries), 0};
    return g;
}

/// Writes a session's history entries as a saved game's moves field ("-" for none).
template <class Session, class Out>
constexpr Out write_history(const Session& s, save_variant v, Out out) {
    const auto& h = s.history();
    if (h.size() == 0) {
        *out++ = '-';
        return out;
    }
    for (std::size_t i = 0; i < h.size(); ++i) {
        const auto& e = h[i];
        if (v == save_variant::mnk && i > 0) *out++ = ',';
        if (e.restart()) {
            if (e.at_ms > 0) out = write_decimal(e.at_ms, out);
            *out++ = '*';
        } else if constexpr (requires { e.tiles; }) {
            if (e.tiles > 1) out = write_decimal(e.tiles, out);
            *out++ = save_detail::direction_letter(e.dir);
        } else {
            out = write_decimal(e.at, out);
        }
    }
    return out;
}

/// Writes the whole saved game of session `s`; `info` gives what the session does not know: the
/// variant, the game IDs of its initial position and of its history_base() (base "" when the
/// history starts at the initial position), the moves counted before that, and the flags. Its clock,
/// undo position and moves are the session's.
template <class Session, class Out>
constexpr Out write_save(const Session& s, const saved_game& info, Out out) {
    const save_variant v = info.variant;
    const std::string_view base = info.base;
    auto put = [&](std::string_view text) {
        for (char c : text) *out++ = c;
    };
    put(save_magic);
    put(" ");
    out = write_decimal(ring_save_version, out);
    put(v == save_variant::mnk ? " mnk " : " puzzle ");
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
    if (!info.assisted && !info.restarted && !info.undone && !info.fair && !info.x_computer && !info.o_computer) put("-");
    if (info.assisted) put("a");
    if (info.restarted) put("r");
    if (info.undone) put("u");
    if (info.fair) put("f");
    if (info.x_computer) put("x");
    if (info.o_computer) put("o");
    put(" ");
    out = write_decimal(s.history().undo_depth(), out);
    put(" ");
    out = write_history(s, v, out);
    *out++ = '\n';
    return out;
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
            facts.helped = facts.helped || a.what == kind::helped;
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
    put(" puzzle ");
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

/// Plays a format-1 saved game's history on `s`, a session already at the position the history starts from
/// (its initial position, or restore_base()), then undoes what is not on the board and sets the
/// clock. Every entry must be playable: an error says which is not (`s` is then half played).
template <class Session>
constexpr result<bool, save_failure> replay(const saved_game& g, Session& s) {
    if (g.version != ring_save_version) return save_failure{save_error::unknown_version, 2, g.version, 0, 0}; // replay_log's
    std::string_view rest = g.moves;
    save_entry e;
    bool ok = true;
    std::size_t index = 0;
    auto illegal = [&] { return save_failure{save_error::illegal_move, index, 0, 0, 0}; };
    while (next_entry(g.variant, rest, e, ok)) {
        ++index;
        event done = event::no_effect;
        if (e.restart) {
            if (e.ms > 0) s.restore_clock(e.ms); // what undoing the restart gives back
            done = s.restart();
        } else if constexpr (requires { s.slide(cell{}); }) {
            if (g.variant != save_variant::puzzle) return illegal();
            done = save_detail::slide(s, e.dir, e.tiles);
        } else {
            if (g.variant != save_variant::mnk) return illegal();
            const auto& b = s.board();
            if (e.at >= b.rows() * b.cols()) return illegal();
            done = s.place(b.to_cell(detail::narrow<std::size_t>(e.at)));
        }
        if (!changed(done)) return illegal();
    }
    if (!ok) return save_failure{save_error::bad_move, index + 1, 0, 0, 0};
    for (std::uint64_t i = g.undo; i < g.entries; ++i)
        if (!changed(s.undo())) return save_failure{save_error::illegal_move, detail::narrow<std::size_t>(i + 1), 0, 0, 0};
    s.restore_clock(g.elapsed_ms);
    return true;
}

} // namespace npuzzle
