#include "terminal_type.hpp"

#include <curses.h>
#include <term.h>
#include <unistd.h>

namespace npuzzle::curses {

bool known_terminal() {
    int status = 0;
    if (setupterm(nullptr, STDOUT_FILENO, &status) != OK) return false;
    del_curterm(cur_term);
    return true;
}

} // namespace npuzzle::curses
