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

std::string legend(int width, frontend::input_style style, key_mode mode, key_state state) {
    // The states an item is shown in: a bit per key_state.
    enum : std::uint8_t { under_way = 1, paused = 2, over = 4, any_state = 7 };
    struct item {
        std::string_view text;
        int priority; // 1 shows first; higher numbers go when the line is short of room
        applies to = applies::always;
        std::uint8_t modes = playing;
        std::uint8_t states = under_way;
    };
    static constexpr item items[] = {
        {"arrows/hjkl/wasd move", 1, applies::sliding}, {"arrows/hjkl/wasd cursor", 1, applies::placing},
        {"arrows/u/r step", 1, applies::sliding, in_replay},
        {"Enter done", 1, applies::sliding, in_blindfold}, {"Enter place", 1, applies::placing},
        {"u/r undo/redo", 2}, {"R restart", 4}, {"R start", 3, applies::always, in_replay},
        {"H hint", 2, applies::always, in_play},
        {"S solve", 3, applies::sliding, in_play}, {"S play out", 3, applies::placing, in_play},
        {"S play", 2, applies::sliding, in_replay},
        {"p resume", 1, applies::always, playing, paused},
        {"n new", 3, applies::always, playing, under_way | paused}, {"n again", 4, applies::always, in_replay},
        {"p pause", 4},
        {"t stats", 4, applies::sliding, in_every_mode, any_state},
        {"? help", 1, applies::always, in_every_mode, any_state}, {"q quit", 1, applies::always, in_every_mode, any_state},
    };
    const auto in_state = static_cast<std::uint8_t>(1u << static_cast<unsigned>(state));
    std::string line;
    for (int keep = 4; keep >= 1; --keep) {
        line.clear();
        for (const item& i : items) {
            if (i.priority > keep || !applies_to(i.to, style) || !shown_in(i.modes, mode) || !(i.states & in_state))
                continue;
            if (!line.empty()) line += "  ";
            line += i.text;
        }
        if (static_cast<int>(line.size()) <= width) break;
    }
    return line;
}

} // namespace npuzzle::curses
