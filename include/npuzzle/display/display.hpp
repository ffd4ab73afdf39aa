// SPDX-License-Identifier: MIT
// The display adapter interface: the one primitive a user writes for their screen, and the screens
// that put the game's pictures on it. Freestanding: no heap, no exceptions, no RTTI, no vtable.
//
// A display states its size (static constexpr int width, height) and writes either
//   - one pixel:  void draw_pixel(int x, int y, bool on)                  (Adafruit GFX's drawPixel), or
//   - one page:   void write_page(int page, int x, std::span<const std::uint8_t> columns)
//                 8 rows starting at row 8*page, one byte a column from column x, bit 0 on top
//                 (the SSD1306 memory layout; u8g2's tile write).
// Optional, faster: fill_rect(rect, bool) on a pixel display; `column_alignment` on a page display
// whose controller packs several columns in a byte (the SSD0323 packs two).
#pragma once

#include <npuzzle/display/framebuffer.hpp>
#include <npuzzle/display/geometry.hpp>

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <span>

namespace npuzzle::display {

template <class D>
concept sized_display = requires {
    { D::width } -> std::convertible_to<int>;
    { D::height } -> std::convertible_to<int>;
};

template <class D>
concept pixel_display = sized_display<D> && requires(D& d, int x, int y, bool on) { d.draw_pixel(x, y, on); };

template <class D>
concept page_display = sized_display<D> && (D::height % 8 == 0) &&
                       requires(D& d, int page, int x, std::span<const std::uint8_t> columns) {
                           d.write_page(page, x, columns);
                       };

template <class D>
concept display = pixel_display<D> || page_display<D>;

// The optional primitive: the display's own fill_rect when it has one, else pixel by pixel.
template <pixel_display D>
NPUZZLE_DISPLAY_INLINE constexpr void fill_rect(D& d, rect r, bool on) {
    r = intersect(r, {0, 0, D::width, D::height});
    if (r.empty()) return;
    if constexpr (requires { d.fill_rect(r, on); }) {
        d.fill_rect(r, on);
    } else {
        for (int y = r.y; y < r.bottom(); ++y)
            for (int x = r.x; x < r.right(); ++x) d.draw_pixel(x, y, on);
    }
}

// Columns a page write must start and end on: 1 unless the display says otherwise.
template <class D>
[[nodiscard]] constexpr int column_alignment() noexcept {
    if constexpr (requires { D::column_alignment; }) return D::column_alignment;
    else return 1;
}

/// What the renderer draws on: any pixel display, limited to one rectangle.
template <pixel_display Target>
class clipped_canvas {
public:
    /// The canvas's size: the target's.
    static constexpr int width = Target::width;
    static constexpr int height = Target::height; ///< the canvas's height: the target's

    /// Draws on `target` (which must outlive it) inside `clip` only.
    constexpr clipped_canvas(Target& target, rect clip) noexcept : target_(target), clip_(clip) {}
    /// Sets the pixel at (x, y) if it is inside the clip.
    NPUZZLE_DISPLAY_INLINE constexpr void draw_pixel(int x, int y, bool on) {
        if (contains(clip_, x, y)) target_.draw_pixel(x, y, on);
    }
    /// Fills `r` (clipped) with `on`.
    NPUZZLE_DISPLAY_INLINE constexpr void fill_rect(rect r, bool on) {
        r = intersect(r, clip_); // inside the screen: the target's own fill_rect needs no more clipping
        if constexpr (requires { target_.fill_rect(r, on); }) {
            if (!r.empty()) target_.fill_rect(r, on);
        } else {
            display::fill_rect(target_, r, on);
        }
    }
    /// The rectangle drawing is limited to.
    [[nodiscard]] constexpr rect clip() const noexcept { return clip_; }

private:
    Target& target_;
    rect clip_;
};

/// Draws straight on a pixel display: no RAM at all, every pixel goes to the device.
template <pixel_display Device>
class direct_screen {
public:
    /// The screen's size: the device's.
    static constexpr int width = Device::width;
    static constexpr int height = Device::height; ///< the screen's height: the device's

