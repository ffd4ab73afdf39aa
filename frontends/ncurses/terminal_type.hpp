// SPDX-License-Identifier: MIT
// What $TERM can do, asked before newterm(): a failed newterm() leaks memory that a leak checker
// (the sanitizer test run) reports, and a terminal without cursor addressing ("dumb") starts fine
// but prints the screen as one stream of garbage. A file of its own because <term.h> defines a
// macro for every terminfo capability (lines, columns, label_width, ...).
#pragma once

#include <cstdint>

namespace npuzzle::curses {

enum class terminal_kind : std::uint8_t {
    usable,
    unknown,      // no terminfo entry for $TERM (or no $TERM)
    cannot_place, // known, but cannot move the cursor to a given place (no "cup")
};

terminal_kind kind_of_terminal();

} // namespace npuzzle::curses
