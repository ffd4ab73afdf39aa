// SPDX-License-Identifier: MIT
#include "board_text.hpp"

#include <string>

namespace npuzzle::text {

using npuzzle::cell;

// A game that places marks names its cells "b2": its columns get letters and its rows numbers.
void write_board(const frontend::game& game, std::ostream& out) {
    const std::size_t width = game.label_width();
    const bool coordinates = game.style() == frontend::input_style::place && game.cols() <= 26;
    const std::string margin = coordinates ? std::string(game.rows() >= 10 ? 3 : 2, ' ') : "";
    if (coordinates) {
        std::string letters = margin;
        for (std::size_t col = 0; col < game.cols(); ++col) {
            if (col > 0) letters += ' ';
            letters.append(width - 1, ' ');
            letters += static_cast<char>('a' + col);
        }
        out << letters << '\n';
    }
    for (std::size_t row = 0; row < game.rows(); ++row) {
        std::string line;
        if (coordinates) {
            const std::string number = std::to_string(row + 1);
            line.append(margin.size() - 1 - number.size(), ' ');
            line += number + ' ';
        }
        for (std::size_t col = 0; col < game.cols(); ++col) {
            const cell c{row, col};
            const auto role = game.role(c);
            std::string label = role == frontend::cell_role::blank || role == frontend::cell_role::empty ? "." : game.label(c);
            if (col > 0) line += ' ';
            line.append(width > label.size() ? width - label.size() : 0, ' ');
            line += label;
        }
        out << line << '\n';
    }
    out << game.status() << '\n';
}

} // namespace npuzzle::text
