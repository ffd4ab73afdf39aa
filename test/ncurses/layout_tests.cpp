// SPDX-License-Identifier: MIT
// The screen arithmetic of npuzzle-curses: where tiles go (boxes, else compact cells), when the
// terminal is too small, which tile a click lands on, and how text too long for the screen is cut.
#include <layout.hpp>

#include <game/game_host.hpp>

#include <boost/test/unit_test.hpp>

#include <string>
#include <utility>
#include <variant>
#include <vector>

using namespace npuzzle::curses;
using npuzzle::cell;

namespace {

board_layout fits(int width, int height, std::size_t rows, std::size_t cols, std::size_t label) {
    const auto l = lay_out(width, height, rows, cols, label);
    BOOST_REQUIRE_MESSAGE(std::holds_alternative<board_layout>(l),
                          rows << "x" << cols << " should fit " << width << "x" << height);
    return std::get<board_layout>(l);
}

} // namespace

BOOST_AUTO_TEST_SUITE(layout)

// A box's label is centred: an odd number of lines inside the border (the label's line is the
// middle one), and an inside width of the widest label's parity (it has as much room on each side).
BOOST_AUTO_TEST_CASE(boxes_leave_room_to_centre_their_labels) {
    for (const auto& [w, h] : {std::pair{80, 24}, std::pair{120, 40}, std::pair{200, 60}, std::pair{60, 20}})
        for (std::size_t rows = 2; rows <= 16; ++rows)
            for (std::size_t cols = 2; cols <= 16; ++cols) {
                const auto l = lay_out(w, h, rows, cols, std::to_string(rows * cols - 1).size());
                const auto* b = std::get_if<board_layout>(&l);
                if (!b || b->compact) continue;
                BOOST_TEST_CONTEXT(rows << "x" << cols << " at " << w << "x" << h) {
                    const rect in = b->inside({0, 0});
                    BOOST_TEST(in.height % 2 == 1);
                    BOOST_TEST((in.width - static_cast<int>(std::to_string(rows * cols - 1).size())) % 2 == 0);
                }
            }
}

BOOST_AUTO_TEST_CASE(a_board_is_centred_between_the_text_lines_and_inside_the_screen) {
    for (std::size_t rows = 2; rows <= 8; ++rows)
        for (std::size_t cols = 2; cols <= 8; ++cols) {
            const int width = 120, height = 40;
            const auto l = fits(width, height, rows, cols, 2);
            BOOST_TEST(l.top >= lines_above_board);
            BOOST_TEST(l.top + l.height() <= height - lines_below_board);
            BOOST_TEST(l.left >= 0);
            BOOST_TEST(l.left + l.width() <= width);
            // Centred: the margins differ by at most one.
            const int left_margin = l.left, right_margin = width - l.left - l.width();
            BOOST_TEST(std::abs(left_margin - right_margin) <= 1);
            const int above = l.top - lines_above_board, below = height - lines_below_board - l.top - l.height();
            BOOST_TEST(std::abs(above - below) <= 1);
        }
}

BOOST_AUTO_TEST_CASE(tiles_are_boxes_big_enough_for_their_labels_and_never_overlap) {
    const auto l = fits(80, 24, 4, 4, 2);
    BOOST_TEST(l.tile_height >= min_tile_height);
    BOOST_TEST(l.tile_height <= max_tile_height);
    BOOST_TEST(l.tile_width >= 2 + 2);
    for (std::size_t r = 0; r < 4; ++r)
        for (std::size_t c = 0; c + 1 < 4; ++c) {
            const rect a = l.tile({r, c}), b = l.tile({r, c + 1});
            BOOST_TEST(a.left + a.width < b.left); // a gap between neighbours
            BOOST_TEST(a.top == b.top);
        }
    BOOST_TEST(l.tile({1, 0}).top == l.tile({0, 0}).top + l.tile_height);
}

BOOST_AUTO_TEST_CASE(tiles_grow_with_the_terminal_and_look_about_square) {
    const auto small = fits(40, 15, 3, 3, 1);
    const auto large = fits(160, 50, 3, 3, 1);
    BOOST_TEST(small.tile_height == min_tile_height);
    BOOST_TEST(large.tile_height == max_tile_height);
    BOOST_TEST(large.tile_width > small.tile_width);
    // A character cell is about twice as tall as wide.
    BOOST_TEST(large.tile_width == 2 * large.tile_height + 1);
    // A wide but short terminal: the height binds, the width follows it rather than stretching.
    const auto wide = fits(200, 15, 3, 3, 1);
    BOOST_TEST(wide.tile_height == min_tile_height);
    BOOST_TEST(wide.tile_width == 2 * min_tile_height + 1);
    // A tall but narrow one: the width binds, the height follows it.
    const auto narrow = fits(23, 50, 3, 3, 1);
    BOOST_TEST(narrow.tile_width == 7);
    BOOST_TEST(narrow.tile_height == min_tile_height);
}

