// SPDX-License-Identifier: MIT
#include "commands.hpp"

#include <npuzzle/core/slidysim.hpp>

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

using frontend::verb;

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
    c.what = frontend::verb_for_word(word);
    if (c.what != verb::none) return c;
    for (const auto& [name, arrow] : arrow_words)
        if (equals_lower(word, name)) {
            c.what = verb::move;
            c.moves.push_back(from_arrow(arrow, keys));
            return c;
        }
    // A run of move letters: every letter one of u d l r.
    const bool run = std::all_of(word.begin(), word.end(), [](char ch) { return from_letter(ch) != direction::none; });
    if (run) {
        c.what = verb::move;
        c.moves.reserve(word.size());
        for (char ch : word) c.moves.push_back(from_arrow(from_letter(ch), keys));
        return c;
    }
    // Run-length notation, as npuzzle-solve --notation run-length and slidysim write solutions: a
    // count after a letter repeats it ("L2U" is "LLU"), so a solution pipes back in as it was written.
    // At most max_run_moves moves, as many as a line of letters could hold.
    if (!word.empty() && from_letter(word.front()) != direction::none &&
        word.find_first_of("0123456789") != std::string_view::npos) {
        std::string upper(word);
        for (char& ch : upper) ch = ch >= 'a' && ch <= 'z' ? static_cast<char>(ch - 'a' + 'A') : ch;
        const auto count = count_run_length_moves(upper);
        if (count && *count <= max_run_moves) {
            c.what = verb::move;
            c.moves.reserve(static_cast<std::size_t>(*count));
            (void)for_each_run_length_move(upper, [&](direction d) { c.moves.push_back(from_arrow(d, keys)); });
        } else if (count || count.error().code == error_code::bad_repeat) {
            // Moves, but none that can be played: said as what is wrong, not "unknown command".
            c.what = verb::move;
            if (!count && count.error().value == 0) c.refused = "a run of 0 tiles: a count after a letter is 1 or more";
            else if (!count) c.longest_run = max_repeat + 1; // past any count: a run longer than any line
            else { // runs of one letter next to each other ("R1R65536") are one run
                direction last = direction::none;
                std::uint64_t length = 0;
                (void)for_each_run_length_run(upper, [&](direction d, std::uint64_t n) {
                    length = d == last ? length + n : n;
                    last = d;
                    c.longest_run = std::max(c.longest_run, length);
                });
            }
            if (count && c.longest_run <= max_run_moves)
                c.refused = "more than " + std::to_string(max_run_moves) + " moves in one word";
        }
    }
    return c; // verb::none: a game word
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

namespace {

constexpr std::size_t help_width = 80;  // help lines fit an 80-column terminal
constexpr std::size_t help_indent = 22; // where a command's description starts

// `text` broken between words into lines of at most help_width columns, the first starting with
// `first`, the others indented by `indent`.
std::string wrapped(std::string first, std::string_view text, std::size_t indent) {
    std::string out;
    std::string line = std::move(first);
    std::size_t pos = 0;
    bool empty = true; // no word on `line` yet
    while (pos < text.size()) {
        std::size_t end = text.find(' ', pos);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view word = text.substr(pos, end - pos);
        pos = end + 1;
        if (word.empty()) continue;
        if (!empty && line.size() + 1 + word.size() > help_width) {
            out += line + '\n';
            line = std::string(indent, ' ');
            empty = true;
        }
        if (!empty) line += ' ';
        line += word;
        empty = false;
    }
    return out + line + '\n';
}

// "  undo redo           take back ...": a command and what it does, wrapped.
std::string entry(std::string_view words, std::string_view what) {
    std::string first = "  " + std::string(words);
    first.resize(std::max(first.size() + 1, help_indent), ' ');
    return wrapped(std::move(first), what, help_indent);
}

} // namespace

std::string commands_help(std::string_view game_words, bool slides) {
    std::string help = "Commands, one or more a line, separated by spaces or ';' (any letter case):\n";
    if (slides)
        help += entry("u d l r", "move letters: the tile below, above, right or left of the blank slides up, "
                                 "down, left or right into it") +
                entry("uulldr", "a run of move letters (u d l r only), played in order") +
                entry("L2U3", "run-length: a count repeats the letter before it (as npuzzle-solve "
                              "--notation run-length writes solutions)") +
                entry("up down left right", "the same moves as words") +
                entry("w a s", "up, left, down (WASD; d is always the move letter down)");
    // The game's line, "1..15: slide that tile", in the same columns as the rest.
    const std::size_t colon = game_words.find(": ");
    help += entry(game_words.substr(0, colon),
                  colon == std::string_view::npos ? std::string_view{} : game_words.substr(colon + 2));
    const auto style = slides ? frontend::input_style::slide : frontend::input_style::place;
    for (const frontend::verb_row& row : frontend::verbs)
        if (!row.help_words.empty() && frontend::applies_to(row.to, style))
            help += entry(row.help_words, slides || row.help_placing.empty() ? row.help : row.help_placing);
    help += wrapped("", slides ? "With --keys blank, moves name where the blank goes instead of the tile. An "
                                 "error, or solving the puzzle, skips the rest of its line; moves before it stand."
                               : "The computer answers at once. An error, or the end of the game, skips the rest "
                                 "of its line; moves before it stand.",
                    0);
    return help;
}

// One line over help_width, broken to fit: a clause (the line breaks after "; ") that does not fit
// where the line has got to starts a line of its own, and one longer than a line is broken between
// words; the further lines are indented two columns more than the first.
std::string fit_line(std::string_view line) {
    const std::size_t lead = std::min(line.find_first_not_of(' '), line.size());
    std::string out, current(lead, ' ');
    bool empty = true; // no word on `current` yet
    auto put = [&](std::string_view piece) { // onto this line, or the next if it does not fit
        if (!empty && current.size() + 1 + piece.size() > help_width) {
            out += current + '\n';
            current.assign(lead + 2, ' ');
            empty = true;
        }
        if (!empty) current += ' ';
        current += piece;
        empty = false;
    };
    for (std::size_t pos = lead; pos < line.size();) {
        const std::size_t end = std::min(line.find("; ", pos), line.size());
        const std::string_view clause = line.substr(pos, end - pos + (end < line.size() ? 1 : 0)); // with its ';'
        pos = end + 2;
        if (clause.size() <= help_width - lead - 2) {
            put(clause);
            continue;
        }
        for (std::size_t at = 0; at < clause.size();) { // too long for any line: word by word
            std::size_t space = std::min(clause.find(' ', at), clause.size());
            if (space > at) put(clause.substr(at, space - at));
            at = space + 1;
        }
    }
    return out + current + '\n';
}

std::string fit(std::string_view text) {
    std::string out;
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        if (line.size() <= help_width) {
            (out += line) += '\n';
            continue;
        }
        out += fit_line(line);
    }
    if (!text.empty() && text.back() != '\n' && !out.empty()) out.pop_back();
    return out;
}

std::string printable(std::string_view word) {
    constexpr std::size_t max = 40;
    std::string out;
    for (char c : word.substr(0, max)) out += c >= ' ' && c <= '~' ? c : '?';
    if (word.size() > max) out += "...";
    return out;
}

} // namespace npuzzle::text
