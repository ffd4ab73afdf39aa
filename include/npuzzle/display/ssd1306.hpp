// SPDX-License-Identifier: MIT
// The SSD1306 OLED controller (128x64 or 128x32), u8g2's split: the user writes a bus, a transport
// turns it into command and data bytes, and the driver knows the chip (its power-up sequence, page
// writes and settings). A page_display for the screens of display.hpp. Freestanding.
#pragma once

#include <npuzzle/display/display.hpp>

#include <algorithm>
#include <concepts>
#include <cstddef>
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

/// I2C: `Bus` writes one transaction to a 7-bit address: bus.write(address, control_byte, rest).
/// A transaction is at most MaxTransaction bytes after the address, the control byte included
/// (Arduino's Wire buffer is 32; u8g2 sends 24 data bytes at most), so longer writes go out in
/// chunks, each starting again with its control byte (0x00 commands, 0x40 data). Command writes are
/// chunked the same way; the drivers below send at most 26 command bytes at once, so a command and
/// its arguments never straddle two transactions at the default size.
template <class Bus, std::size_t MaxTransaction = 32>
struct ssd1306_i2c {
    static_assert(MaxTransaction >= 8, "a transaction must hold the control byte and a page's address commands");
    /// The most bytes a transaction carries, control byte included.
    static constexpr std::size_t max_transaction = MaxTransaction;

    Bus& bus;                    ///< the user's I2C bus, which must outlive the transport
    std::uint8_t address = 0x3c; ///< the 7-bit address (0x3d with the module's jumper moved)

    /// Command bytes, in as many transactions as MaxTransaction needs.
    constexpr void commands(std::span<const std::uint8_t> bytes) { send(std::uint8_t{0x00}, bytes); }
    /// Display-data bytes, in as many transactions as MaxTransaction needs.
    constexpr void data(std::span<const std::uint8_t> bytes) { send(std::uint8_t{0x40}, bytes); }

private:
    // Not inlined: the bus's transaction buffer stays in this frame, off the stack of whatever
    // sends (the game loop, which draws from the same frame).
    [[gnu::noinline]] constexpr void send(std::uint8_t control, std::span<const std::uint8_t> bytes) {
        for (std::size_t at = 0; at < bytes.size(); at += MaxTransaction - 1)
            bus.write(address, control, bytes.subspan(at, std::min(MaxTransaction - 1, bytes.size() - at)));
    }
};

/// 4-wire SPI: `Bus` sets the D/C pin (bus.data_mode(bool)) and shifts bytes out (bus.write(bytes)).
template <class Bus>
struct spi_with_dc {
    Bus& bus; ///< the user's SPI bus and D/C pin, which must outlive the transport
    /// Command bytes: D/C low, then the bytes.
    constexpr void commands(std::span<const std::uint8_t> bytes) {
        bus.data_mode(false);
        bus.write(bytes);
    }
    /// Display-data bytes: D/C high, then the bytes.
    constexpr void data(std::span<const std::uint8_t> bytes) {
        bus.data_mode(true);
        bus.write(bytes);
    }
};

// How the panel is mounted: the picture as drawn, turned half a turn, or mirrored on one axis.
enum class orientation : std::uint8_t { normal, rotated_180, mirrored_x, mirrored_y };

namespace detail {

// The settings the SSD1306 and its SH1106 clone share (same command bytes): contrast, inversion,
// orientation and sleep. `Chip` supplies its charge-pump commands for sleep.
template <byte_transport Transport, class Chip>
class monochrome_oled {
public:
    constexpr explicit monochrome_oled(Transport transport) : transport_(static_cast<Transport&&>(transport)) {}

