// SPDX-License-Identifier: MIT
// Everything a board does, on both kinds of board: moves, legal moves, slides (clicks), the
// Manhattan distance, permutation checks, comparisons and hashing, and a 1000x1000 board.
#include "support.hpp"

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/random.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdlib>
#include <set>
#include <unordered_set>
#include <vector>

using npuzzle::basic_puzzle;
using npuzzle::cell;
using npuzzle::direction;
using npuzzle::error_code;
using npuzzle::move_outcome;
using npuzzle::puzzle;

namespace {

template <class Board>
Board board_of(std::string_view id) {
    auto b = npuzzle::parse_board<Board>(id);
    BOOST_TEST_REQUIRE(b.has_value(), id << ": " << npuzzle::test::text_of(b));
    return *b;
}

template <class Board>
std::set<direction> legal_set(const Board& b) {
    const auto moves = b.legal_moves();
    return {moves.begin(), moves.end()};
}

} // namespace

BOOST_AUTO_TEST_SUITE(board)

BOOST_AUTO_TEST_CASE(default_board_is_solved) {
    BOOST_TEST((basic_puzzle<3, 3>{}.is_solved()));
    BOOST_TEST((basic_puzzle<2, 5>{}.is_solved()));
    BOOST_TEST(npuzzle::puzzle::solved(1000, 1000)->is_solved());
}

BOOST_AUTO_TEST_CASE(move_letters_name_the_tile_direction) {
    basic_puzzle<3, 3> p;                      // blank bottom-right
    BOOST_TEST((p.move(direction::left) == move_outcome::no_effect)); // nothing right of the blank
    BOOST_TEST((p.move(direction::right) == move_outcome::moved));    // tile 8 slides right
    BOOST_TEST(p.at(2, 2) == 8);
    BOOST_TEST((p.move(direction::none) == move_outcome::not_a_move));
}

BOOST_AUTO_TEST_CASE(directions_letters_and_arrows) {
    for (direction d : npuzzle::all_directions) {
        BOOST_TEST((npuzzle::opposite(npuzzle::opposite(d)) == d));
        BOOST_TEST((npuzzle::opposite(d) != d));
        BOOST_TEST((npuzzle::from_letter(npuzzle::to_letter(d)) == d));
        BOOST_TEST((npuzzle::from_arrow(d, npuzzle::arrow_sense::tile) == d));
        BOOST_TEST((npuzzle::from_arrow(d, npuzzle::arrow_sense::blank) == npuzzle::opposite(d)));
    }
    BOOST_TEST(npuzzle::to_letter(direction::left) == 'L');
    BOOST_TEST((npuzzle::from_letter('u') == direction::up));
    BOOST_TEST((npuzzle::from_letter('x') == direction::none));
    BOOST_TEST(npuzzle::to_letter(direction::none) == '?');
    BOOST_TEST((npuzzle::opposite(direction::none) == direction::none));
}

BOOST_AUTO_TEST_CASE(cells_indices_and_goal) {
    const basic_puzzle<3, 4> p;
    BOOST_TEST(p.size() == 12u);
    BOOST_TEST((p.to_cell(7) == cell{1, 3}));
    BOOST_TEST(p.to_index({2, 1}) == 9u);
    BOOST_TEST((p.blank() == cell{2, 3}));
    BOOST_TEST(p.blank_index() == 11u);
    BOOST_TEST(p.at(1, 2) == 7);
    BOOST_TEST(p.at(cell{0, 0}) == 1);
    BOOST_TEST(p[4] == 5);
    BOOST_TEST(p.find(6) == 5u);
    BOOST_TEST(p.goal_tile(11) == 0);
    BOOST_TEST(p.goal_index(0) == 11u);
    BOOST_TEST(p.goal_index(12 - 1) == 10u);
}

