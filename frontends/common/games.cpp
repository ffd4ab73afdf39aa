#include "games.hpp"

#include "puzzle_game.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>

#include <random>

namespace npuzzle::frontend {

std::variant<std::unique_ptr<game>, std::string> make_game(const options& opts, game_clock clock) {
    if (opts.variant == "mnk") return std::string("the mnk variant is not available yet");
    if (opts.variant != "puzzle") return "unknown variant '" + opts.variant + "' (puzzle or mnk)";

    const std::uint64_t seed = opts.seed ? *opts.seed : std::random_device{}();
    dealer next(opts.size, seed, opts.scramble);
    if (!opts.game) return std::make_unique<puzzle_game>(std::move(next), clock);

    auto board = npuzzle::parse_board<npuzzle::puzzle>(*opts.game, opts.size);
    if (!board) return "--game '" + *opts.game + "': " + std::string(npuzzle::message(board.err()).view());
    if (!board->is_solvable()) return "--game '" + *opts.game + "': board is not solvable";
    return std::make_unique<puzzle_game>(std::move(*board), std::move(next), clock);
}

} // namespace npuzzle::frontend
