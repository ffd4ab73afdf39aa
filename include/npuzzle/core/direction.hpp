// SPDX-License-Identifier: MIT
// Move directions and outcomes. Freestanding.
#pragma once

#include <cstdint>

namespace npuzzle {

// A direction names where a *tile* slides into the blank (docs/DESIGN.md, Move letters): `left`
// slides the tile right of the blank to the left, so the blank goes right. `none` is what a key that
// is not a move maps to.
enum class direction : std::uint8_t { up, down, left, right, none };

inline constexpr direction all_directions[4] = {direction::up, direction::down, direction::left,
                                                direction::right};

constexpr direction opposite(direction d) noexcept {
    switch (d) {
    case direction::up: return direction::down;
    case direction::down: return direction::up;
    case direction::left: return direction::right;
    case direction::right: return direction::left;
    default: return direction::none;
    }
}

// The move letters U D L R; anything else is not a move.
constexpr char to_letter(direction d) noexcept {
    constexpr char letters[] = {'U', 'D', 'L', 'R', '?'};
    return letters[static_cast<int>(d) < 4 ? static_cast<int>(d) : 4];
}

constexpr direction from_letter(char c) noexcept {
    switch (c) {
    case 'U': case 'u': return direction::up;
    case 'D': case 'd': return direction::down;
    case 'L': case 'l': return direction::left;
    case 'R': case 'r': return direction::right;
    default: return direction::none;
    }
}

// Arrow keys follow the tile sense by default; players who think of moving the blank flip them.
enum class arrow_sense : std::uint8_t { tile, blank };

constexpr direction from_arrow(direction arrow, arrow_sense sense) noexcept {
    return sense == arrow_sense::tile ? arrow : opposite(arrow);
}

// Where the blank goes when the tile moves in `d`: the opposite way, one cell.
constexpr int blank_row_step(direction d) noexcept {
    return d == direction::up ? 1 : d == direction::down ? -1 : 0;
}
constexpr int blank_col_step(direction d) noexcept {
    return d == direction::left ? 1 : d == direction::right ? -1 : 0;
}

// The three outcomes of any input (Tatham's midend): a buzzer beeps only on `moved`.
enum class move_outcome : std::uint8_t { moved, no_effect, not_a_move };

} // namespace npuzzle