BOOST_AUTO_TEST_CASE(legal_moves_at_corners_edges_and_centre) {
    using D = direction;
    BOOST_TEST((legal_set(basic_puzzle<3, 3>{}) == std::set<D>{D::down, D::right}));
    BOOST_TEST((legal_set(board_of<basic_puzzle<3, 3>>("3x3:0,1,2,3,4,5,6,7,8")) == std::set<D>{D::up, D::left}));
    BOOST_TEST((legal_set(board_of<basic_puzzle<3, 3>>("3x3:1,0,2,3,4,5,6,7,8")) ==
                std::set<D>{D::up, D::left, D::right}));
    BOOST_TEST((legal_set(board_of<basic_puzzle<3, 3>>("3x3:1,2,3,4,0,5,6,7,8")) ==
                std::set<D>{D::up, D::down, D::left, D::right}));
    BOOST_TEST((legal_set(board_of<puzzle>("2x4:1,2,3,0,4,5,6,7")) == std::set<D>{D::up, D::right}));
    const auto centre = board_of<basic_puzzle<3, 3>>("3x3:1,2,3,4,0,5,6,7,8");
    BOOST_TEST(centre.legal_moves().size() == 4u);
    BOOST_TEST((!basic_puzzle<3, 3>{}.legal_moves().contains(D::up)));
    BOOST_TEST((!basic_puzzle<3, 3>{}.can_move(D::none)));
}

BOOST_AUTO_TEST_CASE(each_move_slides_the_named_neighbour_into_the_blank) {
    const auto centre = board_of<basic_puzzle<3, 3>>("3x3:1,2,3,4,0,5,6,7,8");
    struct expectation {
        direction dir;
        cell from; // where the moving tile was; the blank ends there
        std::uint8_t tile;
    };
    const expectation cases[] = {{direction::up, {2, 1}, 7},    // tile below goes up
                                 {direction::down, {0, 1}, 2},  // tile above goes down
                                 {direction::left, {1, 2}, 5},  // tile right goes left
                                 {direction::right, {1, 0}, 4}}; // tile left goes right
    for (const auto& c : cases) {
        auto p = centre;
        BOOST_TEST((p.move(c.dir) == move_outcome::moved));
        BOOST_TEST(p.at(1, 1) == c.tile);
        BOOST_TEST((p.blank() == c.from));
        BOOST_TEST(p.at(c.from) == 0);
        BOOST_TEST((p.move(npuzzle::opposite(c.dir)) == move_outcome::moved));
        BOOST_TEST((p == centre));
    }
}

BOOST_AUTO_TEST_CASE(moves_into_a_wall_have_no_effect) {
    auto p = board_of<puzzle>("2x3:0,1,2,3,4,5");
    const auto before = p;
    BOOST_TEST((p.move(direction::down) == move_outcome::no_effect));
    BOOST_TEST((p.move(direction::right) == move_outcome::no_effect));
    BOOST_TEST((p.move(direction::none) == move_outcome::not_a_move));
    BOOST_TEST((p == before));
}

template <class Board>
void check_slides() {
    auto p = board_of<Board>("3x4:1,2,3,4,5,0,6,7,8,9,10,11"); // blank at (1,1)
    const auto start = p;

    auto r = p.slide({1, 3}); // two tiles to its right slide left
    BOOST_TEST((r.outcome == move_outcome::moved));
    BOOST_TEST((r.dir == direction::left));
    BOOST_TEST(r.tiles == 2u);
    BOOST_TEST(npuzzle::test::game_id(p) == "3x4:1,2,3,4,5,6,7,0,8,9,10,11");

    r = p.slide({1, 0}); // three tiles to its left slide right
    BOOST_TEST((r.dir == direction::right));
    BOOST_TEST(r.tiles == 3u);
    BOOST_TEST(npuzzle::test::game_id(p) == "3x4:1,2,3,4,0,5,6,7,8,9,10,11");

    r = p.slide({2, 0}); // one tile below slides up
    BOOST_TEST((r.dir == direction::up));
    BOOST_TEST(r.tiles == 1u);
    r = p.slide({0, 0}); // two tiles above slide down
    BOOST_TEST((r.dir == direction::down));
    BOOST_TEST(r.tiles == 2u);
    BOOST_TEST(npuzzle::test::game_id(p) == "3x4:0,2,3,4,1,5,6,7,8,9,10,11");

    const auto before = p;
    r = p.slide({0, 0}); // the blank itself
    BOOST_TEST((r.outcome == move_outcome::no_effect));
    BOOST_TEST(r.tiles == 0u);
    r = p.slide({2, 3}); // not in the blank's row or column
    BOOST_TEST((r.outcome == move_outcome::no_effect));
    BOOST_TEST((p.slide({3, 0}).outcome == move_outcome::not_a_move)); // below the board
    BOOST_TEST((p.slide({0, 4}).outcome == move_outcome::not_a_move)); // right of the board
    BOOST_TEST((p == before));
    BOOST_TEST((p != start));
}

