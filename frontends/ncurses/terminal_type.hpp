// Whether $TERM names a terminal curses knows, asked before newterm(): a failed newterm() leaks
// memory that a leak checker (the sanitizer test run) reports. A file of its own because <term.h>
// defines a macro for every terminfo capability (lines, columns, label_width, ...).
#pragma once

namespace npuzzle::curses {

bool known_terminal();

} // namespace npuzzle::curses
