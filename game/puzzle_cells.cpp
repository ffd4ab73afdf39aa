// SPDX-License-Identifier: MIT
#include "puzzle_cells.hpp"

#include <npuzzle/core/notation.hpp>

#include <iterator>

namespace npuzzle::frontend {

std::string puzzle_name(std::size_t rows, std::size_t cols) {
    // Appended piece by piece: g++ 12 at -O3 warns falsely (-Wrestrict) on chains of string +.
    std::string name = std::to_string(rows * cols - 1);
    name += "-puzzle";
    if (rows != cols) {
        name += ' ';
        name += std::to_string(rows);
        name += 'x';
        name += std::to_string(cols);
    }
    return name;
}

std::string tile_label(const npuzzle::puzzle& board, cell c) {
    const auto tile = board.at(c);
    return tile == 0 ? std::string() : std::to_string(tile);
}

cell_role tile_role(const npuzzle::puzzle& board, cell c) {
    const std::size_t index = board.to_index(c);
    if (board[index] == 0) return cell_role::blank;
    return board.is_home(index) ? cell_role::tile_home : cell_role::tile;
}

std::size_t tile_label_width(const npuzzle::puzzle& board) {
    return std::to_string(board.rows() * board.cols() - 1).size();
}

std::string position_id(const npuzzle::puzzle& board) {
    std::string text;
    npuzzle::write_game_id(board, std::back_inserter(text));
    return text;
}

std::string direction_word(direction d) {
    switch (d) {
    case direction::up: return "up";
    case direction::down: return "down";
    case direction::left: return "left";
    case direction::right: return "right";
    default: return "nowhere";
    }
}

} // namespace npuzzle::frontend
