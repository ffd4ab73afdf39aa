// SPDX-License-Identifier: MIT
#include <npuzzle/core/random.hpp>
#include <npuzzle/mnk/board.hpp>
#include <npuzzle/mnk/dynamic_mnk.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <set>
#include <tuple>
#include <vector>

using npuzzle::basic_mnk;
using npuzzle::cell;
using npuzzle::line_direction;
using npuzzle::mark;
using npuzzle::mnk_line;
using npuzzle::move_outcome;

namespace {

struct game_totals {
    std::uint64_t games = 0, x_wins = 0, o_wins = 0, draws = 0;
};

// Plays every game to its end from `board`, through place() and take_back() alone.
template <class Board>
void count_games(Board& board, game_totals& totals) {
    if (board.is_over()) {
        ++totals.games;
        if (board.winner() == mark::x) ++totals.x_wins;
        else if (board.winner() == mark::o) ++totals.o_wins;
        else ++totals.draws;
        return;
    }
    for (std::size_t i = 0; i < board.size(); ++i) {
        const cell c = board.to_cell(i);
        if (board.place(c) != move_outcome::moved) continue;
        count_games(board, totals);
        board.take_back(c);
    }
}

// Who owns a complete line, found the slow way: every line, every cell.
template <class Board>
mark owner_of_a_line(const Board& b) {
    mark owner = mark::empty;
    npuzzle::for_each_mnk_line(b.rows(), b.cols(), b.k(), [&](const mnk_line& l) {
        for (std::size_t i = 0; i < l.length; ++i)
            if (b.at(l.at(i)) != b.at(l.start)) return;
        if (b.at(l.start) != mark::empty) owner = b.at(l.start);
    });
    return owner;
}

} // namespace

BOOST_AUTO_TEST_SUITE(mnk_board)

BOOST_AUTO_TEST_CASE(line_enumeration_matches_the_closed_formula) {
    for (std::size_t rows = 1; rows <= 9; ++rows)
        for (std::size_t cols = 1; cols <= 9; ++cols)
            for (std::size_t k = 2; k <= std::max(rows, cols); ++k) {
                std::set<std::tuple<std::size_t, std::size_t, int>> seen;
                std::size_t count = 0;
                bool all_on_board = true;
                npuzzle::for_each_mnk_line(rows, cols, k, [&](const mnk_line& l) {
                    ++count;
                    seen.insert({l.start.row, l.start.col, static_cast<int>(l.dir)});
                    for (std::size_t i = 0; i < l.length; ++i)
                        all_on_board = all_on_board && l.at(i).row < rows && l.at(i).col < cols;
                    all_on_board = all_on_board && l.length == k;
                });
                // m(n-k+1) rows + n(m-k+1) columns + 2(m-k+1)(n-k+1) diagonals, a term 0 where k does not fit.
                const long m = static_cast<long>(rows), n = static_cast<long>(cols), kk = static_cast<long>(k);
                const long across = std::max(0L, n - kk + 1), down = std::max(0L, m - kk + 1);
                const auto formula = static_cast<std::size_t>(m * across + n * down + 2 * across * down);
                BOOST_TEST_CONTEXT(rows << "x" << cols << "k" << k) {
                    BOOST_TEST(count == formula);
                    BOOST_TEST(npuzzle::mnk_line_count(rows, cols, k) == formula);
                    BOOST_TEST(seen.size() == count); // no line twice
                    BOOST_TEST(all_on_board);
                }
            }
}

BOOST_AUTO_TEST_CASE(known_line_counts_at_compile_time) {
    static_assert(basic_mnk<3, 3, 3>::lines().size() == 8);
    static_assert(basic_mnk<6, 7, 4>::lines().size() == 69); // Connect Four's 69 lines
    static_assert(basic_mnk<15, 15, 5>::lines().size() == 572);
    static_assert(basic_mnk<4, 4, 4>::lines().size() == 10);
    constexpr auto lines = npuzzle::mnk_lines<3, 3, 3>();
    static_assert(lines[6] == mnk_line{{0, 0}, line_direction::diagonal, 3});
    static_assert(lines[7] == mnk_line{{0, 2}, line_direction::anti_diagonal, 3});
    static_assert(lines[7].end() == cell{2, 0});
    BOOST_TEST(lines.size() == 8u);
}

BOOST_AUTO_TEST_CASE(full_tic_tac_toe_game_tree) {
    game_totals totals;
    npuzzle::tic_tac_toe board;
    count_games(board, totals);
    BOOST_TEST_MESSAGE("3x3k3: " << totals.games << " games, X wins " << totals.x_wins << ", O wins "
                                 << totals.o_wins << ", draws " << totals.draws);
    BOOST_TEST(totals.games == 255168u);
    BOOST_TEST(totals.x_wins == 131184u);
    BOOST_TEST(totals.o_wins == 77904u);
    BOOST_TEST(totals.draws == 46080u);
    BOOST_TEST((board == npuzzle::tic_tac_toe{})); // every move taken back
}

BOOST_AUTO_TEST_CASE(runtime_sized_board_plays_the_same_games) {
    // The subtree after X takes a corner and O the centre, on both board types.
    game_totals fixed, dynamic;
    npuzzle::tic_tac_toe board;
    auto runtime_board = *npuzzle::mnk::empty(3, 3, 3);
    for (cell c : {cell{0, 0}, {1, 1}}) {
        board.place(c);
        runtime_board.place(c);
    }
    count_games(board, fixed);
    count_games(runtime_board, dynamic);
    BOOST_TEST(fixed.games > 0u);
    BOOST_TEST(dynamic.games == fixed.games);
    BOOST_TEST(dynamic.x_wins == fixed.x_wins);
    BOOST_TEST(dynamic.o_wins == fixed.o_wins);
    BOOST_TEST(dynamic.draws == fixed.draws);
}

