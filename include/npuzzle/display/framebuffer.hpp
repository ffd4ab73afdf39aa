// SPDX-License-Identifier: MIT
// A monochrome framebuffer in the SSD1306 page layout: a page is 8 rows, one byte a column, bit 0
// on top. It keeps `Pages` pages: all of them (Height/8, the whole screen) or fewer, a window that
// the picture is drawn through one part at a time (u8g2's page buffer). Freestanding.
#pragma once

#include <npuzzle/display/geometry.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

namespace npuzzle::display {

/// A monochrome framebuffer of Width x Height pixels in the SSD1306 page layout, keeping `Pages` pages
/// of 8 rows: the whole screen (the default, Width*Height/8 bytes) or a window of fewer. A pixel display.
template <int Width, int Height, int Pages = Height / 8>
class framebuffer {
    static_assert(Width > 0 && Height > 0 && Height % 8 == 0, "the screen is whole pages of 8 rows");
    static_assert(Pages >= 1 && Pages <= Height / 8, "between one page and the whole screen");

public:
    /// The screen's width in pixels.
    static constexpr int width = Width;
    /// The screen's height in pixels.
    static constexpr int height = Height;
    /// The pages of 8 rows it keeps.
    static constexpr int pages = Pages;
    /// Whether it keeps the whole screen.
    static constexpr bool whole_screen = Pages == Height / 8;

    /// The rows this buffer holds now: pixels elsewhere are dropped.
    [[nodiscard]] constexpr rect window() const noexcept { return {0, first_page_ * 8, Width, Pages * 8}; }
    /// Moves the window to start at page `first_page` (kept on the screen) and clears it.
    constexpr void move_window(int first_page) noexcept {
        first_page_ = std::min(first_page, Height / 8 - Pages);
        clear();
    }

    /// All pixels off.
    constexpr void clear() noexcept { bytes_.fill(0); }

    /// Sets the pixel at (x, y); a pixel outside the window is dropped.
    constexpr void draw_pixel(int x, int y, bool on) noexcept {
        if (!contains(window(), x, y)) return;
        std::uint8_t& byte = at(x, y / 8);
        const auto bit = static_cast<std::uint8_t>(1u << (y % 8));
        byte = on ? static_cast<std::uint8_t>(byte | bit) : static_cast<std::uint8_t>(byte & ~bit);
    }

    /// Whether the pixel at (x, y) is lit (false outside the window).
    [[nodiscard]] constexpr bool pixel(int x, int y) const noexcept {
        return contains(window(), x, y) && ((bytes_[index(x, y / 8)] >> (y % 8)) & 1u);
    }

    /// A byte a column and a page at a time: 8 pixels a write instead of one.
    constexpr void fill_rect(rect r, bool on) noexcept {
        r = intersect(r, window());
        for (int page = r.y / 8; page * 8 < r.bottom(); ++page) {
            const int top = std::max(r.y, page * 8) - page * 8;
            const int bottom = std::min(r.bottom(), page * 8 + 8) - page * 8;
            const auto mask = static_cast<std::uint8_t>((0xffu << top) & (0xffu >> (8 - bottom)));
            for (int x = r.x; x < r.right(); ++x) {
                std::uint8_t& byte = at(x, page);
                byte = on ? static_cast<std::uint8_t>(byte | mask) : static_cast<std::uint8_t>(byte & ~mask);
            }
        }
    }

    /// Page `page` of the screen, which must be inside the window.
    static constexpr auto row_bytes = static_cast<std::size_t>(Width);
    /// Page `page` of the screen, a byte a column, bit 0 on top. Precondition: the page is inside the window.
    [[nodiscard]] constexpr std::span<const std::uint8_t, row_bytes> page(int page) const noexcept {
        return std::span<const std::uint8_t, row_bytes>(bytes_.data() + index(0, page), row_bytes);
    }

private:
    static constexpr std::size_t size = static_cast<std::size_t>(Width) * Pages;
    constexpr std::size_t index(int x, int page) const noexcept {
        return static_cast<std::size_t>((page - first_page_) * Width + x);
    }
    constexpr std::uint8_t& at(int x, int page) noexcept { return bytes_[index(x, page)]; }

    std::array<std::uint8_t, size> bytes_{};
    int first_page_ = 0;
};

} // namespace npuzzle::display