BOOST_AUTO_TEST_CASE(boxes_when_they_fit_else_compact_cells) {
    BOOST_TEST(!fits(80, 24, 4, 4, 2).compact);
    BOOST_TEST(!fits(80, 24, 6, 6, 2).compact);
    // 7 rows of boxes need 7 * 3 + 4 = 25 lines: one more than 80x24 has.
    BOOST_TEST(fits(80, 24, 7, 7, 2).compact);
    BOOST_TEST(!fits(80, 25, 7, 7, 2).compact);
    // Too narrow for boxes, wide enough for cells.
    BOOST_TEST(fits(20, 24, 6, 6, 2).compact);
    // The 16x16 board (labels up to 255) fits 80x24 with two columns of padding per cell.
    const auto big = fits(80, 24, 16, 16, 3);
    BOOST_TEST(big.compact);
    BOOST_TEST(big.tile_height == 1);
    BOOST_TEST(big.tile_width == 3 + compact_padding);
    BOOST_TEST(big.width() == 80);
    BOOST_TEST(big.height() == 16);
    // A little narrower: one column of padding.
    BOOST_TEST(fits(79, 24, 16, 16, 3).tile_width == 3 + min_compact_padding);
}

BOOST_AUTO_TEST_CASE(compact_cells_touch_are_centred_and_hold_their_label_whole) {
    const int width = 80, height = 24;
    const auto l = fits(width, height, 12, 12, 3);
    BOOST_REQUIRE(l.compact);
    for (std::size_t r = 0; r < 12; ++r)
        for (std::size_t c = 0; c < 12; ++c) {
            const rect t = l.tile({r, c});
            BOOST_TEST((l.inside({r, c}) == t)); // no border: the label may use the whole cell
            BOOST_TEST(t.height == 1);
            BOOST_TEST(t.width >= 3 + min_compact_padding);
            if (c + 1 < 12) BOOST_TEST(l.tile({r, c + 1}).left == t.left + t.width);
            if (r + 1 < 12) BOOST_TEST(l.tile({r + 1, c}).top == t.top + 1);
        }
    BOOST_TEST(l.top >= lines_above_board);
    BOOST_TEST(l.top + l.height() <= height - lines_below_board);
    BOOST_TEST(std::abs(l.left - (width - l.left - l.width())) <= 1);
    // Boxes keep their label inside the border.
    const auto boxed = fits(80, 24, 3, 3, 1);
    const rect t = boxed.tile({1, 2}), in = boxed.inside({1, 2});
    BOOST_TEST((in == rect{t.top + 1, t.left + 1, t.height - 2, t.width - 2}));
}

BOOST_AUTO_TEST_CASE(a_terminal_too_small_gets_the_size_compact_cells_need) {
    // 3x3, one-digit labels: cells of 2 columns, 3 lines, plus 4 text lines.
    const too_small need_3x3{3 * 2, 3 + 4};
    BOOST_TEST((std::get<too_small>(lay_out(20, 6, 3, 3, 1)) == need_3x3));
    BOOST_TEST((std::get<too_small>(lay_out(5, 24, 3, 3, 1)) == need_3x3));
    // Exactly the size it names fits; one less in either direction does not.
    BOOST_TEST(fits(need_3x3.need_width, need_3x3.need_height, 3, 3, 1).compact);
    BOOST_TEST(std::holds_alternative<too_small>(lay_out(need_3x3.need_width - 1, need_3x3.need_height, 3, 3, 1)));
    BOOST_TEST(std::holds_alternative<too_small>(lay_out(need_3x3.need_width, need_3x3.need_height - 1, 3, 3, 1)));
    // 16x16 with three-digit labels.
    const auto need_16 = std::get<too_small>(lay_out(63, 24, 16, 16, 3));
    BOOST_TEST(need_16.need_width == 16 * 4);
    BOOST_TEST(need_16.need_height == 16 + 4);
    fits(need_16.need_width, need_16.need_height, 16, 16, 3);
    // 12x12 in 20x8: too small.
    BOOST_TEST((std::get<too_small>(lay_out(20, 8, 12, 12, 3)) == too_small{12 * 4, 12 + 4}));
}