BOOST_AUTO_TEST_CASE(slides_in_rows_and_columns_both_ways) {
    check_slides<basic_puzzle<3, 4>>();
    check_slides<puzzle>();
}

BOOST_AUTO_TEST_CASE(manhattan_distance) {
    BOOST_TEST((basic_puzzle<4, 4>{}.manhattan_distance() == 0u));
    // One of the two hardest 8-puzzles: 31 moves, Manhattan distance 21 (3+2+4+2+0+2+4+4).
    BOOST_TEST((board_of<basic_puzzle<3, 3>>("3x3:8,6,7,2,5,4,3,0,1").manhattan_distance() == 21u));
    auto p = puzzle::solved(3, 5);
    p->slide({2, 0}); // four tiles one step each
    BOOST_TEST(p->manhattan_distance() == 4u);
    p->slide({0, 0}); // two more
    BOOST_TEST(p->manhattan_distance() == 6u);
    // Against a direct count on random boards: sum over tiles of |row - home row| + |col - home col|.
    npuzzle::pcg32 rng(7);
    for (int i = 0; i < 50; ++i) {
        basic_puzzle<4, 5> b;
        b.shuffle(rng);
        std::size_t expected = 0;
        for (std::size_t tile = 1; tile < b.size(); ++tile) {
            const auto at = b.to_cell(b.find(static_cast<std::uint8_t>(tile)));
            const std::size_t home = tile - 1;
            expected += static_cast<std::size_t>(std::abs(static_cast<long>(at.row) - static_cast<long>(home / 5)) +
                                                 std::abs(static_cast<long>(at.col) - static_cast<long>(home % 5)));
        }
        BOOST_TEST(b.manhattan_distance() == expected);
    }
}

BOOST_AUTO_TEST_CASE(from_tiles_checks_the_permutation_and_keeps_the_board_on_error) {
    auto dup = basic_puzzle<2, 2>::from_tiles({1, 1, 2, 0});
    BOOST_TEST_REQUIRE(!dup);
    BOOST_TEST((dup.error() == npuzzle::error{error_code::duplicate, 2, 1, 4, 0}));
    auto range = puzzle::from_tiles(2, 2, {1, 2, 4, 0});
    BOOST_TEST((range.error() == npuzzle::error{error_code::out_of_range, 3, 4, 4, 0}));
    auto negative = puzzle::from_tiles(2, 2, {1, -2, 3, 0});
    BOOST_TEST((negative.error().code == error_code::out_of_range));
    BOOST_TEST(negative.error().position == 2u);
    BOOST_TEST((basic_puzzle<2, 2>::from_tiles({1, 2, 0}).error() ==
                npuzzle::error{error_code::too_few_numbers, 0, 0, 4, 3}));
    BOOST_TEST((puzzle::from_tiles(2, 2, {1, 2, 3, 0, 4}).error() ==
                npuzzle::error{error_code::too_many_numbers, 0, 0, 4, 5}));
    BOOST_TEST((puzzle::from_tiles(1, 5, {1, 2, 3, 4, 0}).error().code == error_code::size_too_small));
    // Unsolvable permutations are boards too (a solver must be able to say so).
    auto swapped = basic_puzzle<2, 2>::from_tiles({2, 1, 3, 0});
    BOOST_TEST_REQUIRE(swapped.has_value());
    BOOST_TEST(!swapped->is_solvable());

    basic_puzzle<2, 2> p;
    const auto before = p;
    BOOST_TEST((p.assign(std::vector<int>{3, 3, 1, 0}).code == error_code::duplicate));
    BOOST_TEST((p == before));
    BOOST_TEST(!p.assign(std::vector<int>{3, 2, 1, 0}));
    BOOST_TEST(p.blank_index() == 3u);
    BOOST_TEST(!p.assign(std::vector<int>{0, 2, 1, 3}));
    BOOST_TEST(p.blank_index() == 0u);
}