    // 0 (dimmest) to 255.
    constexpr void contrast(std::uint8_t level) { send({0x81, level}); }
    // Lit pixels dark and dark ones lit, without touching the display RAM.
    constexpr void invert(bool on) { send({on ? std::uint8_t{0xa7} : std::uint8_t{0xa6}}); }
    // Segment remap (left-right) and COM scan direction (top-bottom). The chip turns the rows of
    // what it shows at once but mirrors only data written afterwards (SSD1306 datasheet 10.1.8): on a
    // screen already drawn, call the game's invalidate() after this so the next poll redraws it all.
    constexpr void set_orientation(orientation o) {
        const bool flip_x = o == orientation::normal || o == orientation::mirrored_y; // A1: column 0 on the left
        const bool flip_y = o == orientation::normal || o == orientation::mirrored_x; // C8: row 0 on top
        send({flip_x ? std::uint8_t{0xa1} : std::uint8_t{0xa0}, flip_y ? std::uint8_t{0xc8} : std::uint8_t{0xc0}});
    }
    // Sleep: display off and the charge pump off (the panel then draws a few microamps); wake: both on.
    constexpr void sleep(bool on) {
        if (on) send({0xae, Chip::pump_command, Chip::pump_off});
        else send({Chip::pump_command, Chip::pump_on, 0xaf});
    }

    constexpr Transport& transport() noexcept { return transport_; }

protected:
    template <std::size_t N>
    constexpr void send(const std::uint8_t (&bytes)[N]) {
        transport_.commands(std::span<const std::uint8_t>(bytes, N));
    }

    Transport transport_;
};

} // namespace detail

/// The SSD1306 driver: a page_display for 128x64 (Height 64) or 128x32 (Height 32) panels, over a
/// byte_transport (ssd1306_i2c or spi_with_dc).
template <byte_transport Transport, int Height = 64>
class ssd1306 : public detail::monochrome_oled<Transport, ssd1306<Transport, Height>> {
    static_assert(Height == 64 || Height == 32, "the SSD1306 drives 128x64 and 128x32 panels");
    using base = detail::monochrome_oled<Transport, ssd1306<Transport, Height>>;

public:
    /// The panel's width in pixels.
    static constexpr int width = 128;
    /// The panel's height in pixels.
    static constexpr int height = Height;
    static constexpr std::uint8_t pump_command = 0x8d; ///< charge pump setting: its argument follows
    static constexpr std::uint8_t pump_on = 0x14;      ///< charge pump on
    static constexpr std::uint8_t pump_off = 0x10;     ///< charge pump off

    /// A driver sending through `transport`; call init() before drawing.
    constexpr explicit ssd1306(Transport transport) : base(static_cast<Transport&&>(transport)) {}

    /// The power-up sequence (datasheet, "Software initialization flow" with the charge pump on), with
    /// scrolling stopped: a reset microcontroller may find the chip still scrolling.
    constexpr void init() { this->send(init_sequence); }

private:
    static constexpr std::uint8_t init_sequence[] = { // in flash, not on the stack of init()'s caller
            0xae,                                        // display off
            0x2e,                                        // stop scrolling
            0xd5, 0x80,                                  // clock divide ratio, oscillator frequency
            0xa8, static_cast<std::uint8_t>(Height - 1), // multiplex ratio
            0xd3, 0x00,                                  // display offset
            0x40,                                        // start line 0
            0x8d, 0x14,                                  // charge pump on
            0x20, 0x00,                                  // horizontal addressing: page writes wrap column to column
            0xa1,                                        // column 0 on the left
            0xc8,                                        // COM scan from the top
            0xda, Height == 64 ? std::uint8_t{0x12} : std::uint8_t{0x02}, // COM pins
            0x81, 0xcf,                                  // contrast
            0xd9, 0xf1,                                  // precharge
            0xdb, 0x40,                                  // VCOMH deselect level
            0xa4,                                        // show the RAM
            0xa6,                                        // not inverted
            0xaf,                                        // display on
    };

public:

    /// `columns.size()` columns of page `page` from column `x`: a column and page window, then the data
    /// (horizontal addressing fills the window column by column).
    constexpr void write_page(int page, int x, std::span<const std::uint8_t> columns) {
        if (columns.empty()) return;
        this->send({0x21, static_cast<std::uint8_t>(x),
                    static_cast<std::uint8_t>(x + static_cast<int>(columns.size()) - 1), 0x22,
                    static_cast<std::uint8_t>(page), static_cast<std::uint8_t>(page)});
        this->transport_.data(columns);
    }

    /// Display on or off (the RAM is kept); sleep() also stops the charge pump.
    constexpr void power(bool on) { this->send({on ? std::uint8_t{0xaf} : std::uint8_t{0xae}}); }
};

} // namespace npuzzle::display
