// SPDX-License-Identifier: MIT
// Characters beyond ASCII only where the locale can show them: under LC_ALL=C (or any locale whose
// character set is not UTF-8) everything the terminal programs print is ASCII. The terminal host
// (terminal_host.hpp) tells the games, whose ellipsis() then writes "...".
#pragma once

namespace npuzzle::frontend {

// Whether the locale the environment names (LC_ALL, LC_CTYPE, LANG) writes UTF-8; asked once.
bool utf8_locale();

} // namespace npuzzle::frontend
