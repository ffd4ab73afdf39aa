// SPDX-License-Identifier: MIT
// The built-in font: 3x5 pixel glyphs on a 4x6 cell, so a 5x5 board's "24" fits an 11-pixel tile
// and a 128x64 screen holds 32 characters a line. Digits, capital letters (small letters are drawn as
// capitals) and the few signs the game writes. 2 bytes a glyph, 118 bytes in all. Freestanding.
#pragma once

#include <npuzzle/display/display.hpp>

#include <cstdint>
#include <string_view>

namespace npuzzle::display {

struct font {
    static constexpr int glyph_width = 3;
    static constexpr int glyph_height = 5;
    static constexpr int advance = 4; // a column of space after each glyph
    static constexpr char first = ' ';
    static constexpr char last = 'Z';

    // Row by row from the top, 3 bits a row, the leftmost pixel the highest bit.
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

    // The glyph for `c`: small letters as capitals, anything unknown as '?'.
    static constexpr std::uint16_t glyph(char c) noexcept {
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
        if (c < first || c > last) c = '?';
        const std::uint16_t g = glyphs[c - first];
        return g == 0 && c != ' ' ? glyphs['?' - first] : g;
    }

    static constexpr bool pixel(std::uint16_t glyph, int col, int row) noexcept {
        return (glyph >> (14 - row * 3 - col)) & 1u;
    }

    // Pixels `text` covers at `scale`: no trailing space after the last glyph.
    static constexpr int text_width(std::string_view text, int scale = 1) noexcept {
        return text.empty() ? 0 : (static_cast<int>(text.size()) * advance - 1) * scale;
    }
    static constexpr int text_height(int scale = 1) noexcept { return glyph_height * scale; }
};

// The tile labels' larger font: 5x7 hex digits on a 6x8 cell (the classic HD44780 shapes), for boards
// whose tiles have room (3x3 and 4x4 on 128x64). 8 bytes a digit; other characters are blank.
struct large_digits {
    static constexpr int glyph_width = 5;
    static constexpr int glyph_height = 7;
    static constexpr int advance = 6;

    // Row by row from the top, 5 bits a row, the leftmost pixel the highest bit.
    static constexpr std::uint64_t glyphs[16] = {
        0b01110'10001'10011'10101'11001'10001'01110, // 0
        0b00100'01100'00100'00100'00100'00100'01110, // 1
        0b01110'10001'00001'00010'00100'01000'11111, // 2
        0b11111'00010'00100'00010'00001'10001'01110, // 3
        0b00010'00110'01010'10010'11111'00010'00010, // 4
        0b11111'10000'11110'00001'00001'10001'01110, // 5
        0b00110'01000'10000'11110'10001'10001'01110, // 6
        0b11111'00001'00010'00100'01000'01000'01000, // 7
        0b01110'10001'10001'01110'10001'10001'01110, // 8
        0b01110'10001'10001'01111'00001'00010'01100, // 9
        0b01110'10001'10001'10001'11111'10001'10001, // A
        0b11110'10001'10001'11110'10001'10001'11110, // B
        0b01110'10001'10000'10000'10000'10001'01110, // C
        0b11100'10010'10001'10001'10001'10010'11100, // D
        0b11111'10000'10000'11110'10000'10000'11111, // E
        0b11111'10000'10000'11110'10000'10000'10000, // F
    };
    /// The glyph of a hex digit ('0'..'9', 'A'..'F'); anything else is blank.
    static constexpr std::uint64_t glyph(char c) noexcept {
        if (c >= '0' && c <= '9') return glyphs[c - '0'];
        return c >= 'A' && c <= 'F' ? glyphs[c - 'A' + 10] : 0;
    }
    static constexpr bool pixel(std::uint64_t glyph, int col, int row) noexcept {
        return (glyph >> (34 - row * 5 - col)) & 1u;
    }
    static constexpr int text_width(std::string_view text, int scale = 1) noexcept {
        return text.empty() ? 0 : (static_cast<int>(text.size()) * advance - 1) * scale;
    }
    static constexpr int text_height(int scale = 1) noexcept { return glyph_height * scale; }
};

// Writes `text` in `Font` with its top-left corner at (x, y), each font pixel a scale x scale square
// of `on`; the pixels between are left alone, so text goes on any background.
template <class Font = font, pixel_display Canvas>
constexpr void draw_text(Canvas& canvas, int x, int y, std::string_view text, int scale = 1, bool on = true) {
    for (char c : text) {
        const auto g = Font::glyph(c);
        for (int row = 0; row < Font::glyph_height; ++row)
            for (int col = 0; col < Font::glyph_width; ++col)
                if (Font::pixel(g, col, row)) fill_rect(canvas, {x + col * scale, y + row * scale, scale, scale}, on);
        x += Font::advance * scale;
    }
}

} // namespace npuzzle::display
