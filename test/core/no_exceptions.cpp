// SPDX-License-Identifier: MIT
// The freestanding core built with -fno-exceptions -fno-rtti (see CMakeLists.txt): it must compile
// and work there, as on a microcontroller. No Boost.Test here (it needs both), so failures are
// counted by hand and make the exit status non-zero.
#include <npuzzle/npuzzle.hpp>

#include <cstdio>

namespace {

int failures = 0;

void check(bool ok, const char* what) {
    if (!ok) {
        std::printf("FAILED: %s\n", what);
        ++failures;
    }
}

} // namespace

int main() {
    using board = npuzzle::basic_puzzle<4, 4>;
    const auto parsed = npuzzle::parse_board<board>("4x4#2024");
    check(parsed.has_value(), "a seeded game parses");
    check(parsed->is_solvable() && !parsed->is_solved(), "the seeded game is solvable and not solved");

    const auto bad = npuzzle::parse_board<board>("4x4:1,2,3,4,5,6,7,8,9,9,10,11,12,13,14,0");
    check(bad.error().message() == "number 9 used twice", "errors are values, not exceptions");

    npuzzle::basic_session<board, 64> session(*parsed);
    npuzzle::pcg32 rng(1);
    for (int i = 0; i < 50; ++i) session.move(npuzzle::all_directions[rng.below(4)]);
    while (session.can_undo()) session.undo();
    check(session.board() == *parsed, "undoing every move returns to the start");
    check(npuzzle::to_game_id(session.board()) == npuzzle::to_game_id(*parsed).view(), "game IDs without the heap");

    // slidysim's notations and the statistics: errors as values, no heap.
    auto scrambled = npuzzle::parse_slidysim_scramble<board>("5 3 8 9/0 2 4 1/7 10 14 13/12 11 6 15");
    check(scrambled.has_value(), "a slidysim scramble parses");
    check(npuzzle::parse_slidysim_scramble<board>("1 2 3/4 0").error().message() == "row 2 has 2 numbers, row 1 has 3",
          "a ragged scramble is an error value");
    std::uint64_t moves = 0;
    check(!npuzzle::for_each_run_length_move("URDL2UR2", [&](npuzzle::direction) { ++moves; }) && moves == 8,
          "run-length moves expand");
    const npuzzle::solve_result five[] = {{10000, 50, false}, {12000, 50, false}, {11000, 50, false}, {9000, 50, false},
                                          {0, 0, true}};
    check(npuzzle::average_of(five)->ms == 11000, "an ao5 with a DNF");

    std::printf("%s\n", failures == 0 ? "core works without exceptions and RTTI" : "core FAILED");
    return failures == 0 ? 0 : 1;
}
