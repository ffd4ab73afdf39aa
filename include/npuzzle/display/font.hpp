// SPDX-License-Identifier: MIT
// The built-in font: 3x5 pixel glyphs on a 4x6 cell, so a 5x5 board's "24" fits an 11-pixel tile
// and a 128x64 screen holds 32 characters a line. Digits, capital letters (small letters are drawn as
// capitals) and the few signs the game writes. 2 bytes a glyph, 118 bytes in all. Freestanding.
#pragma once

#include <npuzzle/display/display.hpp>

#include <cstdint>
#include <string_view>

namespace npuzzle::display {

/// The built-in 3x5 font: digits, capital letters (small ones drawn as capitals) and a few signs.
struct font {
    /// A glyph's width in pixels.
    static constexpr int glyph_width = 3;
    /// A glyph's height in pixels.
    static constexpr int glyph_height = 5;
    static constexpr int advance = 4; ///< a column of space after each glyph
    /// The first character the font has (space).
    static constexpr char first = ' ';
    /// The last character the font has (Z).
    static constexpr char last = 'Z';

    /// Row by row from the top, 3 bits a row, the leftmost pixel the highest bit.
    static constexpr std::uint16_t glyphs[last - first + 1] = {
        0,                     // ' '
        0b010'010'010'000'010, // !
        0b101'101'000'000'000, // "
        0b011'111'010'111'110, // # slanted: 101'111'101'111'101 reads as H ("4X4H1"), 010'111'010'111'010 as a double dagger
        0, 0, 0,               // $ % &
        0b010'010'000'000'000, // '
        0b001'010'010'010'001, // (
        0b100'010'010'010'100, // )
        0b000'101'010'101'000, // *
        0b000'010'111'010'000, // +
        0b000'000'000'010'100, // ,
        0b000'000'111'000'000, // -
        0b000'000'000'000'010, // .
        0b001'001'010'100'100, // /
        0b111'101'101'101'111, // 0
        0b010'110'010'010'111, // 1
        0b111'001'111'100'111, // 2
        0b111'001'111'001'111, // 3
        0b101'101'111'001'001, // 4
        0b111'100'111'001'111, // 5
        0b111'100'111'101'111, // 6
        0b111'001'001'001'001, // 7
        0b111'101'111'101'111, // 8
        0b111'101'111'001'111, // 9
        0b000'010'000'010'000, // :
        0b000'010'000'010'100, // ;
        0b001'010'100'010'001, // <
        0b000'111'000'111'000, // =
        0b100'010'001'010'100, // >
        0b111'001'010'000'010, // ?
        0,                     // @
        0b010'101'111'101'101, // A
        0b110'101'110'101'110, // B
        0b011'100'100'100'011, // C
        0b110'101'101'101'110, // D
        0b111'100'110'100'111, // E
        0b111'100'110'100'100, // F
        0b011'100'101'101'011, // G
        0b101'101'111'101'101, // H
        0b111'010'010'010'111, // I
        0b001'001'001'101'010, // J
        0b101'101'110'101'101, // K
        0b100'100'100'100'111, // L
        0b101'111'111'101'101, // M
        0b110'101'101'101'101, // N
        0b010'101'101'101'010, // O
        0b110'101'110'100'100, // P
        0b010'101'101'110'011, // Q
        0b110'101'110'101'101, // R
        0b011'100'010'001'110, // S
        0b111'010'010'010'010, // T
        0b101'101'101'101'111, // U
        0b101'101'101'101'010, // V
        0b101'101'111'111'101, // W
        0b101'101'010'101'101, // X
        0b101'101'010'010'010, // Y
        0b111'001'010'100'111, // Z
    };

    /// The glyph for `c`: small letters as capitals, anything unknown as '?'.
    [[nodiscard]] static constexpr std::uint16_t glyph(char c) noexcept {
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
        if (c < first || c > last) c = '?';
        const std::uint16_t g = glyphs[c - first];
        return g == 0 && c != ' ' ? glyphs['?' - first] : g;
    }

