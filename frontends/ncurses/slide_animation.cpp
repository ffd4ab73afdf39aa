// SPDX-License-Identifier: MIT
#include "slide_animation.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>

namespace npuzzle::curses {

std::optional<std::vector<sliding_tile>> slid_tiles(const std::vector<std::string>& before,
                                                    const std::vector<std::string>& after, std::size_t rows,
                                                    std::size_t cols) {
    if (before.size() != rows * cols || after.size() != before.size()) return std::nullopt;
    std::map<std::string, std::size_t> was_at;
    for (std::size_t i = 0; i < before.size(); ++i)
        if (!before[i].empty()) was_at.emplace(before[i], i);
    std::vector<sliding_tile> tiles;
    long row_step = 0, col_step = 0; // the way the first tile went; every other must go the same
    for (std::size_t i = 0; i < after.size(); ++i) {
        if (after[i].empty() || after[i] == before[i]) continue;
        const auto from = was_at.find(after[i]);
        if (from == was_at.end()) return std::nullopt; // a label that was not there: not a slide
        const cell a{from->second / cols, from->second % cols}, b{i / cols, i % cols};
        const long dr = static_cast<long>(b.row) - static_cast<long>(a.row);
        const long dc = static_cast<long>(b.col) - static_cast<long>(a.col);
        if (std::labs(dr) + std::labs(dc) != 1) return std::nullopt;
        if (tiles.empty()) {
            row_step = dr;
            col_step = dc;
        } else if (dr != row_step || dc != col_step) {
            return std::nullopt;
        }
        tiles.push_back({a, b});
    }
    if (tiles.empty()) return std::nullopt;
    return tiles;
}

rect part_way(const rect& from, const rect& to, double progress) noexcept {
    const double p = std::clamp(progress, 0.0, 1.0);
    const auto between = [p](int a, int b) { return a + static_cast<int>(std::lround((b - a) * p)); };
    return {between(from.top, to.top), between(from.left, to.left), to.height, to.width};
}

} // namespace npuzzle::curses
