// SPDX-License-Identifier: MIT
#include "records.hpp"

#include "history_text.hpp"

#include <span>

namespace npuzzle::frontend {

size_record record_of(const std::vector<npuzzle::solve_result>& results) {
    size_record r;
    r.dealt = results.size();
    for (const auto& result : results) r.solved += result.dnf ? 0 : 1;
    r.best_moves = npuzzle::best_moves(results).value_or(0);
    r.best_ms = npuzzle::best_ms(results).value_or(0);
    return r;
}

improvement improvement_of(const std::vector<npuzzle::solve_result>& results) {
    if (results.empty() || results.back().dnf) return {};
    const std::span<const npuzzle::solve_result> before(results.data(), results.size() - 1);
    const auto moves = npuzzle::best_moves(before);
    const auto ms = npuzzle::best_ms(before);
    if (!moves) return {true, true, true};
    return {false, results.back().moves < *moves, results.back().ms < *ms};
}

std::string improvement_note(const improvement& better, const std::string& size) {
    if (better.first) return "Your first " + size + " solve!";
    if (!better.moves && !better.time) return {};
    return std::string("New personal best: ") +
           (better.moves && better.time ? "moves and time!" : better.moves ? "moves!" : "time!");
}

std::string mode_best_note(const std::vector<npuzzle::solve_result>& results, const std::string& kind) {
    if (results.empty() || results.back().dnf) return {};
    const std::span<const npuzzle::solve_result> before(results.data(), results.size() - 1);
    const auto best = npuzzle::best_ms(before);
    if (!best) return "First " + kind + " solve in the history!";
    if (results.back().ms < *best) return "Best " + kind + " time so far!";
    if (results.back().ms == *best) return "Equals your best " + kind + " time";
    return {};
}

game_recorded recorded_from(const std::vector<npuzzle::solve_result>& results, const npuzzle::shape& size,
                            const std::string& mode) {
    game_recorded r;
    if (results.empty()) return r;
    r.rank = npuzzle::rank_by_time(results, results.back());
    for (const auto& result : results) r.ranked_among += result.dnf ? 0 : 1;
    const size_statistics st = statistics_of(results);
    r.ao5 = st.current[0];
    r.ao12 = st.current[1];
    if (mode == "standard") {
        r.now = record_of(results);
        r.note = improvement_note(improvement_of(results), size_text(size));
    } else { // a mode's best is told from its own games; a tie is not a best (it once said so)
        r.note = mode_best_note(results, size_text(size) + " " + mode_text(mode));
    }
    return r;
}

} // namespace npuzzle::frontend