    /// Whether `glyph`'s pixel at column `col` (0..2), row `row` (0..4) is lit.
    [[nodiscard]] static constexpr bool pixel(std::uint16_t glyph, int col, int row) noexcept {
        return (glyph >> (14 - row * 3 - col)) & 1u;
    }

    /// Pixels `text` covers at `scale`: no trailing space after the last glyph.
    [[nodiscard]] static constexpr int text_width(std::string_view text, int scale = 1) noexcept {
        return text.empty() ? 0 : (static_cast<int>(text.size()) * advance - 1) * scale;
    }
    /// Pixels a line of text covers in height at `scale`.
    [[nodiscard]] static constexpr int text_height(int scale = 1) noexcept { return glyph_height * scale; }
};

/// The tile labels' larger font: 5x7 hex digits on a 6x8 cell (the classic HD44780 shapes), for boards
/// whose tiles have room (3x3 and 4x4 on 128x64). 7 bytes a digit; other characters are blank.
struct large_digits {
    /// A glyph's width in pixels.
    static constexpr int glyph_width = 5;
    /// A glyph's height in pixels.
    static constexpr int glyph_height = 7;
    /// From one glyph to the next, in pixels.
    static constexpr int advance = 6;

    /// Row by row from the top, 5 bits a row, the leftmost pixel the highest bit. A byte a row, not one
    /// 64-bit word a glyph: a Cortex-M0 shifts 64 bits through a library call and a stack frame.
    static constexpr std::uint8_t glyphs[16][glyph_height] = {
        {0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110}, // 0
        {0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110}, // 1
        {0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111}, // 2
        {0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110}, // 3
        {0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010}, // 4
        {0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110}, // 5
        {0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110}, // 6
        {0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000}, // 7
        {0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110}, // 8
        {0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100}, // 9
        {0b01110, 0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001}, // A
        {0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110}, // B
        {0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110}, // C
        {0b11100, 0b10010, 0b10001, 0b10001, 0b10001, 0b10010, 0b11100}, // D
        {0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111}, // E
        {0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000}, // F
    };
    /// The glyph of a hex digit ('0'..'9', 'A'..'F'); anything else is blank (nullptr).
    [[nodiscard]] static constexpr const std::uint8_t* glyph(char c) noexcept {
        if (c >= '0' && c <= '9') return glyphs[c - '0'];
        return c >= 'A' && c <= 'F' ? glyphs[c - 'A' + 10] : nullptr;
    }
    /// Whether `glyph`'s pixel at column `col` (0..4), row `row` (0..6) is lit (a blank glyph has none).
    [[nodiscard]] static constexpr bool pixel(const std::uint8_t* glyph, int col, int row) noexcept {
        return glyph != nullptr && ((glyph[row] >> (4 - col)) & 1u);
    }
    /// Pixels `text` covers at `scale`: no space after the last glyph.
    [[nodiscard]] static constexpr int text_width(std::string_view text, int scale = 1) noexcept {
        return text.empty() ? 0 : (static_cast<int>(text.size()) * advance - 1) * scale;
    }
    /// Pixels a line of text covers in height at `scale`.
    [[nodiscard]] static constexpr int text_height(int scale = 1) noexcept { return glyph_height * scale; }
};

// Writes `text` in `Font` with its top-left corner at (x, y), each font pixel a scale x scale square
// of `on`; the pixels between are left alone, so text goes on any background.
template <class Font = font, pixel_display Canvas>
constexpr void draw_text(Canvas& canvas, int x, int y, std::string_view text, int scale = 1, bool on = true) {
    for (char c : text) {
        const auto g = Font::glyph(c);
        for (int row = 0; row < Font::glyph_height; ++row)
            for (int col = 0; col < Font::glyph_width; ++col)
                if (Font::pixel(g, col, row)) {
                    const rect r{x + col * scale, y + row * scale, scale, scale};
                    if constexpr (requires { canvas.fill_rect(r, on); }) canvas.fill_rect(r, on); // a canvas clips
                    else fill_rect(canvas, r, on);
                }
        x += Font::advance * scale;
    }
}

} // namespace npuzzle::display
