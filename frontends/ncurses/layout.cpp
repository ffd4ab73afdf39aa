// SPDX-License-Identifier: MIT
#include "layout.hpp"

#include "game/game_host.hpp"

#include <algorithm>

namespace npuzzle::curses {

rect board_layout::tile(cell c) const noexcept {
    return {top + static_cast<int>(c.row) * tile_height, left + static_cast<int>(c.col) * (tile_width + gap()),
            tile_height, tile_width};
}

rect board_layout::inside(cell c) const noexcept {
    const rect t = tile(c);
    if (compact) return t;
    return {t.top + 1, t.left + 1, t.height - 2, t.width - 2};
}

namespace {

// Room for the board: the screen less the text lines.
struct room {
    int width = 0, height = 0;
};

board_layout centred(board_layout l, room r) {
    l.top = lines_above_board + (r.height - l.height()) / 2;
    l.left = (r.width - l.width()) / 2;
    return l;
}

// Boxes as large as fit, or nothing.
std::optional<board_layout> boxed(room space, int rows, int cols, int label_width) {
    const int min_width = label_width + 2; // │12│
    const int fit_height = std::min(space.height / rows, max_tile_height);
    const int fit_width = (space.width + tile_gap) / cols - tile_gap;
    if (fit_height < min_tile_height || fit_width < min_width) return std::nullopt;
    board_layout l;
    // A character cell is about twice as tall as wide: width 2h+1 looks square. Whichever of the
    // two limits binds first sets the other.
    l.tile_width = std::clamp(2 * fit_height + 1, min_width, fit_width);
    l.tile_height = std::clamp(l.tile_width / 2, min_tile_height, fit_height);
    // Labels centred: an odd number of lines inside the border puts the label's line in the middle,
    // and inside widths of the widest label's parity centre it exactly.
    if ((l.tile_height - 2) % 2 == 0 && l.tile_height > min_tile_height) --l.tile_height;
    if ((l.tile_width - 2 - label_width) % 2 != 0 && l.tile_width > min_width) --l.tile_width;
    return l;
}

// What compact cells need; they fit when the room is at least this.
room compact_needs(int rows, int cols, int label_width) {
    return {cols * (label_width + min_compact_padding), rows + lines_above_board + lines_below_board};
}

} // namespace

std::variant<board_layout, too_small> lay_out(int screen_width, int screen_height, std::size_t rows,
                                              std::size_t cols, std::size_t label_width) {
    // Sizes come from a terminal and a game: clamp them into int range before any arithmetic.
    const int r = static_cast<int>(std::min<std::size_t>(rows, 1000));
    const int c = static_cast<int>(std::min<std::size_t>(cols, 1000));
    const int label = static_cast<int>(std::min<std::size_t>(label_width, 1000));
    const room need = compact_needs(r, c, label);
    if (r < 1 || c < 1 || screen_width < need.width || screen_height < need.height)
        return too_small{need.width, need.height};

    const room space{screen_width, screen_height - lines_above_board - lines_below_board};
    board_layout l;
    if (const auto box = boxed(space, r, c, label)) {
        l = *box;
    } else {
        l.compact = true;
        l.tile_height = 1;
        l.tile_width = label + (c * (label + compact_padding) <= space.width ? compact_padding : min_compact_padding);
    }
    l.rows = rows;
    l.cols = cols;
    return centred(l, space);
}

int banner_top(const board_layout& l, int height, std::span<const cell> keep_visible) {
    auto hides = [&](int top) {
        for (const cell c : keep_visible) {
            const rect t = l.tile(c);
            if (t.top < top + height && top < t.top + t.height) return true;
        }
        return false;
    };
    const int centred = l.top + (l.height() - height) / 2;
    const int lowest = l.top + l.height() - height;
    for (int away = 0; centred - away >= l.top || centred + away <= lowest; ++away)
        for (const int top : {centred - away, centred + away})
            if (top >= l.top && top <= lowest && !hides(top)) return top;
    return centred;
}

std::optional<cell> cell_at(const board_layout& l, int y, int x) noexcept {
    if (y < l.top || x < l.left || y >= l.top + l.height() || x >= l.left + l.width()) return {};
    const int pitch = l.tile_width + l.gap();
    if ((x - l.left) % pitch >= l.tile_width) return {}; // the gap between two tiles
    return cell{static_cast<std::size_t>((y - l.top) / l.tile_height),
                static_cast<std::size_t>((x - l.left) / pitch)};
}

namespace {

bool continues_character(char c) { return (static_cast<unsigned char>(c) & 0xC0u) == 0x80u; } // UTF-8

// The first `n` columns of `text`.
std::string_view first_columns(std::string_view text, std::size_t n) {
    std::size_t end = 0;
    for (std::size_t seen = 0; end < text.size(); ++end) {
        if (!continues_character(text[end]) && seen++ == n) break;
    }
    return text.substr(0, end);
}

} // namespace

std::size_t text_columns(std::string_view text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) { return !continues_character(c); }));
}

std::string clipped(std::string_view text, int width) {
    if (width <= 0) return "";
    const auto room = static_cast<std::size_t>(width);
    if (text_columns(text) <= room) return std::string(text);
    const std::string_view mark = frontend::ellipsis();
    const std::size_t mark_columns = text_columns(mark);
    if (room <= mark_columns) return std::string(first_columns(mark, room));
    std::string_view kept = first_columns(text, room - mark_columns);
    const bool at_word_end = text[kept.size()] == ' ';
    if (const auto space = kept.find_last_of(' ');
        !at_word_end && space != std::string_view::npos && kept.find_first_not_of(' ') < space)
        kept = kept.substr(0, space); // back to the end of the last whole word
    while (!kept.empty() && kept.back() == ' ') kept.remove_suffix(1);
    return std::string(kept) + std::string(mark);
}

std::vector<std::string> clipped_lines(std::vector<std::string> lines, int height) {
    const auto room = static_cast<std::size_t>(std::max(height, 0));
    if (lines.size() <= room) return lines;
    lines.resize(room);
    if (room > 0) lines.back() = more_lines_note;
    return lines;
}

} // namespace npuzzle::curses
