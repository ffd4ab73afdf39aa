// SPDX-License-Identifier: MIT
#include "unknown_word.hpp"

#include "commands.hpp"

namespace npuzzle::text {

std::string unknown_word(const frontend::game& game, std::string_view word) {
    const bool slides = game.style() == frontend::input_style::slide;
    const bool number = !word.empty() && word.find_first_not_of("0123456789") == std::string_view::npos;
    if (slides && number)
        return "there is no tile " + printable(word) + ": tiles are 1.." +
               std::to_string(game.rows() * game.cols() - 1);
    return "unknown command '" + printable(word) + "'; allowed: " +
           (slides ? "u d l r (or a run such as uulldr), up down left right, w a s, " : "") +
           "undo, redo, restart, hint, solve, new, pause, " + (slides ? "done, " : "") + "show, help, " +
           (slides ? "stats, history, " : "") + "quit, and " + game.words_help();
}

} // namespace npuzzle::text
