// SPDX-License-Identifier: MIT
#include "statistics_page.hpp"

#include "common/history.hpp"
#include "game/history_text.hpp"

#include <algorithm>
#include <utility>

namespace npuzzle::curses {

std::vector<std::string> statistics_page(const std::optional<std::filesystem::path>& history,
                                         const frontend::history_scope& scope, int rows) {
    const npuzzle::shape size = scope.size;
    std::vector<std::string> lines{"Statistics, " + frontend::size_text(size) + " (games that count)"};
    if (!history) {
        lines.push_back("The solve history is not kept here (no home folder, or a scripted clock)");
    } else {
        frontend::history_store store(*history);
        const auto stats = store.statistics(size);
        const auto last = store.last(12, size);
        if (!stats || !last) {
            lines.push_back(!stats ? stats.error().message() : last.error().message());
        } else {
            // This game's mode in full, the others in a line each; then as many of the last games,
            // the newest kept, as the screen has room for.
            bool any = false;
            for (const auto& st : *stats) {
                if (st.variant != scope.variant) continue;
                if (st.mode == scope.mode)
                    for (auto& line : frontend::statistics_lines(st)) lines.push_back(std::move(line));
                else
                    lines.push_back(frontend::statistics_summary(st));
                any = true;
            }
            if (!any) lines.push_back("No solves that count yet");
            lines.emplace_back();
            lines.push_back(last->empty() ? "No games yet" : "Last games, newest last");
            const int room = rows - static_cast<int>(lines.size()) - 1;
            const std::size_t shown = static_cast<std::size_t>(std::max(1, room));
            const std::size_t skip = last->size() > shown ? last->size() - shown : 0;
            for (std::size_t i = skip; i < last->size(); ++i)
                if ((*last)[i].variant == scope.variant) lines.push_back("  " + frontend::solve_line((*last)[i]));
        }
        for (auto& notice : store.take_notices()) lines.push_back(std::move(notice)); // damaged rows left out
    }
    lines.push_back("Any key goes back to the game");
    return lines;
}

} // namespace npuzzle::curses
