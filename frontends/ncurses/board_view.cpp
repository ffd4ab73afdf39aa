// SPDX-License-Identifier: MIT
#include "board_view.hpp"

#include "screen.hpp"

#include <algorithm>
#include <string>

namespace npuzzle::curses {

using frontend::cell_role;
using frontend::input_style;

namespace {

attr_t look(cell_role role, bool color) {
    switch (role) {
    case cell_role::tile: return color ? colour(pair_tile) | A_BOLD : A_BOLD;
    case cell_role::tile_home: return color ? colour(pair_home) : A_NORMAL;
    case cell_role::winning: return color ? colour(pair_winning) | A_BOLD : A_REVERSE | A_BOLD;
    case cell_role::mark_x: return color ? colour(pair_mark_x) | A_BOLD : A_BOLD;
    case cell_role::mark_o: return color ? colour(pair_mark_o) | A_BOLD : A_BOLD;
    case cell_role::empty: return A_DIM;
    case cell_role::hidden: return A_DIM;
    case cell_role::blank: return A_NORMAL;
    }
    return A_NORMAL;
}

constexpr int number_columns = 3; // a row number of up to two digits and a space

// Room for draw_coordinates(): a line above the board, and number_columns left of it.
bool room_for_coordinates(const board_layout& board) {
    const rect first = board.tile({0, 0});
    return first.top - 1 >= lines_above_board && first.left >= number_columns;
}

// Column letters above the board and row numbers left of it, as the games name cells ("c3":
// column c, row 3 from the top), both where the screen has room for them (lay_out_board makes it).
void draw_coordinates(const board_layout& board) {
    const rect first = board.tile({0, 0});
    if (!room_for_coordinates(board)) return; // letters and numbers both, or neither
    for (std::size_t col = 0; col < board.cols && col < 26; ++col) {
        const rect t = board.tile({0, col});
        put(first.top - 1, t.left + (t.width - 1) / 2, std::string(1, static_cast<char>('a' + col)), A_DIM);
    }
    for (std::size_t row = 0; row < board.rows; ++row) {
        const rect t = board.tile({row, 0});
        const std::string number = std::to_string(row + 1);
        put(t.top + t.height / 2, first.left - 1 - static_cast<int>(number.size()), number, A_DIM);
    }
}

// A box, its label in the middle. The border keeps the screen's own background, so coloured
// tiles stand apart (filled borders of a column ran together into one stripe in xterm).
void draw_tile(const rect& r, const std::string& label, attr_t attributes, bool filled, bool bold_border) {
    draw_box(r, attributes & ~A_UNDERLINE, filled);
    if (filled || bold_border) draw_box(r, bold_border ? A_BOLD : A_NORMAL, false);
    // A label narrower than the widest leans right, as numbers line up by their last digit.
    put(r.top + r.height / 2, r.left + (r.width - static_cast<int>(label.size()) + 1) / 2, label, attributes);
}

// A compact cell: no border, the label right-aligned so numbers line up in columns, and its last
// column left unfilled, so that side by side cells show a gap (a 16x16 board is not one block).
// An empty cell is a dot, so the grid shows.
void draw_cell(const rect& r, const std::string& label, attr_t attributes, bool filled, std::size_t label_width) {
    if (filled) mvhline(r.top, r.left, ' ' | (attributes & ~A_UNDERLINE), std::max(1, r.width - 1));
    const std::string text = label.empty() && !filled ? "." : label;
    const int spare = r.width - static_cast<int>(label_width);
    const int right_margin = spare > 0 ? std::max(1, spare / 2) : 0;
    put(r.top, r.left + r.width - right_margin - static_cast<int>(text.size()), text, attributes);
}

} // namespace

void draw_board(const frontend::game& game, const board_layout& board, const board_style& s) {
    const bool placing = game.style() == input_style::place;
    if (placing) draw_coordinates(board);
    const auto sliding_to = [&](cell c) -> const sliding_tile* {
        for (const auto& t : s.sliding)
            if (t.to == c) return &t;
        return nullptr;
    };
    for (int pass = 0; pass < 2; ++pass) // the sliding tiles last, over the board
        for (std::size_t row = 0; row < board.rows; ++row)
            for (std::size_t col = 0; col < board.cols; ++col) {
                const cell c{row, col};
                const sliding_tile* sliding = sliding_to(c);
                if ((sliding != nullptr) != (pass == 1)) continue;
                const cell_role role = game.role(c);
                const bool at_cursor = placing && c == s.cursor;
                if (role == cell_role::blank && !at_cursor) continue; // the hole stays empty
                // The cell to point out (the last mark, the hinted tile): its label underlined
                // and its border bold.
                const attr_t point_out = game.marked() == c ? A_UNDERLINE : A_NORMAL;
                                const attr_t attributes = look(role, s.color) | (at_cursor != s.flash ? A_REVERSE : A_NORMAL) | point_out;
                const bool filled = role != cell_role::empty || at_cursor;
                const rect where = sliding ? part_way(board.tile(sliding->from), board.tile(c), s.progress) : board.tile(c);
                if (board.compact)
                    draw_cell(where, game.label(c), attributes, filled, game.label_width());
                else
                    draw_tile(where, game.label(c), attributes, filled, point_out != A_NORMAL);
            }
}

namespace {

// `results` wrapped to `width` columns, a line of the banner each part.
std::vector<std::string> wrapped(const std::vector<std::string>& results, int width) {
    std::vector<std::string> lines;
    for (const auto& text : results)
        for (auto& part : wrap(text, width)) lines.push_back(clipped(part, width)); // a word too long is cut
    return lines;
}

int widest(const std::vector<std::string>& lines) {
    std::size_t most = 0;
    for (const auto& l : lines) most = std::max(most, text_columns(l));
    return static_cast<int>(most);
}

} // namespace

std::variant<board_layout, too_small> lay_out_board(const frontend::game& game, int width, int height) {
    auto laid = lay_out(width, height, game.rows(), game.cols(), game.label_width());
    const auto* board = std::get_if<board_layout>(&laid);
    if (game.style() != input_style::place || !board || room_for_coordinates(*board)) return laid;
    // Laid out a line shorter and number_columns narrower, then moved into the room that leaves.
    auto smaller = lay_out(width - number_columns, height - 1, game.rows(), game.cols(), game.label_width());
    auto* b = std::get_if<board_layout>(&smaller);
    if (!b) return laid;
    b->top += 1;
    b->left += number_columns;
    return smaller;
}

banner place_banner(const frontend::game& game, const std::vector<std::string>& results,
                    std::variant<board_layout, too_small>& layout) {
    const int screen_w = screen_width(), screen_h = screen_height();
    // A column of space each side of the text, inside the border.
    auto lines = wrapped(results, screen_w - 4);
    int width = std::min(widest(lines) + 4, screen_w);
    int height = static_cast<int>(lines.size()) + 2;
    if (const auto side = lay_out_board(game, screen_w - width - 2, screen_h);
        const auto* b = std::get_if<board_layout>(&side)) {
        layout = side;
        const int top = b->top + (b->height() - height) / 2;
        return {lines, {std::clamp(top, 2, std::max(2, screen_h - 2 - height)), b->left + b->width() + 2, height, width}};
    }
    if (const auto above = lay_out_board(game, screen_w, screen_h - height);
        const auto* b = std::get_if<board_layout>(&above)) {
        layout = above;
        return {lines, {b->top + b->height(), (screen_w - width) / 2, height, width}};
    }
    // Over the board: between the status and the message lines where it fits there, else over them
    // too, but never over the legend's line. Taller than all that, a compact banner: no padding,
    // and the lines that fit.
    const int between = screen_h - lines_above_board - lines_below_board;
    const int above_legend = screen_h - 1;
    if (height > above_legend) {
        lines = wrapped(results, screen_w - 2);
        lines = clipped_lines(std::move(lines), above_legend - 2);
        if (!lines.empty()) lines.back() = clipped(lines.back(), screen_w - 2); // the note of lines left out
        width = std::min(widest(lines) + 2, screen_w);
        height = static_cast<int>(lines.size()) + 2;
    }
    std::vector<cell> winning;
    for (std::size_t row = 0; row < game.rows(); ++row)
        for (std::size_t col = 0; col < game.cols(); ++col)
            if (game.role({row, col}) == cell_role::winning) winning.push_back({row, col});
    const auto& board = std::get<board_layout>(layout);
    const int highest = height <= between ? lines_above_board : 0;
    const int lowest = height <= between ? screen_h - lines_below_board - height : above_legend - height;
    const int top = std::clamp(banner_top(board, height, winning), highest, std::max(highest, lowest));
    return {lines, {top, std::max(0, (screen_w - width) / 2), height, width}};
}

// The banner: the title in the reverse of the box's colours, bold (readable with 8, 16 or 256
// colours, where bold black on yellow shows as grey, and without colour).
void draw_win(const banner& b, bool color) {
    const attr_t attributes = color ? colour(pair_banner) : A_REVERSE;
    const attr_t title = color ? colour(pair_banner_title) | A_BOLD : A_BOLD;
    draw_box(b.box, attributes, true);
    for (std::size_t i = 0; i < b.lines.size(); ++i)
        put(b.box.top + 1 + static_cast<int>(i), b.box.left + (b.box.width - static_cast<int>(text_columns(b.lines[i]))) / 2,
            b.lines[i], i == 0 ? title : attributes);
}

} // namespace npuzzle::curses
