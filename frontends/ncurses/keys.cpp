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
    case 'u': return {action::undo};
    case 'r': return {action::redo};
    case 'R': return {action::restart};
    case 'H': return {action::hint};
    case 'S': return {action::solve};
    case 'n': return {action::new_game};
    case 'p': return {action::pause};
    case '?': return {action::help};
    case 't': return {action::statistics};
    case 'q': return {action::quit};
    case KEY_RESIZE: return {action::resize};
    default: return {};
    }
}

} // namespace npuzzle::curses

namespace npuzzle::curses {

std::string legend(int width, frontend::input_style style, bool blindfold) {
    struct item {
        std::string_view text;
        int priority; // 1 shows first; higher numbers go when the line is short of room
        applies to = applies::always;
    };
    static constexpr item items[] = {
        {"arrows/hjkl/wasd move", 1, applies::sliding}, {"arrows/hjkl/wasd cursor", 1, applies::placing},
        {"Enter done", 1, applies::sliding},
        {"Enter place", 1, applies::placing}, {"u/r undo/redo", 2}, {"R restart", 4}, {"H hint", 2},
        {"S solve", 3, applies::sliding}, {"S play out", 3, applies::placing}, {"n new", 3}, {"p pause", 4},
        {"t stats", 4, applies::sliding},
        {"? help", 1}, {"q quit", 1},
    };
    std::string line;
    for (int keep = 4; keep >= 1; --keep) {
        line.clear();
        for (const item& i : items) {
            if (i.priority > keep || !applies_to(i.to, style)) continue;
            const bool blind_only = i.text == "Enter done", refused_blind = i.text == "H hint" || i.text == "S solve";
            if (blindfold ? refused_blind : blind_only) continue;
            if (!line.empty()) line += "  ";
            line += i.text;
        }
        if (static_cast<int>(line.size()) <= width) break;
    }
    return line;
}

} // namespace npuzzle::curses
