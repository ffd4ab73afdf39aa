#include "games.hpp"

#include "puzzle_game.hpp"


#include <random>

namespace npuzzle::frontend {

std::variant<npuzzle::puzzle, std::string> read_game_id(std::string_view id, npuzzle::shape size) {
    std::string shown(id.substr(0, 60)); // the ID as the messages quote it
    if (id.size() > shown.size()) shown += "...";
    const std::string quoted = "--game '" + shown + "'";
    auto too_large = [&](npuzzle::shape s) {
        return quoted + ": at most " + std::to_string(max_side) + " rows and " + std::to_string(max_side) +
               " columns, got " + std::to_string(s.rows) + "x" + std::to_string(s.cols);
    };
    // The size first, so a huge "4000x4000#1" is refused before a board is dealt for it.
    if (const auto end = id.find_first_of(":#"); end != std::string_view::npos)
        if (const auto s = npuzzle::parse_shape(id.substr(0, end)); s && (s->rows > max_side || s->cols > max_side))
            return too_large(*s);
    auto board = npuzzle::parse_board<npuzzle::puzzle>(id, size);
    if (!board) return quoted + ": " + std::string(npuzzle::message(board.err()).view());
    if (board->rows() > max_side || board->cols() > max_side) return too_large({board->rows(), board->cols()});
    if (!board->is_solvable()) return quoted + ": board is not solvable";
    return std::move(*board);
}

std::variant<std::unique_ptr<game>, std::string> make_game(const options& opts, game_clock clock) {
    if (opts.variant == "mnk") return std::string("the mnk variant is not available yet");
    if (opts.variant != "puzzle") return "unknown variant '" + opts.variant + "' (puzzle or mnk)";

    const std::uint64_t seed = opts.seed ? *opts.seed : std::random_device{}();
    dealer next(opts.size, seed, opts.scramble);
    if (!opts.game) return std::make_unique<puzzle_game>(std::move(next), clock);

    auto board = read_game_id(*opts.game, opts.size);
    if (auto* why = std::get_if<std::string>(&board)) return std::move(*why);
    return std::make_unique<puzzle_game>(std::move(std::get<npuzzle::puzzle>(board)), std::move(next), clock);
}

} // namespace npuzzle::frontend
