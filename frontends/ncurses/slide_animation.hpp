// SPDX-License-Identifier: MIT
// The slide animation's arithmetic, apart from curses so it is unit-tested: which tiles a command
// slid (from the labels on the board before and after it), and where a sliding tile is drawn part of
// the way.
#pragma once

#include "layout.hpp"

#include <npuzzle/core/board.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace npuzzle::curses {

struct sliding_tile {
    cell from, to;
    friend bool operator==(const sliding_tile&, const sliding_tile&) = default;
};

// The tiles that moved between two pictures of a rows x cols board (labels row by row, "" for the
// blank; every other label once), when every one moved one cell and all the same way: a move, or a
// slide of several tiles in a line. Nothing otherwise: no change, a new game, a restart, an undone
// restart jump, they are not slides.
std::optional<std::vector<sliding_tile>> slid_tiles(const std::vector<std::string>& before,
                                                    const std::vector<std::string>& after, std::size_t rows,
                                                    std::size_t cols);

// Where a tile is drawn `progress` (0: at `from`, 1: at `to`) of the way between two cells' boxes.
rect part_way(const rect& from, const rect& to, double progress) noexcept;

} // namespace npuzzle::curses