    /// A screen straight on `device`, which must outlive it.
    constexpr explicit direct_screen(Device& device) noexcept : device_(device) {}

    /// Repaints `area`: draw(canvas) must paint everything there (it may be called more than once).
    template <class Draw>
    constexpr void paint(rect area, Draw&& draw) {
        clipped_canvas<Device> canvas(device_, intersect(area, {0, 0, width, height}));
        if (!canvas.clip().empty()) draw(canvas);
    }

    /// The panel asleep (off, drawing little power) or awake, when the device has sleep(bool);
    /// otherwise nothing. The game calls it on quit and on waking.
    constexpr void sleep(bool on) {
        if constexpr (requires { device_.sleep(on); }) device_.sleep(on);
    }

private:
    Device& device_;
};

/// A page display behind a framebuffer of `Pages` pages. Height/8 (the default) keeps the whole
/// screen: fastest, width*height/8 bytes. 1 keeps one page and draws the picture once per page
/// (u8g2's page loop): width bytes of RAM for more drawing time.
/// The buffer is the caller's, as in u8g2: a buffer of its own (all zeros) lands in .bss, while a
/// screen holding the buffer and a reference to the device would be one object with a non-zero
/// part, put in .data, and flash would carry a copy of the buffer's zeros.
template <page_display Device, int Pages = Device::height / 8>
class buffered_screen {
public:
    /// The screen's size: the device's.
    static constexpr int width = Device::width;
    static constexpr int height = Device::height; ///< the screen's height: the device's
    /// The framebuffer the caller keeps for this screen (declare one, all zeros: it lands in .bss).
    using buffer_type = framebuffer<width, height, Pages>;

    /// A screen for `device` through `buffer`; both must outlive it.
    constexpr buffered_screen(Device& device, buffer_type& buffer) noexcept : device_(device), buffer_(buffer) {}

    /// Repaints `area` (widened to whole pages and controller columns): draw(canvas) paints it into the
    /// buffer, once for every window of `Pages` pages, and each window goes to the device.
    template <class Draw>
    constexpr void paint(rect area, Draw&& draw) {
        area = page_aligned(intersect(area, {0, 0, width, height}));
        if (area.empty()) return;
        const int first = area.y / 8, last = (area.bottom() - 1) / 8;
        for (int page = first; page <= last; page += Pages) {
            const int window_end = std::min(last + 1, page + Pages);
            if constexpr (!buffer_type::whole_screen) buffer_.move_window(page);
            clipped_canvas<buffer_type> canvas(buffer_, intersect(area, {0, page * 8, width, (window_end - page) * 8}));
            draw(canvas);
            send(page, window_end, area);
        }
    }

    /// The framebuffer (what the device was last sent).
    [[nodiscard]] constexpr const buffer_type& buffer() const noexcept { return buffer_; }

    /// The panel asleep (off, drawing little power) or awake, when the device has sleep(bool);
    /// otherwise nothing. The game calls it on quit and on waking.
    constexpr void sleep(bool on) {
        if constexpr (requires { device_.sleep(on); }) device_.sleep(on);
    }

private:
    // Pages [first, end) of `area` to the device. Kept apart so the device's locals (a driver's line
    // buffer) are not on the stack while the picture is drawn.
    [[gnu::noinline]] constexpr void send(int first, int end, rect area) {
        for (int p = first; p < end; ++p)
            device_.write_page(p, area.x, buffer_.page(p).subspan(static_cast<std::size_t>(area.x),
                                                                 static_cast<std::size_t>(area.w)));
    }

    // Whole pages (a page buffer holds nothing else) and whole controller columns.
    static constexpr rect page_aligned(rect r) noexcept {
        constexpr int align = column_alignment<Device>();
        const int x0 = r.x / align * align, y0 = r.y / 8 * 8;
        const int x1 = (r.right() + align - 1) / align * align, y1 = (r.bottom() + 7) / 8 * 8;
        return {x0, y0, x1 - x0, y1 - y0};
    }

    Device& device_;
    buffer_type& buffer_;
};

} // namespace npuzzle::display
