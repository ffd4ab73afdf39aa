// SPDX-License-Identifier: MIT
// Which tiles a command moved, from where to where: the board before and after, compared tile by
// tile (a slide of several tiles, an undo, a restart all read the same). The page animates these.
#pragma once

#include <npuzzle/core/dynamic_puzzle.hpp>

#include <cstddef>
#include <utility>
#include <vector>

namespace npuzzle::web {

inline std::vector<std::pair<cell, cell>> moved_tiles(const puzzle& before, const puzzle& after) {
    std::vector<std::size_t> where(after.size()); // tile -> its index after
    for (std::size_t i = 0; i < after.size(); ++i) where[after[i]] = i;
    std::vector<std::pair<cell, cell>> moved;
    for (std::size_t i = 0; i < before.size(); ++i)
        if (before[i] != 0 && before[i] != after[i]) moved.emplace_back(before.to_cell(i), after.to_cell(where[before[i]]));
    return moved;
}

} // namespace npuzzle::web
