// SPDX-License-Identifier: MIT
// The SH1106 OLED controller, the most common "SSD1306" clone on 1.3" 128x64 modules: 132 columns of
// RAM of which the panel shows columns 2..129, and page addressing only (a data write moves along
// one page and never wraps to the next). Same bytes on the bus as the SSD1306 (same transports),
// same settings. Freestanding.
#pragma once

#include <npuzzle/display/ssd1306.hpp>

#include <cstdint>
#include <span>

namespace npuzzle::display {

/// The SH1106 driver: a page_display for 1.3" 128x64 modules, over a byte_transport.
template <byte_transport Transport>
class sh1106 : public detail::monochrome_oled<Transport, sh1106<Transport>> {
    using base = detail::monochrome_oled<Transport, sh1106<Transport>>;

public:
    /// The panel's width in pixels.
    static constexpr int width = 128;
    /// The panel's height in pixels.
    static constexpr int height = 64;
    static constexpr int column_offset = 2; ///< (132 - 128) / 2, the same turned half a turn
    static constexpr std::uint8_t pump_command = 0xad; ///< DC-DC control: its argument follows
    static constexpr std::uint8_t pump_on = 0x8b;      ///< DC-DC on
    static constexpr std::uint8_t pump_off = 0x8a;     ///< DC-DC off

    /// A driver sending through `transport`; call init() before drawing.
    constexpr explicit sh1106(Transport transport) : base(static_cast<Transport&&>(transport)) {}

    /// The power-up sequence (SH1106 datasheet; it has no scrolling and no addressing modes).
    constexpr void init() { this->send(init_sequence); }

private:
    static constexpr std::uint8_t init_sequence[] = { // in flash, not on the stack of init()'s caller
            0xae,       // display off
            0xd5, 0x80, // clock divide ratio, oscillator frequency
            0xa8, 0x3f, // multiplex ratio: 64 rows
            0xd3, 0x00, // display offset
            0x40,       // start line 0
            0xad, 0x8b, // DC-DC converter on
            0xa1,       // column 0 on the left
            0xc8,       // COM scan from the top
            0xda, 0x12, // COM pins
            0x81, 0xcf, // contrast
            0xd9, 0x22, // discharge / precharge
            0xdb, 0x35, // VCOM deselect level
            0xa4,       // show the RAM
            0xa6,       // not inverted
            0xaf,       // display on
    };

public:

    /// Page address (B0+page), column address low and high nibbles, then the data.
    constexpr void write_page(int page, int x, std::span<const std::uint8_t> columns) {
        if (columns.empty()) return;
        const int column = x + column_offset;
        this->send({static_cast<std::uint8_t>(0xb0 | page), static_cast<std::uint8_t>(column & 0x0f),
                    static_cast<std::uint8_t>(0x10 | (column >> 4))});
        this->transport_.data(columns);
    }

    /// Display on or off (the RAM is kept); sleep() also stops the DC-DC converter.
    constexpr void power(bool on) { this->send({on ? std::uint8_t{0xaf} : std::uint8_t{0xae}}); }
};

} // namespace npuzzle::display
