// SPDX-License-Identifier: MIT
#include "keys.hpp"

#include <curses.h>

namespace npuzzle::curses {

key_action action_for(int key) noexcept {
    switch (key) {
    case KEY_UP: case 'k': case 'w': return {action::move, direction::up};
    case KEY_DOWN: case 'j': case 's': return {action::move, direction::down};
    case KEY_LEFT: case 'h': case 'a': return {action::move, direction::left};
    case KEY_RIGHT: case 'l': case 'd': return {action::move, direction::right};
    case '\n': case '\r': case KEY_ENTER: case ' ': return {action::select};
    case KEY_MOUSE: return {action::click};
    case KEY_RESIZE: return {action::resize};
    default: return {frontend::verb_for_key(key)};
    }
}

} // namespace npuzzle::curses