BOOST_AUTO_TEST_CASE(degenerate_screens_and_boards_never_break_the_arithmetic) {
    BOOST_TEST(std::holds_alternative<too_small>(lay_out(0, 0, 4, 4, 2)));
    BOOST_TEST(std::holds_alternative<too_small>(lay_out(-5, -5, 4, 4, 2)));
    BOOST_TEST(std::holds_alternative<too_small>(lay_out(80, 24, 0, 4, 2)));
    BOOST_TEST(std::holds_alternative<too_small>(lay_out(80, 24, std::size_t(-1), std::size_t(-1), 99)));
    BOOST_TEST(std::holds_alternative<too_small>(lay_out(1, 1000000, 3, 3, 1)));
}

BOOST_AUTO_TEST_CASE(a_click_anywhere_on_a_tile_box_names_that_tile) {
    const auto l = fits(80, 24, 3, 4, 2);
    for (std::size_t r = 0; r < 3; ++r)
        for (std::size_t c = 0; c < 4; ++c) {
            const rect box = l.tile({r, c});
            for (int y = box.top; y < box.top + box.height; ++y)
                for (int x = box.left; x < box.left + box.width; ++x) {
                    const auto hit = cell_at(l, y, x);
                    BOOST_REQUIRE(hit.has_value());
                    BOOST_TEST((*hit == cell{r, c}));
                }
        }
}

BOOST_AUTO_TEST_CASE(the_win_banner_is_centred_unless_it_would_hide_the_winning_line) {
    const auto l = fits(80, 24, 15, 15, 1); // gomoku: compact cells, rows 4..18
    BOOST_REQUIRE(l.compact);
    const int centred = l.top + (15 - 5) / 2;
    BOOST_TEST(banner_top(l, 5, {}) == centred);
    // A line away from the middle leaves the banner where it is.
    const std::vector<cell> top_row{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}};
    BOOST_TEST(banner_top(l, 5, top_row) == centred);
    // A column through the middle (rows 5..9): the nearest place that shows all of it, above it
    // (rows 0..4) as near as below it (rows 10..14), the upper first.
    std::vector<cell> column;
    for (std::size_t r = 5; r < 10; ++r) column.push_back({r, 7});
    BOOST_TEST(banner_top(l, 5, column) == l.top);
    // Rows 4..8: only below is free.
    for (cell& c : column) --c.row;
    BOOST_TEST(banner_top(l, 5, column) == l.top + 9);
    // No place shows it all (a line down the whole board): centred after all.
    std::vector<cell> whole;
    for (std::size_t r = 0; r < 15; ++r) whole.push_back({r, 0});
    BOOST_TEST(banner_top(l, 5, whole) == centred);
    // A banner taller than the board: centred, even if above the board's top.
    const auto small = fits(80, 24, 3, 3, 1);
    BOOST_TEST(banner_top(small, 30, {}) == small.top + (small.height() - 30) / 2);
}

BOOST_AUTO_TEST_CASE(a_click_anywhere_on_a_compact_cell_names_that_cell) {
    const auto l = fits(80, 24, 16, 16, 3);
    BOOST_REQUIRE(l.compact);
    for (std::size_t r = 0; r < 16; ++r)
        for (std::size_t c = 0; c < 16; ++c) {
            const rect t = l.tile({r, c});
            for (int x = t.left; x < t.left + t.width; ++x) {
                const auto hit = cell_at(l, t.top, x);
                BOOST_REQUIRE(hit.has_value());
                BOOST_TEST((*hit == cell{r, c}));
            }
        }
    const auto small = fits(40, 24, 9, 9, 2);
    BOOST_REQUIRE(small.compact);
    BOOST_TEST(!cell_at(small, small.top - 1, small.left).has_value());
    BOOST_TEST(!cell_at(small, small.top + small.height(), small.left).has_value());
    BOOST_TEST(!cell_at(small, small.top, small.left - 1).has_value());
    BOOST_TEST(!cell_at(small, small.top, small.left + small.width()).has_value());
}

