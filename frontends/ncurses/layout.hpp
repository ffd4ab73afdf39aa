// SPDX-License-Identifier: MIT
// Where the board and the text go on the screen: pure arithmetic, no curses, so the click mapping,
// the "terminal too small" rule and the clipping of text are unit-tested directly.
#pragma once

#include <npuzzle/core/board.hpp>

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace npuzzle::curses {

// Lines kept for text: title and status above the board, message and key legend below.
inline constexpr int lines_above_board = 2;
inline constexpr int lines_below_board = 2;

// A tile is a box: a border around its label, one blank column between neighbours.
inline constexpr int min_tile_height = 3;
inline constexpr int max_tile_height = 7; // bigger boxes only spread the board out
inline constexpr int tile_gap = 1;

// When boxes do not fit (boards past 6x6 on 80x24): borderless cells one line high, side by side,
// the label padded by one or two columns so neighbours stay apart.
inline constexpr int compact_padding = 2;
inline constexpr int min_compact_padding = 1;

struct rect {
    int top = 0, left = 0, height = 0, width = 0;
    friend constexpr bool operator==(const rect&, const rect&) = default;
};

struct board_layout {
    std::size_t rows = 0, cols = 0;
    int top = 0, left = 0;                // the top-left corner of the top-left tile
    int tile_height = 0, tile_width = 0;
    bool compact = false;                 // borderless one-line cells, no gap between them

    int gap() const noexcept { return compact ? 0 : tile_gap; }
    int width() const noexcept { return static_cast<int>(cols) * (tile_width + gap()) - gap(); }
    int height() const noexcept { return static_cast<int>(rows) * tile_height; }
    rect tile(cell c) const noexcept;
    rect inside(cell c) const noexcept; // where the label goes: within the border, or the whole cell
};

// The smallest screen that fits the board, to tell the player.
struct too_small {
    int need_width = 0, need_height = 0;
    friend constexpr bool operator==(const too_small&, const too_small&) = default;
};

// Boxed tiles as large as the screen allows (about twice as wide as tall, so they look square);
// else compact cells; the board centred between the text lines. If even compact cells do not fit,
// the size the screen needs to be for them.
std::variant<board_layout, too_small> lay_out(int screen_width, int screen_height, std::size_t rows,
                                              std::size_t cols, std::size_t label_width);

// The top line of a banner `height` lines high laid over the board (the win screen): centred,
// unless that hides one of the `keep_visible` cells (the winning line) and another place on the
// board does not.
int banner_top(const board_layout& layout, int height, std::span<const cell> keep_visible);

// The tile under a screen position (a click), border or padding included; nothing between tiles
// or outside.
std::optional<cell> cell_at(const board_layout& layout, int y, int x) noexcept;

// `text` in at most `width` columns (a column a character: the screen's texts are ASCII but for the
// ellipsis). When it is cut, it ends in the games' ellipsis() ("..." under LC_ALL=C), so a cut line
// never passes for the whole text, and the cut is at the end of a word where the kept part has one
// (a word cut short reads as another word: "l" for "left"); one long word is cut where it must be.
std::string clipped(std::string_view text, int width);
// The columns `text` takes on screen: a column a character (a UTF-8 "…" is one, not three bytes' worth).
std::size_t text_columns(std::string_view text);

// What the last line of a list taller than the screen says instead (itself clipped if narrow).
inline constexpr std::string_view more_lines_note = "... (enlarge the terminal for more)";

// The first `height` of `lines`; when some are left out, the last one kept is more_lines_note.
std::vector<std::string> clipped_lines(std::vector<std::string> lines, int height);

} // namespace npuzzle::curses
