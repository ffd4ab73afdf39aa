// SPDX-License-Identifier: MIT
#include "command_table.hpp"

#include <algorithm>

namespace npuzzle::frontend {

namespace {

constexpr char lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool equals_lower(std::string_view word, std::string_view keyword) {
    return word.size() == keyword.size() &&
           std::equal(word.begin(), word.end(), keyword.begin(), [](char a, char b) { return lower(a) == b; });
}

} // namespace

verb verb_for_key(int key) noexcept {
    for (const verb_row& row : verbs)
        if (row.key != 0 && key == row.key) return row.what;
    return verb::none;
}

verb verb_for_word(std::string_view word) noexcept {
    for (const verb_row& row : verbs)
        if (!row.word.empty() && equals_lower(word, row.word)) return row.what;
    return verb::none;
}

std::string command_words(input_style style) {
    std::string words;
    for (const verb_row& row : verbs) {
        if (row.word.empty() || !applies_to(row.to, style)) continue;
        if (!words.empty()) words += ", ";
        words += row.word;
    }
    return words;
}

std::string legend(int width, input_style style, key_mode mode, key_state state, bool quits) {
    // The states an item is shown in: a bit per key_state.
    enum : std::uint8_t { under_way = 1, paused = 2, over = 4, any_state = 7 };
    struct item {
        std::string_view text;
        int priority; // 0 shows first; higher numbers go when the line is short of room
        applies to = applies::always;
        std::uint8_t modes = playing;
        std::uint8_t states = under_way;
    };
    static constexpr item items[] = {
        {"arrows/hjkl/wasd move", 1, applies::sliding}, {"arrows/hjkl/wasd cursor", 1, applies::placing},
        {"arrows/u/r step", 1, applies::sliding, in_replay},
        {"Enter done", 0, applies::sliding, in_blindfold}, {"Enter place", 1, applies::placing},
        {"u/r undo/redo", 2}, {"R restart", 4}, {"R start", 3, applies::always, in_replay},
        {"H hint", 2, applies::always, in_play},
        {"S solve", 3, applies::sliding, in_play}, {"S play out", 3, applies::placing, in_play},
        {"S play", 2, applies::sliding, in_replay},
        {"p resume", 1, applies::always, playing, paused},
        {"n new", 3, applies::always, playing, under_way | paused}, {"n again", 4, applies::always, in_replay},
        {"p pause", 4},
        {"t stats", 4, applies::sliding, in_every_mode, any_state},
        // Help and quit (and a blindfold solve's Enter) stay when nothing else fits: help names every other key.
        {"? help", 0, applies::always, in_every_mode, any_state}, {"q quit", 0, applies::always, in_every_mode, any_state},
        // A front end without q (a page) names the keys that end a game instead: A deals again, Q gives up.
        {"A again", 4, applies::always, playing, under_way | paused}, {"Q give up", 4, applies::always, playing, under_way | paused},
    };
    const auto in_state = static_cast<std::uint8_t>(1u << static_cast<unsigned>(state));
    std::string line;
    for (int keep = 4; keep >= 0; --keep) {
        line.clear();
        for (const item& i : items) {
            if (i.priority > keep || !applies_to(i.to, style) || !shown_in(i.modes, mode) || !(i.states & in_state))
                continue;
            if (!quits && i.text == "q quit") continue;
            if (quits && (i.text == "A again" || i.text == "Q give up")) continue;
            if (!line.empty()) line += "  ";
            line += i.text;
        }
        if (static_cast<int>(line.size()) <= width) break;
    }
    return line;
}

} // namespace npuzzle::frontend
