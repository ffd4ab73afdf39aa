// SPDX-License-Identifier: MIT
#include <npuzzle/core/random.hpp>
#include <npuzzle/mnk/dynamic_mnk.hpp>
#include <npuzzle/mnk/notation.hpp>
#include <npuzzle/mnk/player.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <set>
#include <string_view>
#include <unordered_map>
#include <vector>

using npuzzle::cell;
using npuzzle::forecast;
using npuzzle::mark;
using npuzzle::mnk;
using npuzzle::mnk_player;
using npuzzle::think_budget;
using npuzzle::tic_tac_toe;

namespace {

std::uint32_t code_of(const tic_tac_toe& b) {
    std::uint32_t code = 0;
    for (mark m : b.marks()) code = code * 3 + static_cast<std::uint32_t>(m);
    return code;
}

// The game-theoretic value for the player to move (+1 win, 0 draw, -1 loss): plain minimax over
// every move, nothing shared with the player's search.
int minimax(tic_tac_toe& b, std::unordered_map<std::uint32_t, int>& memo) {
    if (b.winner() != mark::empty) return -1; // the player who just moved won
    if (b.is_draw()) return 0;
    const auto [it, fresh] = memo.try_emplace(code_of(b), -2);
    if (!fresh) return it->second;
    int best = -1;
    for (std::size_t i = 0; i < b.size(); ++i) {
        const cell c = b.to_cell(i);
        if (!b.is_legal(c)) continue;
        b.place(c);
        best = std::max(best, -minimax(b, memo));
        b.take_back(c);
    }
    memo[code_of(b)] = best;
    return best;
}

// Every position a game can reach where someone is still to move.
void reachable(tic_tac_toe& b, std::set<std::uint32_t>& seen, std::vector<tic_tac_toe>& out) {
    if (b.is_over() || !seen.insert(code_of(b)).second) return;
    out.push_back(b);
    for (std::size_t i = 0; i < b.size(); ++i) {
        const cell c = b.to_cell(i);
        if (!b.is_legal(c)) continue;
        b.place(c);
        reachable(b, seen, out);
        b.take_back(c);
    }
}

// The worst result for `side` when it plays the player's moves and the opponent tries every reply.
int worst_result(tic_tac_toe& b, mark side, mnk_player& player) {
    if (b.is_over()) return b.winner() == side ? 1 : b.winner() == mark::empty ? 0 : -1;
    if (b.to_move() == side) {
        const auto r = player.think(b);
        BOOST_REQUIRE(r.has_value());
        BOOST_REQUIRE(b.is_legal(r->move));
        b.place(r->move);
        const int result = worst_result(b, side, player);
        b.take_back(r->move);
        return result;
    }
    int worst = 1;
    for (std::size_t i = 0; i < b.size(); ++i) {
        const cell c = b.to_cell(i);
        if (!b.is_legal(c)) continue;
        b.place(c);
        worst = std::min(worst, worst_result(b, side, player));
        b.take_back(c);
    }
    return worst;
}

// The same value on any board, memoised by the position's base-3 code.
int minimax(mnk& b, std::unordered_map<std::uint64_t, int>& memo) {
    if (b.winner() != mark::empty) return -1;
    if (b.is_draw()) return 0;
    std::uint64_t code = 0;
    for (mark m : b.marks()) code = code * 3 + static_cast<std::uint64_t>(m);
    if (const auto it = memo.find(code); it != memo.end()) return it->second;
    int best = -1;
    for (std::size_t i = 0; i < b.size() && best < 1; ++i) {
        const cell c = b.to_cell(i);
        if (!b.is_legal(c)) continue;
        b.place(c);
        best = std::max(best, -minimax(b, memo));
        b.take_back(c);
    }
    memo[code] = best;
    return best;
}

int value_of(forecast f) { return f == forecast::win ? 1 : f == forecast::loss ? -1 : f == forecast::draw ? 0 : 9; }

template <class Board>
mark self_play(Board b, mnk_player& player, think_budget budget = {}) {
    while (!b.is_over()) {
        const auto r = player.think(b, budget);
        BOOST_REQUIRE(r.has_value());
        BOOST_REQUIRE(b.is_legal(r->move));
        b.place(r->move);
    }
    return b.winner();
}

mnk position(std::string_view id) {
    auto b = npuzzle::parse_mnk<mnk>(id);
    BOOST_REQUIRE_MESSAGE(b.has_value(), id << ": " << (b ? "" : b.error().message().c_str()));
    return *b;
}

// 15x15, five in a row; X to move. O threatens five at `block` (and only there).
struct threat_case {
    const char* rows;
    cell block;
};

mnk gomoku(std::string_view marks) {
    std::string id = "15x15k5:";
    for (std::size_t r = 0; r < 15; ++r) {
        if (r > 0) id += '/';
        id += marks.substr(r * 15, 15);
    }
    return position(id);
}

} // namespace

