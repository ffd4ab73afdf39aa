// SPDX-License-Identifier: MIT
// The core used, not only included, on Cortex-M: a game ID parsed and written, a seeded shuffle, a
// session, the constructive solver, slidysim's notations and the statistics. Evaluated while compiling,
// so a failure is a build error.
#include <npuzzle/core/board.hpp>
#include <npuzzle/core/constructive.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/core/session.hpp>
#include <npuzzle/core/slidysim.hpp>
#include <npuzzle/core/statistics.hpp>

namespace {

using board = npuzzle::basic_puzzle<4, 4>;

constexpr bool core_works() {
    auto parsed = npuzzle::parse_board<board>("4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15");
    if (!parsed || parsed->is_solved() || !parsed->is_solvable()) return false;
    npuzzle::basic_session<board, 8> session(*parsed);
    if (session.move(npuzzle::direction::left) != npuzzle::event::solved) return false;
    if (npuzzle::to_game_id(session.board()).view() != "4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0") return false;
    board shuffled = npuzzle::random_board(board{}, 7);
    npuzzle::constructive_solver<board> solver(shuffled);
    while (solver.next() != npuzzle::direction::none) {
    }
    return shuffled.is_solved();
}
static_assert(core_works());

// slidysim's notations and the speed-solving statistics on Cortex-M too.
constexpr bool speed_solving_works() {
    auto small = npuzzle::parse_slidysim_scramble<npuzzle::basic_puzzle<3, 3>>("1 2 3/4 5 6/0 7 8");
    if (!small) return false;
    if (npuzzle::for_each_run_length_move("L2", [&small](npuzzle::direction d) { small->move(d); })) return false;
    const npuzzle::solve_result five[] = {{10000, 50, false}, {12000, 50, false}, {11000, 50, false},
                                          {9000, 50, false}, {15000, 50, false}};
    return small->is_solved() && npuzzle::average_of(five)->ms == 11000;
}
static_assert(speed_solving_works());

} // namespace
