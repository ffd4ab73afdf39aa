// SPDX-License-Identifier: MIT
// The slide animation's arithmetic: which tiles a command slid, and where they are drawn part way.
#include <slide_animation.hpp>

#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

using namespace npuzzle::curses;
using npuzzle::cell;

namespace {

// "1 2 3/4 5 6/7 _ 8" as labels row by row, "_" the blank.
std::vector<std::string> board(std::vector<std::string> labels) {
    for (auto& l : labels)
        if (l == "_") l.clear();
    return labels;
}

} // namespace

BOOST_AUTO_TEST_SUITE(slide_animation)

BOOST_AUTO_TEST_CASE(one_move_slides_one_tile_one_cell) {
    const auto before = board({"1", "2", "3", "4", "5", "6", "7", "_", "8"});
    const auto after = board({"1", "2", "3", "4", "5", "6", "7", "8", "_"});
    const auto tiles = slid_tiles(before, after, 3, 3);
    BOOST_REQUIRE(tiles.has_value());
    BOOST_REQUIRE_EQUAL(tiles->size(), 1u);
    BOOST_TEST(((*tiles)[0] == sliding_tile{cell{2, 2}, cell{2, 1}}));
}

BOOST_AUTO_TEST_CASE(a_multi_tile_slide_moves_every_tile_of_the_line_the_same_way) {
    const auto before = board({"_", "1", "2", "3", "4", "5", "6", "7", "8"});
    const auto after = board({"1", "2", "_", "3", "4", "5", "6", "7", "8"});
    const auto tiles = slid_tiles(before, after, 3, 3);
    BOOST_REQUIRE(tiles.has_value());
    BOOST_REQUIRE_EQUAL(tiles->size(), 2u);
    BOOST_TEST(((*tiles)[0] == sliding_tile{cell{0, 1}, cell{0, 0}}));
    BOOST_TEST(((*tiles)[1] == sliding_tile{cell{0, 2}, cell{0, 1}}));
}

BOOST_AUTO_TEST_CASE(jumps_and_new_boards_are_not_slides) {
    const auto start = board({"1", "2", "3", "4", "5", "6", "7", "8", "_"});
    BOOST_TEST(!slid_tiles(start, start, 3, 3)); // nothing moved
    // A restart: tiles come back from two cells away.
    BOOST_TEST(!slid_tiles(start, board({"1", "2", "3", "4", "_", "5", "7", "8", "6"}), 3, 3));
    // Two tiles the opposite ways (a new game that happens to differ by a swap).
    BOOST_TEST(!slid_tiles(board({"1", "2", "_", "4"}), board({"2", "1", "_", "4"}), 2, 2));
    // A label that was not there (another game's board), and pictures of the wrong size.
    BOOST_TEST(!slid_tiles(board({"1", "2", "3", "_"}), board({"1", "2", "_", "9"}), 2, 2));
    BOOST_TEST(!slid_tiles(board({"1", "2", "3", "_"}), board({"1", "2", "3"}), 2, 2));
}

BOOST_AUTO_TEST_CASE(a_sliding_tile_is_drawn_part_of_the_way_between_its_cells) {
    const rect from{5, 10, 3, 6}, to{5, 17, 3, 6};
    BOOST_TEST((part_way(from, to, 0.0) == from));
    BOOST_TEST((part_way(from, to, 1.0) == to));
    BOOST_TEST((part_way(from, to, 0.5) == rect{5, 14, 3, 6})); // 3.5 columns, rounded away from zero
    BOOST_TEST((part_way(to, from, 0.5) == rect{5, 13, 3, 6}));
    BOOST_TEST((part_way(from, to, 7.0) == to)); // late frames stop at the cell
    BOOST_TEST((part_way(from, to, -1.0) == from));
}

BOOST_AUTO_TEST_SUITE_END()
