// SPDX-License-Identifier: MIT
// The program every consumer project builds, however it got npuzzle: it uses the library the way a
// user would and checks what it gets, so a broken install or a wrong include path fails here.
// Only the freestanding core (no heap, no exceptions), so it also builds for a Cortex-M.
#include <npuzzle/npuzzle.hpp>

#include <cstdio>

// The umbrella header gives the version, as fmt's and nlohmann's do.
#if !defined(NPUZZLE_VERSION_MAJOR) || !defined(NPUZZLE_VERSION_MINOR) || !defined(NPUZZLE_VERSION_PATCH)
#error "<npuzzle/npuzzle.hpp> does not define the NPUZZLE_VERSION_ macros"
#endif

namespace {

using board_3x3 = npuzzle::basic_puzzle<3, 3>;
using board_4x4 = npuzzle::basic_puzzle<4, 4>;

// One move from solved: the tile right of the blank slides left.
constexpr auto one_move_left = npuzzle::parse_board<board_3x3>("3x3:1,2,3,4,5,6,7,0,8");
static_assert(one_move_left && one_move_left->is_solvable() && !one_move_left->is_solved());

int failed(const char* what) {
    std::fprintf(stderr, "consumer: %s\n", what);
    return 1;
}

} // namespace

int main() {
    auto board = *one_move_left;
    if (board.move(npuzzle::direction::left) != npuzzle::move_outcome::moved || !board.is_solved())
        return failed("moving the last tile left did not solve 3x3:1,2,3,4,5,6,7,0,8");

    // A seeded game survives a round trip through its game ID.
    auto seeded = npuzzle::parse_board<board_4x4>("4x4#2026");
    if (!seeded) return failed("4x4#2026 did not parse");
    if (!seeded->is_solvable()) return failed("4x4#2026 is not solvable");
    auto id = npuzzle::to_game_id(*seeded);
    auto again = npuzzle::parse_board<board_4x4>(id.view());
    if (!again || !(*again == *seeded)) return failed("a game ID did not parse back to its board");

    // Bad input is an error value with a message, not a crash.
    auto duplicate = npuzzle::parse_board<board_3x3>("3x3:1,2,3,4,5,6,7,8,8");
    if (duplicate || duplicate.error().code != npuzzle::error_code::duplicate)
        return failed("a board with 8 twice was not reported as a duplicate");

    std::printf("consumer (npuzzle %d.%d.%d): %s; \"3x3:1,2,3,4,5,6,7,8,8\": %s\n", NPUZZLE_VERSION_MAJOR,
                NPUZZLE_VERSION_MINOR, NPUZZLE_VERSION_PATCH, id.c_str(), duplicate.error().message().c_str());
    return 0;
}
