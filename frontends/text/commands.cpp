// SPDX-License-Identifier: MIT
#include "commands.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace npuzzle::text {

namespace {

constexpr bool is_separator(char c) noexcept {
    return c == ' ' || c == '\t' || c == ';' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

constexpr char lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool equals_lower(std::string_view word, std::string_view keyword) {
    return word.size() == keyword.size() &&
           std::equal(word.begin(), word.end(), keyword.begin(), [](char a, char b) { return lower(a) == b; });
}

using kind = text_command::kind;

constexpr std::array<std::pair<std::string_view, kind>, 10> keywords{{
    {"undo", kind::undo},
    {"redo", kind::redo},
    {"restart", kind::restart},
    {"hint", kind::hint},
    {"solve", kind::solve},
    {"new", kind::new_game},
    {"pause", kind::pause},
    {"show", kind::show},
    {"help", kind::help},
    {"quit", kind::quit},
}};

constexpr std::array<std::pair<std::string_view, direction>, 7> arrow_words{{
    {"up", direction::up},
    {"down", direction::down},
    {"left", direction::left},
    {"right", direction::right},
    {"w", direction::up},
    {"a", direction::left},
    {"s", direction::down},
}};

text_command read_word(std::string_view word, arrow_sense keys) {
    text_command c;
    c.word = word;
    for (const auto& [name, what] : keywords)
        if (equals_lower(word, name)) {
            c.what = what;
            return c;
        }
    for (const auto& [name, arrow] : arrow_words)
        if (equals_lower(word, name)) {
            c.what = kind::moves;
            c.moves.push_back(from_arrow(arrow, keys));
            return c;
        }
    // A run of move letters: every letter one of u d l r.
    const bool run = std::all_of(word.begin(), word.end(), [](char ch) { return from_letter(ch) != direction::none; });
    if (run) {
        c.what = kind::moves;
        c.moves.reserve(word.size());
        for (char ch : word) c.moves.push_back(from_arrow(from_letter(ch), keys));
        return c;
    }
    c.what = kind::game_word;
    return c;
}

} // namespace

std::vector<text_command> parse_line(std::string_view line, arrow_sense keys) {
    std::vector<text_command> commands;
    std::size_t pos = 0;
    while (pos < line.size()) {
        while (pos < line.size() && is_separator(line[pos])) ++pos;
        const std::size_t start = pos;
        while (pos < line.size() && !is_separator(line[pos])) ++pos;
        if (pos > start) commands.push_back(read_word(line.substr(start, pos - start), keys));
    }
    return commands;
}

std::string commands_help(std::string_view game_words, bool slides) {
    std::string help = "Commands, one or more a line, separated by spaces or ';' (any letter case):\n";
    if (slides)
        help +=
            "  u d l r             move letters: the tile below, above, right or left of the blank\n"
            "                      slides up, down, left or right into it\n"
            "  uulldr              a run of move letters (u d l r only), played in order\n"
            "  up down left right  the same moves as words\n"
            "  w a s               up, left, down (WASD; d is always the move letter down: use r)\n";
    // The game's line, "1..15: slide that tile", in the same columns as the rest.
    const std::size_t colon = game_words.find(": ");
    std::string words(game_words.substr(0, colon));
    words.resize(std::max<std::size_t>(words.size() + 1, 20), ' ');
    help += "  " + words;
    if (colon != std::string_view::npos) help += game_words.substr(colon + 2);
    help +=
        "\n"
        "  undo redo           take back the last move, or make it again\n";
    if (!slides) help += "                      (against the computer: your move and its reply)\n";
    help +=
        "  restart             back to the start of this game\n"
        "  hint                play one hinted move\n";
    help += slides ? "  solve               play hinted moves until solved\n"
                     "  new                 deal a new game\n"
                   : "  solve               play hinted moves (and the computer's) until the game ends\n"
                     "  new                 start again on an empty board\n";
    help +=
        "  pause               stop the clock, or start it again\n"
        "  show                print the board\n"
        "  help                print this list\n"
        "  quit                leave (so does the end of the input)\n";
    help += slides ? "With --keys blank, moves name where the blank goes instead of the tile.\n"
                     "An error, or solving the puzzle, skips the rest of its line; moves before it stand.\n"
                   : "The computer answers at once. An error, or the end of the game, skips the rest of its\n"
                     "line; moves before it stand.\n";
    return help;
}

std::string printable(std::string_view word) {
    constexpr std::size_t max = 40;
    std::string out;
    for (char c : word.substr(0, max)) out += c >= ' ' && c <= '~' ? c : '?';
    if (word.size() > max) out += "...";
    return out;
}

} // namespace npuzzle::text