BOOST_AUTO_TEST_CASE(comparisons_and_hash) {
    const basic_puzzle<3, 3> solved;
    auto moved = solved;
    moved.move(direction::right);
    BOOST_TEST((solved == basic_puzzle<3, 3>{}));
    BOOST_TEST((solved != moved));
    BOOST_TEST(((solved < moved) != (moved < solved)));
    BOOST_TEST((solved.hash() != moved.hash()));
    BOOST_TEST((std::hash<basic_puzzle<3, 3>>{}(solved) == std::hash<basic_puzzle<3, 3>>{}(basic_puzzle<3, 3>{})));

    // Same tiles, different shape: different boards, different hashes.
    const auto wide = puzzle::solved(2, 3), tall = puzzle::solved(3, 2);
    BOOST_TEST(std::equal(wide->tiles().begin(), wide->tiles().end(), tall->tiles().begin()));
    BOOST_TEST((*wide != *tall));
    BOOST_TEST((wide->hash() != tall->hash()));

    // The compile-time and runtime boards agree on the hash (same shape and tiles).
    BOOST_TEST((puzzle::copy_of(moved).hash() == moved.hash()));
    BOOST_TEST((puzzle::copy_of(moved) == *puzzle::from_tiles(3, 3, moved.tiles())));

    // std::unordered_set and std::set agree on which boards are distinct.
    std::unordered_set<basic_puzzle<3, 3>> hashed;
    std::set<basic_puzzle<3, 3>> ordered;
    std::unordered_set<puzzle> hashed_dynamic;
    npuzzle::pcg32 rng(11);
    for (int i = 0; i < 2000; ++i) {
        basic_puzzle<3, 3> b;
        b.scramble(6, rng); // short walks: many repeats
        hashed.insert(b);
        ordered.insert(b);
        hashed_dynamic.insert(puzzle::copy_of(b));
    }
    BOOST_TEST(hashed.size() == ordered.size());
    BOOST_TEST(hashed_dynamic.size() == ordered.size());
    BOOST_TEST(ordered.size() > 10u);
    BOOST_TEST(ordered.size() < 2000u);
}

BOOST_AUTO_TEST_CASE(a_thousand_by_thousand_board) {
    auto p = puzzle::solved(1000, 1000);
    BOOST_TEST_REQUIRE(p.has_value());
    BOOST_TEST(p->size() == 1'000'000u);
    BOOST_TEST(p->is_solvable());
    auto r = p->slide({999, 0}); // the whole bottom row
    BOOST_TEST(r.tiles == 999u);
    r = p->slide({0, 0}); // the whole left column
    BOOST_TEST(r.tiles == 999u);
    BOOST_TEST(p->manhattan_distance() == 1998u);
    BOOST_TEST(p->is_solvable());
    BOOST_TEST((p->blank() == cell{0, 0}));
    BOOST_TEST(p->at(999, 0) == 998'001u); // the tile from (998, 0)

    const auto shuffled = npuzzle::random_board(*p, 2024);
    BOOST_TEST(shuffled.is_solvable());
    BOOST_TEST(!shuffled.is_solved());
    const std::string id = npuzzle::test::game_id(shuffled);
    const auto back = npuzzle::parse_board<puzzle>(id);
    BOOST_TEST_REQUIRE(back.has_value());
    BOOST_TEST((*back == shuffled));
}

BOOST_AUTO_TEST_SUITE_END()
