// SPDX-License-Identifier: MIT
// The standard pattern sets: partitions of a board's tiles into patterns whose databases add up,
// one for each pattern-database heuristic of heuristic_choice.hpp. Data only: the tables are built
// and cached by pattern_cache.hpp, searched with by additive_pdb.hpp.
#pragma once

#include <npuzzle/solve/heuristic_choice.hpp>

#include <cstdint>
#include <string_view>
#include <vector>

namespace npuzzle::solve {

/// A partition of a board's tiles into patterns whose databases add up.
struct pattern_set {
    heuristic choice; ///< the heuristic that searches with it
    std::uint32_t rows; ///< the board shape it is made for: rows
    std::uint32_t cols; ///< and columns
    std::vector<std::vector<std::uint32_t>> patterns; ///< each database's tiles (a 0 first: kept by the blank's cell)
    bool dual; ///< the search also looks the databases up on the dual board (additive_pdb::dual_estimate)
    /// The patterns, in order, make this many partitions of equal count, each added up on its own and
    /// the largest sum taken (max_of_partitions.hpp); 1: the patterns are one partition.
    std::uint32_t partitions = 1;

    /// Its heuristic's name, "pdb-7-8".
    std::string_view name() const noexcept { return to_string(choice); } // "pdb-7-8"
};

/// The partitions of Korf and Felner (2002), turned to our goal (blank bottom-right): 6-6-3 is the
/// left half of the top three rows, the right half and the bottom row; 7-8 the top two rows and the
/// rest. pdb-8 is every tile of the 8-puzzle: an exact distance. 6-6-6-6 cuts the 24-puzzle into four
/// blocks of six turning about the centre (2x3 top-left, 3x2 top-right, 3x2 bottom-left, and the rest
/// around the blank's home).
[[nodiscard]] inline const std::vector<pattern_set>& standard_pattern_sets() {
    static const std::vector<pattern_set> sets{
        {heuristic::pdb_8, 3, 3, {{1, 2, 3, 4, 5, 6, 7, 8}}, false},
        {heuristic::pdb_5_5_5, 4, 4, {{1, 2, 5, 6, 9}, {3, 4, 7, 8, 12}, {10, 11, 13, 14, 15}}, false},
        {heuristic::pdb_6_6_3, 4, 4, {{1, 2, 5, 6, 9, 10}, {3, 4, 7, 8, 11, 12}, {13, 14, 15}}, false},
        {heuristic::pdb_7_8, 4, 4, {{9, 10, 11, 12, 13, 14, 15}, {1, 2, 3, 4, 5, 6, 7, 8}}, false},
        // The same databases with dual lookups: fewer nodes, but on this machine more time.
        {heuristic::pdb_7_8_dual, 4, 4, {{9, 10, 11, 12, 13, 14, 15}, {1, 2, 3, 4, 5, 6, 7, 8}}, true},
        // The 7 tiles' table kept by the blank's region (tile 0 names the blank): 202 MB instead of 28.
        {heuristic::pdb_7_8_blank, 4, 4, {{0, 9, 10, 11, 12, 13, 14, 15}, {1, 2, 3, 4, 5, 6, 7, 8}}, false},
        // The 8 tiles' table kept by the blank's region too: 2.1 GB instead of 259 MB.
        {heuristic::pdb_7_8_blank_both, 4, 4, {{0, 9, 10, 11, 12, 13, 14, 15}, {0, 1, 2, 3, 4, 5, 6, 7, 8}}, false},
        {heuristic::pdb_6_6_6_6, 5, 5,
         {{1, 2, 3, 6, 7, 8}, {4, 5, 9, 10, 14, 15}, {11, 12, 16, 17, 21, 22}, {13, 18, 19, 20, 23, 24}}, false},
        // The same tables with dual lookups too (the reflection is looked up on every square board).
        {heuristic::pdb_6_6_6_6_dual, 5, 5,
         {{1, 2, 3, 6, 7, 8}, {4, 5, 9, 10, 14, 15}, {11, 12, 16, 17, 21, 22}, {13, 18, 19, 20, 23, 24}}, true},
        // The same patterns, each table kept by the blank's region (Clausecker and Reinefeld's
        // zero-aware tables): 5 x 25!/19! entries, 319 MB a table instead of 64 MB.
        {heuristic::pdb_6_6_6_6_blank, 5, 5,
         {{0, 1, 2, 3, 6, 7, 8}, {0, 4, 5, 9, 10, 14, 15}, {0, 11, 12, 16, 17, 21, 22}, {0, 13, 18, 19, 20, 23, 24}}, false},
        // Several partitions maxed (issue 36). The second keeps 6-6-6-6's top half (1-10, 14, 15) and
        // cuts the bottom into 2x3 rows 11-13 16-18 and the rest (19 20, 21-24); the third keeps the
        // bottom half and cuts the top into the first row with 10 and the rest (6-9, 14, 15). A pattern
        // in two partitions is one table (pattern_cache.hpp): two new tables a partition.
        {heuristic::pdb_6_6_6_6_x2, 5, 5,
         {{1, 2, 3, 6, 7, 8}, {4, 5, 9, 10, 14, 15}, {11, 12, 16, 17, 21, 22}, {13, 18, 19, 20, 23, 24},
          {1, 2, 3, 6, 7, 8}, {4, 5, 9, 10, 14, 15}, {11, 12, 13, 16, 17, 18}, {19, 20, 21, 22, 23, 24}},
         false, 2},
        {heuristic::pdb_6_6_6_6_x3, 5, 5,
         {{1, 2, 3, 6, 7, 8}, {4, 5, 9, 10, 14, 15}, {11, 12, 16, 17, 21, 22}, {13, 18, 19, 20, 23, 24},
          {1, 2, 3, 6, 7, 8}, {4, 5, 9, 10, 14, 15}, {11, 12, 13, 16, 17, 18}, {19, 20, 21, 22, 23, 24},
          {1, 2, 3, 4, 5, 10}, {6, 7, 8, 9, 14, 15}, {11, 12, 16, 17, 21, 22}, {13, 18, 19, 20, 23, 24}},
         false, 3},
        // A fourth: the bottom half kept again, the top cut into 1-4 6 7 and 5 8-10 14 15.
        {heuristic::pdb_6_6_6_6_x4, 5, 5,
         {{1, 2, 3, 6, 7, 8}, {4, 5, 9, 10, 14, 15}, {11, 12, 16, 17, 21, 22}, {13, 18, 19, 20, 23, 24},
          {1, 2, 3, 6, 7, 8}, {4, 5, 9, 10, 14, 15}, {11, 12, 13, 16, 17, 18}, {19, 20, 21, 22, 23, 24},
          {1, 2, 3, 4, 5, 10}, {6, 7, 8, 9, 14, 15}, {11, 12, 16, 17, 21, 22}, {13, 18, 19, 20, 23, 24},
          {1, 2, 3, 4, 6, 7}, {5, 8, 9, 10, 14, 15}, {11, 12, 16, 17, 21, 22}, {13, 18, 19, 20, 23, 24}},
         false, 4},
        // pdb-6-6-6-6-x2's partitions, each table kept by the blank's cell: six tables.
        {heuristic::pdb_6_6_6_6_blank_x2, 5, 5,
         {{0, 1, 2, 3, 6, 7, 8}, {0, 4, 5, 9, 10, 14, 15}, {0, 11, 12, 16, 17, 21, 22}, {0, 13, 18, 19, 20, 23, 24},
          {0, 1, 2, 3, 6, 7, 8}, {0, 4, 5, 9, 10, 14, 15}, {0, 11, 12, 13, 16, 17, 18}, {0, 19, 20, 21, 22, 23, 24}},
         false, 2},
        // Clausecker and Reinefeld's small-t catalogue (24puzzle, catalogues/small-t.cat): seven shapes,
        // each also looked up transposed (our reflection), 14 tables kept by the blank's region. His
        // cells c (blank's goal top-left) are our tiles 25 - c (blank's goal bottom-right).
        {heuristic::pdb_6_6_6_6_blank_x7, 5, 5,
         {{0, 13, 14, 15, 19, 20, 24}, {0, 16, 17, 18, 21, 22, 23}, {0, 1, 2, 6, 7, 11, 12}, {0, 3, 4, 5, 8, 9, 10},
          {0, 14, 15, 19, 20, 23, 24}, {0, 13, 16, 17, 18, 21, 22}, {0, 1, 2, 6, 7, 11, 12}, {0, 3, 4, 5, 8, 9, 10},
          {0, 13, 14, 15, 19, 20, 24}, {0, 16, 17, 18, 21, 22, 23}, {0, 7, 8, 9, 10, 11, 12}, {0, 1, 2, 3, 4, 5, 6},
          {0, 14, 15, 19, 20, 23, 24}, {0, 13, 16, 17, 18, 21, 22}, {0, 7, 8, 9, 10, 11, 12}, {0, 1, 2, 3, 4, 5, 6},
          {0, 5, 10, 15, 19, 20, 24}, {0, 16, 17, 18, 21, 22, 23}, {0, 3, 4, 8, 9, 13, 14}, {0, 1, 2, 6, 7, 11, 12},
          {0, 14, 15, 19, 20, 23, 24}, {0, 1, 6, 11, 16, 21, 22}, {0, 2, 7, 12, 13, 17, 18}, {0, 3, 4, 5, 8, 9, 10},
          {0, 5, 10, 15, 19, 20, 24}, {0, 16, 17, 18, 21, 22, 23}, {0, 7, 8, 9, 12, 13, 14}, {0, 1, 2, 3, 4, 6, 11}},
         false, 7},
    };
    return sets;
}

/// The pattern set `h` searches with; nullptr for auto, manhattan and linear-conflict.
[[nodiscard]] inline const pattern_set* pattern_set_of(heuristic h) {
    for (const auto& s : standard_pattern_sets())
        if (s.choice == h) return &s;
    return nullptr;
}

/// The pattern set named `name` ("pdb-7-8"), or nullptr.
[[nodiscard]] inline const pattern_set* find_pattern_set(std::string_view name) {
    const auto h = parse_heuristic(name);
    return h ? pattern_set_of(*h) : nullptr;
}

} // namespace npuzzle::solve
