// SPDX-License-Identifier: MIT
#include "slide_animation.hpp"

#include <algorithm>
#include <cmath>

namespace npuzzle::curses {

rect part_way(const rect& from, const rect& to, double progress) noexcept {
    const double p = std::clamp(progress, 0.0, 1.0);
    const auto between = [p](int a, int b) { return a + static_cast<int>(std::lround((b - a) * p)); };
    return {between(from.top, to.top), between(from.left, to.left), to.height, to.width};
}

} // namespace npuzzle::curses
