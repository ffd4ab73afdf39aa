// SPDX-License-Identifier: MIT
// The SSD0323 OLED controller (128x64, 16 grey levels, two pixels a byte), as on the Stellaris
// LM3S6965 evaluation board. The worked example of adapting the display interface to other
// hardware: the renderer draws pages of 1-bit pixels; this turns each page into grey nibbles.
// Same byte transport as the SSD1306. Freestanding.
#pragma once

#include <npuzzle/display/ssd1306.hpp>

#include <cstdint>
#include <span>

namespace npuzzle::display {

/// The SSD0323 driver: a page_display for 128x64 grey OLEDs, lit pixels in grey level `grey`.
template <byte_transport Transport>
class ssd0323 {
public:
    /// The panel's width in pixels.
    static constexpr int width = 128;
    /// The panel's height in pixels.
    static constexpr int height = 64;
    static constexpr int column_alignment = 2; ///< a byte holds two columns: writes start and end on pairs

    /// A driver sending through `transport`, lit pixels at grey level `grey` (0..15); call init() first.
    constexpr explicit ssd0323(Transport transport, std::uint8_t grey = 0xf)
        : transport_(static_cast<Transport&&>(transport)), grey_(grey & 0xf) {}

    /// The power-up sequence; the display is on after it.
    constexpr void init() { transport_.commands(init_sequence); }

private:
    // The panel's settings from OSRAM's application note AN018 for the 128x64 OLED; in flash, not
    // on the stack of init()'s caller.
    static constexpr std::uint8_t init_sequence[] = {
            0xae,                   // display off
            0x81, 0x32,             // contrast
            0x85,                   // half current range
            0xa0, 0x52,             // remap: COM split and swapped as the panel is wired; horizontal increment
            0xa1, 0x00,             // start line
            0xa2, 0x4c,             // display offset: where the panel's first row is
            0xa4,                   // normal display
            0xa8, 0x3f,             // 64 rows
            0xb1, 0x22,             // phase length
            0xb2, 0x46,             // row period
            0xb3, 0xf1,             // clock divider
            0xbf, 0x0d,             // segment low voltage
            0xbe, 0x02,             // VCOMH
            0xbc, 0x10,             // precharge
            0xb8, 0x01, 0x11, 0x22, 0x32, 0x43, 0x54, 0x65, 0x76, // grey scale table
            0xad, 0x03,             // DC-DC converter on
            0xaf,                   // display on
    };

public:

    /// 8 rows of `columns` 1-bit columns from column x (both even): row by row, two pixels a byte.
    constexpr void write_page(int page, int x, std::span<const std::uint8_t> columns) {
        if (columns.empty()) return;
        const int pairs = static_cast<int>(columns.size()) / 2;
        const std::uint8_t window[] = {
            0x15, static_cast<std::uint8_t>(x / 2), static_cast<std::uint8_t>(x / 2 + pairs - 1),
            0x75, static_cast<std::uint8_t>(page * 8), static_cast<std::uint8_t>(page * 8 + 7),
        };
        transport_.commands(window);
        // 16 bytes at a time: a line of 64 would sit on the stack under the whole redraw.
        std::uint8_t chunk[16];
        for (int row = 0; row < 8; ++row) {
            for (int from = 0; from < pairs; from += 16) {
                const int n = pairs - from < 16 ? pairs - from : 16;
                for (int i = 0; i < n; ++i) {
                    const auto pair = static_cast<std::size_t>(2 * (from + i));
                    const bool left = (columns[pair] >> row) & 1u, right = (columns[pair + 1] >> row) & 1u;
                    chunk[i] = static_cast<std::uint8_t>((left ? grey_ << 4 : 0) | (right ? grey_ : 0));
                }
                transport_.data(std::span<const std::uint8_t>(chunk, static_cast<std::size_t>(n)));
            }
        }
    }

    /// Sleep: display off and the DC-DC converter off; wake: both on (the display RAM is kept).
    constexpr void sleep(bool on) {
        const std::uint8_t off[] = {0xae, 0xad, 0x02}, wake[] = {0xad, 0x03, 0xaf};
        transport_.commands(on ? std::span<const std::uint8_t>(off) : std::span<const std::uint8_t>(wake));
    }

    /// The byte transport (the user's bus).
    constexpr Transport& transport() noexcept { return transport_; }

private:
    Transport transport_;
    std::uint8_t grey_;
};

} // namespace npuzzle::display
