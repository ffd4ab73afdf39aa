// SPDX-License-Identifier: MIT
#include "puzzle_game.hpp"

#include <counted.hpp>

#include <npuzzle/core/random.hpp>

#include <limits>

namespace npuzzle::frontend {

namespace {

std::string shape_text(std::size_t rows, std::size_t cols) {
    return std::to_string(rows) + "x" + std::to_string(cols);
}

} // namespace

dealer::dealer(npuzzle::shape size, std::uint64_t seed, std::optional<std::size_t> scramble)
    : size_(size), next_seed_(seed), scramble_(scramble) {}

npuzzle::puzzle dealer::deal() {
    const std::uint64_t seed = next_seed_;
    // The largest seed is not a valid "RxC#seed" (it means overflow there): skip it.
    next_seed_ = seed + 1 == std::numeric_limits<std::uint64_t>::max() ? 0 : seed + 1;
    auto board = *npuzzle::puzzle::solved(size_.rows, size_.cols);
    const std::string shape = shape_text(size_.rows, size_.cols);
    if (scramble_) {
        npuzzle::pcg32 rng(seed);
        board.scramble(*scramble_, rng);
        if (board.is_solved()) board.scramble(1, rng); // walked in a circle: a game must have a move to make
        last_ = shape + " scrambled " + support::counted(*scramble_, "move") + " with seed " + std::to_string(seed);
        return board;
    }
    last_ = shape + "#" + std::to_string(seed);
    return npuzzle::random_board(board, seed);
}

} // namespace npuzzle::frontend
