// SPDX-License-Identifier: MIT
#include "screen.hpp"

#include <algorithm>

namespace npuzzle::curses {

terminal::terminal(bool usable, bool want_color) {
    if (!usable) return;
    screen_ = newterm(nullptr, stdout, stdin);
    if (!screen_) return;
    cbreak(); // Ctrl-C still raises SIGINT
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    set_escdelay(25); // arrows arrive as escape sequences: do not wait long for the rest
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, nullptr);
    mouseinterval(0); // report the press at once, not after a click-detection delay
    color_ = want_color && has_colors() && start_color() == OK;
    if (color_) {
        use_default_colors();
        init_pair(pair_tile, COLOR_WHITE, COLOR_BLUE);
        init_pair(pair_home, COLOR_BLACK, COLOR_GREEN);
        init_pair(pair_winning, COLOR_BLACK, COLOR_YELLOW);
        init_pair(pair_mark_x, COLOR_BLACK, COLOR_CYAN);
        init_pair(pair_mark_o, COLOR_BLACK, COLOR_MAGENTA);
        init_pair(pair_banner, COLOR_BLACK, COLOR_YELLOW);
        init_pair(pair_banner_title, COLOR_YELLOW, COLOR_BLACK);
    }
}

terminal::~terminal() {
    if (!screen_) return;
    endwin();
    delscreen(screen_);
}

void put(int y, int x, std::string_view text, attr_t attributes) {
    const int room = screen_width() - std::max(x, 0);
    if (y < 0 || y >= screen_height() || room <= 0) return;
    attrset(static_cast<int>(attributes));
    mvaddstr(y, std::max(x, 0), clipped(text, room).c_str());
    attrset(A_NORMAL);
}

void put_centred(int y, std::string_view text, attr_t attributes) {
    put(y, (screen_width() - static_cast<int>(text_columns(text))) / 2, text, attributes);
}

void draw_box(const rect& r, attr_t attributes, bool filled) {
    if (filled)
        for (int y = r.top + 1; y < r.top + r.height - 1; ++y)
            mvhline(y, r.left + 1, ' ' | attributes, r.width - 2);
    const int bottom = r.top + r.height - 1, right = r.left + r.width - 1;
    mvhline(r.top, r.left + 1, ACS_HLINE | attributes, r.width - 2);
    mvhline(bottom, r.left + 1, ACS_HLINE | attributes, r.width - 2);
    mvvline(r.top + 1, r.left, ACS_VLINE | attributes, r.height - 2);
    mvvline(r.top + 1, right, ACS_VLINE | attributes, r.height - 2);
    mvaddch(r.top, r.left, ACS_ULCORNER | attributes);
    mvaddch(r.top, right, ACS_URCORNER | attributes);
    mvaddch(bottom, r.left, ACS_LLCORNER | attributes);
    mvaddch(bottom, right, ACS_LRCORNER | attributes);
}

std::vector<std::string> wrap(std::string_view text, int width) {
    const auto room = static_cast<std::size_t>(std::max(width, 1));
    std::vector<std::string> lines{""};
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find_first_of(" \n", start), text.size());
        const std::string_view word = text.substr(start, end - start);
        if (!lines.back().empty() && lines.back().size() + 1 + word.size() > room) lines.emplace_back();
        if (!lines.back().empty()) lines.back() += ' ';
        lines.back() += word; // a word longer than the line is cut by put()
        if (end < text.size() && text[end] == '\n') lines.emplace_back();
        start = end + 1;
    }
    return lines;
}

void draw_too_small(const too_small& need) {
    const auto lines = wrap("terminal too small: need " + std::to_string(need.need_width) + " x " +
                                std::to_string(need.need_height),
                            screen_width());
    const int top = (screen_height() - static_cast<int>(lines.size())) / 2;
    for (std::size_t i = 0; i < lines.size(); ++i) put_centred(top + static_cast<int>(i), lines[i], A_BOLD);
}

} // namespace npuzzle::curses