BOOST_AUTO_TEST_SUITE(mnk_player_tests)

BOOST_AUTO_TEST_CASE(perfect_on_3x3_from_every_reachable_position) {
    std::unordered_map<std::uint32_t, int> memo;
    std::set<std::uint32_t> seen;
    std::vector<tic_tac_toe> positions;
    tic_tac_toe start;
    reachable(start, seen, positions);
    BOOST_TEST(positions.size() == 4520u); // 5478 reachable positions, 958 of them finished
    mnk_player player(16);
    std::size_t wrong_forecasts = 0, not_optimal = 0;
    for (tic_tac_toe& p : positions) {
        const int value = minimax(p, memo);
        const auto r = player.think(p);
        wrong_forecasts += value_of(r->outcome) != value;
        // Never worse than the value: never loses a drawn or won position, never draws a won one.
        not_optimal += worst_result(p, p.to_move(), player) != value;
    }
    BOOST_TEST(wrong_forecasts == 0u);
    BOOST_TEST(not_optimal == 0u);
}

BOOST_AUTO_TEST_CASE(solves_every_small_board) {
    // Every shape up to 9 cells and every line length, from the empty board and from random
    // positions: the forecast is the game-theoretic value, and the move keeps it.
    mnk_player player(16);
    npuzzle::pcg32 rng(12);
    std::size_t shapes = 0;
    for (std::size_t rows = 1; rows <= 4; ++rows)
        for (std::size_t cols = 1; rows * cols <= 9; ++cols)
            for (std::size_t k = 2; k <= std::max(rows, cols); ++k) {
                ++shapes;
                std::unordered_map<std::uint64_t, int> memo;
                for (int trial = 0; trial < 6; ++trial) {
                    mnk b = *mnk::empty(rows, cols, k);
                    for (int i = 0; i < trial && !b.is_over(); ++i)
                        b.place(b.to_cell(rng.below(static_cast<std::uint32_t>(b.size()))));
                    if (b.is_over()) continue;
                    const int value = minimax(b, memo);
                    const auto r = player.think(b);
                    b.place(r->move);
                    const int after = b.winner() != mark::empty ? 1 : b.is_draw() ? 0 : -minimax(b, memo);
                    BOOST_TEST_CONTEXT(rows << "x" << cols << "k" << k << " trial " << trial) {
                        BOOST_TEST(value_of(r->outcome) == value);
                        BOOST_TEST(after == value);
                    }
                }
            }
    BOOST_TEST(shapes > 20u);
}

BOOST_AUTO_TEST_CASE(draws_against_itself) {
    mnk_player player;
    BOOST_TEST((self_play(tic_tac_toe{}, player) == mark::empty));
    BOOST_TEST((self_play(*mnk::empty(3, 3, 3), player) == mark::empty));
    BOOST_TEST((player.think(tic_tac_toe{})->outcome == forecast::draw));
}

BOOST_AUTO_TEST_CASE(solves_4x4_with_three_in_a_row) {
    // 4x4 with k=3 is a first-player win; the player proves it and plays it out.
    mnk_player player;
    const auto b = *mnk::empty(4, 4, 3);
    const auto first = player.think(b);
    BOOST_TEST((first->outcome == forecast::win));
    BOOST_TEST_MESSAGE("4x4k3 solved in " << first->nodes << " nodes");
    BOOST_TEST((self_play(b, player) == mark::x));
}

BOOST_AUTO_TEST_CASE(solves_4x4_with_four_in_a_row) {
    // 4x4 with k=4 is a draw: proven from the empty board, and kept in self-play.
    mnk_player player;
    const auto b = *mnk::empty(4, 4, 4);
    const auto first = player.think(b);
    BOOST_TEST((first->outcome == forecast::draw));
    BOOST_TEST_MESSAGE("4x4k4 solved in " << first->nodes << " nodes");
    BOOST_TEST((self_play(b, player) == mark::empty));
}

