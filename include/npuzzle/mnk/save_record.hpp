// SPDX-License-Identifier: MIT
/// \file
/// An m,n,k game's saved game: format 1, a session's history ring (core/save_line.hpp), its game
/// "mnk" and its entries separated by ','. Freestanding: no heap, no exceptions; parse errors are values.
///
/// \verbatim
///   npuzzle-save 1 mnk <start> <base> <counted> <ms> <flags> <undo> <entries>
///
///   start    the game ID the game started from ("3x3k3:X../...")
///   entries  - or, separated by ',': a cell index (row * columns + column) where a mark was placed,
///            or a restart (* or 4200*, core/save_line.hpp); e.g. "4,1200*,0"
/// \endverbatim
#pragma once

#include <npuzzle/core/error.hpp>
#include <npuzzle/core/narrow.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/save_line.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace npuzzle {

/// An m,n,k game's saves name their game so in field 3.
inline constexpr std::string_view mnk_save_name = "mnk";

/// One history entry of an m,n,k save: a mark at cell index `at`, or a restart.
struct mnk_save_entry {
    bool restart = false; ///< a restart, not a mark
    std::uint64_t at = 0; ///< the cell index (row * columns + column)
    std::uint64_t ms = 0; ///< a restart: the clock before it (0 when the record does not say)
};

/// Reads the next entry of `rest` (an m,n,k save's entries) into `e`, consuming it; false at the end
/// or on an entry that is not one (`ok` then false).
constexpr bool next_mnk_entry(std::string_view& rest, mnk_save_entry& e, bool& ok) noexcept {
    ok = true;
    if (rest.empty()) return false;
    e = mnk_save_entry{};
    const std::string_view token = save_detail::next_token(rest, ok);
    bool clock_ok = true;
    if (save_detail::read_restart(token, e.ms, clock_ok)) {
        e.restart = true;
        return ok = ok && clock_ok;
    }
    return ok = ok && save_detail::read_number(token, e.at);
}

/// Reads an m,n,k game's saved game (one line, an optional '\n' at its end), checking every field
/// and entry. Its flags, if any, are left to the program that wrote them.
constexpr result<saved_game, save_failure> parse_mnk_save(std::string_view text) noexcept {
    const auto f = read_save_fields(text);
    if (!f) return f.error();
    mnk_save_entry e;
    return parse_ring_save(*f, mnk_save_name, [&e](std::string_view& rest, bool& ok) { return next_mnk_entry(rest, e, ok); });
}

/// Writes the saved game of m,n,k session `s` (write_ring_save: `info` gives what the session does
/// not know; its game is m,n,k's whatever `info.game` says).
template <class Session, class Out>
constexpr Out write_mnk_save(const Session& s, saved_game info, Out out) {
    info.game = mnk_save_name;
    return write_ring_save(s, info, ",", out, [](const auto& e, Out o) { return write_decimal(e.at, o); });
}

/// Plays an m,n,k saved game's history on `s`, a session already at the position the history starts
/// from (its initial position, or restore_base()): replay_ring.
template <class Session>
constexpr result<bool, save_failure> replay_mnk(const saved_game& g, Session& s) {
    return replay_ring<mnk_save_entry>(
        g, s, [](std::string_view& rest, mnk_save_entry& e, bool& ok) { return next_mnk_entry(rest, e, ok); },
        [&s](const mnk_save_entry& e) {
            const auto& b = s.board();
            if (e.at >= b.rows() * b.cols()) return event::no_effect;
            return s.place(b.to_cell(detail::narrow<std::size_t>(e.at)));
        });
}

} // namespace npuzzle
