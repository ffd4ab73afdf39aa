// SPDX-License-Identifier: MIT
#include "played_boards.hpp"

#include <npuzzle/core/notation.hpp>

#include <string_view>

namespace npuzzle::frontend {

std::optional<std::vector<played_board>> played_boards(const game_record& g) {
    std::vector<played_board> boards;
    std::string_view ids = g.start;
    while (!ids.empty()) {
        const std::size_t end = ids.find(' ');
        const auto board = npuzzle::parse_board<npuzzle::puzzle>(ids.substr(0, end));
        if (!board) return std::nullopt;
        boards.push_back({*board, {}});
        ids = end == std::string_view::npos ? std::string_view{} : ids.substr(end + 1);
    }
    if (boards.empty()) return std::nullopt;
    std::size_t at = 0;
    npuzzle::puzzle position = boards.front().start;
    for (const timed_move& m : g.moves) {
        if (position.is_solved() && at + 1 < boards.size()) position = boards[++at].start; // the next board
        if (position.move(npuzzle::from_letter(m.letter)) != npuzzle::move_outcome::moved) return std::nullopt;
        boards[at].moves.push_back(m);
    }
    return boards;
}

} // namespace npuzzle::frontend