BOOST_AUTO_TEST_CASE(nothing_to_play_when_the_game_is_over) {
    mnk_player player;
    BOOST_TEST(!player.think(position("3x3k3:XXX/OO./...")).has_value());
    BOOST_TEST(!player.think(position("3x3k3:XOX/XOO/OXX")).has_value());
}

BOOST_AUTO_TEST_CASE(blocks_an_immediate_win_on_any_budget) {
    const threat_case cases[] = {
        // O O O O open at one end, X beside the other.
        {"X.............X"
         "..............."
         "..............."
         "..............."
         "..............."
         "..............."
         "..............."
         "..XOOOO........"
         "..............."
         "..............."
         "..............."
         "..............."
         "..............."
         "..............."
         "X..............",
         {7, 7}},
        // O . O O O: the gap is the only defence.
        {"X.............X"
         "..............."
         "..............."
         "......O........"
         "..............."
         "......O........"
         "......O........"
         "......O........"
         "......X........"
         "..............."
         "..............."
         "..............."
         "..............."
         "..............."
         "X..............",
         {4, 6}},
    };
    mnk_player player(16);
    for (const threat_case& t : cases) {
        const mnk b = gomoku(t.rows);
        BOOST_REQUIRE((b.to_move() == mark::x));
        for (std::uint64_t nodes : {0u, 1u, 100u, 10000u}) {
            const auto r = player.think(b, {nodes});
            BOOST_TEST_CONTEXT("budget " << nodes) {
                BOOST_TEST((r->move == t.block));
                BOOST_TEST(r->nodes <= nodes);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(wins_rather_than_blocks) {
    const mnk b = gomoku("..............."
                         "..............."
                         "..............."
                         "..............."
                         "..............."
                         ".XXXX.........."
                         "..............."
                         "..OOOO........."
                         "..............."
                         "..............."
                         "..............."
                         "..............."
                         "..............."
                         "..............."
                         "...............");
    mnk_player player(16);
    const auto r = player.think(b, {0});
    BOOST_TEST((r->move == cell{5, 0} || r->move == cell{5, 5}));
    BOOST_TEST((r->outcome == forecast::win));
}

BOOST_AUTO_TEST_CASE(respects_its_node_budget_and_always_moves) {
    mnk_player player(16);
    npuzzle::pcg32 rng(2026);
    for (auto id : {"15x15k5", "9x9k4", "7x7k4", "5x5k4", "4x4k4", "19x19k6"}) {
        for (int game = 0; game < 3; ++game) {
            mnk b = position(id);
            // A few random marks, then the player with a small budget.
            for (int i = 0; i < 6 && !b.is_over(); ++i) b.place(b.to_cell(rng.below(static_cast<std::uint32_t>(b.size()))));
            if (b.is_over()) continue;
            for (std::uint64_t nodes : {1u, 37u, 500u, 3000u}) {
                const auto r = player.think(b, {nodes});
                BOOST_TEST_CONTEXT(id << " budget " << nodes) {
                    BOOST_TEST(r->nodes <= nodes);
                    BOOST_TEST(b.is_legal(r->move));
                }
            }
            // A time budget alone also ends the search (how fast is a benchmark's business).
            const auto timed = player.think(b, {.nodes = ~std::uint64_t{0}, .milliseconds = 20});
            BOOST_TEST(b.is_legal(timed->move));
        }
    }
}

BOOST_AUTO_TEST_CASE(beats_a_random_player_on_a_larger_board) {
    mnk_player player(18);
    npuzzle::pcg32 rng(5);
    for (mark side : {mark::x, mark::o, mark::x, mark::o}) {
        mnk b = position("9x9k5");
        while (!b.is_over()) {
            if (b.to_move() == side) {
                const auto r = player.think(b, {3000});
                BOOST_REQUIRE(b.is_legal(r->move));
                b.place(r->move);
            } else {
                b.place(b.to_cell(rng.below(static_cast<std::uint32_t>(b.size()))));
            }
        }
        BOOST_TEST((b.winner() == side));
    }
}

BOOST_AUTO_TEST_CASE(forecasts_have_names) {
    BOOST_TEST(npuzzle::to_string(npuzzle::forecast::win) == "win");
    BOOST_TEST(npuzzle::to_string(npuzzle::forecast::unknown) == "unknown");
}

BOOST_AUTO_TEST_SUITE_END()
