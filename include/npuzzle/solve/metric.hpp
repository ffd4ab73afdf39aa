// SPDX-License-Identifier: MIT
// How a solution's length is counted. STM (single-tile metric): every tile moved is a move. MTM
// (multi-tile metric, as speed-solvers and slidy count): sliding k tiles in a line toward the blank,
// the blank jumping k cells along a row or column, is one move. A solution is written the same way in
// both, one letter a tile; its MTM length is its number of runs of one letter ("LLLU" is 2 moves).
#pragma once

#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/error.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace npuzzle::solve {

/// How moves are counted: one tile a move (stm), or a slide of several tiles in a line as one (mtm).
enum class metric : unsigned char {
    stm, ///< single-tile metric: every tile moved counts
    mtm, ///< multi-tile metric: a slide of 1..k tiles in a line is one move
};

/// "stm" or "mtm", as tools take it.
[[nodiscard]] constexpr std::string_view to_string(metric m) noexcept { return m == metric::mtm ? "mtm" : "stm"; }

/// A name that is no metric.
struct metric_error {
    std::string name; ///< as given
    /// "unknown metric 'x' (known: stm, mtm)".
    [[nodiscard]] std::string message() const { return "unknown metric '" + name + "' (known: stm, mtm)"; }
};

/// The metric named `name` ("stm" or "mtm", exactly), or why not.
[[nodiscard]] inline result<metric, metric_error> parse_metric(std::string_view name) {
    if (name == "stm") return metric::stm;
    if (name == "mtm") return metric::mtm;
    return metric_error{std::string(name)};
}

/// The MTM length of a solution written one letter a tile: its runs of one letter. Two runs in a row
/// are never one MTM move: a blank jump keeps one direction.
/// The length of `moves` in the multi-tile metric: the number of runs of equal directions (a slide of
/// several tiles in a line is one move). Linear in the moves.
[[nodiscard]] inline std::size_t mtm_length(const std::vector<direction>& moves) noexcept {
    std::size_t runs = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) runs += i == 0 || moves[i] != moves[i - 1];
    return runs;
}

} // namespace npuzzle::solve
