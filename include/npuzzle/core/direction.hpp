// SPDX-License-Identifier: MIT
/// \file
/// Move directions and outcomes. Freestanding.
#pragma once

#include <cstdint>

namespace npuzzle {

/// A direction names where a *tile* slides into the blank (docs/DESIGN.md, Move letters): `left`
/// slides the tile right of the blank to the left, so the blank goes right. `none` is what a key that
/// is not a move maps to.
enum class direction : std::uint8_t { up, down, left, right, none };

/// The four moves, for loops (none excluded).
inline constexpr direction all_directions[4] = {direction::up, direction::down, direction::left,
                                                direction::right};

/// The move that undoes `d`: up for down, left for right; none for none.
[[nodiscard]] constexpr direction opposite(direction d) noexcept {
    switch (d) {
    case direction::up: return direction::down;
    case direction::down: return direction::up;
    case direction::left: return direction::right;
    case direction::right: return direction::left;
    default: return direction::none;
    }
}

/// The move letters U D L R; anything else is not a move.
[[nodiscard]] constexpr char to_letter(direction d) noexcept {
    constexpr char letters[] = {'U', 'D', 'L', 'R', '?'};
    return letters[static_cast<int>(d) < 4 ? static_cast<int>(d) : 4];
}

/// The move a letter names, either case: U D L R; direction::none for anything else.
[[nodiscard]] constexpr direction from_letter(char c) noexcept {
    switch (c) {
    case 'U': case 'u': return direction::up;
    case 'D': case 'd': return direction::down;
    case 'L': case 'l': return direction::left;
    case 'R': case 'r': return direction::right;
    default: return direction::none;
    }
}

/// Writes the letters of `moves` (any range of direction: a std::array, a std::vector, a std::span,
/// a solver's solution.moves) to `out`, an output iterator of char, and returns the iterator past
/// them: {left, up, up} gives "LUU". No heap; dynamic_puzzle.hpp's to_letters() returns a
/// std::string. O(moves).
template <class Moves, class Out>
constexpr Out write_letters(const Moves& moves, Out out) {
    for (direction d : moves) *out++ = to_letter(d);
    return out;
}

/// Arrow keys follow the tile sense by default; players who think of moving the blank flip them.
enum class arrow_sense : std::uint8_t { tile, blank };

/// The move an arrow key makes: the arrow itself in tile sense, its opposite in blank sense.
[[nodiscard]] constexpr direction from_arrow(direction arrow, arrow_sense sense) noexcept {
    return sense == arrow_sense::tile ? arrow : opposite(arrow);
}

/// Where the blank goes when the tile moves in `d`: the opposite way, one cell.
[[nodiscard]] constexpr int blank_row_step(direction d) noexcept {
    return d == direction::up ? 1 : d == direction::down ? -1 : 0;
}
/// Where the blank goes in columns when the tile moves in `d`: -1, 0 or 1.
[[nodiscard]] constexpr int blank_col_step(direction d) noexcept {
    return d == direction::left ? 1 : d == direction::right ? -1 : 0;
}

/// The three outcomes of any input (Tatham's midend): a buzzer beeps only on `moved`.
enum class move_outcome : std::uint8_t { moved, no_effect, not_a_move };

} // namespace npuzzle
