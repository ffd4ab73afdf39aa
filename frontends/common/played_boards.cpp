// SPDX-License-Identifier: MIT
#include "played_boards.hpp"

#include <npuzzle/core/notation.hpp>

#include <string_view>

namespace npuzzle::frontend {

std::optional<std::vector<npuzzle::puzzle>> start_boards(const game_record& g) {
    std::vector<npuzzle::puzzle> starts;
    for (std::string_view ids = g.start; !ids.empty();) {
        const std::size_t end = ids.find(' ');
        const auto board = npuzzle::parse_board<npuzzle::puzzle>(ids.substr(0, end));
        if (!board) return std::nullopt;
        starts.push_back(*board);
        ids = end == std::string_view::npos ? std::string_view{} : ids.substr(end + 1);
    }
    if (starts.empty()) return std::nullopt;
    return starts;
}

std::optional<std::vector<played_board>> played_boards(const game_record& g) {
    const auto starts = start_boards(g);
    if (!starts || starts->empty()) return std::nullopt; // no board to play the moves on
    std::vector<played_board> boards;
    for (const npuzzle::puzzle& start : *starts) boards.push_back({start, {}});
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
