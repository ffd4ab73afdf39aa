// SPDX-License-Identifier: MIT
#include "game_record.hpp"

#include <iterator>

namespace npuzzle::frontend {

size_statistics statistics_of(const std::vector<npuzzle::solve_result>& results) {
    size_statistics st;
    for (const auto& r : results) ++(r.dnf ? st.dnfs : st.solves);
    st.best_ms = npuzzle::best_ms(results);
    st.best_moves = npuzzle::best_moves(results);
    st.best_tps = npuzzle::best_tps(results);
    // The solve each best came from (the first to reach it), so each is told with its own numbers.
    for (const auto& r : results) {
        if (r.dnf) continue;
        if (r.ms == st.best_ms && !st.best_time_solve) st.best_time_solve = r;
        if (r.moves == st.best_moves && !st.fewest_moves_solve) st.fewest_moves_solve = r;
        if (npuzzle::tps(r.moves, r.ms) == st.best_tps && st.best_tps && !st.best_tps_solve) st.best_tps_solve = r;
    }
    st.mean_ms = npuzzle::mean_finished_ms(results);
    for (std::size_t i = 0; i < std::size(size_statistics::average_sizes); ++i) {
        st.current[i] = npuzzle::current_average(results, size_statistics::average_sizes[i]);
        st.best[i] = npuzzle::best_average(results, size_statistics::average_sizes[i]);
    }
    return st;
}

} // namespace npuzzle::frontend
