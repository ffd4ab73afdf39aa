// SPDX-License-Identifier: MIT
#include "terminal_type.hpp"

#include <curses.h>
#include <term.h>
#include <unistd.h>

namespace npuzzle::curses {

terminal_kind kind_of_terminal() {
    int status = 0;
    if (setupterm(nullptr, STDOUT_FILENO, &status) != OK) return terminal_kind::unknown;
    // Absent (null) or not a string capability ((char*)-1): either way no cursor addressing.
    const char* cup = tigetstr("cup");
    const bool places = cup != nullptr && cup != reinterpret_cast<char*>(-1);
    del_curterm(cur_term);
    return places ? terminal_kind::usable : terminal_kind::cannot_place;
}

} // namespace npuzzle::curses
