// SPDX-License-Identifier: MIT
// Characters beyond ASCII only where the locale can show them: under LC_ALL=C (or any locale whose
// character set is not UTF-8) everything the programs print is ASCII. The one place that decides.
#pragma once

#include <string_view>

namespace npuzzle::frontend {

// Whether the locale the environment names (LC_ALL, LC_CTYPE, LANG) writes UTF-8; asked once.
bool utf8_locale();

// "…" where the locale shows it, else "...".
std::string_view ellipsis();

} // namespace npuzzle::frontend
