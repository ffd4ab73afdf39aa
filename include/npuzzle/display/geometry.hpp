// SPDX-License-Identifier: MIT
// Rectangles on a screen: the dirty regions of a redraw and the clip of a canvas. Freestanding.
#pragma once

#include <algorithm>

// The drawing path's small helpers (rectangle arithmetic, the canvas's clip): inlined even at -Os.
// There gcc calls them instead, and every frame on the path keeps 16-byte copies of the rectangles
// passed and returned: the seed port's stack went from 1,104 B to 744 B at -Os by this alone. At -O2
// gcc inlines well by itself, and forcing it there makes the frames deeper, not shallower.
#if defined(__OPTIMIZE_SIZE__) && defined(__GNUC__)
#define NPUZZLE_DISPLAY_INLINE [[gnu::always_inline]] inline
#else
#define NPUZZLE_DISPLAY_INLINE inline
#endif

namespace npuzzle::display {

/// A rectangle of pixels: its top-left corner and its size; empty if either side is 0 or less.
struct rect {
    int x = 0; ///< the left column
    int y = 0; ///< the top row
    int w = 0; ///< the width in pixels
    int h = 0; ///< the height in pixels

    /// The column just right of it.
    [[nodiscard]] constexpr int right() const noexcept { return x + w; }
    /// The row just below it.
    [[nodiscard]] constexpr int bottom() const noexcept { return y + h; }
    /// Whether it holds no pixel.
    [[nodiscard]] constexpr bool empty() const noexcept { return w <= 0 || h <= 0; }
    /// Same corner and size.
    friend constexpr bool operator==(const rect&, const rect&) = default;
};

[[nodiscard]] NPUZZLE_DISPLAY_INLINE constexpr bool contains(rect r, int x, int y) noexcept {
    return x >= r.x && x < r.right() && y >= r.y && y < r.bottom();
}

[[nodiscard]] NPUZZLE_DISPLAY_INLINE constexpr rect intersect(rect a, rect b) noexcept {
    const int x0 = std::max(a.x, b.x), y0 = std::max(a.y, b.y);
    const int x1 = std::min(a.right(), b.right()), y1 = std::min(a.bottom(), b.bottom());
    if (x1 <= x0 || y1 <= y0) return {};
    return {x0, y0, x1 - x0, y1 - y0};
}

[[nodiscard]] NPUZZLE_DISPLAY_INLINE constexpr bool overlaps(rect a, rect b) noexcept { return !intersect(a, b).empty(); }

// The smallest rectangle holding both (an empty one holds nothing).
[[nodiscard]] NPUZZLE_DISPLAY_INLINE constexpr rect unite(rect a, rect b) noexcept {
    if (a.empty()) return b;
    if (b.empty()) return a;
    const int x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
    return {x0, y0, std::max(a.right(), b.right()) - x0, std::max(a.bottom(), b.bottom()) - y0};
}

} // namespace npuzzle::display