BOOST_AUTO_TEST_CASE(winner_from_the_last_move_agrees_with_a_full_scan) {
    npuzzle::pcg32 rng(8);
    for (auto [rows, cols, k] : {std::tuple{5, 6, 4}, {3, 7, 3}, {7, 7, 5}, {1, 8, 3}, {6, 2, 2}}) {
        for (int game = 0; game < 60; ++game) {
            auto b = *npuzzle::mnk::empty(static_cast<std::size_t>(rows), static_cast<std::size_t>(cols),
                                          static_cast<std::size_t>(k));
            while (!b.is_over()) {
                const cell c = b.to_cell(rng.below(static_cast<std::uint32_t>(b.size())));
                const mark mover = b.to_move();
                if (b.place(c) != move_outcome::moved) continue;
                BOOST_REQUIRE((b.winner() == owner_of_a_line(b)));
                if (b.winner() == mark::empty) continue;
                const mnk_line& l = b.winning_line();
                BOOST_TEST((b.winner() == mover));
                BOOST_TEST(l.length >= b.k());
                BOOST_TEST(l.contains(c)); // the last move completed it
                for (std::size_t i = 0; i < l.length; ++i) BOOST_TEST((b.at(l.at(i)) == mover));
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(a_run_longer_than_k_is_returned_whole) {
    basic_mnk<3, 5, 3> b;
    for (cell c : {cell{0, 0}, {1, 0}, {0, 1}, {2, 2}, {0, 3}, {1, 4}, {0, 4}, {2, 0}})
        BOOST_REQUIRE((b.place(c) == move_outcome::moved));
    BOOST_TEST((b.winner() == mark::empty));
    b.place({0, 2}); // joins XX.XX
    BOOST_TEST((b.winner() == mark::x));
    BOOST_TEST((b.winning_line() == mnk_line{{0, 0}, line_direction::row, 5}));
}

BOOST_AUTO_TEST_CASE(moves_turns_and_the_end_of_the_game) {
    npuzzle::tic_tac_toe b;
    BOOST_TEST((b.to_move() == mark::x));
    BOOST_TEST((b.place({3, 0}) == move_outcome::not_a_move));
    BOOST_TEST((b.place({1, 1}) == move_outcome::moved));
    BOOST_TEST((b.to_move() == mark::o));
    BOOST_TEST((b.place({1, 1}) == move_outcome::no_effect)); // occupied
    BOOST_TEST(!b.is_legal({1, 1}));
    // X O X / X X O / O X O: a draw.
    for (cell c : {cell{0, 1}, {0, 0}, {2, 2}, {0, 2}, {2, 0}, {2, 1}, {1, 2}, {1, 0}})
        BOOST_REQUIRE((b.place(c) == move_outcome::moved));
    BOOST_TEST(b.is_draw());
    BOOST_TEST(b.is_over());
    BOOST_TEST((b.winner() == mark::empty));
    BOOST_TEST(b.winning_line().length == 0u);
    b.take_back({1, 0});
    BOOST_TEST(!b.is_over());
    BOOST_TEST((b.to_move() == mark::x));
}

BOOST_AUTO_TEST_CASE(no_move_after_a_win) {
    constexpr auto after_win = [] {
        npuzzle::tic_tac_toe b;
        for (cell c : {cell{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}}) b.place(c);
        return b;
    }();
    static_assert(after_win.winner() == mark::x);
    static_assert(after_win.winning_line() == mnk_line{{0, 0}, line_direction::row, 3});
    auto b = after_win;
    BOOST_TEST((b.place({2, 2}) == move_outcome::no_effect));
    BOOST_TEST(b.placed() == 5u);
}

BOOST_AUTO_TEST_CASE(positions_from_marks_are_checked) {
    constexpr mark X = mark::x, O = mark::o, _ = mark::empty;
    BOOST_TEST(npuzzle::tic_tac_toe::from_marks({X, O, _, _, _, _, _, _, _}).has_value());
    BOOST_TEST((npuzzle::tic_tac_toe::from_marks({X, _}).error().code == npuzzle::mnk_error_code::wrong_cell_count));
    BOOST_TEST((npuzzle::tic_tac_toe::from_marks({O, _, _, _, _, _, _, _, _}).error().code ==
                npuzzle::mnk_error_code::wrong_mark_counts));
    BOOST_TEST((npuzzle::mnk::empty(3, 3, 4).error().code == npuzzle::mnk_error_code::bad_k));
    BOOST_TEST((npuzzle::mnk::empty(0, 3, 2).error().code == npuzzle::mnk_error_code::size_too_small));
    BOOST_TEST((npuzzle::mnk::empty(256, 3, 3).error().code == npuzzle::mnk_error_code::size_too_large));
    BOOST_TEST((npuzzle::tic_tac_toe::empty(4, 4, 3).error().code == npuzzle::mnk_error_code::shape_mismatch));
    npuzzle::tic_tac_toe b;
    b.place({1, 1});
    BOOST_TEST((b.assign(std::initializer_list<mark>{X, X, X, O, O, O, X, _, _}).code == npuzzle::mnk_error_code::both_won));
    BOOST_TEST((b == npuzzle::tic_tac_toe{})); // left empty, not half-assigned
    const auto copy = npuzzle::mnk::copy_of(*npuzzle::tic_tac_toe::from_marks({X, X, X, O, O, _, _, _, _}));
    BOOST_TEST((copy.winner() == mark::x));
    BOOST_TEST(copy.placed() == 5u);
}

BOOST_AUTO_TEST_SUITE_END()
