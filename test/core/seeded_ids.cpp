// SPDX-License-Identifier: MIT
// Seeded game IDs are shared between players, so "RxC#seed" must give the same board on every
// platform for a given version. These boards were recorded from this version; the compiler checks
// them here for the host and, through ctest, for a 32-bit Cortex-M3 (see CMakeLists.txt). A
// deliberate change to the shuffle or the PRNG changes them, and the release notes must say so.
#include <npuzzle/npuzzle.hpp>

namespace {

template <std::size_t Rows, std::size_t Cols>
constexpr auto seeded(std::string_view id) {
    return npuzzle::to_game_id(*npuzzle::parse_board<npuzzle::basic_puzzle<Rows, Cols>>(id));
}

static_assert(seeded<4, 4>("4x4#42") == "4x4:5,9,11,6,1,13,0,10,3,12,7,15,2,14,4,8");
static_assert(seeded<3, 3>("3x3#0") == "3x3:0,8,4,2,3,7,6,5,1");
static_assert(seeded<2, 5>("2x5#2026") == "2x5:2,6,3,8,5,9,0,1,7,4");

} // namespace