BOOST_AUTO_TEST_CASE(a_click_between_tiles_or_off_the_board_names_nothing) {
    const auto l = fits(80, 24, 3, 3, 1);
    const rect first = l.tile({0, 0});
    BOOST_TEST(!cell_at(l, first.top, first.left + first.width).has_value()); // the gap
    BOOST_TEST(!cell_at(l, first.top, first.left - 1).has_value());
    BOOST_TEST(!cell_at(l, first.top - 1, first.left).has_value());
    BOOST_TEST(!cell_at(l, l.top + l.height(), l.left).has_value());
    BOOST_TEST(!cell_at(l, l.top, l.left + l.width()).has_value());
    BOOST_TEST(!cell_at(l, -1, -1).has_value());
    BOOST_TEST(!cell_at(l, 0, 0).has_value()); // the title line
}

BOOST_AUTO_TEST_CASE(text_that_fits_is_kept_whole) {
    BOOST_TEST(clipped("Moves 0", 7) == "Moves 0");
    BOOST_TEST(clipped("Moves 0", 80) == "Moves 0");
    BOOST_TEST(clipped("", 5) == "");
}

// The status line of the brief's 20x8 terminal: it once ended "Tim", as if that were all, then "Ti~";
// a new user's trial read "~" as a word cut in the middle. Now a cut line ends at a word's end with the
// games' ellipsis: "\u2026" in a UTF-8 locale, "..." under LC_ALL=C (one column, or three).
BOOST_AUTO_TEST_CASE(text_cut_by_the_width_ends_at_a_word_with_the_ellipsis_within_the_width) {
    const std::string status = "Moves 0 (MTM 0)  Time 0:00";
    for (const bool utf8 : {true, false}) {
        npuzzle::frontend::game_host host;
        host.utf8 = utf8;
        npuzzle::frontend::use_host(host);
        const std::string mark(npuzzle::frontend::ellipsis());
        const std::size_t mark_columns = utf8 ? 1 : 3;
        BOOST_TEST(clipped(status, 20) == "Moves 0 (MTM 0)" + mark);
        for (int width = 1; width < static_cast<int>(status.size()); ++width) {
            const std::string cut = clipped(status, width);
            BOOST_TEST_REQUIRE(cut.ends_with(mark.substr(0, std::min<std::size_t>(mark.size(), cut.size()))), cut);
            if (static_cast<std::size_t>(width) <= mark_columns) continue; // the mark alone, as much as fits
            const std::string kept = cut.substr(0, cut.size() - mark.size());
            BOOST_TEST(kept.size() + mark_columns <= static_cast<std::size_t>(width), cut);
            BOOST_TEST(status.starts_with(kept), cut);
            // at a word's end, unless the first word alone is cut
            BOOST_TEST((status[kept.size()] == ' ' || kept.find(' ') == std::string::npos), cut);
        }
        BOOST_TEST(clipped("ab", 1) == (utf8 ? mark : "."));
        BOOST_TEST(clipped("abcdefghij", 5) == (utf8 ? "abcd" + mark : "ab" + mark)); // one long word: cut
        BOOST_TEST(clipped("  indented line", 8) == (utf8 ? "  inden" + mark : "  ind" + mark)); // no word end but the indent
        BOOST_TEST(clipped("ab", 0) == "");
        BOOST_TEST(clipped("ab", -3) == "");
    }
    npuzzle::frontend::use_host({});
}

BOOST_AUTO_TEST_CASE(a_list_that_fits_is_kept_whole) {
    const std::vector<std::string> lines{"Keys", "u / r  undo / redo", "q  quit"};
    BOOST_TEST(clipped_lines(lines, 3) == lines);
    BOOST_TEST(clipped_lines(lines, 10) == lines);
    BOOST_TEST(clipped_lines({}, 0).empty());
}

BOOST_AUTO_TEST_CASE(a_list_taller_than_the_room_says_so_on_its_last_line) {
    const std::vector<std::string> lines{"Keys", "u / r  undo / redo", "R  restart", "n  new game", "q  quit"};
    const auto cut = clipped_lines(lines, 3);
    BOOST_TEST(cut.size() == 3u);
    BOOST_TEST(cut[0] == "Keys");
    BOOST_TEST(cut[1] == "u / r  undo / redo");
    BOOST_TEST(cut[2] == std::string(more_lines_note));
    BOOST_TEST(clipped_lines(lines, 1) == std::vector<std::string>{std::string(more_lines_note)});
    BOOST_TEST(clipped_lines(lines, 0).empty());
    BOOST_TEST(clipped_lines(lines, -1).empty());
}

BOOST_AUTO_TEST_SUITE_END()
