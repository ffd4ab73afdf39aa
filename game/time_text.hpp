// SPDX-License-Identifier: MIT
// Times in words, one way each, for every front end: the clock as the status line shows it, a
// finished game's time to a tenth (the win screen, the records), and the solve history's seconds to
// the millisecond (speed-solvers compare singles and averages to the millisecond).
#pragma once

#include <cstdint>
#include <string>

namespace npuzzle::frontend {

// "0:42", "1:02:03".
std::string format_clock(std::uint64_t ms);
// "0:42.1", "1:02:03.4".
std::string format_clock_tenths(std::uint64_t ms);
// "12.345".
std::string seconds_text(std::uint64_t ms);

} // namespace npuzzle::frontend
