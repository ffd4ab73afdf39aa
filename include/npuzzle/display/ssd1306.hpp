// SPDX-License-Identifier: MIT
// The SSD1306 OLED controller (128x64 or 128x32), u8g2's split: the user writes a byte transport,
// this knows the chip (its power-up sequence and page writes). A page_display for the screens of
// display.hpp. Freestanding.
#pragma once

#include <npuzzle/display/display.hpp>

#include <concepts>
#include <cstdint>
#include <span>

namespace npuzzle::display {

// How bytes reach a controller: command bytes and display-data bytes (I2C tells them apart by a
// control byte, SPI by the D/C pin). The user writes this, or one of the two bus adapters below.
template <class T>
concept byte_transport = requires(T& t, std::span<const std::uint8_t> bytes) {
    t.commands(bytes);
    t.data(bytes);
};

// I2C: `Bus` writes one transaction to a 7-bit address: bus.write(address, first_byte, rest).
template <class Bus>
struct ssd1306_i2c {
    Bus& bus;
    std::uint8_t address = 0x3c;
    constexpr void commands(std::span<const std::uint8_t> bytes) { bus.write(address, std::uint8_t{0x00}, bytes); }
    constexpr void data(std::span<const std::uint8_t> bytes) { bus.write(address, std::uint8_t{0x40}, bytes); }
};

// 4-wire SPI: `Bus` sets the D/C pin (bus.data_mode(bool)) and shifts bytes out (bus.write(bytes)).
template <class Bus>
struct spi_with_dc {
    Bus& bus;
    constexpr void commands(std::span<const std::uint8_t> bytes) {
        bus.data_mode(false);
        bus.write(bytes);
    }
    constexpr void data(std::span<const std::uint8_t> bytes) {
        bus.data_mode(true);
        bus.write(bytes);
    }
};

template <byte_transport Transport, int Height = 64>
class ssd1306 {
    static_assert(Height == 64 || Height == 32, "the SSD1306 drives 128x64 and 128x32 panels");

public:
    static constexpr int width = 128;
    static constexpr int height = Height;

    constexpr explicit ssd1306(Transport transport) : transport_(static_cast<Transport&&>(transport)) {}

    // The power-up sequence (datasheet, "Software initialization flow" with the charge pump on).
    constexpr void init() {
        const std::uint8_t sequence[] = {
            0xae,                             // display off
            0xd5, 0x80,                       // clock divide ratio, oscillator frequency
            0xa8, static_cast<std::uint8_t>(Height - 1), // multiplex ratio
            0xd3, 0x00,                       // display offset
            0x40,                             // start line 0
            0x8d, 0x14,                       // charge pump on
            0x20, 0x00,                       // horizontal addressing: page writes wrap column to column
            0xa1,                             // column 127 is SEG0: column 0 on the left
            0xc8,                             // COM scan from the top
            0xda, Height == 64 ? std::uint8_t{0x12} : std::uint8_t{0x02}, // COM pins
            0x81, 0xcf,                       // contrast
            0xd9, 0xf1,                       // precharge
            0xdb, 0x40,                       // VCOMH deselect level
            0xa4,                             // show the RAM
            0xa6,                             // not inverted
            0xaf,                             // display on
        };
        transport_.commands(sequence);
    }

    // `columns.size()` columns of page `page` from column `x`.
    constexpr void write_page(int page, int x, std::span<const std::uint8_t> columns) {
        if (columns.empty()) return;
        const std::uint8_t window[] = {
            0x21, static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(x + static_cast<int>(columns.size()) - 1),
            0x22, static_cast<std::uint8_t>(page), static_cast<std::uint8_t>(page),
        };
        transport_.commands(window);
        transport_.data(columns);
    }

    constexpr void contrast(std::uint8_t level) {
        const std::uint8_t c[] = {0x81, level};
        transport_.commands(c);
    }
    constexpr void power(bool on) {
        const std::uint8_t c[] = {on ? std::uint8_t{0xaf} : std::uint8_t{0xae}};
        transport_.commands(c);
    }

    constexpr Transport& transport() noexcept { return transport_; }

private:
    Transport transport_;
};

} // namespace npuzzle::display
