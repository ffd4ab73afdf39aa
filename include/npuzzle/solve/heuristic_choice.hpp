// SPDX-License-Identifier: MIT
// Which heuristic an optimal search uses, as a typed choice: its names ("auto", "manhattan",
// "linear-conflict", the standard pattern sets "pdb-8" ... "pdb-6-6-6-6-blank-x7"), reading one from text and
// writing it back. Whether a choice fits a board is solve_optimal's question (solver.hpp).
#pragma once

#include <npuzzle/core/error.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace npuzzle::solve {

/// Which heuristic an optimal search uses (solve_options::heuristic).
enum class heuristic : std::uint8_t {
    automatic, ///< "auto": the best at hand for the board's shape (solver.hpp, solve_options)
    manhattan, ///< any shape
    linear_conflict, ///< any shape
    /// The standard pattern sets (pattern_sets.hpp), each for one shape:
    pdb_8, ///< 3x3, exact
    pdb_5_5_5, ///< 4x4
    pdb_6_6_3, ///< 4x4
    pdb_7_8, ///< 4x4
    pdb_7_8_dual, ///< 4x4: the 7-8 tables also looked up on the dual board
    pdb_7_8_blank, ///< 4x4: the 7-tile table kept by the blank's cell
    pdb_7_8_blank_both, ///< 4x4: both tables kept by the blank's cell
    pdb_6_6_6_6, ///< 5x5
    pdb_6_6_6_6_dual, ///< 5x5: the 6-6-6-6 tables also looked up on the dual board
    pdb_6_6_6_6_blank, ///< 5x5: the 6-6-6-6 patterns, each table kept by the blank's cell
    pdb_6_6_6_6_x2, ///< 5x5: two 6-6-6-6 partitions, the larger estimate taken
    pdb_6_6_6_6_x3, ///< 5x5: three 6-6-6-6 partitions, the largest estimate taken
    pdb_6_6_6_6_blank_x2, ///< 5x5: pdb-6-6-6-6-x2's two partitions, each table kept by the blank's cell
    pdb_6_6_6_6_x4, ///< 5x5: four 6-6-6-6 partitions, the largest estimate taken
    pdb_6_6_6_6_blank_x7, ///< 5x5: seven partitions (Clausecker and Reinefeld's), tables kept by the blank's region
};

/// Every heuristic, in the order tools list them.
inline constexpr std::array<heuristic, 18> all_heuristics{
    heuristic::automatic, heuristic::manhattan,    heuristic::linear_conflict, heuristic::pdb_8,
    heuristic::pdb_5_5_5, heuristic::pdb_6_6_3,    heuristic::pdb_7_8,         heuristic::pdb_7_8_dual,
    heuristic::pdb_7_8_blank, heuristic::pdb_7_8_blank_both, heuristic::pdb_6_6_6_6, heuristic::pdb_6_6_6_6_dual,
    heuristic::pdb_6_6_6_6_blank, heuristic::pdb_6_6_6_6_x2, heuristic::pdb_6_6_6_6_x3, heuristic::pdb_6_6_6_6_blank_x2,
    heuristic::pdb_6_6_6_6_x4, heuristic::pdb_6_6_6_6_blank_x7,
};

/// The name tools and files use: "auto", "linear-conflict", "pdb-7-8".
[[nodiscard]] constexpr std::string_view to_string(heuristic h) noexcept {
    switch (h) {
    case heuristic::automatic: return "auto";
    case heuristic::manhattan: return "manhattan";
    case heuristic::linear_conflict: return "linear-conflict";
    case heuristic::pdb_8: return "pdb-8";
    case heuristic::pdb_5_5_5: return "pdb-5-5-5";
    case heuristic::pdb_6_6_3: return "pdb-6-6-3";
    case heuristic::pdb_7_8: return "pdb-7-8";
    case heuristic::pdb_7_8_dual: return "pdb-7-8-dual";
    case heuristic::pdb_7_8_blank: return "pdb-7-8-blank";
    case heuristic::pdb_7_8_blank_both: return "pdb-7-8-blank-both";
    case heuristic::pdb_6_6_6_6: return "pdb-6-6-6-6";
    case heuristic::pdb_6_6_6_6_dual: return "pdb-6-6-6-6-dual";
    case heuristic::pdb_6_6_6_6_blank: return "pdb-6-6-6-6-blank";
    case heuristic::pdb_6_6_6_6_x2: return "pdb-6-6-6-6-x2";
    case heuristic::pdb_6_6_6_6_x3: return "pdb-6-6-6-6-x3";
    case heuristic::pdb_6_6_6_6_blank_x2: return "pdb-6-6-6-6-blank-x2";
    case heuristic::pdb_6_6_6_6_x4: return "pdb-6-6-6-6-x4";
    case heuristic::pdb_6_6_6_6_blank_x7: return "pdb-6-6-6-6-blank-x7";
    }
    return "unknown";
}

/// A name that is no heuristic. message(): "unknown heuristic 'fast' (known: auto, manhattan, ...)".
struct heuristic_error {
    std::string name; ///< as given

    /// The name and every known one, for a person.
    [[nodiscard]] std::string message() const {
        std::string m = "unknown heuristic '" + name + "' (known: ";
        for (heuristic h : all_heuristics) {
            if (h != all_heuristics.front()) m += ", ";
            m += to_string(h);
        }
        return m + ")";
    }
};

/// The heuristic named `name` (exactly as to_string() writes it), or why not.
[[nodiscard]] inline result<heuristic, heuristic_error> parse_heuristic(std::string_view name) {
    for (heuristic h : all_heuristics)
        if (to_string(h) == name) return h;
    return heuristic_error{std::string(name)};
}

/// Whether the tools solve a rows x cols board optimally unless told otherwise (npuzzle-solve) and
/// the games search for optimal hints: up to 4x4. Beyond, a thin board such as 2x8 can take IDA*
/// hours without a table to guide it.
[[nodiscard]] constexpr bool optimal_by_default(std::size_t rows, std::size_t cols) noexcept {
    return rows <= 4 && cols <= 4;
}

} // namespace npuzzle::solve
